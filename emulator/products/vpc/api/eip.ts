// VPC (2016-04-28) elastic IP addresses: Available ⇄ Associating → InUse → Unassociating → Available.
// An EIP is associated with an ECS instance in a VPC; an InUse EIP cannot be released.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, incorrectInstanceStatus, invalidParameter, notFound, quotaExceeded } from '../../../errors.js';
import type { Lifecycle, Tenant } from '../../../state.js';
import { netOf } from './net-state.js';
import { checkDescription, dryRun, newestFirst, newId, page, region, requireExisting, secondTime } from '../../../common.js';

declare module '../../../state.js' {
  interface Tenant {
    eips?: Record<string, Eip>;
    /** EIPs this account released, newest last: AllocateEipAddressPro gives one back within 7 days (api/eip-segment.ts). */
    eipsReleased?: ReleasedEip[];
  }
}

export interface ReleasedEip {
  AllocationId: string;
  IpAddress: string;
  RegionId: string;
  at: number;
}

export const releasedEipsOf = (tenant: Tenant): ReleasedEip[] => (tenant.eipsReleased ??= []);
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

const EIP_MS = 400;
const EIPS_PER_REGION = 20;

export type VpcEipAction = 'AllocateEipAddress' | 'DescribeEipAddresses' | 'AssociateEipAddress' | 'UnassociateEipAddress' | 'ReleaseEipAddress' | 'ModifyEipAddressAttribute';

export interface Eip extends Lifecycle {
  AllocationId: string;
  IpAddress: string;
  Name: string;
  Description: string;
  RegionId: string;
  Bandwidth: string;
  InternetChargeType: string;
  InstanceChargeType: string;
  ISP: string;
  InstanceId: string;
  InstanceType: string;
  InstanceRegionId: string;
  AllocationTime: string;
  /** Named CreationTime for newest-first ordering; the API calls it AllocationTime. */
  CreationTime: string;
  ResourceGroupId: string;
  /** The Internet Shared Bandwidth instance the EIP is in (api/bandwidth.ts), or '' (absent on EIPs of older snapshots). */
  BandwidthPackageId?: string;
  /** How it is bound to a secondary ENI: NAT, BINDED (cut-through) or MULTI_BINDED; absent: NAT. */
  Mode?: string;
  /** The contiguous EIP group (eipsg-…) it belongs to (api/eip-segment.ts); absent: a standard EIP. */
  SegmentInstanceId?: string;
}

/** The account's EIPs with due transitions applied; an EIP of a released instance is Available again. */
export function eipsOf(ctx: Pick<ActionContext, 'tenant' | 'now'>): Record<string, Eip> {
  const tenant: Tenant = ctx.tenant;
  const eips = (tenant.eips ??= {});
  for (const e of Object.values(eips)) {
    while (e.transitions.length && e.transitions[0].at <= ctx.now) {
      const step = e.transitions.shift()!;
      e.Status = step.status;
      Object.assign(e, step.patch);
    }
    const natGone = e.InstanceType === 'Nat' && !(tenant as { vpcNet?: { natGateways: Record<string, unknown> } }).vpcNet?.natGateways[e.InstanceId];
    const gone = e.InstanceType === 'Nat' ? natGone : e.InstanceType === 'NetworkInterface' ? !tenant.ecsNetworkInterfaces?.[e.InstanceId] : !tenant.instances[e.InstanceId];
    if (e.InstanceId && gone) Object.assign(e, { Status: 'Available', InstanceId: '', InstanceType: '', InstanceRegionId: '', Mode: undefined, transitions: [] });
  }
  return eips;
}

function eipOf(ctx: ActionContext): Eip {
  const id = ctx.params.required('AllocationId');
  const eip = eipsOf(ctx)[id];
  if (!eip) throw notFound('InvalidAllocationId.NotFound', `Specified allocation ID "${id}" does not exist.`);
  return eip;
}

const incorrectEipStatus = (e: Eip) => new ApiError('IncorrectEipStatus', `The current status of the EIP ${e.AllocationId} (${e.Status}) does not support this operation.`, 400);

/** What DescribeEipAddresses says of the Internet Shared Bandwidth instance an EIP is in. */
function packageFields(ctx: ActionContext, e: Pick<Eip, 'BandwidthPackageId'>) {
  const b = e.BandwidthPackageId ? ctx.tenant.bandwidthPackages?.[e.BandwidthPackageId] : undefined;
  return b
    ? { BandwidthPackageId: b.BandwidthPackageId, BandwidthPackageType: 'CommonBandwidthPackage', BandwidthPackageBandwidth: b.Bandwidth }
    : { BandwidthPackageId: '', BandwidthPackageType: '', BandwidthPackageBandwidth: '' };
}

const eipView = ({ transitions: _, CreationTime: __, ...e }: Eip, ctx: ActionContext) => ({
  ...e, Mode: e.Mode ?? 'NAT', Netmode: 'public', ...packageFields(ctx, e), ChargeType: e.InstanceChargeType,
  ExpiredTime: '', HDMonitorStatus: 'OFF', HasReservationData: 'false', DeletionProtection: false, SecondLimited: false,
  PrivateIpAddress: e.InstanceId ? (ctx.tenant.instances[e.InstanceId]?.PrivateIpAddress ?? '') : '', Tags: tagView(ctx.tenant, 'Vpc:EIP', e.AllocationId, 'Key'),
  OperationLocks: { LockReason: [] }, AvailableRegions: { AvailableRegion: [e.RegionId] }, PublicIpAddressPoolId: '', SegmentInstanceId: e.SegmentInstanceId ?? '',
});

const publicIp = (ctx: ActionContext) => `${ctx.rng.pick([39, 47, 106, 112, 118])}.${ctx.rng.int(96, 103)}.${ctx.rng.int(0, 255)}.${ctx.rng.int(1, 254)}`;

/** A public address no EIP of the account holds. */
export function freePublicIp(ctx: ActionContext): string {
  const used = new Set(Object.values(eipsOf(ctx)).map((e) => e.IpAddress));
  let ip: string;
  do ip = publicIp(ctx);
  while (used.has(ip));
  return ip;
}

/** 20 standard EIPs a region; the EIPs of a contiguous group are not counted (ours: their group has its own quota). */
export function checkEipQuota(ctx: ActionContext, regionId: string): void {
  if (Object.values(eipsOf(ctx)).filter((e) => e.RegionId === regionId && !e.SegmentInstanceId).length >= EIPS_PER_REGION) {
    throw quotaExceeded(`The EIP quota of ${EIPS_PER_REGION} in ${regionId} is exceeded.`);
  }
}

/**
 * AssociateEipAddress with InstanceType=NetworkInterface: a secondary ENI of the EIP's region, in NAT mode (the
 * default), cut-through mode (BINDED: the ENI must not be attached to an instance yet) or multi-EIP mode
 * (MULTI_BINDED: several EIPs on one ENI, all in that mode).
 */
function associateEni(ctx: ActionContext, eip: Eip) {
  const id = ctx.params.required('InstanceId');
  const mode = ctx.params.oneOf('Mode', ['NAT', 'BINDED', 'MULTI_BINDED'], 'NAT');
  const eni = ctx.tenant.ecsNetworkInterfaces?.[id];
  if (!eni) throw notFound('InvalidInstanceId.NotFound', `The specified secondary ENI "${id}" does not exist.`);
  if (eni.RegionId !== eip.RegionId) throw new ApiError('InvalidRegionId.Mismatch', 'The EIP and the ENI are not in the same region.', 400);
  if (eip.Status !== 'Available') throw incorrectEipStatus(eip);
  if (mode === 'BINDED' && eni.InstanceId) throw new ApiError('IncorrectStatus.NetworkInterface', `The ENI ${id} is attached to ${eni.InstanceId}; cut-through mode needs an ENI that is not attached yet.`, 400);
  const others = Object.values(eipsOf(ctx)).filter((e) => e.InstanceId === id);
  if (others.length && (mode !== 'MULTI_BINDED' || others.some((e) => e.Mode !== 'MULTI_BINDED'))) {
    throw new ApiError('InvalidAssociation.Duplicated', `The ENI ${id} is already associated with the EIP ${others[0].AllocationId}.`, 400);
  }
  Object.assign(eip, { Status: 'Associating', InstanceId: id, InstanceType: 'NetworkInterface', InstanceRegionId: eni.RegionId, Mode: mode });
  eip.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(EIP_MS), status: 'InUse' }];
  return {};
}

/** AssociateEipAddress with InstanceType=Nat: an Internet NAT gateway of the EIP's region, Available, up to 20 EIPs. */
function associateNat(ctx: ActionContext, eip: Eip) {
  const id = ctx.params.required('InstanceId');
  const nat = netOf(ctx).natGateways[id];
  if (!nat) throw notFound('InvalidNatGatewayId.NotFound', `The specified NAT gateway "${id}" does not exist.`);
  if (nat.RegionId !== eip.RegionId) throw new ApiError('InvalidRegionId.Mismatch', 'The EIP and the NAT gateway are not in the same region.', 400);
  if (nat.NetworkType !== 'internet') throw new ApiError('OperationUnsupported.VpcNatGateway', 'EIPs cannot be associated with a VPC NAT gateway.', 400);
  if (nat.Status !== 'Available') throw new ApiError('IncorrectStatus.NatGateway', `The NAT gateway ${id} is ${nat.Status}; try again when it is Available.`, 400);
  if (eip.Status !== 'Available') throw incorrectEipStatus(eip);
  Object.assign(eip, { Status: 'Associating', InstanceId: id, InstanceType: 'Nat', InstanceRegionId: nat.RegionId });
  eip.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(EIP_MS), status: 'InUse' }];
  return {};
}

/** A new EIP, Available and bound to nothing, with the defaults of a request that leaves its fields out. */
export function newEip(ctx: ActionContext, fields: Partial<Eip> & Pick<Eip, 'AllocationId' | 'IpAddress' | 'RegionId'>): Eip {
  const now = secondTime(ctx.now);
  return {
    Name: '', Description: '', Bandwidth: '5', InternetChargeType: 'PayByTraffic', InstanceChargeType: 'PostPaid', ISP: 'BGP',
    InstanceId: '', InstanceType: '', InstanceRegionId: '', AllocationTime: now, CreationTime: now,
    ResourceGroupId: ctx.params.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Status: 'Available', transitions: [], ...fields,
  };
}

export const vpcEipActions = {
  AllocateEipAddress: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const eips = eipsOf(ctx);
      const chargeType = p.oneOf('InternetChargeType', ['PayByTraffic', 'PayByBandwidth'], 'PayByBandwidth');
      const max = chargeType === 'PayByTraffic' ? 200 : 500;
      const bandwidth = p.int('Bandwidth', { min: 1, max, fallback: 5 });
      const instanceCharge = p.oneOf('InstanceChargeType', ['PostPaid', 'PrePaid'], 'PostPaid');
      if (instanceCharge === 'PrePaid') {
        const cycle = p.oneOf('PricingCycle', ['Month', 'Year'], 'Month');
        p.int('Period', { min: 1, max: cycle === 'Month' ? 9 : 5, fallback: 1 });
      }
      const isp = p.oneOf('ISP', ['BGP', 'BGP_PRO'], 'BGP');
      const name = p.optional('Name');
      if (name !== undefined && (name.length < 1 || name.length > 128 || /^https?:\/\//.test(name))) throw invalidParameter('Name', '1 to 128 characters, not starting with http:// or https://.');
      const description = checkDescription(p);
      checkEipQuota(ctx, reg.id);
      const tags = readTags(p);
      dryRun(p);
      const AllocationId = newId(ctx, 'eip', reg);
      const ip = freePublicIp(ctx);
      eips[AllocationId] = newEip(ctx, {
        AllocationId, IpAddress: ip, Name: name ?? '', Description: description, RegionId: reg.id, Bandwidth: String(bandwidth),
        InternetChargeType: chargeType, InstanceChargeType: instanceCharge, ISP: isp,
      });
      setTags(ctx.tenant, 'Vpc:EIP', AllocationId, tags);
      return { AllocationId, EipAddress: ip, ResourceGroupId: eips[AllocationId].ResourceGroupId, OrderId: 0 };
    },
  },
  DescribeEipAddresses: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.list('AllocationId');
      const [ip, status, instanceId, name, segment] = [p.optional('EipAddress'), p.optional('Status'), p.optional('AssociatedInstanceId'), p.optional('EipName'), p.optional('SegmentInstanceId')];
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:EIP');
      const matches = Object.values(eipsOf(ctx)).filter(
        (e) => e.RegionId === reg.id && tagged(e.AllocationId) && (!ids || ids.includes(e.AllocationId)) && (!ip || e.IpAddress === ip) && (!status || e.Status === status) &&
          (!instanceId || e.InstanceId === instanceId) && (!name || e.Name === name) && (!segment || e.SegmentInstanceId === segment),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 100 });
      return { ...paging, EipAddresses: { EipAddress: items.map((e) => eipView(e, ctx)) } };
    },
  },
  AssociateEipAddress: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const eip = eipOf(ctx);
      const type = p.oneOf('InstanceType', ['EcsInstance', 'SlbInstance', 'Nat', 'HaVip', 'NetworkInterface', 'IpAddress'], 'EcsInstance');
      if (type === 'Nat') return associateNat(ctx, eip);
      if (type === 'NetworkInterface') return associateEni(ctx, eip);
      if (type !== 'EcsInstance') throw invalidParameter('InstanceType', 'This emulator associates EIPs with ECS instances (EcsInstance), secondary ENIs (NetworkInterface) and NAT gateways (Nat) only.');
      const instance = requireExisting(ctx.tenant.instances, p.required('InstanceId'), 'InvalidInstanceId.NotFound', 'InstanceId');
      if (!instance.VpcId) throw new ApiError('InvalidInstance.NotVpc', 'The ECS instance must be in a VPC to be associated with an EIP.', 400);
      if (instance.RegionId !== eip.RegionId) throw new ApiError('InvalidRegionId.Mismatch', 'The EIP and the instance are not in the same region.', 400);
      if (eip.Status !== 'Available') throw incorrectEipStatus(eip);
      if (!['Running', 'Stopped'].includes(instance.Status)) throw incorrectInstanceStatus(instance.InstanceId, instance.Status);
      if (instance.PublicIpAddress) throw new ApiError('InvalidAssociation.Duplicated', `The instance ${instance.InstanceId} already has a public IP address.`, 400);
      const other = Object.values(eipsOf(ctx)).find((e) => e.InstanceId === instance.InstanceId);
      if (other) throw new ApiError('InvalidAssociation.Duplicated', `The instance ${instance.InstanceId} is already associated with the EIP ${other.AllocationId}.`, 400);
      Object.assign(eip, { Status: 'Associating', InstanceId: instance.InstanceId, InstanceType: type, InstanceRegionId: instance.RegionId });
      eip.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(EIP_MS), status: 'InUse' }];
      return {};
    },
  },
  UnassociateEipAddress: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const eip = eipOf(ctx);
      const instanceId = ctx.params.required('InstanceId');
      ctx.params.oneOf('InstanceType', ['EcsInstance', 'SlbInstance', 'Nat', 'HaVip', 'NetworkInterface', 'IpAddress'], 'EcsInstance');
      if (eip.Status !== 'InUse') throw incorrectEipStatus(eip);
      if (eip.InstanceType === 'Nat') {
        const net = netOf(ctx);
        const entries = [...Object.values(net.snatEntries).map((s) => [s.SnatEntryId, s.SnatIp.split(','), s.Status] as const), ...Object.values(net.forwardEntries).map((f) => [f.ForwardEntryId, [f.ExternalIp], f.Status] as const)]
          .filter(([, ips]) => ips.includes(eip.IpAddress));
        const used = entries.find(([, , status]) => status !== 'Deleting');
        if (used) throw new ApiError('DependencyViolation.EipUsedByNatEntry', `The EIP ${eip.IpAddress} is used by the NAT entry ${used[0]}. Delete the entry first.`, 400);
        // An entry that is being deleted still holds the EIP until it is gone.
        if (entries.length) throw new ApiError('IncorrectStatus.NatEntry', `The NAT entry ${entries[0][0]} that uses the EIP ${eip.IpAddress} is being deleted; try again when it is gone.`, 400);
      }
      if (eip.InstanceId !== instanceId) throw new ApiError('InvalidInstanceId.NotAssociated', `The EIP ${eip.AllocationId} is not associated with the instance ${instanceId}.`, 400);
      eip.Status = 'Unassociating';
      eip.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(EIP_MS), status: 'Available', patch: { InstanceId: '', InstanceType: '', InstanceRegionId: '', Mode: undefined } }];
      return {};
    },
  },
  // A pay-as-you-go EIP's peak bandwidth (the console's Modify Configuration, 变配), its name and description.
  ModifyEipAddressAttribute: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const eip = eipOf(ctx);
      const name = p.optional('Name');
      if (name !== undefined && (name.length < 1 || name.length > 128 || /^https?:\/\//.test(name))) throw invalidParameter('Name', '1 to 128 characters, not starting with http:// or https://.');
      const description = p.has('Description') ? checkDescription(p) : undefined;
      if (p.has('Bandwidth')) {
        if (eip.InstanceChargeType === 'PrePaid') throw new ApiError('OperationFailed.PrePaidBandwidth', 'A subscription EIP\'s bandwidth is changed by an upgrade or downgrade order, not by this operation.', 400);
        eip.Bandwidth = String(p.int('Bandwidth', { min: 1, max: eip.InternetChargeType === 'PayByTraffic' ? 200 : 500, fallback: Number(eip.Bandwidth) }));
      }
      if (name !== undefined) eip.Name = name;
      if (description !== undefined) eip.Description = description;
      return {};
    },
  },
  ReleaseEipAddress: {
    rw: 'Write',
    effect: 'release',
    handle(ctx) {
      const eip = eipOf(ctx);
      if (eip.Status !== 'Available') throw incorrectEipStatus(eip);
      if (eip.BandwidthPackageId && ctx.tenant.bandwidthPackages?.[eip.BandwidthPackageId]) {
        throw new ApiError('OperationFailed.EipInBandwidthPackage', `The EIP ${eip.AllocationId} is in the Internet Shared Bandwidth instance ${eip.BandwidthPackageId}; remove it from there first.`, 400);
      }
      // Ours: the help center says a group's EIPs are released together (ReleaseEipSegmentAddress), not one by one.
      if (eip.SegmentInstanceId) throw new ApiError('OperationFailed.EipInSegment', `The EIP ${eip.AllocationId} belongs to the contiguous EIP group ${eip.SegmentInstanceId}; release the group instead.`, 400);
      delete eipsOf(ctx)[eip.AllocationId];
      releasedEipsOf(ctx.tenant).push({ AllocationId: eip.AllocationId, IpAddress: eip.IpAddress, RegionId: eip.RegionId, at: ctx.now });
      return {};
    },
  },
} satisfies Record<VpcEipAction, ActionDef>;
