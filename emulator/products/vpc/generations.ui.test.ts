// The VPC console's earlier generations walked as their dated pages say (emulator/console-facts/vpc.md): the NAT
// buy pages and their order page, the EIP buy pages, 立即绑定 in the NAT list, the 2021 Create SNAT Entry page and an
// SNAT entry's Remove.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, type Harness } from '../../console/uiHarness';

type Nat = { NatGatewayId: string; NatType: string; Spec: string; NatGatewayPrivateInfo: { VswitchId: string; ZoneId: string }; IpLists: { IpList: Array<{ IpAddress: string }> } };
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nats = async (page: Page) => (await consoleApi<{ NatGateways: { NatGateway: Nat[] } }>(page, 'Vpc', 'DescribeNatGateways', {})).NatGateways.NatGateway;
const eips = async (page: Page) => (await consoleApi<{ EipAddresses: { EipAddress: Array<Record<string, string>> } }>(page, 'Vpc', 'DescribeEipAddresses', {})).EipAddresses.EipAddress;

async function network(page: Page) {
  const { VpcId } = await consoleApi<{ VpcId: string }>(page, 'Vpc', 'CreateVpc', { VpcName: 'gen-vpc', CidrBlock: '192.168.0.0/16' });
  await settle(500);
  const { VSwitchId } = await consoleApi<{ VSwitchId: string }>(page, 'Vpc', 'CreateVSwitch', { VpcId, VSwitchName: 'gen-vsw', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' });
  return { VpcId, VSwitchId };
}

describe('VPC console generations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('vpc@2021 (en): a NAT gateway bought in a vSwitch and paid with Activate Now, bound with Associate Now, an SNAT entry made on its page', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { path: '/vpc/nat-gateways' });
    const net = await network(page);
    await page.getByRole('button', { name: 'Create NAT Gateway' }).click();
    await page.getByRole('heading', { name: 'NAT Gateway (Pay-As-You-Go)' }).waitFor();
    await page.getByText('Region and Zone').first().waitFor();
    await page.getByRole('radio', { name: 'Enhanced' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Pay By Actual Usage' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'By Hour' }).waitFor({ state: 'attached' });
    // The payment mode comes first: Subscription asks for a Specification instead of the Billing Method of usage.
    await page.getByText('Subscription', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Specification' }).waitFor();
    await page.getByRole('radio', { name: 'Pay By Actual Usage' }).waitFor({ state: 'detached' });
    await page.getByText('Pay-As-You-Go', { exact: true }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('The service-linked role is created.').first().waitFor();
    await choose(page, page, 'VPC ID', 'gen-vpc');
    await choose(page, page, 'VSwitch ID', 'gen-vsw');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('button', { name: 'Activate Now' }).click();
    await page.getByText('Order complete.').waitFor();
    const [nat] = await nats(page);
    // The zone followed the vSwitch.
    expect(nat).toMatchObject({ NatType: 'Enhanced', NatGatewayPrivateInfo: { VswitchId: net.VSwitchId, ZoneId: 'cn-hangzhou-k' } });

    await settle(700);
    await page.getByRole('button', { name: 'Go to Console' }).click();
    await page.getByRole('button', { name: 'Associate Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Resource Group').first().waitFor();
    await dialog.getByText('Purchase EIPs', { exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Associate Now' }).waitFor({ state: 'detached' });
    const [bought] = await eips(page);
    expect(bought).toMatchObject({ InstanceId: nat.NatGatewayId, InstanceType: 'Nat', InternetChargeType: 'PayByTraffic' });

    await settle(500);
    await page.getByRole('button', { name: 'Configure SNAT' }).click();
    await page.getByRole('button', { name: 'Create SNAT Entry' }).click();
    await page.getByRole('radio', { name: 'Specify ECS Instance' }).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Use Multiple IP Addresses' }).waitFor({ state: 'attached' });
    await choose(page, page, 'Select VSwitch', 'gen-vsw');
    await page.getByText('192.168.1.0/24').first().waitFor();
    // Confirm with no EIP chosen: the error is on the empty select, not on the radio group above it.
    await page.getByRole('button', { name: 'Confirm' }).click();
    const ipItem = page.locator('.next-form-item').filter({ has: page.getByRole('combobox', { name: 'Public IP Address' }) });
    await ipItem.locator('.next-form-item-help').waitFor();
    expect(await ipItem.locator('.next-form-item-help').textContent()).toBe('Select a public IP address.');
    await choose(page, page, 'Public IP Address', bought.IpAddress);
    await page.getByRole('textbox', { name: 'Entry Name' }).fill('gen-snat');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('tab', { name: 'SNAT Management', selected: true }).waitFor();
    const snat = await consoleApi<{ SnatTableEntries: { SnatTableEntry: Array<Record<string, string>> } }>(page, 'Vpc', 'DescribeSnatTableEntries', { NatGatewayId: nat.NatGatewayId });
    expect(snat.SnatTableEntries.SnatTableEntry[0]).toMatchObject({ SourceVSwitchId: net.VSwitchId, SnatIp: bought.IpAddress, SnatEntryName: 'gen-snat' });
    // The entry's row action reads Remove, as the 2021 pages word it; it deletes the entry after OK.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).waitFor({ state: 'detached' });
    const left = await consoleApi<{ SnatTableEntries: { SnatTableEntry: unknown[] } }>(page, 'Vpc', 'DescribeSnatTableEntries', { NatGatewayId: nat.NatGatewayId });
    expect(left.SnatTableEntries.SnatTableEntry).toEqual([]);
    await page.context().close();
  });

  it('vpc@2021 (zh): the EIP buy page starts with 商品类型; 包年包月 asks for 带宽 and 购买时长, 按量付费 for 带宽峰值, 流量 and shows 计费周期', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { lang: 'zh', path: '/vpc/eips' });
    await page.getByRole('button', { name: '创建弹性公网IP' }).click();
    await page.getByRole('radio', { name: '按量付费' }).waitFor({ state: 'attached' });
    await page.getByText('计费周期').first().waitFor();
    await page.getByRole('radio', { name: '按使用流量计费' }).waitFor({ state: 'attached' });
    await page.getByText('包年包月', { exact: true }).click();
    await page.getByText('地域和可用区').first().waitFor();
    await page.getByRole('combobox', { name: '购买时长' }).waitFor();
    await page.getByRole('textbox', { name: '名称' }).fill('gen-eip-2021');
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByText('gen-eip-2021').first().waitFor();
    expect((await eips(page))[0]).toMatchObject({ Name: 'gen-eip-2021', InstanceChargeType: 'PrePaid', InternetChargeType: 'PayByBandwidth' });
    await page.context().close();
  });

  it('vpc@2019 (zh): a standard NAT gateway bought with 规格 and 计费周期, no vSwitch, paid with 支付, its page with SNAT列表 (创建SNAT条目 by 交换机粒度 or ECS粒度, each with its 网段) and DNAT列表 in a pane of its own; the EIP 开通页面 asks 计费方式 and 流量', async () => {
    const page = await openConsole(h, { variant: 'vpc@2019' }, { lang: 'zh', path: '/vpc/nat-gateways' });
    await network(page);
    await page.getByRole('button', { name: '创建NAT网关' }).click();
    await page.getByRole('combobox', { name: '计费周期' }).waitFor();
    expect(await page.getByRole('combobox', { name: '交换机ID' }).count()).toBe(0);
    await choose(page, page, 'VPC ID', 'gen-vpc');
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByRole('button', { name: '支付' }).click();
    await page.getByText('恭喜，支付成功！').waitFor();
    expect((await nats(page))[0]).toMatchObject({ NatType: 'Normal', Spec: 'Small', NatGatewayPrivateInfo: { VswitchId: '' } });
    // The gateway's page lists its parts in a left-side pane of its own: SNAT列表, DNAT列表 (flag natDetailNav).
    const [standard] = await nats(page);
    await page.goto(new URL(`/vpc/nat-gateways/${standard.NatGatewayId}`, page.url()).toString());
    await page.getByRole('link', { name: 'SNAT列表', exact: true }).click();
    await page.getByRole('button', { name: '创建SNAT条目' }).click();
    expect(await page.getByRole('tab', { name: 'SNAT列表' }).count()).toBe(0);
    // Create SNAT Entry: 交换机粒度 shows the chosen vSwitch's 交换机网段; ECS粒度 lists 可用ECS列表 with its ECS网段.
    const snat = page.getByRole('dialog', { name: '创建SNAT条目' });
    await choose(page, snat, '交换机', 'gen-vsw');
    await snat.getByText('192.168.1.0/24', { exact: true }).waitFor();
    await snat.getByText('ECS粒度', { exact: true }).click();
    await snat.getByRole('combobox', { name: '可用ECS列表' }).waitFor();
    expect(await snat.getByText('ECS网段').count()).toBe(1);
    await snat.getByRole('button', { name: '取消' }).click();
    await page.getByRole('link', { name: 'DNAT列表', exact: true }).click();
    await page.getByRole('button', { name: '创建DNAT条目' }).waitFor();

    await page.goto(new URL('/vpc/eips', page.url()).toString());
    await page.getByRole('button', { name: '申请弹性公网IP' }).click();
    await page.getByRole('radio', { name: '后付费' }).waitFor({ state: 'attached' });
    await page.getByText('按固定带宽计费', { exact: true }).click();
    await page.getByRole('textbox', { name: '名称' }).fill('gen-eip-2019');
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.getByText('gen-eip-2019').first().waitFor();
    expect((await eips(page))[0]).toMatchObject({ Name: 'gen-eip-2019', InstanceChargeType: 'PostPaid', InternetChargeType: 'PayByBandwidth' });
    await page.context().close();
  });
});
