// Today's ECS console as page descriptions (emulator/console/kinds/spec.ts): what the UI draws, what the catalogue
// serves, what the generations patch. The hand-drawn pages (purchase page, overview, images) are custom pages.
import type { CustomPageSpec, PageSpec } from '../../../../console/kinds/spec';
import { autoSnapshotPages } from './auto-snapshot';
import { cloudAssistantPages } from './cloud-assistant';
import { deploymentSetPages } from './deployment-sets';
import { instancePages } from './instances';
import { launchTemplatePages } from './launch-templates';
import { networkPages } from './network';
import { eniPages } from './network-interfaces';
import { storagePages } from './storage';
import { remotePages } from './remote';
import { cloneSecurityGroup } from './sg-clone';
import { securityGroupInstancePages } from './instance-security-groups';

const custom = (key: string, route: string, nav: string | undefined, layout?: 'full'): CustomPageSpec => ({ kind: 'custom', key, route, nav, component: key, layout });

export const ecsPages: PageSpec[] = [
  custom('overview', '/ecs', 'overview'),
  custom('createInstance', '/ecs/instances/create', 'instances', 'full'),
  custom('images', '/ecs/images', 'images'),
  ...instancePages,
  ...storagePages,
  ...autoSnapshotPages,
  ...launchTemplatePages,
  ...deploymentSetPages,
  ...networkPages,
  ...eniPages,
  ...cloudAssistantPages,
  ...remotePages,
  cloneSecurityGroup,
  ...securityGroupInstancePages,
];
