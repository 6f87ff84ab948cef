// The instances and security groups of one account: the part of the account's state the ECS product owns (disks,
// snapshots, key pairs and custom images are in storage-state.ts). Made with the account (the handlers index these
// tables directly); instances are settled before every call (Pending -> Starting -> Running, Stopping -> Stopped).
import { settleDue, type Lifecycle, type Tenant } from '../../../state.js';

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

/** The auto-renewal setting of a subscription instance (absent: Normal, no auto-renewal). */
export interface AutoRenewal {
  RenewalStatus: 'AutoRenewal' | 'Normal' | 'NotRenewal';
  Duration: number;
  PeriodUnit: string;
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
  /** A subscription's end (RunInstances' Period, RenewInstance, ModifyInstanceChargeType), minute ISO 8601 UTC; absent for pay-as-you-go. */
  ExpiredTime?: string;
  /** A subscription's auto-renewal (ModifyInstanceAutoRenewAttribute); absent: Normal. */
  AutoRenew?: AutoRenewal;
  /** Release protection (DeletionProtection of RunInstances, CreateInstance, ModifyInstanceAttribute); absent: off. */
  DeletionProtection?: boolean;
  NetworkInterfaceId: string;
  MacAddress: string;
  SerialNumber: string;
  ResourceGroupId: string;
}

declare module '../../../state.js' {
  interface Tenant {
    securityGroups: Record<string, SecurityGroup>;
    instances: Record<string, Instance>;
  }
}

/** The product's `init` hook: a new account has no security groups and no instances. */
export function initCompute(tenant: Tenant): void {
  tenant.securityGroups = {};
  tenant.instances = {};
}

/** The product's `settle` hook. */
export function settleCompute(tenant: Tenant, now: number): void {
  settleDue(tenant.instances, now);
}
