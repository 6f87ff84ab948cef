// The console generations of the products whose pages are drawn by hand, in headless Chromium: an account whose
// variant is the generation id sees that generation's words where its dated pages put them (console-facts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, type Harness } from './console/uiHarness';

const sidenav = (page: Page) => page.locator('.console-sidenav');
const oss = <T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown>) => consoleApi<T>(page, 'Oss', action, params);
const api = <T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown>) => consoleApi<T>(page, product, action, params);

describe('hand-drawn consoles, earlier generations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('cms@2020 (zh): 报警服务 > 报警联系人, the contact panel asks for 手机号码, 旺旺 and 报警通知信息语言 (自动), tab 报警联系组, panels end with 确认', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/alert-contacts' });
    await sidenav(page).getByText('报警联系人').waitFor();
    await page.getByRole('button', { name: '新建联系人' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('textbox', { name: '手机号码' }).waitFor();
    await panel.getByRole('textbox', { name: '旺旺' }).waitFor();
    await panel.getByText('自动').first().waitFor();
    await panel.getByRole('button', { name: '确认', exact: true }).waitFor();
    await panel.getByRole('button', { name: '取消', exact: true }).click();
    await page.getByRole('tab', { name: '报警联系组' }).click();
    await page.getByRole('button', { name: '新建联系组' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).waitFor();
    await page.context().close();
  });

  it('ram@2021 (zh): 人员管理 > 用户, RAM角色管理 at the top level; a role deleted with 确定, a new AccessKey shown at once', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { lang: 'zh', path: '/ram/users' });
    await sidenav(page).getByText('人员管理').waitFor();
    await sidenav(page).getByText('RAM角色管理').click();
    await page.getByRole('heading', { name: 'RAM角色管理' }).or(page.locator('h1, h2').filter({ hasText: 'RAM角色管理' })).first().waitFor();
    // A role is deleted with 删除 and a plain 确定 (flag roleDeleteByOk): no name to type.
    await consoleApi(page, 'Ram', 'CreateRole', { RoleName: 'gen-role', AssumeRolePolicyDocument: JSON.stringify({ Version: '1', Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['ecs.aliyuncs.com'] } }] }) });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'gen-role' }).getByRole('button', { name: '删除', exact: true }).click();
    expect(await page.getByRole('dialog').getByRole('textbox').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    // 用户AccessKey's 创建AccessKey shows the pair at once (flag akCreatedAtOnce), closed with 关闭.
    await consoleApi(page, 'Ram', 'CreateUser', { UserName: 'gen-user' });
    await page.goto(new URL('/ram/users/gen-user', page.url()).toString());
    await page.getByRole('button', { name: '创建AccessKey' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).last().waitFor();
    expect(await page.getByRole('dialog').getByText('AccessKey Secret').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('ram@2021 (zh): a user row grants with 添加权限 (panel 添加权限, 授权应用范围, 被授权主体, then 完成); 权限管理 > 授权 grants to a principal it asks for; 权限管理 > 权限策略管理 creates a policy on 新建自定义权限策略 with 策略名称 and 脚本配置', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { lang: 'zh', path: '/ram/users' });
    await consoleApi(page, 'Ram', 'CreateUser', { UserName: 'gen-grantee' });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'gen-grantee' }).getByRole('button', { name: '添加权限', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('被授权主体').first().waitFor();
    await panel.getByRole('textbox', { name: '输入权限策略名称进行搜索' }).fill('ECSReadOnly');
    await panel.getByRole('checkbox', { name: 'AliyunECSReadOnlyAccess' }).check();
    await panel.getByRole('radio', { name: '整个阿里云账号' }).waitFor({ state: 'attached' });
    await panel.getByRole('button', { name: '确定', exact: true }).click();
    // 2021: a result screen closed with 完成 (flag grantResult).
    await page.getByRole('dialog').getByRole('button', { name: '完成', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const attached = await api<{ Policies: { Policy: Array<{ PolicyName: string }> } }>(page, 'Ram', 'ListPoliciesForUser', { UserName: 'gen-grantee' });
    expect(attached.Policies.Policy.map((p) => p.PolicyName)).toEqual(['AliyunECSReadOnlyAccess']);

    // 权限管理 > 授权: 新增授权 asks for the principal too.
    await consoleApi(page, 'Ram', 'CreateGroup', { GroupName: 'gen-team' });
    await sidenav(page).getByText('授权', { exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'AliyunECSReadOnlyAccess' }).first().waitFor();
    await page.getByRole('button', { name: '新增授权', exact: true }).click();
    const grants = page.getByRole('dialog');
    await grants.getByRole('button', { name: '确定', exact: true }).click();
    await grants.getByText('请选择授权主体。').waitFor();
    await choose(page, grants, '被授权主体', 'gen-team');
    await grants.getByRole('textbox', { name: '输入权限策略名称进行搜索' }).fill('OSSReadOnly');
    await grants.getByRole('checkbox', { name: 'AliyunOSSReadOnlyAccess' }).check();
    await grants.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '完成', exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'gen-team' }).first().waitFor();
    const team = await api<{ Policies: { Policy: Array<{ PolicyName: string }> } }>(page, 'Ram', 'ListPoliciesForGroup', { GroupName: 'gen-team' });
    expect(team.Policies.Policy.map((p) => p.PolicyName)).toEqual(['AliyunOSSReadOnlyAccess']);
    // The user's own page keeps 新增授权 on its permissions tab.
    await page.goto(new URL('/ram/users/gen-grantee', page.url()).toString());
    await page.getByRole('tab', { name: '权限管理' }).click();
    await page.getByRole('button', { name: '新增授权', exact: true }).waitFor();

    await sidenav(page).getByText('权限策略管理').click();
    await page.getByRole('button', { name: '创建权限策略' }).click();
    await page.getByText('新建自定义权限策略').first().waitFor();
    await page.getByRole('tab', { name: '脚本配置' }).waitFor();
    await page.getByRole('textbox', { name: '策略名称' }).waitFor();
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

  it('vpc@2021 (en): an EIP row binds with Bind Resource in a dialog with a Binding mode; NAT Gateways in the left pane', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { path: '/vpc/eips' });
    await consoleApi(page, 'Vpc', 'AllocateEipAddress', { Name: 'eip-gen-2021' });
    await page.reload();
    await page.getByText('eip-gen-2021').first().waitFor();
    await page.getByRole('button', { name: 'Bind Resource' }).or(page.getByRole('link', { name: 'Bind Resource' })).first().click();
    await page.getByRole('dialog').getByText('Bind Elastic IP Address to Resources').waitFor();
    await page.getByRole('dialog').getByRole('radio', { name: 'NAT mode' }).waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT Gateways');
    await page.context().close();
  });

  it('vpc@2019 (zh): the EIP page applies for an address with 申请弹性公网IP', async () => {
    const page = await openConsole(h, { variant: 'vpc@2019' }, { lang: 'zh', path: '/vpc/eips' });
    await page.getByRole('button', { name: '申请弹性公网IP' }).waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT网关');
    await page.context().close();
  });
  it('kms@2021 (en): a Create Alias link under the key ID; More > Schedule Key Deletion asks for Delete In (7-30 days), 30 at first', async () => {
    const page = await openConsole(h, { variant: 'kms@2021' }, { path: '/kms/keys' });
    const { KeyMetadata: key } = await consoleApi<{ KeyMetadata: { KeyId: string } }>(page, 'Kms', 'CreateKey', { RegionId: 'cn-hangzhou' });
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: key.KeyId });
    await row.getByRole('button', { name: 'Create Alias' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Key Deletion' }).click();
    expect(await page.getByRole('dialog').getByLabel('Delete In (7-30 days)').inputValue()).toBe('30');
    await page.context().close();
  });

  it('kms@2024 (en): the deletion dialog asks for Schedule Deletion Period (7 to 366 Days), 366 at first', async () => {
    const page = await openConsole(h, { variant: 'kms@2024' }, { path: '/kms/keys' });
    const { KeyMetadata: key } = await consoleApi<{ KeyMetadata: { KeyId: string } }>(page, 'Kms', 'CreateKey', { RegionId: 'cn-hangzhou' });
    await page.reload();
    await page.getByRole('row').filter({ hasText: key.KeyId }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Key Deletion' }).click();
    expect(await page.getByRole('dialog').getByLabel('Schedule Deletion Period (7 to 366 Days)').inputValue()).toBe('366');
    await page.context().close();
  });

  it('cdn@2021 (en): Refresh & Prefetch with Refresh Cache and Object; deleting a domain asks for the SMS code', async () => {
    const page = await openConsole(h, { variant: 'cdn@2021' }, { path: '/cdn/refresh' });
    await sidenav(page).getByText('Refresh & Prefetch').waitFor();
    await page.getByRole('tab', { name: 'Refresh Cache' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Object' }).waitFor();
    const sources = JSON.stringify([{ content: '192.0.2.7', type: 'ipaddr', port: 80, priority: '20' }]);
    await consoleApi(page, 'Cdn', 'AddCdnDomain', { DomainName: 'gen.doc-example.com', CdnType: 'web', Sources: sources });
    await page.goto(new URL('/cdn/domains', page.url()).toString());
    await page.getByRole('row').filter({ hasText: 'gen.doc-example.com' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const sms = page.getByRole('dialog').filter({ hasText: 'SMS Verification' });
    await sms.getByRole('button', { name: 'Obtain' }).click();
    const code = /Verification code sent: (\d{6})/.exec(await sms.innerText())![1];
    await sms.getByLabel('verification code').fill(code);
    await sms.getByRole('button', { name: 'OK' }).click();
    const left = async () => (await consoleApi<{ Domains: { PageData: unknown[] } }>(page, 'Cdn', 'DescribeUserDomains', {})).Domains.PageData.length;
    await expect.poll(left).toBe(0);
    await page.context().close();
  });

  it('dns@2021 (zh): 全部域名 tab; records by 解析线路; DNS Settings has 权重配置 in its own left pane, where 开启权重 turns weights on', async () => {
    const page = await openConsole(h, { variant: 'dns@2021' }, { lang: 'zh', path: '/dns/domains' });
    await consoleApi(page, 'Alidns', 'AddDomain', { DomainName: 'doc-gen.com' });
    for (const v of ['192.0.2.1', '192.0.2.2']) await consoleApi(page, 'Alidns', 'AddDomainRecord', { DomainName: 'doc-gen.com', RR: 'www', Type: 'A', Value: v });
    await page.reload();
    await page.getByRole('tab', { name: '全部域名' }).waitFor();
    await page.getByRole('link', { name: 'doc-gen.com' }).first().click();
    // The record list's line column is 解析线路 then (today's 解析请求来源).
    await page.frameLocator('iframe').first().locator('th', { hasText: '解析线路' }).first().waitFor();
    await page.getByRole('link', { name: '权重配置' }).click();
    await page.getByRole('button', { name: '开启权重' }).click();
    await page.getByText('按权重返回地址').waitFor();
    await page.context().close();
  });

  it('oss@2019 (zh): the bucket list on the left, the 基础设置 tab with its areas: 读写权限 > 设置 > 保存, 合规保留策略 > 设置 > 创建策略 > 锁定, Bucket管理 > 删除Bucket', async () => {
    const page = await openConsole(h, { variant: 'oss@2019' }, { lang: 'zh', path: '/oss' });
    await oss(page, 'PutBucket', { BucketName: 'gen-2019-a' });
    await page.reload();
    await page.getByRole('heading', { name: '概览' }).waitFor();
    await sidenav(page).getByText('存储空间').waitFor();
    expect(await sidenav(page).innerText()).not.toContain('Bucket 列表');
    await sidenav(page).getByRole('link', { name: 'gen-2019-a' }).click();
    await page.getByRole('tab', { name: '基础设置' }).click();
    const acl = page.getByRole('region', { name: '读写权限' });
    await acl.getByRole('button', { name: '设置' }).click();
    await acl.getByRole('radio', { name: '公共读', exact: true }).check();
    await acl.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await oss<any>(page, 'GetBucketInfo', { BucketName: 'gen-2019-a' })).BucketInfo.Bucket.AccessControlList.Grant).toBe('public-read');
    expect(await page.getByRole('region', { name: '静态页面' }).innerText()).not.toContain('子目录首页');
    const worm = page.getByRole('region', { name: '合规保留策略' });
    await worm.getByRole('button', { name: '设置' }).click();
    await worm.getByRole('button', { name: '创建策略' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '保留周期' }).fill('30');
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await worm.getByText('IN_PROGRESS').waitFor();
    await worm.getByRole('button', { name: '锁定' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await worm.getByText('LOCKED').waitFor();
    expect((await oss<any>(page, 'GetBucketWorm', { BucketName: 'gen-2019-a' })).WormConfiguration).toMatchObject({ State: 'Locked', RetentionPeriodInDays: 30 });
    await page.getByRole('region', { name: 'Bucket管理' }).getByRole('button', { name: '删除Bucket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await page.getByRole('heading', { name: '概览' }).waitFor();
    expect((await oss<any>(page, 'ListBuckets', {})).ListAllMyBucketsResult.Buckets.Bucket).toEqual([]);
    await page.context().close();
  });

  it('oss@2021 (en): Buckets, then the bucket; Files > Create Folder; Basic Settings > Static Pages > Configure with the response code; a Delete Bucket page', async () => {
    const page = await openConsole(h, { variant: 'oss@2021' }, { path: '/oss' });
    await oss(page, 'PutBucket', { BucketName: 'gen-2021-a' });
    await sidenav(page).getByRole('link', { name: 'Buckets' }).click();
    await page.getByRole('link', { name: 'gen-2021-a' }).click();
    await sidenav(page).getByRole('link', { name: 'Files' }).click();
    await page.getByRole('button', { name: 'Create Folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Folder' });
    await dialog.getByRole('textbox', { name: 'Folder Name' }).fill('reports');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(async () => (await oss<any>(page, 'ListObjects', { BucketName: 'gen-2021-a' })).ListBucketResult.Contents.map((o: { Key: string }) => o.Key)).toEqual(['reports/']);
    await sidenav(page).getByRole('link', { name: 'Static Pages' }).click();
    await page.getByRole('button', { name: 'Configure' }).click();
    await page.getByRole('textbox', { name: 'Default Homepage' }).fill('index.html');
    await page.getByRole('textbox', { name: 'Default 404 Page' }).fill('error.html');
    await page.getByRole('radio', { name: '200', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await oss<any>(page, 'GetBucketWebsite', { BucketName: 'gen-2021-a' })).WebsiteConfiguration.ErrorDocument).toEqual({ Key: 'error.html', HttpStatus: 200 });
    expect(await sidenav(page).innerText()).toContain('Redundancy for Fault Tolerance');
    await sidenav(page).getByRole('link', { name: 'Delete Bucket' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Delete Bucket' }).waitFor();
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
    // The account's one certain event, made before the query; the row is awaited before its plus sign is clicked.
    await api(page, 'Oss', 'PutBucket', { BucketName: 'gen-trail-events' });
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: 'PutBucket' });
    await row.waitFor();
    await row.getByRole('button', { name: '+', exact: true }).click();
    await row.getByRole('button', { name: 'Event Detail', exact: true }).click();
    await page.getByRole('dialog').getByText('Event Record').waitFor();
    await page.context().close();
  });
});
