// End-to-end: the RDS console in headless Chromium against a real emulator. Each flow clicks through the pages
// as a help-center procedure says, then checks what the cloud holds through the console API.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, chromiumPath, openConsole, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

async function api<T = Record<string, any>>(page: Page, product: string, action: string, params: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product, action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function until(probe: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A VPC with a vSwitch in Hangzhou Zone K, made through the console API (the tasks' prerequisites). */
async function network(page: Page, name: string): Promise<string> {
  const { VpcId } = await api(page, 'Vpc', 'CreateVpc', { VpcName: `${name}-vpc`, CidrBlock: '192.168.0.0/16' });
  const { VSwitchId } = await api(page, 'Vpc', 'CreateVSwitch', { VpcId, ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24', VSwitchName: `${name}-vsw` });
  return VSwitchId as string;
}

/** A row's action: through Fusion's locked-column overlay when the table scrolls sideways, else in the row itself. */
async function action(page: Page, rowText: string, label: string) {
  if (await page.locator('.next-table-lock-right .next-table-row').count()) return rowAction(page, rowText, label);
  return page.getByRole('row', { name: new RegExp(rowText) }).getByRole(label === 'Manage' ? 'link' : 'button', { name: label });
}

const instances = async (page: Page) => (await api(page, 'Rds', 'DescribeDBInstances', {})).Items.DBInstance as Array<Record<string, any>>;

describe.skipIf(!existsSync(chromiumPath))('RDS console UI', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates an instance, creates and deletes a database, and releases the instance (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    await network(page, 'shop');
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'ApsaraDB RDS' }).click();
    await page.getByRole('button', { name: 'Create Instance' }).click();
    await choose(page, page, 'Zone', 'Hangzhou Zone K');
    await choose(page, page, 'VPC', 'shop-vpc');
    await choose(page, page, 'vSwitch', 'shop-vsw');
    await page.getByRole('textbox', { name: 'Instance Name' }).fill('shop-db');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    expect(await toast(page)).toBe('The instance is being created.');
    await page.getByText('shop-db').waitFor();
    const [created] = await instances(page);
    expect(created).toMatchObject({ DBInstanceDescription: 'shop-db', Engine: 'MySQL', ZoneId: 'cn-hangzhou-k' });
    await until(async () => (await instances(page))[0].DBInstanceStatus === 'Running');

    await (await action(page, 'shop-db', 'Manage')).click();
    await page.getByRole('link', { name: 'Databases' }).click();
    await page.getByRole('button', { name: 'Create Database' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Database Name' }).fill('orders');
    await dialog.getByText('utf8mb4').click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The database is created.');
    const dbs = async () => (await api(page, 'Rds', 'DescribeDatabases', { DBInstanceId: created.DBInstanceId })).Databases.Database as Array<Record<string, any>>;
    expect(await dbs()).toMatchObject([{ DBName: 'orders', CharacterSetName: 'utf8mb4' }]);

    await page.getByRole('row', { name: /orders/ }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The database is deleted.');
    expect(await dbs()).toEqual([]);

    await page.getByRole('link', { name: 'Instances', exact: true }).first().click();
    await (await action(page, 'shop-db', 'More')).click();
    await page.getByRole('menuitem', { name: 'Release Instance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being released.');
    await until(async () => (await instances(page)).length === 0);
  });

  it('creates a privileged account, resets its password, adds an address to the whitelist and restarts the instance (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/', lang: 'zh' });
    const vSwitchId = await network(page, 'erp');
    const { DBInstanceId } = await api(page, 'Rds', 'CreateDBInstance', {
      Engine: 'MySQL', EngineVersion: '8.0', DBInstanceClass: 'mysql.n2.medium.1', DBInstanceStorage: 20, DBInstanceNetType: 'Intranet',
      PayType: 'Postpaid', SecurityIPList: '127.0.0.1', VSwitchId: vSwitchId, DBInstanceDescription: 'erp-db',
    });
    await until(async () => (await instances(page))[0].DBInstanceStatus === 'Running');
    await page.goto(new URL(`/rds/instances/${DBInstanceId}/accounts`, page.url()).toString());
    await page.getByRole('button', { name: '创建账号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '数据库账号' }).fill('erp_admin');
    await dialog.getByText('高权限账号').click();
    await dialog.getByLabel('密码', { exact: true }).fill('Erp-Admin-2024');
    await dialog.getByLabel('确认密码').fill('Erp-Admin-2024');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('账号创建成功。');
    const { Accounts } = await api(page, 'Rds', 'DescribeAccounts', { DBInstanceId });
    expect(Accounts.DBInstanceAccount).toMatchObject([{ AccountName: 'erp_admin', AccountType: 'Super' }]);

    await page.getByRole('row', { name: /erp_admin/ }).getByRole('button', { name: '重置密码' }).click();
    await page.getByRole('dialog').getByLabel('新密码', { exact: true }).fill('Erp-Admin-2025');
    await page.getByRole('dialog').getByLabel('确认新密码').fill('Erp-Admin-2025');
    // A MySQL instance's reset dialog can also reset the account's permissions; left off, as it starts.
    expect(await page.getByRole('dialog').getByRole('switch', { name: '同时重置账号' }).getAttribute('aria-checked')).toBe('false');
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('密码重置成功。');

    await page.getByRole('link', { name: '白名单与安全组' }).click();
    await page.getByRole('row', { name: /default/ }).getByRole('button', { name: '修改' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '组内白名单' }).fill('127.0.0.1,203.0.113.10');
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('白名单修改成功。');
    const { Items } = await api(page, 'Rds', 'DescribeDBInstanceIPArrayList', { DBInstanceId });
    expect(Items.DBInstanceIPArray[0]).toMatchObject({ DBInstanceIPArrayName: 'default', SecurityIPList: '127.0.0.1,203.0.113.10' });

    await page.getByRole('button', { name: '重启实例' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('实例正在重启。');
    await page.locator('.page-extra').getByText('重启中').waitFor();
    await page.locator('.page-extra').getByText('运行中').waitFor();
  });
  it('sets the maintenance window of a SQL Server instance under Configuration Information (English)', async () => {
    const page = await openConsole(h, {}, { path: '/' });
    const vSwitchId = await network(page, 'mssql');
    const { DBInstanceId } = await api(page, 'Rds', 'CreateDBInstance', {
      Engine: 'SQLServer', EngineVersion: '2019_std_ha', DBInstanceClass: 'mssql.x4.medium.s2', DBInstanceStorage: 20, DBInstanceNetType: 'Intranet',
      PayType: 'Postpaid', SecurityIPList: '127.0.0.1', VSwitchId: vSwitchId, DBInstanceDescription: 'mssql-db',
    });
    await until(async () => (await instances(page))[0].DBInstanceStatus === 'Running');
    // The console shows UTC windows in the browser's time zone.
    const local = (utcHour: number) => page.evaluate((h) => {
      const d = new Date(Date.UTC(2000, 0, 1, h));
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    }, utcHour);
    await page.goto(new URL(`/rds/instances/${DBInstanceId}/basic`, page.url()).toString());
    const config = page.locator('.detail-section', { hasText: 'Configuration Information' });
    await config.getByText(`${await local(18)}-${await local(22)}`).waitFor();
    await config.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Start Time', await local(1));
    await choose(page, dialog, 'End Time', await local(1));
    expect(await dialog.getByRole('button', { name: 'Yes', exact: true }).isDisabled()).toBe(true);
    await dialog.getByText('The end time must differ from the start time.').waitFor();
    await choose(page, dialog, 'End Time', await local(3));
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    expect(await toast(page)).toBe('The maintenance window is modified.');
    const attr = (await api(page, 'Rds', 'DescribeDBInstanceAttribute', { DBInstanceId })).Items.DBInstanceAttribute[0];
    expect(attr).toMatchObject({ Engine: 'SQLServer', MaintainTime: '01:00Z-03:00Z' });
    await config.getByText(`${await local(1)}-${await local(3)}`).waitFor();
  });
});
