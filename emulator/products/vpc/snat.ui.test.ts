// End-to-end: editing an SNAT entry of an Internet NAT gateway (its public IPs and name) in headless Chromium against
// a real emulator, as the help center's "edit an SNAT entry" procedure clicks it; then the gateway's own name and
// description, each edited from the Edit beside it on the details page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const api = <T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown>) => consoleApi<T>(page, 'Vpc', action, params);

describe('VPC console: SNAT entries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("edits an SNAT entry (a second EIP joins its public IPs, renamed), then the gateway's name and description, and opens its Monitoring (English)", async () => {
    const page = await openConsole(h, {}, { path: '/vpc/nat-gateways' });
    const { VpcId } = await api<{ VpcId: string }>(page, 'CreateVpc', { VpcName: 'snat-vpc', CidrBlock: '192.168.0.0/16' });
    await settle(500);
    const { VSwitchId } = await api<{ VSwitchId: string }>(page, 'CreateVSwitch', { VpcId, ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' });
    await settle(500);
    const { NatGatewayId, SnatTableIds } = await api<{ NatGatewayId: string; SnatTableIds: { SnatTableId: string[] } }>(page, 'CreateNatGateway', { VpcId, VSwitchId, NatType: 'Enhanced', Name: 'snat-ngw' });
    await settle(800);
    const eips: string[] = [];
    for (const name of ['snat-eip-1', 'snat-eip-2']) {
      const { AllocationId, EipAddress } = await api<{ AllocationId: string; EipAddress: string }>(page, 'AllocateEipAddress', { Name: name });
      await api(page, 'AssociateEipAddress', { AllocationId, InstanceId: NatGatewayId, InstanceType: 'Nat' });
      eips.push(EipAddress);
    }
    await settle(800);
    const { SnatEntryId } = await api<{ SnatEntryId: string }>(page, 'CreateSnatEntry', { SnatTableId: SnatTableIds.SnatTableId[0], SourceVSwitchId: VSwitchId, SnatIp: eips[0], SnatEntryName: 'old-name' });
    await settle(600);

    await page.goto(new URL(`/vpc/nat-gateways/${NatGatewayId}?tab=snat`, page.url()).toString());
    const row = page.locator('.next-table-body .next-table-row').filter({ hasText: SnatEntryId }).first();
    await row.getByText('Available').waitFor();
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SNAT Entry' });
    await dialog.getByRole('textbox', { name: 'Entry Name' }).fill('new-name');
    await choose(page, dialog, 'Select Public IP Address', eips[1]);
    await dialog.getByText('Edit SNAT Entry').first().click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The SNAT entry is modified.');
    const entry = (await api<{ SnatTableEntries: { SnatTableEntry: Array<Record<string, string>> } }>(page, 'DescribeSnatTableEntries', { NatGatewayId })).SnatTableEntries.SnatTableEntry[0];
    expect(entry).toMatchObject({ SnatEntryId, SnatEntryName: 'new-name', SourceVSwitchId: VSwitchId });
    expect(entry.SnatIp.split(',').sort()).toEqual([...eips].sort());

    // The gateway's own name and description, each from the Edit beside it on the details page (ModifyNatGatewayAttribute).
    const basic = page.getByRole('region', { name: 'Basic Information' });
    await basic.locator('.detail-row', { hasText: 'Instance Name' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Edit Name' });
    await expect(nameDialog.getByRole('textbox', { name: 'Description' }).count()).resolves.toBe(0);
    await nameDialog.getByRole('textbox', { name: 'Name' }).fill('renamed-ngw');
    await nameDialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The NAT gateway is modified.');
    await basic.getByText('renamed-ngw').waitFor();
    await basic.locator('.detail-row', { hasText: 'Description' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const descDialog = page.getByRole('dialog', { name: 'Edit Description' });
    await descDialog.getByRole('textbox', { name: 'Description' }).fill('egress for the web tier');
    await descDialog.getByRole('button', { name: 'OK', exact: true }).click();
    await basic.getByText('egress for the web tier').waitFor();
    const gw = (await api<{ NatGateways: { NatGateway: Array<Record<string, string>> } }>(page, 'DescribeNatGateways', { NatGatewayId })).NatGateways.NatGateway[0];
    expect(gw).toMatchObject({ Name: 'renamed-ngw', Description: 'egress for the web tier' });

    // The list's Monitoring column opens the gateway's Monitoring tab; its Associated EIP tab lists the bound EIPs.
    await page.goto(new URL('/vpc/nat-gateways', page.url()).toString());
    await page.locator('.next-table-body .next-table-row').filter({ hasText: NatGatewayId }).getByRole('button', { name: 'Monitoring' }).click();
    await page.getByRole('tab', { name: 'Monitoring', selected: true }).waitFor();
    await page.getByText('Concurrent connections').waitFor();
    await page.getByRole('tab', { name: 'Associated EIP' }).click();
    for (const ip of eips) await page.locator('tr', { hasText: '0 bps' }).filter({ hasText: ip }).waitFor();
  });
});
