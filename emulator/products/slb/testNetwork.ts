// The network the SLB UI tests put their load balancers in, made through the console API.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi } from '../../console/uiHarness';

export const api = <T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown> = {}) => consoleApi<T>(page, product, action, params);

/**
 * A VPC with a vSwitch and an ECS instance in it, returned once the instance is Running: lists of backend servers
 * offer running instances only, and a new one runs after a moment.
 */
export async function network(page: Page, name: string) {
  const { VpcId } = await api(page, 'Vpc', 'CreateVpc', { VpcName: `${name}-vpc`, CidrBlock: '192.168.0.0/16' });
  const { VSwitchId } = await api(page, 'Vpc', 'CreateVSwitch', { VpcId, VSwitchName: `${name}-vsw`, ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' });
  const { SecurityGroupId } = await api(page, 'Ecs', 'CreateSecurityGroup', { VpcId });
  const run = await api(page, 'Ecs', 'RunInstances', { VSwitchId, SecurityGroupId, InstanceType: 'ecs.g7.large', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', InstanceName: `${name}-vm` });
  const InstanceId = run.InstanceIdSets.InstanceIdSet[0] as string;
  const status = async () => (await api(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([InstanceId]) })).Instances.Instance[0]?.Status;
  await expect.poll(status, { timeout: 20_000 }).toBe('Running');
  return { VpcId, VSwitchId, SecurityGroupId, InstanceId };
}
