// End-to-end: today's Function Compute 3.0 console (functions without services) in headless Chromium, and the 2024
// console (fc@2024) whose triggers sit in the Configurations tab. Each flow clicks through the pages as the
// help-center pages say (emulator/console-facts/fc.md), then checks what the cloud holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

async function fc<T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}): Promise<{ status: number; body: T }> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'FC', action, params } });
  return { status: res.status(), body: (await res.json()) as T };
}

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('Function Compute 3.0 console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a function with no service, adds a time trigger, publishes a version, points an alias and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Function Compute' }).click();
    await page.getByRole('heading', { name: 'Functions' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Service' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create Function' }).click();
    await page.getByRole('textbox', { name: 'Function Name' }).fill('hello3');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The function is created.');
    expect((await fc(page, 'GetFunction', { functionName: 'hello3' })).body).toMatchObject({ functionName: 'hello3', runtime: 'python3.10' });

    await page.getByRole('tab', { name: 'Trigger', exact: true }).click();
    await page.getByRole('button', { name: 'Create Trigger' }).click();
    const trig = page.getByRole('dialog');
    await choose(page, trig, 'Trigger Type', 'Time Trigger');
    await trig.getByRole('textbox', { name: 'Name' }).fill('my_trigger');
    await trig.getByRole('radio', { name: 'Interval' }).check();
    await trig.getByRole('textbox', { name: 'Interval' }).fill('10');
    await trig.getByRole('textbox', { name: 'Trigger Message' }).fill('awesome-fc');
    await trig.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The trigger is created.');
    const timer = await fc<{ triggerConfig: string; qualifier: string }>(page, 'GetTrigger', { functionName: 'hello3', triggerName: 'my_trigger' });
    expect(timer.body.qualifier).toBe('LATEST');
    expect(JSON.parse(timer.body.triggerConfig)).toMatchObject({ cronExpression: '@every 10m', payload: 'awesome-fc', enable: true });

    await page.getByRole('button', { name: 'Create Trigger' }).click();
    await choose(page, trig, 'Trigger Type', 'HTTP Trigger');
    await trig.getByRole('textbox', { name: 'Name' }).fill('http-trigger');
    await trig.getByRole('radio', { name: 'JWT Authentication' }).check();
    await trig.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The trigger is created.');
    const http = await fc<{ triggerConfig: string }>(page, 'GetTrigger', { functionName: 'hello3', triggerName: 'http-trigger' });
    expect(JSON.parse(http.body.triggerConfig)).toMatchObject({ authType: 'jwt', disableURLInternet: false });

    await page.getByRole('tab', { name: 'Versions' }).click();
    await page.getByRole('button', { name: 'Publish Version' }).click();
    await page.getByRole('dialog', { name: 'Publish Version' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The version is published.');
    await page.getByRole('tab', { name: 'Aliases' }).click();
    await page.getByRole('button', { name: 'Create Alias' }).click();
    const aliasDialog = page.getByRole('dialog', { name: 'Create Alias' });
    await aliasDialog.getByRole('textbox', { name: 'Alias Name' }).fill('prod');
    await choose(page, aliasDialog, 'Version', '1');
    await aliasDialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The alias is created.');
    expect((await fc<{ aliases: Array<{ aliasName: string; versionId: string }> }>(page, 'ListAliases', { functionName: 'hello3' })).body.aliases).toMatchObject([{ aliasName: 'prod', versionId: '1' }]);

    await page.getByRole('link', { name: 'Functions' }).first().click();
    await rowOf(page, 'hello3').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The function is deleted.');
    expect((await fc(page, 'GetFunction', { functionName: 'hello3' })).status).toBe(404);
  });

  it('on the 2024 console (fc@2024) opens Triggers from the Configurations tab, in Chinese', async () => {
    const page = await openConsole(h, { variant: 'fc@2024' }, { path: '/fc', lang: 'zh' });
    await fc(page, 'CreateFunction', { functionName: 'zh_fn3', runtime: 'python3.10', handler: 'index.handler', 'code.zipFile': 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==' });
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByRole('link', { name: 'zh_fn3', exact: true }).click();
    expect(await page.getByRole('tab', { name: '触发器' }).count()).toBe(0);
    await page.getByRole('tab', { name: '配置' }).click();
    await page.getByRole('menuitem', { name: '触发器' }).click();
    await page.getByRole('button', { name: '创建触发器' }).click();
    const trig = page.getByRole('dialog');
    await trig.getByRole('textbox', { name: '名称' }).fill('zh_timer');
    await trig.getByRole('radio', { name: '自定义' }).check();
    await trig.getByRole('textbox', { name: 'CRON 表达式' }).fill('0 0 4 * * *');
    await trig.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('触发器创建成功。');
    const timer = await fc<{ triggerConfig: string }>(page, 'GetTrigger', { functionName: 'zh_fn3', triggerName: 'zh_timer' });
    expect(JSON.parse(timer.body.triggerConfig)).toMatchObject({ cronExpression: '0 0 4 * * *' });
  });
});
