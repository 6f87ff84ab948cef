// End-to-end: the SLB (CLB) console in headless Chromium against a real emulator. Each flow clicks through the
// pages as a help-center procedure says, then checks what the cloud now holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';
import { api, network } from './testNetwork';

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();
const clbs = async (page: Page, name: string) =>
  (await api<{ LoadBalancers: { LoadBalancer: Array<Record<string, any>> } }>(page, 'Slb', 'DescribeLoadBalancers', { LoadBalancerName: name })).LoadBalancers.LoadBalancer;

describe('SLB console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an intranet CLB, adds and configures a TCP listener, adds a backend server and sets its weight, stops the listener and deletes the CLB (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    const net = await network(page, 'web');
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Server Load Balancer' }).click();
    await page.getByRole('link', { name: 'Instances', exact: true }).click();
    await page.getByRole('button', { name: 'Create CLB' }).click();
    await page.getByText('Intranet', { exact: true }).click();
    await choose(page, page, 'VPC', 'web-vpc');
    await choose(page, page, 'vSwitch', 'web-vsw');
    await page.getByRole('textbox', { name: 'Instance Name' }).fill('web-clb');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    expect(await toast(page)).toBe('The CLB instance is created.');
    const [lb] = await clbs(page, 'web-clb');
    expect(lb).toMatchObject({ AddressType: 'intranet', VpcId: net.VpcId, VSwitchId: net.VSwitchId, LoadBalancerStatus: 'active' });

    await rowOf(page, 'web-clb').getByRole('button', { name: 'Configure Listener' }).click();
    await page.getByRole('textbox', { name: 'Listener Port' }).fill('80');
    await page.getByText('Weighted Round-Robin (WRR)').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Backend Port' }).fill('8080');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener is configured and started.');
    await rowOf(page, 'TCP:80').getByText('Running').waitFor();

    await rowOf(page, 'TCP:80').getByRole('button', { name: 'Configure', exact: true }).click();
    await page.getByRole('dialog').getByText('Round-Robin (RR)').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener configuration is modified.');
    await rowOf(page, 'TCP:80').getByText('Round-Robin (RR)').waitFor();

    await page.getByRole('tab', { name: 'Default Server Group' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog');
    await choose(page, add, 'ECS Instance', 'web-vm');
    await add.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The backend server is added.');
    const attr = await api(page, 'Slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId: lb.LoadBalancerId });
    expect(attr.BackendServers.BackendServer).toEqual([expect.objectContaining({ ServerId: net.InstanceId, Weight: 100 })]);
    await rowOf(page, net.InstanceId).getByRole('button', { name: 'Modify Weight' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Weight' }).fill('50');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The weight is modified.');
    const weighed = await api(page, 'Slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId: lb.LoadBalancerId });
    expect(weighed.BackendServers.BackendServer).toEqual([expect.objectContaining({ ServerId: net.InstanceId, Weight: 50 })]);

    await page.getByRole('tab', { name: 'Listeners' }).click();
    await rowOf(page, 'TCP:80').getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The listener is stopped.');
    await rowOf(page, 'TCP:80').getByText('Stopped').waitFor();

    await page.getByRole('link', { name: 'Instances', exact: true }).first().click();
    await rowOf(page, 'web-clb').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The CLB instance is deleted.');
    expect(await clbs(page, 'web-clb')).toEqual([]);
  });

  it('refuses to delete a protected CLB, in Chinese', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances', lang: 'zh' });
    await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'zh-clb', DeleteProtection: 'on' });
    await page.getByRole('button', { name: '刷新' }).click();
    await rowOf(page, 'zh-clb').getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '删除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await page.locator('.next-message').filter({ hasText: 'OperationFailed.DeleteProtection' }).or(page.locator('.next-message').filter({ hasText: '删除保护' })).first().waitFor();
    expect(await clbs(page, 'zh-clb')).toHaveLength(1);
  });

  it('edits a VServer group in Chinese: a server\'s weight changed, another deleted, then 确定', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { path: '/slb/instances', lang: 'zh' });
    const net = await network(page, 'vsg');
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'vsg-clb', AddressType: 'intranet', VpcId: net.VpcId, VSwitchId: net.VSwitchId });
    const servers = JSON.stringify([{ ServerId: net.InstanceId, Port: 80, Weight: 100 }, { ServerId: net.InstanceId, Port: 8080, Weight: 100 }]);
    const { VServerGroupId } = await api(page, 'Slb', 'CreateVServerGroup', { LoadBalancerId, VServerGroupName: 'web', BackendServers: servers });
    // The old console's instance page has its own left navigation: 服务器 > 虚拟服务器组.
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}`, page.url()).toString());
    await page.locator('.console-sidenav').getByRole('link', { name: '虚拟服务器组' }).click();
    await rowOf(page, 'web').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '权重' }).first().fill('50');
    await dialog.locator('.next-table-row').filter({ hasText: '8080' }).getByRole('button', { name: '删除' }).click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('虚拟服务器组修改成功。');
    const group = await api(page, 'Slb', 'DescribeVServerGroupAttribute', { VServerGroupId });
    expect(group.BackendServers.BackendServer).toEqual([expect.objectContaining({ Port: 80, Weight: 50 })]);
  });

  it('creates a primary/secondary server group of two servers, the second one primary, then deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const net = await network(page, 'msg');
    const run = await api(page, 'Ecs', 'RunInstances', { VSwitchId: net.VSwitchId, SecurityGroupId: net.SecurityGroupId, InstanceType: 'ecs.g7.large', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', InstanceName: 'msg-vm2' });
    const second = run.InstanceIdSets.InstanceIdSet[0] as string;
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'msg-clb', AddressType: 'intranet', VpcId: net.VpcId, VSwitchId: net.VSwitchId });
    await expect.poll(async () => (await api(page, 'Ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([second]) })).Instances.Instance[0]?.Status, { timeout: 20_000 }).toBe('Running');
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}`, page.url()).toString());
    await page.getByRole('tab', { name: 'Primary/Secondary Server Groups' }).click();
    await page.getByRole('button', { name: 'Create Primary/Secondary Server Group' }).click();
    await page.getByRole('textbox', { name: 'Primary/Secondary Server Group Name' }).fill('pair');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    const servers = page.getByRole('dialog', { name: 'My Servers' });
    await servers.getByRole('checkbox').first().click();
    await servers.getByRole('button', { name: 'Next' }).click();
    await servers.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('radio', { name: `Primary Server ${second}` }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The primary/secondary server group is created.');
    const [group] = (await api(page, 'Slb', 'DescribeMasterSlaveServerGroups', { LoadBalancerId })).MasterSlaveServerGroups.MasterSlaveServerGroup;
    const attribute = await api(page, 'Slb', 'DescribeMasterSlaveServerGroupAttribute', { MasterSlaveServerGroupId: group.MasterSlaveServerGroupId });
    const members = attribute.MasterSlaveBackendServers.MasterSlaveBackendServer;
    expect(members).toHaveLength(2);
    expect(members).toEqual(expect.arrayContaining([
      expect.objectContaining({ ServerId: net.InstanceId, ServerType: 'Slave', Port: 80 }),
      expect.objectContaining({ ServerId: second, ServerType: 'Master', Port: 80 }),
    ]));
    await rowOf(page, 'pair').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The primary/secondary server group is deleted.');
    expect((await api(page, 'Slb', 'DescribeMasterSlaveServerGroups', { LoadBalancerId })).MasterSlaveServerGroups.MasterSlaveServerGroup).toEqual([]);
  });

  it('changes a pay-as-you-go CLB\'s specification from the row\'s More menu (English)', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'spec-clb' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await rowOf(page, 'spec-clb').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Change Specification' }).click();
    await choose(page, page, 'Instance Specification', 'slb.s3.small');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    expect(await toast(page)).toBe('The specification is changed.');
    expect((await clbs(page, 'spec-clb'))[0]).toMatchObject({ LoadBalancerSpec: 'slb.s3.small' });
  });
});
