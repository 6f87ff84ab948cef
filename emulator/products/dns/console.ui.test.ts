// The Alibaba Cloud DNS console in headless Chromium against a real emulator: domains and their records, clicked
// through as the help center's procedures say, with the cloud's state checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type Records = { DomainRecords: { Record: { RecordId: string; RR: string; Type: string; Value: string; TTL: number; Status: string }[] } };

async function dnsApi<T>(page: Page, action: string, params: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Alidns', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const records = async (page: Page, domain: string) =>
  (await dnsApi<Records>(page, 'DescribeDomainRecords', { DomainName: domain, Direction: 'ASC' })).DomainRecords.Record;

/**
 * The records micro-frontend that the DNS Settings page embeds in a same-origin iframe, as the real console does:
 * its toolbar, table, dialogs and toasts live in the frame.
 */
async function recordsFrame(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector('iframe.dns-records-frame')).contentFrame();
  if (!frame) throw new Error('the DNS Settings page has no records frame');
  await frame.waitForSelector('.next-table');
  return frame;
}

/** `toast` and `choose` of uiHarness, inside the frame (Frame has the Page methods they use). */
const frameToast = (frame: Frame) => toast(frame as unknown as Page);
const chooseIn = (frame: Frame, scope: Parameters<typeof choose>[1], combo: string, option: string | RegExp) => choose(frame as unknown as Page, scope, combo, option);

/** The row of the table that shows `text`, and the button or link `label` in it. */
const rowButton = (page: Page | Frame, text: string, label: string) =>
  page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first().getByRole('button', { name: label, exact: true });

describe('Alibaba Cloud DNS console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds a domain name, adds, edits, pauses and deletes records, and deletes the domain (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Alibaba Cloud DNS' }).click();
    await page.getByRole('heading', { name: 'Domain Name Resolution' }).waitFor();

    await page.getByRole('button', { name: 'Add Domain Name' }).click();
    const addDomain = page.getByRole('dialog');
    await addDomain.getByRole('textbox', { name: 'Domain Name' }).fill('not a domain');
    await addDomain.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => addDomain.locator('.next-form-item-help').innerText()).toContain('InvalidDomainName.Format');
    await addDomain.getByRole('textbox', { name: 'Domain Name' }).fill('doc-example.com');
    await addDomain.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The domain name is added.');

    await page.locator('.next-table-row').filter({ hasText: 'doc-example.com' }).getByRole('link', { name: 'DNS Settings' }).click();
    await page.getByRole('heading', { name: 'DNS Settings' }).waitFor();
    // The records page is an iframe of the same app (the embed route), inside the console's own frame.
    const f = await recordsFrame(page);
    expect(new URL(f.url()).pathname).toBe('/dns/embed/domains/doc-example.com');
    expect(await f.locator('header.topbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Add Record' }).count()).toBe(0);

    // Add Record: an A record needs an IPv4 address.
    await f.getByRole('button', { name: 'Add Record' }).click();
    let dialog = f.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Hostname' }).fill('www');
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('www.example.net');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.locator('.next-form-item-help').innerText()).toContain('SubDomainInvalid.Value');
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('192.0.2.10');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is added.');

    // A CNAME record with a TTL of 1 Hour.
    await f.getByRole('button', { name: 'Add Record' }).click();
    dialog = f.getByRole('dialog');
    await chooseIn(f, dialog, 'Record Type', /^CNAME/);
    await dialog.getByRole('textbox', { name: 'Hostname' }).fill('cdn');
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('cdn.example.net');
    await chooseIn(f, dialog, 'TTL', '1 Hour');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is added.');
    await f.getByText('cdn.example.net').waitFor();
    expect((await records(page, 'doc-example.com')).map((r) => [r.RR, r.Type, r.Value, r.TTL])).toEqual([
      ['www', 'A', '192.0.2.10', 600],
      ['cdn', 'CNAME', 'cdn.example.net', 3600],
    ]);

    // Edit the A record's value, then pause it.
    await rowButton(f, '192.0.2.10', 'Edit').click();
    dialog = f.getByRole('dialog', { name: 'Edit Record' });
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('192.0.2.20');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is modified.');
    await rowButton(f, '192.0.2.20', 'Pause').click();
    await f.getByRole('dialog', { name: 'Pause Record' }).getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is paused.');
    await rowButton(f, '192.0.2.20', 'Enable').waitFor();
    expect((await records(page, 'doc-example.com'))[0]).toMatchObject({ Value: '192.0.2.20', Status: 'DISABLE' });

    // Remark (UpdateDomainRecordRemark) shows in the Remarks column.
    await rowButton(f, 'cdn.example.net', 'Remark').click();
    dialog = f.getByRole('dialog', { name: 'Remark' });
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('CDN origin');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The remark is saved.');
    await f.getByText('CDN origin').waitFor();

    // Delete the CNAME record.
    await rowButton(f, 'cdn.example.net', 'Delete').click();
    await f.getByRole('dialog', { name: 'Delete Record' }).getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is deleted.');
    expect((await records(page, 'doc-example.com')).map((r) => r.RR)).toEqual(['www']);

    // Back on the list: More > Delete removes the domain name and its records.
    await page.getByRole('link', { name: 'Domain Name Resolution' }).first().click();
    await rowButton(page, 'doc-example.com', 'More').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Domain Name' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The domain name is deleted.');
    const left = await dnsApi<{ TotalCount: number }>(page, 'DescribeDomains', {});
    expect(left.TotalCount).toBe(0);
  });

  it('adds a record in Chinese (添加记录), and the drift variant renames the button', async () => {
    const page = await openConsole(h, {}, { lang: 'zh', path: '/dns' });
    await dnsApi(page, 'AddDomain', { DomainName: 'doc-zh.cn' });
    await page.reload();
    await page.locator('.next-table-row').filter({ hasText: 'doc-zh.cn' }).getByRole('link', { name: '解析设置' }).click();
    const f = await recordsFrame(page);
    await f.getByRole('button', { name: '添加记录' }).click();
    const dialog = f.getByRole('dialog', { name: '添加记录' });
    await dialog.getByRole('textbox', { name: '主机记录' }).fill('@');
    await dialog.getByRole('textbox', { name: '记录值' }).fill('198.51.100.8');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await frameToast(f)).toBe('添加成功。');
    expect((await records(page, 'doc-zh.cn')).map((r) => [r.RR, r.Type, r.Value])).toEqual([['@', 'A', '198.51.100.8']]);

    const drifted = await openConsole(h, { variant: 'dns-add-record-renamed' }, { path: '/dns/domains' });
    await dnsApi(drifted, 'AddDomain', { DomainName: 'doc-drift.com' });
    await drifted.goto(new URL('/dns/domains/doc-drift.com', drifted.url()).toString());
    const df = await recordsFrame(drifted);
    await df.getByRole('button', { name: 'Add DNS Record' }).waitFor();
    expect(await df.getByRole('button', { name: 'Add Record', exact: true }).count()).toBe(0);
  });

  it('rejects the doc example address 192.0.2.10 from the console under dns-reserved-ip-rejected, under Record Value', async () => {
    const page = await openConsole(h, { variant: 'dns-reserved-ip-rejected' }, { path: '/dns/domains' });
    await dnsApi(page, 'AddDomain', { DomainName: 'doc-reserved.com' });
    await page.goto(new URL('/dns/domains/doc-reserved.com', page.url()).toString());
    const f = await recordsFrame(page);
    await f.getByRole('button', { name: 'Add Record' }).click();
    const dialog = f.getByRole('dialog', { name: 'Add Record' });
    await dialog.getByRole('textbox', { name: 'Hostname' }).fill('www');
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('192.0.2.10');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.locator('.next-form-item-help').innerText()).toContain('reserved or private IPv4 address');
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('47.96.1.10');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is added.');
    expect((await records(page, 'doc-reserved.com')).map((r) => r.Value)).toEqual(['47.96.1.10']);
  });

  it('groups domain names, sets a domain remark, and drops the TTL field under dns-add-record-ttl-removed', async () => {
    const page = await openConsole(h, {}, { path: '/dns/domains' });
    await dnsApi(page, 'AddDomain', { DomainName: 'doc-group.com' });
    await page.reload();
    await page.getByRole('button', { name: 'Add Group' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Group' });
    await dialog.getByRole('textbox', { name: 'Group Name' }).fill('web');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The group is added.');
    await rowButton(page, 'doc-group.com', 'More').click();
    await page.getByRole('menuitem', { name: 'Change Group' }).click();
    dialog = page.getByRole('dialog', { name: 'Change Group' });
    await choose(page, dialog, 'Group', 'web');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The group is changed.');
    await rowButton(page, 'doc-group.com', 'More').click();
    await page.getByRole('menuitem', { name: 'Remark' }).click();
    dialog = page.getByRole('dialog', { name: 'Remark' });
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('main site');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The remark is saved.');
    const info = await dnsApi<{ GroupName: string; Remark: string }>(page, 'DescribeDomainInfo', { DomainName: 'doc-group.com' });
    expect(info).toMatchObject({ GroupName: 'web', Remark: 'main site' });

    const drifted = await openConsole(h, { variant: 'dns-add-record-ttl-removed' }, { path: '/dns/domains' });
    await dnsApi(drifted, 'AddDomain', { DomainName: 'doc-ttl.com' });
    await drifted.goto(new URL('/dns/domains/doc-ttl.com', drifted.url()).toString());
    const f = await recordsFrame(drifted);
    await f.getByRole('button', { name: 'Add Record' }).click();
    dialog = f.getByRole('dialog', { name: 'Add Record' });
    await dialog.getByRole('textbox', { name: 'Hostname' }).fill('www');
    expect(await dialog.getByRole('combobox', { name: 'TTL' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Record Value' }).fill('192.0.2.77');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await frameToast(f)).toBe('The record is added.');
    expect((await records(drifted, 'doc-ttl.com')).map((r) => [r.RR, r.TTL])).toEqual([['www', 600]]);
  });
});
