// Where a procedure works and what the console really calls, on the real emulator's catalogue, with pages written for
// these tests in the help center's style: a CNAME added in another product's console or on another vendor's site, an
// SNAT entry's EIP, a listener's access control, and an identity provider made through RAM's side API (IMS).
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile';
import { compiledOne, useCatalogue } from '../../test/compile-catalogue';

const catalogue = useCatalogue('compile-place');
const one = (lines: string[]) => compiledOne(lines, catalogue());
const page = (lines: string[]) => compilePage('page.md', [...lines, ''].join('\n'), catalogue());

const cname = (provider: string, console: string[]) => [
  `## Add a CNAME record on ${provider}`,
  '',
  '1. Get the CNAME of the domain name.',
  '    1. Log on to the [CDN console](https://cdn.console.aliyun.com).',
  '    2. In the left-side navigation pane, click **Domain Names**.',
  '    3. Copy the CNAME of the domain name.',
  '2. Add a CNAME record.',
  ...console,
];

describe('the console a procedure works in', () => {
  it('is the one of its last clicks when it opens several: a CDN page adds the record in the DNS console', () => {
    const task = one(['# Add a CNAME record', '', ...cname('Alibaba Cloud', [
      '    1. Log on to the [Alibaba Cloud DNS console](https://dns.console.aliyun.com).',
      '    2. Find the domain name and click **Configure** in the **Actions** column.',
      '    3. Click **Add Record**, set **Type** to CNAME and click **OK**.',
    ])]);
    expect(task.front.product).toBe('dns');
    expect(task.front.success.map((r) => `${r.service} ${r.event}`)).toEqual(['Alidns AddDomainRecord']);
  });

  it('stays where the procedure works when only one of its cases opens another console', () => {
    const task = one(['# Bind a domain name to a bucket', '', '1. Log on to the [OSS console](https://oss.console.aliyun.com/).', '2. Click **Buckets**, and then click the name of the bucket.', '3. Click **Bind Domain Name** and enter the domain name.', '4. Add the CNAME record.',
      '    1. If the domain name is managed by this account, turn on **Add CNAME Record Automatically**.', '        1. Turn on **Add CNAME Record Automatically** and click **Submit**.',
      '    2. If the domain name is managed by another account, add the record by hand.', '        1. Log on to the [Alibaba Cloud DNS console](https://dns.console.aliyun.com).', '        2. Click **Add Record**, set **Type** to CNAME and click **OK**.']);
    expect(task.front.product).toBe('oss');
  });

  it('is the console of the page the steps work on when no step opens one: a bucket\'s page is OSS\'s', () => {
    const task = one(['# 解除域名绑定', '', '1. 在目标Bucket管理页面，单击**传输管理** > **域名管理**。', '2. 在域名列表中，单击目标域名右侧的**域名绑定配置**。', '3. 单击**解除绑定**，然后单击**确定**。']);
    expect(task.front.product).toBe('oss');
  });

  it('is none of ours when the steps work behind the account\'s picture in the top bar (security settings)', () => {
    const result = page(['# 设置操作保护', '', '1. 登录[阿里云控制台](https://homenew.console.aliyun.com/)。', '2. 将鼠标悬停在右上角头像的位置，单击**安全设置**。', '3. 在**操作保护**区域，单击**设置**。', '4. 单击**提交**。']);
    expect(result.tasks).toEqual([]);
    expect(result.failures).toEqual([expect.objectContaining({ code: 'not-console', reason: expect.stringMatching(/account's own menu/) })]);
  });

  it('is none of ours when the menu\'s Security Settings follow a product console\'s logon (the account\'s own password)', () => {
    const result = page(['# 修改登录密码', '', '1. 使用阿里云账号登录RAM控制台。', '2. 将鼠标悬停在右上角头像的位置，单击**安全设置**。', '3. 在**登录密码**区域，单击**修改**。', '4. 输入新的登录密码，单击**确定**。']);
    expect(result.tasks).toEqual([]);
    expect(result.failures).toEqual([expect.objectContaining({ code: 'not-console' })]);
  });

  it('is none of ours when the steps go on on another vendor\'s site', () => {
    const result = page(['# Add a CNAME record', '', ...cname('Xinnet', ['    1. Log on to Xinnet.', '    2. Click **Add CNAME Record**, enter the host and click **Submit**.'])]);
    expect(result.tasks).toEqual([]);
    expect(result.failures).toEqual([expect.objectContaining({ code: 'not-console', reason: expect.stringMatching(/Xinnet's site/) })]);
  });
});

describe('a procedure with a rubric only', () => {
  it('still needs what its steps open and work on: the CLB whose ID it clicks and the backend server it edits', () => {
    const task = one(['# Edit the weight of a backend server', '', '1. Log on to the [SLB console](https://slb.console.aliyun.com).', '2. Click the ID of the target SLB instance.', '3. Click the **Default Server Group** tab.', '4. Hover over the weight of the target backend server and click the pencil icon.', '5. Change the weight and click **OK**.']);
    expect(task.front.success).toEqual([]);
    expect(task.front.requires.map((r) => r.type)).toEqual(expect.arrayContaining(['slb_load_balancer', 'slb_backend_server']));
  });

  it('names no backend server\'s ServerId in a removal rule: the API takes it inside the BackendServers list', () => {
    const task = one(['# Remove a backend server', '', '1. Log on to the [SLB console](https://slb.console.aliyun.com).', '2. Click the ID of the target SLB instance.', '3. Click the **Default Server Group** tab.', '4. Click **Remove** in the **Actions** column to remove the backend server.']);
    expect(task.front.success).toEqual([expect.objectContaining({ event: 'RemoveBackendServers', params: { LoadBalancerId: '${clb.id}' } })]);
  });
});

describe('a procedure that only looks in the console', () => {
  it('gets no write rule: it copies a value and goes on in the IdP', () => {
    const task = one(['# Configure Alibaba Cloud as a trusted SP', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com/).', '2. In the left-side navigation pane, click **SSO**.', '3. On the **User-based SSO** tab, copy the value of **SAML Service Provider Metadata URL**.', '4. Create a SAML SP in your IdP with the URL that you copied.']);
    expect(task.front.success).toEqual([]);
    expect(task.front.judge).toBeTruthy();
  });
});

describe('what the console calls', () => {
  it('makes an SNAT entry with an EIP bound to the NAT gateway: the console offers only its addresses', () => {
    const task = one(['# Create an SNAT entry', '', '1. Log on to the [NAT Gateway console](https://vpc.console.aliyun.com/nat).', '2. Find the NAT gateway and click **Configure SNAT** in the **Actions** column.', '3. Click **Create SNAT Entry**, select a vSwitch and a public IP address, and click **OK**.']);
    expect(task.front.requires.map((r) => `${r.id}: ${r.type}`)).toContain('eip: eip');
    expect(task.front.requires.find((r) => r.type === 'eip')!.attributes).toMatchObject({ InstanceId: '${nat.id}', InstanceType: 'Nat' });
  });

  it('saves a listener\'s access control on the listener, on or off as the title says', () => {
    const steps = ['1. Log on to the [SLB console](https://slb.console.aliyun.com).', '2. Click the ID of the instance.', '3. Click the **Listeners** tab.', '4. Find the listener and choose **More** > **Set Access Control**.'];
    const on = one(['# Enable access control', '', ...steps, '5. Turn on **Enable Access Control**, select the access control list and click **OK**.']);
    expect(on.front.success).toEqual([expect.objectContaining({ event: 'SetLoadBalancerTCPListenerAttribute', params: expect.objectContaining({ AclStatus: 'on', ListenerPort: expect.any(String) }) })]);
    const off = one(['# Disable access control', '', ...steps, '5. Turn off **Enable Access Control** and click **OK**.']);
    expect(off.front.success[0].params).toMatchObject({ AclStatus: 'off' });
  });

  it('creates an identity provider through IMS, named by what the reader enters', () => {
    const task = one(['# Create an IdP', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com/).', '2. In the left-side navigation pane, click **SSO**.', '3. On the **Role-based SSO** tab, click **Create IdP**.', '4. Enter the **IdP Name** and **Note**.', '5. In the **Metadata File** section, click **Upload**.', '6. Click **OK**.']);
    expect(task.front.requires).toEqual([]);
    expect(task.front.success).toEqual([{ service: 'Ims', event: 'CreateSAMLProvider', params: { SAMLProviderName: expect.stringMatching(/^\$\{inputs\./) }, succeeded: true }]);
  });
});
