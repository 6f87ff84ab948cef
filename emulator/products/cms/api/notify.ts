// CloudMonitor 2.0's notification objects: contacts and contact groups as the Alert Center's Notification Objects
// page shows them (emulator/console-facts/cms.md, "Today's console").
//
// The real 2.0 API is Cms 2024-03-30 (ROA, camelCase fields). Its published SDK has the reads ListContacts
// (GET /contact) and ListContactGroups (GET /contactGroups), whose parameter and field names these handlers keep;
// it publishes no write for contacts or groups. The writes here (CreateContact, UpdateContact, DeleteContacts,
// CreateContactGroup, DeleteContactGroups) are the emulator's invention, named in the 2.0 API's style; the product
// README says so. All of them are served on the product's one version, 2019-01-01, in the RPC style.
//
// One store holds the contacts of both consoles: a 2.0 contact's identifier (contactId) is its 1.0 name, the key
// PutContact and DeleteContact use; its 2.0 name (which may repeat) is kept beside it. A contact made with the 1.0
// API shows its name as both.
import type { ActionDef } from '../../../action.js';
import type { Params } from '../../../params.js';
import { ApiError } from '../../../errors.js';
import { cmsOf, type CmsContact, type CmsContactGroup } from './common.js';

// The 2.0 API answers failures with an HTTP error status, as Cms 2024-03-30's documented errors do (400
// InvalidParameterValue; a name conflict is a 400 of its own), not with 1.0's HTTP 200 `Success: false`.
const invalid = (message: string) => new ApiError('InvalidParameterValue', message, 400);
const conflict = (code: string, message: string) => new ApiError(code, message, 400);
const notFound = (code: string, message: string) => new ApiError(code, message, 404);

const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE = /^\d{6,15}$/;

function identifier(p: Params, param: string, what: string): string {
  const id = p.required(param);
  if (!IDENTIFIER.test(id)) throw invalid(`The ${what} "${id}" is invalid: use 2 to 40 letters, digits, periods (.), underscores (_) or hyphens (-), starting with a letter or a digit.`);
  return id;
}

function displayName(p: Params): string {
  const name = p.required('name').trim();
  if (!name || name.length > 64) throw invalid('The name must be 1 to 64 characters long.');
  return name;
}

function channels(p: Params): { Mail?: string; SMS?: string } {
  const email = p.optional('email')?.trim() || undefined;
  const phone = p.optional('phone')?.trim() || undefined;
  if (!email && !phone) throw invalid('Give the contact a phone number or an email address.');
  if (email && !EMAIL.test(email)) throw invalid(`The email address "${email}" is invalid.`);
  if (phone && !PHONE.test(phone)) throw invalid(`The phone number "${phone}" is invalid.`);
  return { Mail: email, SMS: phone };
}

const langOf = (p: Params, fallback: string) => p.oneOf('lang', ['zh_CN', 'en'] as const, fallback as 'zh_CN' | 'en');

/** A contact as ListContacts answers it (Cms 2024-03-30's fields). */
function contactView(c: CmsContact, groups: CmsContactGroup[]) {
  return {
    contactId: c.Name,
    name: c.DisplayName ?? c.Name,
    email: c.Channels.Mail ?? '',
    phone: c.Channels.SMS ?? '',
    // The activation links are never followed here: a new email or phone stays unverified.
    emailVerify: false,
    phoneVerify: false,
    lang: c.Lang,
    groupList: groups.filter((g) => g.Contacts.includes(c.Name)).map((g) => g.Name),
    updateTime: new Date(c.UpdateTime).toISOString().replace('T', ' ').slice(0, 19),
  };
}

/** The ids a batch delete names (`contactIds`), each of an object that exists. */
function existing(p: Params, param: string, store: Record<string, unknown>, code: string, what: string): string[] {
  const ids = p.list(param);
  if (!ids?.length) throw invalid(`Name at least one ${what} in ${param}.`);
  const unknown = ids.find((id) => !store[id]);
  if (unknown) throw notFound(code, `The ${what} "${unknown}" does not exist.`);
  return ids;
}

function pageOf<T>(items: T[], p: Params) {
  const pageNumber = p.int('pageNumber', { min: 1, max: 1_000_000, fallback: 1 });
  const pageSize = p.int('pageSize', { min: 1, max: 100, fallback: 100 });
  return { pageNumber, pageSize, shown: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
}

export const notifyActions = {
  ListContacts: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const cms = cmsOf(ctx.tenant);
      const groups = Object.values(cms.contactGroups);
      const name = p.optional('name')?.trim().toLowerCase();
      const ids = p.list('contactIds');
      const group = p.optional('groupId');
      const members = group ? cms.contactGroups[group]?.Contacts ?? [] : undefined;
      const matches = Object.values(cms.contacts)
        .filter((c) => !name || (c.DisplayName ?? c.Name).toLowerCase().includes(name))
        .filter((c) => !ids || ids.includes(c.Name))
        .filter((c) => !members || members.includes(c.Name))
        .filter((c) => !p.optional('email') || c.Channels.Mail === p.optional('email'))
        .filter((c) => !p.optional('phone') || c.Channels.SMS === p.optional('phone'))
        .sort((a, b) => b.CreateTime - a.CreateTime);
      const { pageNumber, pageSize, shown } = pageOf(matches, p);
      return { contacts: shown.map((c) => contactView(c, groups)), pageNumber, pageSize, total: matches.length };
    },
  },
  CreateContact: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const id = identifier(p, 'contactId', 'identifier');
      const name = displayName(p);
      const cms = cmsOf(ctx.tenant);
      if (cms.contacts[id]) throw conflict('ContactIdConflict', `Another contact already uses the identifier "${id}": an identifier must be unique.`);
      const { Mail, SMS } = channels(p);
      cms.contacts[id] = {
        Name: id, DisplayName: name, Desc: name, Lang: langOf(p, 'zh_CN'),
        Channels: { ...(Mail ? { Mail } : {}), ...(SMS ? { SMS } : {}) },
        CreateTime: ctx.now, UpdateTime: ctx.now,
      };
      return { contactId: id };
    },
  },
  UpdateContact: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const id = p.required('contactId');
      const cms = cmsOf(ctx.tenant);
      const before = cms.contacts[id];
      if (!before) throw notFound('ContactNotFound', `The contact "${id}" does not exist.`);
      const name = displayName(p);
      const { Mail, SMS } = channels(p);
      const { DingWebHook, AliIM } = before.Channels;
      cms.contacts[id] = {
        ...before, DisplayName: name, Desc: name, Lang: langOf(p, before.Lang),
        Channels: Object.fromEntries(Object.entries({ Mail, SMS, DingWebHook, AliIM }).filter(([, v]) => v)),
        UpdateTime: ctx.now,
      };
      return { contactId: id };
    },
  },
  DeleteContacts: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const cms = cmsOf(ctx.tenant);
      const ids = existing(ctx.params, 'contactIds', cms.contacts, 'ContactNotFound', 'contact');
      for (const id of ids) delete cms.contacts[id];
      // A deleted contact leaves its groups, as in the 1.0 console.
      for (const g of Object.values(cms.contactGroups)) g.Contacts = g.Contacts.filter((c) => !ids.includes(c));
      return { contactIds: ids };
    },
  },
  ListContactGroups: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const name = p.optional('name')?.trim().toLowerCase();
      const ids = p.list('contactGroupIds');
      const matches = Object.values(cmsOf(ctx.tenant).contactGroups)
        .filter((g) => !name || (g.DisplayName ?? g.Name).toLowerCase().includes(name))
        .filter((g) => !ids || ids.includes(g.Name))
        .sort((a, b) => b.CreateTime - a.CreateTime);
      const { pageNumber, pageSize, shown } = pageOf(matches, p);
      return {
        contactGroups: shown.map((g) => ({
          contactGroupId: g.Name, name: g.DisplayName ?? g.Name, description: g.Describe, contactIds: g.Contacts,
          updateTime: new Date(g.UpdateTime).toISOString().replace('T', ' ').slice(0, 19),
        })),
        pageNumber, pageSize, total: matches.length,
      };
    },
  },
  CreateContactGroup: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const id = identifier(p, 'contactGroupId', 'contact group identifier');
      const name = displayName(p);
      const cms = cmsOf(ctx.tenant);
      if (cms.contactGroups[id]) throw conflict('ContactGroupIdConflict', `Another contact group already uses the identifier "${id}".`);
      const members = [...new Set(p.list('contactIds') ?? [])];
      const unknown = members.find((m) => !cms.contacts[m]);
      if (unknown) throw notFound('ContactNotFound', `The contact "${unknown}" does not exist.`);
      cms.contactGroups[id] = {
        Name: id, DisplayName: name, Describe: p.optional('description') ?? '', Contacts: members,
        EnableSubscribed: false, CreateTime: ctx.now, UpdateTime: ctx.now,
      };
      return { contactGroupId: id };
    },
  },
  DeleteContactGroups: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const cms = cmsOf(ctx.tenant);
      const ids = existing(ctx.params, 'contactGroupIds', cms.contactGroups, 'ContactGroupNotFound', 'contact group');
      const user = Object.values(cms.rules).find((r) => r.ContactGroups.split(',').some((g) => ids.includes(g)));
      if (user) throw conflict('ResourceInUse', `The alert rule ${user.RuleName} (${user.RuleId}) notifies a group you chose. Remove the group from the rule first.`);
      for (const id of ids) delete cms.contactGroups[id];
      return { contactGroupIds: ids };
    },
  },
} satisfies Record<string, ActionDef>;

export type NotifyAction = keyof typeof notifyActions;
