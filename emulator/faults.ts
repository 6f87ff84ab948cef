// Injected faults: `PUT /__emulator/faults` sets them for the whole emulator, `PUT /__emulator/accounts/:id/faults`
// for one account; an account's fields override the global ones, field by field, until the next PUT or reset.
import { z } from 'zod';
import { internalError, noStock, quotaExceeded, throttled, type ApiError } from './errors.js';
import type { Rng } from './random.js';

const actionList = z.strictObject({
  /** Actions affected; absent means every action. */
  actions: z.array(z.string().min(1)).optional(),
});

const throttleSchema = z.strictObject({
  /** Actions affected; absent means every action. */
  actions: z.array(z.string().min(1)).optional(),
  /**
   * Calls each account may make per action per second (a sliding one-second window); the ones over it get
   * Throttling.User, as the cloud's flow control answers. Absent: every call of the listed actions is throttled.
   */
  perSecond: z.number().int().min(1).max(100_000).optional(),
});

export const FaultsSchema = z.strictObject({
  /** Delay added before every call is processed, in ms. Default 0. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** Share of calls answered with a 500 InternalError, 0..1. Default 0. */
  errorRate: z.number().min(0).max(1).optional(),
  /** Calls answered with Throttling.User (HTTP 400): all of them, or those over a rate. `null`: none. Default none. */
  throttle: throttleSchema.nullable().optional(),
  /**
   * RunInstances, CreateInstance and starting a StopCharging instance fail with OperationDenied.NoStock: all of
   * them (`true`), or only for the listed instance types (a stock-out of some types, as the cloud has them).
   */
  noStock: z.union([z.boolean(), z.strictObject({ instanceTypes: z.array(z.string().min(1)).min(1) })]).optional(),
  /** Creations answered with QuotaExceeded (absent actions: every Create*, RunInstances). `null`: none. Default none. */
  quotaExceeded: actionList.nullable().optional(),
  /** Length of every asynchronous state transition, in ms. Default 800 (instances), 400 (network). */
  transitionMs: z.number().int().min(0).max(600_000).optional(),
  /** ActionTrail delivery delay: events reach LookupEvents this many ms after the call. Default the emulator's `eventDelayMs` (0). */
  eventDelayMs: z.number().int().min(0).max(3_600_000).optional(),
});

export type Faults = z.infer<typeof FaultsSchema>;
type Throttle = NonNullable<Faults['throttle']>;

/** The faults one account's calls see: its own fields over the global ones. */
export function effectiveFaults(global: Faults, account: Faults | undefined): Faults {
  if (!account || !Object.keys(account).length) return global;
  return { ...global, ...account };
}

const applies = (list: { actions?: string[] } | null | undefined, action: string) =>
  !!list && (!list.actions || list.actions.includes(action));

// Calls admitted in the last second, per throttle setting (a new PUT starts afresh) and per account and action.
const windows = new WeakMap<Throttle, Map<string, number[]>>();

function overRate(throttle: Throttle, key: string, now: number): boolean {
  if (!throttle.perSecond) return true;
  let byKey = windows.get(throttle);
  if (!byKey) windows.set(throttle, (byKey = new Map()));
  const times = byKey.get(key) ?? [];
  while (times.length && times[0] <= now - 1000) times.shift();
  if (times.length >= throttle.perSecond) return true;
  times.push(now);
  byKey.set(key, times);
  return false;
}

/** The fault this call hits before its handler runs, if any. */
/** Whether creating an instance of `instanceType` is out of stock under these faults. */
export function outOfStock(faults: Faults, instanceType: string | undefined): boolean {
  if (!faults.noStock) return false;
  if (faults.noStock === true) return true;
  return instanceType !== undefined && faults.noStock.instanceTypes.includes(instanceType);
}

export function injectedError(
  faults: Faults,
  action: string,
  rng: Rng,
  call: { accountId: string; now: number; instanceType?: string },
): ApiError | undefined {
  if (faults.throttle && applies(faults.throttle, action) && overRate(faults.throttle, `${call.accountId} ${action}`, call.now)) return throttled();
  if (faults.errorRate && rng.next() < faults.errorRate) return internalError();
  const creates = /^(Create|Run)/.test(action);
  if (faults.quotaExceeded && (faults.quotaExceeded.actions ? applies(faults.quotaExceeded, action) : creates)) {
    return quotaExceeded(`The quota for ${action} is exceeded in this account.`);
  }
  if ((action === 'RunInstances' || action === 'CreateInstance') && outOfStock(faults, call.instanceType)) return noStock();
  return undefined;
}
