// What an instance is billed as and until when: renewing a subscription instance (RenewInstance), its auto-renewal
// (ModifyInstanceAutoRenewAttribute, DescribeInstanceAutoRenewAttribute), and switching between pay-as-you-go and
// subscription (ModifyInstanceChargeType). Orders are paid at once here (the emulator has no billing): the answers
// carry an OrderId as the cloud's do with AutoPay. A subscription instance's ExpiredTime moves with each order; the
// emulator never stops or releases an instance when that time passes (it runs no timers).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, malformed } from '../../../errors.js';
import { dryRun, minuteTime, page, region } from '../../../common.js';
import type { Params } from '../../../params.js';
import { instance } from './instance-change.js';
import { expectStatus, releaseDue } from './instance-power.js';
import type { AutoRenewal, Instance } from './state.js';

export type EcsBillingAction = 'RenewInstance' | 'ModifyInstanceAutoRenewAttribute' | 'DescribeInstanceAutoRenewAttribute' | 'ModifyInstanceChargeType';

const DAY = 86_400_000;
/** The periods the API reference lists: a subscription's (RenewInstance, ModifyInstanceChargeType) and auto-renewal's. */
const PERIODS: Record<string, number[]> = {
  Week: [1, 2, 3, 4],
  Month: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 24, 36, 48, 60],
};
const RENEW_DURATIONS: Record<string, number[]> = { Week: [1, 2, 3, 4], Month: [1, 2, 3, 6, 12], Year: [1, 2, 3] };

/** `Period` in `PeriodUnit` (Week or Month, default 1 Month), as the cloud checks them; `InvalidPeriod` otherwise. */
export function subscriptionPeriod(p: Params): { period: number; unit: string } {
  const unit = p.optional('PeriodUnit') ?? 'Month';
  const periods = PERIODS[Object.keys(PERIODS).find((u) => u.toLowerCase() === unit.toLowerCase()) ?? ''];
  if (!periods) throw malformed('InvalidPeriodUnit.ValueNotSupported', 'The specified parameter PeriodUnit is not valid.');
  const period = Number(p.optional('Period') ?? 1);
  if (!periods.includes(period)) throw malformed('InvalidPeriod', 'The specified period is not valid.');
  return { period, unit: unit.toLowerCase() === 'week' ? 'Week' : 'Month' };
}

/** The end of a subscription of `period` units from `from` (ms), at the minute. */
export function expiryAfter(from: number, period: number, unit: string): string {
  if (unit === 'Week') return minuteTime(from + period * 7 * DAY);
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + period);
  return minuteTime(end.getTime());
}

const orderId = (ctx: ActionContext) => String(ctx.rng.int(200000000000000, 299999999999999));
const chargeTypeViolation = (message = 'The operation is not permitted due to charge type of the instance.') => new ApiError('ChargeTypeViolation', message, 403);

/** The instances of a comma-separated `InstanceId` (ModifyInstanceAutoRenewAttribute), at most 100. */
function listed(ctx: ActionContext, value: string): Instance[] {
  const ids = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length > 100) throw new ApiError('InvalidParameter.ToManyInstanceIds', 'InstanceId should be less than 100.', 403);
  return ids.map((id) => {
    const i = ctx.tenant.instances[id];
    if (!i || i.RegionId !== region(ctx).id) throw new ApiError('InvalidParameter.InvalidInstanceId', `The specified InstanceId "${id}" does not exist.`, 403);
    return i;
  });
}

export const ecsBillingActions = {
  RenewInstance: {
    rw: 'Write',
    // An order paid at once: it spends money.
    effect: 'charge',
    handle(ctx) {
      const i = instance(ctx);
      const p = ctx.params;
      if (p.has('ExpectedRenewDay') && (p.has('Period') || p.has('PeriodUnit'))) {
        throw invalidParameter('ExpectedRenewDay', 'Period and PeriodUnit, or ExpectedRenewDay, not both.');
      }
      if (i.InstanceChargeType !== 'PrePaid') throw chargeTypeViolation();
      const day = p.has('ExpectedRenewDay') ? p.int('ExpectedRenewDay', { min: 1, max: 28, fallback: 1 }) : undefined;
      const { period, unit } = day === undefined ? subscriptionPeriod(p) : { period: 1, unit: 'Month' };
      expectStatus(i, 'Running', 'Stopped');
      dryRun(p);
      const from = Math.max(ctx.now, Date.parse(i.ExpiredTime ?? minuteTime(ctx.now)));
      let end = expiryAfter(from, period, unit);
      // A unified expiration day: the month's renewal ends on that day of the month.
      if (day !== undefined) end = `${end.slice(0, 8)}${String(day).padStart(2, '0')}${end.slice(10)}`;
      i.ExpiredTime = end;
      return { OrderId: orderId(ctx) };
    },
  },
  ModifyInstanceAutoRenewAttribute: {
    rw: 'Write',
    // Turning auto-renewal on commits the account to an order at each expiry.
    effect: { effect: 'charge', when: { AutoRenew: ['true'] } },
    handle(ctx) {
      const p = ctx.params;
      const value = p.optional('InstanceId');
      if (!value) throw new ApiError('MissingParameter.InstanceId', 'InstanceId should not be null.', 403);
      releaseDue(ctx.tenant, ctx.now);
      const targets = listed(ctx, value);
      const status = p.has('RenewalStatus')
        ? (['AutoRenewal', 'Normal', 'NotRenewal'].find((s) => s === p.optional('RenewalStatus')) as AutoRenewal['RenewalStatus'] | undefined)
        : p.bool('AutoRenew') ? 'AutoRenewal' : 'Normal';
      if (!status) throw new ApiError('InvalidParameter.RenewalStatus', `The specified parameter RenewalStatus "${p.optional('RenewalStatus')}" is not valid.`, 403);
      const unitName = p.optional('PeriodUnit') ?? 'Month';
      const unit = Object.keys(RENEW_DURATIONS).find((u) => u.toLowerCase() === unitName.toLowerCase());
      if (!unit) throw new ApiError('InvalidPeriodUnit.ValueNotSupported', 'The specified parameter PeriodUnit is not valid.', 403);
      const duration = Number(p.optional('Duration') ?? (status === 'AutoRenewal' ? 1 : 0));
      if (status === 'AutoRenewal' && !RENEW_DURATIONS[unit].includes(duration)) {
        throw new ApiError('InvalidParameter.Duration', `The specified Duration "${duration}" is not valid with PeriodUnit ${unit}: ${RENEW_DURATIONS[unit].join(', ')}.`, 403);
      }
      for (const i of targets) {
        if (i.InstanceChargeType !== 'PrePaid') throw chargeTypeViolation('Pay-As-You-Go instances do not support this operation.');
        expectStatus(i, 'Pending', 'Starting', 'Running', 'Stopping', 'Stopped');
      }
      for (const i of targets) i.AutoRenew = status === 'AutoRenewal' ? { RenewalStatus: status, Duration: duration, PeriodUnit: unit } : { RenewalStatus: status, Duration: 0, PeriodUnit: unit };
      return {};
    },
  },
  DescribeInstanceAutoRenewAttribute: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx).id;
      const ids = p.optional('InstanceId')?.split(',').map((s) => s.trim()).filter(Boolean);
      const wanted = p.optional('RenewalStatus');
      if (wanted !== undefined && !['AutoRenewal', 'Normal', 'NotRenewal'].includes(wanted)) {
        throw new ApiError('InvalidParameter.RenewalStatus', 'The specified parameter RenewalStatus is not valid.', 403);
      }
      if (!ids?.length && !wanted) throw new ApiError('InvalidParameter.RenewalStatusInstanceId', 'The parameter RenewalStatus and InstanceId can not be both empty.', 403);
      if (ids && ids.length > 100) throw new ApiError('InvalidParameter.InvalidInstanceId', 'At most 100 instance IDs.', 403);
      releaseDue(ctx.tenant, ctx.now);
      const rows = Object.values(ctx.tenant.instances)
        .filter((i) => i.RegionId === reg && i.InstanceChargeType === 'PrePaid' && (!ids || ids.includes(i.InstanceId)))
        .map((i) => {
          const a = i.AutoRenew ?? { RenewalStatus: 'Normal', Duration: 0, PeriodUnit: 'Month' };
          return { InstanceId: i.InstanceId, AutoRenewEnabled: a.RenewalStatus === 'AutoRenewal', RenewalStatus: a.RenewalStatus, Duration: a.Duration, PeriodUnit: a.PeriodUnit };
        })
        .filter((r) => !wanted || r.RenewalStatus === wanted);
      const { PageNumber, PageSize, TotalCount, items } = page(rows, p, { size: 10, max: 100 });
      return { PageNumber, PageSize, TotalCount, InstanceRenewAttributes: { InstanceRenewAttribute: items } };
    },
  },
  ModifyInstanceChargeType: {
    rw: 'Write',
    // Either way an order: a subscription is bought, or the rest of one is refunded and the instance billed by the hour.
    effect: 'charge',
    handle(ctx) {
      const p = ctx.params;
      const ids = p.list('InstanceIds');
      if (!ids?.length) throw malformed('InvalidParameter.InstanceIds', 'The specified InstanceIds are invalid.');
      if (ids.length > 20) throw malformed('InstancesIdQuotaExceed', 'The maximum number of Instances is exceeded.');
      const target = p.oneOf('InstanceChargeType', ['PrePaid', 'PostPaid'], 'PrePaid');
      const { period, unit } = target === 'PrePaid' ? subscriptionPeriod(p) : { period: 0, unit: 'Month' };
      p.bool('AutoPay', true);
      const includeDisks = p.bool('IncludeDataDisks');
      releaseDue(ctx.tenant, ctx.now);
      const reg = region(ctx).id;
      const targets = ids.map((id) => {
        const i = ctx.tenant.instances[id];
        if (!i || i.RegionId !== reg) throw malformed('InvalidParameter.InstanceIds', `The specified InstanceIds are invalid: ${id} does not exist.`);
        return i;
      });
      for (const i of targets) {
        if (i.InstanceChargeType === target) {
          throw malformed('InvalidInstanceChargeType.ValueNotSupported', `The instance ${i.InstanceId} is already ${target === 'PrePaid' ? 'a subscription' : 'a pay-as-you-go'} instance.`);
        }
        if (!['Running', 'Stopped'].includes(i.Status)) throw malformed('InvalidStatus.ValueNotSupported', `The instance ${i.InstanceId} is ${i.Status}: it must be Running or Stopped.`);
        // A scheduled release first has to be cancelled (the console's prerequisites say so too).
        if (target === 'PrePaid' && i.AutoReleaseTime) throw malformed('ReleaseTimeHaveBeenSet', 'The specified instance has been set released time.');
        if (target === 'PrePaid' && i.StoppedMode === 'StopCharging') throw malformed('InvalidStatus.ValueNotSupported', `The instance ${i.InstanceId} is stopped in economical mode: start it first.`);
      }
      dryRun(p);
      for (const i of targets) {
        i.InstanceChargeType = target;
        if (target === 'PrePaid') {
          i.ExpiredTime = expiryAfter(ctx.now, period, unit);
        } else {
          delete i.ExpiredTime;
          delete i.AutoRenew;
        }
      }
      // The data disks follow when asked (to subscription) and always (to pay-as-you-go), as the API reference says.
      const disks = ctx.tenant.ecsStorage?.disks ?? {};
      for (const d of Object.values(disks)) {
        if (!targets.some((i) => i.InstanceId === d.InstanceId)) continue;
        if (d.Type === 'system' || target === 'PostPaid' || includeDisks) d.DiskChargeType = target;
      }
      return { OrderId: orderId(ctx), FeeOfInstances: { FeeOfInstance: targets.map((i) => ({ InstanceId: i.InstanceId, Fee: '0', Currency: 'CNY' })) } };
    },
  },
} satisfies Record<EcsBillingAction, ActionDef>;
