// End-to-end: ECS Cloud Assistant in headless Chromium against a real emulator: Create/Run Command (Run, Save),
// a saved command's Run, the task's results, Delete; each flow checks what the cloud holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Instance = { InstanceId: string; InstanceName: string; Status: string };
type Invocation = { InvokeId: string; CommandId: string; CommandName: string; RepeatMode: string; Username: string; InvocationStatus: string; InvokeInstances: { InvokeInstance: { InstanceId: string }[] } };
type Command = { CommandId: string; Name: string; Type: string; Timeout: number };

const region = { RegionId: 'cn-hangzhou' };
const instances = async (page: Page) => (await consoleApi<{ Instances: { Instance: Instance[] } }>(page, 'Ecs', 'DescribeInstances', region)).Instances.Instance;
const invocations = async (page: Page) => (await consoleApi<{ Invocations: { Invocation: Invocation[] } }>(page, 'Ecs', 'DescribeInvocations', region)).Invocations.Invocation;
const commands = async (page: Page) => (await consoleApi<{ Commands: { Command: Command[] } }>(page, 'Ecs', 'DescribeCommands', region)).Commands.Command;

describe('ECS Cloud Assistant', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('runs a new command at once, then reads the task output (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    const vm = (await instances(page)).find((i) => i.Status === 'Running')!;
    await page.getByRole('link', { name: 'ECS Cloud Assistant', exact: true }).click();
    await page.getByRole('button', { name: 'Create/Run Command' }).click();
    await page.getByText('Command Information').waitFor();
    await page.getByRole('textbox', { name: 'Command Name' }).fill('show-uptime');
    await page.getByRole('textbox', { name: 'Command content' }).fill('uptime');
    await page.getByRole('group', { name: 'Instances' }).getByText(vm.InstanceId).click();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    expect(await toast(page)).toBe('The command is running.');
    const [inv] = await invocations(page);
    expect(inv).toMatchObject({ CommandName: 'show-uptime', RepeatMode: 'Once', Username: 'root', InvocationStatus: 'Success' });
    expect(inv.InvokeInstances.InvokeInstance.map((i) => i.InstanceId)).toEqual([vm.InstanceId]);
    expect(await commands(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Command Execution Result' }).waitFor();
    await (await rowAction(page, inv.InvokeId, 'View')).click();
    await page.getByText(`emulated run of show-uptime on ${vm.InstanceId}`).waitFor();
  });

  it('saves a command, runs it from its row, modifies and deletes it (Chinese)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs', lang: 'zh' });
    const vm = (await instances(page)).find((i) => i.Status === 'Running')!;
    await page.getByRole('link', { name: '云助手', exact: true }).click();
    await page.getByRole('button', { name: '创建/执行命令' }).click();
    await page.getByRole('textbox', { name: '命令名称' }).fill('backup');
    await page.getByText('PowerShell', { exact: true }).click();
    await page.getByRole('textbox', { name: '命令内容' }).fill('Get-Date');
    // Fusion's NumberPicker names its input "number picker" (the one on this form is Timeout Period).
    await page.getByRole('textbox', { name: 'number picker' }).fill('120');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await toast(page)).toBe('命令已保存。');
    const [saved] = await commands(page);
    expect(saved).toMatchObject({ Name: 'backup', Type: 'RunPowerShellScript', Timeout: 120 });
    expect(await invocations(page)).toEqual([]);

    await (await rowAction(page, saved.CommandId, '执行')).click();
    await page.getByRole('group', { name: '实例' }).getByText(vm.InstanceId).click();
    await page.getByText('系统下一次启动后').click();
    await page.getByRole('button', { name: '执行', exact: true }).click();
    expect(await toast(page)).toBe('命令已开始执行。');
    expect((await invocations(page))[0]).toMatchObject({ CommandId: saved.CommandId, RepeatMode: 'NextRebootOnly' });

    await page.getByRole('tab', { name: '我的命令' }).click();
    await (await rowAction(page, saved.CommandId, '修改')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '命令名称' }).fill('backup-v2');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBe('命令已修改。');
    expect((await commands(page))[0].Name).toBe('backup-v2');
    await (await rowAction(page, saved.CommandId, '删除')).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBe('命令已删除。');
    expect(await commands(page)).toEqual([]);
  });

  it('ecs@2021: 发送命令/文件（云助手）, Create or Run Command with Execute and Save, no dry run; a saved command runs with Create Task', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { path: '/ecs', lang: 'zh' });
    const vm = (await instances(page)).find((i) => i.Status === 'Running')!;
    await page.getByRole('link', { name: '发送命令/文件（云助手）', exact: true }).click();
    await page.getByRole('button', { name: '创建/执行命令' }).click();
    expect(await page.getByText('仅预检').count()).toBe(0);
    await page.getByRole('textbox', { name: '命令名称' }).fill('kept');
    await page.getByRole('textbox', { name: '命令内容' }).fill('df -h');
    await page.getByRole('group', { name: '实例' }).getByText(vm.InstanceId).click();
    await page.getByRole('button', { name: '执行并保存', exact: true }).click();
    expect(await toast(page)).toBe('命令已开始执行。');
    const [saved] = await commands(page);
    expect(saved).toMatchObject({ Name: 'kept', Type: 'RunShellScript' });
    expect((await invocations(page))[0]).toMatchObject({ CommandId: saved.CommandId, InvocationStatus: 'Success' });
    await page.getByRole('tab', { name: '执行记录' }).waitFor();

    const en = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { path: '/ecs/cloud-assistant' });
    const enVm = (await instances(en)).find((i) => i.Status === 'Running')!;
    const id = (await consoleApi<{ CommandId: string }>(en, 'Ecs', 'CreateCommand', { ...region, Name: 'uptime', Type: 'RunShellScript', CommandContent: 'dXB0aW1l' })).CommandId;
    await en.getByRole('button', { name: 'Refresh' }).click();
    await (await rowAction(en, id, 'Create Task')).click();
    await en.getByRole('group', { name: 'Instances' }).getByText(enVm.InstanceId).click();
    await en.getByRole('button', { name: 'Create Task', exact: true }).click();
    expect(await toast(en)).toBe('The command is running.');
    expect((await invocations(en))[0]).toMatchObject({ CommandId: id, InvocationStatus: 'Success' });
  });

  it('ecs@2019 (zh): 运维与监控 > 云助手, a command\'s 执行 on a schedule (定时执行, 执行时间), then 执行记录\'s 停止执行 on the chosen instance (停止)', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { path: '/ecs', lang: 'zh' });
    const vm = (await instances(page)).find((i) => i.Status === 'Running')!;
    const id = (await consoleApi<{ CommandId: string }>(page, 'Ecs', 'CreateCommand', { ...region, Name: 'rotate-logs', Type: 'RunShellScript', CommandContent: 'bG9ncm90YXRl' })).CommandId;
    await page.getByRole('link', { name: '云助手', exact: true }).click();
    await (await rowAction(page, id, '执行')).click();
    expect(await page.getByText('系统下一次启动后').count()).toBe(0);
    await page.getByRole('group', { name: '实例' }).getByText(vm.InstanceId).click();
    await page.getByText('定时执行', { exact: true }).click();
    await page.getByRole('textbox', { name: '执行时间' }).fill('0 */20 * * * ?');
    await page.getByRole('button', { name: '执行', exact: true }).click();
    expect(await toast(page)).toBe('命令已开始执行。');
    const [task] = await invocations(page);
    expect(task).toMatchObject({ CommandId: id, RepeatMode: 'Period' });

    await page.getByRole('tab', { name: '执行记录' }).click();
    await (await rowAction(page, task.InvokeId, '停止执行')).click();
    const stop = page.getByRole('dialog', { name: '停止执行' });
    await stop.getByRole('group', { name: '选择实例' }).getByText(vm.InstanceId).click();
    await stop.getByRole('button', { name: '停止', exact: true }).click();
    expect(await toast(page)).toBe('任务已停止。');
    const results = await consoleApi<{ Invocation: { InvocationResults: { InvocationResult: { InstanceId: string; InvocationStatus: string }[] } } }>(page, 'Ecs', 'DescribeInvocationResults', { ...region, InvokeId: task.InvokeId });
    expect(results.Invocation.InvocationResults.InvocationResult).toMatchObject([{ InstanceId: vm.InstanceId, InvocationStatus: 'Stopped' }]);
  });
});
