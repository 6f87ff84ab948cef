import { fullPage, handDrawnConsole } from '../../../console/src/lib/product';
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
import { LogsPage } from './LogsPage';
import { RealTimeMonitoringPage, ResourceMonitoringPage, UsagePage } from './MonitoringPage';
import { PerformancePage } from './PerformancePage';
import { RefreshPage } from './RefreshPage';
import { VideoPage } from './VideoPage';
import { cdnVocabulary } from './useCdn';

/** The CDN console: accelerated domain names, and each one's configuration pages (their own left navigation). */
export const consoleModule = handDrawnConsole(cdnVocabulary, {
  '/cdn': CdnHome,
  '/cdn/domains': DomainsPage,
  '/cdn/domains/add': AddDomainPage,
  '/cdn/refresh': RefreshPage,
  '/cdn/logs': LogsPage,
  '/cdn/monitoring': ResourceMonitoringPage,
  '/cdn/monitoring/resource': ResourceMonitoringPage,
  '/cdn/monitoring/realtime': RealTimeMonitoringPage,
  '/cdn/monitoring/usage': UsagePage,
  '/cdn/domains/:domain/basic': fullPage(BasicSettingsPage),
  '/cdn/domains/:domain/origin': fullPage(BackToOriginPage),
  '/cdn/domains/:domain/cache': fullPage(CachePage),
  '/cdn/domains/:domain/access': fullPage(AccessControlPage),
  '/cdn/domains/:domain/https': fullPage(HttpsPage),
  '/cdn/domains/:domain/performance': fullPage(PerformancePage),
  '/cdn/domains/:domain/video': fullPage(VideoPage),
  '/cdn/domains/:domain/:page': fullPage(DomainPendingPage),
}, { generations: cdnGenerations });
