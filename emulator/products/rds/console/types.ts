/** RDS resources as the 2014-08-15 API returns them (real field names). */
export type DbInstance = {
  DBInstanceId: string;
  DBInstanceDescription?: string;
  DBInstanceStatus: string;
  Engine: string;
  EngineVersion: string;
  DBInstanceClass: string;
  DBInstanceStorage?: number;
  PayType: string;
  ZoneId: string;
  VpcId: string;
  VSwitchId: string;
  ConnectionString?: string;
  Port?: string;
  CreateTime?: string;
  CreationTime?: string;
  InstanceNetworkType?: string;
};

export type DescribeDBInstances = { Items: { DBInstance: DbInstance[] }; TotalRecordCount?: number };
export type DescribeDBInstanceAttribute = { Items: { DBInstanceAttribute: DbInstance[] } };

export type Database = {
  DBName: string;
  DBStatus: string;
  CharacterSetName: string;
  DBDescription?: string;
  Accounts?: { AccountPrivilegeInfo?: Array<{ Account: string; AccountPrivilege: string }> };
};
export type DescribeDatabases = { Databases: { Database: Database[] } };

export type Account = {
  AccountName: string;
  AccountType: 'Normal' | 'Super';
  AccountStatus: string;
  AccountDescription?: string;
  DatabasePrivileges?: { DatabasePrivilege?: Array<{ DBName: string; AccountPrivilege: string }> };
};
export type DescribeAccounts = { Accounts: { DBInstanceAccount: Account[] } };

export type Whitelist = { DBInstanceIPArrayName: string; DBInstanceIPArrayAttribute?: string; SecurityIPList: string };
export type DescribeIPArrayList = { Items: { DBInstanceIPArray: Whitelist[] } };

/** Engines the console sells, with their versions and instance types. */
export const ENGINES = {
  MySQL: { versions: ['8.0', '5.7', '5.6'], classes: ['mysql.n2.small.1', 'mysql.n2.medium.1', 'mysql.n4.medium.1', 'mysql.n2.large.1'], charsets: ['utf8', 'gbk', 'latin1', 'utf8mb4'], privileges: ['ReadWrite', 'ReadOnly', 'DDLOnly', 'DMLOnly'] },
  PostgreSQL: { versions: ['17.0', '16.0', '15.0', '14.0', '13.0'], classes: ['pg.n2.small.1', 'pg.n2.medium.1', 'pg.n2.large.1'], charsets: ['UTF8', 'SQL_ASCII', 'LATIN1', 'GBK', 'EUC_CN'], privileges: ['DBOwner'] },
} as const;

export type Engine = keyof typeof ENGINES;

export const engineOf = (name: string): Engine => (name === 'PostgreSQL' ? 'PostgreSQL' : 'MySQL');
