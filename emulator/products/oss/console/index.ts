import type { ConsoleModule } from '../../../console/src/lib/product';
import { BasicSettingsPage } from './BasicSettingsPage';
import { BucketAclPage } from './BucketAclPage';
import { BucketOverviewPage } from './BucketOverviewPage';
import { CorsPage } from './CorsPage';
import { DeleteBucketPage } from './DeleteBucketPage';
import { BucketsPage } from './BucketsPage';
import { LifecyclePage } from './LifecyclePage';
import { ObjectsPage } from './ObjectsPage';
import { OssHome } from './OssHome';
import { OssOverviewPage } from './OssOverviewPage';
import { PolicyPage } from './PolicyPage';
import { RefererPage } from './RefererPage';
import { ossVocabulary } from './useOss';
import { ossGenerations } from '../generations';
import { VersioningPage } from './VersioningPage';
import { WebsitePage } from './WebsitePage';

/** The OSS console: the bucket list, and each bucket's pages with their own navigation (layout `full`). */
export const consoleModule: ConsoleModule = {
  vocabulary: ossVocabulary,
  titleKey: 'oss.title',
  generations: ossGenerations,
  routes: [
    { pattern: '/oss', page: OssHome },
    { pattern: '/oss/overview', page: OssOverviewPage, layout: 'full' },
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
    { pattern: '/oss/bucket/:name/policy', page: PolicyPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/settings', page: BasicSettingsPage, layout: 'full' },
    { pattern: '/oss/bucket/:name/delete', page: DeleteBucketPage, layout: 'full' },
  ],
};
