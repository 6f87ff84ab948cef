// The CDN console's HTTPS page in headless Chromium against a real emulator: Force Redirect and HSTS set as the help
// center's procedures say, on cdn@2021 (sections opened with 修改配置) and today (Modify), checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type Configs = { DomainConfigs: { DomainConfig: { FunctionArgs: { FunctionArg: { ArgName: string; ArgValue: string }[] } }[] } };

const argsOf = async (page: Page, domain: string, fn: string) =>
  Object.fromEntries(
    ((await consoleApi<Configs>(page, 'Cdn', 'DescribeCdnDomainConfigs', { DomainName: domain, FunctionNames: fn })).DomainConfigs.DomainConfig[0]?.FunctionArgs.FunctionArg ?? []).map((a) => [a.ArgName, a.ArgValue]),
  );

async function domainPage(page: Page, domain: string, tab = 'https') {
  const sources = JSON.stringify([{ content: '198.51.100.9', type: 'ipaddr', port: 80, priority: '20' }]);
  await consoleApi(page, 'Cdn', 'AddCdnDomain', { DomainName: domain, CdnType: 'web', Sources: sources });
  await page.goto(new URL(`/cdn/domains/${domain}/${tab}`, page.url()).toString());
}

describe('CDN HTTPS page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('turns HSTS on with its expiry and subdomains from the HSTS section\'s 修改配置 (cdn@2021, Chinese)', async () => {
    const page = await openConsole(h, { variant: 'cdn@2021' }, { lang: 'zh', path: '/cdn' });
    await domainPage(page, 'hsts.doc-example.com');
    await page.getByRole('region', { name: 'HSTS', exact: true }).waitFor();
    await page.getByRole('button', { name: '修改配置' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '过期时间' }).fill('30');
    await dialog.getByRole('switch', { name: '包含子域名' }).click();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('配置成功。');
    expect(await argsOf(page, 'hsts.doc-example.com', 'HSTS')).toEqual({ enabled: 'on', https_hsts_max_age: '2592000', https_hsts_include_subdomains: 'on' });
  });

  it('redirects HTTP to HTTPS from Force Redirect (English, today)', async () => {
    const page = await openConsole(h, {}, { path: '/cdn' });
    await domainPage(page, 'force.doc-example.com');
    await page.getByRole('region', { name: 'Force Redirect' }).waitFor();
    await page.getByRole('button', { name: 'Modify', exact: true }).nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'HTTP -> HTTPS' }).check();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBeTruthy();
    expect(await argsOf(page, 'force.doc-example.com', 'https_force')).toEqual({ enable: 'on' });
  });

  it('turns the origin protocol policy on and makes CDN fetch over HTTPS (cdn@2021, Chinese)', async () => {
    const page = await openConsole(h, { variant: 'cdn@2021' }, { lang: 'zh', path: '/cdn' });
    await domainPage(page, 'scheme.doc-example.com', 'origin');
    await page.getByRole('switch', { name: '回源协议' }).click();
    const dialog = page.getByRole('dialog', { name: '静态协议跟随回源' });
    await dialog.getByRole('radio', { name: 'HTTPS' }).check();
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('配置成功。');
    expect(await argsOf(page, 'scheme.doc-example.com', 'forward_scheme')).toEqual({ enable: 'on', scheme_origin: 'https' });

    // The same page's request headers to the origin: cdn@2021 names the tab 回源HTTP请求头（新）.
    await page.getByRole('tab', { name: '回源HTTP请求头（新）' }).click();
    await page.getByRole('button', { name: '添加', exact: true }).last().click();
    const header = page.getByRole('dialog', { name: '回源HTTP请求头' });
    await choose(page, header, '自定义请求头参数', '自定义请求头');
    await header.getByRole('textbox', { name: '自定义请求头名称' }).fill('x-code');
    await header.getByRole('textbox', { name: '请求头值' }).fill('key1');
    await header.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('配置成功。');
    expect(await argsOf(page, 'scheme.doc-example.com', 'origin_request_header')).toEqual({ header_operation_type: 'add', header_name: 'x-code', header_value: 'key1', duplicate: 'off' });
  });
});
