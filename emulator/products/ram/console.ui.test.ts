// End-to-end: the RAM console's identities in headless Chromium against a real emulator. Each flow clicks through
// the pages as a help-center procedure says, then checks what the cloud now holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

async function ram<T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Ram', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('RAM console identities', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a user with console and OpenAPI access, grants a policy, groups it and deletes it (English)', async () => {
    const page = await openConsole(h, {}, { path: '/ram' });
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByRole('textbox', { name: 'Logon Name' }).fill('doc-user');
    await page.getByRole('textbox', { name: 'Display Name' }).fill('Doc User');
    await page.getByRole('checkbox', { name: 'Console Access' }).check();
    await page.getByRole('checkbox', { name: 'OpenAPI Access' }).check();
    await page.getByRole('radio', { name: 'Custom Password' }).check();
    await page.getByLabel('Password', { exact: true }).fill('Doc-Passw0rd-1');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The user is created.');
    await page.getByText('AccessKey Secret', { exact: true }).first().waitFor();
    const keys = await ram<{ AccessKeys: { AccessKey: { AccessKeyId: string }[] } }>(page, 'ListAccessKeys', { UserName: 'doc-user' });
    expect(keys.AccessKeys.AccessKey).toHaveLength(1);
    expect(await ram(page, 'GetLoginProfile', { UserName: 'doc-user' })).toMatchObject({ LoginProfile: { PasswordResetRequired: true } });
    expect(await page.content()).not.toContain('Doc-Passw0rd-1');

    // A group with the user in it.
    await page.getByRole('link', { name: 'Groups', exact: true }).click();
    await page.getByRole('button', { name: 'Create User Group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Group Name' }).fill('doc-devs');
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('Developers');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The group is created.');
    expect((await ram(page, 'GetGroup', { GroupName: 'doc-devs' })).Group).toMatchObject({ DisplayName: 'Developers' });
    await rowOf(page, 'doc-devs').getByRole('button', { name: 'Add Members' }).click();
    await choose(page, page.getByRole('dialog'), 'Users', 'doc-user');
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The members are added.');

    // Grant AliyunECSReadOnlyAccess from the user's details.
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'doc-user', exact: true }).click();
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await page.getByRole('button', { name: 'Grant Permission' }).click();
    const grant = page.getByRole('dialog');
    await grant.getByRole('textbox', { name: 'Enter a policy name' }).fill('ECSReadOnly');
    await grant.getByRole('checkbox', { name: 'AliyunECSReadOnlyAccess' }).check();
    await grant.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The permission is granted.');
    const attached = await ram<{ Policies: { Policy: { PolicyName: string }[] } }>(page, 'ListPoliciesForUser', { UserName: 'doc-user' });
    expect(attached.Policies.Policy.map((p) => p.PolicyName)).toEqual(['AliyunECSReadOnlyAccess']);

    // Deleting fails while the user has an AccessKey, group and policy; the tabs clear them.
    await page.getByRole('tab', { name: 'Permissions' }).waitFor();
    await rowOf(page, 'AliyunECSReadOnlyAccess').getByRole('button', { name: 'Revoke Permission' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The permission is revoked.');
    await page.getByRole('tab', { name: 'Groups' }).click();
    await rowOf(page, 'doc-devs').getByRole('button', { name: 'Remove from Group' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The user is removed from the group.');
    await page.getByRole('tab', { name: 'Authentication' }).click();
    // As in the console, an enabled AccessKey is disabled before it can be deleted.
    await rowOf(page, keys.AccessKeys.AccessKey[0].AccessKeyId).getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable', exact: true }).click();
    expect(await toast(page)).toBe('The AccessKey is disabled.');
    await rowOf(page, keys.AccessKeys.AccessKey[0].AccessKeyId).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The AccessKey is deleted.');
    await page.getByRole('link', { name: 'Users', exact: true }).first().click();
    await rowOf(page, 'doc-user').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The user is deleted.');
    expect((await ram<{ Users: { User: unknown[] } }>(page, 'ListUsers')).Users.User).toEqual([]);
  });

  it('creates a custom policy in JSON and a service role (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/ram', lang: 'zh' });
    await page.getByRole('link', { name: '权限策略', exact: true }).click();
    await page.getByRole('button', { name: '创建权限策略' }).click();
    await page.getByRole('tab', { name: '脚本编辑' }).click();
    const doc = JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: ['oss:GetObject'], Resource: '*' }] });
    await page.getByRole('textbox', { name: '策略内容' }).fill(doc);
    await page.getByRole('textbox', { name: '名称', exact: true }).fill('doc-oss-read');
    await page.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('权限策略创建成功');
    expect(await ram(page, 'GetPolicy', { PolicyType: 'Custom', PolicyName: 'doc-oss-read' })).toMatchObject({ DefaultPolicyVersion: { PolicyDocument: doc } });

    await page.getByRole('link', { name: '角色', exact: true }).click();
    await page.getByRole('button', { name: '创建角色' }).click();
    await page.getByRole('radio', { name: '阿里云服务' }).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('textbox', { name: '角色名称' }).fill('doc-ecs-role');
    await choose(page, page, '选择受信服务', 'ecs.aliyuncs.com');
    await page.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('角色创建成功');
    const role = await ram<{ Role: { AssumeRolePolicyDocument: string } }>(page, 'GetRole', { RoleName: 'doc-ecs-role' });
    expect(JSON.parse(role.Role.AssumeRolePolicyDocument).Statement[0].Principal).toEqual({ Service: ['ecs.aliyuncs.com'] });
    await rowOf(page, 'doc-ecs-role').getByRole('button', { name: '删除角色' }).click();
    const remove = page.getByRole('dialog');
    expect(await remove.getByRole('button', { name: '删除角色', exact: true }).isDisabled()).toBe(true);
    await remove.getByRole('textbox', { name: '请输入 RAM 角色名称' }).fill('doc-ecs-role');
    await remove.getByRole('button', { name: '删除角色', exact: true }).click();
    expect(await toast(page)).toBe('角色已删除');
  });

  it('sets the password rule, console logon, disables and deletes a user AccessKey; Note is required on the drifted Create Group', async () => {
    const page = await openConsole(h, {}, { path: '/ram' });
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Modify Password Rule' }).click();
    const rule = page.getByRole('dialog');
    await rule.getByRole('textbox', { name: 'Password Length' }).fill('12');
    await rule.getByRole('checkbox', { name: 'Uppercase Letters' }).check();
    await rule.getByRole('textbox', { name: 'Password Validity Period' }).fill('90');
    await rule.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The password rule is modified.');
    expect((await ram(page, 'GetPasswordPolicy')).PasswordPolicy).toMatchObject({ MinimumPasswordLength: 12, RequireUppercaseCharacters: true, MaxPasswordAge: 90 });

    await ram(page, 'CreateUser', { UserName: 'ui-logon' });
    const key = (await ram(page, 'CreateAccessKey', { UserName: 'ui-logon' })).AccessKey.AccessKeyId as string;
    await page.goto(new URL('/ram/users/ui-logon', page.url()).toString());
    await page.getByRole('button', { name: 'Modify Logon Settings' }).click();
    const logon = page.getByRole('dialog');
    await logon.getByRole('textbox', { name: 'Password' }).fill('Strong-pass-2026');
    await logon.getByRole('radio', { name: 'Required to Enable MFA' }).check();
    await logon.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The logon settings are modified.');
    expect((await ram(page, 'GetLoginProfile', { UserName: 'ui-logon' })).LoginProfile).toMatchObject({ MFABindRequired: true });

    // The Authentication tab opens first; a new pair is created only after the scenario and the confirmation.
    expect(await rowOf(page, key).getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create AccessKey' }).click();
    const scene = page.getByRole('dialog');
    await scene.getByRole('radio', { name: 'CLI' }).check();
    await scene.getByRole('button', { name: 'Continue', exact: true }).click();
    await scene.getByText('Confirm that you must create an AccessKey.').waitFor();
    await scene.getByRole('checkbox', { name: 'I confirm that I must create an AccessKey.' }).check();
    await scene.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create AccessKey' }).getByRole('button', { name: 'Download CSV File' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect((await ram(page, 'ListAccessKeys', { UserName: 'ui-logon' })).AccessKeys.AccessKey).toHaveLength(2);
    await rowOf(page, key).getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable', exact: true }).click();
    expect(await toast(page)).toBe('The AccessKey is disabled.');
    await rowOf(page, key).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect((await ram(page, 'ListAccessKeys', { UserName: 'ui-logon' })).AccessKeys.AccessKey).toHaveLength(1);

    const drifted = await openConsole(h, { variant: 'ram-create-group-note-required' }, { path: '/ram/groups' });
    await drifted.getByRole('button', { name: 'Create User Group' }).click();
    await drifted.getByRole('dialog').getByRole('textbox', { name: 'Group Name' }).fill('ui-noted');
    await drifted.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => drifted.getByRole('dialog').getByText('Enter a note.').count()).toBe(1);
    await drifted.getByRole('dialog').getByRole('textbox', { name: 'Note' }).fill('team notes');
    await drifted.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(drifted)).toBe('The group is created.');
  });
});
