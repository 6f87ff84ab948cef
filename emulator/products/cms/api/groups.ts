// CloudMonitor 1.0 application groups and alert templates (Cms 2019-01-01, the real action names and parameters).
//
// An application group gathers instances of several services (here: ECS, the service the emulator serves) and a
// contact group; alert templates hold metric rules that ApplyMetricRuleTemplate turns into the group's alert rules,
// replacing the rules the group had (as the help center says the console does). Failures are answered as CloudMonitor
// 1.0 answers its own: HTTP 200, `Success: false` (`ResourceNotFound`, `ParameterInvalid`, `ContactGroupNotExists`,
// `ResourceExist`, `QuotaExceeded`).
import type { ActionContext, ActionDef } from '../../../action.js';
import type { Params } from '../../../params.js';
import { page } from '../../../common.js';
import { cmsFailure, cmsOf, invalid, type CmsEscalation } from './common.js';
import { METRICS } from './rules.js';

/** The list actions' pages: 30 by default, 1000 at the most. */
const LIST_PAGE = { size: 30, max: 1000 };

declare module './common.js' {
  interface CmsState {
    groups?: Record<string, CmsGroup>;
    templates?: Record<string, CmsTemplate>;
    /** The last GroupId and TemplateId handed out (both are numbers in the real API). */
    lastGroupId?: number;
    lastTemplateId?: number;
  }
  interface CmsRule {
    /** The application group whose template made the rule (ApplyMetricRuleTemplate). */
    GroupId?: number;
  }
}

export type GroupAction =
  | 'CreateMonitorGroup' | 'DescribeMonitorGroups' | 'ModifyMonitorGroup' | 'DeleteMonitorGroup'
  | 'CreateMonitorGroupInstances' | 'DescribeMonitorGroupInstances' | 'DeleteMonitorGroupInstances'
  | 'CreateMetricRuleTemplate' | 'DescribeMetricRuleTemplateList' | 'DescribeMetricRuleTemplateAttribute'
  | 'DeleteMetricRuleTemplate' | 'ApplyMetricRuleTemplate';

export interface CmsGroupInstance {
  InstanceId: string;
  InstanceName: string;
  RegionId: string;
  Category: string;
}

export interface CmsGroup {
  GroupId: number;
  GroupName: string;
  /** Contact group names. */
  ContactGroups: string[];
  Instances: CmsGroupInstance[];
  TemplateIds: string[];
  GmtCreate: number;
  GmtModified: number;
}

export interface CmsTemplateRule {
  RuleName: string;
  Category: string;
  Namespace: string;
  MetricName: string;
  Period: number;
  Escalations: Partial<Record<(typeof LEVELS)[number], CmsEscalation>>;
}

export interface CmsTemplate {
  TemplateId: string;
  Name: string;
  Description: string;
  AlertTemplates: CmsTemplateRule[];
  ApplyHistories: Array<{ GroupId: number; GroupName: string; ApplyTime: number }>;
  GmtCreate: number;
  GmtModified: number;
}

/** What these actions answer on success: their SDK types Code as a number (the contact actions' is a string). */
const ok = () => ({ Code: 200, Message: '', Success: true });

const LEVELS = ['Critical', 'Warn', 'Info'] as const;
const STATISTICS = ['Average', 'Minimum', 'Maximum'];
const OPERATORS = ['GreaterThanOrEqualToThreshold', 'GreaterThanThreshold', 'LessThanOrEqualToThreshold', 'LessThanThreshold', 'NotEqualToThreshold', 'EqualToThreshold'];
/** The help center's limits: 1,000 instances a group, 100 templates an account, 30 metrics a template. */
const INSTANCES_PER_GROUP = 1000;
const TEMPLATES_PER_ACCOUNT = 100;
const RULES_PER_TEMPLATE = 30;
/** The categories a group takes instances of, with where their instances are found (ECS only so far). */
const CATEGORIES = ['ECS'] as const;

const groupsOf = (ctx: ActionContext) => (cmsOf(ctx.tenant).groups ??= {});
const templatesOf = (ctx: ActionContext) => (cmsOf(ctx.tenant).templates ??= {});

function groupOf(ctx: ActionContext): CmsGroup {
  const id = ctx.params.required('GroupId');
  const found = groupsOf(ctx)[id];
  if (!found) throw cmsFailure('ResourceNotFound', `The application group "${id}" does not exist.`);
  return found;
}

function templateOf(ctx: ActionContext, id: string): CmsTemplate {
  const found = templatesOf(ctx)[id];
  if (!found) throw cmsFailure('ResourceNotFound', `The alert template "${id}" does not exist.`);
  return found;
}

/** Application group and template names: 1–64 characters, not blank. */
function checkName(value: string, what: string): string {
  const name = value.trim();
  if (!name || name.length > 64) throw invalid(`The ${what} "${value}" is invalid: use 1 to 64 characters.`);
  return name;
}

function contactGroups(ctx: ActionContext, value: string | undefined): string[] {
  const names = (value ?? '').split(',').map((g) => g.trim()).filter(Boolean);
  const known = cmsOf(ctx.tenant).contactGroups;
  const unknown = names.find((g) => !known[g]);
  if (unknown) throw cmsFailure('ContactGroupNotExists', `The alert contact group "${unknown}" does not exist.`);
  return names;
}

function templateRule(p: Params, n: number): CmsTemplateRule {
  const field = (f: string) => `AlertTemplates.${n}.${f}`;
  const namespace = p.required('Namespace');
  const metric = p.required('MetricName');
  if (!METRICS[namespace]) throw invalid(`${field('Namespace')} "${namespace}" is not supported. Valid values: ${Object.keys(METRICS).join(', ')}.`);
  if (!METRICS[namespace].includes(metric)) throw invalid(`${field('MetricName')}: the metric "${metric}" does not exist in the namespace ${namespace}.`);
  const escalations: CmsTemplateRule['Escalations'] = {};
  for (const level of LEVELS) {
    const key = (f: string) => `Escalations.${level}.${f}`;
    if (![key('Statistics'), key('ComparisonOperator'), key('Threshold')].some((k) => p.has(k))) continue;
    const threshold = p.required(key('Threshold'));
    if (!Number.isFinite(Number(threshold))) throw invalid(`${field(key('Threshold'))} must be a number, not "${threshold}".`);
    const statistics = p.optional(key('Statistics')) ?? 'Average';
    const operator = p.required(key('ComparisonOperator'));
    if (!STATISTICS.includes(statistics)) throw invalid(`${field(key('Statistics'))} "${statistics}" is invalid. Valid values: ${STATISTICS.join(', ')}.`);
    if (!OPERATORS.includes(operator)) throw invalid(`${field(key('ComparisonOperator'))} "${operator}" is invalid. Valid values: ${OPERATORS.join(', ')}.`);
    escalations[level] = { Statistics: statistics, ComparisonOperator: operator, Threshold: threshold, Times: p.int(key('Times'), { min: 1, max: 100, fallback: 3 }) };
  }
  if (!Object.keys(escalations).length) throw invalid(`${field('Escalations')}: set the conditions of at least one level (Critical, Warn or Info).`);
  return {
    RuleName: p.optional('RuleName')?.trim() || metric, Category: p.optional('Category') ?? 'ecs', Namespace: namespace, MetricName: metric,
    Period: p.int('Period', { min: 60, max: 86400, fallback: 300 }), Escalations: escalations,
  };
}

const groupView = (g: CmsGroup) => ({
  GroupId: g.GroupId, GroupName: g.GroupName, Type: 'custom', GmtCreate: g.GmtCreate, GmtModified: g.GmtModified,
  ContactGroups: { ContactGroup: g.ContactGroups.map((Name) => ({ Name })) },
  TemplateIds: { TemplateId: g.TemplateIds }, InstanceCount: g.Instances.length,
});

const templateView = (t: CmsTemplate) => ({
  TemplateId: Number(t.TemplateId), Name: t.Name, Description: t.Description, RestVersion: 1, GmtCreate: t.GmtCreate, GmtModified: t.GmtModified,
  ApplyHistories: { ApplyHistory: t.ApplyHistories },
});

export const groupActions = {
  CreateMonitorGroup: {
    rw: 'Write',
    handle(ctx) {
      const name = checkName(ctx.params.required('GroupName'), 'application group name');
      const groups = ctx.params.optional('ContactGroups');
      const contact = contactGroups(ctx, groups);
      const cms = cmsOf(ctx.tenant);
      const id = (cms.lastGroupId = (cms.lastGroupId ?? 3_000_000) + 1);
      groupsOf(ctx)[id] = { GroupId: id, GroupName: name, ContactGroups: contact, Instances: [], TemplateIds: [], GmtCreate: ctx.now, GmtModified: ctx.now };
      return { ...ok(), GroupId: id };
    },
  },
  DescribeMonitorGroups: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const id = p.optional('GroupId');
      const name = p.optional('GroupName');
      const keyword = p.optional('Keyword');
      const all = Object.values(groupsOf(ctx))
        .filter((g) => (!id || String(g.GroupId) === id) && (!name || g.GroupName === name) && (!keyword || g.GroupName.includes(keyword) || String(g.GroupId).includes(keyword)))
        .sort((a, b) => b.GmtCreate - a.GmtCreate || b.GroupId - a.GroupId);
      const { PageNumber, PageSize, items } = page(all, p, LIST_PAGE);
      return { ...ok(), PageNumber, PageSize, Total: all.length, Resources: { Resource: items.map(groupView) } };
    },
  },
  ModifyMonitorGroup: {
    rw: 'Write',
    handle(ctx) {
      const g = groupOf(ctx);
      const name = ctx.params.optional('GroupName');
      if (name !== undefined) g.GroupName = checkName(name, 'application group name');
      if (ctx.params.has('ContactGroups')) g.ContactGroups = contactGroups(ctx, ctx.params.optional('ContactGroups'));
      g.GmtModified = ctx.now;
      return ok();
    },
  },
  DeleteMonitorGroup: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const g = groupOf(ctx);
      delete groupsOf(ctx)[g.GroupId];
      // The group's own alert rules go with it.
      const rules = cmsOf(ctx.tenant).rules;
      for (const r of Object.values(rules)) if (r.GroupId === g.GroupId) delete rules[r.RuleId];
      return { ...ok(), Group: { GroupName: g.GroupName, ContactGroups: { ContactGroup: g.ContactGroups.map((Name) => ({ Name })) } } };
    },
  },
  CreateMonitorGroupInstances: {
    rw: 'Write',
    handle(ctx) {
      const g = groupOf(ctx);
      const given = ctx.params.objects('Instances');
      if (!given.length) throw invalid('Specify at least one instance (Instances.N.InstanceId).');
      const added = given.map((p, i) => {
        const id = p.required('InstanceId');
        const category = (p.optional('Category') ?? 'ECS').toUpperCase();
        if (!(CATEGORIES as readonly string[]).includes(category)) throw invalid(`Instances.${i + 1}.Category "${category}" is not supported. Valid values: ${CATEGORIES.join(', ')}.`);
        const instance = ctx.tenant.instances[id];
        if (!instance) throw cmsFailure('ResourceNotFound', `The ${category} instance ${id} does not exist.`);
        return { InstanceId: id, InstanceName: p.optional('InstanceName') ?? instance.InstanceName ?? id, RegionId: p.optional('RegionId') ?? instance.RegionId, Category: category };
      });
      const fresh = added.filter((a, i) => !g.Instances.some((x) => x.InstanceId === a.InstanceId) && added.findIndex((b) => b.InstanceId === a.InstanceId) === i);
      if (g.Instances.length + fresh.length > INSTANCES_PER_GROUP) throw cmsFailure('QuotaExceeded', `An application group holds at most ${INSTANCES_PER_GROUP} instances.`);
      g.Instances.push(...fresh);
      g.GmtModified = ctx.now;
      return ok();
    },
  },
  DescribeMonitorGroupInstances: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const g = groupOf(ctx);
      const category = p.optional('Category')?.toUpperCase();
      const keyword = p.optional('Keyword');
      const all = g.Instances.filter((i) => (!category || i.Category === category) && (!keyword || i.InstanceId.includes(keyword) || i.InstanceName.includes(keyword)));
      const { PageNumber, PageSize, items } = page(all, p, LIST_PAGE);
      return { ...ok(), PageNumber, PageSize, Total: all.length, Resources: { Resource: items.map((i, n) => ({ Id: n + 1, ...i, Category: i.Category.toLowerCase() })) } };
    },
  },
  DeleteMonitorGroupInstances: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const g = groupOf(ctx);
      const category = ctx.params.required('Category').toUpperCase();
      const ids = ctx.params.list('InstanceIdList') ?? [];
      if (!ids.length) throw invalid('Specify the instances to remove (InstanceIdList).');
      const missing = ids.find((id) => !g.Instances.some((i) => i.InstanceId === id && i.Category === category));
      if (missing) throw cmsFailure('ResourceNotFound', `The instance ${missing} is not in the application group ${g.GroupId}.`);
      g.Instances = g.Instances.filter((i) => !(i.Category === category && ids.includes(i.InstanceId)));
      g.GmtModified = ctx.now;
      return ok();
    },
  },
  CreateMetricRuleTemplate: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = checkName(p.required('Name'), 'alert template name');
      const all = templatesOf(ctx);
      if (Object.values(all).some((t) => t.Name === name)) throw cmsFailure('ResourceExist', `An alert template named "${name}" already exists.`);
      if (Object.keys(all).length >= TEMPLATES_PER_ACCOUNT) throw cmsFailure('QuotaExceeded', `An account has at most ${TEMPLATES_PER_ACCOUNT} alert templates.`);
      const rules = p.objects('AlertTemplates');
      if (!rules.length) throw invalid('Specify at least one alert rule (AlertTemplates.N).');
      if (rules.length > RULES_PER_TEMPLATE) throw invalid(`An alert template holds at most ${RULES_PER_TEMPLATE} metrics.`);
      const alertTemplates = rules.map((r, i) => templateRule(r, i + 1));
      const cms = cmsOf(ctx.tenant);
      const id = String((cms.lastTemplateId = (cms.lastTemplateId ?? 7_000_000) + 1));
      all[id] = { TemplateId: id, Name: name, Description: p.optional('Description') ?? '', AlertTemplates: alertTemplates, ApplyHistories: [], GmtCreate: ctx.now, GmtModified: ctx.now };
      return { ...ok(), Id: Number(id) };
    },
  },
  DescribeMetricRuleTemplateList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const id = p.optional('TemplateId');
      const name = p.optional('Name');
      const keyword = p.optional('Keyword');
      const all = Object.values(templatesOf(ctx))
        .filter((t) => (!id || t.TemplateId === id) && (!name || t.Name === name) && (!keyword || t.Name.includes(keyword)))
        .sort((a, b) => b.GmtCreate - a.GmtCreate || Number(b.TemplateId) - Number(a.TemplateId));
      return { ...ok(), Total: all.length, Templates: { Template: page(all, p, LIST_PAGE).items.map(templateView) } };
    },
  },
  DescribeMetricRuleTemplateAttribute: {
    rw: 'Read',
    handle(ctx) {
      const t = templateOf(ctx, ctx.params.required('TemplateId'));
      return {
        ...ok(),
        Resource: {
          ...templateView(t),
          AlertTemplates: { AlertTemplate: t.AlertTemplates.map((r) => ({ ...r, Escalations: Object.fromEntries(LEVELS.map((l) => [l, r.Escalations[l] ?? {}])) })) },
        },
      };
    },
  },
  DeleteMetricRuleTemplate: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const t = templateOf(ctx, ctx.params.required('TemplateId'));
      delete templatesOf(ctx)[t.TemplateId];
      for (const g of Object.values(groupsOf(ctx))) g.TemplateIds = g.TemplateIds.filter((id) => id !== t.TemplateId);
      return { ...ok(), Resource: { TemplateId: t.TemplateId } };
    },
  },
  ApplyMetricRuleTemplate: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const g = groupOf(ctx);
      const ids = p.list('TemplateIds') ?? [];
      if (!ids.length) throw invalid('Specify the alert templates to apply (TemplateIds).');
      const templates = ids.map((id) => templateOf(ctx, id));
      const silence = p.int('SilenceTime', { min: 300, max: 86400, fallback: 86400 });
      const start = p.int('EnableStartTime', { min: 0, max: 23, fallback: 0 });
      const end = p.int('EnableEndTime', { min: 0, max: 23, fallback: 23 });
      const mode = p.oneOf('ApplyMode', ['GROUP_INSTANCE_FIRST', 'ALARM_TEMPLATE_FIRST'] as const, 'GROUP_INSTANCE_FIRST');
      const webhook = p.optional('Webhook') ?? '';
      if (webhook && !/^https?:\/\/\S+$/.test(webhook)) throw invalid(`Webhook "${webhook}" is not a URL.`);
      const rules = cmsOf(ctx.tenant).rules;
      // The group's earlier rules give way to the template's.
      for (const r of Object.values(rules)) if (r.GroupId === g.GroupId) delete rules[r.RuleId];
      const results = [];
      for (const t of templates) {
        for (const r of t.AlertTemplates) {
          const ruleId = `applyTemplate${ctx.rng.uuid()}`;
          rules[ruleId] = {
            RuleId: ruleId, RuleName: `${g.GroupName}-${t.Name}-${r.RuleName}`, Namespace: r.Namespace, MetricName: r.MetricName,
            Resources: JSON.stringify(mode === 'GROUP_INSTANCE_FIRST' ? g.Instances.map((i) => ({ instanceId: i.InstanceId })) : [{ resource: '_ALL' }]),
            ContactGroups: g.ContactGroups.join(','), Escalations: r.Escalations, Period: r.Period, SilenceTime: silence,
            EffectiveInterval: `${String(start).padStart(2, '0')}:00-${String(end).padStart(2, '0')}:59`, Webhook: webhook, EmailSubject: '',
            EnableState: true, GmtCreate: ctx.now, GmtUpdate: ctx.now, dataAt: ctx.now + ctx.cloud.transitionMs(3000), GroupId: g.GroupId,
          };
          results.push({ RuleId: ruleId, RuleName: rules[ruleId].RuleName, Success: true, Code: '200', Message: '' });
        }
        t.ApplyHistories.push({ GroupId: g.GroupId, GroupName: g.GroupName, ApplyTime: ctx.now });
        if (!g.TemplateIds.includes(t.TemplateId)) g.TemplateIds.push(t.TemplateId);
      }
      g.GmtModified = ctx.now;
      return { ...ok(), Resource: { GroupId: g.GroupId, AlertResults: results } };
    },
  },
} satisfies Record<GroupAction, ActionDef>;
