// Injected faults: what `PUT /__emulator/faults` sets for the whole emulator until the next PUT or reset.
import { z } from 'zod';
import { internalError, noStock, quotaExceeded, throttled, type ApiError } from './errors.js';
import type { Rng } from './random.js';

const actionList = z.object({
  /** Actions affected; absent means every action. */
  actions: z.array(z.string()).optional(),
});

export const FaultsSchema = z.strictObject({
  /** Delay added before every call is processed, in ms. Default 0. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** Share of calls answered with a 500 InternalError, 0..1. Default 0. */
  errorRate: z.number().min(0).max(1).optional(),
  /** Calls answered with Throttling.User. Default none. */
  throttle: actionList.optional(),
  /** RunInstances, CreateInstance and starting a StopCharging instance fail with OperationDenied.NoStock. */
  noStock: z.boolean().optional(),
  /** Creations answered with QuotaExceeded (absent actions: every Create*, RunInstances). Default none. */
  quotaExceeded: actionList.optional(),
  /** Length of every asynchronous state transition, in ms. Default 800 (instances), 400 (network). */
  transitionMs: z.number().int().min(0).max(600_000).optional(),
});

export type Faults = z.infer<typeof FaultsSchema>;

const applies = (list: { actions?: string[] } | undefined, action: string) =>
  !!list && (!list.actions || list.actions.includes(action));

/** The fault this call hits before its handler runs, if any. */
export function injectedError(faults: Faults, action: string, rng: Rng): ApiError | undefined {
  if (applies(faults.throttle, action)) return throttled();
  if (faults.errorRate && rng.next() < faults.errorRate) return internalError();
  const creates = /^(Create|Run)/.test(action);
  if (faults.quotaExceeded && (faults.quotaExceeded.actions ? applies(faults.quotaExceeded, action) : creates)) {
    return quotaExceeded(`The quota for ${action} is exceeded in this account.`);
  }
  if (faults.noStock && (action === 'RunInstances' || action === 'CreateInstance')) return noStock();
  return undefined;
}
