/** CLB resources as the SLB 2014-05-15 API returns them (real field names). */
export type LoadBalancer = {
  LoadBalancerId: string;
  LoadBalancerName: string;
  LoadBalancerStatus: 'active' | 'inactive' | 'locked';
  Address: string;
  AddressType: 'internet' | 'intranet';
  NetworkType: 'vpc' | 'classic';
  VpcId: string;
  VSwitchId: string;
  LoadBalancerSpec: string;
  PayType: string;
  CreateTime: string;
  DeleteProtection: 'on' | 'off';
};

export type BackendServer = { ServerId: string; Weight: number; Type: string; Description: string };

export type LoadBalancerAttribute = LoadBalancer & {
  ListenerPortsAndProtocol: { ListenerPortAndProtocol: { ListenerPort: number; ListenerProtocol: string }[] };
  BackendServers: { BackendServer: BackendServer[] };
};

export type DescribeLoadBalancers = { LoadBalancers: { LoadBalancer: LoadBalancer[] }; TotalCount: number };

export type Listener = {
  LoadBalancerId: string;
  ListenerPort: number;
  ListenerProtocol: string;
  BackendServerPort: number;
  Bandwidth: number;
  Status: string;
  Scheduler: string;
  Description?: string;
  AclStatus?: 'on' | 'off';
  AclType?: 'white' | 'black';
  AclId?: string;
  TCPListenerConfig?: { HealthCheck: string };
  UDPListenerConfig?: { HealthCheck: string };
  HTTPListenerConfig?: { HealthCheck: string; HealthCheckURI?: string };
  HTTPSListenerConfig?: { HealthCheck: string; HealthCheckURI?: string; ServerCertificateId?: string };
};

export type DescribeListeners = { Listeners: Listener[]; TotalCount: number };

export type AclSummary = { AclId: string; AclName: string; AddressIPVersion: string; CreateTime: string };
export type DescribeAcls = { Acls: { Acl: AclSummary[] }; TotalCount: number };
export type AclEntry = { AclEntryIP: string; AclEntryComment: string };
export type AclAttribute = AclSummary & {
  AclEntrys: { AclEntry: AclEntry[] };
  RelatedListeners: { RelatedListener: { LoadBalancerId: string; ListenerPort: number; Protocol: string; AclType: string }[] };
};

export type ForwardingRule = {
  RuleId: string;
  RuleName: string;
  Domain: string;
  Url: string;
  VServerGroupId: string;
  ListenerSync: 'on' | 'off';
  Scheduler: string;
  StickySession: 'on' | 'off';
  StickySessionType?: 'insert' | 'server';
  CookieTimeout?: number;
  Cookie?: string;
  HealthCheck: 'on' | 'off';
  HealthCheckURI?: string;
};
export type DescribeRules = { Rules: { Rule: ForwardingRule[] } };
export type VServerGroupSummary = { VServerGroupId: string; VServerGroupName: string };
export type DescribeVServerGroups = { VServerGroups: { VServerGroup: VServerGroupSummary[] } };

export type DescribeCertificates = { ServerCertificates: { ServerCertificate: { ServerCertificateId: string; ServerCertificateName: string }[] } };
export type DomainExtension = { DomainExtensionId: string; Domain: string; ServerCertificateId: string };
export type DescribeDomainExtensions = { DomainExtensions: { DomainExtension: DomainExtension[] } };
export type MasterSlaveGroupSummary = { MasterSlaveServerGroupId: string; MasterSlaveServerGroupName: string };
export type DescribeMasterSlaveGroups = { MasterSlaveServerGroups: { MasterSlaveServerGroup: MasterSlaveGroupSummary[] } };
