// The console generations of the products whose pages are drawn by hand, in headless Chromium: an account whose
// variant is the generation id sees that generation's words where its dated pages put them (console-facts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, startHarness, type Harness } from './console/uiHarness';

const sidenav = (page: Page) => page.locator('.console-sidenav');

describe('hand-drawn consoles, earlier generations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('cms@2020 (zh): 报警服务 > 报警联系人, tab 报警联系组, its panel ends with 确认', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/alert-contacts' });
    await sidenav(page).getByText('报警联系人').waitFor();
    await page.getByRole('tab', { name: '报警联系组' }).click();
    await page.getByRole('button', { name: '新建联系组' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).waitFor();
    await page.context().close();
  });

  it('ram@2021 (zh): 人员管理 > 用户, RAM角色管理 at the top level; a role deleted with 确定, a new AccessKey shown at once', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { lang: 'zh', path: '/ram/users' });
    await sidenav(page).getByText('人员管理').waitFor();
    await sidenav(page).getByText('RAM角色管理').click();
    await page.getByRole('heading', { name: 'RAM角色管理' }).or(page.locator('h1, h2').filter({ hasText: 'RAM角色管理' })).first().waitFor();
    // A role is deleted with 删除 and a plain 确定 (flag roleDeleteByOk): no name to type.
    await consoleApi(page, 'Ram', 'CreateRole', { RoleName: 'gen-role', AssumeRolePolicyDocument: JSON.stringify({ Version: '1', Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['ecs.aliyuncs.com'] } }] }) });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'gen-role' }).getByRole('button', { name: '删除', exact: true }).click();
    expect(await page.getByRole('dialog').getByRole('textbox').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    // 用户AccessKey's 创建AccessKey shows the pair at once (flag akCreatedAtOnce), closed with 关闭.
    await consoleApi(page, 'Ram', 'CreateUser', { UserName: 'gen-user' });
    await page.goto(new URL('/ram/users/gen-user', page.url()).toString());
    await page.getByRole('button', { name: '创建AccessKey' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).last().waitFor();
    expect(await page.getByRole('dialog').getByText('AccessKey Secret').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('kms@2021 (zh): 用户主密钥 in the left pane, the Create Key dialog asks for 密钥类型 and 密钥用途', async () => {
    const page = await openConsole(h, { variant: 'kms@2021' }, { lang: 'zh', path: '/kms/keys' });
    await sidenav(page).getByText('用户主密钥').waitFor();
    await page.getByRole('button', { name: '创建密钥' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('密钥类型').first().waitFor();
    await dialog.getByText('密钥用途').first().waitFor();
    await page.context().close();
  });

  it('vpc@2021 (en): an EIP row binds with Bind Resource; NAT Gateways in the left pane', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { path: '/vpc/eips' });
    await consoleApi(page, 'Vpc', 'AllocateEipAddress', { Name: 'eip-gen-2021' });
    await page.reload();
    await page.getByText('eip-gen-2021').first().waitFor();
    await page.getByRole('button', { name: 'Bind Resource' }).or(page.getByRole('link', { name: 'Bind Resource' })).first().click();
    await page.getByRole('dialog').getByText('Bind Elastic IP Address to Resources').waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT Gateways');
    await page.context().close();
  });

  it('vpc@2019 (zh): the EIP page applies for an address with 申请弹性公网IP', async () => {
    const page = await openConsole(h, { variant: 'vpc@2019' }, { lang: 'zh', path: '/vpc/eips' });
    await page.getByRole('button', { name: '申请弹性公网IP' }).waitFor();
    expect(await sidenav(page).innerText()).toContain('NAT网关');
    await page.context().close();
  });
});
