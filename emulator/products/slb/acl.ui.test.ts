// End-to-end: the CLB console's access control in headless Chromium against a real emulator: an ACL created on the
// Access Control page, an entry added and deleted on its page, then set on a listener as a whitelist (More > Set
// Access Control), and the slb@2019 wording of the same page; a Layer-7 listener's forwarding rules added, edited and
// deleted on the Forwarding Rules page, and slb@2019's Add Forwarding Rules dialog; an HTTPS listener's additional
// certificates (domain name extensions) added, edited and deleted, and slb@2019's 扩展域名管理.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';
import { api } from './testNetwork';

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('SLB console: access control', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an ACL, adds and deletes an entry, and sets it on a TCP listener as a whitelist (English)', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'acl-clb' });
    await api(page, 'Slb', 'CreateLoadBalancerTCPListener', { LoadBalancerId, ListenerPort: 80, BackendServerPort: 80, Bandwidth: -1 });

    await page.getByRole('link', { name: 'Access Control', exact: true }).click();
    await page.getByRole('button', { name: 'Create ACL' }).click();
    await page.getByRole('textbox', { name: 'ACL Name' }).fill('office');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The ACL is created.');
    const [acl] = (await api<{ Acls: { Acl: Array<{ AclId: string }> } }>(page, 'Slb', 'DescribeAccessControlLists')).Acls.Acl;

    await rowOf(page, 'office').getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'IP Address/CIDR Block' }).fill('10.0.0.0/24');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Description' }).fill('lan');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The entry is added.');
    await page.getByRole('dialog').getByRole('textbox', { name: 'IP Address/CIDR Block' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'IP Address/CIDR Block' }).fill('192.168.9.9');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The entry is added.');
    await rowOf(page, '192.168.9.9/32').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The entry is deleted.');
    const attr = await api(page, 'Slb', 'DescribeAccessControlListAttribute', { AclId: acl.AclId });
    expect(attr.AclEntrys.AclEntry).toEqual([{ AclEntryIP: '10.0.0.0/24', AclEntryComment: 'lan' }]);

    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=listeners`, page.url()).toString());
    await rowOf(page, 'TCP:80').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Set Access Control' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Enable Access Control' }).click();
    await dialog.getByText('Whitelist', { exact: true }).click();
    await choose(page, dialog, 'Access Control List', 'office');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The access control settings are saved.');
    const listener = (await api(page, 'Slb', 'DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId })).Listeners[0];
    expect(listener).toMatchObject({ AclStatus: 'on', AclType: 'white', AclId: acl.AclId });
  });

  it('slb@2019 (zh): 访问控制 is a top-level entry; 创建访问控制策略组 is submitted with 确认 and a row opens 管理访问控制策略组', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { path: '/slb/instances', lang: 'zh' });
    await page.getByRole('link', { name: '访问控制', exact: true }).click();
    await page.getByRole('button', { name: '创建访问控制策略组' }).click();
    await page.getByRole('textbox', { name: '策略组名称' }).fill('gen-acl');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    expect(await toast(page)).toBe('访问控制策略组已创建。');
    await rowOf(page, 'gen-acl').getByRole('link', { name: '管理访问控制策略组' }).click();
    await page.getByRole('button', { name: '添加条目' }).waitFor();
  });

  it('slb@2019 (zh): 创建负载均衡 on the instance list; 创建证书 chooses 上传第三方签发证书, then 下一步 opens the upload form with 证书部署地域 and 证书类型', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { path: '/slb/instances', lang: 'zh' });
    await page.getByRole('button', { name: '创建负载均衡', exact: true }).waitFor();
    await page.getByRole('link', { name: '证书管理', exact: true }).click();
    await page.getByRole('button', { name: '创建证书' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('上传第三方签发证书', { exact: true }).click();
    await dialog.getByRole('button', { name: '下一步', exact: true }).click();
    await dialog.getByRole('textbox', { name: '证书名称' }).fill('old-cert');
    await choose(page, dialog, '证书部署地域', '华东1（杭州）');
    await dialog.getByRole('radio', { name: '服务器证书' }).waitFor({ state: 'attached' });
    await dialog.getByRole('textbox', { name: '证书内容' }).fill('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----');
    await dialog.getByRole('textbox', { name: '私钥' }).fill('-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('证书已上传。');
    const [cert] = (await api(page, 'Slb', 'DescribeServerCertificates')).ServerCertificates.ServerCertificate;
    expect(cert).toMatchObject({ ServerCertificateName: 'old-cert' });

    // An HTTPS listener's 更多 > 扩展域名管理 > 添加扩展域名 (2019's wording), 确定.
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'sni-clb' });
    await api(page, 'Slb', 'CreateLoadBalancerHTTPSListener', { LoadBalancerId, ListenerPort: 443, BackendServerPort: 80, Bandwidth: -1, StickySession: 'off', HealthCheck: 'off', ServerCertificateId: cert.ServerCertificateId });
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=listeners`, page.url()).toString());
    await rowOf(page, 'HTTPS:443').getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '扩展域名管理' }).click();
    await page.getByRole('dialog', { name: '扩展域名管理' }).getByRole('button', { name: '添加扩展域名' }).click();
    const add = page.getByRole('dialog', { name: '添加扩展域名' });
    await add.getByRole('textbox', { name: '域名' }).fill('www.example.org');
    await choose(page, add, '证书', 'old-cert');
    await add.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('扩展域名添加成功。');
    const [ext] = (await api(page, 'Slb', 'DescribeDomainExtensions', { LoadBalancerId, ListenerPort: 443 })).DomainExtensions.DomainExtension;
    expect(ext).toMatchObject({ Domain: 'www.example.org', ServerCertificateId: cert.ServerCertificateId });
  });

  it('uploads a server certificate on the Certificates page and adds an HTTPS listener with it in the wizard (English)', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'tls-clb' });
    await page.getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.getByRole('button', { name: 'Create Certificate' }).click();
    await page.getByRole('button', { name: 'Upload Non-Alibaba Cloud Certificate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Certificate Name' }).fill('site-cert');
    await dialog.getByRole('textbox', { name: 'Public Key Certificate' }).fill('-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----');
    await dialog.getByRole('textbox', { name: 'Private Key' }).fill('-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The certificate is uploaded.');
    await rowOf(page, 'site-cert').waitFor();

    await page.goto(new URL(`/slb/instances/${LoadBalancerId}/listeners/create`, page.url()).toString());
    await page.getByText('HTTPS', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Listener Port' }).fill('443');
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(page, page, 'Server Certificate', 'site-cert');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Backend Port' }).fill('80');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener is configured and started.');
    const [cert] = (await api(page, 'Slb', 'DescribeServerCertificates')).ServerCertificates.ServerCertificate;
    const listener = (await api(page, 'Slb', 'DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId })).Listeners[0];
    expect(listener).toMatchObject({ ListenerPort: 443, ListenerProtocol: 'https', HTTPSListenerConfig: { ServerCertificateId: cert.ServerCertificateId } });

    // More > Manage Additional Certificate: a domain with its own certificate, then another certificate, then deleted.
    const shop = await api(page, 'Slb', 'UploadServerCertificate', { ServerCertificateName: 'shop-cert', ServerCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', PrivateKey: '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----' });
    await rowOf(page, 'HTTPS:443').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Manage Additional Certificate' }).click();
    const panel = page.getByRole('dialog', { name: 'Manage Additional Certificate' });
    await panel.getByRole('button', { name: 'Add Additional Certificate' }).click();
    const add = page.getByRole('dialog', { name: 'Add Additional Certificate' });
    await add.getByRole('textbox', { name: 'Domain Name' }).fill('bad_domain!');
    await add.getByRole('button', { name: 'OK', exact: true }).click();
    await add.getByText('Enter a valid domain name.').waitFor();
    await add.getByRole('textbox', { name: 'Domain Name' }).fill('*.shop.example.com');
    await choose(page, add, 'Certificate', 'shop-cert');
    await add.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The additional certificate is added.');
    await page.getByRole('dialog', { name: 'Information' }).getByRole('button', { name: 'Close', exact: true }).first().click();
    const extRow = panel.locator('.next-table-row').filter({ hasText: '*.shop.example.com' });
    await extRow.getByText('shop-cert', { exact: false }).waitFor();
    const [ext] = (await api(page, 'Slb', 'DescribeDomainExtensions', { LoadBalancerId, ListenerPort: 443 })).DomainExtensions.DomainExtension;
    expect(ext).toMatchObject({ Domain: '*.shop.example.com', ServerCertificateId: shop.ServerCertificateId });
    await extRow.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Additional Certificate' });
    await choose(page, edit, 'Certificate', 'site-cert');
    await edit.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The additional certificate is modified.');
    expect(await api(page, 'Slb', 'DescribeDomainExtensionAttribute', { DomainExtensionId: ext.DomainExtensionId })).toMatchObject({ ServerCertificateId: cert.ServerCertificateId });
    await extRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Additional Certificate' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The additional certificate is deleted.');
    expect((await api(page, 'Slb', 'DescribeDomainExtensions', { LoadBalancerId, ListenerPort: 443 })).DomainExtensions.DomainExtension).toEqual([]);
  });

  it('adds a forwarding rule on an HTTP listener\'s Forwarding Rules page, edits its scheduling and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'rules-clb' });
    await api(page, 'Slb', 'CreateLoadBalancerHTTPListener', { LoadBalancerId, ListenerPort: 80, BackendServerPort: 80, HealthCheck: 'off', StickySession: 'off' });
    const { VServerGroupId } = await api(page, 'Slb', 'CreateVServerGroup', { LoadBalancerId, VServerGroupName: 'images' });
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=listeners`, page.url()).toString());
    await rowOf(page, 'HTTP:80').getByRole('button', { name: 'Configure Forwarding Rules' }).click();
    await page.getByRole('textbox', { name: 'Domain Name' }).fill('www.example.com');
    await page.getByRole('textbox', { name: 'URL' }).fill('/img');
    await choose(page, page, 'VServer Group', 'images');
    await page.getByRole('button', { name: 'Add Forwarding Rules', exact: true }).click();
    expect(await toast(page)).toBe('The forwarding rules are added.');
    const [rule] = (await api(page, 'Slb', 'DescribeRules', { LoadBalancerId, ListenerPort: 80 })).Rules.Rule;
    expect(rule).toMatchObject({ RuleName: 'www.example.com/img', Domain: 'www.example.com', Url: '/img', VServerGroupId });

    await rowOf(page, '/img').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weighted Least Connections (WLC)', { exact: true }).click();
    await dialog.getByRole('switch', { name: 'Enable Session Persistence' }).click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The forwarding rule is modified.');
    expect(await api(page, 'Slb', 'DescribeRuleAttribute', { RuleId: rule.RuleId })).toMatchObject({ ListenerSync: 'off', Scheduler: 'wlc', StickySession: 'on', StickySessionType: 'insert' });

    await rowOf(page, '/img').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The forwarding rule is deleted.');
    expect((await api(page, 'Slb', 'DescribeRules', { LoadBalancerId, ListenerPort: 80 })).Rules.Rule).toEqual([]);
  });

  it('slb@2019 (zh): a listener\'s 添加转发策略 opens 转发策略, whose 添加转发策略 dialog adds two rules with 添加策略 and 确定', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { path: '/slb/instances', lang: 'zh' });
    const { LoadBalancerId } = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: 'old-rules' });
    await api(page, 'Slb', 'CreateLoadBalancerHTTPListener', { LoadBalancerId, ListenerPort: 8080, BackendServerPort: 80, HealthCheck: 'off', StickySession: 'off' });
    await api(page, 'Slb', 'CreateVServerGroup', { LoadBalancerId, VServerGroupName: 'bbs' });
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=listeners`, page.url()).toString());
    await rowOf(page, 'HTTP:8080').getByRole('button', { name: '添加转发策略' }).click();
    await page.getByRole('button', { name: '添加转发策略', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '域名' }).fill('bbs.example.com');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('/a');
    await choose(page, dialog, '虚拟服务器组', 'bbs');
    await dialog.getByRole('button', { name: '添加策略', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'URL' }).nth(1).fill('/b');
    await dialog.getByRole('combobox', { name: '虚拟服务器组', exact: true }).nth(1).click();
    await page.locator('.next-overlay-wrapper.opened .next-menu-item').filter({ hasText: 'bbs' }).first().click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('转发策略添加成功。');
    const rules = (await api(page, 'Slb', 'DescribeRules', { LoadBalancerId, ListenerPort: 8080 })).Rules.Rule as Array<{ Domain: string; Url: string }>;
    expect(rules.map((r) => `${r.Domain}${r.Url}`)).toEqual(['bbs.example.com/a', 'bbs.example.com/b']);
  });
});
