// Elastic network interfaces (ENIs). Every instance has its primary ENI (its NetworkInterfaceId, the instance's own
// address); secondary ENIs are created on their own in a vSwitch with security groups of its VPC, bound to one
// instance of the same VPC and zone at a time (the type's `eni` count, the primary included), unbound, and deleted
// while Available. Any ENI takes secondary private IPs of its vSwitch (at most 10 addresses an ENI, the primary
// one included). A secondary ENI still bound when its instance goes is released with it, as the API reference says.
// Parameters and error codes as ECS's API reference names them (CreateNetworkInterface … UnassignPrivateIpAddresses).
import type { ActionContext, ActionDef, Maker } from '../../../action.js';
import { ApiError, malformed, missingParameter, notFound } from '../../../errors.js';
import { cidrSize, ipString, newId, page, parseCidr, region, secondTime } from '../../../common.js';
import { findInstanceType } from '../../../catalog.js';
import type { Tenant } from '../../../state.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';
import type { Instance } from './state.js';

export type EcsNetworkInterfaceAction =
  | 'CreateNetworkInterface' | 'DescribeNetworkInterfaces' | 'ModifyNetworkInterfaceAttribute' | 'DeleteNetworkInterface'
  | 'AttachNetworkInterface' | 'DetachNetworkInterface' | 'AssignPrivateIpAddresses' | 'UnassignPrivateIpAddresses';

export interface NetworkInterface {
  NetworkInterfaceId: string;
  NetworkInterfaceName: string;
  Description: string;
  RegionId: string;
  ZoneId: string;
  VpcId: string;
  VSwitchId: string;
  PrimaryIpAddress: string;
  SecondaryIps: string[];
  SecurityGroupIds: string[];
  MacAddress: string;
  InstanceId: string;
  CreationTime: string;
  ResourceGroupId: string;
}

/** What a primary ENI keeps beside its instance: the name, description and secondary IPs set on it. */
interface PrimaryExtra { name: string; description: string; secondary: string[] }

declare module '../../../state.js' {
  interface Tenant {
    ecsNetworkInterfaces?: Record<string, NetworkInterface>;
    ecsPrimaryEnis?: Record<string, PrimaryExtra>;
  }
}

export const ENIS_PER_REGION = 100;
export const IPS_PER_ENI = 10;
const NAME = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/u;
const IP = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The secondary ENIs, without those whose instance is gone (released with it). */
function secondaries(tenant: Tenant): Record<string, NetworkInterface> {
  const table = (tenant.ecsNetworkInterfaces ??= {});
  for (const [id, eni] of Object.entries(table)) if (eni.InstanceId && !tenant.instances[eni.InstanceId]) delete table[id];
  return table;
}

/** One ENI as the handlers see it: a secondary one, or an instance's primary one with what was set on it. */
type AnyEni = { kind: 'secondary'; eni: NetworkInterface } | { kind: 'primary'; instance: Instance; extra: PrimaryExtra };

function primaryExtra(tenant: Tenant, eniId: string): PrimaryExtra {
  return ((tenant.ecsPrimaryEnis ??= {})[eniId] ??= { name: '', description: '', secondary: [] });
}

function findEni(ctx: ActionContext): AnyEni {
  const id = ctx.params.optional('NetworkInterfaceId');
  if (!id) throw missingParameter('NetworkInterfaceId');
  const reg = region(ctx).id;
  const eni = secondaries(ctx.tenant)[id];
  if (eni && eni.RegionId === reg) return { kind: 'secondary', eni };
  const instance = Object.values(ctx.tenant.instances).find((i) => i.NetworkInterfaceId === id && i.RegionId === reg);
  if (instance) return { kind: 'primary', instance, extra: primaryExtra(ctx.tenant, id) };
  throw notFound('InvalidEniId.NotFound', `The specified NetworkInterfaceId "${id}" does not exist.`);
}

function findInstance(ctx: ActionContext): Instance {
  const id = ctx.params.optional('InstanceId');
  if (!id) throw missingParameter('InstanceId');
  const instance = ctx.tenant.instances[id];
  if (!instance || instance.RegionId !== region(ctx).id) throw notFound('InvalidEcsId.NotFound', `The specified InstanceId "${id}" does not exist.`);
  return instance;
}

const ecsState = (instance: Instance) => {
  if (!['Running', 'Stopped'].includes(instance.Status)) {
    throw new ApiError('InvalidOperation.InvalidEcsState', `The current status of the instance (${instance.Status}) does not support this operation.`, 400);
  }
};

const eniState = (status: string) => new ApiError('InvalidOperation.InvalidEniState', `The current status of the network interface (${status}) does not support this operation.`, 400);

/** Every private address taken in a vSwitch: instances', ENIs' primary and secondary ones. */
export function usedIps(tenant: Tenant, vSwitchId: string): Set<string> {
  const used = new Set<string>();
  for (const i of Object.values(tenant.instances)) {
    if (i.VSwitchId !== vSwitchId) continue;
    used.add(i.PrivateIpAddress);
    for (const ip of tenant.ecsPrimaryEnis?.[i.NetworkInterfaceId]?.secondary ?? []) used.add(ip);
  }
  for (const e of Object.values(secondaries(tenant))) if (e.VSwitchId === vSwitchId) [e.PrimaryIpAddress, ...e.SecondaryIps].forEach((ip) => used.add(ip));
  return used;
}

/** Checks addresses the request names: of the vSwitch's block, its first and last three reserved, and free. */
function checkIps(tenant: Tenant, vSwitchId: string, cidrBlock: string, ips: string[]): void {
  const cidr = parseCidr(cidrBlock);
  const used = usedIps(tenant, vSwitchId);
  for (const ip of ips) {
    const parts = IP.exec(ip)?.slice(1).map(Number);
    const n = parts && parts.every((p) => p <= 255) ? ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0 : -1;
    const offset = n - cidr.base;
    if (offset < 1 || offset >= cidrSize(cidr) - 3) throw new ApiError('InvalidVSwitchId.IpInvalid', `The specified IP address ${ip} is not in the CIDR block of the vSwitch ${vSwitchId}.`, 403);
    if (used.has(ip) || ips.indexOf(ip) !== ips.lastIndexOf(ip)) throw new ApiError('InvalidIp.IpAssigned', `The specified IP address ${ip} is already assigned.`, 403);
  }
}

/** `count` free addresses of the vSwitch, drawn at random. */
function freeIps(m: Maker, vSwitchId: string, cidrBlock: string, count: number, taken: string[] = []): string[] {
  const cidr = parseCidr(cidrBlock);
  const used = usedIps(m.tenant, vSwitchId);
  taken.forEach((ip) => used.add(ip));
  if (cidrSize(cidr) - 4 - used.size < count) throw new ApiError('InvalidVSwitchId.IpNotEnough', `The vSwitch ${vSwitchId} has not enough free IP addresses.`, 403);
  const out: string[] = [];
  while (out.length < count) {
    const ip = ipString(cidr.base + m.rng.int(1, cidrSize(cidr) - 4));
    if (!used.has(ip)) {
      used.add(ip);
      out.push(ip);
    }
  }
  return out;
}

function checkTexts(ctx: ActionContext): { name?: string; description?: string } {
  const name = ctx.params.optional('NetworkInterfaceName');
  if (name !== undefined && name !== '' && (!NAME.test(name) || /^https?:\/\//.test(name))) throw malformed('InvalidParameter', 'The specified parameter NetworkInterfaceName is not valid.');
  const description = ctx.params.optional('Description');
  if (description !== undefined && description !== '' && (description.length < 2 || description.length > 256 || /^https?:\/\//.test(description))) {
    throw malformed('InvalidParameter', 'The specified parameter Description is not valid.');
  }
  return { name, description };
}

/** Security groups of the ENI's VPC, one type only (basic or advanced). */
function checkGroups(ctx: ActionContext, ids: string[], vpcId: string): string[] {
  if (ids.length > 5) throw new ApiError('InvalidParameter', 'An ENI can join at most 5 security groups.', 400);
  const types = new Set<string>();
  for (const id of ids) {
    const group = ctx.tenant.securityGroups[id];
    if (!group || group.RegionId !== region(ctx).id) throw notFound('InvalidSecurityGroupId.NotFound', `The specified SecurityGroupId "${id}" does not exist.`);
    if (group.VpcId !== vpcId) throw new ApiError('InvalidOperation.VpcMismatch', `The security group ${id} is not in the VPC ${vpcId} of the network interface.`, 403);
    types.add(group.SecurityGroupType);
  }
  if (types.size > 1) throw new ApiError('InvalidParameter', 'An ENI cannot join basic and advanced security groups at once.', 400);
  return [...new Set(ids)];
}

function ipSet(primary: string, secondary: string[]) {
  return { PrivateIpSet: [{ PrivateIpAddress: primary, Primary: true }, ...secondary.map((ip) => ({ PrivateIpAddress: ip, Primary: false }))] };
}

function secondaryView(tenant: Tenant, e: NetworkInterface) {
  return {
    NetworkInterfaceId: e.NetworkInterfaceId, NetworkInterfaceName: e.NetworkInterfaceName, Description: e.Description,
    Status: e.InstanceId ? 'InUse' : 'Available', Type: 'Secondary', InstanceId: e.InstanceId,
    VpcId: e.VpcId, VSwitchId: e.VSwitchId, ZoneId: e.ZoneId, MacAddress: e.MacAddress,
    PrivateIpAddress: e.PrimaryIpAddress, PrivateIpSets: ipSet(e.PrimaryIpAddress, e.SecondaryIps),
    SecurityGroupIds: { SecurityGroupId: e.SecurityGroupIds }, CreationTime: e.CreationTime, ResourceGroupId: e.ResourceGroupId,
    ServiceManaged: false, QueueNumber: 1, Ipv6Sets: { Ipv6Set: [] }, AssociatedPublicIp: {}, Tags: tagView(tenant, 'Ecs:eni', e.NetworkInterfaceId),
    DeleteOnRelease: true,
  };
}

function primaryView(tenant: Tenant, i: Instance) {
  const extra = tenant.ecsPrimaryEnis?.[i.NetworkInterfaceId] ?? { name: '', description: '', secondary: [] };
  return {
    NetworkInterfaceId: i.NetworkInterfaceId, NetworkInterfaceName: extra.name, Description: extra.description,
    Status: 'InUse', Type: 'Primary', InstanceId: i.InstanceId,
    VpcId: i.VpcId, VSwitchId: i.VSwitchId, ZoneId: i.ZoneId, MacAddress: i.MacAddress,
    PrivateIpAddress: i.PrivateIpAddress, PrivateIpSets: ipSet(i.PrivateIpAddress, extra.secondary),
    SecurityGroupIds: { SecurityGroupId: i.SecurityGroupIds }, CreationTime: `${i.CreationTime.slice(0, 16)}:00Z`, ResourceGroupId: i.ResourceGroupId,
    ServiceManaged: false, QueueNumber: 1, Ipv6Sets: { Ipv6Set: [] }, AssociatedPublicIp: {}, Tags: tagView(tenant, 'Ecs:eni', i.NetworkInterfaceId),
    DeleteOnRelease: true,
  };
}

/** The ENIs of an instance as DescribeInstances shows them: the primary one first, then the bound secondary ones. */
export function instanceEnis(tenant: Tenant | undefined, i: Instance) {
  const views = [primaryView(tenant ?? ({} as Tenant), i), ...Object.values(tenant ? secondaries(tenant) : {}).filter((e) => e.InstanceId === i.InstanceId).map((e) => secondaryView(tenant!, e))];
  return views.map((v) => ({ NetworkInterfaceId: v.NetworkInterfaceId, MacAddress: v.MacAddress, PrimaryIpAddress: v.PrivateIpAddress, Type: v.Type, PrivateIpSets: v.PrivateIpSets }));
}

function assignable(ctx: ActionContext, vSwitchId: string, cidr: string, have: string[]): string[] {
  const listed = ctx.params.list('PrivateIpAddress');
  const count = ctx.params.has('SecondaryPrivateIpAddressCount') ? ctx.params.int('SecondaryPrivateIpAddressCount', { min: 1, max: IPS_PER_ENI - 1, fallback: 1 }) : 0;
  if (listed && count) throw new ApiError('InvalidParameter.Conflict', 'PrivateIpAddress.N and SecondaryPrivateIpAddressCount cannot be set together.', 400);
  const adding = listed?.length ?? count;
  if (have.length + 1 + adding > IPS_PER_ENI) throw new ApiError('InvalidOperation.Ipv4CountExceeded', `An ENI holds at most ${IPS_PER_ENI} private IP addresses.`, 403);
  if (listed) {
    checkIps(ctx.tenant, vSwitchId, cidr, listed);
    return listed;
  }
  return count ? freeIps(ctx, vSwitchId, cidr, count) : [];
}

const vSwitchOf = (ctx: ActionContext, id: string) => {
  const vsw = ctx.tenant.vSwitches[id];
  if (!vsw || vsw.RegionId !== region(ctx).id) throw notFound('InvalidVSwitchId.NotFound', `The specified VSwitchId "${id}" does not exist.`);
  return vsw;
};

export const ecsNetworkInterfaceActions = {
  CreateNetworkInterface: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const vswId = ctx.params.optional('VSwitchId');
      if (!vswId) throw missingParameter('VSwitchId');
      const vsw = vSwitchOf(ctx, vswId);
      const groupIds = ctx.params.list('SecurityGroupIds') ?? (ctx.params.has('SecurityGroupId') ? [ctx.params.required('SecurityGroupId')] : []);
      if (!groupIds.length) throw missingParameter('SecurityGroupId');
      const groups = checkGroups(ctx, groupIds, vsw.VpcId);
      const { name, description } = checkTexts(ctx);
      const tags = readTags(ctx.params);
      if (Object.values(secondaries(ctx.tenant)).filter((e) => e.RegionId === reg.id).length >= ENIS_PER_REGION) {
        throw new ApiError('MaxEniCountExceeded', `At most ${ENIS_PER_REGION} network interfaces can be created in a region.`, 403);
      }
      const primaryAsked = ctx.params.optional('PrimaryIpAddress');
      if (primaryAsked) checkIps(ctx.tenant, vsw.VSwitchId, vsw.CidrBlock, [primaryAsked]);
      const primary = primaryAsked ?? freeIps(ctx, vsw.VSwitchId, vsw.CidrBlock, 1)[0];
      const listed = ctx.params.list('PrivateIpAddress');
      if (listed?.includes(primary)) throw new ApiError('InvalidPrivateIpAddress.Duplicated', 'Specified private IP address is duplicated.', 400);
      const secondary = assignable(ctx, vsw.VSwitchId, vsw.CidrBlock, []).filter((ip) => ip !== primary);
      const id = newId(ctx, 'eni', reg);
      const hex = () => ctx.rng.chars(2, '0123456789abcdef');
      const eni: NetworkInterface = {
        NetworkInterfaceId: id, NetworkInterfaceName: name ?? '', Description: description ?? '', RegionId: reg.id, ZoneId: vsw.ZoneId,
        VpcId: vsw.VpcId, VSwitchId: vsw.VSwitchId, PrimaryIpAddress: primary, SecondaryIps: secondary, SecurityGroupIds: groups,
        MacAddress: `00:16:3e:${hex()}:${hex()}:${hex()}`, InstanceId: '', CreationTime: secondTime(ctx.now), ResourceGroupId: ctx.tenant.resourceGroupId,
      };
      secondaries(ctx.tenant)[id] = eni;
      setTags(ctx.tenant, 'Ecs:eni', id, tags);
      return { ...secondaryView(ctx.tenant, eni), OwnerId: ctx.tenant.accountId };
    },
  },
  DescribeNetworkInterfaces: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const p = ctx.params;
      const ids = p.list('NetworkInterfaceId');
      if (ids && ids.length > 100) throw new ApiError('InvalidParameter', 'At most 100 NetworkInterfaceId.N are accepted.', 400);
      const filters: Array<[string | undefined, (v: ReturnType<typeof secondaryView>) => string]> = [
        [p.optional('VSwitchId'), (v) => v.VSwitchId], [p.optional('VpcId'), (v) => v.VpcId], [p.optional('PrimaryIpAddress'), (v) => v.PrivateIpAddress],
        [p.optional('NetworkInterfaceName'), (v) => v.NetworkInterfaceName], [p.optional('Type'), (v) => v.Type], [p.optional('InstanceId'), (v) => v.InstanceId],
        [p.optional('Status'), (v) => v.Status],
      ];
      const group = p.optional('SecurityGroupId');
      const secondaryIps = p.list('PrivateIpAddress');
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:eni');
      const all = [
        ...Object.values(secondaries(ctx.tenant)).filter((e) => e.RegionId === reg.id).map((e) => secondaryView(ctx.tenant, e)),
        ...Object.values(ctx.tenant.instances).filter((i) => i.RegionId === reg.id).map((i) => primaryView(ctx.tenant, i)),
      ];
      const found = all
        .filter((v) => (!ids || ids.includes(v.NetworkInterfaceId)) && filters.every(([want, get]) => !want || get(v) === want))
        .filter((v) => (!group || v.SecurityGroupIds.SecurityGroupId.includes(group)) && tagged(v.NetworkInterfaceId))
        .filter((v) => !secondaryIps || secondaryIps.every((ip) => v.PrivateIpSets.PrivateIpSet.some((s) => s.PrivateIpAddress === ip)))
        .sort((a, b) => b.CreationTime.localeCompare(a.CreationTime) || b.NetworkInterfaceId.localeCompare(a.NetworkInterfaceId));
      const { items, ...paging } = page(found, p, { size: 10, max: 500 });
      return { ...paging, NextToken: '', NetworkInterfaceSets: { NetworkInterfaceSet: items } };
    },
  },
  ModifyNetworkInterfaceAttribute: {
    rw: 'Write',
    handle(ctx) {
      const found = findEni(ctx);
      const { name, description } = checkTexts(ctx);
      const groups = ctx.params.list('SecurityGroupId');
      if (found.kind === 'primary') {
        if (groups) throw new ApiError('InvalidOperation.InvalidEniType', 'The security groups of a primary network interface are those of its instance.', 403);
        if (name !== undefined) found.extra.name = name;
        if (description !== undefined) found.extra.description = description;
        return {};
      }
      if (groups) found.eni.SecurityGroupIds = checkGroups(ctx, groups, found.eni.VpcId);
      if (name !== undefined) found.eni.NetworkInterfaceName = name;
      if (description !== undefined) found.eni.Description = description;
      return {};
    },
  },
  DeleteNetworkInterface: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const found = findEni(ctx);
      if (found.kind === 'primary') throw new ApiError('InvalidOperation.InvalidEniType', 'A primary network interface cannot be deleted.', 403);
      if (found.eni.InstanceId) throw eniState('InUse');
      delete secondaries(ctx.tenant)[found.eni.NetworkInterfaceId];
      return {};
    },
  },
  AttachNetworkInterface: {
    rw: 'Write',
    handle(ctx) {
      const found = findEni(ctx);
      const instance = findInstance(ctx);
      if (found.kind === 'primary') throw new ApiError('InvalidOperation.InvalidEniType', 'A primary network interface cannot be attached.', 403);
      const eni = found.eni;
      if (eni.InstanceId) throw eniState('InUse');
      ecsState(instance);
      if (instance.VpcId !== eni.VpcId) throw new ApiError('InvalidOperation.VpcMismatch', `The instance ${instance.InstanceId} and the network interface are not in the same VPC.`, 403);
      if (instance.ZoneId !== eni.ZoneId) throw new ApiError('InvalidOperation.AvailabilityZoneMismatch', `The instance ${instance.InstanceId} and the network interface are not in the same zone.`, 403);
      const bound = Object.values(secondaries(ctx.tenant)).filter((e) => e.InstanceId === instance.InstanceId).length;
      if (bound + 1 >= (findInstanceType(instance.InstanceType)?.eni ?? 2)) {
        throw new ApiError('EniPerInstanceLimitExceeded', `The instance type ${instance.InstanceType} takes no more network interfaces.`, 403);
      }
      eni.InstanceId = instance.InstanceId;
      return {};
    },
  },
  DetachNetworkInterface: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const found = findEni(ctx);
      const instance = findInstance(ctx);
      if (found.kind === 'primary') throw new ApiError('InvalidOperation.DetachPrimaryEniNotAllowed', 'Detaching primary ENI from ECS instance is not allowed.', 400);
      if (found.eni.InstanceId !== instance.InstanceId) throw eniState(found.eni.InstanceId ? 'InUse' : 'Available');
      ecsState(instance);
      found.eni.InstanceId = '';
      return {};
    },
  },
  AssignPrivateIpAddresses: {
    rw: 'Write',
    handle(ctx) {
      const found = findEni(ctx);
      if (!ctx.params.list('PrivateIpAddress') && !ctx.params.has('SecondaryPrivateIpAddressCount')) throw missingParameter('SecondaryPrivateIpAddressCount');
      let ips: string[];
      if (found.kind === 'primary') {
        ecsState(found.instance);
        ips = assignable(ctx, found.instance.VSwitchId, ctx.tenant.vSwitches[found.instance.VSwitchId]?.CidrBlock ?? '0.0.0.0/0', found.extra.secondary);
        found.extra.secondary.push(...ips);
      } else {
        ips = assignable(ctx, found.eni.VSwitchId, ctx.tenant.vSwitches[found.eni.VSwitchId]?.CidrBlock ?? '0.0.0.0/0', found.eni.SecondaryIps);
        found.eni.SecondaryIps.push(...ips);
      }
      const id = found.kind === 'primary' ? found.instance.NetworkInterfaceId : found.eni.NetworkInterfaceId;
      return { AssignedPrivateIpAddressesSet: { NetworkInterfaceId: id, PrivateIpSet: { PrivateIpAddress: ips } } };
    },
  },
  UnassignPrivateIpAddresses: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const found = findEni(ctx);
      const ips = ctx.params.list('PrivateIpAddress');
      if (!ips?.length) throw missingParameter('PrivateIpAddress.1');
      if (found.kind === 'primary') ecsState(found.instance);
      const have = found.kind === 'primary' ? found.extra.secondary : found.eni.SecondaryIps;
      for (const ip of ips) if (!have.includes(ip)) throw new ApiError('InvalidIp.IpUnassigned', `The IP address ${ip} is not a secondary private IP address of the network interface.`, 403);
      const kept = have.filter((ip) => !ips.includes(ip));
      if (found.kind === 'primary') found.extra.secondary = kept;
      else found.eni.SecondaryIps = kept;
      return {};
    },
  },
} satisfies Record<EcsNetworkInterfaceAction, ActionDef>;
