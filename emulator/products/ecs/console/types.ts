/** ECS resources as DescribeInstances / DescribeSecurityGroups / … return them (real field names). */
export type Instance = {
  InstanceId: string;
  InstanceName: string;
  Description?: string;
  Status: string;
  ZoneId: string;
  RegionId: string;
  InstanceType: string;
  ImageId: string;
  Cpu?: number;
  Memory?: number;
  OSName?: string;
  OSNameEn?: string;
  CreationTime?: string;
  InstanceChargeType?: string;
  ExpiredTime?: string;
  InstanceNetworkType?: string;
  VpcAttributes?: { VpcId?: string; VSwitchId?: string; PrivateIpAddress?: { IpAddress?: string[] } };
  PublicIpAddress?: { IpAddress?: string[] };
  EipAddress?: { IpAddress?: string };
  SecurityGroupIds?: { SecurityGroupId?: string[] };
  KeyPairName?: string;
};

export type DescribeInstances = {
  Instances: { Instance: Instance[] };
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
};

export type SecurityGroup = {
  SecurityGroupId: string;
  SecurityGroupName: string;
  VpcId?: string;
  SecurityGroupType?: string;
  Description?: string;
  CreationTime?: string;
};

export type DescribeSecurityGroups = {
  SecurityGroups: { SecurityGroup: SecurityGroup[] };
  TotalCount?: number;
};

export type InstanceTypeInfo = {
  InstanceTypeId: string;
  CpuCoreCount: number;
  MemorySize: number;
  InstanceTypeFamily: string;
};

export type Image = {
  ImageId: string;
  ImageName?: string;
  OSName?: string;
  OSNameEn?: string;
  Platform?: string;
  OSType?: string;
};

/** The OS name in the console's language (DescribeImages gives OSName in Chinese, OSNameEn in English). */
export function imageOsName(i: Image, lang: 'en' | 'zh'): string {
  return (lang === 'en' ? i.OSNameEn : undefined) || i.OSName || i.ImageName || i.ImageId;
}

export type Zone = { ZoneId: string; LocalName?: string };

export const TRANSITIONAL = new Set(['Pending', 'Starting', 'Stopping']);
