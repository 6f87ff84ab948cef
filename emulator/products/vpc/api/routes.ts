// VPC (2016-04-28) route tables and route entries, and renaming VPCs and vSwitches. Each VPC has a system route
// table (its RouteTableId); custom route tables are created in a VPC and associated with its vSwitches (one custom
// table per vSwitch). Route tables and entries go Pending → Available; a deleted entry is Deleting for a moment.
import type { ActionContext, ActionDef } from '../../../action.js';
import { findRegion } from '../../../catalog.js';
import { ApiError, invalidParameter, malformed, notFound } from '../../../errors.js';
import { schedule } from '../../../state.js';
import type { Vpc, VSwitch } from './state.js';
import { checkDescription, cidrOverlaps, dryRun, newestFirst, newId, page, parseCidr, region, secondTime } from '../../../common.js';
import { netOf, type RouteEntry, type RouteTable } from './net-state.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

const ROUTE_MS = 400;
const ENTRIES_PER_TABLE = 200;
const NEXT_HOP_TYPES = ['Instance', 'HaVip', 'RouterInterface', 'NetworkInterface', 'VpnGateway', 'IPv6Gateway', 'NatGateway', 'Attachment', 'VpcPeer'] as const;

export type VpcRouteAction =
  | 'CreateRouteTable' | 'DescribeRouteTableList' | 'DeleteRouteTable' | 'ModifyRouteTableAttributes' | 'AssociateRouteTable'
  | 'UnassociateRouteTable' | 'CreateRouteEntry' | 'DescribeRouteEntryList' | 'DeleteRouteEntry' | 'ModifyVpcAttribute' | 'ModifyVSwitchAttribute';

/** Names of route tables, entries, VPCs and vSwitches: 1–128 characters, not starting with http:// or https://. */
export function checkNetName(value: string | undefined, code: string, param: string): void {
  if (value !== undefined && (value.length > 128 || /^https?:\/\//.test(value))) {
    throw malformed(code, `Specified parameter ${param} is not valid: 1 to 128 characters, not starting with http:// or https://.`);
  }
}

/** Modify*Attribute: the name in `param` (a network name, `code` when it is not one) and the Description, each when given. */
export function renameNet<T extends { Description: string }>(ctx: ActionContext, target: T, param: keyof T & string, code: string): void {
  const p = ctx.params;
  const name = p.optional(param);
  checkNetName(name, code, param);
  if (name !== undefined) Object.assign(target, { [param]: name });
  if (p.has('Description')) target.Description = checkDescription(p);
}

export function vSwitchById(ctx: ActionContext, id: string): VSwitch {
  const vsw = ctx.tenant.vSwitches[id];
  if (!vsw) throw notFound('InvalidVSwitchId.NotFound', `Specified vSwitch "${id}" does not exist.`);
  return vsw;
}

/** A vSwitch of the VPC `vpcId`; `of` ends the mismatch's message (` of the route table`). */
export function vSwitchInVpc(ctx: ActionContext, id: string, vpcId: string, of = ''): VSwitch {
  const vsw = vSwitchById(ctx, id);
  if (vsw.VpcId !== vpcId) throw new ApiError('InvalidVSwitchId.VpcMismatch', `The vSwitch ${id} is not in the VPC ${vpcId}${of}.`, 400);
  return vsw;
}

function vpcById(ctx: ActionContext, id: string): Vpc {
  const vpc = ctx.tenant.vpcs[id];
  if (!vpc) throw notFound('InvalidVpcId.NotFound', `Specified VPC "${id}" does not exist.`);
  return vpc;
}

/** A custom route table, or the system one of a VPC (not stored: derived from the VPC); its VPC and ID either way. */
function tableOf(ctx: ActionContext, id: string): { table?: RouteTable; vpc: Vpc; tableId: string } {
  const table = netOf(ctx).routeTables[id];
  if (table) return { table, vpc: ctx.tenant.vpcs[table.VpcId], tableId: table.RouteTableId };
  const system = Object.values(ctx.tenant.vpcs).find((v) => v.RouteTableId === id);
  if (system) return { vpc: system, tableId: system.RouteTableId };
  throw notFound('InvalidRouteTableId.NotFound', `Specified route table "${id}" does not exist.`);
}

const customTableOf = (ctx: ActionContext, id: string): RouteTable => {
  const { table } = tableOf(ctx, id);
  if (!table) throw new ApiError('IncorrectRouteTableType', `The system route table ${id} cannot be changed by this operation.`, 400);
  return table;
};

/** The custom route table a vSwitch is associated with, if any. */
export const customTableOfVSwitch = (ctx: ActionContext, vSwitchId: string) =>
  Object.values(netOf(ctx).routeTables).find((t) => t.VSwitchIds.includes(vSwitchId));

const tableView = (ctx: ActionContext, vpc: Vpc, t?: RouteTable) => {
  const vSwitches = Object.values(ctx.tenant.vSwitches).filter((s) => s.VpcId === vpc.VpcId);
  const ids = t ? t.VSwitchIds : vSwitches.filter((s) => !customTableOfVSwitch(ctx, s.VSwitchId)).map((s) => s.VSwitchId);
  return {
    RouteTableId: t?.RouteTableId ?? vpc.RouteTableId, RouteTableName: t?.RouteTableName ?? '', Description: t?.Description ?? '',
    RouteTableType: t ? 'Custom' : 'System', VpcId: vpc.VpcId, VRouterId: vpc.VRouterId, RouterId: vpc.VRouterId, RouterType: 'VRouter',
    Status: t?.Status ?? 'Available', CreationTime: t?.CreationTime ?? vpc.CreationTime, ResourceGroupId: t?.ResourceGroupId ?? vpc.ResourceGroupId,
    AssociateType: t?.AssociateType ?? 'VSwitch', OwnerId: Number(ctx.tenant.accountId), RegionId: vpc.RegionId,
    VSwitchIds: { VSwitchId: ids }, GatewayIds: { GatewayIds: [] }, Tags: tagView(ctx.tenant, 'Vpc:ROUTETABLE', t?.RouteTableId ?? vpc.RouteTableId, 'Key'),
  };
};

/** System entries of a table: one local route per vSwitch of the VPC, and the cloud services range. */
function systemEntries(ctx: ActionContext, vpc: Vpc, tableId: string) {
  const local = Object.values(ctx.tenant.vSwitches).filter((s) => s.VpcId === vpc.VpcId).map((s) => s.CidrBlock);
  return ['100.64.0.0/10', ...local].map((cidr) => ({
    RouteEntryId: '', RouteEntryName: '', Description: '', RouteTableId: tableId, DestinationCidrBlock: cidr, Type: 'System', Status: 'Available',
    IpVersion: 'ipv4', NextHops: { NextHop: [{ NextHopType: 'local', NextHopId: '', Enabled: 1, Weight: 0 }] },
  }));
}

const entryView = ({ transitions: _, NextHopType, NextHopId, CreationTime: __, ...e }: RouteEntry) => ({
  ...e, Type: 'Custom', IpVersion: 'ipv4', NextHops: { NextHop: [{ NextHopType, NextHopId, Enabled: 1, Weight: 0 }] },
});

function checkNextHop(ctx: ActionContext, vpc: Vpc, type: string, id: string): void {
  if (type === 'Instance') {
    const vm = ctx.tenant.instances[id];
    if (!vm) throw notFound('InvalidInstanceId.NotFound', `The specified instance "${id}" does not exist.`);
    if (vm.VpcId !== vpc.VpcId) throw new ApiError('InvalidNextHop.VpcMismatch', `The next hop ${id} is not in the VPC ${vpc.VpcId}.`, 400);
  } else if (type === 'NatGateway') {
    const nat = netOf(ctx).natGateways[id];
    if (!nat) throw notFound('InvalidNatGatewayId.NotFound', `The specified NAT gateway "${id}" does not exist.`);
    if (nat.VpcId !== vpc.VpcId) throw new ApiError('InvalidNextHop.VpcMismatch', `The next hop ${id} is not in the VPC ${vpc.VpcId}.`, 400);
  } else {
    throw invalidParameter('NextHopType', 'This emulator routes to ECS instances (Instance) and NAT gateways (NatGateway) only.');
  }
}

export const vpcRouteActions = {
  CreateRouteTable: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const vpc = vpcById(ctx, p.required('VpcId'));
      if (vpc.RegionId !== reg.id) throw notFound('InvalidVpcId.NotFound', `Specified VPC "${vpc.VpcId}" does not exist in ${reg.id}.`);
      if (vpc.Status !== 'Available') throw new ApiError('IncorrectVpcStatus', `The VPC ${vpc.VpcId} is ${vpc.Status}; try again when it is Available.`, 400);
      const name = p.optional('RouteTableName');
      checkNetName(name, 'InvalidRouteTableName.Malformed', 'RouteTableName');
      const description = checkDescription(p);
      const associateType = p.oneOf('AssociateType', ['VSwitch', 'Gateway'], 'VSwitch');
      const net = netOf(ctx);
      if (Object.values(net.routeTables).filter((t) => t.VpcId === vpc.VpcId).length >= 9) throw new ApiError('QuotaExceeded.RouteTable', `The custom route table quota of 9 per VPC is exceeded.`, 400);
      const tags = readTags(p);
      dryRun(p);
      const table: RouteTable = {
        RouteTableId: newId(ctx, 'vtb', reg), RouteTableName: name ?? '', Description: description, VpcId: vpc.VpcId, VRouterId: vpc.VRouterId,
        RegionId: reg.id, CreationTime: secondTime(ctx.now), ResourceGroupId: p.optional('ResourceGroupId') ?? vpc.ResourceGroupId,
        AssociateType: associateType, VSwitchIds: [], Status: 'Pending', transitions: [],
      };
      schedule(table, ctx.now, [[ctx.cloud.transitionMs(ROUTE_MS), 'Available']]);
      net.routeTables[table.RouteTableId] = table;
      setTags(ctx.tenant, 'Vpc:ROUTETABLE', table.RouteTableId, tags);
      return { RouteTableId: table.RouteTableId };
    },
  },
  DescribeRouteTableList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [vpcId, id, name, type] = [p.optional('VpcId'), p.optional('RouteTableId'), p.optional('RouteTableName'), p.optional('RouteTableType')];
      const net = netOf(ctx);
      const vpcs = Object.values(ctx.tenant.vpcs).filter((v) => v.RegionId === reg.id && (!vpcId || v.VpcId === vpcId));
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:ROUTETABLE');
      const rows = vpcs.flatMap((v) => [
        { ...tableView(ctx, v), sortTime: v.CreationTime },
        ...Object.values(net.routeTables).filter((t) => t.VpcId === v.VpcId).map((t) => ({ ...tableView(ctx, v, t), sortTime: t.CreationTime })),
      ]).filter((r) => tagged(r.RouteTableId) && (!id || r.RouteTableId === id) && (!name || r.RouteTableName === name) && (!type || r.RouteTableType === type));
      const sorted = newestFirst(rows.map((r) => ({ ...r, CreationTime: r.sortTime }))).map(({ sortTime: _, ...r }) => r);
      const { items, ...paging } = page(sorted, p, { size: 10, max: 50 });
      return { ...paging, Success: true, Code: '200', Message: 'successful', RouterTableList: { RouterTableListType: items } };
    },
  },
  DeleteRouteTable: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      region(ctx);
      const table = customTableOf(ctx, ctx.params.required('RouteTableId'));
      if (table.VSwitchIds.length) throw new ApiError('DependencyViolation.RouteTableAssociated', `The route table ${table.RouteTableId} is associated with vSwitch ${table.VSwitchIds[0]}. Unassociate it first.`, 400);
      const entry = Object.values(netOf(ctx).routeEntries).find((e) => e.RouteTableId === table.RouteTableId);
      if (entry) throw new ApiError('DependencyViolation.RouteEntry', `The route table ${table.RouteTableId} has custom route entry ${entry.RouteEntryId}. Delete it first.`, 400);
      if (table.Status !== 'Available') throw new ApiError('IncorrectStatus.RouteTable', `The route table ${table.RouteTableId} is ${table.Status}.`, 400);
      delete netOf(ctx).routeTables[table.RouteTableId];
      return {};
    },
  },
  ModifyRouteTableAttributes: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const table = customTableOf(ctx, p.required('RouteTableId'));
      renameNet(ctx, table, 'RouteTableName', 'InvalidRouteTableName.Malformed');
      return { Success: true, Code: '200', Message: 'successful' };
    },
  },
  AssociateRouteTable: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const table = customTableOf(ctx, p.required('RouteTableId'));
      const vswId = p.required('VSwitchId');
      vSwitchInVpc(ctx, vswId, table.VpcId, ' of the route table');
      if (table.Status !== 'Available') throw new ApiError('IncorrectStatus.RouteTable', `The route table ${table.RouteTableId} is ${table.Status}; try again when it is Available.`, 400);
      const current = customTableOfVSwitch(ctx, vswId);
      if (current) throw new ApiError('Forbidden.VSwitchAlreadyAssociated', `The vSwitch ${vswId} is already associated with the route table ${current.RouteTableId}.`, 400);
      table.VSwitchIds.push(vswId);
      return {};
    },
  },
  UnassociateRouteTable: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const p = ctx.params;
      const table = customTableOf(ctx, p.required('RouteTableId'));
      const vswId = p.required('VSwitchId');
      if (!table.VSwitchIds.includes(vswId)) throw new ApiError('InvalidVSwitchId.NotAssociated', `The vSwitch ${vswId} is not associated with the route table ${table.RouteTableId}.`, 400);
      table.VSwitchIds = table.VSwitchIds.filter((s) => s !== vswId);
      return {};
    },
  },
  CreateRouteEntry: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const { table, vpc, tableId } = tableOf(ctx, p.required('RouteTableId'));
      const cidrText = p.required('DestinationCidrBlock');
      const cidr = parseCidr(cidrText, 'InvalidDestinationCidrBlock.Malformed');
      const type = p.oneOf('NextHopType', NEXT_HOP_TYPES, 'Instance');
      const hop = p.required('NextHopId');
      checkNextHop(ctx, vpc, type, hop);
      const name = p.optional('RouteEntryName');
      checkNetName(name, 'InvalidRouteEntryName.Malformed', 'RouteEntryName');
      const description = checkDescription(p);
      const net = netOf(ctx);
      const siblings = Object.values(net.routeEntries).filter((e) => e.RouteTableId === tableId);
      if (siblings.some((e) => e.DestinationCidrBlock === cidrText)) throw new ApiError('InvalidCIDRBlock.Duplicate', `A route entry with the destination ${cidrText} already exists in ${tableId}.`, 400);
      const local = Object.values(ctx.tenant.vSwitches).find((s) => s.VpcId === vpc.VpcId && cidrOverlaps(parseCidr(s.CidrBlock), cidr) && cidr.bits >= parseCidr(s.CidrBlock).bits);
      if (local) throw new ApiError('InvalidDestinationCidrBlock.ConflictWithSystemRoute', `The destination ${cidrText} lies within the system route of vSwitch ${local.VSwitchId} (${local.CidrBlock}).`, 400);
      if (siblings.length >= ENTRIES_PER_TABLE) throw new ApiError('QuotaExceeded.RouteEntry', `The route entry quota of ${ENTRIES_PER_TABLE} per table is exceeded.`, 400);
      if (table && table.Status !== 'Available') throw new ApiError('IncorrectStatus.RouteTable', `The route table ${tableId} is ${table.Status}; try again when it is Available.`, 400);
      dryRun(p);
      const entry: RouteEntry = {
        RouteEntryId: newId(ctx, 'rte', findRegion(vpc.RegionId)!), RouteEntryName: name ?? '', Description: description,
        RouteTableId: tableId, DestinationCidrBlock: cidrText, NextHopType: type, NextHopId: hop, CreationTime: secondTime(ctx.now),
        Status: 'Pending', transitions: [],
      };
      schedule(entry, ctx.now, [[ctx.cloud.transitionMs(ROUTE_MS), 'Available']]);
      net.routeEntries[entry.RouteEntryId] = entry;
      return { RouteEntryId: entry.RouteEntryId };
    },
  },
  DescribeRouteEntryList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      region(ctx);
      const { vpc, tableId } = tableOf(ctx, p.required('RouteTableId'));
      const [id, type, dest, name] = [p.optional('RouteEntryId'), p.optional('RouteEntryType'), p.optional('DestinationCidrBlock'), p.optional('RouteEntryName')];
      const custom = newestFirst(Object.values(netOf(ctx).routeEntries).filter((e) => e.RouteTableId === tableId)).map(entryView);
      const all = [...systemEntries(ctx, vpc, tableId), ...custom].filter(
        (e) => (!id || e.RouteEntryId === id) && (!type || e.Type === type) && (!dest || e.DestinationCidrBlock === dest) && (!name || e.RouteEntryName === name),
      );
      const max = p.int('MaxResult', { min: 1, max: 100, fallback: 50 });
      return { NextToken: '', TotalCount: String(all.length), RouteEntrys: { RouteEntry: all.slice(0, max) } };
    },
  },
  DeleteRouteEntry: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const p = ctx.params;
      const net = netOf(ctx);
      const id = p.optional('RouteEntryId');
      const entry = id
        ? net.routeEntries[id]
        : Object.values(net.routeEntries).find((e) => e.RouteTableId === p.required('RouteTableId') && e.DestinationCidrBlock === p.required('DestinationCidrBlock'));
      if (!entry) throw notFound('InvalidRouteEntry.NotFound', `The specified route entry "${id ?? p.optional('DestinationCidrBlock')}" does not exist.`);
      if (entry.Status !== 'Available') throw new ApiError('IncorrectRouteEntryStatus', `The route entry ${entry.RouteEntryId} is ${entry.Status}.`, 400);
      entry.Status = 'Deleting';
      schedule(entry, ctx.now, [[ctx.cloud.transitionMs(ROUTE_MS), 'Deleted']]);
      return {};
    },
  },
  ModifyVpcAttribute: {
    rw: 'Write',
    handle(ctx) {
      renameNet(ctx, vpcById(ctx, ctx.params.required('VpcId')), 'VpcName', 'InvalidVpcName.Malformed');
      return {};
    },
  },
  ModifyVSwitchAttribute: {
    rw: 'Write',
    handle(ctx) {
      renameNet(ctx, vSwitchById(ctx, ctx.params.required('VSwitchId')), 'VSwitchName', 'InvalidVSwitchName.Malformed');
      return {};
    },
  },
} satisfies Record<VpcRouteAction, ActionDef>;
