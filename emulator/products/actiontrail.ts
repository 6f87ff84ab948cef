// ActionTrail (2020-07-06): LookupEvents over the account's recorded events, with the real limits: at most two
// exact-match filters, MaxResults up to 50, a time window, NextToken paging, and events visible only once
// delivered (the emulator's eventDelayMs after the call).
import { createHash } from 'node:crypto';
import type { ActionDef, ProductDef } from '../action.js';
import { invalidParameter, missingParameter } from '../errors.js';
import type { StoredEvent } from '../state.js';
import { secondTime } from './common.js';

export type ActiontrailAction = 'LookupEvents';

type Event = StoredEvent['event'];
type Identity = { userName: string; accessKeyId: string };

const FILTERS: Record<string, (e: Event, value: string) => boolean> = {
  EventName: (e, v) => e.eventName === v,
  ServiceName: (e, v) => e.serviceName === v,
  EventId: (e, v) => e.eventId === v,
  EventRW: (e, v) => e.eventRW === v,
  ResourceType: (e, v) => Object.hasOwn(e.referencedResources as object, v),
  ResourceName: (e, v) => Object.values(e.referencedResources as Record<string, string[]>).some((ids) => ids.includes(v)),
  User: (e, v) => (e.userIdentity as Identity).userName === v,
  EventAccessKeyId: (e, v) => (e.userIdentity as Identity).accessKeyId === v,
};

const DAY = 24 * 3600 * 1000;

function time(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw invalidParameter(name, 'Use ISO 8601 in UTC: YYYY-MM-DDThh:mm:ssZ.');
  return ms;
}

interface Token {
  offset: number;
  start: number;
  end: number;
  query: string;
}

const encodeToken = (t: Token) => Buffer.from(JSON.stringify(t)).toString('base64url');

function decodeToken(text: string, query: string): Token {
  try {
    const t = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Token;
    if (t.query === query && Number.isInteger(t.offset)) return t;
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('NextToken', 'Pass the NextToken of the previous response, with the same other parameters.');
}

const actiontrailActions = {
  LookupEvents: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const attributes = p.objects('LookupAttribute');
      if (attributes.length > 2) throw invalidParameter('LookupAttribute', 'At most two lookup attributes are allowed.');
      const filters = attributes.map((a, n) => {
        const key = a.optional('Key');
        if (!key) throw missingParameter(`LookupAttribute.${n + 1}.Key`);
        const test = FILTERS[key];
        if (!test) throw invalidParameter(`LookupAttribute.${n + 1}.Key`, `Valid keys: ${Object.keys(FILTERS).join(', ')}.`);
        const value = a.optional('Value');
        if (value === undefined) throw missingParameter(`LookupAttribute.${n + 1}.Value`);
        return (e: Event) => test(e, value);
      });
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
      const matches = ctx.tenant.events
        .filter((s) => s.deliverAt <= ctx.now)
        .map((s) => s.event)
        .filter((e) => {
          const t = Date.parse(e.eventTime);
          return t >= Math.floor(start / 1000) * 1000 && t <= end && filters.every((f) => f(e));
        });
      if (direction === 'BACKWARD') matches.reverse();
      const offset = token?.offset ?? 0;
      const events = matches.slice(offset, offset + max);
      const more = offset + max < matches.length;
      return {
        Events: structuredClone(events),
        ...(more ? { NextToken: encodeToken({ offset: offset + max, start, end, query }) } : {}),
        StartTime: secondTime(start),
        EndTime: secondTime(end),
      };
    },
  },
} satisfies Record<ActiontrailAction, ActionDef>;

export const actiontrail = {
  service: 'Actiontrail',
  version: '2020-07-06',
  endpoint: 'actiontrail.cn-hangzhou.aliyuncs.com',
  consoleSource: 'actiontrail.console.aliyun.com',
  actions: actiontrailActions,
} satisfies ProductDef;
