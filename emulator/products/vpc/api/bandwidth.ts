// VPC (2016-04-28) Internet Shared Bandwidth instances (CommonBandwidthPackage): a region's bandwidth that
// pay-as-you-go EIPs of the same region and line type join (AddCommonBandwidthPackageIp) and leave
// (RemoveCommonBandwidthPackageIp). An EIP in one shares its bandwidth; the EIP's own Bandwidth is kept for when it
// leaves. Deleting an instance that still holds EIPs needs Force=true, which takes them out first.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, malformed, notFound, quotaExceeded } from '../../../errors.js';
import type { Tenant } from '../../../state.js';
import { dryRun, newestFirst, newId, page, region, secondTime } from '../../../common.js';
import { eipsOf, type Eip } from './eip.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

declare module '../../../state.js' {
  interface Tenant {
    bandwidthPackages?: Record<string, BandwidthPackage>;
  }
}

/** At most this many EIPs in one instance (the help center's default quota). */
export const EIPS_PER_PACKAGE = 100;
const PACKAGES_PER_REGION = 10;

export type VpcBandwidthAction =
  | 'CreateCommonBandwidthPackage' | 'DescribeCommonBandwidthPackages' | 'ModifyCommonBandwidthPackageAttribute'
  | 'AddCommonBandwidthPackageIp' | 'RemoveCommonBandwidthPackageIp' | 'DeleteCommonBandwidthPackage';

export interface BandwidthPackage {
  BandwidthPackageId: string;
  Name: string;
  Description: string;
  RegionId: string;
  Bandwidth: string;
  ISP: string;
  InternetChargeType: string;
  InstanceChargeType: string;
  CreationTime: string;
  ResourceGroupId: string;
  Status: string;
}

export const bandwidthPackagesOf = (t: Tenant): Record<string, BandwidthPackage> => (t.bandwidthPackages ??= {});

/** The EIPs in an instance, oldest first. */
const membersOf = (ctx: Pick<ActionContext, 'tenant' | 'now'>, id: string): Eip[] =>
  Object.values(eipsOf(ctx)).filter((e) => e.BandwidthPackageId === id).sort((a, b) => a.AllocationTime.localeCompare(b.AllocationTime));

function packageOf(ctx: ActionContext): BandwidthPackage {
  const id = ctx.params.required('BandwidthPackageId');
  const found = bandwidthPackagesOf(ctx.tenant)[id];
  const regionId = ctx.params.optional('RegionId');
  if (!found || (regionId && found.RegionId !== regionId)) throw notFound('InvalidBandwidthPackageId.NotFound', `The specified Internet Shared Bandwidth instance "${id}" does not exist.`);
  return found;
}

function eipIn(ctx: ActionContext): Eip {
  const id = ctx.params.required('IpInstanceId');
  const eip = eipsOf(ctx)[id];
  if (!eip) throw notFound('InvalidIpInstanceId.NotFound', `The specified EIP "${id}" does not exist.`);
  return eip;
}

/** The name rule of the API reference: 2–128 characters, a letter first, then letters, digits, `_` and `-`. */
function checkPackageName(value: string | undefined): void {
  if (value !== undefined && !/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5_-]{1,127}$/.test(value)) {
    throw malformed('InvalidName.Malformed', 'The name must be 2 to 128 characters long, start with a letter, and contain only letters, digits, underscores (_) and hyphens (-).');
  }
}

function checkPackageDescription(value: string | undefined): void {
  if (value !== undefined && value !== '' && (value.length < 2 || value.length > 256 || /^https?:\/\//.test(value))) {
    throw malformed('InvalidDescription.Malformed', 'The description must be 2 to 256 characters long and cannot start with http:// or https://.');
  }
}

const packageView = (b: BandwidthPackage, ctx: ActionContext) => ({
  ...b, BusinessStatus: 'Normal', ExpiredTime: '', HasReservationData: 'false', Ratio: 20, DeletionProtection: false, ServiceManaged: 0,
  BizType: '', Zone: '', ReservationBandwidth: '', ReservationInternetChargeType: '', ReservationOrderType: '', ReservationActiveTime: '',
  SecurityProtectionTypes: { SecurityProtectionType: [] }, Tags: tagView(ctx.tenant, 'Vpc:COMMONBANDWIDTHPACKAGE', b.BandwidthPackageId, 'Key'),
  PublicIpAddresses: { PublicIpAddresse: membersOf(ctx, b.BandwidthPackageId).map((e) => ({ AllocationId: e.AllocationId, IpAddress: e.IpAddress, BandwidthPackageIpRelationStatus: 'BINDED' })) },
});

export const vpcBandwidthActions = {
  CreateCommonBandwidthPackage: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      p.required('Bandwidth');
      const bandwidth = p.int('Bandwidth', { min: 1, max: 1000, fallback: 1 });
      const isp = p.oneOf('ISP', ['BGP', 'BGP_PRO'], 'BGP');
      const chargeType = p.oneOf('InternetChargeType', ['PayByBandwidth', 'PayBy95', 'PayByDominantTraffic'], 'PayByBandwidth');
      const name = p.optional('Name');
      checkPackageName(name);
      const description = p.optional('Description');
      checkPackageDescription(description);
      const packages = bandwidthPackagesOf(ctx.tenant);
      if (Object.values(packages).filter((b) => b.RegionId === reg.id).length >= PACKAGES_PER_REGION) {
        throw quotaExceeded(`The quota of ${PACKAGES_PER_REGION} Internet Shared Bandwidth instances in ${reg.id} is exceeded.`);
      }
      const tags = readTags(p);
      dryRun(p);
      const id = newId(ctx, 'cbwp', reg);
      packages[id] = {
        BandwidthPackageId: id, Name: name ?? '', Description: description ?? '', RegionId: reg.id, Bandwidth: String(bandwidth), ISP: isp,
        InternetChargeType: chargeType, InstanceChargeType: 'PostPaid', CreationTime: secondTime(ctx.now),
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Status: 'Available',
      };
      setTags(ctx.tenant, 'Vpc:COMMONBANDWIDTHPACKAGE', id, tags);
      return { BandwidthPackageId: id, ResourceGroupId: packages[id].ResourceGroupId };
    },
  },
  DescribeCommonBandwidthPackages: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [id, name] = [p.optional('BandwidthPackageId'), p.optional('Name')];
      const tagged = tagMatcher(p, ctx.tenant, 'Vpc:COMMONBANDWIDTHPACKAGE');
      const matches = Object.values(bandwidthPackagesOf(ctx.tenant)).filter((b) => b.RegionId === reg.id && tagged(b.BandwidthPackageId) && (!id || b.BandwidthPackageId === id) && (!name || b.Name === name));
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return { ...paging, CommonBandwidthPackages: { CommonBandwidthPackage: items.map((b) => packageView(b, ctx)) } };
    },
  },
  ModifyCommonBandwidthPackageAttribute: {
    rw: 'Write',
    handle(ctx) {
      const b = packageOf(ctx);
      const [name, description] = [ctx.params.optional('Name'), ctx.params.optional('Description')];
      checkPackageName(name);
      checkPackageDescription(description);
      if (name !== undefined) b.Name = name;
      if (description !== undefined) b.Description = description;
      return {};
    },
  },
  AddCommonBandwidthPackageIp: {
    rw: 'Write',
    handle(ctx) {
      const b = packageOf(ctx);
      ctx.params.oneOf('IpType', ['EIP'], 'EIP');
      const eip = eipIn(ctx);
      if (eip.RegionId !== b.RegionId) throw new ApiError('InvalidRegionId.Mismatch', 'The EIP and the Internet Shared Bandwidth instance are not in the same region.', 400);
      if (eip.BandwidthPackageId === b.BandwidthPackageId) throw new ApiError('OperationFailed.EipAlreadyInBandwidthPackage', `The EIP ${eip.AllocationId} is already in ${b.BandwidthPackageId}.`, 400);
      if (eip.BandwidthPackageId) throw new ApiError('OperationFailed.EipInOtherBandwidthPackage', `The EIP ${eip.AllocationId} is in ${eip.BandwidthPackageId}; remove it from there first.`, 400);
      if (eip.InstanceChargeType === 'PrePaid') throw new ApiError('OperationUnsupported.PrePaidEip', 'Only pay-as-you-go EIPs can be added to an Internet Shared Bandwidth instance.', 400);
      if (eip.ISP !== b.ISP) throw new ApiError('OperationFailed.IspMismatch', `The line type of the EIP (${eip.ISP}) differs from the instance's (${b.ISP}).`, 400);
      if (membersOf(ctx, b.BandwidthPackageId).length >= EIPS_PER_PACKAGE) throw quotaExceeded(`An Internet Shared Bandwidth instance holds at most ${EIPS_PER_PACKAGE} EIPs.`);
      dryRun(ctx.params);
      eip.BandwidthPackageId = b.BandwidthPackageId;
      return {};
    },
  },
  RemoveCommonBandwidthPackageIp: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const b = packageOf(ctx);
      const eip = eipIn(ctx);
      if (eip.BandwidthPackageId !== b.BandwidthPackageId) throw new ApiError('OperationFailed.EipNotInBandwidthPackage', `The EIP ${eip.AllocationId} is not in ${b.BandwidthPackageId}.`, 400);
      dryRun(ctx.params);
      eip.BandwidthPackageId = '';
      return {};
    },
  },
  DeleteCommonBandwidthPackage: {
    rw: 'Write',
    effect: 'release',
    handle(ctx) {
      const b = packageOf(ctx);
      const force = ctx.params.oneOf('Force', ['true', 'false'], 'false') === 'true';
      const members = membersOf(ctx, b.BandwidthPackageId);
      if (members.length && !force) throw new ApiError('DependencyViolation.EipsInBandwidthPackage', `The Internet Shared Bandwidth instance ${b.BandwidthPackageId} still holds ${members.length} EIP(s); remove them first or set Force to true.`, 400);
      for (const e of members) e.BandwidthPackageId = '';
      delete bandwidthPackagesOf(ctx.tenant)[b.BandwidthPackageId];
      return {};
    },
  },
} satisfies Record<VpcBandwidthAction, ActionDef>;
