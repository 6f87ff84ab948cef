// The ECS console generations in headless Chromium: each one walked as the dated procedures of tasks/real/ecs
// describe it (an account whose variant is the generation id), checked through the cloud's own answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, pickMenu, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Instance = { InstanceId: string; InstanceName: string; Status: string; ZoneId: string };
type Instances = { Instances: { Instance: Instance[] } };

const running = async (page: Page) => (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance.find((i) => i.Status === 'Running')!;
const status = async (page: Page, id: string) => (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([id]) })).Instances.Instance[0]?.Status;
const openInstance = (page: Page, id: string) => page.locator('.next-table-lock-left a').filter({ hasText: id }).click();

/** A data disk in the instance's zone, created through the API the console calls. */
async function diskFor(page: Page, vm: Instance, name: string): Promise<string> {
  const created = await consoleApi<{ DiskId: string }>(page, 'Ecs', 'CreateDisk', { ZoneId: vm.ZoneId, DiskCategory: 'cloud_essd', Size: 40, DiskName: name });
  await expect.poll(async () => (await consoleApi<{ Disks: { Disk: { Status: string }[] } }>(page, 'Ecs', 'DescribeDisks', { DiskIds: JSON.stringify([created.DiskId]) })).Disks.Disk[0]?.Status, { timeout: 15000 }).toBe('Available');
  return created.DiskId;
}

describe('ECS console generations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the session names the generation; the control API refuses one that does not exist', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019' }, { path: '/ecs' });
    const session = await (await page.request.get(new URL('/__console/session', page.url()).toString())).json();
    expect(session).toMatchObject({ variant: 'ecs@2019', generation: 'ecs@2019' });
    const res = await fetch(`${h.emulator.url}/__emulator/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.emulator.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'ecs@2017' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/console generations: ecs@2019, ecs@2021, ecs@2023/);
    await page.context().close();
  });

  it('ecs@2019 (zh): 网络和安全; 更多 > 实例状态 > 停止 with 停止方式 and 确定; 重启方式', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 2 } }, { lang: 'zh', path: '/ecs/instances' });
    expect(await page.locator('.console-sidenav').innerText()).toContain('网络和安全');
    const vm = await running(page);
    await page.getByText(vm.InstanceName).first().waitFor();
    expect(await (await rowAction(page, vm.InstanceName, '管理')).count()).toBe(1);
    await (await rowAction(page, vm.InstanceName, '更多')).click();
    await pickMenu(page, ['实例状态', '重启']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('重启方式').waitFor();
    await dialog.locator('label').filter({ hasText: '强制重启' }).click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('实例正在重启。');
    await expect.poll(() => status(page, vm.InstanceId), { timeout: 30000 }).toBe('Running');

    await (await rowAction(page, vm.InstanceName, '更多')).click();
    await pickMenu(page, ['实例状态', '停止']);
    await dialog.getByText('停止方式').waitFor();
    expect(await dialog.getByText('停止模式').count()).toBe(0);
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => status(page, vm.InstanceId), { timeout: 30000 }).toBe('Stopped');
    await page.context().close();
  });

  it('ecs@2019: Manage opens the instance page with its own left-side pane: Disks > Attach (OK, Attach), Create Snapshot, Instance Snapshots', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const vm = await running(page);
    const diskId = await diskFor(page, vm, 'data-2019');
    await page.getByText(vm.InstanceName).first().waitFor();
    await (await rowAction(page, vm.InstanceName, 'Manage')).click();
    const pane = page.locator('aside.console-sidenav');
    await pane.getByRole('link', { name: 'Disks', exact: true }).click();
    expect(await pane.getByRole('link', { name: 'Instances', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Attach Disk' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Target Disk', diskId);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    expect(await toast(page)).toBe('The disk is being attached.');
    await page.getByText('In Use').first().waitFor({ timeout: 15000 });

    await page.locator('.next-table-row').filter({ hasText: diskId }).getByRole('button', { name: 'Create Snapshot' }).last().click();
    await dialog.getByRole('textbox', { name: 'Snapshot Name' }).fill('snap-2019');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The snapshot is being created.');
    await pane.getByRole('link', { name: 'Instance Snapshots' }).click();
    await page.getByText('snap-2019').waitFor();
    await page.context().close();
  });

  it('ecs@2019 (zh): the instance page\'s 本实例安全组 adds it to a group (加入安全组, 确定) and a group\'s 移出 removes it', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/instances' });
    const vm = await running(page);
    const groups = async () => (await consoleApi<{ Instances: { Instance: { SecurityGroupIds: { SecurityGroupId: string[] }; VpcAttributes: { VpcId: string } }[] } }>(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([vm.InstanceId]) })).Instances.Instance[0];
    const { SecurityGroupIds: { SecurityGroupId: [first] }, VpcAttributes: { VpcId } } = await groups();
    const { SecurityGroupId: second } = await consoleApi<{ SecurityGroupId: string }>(page, 'Ecs', 'CreateSecurityGroup', { VpcId, SecurityGroupName: 'sg-2019' });
    await page.getByText(vm.InstanceName).first().waitFor();
    await (await rowAction(page, vm.InstanceName, '管理')).click();
    await page.locator('aside.console-sidenav').getByRole('link', { name: '本实例安全组' }).click();
    await page.getByRole('button', { name: '加入安全组' }).click();
    const join = page.getByRole('dialog', { name: '加入安全组' });
    await choose(page, join, '安全组', /sg-2019/);
    await join.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('实例已加入安全组。');
    expect((await groups()).SecurityGroupIds.SecurityGroupId).toEqual([first, second]);
    await (await rowAction(page, second, '移出')).click();
    await page.getByRole('dialog', { name: '移出安全组' }).getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('实例已移出安全组。');
    expect((await groups()).SecurityGroupIds.SecurityGroupId).toEqual([first]);
    await page.context().close();
  });

  it('ecs@2019: Create Security Group is a dialog with Template and Network Type; the rules page adds rules in a dialog with the direction', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { vpcs: 1 } }, { lang: 'zh', path: '/ecs/security-groups' });
    await page.getByRole('button', { name: '创建安全组' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('label').filter({ hasText: 'Web Server Linux' }).click();
    await dialog.getByRole('textbox', { name: '安全组名称' }).fill('sg-2019');
    await dialog.locator('label').filter({ hasText: '专有网络' }).first().click();
    await choose(page, dialog, '所属专有网络', 'vpc-');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('安全组创建成功。');
    const groups = await consoleApi<{ SecurityGroups: { SecurityGroup: { SecurityGroupId: string; SecurityGroupName: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroups', {});
    const sg = groups.SecurityGroups.SecurityGroup.find((g) => g.SecurityGroupName === 'sg-2019')!;
    const rules = async () => (await consoleApi<{ Permissions: { Permission: { PortRange: string; Direction: string; IpProtocol: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroupAttribute', { SecurityGroupId: sg.SecurityGroupId })).Permissions.Permission;
    expect((await rules()).map((r) => r.PortRange).sort()).toEqual(['-1/-1', '22/22', '443/443', '80/80']);

    await page.getByText('sg-2019').waitFor();
    await (await rowAction(page, 'sg-2019', '配置规则')).click();
    expect(await page.getByRole('tab', { name: '入方向' }).count()).toBe(0);
    await page.getByRole('button', { name: '添加安全组规则' }).click();
    await choose(page, dialog, '规则方向', '出方向');
    await choose(page, dialog, '协议类型', 'MySQL');
    await dialog.getByRole('textbox', { name: '授权对象' }).fill('10.0.0.0/8');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('规则已添加。');
    expect(await rules()).toContainEqual(expect.objectContaining({ Direction: 'egress', PortRange: '3306/3306' }));
    await page.context().close();
  });

  it('ecs@2019: Create Instance is a wizard: Next checks each step, Preview lists the values, Create Instance runs it', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const net = (await consoleApi<{ Instances: { Instance: { ZoneId: string; VpcAttributes: { VpcId: string; VSwitchId: string }; SecurityGroupIds: { SecurityGroupId: string[] } }[] } }>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance[0];
    await page.getByRole('button', { name: 'Create Instance' }).click();
    await page.locator('.next-step-item').filter({ hasText: 'Basic Configurations' }).waitFor();
    expect(await page.locator('.console-sidenav').count()).toBe(0);
    await page.getByRole('button', { name: 'Next: Networking' }).click();
    await page.getByText('Select a zone.').waitFor();
    await choose(page, page, 'Zone', 'Hangzhou Zone K');
    await choose(page, page, 'Instance Type', 'ecs.g7.large');
    await choose(page, page, 'Image', 'Alibaba Cloud Linux');
    await page.getByRole('button', { name: 'Next: Networking' }).click();
    await choose(page, page, 'VPC', net.VpcAttributes.VpcId);
    await choose(page, page, 'vSwitch', net.VpcAttributes.VSwitchId);
    await choose(page, page, 'Security Groups', net.SecurityGroupIds.SecurityGroupId[0]);
    await page.getByRole('button', { name: 'Next: System Configurations' }).click();
    await page.getByRole('textbox', { name: 'New Password' }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: 'Instance Name' }).fill('wizard-vm');
    await page.getByRole('button', { name: 'Next: Grouping' }).click();
    await page.getByRole('button', { name: 'Next: Preview' }).click();
    await page.getByText('wizard-vm').waitFor();
    expect(await page.getByText('Passw0rd!23').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Instance' }).click();
    await page.getByText('Read and agree to the ECS Service Level Agreement.').waitFor();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).click();
    await page.getByRole('button', { name: 'Create Instance' }).click();
    expect(await toast(page)).toBe('The instance is being created.');
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor();
    const vm = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceName: 'wizard-vm' })).Instances.Instance[0];
    expect(vm).toMatchObject({ InstanceName: 'wizard-vm', ZoneId: 'cn-hangzhou-k' });
    await page.context().close();
  });

  it('ecs@2021 (zh): 创建实例 is the wizard of 下一步：网络和安全组设置, 下一步：系统配置 (release protection checked), 下一步：分组设置, 下一步：确认订单', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/instances' });
    const net = (await consoleApi<{ Instances: { Instance: { VpcAttributes: { VpcId: string; VSwitchId: string }; SecurityGroupIds: { SecurityGroupId: string[] } }[] } }>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance[0];
    await page.getByRole('button', { name: '创建实例' }).click();
    await page.locator('.next-step-item').filter({ hasText: '基础配置' }).waitFor();
    await choose(page, page, '可用区', '杭州 可用区K');
    await choose(page, page, '实例规格', 'ecs.g7.large');
    await choose(page, page, '镜像', 'Alibaba Cloud Linux');
    await page.getByRole('button', { name: '下一步：网络和安全组设置' }).click();
    await choose(page, page, '专有网络', net.VpcAttributes.VpcId);
    await choose(page, page, '虚拟交换机', net.VpcAttributes.VSwitchId);
    await choose(page, page, '安全组', net.SecurityGroupIds.SecurityGroupId[0]);
    await page.getByRole('button', { name: '下一步：系统配置' }).click();
    await page.getByRole('textbox', { name: '新密码' }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: '确认密码' }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: '实例名称' }).fill('wizard-2021');
    await page.getByRole('checkbox', { name: '防止通过控制台或API误删除释放' }).click();
    await page.getByRole('button', { name: '下一步：分组设置' }).click();
    await page.getByRole('button', { name: '下一步：确认订单' }).click();
    await page.getByRole('checkbox', { name: /云服务器ECS服务条款/ }).click();
    await page.getByRole('button', { name: '创建实例' }).click();
    expect(await toast(page)).toBe('实例创建中。');
    await expect.poll(async () => (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceName: 'wizard-2021' })).Instances.Instance.length).toBe(1);
    const made = await consoleApi<{ Instances: { Instance: { DeletionProtection: boolean }[] } }>(page, 'Ecs', 'DescribeInstances', { InstanceName: 'wizard-2021' });
    expect(made.Instances.Instance[0].DeletionProtection).toBe(true);
    await page.context().close();
  });

  it('ecs@2021 (zh): 更多 > 实例状态 > 启动; 更多 > 密码/密钥 > 重置实例密码 > 提交, then 立即重启', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 3 } }, { lang: 'zh', path: '/ecs/instances' });
    const vm = await running(page);
    // The fixtures draw each instance's status: stop another one here, so that 启动 has an instance to start.
    const stopped = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance.find((i) => i.InstanceId !== vm.InstanceId)!;
    if (stopped.Status !== 'Stopped') await consoleApi(page, 'Ecs', 'StopInstance', { InstanceId: stopped.InstanceId });
    await expect.poll(() => status(page, stopped.InstanceId), { timeout: 30000 }).toBe('Stopped');
    await page.reload();
    await page.getByText(vm.InstanceName).first().waitFor();
    await (await rowAction(page, vm.InstanceName, '更多')).click();
    await pickMenu(page, ['密码/密钥', '重置实例密码']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('重置密码').first().waitFor();
    await dialog.getByRole('textbox', { name: '新密码' }).fill('Passw0rd!23');
    await dialog.getByRole('textbox', { name: '确认密码' }).fill('Passw0rd!23');
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    expect(await toast(page)).toBe('密码设置成功。');
    await dialog.getByRole('button', { name: '立即重启', exact: true }).click();
    expect(await toast(page)).toBe('实例正在重启。');
    await expect.poll(() => status(page, vm.InstanceId), { timeout: 30000 }).toBe('Running');

    await (await rowAction(page, stopped.InstanceName, '更多')).click();
    await pickMenu(page, ['实例状态', '启动']);
    await dialog.getByText('启动实例').waitFor();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => status(page, stopped.InstanceId), { timeout: 30000 }).toBe('Running');
    await page.context().close();
  });

  it('ecs@2021: the Cloud Disk tab attaches in two steps; Create Snapshot has Instant Access and ends with Create; no All Actions', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const vm = await running(page);
    const diskId = await diskFor(page, vm, 'data-2021');
    await page.getByText(vm.InstanceName).first().waitFor();
    await openInstance(page, vm.InstanceId);
    expect(await page.getByRole('button', { name: 'All Actions' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Cloud Disk' }).click();
    await page.getByRole('button', { name: 'Attach Disk' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Target Disk', diskId);
    await dialog.getByRole('checkbox', { name: 'Release Disk with Instance' }).click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    expect(await toast(page)).toBe('The disk is being attached.');
    const disk = async () => (await consoleApi<{ Disks: { Disk: { Status: string; DeleteWithInstance: boolean; Category: string }[] } }>(page, 'Ecs', 'DescribeDisks', { DiskIds: JSON.stringify([diskId]) })).Disks.Disk[0];
    await expect.poll(async () => (await disk()).Status, { timeout: 15000 }).toBe('In_use');
    expect((await disk()).DeleteWithInstance).toBe(true);

    await page.locator('.next-table-row').filter({ hasText: diskId }).getByRole('button', { name: 'Create Snapshot' }).last().click();
    await dialog.getByRole('textbox', { name: 'Snapshot Name' }).fill('snap-2021');
    await dialog.getByRole('switch', { name: 'Instant Access' }).click();
    await dialog.locator('.next-form-item').filter({ hasText: 'Duration of Instant Access' }).locator('input').fill('2');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The snapshot is being created.');
    await page.getByRole('tab', { name: 'Snapshot' }).click();
    await page.getByText('snap-2021').waitFor();
    await page.context().close();
  });

  it('ecs@2021: Add Rules > 手动添加 adds an editable row saved with 保存; SSH Key Pairs', async () => {
    const page = await openConsole(h, { variant: 'ecs@2021', fixtures: { vpcs: 1 } }, { lang: 'zh', path: '/ecs/security-groups' });
    const vpcs = await consoleApi<{ Vpcs: { Vpc: { VpcId: string }[] } }>(page, 'Vpc', 'DescribeVpcs', {});
    const sg = await consoleApi<{ SecurityGroupId: string }>(page, 'Ecs', 'CreateSecurityGroup', { VpcId: vpcs.Vpcs.Vpc[0].VpcId, SecurityGroupName: 'sg-2021' });
    await page.reload();
    await (await rowAction(page, 'sg-2021', '配置规则')).click();
    await page.getByRole('button', { name: '手动添加' }).click();
    await page.getByRole('textbox', { name: '端口范围' }).fill('8080/8080');
    await page.getByRole('textbox', { name: '授权对象' }).fill('192.168.0.0/24');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await toast(page)).toBe('规则已添加。');
    const attr = await consoleApi<{ Permissions: { Permission: { PortRange: string; SourceCidrIp: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroupAttribute', { SecurityGroupId: sg.SecurityGroupId });
    expect(attr.Permissions.Permission).toContainEqual(expect.objectContaining({ PortRange: '8080/8080', SourceCidrIp: '192.168.0.0/24' }));

    const en = await openConsole(h, { variant: 'ecs@2021' }, { path: '/ecs' });
    await en.getByRole('link', { name: 'SSH Key Pairs' }).click();
    await en.getByRole('button', { name: 'Create SSH Key Pair' }).click();
    await en.getByRole('textbox', { name: 'SSH Key Pair Name' }).fill('kp-2021');
    await en.locator('label').filter({ hasText: 'Auto-create' }).click();
    await en.getByRole('button', { name: 'OK', exact: true }).click();
    await en.getByRole('textbox', { name: 'Private Key' }).waitFor();
    expect(await en.getByRole('textbox', { name: 'Private Key' }).inputValue()).toMatch(/BEGIN RSA PRIVATE KEY/);
    await page.context().close();
    await en.context().close();
  });

  it('ecs@2023: the stop dialog ends with OK, not Confirm', async () => {
    const page = await openConsole(h, { variant: 'ecs@2023', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const vm = await running(page);
    await page.getByText(vm.InstanceName).first().waitFor();
    await (await rowAction(page, vm.InstanceName, 'More')).click();
    await pickMenu(page, ['Instance Status', 'Stop']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Economical Mode (Formerly Known as No Fees for Stopped Instances Mode)').waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => status(page, vm.InstanceId), { timeout: 30000 }).toBe('Stopped');
    await page.context().close();
  });
});
