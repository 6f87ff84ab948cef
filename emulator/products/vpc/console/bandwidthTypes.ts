// An Internet Shared Bandwidth instance as the console lists it (DescribeCommonBandwidthPackages).
export type BandwidthPackage = {
  BandwidthPackageId: string;
  Name: string;
  Bandwidth: string;
  ISP: string;
  InternetChargeType: string;
  PublicIpAddresses?: { PublicIpAddresse?: Array<{ AllocationId: string; IpAddress: string }> };
};
