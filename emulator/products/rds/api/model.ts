// ApsaraDB RDS data: instances with their databases, accounts and IP whitelists, kept on the tenant under `rds`
// (created on first use). RDS keeps its own timed transitions and applies them when one of its actions runs.
import type { ActionContext } from '../../../action.js';
import { ApiError, malformed, notFound } from '../../../errors.js';
import type { Tenant, Transition } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    rds?: RdsState;
  }
}

export type RdsEngine = 'MySQL' | 'PostgreSQL';

export interface RdsDatabase {
  DBName: string;
  DBStatus: 'Creating' | 'Running' | 'Deleting';
  CharacterSetName: string;
  DBDescription: string;
  /** Account name → privilege (ReadWrite, ReadOnly, DDLOnly, DMLOnly, DBOwner). */
  privileges: Record<string, string>;
  readyAt: number;
}

export interface RdsAccount {
  AccountName: string;
  AccountType: 'Normal' | 'Super';
  AccountStatus: 'Unavailable' | 'Available';
  AccountDescription: string;
  readyAt: number;
}

export interface RdsWhitelist {
  DBInstanceIPArrayName: string;
  DBInstanceIPArrayAttribute: string;
  SecurityIPType: string;
  SecurityIPList: string[];
}

/** When data backups run (days of the week, a one-hour UTC window) and how long backups are kept (days). */
export interface RdsBackupPolicy {
  BackupRetentionPeriod: number;
  PreferredBackupTime: string;
  PreferredBackupPeriod: string[];
  EnableBackupLog: boolean;
  LogBackupRetentionPeriod: number;
}

export interface DbInstance {
  DBInstanceId: string;
  DBInstanceDescription: string;
  DBInstanceStatus: string;
  Engine: RdsEngine;
  EngineVersion: string;
  DBInstanceClass: string;
  DBInstanceStorage: number;
  DBInstanceStorageType: string;
  Category: string;
  PayType: 'Postpaid' | 'Prepaid';
  RegionId: string;
  ZoneId: string;
  VpcId: string;
  VSwitchId: string;
  DBInstanceNetType: 'Internet' | 'Intranet';
  ConnectionString: string;
  Port: string;
  CreationTime: string;
  ExpireTime: string;
  ResourceGroupId: string;
  transitions: Transition[];
  databases: Record<string, RdsDatabase>;
  accounts: Record<string, RdsAccount>;
  whitelists: RdsWhitelist[];
  /** Created on first use (rds-backups.ts). */
  backupPolicy?: RdsBackupPolicy;
}

export interface RdsState {
  instances: Record<string, DbInstance>;
}

/** The account's RDS data, created on first use; due transitions applied. */
export function rdsOf(tenant: Tenant, now: number): RdsState {
  tenant.rds ??= { instances: {} };
  for (const inst of Object.values(tenant.rds.instances)) {
    while (inst.transitions.length && inst.transitions[0].at <= now) {
      const step = inst.transitions.shift()!;
      if (step.status === 'Deleted') {
        delete tenant.rds.instances[inst.DBInstanceId];
        break;
      }
      inst.DBInstanceStatus = step.status;
      Object.assign(inst, step.patch);
    }
    for (const db of Object.values(inst.databases)) if (db.DBStatus === 'Creating' && db.readyAt <= now) db.DBStatus = 'Running';
    for (const acc of Object.values(inst.accounts)) if (acc.AccountStatus === 'Unavailable' && acc.readyAt <= now) acc.AccountStatus = 'Available';
  }
  return tenant.rds;
}

/** The instance named by `DBInstanceId`, in the request's region when one is given. */
export function instanceOf(ctx: ActionContext): DbInstance {
  const id = ctx.params.required('DBInstanceId');
  const found = rdsOf(ctx.tenant, ctx.now).instances[id];
  const regionId = ctx.params.optional('RegionId');
  if (!found || (regionId && found.RegionId !== regionId)) {
    throw notFound('InvalidDBInstanceId.NotFound', 'The specified instance is not found.');
  }
  return found;
}

/** Databases, accounts and whitelists change only on a Running instance. */
export function requireRunning(inst: DbInstance): void {
  if (inst.DBInstanceStatus !== 'Running') {
    throw new ApiError('IncorrectDBInstanceState', `Current DB instance state does not support this operation. Instance ${inst.DBInstanceId} is ${inst.DBInstanceStatus}.`, 403);
  }
}

/** Database names: 2 to 64 characters, lowercase letters, digits, hyphens and underscores; a letter first, a letter or digit last. */
export function checkDbName(name: string): void {
  if (!/^[a-z][a-z0-9_-]{0,62}[a-z0-9]$/.test(name)) {
    throw malformed('InvalidDBName.Format', 'Specified DB name is not valid: 2 to 64 characters, lowercase letters, digits, hyphens (-) and underscores (_), starting with a letter and ending with a letter or digit.');
  }
}

const RESERVED_ACCOUNTS = new Set(['root', 'admin', 'mysql', 'postgres', 'aurora', 'replicator', 'test', 'information_schema']);

/** Account names: 2 to 32 characters, lowercase letters, digits and underscores; a letter first, a letter or digit last. */
export function checkAccountName(name: string): void {
  if (!/^[a-z][a-z0-9_]{0,30}[a-z0-9]$/.test(name) || RESERVED_ACCOUNTS.has(name)) {
    throw malformed('InvalidAccountName.Format', 'Specified account name is not valid: 2 to 32 characters, lowercase letters, digits and underscores (_), starting with a letter and ending with a letter or digit; reserved names such as root and admin are not allowed.');
  }
}

/** Passwords: 8 to 32 characters with at least three of uppercase, lowercase, digits and special characters. */
export function checkPassword(pw: string): void {
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[!@#$%^&*()_+\-=]/].filter((re) => re.test(pw)).length;
  if (pw.length < 8 || pw.length > 32 || classes < 3 || !/^[A-Za-z0-9!@#$%^&*()_+\-=]+$/.test(pw)) {
    throw malformed('InvalidAccountPassword.Format', 'Specified account password is not valid: 8 to 32 characters with at least three of uppercase letters, lowercase letters, digits and special characters (!@#$%^&*()_+-=).');
  }
}

/** An IP whitelist entry: an IPv4 address or a CIDR block (`0.0.0.0/0` included). */
export function checkSecurityIps(value: string): string[] {
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const ok = (e: string) => {
    const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(e);
    return !!m && m.slice(1, 5).every((o) => Number(o) <= 255) && (m[5] === undefined || Number(m[5]) <= 32);
  };
  const bad = entries.find((e) => !ok(e));
  if (!entries.length || bad !== undefined) {
    throw malformed('InvalidSecurityIPList.Format', `Specified security IP list is not valid${bad ? `: "${bad}"` : ''}. Use IPv4 addresses or CIDR blocks separated by commas.`);
  }
  if (entries.length > 1000) throw malformed('InvalidSecurityIPList.Malformed', 'A whitelist holds at most 1,000 IP addresses or CIDR blocks.');
  return [...new Set(entries)];
}
