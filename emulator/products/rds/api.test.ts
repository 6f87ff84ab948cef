import RdsModule, * as $Rds from '@alicloud/rds20140815';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SEEN_MID_CHANGE, transitionsTake, vpcClient, waitFor, type Account, SDK_WAIT, type ClientOptions } from '../../testing.js';

const RdsClient = (RdsModule as unknown as { default?: typeof RdsModule }).default ?? RdsModule;

let em: RunningEmulator;
let account: Account;
let rds: InstanceType<typeof RdsClient>;
let vSwitchId: string;
const regionId = 'cn-hangzhou';
const PASSWORD = 'Doc-Test-2024';

const rdsClient = (opts: ClientOptions = {}) =>
  new RdsClient({
    accessKeyId: opts.accessKeyId ?? account.accessKeyId, accessKeySecret: opts.accessKeySecret ?? account.accessKeySecret,
    endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId,
  } as ConstructorParameters<typeof RdsClient>[0]);

async function createInstance(extra: Partial<$Rds.CreateDBInstanceRequest> = {}): Promise<string> {
  const res = await rds.createDBInstance(new $Rds.CreateDBInstanceRequest({
    regionId, engine: 'MySQL', engineVersion: '8.0', DBInstanceClass: 'mysql.n2.medium.1', DBInstanceStorage: 20,
    DBInstanceNetType: 'Intranet', payType: 'Postpaid', securityIPList: '127.0.0.1', vSwitchId, zoneId: 'cn-hangzhou-k',
    DBInstanceDescription: 'orders-db', ...extra,
  }));
  return res.body!.DBInstanceId!;
}

const status = async (id: string) =>
  (await rds.describeDBInstanceAttribute(new $Rds.DescribeDBInstanceAttributeRequest({ DBInstanceId: id }))).body!.items!.DBInstanceAttribute![0].DBInstanceStatus;

beforeAll(async () => {
  em = await startEmulator({ seed: 'rds' });
  account = await newAccount(em);
  rds = rdsClient();
  const vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16' }))).body!.vpcId!;
  vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ regionId, vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.1.0/24' }))).body!.vSwitchId!;
});
afterAll(() => em.close());

describe('RDS instances', () => {
  it('creates an instance in a vSwitch: Creating, then Running, listed with its VPC and engine', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const id = await createInstance();
    expect(id).toMatch(/^rm-bp1[a-z0-9]{17}$/);
    expect(await status(id)).toBe('Creating');
    await waitFor(async () => (await status(id)) === 'Running');
    const listed = (await rds.describeDBInstances(new $Rds.DescribeDBInstancesRequest({ regionId }))).body!;
    const item = listed.items!.DBInstance!.find((i) => i.DBInstanceId === id)!;
    expect(item).toMatchObject({ engine: 'MySQL', engineVersion: '8.0', vSwitchId, zoneId: 'cn-hangzhou-k', DBInstanceMemory: 4096, payType: 'Postpaid', DBInstanceDescription: 'orders-db' });
    await rds.modifyDBInstanceDescription(new $Rds.ModifyDBInstanceDescriptionRequest({ DBInstanceId: id, DBInstanceDescription: 'orders-main' }));
    const attr = (await rds.describeDBInstanceAttribute(new $Rds.DescribeDBInstanceAttributeRequest({ DBInstanceId: id }))).body!.items!.DBInstanceAttribute![0];
    expect(attr).toMatchObject({ DBInstanceDescription: 'orders-main', DBInstanceStorage: 20, port: '3306', securityIPList: '127.0.0.1' });

    // The vSwitch cannot go while the instance uses it.
    const vsw = await sdkError(vpcClient(em, account).deleteVSwitch(new $Vpc.DeleteVSwitchRequest({ vSwitchId })));
    expect(vsw.code).toBe('DependencyViolation');

    await rds.deleteDBInstance(new $Rds.DeleteDBInstanceRequest({ DBInstanceId: id }));
    expect(await status(id)).toBe('Deleting');
    await waitFor(() => status(id).then(() => false, (e: { code?: string }) => e.code === 'InvalidDBInstanceId.NotFound'));
    await transitionsTake(em, account);
  });

  it('answers the cloud error shapes: not found, invalid parameters, a bad signature', async () => {
    const missing = await sdkError(rds.describeDBInstanceAttribute(new $Rds.DescribeDBInstanceAttributeRequest({ DBInstanceId: 'rm-bp1doesnotexist0000' })));
    expect(missing).toMatchObject({ code: 'InvalidDBInstanceId.NotFound', status: 404 });
    expect(missing.data).toMatchObject({ HostId: 'rds.aliyuncs.com', RequestId: expect.any(String), Recommend: expect.stringContaining('InvalidDBInstanceId.NotFound') });
    expect((await sdkError(createInstance({ engineVersion: '4.0' }))).code).toBe('InvalidEngineVersion.Malformed');
    expect((await sdkError(createInstance({ engine: 'Oracle' }))).code).toBe('InvalidParameter');
    expect((await sdkError(createInstance({ vSwitchId: 'vsw-bp1nothere' }))).code).toBe('InvalidVSwitchId.NotFound');
    expect((await sdkError(createInstance({ DBInstanceClass: 'pg.n2.medium.1' }))).code).toBe('InvalidDBInstanceClass.NotFound');
    const forged = await sdkError(rdsClient({ accessKeySecret: 'wrong-secret-wrong-secret-xx' }).describeDBInstances(new $Rds.DescribeDBInstancesRequest({ regionId })));
    expect(forged.code).toBe('SignatureDoesNotMatch');
  });
});

describe('RDS databases, accounts and whitelists', () => {
  let id: string;
  beforeAll(async () => {
    id = await createInstance({ DBInstanceDescription: 'app-db' });
  });

  it('refuses changes while the instance is Creating', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const early = await sdkError(rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'early', characterSetName: 'utf8' })));
    expect(early).toMatchObject({ code: 'IncorrectDBInstanceState', status: 403 });
    await waitFor(async () => (await status(id)) === 'Running');
    await transitionsTake(em, account);
  });

  it('creates, lists, grants and deletes databases and accounts', async () => {
    await rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'orders', characterSetName: 'utf8mb4', DBDescription: 'orders' }));
    expect((await sdkError(rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'orders', characterSetName: 'utf8' })))).code).toBe('InvalidDBName.Duplicate');
    expect((await sdkError(rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'Bad Name', characterSetName: 'utf8' })))).code).toBe('InvalidDBName.Format');

    await rds.createAccount(new $Rds.CreateAccountRequest({ DBInstanceId: id, accountName: 'app_user', accountPassword: PASSWORD, accountType: 'Normal' }));
    await rds.createAccount(new $Rds.CreateAccountRequest({ DBInstanceId: id, accountName: 'dba', accountPassword: PASSWORD, accountType: 'Super' }));
    expect((await sdkError(rds.createAccount(new $Rds.CreateAccountRequest({ DBInstanceId: id, accountName: 'dba2', accountPassword: PASSWORD, accountType: 'Super' })))).code).toBe('InvalidAccountType.Duplicate');
    expect((await sdkError(rds.createAccount(new $Rds.CreateAccountRequest({ DBInstanceId: id, accountName: 'weak', accountPassword: 'password' })))).code).toBe('InvalidAccountPassword.Format');
    await rds.grantAccountPrivilege(new $Rds.GrantAccountPrivilegeRequest({ DBInstanceId: id, accountName: 'app_user', DBName: 'orders', accountPrivilege: 'ReadWrite' }));

    const dbs = (await rds.describeDatabases(new $Rds.DescribeDatabasesRequest({ DBInstanceId: id }))).body!.databases!.database!;
    expect(dbs).toHaveLength(1);
    expect(dbs[0]).toMatchObject({ DBName: 'orders', characterSetName: 'utf8mb4', engine: 'MySQL' });
    expect(dbs[0].accounts!.accountPrivilegeInfo![0]).toMatchObject({ account: 'app_user', accountPrivilege: 'ReadWrite' });
    const accounts = (await rds.describeAccounts(new $Rds.DescribeAccountsRequest({ DBInstanceId: id }))).body!.accounts!.DBInstanceAccount!;
    expect(accounts.map((a) => [a.accountName, a.accountType])).toEqual([['app_user', 'Normal'], ['dba', 'Super']]);
    expect(accounts[0].databasePrivileges!.databasePrivilege![0]).toMatchObject({ DBName: 'orders', accountPrivilege: 'ReadWrite' });

    await rds.deleteDatabase(new $Rds.DeleteDatabaseRequest({ DBInstanceId: id, DBName: 'orders' }));
    expect((await sdkError(rds.deleteDatabase(new $Rds.DeleteDatabaseRequest({ DBInstanceId: id, DBName: 'orders' })))).code).toBe('InvalidDBName.NotFound');
    await rds.deleteAccount(new $Rds.DeleteAccountRequest({ DBInstanceId: id, accountName: 'app_user' }));
    expect((await sdkError(rds.deleteAccount(new $Rds.DeleteAccountRequest({ DBInstanceId: id, accountName: 'app_user' })))).code).toBe('InvalidAccountName.NotFound');
  });

  it('resets passwords, describes, grants and revokes privileges of accounts', async () => {
    await rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'reports', characterSetName: 'utf8mb4' }));
    await rds.createAccount(new $Rds.CreateAccountRequest({ DBInstanceId: id, accountName: 'reporter', accountPassword: PASSWORD }));
    await waitFor(async () => (await rds.describeAccounts(new $Rds.DescribeAccountsRequest({ DBInstanceId: id, accountName: 'reporter' }))).body!.accounts!.DBInstanceAccount![0].accountStatus === 'Available');
    await rds.resetAccountPassword(new $Rds.ResetAccountPasswordRequest({ DBInstanceId: id, accountName: 'reporter', accountPassword: 'New-Pass-2025' }));
    expect((await sdkError(rds.resetAccountPassword(new $Rds.ResetAccountPasswordRequest({ DBInstanceId: id, accountName: 'reporter', accountPassword: 'short' })))).code).toBe('InvalidAccountPassword.Format');
    expect((await sdkError(rds.resetAccountPassword(new $Rds.ResetAccountPasswordRequest({ DBInstanceId: id, accountName: 'nobody', accountPassword: PASSWORD })))).code).toBe('InvalidAccountName.NotFound');
    await rds.modifyAccountDescription(new $Rds.ModifyAccountDescriptionRequest({ DBInstanceId: id, accountName: 'reporter', accountDescription: 'reporting service' }));

    const privileges = async () => (await rds.describeAccounts(new $Rds.DescribeAccountsRequest({ DBInstanceId: id, accountName: 'reporter' }))).body!.accounts!.DBInstanceAccount![0];
    await rds.grantAccountPrivilege(new $Rds.GrantAccountPrivilegeRequest({ DBInstanceId: id, accountName: 'reporter', DBName: 'reports', accountPrivilege: 'ReadOnly' }));
    const granted = await privileges();
    expect(granted).toMatchObject({ accountDescription: 'reporting service' });
    expect(granted.databasePrivileges!.databasePrivilege!.map((p) => [p.DBName, p.accountPrivilege])).toEqual([['reports', 'ReadOnly']]);
    await rds.revokeAccountPrivilege(new $Rds.RevokeAccountPrivilegeRequest({ DBInstanceId: id, accountName: 'reporter', DBName: 'reports' }));
    expect((await privileges()).databasePrivileges!.databasePrivilege).toEqual([]);
    expect((await sdkError(rds.revokeAccountPrivilege(new $Rds.RevokeAccountPrivilegeRequest({ DBInstanceId: id, accountName: 'reporter', DBName: 'nothere' })))).code).toBe('InvalidDBName.NotFound');
  });

  it('restarts an instance: Restarting, then Running; no changes meanwhile', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    await rds.restartDBInstance(new $Rds.RestartDBInstanceRequest({ DBInstanceId: id }));
    expect(await status(id)).toBe('Restarting');
    expect((await sdkError(rds.restartDBInstance(new $Rds.RestartDBInstanceRequest({ DBInstanceId: id })))).code).toBe('IncorrectDBInstanceState');
    expect((await sdkError(rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: id, DBName: 'during', characterSetName: 'utf8' })))).code).toBe('IncorrectDBInstanceState');
    await waitFor(async () => (await status(id)) === 'Running');
    await transitionsTake(em, account);
  });

  it('describes and modifies the backup policy', async () => {
    const policy = async () => (await rds.describeBackupPolicy(new $Rds.DescribeBackupPolicyRequest({ DBInstanceId: id }))).body!;
    expect(await policy()).toMatchObject({ backupRetentionPeriod: 7, preferredBackupTime: '18:00Z-19:00Z', preferredBackupPeriod: 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday' });
    await rds.modifyBackupPolicy(new $Rds.ModifyBackupPolicyRequest({ DBInstanceId: id, backupRetentionPeriod: '30', preferredBackupTime: '02:00Z-03:00Z', preferredBackupPeriod: 'Wednesday,Monday,Friday' }));
    expect(await policy()).toMatchObject({ backupRetentionPeriod: 30, preferredBackupTime: '02:00Z-03:00Z', preferredBackupPeriod: 'Monday,Wednesday,Friday' });
    const bad = (req: Partial<$Rds.ModifyBackupPolicyRequest>) => sdkError(rds.modifyBackupPolicy(new $Rds.ModifyBackupPolicyRequest({ DBInstanceId: id, ...req })));
    expect((await bad({ preferredBackupTime: '02:00Z-04:00Z' })).code).toBe('InvalidParameter');
    expect((await bad({ preferredBackupPeriod: 'Monday' })).code).toBe('InvalidParameter');
    expect((await bad({ backupRetentionPeriod: '3' })).code).toBe('InvalidParameter');
  });

  it('modifies IP whitelists: cover, append, a new group, and malformed entries', async () => {
    const list = async () => (await rds.describeDBInstanceIPArrayList(new $Rds.DescribeDBInstanceIPArrayListRequest({ DBInstanceId: id }))).body!.items!.DBInstanceIPArray!;
    expect((await list()).map((g) => [g.DBInstanceIPArrayName, g.securityIPList])).toEqual([['default', '127.0.0.1']]);
    await rds.modifySecurityIps(new $Rds.ModifySecurityIpsRequest({ DBInstanceId: id, securityIps: '192.168.1.0/24,10.0.0.8' }));
    await rds.modifySecurityIps(new $Rds.ModifySecurityIpsRequest({ DBInstanceId: id, securityIps: '47.100.1.1', modifyMode: 'Append' }));
    await rds.modifySecurityIps(new $Rds.ModifySecurityIpsRequest({ DBInstanceId: id, DBInstanceIPArrayName: 'office', securityIps: '203.0.113.5' }));
    expect((await list()).map((g) => [g.DBInstanceIPArrayName, g.securityIPList])).toEqual([
      ['default', '192.168.1.0/24,10.0.0.8,47.100.1.1'],
      ['office', '203.0.113.5'],
    ]);
    expect((await sdkError(rds.modifySecurityIps(new $Rds.ModifySecurityIpsRequest({ DBInstanceId: id, securityIps: '300.1.1.1' })))).code).toBe('InvalidSecurityIPList.Format');
    expect((await sdkError(rds.modifySecurityIps(new $Rds.ModifySecurityIpsRequest({ DBInstanceId: id })))).code).toBe('MissingParameter');
  });

  it('puts every call in ActionTrail, with the instance referenced and the password masked', async () => {
    const client = openApiClient(em, account);
    const { Events } = await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateAccount' });
    const event = Events.find((e) => e.requestParameters?.AccountName === 'app_user')!;
    expect(event).toMatchObject({ serviceName: 'Rds', apiVersion: '2014-08-15', eventRW: 'Write', referencedResources: { 'ACS::RDS::DBInstance': [id] } });
    expect(event.requestParameters.AccountPassword).toBe('******');
    expect(JSON.stringify(Events)).not.toContain(PASSWORD);
    const ips = await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ModifySecurityIps' });
    expect(ips.Events.some((e) => e.requestParameters?.DBInstanceIPArrayName === 'office')).toBe(true);
  });
});

describe('RDS engines and the maintenance window', () => {
  const attribute = async (id: string) =>
    (await rds.describeDBInstanceAttribute(new $Rds.DescribeDBInstanceAttributeRequest({ DBInstanceId: id }))).body!.items!.DBInstanceAttribute![0];

  it('sells MariaDB and SQL Server with their own versions, classes, endpoints and ports', async () => {
    const maria = await createInstance({ engine: 'MariaDB', engineVersion: '10.3', DBInstanceClass: 'mariadb.n2.medium.2c', DBInstanceDescription: 'maria-db' });
    const mssql = await createInstance({ engine: 'SQLServer', engineVersion: '2019_std_ha', DBInstanceClass: 'mssql.x4.medium.s2', DBInstanceDescription: 'mssql-db' });
    expect(await attribute(maria)).toMatchObject({ engine: 'MariaDB', engineVersion: '10.3', port: '3306', DBInstanceMemory: 4096, connectionString: `${maria}.mariadb.rds.aliyuncs.com` });
    expect(await attribute(mssql)).toMatchObject({ engine: 'SQLServer', engineVersion: '2019_std_ha', port: '1433', DBInstanceMemory: 8192, connectionString: `${mssql}.sqlserver.rds.aliyuncs.com` });
    expect((await sdkError(createInstance({ engine: 'MariaDB', engineVersion: '8.0', DBInstanceClass: 'mariadb.n2.medium.2c' }))).code).toBe('InvalidEngineVersion.Malformed');
    expect((await sdkError(createInstance({ engine: 'SQLServer', engineVersion: '2022_ent', DBInstanceClass: 'mysql.n2.medium.1' }))).code).toBe('InvalidDBInstanceClass.NotFound');
    await waitFor(async () => (await status(mssql)) === 'Running');
    await rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: mssql, DBName: 'orders', characterSetName: 'Chinese_PRC_CI_AS' }));
    const utf8 = await sdkError(rds.createDatabase(new $Rds.CreateDatabaseRequest({ DBInstanceId: mssql, DBName: 'bills', characterSetName: 'utf8' })));
    expect(utf8.code).toBe('InvalidCharacterSetName.Format');
  });

  it('starts with 02:00-06:00 UTC+8, takes an on-the-hour window in UTC, and refuses malformed ones', async () => {
    const id = await createInstance({ DBInstanceDescription: 'maint-db' });
    expect((await attribute(id)).maintainTime).toBe('18:00Z-22:00Z');
    const early = await sdkError(rds.modifyDBInstanceMaintainTime(new $Rds.ModifyDBInstanceMaintainTimeRequest({ DBInstanceId: id, maintainTime: '01:00Z-02:00Z' })));
    expect(early).toMatchObject({ code: 'IncorrectDBInstanceState', status: 403 });
    await waitFor(async () => (await status(id)) === 'Running');

    await rds.modifyDBInstanceMaintainTime(new $Rds.ModifyDBInstanceMaintainTimeRequest({ DBInstanceId: id, maintainTime: '22:00Z-02:00Z' }));
    expect((await attribute(id)).maintainTime).toBe('22:00Z-02:00Z');
    for (const bad of ['22:00-02:00', '22:30Z-23:30Z', '03:00Z-03:00Z', '24:00Z-01:00Z', 'tonight']) {
      const refused = await sdkError(rds.modifyDBInstanceMaintainTime(new $Rds.ModifyDBInstanceMaintainTimeRequest({ DBInstanceId: id, maintainTime: bad })));
      expect(refused, bad).toMatchObject({ code: 'InvalidMaintainTime.Format', status: 400 });
    }
    expect((await sdkError(rds.modifyDBInstanceMaintainTime(new $Rds.ModifyDBInstanceMaintainTimeRequest({ DBInstanceId: id })))).code).toBe('MissingParameter');
    expect((await sdkError(rds.modifyDBInstanceMaintainTime(new $Rds.ModifyDBInstanceMaintainTimeRequest({ DBInstanceId: 'rm-bp1doesnotexist0000', maintainTime: '01:00Z-02:00Z' })))).code).toBe('InvalidDBInstanceId.NotFound');
    expect((await attribute(id)).maintainTime).toBe('22:00Z-02:00Z');

    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ModifyDBInstanceMaintainTime' });
    expect(Events.find((e) => e.requestParameters.MaintainTime === '22:00Z-02:00Z')).toMatchObject({ serviceName: 'Rds', eventRW: 'Write', requestParameters: { DBInstanceId: id } });
  });
});
