// End-to-end: the ActionTrail console in headless Chromium against a real emulator: a trail created, stopped and
// deleted through the pages, and Event Query, whose filter bar lives in an open shadow root, with its details drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

async function api<T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product, action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

type Trail = { Name: string; Status: string; EventRW: string; OssBucketName: string; OssKeyPrefix: string };
const trails = async (page: Page) => (await api<{ TrailList: Trail[] }>(page, 'Actiontrail', 'DescribeTrails')).TrailList;
const row = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('ActionTrail console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a trail to an OSS bucket, stops its logging and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/actiontrail' });
    await api(page, 'Oss', 'PutBucket', { BucketName: 'ui-trail-logs' });
    await page.getByRole('link', { name: 'Trails', exact: true }).first().click();
    await page.getByRole('button', { name: 'Create Trail' }).click();
    await page.getByRole('textbox', { name: 'Trail Name' }).fill('Bad');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('The trail name does not meet the requirements.').waitFor();
    await page.getByText('Select an OSS bucket.').waitFor();
    await page.getByRole('textbox', { name: 'Trail Name' }).fill('ui-audit-trail');
    await page.getByText('All Events', { exact: true }).click();
    await choose(page, page, 'OSS Bucket', 'ui-trail-logs');
    await page.getByRole('textbox', { name: 'Log File Prefix' }).fill('audit');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The trail is created.');
    await row(page, 'ui-audit-trail').getByText('Logging', { exact: true }).waitFor();
    expect(await trails(page)).toMatchObject([{ Name: 'ui-audit-trail', Status: 'Enable', EventRW: 'All', OssBucketName: 'ui-trail-logs', OssKeyPrefix: 'audit' }]);

    await row(page, 'ui-audit-trail').getByRole('button', { name: 'Stop Logging' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('Logging is stopped.');
    await row(page, 'ui-audit-trail').getByText('Not Logging').waitFor();

    await row(page, 'ui-audit-trail').getByRole('link', { name: 'Details' }).click();
    await page.getByRole('heading', { name: 'ui-audit-trail' }).waitFor();
    await page.getByText('ui-trail-logs', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByText('Read Events', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The trail is modified.');
    expect((await trails(page))[0].EventRW).toBe('Read');

    await page.getByRole('link', { name: 'Trails', exact: true }).first().click();
    await row(page, 'ui-audit-trail').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Trail' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await toast(page)).toBe('The trail is deleted.');
    expect(await trails(page)).toEqual([]);
  });

  it('queries events through the shadow-root filter bar and opens an event (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/actiontrail', lang: 'zh' });
    await api(page, 'Oss', 'PutBucket', { BucketName: 'ui-trail-events' });
    await page.getByRole('link', { name: '事件查询', exact: true }).click();
    const host = page.locator('at-event-filter');
    expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    await page.getByRole('combobox', { name: '查询属性' }).selectOption({ label: '资源名称' });
    await page.getByRole('textbox', { name: '属性值' }).fill('ui-trail-events');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await row(page, 'PutBucket').waitFor();
    const lookups = await api<{ Events: Array<{ requestParameters: Record<string, string> }> }>(page, 'Actiontrail', 'LookupEvents', {
      'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'LookupEvents',
    });
    expect(lookups.Events.map((e) => e.requestParameters['LookupAttribute.1.Value'])).toContain('ui-trail-events');
    await row(page, 'PutBucket').getByRole('button', { name: '查看详情' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('事件详情').waitFor();
    await drawer.getByText('"eventName": "PutBucket"').waitFor();
  });
});
