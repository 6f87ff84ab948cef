import type { ConsoleModule } from '../../../console/src/lib/product';
import { ecsGenerations } from '../generations';
import { BoundTagsField } from './BoundTagsField';
import { EniIpsField, eniIpsValid } from './EniIpsField';
import { KeyPairInstancesField } from './KeyPairInstancesField';
import { ecsCells } from './cells';
import { CreateInstancePage } from './create/CreateInstancePage';
import { ImagesPage } from './ImagesPage';
import { OverviewPage } from './OverviewPage';
import { ecsPages } from './pages';
import { AccessRulesField, accessRulesValid } from './sg/AccessRulesField';
import { SecurityGroupRulesPage } from './sg/SecurityGroupRulesPage';
import { CloneRulesField } from './sg/CloneRulesField';
import { RemoteConnectionDialog } from './remote/RemoteConnectionDialog';
import { RemoteTerminalPage } from './remote/RemoteTerminalPage';
import { ecsVocabulary } from './useEcs';

/**
 * The ECS console: today's pages as data (pages/), drawn by the shared page kinds, with the components they name
 * for what is the product's own; its earlier consoles are the generations (../generations/).
 */
export const consoleModule: ConsoleModule = {
  vocabulary: ecsVocabulary,
  titleKey: 'ecs.title',
  service: 'Ecs',
  pages: ecsPages,
  generations: ecsGenerations,
  components: {
    pages: { overview: OverviewPage, createInstance: CreateInstancePage, images: ImagesPage, securityGroupRules: SecurityGroupRulesPage, remoteTerminal: RemoteTerminalPage },
    dialogs: { remoteConnection: RemoteConnectionDialog },
    fields: { accessRules: AccessRulesField, eniIps: EniIpsField, cloneRules: CloneRulesField, ...BoundTagsField, ...KeyPairInstancesField },
    validators: { accessRules: accessRulesValid, eniIps: eniIpsValid },
    cells: ecsCells,
  },
};
