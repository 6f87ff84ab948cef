// End-to-end: the VPC console's route tables and Internet NAT gateways in headless Chromium against a real emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function network(page: Page) {
  const { VpcId } = await consoleApi<{ VpcId: string }>(page, 'Vpc', 'CreateVpc', { VpcName: 'web-vpc', CidrBlock: '192.168.0.0/16' });
  await settle(500);
  const { VSwitchId } = await consoleApi<{ VSwitchId: string }>(page, 'Vpc', 'CreateVSwitch', { VpcId, VSwitchName: 'web-vsw', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' });
  const { AllocationId, EipAddress } = await consoleApi<{ AllocationId: string; EipAddress: string }>(page, 'Vpc', 'AllocateEipAddress', { Name: 'web-eip' });
  return { VpcId, VSwitchId, AllocationId, EipAddress };
}

describe('VPC console: route tables and NAT gateways', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a NAT gateway, binds an EIP, adds an SNAT entry, then routes a custom route table to it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/vpc/nat-gateways' });
    const net = await network(page);
    await page.getByRole('button', { name: 'Create Internet NAT Gateway' }).click();
    await choose(page, page, 'VPC', 'web-vpc');
    await choose(page, page, 'Associate vSwitch', 'web-vsw');
    await choose(page, page, 'Specification', 'Small');
    await page.getByRole('textbox', { name: 'Instance Name' }).fill('web-ngw');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    expect(await toast(page)).toBe('The NAT gateway is being created.');
    await rowOf(page, 'web-ngw').getByText('Available').waitFor();

    await rowOf(page, 'web-ngw').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Bind Elastic IP Address' }).click();
    await choose(page, page.getByRole('dialog'), 'Elastic IP Address', 'web-eip');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The EIP is bound.');
    await rowOf(page, 'web-ngw').getByText(net.EipAddress).waitFor();

    await rowOf(page, 'web-ngw').getByRole('button', { name: 'Configure SNAT' }).click();
    await page.getByRole('button', { name: 'Create SNAT Entry' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Select vSwitch', 'web-vsw');
    await choose(page, dialog, 'Select Public IP Address', net.EipAddress);
    await dialog.getByRole('textbox', { name: 'Entry Name' }).fill('web-snat');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The SNAT entry is created.');
    const nat = (await consoleApi<{ NatGateways: { NatGateway: Array<Record<string, any>> } }>(page, 'Vpc', 'DescribeNatGateways', { Name: 'web-ngw' })).NatGateways.NatGateway[0];
    const snat = await consoleApi<{ SnatTableEntries: { SnatTableEntry: Array<Record<string, any>> } }>(page, 'Vpc', 'DescribeSnatTableEntries', { NatGatewayId: nat.NatGatewayId });
    expect(snat.SnatTableEntries.SnatTableEntry[0]).toMatchObject({ SourceVSwitchId: net.VSwitchId, SnatIp: net.EipAddress, SnatEntryName: 'web-snat' });

    await page.getByRole('link', { name: 'Route Tables', exact: true }).click();
    await page.getByRole('button', { name: 'Create Route Table' }).click();
    await choose(page, page, 'VPC', 'web-vpc');
    await page.getByRole('textbox', { name: 'Name' }).fill('web-rt');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The route table is created.');
    await rowOf(page, 'web-rt').getByText('Available').waitFor();
    await rowOf(page, 'web-rt').getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Add Route Entry' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Destination CIDR Block' }).fill('0.0.0.0/0');
    await choose(page, page.getByRole('dialog'), 'Next Hop Type', 'NAT Gateway');
    await choose(page, page.getByRole('dialog'), 'NAT Gateway', 'web-ngw');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The route entry is added.');
    await page.getByRole('tab', { name: 'Associated Resources' }).click();
    await page.getByRole('button', { name: 'Associate vSwitch' }).click();
    await choose(page, page.getByRole('dialog'), 'vSwitch', 'web-vsw');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The vSwitch is associated.');
    const vsw = (await consoleApi<{ VSwitches: { VSwitch: Array<Record<string, any>> } }>(page, 'Vpc', 'DescribeVSwitches', { VSwitchId: net.VSwitchId })).VSwitches.VSwitch[0];
    expect(vsw.RouteTable.RouteTableType).toBe('Custom');
    await page.context().close();
  });

  it('drops the Specification field of Create Internet NAT Gateway under vpc-nat-spec-removed (Chinese)', async () => {
    const page = await openConsole(h, { variant: 'vpc-nat-spec-removed' }, { path: '/vpc/nat-gateways/create', lang: 'zh' });
    await page.getByRole('combobox', { name: '关联交换机', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: '规格', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
