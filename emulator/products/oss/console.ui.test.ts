// End-to-end: the OSS console in headless Chromium against a real emulator. Each flow clicks through the pages
// as a help-center procedure says, then checks what the cloud now holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

async function oss<T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Oss', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const bucketInfo = async (page: Page, name: string) => (await oss(page, 'GetBucketInfo', { BucketName: name })).BucketInfo.Bucket;
const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('OSS console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a bucket, uploads and deletes an object, sets ACL, versioning and a lifecycle rule, deletes the bucket (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Object Storage Service' }).click();
    await page.getByRole('button', { name: 'Create Bucket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Bucket Name' }).fill('ui-bucket-1');
    await choose(page, dialog, 'Region', /Hangzhou/);
    await dialog.getByRole('radio', { name: 'Infrequent Access (IA)' }).check();
    await dialog.getByRole('radio', { name: 'Enable', exact: true }).check();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The bucket is created.');
    expect(await bucketInfo(page, 'ui-bucket-1')).toMatchObject({ StorageClass: 'IA', Versioning: 'Enabled', AccessControlList: { Grant: 'private' } });

    await page.getByRole('link', { name: 'ui-bucket-1' }).click();
    await page.getByRole('button', { name: 'Upload Object' }).click();
    const upload = page.getByRole('dialog');
    await choose(page, upload, 'File', 'notes.txt');
    await upload.getByRole('textbox', { name: 'Object Name' }).fill('docs/notes.txt');
    await upload.getByRole('button', { name: 'Upload Object' }).click();
    expect(await toast(page)).toBe('The object is uploaded.');
    // Share it: the object's name opens its details; a private bucket's object URL is signed for the validity period.
    await rowOf(page, 'docs/notes.txt').getByRole('button', { name: 'docs/notes.txt' }).click();
    const details = page.getByRole('dialog', { name: 'Object Details' });
    await details.getByRole('textbox', { name: 'Validity Period (Seconds)' }).fill('7200');
    await details.getByText(/notes\.txt\?Expires=\d+/).waitFor();
    await details.getByRole('button', { name: 'Copy File URL' }).click();
    expect(await toast(page)).toBe('The file URL is copied.');
    await details.getByRole('button', { name: 'OK', exact: true }).click();
    await rowOf(page, 'docs/notes.txt').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The object is deleted.');
    expect((await oss(page, 'ListObjects', { BucketName: 'ui-bucket-1' })).ListBucketResult.Contents).toEqual([]);

    await page.getByRole('link', { name: 'Bucket ACL' }).click();
    await page.getByRole('button', { name: 'Modify ACL' }).click();
    await page.getByRole('radio', { name: 'Public Read', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The ACL is modified.');
    expect((await bucketInfo(page, 'ui-bucket-1')).AccessControlList.Grant).toBe('public-read');

    await page.getByRole('link', { name: 'Versioning' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Suspend' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('Versioning is configured.');
    expect((await bucketInfo(page, 'ui-bucket-1')).Versioning).toBe('Suspended');

    await page.getByRole('link', { name: 'Lifecycle' }).click();
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const rule = page.getByRole('dialog');
    await rule.getByRole('textbox', { name: 'Prefix' }).fill('logs/');
    await rule.getByRole('textbox', { name: 'Rule ID' }).fill('expire-logs');
    await rule.getByRole('textbox', { name: 'Validity Period (Days)' }).fill('30');
    await rule.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The lifecycle rule is created.');
    expect((await oss(page, 'GetBucketLifecycle', { BucketName: 'ui-bucket-1' })).LifecycleConfiguration.Rule).toEqual([
      { ID: 'expire-logs', Prefix: 'logs/', Status: 'Enabled', Expiration: { Days: 30 } },
    ]);
    const trail = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Actiontrail', action: 'LookupEvents', params: {} } });
    const lifecycle = ((await trail.json()) as { Events: Record<string, any>[] }).Events.find((e) => e.eventName === 'PutBucketLifecycle')!;
    expect(lifecycle.requestParameters).toMatchObject({ BucketName: 'ui-bucket-1', 'Rules.1.ID': 'expire-logs', 'Rules.1.Expiration.Days': '30' });

    await page.getByRole('link', { name: 'Buckets' }).first().click();
    await rowOf(page, 'ui-bucket-1').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete Bucket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The bucket is deleted.');
    expect((await oss(page, 'ListBuckets')).ListAllMyBucketsResult.Buckets.Bucket).toEqual([]);
  });

  it('sets a bucket ACL on the drifted page, in Chinese', async () => {
    const page = await openConsole(h, { variant: 'oss-modify-acl-renamed' }, { path: '/oss/buckets', lang: 'zh' });
    await oss(page, 'PutBucket', { BucketName: 'ui-bucket-zh' });
    await page.goto(new URL('/oss/bucket/ui-bucket-zh/objects', page.url()).toString());
    await page.getByRole('link', { name: '读写权限' }).click();
    expect(await page.getByRole('button', { name: '修改读写权限' }).count()).toBe(0);
    await page.getByRole('button', { name: '修改 Bucket 读写权限' }).click();
    await page.getByRole('radio', { name: '公共读', exact: true }).check();
    await page.getByRole('button', { name: '保存' }).click();
    expect(await toast(page)).toBe('读写权限修改成功');
    expect((await bucketInfo(page, 'ui-bucket-zh')).AccessControlList.Grant).toBe('public-read');
  });

  it('creates a directory, sets an object ACL, static pages, hotlink protection and a CORS rule; the drifted variants', async () => {
    const page = await openConsole(h, {}, { path: '/oss/buckets' });
    await oss(page, 'PutBucket', { BucketName: 'ui-site-1' });
    await oss(page, 'PutObject', { BucketName: 'ui-site-1', ObjectName: 'logo.png', Content: 'png' });
    await page.goto(new URL('/oss/bucket/ui-site-1/objects', page.url()).toString());
    await page.getByRole('button', { name: 'Create Directory' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Directory Name' }).fill('logs/2024');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The directory is created.');
    await rowOf(page, 'logo.png').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Set ACL' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Public Read', exact: true }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The ACL of the object is set.');
    expect((await oss(page, 'GetObjectAcl', { BucketName: 'ui-site-1', ObjectName: 'logo.png' })).AccessControlPolicy.AccessControlList.Grant).toBe('public-read');
    expect((await oss(page, 'ListObjects', { BucketName: 'ui-site-1' })).ListBucketResult.Contents.map((o: { Key: string }) => o.Key)).toEqual(['logo.png', 'logs/2024/']);

    await page.getByRole('link', { name: 'Static Pages' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Default Homepage' }).fill('index.html');
    await page.getByRole('textbox', { name: 'Default 404 Page' }).fill('error.html');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The static website settings are saved.');
    expect((await oss(page, 'GetBucketWebsite', { BucketName: 'ui-site-1' })).WebsiteConfiguration).toMatchObject({ IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: 'error.html' } });

    await page.getByRole('link', { name: 'Hotlink Protection' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Referer Whitelist' }).fill('https://www.example.com\n*.example.com');
    await page.getByRole('checkbox', { name: 'Allow Empty Referer' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The hotlink protection settings are saved.');
    expect((await oss(page, 'GetBucketReferer', { BucketName: 'ui-site-1' })).RefererConfiguration).toEqual({ AllowEmptyReferer: false, RefererList: { Referer: ['https://www.example.com', '*.example.com'] } });

    await page.getByRole('link', { name: 'CORS' }).click();
    await page.getByRole('button', { name: 'Create Rule' }).click();
    const cors = page.getByRole('dialog');
    await cors.getByRole('textbox', { name: 'Source' }).fill('https://www.example.com');
    await cors.getByRole('checkbox', { name: 'GET' }).check();
    await cors.getByRole('checkbox', { name: 'PUT' }).check();
    await cors.getByRole('textbox', { name: 'Cache Timeout (Seconds)' }).fill('600');
    await cors.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The rule is created.');
    expect((await oss(page, 'GetBucketCors', { BucketName: 'ui-site-1' })).CORSConfiguration.CORSRule).toEqual([
      { AllowedOrigin: ['https://www.example.com'], AllowedMethod: ['GET', 'PUT'], MaxAgeSeconds: 600 },
    ]);

    await oss(page, 'PutObject', { BucketName: 'ui-site-1', ObjectName: 'index.html', Content: 'x' });
    const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Oss', action: 'DeleteBucket', params: { BucketName: 'ui-site-1' } } });
    expect(((await res.json()) as { Code: string }).Code).toBe('BucketNotEmpty');

    const drifted = await openConsole(h, { variant: 'oss-create-directory-removed' }, { path: '/oss/buckets' });
    await drifted.goto(new URL('/oss/bucket/ui-site-1/objects', page.url()).toString());
    await drifted.getByRole('button', { name: 'Upload Object' }).waitFor();
    expect(await drifted.getByRole('button', { name: 'Create Directory' }).count()).toBe(0);
    const strict = await openConsole(h, { variant: 'oss-bucket-name-rule-tightened' }, { path: '/oss/buckets' });
    await strict.getByRole('button', { name: 'Create Bucket' }).click();
    await strict.getByRole('dialog').getByRole('textbox', { name: 'Bucket Name' }).fill('2026-archive');
    await strict.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => strict.getByRole('dialog').getByText('The bucket name must start with a lowercase letter.').count()).toBe(1);
    const api = await strict.request.post(new URL('/__console/api', strict.url()).toString(), { data: { product: 'Oss', action: 'PutBucket', params: { BucketName: '2026-archive' } } });
    expect(((await api.json()) as { Code: string }).Code).toBe('InvalidBucketName');
  });

  it('authorizes a RAM user and everyone with a bucket policy: today (English) from the Files page, oss@2021 (Chinese) behind 设置, and its CORS rules behind 设置', async () => {
    const page = await openConsole(h, {}, { path: '/oss/buckets' });
    await oss(page, 'PutBucket', { BucketName: 'ui-policy-1' });
    const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Ram', action: 'CreateUser', params: { UserName: 'reader' } } });
    const userId = ((await res.json()) as { User: { UserId: string } }).User.UserId;
    await page.goto(new URL('/oss/bucket/ui-policy-1/objects', page.url()).toString());
    await page.getByRole('button', { name: 'Authorize', exact: true }).click();
    await page.getByRole('tab', { name: 'Add by Syntax' }).waitFor();
    await page.getByRole('button', { name: 'Authorize', exact: true }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('radio', { name: 'Specified Resource' }).check();
    await panel.getByRole('textbox', { name: 'Resource Paths' }).fill('abc/*');
    await choose(page, panel, 'RAM User', 'reader');
    await panel.getByRole('radio', { name: 'Read/Write' }).check();
    await panel.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The authorization is added.');
    await expect.poll(() => rowOf(page, 'ui-policy-1/abc/*').innerText()).toContain('Read/Write');
    const stored = JSON.parse((await oss(page, 'GetBucketPolicy', { BucketName: 'ui-policy-1' })).Policy);
    expect(stored.Statement).toEqual([expect.objectContaining({ Effect: 'Allow', Principal: [userId], Resource: [expect.stringMatching(/^acs:oss:\*:\d+:ui-policy-1\/abc\/\*$/)], Action: expect.arrayContaining(['oss:PutObject', 'oss:GetObject']) })]);

    const old = await openConsole(h, { variant: 'oss@2021' }, { lang: 'zh', path: '/oss/buckets' });
    await oss(old, 'PutBucket', { BucketName: 'ui-policy-2' });
    await old.goto(new URL('/oss/bucket/ui-policy-2/overview', old.url()).toString());
    await old.getByRole('link', { name: 'Bucket授权策略' }).click();
    await old.getByRole('button', { name: '设置', exact: true }).click();
    await old.getByRole('tab', { name: '策略语法' }).waitFor();
    await old.getByRole('button', { name: '新增授权', exact: true }).click();
    const zh = old.getByRole('dialog');
    await zh.getByRole('radio', { name: '匿名账号（*）' }).check();
    await zh.getByRole('radio', { name: '只读' }).check();
    await zh.getByRole('checkbox', { name: '条件' }).check();
    await zh.getByRole('textbox', { name: 'IP =' }).fill('192.168.0.0/16');
    await zh.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(old)).toBe('授权已添加。');
    const anon = JSON.parse((await oss(old, 'GetBucketPolicy', { BucketName: 'ui-policy-2' })).Policy).Statement[0];
    expect(anon).toMatchObject({ Effect: 'Allow', Principal: ['*'], Condition: { IpAddress: { 'acs:SourceIp': ['192.168.0.0/16'] } } });
    await rowOf(old, 'ui-policy-2/*').getByRole('button', { name: '删除' }).click();
    await old.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(old)).toBe('授权已删除。');
    const gone = await old.request.post(new URL('/__console/api', old.url()).toString(), { data: { product: 'Oss', action: 'GetBucketPolicy', params: { BucketName: 'ui-policy-2' } } });
    expect(((await gone.json()) as { Code: string }).Code).toBe('NoSuchBucketPolicy');

    // oss@2021's 权限管理 > 跨域设置 shows its rules after 设置 too; 创建规则 opens 设定跨域规则.
    await old.getByRole('link', { name: '跨域设置' }).click();
    expect(await old.getByRole('button', { name: '创建规则' }).count()).toBe(0);
    await old.getByRole('button', { name: '设置', exact: true }).click();
    await old.getByRole('button', { name: '创建规则' }).click();
    const rule = old.getByRole('dialog', { name: '设定跨域规则' });
    await rule.getByRole('textbox', { name: '来源' }).fill('https://www.example.com');
    await rule.getByRole('checkbox', { name: 'POST' }).check();
    await rule.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => rowOf(old, 'https://www.example.com').innerText()).toContain('POST');
    expect((await oss(old, 'GetBucketCors', { BucketName: 'ui-policy-2' })).CORSConfiguration.CORSRule).toEqual([{ AllowedOrigin: ['https://www.example.com'], AllowedMethod: ['POST'] }]);
  });
});
