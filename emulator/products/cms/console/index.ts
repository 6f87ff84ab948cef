import type { ConsoleModule } from '../../../console/src/lib/product';
import { AlertContactsPage } from './AlertContactsPage';
import { AlertRulesPage } from './AlertRulesPage';
import { AlertTemplatesPage } from './AlertTemplatesPage';
import { AppGroupPage } from './AppGroupPage';
import { AppGroupsPage } from './AppGroupsPage';
import { CmsHome } from './CmsHome';
import { DashboardsPage } from './DashboardsPage';
import { EventMonitoringPage } from './EventMonitoringPage';
import { RuleFormPage } from './RuleFormPage';
import { SiteFormPage } from './SiteFormPage';
import { SiteMonitorsPage } from './SiteMonitorsPage';
import { cmsVocabulary } from './useCms';
import { cmsGenerations } from '../generations';
import { cmsPages } from './pages';

/**
 * The CloudMonitor console: today's 2.0 Alert Center as page descriptions (pages/), and the 1.0 alert rules and
 * alert contacts of cms@2020 drawn by hand. Hand-drawn routes are tried first, in order: `create` before `:id`.
 */
export const consoleModule: ConsoleModule = {
  vocabulary: cmsVocabulary,
  titleKey: 'cms.title',
  service: 'Cms',
  pages: cmsPages,
  generations: cmsGenerations,
  routes: [
    { pattern: '/cms', page: CmsHome },
    { pattern: '/cms/alert-rules', page: AlertRulesPage },
    { pattern: '/cms/alert-rules/create', page: RuleFormPage },
    { pattern: '/cms/alert-rules/:id/modify', page: RuleFormPage },
    { pattern: '/cms/alert-contacts', page: AlertContactsPage },
    { pattern: '/cms/dashboards', page: DashboardsPage },
    { pattern: '/cms/event-monitoring', page: EventMonitoringPage },
    { pattern: '/cms/app-groups', page: AppGroupsPage },
    { pattern: '/cms/app-groups/:id', page: AppGroupPage },
    { pattern: '/cms/alert-templates', page: AlertTemplatesPage },
    { pattern: '/cms/site-monitor', page: SiteMonitorsPage },
    { pattern: '/cms/site-monitor/create', page: SiteFormPage },
    { pattern: '/cms/site-monitor/:id/modify', page: SiteFormPage },
  ],
};
