// CloudMonitor metric alert rules: PutResourceMetricRule, DescribeMetricRuleList, Enable/DisableMetricRules,
// DeleteMetricRules. A rule watches one metric of some resources and notifies contact groups.
import type { ActionContext, ActionDef } from '../../../action.js';
import type { Params } from '../../../params.js';
import { cmsFailure, cmsOf, invalid, ok, type CmsEscalation, type CmsRule } from './common.js';

export type RuleAction = 'PutResourceMetricRule' | 'DescribeMetricRuleList' | 'EnableMetricRules' | 'DisableMetricRules' | 'DeleteMetricRules';

/** Metrics a rule may watch, by namespace (the ECS basic metrics and a few of the agent's). */
export const METRICS: Record<string, string[]> = {
  acs_ecs_dashboard: [
    'CPUUtilization', 'InternetInRate', 'InternetOutRate', 'IntranetInRate', 'IntranetOutRate', 'DiskReadIOPS',
    'DiskWriteIOPS', 'DiskReadBPS', 'DiskWriteBPS', 'memory_usedutilization', 'diskusage_utilization', 'load_5m',
  ],
};

const STATISTICS = ['Average', 'Minimum', 'Maximum'] as const;
const OPERATORS = [
  'GreaterThanOrEqualToThreshold', 'GreaterThanThreshold', 'LessThanOrEqualToThreshold', 'LessThanThreshold',
  'NotEqualToThreshold', 'EqualToThreshold', 'GreaterThanYesterday', 'LessThanYesterday', 'GreaterThanLastWeek',
  'LessThanLastWeek', 'GreaterThanLastPeriod', 'LessThanLastPeriod',
] as const;
const LEVELS = ['Critical', 'Warn', 'Info'] as const;

/** A new rule reports Insufficient Data until its first period of data has been judged. */
const FIRST_DATA_MS = 3000;

function escalation(p: Params, level: (typeof LEVELS)[number]): CmsEscalation | undefined {
  const key = (f: string) => `Escalations.${level}.${f}`;
  if (![p.has(key('Statistics')), p.has(key('ComparisonOperator')), p.has(key('Threshold'))].some(Boolean)) return undefined;
  const threshold = p.required(key('Threshold'));
  if (!Number.isFinite(Number(threshold))) throw invalid(`${key('Threshold')} must be a number, not "${threshold}".`);
  const pick = <T extends string>(name: string, values: readonly T[]): T => {
    const v = p.required(name);
    const found = values.find((x) => x === v);
    if (!found) throw invalid(`${name} "${v}" is invalid. Valid values: ${values.join(', ')}.`);
    return found;
  };
  return {
    Statistics: pick(key('Statistics'), STATISTICS),
    ComparisonOperator: pick(key('ComparisonOperator'), OPERATORS),
    Threshold: threshold,
    Times: p.int(key('Times'), { min: 1, max: 100, fallback: 3 }),
  };
}

/** The instance IDs of a Resources parameter; `[{"resource":"_ALL"}]` (every resource) gives none. */
function instanceIds(resources: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(resources);
  } catch {
    throw invalid('Resources must be a JSON array such as [{"instanceId":"i-bp1..."}].');
  }
  if (!Array.isArray(parsed) || !parsed.length || parsed.some((r) => typeof r !== 'object' || r === null)) {
    throw invalid('Resources must be a non-empty JSON array of objects such as {"instanceId":"i-bp1..."}.');
  }
  const entries = parsed as Array<Record<string, unknown>>;
  if (entries.length === 1 && entries[0].resource === '_ALL') return [];
  return entries.map((r) => {
    if (typeof r.instanceId !== 'string' || !r.instanceId) throw invalid('Each entry of Resources needs an instanceId.');
    return r.instanceId;
  });
}

function ruleOf(ctx: ActionContext, id: string): CmsRule {
  const rule = cmsOf(ctx.tenant).rules[id];
  if (!rule) throw cmsFailure('ResourceNotFound', `The alert rule "${id}" does not exist.`);
  return rule;
}

function setEnabled(ctx: ActionContext, enabled: boolean) {
  const ids = ctx.params.list('RuleId');
  if (!ids?.length) throw invalid('Specify at least one RuleId.N.');
  const rules = ids.map((id) => ruleOf(ctx, id));
  for (const r of rules) Object.assign(r, { EnableState: enabled, GmtUpdate: ctx.now });
  return ok();
}

function view(rule: CmsRule, now: number) {
  const { dataAt, Escalations, Period, GmtUpdate, EmailSubject, ...fields } = rule;
  return {
    ...fields,
    Period: String(Period),
    GmtUpdate: String(GmtUpdate),
    MailSubject: EmailSubject,
    AlertState: now < dataAt ? 'INSUFFICIENT_DATA' : 'OK',
    NoDataPolicy: 'KEEP_LAST_STATE',
    NoEffectiveInterval: '',
    SendOK: false,
    SourceType: 'METRIC',
    Dimensions: '',
    GroupId: rule.GroupId === undefined ? '' : String(rule.GroupId),
    GroupName: '',
    ProductCategory: 'ecs',
    Escalations: Object.fromEntries(
      LEVELS.map((level) => {
        const e = Escalations[level];
        return [level, e ? { ...e, PreCondition: '' } : {}];
      }),
    ),
  };
}

export const ruleActions = {
  PutResourceMetricRule: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const ruleId = p.required('RuleId');
      const ruleName = p.required('RuleName');
      const namespace = p.required('Namespace');
      const metric = p.required('MetricName');
      const resources = p.required('Resources');
      const groups = p.required('ContactGroups');
      if (ctx.variant('cms-rule-name-tightened') && !/^[A-Za-z0-9_-]{1,64}$/.test(ruleName)) {
        throw invalid(`RuleName "${ruleName}" is invalid: use 1 to 64 letters, digits, underscores (_) and hyphens (-).`);
      }
      if (!/^[\w.-]{1,128}$/.test(ruleId)) throw invalid(`RuleId "${ruleId}" is invalid: use letters, digits, underscores (_), periods (.) and hyphens (-).`);
      if (!METRICS[namespace]) throw invalid(`The namespace "${namespace}" is not supported.`);
      if (!METRICS[namespace].includes(metric)) throw invalid(`The metric "${metric}" does not exist in the namespace ${namespace}.`);
      const escalations = Object.fromEntries(LEVELS.map((l) => [l, escalation(p, l)]).filter(([, e]) => e));
      if (!Object.keys(escalations).length) throw invalid('Specify the alert conditions of at least one level: Escalations.Critical, Escalations.Warn or Escalations.Info.');
      const period = p.int('Period', { min: 15, max: 86400, fallback: 60 });
      if (period !== 15 && period % 60 !== 0) throw invalid('Period must be 15 or a multiple of 60 seconds.');
      const instances = ctx.tenant.instances;
      const missing = instanceIds(resources).find((id) => !instances[id]);
      if (missing) throw cmsFailure('ResourceNotFound', `The resource ${missing} does not exist in the namespace ${namespace}.`);
      const cms = cmsOf(ctx.tenant);
      const names = groups.split(',').map((g) => g.trim()).filter(Boolean);
      const unknown = names.find((g) => !cms.contactGroups[g]);
      if (unknown) throw cmsFailure('ContactGroupNotExists', `The alert contact group "${unknown}" does not exist.`);
      const before = cms.rules[ruleId];
      cms.rules[ruleId] = {
        RuleId: ruleId, RuleName: ruleName, Namespace: namespace, MetricName: metric, Resources: resources,
        ContactGroups: names.join(','), Escalations: escalations, Period: period,
        SilenceTime: p.int('SilenceTime', { min: 3600, max: 86400, fallback: 86400 }),
        EffectiveInterval: p.optional('EffectiveInterval') ?? '00:00-23:59', Webhook: p.optional('Webhook') ?? '',
        EmailSubject: p.optional('EmailSubject') ?? '', EnableState: before?.EnableState ?? true,
        GmtCreate: before?.GmtCreate ?? ctx.now, GmtUpdate: ctx.now,
        dataAt: before?.dataAt ?? ctx.now + ctx.cloud.transitionMs(FIRST_DATA_MS),
      };
      return ok();
    },
  },
  DescribeMetricRuleList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const ids = p.optional('RuleIds')?.split(',').map((s) => s.trim());
      const name = p.optional('RuleName');
      const [namespace, metric] = [p.optional('Namespace'), p.optional('MetricName')];
      const enabled = p.has('EnableState') ? p.bool('EnableState') : undefined;
      const state = p.optional('AlertState');
      const rules = Object.values(cmsOf(ctx.tenant).rules)
        .map((r) => view(r, ctx.now))
        .filter((r) => (!ids || ids.includes(r.RuleId)) && (!name || r.RuleName.includes(name)) && (!namespace || r.Namespace === namespace) &&
          (!metric || r.MetricName === metric) && (enabled === undefined || r.EnableState === enabled) && (!state || r.AlertState === state))
        .sort((a, b) => b.GmtCreate - a.GmtCreate);
      const page = p.int('Page', { min: 1, max: 1_000_000, fallback: 1 });
      const size = p.int('PageSize', { min: 1, max: 10000, fallback: 10 });
      // This action's Code is a number and its Total a string, as the SDK's model types them.
      return { Code: 200, Message: '', Success: true, Total: String(rules.length), Alarms: { Alarm: rules.slice((page - 1) * size, page * size) } };
    },
  },
  EnableMetricRules: { rw: 'Write', handle: (ctx) => setEnabled(ctx, true) },
  DisableMetricRules: { rw: 'Write', effect: 'disable', handle: (ctx) => setEnabled(ctx, false) },
  DeleteMetricRules: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const ids = ctx.params.list('Id');
      if (!ids?.length) throw invalid('Specify at least one Id.N.');
      ids.forEach((id) => ruleOf(ctx, id));
      const rules = cmsOf(ctx.tenant).rules;
      for (const id of ids) delete rules[id];
      return ok();
    },
  },
} satisfies Record<RuleAction, ActionDef>;
