// VPC (2016-04-28) contiguous EIP groups (连续EIP组, eipsg-…) and specific EIPs: the console's Request Custom IP
// (申请自定义IP). A group is Allocating, then Allocated with 2^(32 - mask) EIPs of one block; it is released as a
// whole (Releasing, then gone). AllocateEipAddressPro gives back an EIP this account released within 7 days, by its
// IP address or its ID, or a new one when it names neither.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound, quotaExceeded } from '../../../errors.js';
import type { Lifecycle } from '../../../state.js';
import { dryRun, newestFirst, newId, page, region, secondTime } from '../../../common.js';
import { checkEipQuota, eipsOf, freePublicIp, newEip, releasedEipsOf } from './eip.js';

declare module '../../../state.js' {
  interface Tenant {
    eipSegments?: Record<string, EipSegment>;
  }
}

const SEGMENT_MS = 400;
/** Ours: the API reference names no quota; a few groups a region keep an account's state small. */
const SEGMENTS_PER_REGION = 3;
const RECOVER_DAYS = 7;

export type VpcEipSegmentAction = 'AllocateEipSegmentAddress' | 'DescribeEipSegment' | 'ReleaseEipSegmentAddress' | 'AllocateEipAddressPro';

export interface EipSegment extends Lifecycle {
  SegmentInstanceId: string;
  RegionId: string;
  Segment: string;
  IpCount: string;
  Name: string;
  Description: string;
  CreationTime: string;
}

export function eipSegmentsOf(ctx: Pick<ActionContext, 'tenant' | 'now'>): Record<string, EipSegment> {
  const segments = (ctx.tenant.eipSegments ??= {});
  for (const s of Object.values(segments)) {
    while (s.transitions.length && s.transitions[0].at <= ctx.now) s.Status = s.transitions.shift()!.status;
    if (s.Status === 'Released') delete segments[s.SegmentInstanceId];
  }
  return segments;
}

function segmentOf(ctx: ActionContext): EipSegment {
  const id = ctx.params.required('SegmentInstanceId');
  const s = eipSegmentsOf(ctx)[id];
  if (!s || s.RegionId !== region(ctx).id) throw notFound('InvalidSegmentInstanceId.NotFound', `The specified contiguous EIP group "${id}" does not exist.`);
  return s;
}

/** A free block of the mask's size: the first octets of a public range, the last ones aligned to the size. */
function freeBlock(ctx: ActionContext, mask: number): { cidr: string; ips: string[] } {
  const size = 2 ** (32 - mask);
  const used = new Set(Object.values(eipsOf(ctx)).map((e) => e.IpAddress));
  for (;;) {
    const base = [ctx.rng.pick([47, 106, 118, 139]), ctx.rng.int(96, 103), ctx.rng.int(0, 255)];
    const start = Math.floor(ctx.rng.int(0, 255) / size) * size;
    const ips = Array.from({ length: size }, (_, i) => [...base, start + i].join('.'));
    if (!ips.some((ip) => used.has(ip))) return { cidr: `${base.join('.')}.${start}/${mask}`, ips };
  }
}

const segmentView = ({ transitions: _, ...s }: EipSegment) => ({ ...s, InstanceId: s.SegmentInstanceId, Zone: '', Descritpion: s.Description });

export const vpcEipSegmentActions = {
  AllocateEipSegmentAddress: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const mask = Number(p.oneOf('EipMask', ['24', '25', '26', '27', '28']));
      const netmode = p.oneOf('Netmode', ['public', 'hybrid'], 'public');
      const charge = p.oneOf('InternetChargeType', ['PayByBandwidth', 'PayByTraffic'], 'PayByBandwidth');
      if (netmode === 'hybrid' && charge !== 'PayByBandwidth') throw invalidParameter('InternetChargeType', 'a hybrid-cloud group is billed PayByBandwidth only.');
      const bandwidth = p.int('Bandwidth', { min: 1, max: 200, fallback: 5 });
      const isp = p.oneOf('Isp', ['BGP', 'BGP_PRO'], 'BGP');
      const segments = eipSegmentsOf(ctx);
      if (Object.values(segments).filter((s) => s.RegionId === reg.id).length >= SEGMENTS_PER_REGION) {
        throw quotaExceeded(`The quota of ${SEGMENTS_PER_REGION} contiguous EIP groups in ${reg.id} is exceeded.`);
      }
      dryRun(p);
      const id = newId(ctx, 'eipsg', reg);
      const { cidr, ips } = freeBlock(ctx, mask);
      segments[id] = {
        SegmentInstanceId: id, RegionId: reg.id, Segment: cidr, IpCount: String(ips.length), Name: '', Description: '',
        CreationTime: secondTime(ctx.now), Status: 'Allocating', transitions: [{ at: ctx.now + ctx.cloud.transitionMs(SEGMENT_MS), status: 'Allocated' }],
      };
      const eips = eipsOf(ctx);
      for (const ip of ips) {
        const AllocationId = newId(ctx, 'eip', reg);
        eips[AllocationId] = newEip(ctx, { AllocationId, IpAddress: ip, RegionId: reg.id, Bandwidth: String(bandwidth), InternetChargeType: charge, ISP: isp, SegmentInstanceId: id });
      }
      return { EipSegmentInstanceId: id, OrderId: 0 };
    },
  },
  DescribeEipSegment: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const id = ctx.params.optional('SegmentInstanceId');
      const matches = Object.values(eipSegmentsOf(ctx)).filter((s) => s.RegionId === reg.id && (!id || s.SegmentInstanceId === id));
      const { items, ...paging } = page(newestFirst(matches), ctx.params, { size: 10, max: 50 });
      return { ...paging, EipSegments: { EipSegment: items.map(segmentView) } };
    },
  },
  ReleaseEipSegmentAddress: {
    rw: 'Write',
    effect: 'release',
    handle(ctx) {
      const s = segmentOf(ctx);
      if (s.Status !== 'Allocated') throw new ApiError('IncorrectStatus.EipSegment', `The contiguous EIP group ${s.SegmentInstanceId} is ${s.Status}.`, 400);
      const eips = eipsOf(ctx);
      const members = Object.values(eips).filter((e) => e.SegmentInstanceId === s.SegmentInstanceId);
      const bound = members.find((e) => e.Status !== 'Available' || e.BandwidthPackageId);
      if (bound) throw new ApiError('IncorrectEipStatus', `The EIP ${bound.AllocationId} of the group is associated with a resource or a shared bandwidth; disassociate it first.`, 400);
      dryRun(ctx.params);
      for (const e of members) delete eips[e.AllocationId];
      s.Status = 'Releasing';
      s.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(SEGMENT_MS), status: 'Released' }];
      return {};
    },
  },
  AllocateEipAddressPro: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [ip, id] = [p.optional('IpAddress'), p.optional('InstanceId')];
      const instanceCharge = p.oneOf('InstanceChargeType', ['PostPaid', 'PrePaid'], 'PostPaid');
      const charge = p.oneOf('InternetChargeType', ['PayByBandwidth', 'PayByTraffic'], 'PayByBandwidth');
      if (instanceCharge === 'PrePaid' && charge !== 'PayByBandwidth') throw invalidParameter('InternetChargeType', 'a subscription EIP is billed PayByBandwidth.');
      const bandwidth = p.int('Bandwidth', { min: 1, max: charge === 'PayByTraffic' ? 200 : 500, fallback: 5 });
      const isp = p.oneOf('ISP', ['BGP', 'BGP_PRO'], 'BGP');
      const eips = eipsOf(ctx);
      checkEipQuota(ctx, reg.id);
      const released = releasedEipsOf(ctx.tenant);
      let found: (typeof released)[number] | undefined;
      if (ip !== undefined || id !== undefined) {
        const since = ctx.now - RECOVER_DAYS * 86_400_000;
        const taken = new Set(Object.values(eips).map((e) => e.IpAddress));
        found = released.find((r) => r.RegionId === reg.id && r.at >= since && !taken.has(r.IpAddress) && (ip === undefined || r.IpAddress === ip) && (id === undefined || r.AllocationId === id));
        // Ours: the API reference names no error for an address that cannot be given back.
        if (!found) throw new ApiError('OperationFailed.IpNotRecoverable', `${ip ?? id} is not an EIP this account released in ${reg.id} within the last ${RECOVER_DAYS} days.`, 400);
      }
      dryRun(p);
      const AllocationId = found?.AllocationId ?? newId(ctx, 'eip', reg);
      const address = found?.IpAddress ?? freePublicIp(ctx);
      if (found) released.splice(released.indexOf(found), 1);
      eips[AllocationId] = newEip(ctx, { AllocationId, IpAddress: address, RegionId: reg.id, Bandwidth: String(bandwidth), InternetChargeType: charge, InstanceChargeType: instanceCharge, ISP: isp });
      return { AllocationId, EipAddress: address, ResourceGroupId: eips[AllocationId].ResourceGroupId, OrderId: 0 };
    },
  },
} satisfies Record<VpcEipSegmentAction, ActionDef>;
