// Pre-existing resources for a new account, so list pages have realistic rows: VPCs with vSwitches and a
// security group each, and named instances (web-prod-01, …) in the first VPC, most Running, some Stopped.
// Fixtures are state, not calls: they leave no ActionTrail events. The product's `fixtures` hook (counts
// `instances` and `vpcs` of POST /__emulator/accounts); VPCs come from the VPC product's public module.
import { findRegion, images, type Region } from '../../catalog.js';
import type { Cloud } from '../../cloud.js';
import type { Maker } from '../../action.js';
import { buildInstance } from './api/instances.js';
import type { SecurityGroup } from './api/state.js';
import { newId, secondTime } from '../../common.js';
import { buildVpc, buildVSwitch, type VSwitch } from '../vpc/index.js';
import type { Tenant } from '../../state.js';

export interface FixtureCounts {
  instances?: number;
  vpcs?: number;
}

const ENVS = ['prod', 'staging', 'test', 'dev', 'shared', 'data', 'ops', 'sandbox', 'edge', 'backup'];
const ROLES = ['web', 'app', 'api', 'db', 'cache', 'worker', 'batch', 'gateway'];
const ROLE_TYPES: Record<string, string[]> = {
  web: ['ecs.g7.large', 'ecs.c7.large'], app: ['ecs.g7.large', 'ecs.g7.xlarge'], api: ['ecs.c7.large', 'ecs.c7.xlarge'],
  db: ['ecs.r7.large', 'ecs.g7.2xlarge'], cache: ['ecs.r7.large', 'ecs.g7.xlarge'], worker: ['ecs.c7.xlarge', 'ecs.u1-c1m2.large'],
  batch: ['ecs.c7.xlarge', 'ecs.g7.xlarge'], gateway: ['ecs.e-c1m2.large', 'ecs.t6-c1m2.large'],
};
const PUBLIC_ROLES = new Set(['web', 'api', 'gateway']);
const DAY = 24 * 3600 * 1000;

/** Second octets of the fixture VPCs' CIDR blocks: 192.168/16, then 172.16–19/16, then 10.x/16. */
const vpcCidr = (n: number) => (n === 0 ? '192.168.0.0/16' : n < 5 ? `172.${15 + n}.0.0/16` : `10.${n - 5}.0.0/16`);

function securityGroup(m: Maker, region: Region, vpcId: string, name: string): SecurityGroup {
  const created = secondTime(m.now);
  const rule = (IpProtocol: string, PortRange: string, Priority: string) => ({
    SecurityGroupRuleId: newId(m, 'sgr', region), Direction: 'ingress' as const, IpProtocol, PortRange,
    SourceCidrIp: '0.0.0.0/0', SourceGroupId: '', DestCidrIp: '', DestGroupId: '', Policy: 'Accept', Priority, NicType: 'intranet',
    Description: '', CreateTime: created,
  });
  const group: SecurityGroup = {
    SecurityGroupId: newId(m, 'sg', region), SecurityGroupName: name, SecurityGroupType: 'normal',
    Description: `Default rules for ${name}`, VpcId: vpcId, RegionId: region.id, CreationTime: created,
    ResourceGroupId: m.tenant.resourceGroupId,
    Permissions: [rule('TCP', '22/22', '1'), rule('TCP', '80/80', '1'), rule('TCP', '443/443', '1'), rule('ICMP', '-1/-1', '1')],
  };
  m.tenant.securityGroups[group.SecurityGroupId] = group;
  return group;
}

export function seedFixtures(cloud: Cloud, tenant: Tenant, counts: FixtureCounts): void {
  const instances = counts.instances ?? 0;
  const vpcs = counts.vpcs ?? (instances > 0 ? 1 : 0);
  if (!vpcs) return;
  const region = findRegion('cn-hangzhou')!;
  const rng = cloud.tenantRng(tenant);
  const now = Date.now();
  const at = (ms: number): Maker => ({ tenant, rng, now: ms });
  const homes: Array<{ vSwitches: VSwitch[]; group: SecurityGroup }> = [];
  for (let n = 0; n < vpcs; n++) {
    const env = ENVS[n % ENVS.length];
    const m = at(now - (400 - n) * DAY);
    const cidr = vpcCidr(n);
    const prefix = cidr.split('.').slice(0, 2).join('.');
    const vpc = buildVpc(m, region.id, { VpcName: `${env}-vpc`, CidrBlock: cidr, Description: `${env} network` });
    const vSwitches = ['k', 'j'].map((zone, z) =>
      buildVSwitch(m, vpc, { ZoneId: `cn-hangzhou-${zone}`, CidrBlock: `${prefix}.${z + 1}.0/24`, VSwitchName: `${env}-vsw-${zone}` }),
    );
    homes.push({ vSwitches, group: securityGroup(m, region, vpc.VpcId, `${env}-sg`) });
  }
  const home = homes[0];
  const linux = images.filter((i) => i.osType === 'linux');
  for (let i = 0; i < instances; i++) {
    const role = ROLES[i % ROLES.length];
    const env = ENVS[Math.floor(i / ROLES.length) % 3];
    const number = String(Math.floor(i / (ROLES.length * 3)) + 1).padStart(2, '0');
    const running = i === 0 || rng.next() < 0.8;
    buildInstance(at(now - rng.int(1, 360) * DAY - rng.int(0, DAY)), {
      region,
      vSwitch: home.vSwitches[i % home.vSwitches.length],
      securityGroupIds: [home.group.SecurityGroupId],
      instanceType: rng.pick(ROLE_TYPES[role]),
      imageId: rng.pick(linux).id,
      name: `${role}-${env}-${number}`,
      bandwidthOut: PUBLIC_ROLES.has(role) ? 5 : 0,
      status: running ? 'Running' : 'Stopped',
    });
  }
}
