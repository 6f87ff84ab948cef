// CloudMonitor (Cms 2019-01-01): alert contacts and alert contact groups; metric alert rules are in api/rules.ts,
// the 2.0 console's notification objects in api/notify.ts, application groups and alert templates in api/groups.ts, site monitoring in api/sites.ts, event-triggered alert rules in api/events.ts, the shared data and response shapes in api/common.ts.
import type { ActionDef, ProductDef } from '../../action.js';
import type { Params } from '../../params.js';
import { cmsFailure, cmsOf, invalid, ok } from './api/common.js';
import { dashboardActions, type DashboardAction } from './api/dashboards.js';
import { eventActions, type EventAction } from './api/events.js';
import { groupActions, type GroupAction } from './api/groups.js';
import { notifyActions, type NotifyAction } from './api/notify.js';
import { ruleActions, type RuleAction } from './api/rules.js';
import { siteActions, type SiteAction } from './api/sites.js';
import { cmsPages } from './console/pages/index.js';
import { cmsGenerations } from './generations/index.js';

/** Contact and group names: 2–40 letters, digits, Chinese characters, periods, underscores or hyphens. */
function checkName(value: string, what: string): string {
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._ -]{1,39}$/u.test(value)) {
    throw invalid(`The ${what} "${value}" is invalid: use 2 to 40 letters, digits, Chinese characters, periods (.), underscores (_), hyphens (-) or spaces.`);
  }
  return value;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

function pageOf<T>(items: T[], p: Params, numberParam: string, size: number, max: number) {
  const number = p.int(numberParam, { min: 1, max: 1_000_000, fallback: 1 });
  const pageSize = p.int('PageSize', { min: 1, max, fallback: size });
  return items.slice((number - 1) * pageSize, number * pageSize);
}

const contactActions = {
  PutContact: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = checkName(p.required('ContactName'), 'contact name');
      const describe = p.required('Describe');
      const channels = {
        Mail: p.optional('Channels.Mail'),
        DingWebHook: p.optional('Channels.DingWebHook'),
        SMS: p.optional('Channels.SMS'),
        AliIM: p.optional('Channels.AliIM'),
      };
      if (!channels.Mail && !channels.DingWebHook && !channels.SMS && !channels.AliIM) {
        throw invalid('Specify at least one contact channel: Channels.Mail, Channels.DingWebHook or Channels.SMS.');
      }
      if (channels.Mail && !EMAIL.test(channels.Mail)) throw invalid(`The email address "${channels.Mail}" is invalid.`);
      if (channels.SMS && !/^\d{6,15}$/.test(channels.SMS)) throw invalid(`The mobile number "${channels.SMS}" is invalid.`);
      if (channels.DingWebHook && !/^https?:\/\/\S+$/.test(channels.DingWebHook)) throw invalid(`The DingTalk webhook "${channels.DingWebHook}" is not a URL.`);
      const lang = p.oneOf('Lang', ['zh_CN', 'en'] as const, 'zh_CN');
      const cms = cmsOf(ctx.tenant);
      const before = cms.contacts[name];
      const defined = Object.fromEntries(Object.entries(channels).filter(([, v]) => v !== undefined));
      cms.contacts[name] = {
        Name: name, ...(before?.DisplayName ? { DisplayName: before.DisplayName } : {}), Desc: describe, Lang: lang, Channels: { ...before?.Channels, ...defined },
        CreateTime: before?.CreateTime ?? ctx.now, UpdateTime: ctx.now,
      };
      return ok();
    },
  },
  DescribeContactList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const cms = cmsOf(ctx.tenant);
      const name = p.optional('ContactName');
      const channel = p.optional('ChanelType');
      const value = p.optional('ChanelValue');
      const groupsOf = (contact: string) => Object.values(cms.contactGroups).filter((g) => g.Contacts.includes(contact)).map((g) => g.Name);
      const matches = Object.values(cms.contacts)
        .filter((c) => (!name || c.Name === name) && (!channel || (c.Channels as Record<string, string | undefined>)[channel] === (value ?? (c.Channels as Record<string, string | undefined>)[channel])))
        .sort((a, b) => b.CreateTime - a.CreateTime);
      const state = (v: string | undefined, kind: string) => (v ? (kind === 'SMS' ? 'PENDING' : 'OK') : undefined);
      return {
        ...ok(),
        Total: matches.length,
        Contacts: {
          Contact: pageOf(matches, p, 'PageNumber', 100, 100).map((c) => ({
            Name: c.Name, Desc: c.Desc, Lang: c.Lang, CreateTime: c.CreateTime, UpdateTime: c.UpdateTime,
            Channels: c.Channels,
            ChannelsState: Object.fromEntries(Object.entries(c.Channels).map(([k, v]) => [k, state(v, k)]).filter(([, v]) => v)),
            ContactGroups: { ContactGroup: groupsOf(c.Name) },
          })),
        },
      };
    },
  },
  DeleteContact: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const name = ctx.params.required('ContactName');
      const cms = cmsOf(ctx.tenant);
      if (!cms.contacts[name]) throw cmsFailure('ContactNotExists', `The alert contact "${name}" does not exist.`);
      delete cms.contacts[name];
      // Deleting a contact takes it out of its groups, as the console says before deleting it.
      for (const g of Object.values(cms.contactGroups)) g.Contacts = g.Contacts.filter((c) => c !== name);
      return ok();
    },
  },
  PutContactGroup: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = checkName(p.required('ContactGroupName'), 'contact group name');
      const members = [...new Set(p.list('ContactNames') ?? [])];
      const cms = cmsOf(ctx.tenant);
      const unknown = members.filter((m) => !cms.contacts[m]);
      if (unknown.length) throw cmsFailure('ContactNotExists', `The alert contact "${unknown[0]}" does not exist.`);
      if (members.length > 100) throw invalid('A contact group holds at most 100 contacts.');
      const before = cms.contactGroups[name];
      cms.contactGroups[name] = {
        Name: name, ...(before?.DisplayName ? { DisplayName: before.DisplayName } : {}), Describe: p.optional('Describe') ?? before?.Describe ?? '', Contacts: members,
        EnableSubscribed: p.bool('EnableSubscribed', before?.EnableSubscribed ?? false),
        CreateTime: before?.CreateTime ?? ctx.now, UpdateTime: ctx.now,
      };
      return ok();
    },
  },
  DescribeContactGroupList: {
    rw: 'Read',
    handle(ctx) {
      const groups = Object.values(cmsOf(ctx.tenant).contactGroups).sort((a, b) => b.CreateTime - a.CreateTime);
      const shown = pageOf(groups, ctx.params, 'PageNumber', 100, 100);
      return {
        ...ok(),
        Total: groups.length,
        ContactGroups: { ContactGroup: shown.map((g) => g.Name) },
        ContactGroupList: {
          ContactGroup: shown.map((g) => ({
            Name: g.Name, Describe: g.Describe, EnableSubscribed: g.EnableSubscribed, EnabledWeeklyReport: false,
            CreateTime: g.CreateTime, UpdateTime: g.UpdateTime, Contacts: { Contact: g.Contacts },
          })),
        },
      };
    },
  },
  DeleteContactGroup: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const name = ctx.params.required('ContactGroupName');
      const cms = cmsOf(ctx.tenant);
      if (!cms.contactGroups[name]) throw cmsFailure('ContactGroupNotExists', `The alert contact group "${name}" does not exist.`);
      const user = Object.values(cms.rules).find((r) => r.ContactGroups.split(',').includes(name));
      if (user) throw cmsFailure('ResourceInUse', `The alert contact group "${name}" is used by the alert rule ${user.RuleName} (${user.RuleId}). Remove it from the rule first.`);
      delete cms.contactGroups[name];
      return ok();
    },
  },
} satisfies Record<string, ActionDef>;

export type CmsAction = keyof typeof contactActions | RuleAction | NotifyAction | DashboardAction | GroupAction | SiteAction | EventAction;

export const product = {
  version: '2019-01-01',
  endpoint: 'metrics.cn-hangzhou.aliyuncs.com',
  consoleSource: 'cms.console.aliyun.com',
  described: { key: 'cms', pages: cmsPages, generations: cmsGenerations },
  actions: { ...contactActions, ...ruleActions, ...notifyActions, ...dashboardActions, ...groupActions, ...siteActions, ...eventActions } satisfies Record<CmsAction, ActionDef>,
} satisfies ProductDef;
