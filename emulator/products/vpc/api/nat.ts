// VPC (2016-04-28) Internet NAT gateways (enhanced, pay-as-you-go, billed by CU): a gateway in a vSwitch of a VPC
// (Creating → Available), EIPs associated with it (AssociateEipAddress InstanceType=Nat), SNAT entries (a vSwitch or
// a CIDR block reaches the Internet through an EIP) and DNAT entries (an EIP's port forwarded to a private IP).
// A gateway with entries or EIPs cannot be deleted unless Force is set.
import type { ActionContext, ActionDef } from '../../../action.js';
import { findRegion } from '../../../catalog.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { schedule } from '../../../state.js';
import { checkDescription, dryRun, ipString, newestFirst, newId, page, parseCidr, region, secondTime } from '../../../common.js';
import { eipsOf } from './eip.js';
import { netOf, type ForwardEntry, type NatGateway, type SnatEntry } from './net-state.js';
import { checkNetName, renameNet, vSwitchInVpc } from './routes.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

const NAT_MS = 600;
const ENTRY_MS = 400;

export type VpcNatAction =
  | 'CreateNatGateway' | 'DescribeNatGateways' | 'DeleteNatGateway' | 'ModifyNatGatewayAttribute'
  | 'CreateSnatEntry' | 'DescribeSnatTableEntries' | 'DeleteSnatEntry' | 'ModifySnatEntry'
  | 'CreateForwardEntry' | 'DescribeForwardTableEntries' | 'DeleteForwardEntry';

function natOf(ctx: ActionContext, id = ctx.params.required('NatGatewayId')): NatGateway {
  const nat = netOf(ctx).natGateways[id];
  if (!nat) throw notFound('InvalidNatGatewayId.NotFound', `The specified NAT gateway "${id}" does not exist.`);
  return nat;
}

const natByTable = (ctx: ActionContext, param: 'SnatTableId' | 'ForwardTableId'): NatGateway => {
  const id = ctx.params.required(param);
  const nat = Object.values(netOf(ctx).natGateways).find((n) => n[param] === id);
  if (!nat) throw notFound(param === 'SnatTableId' ? 'InvalidSnatTableId.NotFound' : 'InvalidForwardTableId.NotFound', `The specified ${param} "${id}" does not exist.`);
  return nat;
};

const incorrectNatStatus = (nat: NatGateway) =>
  new ApiError('IncorrectStatus.NatGateway', `The NAT gateway ${nat.NatGatewayId} is ${nat.Status}; try again when it is Available.`, 400);

/** EIPs associated with a NAT gateway (InUse or still Associating). */
export const natEips = (ctx: ActionContext, natId: string) =>
  Object.values(eipsOf(ctx)).filter((e) => e.InstanceId === natId && e.InstanceType === 'Nat');

function checkNatIp(ctx: ActionContext, nat: NatGateway, ip: string, param: string): void {
  const eip = natEips(ctx, nat.NatGatewayId).find((e) => e.IpAddress === ip);
  if (!eip) throw new ApiError('InvalidIp.NotInNatgw', `The ${param} ${ip} is not an EIP associated with the NAT gateway ${nat.NatGatewayId}.`, 400);
}

const natView = (ctx: ActionContext, { transitions: _, VSwitchId, ZoneId, PrivateIpAddress, SnatTableId, ForwardTableId, ...n }: NatGateway) => ({
  ...n, InstanceChargeType: 'PostPaid', InternetChargeType: n.NatType === 'Normal' ? 'PayBySpec' : 'PayByLcu', BusinessStatus: 'Normal', DeletionProtection: false,
  EcsMetricEnabled: false, AutoPay: false, ExpiredTime: '', PrivateLinkEnabled: false, IcmpReplyEnabled: true, EipBindMode: 'MULTI_BINDED',
  SnatTableIds: { SnatTableId: [SnatTableId] }, ForwardTableIds: { ForwardTableId: [ForwardTableId] },
  NatGatewayPrivateInfo: { VswitchId: VSwitchId, ZoneId, PrivateIpAddress, EniInstanceId: '', MaxBandwidth: 5000, IzNo: ZoneId },
  IpLists: {
    IpList: natEips(ctx, n.NatGatewayId).map((e) => ({
      AllocationId: e.AllocationId, IpAddress: e.IpAddress, UsingStatus: e.Status === 'InUse' ? 'UsedBySnatTable' : 'Idle',
      SnatEntryEnabled: Object.values(netOf(ctx).snatEntries).some((s) => s.NatGatewayId === n.NatGatewayId && s.SnatIp.split(',').includes(e.IpAddress)),
      PrivateIpAddress: '',
    })),
  },
  Tags: tagView(ctx.tenant, 'Vpc:NATGATEWAY', n.NatGatewayId),
});

const snatView = ({ transitions: _, CreationTime: __, ...s }: SnatEntry) => s;
const forwardView = ({ transitions: _, CreationTime: __, ...f }: ForwardEntry) => f;

/** What tells SNAT entries from DNAT entries apart: the table parameter, the entry's ID parameter, its words and its store. */
type EntryKind<E> = {
  table: 'SnatTableId' | 'ForwardTableId';
  id: 'SnatEntryId' | 'ForwardEntryId';
  what: 'SNAT' | 'DNAT';
  status: string;
  entries: (ctx: ActionContext) => Record<string, E>;
  tableOf: (e: E) => string;
};
const SNAT: EntryKind<SnatEntry> = {
  table: 'SnatTableId', id: 'SnatEntryId', what: 'SNAT', status: 'IncorrectStatus.SnatEntry', entries: (ctx) => netOf(ctx).snatEntries, tableOf: (e) => e.SnatTableId,
};
const DNAT: EntryKind<ForwardEntry> = {
  table: 'ForwardTableId', id: 'ForwardEntryId', what: 'DNAT', status: 'IncorrectStatus.ForwardEntry', entries: (ctx) => netOf(ctx).forwardEntries, tableOf: (e) => e.ForwardTableId,
};

/** The Available entry a call names (`SnatEntryId` in the gateway of `SnatTableId`, or the DNAT pair). */
function availableEntry<E extends SnatEntry | ForwardEntry>(ctx: ActionContext, kind: EntryKind<E>): { nat: NatGateway; entry: E } {
  region(ctx);
  const nat = natByTable(ctx, kind.table);
  const id = ctx.params.required(kind.id);
  const entry = kind.entries(ctx)[id];
  if (!entry || kind.tableOf(entry) !== nat[kind.table]) throw notFound(`Invalid${kind.id}.NotFound`, `The specified ${kind.what} entry "${id}" does not exist.`);
  if (entry.Status !== 'Available') throw new ApiError(kind.status, `The ${kind.what} entry ${id} is ${entry.Status}.`, 400);
  return { nat, entry };
}

/** Delete{Snat,Forward}Entry: the entry is Deleting for a moment, then gone. */
const deleteEntry = <E extends SnatEntry | ForwardEntry>(kind: EntryKind<E>): ActionDef => ({
  rw: 'Write',
  effect: 'delete',
  handle(ctx) {
    const { entry } = availableEntry(ctx, kind);
    entry.Status = 'Deleting';
    schedule(entry, ctx.now, [[ctx.cloud.transitionMs(ENTRY_MS), 'Deleted']]);
    return {};
  },
});

/** A new entry: Pending, Available a moment later. */
function addEntry<E extends SnatEntry | ForwardEntry>(ctx: ActionContext, kind: EntryKind<E>, id: string, entry: E): string {
  schedule(entry, ctx.now, [[ctx.cloud.transitionMs(ENTRY_MS), 'Available']]);
  kind.entries(ctx)[id] = entry;
  return id;
}

/** Describe{Snat,Forward}TableEntries: the entries of the region's gateways whose fields equal the parameters of their names. */
function entryPage<E extends SnatEntry | ForwardEntry>(ctx: ActionContext, kind: EntryKind<E>, fields: Array<keyof E & string>, also: (e: E) => boolean) {
  const p = ctx.params;
  const reg = region(ctx);
  const wanted = fields.map((k) => [k, p.optional(k)] as const);
  const net = netOf(ctx);
  const matches = Object.values(kind.entries(ctx)).filter(
    (e) => net.natGateways[e.NatGatewayId]?.RegionId === reg.id && wanted.every(([k, v]) => !v || e[k] === v) && also(e),
  );
  return page(newestFirst(matches), p, { size: 10, max: 50 });
}

/** `SnatIp`: one or more comma-separated EIPs of the gateway. */
function snatIps(ctx: ActionContext, nat: NatGateway, raw: string): string[] {
  const ips = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!ips.length) throw invalidParameter('SnatIp');
  for (const ip of ips) checkNatIp(ctx, nat, ip, 'SnatIp');
  return ips;
}

export const vpcNatActions = {
  CreateNatGateway: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const vpcId = p.required('VpcId');
      const vpc = ctx.tenant.vpcs[vpcId];
      if (!vpc || vpc.RegionId !== reg.id) throw notFound('InvalidVpcId.NotFound', `Specified VPC "${vpcId}" does not exist.`);
      const natType = p.oneOf('NatType', ['Enhanced', 'Normal'], 'Enhanced');
      // The 2019 console still bought standard gateways: a VPC's, in no vSwitch (console-facts/vpc.md, vpc@2019).
      const standard = natType === 'Normal' && ctx.generation('vpc@2019');
      if (natType === 'Normal' && !standard) throw new ApiError('OperationUnsupported.NormalNatGateway', 'Standard NAT gateways can no longer be created; use NatType Enhanced.', 400);
      const vswId = p.optional('VSwitchId');
      if (!vswId && !standard) throw new ApiError('MissingParameter.VSwitchId', 'An enhanced NAT gateway needs a vSwitch (VSwitchId).', 400);
      const vsw = vswId ? vSwitchInVpc(ctx, vswId, vpc.VpcId) : undefined;
      const networkType = p.oneOf('NetworkType', ['internet', 'intranet'], 'internet');
      const spec = p.oneOf('Spec', ['Small', 'Middle', 'Large', 'XLarge.1'], 'Small');
      p.oneOf('InstanceChargeType', ['PostPaid', 'PrePaid'], 'PostPaid');
      p.oneOf('InternetChargeType', ['PayByLcu', 'PayBySpec'], 'PayByLcu');
      const name = p.optional('Name');
      checkNetName(name, 'InvalidNatGatewayName.Malformed', 'Name');
      const description = checkDescription(p);
      const net = netOf(ctx);
      if (Object.values(net.natGateways).filter((n) => n.VpcId === vpc.VpcId && n.NetworkType === networkType).length >= 5) throw new ApiError('QuotaExceeded.NatGateway', 'The NAT gateway quota of 5 per VPC is exceeded.', 400);
      const tags = readTags(p);
      dryRun(p);
      const used = vsw ? Object.values(net.natGateways).filter((n) => n.VSwitchId === vsw.VSwitchId).length : 0;
      const nat: NatGateway = {
        NatGatewayId: newId(ctx, 'ngw', reg), Name: name ?? '', Description: description, VpcId: vpc.VpcId, VSwitchId: vsw?.VSwitchId ?? '',
        ZoneId: vsw?.ZoneId ?? '', RegionId: reg.id, NatType: natType, NetworkType: networkType, Spec: spec,
        PrivateIpAddress: vsw ? ipString(parseCidr(vsw.CidrBlock).base + 250 - used) : '', SnatTableId: newId(ctx, 'stb', reg), ForwardTableId: newId(ctx, 'ftb', reg),
        CreationTime: secondTime(ctx.now), ResourceGroupId: p.optional('ResourceGroupId') ?? vpc.ResourceGroupId, Status: 'Creating', transitions: [],
      };
      schedule(nat, ctx.now, [[ctx.cloud.transitionMs(NAT_MS), 'Available']]);
      net.natGateways[nat.NatGatewayId] = nat;
      setTags(ctx.tenant, 'Vpc:NATGATEWAY', nat.NatGatewayId, tags);
      return {
        NatGatewayId: nat.NatGatewayId, SnatTableIds: { SnatTableId: [nat.SnatTableId] }, ForwardTableIds: { ForwardTableId: [nat.ForwardTableId] },
        FullNatTableIds: { FullNatTableId: [] },
      };
    },
  },
  DescribeNatGateways: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [vpcId, id, name, networkType, status] = [p.optional('VpcId'), p.optional('NatGatewayId'), p.optional('Name'), p.optional('NetworkType'), p.optional('Status')];
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:NATGATEWAY');
      const matches = Object.values(netOf(ctx).natGateways).filter(
        (n) => n.RegionId === reg.id && tagged(n.NatGatewayId) && (!vpcId || n.VpcId === vpcId) && (!id || n.NatGatewayId === id) && (!name || n.Name === name) &&
          (!networkType || n.NetworkType === networkType) && (!status || n.Status === status),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return { ...paging, NatGateways: { NatGateway: items.map((n) => natView(ctx, n)) } };
    },
  },
  DeleteNatGateway: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      region(ctx);
      const nat = natOf(ctx);
      const force = ctx.params.bool('Force');
      const net = netOf(ctx);
      const snat = Object.values(net.snatEntries).filter((s) => s.NatGatewayId === nat.NatGatewayId);
      const dnat = Object.values(net.forwardEntries).filter((f) => f.NatGatewayId === nat.NatGatewayId);
      const eips = natEips(ctx, nat.NatGatewayId);
      const routes = Object.values(net.routeEntries).filter((e) => e.NextHopType === 'NatGateway' && e.NextHopId === nat.NatGatewayId);
      if (routes.length) throw new ApiError('DependencyViolation.RouteEntry', `The NAT gateway ${nat.NatGatewayId} is the next hop of route entry ${routes[0].RouteEntryId}. Delete the route entry first.`, 400);
      if (!force) {
        const settled = <T extends { Status: string }>(xs: T[], leaving: string) => xs.filter((x) => x.Status !== leaving);
        if (settled(snat, 'Deleting').length) throw new ApiError('DependencyViolation.SNatEntries', `The NAT gateway ${nat.NatGatewayId} has SNAT entries. Delete them first.`, 400);
        if (settled(dnat, 'Deleting').length) throw new ApiError('DependencyViolation.ForwardEntries', `The NAT gateway ${nat.NatGatewayId} has DNAT entries. Delete them first.`, 400);
        const bound = settled(eips, 'Unassociating');
        if (bound.length) throw new ApiError('DependencyViolation.EIPS', `The NAT gateway ${nat.NatGatewayId} has associated EIPs (${bound[0].IpAddress}). Disassociate them first.`, 400);
        // Dependencies on their way out still hold the gateway until they are gone.
        if (snat.length || dnat.length || eips.length) {
          throw new ApiError('IncorrectStatus.NatGateway', `The NAT gateway ${nat.NatGatewayId} still has entries or EIPs being removed; try again when they are gone.`, 400);
        }
      }
      if (nat.Status === 'Creating' || nat.Status === 'Deleting') throw incorrectNatStatus(nat);
      for (const s of snat) delete net.snatEntries[s.SnatEntryId];
      for (const f of dnat) delete net.forwardEntries[f.ForwardEntryId];
      for (const e of eips) Object.assign(e, { Status: 'Available', InstanceId: '', InstanceType: '', InstanceRegionId: '', transitions: [] });
      nat.Status = 'Deleting';
      schedule(nat, ctx.now, [[ctx.cloud.transitionMs(NAT_MS), 'Deleted']]);
      return {};
    },
  },
  ModifyNatGatewayAttribute: {
    rw: 'Write',
    handle(ctx) {
      renameNet(ctx, natOf(ctx), 'Name', 'InvalidNatGatewayName.Malformed');
      return {};
    },
  },
  CreateSnatEntry: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      region(ctx);
      const nat = natByTable(ctx, 'SnatTableId');
      if (nat.Status !== 'Available') throw incorrectNatStatus(nat);
      const vswId = p.optional('SourceVSwitchId');
      const sourceCidr = p.optional('SourceCIDR');
      if (!vswId && !sourceCidr) throw new ApiError('MissingParameter', 'Either SourceVSwitchId or SourceCIDR is required.', 400);
      if (vswId && sourceCidr) throw invalidParameter('SourceCIDR', 'Give either SourceVSwitchId or SourceCIDR, not both.');
      let cidr = sourceCidr ?? '';
      if (vswId) {
        cidr = vSwitchInVpc(ctx, vswId, nat.VpcId, ' of the NAT gateway').CidrBlock;
      } else parseCidr(cidr, 'InvalidSourceCIDR.Malformed');
      const ips = snatIps(ctx, nat, p.required('SnatIp'));
      const name = p.optional('SnatEntryName');
      checkNetName(name, 'InvalidSnatEntryName.Malformed', 'SnatEntryName');
      const net = netOf(ctx);
      const dup = Object.values(net.snatEntries).find((s) => s.SnatTableId === nat.SnatTableId && (vswId ? s.SourceVSwitchId === vswId : s.SourceCIDR === cidr));
      if (dup) throw new ApiError(vswId ? 'Forbidden.SourceVSwitchId.Duplicated' : 'Forbidden.SourceCIDR.Duplicated', `An SNAT entry (${dup.SnatEntryId}) for ${vswId ?? cidr} already exists.`, 400);
      dryRun(p);
      const entry: SnatEntry = {
        SnatEntryId: newId(ctx, 'snat', findRegion(nat.RegionId)!), SnatEntryName: name ?? '', SnatTableId: nat.SnatTableId, NatGatewayId: nat.NatGatewayId,
        SourceVSwitchId: vswId ?? '', SourceCIDR: cidr, SnatIp: ips.join(','), CreationTime: secondTime(ctx.now), Status: 'Pending', transitions: [],
      };
      return { SnatEntryId: addEntry(ctx, SNAT, entry.SnatEntryId, entry) };
    },
  },
  DescribeSnatTableEntries: {
    rw: 'Read',
    handle(ctx) {
      const ip = ctx.params.optional('SnatIp');
      const fields = ['SnatTableId', 'NatGatewayId', 'SnatEntryId', 'SourceVSwitchId', 'SnatEntryName'] as const;
      const { items, ...paging } = entryPage(ctx, SNAT, [...fields], (s) => !ip || s.SnatIp.split(',').includes(ip));
      return { ...paging, SnatTableEntries: { SnatTableEntry: items.map(snatView) } };
    },
  },
  DeleteSnatEntry: deleteEntry(SNAT),
  ModifySnatEntry: {
    rw: 'Write',
    handle(ctx) {
      // Only the public IPs and the name change; the source (vSwitch, CIDR block) is fixed once created.
      const p = ctx.params;
      const { nat, entry } = availableEntry(ctx, SNAT);
      const raw = p.optional('SnatIp');
      const ips = raw === undefined ? undefined : snatIps(ctx, nat, raw);
      const name = p.optional('SnatEntryName');
      checkNetName(name, 'InvalidSnatEntryName.Malformed', 'SnatEntryName');
      dryRun(p);
      if (ips) entry.SnatIp = ips.join(',');
      if (name !== undefined) entry.SnatEntryName = name;
      return {};
    },
  },
  CreateForwardEntry: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      region(ctx);
      const nat = natByTable(ctx, 'ForwardTableId');
      if (nat.Status !== 'Available') throw incorrectNatStatus(nat);
      const externalIp = p.required('ExternalIp');
      checkNatIp(ctx, nat, externalIp, 'ExternalIp');
      const protocol = p.oneOf('IpProtocol', ['TCP', 'UDP', 'Any']);
      const port = (name: string) => {
        const v = p.required(name);
        if (v === 'any' || v === 'Any') return 'any';
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > 65535) throw invalidParameter(name, 'A port from 1 to 65535, or any.');
        return String(n);
      };
      const [externalPort, internalPort] = [port('ExternalPort'), port('InternalPort')];
      if ((protocol === 'Any') !== (externalPort === 'any') || (externalPort === 'any') !== (internalPort === 'any')) {
        throw invalidParameter('IpProtocol', 'Port forwarding of any port uses IpProtocol any with ExternalPort and InternalPort any.');
      }
      const internalIp = p.required('InternalIp');
      const vm = Object.values(ctx.tenant.instances).find((i) => i.PrivateIpAddress === internalIp && i.VpcId === nat.VpcId);
      if (!/^\d+\.\d+\.\d+\.\d+$/.test(internalIp)) throw invalidParameter('InternalIp');
      if (!vm) throw new ApiError('InvalidInternalIp.NotInVpc', `The private IP address ${internalIp} does not belong to an instance in the VPC ${nat.VpcId}.`, 400);
      const name = p.optional('ForwardEntryName');
      checkNetName(name, 'InvalidForwardEntryName.Malformed', 'ForwardEntryName');
      const net = netOf(ctx);
      const dup = Object.values(net.forwardEntries).find((f) => f.ForwardTableId === nat.ForwardTableId && f.ExternalIp === externalIp && f.ExternalPort === externalPort && f.IpProtocol === protocol);
      if (dup) throw new ApiError('Forbidden.ForwardEntry.Duplicated', `A DNAT entry (${dup.ForwardEntryId}) for ${externalIp}:${externalPort}/${protocol} already exists.`, 400);
      dryRun(p);
      const entry: ForwardEntry = {
        ForwardEntryId: newId(ctx, 'fwd', findRegion(nat.RegionId)!), ForwardEntryName: name ?? '', ForwardTableId: nat.ForwardTableId, NatGatewayId: nat.NatGatewayId,
        ExternalIp: externalIp, ExternalPort: externalPort, InternalIp: internalIp, InternalPort: internalPort, IpProtocol: protocol,
        CreationTime: secondTime(ctx.now), Status: 'Pending', transitions: [],
      };
      return { ForwardEntryId: addEntry(ctx, DNAT, entry.ForwardEntryId, entry) };
    },
  },
  DescribeForwardTableEntries: {
    rw: 'Read',
    handle(ctx) {
      const fields = ['ForwardTableId', 'NatGatewayId', 'ForwardEntryId', 'ForwardEntryName', 'ExternalIp'] as const;
      const { items, ...paging } = entryPage(ctx, DNAT, [...fields], () => true);
      return { ...paging, ForwardTableEntries: { ForwardTableEntry: items.map(forwardView) } };
    },
  },
  DeleteForwardEntry: deleteEntry(DNAT),
} satisfies Record<VpcNatAction, ActionDef>;
