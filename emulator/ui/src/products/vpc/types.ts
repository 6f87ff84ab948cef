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
