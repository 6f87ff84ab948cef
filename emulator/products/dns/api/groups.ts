// Alibaba Cloud DNS (Alidns 2015-01-09) domain groups, remarks and batch deletion by host record: the actions
// the console's Domain Name Resolution list (Change Group, Remark) and DNS Settings page (remarks) call.
import type { ActionDef } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { page } from '../../../common.js';
import { checkRR, dnsOf, domainOf, recordOf, type AlidnsState, type DnsGroup } from './state.js';

export type AlidnsGroupAction =
  | 'AddDomainGroup' | 'DescribeDomainGroups' | 'UpdateDomainGroup' | 'DeleteDomainGroup' | 'ChangeDomainGroup'
  | 'UpdateDomainRemark' | 'UpdateDomainRecordRemark' | 'DeleteSubDomainRecords';

/** The free edition allows this many domain groups an account. */
export const GROUPS_PER_ACCOUNT = 100;

const fail = (code: string, message: string) => new ApiError(code, message, 400);

function groupName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > 20) throw fail('InvalidGroupName.Format', 'The group name must be 1 to 20 characters long.');
  return name;
}

export function groupOf(state: AlidnsState, id: string): DnsGroup {
  const found = state.groups![id];
  if (!found) throw fail('InvalidGroupId.NoExist', `The domain group ${id} does not exist.`);
  return found;
}

/** The group a domain's GroupId names, or none (the cloud's "Default Group", an empty GroupId). */
export const groupNameOf = (state: AlidnsState, id: string) => (id && state.groups?.[id]?.GroupName) || '';

function remark(raw: string | undefined): string {
  const value = raw ?? '';
  if (value.length > 50) throw fail('InvalidRemark.Length', 'The remark must be at most 50 characters long.');
  return value;
}

export const alidnsGroupActions = {
  AddDomainGroup: {
    rw: 'Write',
    handle(ctx) {
      const state = dnsOf(ctx.tenant);
      const name = groupName(ctx.params.required('GroupName'));
      const groups = Object.values(state.groups!);
      if (groups.some((g) => g.GroupName === name)) throw fail('InvalidGroupName.Duplicate', `The domain group ${name} already exists.`);
      if (groups.length >= GROUPS_PER_ACCOUNT) throw fail('QuotaExceeded.Group', `An account can have at most ${GROUPS_PER_ACCOUNT} domain groups.`);
      const group: DnsGroup = { GroupId: ctx.rng.chars(32, '0123456789abcdef'), GroupName: name, CreateTimestamp: ctx.now };
      state.groups![group.GroupId] = group;
      return { GroupId: group.GroupId, GroupName: name };
    },
  },
  DescribeDomainGroups: {
    rw: 'Read',
    handle(ctx) {
      const state = dnsOf(ctx.tenant);
      const keyword = ctx.params.optional('KeyWord')?.toLowerCase();
      const groups = Object.values(state.groups!)
        .filter((g) => !keyword || g.GroupName.toLowerCase().includes(keyword))
        .sort((a, b) => a.CreateTimestamp - b.CreateTimestamp);
      const { items, ...paging } = page(groups, ctx.params, { size: 20, max: 100 });
      const count = (id: string) => Object.values(state.domains).filter((d) => d.GroupId === id).length;
      return { ...paging, DomainGroups: { DomainGroup: items.map((g) => ({ GroupId: g.GroupId, GroupName: g.GroupName, DomainCount: count(g.GroupId) })) } };
    },
  },
  UpdateDomainGroup: {
    rw: 'Write',
    handle(ctx) {
      const state = dnsOf(ctx.tenant);
      const group = groupOf(state, ctx.params.required('GroupId'));
      group.GroupName = groupName(ctx.params.required('GroupName'));
      return { GroupId: group.GroupId, GroupName: group.GroupName };
    },
  },
  DeleteDomainGroup: {
    rw: 'Write',
    handle(ctx) {
      const state = dnsOf(ctx.tenant);
      const group = groupOf(state, ctx.params.required('GroupId'));
      // Its domains go back to the default group, as the console warns.
      for (const d of Object.values(state.domains)) if (d.GroupId === group.GroupId) d.GroupId = '';
      delete state.groups![group.GroupId];
      return { GroupName: group.GroupName };
    },
  },
  ChangeDomainGroup: {
    rw: 'Write',
    handle(ctx) {
      const state = dnsOf(ctx.tenant);
      const domain = domainOf(ctx);
      const id = ctx.params.optional('GroupId') ?? '';
      const group = id ? groupOf(state, id) : null;
      domain.GroupId = group?.GroupId ?? '';
      return { GroupId: domain.GroupId, GroupName: group?.GroupName ?? '' };
    },
  },
  UpdateDomainRemark: {
    rw: 'Write',
    handle(ctx) {
      const domain = domainOf(ctx);
      domain.Remark = remark(ctx.params.optional('Remark'));
      return {};
    },
  },
  UpdateDomainRecordRemark: {
    rw: 'Write',
    handle(ctx) {
      const record = recordOf(ctx);
      record.Remark = remark(ctx.params.optional('Remark'));
      record.UpdateTimestamp = ctx.now;
      return {};
    },
  },
  DeleteSubDomainRecords: {
    rw: 'Write',
    handle(ctx) {
      const domain = domainOf(ctx);
      const rr = checkRR(ctx.params.required('RR'));
      const type = ctx.params.optional('Type')?.toUpperCase();
      const state = dnsOf(ctx.tenant);
      const gone = Object.values(state.records).filter((r) => r.DomainName === domain.DomainName && r.RR === rr && (!type || r.Type === type));
      if (!gone.length) throw fail('DomainRecordNotBelongToUser', `The domain name ${domain.DomainName} has no records with the host record ${rr}.`);
      for (const r of gone) delete state.records[r.RecordId];
      return { RR: rr, TotalCount: String(gone.length) };
    },
  },
} satisfies Record<AlidnsGroupAction, ActionDef>;
