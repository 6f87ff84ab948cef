// End-to-end: a RAM user group's details page and a user's virtual MFA device, in headless Chromium against a real
// emulator, clicked as the help-center procedures word them; what the cloud holds is checked through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

const rowOf = (page: import('playwright-core').Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text }).first();

describe('RAM group details and MFA', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens a group by its name, modifies its basic information, removes a member and revokes a policy (English)', async () => {
    const page = await openConsole(h, {}, { path: '/ram/groups' });
    const ram = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ram', action, params);
    await ram('CreateUser', { UserName: 'doc-bob' });
    await ram('CreateGroup', { GroupName: 'doc-team', Comments: 'first' });
    await ram('AddUserToGroup', { GroupName: 'doc-team', UserName: 'doc-bob' });
    await ram('AttachPolicyToGroup', { GroupName: 'doc-team', PolicyType: 'System', PolicyName: 'AliyunOSSFullAccess' });
    await page.reload();

    await page.getByRole('link', { name: 'doc-team', exact: true }).click();
    await page.getByRole('region', { name: 'Group Basic Information' }).getByText('first').waitFor();
    await page.getByRole('button', { name: 'Modify Basic Information' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('Doc Team');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('second');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('region', { name: 'Group Basic Information' }).getByText('second').waitFor();
    expect((await ram('GetGroup', { GroupName: 'doc-team' })).Group).toMatchObject({ DisplayName: 'Doc Team', Comments: 'second' });

    await page.getByRole('tab', { name: 'Group Members' }).click();
    await rowOf(page, 'doc-bob').getByRole('button', { name: 'Remove from User Group' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ram('ListUsersForGroup', { GroupName: 'doc-team' })).Users.User).toEqual([]);

    await page.getByRole('tab', { name: 'Permissions' }).click();
    await rowOf(page, 'AliyunOSSFullAccess').getByRole('button', { name: 'Revoke Permission' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ram('ListPoliciesForGroup', { GroupName: 'doc-team' })).Policies.Policy).toEqual([]);
  });

  it('opens a RAM role by its name: edits its maximum session duration and trust policy, removes a permission (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/ram/roles', lang: 'zh' });
    const ram = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ram', action, params);
    const trust = (account: string) => JSON.stringify({ Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { RAM: [`acs:ram::${account}:root`] } }], Version: '1' });
    await ram('CreateRole', { RoleName: 'doc-role', AssumeRolePolicyDocument: trust('1000000000000001') });
    await ram('AttachPolicyToRole', { RoleName: 'doc-role', PolicyType: 'System', PolicyName: 'AliyunOSSFullAccess' });
    await page.reload();

    await page.getByRole('link', { name: 'doc-role', exact: true }).click();
    const basic = page.getByRole('region', { name: '基本信息' });
    await basic.getByText('3600 秒').waitFor();
    await basic.getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').getByLabel('最大会话时间', { exact: true }).fill('7200');
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await basic.getByText('7200 秒').waitFor();

    await page.getByRole('tab', { name: '信任策略管理' }).click();
    await page.getByRole('button', { name: '修改信任策略' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '信任策略' }).fill(trust('1000000000000002'));
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('1000000000000002:root').waitFor();
    expect((await ram('GetRole', { RoleName: 'doc-role' })).Role).toMatchObject({ MaxSessionDuration: 7200, AssumeRolePolicyDocument: expect.stringContaining('1000000000000002') });

    await page.getByRole('tab', { name: '权限管理' }).click();
    await rowOf(page, 'AliyunOSSFullAccess').getByRole('button', { name: '移除权限' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBeTruthy();
    expect((await ram('ListPoliciesForRole', { RoleName: 'doc-role' })).Policies.Policy).toEqual([]);
  });

  it('ram@2021: Enable Console Logon for a user without it, the panel keeps its fields when Disabled, Clear Logon Settings (English)', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { path: '/ram/users' });
    const ram = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ram', action, params);
    await ram('CreateUser', { UserName: 'doc-carol' });
    await page.goto(page.url().replace(/\/ram\/users.*/, '/ram/users/doc-carol'));
    const section = page.getByRole('region', { name: 'Console Logon Management' });
    await section.getByRole('button', { name: 'Enable Console Logon' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('radio', { name: 'Disabled' }).click();
    await panel.getByRole('radiogroup', { name: 'Password Reset' }).waitFor();
    await panel.getByRole('radio', { name: 'Enabled' }).click();
    await panel.getByLabel('Password', { exact: true }).fill('Doc-pass-2021');
    await panel.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
    expect((await ram('GetLoginProfile', { UserName: 'doc-carol' })).LoginProfile).toMatchObject({ UserName: 'doc-carol' });

    await section.getByRole('button', { name: 'Clear Logon Settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    await section.getByRole('button', { name: 'Enable Console Logon' }).waitFor();
    await expect(ram('GetLoginProfile', { UserName: 'doc-carol' })).rejects.toThrow(/LoginProfile/);
  });

  it('enables and disables a virtual MFA device on a user’s Authentication tab (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/ram/users', lang: 'zh' });
    const ram = (action: string, params: Record<string, unknown>) => consoleApi<Record<string, any>>(page, 'Ram', action, params);
    await ram('CreateUser', { UserName: 'doc-carol' });
    await page.reload();
    await page.getByRole('link', { name: 'doc-carol', exact: true }).click();
    await page.getByRole('tab', { name: '认证管理' }).click();
    await page.getByRole('tab', { name: '虚拟MFA' }).click();
    await page.getByRole('button', { name: '启用虚拟MFA设备' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: '手动信息获取' }).click();
    await dialog.getByText(/^[A-Z2-7]{32}$/).waitFor();
    await dialog.getByRole('textbox', { name: '第一组动态验证码' }).fill('482913');
    await dialog.getByRole('textbox', { name: '第二组动态验证码' }).fill('105377');
    await dialog.getByRole('button', { name: '确定启用' }).click();
    expect(await toast(page)).toBe('虚拟MFA设备已启用。');
    const info = await ram('GetUserMFAInfo', { UserName: 'doc-carol' });
    expect(info.MFADevice.SerialNumber).toMatch(/:mfa\/doc-carol$/);

    await page.getByRole('button', { name: '停用虚拟MFA设备' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('虚拟MFA设备已停用。');
    expect((await ram('ListVirtualMFADevices', {})).VirtualMFADevices.VirtualMFADevice).toEqual([]);
    await page.getByRole('button', { name: '启用虚拟MFA设备' }).waitFor();
  });
});
