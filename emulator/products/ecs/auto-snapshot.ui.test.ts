// End-to-end: automatic snapshot policies in headless Chromium, today's console and ecs@2019 (Chinese), walked as the
// help-center pages do: Snapshots, the Automatic Snapshot Policies tab, create, apply to a disk, delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type Policy = { AutoSnapshotPolicyId: string; AutoSnapshotPolicyName: string; TimePoints: string; RepeatWeekdays: string; RetentionDays: number; DiskNums: number };
const policies = async (page: Page) =>
  (await consoleApi<{ AutoSnapshotPolicies: { AutoSnapshotPolicy: Policy[] } }>(page, 'Ecs', 'DescribeAutoSnapshotPolicyEx', { RegionId: 'cn-hangzhou' })).AutoSnapshotPolicies.AutoSnapshotPolicy;

describe('ECS automatic snapshot policies', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a policy on the Snapshots page\'s tab, applies it to a disk and deletes it (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/snapshots' });
    await page.getByRole('tab', { name: 'Automatic Snapshot Policies' }).click();
    await page.getByRole('button', { name: 'Create Automatic Snapshot Policy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Policy Name' }).fill('nightly');
    await dialog.getByRole('checkbox', { name: '02:00' }).check();
    await dialog.getByRole('radio', { name: 'Until Deleted' }).check();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The automatic snapshot policy is created.');
    const [created] = await policies(page);
    expect(created).toMatchObject({ AutoSnapshotPolicyName: 'nightly', TimePoints: '["0","2"]', RepeatWeekdays: '["1","2","3","4","5","6","7"]', RetentionDays: -1 });

    const row = page.locator('.next-table-row').filter({ hasText: 'nightly' });
    await row.getByRole('button', { name: 'Apply or Disable Policy' }).click();
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply Policy' }).click();
    expect(await toast(page)).toBe('The policy is applied to the disks.');
    expect((await policies(page))[0].DiskNums).toBe(1);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByRole('button', { name: 'Delete Policy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The automatic snapshot policy is deleted.');
    expect(await policies(page)).toEqual([]);
  });

  it('ecs@2019 (Chinese): 快照 > 自动快照策略 > 创建策略, 保留时间 自定义时长', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019' }, { lang: 'zh', path: '/ecs/snapshots' });
    await page.getByRole('tab', { name: '自动快照策略' }).click();
    await page.getByRole('button', { name: '创建策略' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '策略名称' }).fill('每日备份');
    await dialog.getByRole('checkbox', { name: '周日' }).uncheck();
    // Fusion's NumberPicker names its input "number picker"; the dialog has one, the days to keep.
    await dialog.getByRole('textbox', { name: 'number picker' }).fill('7');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('自动快照策略创建成功。');
    expect((await policies(page))[0]).toMatchObject({ AutoSnapshotPolicyName: '每日备份', RepeatWeekdays: '["1","2","3","4","5","6"]', RetentionDays: 7 });
  });
});
