// Replacing the operating system in headless Chromium: the ⋮ menu's Disk and Image on a stopped instance, the notice,
// then the instance's own page (image, system disk, logon, terms), checked through the cloud's answers; and ecs@2019's
// Chinese wording of the same way (更换系统盘, 确定，更换系统盘, 确定更换). Then the other orders on an instance's own
// page: Switch to Subscription and Renew today, the row's 续费 and 预付费转按量付费 in ecs@2019.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, pickMenu, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Instance = { InstanceId: string; InstanceName: string; Status: string; ImageId: string; InstanceChargeType: string; ExpiredTime: string };
type Renewals = { InstanceRenewAttributes: { InstanceRenewAttribute: { AutoRenewEnabled: boolean; Duration: number; PeriodUnit: string }[] } };
const DAY = 86_400_000;
type Disks = { Disks: { Disk: { DiskId: string; Size: number; ImageId: string }[] } };

const instances = async (page: Page) => (await consoleApi<{ Instances: { Instance: Instance[] } }>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance;
const systemDisk = async (page: Page, id: string) => (await consoleApi<Disks>(page, 'Ecs', 'DescribeDisks', { InstanceId: id, DiskType: 'system' })).Disks.Disk[0];

/** The account's one instance, stopped through the API the console calls, its row drawn. */
async function stoppedInstance(page: Page): Promise<Instance> {
  const [vm] = await instances(page);
  await consoleApi(page, 'Ecs', 'StopInstance', { InstanceId: vm.InstanceId });
  await expect.poll(async () => (await instances(page))[0].Status, { timeout: 15000 }).toBe('Stopped');
  await page.reload();
  await page.getByRole('row', { name: new RegExp(vm.InstanceName) }).getByText(/Stopped|已停止/).first().waitFor({ timeout: 15000 });
  return vm;
}

describe('ECS Replace Operating System', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('today (en): ⋮ > Disk and Image > Replace Operating System, OK, then Image Version, System Disk, Custom Password, the terms and Confirm Order', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const vm = await stoppedInstance(page);
    const before = await systemDisk(page, vm.InstanceId);
    await (await rowAction(page, vm.InstanceName, 'More')).click();
    await pickMenu(page, ['Disk and Image', 'Replace Operating System']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/every file on it is erased/).waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}/replace-os`));
    await page.getByRole('heading', { name: 'Replace Operating System' }).first().waitFor();
    await choose(page, page, 'Image Version', 'Ubuntu  22.04 64 bit');
    await page.getByRole('textbox', { name: 'number picker' }).fill('60');
    await page.getByRole('textbox', { name: 'Logon Password', exact: true }).fill('Replace#2024x');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Replace#2024x');
    // Without the terms nothing is called.
    await page.getByRole('button', { name: 'Confirm Order', exact: true }).click();
    await page.getByText('Read and accept the terms of service.').waitFor();
    await page.locator('label').filter({ hasText: 'ECS Terms of Service' }).click();
    await page.getByRole('button', { name: 'Confirm Order', exact: true }).click();
    expect(await toast(page)).toBe('The operating system is being replaced.');
    await page.waitForURL(/\/ecs\/instances(\?|$)/);
    const after = await systemDisk(page, vm.InstanceId);
    expect(after).toMatchObject({ Size: 60, ImageId: 'ubuntu_22_04_x64_20G_alibase_20240530.vhd' });
    expect(after.DiskId).not.toBe(before.DiskId);
    await page.context().close();
  });

  it('ecs@2019 (zh): 更多 > 磁盘和镜像 > 更换系统盘, 确定，更换系统盘, then the 更换系统盘 page\'s 确定更换', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/instances' });
    const vm = await stoppedInstance(page);
    await (await rowAction(page, vm.InstanceName, '更多')).click();
    await pickMenu(page, ['磁盘和镜像', '更换系统盘']);
    await page.getByRole('dialog').getByRole('button', { name: '确定，更换系统盘', exact: true }).click();
    await page.getByRole('heading', { name: '更换系统盘' }).first().waitFor();
    await choose(page, page, '镜像版本', 'CentOS  7.9 64 bit');
    await page.getByRole('textbox', { name: '登录密码', exact: true }).fill('Replace#2024x');
    await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Replace#2024x');
    await page.locator('label').filter({ hasText: '云服务器ECS服务条款' }).click();
    await page.getByRole('button', { name: '确定更换', exact: true }).click();
    expect(await toast(page)).toBe('正在更换操作系统。');
    await expect.poll(async () => (await systemDisk(page, vm.InstanceId)).ImageId).toBe('centos_7_9_x64_20G_alibase_20240628.vhd');
    await page.context().close();
  });

  it('today (en): ⋮ > Fees > Switch to Subscription (3 Months, Auto-renewal, Confirm Order), then All Actions > Renew for 1 Year', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const [vm] = await instances(page);
    await (await rowAction(page, vm.InstanceName, 'More')).click();
    await pickMenu(page, ['Fees', 'Switch to Subscription']);
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}/switch-to-subscription`));
    await choose(page, page, 'Subscription Duration', '3 Months');
    await page.locator('label').filter({ hasText: /^Auto-renewal$/ }).click();
    await page.locator('label').filter({ hasText: 'ECS Terms of Service' }).click();
    await page.getByRole('button', { name: 'Confirm Order', exact: true }).click();
    expect(await toast(page)).toBe('The instance is now billed as a subscription.');
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}(\\?|$)`));
    const bought = (await instances(page))[0];
    expect(bought.InstanceChargeType).toBe('PrePaid');
    const renewal = await consoleApi<Renewals>(page, 'Ecs', 'DescribeInstanceAutoRenewAttribute', { InstanceId: vm.InstanceId });
    expect(renewal.InstanceRenewAttributes.InstanceRenewAttribute[0]).toMatchObject({ AutoRenewEnabled: true, Duration: 3, PeriodUnit: 'Month' });

    await page.reload();
    await page.getByRole('button', { name: 'All Actions' }).click();
    await page.getByRole('dialog', { name: 'All Actions' }).getByRole('button', { name: 'Renew', exact: true }).click();
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}/renew`));
    await choose(page, page, 'Renewal Duration', '1 Year');
    await page.locator('label').filter({ hasText: 'ECS Terms of Service' }).click();
    await page.getByRole('button', { name: 'Confirm Order', exact: true }).click();
    expect(await toast(page)).toBe('The instance has been renewed.');
    const days = (Date.parse((await instances(page))[0].ExpiredTime) - Date.parse(bought.ExpiredTime)) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    await page.context().close();
  });

  it('ecs@2019 (zh): the row\'s 续费 (确认订单), then 更多 > 资源变配 > 预付费转按量付费 (确认转换)', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/instances' });
    const [vm] = await instances(page);
    await consoleApi(page, 'Ecs', 'ModifyInstanceChargeType', { InstanceIds: JSON.stringify([vm.InstanceId]), InstanceChargeType: 'PrePaid', Period: 1 });
    const before = (await instances(page))[0].ExpiredTime;
    await page.reload();
    await (await rowAction(page, vm.InstanceName, '续费')).click();
    await page.getByRole('heading', { name: '续费' }).first().waitFor();
    await page.locator('label').filter({ hasText: '云服务器ECS服务条款' }).click();
    await page.getByRole('button', { name: '确认订单', exact: true }).click();
    expect(await toast(page)).toBe('续费成功。');
    expect(Date.parse((await instances(page))[0].ExpiredTime) - Date.parse(before)).toBeGreaterThanOrEqual(28 * DAY);

    await page.goto(page.url().replace(/\/ecs\/instances\/.*$/, '/ecs/instances'));
    await (await rowAction(page, vm.InstanceName, '更多')).click();
    await pickMenu(page, ['资源变配', '预付费转按量付费']);
    const dialog = page.getByRole('dialog');
    await dialog.locator('label').filter({ hasText: '云服务器ECS服务条款' }).click();
    await dialog.getByRole('button', { name: '确认转换', exact: true }).click();
    expect(await toast(page)).toBe('已转为按量付费。');
    expect((await instances(page))[0].InstanceChargeType).toBe('PostPaid');
    await page.context().close();
  });
});
