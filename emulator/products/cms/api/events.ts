// CloudMonitor event-triggered alert rules (the 1.0 console's Event Alert tab and Event Monitoring > Alert Rules):
// the real Cms 2019-01-01 actions PutEventRule, PutEventRuleTargets, DescribeEventRuleList,
// DescribeEventRuleAttribute, DescribeEventRuleTargetList, DeleteEventRuleTargets, EnableEventRules,
// DisableEventRules, DeleteEventRules and SendDryRunSystemEvent (the console's "test" of a system event rule).
// A rule is known by its name: PutEventRule with a name in use changes that rule, as the API reference says.
// Targets (contact groups, callback URLs, queues, functions, Logstores) are numbered per rule by their Id.
import type { ActionContext, ActionDef } from '../../../action.js';
import type { Params } from '../../../params.js';
import { cmsFailure, cmsOf, invalid, ok } from './common.js';

declare module './common.js' {
  interface CmsState {
    eventRules?: Record<string, CmsEventRule>;
  }
}

export type EventAction =
  | 'PutEventRule' | 'PutEventRuleTargets' | 'DescribeEventRuleList' | 'DescribeEventRuleAttribute' | 'DescribeEventRuleTargetList'
  | 'DeleteEventRuleTargets' | 'EnableEventRules' | 'DisableEventRules' | 'DeleteEventRules' | 'SendDryRunSystemEvent';

export interface CmsEventPattern {
  Product: string;
  NameList: string[];
  LevelList: string[];
  EventTypeList: string[];
  StatusList: string[];
}

/** The five kinds of target PutEventRuleTargets takes, by request prefix, with their fields. */
const TARGETS = {
  ContactParameters: ['ContactGroupName', 'Level'],
  WebhookParameters: ['Url', 'Method', 'Protocol'],
  MnsParameters: ['Region', 'Queue'],
  FcParameters: ['Region', 'ServiceName', 'FunctionName'],
  SlsParameters: ['Region', 'Project', 'LogStore'],
} as const;
type TargetKind = keyof typeof TARGETS;
/** How DescribeEventRuleTargetList names one item of each kind (its SDK's names). */
const ITEM: Record<TargetKind, string> = {
  ContactParameters: 'ContactParameter', WebhookParameters: 'WebhookParameter', MnsParameters: 'MnsParameter',
  FcParameters: 'FCParameter', SlsParameters: 'SlsParameter',
};

export interface CmsEventRule {
  Name: string;
  Description: string;
  EventType: 'SYSTEM' | 'CUSTOM';
  GroupId?: string;
  State: 'ENABLED' | 'DISABLED';
  SilenceTime: number;
  EventPattern: CmsEventPattern[];
  Targets: Record<TargetKind, Array<Record<string, string>>>;
  CreateTime: number;
  /** The events SendDryRunSystemEvent sent for this rule. */
  DryRuns: Array<{ EventName: string; Time: number }>;
}

const LEVELS = ['CRITICAL', 'WARN', 'INFO', '*'];
const EVENT_TYPES = ['StatusNotification', 'Exception', 'Maintenance', '*'];
/** 2, 3 and 4: phone + text message + email + DingTalk, text message + email + DingTalk, email + DingTalk. */
const CONTACT_LEVELS = ['2', '3', '4'];
const MAX_RULES = 1000;

const rulesOf = (ctx: ActionContext) => (cmsOf(ctx.tenant).eventRules ??= {});

function ruleOf(ctx: ActionContext, name: string): CmsEventRule {
  const rule = rulesOf(ctx)[name];
  if (!rule) throw cmsFailure('ResourceNotFound', `The event alert rule "${name}" does not exist.`);
  return rule;
}

function pattern(p: Params, n: number): CmsEventPattern {
  const product = p.optional('Product');
  if (!product) throw invalid(`EventPattern.${n}.Product is required.`);
  const checked = (list: string, valid: string[]) => {
    const values = p.list(list) ?? [];
    const bad = values.find((v) => !valid.includes(v));
    if (bad) throw invalid(`EventPattern.${n}.${list} "${bad}" is invalid. Valid values: ${valid.join(', ')}.`);
    return values;
  };
  return {
    Product: product,
    NameList: p.list('NameList') ?? [],
    LevelList: checked('LevelList', LEVELS),
    EventTypeList: checked('EventTypeList', EVENT_TYPES),
    StatusList: p.list('StatusList') ?? [],
  };
}

function names(ctx: ActionContext): CmsEventRule[] {
  const list = ctx.params.list('RuleNames');
  if (!list?.length) throw invalid('Specify at least one RuleNames.N.');
  if (list.length > 20) throw invalid('At most 20 rule names a call.');
  return list.map((n) => ruleOf(ctx, n));
}

const wrap = (values: string[]) => (values.length ? values : undefined);

function view(r: CmsEventRule) {
  return {
    Name: r.Name, Description: r.Description, EventType: r.EventType, State: r.State, SilenceTime: r.SilenceTime,
    ...(r.GroupId ? { GroupId: r.GroupId } : {}),
    EventPattern: {
      EventPattern: r.EventPattern.map((e) => ({
        Product: e.Product,
        NameList: { NameList: wrap(e.NameList) ?? ['*'] },
        LevelList: { LevelList: wrap(e.LevelList) ?? ['*'] },
        EventTypeList: { EventTypeList: wrap(e.EventTypeList) ?? ['*'] },
        ...(e.StatusList.length ? { StatusList: { StatusList: e.StatusList } } : {}),
      })),
    },
  };
}

export const eventActions = {
  PutEventRule: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = p.required('RuleName');
      if (!/^[\p{L}\p{N}_.-]{1,100}$/u.test(name)) throw invalid(`The rule name "${name}" is invalid: use up to 100 letters, digits, Chinese characters, underscores (_), hyphens (-) or periods (.).`);
      const patterns = p.objects('EventPattern');
      if (!patterns.length) throw invalid('EventPattern.N.Product is required.');
      if (patterns.length > 50) throw invalid('At most 50 event patterns a rule.');
      const eventType = p.oneOf('EventType', ['SYSTEM', 'CUSTOM'] as const, 'SYSTEM');
      const groupId = p.optional('GroupId');
      const cms = cmsOf(ctx.tenant);
      if (groupId && !cms.groups?.[groupId]) throw cmsFailure('ResourceNotFound', `The application group ${groupId} does not exist.`);
      if (eventType === 'CUSTOM' && !groupId) throw invalid('A custom event rule belongs to an application group: specify GroupId.');
      const rules = rulesOf(ctx);
      const before = rules[name];
      if (!before && Object.keys(rules).length >= MAX_RULES) throw cmsFailure('QuotaExceeded', `An account has at most ${MAX_RULES} event alert rules.`);
      rules[name] = {
        Name: name,
        Description: p.optional('Description') ?? before?.Description ?? '',
        EventType: eventType,
        ...(groupId ? { GroupId: groupId } : {}),
        State: p.oneOf('State', ['ENABLED', 'DISABLED'] as const, before?.State ?? 'ENABLED'),
        SilenceTime: p.int('SilenceTime', { min: 0, max: 86400, fallback: before?.SilenceTime ?? 86400 }),
        EventPattern: patterns.map((e, i) => pattern(e, i + 1)),
        Targets: before?.Targets ?? { ContactParameters: [], WebhookParameters: [], MnsParameters: [], FcParameters: [], SlsParameters: [] },
        CreateTime: before?.CreateTime ?? ctx.now,
        DryRuns: before?.DryRuns ?? [],
      };
      return { ...ok(), Data: '1' };
    },
  },
  PutEventRuleTargets: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const rule = ruleOf(ctx, p.required('RuleName'));
      const groups = cmsOf(ctx.tenant).contactGroups;
      let given = 0;
      for (const kind of Object.keys(TARGETS) as TargetKind[]) {
        const entries = p.objects(kind);
        if (entries.length > 5) throw invalid(`At most 5 ${kind} a rule.`);
        for (const [i, e] of entries.entries()) {
          const at = `${kind}.${i + 1}`;
          const id = e.optional('Id');
          if (!id) throw invalid(`${at}.Id is required: it identifies the target within the rule.`);
          const item: Record<string, string> = { Id: id };
          for (const field of TARGETS[kind]) {
            const v = e.optional(field);
            if (v === undefined && !(kind === 'WebhookParameters' && field === 'Protocol')) throw invalid(`${at}.${field} is required.`);
            if (v !== undefined) item[field] = v;
          }
          if (kind === 'ContactParameters') {
            if (!groups[item.ContactGroupName]) throw cmsFailure('ContactGroupNotExists', `The alert contact group "${item.ContactGroupName}" does not exist.`);
            if (!CONTACT_LEVELS.includes(item.Level)) throw invalid(`${at}.Level "${item.Level}" is invalid. Valid values: 2, 3, 4.`);
          }
          if (kind === 'WebhookParameters') {
            if (!/^https?:\/\/\S+$/.test(item.Url)) throw invalid(`${at}.Url "${item.Url}" is not an http(s) URL.`);
            if (!['GET', 'POST'].includes(item.Method.toUpperCase())) throw invalid(`${at}.Method must be GET or POST.`);
            item.Method = item.Method.toUpperCase();
            item.Protocol ??= item.Url.startsWith('https') ? 'https' : 'http';
          }
          // A target with an Id in use replaces it.
          rule.Targets[kind] = [...rule.Targets[kind].filter((t) => t.Id !== id), item];
          given++;
        }
      }
      if (!given) throw invalid('Specify at least one target: ContactParameters.N, WebhookParameters.N, MnsParameters.N, FcParameters.N or SlsParameters.N.');
      return { ...ok(), Message: 'success' };
    },
  },
  DescribeEventRuleList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const prefix = p.optional('NamePrefix');
      const group = p.optional('GroupId');
      const enabled = p.has('IsEnable') ? p.bool('IsEnable') : undefined;
      const matches = Object.values(rulesOf(ctx))
        .filter((r) => (!prefix || r.Name.startsWith(prefix)) && (!group || r.GroupId === group) && (enabled === undefined || (r.State === 'ENABLED') === enabled))
        .sort((a, b) => b.CreateTime - a.CreateTime);
      const number = p.int('PageNumber', { min: 1, max: 1_000_000, fallback: 1 });
      const size = p.int('PageSize', { min: 1, max: 100, fallback: 10 });
      return { ...ok(), Total: matches.length, EventRules: { EventRule: matches.slice((number - 1) * size, number * size).map(view) } };
    },
  },
  DescribeEventRuleAttribute: {
    rw: 'Read',
    handle(ctx) {
      const rule = ruleOf(ctx, ctx.params.required('RuleName'));
      // The attribute answers the rule's first pattern as one object (its SDK's shape), not a list.
      const shown = view(rule);
      return { ...ok(), Result: { ...shown, EventPattern: shown.EventPattern.EventPattern[0] } };
    },
  },
  DescribeEventRuleTargetList: {
    rw: 'Read',
    handle(ctx) {
      const rule = ruleOf(ctx, ctx.params.required('RuleName'));
      const lists = Object.fromEntries((Object.keys(TARGETS) as TargetKind[]).map((k) => [k, { [ITEM[k]]: rule.Targets[k] }]));
      return { ...ok(), Message: 'success', ...lists };
    },
  },
  DeleteEventRuleTargets: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const rule = ruleOf(ctx, ctx.params.required('RuleName'));
      const ids = ctx.params.list('Ids');
      if (!ids?.length) throw invalid('Specify at least one Ids.N.');
      const known = new Set(Object.values(rule.Targets).flat().map((t) => t.Id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw cmsFailure('ResourceNotFound', `The rule "${rule.Name}" has no target ${unknown}.`);
      for (const k of Object.keys(rule.Targets) as TargetKind[]) rule.Targets[k] = rule.Targets[k].filter((t) => !ids.includes(t.Id));
      return { ...ok(), Message: 'Success' };
    },
  },
  EnableEventRules: {
    rw: 'Write',
    handle(ctx) {
      for (const r of names(ctx)) r.State = 'ENABLED';
      return { ...ok(), Message: 'success' };
    },
  },
  DisableEventRules: {
    rw: 'Write',
    effect: 'disable',
    handle(ctx) {
      for (const r of names(ctx)) r.State = 'DISABLED';
      return { ...ok(), Message: 'success' };
    },
  },
  DeleteEventRules: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const rules = rulesOf(ctx);
      for (const r of names(ctx)) delete rules[r.Name];
      return { ...ok(), Message: 'success' };
    },
  },
  SendDryRunSystemEvent: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const product = p.required('Product');
      const eventName = p.required('EventName');
      const content = p.optional('EventContent');
      if (content !== undefined) {
        try {
          JSON.parse(content);
        } catch {
          throw invalid('EventContent must be JSON.');
        }
      }
      const group = p.optional('GroupId');
      // The event goes to every enabled system rule whose pattern takes it; with none, nothing is notified.
      const takes = (e: CmsEventPattern) => (e.Product === product || e.Product === '*') && (!e.NameList.length || e.NameList.includes(eventName) || e.NameList.includes('*'));
      const matched = Object.values(rulesOf(ctx)).filter((r) => r.EventType === 'SYSTEM' && r.State === 'ENABLED' && (!group || r.GroupId === group) && r.EventPattern.some(takes));
      if (!matched.length) throw cmsFailure('ResourceNotFound', `No enabled system event rule takes ${product} ${eventName}.`);
      for (const r of matched) r.DryRuns.push({ EventName: eventName, Time: ctx.now });
      return { Code: '200', Message: '', Success: 'true' };
    },
  },
} satisfies Record<EventAction, ActionDef>;
