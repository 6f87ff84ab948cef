// The CDN console in headless Chromium against a real emulator: an accelerated domain added, configured (a cache
// expiration rule, a Referer whitelist, a custom HTTP response header), disabled and deleted as the help center's procedures say, with the cloud's
// state checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type Domains = { TotalCount: number; Domains: { PageData: { DomainName: string; DomainStatus: string; CdnType: string }[] } };
type Configs = { DomainConfigs: { DomainConfig: { FunctionName: string; FunctionArgs: { FunctionArg: { ArgName: string; ArgValue: string }[] } }[] } };

async function cdnApi<T>(page: Page, action: string, params: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Cdn', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const configArgs = async (page: Page, domain: string, fn: string) =>
  Object.fromEntries(
    ((await cdnApi<Configs>(page, 'DescribeCdnDomainConfigs', { DomainName: domain, FunctionNames: fn })).DomainConfigs.DomainConfig[0]?.FunctionArgs.FunctionArg ?? []).map((a) => [a.ArgName, a.ArgValue]),
  );

const row = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('CDN console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds a domain with an IP origin, adds a cache rule and a Referer whitelist, disables and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'CDN' }).click();
    await page.getByRole('heading', { name: 'Domain Names' }).waitFor();

    await page.getByRole('button', { name: 'Add Domain Name' }).click();
    await page.getByRole('heading', { name: 'Add Domain Name' }).waitFor();
    await page.getByRole('radio', { name: 'Chinese Mainland Only' }).check();
    await page.getByRole('textbox', { name: 'Domain Name to Accelerate' }).fill('static.doc-example.com');
    await page.getByRole('button', { name: 'Add Origin Server' }).click();
    const origin = page.getByRole('dialog', { name: 'Add Origin Server' });
    await origin.getByRole('radio', { name: 'IP' }).check();
    await origin.getByRole('textbox', { name: 'Origin Address' }).fill('203.0.113.10');
    await origin.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('radio', { name: 'Image and Small File' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await toast(page)).toContain('The domain name is added');
    await row(page, 'static.doc-example.com').getByText('Configuring').waitFor();
    await row(page, 'static.doc-example.com').getByText('Running').waitFor({ timeout: 10_000 });
    const listed = await cdnApi<Domains>(page, 'DescribeUserDomains', {});
    expect(listed.Domains.PageData[0]).toMatchObject({ DomainName: 'static.doc-example.com', DomainStatus: 'online', CdnType: 'web' });

    // Manage > Cache > Expiration Rule > Add Rule.
    await row(page, 'static.doc-example.com').getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { name: 'Basic Settings' }).waitFor();
    await page.getByRole('link', { name: 'Cache', exact: true }).click();
    await page.getByRole('tab', { name: 'Expiration Rule' }).waitFor();
    await page.getByRole('button', { name: 'Add Rule' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Expiration Rule' });
    await dialog.getByRole('radio', { name: 'File Extension' }).check();
    await dialog.getByRole('textbox', { name: 'Content' }).fill('jpg,png');
    await dialog.getByRole('textbox', { name: 'Expire In' }).fill('3600');
    await dialog.getByRole('textbox', { name: 'Weight' }).fill('10');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The configuration is saved.');
    await row(page, 'jpg,png').waitFor();
    expect(await configArgs(page, 'static.doc-example.com', 'filetype_based_ttl_set')).toEqual({ file_type: 'jpg,png', ttl: '3600', weight: '10' });

    // Access Control > Hotlink Protection > Modify: a Referer whitelist.
    await page.getByRole('link', { name: 'Access Control' }).click();
    await page.getByRole('tab', { name: 'Hotlink Protection' }).waitFor();
    await page.getByRole('button', { name: 'Modify' }).click();
    dialog = page.getByRole('dialog', { name: 'Hotlink Protection' });
    await dialog.getByRole('radio', { name: 'Whitelist' }).check();
    await dialog.getByRole('textbox', { name: 'Rules' }).fill('www.example.com');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The configuration is saved.');
    expect(await configArgs(page, 'static.doc-example.com', 'referer_white_list_set')).toMatchObject({ refer_domain_allow_list: 'www.example.com' });

    // Back to the list: More > Disable, then More > Delete.
    await page.getByRole('link', { name: 'Domain Names' }).first().click();
    await row(page, 'static.doc-example.com').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable Domain Name' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The domain name is disabled.');
    await row(page, 'static.doc-example.com').getByText('Disabled').waitFor();
    await row(page, 'static.doc-example.com').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Domain Name' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The domain name is deleted.');
    expect((await cdnApi<Domains>(page, 'DescribeUserDomains', {})).TotalCount).toBe(0);
  });

  it('disables a domain in Chinese (停用), and the drift variant renames Add Rule', async () => {
    const page = await openConsole(h, {}, { lang: 'zh', path: '/cdn' });
    const sources = JSON.stringify([{ content: '198.51.100.8', type: 'ipaddr', port: 80, priority: '20' }]);
    await cdnApi(page, 'AddCdnDomain', { DomainName: 'zh.doc-example.com', CdnType: 'web', Sources: sources });
    await page.reload();
    await row(page, 'zh.doc-example.com').getByText('正常运行').waitFor({ timeout: 10_000 });
    await row(page, 'zh.doc-example.com').getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByRole('dialog', { name: '停用域名' }).getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBe('域名已停用。');
    expect((await cdnApi<Domains>(page, 'DescribeUserDomains', {})).Domains.PageData[0].DomainStatus).toBe('offline');

    // 刷新预热: refresh a directory of the domain; the task shows on 操作记录.
    await page.getByRole('option', { name: '刷新预热' }).click();
    await page.getByRole('radio', { name: '目录' }).check();
    await page.getByRole('textbox', { name: 'URL' }).fill('https://zh.doc-example.com/static');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('目录需以正斜线（/）结尾', { exact: false }).or(page.getByText('must end with a forward slash', { exact: false })).first().waitFor();
    await page.getByRole('textbox', { name: 'URL' }).fill('https://zh.doc-example.com/static/');
    await page.getByRole('button', { name: '提交' }).click();
    expect(await toast(page)).toBe('提交成功。');
    const tasks = await cdnApi<{ Tasks: { CDNTask: { ObjectPath: string; ObjectType: string }[] } }>(page, 'DescribeRefreshTasks', {});
    expect(tasks.Tasks.CDNTask[0]).toMatchObject({ ObjectPath: 'https://zh.doc-example.com/static/', ObjectType: 'directory' });

    const drifted = await openConsole(h, { variant: 'cdn-add-rule-renamed' }, { path: '/cdn/domains' });
    await cdnApi(drifted, 'AddCdnDomain', { DomainName: 'drift.doc-example.com', CdnType: 'web', Sources: sources });
    await drifted.goto(new URL('/cdn/domains/drift.doc-example.com/cache', drifted.url()).toString());
    await drifted.getByRole('button', { name: 'Add Cache Rule' }).waitFor();
    expect(await drifted.getByRole('button', { name: 'Add Rule', exact: true }).count()).toBe(0);

    const noEmpty = await openConsole(h, { variant: 'cdn-referer-allow-empty-removed' }, { path: '/cdn/domains' });
    await cdnApi(noEmpty, 'AddCdnDomain', { DomainName: 'referer.doc-example.com', CdnType: 'web', Sources: sources });
    await noEmpty.goto(new URL('/cdn/domains/referer.doc-example.com/access', noEmpty.url()).toString());
    await noEmpty.getByRole('button', { name: 'Modify' }).click();
    const referer = noEmpty.getByRole('dialog', { name: 'Hotlink Protection' });
    await referer.getByRole('textbox', { name: 'Rules' }).waitFor();
    expect(await referer.getByRole('checkbox', { name: 'Allow Empty Referer' }).count()).toBe(0);
  });

  it('adds, changes and deletes a custom HTTP response header on the Cache page (zh), saved as set_resp_header', async () => {
    const page = await openConsole(h, {}, { lang: 'zh', path: '/cdn' });
    const sources = JSON.stringify([{ content: '198.51.100.9', type: 'ipaddr', port: 80, priority: '20' }]);
    await cdnApi(page, 'AddCdnDomain', { DomainName: 'headers.doc-example.com', CdnType: 'web', Sources: sources });
    await page.goto(new URL('/cdn/domains/headers.doc-example.com/cache', page.url()).toString());
    await page.getByRole('tab', { name: '自定义HTTP响应头' }).click();
    await page.getByRole('button', { name: '添加', exact: true }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await dialog.getByText('请选择响应头参数。').waitFor();
    await choose(page, dialog, '自定义响应头参数', '自定义');
    await dialog.getByRole('textbox', { name: '自定义响应头名称' }).fill('X-Doc-Test');
    await dialog.getByRole('textbox', { name: '响应头值' }).fill('on');
    await dialog.getByText('允许', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('配置成功。');
    expect(await configArgs(page, 'headers.doc-example.com', 'set_resp_header')).toEqual({ header_operation_type: 'add', key: 'X-Doc-Test', value: 'on', duplicate: 'on' });

    await row(page, 'X-Doc-Test').getByRole('button', { name: '修改' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '响应头值' }).fill('off');
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await toast(page);
    expect((await configArgs(page, 'headers.doc-example.com', 'set_resp_header')).value).toBe('off');

    await row(page, 'X-Doc-Test').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await row(page, 'X-Doc-Test').waitFor({ state: 'detached' });
    expect(await configArgs(page, 'headers.doc-example.com', 'set_resp_header')).toEqual({});
  });

  it('Performance Optimization: a switch turns at once when clicked (智能压缩, HTML优化), parameter filtering; Video: Range回源 强制 and 拖拽播放 (zh)', async () => {
    const page = await openConsole(h, {}, { lang: 'zh', path: '/cdn' });
    const sources = JSON.stringify([{ content: '198.51.100.8', type: 'ipaddr', port: 80, priority: '20' }]);
    await cdnApi(page, 'AddCdnDomain', { DomainName: 'perf.doc-example.com', CdnType: 'web', Sources: sources });
    await page.goto(new URL('/cdn/domains/perf.doc-example.com/performance', page.url()).toString());
    // The switch is checked as soon as it is clicked, before the save's reload (an observation right after the click).
    const gzip = page.getByRole('switch', { name: '智能压缩' });
    await gzip.click();
    expect(await gzip.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: 'HTML优化' }).click();
    await page.getByRole('switch', { name: 'CSS优化' }).click();
    await expect.poll(() => configArgs(page, 'perf.doc-example.com', 'tesla')).toEqual({ enable: 'on', trim_css: 'on', trim_js: 'off' });
    expect((await configArgs(page, 'perf.doc-example.com', 'gzip')).enable).toBe('on');
    await page.getByRole('region', { name: '过滤参数（可保留指定参数）' }).getByRole('button', { name: '修改' }).click();
    const filter = page.getByRole('dialog');
    await filter.getByRole('switch', { name: '过滤参数' }).click();
    await filter.getByRole('textbox', { name: '保留指定参数' }).fill('x,y');
    await filter.getByRole('button', { name: '确定', exact: true }).click();
    await filter.waitFor({ state: 'detached' });
    expect(await configArgs(page, 'perf.doc-example.com', 'set_hashkey_args')).toEqual({ disable: 'on', hashkey_args: 'x,y', keep_oss_args: 'off' });

    await page.getByRole('link', { name: '视频相关', exact: true }).click();
    await page.getByRole('region', { name: 'Range回源' }).getByRole('button', { name: '修改' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: '强制' }).check();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await page.getByRole('region', { name: 'Range回源' }).getByText('强制').waitFor();
    const seek = page.getByRole('switch', { name: '拖拽播放' });
    await seek.click();
    expect(await seek.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => configArgs(page, 'perf.doc-example.com', 'video_seek')).toMatchObject({ enable: 'on', flv_seek_by_time: 'off', mp4_seek_start: 'start' });
    expect(await configArgs(page, 'perf.doc-example.com', 'range')).toEqual({ enable: 'force' });
  });

  it('turns on URL signing (Type A, keys, validity period), adds an access URL rewrite, finds a log file to download; cdn@2021 in Chinese: 鉴权URL设置 and the 重写 tab', async () => {
    const page = await openConsole(h, {}, { path: '/cdn' });
    const sources = JSON.stringify([{ content: '198.51.100.7', type: 'ipaddr', port: 80, priority: '20' }]);
    await cdnApi(page, 'AddCdnDomain', { DomainName: 'sign.doc-example.com', CdnType: 'web', Sources: sources });
    await page.goto(new URL('/cdn/domains/sign.doc-example.com/access', page.url()).toString());
    await page.getByRole('tab', { name: 'URL Signing' }).click();
    await page.getByRole('button', { name: 'Modify', exact: true }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'URL Signing' }).click();
    await dialog.getByRole('radio', { name: 'Type A' }).check();
    await dialog.getByRole('textbox', { name: 'Primary Key' }).fill('abc');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByText('The key must be 6 to 128 letters and digits.').waitFor();
    await dialog.getByRole('textbox', { name: 'Primary Key' }).fill('DocPrimary2026');
    await dialog.getByRole('textbox', { name: 'Secondary Key' }).fill('DocSecondary2026');
    await dialog.getByRole('textbox', { name: 'Validity Period' }).fill('3600');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The configuration is saved.');
    expect(await configArgs(page, 'sign.doc-example.com', 'aliauth')).toEqual({ auth_type: 'type_a', auth_key1: 'DocPrimary2026', auth_key2: 'DocSecondary2026', ali_auth_delta: '3600' });

    await page.getByRole('link', { name: 'Cache', exact: true }).click();
    await page.getByRole('tab', { name: 'Access URL Rewrite' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const rewrite = page.getByRole('dialog');
    await rewrite.getByRole('textbox', { name: 'Path to Be Rewritten' }).fill('^/hello$');
    await rewrite.getByRole('textbox', { name: 'Target Path' }).fill('/index.html');
    await rewrite.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The configuration is saved.');
    expect(await configArgs(page, 'sign.doc-example.com', 'host_redirect')).toEqual({ regex: '^/hello$', replacement: '/index.html', flag: 'redirect' });

    await page.goto(new URL('/cdn/domains', page.url()).toString());
    await page.getByRole('link', { name: 'Logs', exact: true }).click();
    await choose(page, page, 'Domain Name', 'sign.doc-example.com');
    await choose(page, page, 'Date', new Date(Date.now() - 8.64e7 + 8 * 3.6e6).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await row(page, '_230000_000000.gz').getByRole('button', { name: 'Download' }).click();
    expect(await toast(page)).toMatch(/^Downloading sign\.doc-example\.com_\d{4}_\d{2}_\d{2}_230000_000000\.gz\.$/);

    // Monitoring & Usage Analytics > Resource Monitoring: an item's tab, a domain, Search lists the day's 5-minute intervals.
    await page.getByRole('link', { name: 'Resource Monitoring', exact: true }).click();
    await page.getByRole('tab', { name: 'Hit Rate' }).click();
    await choose(page, page, 'Domain Name', 'sign.doc-example.com');
    await choose(page, page, 'Time', 'Yesterday');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('.next-table-body .next-table-row:visible').count()).toBe(288);

    // Usage > Bill Export: yesterday's bill; Details Export: a task for one domain name; then the bill deleted.
    await page.getByRole('link', { name: 'Usage', exact: true }).click();
    await page.getByRole('tab', { name: 'Bill Export' }).click();
    await page.getByRole('button', { name: 'Create Export Task' }).click();
    expect(await toast(page)).toBe('The export task is created.');
    await page.getByRole('tab', { name: 'Details Export' }).click();
    await page.getByRole('button', { name: 'Create Task' }).click();
    const task = page.getByRole('dialog', { name: 'Create Task' });
    await task.getByRole('textbox', { name: 'Task Name' }).fill('doc-details');
    await task.getByText('Domain', { exact: true }).click();
    await choose(page, task, 'Domain Name', 'sign.doc-example.com');
    await task.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The export task is created.');
    const details = await cdnApi<{ UsageDataPerPage: { Data: { DataItem: { TaskName: string; DomainNames: string; Type: string }[] } } }>(page, 'DescribeUserUsageDetailDataExportTask', {});
    expect(details.UsageDataPerPage.Data.DataItem).toMatchObject([{ TaskName: 'doc-details', DomainNames: 'sign.doc-example.com', Type: 'flow' }]);
    await page.getByRole('tab', { name: 'Bill Export' }).click();
    await page.locator('.next-table-body .next-table-row:visible').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The export task is deleted.');

    const old = await openConsole(h, { variant: 'cdn@2021' }, { lang: 'zh', path: '/cdn' });
    await cdnApi(old, 'AddCdnDomain', { DomainName: 'old.doc-example.com', CdnType: 'web', Sources: sources });
    await old.goto(new URL('/cdn/domains/old.doc-example.com/access', old.url()).toString());
    await old.getByRole('tab', { name: 'URL鉴权' }).click();
    await old.getByText('鉴权URL设置').waitFor();
    await old.getByRole('button', { name: '修改配置', exact: true }).last().click();
    const zh = old.getByRole('dialog');
    await zh.getByRole('switch', { name: 'URL鉴权' }).click();
    expect(await zh.getByRole('radio', { name: '鉴权方式F' }).count()).toBe(0);
    await zh.getByRole('radio', { name: '鉴权方式B' }).check();
    await zh.getByRole('textbox', { name: '主KEY' }).fill('OldPrimary2021');
    await zh.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(old)).toBe('配置成功。');
    expect(await configArgs(old, 'old.doc-example.com', 'aliauth')).toEqual({ auth_type: 'type_b', auth_key1: 'OldPrimary2021' });
    await old.goto(new URL('/cdn/domains/old.doc-example.com/cache', old.url()).toString());
    await old.getByRole('tab', { name: '重写', exact: true }).click();
    await old.getByRole('button', { name: '添加', exact: true }).last().click();
    await old.getByRole('dialog').getByRole('textbox', { name: '待重写URI' }).fill('/old');
    await old.getByRole('dialog').getByRole('textbox', { name: '目标URI' }).fill('/new');
    await old.getByRole('dialog').getByRole('radio', { name: 'Break' }).check();
    await old.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(old)).toBe('配置成功。');
    expect(await configArgs(old, 'old.doc-example.com', 'host_redirect')).toEqual({ regex: '/old', replacement: '/new', flag: 'break' });
  });
});
