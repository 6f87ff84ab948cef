import { fullPage, handDrawnConsole } from '../../../console/src/lib/product';
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
export const consoleModule = handDrawnConsole(slbVocabulary, {
  '/slb': SlbHome,
  '/slb/instances': InstancesPage,
  '/slb/instances/create': fullPage(CreateClbPage),
  '/slb/instances/:id/listeners/:port/rules': ForwardingRulesPage,
  '/slb/instances/:id/spec': fullPage(ChangeSpecPage),
  // Full so that the page draws the left navigation itself: the old console's is the instance's own.
  '/slb/instances/:id': fullPage(InstanceDetailPage),
  '/slb/acls/:id': AclDetailPage,
}, { service: 'Slb', pages: slbPages, generations: slbGenerations });
