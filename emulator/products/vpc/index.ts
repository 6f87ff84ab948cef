// VPC (2016-04-28): VPCs, vSwitches and zones.
import type { ActionContext, ActionDef, Maker, ProductDef } from '../../action.js';
import { findRegion, localName, quotas } from '../../catalog.js';
import { ApiError, dependencyViolation, invalidParameter, malformed, notFound, quotaExceeded } from '../../errors.js';
import { schedule } from '../../state.js';
import { initNetwork, settleNetwork, type Vpc, type VSwitch } from './api/state.js';
import {
  checkDescription, cidrContains, cidrOverlaps, cidrSize, dryRun, newestFirst, newId, page, parseCidr, privateRanges,
  region, secondTime, zoneOf,
} from '../../common.js';
import { bandwidthPackagesOf, vpcBandwidthActions } from './api/bandwidth.js';
import { vpcEipActions } from './api/eip.js';
import { vpcEipSegmentActions } from './api/eip-segment.js';
import { vpcNatActions } from './api/nat.js';
import { netOf } from './api/net-state.js';
import { vSwitchById, vpcRouteActions } from './api/routes.js';

export type { Vpc, VSwitch } from './api/state.js';
export type { Eip } from './api/eip.js';
import { eipsOf } from './api/eip.js';
import { tagActions } from '../../tag-actions.js';
import { readTags, setTags, tagMatcher, tagView, type TagKindDef } from '../../tags.js';
import { vpcGenerations } from './generations/index.js';

const NETWORK_MS = 400;

export type VpcAction = 'CreateVpc' | 'DescribeVpcs' | 'DeleteVpc' | 'CreateVSwitch' | 'DescribeVSwitches' | 'DeleteVSwitch' | 'DescribeZones';

/** VPC and vSwitch names: 1–128 characters, not starting with http:// or https://. */
function checkVpcName(value: string | undefined, code: string, param: string): void {
  if (value !== undefined && (value.length > 128 || /^https?:\/\//.test(value))) {
    throw malformed(code, `Specified parameter ${param} is not valid: 1 to 128 characters, not starting with http:// or https://.`);
  }
}

function vpcOf(ctx: ActionContext, id: string): Vpc {
  const vpc = ctx.tenant.vpcs[id];
  const regionId = ctx.params.optional('RegionId');
  if (!vpc || (regionId && vpc.RegionId !== regionId)) throw notFound('InvalidVpcId.NotFound', `Specified VPC "${id}" does not exist.`);
  return vpc;
}

function vSwitchOf(ctx: ActionContext): VSwitch {
  return vSwitchById(ctx, ctx.params.required('VSwitchId'));
}

/** Puts a VPC in the account; CreateVpc and fixtures share it. */
export function buildVpc(ctx: Maker, regionId: string, fields: Partial<Vpc>): Vpc {
  const reg = findRegion(regionId)!;
  const vpc: Vpc = {
    VpcId: newId(ctx, 'vpc', reg), VpcName: '', CidrBlock: '172.16.0.0/12', Description: '', RegionId: reg.id,
    CreationTime: secondTime(ctx.now), VRouterId: newId(ctx, 'vrt', reg), RouteTableId: newId(ctx, 'vtb', reg),
    ResourceGroupId: ctx.tenant.resourceGroupId, Status: 'Available', transitions: [], ...fields,
  };
  ctx.tenant.vpcs[vpc.VpcId] = vpc;
  return vpc;
}

export function buildVSwitch(ctx: Maker, vpc: Vpc, fields: Pick<VSwitch, 'ZoneId' | 'CidrBlock'> & Partial<VSwitch>): VSwitch {
  const vsw: VSwitch = {
    VSwitchId: newId(ctx, 'vsw', findRegion(vpc.RegionId)!), VSwitchName: '', VpcId: vpc.VpcId, Description: '',
    RegionId: vpc.RegionId, CreationTime: secondTime(ctx.now), ResourceGroupId: vpc.ResourceGroupId,
    Status: 'Available', transitions: [], ...fields,
  };
  ctx.tenant.vSwitches[vsw.VSwitchId] = vsw;
  return vsw;
}

const vpcActions = {
  CreateVpc: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const cidrText = p.optional('CidrBlock') ?? '172.16.0.0/12';
      const cidr = parseCidr(cidrText);
      if (cidr.bits < 8 || cidr.bits > 28 || !privateRanges.some((r) => cidrContains(r, cidr))) {
        throw malformed('InvalidCidrBlock.Malformed', `Specified CIDR block "${cidrText}" is not valid: use a subset of 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16 with a mask from 8 to 28.`);
      }
      const name = p.optional('VpcName');
      checkVpcName(name, 'InvalidVpcName.Malformed', 'VpcName');
      if (name && ctx.variant('vpc-name-rule-tightened') && /[A-Z]/.test(name)) {
        throw malformed('InvalidVpcName.Malformed', 'Specified VPC name is not valid: it may not contain uppercase letters.');
      }
      const description = checkDescription(p);
      const tags = readTags(p);
      const count = Object.values(ctx.tenant.vpcs).filter((v) => v.RegionId === reg.id).length;
      if (count >= quotas.vpcsPerRegion) throw quotaExceeded(`The VPC quota of ${quotas.vpcsPerRegion} in ${reg.id} is exceeded.`);
      dryRun(p);
      const vpc = buildVpc(ctx, reg.id, {
        VpcName: name ?? '', CidrBlock: cidrText, Description: description, Status: 'Pending',
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId,
      });
      schedule(vpc, ctx.now, [[ctx.cloud.transitionMs(NETWORK_MS), 'Available']]);
      setTags(ctx.tenant, 'Vpc:VPC', vpc.VpcId, tags);
      return { VpcId: vpc.VpcId, VRouterId: vpc.VRouterId, RouteTableId: vpc.RouteTableId, ResourceGroupId: vpc.ResourceGroupId };
    },
  },
  DescribeVpcs: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.list('VpcId');
      if (ids && ids.length > 20) throw invalidParameter('VpcId', 'At most 20 IDs are allowed.');
      const name = p.optional('VpcName');
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:VPC');
      const matches = Object.values(ctx.tenant.vpcs).filter(
        (v) => v.RegionId === reg.id && tagged(v.VpcId) && (!ids || ids.includes(v.VpcId)) && (!name || v.VpcName === name),
      );
      const vSwitches = Object.values(ctx.tenant.vSwitches);
      const net = netOf(ctx);
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return {
        ...paging,
        Vpcs: {
          Vpc: items.map(({ transitions: _, ...v }) => ({
            ...v, IsDefault: false, OwnerId: Number(ctx.tenant.accountId), EnabledIpv6: false, Ipv6CidrBlock: '',
            CenStatus: 'Detached', DhcpOptionsSetStatus: 'Available', DnsHostnameStatus: 'DISABLED',
            VSwitchIds: { VSwitchId: vSwitches.filter((s) => s.VpcId === v.VpcId).map((s) => s.VSwitchId) },
            RouterTableIds: { RouterTableIds: [v.RouteTableId, ...Object.values(net.routeTables).filter((t) => t.VpcId === v.VpcId).map((t) => t.RouteTableId)] },
            NatGatewayIds: { NatGatewayIds: Object.values(net.natGateways).filter((n) => n.VpcId === v.VpcId).map((n) => n.NatGatewayId) },
            UserCidrs: { UserCidr: [] }, SecondaryCidrBlocks: { SecondaryCidrBlock: [] }, Tags: tagView(ctx.tenant, 'Vpc:VPC', v.VpcId, 'Key'),
          })),
        },
      };
    },
  },
  DeleteVpc: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      region(ctx);
      const vpc = vpcOf(ctx, ctx.params.required('VpcId'));
      const net = netOf(ctx);
      const nat = Object.values(net.natGateways).find((n) => n.VpcId === vpc.VpcId);
      if (nat) throw new ApiError('DependencyViolation.NatGateway', `The specified VPC has dependent resources: NAT gateway ${nat.NatGatewayId}. Delete it first.`, 400);
      const table = Object.values(net.routeTables).find((t) => t.VpcId === vpc.VpcId);
      if (table) throw new ApiError('DependencyViolation.RouteTable', `The specified VPC has dependent resources: custom route table ${table.RouteTableId}. Delete it first.`, 400);
      const vsw = Object.values(ctx.tenant.vSwitches).find((s) => s.VpcId === vpc.VpcId);
      if (vsw) throw dependencyViolation(`The specified VPC has dependent resources: vSwitch ${vsw.VSwitchId}. Delete them first.`);
      const sg = Object.values(ctx.tenant.securityGroups).find((g) => g.VpcId === vpc.VpcId);
      if (sg) throw dependencyViolation(`The specified VPC has dependent resources: security group ${sg.SecurityGroupId}. Delete them first.`);
      delete ctx.tenant.vpcs[vpc.VpcId];
      return {};
    },
  },
  CreateVSwitch: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const vpc = vpcOf(ctx, p.required('VpcId'));
      const zone = zoneOf(findRegion(vpc.RegionId)!, p.required('ZoneId'));
      const cidrText = p.required('CidrBlock');
      const cidr = parseCidr(cidrText);
      if (cidr.bits < 16 || cidr.bits > 29 || !cidrContains(parseCidr(vpc.CidrBlock), cidr)) {
        throw malformed('InvalidCidrBlock.Malformed', `Specified CIDR block "${cidrText}" is not valid: it must lie within the VPC CIDR block ${vpc.CidrBlock}, with a mask from 16 to 29.`);
      }
      const siblings = Object.values(ctx.tenant.vSwitches).filter((s) => s.VpcId === vpc.VpcId);
      const clash = siblings.find((s) => cidrOverlaps(parseCidr(s.CidrBlock), cidr));
      if (clash) throw malformed('InvalidCidrBlock.Overlapped', `Specified CIDR block "${cidrText}" overlaps with vSwitch ${clash.VSwitchId} (${clash.CidrBlock}).`);
      if (siblings.length >= quotas.vSwitchesPerVpc) throw quotaExceeded(`The vSwitch quota of ${quotas.vSwitchesPerVpc} per VPC is exceeded.`);
      const name = p.optional('VSwitchName');
      checkVpcName(name, 'InvalidVSwitchName.Malformed', 'VSwitchName');
      const description = checkDescription(p);
      const tags = readTags(p);
      dryRun(p);
      const vsw = buildVSwitch(ctx, vpc, { ZoneId: zone.id, CidrBlock: cidrText, VSwitchName: name ?? '', Description: description, Status: 'Pending' });
      schedule(vsw, ctx.now, [[ctx.cloud.transitionMs(NETWORK_MS), 'Available']]);
      setTags(ctx.tenant, 'Vpc:VSWITCH', vsw.VSwitchId, tags);
      return { VSwitchId: vsw.VSwitchId };
    },
  },
  DescribeVSwitches: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const regionId = p.optional('RegionId');
      if (regionId) region(ctx);
      const ids = p.list('VSwitchId');
      const [vpcId, zoneId, name] = [p.optional('VpcId'), p.optional('ZoneId'), p.optional('VSwitchName')];
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:VSWITCH');
      const matches = Object.values(ctx.tenant.vSwitches).filter(
        (s) => tagged(s.VSwitchId) && (!regionId || s.RegionId === regionId) && (!ids || ids.includes(s.VSwitchId)) && (!vpcId || s.VpcId === vpcId) &&
          (!zoneId || s.ZoneId === zoneId) && (!name || s.VSwitchName === name),
      );
      const instances = Object.values(ctx.tenant.instances);
      const vpcs = ctx.tenant.vpcs;
      const tables = Object.values(netOf(ctx).routeTables);
      const custom = (id: string) => {
        const found = tables.find((t) => t.VSwitchIds.includes(id));
        return found && { RouteTableId: found.RouteTableId, RouteTableType: 'Custom' };
      };
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return {
        ...paging,
        VSwitches: {
          VSwitch: items.map(({ transitions: _, ...s }) => ({
            ...s, IsDefault: false, OwnerId: Number(ctx.tenant.accountId), EnabledIpv6: false, Ipv6CidrBlock: '',
            ShareType: 'Sharing', NetworkAclId: '', Tags: tagView(ctx.tenant, 'Vpc:VSWITCH', s.VSwitchId, 'Key'),
            RouteTable: custom(s.VSwitchId) ?? { RouteTableId: vpcs[s.VpcId]?.RouteTableId ?? '', RouteTableType: 'System' },
            AvailableIpAddressCount: cidrSize(parseCidr(s.CidrBlock)) - 4 - instances.filter((i) => i.VSwitchId === s.VSwitchId).length,
          })),
        },
      };
    },
  },
  DeleteVSwitch: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const vsw = vSwitchOf(ctx);
      const user = Object.values(ctx.tenant.instances).find((i) => i.VSwitchId === vsw.VSwitchId);
      if (user) throw dependencyViolation(`The specified vSwitch has dependent resources: instance ${user.InstanceId}. Delete them first.`);
      for (const db of Object.values(ctx.tenant.rds?.instances ?? {})) if (db.VSwitchId === vsw.VSwitchId) throw dependencyViolation(`The specified vSwitch has dependent resources: RDS instance ${db.DBInstanceId}. Delete them first.`);
      for (const lb of Object.values(ctx.tenant.slb?.loadBalancers ?? {})) if (lb.VSwitchId === vsw.VSwitchId) throw dependencyViolation(`The specified vSwitch has dependent resources: load balancer ${lb.LoadBalancerId}. Delete them first.`);
      const net = netOf(ctx);
      const nat = Object.values(net.natGateways).find((n) => n.VSwitchId === vsw.VSwitchId);
      if (nat) throw new ApiError('DependencyViolation.NatGateway', `The specified vSwitch has dependent resources: NAT gateway ${nat.NatGatewayId}. Delete it first.`, 400);
      const snat = Object.values(net.snatEntries).find((e) => e.SourceVSwitchId === vsw.VSwitchId);
      if (snat) throw new ApiError('DependencyViolation.SnatEntry', `The specified vSwitch is the source of SNAT entry ${snat.SnatEntryId}. Delete it first.`, 400);
      const table = Object.values(net.routeTables).find((t) => t.VSwitchIds.includes(vsw.VSwitchId));
      if (table) throw new ApiError('DependencyViolation.RouteTable', `The specified vSwitch is associated with the custom route table ${table.RouteTableId}. Unassociate it first.`, 400);
      delete ctx.tenant.vSwitches[vsw.VSwitchId];
      return {};
    },
  },
  DescribeZones: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const lang = ctx.params.optional('AcceptLanguage');
      return { Zones: { Zone: reg.zones.map((z) => ({ ZoneId: z.id, LocalName: localName(z, lang), ZoneType: 'AvailabilityZone' })) } };
    },
  },
} satisfies Record<VpcAction, ActionDef>;

/** The resource types VPC's tagging APIs name, and where each lives. */
const VPC_TAG_KINDS: Record<string, TagKindDef> = {
  VPC: { kind: 'Vpc:VPC', find: (m, k) => m.tenant.vpcs[k] },
  VSWITCH: { kind: 'Vpc:VSWITCH', find: (m, k) => m.tenant.vSwitches[k] },
  ROUTETABLE: { kind: 'Vpc:ROUTETABLE', find: (m, k) => netOf(m).routeTables[k] },
  EIP: { kind: 'Vpc:EIP', find: (m, k) => eipsOf(m)[k] },
  NATGATEWAY: { kind: 'Vpc:NATGATEWAY', find: (m, k) => netOf(m).natGateways[k] },
  COMMONBANDWIDTHPACKAGE: { kind: 'Vpc:COMMONBANDWIDTHPACKAGE', find: (m, k) => bandwidthPackagesOf(m.tenant)[k] },
};

export const product = {
  version: '2016-04-28',
  endpoint: 'vpc.aliyuncs.com',
  consoleSource: 'vpc.console.aliyun.com',
  described: { key: 'vpc', generations: vpcGenerations },
  actions: {
    ...vpcActions, ...vpcEipActions, ...vpcEipSegmentActions, ...vpcBandwidthActions, ...vpcRouteActions, ...vpcNatActions,
    ...tagActions({ regional: true, untag: 'UnTagResources', types: VPC_TAG_KINDS }),
  },
  init: initNetwork,
  settle: settleNetwork,
  history: [
    { action: 'DescribeVSwitches', rw: 'Read', key: 'VpcId', type: 'ACS::VPC::VPC', prefix: 'vpc-hist' },
    { action: 'CreateVSwitch', rw: 'Write', key: 'VpcId', type: 'ACS::VPC::VPC', prefix: 'vpc-hist' },
  ],
} satisfies ProductDef;
