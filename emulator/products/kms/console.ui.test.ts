// End-to-end: the KMS console in headless Chromium against a real emulator. Each flow clicks through the
// pages as a help-center procedure says, then checks what the cloud now holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type KeyMetadata = { KeyId: string; KeyState: string; KeySpec: string; Description: string };

async function kms<T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Kms', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const describeKey = async (page: Page, keyId: string) => (await kms<{ KeyMetadata: KeyMetadata }>(page, 'DescribeKey', { KeyId: keyId })).KeyMetadata;

/** The Actions cell of the table row that shows `text`. */
const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('KMS console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a key with an alias, disables it and schedules its deletion (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'Key Management Service' }).click();
    await page.getByRole('link', { name: 'Keys', exact: true }).click();
    await page.getByRole('button', { name: 'Create Key' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Key Spec', 'Aliyun_AES_256');
    await dialog.getByRole('textbox', { name: 'Key Alias' }).fill('doc-key');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('for the docs');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The key is created.');
    await page.getByText('alias/doc-key').waitFor();
    const aliases = await kms<{ Aliases: { Alias: { AliasName: string; KeyId: string }[] } }>(page, 'ListAliases');
    const keyId = aliases.Aliases.Alias.find((a) => a.AliasName === 'alias/doc-key')!.KeyId;
    expect(await describeKey(page, keyId)).toMatchObject({ KeyState: 'Enabled', KeySpec: 'Aliyun_AES_256', Description: 'for the docs' });

    await rowOf(page, keyId).getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The key is disabled.');
    expect((await describeKey(page, keyId)).KeyState).toBe('Disabled');

    await rowOf(page, keyId).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Deletion' }).click();
    const schedule = page.getByRole('dialog');
    await schedule.getByRole('textbox', { name: 'Pending Period (Days)' }).fill('3');
    await schedule.getByRole('button', { name: 'OK', exact: true }).click();
    await schedule.getByText('Enter an integer from 7 to 366.').waitFor();
    await schedule.getByRole('textbox', { name: 'Pending Period (Days)' }).fill('7');
    // A slow answer (a loaded machine) keeps the dialog, and its inline warning, up while the toast is awaited:
    // the toast is the toast layer's message, never the dialog's.
    await page.route('**/__console/api', async (route) => {
      if ((route.request().postDataJSON() as { action?: string })?.action === 'ScheduleKeyDeletion') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await schedule.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The key is scheduled for deletion.');
    await page.unroute('**/__console/api');
    expect((await describeKey(page, keyId)).KeyState).toBe('PendingDeletion');
    await rowOf(page, keyId).getByText('Pending Deletion').waitFor();
  });

  it('creates a secret whose value stays masked until Show, stores a new value and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/kms' });
    await page.getByRole('link', { name: 'Secrets', exact: true }).click();
    await page.getByRole('button', { name: 'Create Secret' }).click();
    await page.getByRole('textbox', { name: 'Secret Name' }).fill('doc-db-password');
    const valueBox = page.getByLabel('Secret Value', { exact: true });
    await valueBox.fill('Hunter2-Secret!');
    expect(await valueBox.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The secret is created.');
    await rowOf(page, 'doc-db-password').getByRole('link', { name: 'Details' }).click();
    await page.getByRole('heading', { name: 'doc-db-password' }).waitFor();
    expect(await page.locator('.secret-value').innerText()).toBe('******');
    expect(await page.content()).not.toContain('Hunter2-Secret!');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.locator('.secret-value').filter({ hasText: 'Hunter2-Secret!' }).waitFor();

    await page.getByRole('button', { name: 'Store Secret Value' }).click();
    const put = page.getByRole('dialog');
    await put.getByLabel('New Secret Value').fill('Hunter3-Secret!');
    await put.getByRole('textbox', { name: 'Version ID' }).fill('v2');
    await put.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The secret value is stored.');
    const value = await kms<{ SecretData: string; VersionId: string }>(page, 'GetSecretValue', { SecretName: 'doc-db-password' });
    expect(value).toMatchObject({ SecretData: 'Hunter3-Secret!', VersionId: 'v2' });

    await page.getByRole('listbox').getByRole('link', { name: 'Secrets', exact: true }).click();
    await rowOf(page, 'doc-db-password').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The secret is deleted or scheduled for deletion.');
    const detail = await kms<{ PlannedDeleteTime: string }>(page, 'DescribeSecret', { SecretName: 'doc-db-password' });
    expect(detail.PlannedDeleteTime).not.toBe('');
  });

  it('disables a key in Chinese, and the drift variant demands an encryption key', async () => {
    const page = await openConsole(h, { variant: 'kms-create-secret-key-required' }, { path: '/kms/keys', lang: 'zh' });
    const { KeyMetadata } = await kms<{ KeyMetadata: KeyMetadata }>(page, 'CreateKey', { KeySpec: 'Aliyun_AES_256' });
    await page.getByRole('button', { name: '刷新' }).click();
    await rowOf(page, KeyMetadata.KeyId).getByRole('button', { name: '禁用', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('密钥已禁用。');
    expect((await describeKey(page, KeyMetadata.KeyId)).KeyState).toBe('Disabled');
    await rowOf(page, KeyMetadata.KeyId).getByRole('button', { name: '启用', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('密钥已启用。');

    await page.getByRole('link', { name: '凭据管理', exact: true }).click();
    await page.getByRole('button', { name: '创建凭据' }).click();
    await page.getByRole('textbox', { name: '凭据名称' }).fill('doc-zh-secret');
    await page.getByLabel('凭据值', { exact: true }).fill('Zh-Secret-1!');
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('请选择加密主密钥。').waitFor();
    await choose(page, page, '加密主密钥', KeyMetadata.KeyId);
    await page.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('凭据创建成功。');
    const secret = await kms<{ EncryptionKeyId: string }>(page, 'DescribeSecret', { SecretName: 'doc-zh-secret' });
    expect(secret.EncryptionKeyId).toBe(KeyMetadata.KeyId);
  });

  it('configures automatic rotation on the key details page, and the three drift variants change what the doc sees', async () => {
    const page = await openConsole(h, {}, { path: '/kms/keys' });
    const { KeyMetadata: key } = await kms<{ KeyMetadata: KeyMetadata }>(page, 'CreateKey', { KeySpec: 'Aliyun_AES_256', Description: 'rotate-me' });
    await page.goto(new URL(`/kms/keys/${key.KeyId}`, page.url()).toString());
    await page.getByRole('button', { name: 'Configure Rotation Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Rotation Policy' });
    await dialog.getByRole('checkbox', { name: 'Enable Automatic Rotation' }).check();
    await dialog.getByRole('textbox', { name: 'Rotation Period (Days)' }).fill('90');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The rotation policy is saved.');
    await page.getByText('Enabled (every 90 days)').waitFor();
    expect(await kms(page, 'DescribeKey', { KeyId: key.KeyId })).toMatchObject({ KeyMetadata: { AutomaticRotation: 'Enabled', RotationInterval: '7776000s' } });

    // kms-create-key-protection-removed: the Create Key dialog has no Protection Level.
    const noProtection = await openConsole(h, { variant: 'kms-create-key-protection-removed' }, { path: '/kms/keys' });
    await noProtection.getByRole('button', { name: 'Create Key' }).click();
    const create = noProtection.getByRole('dialog', { name: 'Create Key' });
    await create.getByRole('combobox', { name: 'Key Spec' }).waitFor();
    expect(await create.getByText('Protection Level').count()).toBe(0);

    // kms-key-status-renamed: a key scheduled for deletion reads To Be Deleted.
    const renamed = await openConsole(h, { variant: 'kms-key-status-renamed' }, { path: '/kms/keys' });
    const { KeyMetadata: doomed } = await kms<{ KeyMetadata: KeyMetadata }>(renamed, 'CreateKey', {});
    await kms(renamed, 'ScheduleKeyDeletion', { KeyId: doomed.KeyId, PendingWindowInDays: 7 });
    await renamed.reload();
    await rowOf(renamed, doomed.KeyId).getByText('To Be Deleted').waitFor();
    expect(await renamed.getByText('Pending Deletion').count()).toBe(0);

    // kms-secrets-nav-moved: Secrets sits under a new Secrets Manager group.
    const moved = await openConsole(h, { variant: 'kms-secrets-nav-moved' }, { path: '/kms/keys' });
    const group = moved.locator('.next-nav-sub-nav-item, .next-nav-group-label').filter({ hasText: 'Secrets Manager' });
    await group.first().waitFor();
    expect(await moved.locator('.console-sidenav').innerText()).toMatch(/Secrets Manager[\s\S]*Secrets/);
  });
});
