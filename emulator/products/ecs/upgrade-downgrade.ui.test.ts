// Upgrade/Downgrade (升降配) of ecs@2019 and ecs@2021 in headless Chromium: the row's link, the wizard's choice and
// Continue, then the order the choice leads to, checked through the cloud's own answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Instance = { InstanceId: string; InstanceName: string; Status: string; InstanceType: string; InternetMaxBandwidthOut: number; VpcAttributes: { VSwitchId: string }; SecurityGroupIds: { SecurityGroupId: string[] } };
type Instances = { Instances: { Instance: Instance[] } };

const instance = async (page: Page, id: string) => (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([id]) })).Instances.Instance[0];

/** A subscription instance beside the fixture's, bought through the API the console calls, left in `status`. */
async function subscription(page: Page, name: string, status: 'Running' | 'Stopped'): Promise<string> {
  const fixture = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance[0];
  const created = await consoleApi<{ InstanceIdSets: { InstanceIdSet: string[] } }>(page, 'Ecs', 'RunInstances', {
    InstanceType: 'ecs.g7.xlarge', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', VSwitchId: fixture.VpcAttributes.VSwitchId,
    SecurityGroupId: fixture.SecurityGroupIds.SecurityGroupId[0], InstanceName: name, InstanceChargeType: 'PrePaid', Period: 1, PeriodUnit: 'Month',
  });
  const id = created.InstanceIdSets.InstanceIdSet[0];
  await expect.poll(async () => (await instance(page, id)).Status, { timeout: 15000 }).toBe('Running');
  if (status === 'Stopped') {
    await consoleApi(page, 'Ecs', 'StopInstance', { InstanceId: id });
    await expect.poll(async () => (await instance(page, id)).Status, { timeout: 15000 }).toBe('Stopped');
  }
  await page.reload();
  await page.getByText(name).first().waitFor();
  return id;
}

describe('ECS Upgrade/Downgrade (ecs@2019, ecs@2021)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('ecs@2021 (zh): 升降配 > 降低配置 > 降低实例规格配置 > 继续, 实例规格, 云服务器ECS服务条款, 立即降配', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/instances' });
    const id = await subscription(page, 'sub-2021', 'Stopped');
    await (await rowAction(page, 'sub-2021', '升降配')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('升降配向导').waitFor();
    await dialog.locator('label').filter({ hasText: '降低配置' }).click();
    await dialog.locator('label').filter({ hasText: '降低实例规格配置（必须先停止实例）' }).click();
    await dialog.getByRole('button', { name: '继续', exact: true }).click();
    // The downgrade order: without the terms accepted nothing is called.
    await choose(page, dialog, '实例规格', /^ecs\.g7\.large /);
    await dialog.getByRole('button', { name: '立即降配', exact: true }).click();
    await dialog.getByText('请阅读并同意服务条款。').waitFor();
    await dialog.locator('label').filter({ hasText: '云服务器ECS服务条款' }).click();
    await dialog.getByRole('button', { name: '立即降配', exact: true }).click();
    expect(await toast(page)).toBe('订单已支付。新的实例规格在实例重启后生效。');
    expect((await instance(page, id)).InstanceType).toBe('ecs.g7.large');
    await page.context().close();
  });

  it('ecs@2019 (en): Upgrade/Downgrade > Change Bandwidth > Continue, Peak Bandwidth, EIP Terms of Service, Activate', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const id = await subscription(page, 'sub-2019', 'Running');
    await (await rowAction(page, 'sub-2019', 'Upgrade/Downgrade')).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('label').filter({ hasText: 'Change Bandwidth' }).click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByText('Peak Bandwidth').waitFor();
    // Fusion's NumberPicker names its input "number picker"; this order has one, Peak Bandwidth.
    await dialog.getByRole('textbox', { name: 'number picker' }).fill('20');
    await dialog.locator('label').filter({ hasText: 'EIP Terms of Service' }).click();
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await toast(page);
    expect((await instance(page, id)).InternetMaxBandwidthOut).toBe(20);
    await page.context().close();
  });

  it('a pay-as-you-go instance: the downgrade order shows the cloud\'s refusal and changes nothing', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const vm = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance[0];
    await page.getByText(vm.InstanceName).first().waitFor();
    await (await rowAction(page, vm.InstanceName, 'Upgrade/Downgrade')).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('label').filter({ hasText: 'Upgrade' }).first().click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await choose(page, dialog, 'Instance Type', /^ecs\.g7\.2xlarge /);
    await dialog.locator('label').filter({ hasText: 'ECS Service Terms' }).click();
    await dialog.getByRole('button', { name: 'Create Order', exact: true }).click();
    await page.getByText('ChargeTypeViolation', { exact: false }).first().waitFor();
    expect((await instance(page, vm.InstanceId)).InstanceType).toBe(vm.InstanceType);
    await page.context().close();
  });
});
