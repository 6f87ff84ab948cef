// ApsaraDB RDS backup policy of an instance: when data backups run (a weekly cycle and a one-hour window, UTC) and
// how long they and log backups are kept.
import type { ActionContext, ActionDef } from '../../../action.js';
import { invalidParameter } from '../../../errors.js';
import { instanceOf, requireRunning, type DbInstance, type RdsBackupPolicy } from './model.js';

export type RdsBackupAction = 'DescribeBackupPolicy' | 'ModifyBackupPolicy';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The policy a new instance has: a daily backup at 18:00–19:00 UTC, kept 7 days. */
export function policyOf(inst: DbInstance): RdsBackupPolicy {
  inst.backupPolicy ??= { BackupRetentionPeriod: 7, PreferredBackupTime: '18:00Z-19:00Z', PreferredBackupPeriod: [...DAYS], EnableBackupLog: true, LogBackupRetentionPeriod: 7 };
  return inst.backupPolicy;
}

function retention(ctx: ActionContext, name: string, max: number): number | undefined {
  if (!ctx.params.has(name)) return undefined;
  return ctx.params.int(name, { min: 7, max, fallback: 7 });
}

export const rdsBackupActions = {
  DescribeBackupPolicy: {
    rw: 'Read',
    handle(ctx) {
      const p = policyOf(instanceOf(ctx));
      return {
        BackupRetentionPeriod: p.BackupRetentionPeriod, PreferredBackupTime: p.PreferredBackupTime,
        PreferredBackupPeriod: p.PreferredBackupPeriod.join(','), PreferredNextBackupTime: '', BackupLog: p.EnableBackupLog ? 'Enable' : 'Disabled',
        EnableBackupLog: p.EnableBackupLog ? '1' : '0', LogBackupRetentionPeriod: p.LogBackupRetentionPeriod, LocalLogRetentionHours: 18,
        LocalLogRetentionSpace: '30', HighSpaceUsageProtection: 'Enable', BackupMethod: 'Physical', Category: 'Standard', CompressType: '4',
        ReleasedKeepPolicy: 'None', ArchiveBackupRetentionPeriod: '0', ArchiveBackupKeepCount: '1', ArchiveBackupKeepPolicy: 'ByMonth',
        LogBackupFrequency: 'LogInterval', LogBackupLocalRetentionNumber: 60, EnableIncrementDataBackup: false, SupportReleasedKeep: 0,
        SupportVolumeShadowCopy: 0, SupportsHighFrequencyBackup: 0, BackupInterval: '-1',
      };
    },
  },
  ModifyBackupPolicy: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const p = ctx.params;
      const time = p.optional('PreferredBackupTime');
      const m = time === undefined ? null : /^([01]\d|2[0-3]):00Z-([01]\d|2[0-3]):00Z$/.exec(time);
      if (time !== undefined && (!m || (Number(m[1]) + 1) % 24 !== Number(m[2]))) {
        throw invalidParameter('PreferredBackupTime', 'It must be a one-hour window in UTC, in the format HH:mmZ-HH:mmZ, for example 18:00Z-19:00Z.');
      }
      const period = p.optional('PreferredBackupPeriod')?.split(',').map((d) => d.trim()).filter(Boolean);
      if (period && (period.some((d) => !DAYS.includes(d)) || new Set(period).size < 2)) {
        throw invalidParameter('PreferredBackupPeriod', 'Select at least two days of the week: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday.');
      }
      const days = retention(ctx, 'BackupRetentionPeriod', 730);
      const logDays = retention(ctx, 'LogBackupRetentionPeriod', 730);
      const backupLog = p.optional('EnableBackupLog') ?? p.optional('BackupLog');
      requireRunning(inst);
      const policy = policyOf(inst);
      if (time !== undefined) policy.PreferredBackupTime = time;
      if (period) policy.PreferredBackupPeriod = DAYS.filter((d) => period.includes(d));
      if (days !== undefined) policy.BackupRetentionPeriod = days;
      if (logDays !== undefined) {
        if (logDays > policy.BackupRetentionPeriod) throw invalidParameter('LogBackupRetentionPeriod', 'Log backups cannot be kept longer than data backups.');
        policy.LogBackupRetentionPeriod = logDays;
      }
      if (backupLog !== undefined) policy.EnableBackupLog = backupLog === '1' || backupLog === 'Enable' || backupLog === 'True';
      return { DBInstanceID: inst.DBInstanceId, EnableBackupLog: policy.EnableBackupLog ? '1' : '0', LocalLogRetentionHours: 18, LocalLogRetentionSpace: '30', HighSpaceUsageProtection: 'Enable', CompressType: '4', LogBackupLocalRetentionNumber: 60 };
    },
  },
} satisfies Record<RdsBackupAction, ActionDef>;
