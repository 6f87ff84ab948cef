// The VPCs and vSwitches of one account: the part of the account's state the VPC product owns (its route tables,
// NAT gateways and EIPs are in net-state.ts and eip.ts). Made with the account (the handlers index these tables
// directly), settled before every call: Pending -> Available after the network delay.
import { settleDue, type Lifecycle, type Tenant } from '../../../state.js';

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

declare module '../../../state.js' {
  interface Tenant {
    vpcs: Record<string, Vpc>;
    vSwitches: Record<string, VSwitch>;
  }
}

/** The product's `init` hook: a new account has no VPCs and no vSwitches. */
export function initNetwork(tenant: Tenant): void {
  tenant.vpcs = {};
  tenant.vSwitches = {};
}

/** The product's `settle` hook. */
export function settleNetwork(tenant: Tenant, now: number): void {
  settleDue(tenant.vpcs, now);
  settleDue(tenant.vSwitches, now);
}
