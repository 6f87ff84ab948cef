/** VPC resources as DescribeVpcs / DescribeVSwitches return them (real field names). */
export type Vpc = {
  VpcId: string;
  VpcName?: string;
  CidrBlock: string;
  Status: string;
  RegionId?: string;
  VSwitchIds?: { VSwitchId?: string[] };
  CreationTime?: string;
  Description?: string;
  IsDefault?: boolean;
};

export type DescribeVpcs = { Vpcs: { Vpc: Vpc[] }; TotalCount?: number; PageNumber?: number; PageSize?: number };

export type VSwitch = {
  VSwitchId: string;
  VSwitchName?: string;
  VpcId: string;
  ZoneId: string;
  CidrBlock: string;
  Status: string;
  AvailableIpAddressCount?: number;
  CreationTime?: string;
  Description?: string;
};

export type DescribeVSwitches = { VSwitches: { VSwitch: VSwitch[] }; TotalCount?: number };

export type RouteTable = {
  RouteTableId: string;
  RouteTableName: string;
  RouteTableType: 'System' | 'Custom';
  VpcId: string;
  Status: string;
  Description: string;
  CreationTime: string;
  VSwitchIds: { VSwitchId: string[] };
};

export type DescribeRouteTables = { RouterTableList: { RouterTableListType: RouteTable[] }; TotalCount?: number };

export type RouteEntry = {
  RouteEntryId: string;
  RouteEntryName: string;
  RouteTableId: string;
  DestinationCidrBlock: string;
  Type: 'System' | 'Custom';
  Status: string;
  NextHops: { NextHop: { NextHopType: string; NextHopId: string }[] };
};

export type DescribeRouteEntries = { RouteEntrys: { RouteEntry: RouteEntry[] } };

export type NatGateway = {
  NatGatewayId: string;
  Name: string;
  Description: string;
  VpcId: string;
  Status: string;
  NatType: string;
  Spec: string;
  CreationTime: string;
  SnatTableIds: { SnatTableId: string[] };
  ForwardTableIds: { ForwardTableId: string[] };
  IpLists: { IpList: { AllocationId: string; IpAddress: string }[] };
  NatGatewayPrivateInfo: { VswitchId: string; PrivateIpAddress: string; ZoneId: string };
};

export type DescribeNatGateways = { NatGateways: { NatGateway: NatGateway[] }; TotalCount?: number };

export type SnatEntry = { SnatEntryId: string; SnatEntryName: string; SnatTableId: string; SourceVSwitchId: string; SourceCIDR: string; SnatIp: string; Status: string };

export type ForwardEntry = {
  ForwardEntryId: string;
  ForwardEntryName: string;
  ForwardTableId: string;
  ExternalIp: string;
  ExternalPort: string;
  InternalIp: string;
  InternalPort: string;
  IpProtocol: string;
  Status: string;
};
