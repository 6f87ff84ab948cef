// End-to-end: an EIP's peak bandwidth changed from its row's More menu in headless Chromium against a real emulator,
// as the help center's procedures say (today's Modify Configuration, vpc@2019's 升配), checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();
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

  for (const [variant, lang, label, submit] of [[undefined, 'en', 'Modify Configuration', 'Buy Now'], ['vpc@2019', 'zh', '升配', '立即购买']] as const) {
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
});
