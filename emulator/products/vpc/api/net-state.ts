// State of the VPC product's route tables and NAT gateways, kept beside the tenant's VPCs (`tenant.vpcNet`,
// created on first use). Transitions are applied when the product is next called, as for EIPs.
import type { ActionContext } from '../../../action.js';
import type { Lifecycle } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    vpcNet?: VpcNetState;
  }
}

export interface RouteTable extends Lifecycle {
  RouteTableId: string;
  RouteTableName: string;
  Description: string;
  VpcId: string;
  VRouterId: string;
  RegionId: string;
  CreationTime: string;
  ResourceGroupId: string;
  AssociateType: string;
  /** Associated vSwitches, in association order. */
  VSwitchIds: string[];
}

export interface RouteEntry extends Lifecycle {
  RouteEntryId: string;
  RouteEntryName: string;
  Description: string;
  RouteTableId: string;
  DestinationCidrBlock: string;
  NextHopType: string;
  NextHopId: string;
  CreationTime: string;
}

export interface NatGateway extends Lifecycle {
  NatGatewayId: string;
  Name: string;
  Description: string;
  VpcId: string;
  VSwitchId: string;
  ZoneId: string;
  RegionId: string;
  NatType: string;
  NetworkType: string;
  Spec: string;
  PrivateIpAddress: string;
  SnatTableId: string;
  ForwardTableId: string;
  CreationTime: string;
  ResourceGroupId: string;
}

export interface SnatEntry extends Lifecycle {
  SnatEntryId: string;
  SnatEntryName: string;
  SnatTableId: string;
  NatGatewayId: string;
  SourceVSwitchId: string;
  SourceCIDR: string;
  SnatIp: string;
  CreationTime: string;
}

export interface ForwardEntry extends Lifecycle {
  ForwardEntryId: string;
  ForwardEntryName: string;
  ForwardTableId: string;
  NatGatewayId: string;
  ExternalIp: string;
  ExternalPort: string;
  InternalIp: string;
  InternalPort: string;
  IpProtocol: string;
  CreationTime: string;
}

export interface VpcNetState {
  routeTables: Record<string, RouteTable>;
  routeEntries: Record<string, RouteEntry>;
  natGateways: Record<string, NatGateway>;
  snatEntries: Record<string, SnatEntry>;
  forwardEntries: Record<string, ForwardEntry>;
}

/** The account's route tables and NAT gateways with due transitions applied; a resource whose last status is `Deleted` is gone. */
export function netOf(ctx: Pick<ActionContext, 'tenant' | 'now'>): VpcNetState {
  const net = (ctx.tenant.vpcNet ??= { routeTables: {}, routeEntries: {}, natGateways: {}, snatEntries: {}, forwardEntries: {} });
  for (const table of Object.values(net) as Array<Record<string, Lifecycle>>) {
    for (const [id, r] of Object.entries(table)) {
      while (r.transitions.length && r.transitions[0].at <= ctx.now) {
        const step = r.transitions.shift()!;
        r.Status = step.status;
        Object.assign(r, step.patch);
      }
      if (r.Status === 'Deleted') delete table[id];
    }
  }
  return net;
}
