// ECS instances: create, list, start, stop, reboot, release, rename. States change asynchronously as on the
// real cloud: Pending → Starting → Running, Running → Stopping → Stopped.
import type { ActionContext, ActionDef, Maker } from '../../../action.js';
import { findImage, findInstanceType, quotas, type Region } from '../../../catalog.js';
import {
  ApiError, incorrectInstanceStatus, invalidParameter, malformed, missingParameter, notFound, quotaExceeded,
} from '../../../errors.js';
import { schedule, type Tenant } from '../../../state.js';
import type { VSwitch } from '../../vpc/index.js';
import type { Instance } from './state.js';
import { baseImageId, imageExists } from './storage.js';
import { storageOf } from './storage-state.js';
import type { Rng } from '../../../random.js';
import { expectStatus, INSTANCE_MS, rebootInstance, releaseDue, startInstance, stopInstance } from './instance-power.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';
import { Params } from '../../../params.js';
import { templateOf } from './launch-templates.js';
import { deploymentSetOf, findSet, joinDeploymentSet } from './deployment-sets.js';
import { instanceEnis, usedIps } from './network-interfaces.js';
import { expiryAfter, subscriptionPeriod } from './billing.js';
import {
  checkDescription, checkName, cidrSize, dryRun, ipString, minuteTime, newestFirst, newId, page, parseCidr, region,
  requireExisting, zoneOf,
} from '../../../common.js';

export type EcsInstanceAction =
  | 'RunInstances' | 'CreateInstance' | 'DescribeInstances' | 'StartInstance' | 'StopInstance'
  | 'RebootInstance' | 'DeleteInstance' | 'ModifyInstanceAttribute' | 'ModifyInstanceSpec' | 'AttachKeyPair' | 'DetachKeyPair'
  | 'JoinSecurityGroup' | 'LeaveSecurityGroup';

export interface InstanceSpec {
  region: Region;
  vSwitch: VSwitch;
  securityGroupIds: string[];
  instanceType: string;
  imageId: string;
  name?: string;
  description?: string;
  hostName?: string;
  chargeType?: string;
  internetChargeType?: string;
  bandwidthOut?: number;
  /** A subscription's end (PrePaid only). */
  expiredTime?: string;
  /** Release protection (pay-as-you-go only). */
  deletionProtection?: boolean;
  status: string;
}

export function buildInstance(m: Maker, spec: InstanceSpec): Instance {
  const InstanceId = newId(m, 'i', spec.region);
  const used = usedIps(m.tenant, spec.vSwitch.VSwitchId);
  const cidr = parseCidr(spec.vSwitch.CidrBlock);
  let ip: string;
  do ip = ipString(cidr.base + m.rng.int(1, cidrSize(cidr) - 4));
  while (used.has(ip));
  const instance: Instance = {
    InstanceId,
    InstanceName: spec.name ?? InstanceId,
    Description: spec.description ?? '',
    HostName: spec.hostName ?? `iZ${InstanceId.slice(2)}Z`,
    RegionId: spec.region.id,
    ZoneId: spec.vSwitch.ZoneId,
    InstanceType: spec.instanceType,
    ImageId: spec.imageId,
    VpcId: spec.vSwitch.VpcId,
    VSwitchId: spec.vSwitch.VSwitchId,
    PrivateIpAddress: ip,
    PublicIpAddress: spec.bandwidthOut ? publicIp(m.rng) : null,
    SecurityGroupIds: spec.securityGroupIds,
    CreationTime: minuteTime(m.now),
    StartTime: spec.status === 'Running' ? minuteTime(m.now) : '',
    InstanceChargeType: spec.chargeType ?? 'PostPaid',
    InternetChargeType: spec.internetChargeType ?? 'PayByTraffic',
    InternetMaxBandwidthOut: spec.bandwidthOut ?? 0,
    StoppedMode: spec.status === 'Stopped' ? 'KeepCharging' : 'Not-applicable',
    ...(spec.expiredTime ? { ExpiredTime: spec.expiredTime } : {}),
    ...(spec.deletionProtection ? { DeletionProtection: true } : {}),
    NetworkInterfaceId: newId(m, 'eni', spec.region),
    MacAddress: `00:16:3e:${m.rng.chars(2, '0123456789abcdef')}:${m.rng.chars(2, '0123456789abcdef')}:${m.rng.chars(2, '0123456789abcdef')}`,
    SerialNumber: m.rng.uuid().toLowerCase(),
    ResourceGroupId: m.tenant.resourceGroupId,
    Status: spec.status,
    transitions: [],
  };
  m.tenant.instances[InstanceId] = instance;
  return instance;
}

const publicIp = (rng: Rng) => `${rng.pick([47, 101, 118, 120, 121])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

/**
 * A RunInstances request that names a launch template (LaunchTemplateId or LaunchTemplateName, LaunchTemplateVersion
 * else the default version): the version's settings under the request's own, which win.
 */
function withLaunchTemplate(ctx: ActionContext): ActionContext {
  if (!ctx.params.has('LaunchTemplateId') && !ctx.params.has('LaunchTemplateName')) return ctx;
  const template = templateOf(ctx, region(ctx).id);
  const number = ctx.params.int('LaunchTemplateVersion', { min: 1, fallback: template.DefaultVersionNumber });
  const version = template.versions.find((v) => v.VersionNumber === number);
  if (!version) throw notFound('InvalidLaunchTemplateVersion.NotFound', `The specified LaunchTemplateId "${template.LaunchTemplateId}" Version "${number}" is not found.`);
  const data = Object.fromEntries(Object.entries(version.LaunchTemplateData).map(([k, v]) => [k, String(v)]));
  return { ...ctx, params: new Params({ ...data, ...ctx.params.raw }) };
}

/** Checks a creation request and returns the spec; shared by RunInstances and CreateInstance. */
function specFrom(ctx: ActionContext, status: string): InstanceSpec {
  const p = ctx.params;
  const reg = region(ctx);
  const instanceType = p.required('InstanceType');
  if (!findInstanceType(instanceType)) {
    throw malformed('InvalidInstanceType.ValueNotSupported', `The specified InstanceType "${instanceType}" does not exist or beyond the permitted range.`);
  }
  const imageId = p.required('ImageId');
  if (!imageExists(ctx, imageId)) throw notFound('InvalidImageId.NotFound', `The specified ImageId "${imageId}" does not exist.`);
  const vSwitchId = p.required('VSwitchId');
  const vSwitch = ctx.tenant.vSwitches[vSwitchId];
  if (!vSwitch || vSwitch.RegionId !== reg.id) throw notFound('InvalidVSwitchId.NotFound', `The specified VSwitchId "${vSwitchId}" does not exist.`);
  const zoneId = p.optional('ZoneId');
  if (zoneId && zoneOf(reg, zoneId).id !== vSwitch.ZoneId) {
    throw invalidParameter('ZoneId', `The vSwitch ${vSwitchId} is in zone ${vSwitch.ZoneId}, not ${zoneId}.`);
  }
  const groupIds = p.list('SecurityGroupIds') ?? (p.has('SecurityGroupId') ? [p.required('SecurityGroupId')] : undefined);
  if (!groupIds?.length) throw missingParameter('SecurityGroupId');
  for (const id of groupIds) {
    const group = requireExisting(ctx.tenant.securityGroups, id, 'InvalidSecurityGroupId.NotFound', 'SecurityGroupId');
    if (group.VpcId !== vSwitch.VpcId) {
      throw invalidParameter('SecurityGroupId', `The security group ${id} and the vSwitch ${vSwitchId} are not in the same VPC.`);
    }
  }
  const name = p.optional('InstanceName');
  checkName(name, 'InvalidInstanceName.Malformed', 'InstanceName');
  const password = p.optional('Password');
  if (password !== undefined) checkPassword(password);
  const chargeType = p.oneOf('InstanceChargeType', ['PostPaid', 'PrePaid'], 'PostPaid');
  const deletionProtection = p.bool('DeletionProtection');
  if (deletionProtection && chargeType !== 'PostPaid') throw protectionChargeType();
  return {
    region: reg,
    vSwitch,
    securityGroupIds: groupIds,
    instanceType,
    imageId,
    name,
    description: checkDescription(p),
    hostName: p.optional('HostName'),
    chargeType,
    expiredTime: chargeType === 'PrePaid' ? (({ period, unit }) => expiryAfter(ctx.now, period, unit))(subscriptionPeriod(p)) : undefined,
    internetChargeType: p.oneOf('InternetChargeType', ['PayByTraffic', 'PayByBandwidth'], 'PayByTraffic'),
    bandwidthOut: p.int('InternetMaxBandwidthOut', { min: 0, max: 100, fallback: 0 }),
    deletionProtection,
    status,
  };
}

/** Release protection is for pay-as-you-go instances only, as the API reference says of DeletionProtection. */
const protectionChargeType = () =>
  new ApiError('InvalidParameter.DeletionProtection', 'Release protection (DeletionProtection) can be enabled only for pay-as-you-go (PostPaid) instances.', 400);

export function checkPassword(value: string): void {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[()`~!@#$%^&*\-_+=|{}[\]:;'<>,.?/]/].filter((r) => r.test(value)).length;
  if (value.length < 8 || value.length > 30 || classes < 3 || /[^A-Za-z0-9()`~!@#$%^&*\-_+=|{}[\]:;'<>,.?/]/.test(value)) {
    throw malformed(
      'InvalidPassword.Malformed',
      'The specified parameter "Password" is not valid: 8 to 30 characters, with at least three of uppercase letters, lowercase letters, digits and special characters.',
    );
  }
}

function checkQuota(tenant: Tenant, regionId: string, adding: number): void {
  const living = Object.values(tenant.instances).filter((i) => i.RegionId === regionId).length;
  if (living + adding > quotas.instancesPerRegion) {
    throw quotaExceeded(`The instance quota of ${quotas.instancesPerRegion} in ${regionId} would be exceeded.`);
  }
}

function instance(ctx: ActionContext): Instance {
  const id = ctx.params.required('InstanceId');
  releaseDue(ctx.tenant, ctx.now);
  return requireExisting(ctx.tenant.instances, id, 'InvalidInstanceId.NotFound', 'InstanceId');
}

export function instanceView(i: Instance, tenant?: Tenant) {
  const type = findInstanceType(i.InstanceType);
  const image = findImage(tenant ? baseImageId({ tenant }, i.ImageId) : i.ImageId);
  const eip = Object.values(tenant?.eips ?? {}).find((e) => e.InstanceId === i.InstanceId && e.Status === 'InUse');
  return {
    InstanceId: i.InstanceId, InstanceName: i.InstanceName, Description: i.Description, HostName: i.HostName,
    Status: i.Status, RegionId: i.RegionId, ZoneId: i.ZoneId, InstanceType: i.InstanceType,
    InstanceTypeFamily: type?.family ?? '', Cpu: type?.cpu ?? 0, Memory: (type?.memoryGiB ?? 0) * 1024,
    ImageId: i.ImageId, OSName: image?.osName ?? '', OSNameEn: image?.osNameEn ?? '', OSType: image?.osType ?? 'linux',
    InstanceNetworkType: 'vpc',
    VpcAttributes: { VpcId: i.VpcId, VSwitchId: i.VSwitchId, NatIpAddress: '', PrivateIpAddress: { IpAddress: [i.PrivateIpAddress] } },
    SecurityGroupIds: { SecurityGroupId: i.SecurityGroupIds },
    PublicIpAddress: { IpAddress: i.PublicIpAddress ? [i.PublicIpAddress] : [] },
    InnerIpAddress: { IpAddress: [] },
    EipAddress: eip
      ? { AllocationId: eip.AllocationId, IpAddress: eip.IpAddress, InternetChargeType: eip.InternetChargeType, Bandwidth: Number(eip.Bandwidth) }
      : { AllocationId: '', IpAddress: '', InternetChargeType: '' },
    NetworkInterfaces: { NetworkInterface: instanceEnis(tenant, i) },
    CreationTime: i.CreationTime, StartTime: i.StartTime, ExpiredTime: i.ExpiredTime ?? '2099-12-31T15:59Z', AutoReleaseTime: i.AutoReleaseTime ?? '',
    InstanceChargeType: i.InstanceChargeType, InternetChargeType: i.InternetChargeType,
    InternetMaxBandwidthOut: i.InternetMaxBandwidthOut, InternetMaxBandwidthIn: -1,
    StoppedMode: i.StoppedMode, SerialNumber: i.SerialNumber, ResourceGroupId: i.ResourceGroupId,
    IoOptimized: true, DeletionProtection: i.DeletionProtection === true, DeviceAvailable: true, Recyclable: false,
    GPUAmount: 0, GPUSpec: '', LocalStorageAmount: 0, LocalStorageCapacity: 0, SpotStrategy: 'NoSpot', SpotPriceLimit: 0,
    CreditSpecification: type?.family === 'ecs.t6' ? 'Standard' : '', KeyPairName: tenant?.ecsStorage?.keyPairBindings?.[i.InstanceId] ?? '', VlanId: '', DeploymentSetId: deploymentSetOf(tenant, i.InstanceId),
    Tags: tagView(tenant, 'Ecs:instance', i.InstanceId), OperationLocks: { LockReason: [] },
  };
}

const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

export const ecsInstanceActions = {
  RunInstances: {
    rw: 'Write',
    handle(request) {
      const ctx = withLaunchTemplate(request);
      const spec = specFrom(ctx, 'Pending');
      const tags = readTags(ctx.params);
      const amount = ctx.params.int('Amount', { min: 1, max: 100, fallback: 1 });
      checkQuota(ctx.tenant, spec.region.id, amount);
      const setId = ctx.params.optional('DeploymentSetId');
      if (setId) findSet(ctx, setId);
      dryRun(ctx.params);
      const unique = amount > 1 && ctx.params.bool('UniqueSuffix');
      const t = ctx.cloud.transitionMs(INSTANCE_MS);
      const ids = Array.from({ length: amount }, (_, n) => {
        const name = spec.name && unique ? `${spec.name}${String(n + 1).padStart(3, '0')}` : spec.name;
        const created = buildInstance(ctx, { ...spec, name });
        schedule(created, ctx.now, [[t * 0.4, 'Starting'], [t, 'Running', { StartTime: minuteTime(ctx.now + t) }]]);
        setTags(ctx.tenant, 'Ecs:instance', created.InstanceId, tags);
        if (setId) joinDeploymentSet(ctx, created.InstanceId, setId);
        return created.InstanceId;
      });
      return { InstanceIdSets: { InstanceIdSet: ids }, OrderId: ctx.rng.chars(15, '0123456789'), TradePrice: 0 };
    },
  },
  CreateInstance: {
    rw: 'Write',
    handle(ctx) {
      const spec = specFrom(ctx, 'Pending');
      const tags = readTags(ctx.params);
      checkQuota(ctx.tenant, spec.region.id, 1);
      const setId = ctx.params.optional('DeploymentSetId');
      if (setId) findSet(ctx, setId);
      dryRun(ctx.params);
      const created = buildInstance(ctx, spec);
      setTags(ctx.tenant, 'Ecs:instance', created.InstanceId, tags);
      if (setId) joinDeploymentSet(ctx, created.InstanceId, setId);
      schedule(created, ctx.now, [[ctx.cloud.transitionMs(INSTANCE_MS) / 2, 'Stopped', { StoppedMode: 'KeepCharging' }]]);
      return { InstanceId: created.InstanceId, OrderId: ctx.rng.chars(15, '0123456789'), TradePrice: 0 };
    },
  },
  DescribeInstances: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      releaseDue(ctx.tenant, ctx.now);
      const ids = p.list('InstanceIds');
      if (ids && ids.length > 100) throw invalidParameter('InstanceIds', 'At most 100 IDs are allowed.');
      const name = p.optional('InstanceName');
      const filters: Array<[string | undefined, (i: Instance) => string | string[]]> = [
        [p.optional('VpcId'), (i) => i.VpcId], [p.optional('VSwitchId'), (i) => i.VSwitchId],
        [p.optional('ZoneId'), (i) => i.ZoneId], [p.optional('Status'), (i) => i.Status],
        [p.optional('InstanceType'), (i) => i.InstanceType], [p.optional('ImageId'), (i) => i.ImageId],
        [p.optional('SecurityGroupId'), (i) => i.SecurityGroupIds],
      ];
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:instance');
      const matches = Object.values(ctx.tenant.instances).filter(
        (i) =>
          i.RegionId === reg.id && tagged(i.InstanceId) &&
          (!ids || ids.includes(i.InstanceId)) &&
          (!name || glob(name).test(i.InstanceName)) &&
          filters.every(([want, get]) => want === undefined || [get(i)].flat().includes(want)),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 100 });
      return { ...paging, Instances: { Instance: items.map((i) => instanceView(i, ctx.tenant)) } };
    },
  },
  StartInstance: {
    rw: 'Write',
    handle(ctx) {
      startInstance(ctx, instance(ctx));
      return {};
    },
  },
  StopInstance: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      const mode = ctx.params.oneOf('StoppedMode', ['KeepCharging', 'StopCharging'], 'KeepCharging');
      ctx.params.bool('ForceStop');
      stopInstance(ctx, i, mode);
      return {};
    },
  },
  RebootInstance: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      ctx.params.bool('ForceStop');
      rebootInstance(ctx, i);
      return {};
    },
  },
  DeleteInstance: {
    rw: 'Write',
    effect: 'release',
    handle(ctx) {
      const i = instance(ctx);
      if (i.DeletionProtection) {
        throw new ApiError('InvalidOperation.DeletionProtection', `The instance ${i.InstanceId} has release protection enabled; disable it (ModifyInstanceAttribute DeletionProtection=false) before releasing it.`, 403);
      }
      expectStatus(i, ...(ctx.params.bool('Force') ? ['Stopped', 'Running'] : ['Stopped']));
      delete ctx.tenant.instances[i.InstanceId];
      return {};
    },
  },
  ModifyInstanceAttribute: {
    rw: 'Write',
    effect: { effect: 'reset', when: { Password: ['*'] } },
    handle(ctx) {
      const i = instance(ctx);
      const p = ctx.params;
      checkName(p.optional('InstanceName'), 'InvalidInstanceName.Malformed', 'InstanceName');
      const password = p.optional('Password');
      if (password !== undefined) checkPassword(password);
      if (p.has('InstanceName')) i.InstanceName = p.required('InstanceName');
      if (p.has('Description')) i.Description = checkDescription(p);
      if (p.has('HostName')) i.HostName = p.required('HostName');
      if (p.has('DeletionProtection')) {
        const on = p.bool('DeletionProtection');
        if (on && i.InstanceChargeType !== 'PostPaid') throw protectionChargeType();
        i.DeletionProtection = on;
      }
      return {};
    },
  },
  ModifyInstanceSpec: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      const p = ctx.params;
      const type = p.optional('InstanceType');
      if (!type && !p.has('InternetMaxBandwidthOut')) throw missingParameter('InstanceType');
      if (type) {
        if (!findInstanceType(type)) {
          throw malformed('InvalidInstanceType.ValueNotSupported', `The specified InstanceType "${type}" does not exist or beyond the permitted range.`);
        }
        // A pay-as-you-go instance changes type only while it is stopped.
        expectStatus(i, 'Stopped');
        if (type === i.InstanceType) throw malformed('InvalidInstanceType.ValueUnchanged', `The instance ${i.InstanceId} is already of type ${type}.`);
      }
      const bandwidth = p.has('InternetMaxBandwidthOut') ? p.int('InternetMaxBandwidthOut', { min: 0, max: 100, fallback: 0 }) : undefined;
      dryRun(p);
      if (type) i.InstanceType = type;
      if (bandwidth !== undefined) i.InternetMaxBandwidthOut = bandwidth;
      return {};
    },
  },
  AttachKeyPair: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const state = storageOf(ctx);
      const name = ctx.params.required('KeyPairName');
      if (!state.keyPairs[`${reg.id}/${name}`]) throw notFound('InvalidKeyPairName.NotFound', `The specified KeyPairName "${name}" does not exist.`);
      const ids = ctx.params.list('InstanceIds');
      if (!ids?.length) throw missingParameter('InstanceIds');
      const bindings = (state.keyPairBindings ??= {});
      const results = ids.map((id) => {
        const i = ctx.tenant.instances[id];
        if (!i || i.RegionId !== reg.id) return { InstanceId: id, Success: 'false', Code: '404', Message: 'InvalidInstanceId.NotFound' };
        if (!['Running', 'Stopped'].includes(i.Status)) return { InstanceId: id, Success: 'false', Code: '403', Message: 'IncorrectInstanceStatus' };
        bindings[id] = name;
        return { InstanceId: id, Success: 'true', Code: '200', Message: 'successful' };
      });
      const ok = results.filter((r) => r.Success === 'true').length;
      if (!ok) throw incorrectInstanceStatus(ids[0], ctx.tenant.instances[ids[0]]?.Status ?? 'unknown');
      return { KeyPairName: name, TotalCount: String(ids.length), FailCount: String(ids.length - ok), Results: { Result: results } };
    },
  },
  DetachKeyPair: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      region(ctx);
      const state = storageOf(ctx);
      const name = ctx.params.required('KeyPairName');
      const ids = ctx.params.list('InstanceIds');
      if (!ids?.length) throw missingParameter('InstanceIds');
      const bindings = (state.keyPairBindings ??= {});
      const results = ids.map((id) => {
        if (bindings[id] !== name) return { InstanceId: id, Success: 'false', Code: '404', Message: 'KeyPair.NotBound' };
        delete bindings[id];
        return { InstanceId: id, Success: 'true', Code: '200', Message: 'successful' };
      });
      const ok = results.filter((r) => r.Success === 'true').length;
      return { KeyPairName: name, TotalCount: String(ids.length), FailCount: String(ids.length - ok), Results: { Result: results } };
    },
  },
  JoinSecurityGroup: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      const id = ctx.params.required('SecurityGroupId');
      const g = requireExisting(ctx.tenant.securityGroups, id, 'InvalidSecurityGroupId.NotFound', 'SecurityGroupId');
      if (g.VpcId !== i.VpcId) throw invalidParameter('SecurityGroupId', `The security group ${id} is not in the VPC ${i.VpcId} of the instance.`);
      if (i.SecurityGroupIds.includes(id)) throw new ApiError('InvalidInstanceId.AlreadyExists', `The instance ${i.InstanceId} is already in the security group ${id}.`, 403);
      if (i.SecurityGroupIds.length >= 5) throw quotaExceeded('An instance can be in at most 5 security groups.');
      expectStatus(i, 'Running', 'Stopped');
      i.SecurityGroupIds = [...i.SecurityGroupIds, id];
      return {};
    },
  },
  LeaveSecurityGroup: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const i = instance(ctx);
      const id = ctx.params.required('SecurityGroupId');
      requireExisting(ctx.tenant.securityGroups, id, 'InvalidSecurityGroupId.NotFound', 'SecurityGroupId');
      if (!i.SecurityGroupIds.includes(id)) throw new ApiError('InvalidSecurityGroupId.NotFound', `The instance ${i.InstanceId} is not in the security group ${id}.`, 404);
      if (i.SecurityGroupIds.length === 1) throw new ApiError('InvalidOperation.LastSecurityGroup', 'An instance must belong to at least one security group.', 403);
      expectStatus(i, 'Running', 'Stopped');
      i.SecurityGroupIds = i.SecurityGroupIds.filter((x) => x !== id);
      return {};
    },
  },
} satisfies Record<EcsInstanceAction, ActionDef>;
