import type { ConsoleModule } from '../../../console/src/lib/product';
import { BucketAclPage } from './BucketAclPage';
import { BucketOverviewPage } from './BucketOverviewPage';
import { CorsPage } from './CorsPage';
import { BucketsPage } from './BucketsPage';
import { LifecyclePage } from './LifecyclePage';
import { ObjectsPage } from './ObjectsPage';
import { OssHome } from './OssHome';
import { RefererPage } from './RefererPage';
import { ossVocabulary } from './useOss';
import { VersioningPage } from './VersioningPage';
import { WebsitePage } from './WebsitePage';

/** The OSS console: the bucket list, and each bucket's pages with their own navigation (layout `full`). */
export const consoleModule: ConsoleModule = {
  vocabulary: ossVocabulary,
  titleKey: 'oss.title',
  routes: [
    { pattern: '/oss', page: OssHome },
    { pattern: '/oss/buckets', page: BucketsPage },
    { pattern: '/oss/bucket/:name', page: BucketOverviewPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/overview', page: BucketOverviewPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/objects', page: ObjectsPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/acl', page: BucketAclPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/versioning', page: VersioningPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/lifecycle', page: LifecyclePage, layout: 'full' },
    { pattern: '/oss/bucket/:name/website', page: WebsitePage, layout: 'full' },
    { pattern: '/oss/bucket/:name/referer', page: RefererPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/cors', page: CorsPage, layout: 'full' },
  ],
};
