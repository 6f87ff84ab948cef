// CLB listeners (SLB 2014-05-15): TCP, UDP, HTTP and HTTPS listeners of a load balancer, one per frontend port.
// A UDP listener is configured as a TCP one is (Layer 4: HealthCheckSwitch, no stickiness nor health check path). A new
// listener is stopped; Start/Stop pass through starting/stopping for a moment, as the console shows.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { loadBalancerOf, slbOf, type LoadBalancer, type SlbListener } from './state.js';
import { aclOf } from './acls.js';
import { certificateOf } from './certificates.js';

export type SlbListenerAction =
  | 'CreateLoadBalancerTCPListener' | 'CreateLoadBalancerHTTPListener' | 'DescribeLoadBalancerListeners'
  | 'StartLoadBalancerListener' | 'StopLoadBalancerListener' | 'DeleteLoadBalancerListener'
  | 'SetLoadBalancerTCPListenerAttribute' | 'SetLoadBalancerHTTPListenerAttribute'
  | 'CreateLoadBalancerHTTPSListener' | 'SetLoadBalancerHTTPSListenerAttribute'
  | 'CreateLoadBalancerUDPListener' | 'SetLoadBalancerUDPListenerAttribute';

type Protocol = SlbListener['ListenerProtocol'];

const SETTLE_MS = 300;

/** Layer-4 listeners switch their health check with HealthCheckSwitch; Layer-7 ones with HealthCheck. */
const layer4 = (protocol: Protocol) => protocol === 'tcp' || protocol === 'udp';

const port = (ctx: ActionContext, name: string) => ctx.params.int(name, { min: 1, max: 65535, fallback: 0 });

function requiredPort(ctx: ActionContext, name: string): number {
  ctx.params.required(name);
  return port(ctx, name);
}

function listenerOf(ctx: ActionContext, lb: LoadBalancer): SlbListener {
  const listenerPort = requiredPort(ctx, 'ListenerPort');
  const protocol = ctx.params.optional('ListenerProtocol')?.toLowerCase();
  const found = lb.listeners.find((l) => l.ListenerPort === listenerPort && (!protocol || l.ListenerProtocol === protocol));
  if (!found) throw notFound('InvalidParameter', 'The specified resource does not exist.');
  return found;
}

/** AclStatus, AclType and AclId as a create or Set…Attribute call gives them; on needs a type and a list of the region. */
function readAcl(ctx: ActionContext, lb: LoadBalancer, listener?: SlbListener): Pick<SlbListener, 'AclStatus' | 'AclType' | 'AclId'> {
  const p = ctx.params;
  const status = p.has('AclStatus') ? p.oneOf('AclStatus', ['on', 'off']) : listener?.AclStatus ?? 'off';
  const type = p.has('AclType') ? p.oneOf('AclType', ['white', 'black']) : listener?.AclType;
  const id = p.optional('AclId') ?? listener?.AclId;
  if (status === 'off') return { AclStatus: 'off', AclType: type, AclId: id };
  if (!type) throw new ApiError('MissingParameter', 'AclType is mandatory when AclStatus is on.');
  if (!id) throw new ApiError('MissingParameter', 'AclId is mandatory when AclStatus is on.');
  const acl = aclOf(ctx, id);
  if (acl.RegionId !== lb.RegionId) throw notFound('AclNotExist', `The specified AclId "${id}" does not exist in ${lb.RegionId}.`);
  return { AclStatus: 'on', AclType: type, AclId: id };
}

/** `MasterSlaveServerGroupId`: a primary/secondary server group of this CLB, which only TCP and UDP listeners take. */
function readMasterSlaveGroup(ctx: ActionContext, lb: LoadBalancer, protocol: Protocol): string | undefined {
  const id = ctx.params.optional('MasterSlaveServerGroupId');
  if (id === undefined) return undefined;
  if (!layer4(protocol)) throw new ApiError('OperationUnsupported.MasterSlaveServerGroup', 'Only TCP and UDP listeners can use a primary/secondary server group.');
  if (!(lb.masterSlaveGroups ?? []).some((g) => g.MasterSlaveServerGroupId === id)) {
    throw notFound('InvalidParameter.MasterSlaveServerGroupId', `The specified MasterSlaveServerGroupId "${id}" does not exist in the load balancer ${lb.LoadBalancerId}.`);
  }
  return id;
}

function createListener(ctx: ActionContext, protocol: Protocol) {
  const p = ctx.params;
  const lb = loadBalancerOf(ctx);
  const listenerPort = requiredPort(ctx, 'ListenerPort');
  const ownPorts = p.has('VServerGroupId') || p.has('MasterSlaveServerGroupId');
  const backendPort = ownPorts ? port(ctx, 'BackendServerPort') : requiredPort(ctx, 'BackendServerPort');
  const bandwidth = p.int('Bandwidth', { min: -1, max: 5120, fallback: -1 });
  if (bandwidth === 0) throw invalidParameter('Bandwidth', 'Use -1 (no limit) or a value from 1 to 5120.');
  const scheduler = p.oneOf('Scheduler', ['wrr', 'wlc', 'rr', 'sch', 'tch'], 'wrr');
  const description = p.optional('Description') ?? '';
  if (description.length > 256) throw invalidParameter('Description', 'It must be at most 256 characters.');
  // HTTP listeners take HealthCheck and StickySession explicitly; TCP and UDP health checks are on unless switched off.
  const layer7 = !layer4(protocol);
  const healthCheck = layer7 ? p.oneOf('HealthCheck', ['on', 'off']) : p.oneOf('HealthCheckSwitch', ['on', 'off'], 'on');
  if (layer7) p.oneOf('StickySession', ['on', 'off']);
  const certificateId = protocol === 'https' ? certificateOf(ctx, p.required('ServerCertificateId')).ServerCertificateId : undefined;
  const uri = p.optional('HealthCheckURI');
  if (uri !== undefined && !uri.startsWith('/')) throw invalidParameter('HealthCheckURI', 'It must start with a forward slash (/).');
  const groupId = p.optional('VServerGroupId');
  if (groupId !== undefined && !(lb.vServerGroups ?? []).some((g) => g.VServerGroupId === groupId)) {
    throw notFound('InvalidParameter.VServerGroupId', `The specified VServerGroupId "${groupId}" does not exist in the load balancer ${lb.LoadBalancerId}.`);
  }
  const masterSlaveId = readMasterSlaveGroup(ctx, lb, protocol);
  if (lb.listeners.some((l) => l.ListenerPort === listenerPort)) {
    throw new ApiError('ListenerAlreadyExists', `The listener with port ${listenerPort} already exists on the load balancer ${lb.LoadBalancerId}.`);
  }
  if (lb.LoadBalancerStatus === 'locked') throw new ApiError('OperationFailed.LoadBalancerLocked', `The load balancer ${lb.LoadBalancerId} is locked.`, 403);
  const acl = readAcl(ctx, lb);
  lb.listeners.push({
    ...acl,
    ...(certificateId ? { ServerCertificateId: certificateId } : {}),
    ListenerPort: listenerPort, ListenerProtocol: protocol, BackendServerPort: backendPort, Bandwidth: bandwidth, Scheduler: scheduler,
    Status: 'stopped', HealthCheck: healthCheck, HealthCheckConnectPort: p.has('HealthCheckConnectPort') ? port(ctx, 'HealthCheckConnectPort') : undefined,
    HealthCheckURI: uri, VServerGroupId: groupId, ...(masterSlaveId ? { MasterSlaveServerGroupId: masterSlaveId } : {}),
    Description: description, settleAt: null, settleTo: null,
  });
  return {};
}

/** Set…ListenerAttribute: the parameters given replace the listener's; the port and protocol stay. */
function modifyListener(ctx: ActionContext, protocol: Protocol) {
  const p = ctx.params;
  const lb = loadBalancerOf(ctx);
  const listenerPort = requiredPort(ctx, 'ListenerPort');
  const listener = lb.listeners.find((l) => l.ListenerPort === listenerPort && l.ListenerProtocol === protocol);
  if (!listener) throw notFound('InvalidParameter', 'The specified resource does not exist.');
  if (p.has('Bandwidth')) {
    const bandwidth = p.int('Bandwidth', { min: -1, max: 5120, fallback: -1 });
    if (bandwidth === 0) throw invalidParameter('Bandwidth', 'Use -1 (no limit) or a value from 1 to 5120.');
    listener.Bandwidth = bandwidth;
  }
  if (p.has('Scheduler')) listener.Scheduler = p.oneOf('Scheduler', ['wrr', 'wlc', 'rr', 'sch', 'tch']);
  const healthKey = layer4(protocol) ? 'HealthCheckSwitch' : 'HealthCheck';
  if (protocol === 'https' && p.has('ServerCertificateId')) listener.ServerCertificateId = certificateOf(ctx, p.required('ServerCertificateId')).ServerCertificateId;
  if (p.has(healthKey)) listener.HealthCheck = p.oneOf(healthKey, ['on', 'off']);
  if (p.has('HealthCheckConnectPort')) listener.HealthCheckConnectPort = port(ctx, 'HealthCheckConnectPort');
  const uri = p.optional('HealthCheckURI');
  if (uri !== undefined) {
    if (!uri.startsWith('/')) throw invalidParameter('HealthCheckURI', 'It must start with a forward slash (/).');
    listener.HealthCheckURI = uri;
  }
  const description = p.optional('Description');
  if (description !== undefined) {
    if (description.length > 256) throw invalidParameter('Description', 'It must be at most 256 characters.');
    listener.Description = description;
  }
  const masterSlaveId = readMasterSlaveGroup(ctx, lb, protocol);
  if (masterSlaveId) Object.assign(listener, { MasterSlaveServerGroupId: masterSlaveId, VServerGroupId: undefined });
  Object.assign(listener, readAcl(ctx, lb, listener));
  return {};
}

/** The protocol's own settings, under the key DescribeLoadBalancerListeners gives them. */
function configOf(l: SlbListener, health: { HealthCheck: string; HealthCheckConnectPort: number; HealthCheckURI?: string }) {
  switch (l.ListenerProtocol) {
    case 'tcp': return { TCPListenerConfig: { HealthCheck: l.HealthCheck, HealthCheckConnectPort: health.HealthCheckConnectPort, HealthCheckType: 'tcp' } };
    case 'udp': return { UDPListenerConfig: { HealthCheck: l.HealthCheck, HealthCheckConnectPort: health.HealthCheckConnectPort } };
    case 'https': return { HTTPSListenerConfig: { ...health, StickySession: 'off', XForwardedFor: 'on', ServerCertificateId: l.ServerCertificateId } };
    default: return { HTTPListenerConfig: { ...health, StickySession: 'off', XForwardedFor: 'on' } };
  }
}

function listenerView(lb: LoadBalancer, l: SlbListener) {
  const health = { HealthCheck: l.HealthCheck, HealthCheckConnectPort: l.HealthCheckConnectPort ?? l.BackendServerPort, HealthCheckURI: l.HealthCheckURI };
  return {
    LoadBalancerId: lb.LoadBalancerId, ListenerPort: l.ListenerPort, ListenerProtocol: l.ListenerProtocol, BackendServerPort: l.BackendServerPort,
    Bandwidth: l.Bandwidth, Scheduler: l.Scheduler, Status: l.Status, Description: l.Description, ...(l.VServerGroupId ? { VServerGroupId: l.VServerGroupId } : {}),
    ...(l.MasterSlaveServerGroupId ? { MasterSlaveServerGroupId: l.MasterSlaveServerGroupId } : {}),
    AclStatus: l.AclStatus ?? 'off', ...(l.AclType ? { AclType: l.AclType } : {}), ...(l.AclId ? { AclId: l.AclId } : {}),
    ...configOf(l, health),
  };
}

function transition(ctx: ActionContext, to: 'running' | 'stopped') {
  const lb = loadBalancerOf(ctx);
  const listener = listenerOf(ctx, lb);
  if (listener.Status === 'configuring') throw new ApiError('ServiceIsConfiguring', 'A previous configuration of the load balancer is pending, try again later.');
  if (listener.Status === to || listener.settleTo === to) return {};
  listener.Status = to === 'running' ? 'starting' : 'stopping';
  listener.settleAt = ctx.now + ctx.cloud.transitionMs(SETTLE_MS);
  listener.settleTo = to;
  return {};
}

export const slbListenerActions = {
  CreateLoadBalancerTCPListener: { rw: 'Write', handle: (ctx) => createListener(ctx, 'tcp') },
  CreateLoadBalancerHTTPListener: { rw: 'Write', handle: (ctx) => createListener(ctx, 'http') },
  DescribeLoadBalancerListeners: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const ids = p.list('LoadBalancerId');
      const protocol = p.optional('ListenerProtocol')?.toLowerCase();
      const listenerPort = p.has('ListenerPort') ? port(ctx, 'ListenerPort') : undefined;
      const regionId = p.optional('RegionId');
      const max = p.int('MaxResults', { min: 1, max: 100, fallback: 20 });
      const start = p.int('NextToken', { min: 0, max: 1_000_000, fallback: 0 });
      const all = Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)
        .filter((lb) => (!regionId || lb.RegionId === regionId) && (!ids || ids.includes(lb.LoadBalancerId)))
        .flatMap((lb) => [...lb.listeners].sort((a, b) => a.ListenerPort - b.ListenerPort).map((l) => listenerView(lb, l)))
        .filter((l) => (!protocol || l.ListenerProtocol === protocol) && (listenerPort === undefined || l.ListenerPort === listenerPort));
      const items = all.slice(start, start + max);
      return { Listeners: items, TotalCount: all.length, MaxResults: max, NextToken: start + max < all.length ? String(start + max) : '' };
    },
  },
  StartLoadBalancerListener: { rw: 'Write', handle: (ctx) => transition(ctx, 'running') },
  StopLoadBalancerListener: { rw: 'Write', handle: (ctx) => transition(ctx, 'stopped') },
  DeleteLoadBalancerListener: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const listener = listenerOf(ctx, lb);
      lb.listeners = lb.listeners.filter((l) => l !== listener);
      // Its forwarding rules go with it.
      lb.rules = lb.rules?.filter((r) => r.ListenerPort !== listener.ListenerPort);
      // And so do its domain name extensions.
      lb.domainExtensions = lb.domainExtensions?.filter((e) => e.ListenerPort !== listener.ListenerPort);
      return {};
    },
  },
  SetLoadBalancerTCPListenerAttribute: { rw: 'Write', handle: (ctx) => modifyListener(ctx, 'tcp') },
  SetLoadBalancerHTTPListenerAttribute: { rw: 'Write', handle: (ctx) => modifyListener(ctx, 'http') },
  CreateLoadBalancerHTTPSListener: { rw: 'Write', handle: (ctx) => createListener(ctx, 'https') },
  SetLoadBalancerHTTPSListenerAttribute: { rw: 'Write', handle: (ctx) => modifyListener(ctx, 'https') },
  CreateLoadBalancerUDPListener: { rw: 'Write', handle: (ctx) => createListener(ctx, 'udp') },
  SetLoadBalancerUDPListenerAttribute: { rw: 'Write', handle: (ctx) => modifyListener(ctx, 'udp') },
} satisfies Record<SlbListenerAction, ActionDef>;
