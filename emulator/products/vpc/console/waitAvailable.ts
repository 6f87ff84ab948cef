import { callApi } from '../../../console/src/lib/api';
import type { DescribeVpcs } from './types';

/** A new VPC is Pending for a moment; the console waits for Available before creating its vSwitch. */
export async function waitVpcAvailable(regionId: string, vpcId: string, timeoutMs = 15000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const res = await callApi<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, VpcId: vpcId });
    const status = res.Vpcs?.Vpc?.[0]?.Status;
    if (!status || status === 'Available') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
