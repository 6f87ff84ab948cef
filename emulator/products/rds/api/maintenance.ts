// The maintenance window of an RDS instance: the hours (UTC) in which the service may maintain it.
// ModifyDBInstanceMaintainTime sets it; DescribeDBInstanceAttribute shows it as MaintainTime.
import type { ActionDef } from '../../../action.js';
import { malformed } from '../../../errors.js';
import { instanceOf, requireRunning } from './model.js';

export type RdsMaintenanceAction = 'ModifyDBInstanceMaintainTime';

/** 02:00-06:00 in UTC+8, the window every instance starts with. */
export const DEFAULT_MAINTAIN_TIME = '18:00Z-22:00Z';

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)Z-([01]\d|2[0-3]):([0-5]\d)Z$/;

/**
 * A window `HH:mmZ-HH:mmZ` in UTC that starts and ends on the hour, as the console's choices do, and lasts at
 * least an hour; it may run past midnight (`22:00Z-02:00Z`).
 */
export function checkMaintainTime(value: string): string {
  const m = WINDOW.exec(value);
  if (!m || m[2] !== '00' || m[4] !== '00' || m[1] === m[3]) {
    throw malformed('InvalidMaintainTime.Format', `Specified maintain time "${value}" is not valid. Use HH:mmZ-HH:mmZ in UTC, starting and ending on the hour (such as 18:00Z-22:00Z), with different start and end hours.`);
  }
  return value;
}

export const rdsMaintenanceActions = {
  ModifyDBInstanceMaintainTime: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const window = checkMaintainTime(ctx.params.required('MaintainTime'));
      requireRunning(inst);
      inst.MaintainTime = window;
      return {};
    },
  },
} satisfies Record<RdsMaintenanceAction, ActionDef>;
