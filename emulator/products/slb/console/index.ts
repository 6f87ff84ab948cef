import type { ConsoleModule } from '../../../console/src/lib/product';
import { AclDetailPage } from './AclDetailPage';
import { ChangeSpecPage } from './ChangeSpecPage';
import { CreateClbPage } from './CreateClbPage';
import { ForwardingRulesPage } from './ForwardingRulesPage';
import { InstanceDetailPage } from './InstanceDetailPage';
import { InstancesPage } from './InstancesPage';
import { SlbHome } from './SlbHome';
import { slbVocabulary } from './useSlb';
import { slbGenerations } from '../generations';
import { slbPages } from './pages';

/**
 * The Server Load Balancer console (CLB): instances, their listeners and default server group, drawn by hand; today's
 * listener configuration wizard as a page description (pages/). Hand-drawn routes are tried first.
 */
export const consoleModule: ConsoleModule = {
  vocabulary: slbVocabulary,
  titleKey: 'slb.title',
  service: 'Slb',
  pages: slbPages,
  generations: slbGenerations,
  routes: [
    { pattern: '/slb', page: SlbHome },
    { pattern: '/slb/instances', page: InstancesPage },
    { pattern: '/slb/instances/create', page: CreateClbPage, layout: 'full' },
    { pattern: '/slb/instances/:id/listeners/:port/rules', page: ForwardingRulesPage },
    { pattern: '/slb/instances/:id/spec', page: ChangeSpecPage, layout: 'full' },
    { pattern: '/slb/instances/:id', page: InstanceDetailPage },
    { pattern: '/slb/acls/:id', page: AclDetailPage },
  ],
};
