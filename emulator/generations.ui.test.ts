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

  it('cms@2020 (zh): 报警服务 > 报警联系人, the contact panel asks for 手机号码, 旺旺 and 报警通知信息语言 (自动), tab 报警联系组, panels end with 确认', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/alert-contacts' });
    await sidenav(page).getByText('报警联系人').waitFor();
    await page.getByRole('button', { name: '新建联系人' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('textbox', { name: '手机号码' }).waitFor();
    await panel.getByRole('textbox', { name: '旺旺' }).waitFor();
    await panel.getByText('自动').first().waitFor();
    await panel.getByRole('button', { name: '确认', exact: true }).waitFor();
    await panel.getByRole('button', { name: '取消', exact: true }).click();
    await page.getByRole('tab', { name: '报警联系组' }).click();
    await page.getByRole('button', { name: '新建联系组' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).waitFor();
    await page.context().close();
  });

  it('ram@2021 (zh): 人员管理 > 用户, RAM角色管理 at the top level', async () => {
    const page = await openConsole(h, { variant: 'ram@2021' }, { lang: 'zh', path: '/ram/users' });
    await sidenav(page).getByText('人员管理').waitFor();
    await sidenav(page).getByText('RAM角色管理').click();
    await page.getByRole('heading', { name: 'RAM角色管理' }).or(page.locator('h1, h2').filter({ hasText: 'RAM角色管理' })).first().waitFor();
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

  it('vpc@2021 (en): an EIP row binds with Bind Resource in a dialog with a Binding mode; NAT Gateways in the left pane', async () => {
    const page = await openConsole(h, { variant: 'vpc@2021' }, { path: '/vpc/eips' });
    await consoleApi(page, 'Vpc', 'AllocateEipAddress', { Name: 'eip-gen-2021' });
    await page.reload();
    await page.getByText('eip-gen-2021').first().waitFor();
    await page.getByRole('button', { name: 'Bind Resource' }).or(page.getByRole('link', { name: 'Bind Resource' })).first().click();
    await page.getByRole('dialog').getByText('Bind Elastic IP Address to Resources').waitFor();
    await page.getByRole('dialog').getByRole('radio', { name: 'NAT mode' }).waitFor();
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
