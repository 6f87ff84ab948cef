// Alibaba Cloud CDN monitoring and usage data (Cdn 2018-05-10): bandwidth, traffic, back-to-origin bandwidth,
// requests, hit rate and HTTP status codes per interval, for one domain name, several (comma-separated) or all of the
// account's. The emulator serves no end users, so every interval carries zero: the shape, the time window and the
// errors are what the console and an SDK see.
import type { ActionContext, ActionDef } from '../../../action.js';
import { cdnOf, domainOf, fail } from './state.js';

export type CdnMonitoringAction =
  | 'DescribeDomainBpsData' | 'DescribeDomainTrafficData' | 'DescribeDomainSrcBpsData' | 'DescribeDomainQpsData'
  | 'DescribeDomainHitRateData' | 'DescribeDomainHttpCodeData' | 'DescribeDomainRealTimeBpsData' | 'DescribeDomainUsageData';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16) + ':00Z';

function timeParam(ctx: ActionContext, name: 'StartTime' | 'EndTime'): number | undefined {
  const raw = ctx.params.optional(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw fail(`Invalid${name}.Malformed`, `Specified ${name} is malformed: use yyyy-MM-ddTHH:mm:ssZ.`);
  }
  return Date.parse(raw);
}

/** The domain names asked for (each must be the account's), or every one of the account's when none is named. */
function domainsOf(ctx: ActionContext): string {
  const raw = ctx.params.optional('DomainName');
  if (!raw) return Object.values(cdnOf(ctx.tenant, ctx.now).domains).map((d) => d.DomainName).join(',');
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length > 500) throw fail('InvalidDomainName.Malformed', 'At most 500 domain names, separated by commas.');
  return names.map((n) => domainOf(ctx, n).DomainName).join(',');
}

type Window = { start: number; end: number; interval: number };

/**
 * The query's window and interval: EndTime defaults to now, StartTime to a day earlier; the interval (seconds) is
 * given or follows the span (5 minutes up to 3 days, an hour up to 31 days, else a day); at most 366 days back and
 * 31 days long (real-time data: 7 days back, 1 day long, 1-minute intervals).
 */
function windowOf(ctx: ActionContext, realTime: boolean): Window {
  const end = timeParam(ctx, 'EndTime') ?? ctx.now;
  const start = timeParam(ctx, 'StartTime') ?? end - DAY;
  if (start >= end) throw fail('InvalidTime.Malformed', 'StartTime must be earlier than EndTime.');
  const span = end - start;
  if (span > (realTime ? DAY : 31 * DAY)) throw fail('InvalidTime.Malformed', `The time range may be at most ${realTime ? '1 day' : '31 days'}.`);
  if (ctx.now - start > (realTime ? 7 : 366) * DAY) throw fail('InvalidStartTime.ValueNotSupported', `Data is kept for ${realTime ? '7' : '366'} days.`);
  const asked = ctx.params.optional('Interval');
  const allowed = realTime ? [60, 300] : [300, 3600, 86400];
  if (asked !== undefined && !allowed.includes(Number(asked))) throw fail('InvalidParameter.Interval', `Interval must be one of ${allowed.join(', ')} seconds.`);
  const interval = asked !== undefined ? Number(asked) : realTime ? 60 : span <= 3 * DAY ? 300 : span <= 31 * DAY ? 3600 : 86400;
  return { start, end, interval };
}

function intervals(w: Window): number[] {
  const step = w.interval * 1000;
  const out: number[] = [];
  for (let t = Math.floor(w.start / step) * step; t < w.end && out.length < 10_000; t += step) out.push(t);
  return out;
}

/** One data action: its list's key and each interval's fields (all zero: no end users reach the emulator). */
function series(listKey: string, fields: Record<string, string>, realTime = false): ActionDef {
  return {
    rw: 'Read',
    handle(ctx) {
      const domains = domainsOf(ctx);
      const w = windowOf(ctx, realTime);
      const rows = intervals(w).map((t) => ({ TimeStamp: iso(t), ...fields }));
      return { DomainName: domains, StartTime: iso(w.start), EndTime: iso(w.end), DataInterval: String(w.interval), [listKey]: { DataModule: rows } };
    },
  };
}

const zeros = (...names: string[]) => Object.fromEntries(names.map((n) => [n, '0']));

export const cdnMonitoringActions = {
  DescribeDomainBpsData: series('BpsDataPerInterval', zeros('Value', 'DomesticValue', 'OverseasValue', 'HttpsValue', 'HttpsDomesticValue', 'HttpsOverseasValue')),
  DescribeDomainTrafficData: series('TrafficDataPerInterval', zeros('Value', 'DomesticValue', 'OverseasValue', 'HttpsValue', 'HttpsDomesticValue', 'HttpsOverseasValue')),
  DescribeDomainSrcBpsData: series('SrcBpsDataPerInterval', zeros('Value', 'HttpsValue')),
  DescribeDomainQpsData: series('QpsDataPerInterval', zeros('Value', 'AccValue', 'DomesticValue', 'OverseasValue', 'HttpsValue', 'HttpsAccValue')),
  DescribeDomainHitRateData: series('HitRateInterval', zeros('Value', 'HttpsValue')),
  DescribeDomainHttpCodeData: {
    rw: 'Read',
    handle(ctx) {
      const domains = domainsOf(ctx);
      const w = windowOf(ctx, false);
      const rows = intervals(w).map((t) => ({ TimeStamp: iso(t), Value: { CodeProportionData: [] } }));
      return { DomainName: domains, StartTime: iso(w.start), EndTime: iso(w.end), DataInterval: String(w.interval), DataPerInterval: { DataModule: rows } };
    },
  },
  DescribeDomainRealTimeBpsData: {
    rw: 'Read',
    handle(ctx) {
      domainsOf(ctx);
      const w = windowOf(ctx, true);
      return { Data: { BpsModel: intervals(w).map((t) => ({ TimeStamp: iso(t), Bps: 0 })) } };
    },
  },
  DescribeDomainUsageData: {
    rw: 'Read',
    handle(ctx) {
      const domains = domainsOf(ctx);
      const field = ctx.params.required('Field');
      if (!['bps', 'traf', 'acc', 'quic_bps', 'quic_traf', 'quic_acc'].includes(field)) throw fail('InvalidParameter.Field', 'Field must be bps, traf, acc, quic_bps, quic_traf or quic_acc.');
      const area = ctx.params.optional('Area') ?? 'CN';
      const w = windowOf(ctx, false);
      const rows = intervals(w).map((t) => ({ TimeStamp: iso(t), PeakTime: iso(t), Value: '0', SpecialValue: '0' }));
      return { DomainName: domains, StartTime: iso(w.start), EndTime: iso(w.end), Type: field, Area: area, DataInterval: String(w.interval), UsageDataPerInterval: { DataModule: rows } };
    },
  },
} satisfies Record<CdnMonitoringAction, ActionDef>;
