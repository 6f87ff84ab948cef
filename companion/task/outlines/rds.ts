// Expected step outlines of the tasks in tasks/rds/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

const rdsDatabaseEn = [
  '1 open-console(rds)',
  '2 navigate(Instances)',
  '3 select-region(China (Hangzhou))',
  '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
  '5 navigate(Databases)',
  '6 click(Create Database)',
  '7 section(Create Database|dialog)',
  '  7.1 fill(Database Name|${inputs.dbName})',
  '  7.2 choose(Supported Character Set|utf8mb4)',
  '  7.3 fill(Description|orders of the online shop)',
  '8 click(OK)',
];

export const outlines: Record<string, string[]> = {
  'rds/create-database': rdsDatabaseEn,
  'rds/create-database-button-renamed': rdsDatabaseEn,
  'rds/create-privileged-account': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Accounts)',
    '6 click(Create Account)',
    '7 section(Create Account|dialog)',
    '  7.1 fill(Database Account|${inputs.accountName})',
    '  7.2 choose(Account Type|Privileged Account)',
    '  7.3 fill(Password|${inputs.password}) · fill(Confirm Password|${inputs.password})',
    '8 click(OK)',
  ],
  'rds/create-standard-account-zh': [
    '1 open-console(rds)',
    '2 navigate(实例列表)',
    '3 select-region(华东1（杭州）)',
    '4 find(${db.name}|true) · click(管理|操作|${db.name})',
    '5 navigate(账号管理)',
    '6 click(创建账号)',
    '7 section(创建账号|dialog)',
    '  7.1 fill(数据库账号|${inputs.accountName})',
    '  7.2 choose(账号类型|普通账号)',
    '  7.3 choose(授权数据库|${appdb.name})',
    '  7.4 choose(权限|只读)',
    '  7.5 fill(密码|${inputs.password}) · fill(确认密码|${inputs.password})',
    '8 click(确定)',
  ],
  'rds/add-whitelist-ip': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Whitelist and SecGroup)',
    '6 tab(Whitelist Settings) · find(default|true) · click(Modify|Actions|default)',
    '7 section(Edit Whitelist|dialog) · fill(IP Addresses|127.0.0.1,${inputs.clientIp})',
    '8 click(OK)',
  ],
  'rds/delete-database': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Databases)',
    '6 find(${appdb.name}|true) · click(Delete|Actions|${appdb.name})',
    '7 section(Delete Database|dialog) · click(OK|dialog)',
  ],
};

export const drift: Record<string, Drift> = {
  'rds-create-db-button-renamed': { kind: 'label-changed', names: 'Create Database' },
};
