// End-to-end: an EIP's peak bandwidth changed from its row's More menu in headless Chromium against a real emulator,
// as the help center's procedures say (today's Modify Configuration, vpc@2019's 升配), checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();
const eipOf = async (page: Page, id: string) =>
  (await consoleApi<{ EipAddresses: { EipAddress: Array<{ AllocationId: string; BandwidthPackageId: string }> } }>(page, 'Vpc', 'DescribeEipAddresses', {})).EipAddresses.EipAddress.find((e) => e.AllocationId === id);
const bandwidthOf = async (page: Page, id: string) =>
  (await consoleApi<{ EipAddresses: { EipAddress: Array<{ AllocationId: string; Bandwidth: string }> } }>(page, 'Vpc', 'DescribeEipAddresses', {})).EipAddresses.EipAddress.find((e) => e.AllocationId === id)?.Bandwidth;

describe('VPC console: an EIP\'s bandwidth', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [variant, lang, label, submit] of [[undefined, 'en', 'Modify Configuration', 'Buy Now'], ['vpc@2019', 'zh', '升配', '去开通']] as const) {
    it(`raises the peak bandwidth with More > ${label} (${variant ?? 'today'})`, async () => {
      const page = await openConsole(h, variant ? { variant } : {}, { lang, path: '/vpc/eips' });
      const { AllocationId } = await consoleApi<{ AllocationId: string }>(page, 'Vpc', 'AllocateEipAddress', { Name: 'doc-eip', Bandwidth: '5', InternetChargeType: 'PayByTraffic' });
      await page.reload();
      await rowOf(page, AllocationId).locator('.more-trigger').click();
      await page.getByRole('menuitem', { name: label }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('300');
      await dialog.getByRole('button', { name: submit }).click();
      await dialog.getByText(/200/).first().waitFor();
      await dialog.getByRole('textbox').fill('20');
      await dialog.getByRole('button', { name: submit }).click();
      expect(await toast(page)).toBeTruthy();
      expect(await bandwidthOf(page, AllocationId)).toBe('20');
    });
  }
  it('binds an EIP to a secondary ENI in EIP网卡可见模式 with 绑定资源 (vpc@2021)', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021', fixtures: { instances: 1 } }, { lang: 'zh', path: '/vpc/eips' });
    type Vm = { VpcAttributes: { VSwitchId: string }; SecurityGroupIds: { SecurityGroupId: string[] } };
    const [vm] = (await consoleApi<{ Instances: { Instance: Vm[] } }>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance;
    const { NetworkInterfaceId } = await consoleApi<{ NetworkInterfaceId: string }>(page, 'Ecs', 'CreateNetworkInterface', { VSwitchId: vm.VpcAttributes.VSwitchId, SecurityGroupId: vm.SecurityGroupIds.SecurityGroupId[0] });
    const { AllocationId } = await consoleApi<{ AllocationId: string }>(page, 'Vpc', 'AllocateEipAddress', { Bandwidth: '5' });
    await page.reload();
    await rowOf(page, AllocationId).getByRole('button', { name: '绑定资源' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定弹性公网IP至资源' });
    await dialog.getByText('辅助弹性网卡', { exact: true }).click();
    await dialog.getByText('EIP网卡可见模式', { exact: true }).click();
    await choose(page, dialog, '选择要绑定的', NetworkInterfaceId);
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBeTruthy();
    type Bound = { AllocationId: string; InstanceId: string; InstanceType: string; Mode: string };
    const bound = (await consoleApi<{ EipAddresses: { EipAddress: Bound[] } }>(page, 'Vpc', 'DescribeEipAddresses', {})).EipAddresses.EipAddress.find((e) => e.AllocationId === AllocationId);
    expect(bound).toMatchObject({ InstanceId: NetworkInterfaceId, InstanceType: 'NetworkInterface', Mode: 'BINDED' });
  });
  it('buys an Internet Shared Bandwidth instance, adds an EIP with Add IP, removes it from the EIP row, releases it (today)', async () => {
    const page = await openConsole(h, {}, { lang: 'en', path: '/vpc/cbwp' });
    const { AllocationId } = await consoleApi<{ AllocationId: string }>(page, 'Vpc', 'AllocateEipAddress', { Name: 'doc-cbwp-eip', Bandwidth: '5', InternetChargeType: 'PayByTraffic' });
    await page.getByRole('button', { name: 'Purchase Internet Shared Bandwidth' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('doc-cbwp');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await rowOf(page, 'doc-cbwp').getByRole('button', { name: 'Add IP' }).click();
    const add = page.getByRole('dialog');
    await add.getByRole('checkbox', { name: new RegExp(AllocationId) }).check();
    await add.getByRole('button', { name: 'OK' }).click();
    await rowOf(page, 'doc-cbwp').getByText(/\d+\.\d+\.\d+\.\d+/).waitFor();
    const packageId = (await eipOf(page, AllocationId))?.BandwidthPackageId;
    expect(packageId).toMatch(/^cbwp-/);
    await page.goto(`${h.emulator.url}/vpc/eips`);
    await rowOf(page, AllocationId).locator('.more-trigger').click();
    await page.getByRole('menuitem', { name: 'Remove from Internet Shared Bandwidth' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await eipOf(page, AllocationId))?.BandwidthPackageId).toBe('');
    await page.goto(`${h.emulator.url}/vpc/cbwp`);
    await rowOf(page, 'doc-cbwp').locator('.more-trigger').click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await rowOf(page, 'doc-cbwp').waitFor({ state: 'detached' });
    const left = await consoleApi<{ TotalCount: number }>(page, 'Vpc', 'DescribeCommonBandwidthPackages', {});
    expect(left.TotalCount).toBe(0);
  });

  it('adds an EIP to an Internet Shared Bandwidth instance from its row\'s More (更多 > 加入共享带宽, vpc@2021)', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { lang: 'zh', path: '/vpc/eips' });
    const { BandwidthPackageId } = await consoleApi<{ BandwidthPackageId: string }>(page, 'Vpc', 'CreateCommonBandwidthPackage', { Bandwidth: '20', Name: 'doc-cbwp-zh' });
    const { AllocationId } = await consoleApi<{ AllocationId: string }>(page, 'Vpc', 'AllocateEipAddress', { Bandwidth: '5', InternetChargeType: 'PayByTraffic' });
    await page.reload();
    await rowOf(page, AllocationId).locator('.more-trigger').click();
    await page.getByRole('menuitem', { name: '加入共享带宽' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请选择共享带宽实例。').waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: new RegExp(BandwidthPackageId) }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await eipOf(page, AllocationId))?.BandwidthPackageId).toBe(BandwidthPackageId);
  });

  it('requests a contiguous EIP group with Request Custom IP, then releases the group from one of its EIPs (today)', async () => {
    const page = await openConsole(h, {}, { lang: 'en', path: '/vpc/eips' });
    await page.getByRole('button', { name: 'Request Custom IP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom IP' });
    await dialog.getByText('Request Continuous EIP Group', { exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Select the acknowledgement below the mask first.').waitFor();
    await dialog.getByText('I have read and understand that:').click();
    await dialog.getByText('Pay by Traffic', { exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBeTruthy();
    type Member = { AllocationId: string; SegmentInstanceId: string; InternetChargeType: string };
    const members = (await consoleApi<{ EipAddresses: { EipAddress: Member[] } }>(page, 'Vpc', 'DescribeEipAddresses', { PageSize: 50 })).EipAddresses.EipAddress;
    expect(members).toHaveLength(16);
    expect(members[0]).toMatchObject({ SegmentInstanceId: expect.stringMatching(/^eipsg-/), InternetChargeType: 'PayByTraffic' });
    await rowOf(page, members[0].AllocationId).getByText('Continuous EIP').waitFor();
    await rowOf(page, members[0].AllocationId).locator('.more-trigger').click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    const release = page.getByRole('dialog');
    await release.getByRole('checkbox').check();
    await release.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await consoleApi<{ TotalCount: number }>(page, 'Vpc', 'DescribeEipAddresses', {})).TotalCount).toBe(0);
  });

  it('gets a released EIP back by its IP address with 指定IP地址申请 (vpc@2019)', async () => {
    const page = await openConsole(h, { variant: 'vpc@2019' }, { lang: 'zh', path: '/vpc/eips' });
    const { AllocationId, EipAddress } = await consoleApi<{ AllocationId: string; EipAddress: string }>(page, 'Vpc', 'AllocateEipAddress', {});
    await consoleApi(page, 'Vpc', 'ReleaseEipAddress', { AllocationId });
    await page.getByRole('button', { name: '指定IP地址申请' }).click();
    const dialog = page.getByRole('dialog', { name: '指定IP地址申请' });
    expect(await dialog.getByText('申请类型').count()).toBe(0);
    await dialog.getByText('通过IP地址申请', { exact: true }).click();
    await dialog.getByRole('textbox').fill(EipAddress);
    await dialog.getByRole('button', { name: '确定' }).click();
    await rowOf(page, AllocationId).getByText(EipAddress).waitFor();
  });
});
