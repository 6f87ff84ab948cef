// The console generations of the products whose pages are drawn by hand, in headless Chromium: an account whose
// variant is the generation id sees that generation's words where its dated pages put them (console-facts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, startHarness, type Harness } from './console/uiHarness';

const sidenav = (page: Page) => page.locator('.console-sidenav');

async function api<T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product, action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('hand-drawn consoles, earlier generations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('cms@2020 (zh): 报警服务 > 报警联系人, tab 报警联系组, its panel ends with 确认', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/alert-contacts' });
    await sidenav(page).getByText('报警联系人').waitFor();
    await page.getByRole('tab', { name: '报警联系组' }).click();
    await page.getByRole('button', { name: '新建联系组' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).waitFor();
    await page.context().close();
  });

  it('ram@2021 (zh): 人员管理 > 用户, RAM角色管理 at the top level', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { lang: 'zh', path: '/ram/users' });
    await sidenav(page).getByText('人员管理').waitFor();
    await sidenav(page).getByText('RAM角色管理').click();
    await page.getByRole('heading', { name: 'RAM角色管理' }).or(page.locator('h1, h2').filter({ hasText: 'RAM角色管理' })).first().waitFor();
    await page.context().close();
  });

  it('kms@2021 (zh): 用户主密钥 in the left pane, the Create Key dialog asks for 密钥类型 and 密钥用途', async () => {
    const page = await openConsole(h, { variant: 'kms@2021' }, { lang: 'zh', path: '/kms/keys' });
    await sidenav(page).getByText('用户主密钥').waitFor();
    await page.getByRole('button', { name: '创建密钥' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('密钥类型').first().waitFor();
    await dialog.getByText('密钥用途').first().waitFor();
    await page.context().close();
  });

  it('vpc@2021 (en): an EIP row binds with Bind Resource; NAT Gateways in the left pane', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { path: '/vpc/eips' });
    await consoleApi(page, 'Vpc', 'AllocateEipAddress', { Name: 'eip-gen-2021' });
    await page.reload();
    await page.getByText('eip-gen-2021').first().waitFor();
    await page.getByRole('button', { name: 'Bind Resource' }).or(page.getByRole('link', { name: 'Bind Resource' })).first().click();
    await page.getByRole('dialog').getByText('Bind Elastic IP Address to Resources').waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT Gateways');
    await page.context().close();
  });

  it('vpc@2019 (zh): the EIP page applies for an address with 申请弹性公网IP', async () => {
    const page = await openConsole(h, { variant: 'vpc@2019' }, { lang: 'zh', path: '/vpc/eips' });
    await page.getByRole('button', { name: '申请弹性公网IP' }).waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT网关');
    await page.context().close();
  });

  it('slb@2019 (zh): 实例 > 实例管理, 更多 > 停止, and servers added through 我的服务器 and the 待添加服务器 dialog', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { lang: 'zh', path: '/slb/instances' });
    const { VpcId } = await api(page, 'Vpc', 'CreateVpc', { VpcName: 'gen-vpc', CidrBlock: '192.168.0.0/16' });
    const { VSwitchId } = await api(page, 'Vpc', 'CreateVSwitch', { VpcId, ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' });
    const { SecurityGroupId } = await api(page, 'Ecs', 'CreateSecurityGroup', { VpcId });
    await api(page, 'Ecs', 'RunInstances', { VSwitchId, SecurityGroupId, InstanceType: 'ecs.g7.large', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', InstanceName: 'gen-vm' });
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'gen-clb', AddressType: 'intranet', VpcId, VSwitchId });
    await page.reload();
    expect(await sidenav(page).innerText()).toContain('实例管理');
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '停止' }).click();
    await expect.poll(async () => (await api(page, 'Slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId })).LoadBalancerStatus).toBe('inactive');
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=backends`, page.url()).toString());
    await page.getByRole('button', { name: '添加', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '我的服务器' });
    await picker.getByText('gen-vm').waitFor();
    await picker.getByRole('checkbox').last().check();
    await picker.getByRole('button', { name: '下一步：配置权重和端口号' }).click();
    await page.getByRole('dialog', { name: '待添加服务器' }).getByRole('button', { name: '确定' }).click();
    await page.getByRole('dialog', { name: '添加后端服务器' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => (await api(page, 'Slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId })).BackendServers.BackendServer.length).toBe(1);
    await page.context().close();
  });

  it('actiontrail@2021 (en): Event Detail Query in the left pane, a search icon, a row opened by its plus sign, then Event Detail', async () => {
    const page = await openConsole(h, { variant: 'actiontrail@2021' }, { path: '/actiontrail/events' });
    await sidenav(page).getByText('Event Detail Query').waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: '+', exact: true }).first().click();
    await page.getByRole('button', { name: 'Event Detail', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Event Record').waitFor();
    await page.context().close();
  });
});
