import type { ConsoleModule } from '../../../console/src/lib/product';
import { CreateInstancePage } from './create/CreateInstancePage';
import { ImagesPage } from './ImagesPage';
import { CreateKeyPairPage } from './keypairs/CreateKeyPairPage';
import { KeyPairsPage } from './keypairs/KeyPairsPage';
import { CreateDiskPage } from './storage/CreateDiskPage';
import { DisksPage } from './storage/DisksPage';
import { SnapshotsPage } from './storage/SnapshotsPage';
import { InstanceDetailPage } from './InstanceDetailPage';
import { InstancesPage } from './InstancesPage';
import { OverviewPage } from './OverviewPage';
import { CreateSecurityGroupPage } from './sg/CreateSecurityGroupPage';
import { SecurityGroupRulesPage } from './sg/SecurityGroupRulesPage';
import { SecurityGroupsPage } from './sg/SecurityGroupsPage';
import { ecsVocabulary } from './useEcs';

/** The ECS console. Routes are tried in order: `create` before `:id`. */
export const consoleModule: ConsoleModule = {
  vocabulary: ecsVocabulary,
  titleKey: 'ecs.title',
  routes: [
    { pattern: '/ecs', page: OverviewPage },
    { pattern: '/ecs/instances', page: InstancesPage },
    { pattern: '/ecs/instances/create', page: CreateInstancePage, layout: 'full' },
    { pattern: '/ecs/instances/:id', page: InstanceDetailPage },
    { pattern: '/ecs/images', page: ImagesPage },
    { pattern: '/ecs/disks', page: DisksPage },
    { pattern: '/ecs/disks/create', page: CreateDiskPage },
    { pattern: '/ecs/snapshots', page: SnapshotsPage },
    { pattern: '/ecs/key-pairs', page: KeyPairsPage },
    { pattern: '/ecs/key-pairs/create', page: CreateKeyPairPage },
    { pattern: '/ecs/security-groups', page: SecurityGroupsPage },
    { pattern: '/ecs/security-groups/create', page: CreateSecurityGroupPage },
    { pattern: '/ecs/security-groups/:id', page: SecurityGroupRulesPage },
  ],
};
