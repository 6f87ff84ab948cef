// ApsaraDB RDS databases and accounts of an instance, and the privileges that tie them together.
import type { ActionDef } from '../../../action.js';
import { ApiError, malformed, notFound, quotaExceeded } from '../../../errors.js';
import { page } from '../../../common.js';
import { checkAccountName, checkDbName, checkPassword, instanceOf, requireRunning, type DbInstance } from './model.js';

export type RdsDatabaseAction =
  | 'CreateDatabase' | 'DescribeDatabases' | 'DeleteDatabase'
  | 'CreateAccount' | 'DescribeAccounts' | 'DeleteAccount' | 'ResetAccountPassword' | 'ModifyAccountDescription'
  | 'GrantAccountPrivilege' | 'RevokeAccountPrivilege';

const READY_MS = 300;
const MAX_DATABASES = 500;
const MAX_ACCOUNTS = 500;

const CHARSETS = {
  MySQL: ['utf8', 'gbk', 'latin1', 'utf8mb4'],
  PostgreSQL: ['UTF8', 'SQL_ASCII', 'LATIN1', 'GBK', 'EUC_CN'],
};

const PRIVILEGES = {
  MySQL: ['ReadWrite', 'ReadOnly', 'DDLOnly', 'DMLOnly'],
  PostgreSQL: ['DBOwner'],
};

function databaseOf(inst: DbInstance, name: string) {
  const db = inst.databases[name];
  if (!db) throw notFound('InvalidDBName.NotFound', `Specified DB name "${name}" does not exist in instance ${inst.DBInstanceId}.`);
  return db;
}

function accountOf(inst: DbInstance, name: string) {
  const account = inst.accounts[name];
  if (!account) throw notFound('InvalidAccountName.NotFound', `Specified account "${name}" does not exist in instance ${inst.DBInstanceId}.`);
  return account;
}

function checkText(value: string, code: string, what: string): string {
  if (value.length > 256 || /^https?:\/\//.test(value)) throw malformed(code, `Specified ${what} is not valid: 2 to 256 characters, not starting with http:// or https://.`);
  return value;
}

export const rdsDatabaseActions = {
  CreateDatabase: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const inst = instanceOf(ctx);
      const name = p.required('DBName');
      checkDbName(name);
      const charset = p.required('CharacterSetName');
      const allowed = CHARSETS[inst.Engine];
      if (!allowed.includes(charset)) throw malformed('InvalidCharacterSetName.Format', `Specified character set "${charset}" is not valid for ${inst.Engine}. Valid values: ${allowed.join(', ')}.`);
      const description = checkText(p.optional('DBDescription') ?? '', 'InvalidDBDescription.Format', 'DB description');
      requireRunning(inst);
      if (inst.databases[name]) throw new ApiError('InvalidDBName.Duplicate', `Specified DB name "${name}" already exists in instance ${inst.DBInstanceId}.`, 400);
      if (Object.keys(inst.databases).length >= MAX_DATABASES) throw quotaExceeded(`An instance holds at most ${MAX_DATABASES} databases.`);
      inst.databases[name] = { DBName: name, DBStatus: 'Creating', CharacterSetName: charset, DBDescription: description, privileges: {}, readyAt: ctx.now + ctx.cloud.transitionMs(READY_MS) };
      return {};
    },
  },
  DescribeDatabases: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const inst = instanceOf(ctx);
      const [name, status] = [p.optional('DBName'), p.optional('DBStatus')];
      const matches = Object.values(inst.databases).filter((d) => (!name || d.DBName === name) && (!status || d.DBStatus === status));
      const { items, PageNumber, PageSize, TotalCount } = page(matches, p, { size: 30, max: 1000 });
      return {
        PageNumber, PageSize, TotalCount,
        Databases: {
          Database: items.map((d) => ({
            DBName: d.DBName, DBStatus: d.DBStatus, CharacterSetName: d.CharacterSetName, DBDescription: d.DBDescription,
            DBInstanceId: inst.DBInstanceId, Engine: inst.Engine, Collate: '', Ctype: '', ConnLimit: '', Tablespace: '',
            Accounts: {
              AccountPrivilegeInfo: Object.entries(d.privileges).map(([account, privilege]) => ({ Account: account, AccountPrivilege: privilege, AccountPrivilegeDetail: '' })),
            },
          })),
        },
      };
    },
  },
  DeleteDatabase: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const db = databaseOf(inst, ctx.params.required('DBName'));
      requireRunning(inst);
      delete inst.databases[db.DBName];
      return {};
    },
  },
  CreateAccount: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const inst = instanceOf(ctx);
      const name = p.required('AccountName');
      checkAccountName(name);
      checkPassword(p.required('AccountPassword'));
      const type = p.oneOf('AccountType', ['Normal', 'Super'] as const, 'Normal');
      const description = checkText(p.optional('AccountDescription') ?? '', 'InvalidAccountDescription.Format', 'account description');
      requireRunning(inst);
      if (inst.accounts[name]) throw new ApiError('InvalidAccountName.Duplicate', `Specified account "${name}" already exists in instance ${inst.DBInstanceId}.`, 400);
      const accounts = Object.values(inst.accounts);
      if (type === 'Super' && accounts.some((a) => a.AccountType === 'Super')) {
        throw new ApiError('InvalidAccountType.Duplicate', 'The instance already has a privileged account: an instance can have only one.', 400);
      }
      if (accounts.length >= MAX_ACCOUNTS) throw quotaExceeded(`An instance holds at most ${MAX_ACCOUNTS} accounts.`);
      inst.accounts[name] = { AccountName: name, AccountType: type, AccountStatus: 'Unavailable', AccountDescription: description, readyAt: ctx.now + ctx.cloud.transitionMs(READY_MS) };
      return {};
    },
  },
  DescribeAccounts: {
    rw: 'Read',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const name = ctx.params.optional('AccountName');
      const matches = Object.values(inst.accounts).filter((a) => !name || a.AccountName === name);
      return {
        PageNumber: 1, TotalRecordCount: matches.length, SystemAdminAccountStatus: '', SystemAdminAccountFirstActivationTime: '',
        Accounts: {
          DBInstanceAccount: matches.map((a) => ({
            AccountName: a.AccountName, AccountType: a.AccountType, AccountStatus: a.AccountStatus, AccountDescription: a.AccountDescription,
            DBInstanceId: inst.DBInstanceId, PrivExceeded: '0', PasswordExpireTime: '', CheckPolicy: false, CreateDB: '', CreateRole: '',
            Replication: '', BypassRLS: '', ValidUntil: '',
            DatabasePrivileges: {
              DatabasePrivilege: Object.values(inst.databases)
                .filter((d) => d.privileges[a.AccountName])
                .map((d) => ({ DBName: d.DBName, AccountPrivilege: d.privileges[a.AccountName], AccountPrivilegeDetail: '' })),
            },
          })),
        },
      };
    },
  },
  DeleteAccount: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const account = accountOf(inst, ctx.params.required('AccountName'));
      requireRunning(inst);
      for (const db of Object.values(inst.databases)) delete db.privileges[account.AccountName];
      delete inst.accounts[account.AccountName];
      return {};
    },
  },
  ResetAccountPassword: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      accountOf(inst, ctx.params.required('AccountName'));
      checkPassword(ctx.params.required('AccountPassword'));
      requireRunning(inst);
      return {};
    },
  },
  ModifyAccountDescription: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const account = accountOf(inst, ctx.params.required('AccountName'));
      const description = checkText(ctx.params.required('AccountDescription'), 'InvalidAccountDescription.Format', 'account description');
      requireRunning(inst);
      account.AccountDescription = description;
      return {};
    },
  },
  GrantAccountPrivilege: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const inst = instanceOf(ctx);
      const account = accountOf(inst, p.required('AccountName'));
      const names = p.required('DBName').split(',').map((s) => s.trim()).filter(Boolean);
      const privileges = p.required('AccountPrivilege').split(',').map((s) => s.trim());
      const allowed = PRIVILEGES[inst.Engine];
      const bad = privileges.find((x) => !allowed.includes(x));
      if (bad !== undefined) throw malformed('InvalidAccountPrivilege.Malformed', `Specified account privilege "${bad}" is not valid. Valid values: ${allowed.join(', ')}.`);
      if (privileges.length !== 1 && privileges.length !== names.length) throw malformed('InvalidAccountPrivilege.Malformed', 'Give one AccountPrivilege, or one for each DBName, in the same order.');
      const dbs = names.map((n) => databaseOf(inst, n));
      requireRunning(inst);
      if (account.AccountType === 'Super') throw new ApiError('InvalidAccountType.Malformed', 'A privileged account already has every privilege on every database.', 400);
      dbs.forEach((db, i) => (db.privileges[account.AccountName] = privileges[privileges.length === 1 ? 0 : i]));
      return {};
    },
  },
  RevokeAccountPrivilege: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const inst = instanceOf(ctx);
      const account = accountOf(inst, p.required('AccountName'));
      const dbs = p.required('DBName').split(',').map((s) => s.trim()).filter(Boolean).map((n) => databaseOf(inst, n));
      requireRunning(inst);
      if (account.AccountType === 'Super') throw new ApiError('InvalidAccountType.Malformed', 'The privileges of a privileged account cannot be revoked.', 400);
      for (const db of dbs) delete db.privileges[account.AccountName];
      return {};
    },
  },
} satisfies Record<RdsDatabaseAction, ActionDef>;

