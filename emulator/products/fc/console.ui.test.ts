// End-to-end: the Function Compute console in headless Chromium against a real emulator: today's 3.0 console
// (functions without services), the 2024 console (fc@2024) whose triggers sit in the Configurations tab, and the 2.0
// console (generation fc@2023). Each flow clicks through the pages as the help-center pages say
// (emulator/console-facts/fc.md), then checks what the cloud holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleCall, openConsole, rowOf, startHarness, toast, type Harness } from '../../console/uiHarness';

const fc = <T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}) => consoleCall<T>(page, 'FC', action, params);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('Function Compute 3.0 console', () => {
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

describe('Function Compute 2.0 console (fc@2023)', () => {
  it('creates a service and a function, adds an HTTP trigger, changes the memory and deletes them (English, fc@2023)', async () => {
    const page = await openConsole(h, { variant: 'fc@2023' }, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Function Compute' }).click();
    await page.getByRole('button', { name: 'Create Service' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('doc-svc');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('for the docs');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The service is created.');
    expect((await fc(page, 'GetService', { serviceName: 'doc-svc' })).body).toMatchObject({ serviceName: 'doc-svc', description: 'for the docs' });

    await page.getByRole('link', { name: 'doc-svc', exact: true }).click();
    await page.getByRole('button', { name: 'Create Function' }).click();
    await page.getByRole('textbox', { name: 'Function Name' }).fill('hello');
    await choose(page, page, 'Runtime', 'nodejs18');
    await choose(page, page, 'Memory Capacity', '256 MB');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The function is created.');
    expect((await fc(page, 'GetFunction', { serviceName: 'doc-svc', functionName: 'hello' })).body).toMatchObject({ runtime: 'nodejs18', memorySize: 256, handler: 'index.handler' });

    await page.getByRole('tab', { name: 'Triggers' }).click();
    await page.getByRole('button', { name: 'Create Trigger' }).click();
    const trig = page.getByRole('dialog');
    await choose(page, trig, 'Trigger Type', 'HTTP Trigger');
    await trig.getByRole('textbox', { name: 'Name' }).fill('http-t');
    await trig.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The trigger is created.');
    const triggers = await fc<{ triggers: Array<{ triggerName: string; triggerType: string }> }>(page, 'ListTriggers', { serviceName: 'doc-svc', functionName: 'hello' });
    expect(triggers.body.triggers).toMatchObject([{ triggerName: 'http-t', triggerType: 'http' }]);
    await page.getByRole('button', { name: 'Create Trigger' }).click();
    await choose(page, trig, 'Trigger Type', 'Timer Trigger');
    await trig.getByRole('textbox', { name: 'Name' }).fill('daily');
    await trig.getByRole('radio', { name: 'Custom Settings' }).check();
    await trig.getByRole('textbox', { name: 'Cron Expression' }).fill('0 0 8 * * *');
    await trig.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The trigger is created.');
    const timer = await fc<{ triggerConfig: string }>(page, 'GetTrigger', { serviceName: 'doc-svc', functionName: 'hello', triggerName: 'daily' });
    expect(JSON.parse(timer.body.triggerConfig)).toMatchObject({ cronExpression: '0 0 8 * * *', enable: true });

    await page.getByRole('tab', { name: 'Configurations' }).click();
    await page.getByRole('button', { name: 'Modify' }).click();
    await choose(page, page, 'Memory Capacity', '1 GB');
    await page.getByRole('button', { name: 'Add Variable' }).click();
    await page.getByRole('textbox', { name: 'Variable' }).fill('DB_HOST');
    await page.getByRole('textbox', { name: 'Value' }).fill('10.0.0.8');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The function configuration is saved.');
    expect((await fc(page, 'GetFunction', { serviceName: 'doc-svc', functionName: 'hello' })).body).toMatchObject({ memorySize: 1024, environmentVariables: { DB_HOST: '10.0.0.8' } });

    await page.getByRole('link', { name: 'doc-svc' }).first().click();
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
    expect((await fc<{ aliases: Array<{ aliasName: string; versionId: string }> }>(page, 'ListAliases', { serviceName: 'doc-svc' })).body.aliases).toMatchObject([{ aliasName: 'prod', versionId: '1' }]);
    await page.getByRole('tab', { name: 'Functions' }).click();
    await rowOf(page, 'hello').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The function is deleted.');
    expect((await fc(page, 'GetFunction', { serviceName: 'doc-svc', functionName: 'hello' })).status).toBe(404);

    await page.getByRole('link', { name: 'Services & Functions' }).first().click();
    await rowOf(page, 'doc-svc').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The service is deleted.');
    expect((await fc(page, 'GetService', { serviceName: 'doc-svc' })).body).toMatchObject({ ErrorCode: 'ServiceNotFound' });
  });

  it('creates a function in Chinese; the drift variant renames Create Function', async () => {
    const page = await openConsole(h, { variant: 'fc-create-function-renamed' }, { path: '/fc/services', lang: 'zh' });
    await fc(page, 'CreateService', { serviceName: 'zh-svc' });
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByRole('link', { name: 'zh-svc', exact: true }).click();
    await page.getByRole('button', { name: '创建函数实例' }).click();
    await page.getByRole('textbox', { name: '函数名称' }).fill('zh_fn');
    await page.getByRole('button', { name: '创建', exact: true }).click();
    expect(await toast(page)).toBe('函数创建成功。');
    expect((await fc(page, 'GetFunction', { serviceName: 'zh-svc', functionName: 'zh_fn' })).body).toMatchObject({ runtime: 'python3.10', memorySize: 512 });
  });
});
