// The cloud's data: accounts (tenants), their resources and their ActionTrail events. Plain JSON-able objects,
// so a snapshot is a structured clone. Resources hold their future status changes as timed transitions, applied
// when the account is next touched: no timers to cancel, and snapshots keep pending transitions.

export interface Transition {
  at: number;
  status: string;
  patch?: Record<string, unknown>;
}

export interface Lifecycle {
  Status: string;
  transitions: Transition[];
}

export interface Vpc extends Lifecycle {
  VpcId: string;
  VpcName: string;
  CidrBlock: string;
  Description: string;
  RegionId: string;
  CreationTime: string;
  VRouterId: string;
  RouteTableId: string;
  ResourceGroupId: string;
}

export interface VSwitch extends Lifecycle {
  VSwitchId: string;
  VSwitchName: string;
  VpcId: string;
  ZoneId: string;
  CidrBlock: string;
  Description: string;
  RegionId: string;
  CreationTime: string;
  ResourceGroupId: string;
}

export interface Permission {
  SecurityGroupRuleId: string;
  Direction: 'ingress' | 'egress';
  IpProtocol: string;
  PortRange: string;
  SourceCidrIp: string;
  SourceGroupId: string;
  DestCidrIp: string;
  DestGroupId: string;
  Policy: string;
  Priority: string;
  NicType: string;
  Description: string;
  CreateTime: string;
}

export interface SecurityGroup {
  SecurityGroupId: string;
  SecurityGroupName: string;
  SecurityGroupType: 'normal' | 'enterprise';
  Description: string;
  VpcId: string;
  RegionId: string;
  CreationTime: string;
  ResourceGroupId: string;
  Permissions: Permission[];
}

export interface Instance extends Lifecycle {
  InstanceId: string;
  InstanceName: string;
  Description: string;
  HostName: string;
  RegionId: string;
  ZoneId: string;
  InstanceType: string;
  ImageId: string;
  VpcId: string;
  VSwitchId: string;
  PrivateIpAddress: string;
  PublicIpAddress: string | null;
  SecurityGroupIds: string[];
  CreationTime: string;
  StartTime: string;
  InstanceChargeType: string;
  InternetChargeType: string;
  InternetMaxBandwidthOut: number;
  StoppedMode: string;
  /** A scheduled release (ModifyInstanceAutoReleaseTime), ISO 8601 UTC; '' or absent when none. */
  AutoReleaseTime?: string;
  NetworkInterfaceId: string;
  MacAddress: string;
  SerialNumber: string;
  ResourceGroupId: string;
}

export interface AccessKey {
  accessKeyId: string;
  accessKeySecret: string;
  createdAt: string;
}

/** An ActionTrail event as LookupEvents returns it, with the time it becomes visible. */
export interface StoredEvent {
  /** Increasing per account, in time order: where a LookupEvents page ended (its NextToken). */
  seq: number;
  deliverAt: number;
  event: Record<string, unknown> & { eventTime: string };
}

export interface Tenant {
  accountId: string;
  variant: string | null;
  createdAt: string;
  resourceGroupId: string;
  accessKeys: AccessKey[];
  /** This account's resource-ID stream: IDs do not depend on what other accounts do. */
  rng: Record<string, number>;
  vpcs: Record<string, Vpc>;
  vSwitches: Record<string, VSwitch>;
  securityGroups: Record<string, SecurityGroup>;
  instances: Record<string, Instance>;
  events: StoredEvent[];
  /** Injected faults of this account alone, over the global ones (`PUT /__emulator/accounts/:id/faults`). */
  faults?: import('./faults.js').Faults;
  cms?: import('./products/cms/api/common.js').CmsState;
  kms?: import('./products/kms/api/state.js').KmsState;
  rds?: import('./products/rds/api/model.js').RdsState;
  alidns?: import('./products/dns/api/state.js').AlidnsState;
  cdn?: import('./products/cdn/api/state.js').CdnState;
  ram?: import('./products/ram/api/iam.js').RamState;
  fc?: import('./products/fc/index.js').FcState;
  oss?: import('./products/oss/api/state.js').OssState;
  ecsStorage?: import('./products/ecs/api/storage-state.js').EcsStorageState;
  eips?: Record<string, import('./products/vpc/api/eip.js').Eip>;
  slb?: import('./products/slb/api/state.js').SlbState;
  actiontrail?: import('./products/actiontrail/api/trails.js').TrailState;
}

export interface CloudState {
  accounts: Record<string, Tenant>;
  rng: Record<string, number>;
}

/** Applies every transition that is due. */
export function settle(tenant: Tenant, now: number): void {
  for (const kind of [tenant.vpcs, tenant.vSwitches, tenant.instances] as Array<Record<string, Lifecycle>>) {
    for (const resource of Object.values(kind)) {
      while (resource.transitions.length && resource.transitions[0].at <= now) {
        const step = resource.transitions.shift()!;
        resource.Status = step.status;
        Object.assign(resource, step.patch);
      }
    }
  }
}

/** Replaces a resource's pending transitions with `steps`, each `[delayMs, status, patch?]` from now. */
export function schedule(
  resource: Lifecycle,
  now: number,
  steps: Array<[number, string, Record<string, unknown>?]>,
): void {
  resource.transitions = steps.map(([delay, status, patch]) => ({ at: now + delay, status, patch }));
}
