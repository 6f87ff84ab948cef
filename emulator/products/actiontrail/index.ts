// ActionTrail (2020-07-06): LookupEvents over the account's recorded events, with the real limits: at most two
// exact-match conditions (of two with the same key, the second), MaxResults up to 50 (default 20), a time window
// (default the last 7 days), newest first, NextToken paging, and events visible only once delivered (the
// emulator's eventDelayMs after the call, or the account's `eventDelayMs` fault). The trail is kept in time
// order and indexed per attribute value (trail.ts), so a page costs binary searches and a scan of the rarer
// condition's events in the window that stops at MaxResults + 1 matches.
import { createHash } from 'node:crypto';
import type { ActionDef, ProductDef } from '../../action.js';
import { invalidParameter, missingParameter } from '../../errors.js';
import type { StoredEvent } from '../../state.js';
import { eventsWith, LOOKUP_KEYS } from '../../trail.js';
import { secondTime } from '../../common.js';
import { trailActions, type TrailAction } from './api/trails.js';
import { actiontrailGenerations } from './generations/index.js';

export type ActiontrailAction = 'LookupEvents' | TrailAction;

type Event = StoredEvent['event'];

const FILTERS: Record<string, (e: Event, value: string) => boolean> = Object.fromEntries(
  Object.entries(LOOKUP_KEYS).map(([key, values]) => [key, (e: Event, v: string) => {
    const found = values(e);
    return Array.isArray(found) ? found.includes(v) : found === v;
  }]),
);

const DAY = 24 * 3600 * 1000;

const eventMs = (s: StoredEvent) => Date.parse(s.event.eventTime);

/** The first index whose event passes `test`, for a test that is false up to some index and true from there on. */
function firstIndex(events: StoredEvent[], test: (s: StoredEvent) => boolean): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(events[mid])) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function time(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw invalidParameter(name, 'Use ISO 8601 in UTC: YYYY-MM-DDThh:mm:ssZ.');
  return ms;
}

interface Token {
  /** seq of the last event returned: the next page continues past it. */
  seq: number;
  start: number;
  end: number;
  query: string;
}

const encodeToken = (t: Token) => Buffer.from(JSON.stringify(t)).toString('base64url');

function decodeToken(text: string, query: string): Token {
  try {
    const t = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Token;
    if (t.query === query && Number.isInteger(t.seq)) return t;
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('NextToken', 'Pass the NextToken of the previous response, with the same other parameters.');
}

const actiontrailActions = {
  ...trailActions,
  LookupEvents: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      // At most two conditions: the cloud ignores those past the second (callers must filter the rest themselves;
      // companion/cloud/rewards.ts refuses to send more); of two with the same key the second counts.
      const attributes = p.objects('LookupAttribute').slice(0, 2);
      const conditions = new Map<string, string>();
      attributes.forEach((a, n) => {
        const key = a.optional('Key');
        if (!key) throw missingParameter(`LookupAttribute.${n + 1}.Key`);
        const test = Object.hasOwn(FILTERS, key) ? FILTERS[key] : undefined;
        if (!test) throw invalidParameter(`LookupAttribute.${n + 1}.Key`, `Valid keys: ${Object.keys(FILTERS).join(', ')}.`);
        const value = a.optional('Value');
        if (value === undefined) throw missingParameter(`LookupAttribute.${n + 1}.Value`);
        conditions.set(key, value);
      });
      const tests = [...conditions].map(([key, value]) => (e: Event) => FILTERS[key](e, value));
      const [first, second] = tests;
      const matches = (e: Event) => (!first || first(e)) && (!second || second(e));
      const max = p.int('MaxResults', { min: 1, max: 50, fallback: 20 });
      const direction = p.oneOf('Direction', ['FORWARD', 'BACKWARD'], 'BACKWARD');
      const query = createHash('sha256')
        .update(JSON.stringify(Object.entries(p.raw).filter(([k]) => k.startsWith('LookupAttribute') || ['StartTime', 'EndTime', 'MaxResults', 'Direction'].includes(k)).sort()))
        .digest('hex')
        .slice(0, 16);
      const token = p.has('NextToken') ? decodeToken(p.required('NextToken'), query) : undefined;
      // The first page fixes the window, so later pages do not shift as new events arrive.
      const end = token?.end ?? time(p.optional('EndTime'), 'EndTime', ctx.now);
      const start = token?.start ?? time(p.optional('StartTime'), 'StartTime', end - 7 * DAY);
      if (start > end) throw invalidParameter('StartTime', 'StartTime must not be later than EndTime.');
      // With conditions, only the events of the rarer one are scanned (trail.ts keeps a list per attribute value).
      const trail = ctx.tenant.events;
      const all = [...conditions]
        .map(([key, value]) => eventsWith(trail, key, value))
        .reduce((a, b) => (b.length < a.length ? b : a), trail);
      const oldest = trail[0]?.seq ?? 0;
      let lo = firstIndex(all, (s) => s.seq >= oldest && eventMs(s) >= Math.floor(start / 1000) * 1000);
      let hi = firstIndex(all, (s) => eventMs(s) > end);
      const backward = direction === 'BACKWARD';
      if (token && backward) hi = Math.min(hi, firstIndex(all, (s) => s.seq >= token.seq));
      if (token && !backward) lo = Math.max(lo, firstIndex(all, (s) => s.seq > token.seq));
      const page: StoredEvent[] = [];
      let more = false;
      for (let i = backward ? hi - 1 : lo; backward ? i >= lo : i < hi; i += backward ? -1 : 1) {
        const stored = all[i];
        if (stored.deliverAt > ctx.now || !matches(stored.event)) continue;
        if (page.length === max) {
          more = true;
          break;
        }
        page.push(stored);
      }
      return {
        Events: structuredClone(page.map((s) => s.event)),
        ...(more ? { NextToken: encodeToken({ seq: page[page.length - 1].seq, start, end, query }) } : {}),
        StartTime: secondTime(start),
        EndTime: secondTime(end),
      };
    },
  },
} satisfies Record<ActiontrailAction, ActionDef>;

export const product = {
  version: '2020-07-06',
  endpoint: 'actiontrail.cn-hangzhou.aliyuncs.com',
  consoleSource: 'actiontrail.console.aliyun.com',
  described: { key: 'actiontrail', generations: actiontrailGenerations },
  actions: actiontrailActions,
  takesRegion: false,
} satisfies ProductDef;
