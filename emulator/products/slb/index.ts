// SLB (Classic Load Balancer, 2014-05-15): load balancers, their default server group (backend servers) and,
// in slb-listeners.ts, their TCP and HTTP listeners. A CLB is usable at once (active); listeners start and
// stop asynchronously. An intranet CLB lives in a vSwitch of the account's VPCs.
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { ApiError, invalidParameter, notFound, quotaExceeded } from '../../errors.js';
import { cidrSize, ipString, newId, page, parseCidr, region, secondTime } from '../../common.js';
import { slbListenerActions, type SlbListenerAction } from './api/listeners.js';
import { backendView, parseBackends } from './api/backends.js';
import { loadBalancerOf, slbOf, type LoadBalancer } from './api/state.js';
import { slbVServerGroupActions, type SlbVServerGroupAction } from './api/vserver-groups.js';
import { slbAclActions, type SlbAclAction } from './api/acls.js';
import { slbCertificateActions, type SlbCertificateAction } from './api/certificates.js';
import { slbRuleActions, type SlbRuleAction } from './api/rules.js';
import { slbMasterSlaveActions, type SlbMasterSlaveAction } from './api/master-slave-groups.js';
import { slbDomainExtensionActions, type SlbDomainExtensionAction } from './api/domain-extensions.js';
import { tagActions } from '../../tag-actions.js';
import { hasTags, readTagFilter, readTags, setTags, tagsOf, tagView, type TagKindDef } from '../../tags.js';
import type { Tenant } from '../../state.js';
import { slbGenerations } from './generations/index.js';
import { slbPages } from './console/pages/index.js';

type SlbLbAction =
  | 'CreateLoadBalancer' | 'DescribeLoadBalancers' | 'DescribeLoadBalancerAttribute' | 'SetLoadBalancerName'
  | 'SetLoadBalancerStatus' | 'SetLoadBalancerDeleteProtection' | 'DeleteLoadBalancer' | 'ModifyLoadBalancerInstanceSpec'
  | 'AddBackendServers' | 'SetBackendServers' | 'RemoveBackendServers';

export type SlbAction = SlbLbAction | SlbListenerAction | SlbVServerGroupAction | SlbAclAction | SlbCertificateAction | SlbRuleAction | SlbMasterSlaveAction | SlbDomainExtensionAction;

const LB_PER_REGION = 60;
const SPECS = ['slb.s1.small', 'slb.s2.small', 'slb.s2.medium', 'slb.s3.small', 'slb.s3.medium', 'slb.s3.large'];

/** Names: 1–80 characters, starting with a letter or a Chinese character; letters, digits, `.`, `_`, `-`, `/`. */
function checkLbName(name: string | undefined): void {
  if (name !== undefined && !/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._/-]{0,79}$/.test(name)) {
    throw invalidParameter('LoadBalancerName', 'It must be 1 to 80 characters long, start with a letter or a Chinese character, and contain only letters, digits, periods (.), underscores (_), forward slashes (/) and hyphens (-).');
  }
}

const publicAddress = (ctx: ActionContext) => `47.${ctx.rng.int(90, 120)}.${ctx.rng.int(0, 255)}.${ctx.rng.int(1, 254)}`;

function privateAddress(ctx: ActionContext, cidrBlock: string): string {
  const cidr = parseCidr(cidrBlock);
  return ipString(cidr.base + ctx.rng.int(2, Math.max(2, cidrSize(cidr) - 4)));
}

const listenerPorts = (lb: LoadBalancer) => [...lb.listeners].sort((a, b) => a.ListenerPort - b.ListenerPort);

/** The fields DescribeLoadBalancers lists. */
export const lbSummary = (lb: LoadBalancer, tenant?: Tenant) => ({
  LoadBalancerId: lb.LoadBalancerId, LoadBalancerName: lb.LoadBalancerName, LoadBalancerStatus: lb.LoadBalancerStatus,
  Address: lb.Address, AddressType: lb.AddressType, AddressIPVersion: lb.AddressIPVersion, RegionId: lb.RegionId,
  RegionIdAlias: lb.RegionId, NetworkType: lb.NetworkType, VpcId: lb.VpcId, VSwitchId: lb.VSwitchId,
  LoadBalancerSpec: lb.LoadBalancerSpec, PayType: lb.PayType, InstanceChargeType: lb.InstanceChargeType,
  InternetChargeType: lb.InternetChargeType, Bandwidth: lb.Bandwidth, MasterZoneId: lb.MasterZoneId, SlaveZoneId: lb.SlaveZoneId,
  CreateTime: lb.CreateTime, CreateTimeStamp: lb.CreateTimeStamp, DeleteProtection: lb.DeleteProtection,
  ModificationProtectionStatus: lb.ModificationProtectionStatus, ResourceGroupId: lb.ResourceGroupId, Tags: tagView(tenant, 'Slb:instance', lb.LoadBalancerId),
});

const backendsResponse = (lb: LoadBalancer) => ({ LoadBalancerId: lb.LoadBalancerId, BackendServers: { BackendServer: lb.backendServers.map(backendView) } });

const slbLbActions = {
  CreateLoadBalancer: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const name = p.optional('LoadBalancerName');
      checkLbName(name);
      const spec = p.optional('LoadBalancerSpec');
      if (spec !== undefined && !SPECS.includes(spec)) throw invalidParameter('LoadBalancerSpec', `Valid values: ${SPECS.join(', ')}.`);
      const payType = p.oneOf('PayType', ['PayOnDemand', 'PrePay'], 'PayOnDemand');
      const chargeType = p.oneOf('InternetChargeType', ['paybytraffic', 'paybybandwidth'], 'paybytraffic');
      const bandwidth = p.int('Bandwidth', { min: 1, max: 5120, fallback: 5120 });
      const vSwitchId = p.optional('VSwitchId');
      const addressType = p.oneOf('AddressType', ['internet', 'intranet'], vSwitchId ? 'intranet' : 'internet');
      const vsw = vSwitchId ? ctx.tenant.vSwitches[vSwitchId] : undefined;
      if (vSwitchId && (!vsw || vsw.RegionId !== reg.id)) throw notFound('InvalidVSwitchId.NotFound', `The specified VSwitchId "${vSwitchId}" does not exist.`);
      const vpcId = p.optional('VpcId');
      if (vpcId && vsw && vsw.VpcId !== vpcId) throw invalidParameter('VpcId', `The vSwitch ${vSwitchId} does not belong to the VPC ${vpcId}.`);
      if (vpcId && !vsw && !ctx.tenant.vpcs[vpcId]) throw notFound('InvalidVpcId.NotFound', `The specified VpcId "${vpcId}" does not exist.`);
      if (addressType === 'intranet' && !vsw) throw new ApiError('MissingParameter', 'The input parameter "VSwitchId" that is mandatory for an intranet load balancer is not supplied.');
      const zone = p.optional('MasterZoneId') ?? vsw?.ZoneId ?? reg.zones[0].id;
      if (!reg.zones.some((z) => z.id === zone)) throw notFound('InvalidParameter.MasterZoneId', `The specified MasterZoneId "${zone}" does not exist in ${reg.id}.`);
      if (vsw && zone !== vsw.ZoneId) throw invalidParameter('MasterZoneId', `The vSwitch ${vsw.VSwitchId} is in ${vsw.ZoneId}.`);
      const tags = readTags(p);
      const state = slbOf(ctx.tenant, ctx.now);
      if (Object.values(state.loadBalancers).filter((l) => l.RegionId === reg.id).length >= LB_PER_REGION) {
        throw quotaExceeded(`The quota of ${LB_PER_REGION} load balancers in ${reg.id} is exceeded.`);
      }
      const slave = reg.zones.find((z) => z.id !== zone)?.id ?? zone;
      const id = newId(ctx, 'lb', reg);
      const lb: LoadBalancer = {
        LoadBalancerId: id, LoadBalancerName: name ?? `auto_named_slb`, LoadBalancerStatus: 'active', RegionId: reg.id,
        Address: addressType === 'intranet' && vsw ? privateAddress(ctx, vsw.CidrBlock) : publicAddress(ctx), AddressType: addressType,
        AddressIPVersion: 'ipv4', NetworkType: vsw ? 'vpc' : 'classic', VpcId: vsw?.VpcId ?? '', VSwitchId: vsw?.VSwitchId ?? '',
        LoadBalancerSpec: spec ?? '', PayType: payType, InstanceChargeType: spec ? 'PayBySpec' : 'PayByCLCU', InternetChargeType: chargeType,
        Bandwidth: bandwidth, MasterZoneId: zone, SlaveZoneId: slave, CreateTime: secondTime(ctx.now), CreateTimeStamp: ctx.now,
        DeleteProtection: p.oneOf('DeleteProtection', ['on', 'off'], 'off'), ModificationProtectionStatus: 'NonProtection',
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, listeners: [], backendServers: [],
      };
      state.loadBalancers[id] = lb;
      setTags(ctx.tenant, 'Slb:instance', id, tags);
      return {
        LoadBalancerId: id, LoadBalancerName: lb.LoadBalancerName, Address: lb.Address, NetworkType: lb.NetworkType, VpcId: lb.VpcId,
        VSwitchId: lb.VSwitchId, AddressIPVersion: lb.AddressIPVersion, ResourceGroupId: lb.ResourceGroupId, OrderId: ctx.rng.int(2e13, 3e13),
      };
    },
  },
  DescribeLoadBalancers: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.list('LoadBalancerId');
      const filters: Array<[keyof LoadBalancer, string | undefined]> = [
        ['LoadBalancerName', p.optional('LoadBalancerName')], ['AddressType', p.optional('AddressType')], ['VpcId', p.optional('VpcId')],
        ['VSwitchId', p.optional('VSwitchId')], ['Address', p.optional('Address')], ['LoadBalancerStatus', p.optional('LoadBalancerStatus')],
        ['NetworkType', p.optional('NetworkType')], ['PayType', p.optional('PayType')],
      ];
      // `Tag.N.Key`, or the older JSON form `Tags=[{"TagKey":"k","TagValue":"v"}]`.
      const tagFilter = [...readTagFilter(p), ...readTagFilter(p, 'Tags')];
      const found = Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)
        .filter((lb) => lb.RegionId === reg.id && (!ids || ids.includes(lb.LoadBalancerId)) && hasTags(tagsOf(ctx.tenant, 'Slb:instance', lb.LoadBalancerId), tagFilter))
        .filter((lb) => filters.every(([k, v]) => v === undefined || lb[k] === v))
        .sort((a, b) => b.CreateTimeStamp - a.CreateTimeStamp || a.LoadBalancerId.localeCompare(b.LoadBalancerId));
      const { items, ...paging } = page(found, p, { size: 10, max: 100 });
      return { ...paging, LoadBalancers: { LoadBalancer: items.map((lb) => lbSummary(lb, ctx.tenant)) } };
    },
  },
  DescribeLoadBalancerAttribute: {
    rw: 'Read',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const ports = listenerPorts(lb);
      const portsAndProtocol = ports.map((l) => ({ ListenerPort: l.ListenerPort, ListenerProtocol: l.ListenerProtocol }));
      return {
        ...lbSummary(lb, ctx.tenant),
        ListenerPorts: { ListenerPort: ports.map((l) => l.ListenerPort) },
        ListenerPortsAndProtocol: { ListenerPortAndProtocol: portsAndProtocol },
        // The real API also answers with this misspelt twin.
        ListenerPortsAndProtocal: { ListenerPortAndProtocal: portsAndProtocol },
        BackendServers: { BackendServer: lb.backendServers.map(backendView) },
      };
    },
  },
  SetLoadBalancerName: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const name = ctx.params.required('LoadBalancerName');
      checkLbName(name);
      lb.LoadBalancerName = name;
      return {};
    },
  },
  ModifyLoadBalancerInstanceSpec: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const spec = ctx.params.required('LoadBalancerSpec');
      if (!SPECS.includes(spec)) throw invalidParameter('LoadBalancerSpec', `Valid values: ${SPECS.join(', ')}.`);
      if (lb.LoadBalancerStatus === 'locked') throw new ApiError('OperationFailed.LoadBalancerLocked', `The load balancer ${lb.LoadBalancerId} is locked.`, 403);
      // A shared-performance instance becomes a guaranteed-performance one, and stays one.
      lb.LoadBalancerSpec = spec;
      lb.InstanceChargeType = 'PayBySpec';
      return { LoadBalancerId: lb.LoadBalancerId, OrderId: ctx.rng.int(2e13, 3e13) };
    },
  },
  SetLoadBalancerStatus: {
    rw: 'Write',
    effect: { effect: 'disable', when: { LoadBalancerStatus: ['inactive'] } },
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const status = ctx.params.oneOf('LoadBalancerStatus', ['active', 'inactive']);
      if (lb.LoadBalancerStatus === 'locked') throw new ApiError('OperationFailed.LoadBalancerLocked', `The load balancer ${lb.LoadBalancerId} is locked.`, 403);
      lb.LoadBalancerStatus = status;
      return {};
    },
  },
  SetLoadBalancerDeleteProtection: {
    rw: 'Write',
    effect: { effect: 'disable', when: { DeleteProtection: ['off'] } },
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      lb.DeleteProtection = ctx.params.oneOf('DeleteProtection', ['on', 'off']);
      return {};
    },
  },
  DeleteLoadBalancer: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      if (lb.DeleteProtection === 'on') {
        throw new ApiError('OperationFailed.DeleteProtection', `The load balancer ${lb.LoadBalancerId} cannot be deleted because deletion protection is enabled. Disable it first.`, 400);
      }
      delete slbOf(ctx.tenant, ctx.now).loadBalancers[lb.LoadBalancerId];
      return {};
    },
  },
  AddBackendServers: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const servers = parseBackends(ctx, lb, { checkInstances: true });
      const dup = servers.find((s) => lb.backendServers.some((b) => b.ServerId === s.ServerId));
      if (dup) throw new ApiError('InvalidBackendServers.ServerAlreadyExists', `The backend server ${dup.ServerId} is already added to the load balancer.`);
      lb.backendServers.push(...servers);
      return backendsResponse(lb);
    },
  },
  SetBackendServers: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      for (const s of parseBackends(ctx, lb, { checkInstances: false })) {
        const existing = lb.backendServers.find((b) => b.ServerId === s.ServerId);
        if (!existing) throw notFound('InvalidParameter', `The backend server ${s.ServerId} is not added to the load balancer.`);
        existing.Weight = s.Weight;
        if (s.Description) existing.Description = s.Description;
      }
      return backendsResponse(lb);
    },
  },
  RemoveBackendServers: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const ids = new Set(parseBackends(ctx, lb, { checkInstances: false }).map((s) => s.ServerId));
      lb.backendServers = lb.backendServers.filter((b) => !ids.has(b.ServerId));
      return backendsResponse(lb);
    },
  },
} satisfies Record<SlbLbAction, ActionDef>;

const SLB_INSTANCE: TagKindDef = { kind: 'Slb:instance', find: (m, k) => slbOf(m.tenant, m.now).loadBalancers[k] };

export const product: ProductDef = {
  version: '2014-05-15',
  endpoint: 'slb.aliyuncs.com',
  consoleSource: 'slb.console.aliyun.com',
  described: { key: 'slb', pages: slbPages, generations: slbGenerations },
  actions: {
    ...slbLbActions, ...slbListenerActions, ...slbVServerGroupActions, ...slbAclActions, ...slbCertificateActions, ...slbRuleActions, ...slbMasterSlaveActions, ...slbDomainExtensionActions,
    ...tagActions({ regional: true, types: { instance: SLB_INSTANCE } }),
  } satisfies Record<SlbAction, ActionDef>,
};
