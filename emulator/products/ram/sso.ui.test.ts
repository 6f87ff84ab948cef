// End-to-end: RAM's SSO page in headless Chromium against a real emulator, clicked as the help-center procedures word
// it: today's Integrations > SSO (English) and ram@2021's top-level SSO管理 (Chinese); what the cloud holds is checked
// through the console API (IMS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const rowOf = (page: import('playwright-core').Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('RAM SSO', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an IdP with its metadata, edits its remarks and deletes it (English, today)', async () => {
    const page = await openConsole(h, {}, { path: '/ram' });
    const ims = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ims', action, params);
    await page.locator('.console-sidenav').getByText('SSO', { exact: true }).click();
    await page.getByRole('tab', { name: 'Role-based SSO' }).click();
    await page.getByRole('tab', { name: 'SAML' }).click();
    await page.getByRole('button', { name: 'Create IdP' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'IdP Name' }).fill('doc-okta');
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('first');
    await dialog.getByRole('button', { name: 'Create IdP' }).click();
    await dialog.getByText('Upload the metadata file of the IdP.').waitFor();
    await dialog.getByRole('button', { name: 'Upload Metadata File' }).click();
    await dialog.getByRole('button', { name: 'Create IdP' }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ims('GetSAMLProvider', { SAMLProviderName: 'doc-okta' })).SAMLProvider).toMatchObject({ Description: 'first', EncodedSAMLMetadataDocument: expect.any(String) });

    await page.getByRole('link', { name: 'doc-okta', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Remarks' }).fill('second');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('region', { name: 'Basic Information' }).getByText('second').waitFor();

    await page.goto(new URL('/ram/sso', page.url()).toString());
    await rowOf(page, 'doc-okta').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ims('ListSAMLProviders', {})).SAMLProviders.SAMLProvider).toEqual([]);
  });

  it('turns user-based SSO on from the top-level SSO管理 of ram@2021 (Chinese)', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { path: '/ram', lang: 'zh' });
    const ims = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ims', action, params);
    await page.locator('.console-sidenav').getByText('SSO管理', { exact: true }).click();
    await page.getByRole('tab', { name: '用户SSO' }).click();
    await page.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '开启' }).check();
    await dialog.getByRole('button', { name: '上传文件' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ims('GetUserSsoSettings', {})).UserSsoSettings).toMatchObject({ SsoEnabled: true, MetadataDocument: expect.any(String) });
  });
});
