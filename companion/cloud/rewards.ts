// The ActionTrail reward: an episode succeeds when every success rule matches an event of the episode.
// Events arrive late, so rules are polled with backoff until they hold or the time is up.
import { ActionTrailEventSchema, type ActionTrailEvent } from '../../protocol/actiontrail';
import { formatIssues } from '../../protocol/issues';
import type { SuccessRule } from '../../protocol/task';
import { sleep } from './retry';
import type { CloudClient } from './sdk';

export type RewardErrorCode = 'too-many-filters' | 'malformed-event' | 'bad-rule';

export class RewardError extends Error {
  constructor(
    readonly code: RewardErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RewardError';
  }
}

/** A `LookupAttribute` filter: exact and case-sensitive (`EventName`, `ServiceName`, `ResourceName`, ...). */
export interface LookupFilter {
  key: string;
  value: string;
}

/** ActionTrail allows about two LookupEvents a second per account. */
const LOOKUP_INTERVAL_MS = 500;
const MAX_FILTERS = 2;
const PAGE_SIZE = 50;
const MAX_PAGES = 200;
const nextSlot = new WeakMap<object, number>();

async function pace(key: object): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(key) ?? 0);
  nextSlot.set(key, slot + LOOKUP_INTERVAL_MS);
  if (slot > now) await sleep(slot - now);
}

/** ActionTrail takes times to the second, in UTC. */
const isoSeconds = (d: Date, round: 'floor' | 'ceil') => {
  const ms = round === 'floor' ? Math.floor(d.getTime() / 1000) * 1000 : Math.ceil(d.getTime() / 1000) * 1000;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

/**
 * Every event from `start` to `end` (default now) matching the filters (at most two, as the API allows),
 * following `NextToken` 50 events at a time. Each event is validated; a malformed one throws naming its field.
 */
export async function lookupEvents(
  client: CloudClient,
  query: { start: Date; end?: Date; filters: LookupFilter[] },
): Promise<ActionTrailEvent[]> {
  if (query.filters.length > MAX_FILTERS) {
    throw new RewardError(
      'too-many-filters',
      `LookupEvents takes at most ${MAX_FILTERS} LookupAttribute filters; got ${query.filters.length} (${query.filters.map((f) => f.key).join(', ')}).`,
    );
  }
  const base = {
    StartTime: isoSeconds(query.start, 'floor'),
    EndTime: isoSeconds(query.end ?? new Date(), 'ceil'),
    MaxResults: PAGE_SIZE,
    LookupAttribute: query.filters.map((f) => ({ Key: f.key, Value: f.value })),
  };
  const events: ActionTrailEvent[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    await pace(client.actiontrail);
    const body = await client.call<{ Events?: unknown[]; NextToken?: string }>('actiontrail', 'LookupEvents', {
      ...base,
      ...(nextToken ? { NextToken: nextToken } : {}),
    });
    for (const raw of body.Events ?? []) events.push(parseEvent(raw, events.length));
    nextToken = body.NextToken || undefined;
    if (!nextToken) return events;
  }
  throw new Error(`LookupEvents still had more pages after ${MAX_PAGES * PAGE_SIZE} events; narrow the time window.`);
}

/** Validates one event of a LookupEvents answer; a malformed one throws a `RewardError` naming the field. */
export function parseEvent(raw: unknown, index = 0): ActionTrailEvent {
  // Some ActionTrail versions return requestParameters as a JSON string.
  const value = raw as Record<string, unknown>;
  if (value && typeof value.requestParameters === 'string') {
    try {
      value.requestParameters = JSON.parse(value.requestParameters);
    } catch {
      /* left for the schema to report */
    }
  }
  const parsed = ActionTrailEventSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const id = typeof value?.eventId === 'string' ? ` ${value.eventId}` : '';
  throw new RewardError('malformed-event', `ActionTrail event #${index + 1}${id} is malformed:\n${formatIssues(parsed.error, 'event')}`);
}

/** A rule as written in a task file (`succeeded` defaults to true). */
export type RuleInput = Omit<SuccessRule, 'succeeded'> & { succeeded?: boolean };

export interface RuleResult {
  /** The rule with its values expanded, e.g. `Ecs CreateVpc {VpcName: "doc-1a2b"}`. */
  rule: string;
  held: boolean;
  /** The event that satisfied the rule. */
  eventId?: string;
  /** Why the rule does not hold (no event, or the closest event's differences). */
  reason?: string;
}

export interface RuleContext {
  client: CloudClient;
  /** Episode start: events before it do not count. */
  start: Date;
  /** Expands `${...}` in rule parameters (inputs, resources, rand). */
  expand: (s: string) => string;
  /** Events must come from this account when they name one. */
  accountId: string;
  /**
   * When our own provisioner called the API during the episode (on-demand provisioning): SDK calls made then are
   * the provisioner's, not the agent's, and do not count. The agent acts through the console, never the SDK.
   */
  exclude?: Array<{ from: Date; to: Date }>;
}

/** SDK user agents (the Tea SDKs, ali-oss): calls made by programs, not through the console. */
const SDK_AGENT = /Node\.js|aliyun-sdk-nodejs|TeaDSL/i;

/** Whether an event is one of our provisioner's calls (made by an SDK within one of its windows, to the second). */
export function byProvisioner(e: ActionTrailEvent, windows: Array<{ from: Date; to: Date }>): boolean {
  if (!windows.length || !SDK_AGENT.test(String(e.userAgent ?? ''))) return false;
  const t = Date.parse(e.eventTime);
  return windows.some((w) => t >= Math.floor(w.from.getTime() / 1000) * 1000 && t <= Math.ceil(w.to.getTime() / 1000) * 1000);
}

/**
 * Checks every rule against the episode's events, polling until all hold or `timeoutMs` (default 10 s) passes;
 * polls start `pollMs` apart (default 1 s) and grow by half up to four times that.
 */
export async function checkRules(
  rules: RuleInput[],
  ctx: RuleContext,
  opts: { timeoutMs?: number; pollMs?: number } = {},
): Promise<{ success: boolean; results: RuleResult[] }> {
  const { timeoutMs = 10_000, pollMs = 1000 } = opts;
  const expanded = rules.map((rule) => expandRule(rule, ctx.expand));
  const results: RuleResult[] = expanded.map((r) => ({ rule: r.text, held: false, reason: 'not checked yet' }));
  const deadline = Date.now() + timeoutMs;
  let interval = pollMs;
  for (;;) {
    // Rules on the same service and event share one lookup.
    const open = expanded.map((r, i) => ({ r, i })).filter(({ i }) => !results[i].held);
    const groups = new Map<string, typeof open>();
    for (const item of open) {
      const key = `${item.r.service}\n${item.r.event}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    for (const items of groups.values()) {
      const { service, event } = items[0].r;
      const events = await lookupEvents(ctx.client, {
        start: ctx.start,
        filters: [
          { key: 'EventName', value: event },
          { key: 'ServiceName', value: service },
        ],
      });
      const startFloor = Math.floor(ctx.start.getTime() / 1000) * 1000;
      const inWindow = events.filter((e) => Date.parse(e.eventTime) >= startFloor && !byProvisioner(e, ctx.exclude ?? []));
      for (const { r, i } of items) results[i] = { rule: r.text, ...evaluate(r, inWindow, ctx) };
    }
    if (results.every((r) => r.held) || Date.now() + interval > deadline) break;
    await sleep(interval);
    interval = Math.min(pollMs * 4, interval * 1.5);
  }
  return { success: results.every((r) => r.held), results };
}

interface ExpandedRule {
  service: string;
  event: string;
  region?: string;
  succeeded: boolean;
  params: Record<string, string>;
  text: string;
}

function expandRule(rule: RuleInput, expand: (s: string) => string): ExpandedRule {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(rule.params ?? {})) {
    try {
      params[k] = typeof v === 'string' ? expand(v) : String(v);
    } catch (err) {
      throw new RewardError('bad-rule', `Rule ${rule.service} ${rule.event}: parameter ${k}: ${(err as Error).message}`);
    }
  }
  const succeeded = rule.succeeded ?? true;
  const shown = Object.entries(params).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  const text =
    `${rule.service} ${rule.event}` +
    (shown.length ? ` {${shown.join(', ')}}` : '') +
    (rule.region ? ` in ${rule.region}` : '') +
    (succeeded ? '' : ' (failed or not)');
  return { service: rule.service, event: rule.event, region: rule.region, succeeded, params, text };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? undefined : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The differences between a rule and an event; none means the event satisfies the rule. */
function differences(rule: ExpandedRule, e: ActionTrailEvent, accountId: string): string[] {
  const diffs: string[] = [];
  if (e.serviceName !== rule.service) diffs.push(`service is ${e.serviceName}`);
  if (e.eventName !== rule.event) diffs.push(`event is ${e.eventName}`);
  if (rule.region && e.acsRegion !== rule.region) diffs.push(`region is ${e.acsRegion ?? 'unset'}, expected ${rule.region}`);
  if (rule.succeeded && e.errorCode) diffs.push(`it failed with ${e.errorCode}`);
  const owner = e.userIdentity.accountId;
  if (owner && owner !== accountId) diffs.push(`it belongs to account ${owner}`);
  for (const [k, expected] of Object.entries(rule.params)) {
    const actual = asText(e.requestParameters[k]);
    if (actual === undefined) diffs.push(`${k} is missing, expected ${JSON.stringify(expected)}`);
    else if (actual !== expected) diffs.push(`${k} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
  return diffs;
}

function evaluate(rule: ExpandedRule, events: ActionTrailEvent[], ctx: RuleContext): Omit<RuleResult, 'rule'> {
  if (!events.length) {
    return { held: false, reason: `no ${rule.service} ${rule.event} event since ${ctx.start.toISOString()}` };
  }
  let closest: { event: ActionTrailEvent; diffs: string[] } | undefined;
  for (const event of events) {
    const diffs = differences(rule, event, ctx.accountId);
    if (!diffs.length) return { held: true, eventId: event.eventId };
    if (!closest || diffs.length < closest.diffs.length) closest = { event, diffs };
  }
  const c = closest!;
  return {
    held: false,
    reason: `${events.length} ${rule.service} ${rule.event} event(s), none matches; closest ${c.event.eventId}: ${c.diffs.join('; ')}`,
  };
}
