import type { ConsoleModule } from '../../../console/src/lib/product';
import { cdnGenerations } from '../generations';
import { AccessControlPage } from './AccessControlPage';
import { AddDomainPage } from './AddDomainPage';
import { BackToOriginPage } from './BackToOriginPage';
import { BasicSettingsPage } from './BasicSettingsPage';
import { CachePage } from './CachePage';
import { CdnHome } from './CdnHome';
import { DomainPendingPage } from './DomainPendingPage';
import { DomainsPage } from './DomainsPage';
import { HttpsPage } from './HttpsPage';
import { PerformancePage } from './PerformancePage';
import { RefreshPage } from './RefreshPage';
import { cdnVocabulary } from './useCdn';

/** The CDN console: accelerated domain names, and each one's configuration pages (their own left navigation). */
export const consoleModule: ConsoleModule = {
  vocabulary: cdnVocabulary,
  titleKey: 'cdn.title',
  generations: cdnGenerations,
  routes: [
    { pattern: '/cdn', page: CdnHome },
    { pattern: '/cdn/domains', page: DomainsPage },
    { pattern: '/cdn/domains/add', page: AddDomainPage },
    { pattern: '/cdn/refresh', page: RefreshPage },
    { pattern: '/cdn/domains/:domain/basic', page: BasicSettingsPage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/origin', page: BackToOriginPage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/cache', page: CachePage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/access', page: AccessControlPage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/https', page: HttpsPage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/performance', page: PerformancePage, layout: 'full' },
    { pattern: '/cdn/domains/:domain/:page', page: DomainPendingPage, layout: 'full' },
  ],
};
