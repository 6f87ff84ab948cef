// Starting, stopping and restarting instances, one (StartInstance …) or many at once (StartInstances …, what the
// console's batch buttons below the instance list call), and scheduled release (ModifyInstanceAutoReleaseTime).
import type { ActionContext, ActionDef } from '../../../action.js';
import { incorrectInstanceStatus, invalidParameter, missingParameter, noStock, notFound } from '../../../errors.js';
import { outOfStock } from '../../../faults.js';
import { schedule, type Tenant } from '../../../state.js';
import type { Instance } from './state.js';
import { dryRun, minuteTime, region } from '../../../common.js';

export const INSTANCE_MS = 800;

export type EcsPowerAction = 'StartInstances' | 'StopInstances' | 'RebootInstances' | 'ModifyInstanceAutoReleaseTime';

export function expectStatus(i: Instance, ...allowed: string[]): void {
  if (!allowed.includes(i.Status)) throw incorrectInstanceStatus(i.InstanceId, i.Status);
}

export function startInstance(ctx: ActionContext, i: Instance): void {
  expectStatus(i, 'Stopped');
  if (outOfStock(ctx.cloud.faults, i.InstanceType) && i.StoppedMode === 'StopCharging') throw noStock();
  const t = ctx.cloud.transitionMs(INSTANCE_MS);
  i.Status = 'Starting';
  schedule(i, ctx.now, [[t, 'Running', { StartTime: minuteTime(ctx.now + t), StoppedMode: 'Not-applicable' }]]);
}

export function stopInstance(ctx: ActionContext, i: Instance, mode: string): void {
  expectStatus(i, 'Running');
  i.Status = 'Stopping';
  schedule(i, ctx.now, [[ctx.cloud.transitionMs(INSTANCE_MS), 'Stopped', { StoppedMode: mode }]]);
}

export function rebootInstance(ctx: ActionContext, i: Instance): void {
  expectStatus(i, 'Running');
  const t = ctx.cloud.transitionMs(INSTANCE_MS);
  i.Status = 'Stopping';
  schedule(i, ctx.now, [[t * 0.4, 'Starting'], [t, 'Running', { StartTime: minuteTime(ctx.now + t) }]]);
}

/** Releases the instances whose scheduled release time has come (the cloud does it at that time; here on the next call). */
export function releaseDue(tenant: Tenant, now: number): void {
  for (const i of Object.values(tenant.instances)) {
    if (i.AutoReleaseTime && Date.parse(i.AutoReleaseTime) <= now) delete tenant.instances[i.InstanceId];
  }
}

/**
 * The instances of a batch call (`InstanceId.N`, at most 100), all in the region; with AllTogether (the default)
 * every one must allow the change before any changes, with SuccessFirst each one is tried on its own.
 */
function batch(ctx: ActionContext, change: (i: Instance) => void) {
  const reg = region(ctx);
  const ids = ctx.params.list('InstanceId');
  if (!ids?.length) throw missingParameter('InstanceId');
  if (ids.length > 100) throw invalidParameter('InstanceId', 'At most 100 instances are allowed.');
  const mode = ctx.params.oneOf('BatchOptimization', ['AllTogether', 'SuccessFirst'], 'AllTogether');
  const found = ids.map((id) => {
    const i = ctx.tenant.instances[id];
    if (!i || i.RegionId !== reg.id) throw notFound('InvalidInstanceId.NotFound', `The specified InstanceId "${id}" does not exist.`);
    return i;
  });
  if (mode === 'AllTogether') {
    // Try every change on a copy first, so that one refusal changes nothing.
    for (const i of found) change(structuredClone(i));
    dryRun(ctx.params);
  }
  const responses = found.map((i) => {
    const previous = i.Status;
    try {
      change(i);
      return { InstanceId: i.InstanceId, Code: '200', Message: 'success', PreviousStatus: previous, CurrentStatus: i.Status };
    } catch (err) {
      const e = err as { code?: string; message?: string };
      return { InstanceId: i.InstanceId, Code: e.code ?? 'InternalError', Message: e.message ?? String(err), PreviousStatus: previous, CurrentStatus: i.Status };
    }
  });
  return { InstanceResponses: { InstanceResponse: responses } };
}

export const ecsPowerActions = {
  StartInstances: { rw: 'Write', handle: (ctx) => batch(ctx, (i) => startInstance(ctx, i)) },
  StopInstances: {
    rw: 'Write',
    handle(ctx) {
      const mode = ctx.params.oneOf('StoppedMode', ['KeepCharging', 'StopCharging'], 'KeepCharging');
      ctx.params.bool('ForceStop');
      return batch(ctx, (i) => stopInstance(ctx, i, mode));
    },
  },
  RebootInstances: {
    rw: 'Write',
    handle(ctx) {
      ctx.params.bool('ForceReboot');
      return batch(ctx, (i) => rebootInstance(ctx, i));
    },
  },
  ModifyInstanceAutoReleaseTime: {
    rw: 'Write',
    handle(ctx) {
      const id = ctx.params.required('InstanceId');
      const i = ctx.tenant.instances[id];
      if (!i) throw notFound('InvalidInstanceId.NotFound', `The specified InstanceId "${id}" does not exist.`);
      const at = ctx.params.optional('AutoReleaseTime');
      if (!at) {
        i.AutoReleaseTime = '';
        return {};
      }
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(at)) {
        throw invalidParameter('AutoReleaseTime', 'It must be in the ISO 8601 form yyyy-MM-ddTHH:mm:ssZ (UTC).');
      }
      const when = Date.parse(at);
      if (when < ctx.now + 30 * 60_000 || when > ctx.now + 3 * 365 * 24 * 3600_000) {
        throw invalidParameter('AutoReleaseTime', 'It must be at least 30 minutes and at most three years from now.');
      }
      i.AutoReleaseTime = new Date(when).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return {};
    },
  },
} satisfies Record<EcsPowerAction, ActionDef>;
