// CLB access control lists (SLB 2014-05-15): named lists of IP addresses or CIDR blocks in a region, which a
// listener uses as a whitelist or a blacklist (its AclStatus, AclType, AclId). A list in use cannot be deleted.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound, quotaExceeded } from '../../../errors.js';
import { newId, page, parseCidr, region, secondTime } from '../../../common.js';
import { slbOf, type Acl, type AclEntry } from './state.js';

export type SlbAclAction =
  | 'CreateAccessControlList' | 'DescribeAccessControlLists' | 'DescribeAccessControlListAttribute' | 'SetAccessControlListAttribute'
  | 'DeleteAccessControlList' | 'AddAccessControlListEntry' | 'RemoveAccessControlListEntry';


const ACLS_PER_REGION = 50;
const ENTRIES_PER_ACL = 300;
const ENTRIES_PER_CALL = 50;

const aclsOf = (ctx: ActionContext) => (slbOf(ctx.tenant, ctx.now).acls ??= {});

/** 1–80 characters: letters, digits, Chinese characters, `.`, `_`, `-`, `/`. */
function checkAclName(name: string): string {
  if (!/^[A-Za-z0-9\u4e00-\u9fa5._/-]{1,80}$/.test(name)) {
    throw invalidParameter('AclName', 'It must be 1 to 80 characters long and contain letters, digits, Chinese characters, periods (.), underscores (_), hyphens (-) and forward slashes (/).');
  }
  return name;
}

export function aclOf(ctx: ActionContext, id = ctx.params.required('AclId')): Acl {
  const acl = aclsOf(ctx)[id];
  const regionId = ctx.params.optional('RegionId');
  if (!acl || (regionId && acl.RegionId !== regionId)) throw notFound('AclNotExist', `The specified AclId "${id}" does not exist.`);
  return acl;
}

/** `AclEntrys`: a JSON array of `{entry, comment}`; an address without a prefix length is one host (/32). */
function readEntries(ctx: ActionContext): AclEntry[] {
  const raw = ctx.params.required('AclEntrys');
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw invalidParameter('AclEntrys', 'It must be a JSON array such as [{"entry":"10.0.0.0/24","comment":"office"}].');
  }
  if (!Array.isArray(list) || !list.length) throw invalidParameter('AclEntrys', 'It must be a JSON array with at least one entry.');
  if (list.length > ENTRIES_PER_CALL) throw invalidParameter('AclEntrys', `At most ${ENTRIES_PER_CALL} entries can be given in one call.`);
  return list.map((item) => {
    const entry = typeof item?.entry === 'string' ? item.entry.trim() : '';
    const cidr = entry.includes('/') ? entry : `${entry}/32`;
    parseCidr(cidr, 'InvalidParameter.AclEntry');
    const comment = typeof item?.comment === 'string' ? item.comment : '';
    if (comment.length > 100) throw invalidParameter('AclEntrys', 'A comment must be at most 100 characters.');
    return { AclEntryIP: entry.includes('/') ? entry : cidr, AclEntryComment: comment };
  });
}

/** The listeners that use the list, as DescribeAccessControlListAttribute names them. */
function relatedListeners(ctx: ActionContext, acl: Acl) {
  return Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers).flatMap((lb) =>
    lb.listeners.filter((l) => l.AclStatus === 'on' && l.AclId === acl.AclId).map((l) => ({ LoadBalancerId: lb.LoadBalancerId, ListenerPort: l.ListenerPort, Protocol: l.ListenerProtocol, AclType: l.AclType })),
  );
}

const aclSummary = (acl: Acl) => ({ AclId: acl.AclId, AclName: acl.AclName, AddressIPVersion: acl.AddressIPVersion, ResourceGroupId: acl.ResourceGroupId, CreateTime: acl.CreateTime });

export const slbAclActions = {
  CreateAccessControlList: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const name = checkAclName(ctx.params.required('AclName'));
      const version = ctx.params.oneOf('AddressIPVersion', ['ipv4', 'ipv6'], 'ipv4');
      const acls = aclsOf(ctx);
      const here = Object.values(acls).filter((a) => a.RegionId === reg.id);
      if (here.some((a) => a.AclName === name)) throw new ApiError('AclNameExist', `An access control list named "${name}" already exists in ${reg.id}.`);
      if (here.length >= ACLS_PER_REGION) throw quotaExceeded(`The quota of ${ACLS_PER_REGION} access control lists in ${reg.id} is exceeded.`);
      const id = newId(ctx, 'acl', reg);
      acls[id] = { AclId: id, AclName: name, AddressIPVersion: version, RegionId: reg.id, ResourceGroupId: ctx.params.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, CreateTime: secondTime(ctx.now), entries: [] };
      return { AclId: id };
    },
  },
  DescribeAccessControlLists: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const name = ctx.params.optional('AclName');
      const version = ctx.params.optional('AddressIPVersion');
      const found = Object.values(aclsOf(ctx))
        .filter((a) => a.RegionId === reg.id && (!name || a.AclName.includes(name)) && (!version || a.AddressIPVersion === version))
        .sort((a, b) => b.CreateTime.localeCompare(a.CreateTime) || a.AclId.localeCompare(b.AclId));
      const { items, ...paging } = page(found, ctx.params, { size: 50, max: 100 });
      return { ...paging, Count: items.length, Acls: { Acl: items.map(aclSummary) } };
    },
  },
  DescribeAccessControlListAttribute: {
    rw: 'Read',
    handle(ctx) {
      const acl = aclOf(ctx);
      return {
        ...aclSummary(acl),
        AclEntrys: { AclEntry: acl.entries.map((e) => ({ ...e })) },
        RelatedListeners: { RelatedListener: relatedListeners(ctx, acl) },
        TotalAclEntry: acl.entries.length,
      };
    },
  },
  SetAccessControlListAttribute: {
    rw: 'Write',
    handle(ctx) {
      const acl = aclOf(ctx);
      const name = checkAclName(ctx.params.required('AclName'));
      if (Object.values(aclsOf(ctx)).some((a) => a !== acl && a.RegionId === acl.RegionId && a.AclName === name)) {
        throw new ApiError('AclNameExist', `An access control list named "${name}" already exists in ${acl.RegionId}.`);
      }
      acl.AclName = name;
      return { AclId: acl.AclId };
    },
  },
  DeleteAccessControlList: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const acl = aclOf(ctx);
      if (relatedListeners(ctx, acl).length) throw new ApiError('AclInUsed', `The access control list ${acl.AclId} is used by listeners. Disable access control on them first.`);
      delete aclsOf(ctx)[acl.AclId];
      return {};
    },
  },
  AddAccessControlListEntry: {
    rw: 'Write',
    handle(ctx) {
      const acl = aclOf(ctx);
      const entries = readEntries(ctx);
      const dup = entries.find((e, i) => acl.entries.some((x) => x.AclEntryIP === e.AclEntryIP) || entries.findIndex((x) => x.AclEntryIP === e.AclEntryIP) !== i);
      if (dup) throw new ApiError('AclEntryExist', `The entry ${dup.AclEntryIP} already exists in the access control list ${acl.AclId}.`);
      if (acl.entries.length + entries.length > ENTRIES_PER_ACL) throw quotaExceeded(`An access control list holds at most ${ENTRIES_PER_ACL} entries.`);
      acl.entries.push(...entries);
      return {};
    },
  },
  RemoveAccessControlListEntry: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const acl = aclOf(ctx);
      const entries = readEntries(ctx);
      const missing = entries.find((e) => !acl.entries.some((x) => x.AclEntryIP === e.AclEntryIP));
      if (missing) throw notFound('AclEntryNotExist', `The entry ${missing.AclEntryIP} is not in the access control list ${acl.AclId}.`);
      acl.entries = acl.entries.filter((x) => !entries.some((e) => e.AclEntryIP === x.AclEntryIP));
      return {};
    },
  },
} satisfies Record<SlbAclAction, ActionDef>;
