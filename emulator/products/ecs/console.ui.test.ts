// End-to-end: the console UI in headless Chromium against a real emulator. Each flow clicks through the
// pages as a help-center procedure says, then checks what the cloud now holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, pickMenu, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Instances = { Instances: { Instance: { InstanceId: string; InstanceName: string; Status: string; SecurityGroupIds: { SecurityGroupId: string[] }; VpcAttributes: { VSwitchId: string } }[] } };

async function instanceStatus(page: Page, name: string): Promise<string | undefined> {
  const res = await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceName: name, PageSize: 10 });
  return res.Instances.Instance.find((i) => i.InstanceName === name)?.Status;
}

describe('console UI', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a VPC with a vSwitch, a security group with SSH and HTTPS in one rule row, and an instance (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    // VPC console > VPCs > Create VPC
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Virtual Private Cloud' }).click();
    await page.getByRole('button', { name: 'Create VPC' }).click();
    const vpcSection = page.getByRole('region', { name: 'VPC', exact: true });
    await vpcSection.getByRole('textbox', { name: 'Name' }).fill('doc-vpc');
    await vpcSection.getByRole('button', { name: '192.168.0.0/16' }).click();
    const vswSection = page.getByRole('region', { name: 'Create vSwitch' });
    await vswSection.getByRole('textbox', { name: 'Name' }).fill('doc-vsw');
    await choose(page, vswSection, 'Zone', 'Hangzhou Zone');
    await vswSection.getByRole('textbox', { name: 'IPv4 CIDR Block' }).fill('192.168.1.0/24');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The VPC is created.');
    await page.getByText('doc-vpc').waitFor();
    const vpcs = await consoleApi<{ Vpcs: { Vpc: { VpcId: string; VpcName: string; CidrBlock: string }[] } }>(page, 'Vpc', 'DescribeVpcs', {});
    const vpc = vpcs.Vpcs.Vpc.find((v) => v.VpcName === 'doc-vpc');
    expect(vpc?.CidrBlock).toBe('192.168.0.0/16');
    const vsws = await consoleApi<{ VSwitches: { VSwitch: { VSwitchId: string; VSwitchName: string; CidrBlock: string }[] } }>(page, 'Vpc', 'DescribeVSwitches', { VpcId: vpc!.VpcId });
    expect(vsws.VSwitches.VSwitch.map((v) => [v.VSwitchName, v.CidrBlock])).toEqual([['doc-vsw', '192.168.1.0/24']]);

    // ECS console > Network & Security > Security Groups > Create Security Group
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Elastic Compute Service' }).click();
    await page.getByRole('link', { name: 'Security Groups', exact: true }).click();
    await page.getByRole('button', { name: 'Create Security Group' }).click();
    await page.getByRole('textbox', { name: 'Security Group Name' }).fill('doc-sg');
    await choose(page, page, 'Network', 'doc-vpc');
    await page.getByRole('textbox', { name: 'Tags' }).fill('team');
    await page.getByRole('textbox', { name: 'Tag value' }).fill('docs');
    await page.getByRole('button', { name: 'Add Rule' }).first().click();
    // Today's rows take several port ranges, comma-separated: a rule each.
    await page.getByRole('textbox', { name: 'Port Range' }).fill('22/22,443/443');
    await page.getByRole('textbox', { name: 'Authorization Object' }).fill('0.0.0.0/0');
    await page.locator('.form-footer').getByRole('button', { name: 'Create Security Group' }).click();
    expect(await toast(page)).toBe('The security group is created.');
    await page.getByText('doc-sg').waitFor();
    const groups = await consoleApi<{ SecurityGroups: { SecurityGroup: { SecurityGroupId: string; SecurityGroupName: string; VpcId: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroups', {});
    const sg = groups.SecurityGroups.SecurityGroup.find((g) => g.SecurityGroupName === 'doc-sg');
    expect(sg?.VpcId).toBe(vpc!.VpcId);
    const tagged = await consoleApi<{ SecurityGroups: { SecurityGroup: { SecurityGroupId: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroups', { 'Tag.1.Key': 'team', 'Tag.1.Value': 'docs' });
    expect(tagged.SecurityGroups.SecurityGroup.map((g) => g.SecurityGroupId)).toEqual([sg!.SecurityGroupId]);
    const attr = await consoleApi<{ Permissions: { Permission: { IpProtocol: string; PortRange: string; SourceCidrIp: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroupAttribute', { SecurityGroupId: sg!.SecurityGroupId });
    for (const PortRange of ['22/22', '443/443']) {
      expect(attr.Permissions.Permission).toContainEqual(expect.objectContaining({ IpProtocol: expect.stringMatching(/^tcp$/i), PortRange, SourceCidrIp: '0.0.0.0/0' }));
    }

    // Instances & Images > Instances > Create Instance (Custom Launch) > Confirm Order
    await page.getByRole('link', { name: 'Instances', exact: true }).click();
    await page.getByRole('button', { name: 'Create Instance' }).click();
    await page.locator('label').filter({ hasText: 'Pay-as-you-go' }).click();
    await page.getByRole('row', { name: /ecs\.g7\.large/ }).first().click();
    await choose(page, page, 'VPC', 'doc-vpc');
    await choose(page, page, 'vSwitch', 'doc-vsw');
    await choose(page, page, 'Security Group', 'doc-sg');
    await page.getByRole('textbox', { name: 'Logon Password', exact: true }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Passw0rd!23');
    await page.getByRole('textbox', { name: 'Instance Name' }).fill('doc-vm');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect.poll(() => page.locator('.next-form-item-help, .field-error').allInnerTexts()).toContain('Read and agree to the ECS Terms of Service.');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).click();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.locator('.result-box').waitFor();
    await page.getByRole('button', { name: 'Go to Instances' }).click();
    await page.getByText('doc-vm').first().waitFor();
    const created = await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { InstanceName: 'doc-vm' });
    const vm = created.Instances.Instance[0];
    expect(vm.VpcAttributes.VSwitchId).toBe(vsws.VSwitches.VSwitch[0].VSwitchId);
    expect(vm.SecurityGroupIds.SecurityGroupId).toEqual([sg!.SecurityGroupId]);
    await page.context().close();
  });

  it('stops (Stopped By, Stop Mode, Confirm), starts and releases (Next, OK) an instance from the ⋮ menu', async () => {
    const page = await openConsole(h, { fixtures: { instances: 3 } }, { path: '/ecs/instances' });
    const list = await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {});
    const name = list.Instances.Instance.find((i) => i.Status === 'Running')!.InstanceName;
    await page.getByText(name).first().waitFor();

    await (await rowAction(page, name, 'More')).click();
    await pickMenu(page, ['Instance Status', 'Stop']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Stop Instance').waitFor();
    await dialog.getByText('Stopped By').waitFor();
    await dialog.locator('label').filter({ hasText: 'Economical Mode (formerly known as No Fees for Stopped Instances)' }).click();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being stopped.');
    await expect.poll(() => instanceStatus(page, name), { timeout: 30000 }).toBe('Stopped');
    const stopped = (await consoleApi<{ Instances: { Instance: { InstanceName: string; StoppedMode: string }[] } }>(page, 'Ecs', 'DescribeInstances', { InstanceName: name })).Instances.Instance[0];
    expect(stopped.StoppedMode).toBe('StopCharging');
    await page.getByRole('row', { name: new RegExp(name) }).getByText('Stopped').first().waitFor({ timeout: 15000 });

    await (await rowAction(page, name, 'More')).click();
    await pickMenu(page, ['Instance Status', 'Start']);
    await dialog.getByText('Start Instance').waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being started.');
    await expect.poll(() => instanceStatus(page, name), { timeout: 30000 }).toBe('Running');
    await page.getByRole('row', { name: new RegExp(name) }).getByText('Running').first().waitFor({ timeout: 15000 });

    await (await rowAction(page, name, 'More')).click();
    await pickMenu(page, ['Instance Status', 'Release']);
    await dialog.getByText(/cannot be recovered/).waitFor();
    await dialog.getByText('Release Settings').waitFor();
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByText(/Released with the instance/).waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being released.');
    await expect.poll(() => instanceStatus(page, name), { timeout: 30000 }).toBeUndefined();
    await page.context().close();
  });

  it('stops from the details page through All Actions, searched; restarts with the upper-right Restart, forced', async () => {
    const page = await openConsole(h, { fixtures: { instances: 2 } }, { path: '/ecs/instances' });
    const vm = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance.find((i) => i.Status === 'Running')!;
    // The ID column is locked to the left: the clickable copy is Fusion's overlay table.
    await page.locator('.next-table-lock-left a').filter({ hasText: vm.InstanceId }).click();
    await page.getByRole('heading', { level: 1 }).getByText(vm.InstanceName).waitFor();
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Force Restart' }).click();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being restarted.');
    await expect.poll(() => instanceStatus(page, vm.InstanceName), { timeout: 30000 }).toBe('Running');

    await page.getByRole('button', { name: 'All Actions' }).click();
    const pane = page.getByRole('dialog', { name: 'All Actions' });
    await pane.getByRole('textbox', { name: 'Search for an operation' }).fill('Stop');
    await expect.poll(() => pane.locator('.all-actions-group').getByRole('button').allInnerTexts()).toEqual(['Stop']);
    await pane.getByRole('button', { name: 'Stop', exact: true }).click();
    await dialog.getByText('Stop Instance').waitFor();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being stopped.');
    await expect.poll(() => instanceStatus(page, vm.InstanceName), { timeout: 30000 }).toBe('Stopped');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor();
    await page.context().close();
  });

  it('stops the selected instances with the batch bar below the list (StopInstances)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 4 } }, { path: '/ecs/instances' });
    const running = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance.filter((i) => i.Status === 'Running').slice(0, 2);
    expect(running).toHaveLength(2);
    const batch = page.getByRole('group', { name: 'Selected rows' });
    expect(await batch.getByRole('button', { name: 'Stop', exact: true }).isDisabled()).toBe(true);
    for (const vm of running) await page.locator('.next-table-lock-left .next-table-row').filter({ hasText: vm.InstanceName }).locator('.next-checkbox-wrapper').click();
    await batch.getByText('2 selected').waitFor();
    await batch.getByRole('button', { name: 'Stop', exact: true }).click();
    const dialog = page.getByRole('dialog');
    for (const vm of running) await dialog.getByText(vm.InstanceId, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being stopped.');
    for (const vm of running) await expect.poll(() => instanceStatus(page, vm.InstanceName), { timeout: 30000 }).toBe('Stopped');
    await page.context().close();
  });

  it('names its icon-only controls: refresh, settings (column choice), download, the ⋮ menu', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    for (const name of ['Refresh', 'Settings', 'Download', 'Search']) await page.getByRole('button', { name, exact: true }).first().waitFor();
    expect(await page.locator('.next-table-lock-right button[aria-label="More"][title="More"] .next-icon-more').count()).toBe(1);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Monitoring' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Monitoring' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('DescribeInstances.csv');
    await page.context().close();
  });

  it('modifies an instance from ⋮ > Instance Settings > Modify Information (a rejected name shows the API error and keeps the dialog), then turns on its release protection', async () => {
    const page = await openConsole(h, { fixtures: { instances: 2 } }, { path: '/ecs/instances' });
    const list = await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {});
    const { InstanceId: id, InstanceName: name } = list.Instances.Instance[0];
    await page.getByText(name).first().waitFor();
    await (await rowAction(page, name, 'More')).click();
    await pickMenu(page, ['Instance Settings', 'Modify Information']);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Modify Instance Information').waitFor();
    const nameBox = dialog.getByRole('textbox', { name: 'Instance Name' });
    expect(await nameBox.inputValue()).toBe(name);

    await nameBox.fill('1-bad');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    const error = page.locator('.next-notification').last();
    await error.waitFor();
    expect(await error.innerText()).toContain('InvalidInstanceName.Malformed');
    expect(await dialog.isVisible()).toBe(true);
    // The error stays on screen; closed here so that what comes next is read from a page without it.
    await page.evaluate(() => document.querySelectorAll('.next-notification, .next-message.next-toast').forEach((e) => e.remove()));

    await nameBox.fill('renamed-web-01');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('moved to the new VPC');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance information is modified.');
    await page.getByText('renamed-web-01').first().waitFor();
    const after = await consoleApi<{ Instances: { Instance: { InstanceId: string; InstanceName: string; Description: string }[] } }>(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([id]) });
    expect(after.Instances.Instance.find((i) => i.InstanceId === id)).toMatchObject({ InstanceName: 'renamed-web-01', Description: 'moved to the new VPC' });

    await (await rowAction(page, 'renamed-web-01', 'More')).click();
    await pickMenu(page, ['Instance Settings', 'Change Release Protection Setting']);
    await dialog.getByRole('switch', { name: 'Release Protection' }).click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance information is modified.');
    const guarded = await consoleApi<{ Instances: { Instance: { DeletionProtection: boolean }[] } }>(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([id]) });
    expect(guarded.Instances.Instance[0].DeletionProtection).toBe(true);
    await page.context().close();
  });

  it('connects through Connect > Workbench (Sign in now, Log In: LoginInstance) and VNC (Modify VNC Password: ModifyInstanceVncPasswd)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const [vm] = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {})).Instances.Instance;
    await (await rowAction(page, vm.InstanceName, 'Connect')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region', { name: 'Workbench' }).getByRole('button', { name: 'Sign in now' }).click();
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}/workbench`));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Login#2024x');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(new RegExp(`/ecs/instances/${vm.InstanceId}/terminal`));
    await page.getByRole('log').getByText(`Connected to ${vm.InstanceId} through Workbench`).waitFor();

    await page.goto(new URL('/ecs/instances', page.url()).toString());
    await (await rowAction(page, vm.InstanceName, 'Connect')).click();
    await page.getByRole('dialog').getByRole('region', { name: 'VNC' }).getByRole('button', { name: 'Sign in now' }).click();
    await page.getByRole('log').getByText(`Connected to ${vm.InstanceId} through VNC`).waitFor();
    await page.getByRole('button', { name: 'Modify VNC Password' }).click();
    const vnc = page.getByRole('dialog');
    await vnc.getByRole('textbox', { name: 'New Password' }).fill('abc1');
    await vnc.getByRole('button', { name: 'OK', exact: true }).click();
    await vnc.getByText('The VNC password must be 6 letters or digits.').waitFor();
    await vnc.getByRole('textbox', { name: 'New Password' }).fill('Abc123');
    await vnc.getByRole('textbox', { name: 'Confirm Password' }).fill('Abc123');
    await vnc.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The VNC password is modified.');
    type Events = { Events: { eventName: string; serviceName: string; requestParameters: Record<string, string> }[] };
    const { Events: events } = await consoleApi<Events>(page, 'Actiontrail', 'LookupEvents', { MaxResults: 50 });
    const login = events.find((e) => e.eventName === 'LoginInstance');
    expect(login).toMatchObject({ serviceName: 'ecs-workbench', requestParameters: { 'InstanceLoginInfo.InstanceId': vm.InstanceId, 'InstanceLoginInfo.Username': 'root', 'InstanceLoginInfo.Password': '******' } });
    expect(events.map((e) => e.eventName)).toEqual(expect.arrayContaining(['DescribeInstanceVncUrl', 'ModifyInstanceVncPasswd']));
    await page.context().close();
  });

  it('clones a security group to another region (Clone: Target Region, name, VPC, OK) with its address rules', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/security-groups' });
    const { VpcId: hangzhouVpc } = await consoleApi<{ VpcId: string }>(page, 'Vpc', 'CreateVpc', { CidrBlock: '10.0.0.0/16', VpcName: 'hz-vpc' });
    const { SecurityGroupId: source } = await consoleApi<{ SecurityGroupId: string }>(page, 'Ecs', 'CreateSecurityGroup', { VpcId: hangzhouVpc, SecurityGroupName: 'web-src', Description: 'web tier' });
    await consoleApi(page, 'Ecs', 'AuthorizeSecurityGroup', { SecurityGroupId: source, IpProtocol: 'tcp', PortRange: '443/443', SourceCidrIp: '0.0.0.0/0' });
    await consoleApi(page, 'Ecs', 'AuthorizeSecurityGroupEgress', { SecurityGroupId: source, IpProtocol: 'tcp', PortRange: '80/80', DestCidrIp: '10.1.0.0/16' });
    const { VpcId: shanghaiVpc } = await consoleApi<{ VpcId: string }>(page, 'Vpc', 'CreateVpc', { RegionId: 'cn-shanghai', CidrBlock: '172.16.0.0/12', VpcName: 'sh-vpc' });
    await page.reload();
    await (await rowAction(page, 'web-src', 'Clone')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 inbound and 1 outbound rules are copied.').waitFor();
    await choose(page, dialog, 'Target Region', 'China (Shanghai)');
    await dialog.getByRole('textbox', { name: 'Security Group Name' }).fill('web-copy');
    await choose(page, dialog, 'VPC', new RegExp(shanghaiVpc));
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The security group is cloned.');
    type Groups = { SecurityGroups: { SecurityGroup: { SecurityGroupId: string; SecurityGroupName: string; VpcId: string; Description: string }[] } };
    const copies = (await consoleApi<Groups>(page, 'Ecs', 'DescribeSecurityGroups', { RegionId: 'cn-shanghai' })).SecurityGroups.SecurityGroup;
    expect(copies).toEqual([expect.objectContaining({ SecurityGroupName: 'web-copy', VpcId: shanghaiVpc, Description: 'web tier' })]);
    type Attribute = { Permissions: { Permission: { Direction: string; PortRange: string; SourceCidrIp: string; DestCidrIp: string }[] } };
    const rules = (await consoleApi<Attribute>(page, 'Ecs', 'DescribeSecurityGroupAttribute', { RegionId: 'cn-shanghai', SecurityGroupId: copies[0].SecurityGroupId })).Permissions.Permission;
    expect(rules.map((r) => `${r.Direction} ${r.PortRange} ${r.SourceCidrIp || r.DestCidrIp}`).sort()).toEqual(['egress 80/80 10.1.0.0/16', 'ingress 443/443 0.0.0.0/0']);
    await page.context().close();
  });

  it('works in Chinese: 安全组 > 创建安全组, and ⋮ > 实例状态 > 停止 with 确定', async () => {
    const page = await openConsole(h, { fixtures: { instances: 2, vpcs: 1 } }, { lang: 'zh', path: '/ecs' });
    await page.getByRole('link', { name: '安全组', exact: true }).click();
    await page.getByRole('button', { name: '创建安全组' }).click();
    await page.getByRole('textbox', { name: '安全组名称' }).fill('sg-zh');
    await choose(page, page, '网络', 'vpc-');
    await page.getByRole('tab', { name: '入方向' }).click();
    await page.getByRole('button', { name: '增加规则' }).first().click();
    await choose(page, page, '协议类型', 'SSH (22)');
    await page.getByRole('textbox', { name: '授权对象' }).fill('10.0.0.0/8');
    await page.locator('.form-footer').getByRole('button', { name: '创建安全组' }).click();
    expect(await toast(page)).toBe('安全组创建成功。');

    await page.getByRole('link', { name: '实例', exact: true }).click();
    const list = await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', {});
    const name = list.Instances.Instance.find((i) => i.Status === 'Running')!.InstanceName;
    await page.getByText(name).first().waitFor();
    await (await rowAction(page, name, '更多')).click();
    await pickMenu(page, ['实例状态', '停止']);
    await page.getByRole('dialog').getByText('停止实例').waitFor();
    await page.getByRole('dialog').getByText('停止方式').waitFor();
    await page.getByRole('dialog').locator('label').filter({ hasText: '普通停机模式' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('实例正在停止。');
    await expect.poll(() => instanceStatus(page, name), { timeout: 30000 }).toBe('Stopped');
    await page.context().close();
  });

  it('shows 50 instances on one page with ?pageSize=50, and filters by name', async () => {
    const page = await openConsole(h, { fixtures: { instances: 50 } }, { path: '/ecs/instances?pageSize=50' });
    const mainRows = page.locator('.next-table-body .next-table-row').filter({ has: page.locator('a[href*="/ecs/instances/i-"]') });
    await expect.poll(() => mainRows.count()).toBeGreaterThanOrEqual(50);
    const first = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { PageSize: 1 })).Instances.Instance[0].InstanceName;
    await page.getByRole('textbox', { name: 'Enter an instance name to search' }).fill(first);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('.next-pagination-total').innerText()).toMatch(/Total [1-9] items?/);
    expect(page.url()).toContain(`search=${first}`);
    await page.context().close();
  });

  it('remembers the region from the top bar in the URL and localStorage', async () => {
    const page = await openConsole(h, { fixtures: { instances: 3 } }, { path: '/ecs/instances' });
    await choose(page, page.getByRole('banner'), 'Region', 'China (Shanghai)');
    await expect.poll(() => page.url()).toContain('regionId=cn-shanghai');
    await expect.poll(() => page.locator('.next-pagination-total').innerText()).toBe('Total 0 items');
    expect(await page.evaluate(() => localStorage.getItem('aliyun_console_region'))).toBe('cn-shanghai');
    await page.reload();
    await page.getByRole('banner').getByText('China (Shanghai)').waitFor();
    await page.context().close();
  });

  it("changes an instance's security groups on its Security Groups tab (Add to Security Group, a group's Remove) and from the group's Manage Instances (Add Instance, Remove from Security Group)", async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    const groups = async (id: string) => (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou', InstanceIds: JSON.stringify([id]) })).Instances.Instance[0].SecurityGroupIds.SecurityGroupId;
    const [vm] = (await consoleApi<Instances & { Instances: { Instance: { VpcAttributes: { VpcId: string } }[] } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' })).Instances.Instance;
    const [first] = await groups(vm.InstanceId);
    const { SecurityGroupId: second } = await consoleApi<{ SecurityGroupId: string }>(page, 'Ecs', 'CreateSecurityGroup', { RegionId: 'cn-hangzhou', VpcId: vm.VpcAttributes.VpcId, SecurityGroupName: 'sg-second' });
    await page.goto(new URL(`/ecs/instances/${vm.InstanceId}`, page.url()).toString());
    await page.getByRole('tab', { name: 'Security Groups' }).click();
    await page.getByRole('button', { name: 'Add to Security Group' }).click();
    const join = page.getByRole('dialog', { name: 'Add to Security Group' });
    await choose(page, join, 'Security Group', /sg-second/);
    await join.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is added to the security group.');
    expect(await groups(vm.InstanceId)).toEqual([first, second]);
    await page.getByText('sg-second').waitFor();

    await (await rowAction(page, first, 'Remove')).click();
    await page.getByRole('dialog', { name: 'Remove from Security Group' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is removed from the security group.');
    expect(await groups(vm.InstanceId)).toEqual([second]);
    await expect.poll(() => page.locator('.next-table-row').filter({ hasText: first }).count()).toBe(0);

    // The group's side: Security Groups > Manage Instances > Add Instance, then the selected row's Remove from Security Group.
    await page.getByRole('link', { name: 'Security Groups', exact: true }).click();
    await (await rowAction(page, first, 'Manage Instances')).click();
    await page.getByRole('button', { name: 'Add Instance' }).click();
    const add = page.getByRole('dialog', { name: 'Add Instance' });
    await choose(page, add, 'Instance ID', vm.InstanceId);
    await add.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is added to the security group.');
    expect(await groups(vm.InstanceId)).toEqual([second, first]);
    await page.locator('.next-table-row').filter({ hasText: vm.InstanceId }).locator('.next-checkbox-wrapper').first().click();
    await page.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Remove from Security Group' }).click();
    await page.getByRole('dialog', { name: 'Remove from Security Group' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is removed from the security group.');
    expect(await groups(vm.InstanceId)).toEqual([second]);
    await page.context().close();
  });

  it('walks the ENI pages: Create ENI, Bind to Instance, Manage ENI IP Addresses, Unbind, Delete; the instance menu assigns to its primary ENI and converts its public IP to an EIP', async () => {
    type Enis = { NetworkInterfaceSets: { NetworkInterfaceSet: Array<{ NetworkInterfaceId: string; NetworkInterfaceName: string; Status: string; Type: string; InstanceId: string; PrivateIpSets: { PrivateIpSet: { Primary: boolean }[] } }> } };
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    const enis = async (extra: Record<string, unknown> = {}) => (await consoleApi<Enis>(page, 'Ecs', 'DescribeNetworkInterfaces', { RegionId: 'cn-hangzhou', ...extra })).NetworkInterfaceSets.NetworkInterfaceSet;
    const secondaries = (e: Enis['NetworkInterfaceSets']['NetworkInterfaceSet'][number]) => e.PrivateIpSets.PrivateIpSet.filter((s) => !s.Primary).length;
    const [vm] = (await consoleApi<Instances>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' })).Instances.Instance;

    await page.getByRole('link', { name: 'Elastic Network Interfaces' }).click();
    await page.getByRole('button', { name: 'Create ENI' }).click();
    const create = page.getByRole('dialog', { name: 'Create ENI' });
    await create.getByRole('textbox', { name: 'ENI Name' }).fill('eni-web');
    await choose(page, create, 'VPC', /-vpc/);
    await choose(page, create, 'vSwitch', /vsw-k/);
    await choose(page, create, 'Security Group', /-sg/);
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The ENI is created.');
    const [made] = await enis({ Type: 'Secondary' });
    expect(made).toMatchObject({ NetworkInterfaceName: 'eni-web', Status: 'Available' });

    await (await rowAction(page, 'eni-web', 'Bind to Instance')).click();
    const bind = page.getByRole('dialog', { name: 'Bind to Instance' });
    await choose(page, bind, 'Instance', vm.InstanceId);
    await bind.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The ENI is bound.');
    expect((await enis({ Type: 'Secondary' }))[0]).toMatchObject({ Status: 'InUse', InstanceId: vm.InstanceId });

    await (await rowAction(page, 'eni-web', 'Manage ENI IP Addresses')).click();
    const ips = page.getByRole('dialog', { name: 'Manage ENI IP Addresses' });
    await ips.getByRole('button', { name: 'Assign New IP' }).click();
    await ips.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The secondary private IP addresses are updated.');
    expect(secondaries((await enis({ Type: 'Secondary' }))[0])).toBe(1);

    await (await rowAction(page, 'eni-web', 'Unbind')).click();
    await page.getByRole('dialog', { name: 'Unbind' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The ENI is unbound.');
    await (await rowAction(page, 'eni-web', 'Delete')).click();
    await page.getByRole('dialog', { name: 'Delete ENI' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The ENI is deleted.');
    expect(await enis({ Type: 'Secondary' })).toEqual([]);

    await page.getByRole('link', { name: 'Instances', exact: true }).click();
    await (await rowAction(page, vm.InstanceId, 'More')).click();
    await pickMenu(page, ['Network and Security Group', 'Manage ENI IP Addresses']);
    const primary = page.getByRole('dialog', { name: 'Manage ENI IP Addresses' });
    await primary.getByRole('button', { name: 'Assign New IP' }).click();
    await primary.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The secondary private IP addresses are updated.');
    expect(secondaries((await enis({ InstanceId: vm.InstanceId }))[0])).toBe(1);

    // Convert to EIP: the fixed public IP becomes an EIP bound to the instance, marked (EIP) in the list.
    const publicIp = async () => (await consoleApi<{ Instances: { Instance: Array<{ PublicIpAddress: { IpAddress: string[] }; EipAddress: { IpAddress: string } }> } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou', InstanceIds: JSON.stringify([vm.InstanceId]) })).Instances.Instance[0];
    const { IpAddress: [ip] } = (await publicIp()).PublicIpAddress;
    await (await rowAction(page, vm.InstanceId, 'More')).click();
    await pickMenu(page, ['Network and Security Group', 'Convert to EIP']);
    await page.getByRole('dialog', { name: 'Convert to EIP' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The public IP address is converted to an EIP.');
    expect(await publicIp()).toMatchObject({ PublicIpAddress: { IpAddress: [] }, EipAddress: { IpAddress: ip } });
    await page.getByText(`${ip} (EIP)`).waitFor();
    await page.context().close();
  });
});
