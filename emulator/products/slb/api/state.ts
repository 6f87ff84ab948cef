// SLB (Classic Load Balancer, 2014-05-15) state of one account: load balancers with their listeners and their
// default server group (backend servers), kept in `tenant.slb` and created on first use.
import type { ActionContext } from '../../../action.js';
import { notFound } from '../../../errors.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    slb?: SlbState;
  }
}

export type ListenerStatus = 'starting' | 'running' | 'stopping' | 'stopped' | 'configuring';

export interface SlbListener {
  ListenerPort: number;
  ListenerProtocol: 'tcp' | 'udp' | 'http' | 'https';
  BackendServerPort: number;
  Bandwidth: number;
  Scheduler: string;
  Status: ListenerStatus;
  HealthCheck: 'on' | 'off';
  HealthCheckConnectPort?: number;
  HealthCheckURI?: string;
  /** The server certificate an HTTPS listener presents (api/certificates.ts). */
  ServerCertificateId?: string;
  /** Access control: a whitelist or blacklist (api/acls.ts) when on. */
  AclStatus?: 'on' | 'off';
  AclType?: 'white' | 'black';
  AclId?: string;
  /** The VServer group the listener forwards to, instead of the default server group. */
  VServerGroupId?: string;
  /** The primary/secondary server group a TCP or UDP listener forwards to. */
  MasterSlaveServerGroupId?: string;
  Description: string;
  /** When a `starting`/`stopping` listener settles (ms), and into what. */
  settleAt: number | null;
  settleTo: ListenerStatus | null;
}

export interface BackendServer {
  ServerId: string;
  Weight: number;
  Type: 'ecs' | 'eni';
  Description: string;
  /** The backend port: only servers of a VServer group have their own. */
  Port?: number;
  /** In a primary/secondary server group: which of the two this one is (as the caller wrote it). */
  ServerType?: 'Master' | 'Slave';
}

/** A primary/secondary server group (api/master-slave-groups.ts): two servers with ports, one Master, one Slave. */
export interface MasterSlaveGroup {
  MasterSlaveServerGroupId: string;
  MasterSlaveServerGroupName: string;
  backendServers: BackendServer[];
}

/** A domain name extension of an HTTPS listener (api/domain-extensions.ts): another domain with its own certificate. */
export interface DomainExtension {
  DomainExtensionId: string;
  Domain: string;
  ServerCertificateId: string;
  ListenerPort: number;
}

/** A VServer group: backend servers with their own ports, which listeners may forward to instead of the default group. */
export interface VServerGroup {
  VServerGroupId: string;
  VServerGroupName: string;
  backendServers: BackendServer[];
}

/** A Layer-7 listener's forwarding rule (api/rules.ts): a domain, a URL path or both, sent to a VServer group. */
export interface ForwardingRule {
  RuleId: string;
  RuleName: string;
  Domain: string;
  Url: string;
  VServerGroupId: string;
  ListenerPort: number;
  ListenerProtocol: SlbListener['ListenerProtocol'];
  /** on: the listener's scheduler, session persistence and health check; off: the rule's own below. */
  ListenerSync: 'on' | 'off';
  Scheduler: string;
  StickySession: 'on' | 'off';
  StickySessionType?: 'insert' | 'server';
  CookieTimeout?: number;
  Cookie?: string;
  HealthCheck: 'on' | 'off';
  HealthCheckURI?: string;
  HealthCheckDomain?: string;
}

export interface LoadBalancer {
  LoadBalancerId: string;
  LoadBalancerName: string;
  LoadBalancerStatus: 'active' | 'inactive' | 'locked';
  RegionId: string;
  Address: string;
  AddressType: 'internet' | 'intranet';
  AddressIPVersion: 'ipv4';
  NetworkType: 'vpc' | 'classic';
  VpcId: string;
  VSwitchId: string;
  LoadBalancerSpec: string;
  PayType: 'PayOnDemand' | 'PrePay';
  InstanceChargeType: 'PayBySpec' | 'PayByCLCU';
  InternetChargeType: 'paybytraffic' | 'paybybandwidth';
  Bandwidth: number;
  MasterZoneId: string;
  SlaveZoneId: string;
  CreateTime: string;
  CreateTimeStamp: number;
  DeleteProtection: 'on' | 'off';
  ModificationProtectionStatus: 'NonProtection' | 'ConsoleProtection';
  ResourceGroupId: string;
  listeners: SlbListener[];
  backendServers: BackendServer[];
  /** Created on first use (load balancers saved before VServer groups existed have none). */
  vServerGroups?: VServerGroup[];
  /** The Layer-7 listeners' forwarding rules; created on first use. */
  rules?: ForwardingRule[];
  /** Primary/secondary server groups; created on first use. */
  masterSlaveGroups?: MasterSlaveGroup[];
  /** The HTTPS listeners' domain name extensions; created on first use. */
  domainExtensions?: DomainExtension[];
}

export interface AclEntry { AclEntryIP: string; AclEntryComment: string }
/** An access control list of a region (api/acls.ts). */
export interface Acl { AclId: string; AclName: string; AddressIPVersion: 'ipv4' | 'ipv6'; RegionId: string; ResourceGroupId: string; CreateTime: string; entries: AclEntry[] }

/** A server certificate of a region, as DescribeServerCertificates answers it; `privateKey` is never answered. */
export interface ServerCertificate {
  ServerCertificateId: string; ServerCertificateName: string; Fingerprint: string; RegionId: string; CommonName: string;
  SubjectAlternativeNames: { SubjectAlternativeName: string[] }; ExpireTime: string; ExpireTimeStamp: number; CreateTime: string;
  CreateTimeStamp: number; IsAliCloudCertificate: 0 | 1; ResourceGroupId: string; privateKey: string;
}

export interface SlbState {
  loadBalancers: Record<string, LoadBalancer>;
  /** Created on first use. */
  acls?: Record<string, Acl>;
  certificates?: Record<string, ServerCertificate>;
}

/** The account's SLB state, with listeners that finished starting or stopping settled. */
export function slbOf(tenant: Tenant, now: number): SlbState {
  const state = (tenant.slb ??= { loadBalancers: {} });
  for (const lb of Object.values(state.loadBalancers)) {
    for (const l of lb.listeners) {
      if (l.settleAt !== null && l.settleTo && l.settleAt <= now) {
        l.Status = l.settleTo;
        l.settleAt = null;
        l.settleTo = null;
      }
    }
  }
  return state;
}

export const lbNotFound = (id: string) =>
  notFound('InvalidLoadBalancerId.NotFound', `The specified LoadBalancerId "${id}" does not exist.`);

/** The load balancer the call names, in the call's region. */
export function loadBalancerOf(ctx: ActionContext): LoadBalancer {
  const id = ctx.params.required('LoadBalancerId');
  const lb = slbOf(ctx.tenant, ctx.now).loadBalancers[id];
  const regionId = ctx.params.optional('RegionId');
  if (!lb || (regionId && lb.RegionId !== regionId)) throw lbNotFound(id);
  return lb;
}
