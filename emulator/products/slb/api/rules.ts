// CLB forwarding rules (SLB 2014-05-15): a Layer-7 listener sends the requests of a domain name, a URL path or both
// to a VServer group of its load balancer. CreateRules takes a JSON RuleList (at most 10 a call), DeleteRules a JSON
// RuleIds array; SetRule changes a rule's group and, with ListenerSync off, its own scheduler, session persistence
// and health check. A rule goes with its listener; a group a rule uses cannot be deleted (vserver-groups.ts).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { findRegion } from '../../../catalog.js';
import { newId } from '../../../common.js';
import { loadBalancerOf, slbOf, type ForwardingRule, type LoadBalancer } from './state.js';

export type SlbRuleAction = 'CreateRules' | 'DescribeRules' | 'DescribeRuleAttribute' | 'SetRule' | 'DeleteRules';

const RULES_PER_CALL = 10;
const RULES_PER_LISTENER = 40;
const NAME = /^[A-Za-z0-9._/-]{1,80}$/;
const DOMAIN = /^(?:\*\.)?[A-Za-z0-9.-]{1,80}$/;
const URL = /^\/[A-Za-z0-9\-./%?#&=]{1,79}$/;

export const rulesOf = (lb: LoadBalancer) => (lb.rules ??= []);

/** The Layer-7 listener the call names by ListenerPort (and ListenerProtocol when given). */
function layer7Listener(ctx: ActionContext, lb: LoadBalancer) {
  ctx.params.required('ListenerPort');
  const port = ctx.params.int('ListenerPort', { min: 1, max: 65535, fallback: 0 });
  const protocol = ctx.params.optional('ListenerProtocol')?.toLowerCase();
  const listener = lb.listeners.find((l) => l.ListenerPort === port && (!protocol || l.ListenerProtocol === protocol));
  if (!listener) throw notFound('InvalidParameter', 'The specified listener does not exist.');
  if (listener.ListenerProtocol !== 'http' && listener.ListenerProtocol !== 'https') {
    throw new ApiError('OperationUnsupported.CreateRules', 'Only HTTP and HTTPS listeners take forwarding rules.');
  }
  return listener;
}

function groupIn(lb: LoadBalancer, id: unknown): string {
  if (typeof id !== 'string' || !id) throw new ApiError('MissingParameter', 'Each rule needs a VServerGroupId.');
  if (!(lb.vServerGroups ?? []).some((g) => g.VServerGroupId === id)) throw notFound('InvalidParameter.VServerGroupId', `The specified VServerGroupId "${id}" does not exist in ${lb.LoadBalancerId}.`);
  return id;
}

/** The rule the call names by RuleId, with its load balancer. */
function ruleOf(ctx: ActionContext): { lb: LoadBalancer; rule: ForwardingRule } {
  const id = ctx.params.required('RuleId');
  for (const lb of Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)) {
    const rule = rulesOf(lb).find((r) => r.RuleId === id);
    if (rule) return { lb, rule };
  }
  throw notFound('InvalidParameter.RuleId', `The specified RuleId "${id}" does not exist.`);
}

function parseList(ctx: ActionContext, name: string): unknown[] {
  const raw = ctx.params.required(name);
  try {
    const list: unknown = JSON.parse(raw);
    if (Array.isArray(list) && list.length) return list;
  } catch {
    // answered below
  }
  throw invalidParameter(name, 'It must be a non-empty JSON array.');
}

const ruleView = (r: ForwardingRule) => {
  const { ListenerPort: _p, ListenerProtocol: _q, ...rest } = r;
  return rest;
};

export const slbRuleActions = {
  CreateRules: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const listener = layer7Listener(ctx, lb);
      const list = parseList(ctx, 'RuleList');
      if (list.length > RULES_PER_CALL) throw invalidParameter('RuleList', `At most ${RULES_PER_CALL} rules a call.`);
      const mine = () => rulesOf(lb).filter((r) => r.ListenerPort === listener.ListenerPort);
      if (mine().length + list.length > RULES_PER_LISTENER) throw new ApiError('QuotaExceeded.RuleNumber', `A listener has at most ${RULES_PER_LISTENER} forwarding rules.`);
      const made: ForwardingRule[] = [];
      for (const item of list) {
        const r = (item ?? {}) as Record<string, unknown>;
        const name = String(r.RuleName ?? '');
        if (!NAME.test(name)) throw invalidParameter('RuleName', 'It must be 1 to 80 characters long and contain only letters, digits, hyphens (-), forward slashes (/), periods (.) and underscores (_).');
        const domain = r.Domain === undefined ? '' : String(r.Domain);
        const url = r.Url === undefined ? '' : String(r.Url);
        if (!domain && !url) throw new ApiError('MissingParameter', 'A rule needs a Domain, a Url or both.');
        if (domain && !DOMAIN.test(domain)) throw invalidParameter('Domain', 'A domain name contains only letters, digits, hyphens (-) and periods (.), with an optional leading *.');
        if (url && !URL.test(url)) throw invalidParameter('Url', 'A URL starts with a forward slash (/), is not / alone, and contains only letters, digits and - . / % ? # &.');
        const all = [...mine(), ...made];
        if (all.some((x) => x.RuleName === name)) throw new ApiError('RuleNameExist', `A rule named ${name} already exists on the listener.`);
        if (all.some((x) => x.Domain === domain && x.Url === url)) throw new ApiError('DomainExist', 'rule with same domain and url already exists in specified vip');
        made.push({
          RuleId: newId(ctx, 'rule', findRegion(lb.RegionId)!), RuleName: name, Domain: domain, Url: url, VServerGroupId: groupIn(lb, r.VServerGroupId),
          ListenerPort: listener.ListenerPort, ListenerProtocol: listener.ListenerProtocol, ListenerSync: 'on', Scheduler: listener.Scheduler,
          StickySession: 'off', HealthCheck: listener.HealthCheck,
        });
      }
      rulesOf(lb).push(...made);
      return { Rules: { Rule: made.map((r) => ({ RuleId: r.RuleId, RuleName: r.RuleName })) } };
    },
  },
  DescribeRules: {
    rw: 'Read',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const listener = layer7Listener(ctx, lb);
      return { Rules: { Rule: rulesOf(lb).filter((r) => r.ListenerPort === listener.ListenerPort).map(ruleView) } };
    },
  },
  DescribeRuleAttribute: {
    rw: 'Read',
    handle(ctx) {
      const { lb, rule } = ruleOf(ctx);
      return { ...ruleView(rule), LoadBalancerId: lb.LoadBalancerId, ListenerPort: String(rule.ListenerPort) };
    },
  },
  SetRule: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const { lb, rule } = ruleOf(ctx);
      const group = p.optional('VServerGroupId');
      if (group !== undefined) rule.VServerGroupId = groupIn(lb, group);
      const name = p.optional('RuleName');
      if (name !== undefined) {
        if (!NAME.test(name)) throw invalidParameter('RuleName', 'It must be 1 to 80 characters long and contain only letters, digits, hyphens (-), forward slashes (/), periods (.) and underscores (_).');
        rule.RuleName = name;
      }
      if (p.has('ListenerSync')) rule.ListenerSync = p.oneOf('ListenerSync', ['on', 'off']);
      if (rule.ListenerSync === 'off') {
        if (p.has('Scheduler')) rule.Scheduler = p.oneOf('Scheduler', ['wrr', 'wlc', 'rr']);
        if (p.has('StickySession')) rule.StickySession = p.oneOf('StickySession', ['on', 'off']);
        if (rule.StickySession === 'on') {
          rule.StickySessionType = p.oneOf('StickySessionType', ['insert', 'server'] as const, rule.StickySessionType ?? 'insert');
          if (rule.StickySessionType === 'insert') rule.CookieTimeout = p.int('CookieTimeout', { min: 1, max: 86400, fallback: rule.CookieTimeout ?? 1000 });
          else {
            const cookie = p.optional('Cookie') ?? rule.Cookie;
            if (!cookie) throw new ApiError('MissingParameter', 'Cookie is mandatory when StickySessionType is server.');
            rule.Cookie = cookie;
          }
        }
        if (p.has('HealthCheck')) rule.HealthCheck = p.oneOf('HealthCheck', ['on', 'off']);
        if (rule.HealthCheck === 'on') {
          const uri = p.optional('HealthCheckURI') ?? rule.HealthCheckURI;
          if (uri !== undefined && !uri.startsWith('/')) throw invalidParameter('HealthCheckURI', 'It starts with a forward slash (/).');
          rule.HealthCheckURI = uri;
          rule.HealthCheckDomain = p.optional('HealthCheckDomain') ?? rule.HealthCheckDomain;
        }
      }
      return {};
    },
  },
  DeleteRules: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const ids = parseList(ctx, 'RuleIds').map(String);
      const state = slbOf(ctx.tenant, ctx.now);
      for (const id of ids) {
        const lb = Object.values(state.loadBalancers).find((l) => rulesOf(l).some((r) => r.RuleId === id));
        if (!lb) throw notFound('InvalidParameter.RuleId', `The specified RuleId "${id}" does not exist.`);
      }
      for (const lb of Object.values(state.loadBalancers)) lb.rules = rulesOf(lb).filter((r) => !ids.includes(r.RuleId));
      return {};
    },
  },
} satisfies Record<SlbRuleAction, ActionDef>;
