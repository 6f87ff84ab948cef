import type { ConsoleModule } from '../../../console/src/lib/product';
import { AlertContactsPage } from './AlertContactsPage';
import { AlertRulesPage } from './AlertRulesPage';
import { CmsHome } from './CmsHome';
import { RuleFormPage } from './RuleFormPage';
import { cmsVocabulary } from './useCms';
import { cmsGenerations } from '../generations';

/** The CloudMonitor console: alert rules and alert contacts. Routes are tried in order: `create` before `:id`. */
export const consoleModule: ConsoleModule = {
  vocabulary: cmsVocabulary,
  titleKey: 'cms.title',
  generations: cmsGenerations,
  routes: [
    { pattern: '/cms', page: CmsHome },
    { pattern: '/cms/alert-rules', page: AlertRulesPage },
    { pattern: '/cms/alert-rules/create', page: RuleFormPage },
    { pattern: '/cms/alert-rules/:id/modify', page: RuleFormPage },
    { pattern: '/cms/alert-contacts', page: AlertContactsPage },
  ],
};
