// RAM (2015-05-01) identities of one account: users (with their login profiles and AccessKeys), groups, policies
// (system and custom) and roles, kept in `tenant.ram` and created on first use. Deleting an identity that others
// still reference fails with the cloud's DeleteConflict.* codes.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { secondTime } from '../../../common.js';
import { checkPassword } from './settings.js';
import { ramOf, systemPolicies, type Attachment, type PrincipalType, type RamGroup, type RamPolicy, type RamRole, type RamState, type RamUser } from './state.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

export type { Attachment, PrincipalType, RamGroup, RamPolicy, RamRole, RamState, RamUser };
export { ramOf };

const USERS_MAX = 1000;
const GROUPS_MAX = 50;
const CUSTOM_POLICIES_MAX = 1500;
const ROLES_MAX = 1000;
const ATTACHED_MAX = 5;
const KEYS_PER_USER = 2;

const conflict = (code: string, message: string) => new ApiError(code, message, 409);
const exists = (code: string, message: string) => new ApiError(code, message, 409);
const now = (ctx: ActionContext) => secondTime(ctx.now);
const numericId = (ctx: ActionContext) => String(ctx.rng.int(10 ** 14, 10 ** 15 - 1)) + String(ctx.rng.int(10, 99));

function checkPattern(value: string, param: string, re: RegExp, why: string): string {
  if (!re.test(value)) throw invalidParameter(param, why);
  return value;
}
const checkUserName = (v: string, param = 'UserName') =>
  checkPattern(v, param, /^[A-Za-z0-9._-]{1,64}$/, 'It must be 1 to 64 characters long and contain letters, digits, periods (.), hyphens (-) and underscores (_).');
const checkGroupName = (v: string, param = 'GroupName') =>
  checkPattern(v, param, /^[A-Za-z0-9-]{1,64}$/, 'It must be 1 to 64 characters long and contain letters, digits and hyphens (-).');
const checkPolicyName = (v: string) =>
  checkPattern(v, 'PolicyName', /^[A-Za-z0-9-]{1,128}$/, 'It must be 1 to 128 characters long and contain letters, digits and hyphens (-).');
const checkRoleName = (v: string) =>
  checkPattern(v, 'RoleName', /^[A-Za-z0-9.-]{1,64}$/, 'It must be 1 to 64 characters long and contain letters, digits, periods (.) and hyphens (-).');
function checkText(ctx: ActionContext, name: string, max: number): string | undefined {
  const v = ctx.params.optional(name);
  if (v !== undefined && v.length > max) throw invalidParameter(name, `It must be at most ${max} characters.`);
  return v;
}

export function userOf(ctx: ActionContext, name = ctx.params.required('UserName')): RamUser {
  const user = ramOf(ctx.tenant).users[name];
  if (!user) throw notFound('EntityNotExist.User', `The user does not exist: ${name}.`);
  return user;
}
function groupOf(ctx: ActionContext, name = ctx.params.required('GroupName')): RamGroup {
  const group = ramOf(ctx.tenant).groups[name];
  if (!group) throw notFound('EntityNotExist.Group', `The group does not exist: ${name}.`);
  return group;
}
function roleOf(ctx: ActionContext, name = ctx.params.required('RoleName')): RamRole {
  const role = ramOf(ctx.tenant).roles[name];
  if (!role) throw notFound('EntityNotExist.Role', `The role does not exist: ${name}.`);
  return role;
}
function policyOf(ctx: ActionContext): RamPolicy {
  const type = ctx.params.oneOf('PolicyType', ['System', 'Custom']);
  const name = ctx.params.required('PolicyName');
  const policy = type === 'System' ? systemPolicies[name] : ramOf(ctx.tenant).policies[name];
  if (!policy) throw notFound('EntityNotExist.Policy', `The policy does not exist: ${name}.`);
  return policy;
}

/** A policy document: JSON with `Statement` entries of Effect Allow/Deny and Action. */
function checkDocument(text: string, param: string): string {
  let doc: any;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ApiError('MalformedPolicyDocument', `The policy document is malformed: ${param} is not valid JSON.`);
  }
  const statements = doc?.Statement;
  const ok = doc && typeof doc === 'object' && Array.isArray(statements) && statements.length > 0 &&
    statements.every((s: any) => s && (s.Effect === 'Allow' || s.Effect === 'Deny') && (s.Action !== undefined || s.NotAction !== undefined));
  if (!ok) throw new ApiError('MalformedPolicyDocument', `The policy document is malformed: ${param} needs a Statement list whose entries have Effect (Allow or Deny) and Action (or NotAction).`);
  if (text.length > 6144) throw new ApiError('LimitExceeded.Policy.Document', 'The policy document exceeds 6144 characters.');
  return text;
}

const userView = (u: RamUser) => ({
  UserId: u.UserId, UserName: u.UserName, DisplayName: u.DisplayName, MobilePhone: u.MobilePhone, Email: u.Email, Comments: u.Comments,
  CreateDate: u.CreateDate, UpdateDate: u.UpdateDate,
});
const groupView = (g: RamGroup) => ({ GroupId: g.GroupId, GroupName: g.GroupName, DisplayName: g.DisplayName ?? g.GroupName, Comments: g.Comments, CreateDate: g.CreateDate, UpdateDate: g.UpdateDate });
const roleView = (r: RamRole) => ({
  RoleId: r.RoleId, RoleName: r.RoleName, Arn: r.Arn, Description: r.Description, AssumeRolePolicyDocument: r.AssumeRolePolicyDocument,
  MaxSessionDuration: r.MaxSessionDuration, CreateDate: r.CreateDate, UpdateDate: r.UpdateDate,
});
const attachmentCount = (s: RamState, p: RamPolicy) => s.attachments.filter((a) => a.PolicyType === p.PolicyType && a.PolicyName === p.PolicyName).length;
const policyView = (s: RamState, p: RamPolicy) => ({
  PolicyName: p.PolicyName, PolicyType: p.PolicyType, Description: p.Description, DefaultVersion: p.DefaultVersion,
  CreateDate: p.CreateDate, UpdateDate: p.UpdateDate, AttachmentCount: attachmentCount(s, p),
});

/** Marker/MaxItems paging of the List* actions: the marker is the index of the next item. */
function marked<T>(ctx: ActionContext, items: T[]) {
  const max = ctx.params.int('MaxItems', { min: 1, max: 1000, fallback: 100 });
  const marker = ctx.params.optional('Marker');
  const start = marker === undefined ? 0 : Number(marker);
  if (!Number.isInteger(start) || start < 0) throw invalidParameter('Marker');
  const slice = items.slice(start, start + max);
  const truncated = start + max < items.length;
  return { items: slice, paging: { IsTruncated: truncated, ...(truncated ? { Marker: String(start + max) } : {}) } };
}

function attachTo(ctx: ActionContext, principalType: PrincipalType, principal: string): Record<string, never> {
  const policy = policyOf(ctx);
  const s = ramOf(ctx.tenant);
  const mine = s.attachments.filter((a) => a.principalType === principalType && a.principal === principal);
  if (mine.some((a) => a.PolicyType === policy.PolicyType && a.PolicyName === policy.PolicyName)) {
    throw exists(`EntityAlreadyExists.${principalType}.Policy`, `The policy already attached to the ${principalType.toLowerCase()}: ${policy.PolicyName}.`);
  }
  if (mine.length >= ATTACHED_MAX * 2) throw new ApiError(`LimitExceeded.${principalType}.Policy`, `The count of policies attached to a ${principalType.toLowerCase()} exceeds the limit.`, 409);
  s.attachments.push({ principalType, principal, PolicyType: policy.PolicyType, PolicyName: policy.PolicyName, AttachDate: now(ctx) });
  return {};
}
function detachFrom(ctx: ActionContext, principalType: PrincipalType, principal: string): Record<string, never> {
  const policy = policyOf(ctx);
  const s = ramOf(ctx.tenant);
  const at = s.attachments.findIndex((a) => a.principalType === principalType && a.principal === principal && a.PolicyType === policy.PolicyType && a.PolicyName === policy.PolicyName);
  if (at < 0) throw notFound(`EntityNotExist.${principalType}.Policy`, `The policy is not attached to the ${principalType.toLowerCase()}: ${policy.PolicyName}.`);
  s.attachments.splice(at, 1);
  return {};
}
function policiesFor(ctx: ActionContext, principalType: PrincipalType, principal: string) {
  const s = ramOf(ctx.tenant);
  const list = s.attachments
    .filter((a) => a.principalType === principalType && a.principal === principal)
    .map((a) => {
      const p = a.PolicyType === 'System' ? systemPolicies[a.PolicyName] : s.policies[a.PolicyName];
      return { PolicyName: a.PolicyName, PolicyType: a.PolicyType, Description: p?.Description ?? '', DefaultVersion: p?.DefaultVersion ?? 'v1', AttachDate: a.AttachDate };
    });
  return { Policies: { Policy: list } };
}

export type RamIamAction =
  | 'CreateUser' | 'GetUser' | 'ListUsers' | 'UpdateUser' | 'DeleteUser'
  | 'CreateLoginProfile' | 'GetLoginProfile' | 'UpdateLoginProfile' | 'DeleteLoginProfile'
  | 'CreateGroup' | 'GetGroup' | 'ListGroups' | 'UpdateGroup' | 'DeleteGroup'
  | 'AddUserToGroup' | 'RemoveUserFromGroup' | 'ListGroupsForUser' | 'ListUsersForGroup'
  | 'CreatePolicy' | 'GetPolicy' | 'ListPolicies' | 'DeletePolicy'
  | 'AttachPolicyToUser' | 'AttachPolicyToGroup' | 'AttachPolicyToRole'
  | 'DetachPolicyFromUser' | 'DetachPolicyFromGroup' | 'DetachPolicyFromRole'
  | 'ListPoliciesForUser' | 'ListPoliciesForGroup' | 'ListPoliciesForRole' | 'ListEntitiesForPolicy'
  | 'CreateRole' | 'GetRole' | 'ListRoles' | 'UpdateRole' | 'DeleteRole';

export const ramIamActions = {
  CreateUser: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const name = checkUserName(ctx.params.required('UserName'));
      if (name === 'root' || s.users[name]) throw exists('EntityAlreadyExists.User', `The user already exists: ${name}.`);
      if (Object.keys(s.users).length >= USERS_MAX) throw new ApiError('LimitExceeded.User', `The count of users exceeds the limit of ${USERS_MAX}.`, 409);
      const created = now(ctx);
      const user: RamUser = {
        UserId: numericId(ctx), UserName: name, DisplayName: checkText(ctx, 'DisplayName', 128) ?? name, MobilePhone: checkText(ctx, 'MobilePhone', 32) ?? '',
        Email: checkText(ctx, 'Email', 128) ?? '', Comments: checkText(ctx, 'Comments', 128) ?? '', CreateDate: created, UpdateDate: created, loginProfile: null, accessKeys: [],
      };
      s.users[name] = user;
      return { User: userView(user) };
    },
  },
  GetUser: {
    rw: 'Read',
    handle(ctx) {
      return { User: { ...userView(userOf(ctx)), LastLoginDate: '' } };
    },
  },
  ListUsers: {
    rw: 'Read',
    handle(ctx) {
      const all = Object.values(ramOf(ctx.tenant).users).sort((a, b) => a.CreateDate.localeCompare(b.CreateDate) || a.UserName.localeCompare(b.UserName));
      const { items, paging } = marked(ctx, all);
      return { ...paging, Users: { User: items.map(userView) } };
    },
  },
  UpdateUser: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const user = userOf(ctx);
      const newName = ctx.params.optional('NewUserName');
      if (newName !== undefined && newName !== user.UserName) {
        checkUserName(newName, 'NewUserName');
        if (s.users[newName]) throw exists('EntityAlreadyExists.User', `The user already exists: ${newName}.`);
        delete s.users[user.UserName];
        for (const g of Object.values(s.groups)) if (g.members[user.UserName]) { g.members[newName] = g.members[user.UserName]; delete g.members[user.UserName]; }
        for (const a of s.attachments) if (a.principalType === 'User' && a.principal === user.UserName) a.principal = newName;
        user.UserName = newName;
        s.users[newName] = user;
      }
      user.DisplayName = checkText(ctx, 'NewDisplayName', 128) ?? user.DisplayName;
      user.MobilePhone = checkText(ctx, 'NewMobilePhone', 32) ?? user.MobilePhone;
      user.Email = checkText(ctx, 'NewEmail', 128) ?? user.Email;
      user.Comments = checkText(ctx, 'NewComments', 128) ?? user.Comments;
      user.UpdateDate = now(ctx);
      return { User: userView(user) };
    },
  },
  DeleteUser: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const user = userOf(ctx);
      const name = user.UserName;
      if (user.accessKeys.length) throw conflict('DeleteConflict.User.AccessKey', `The user has AccessKeys: ${name}. Delete them first.`);
      if (Object.values(s.groups).some((g) => g.members[name])) throw conflict('DeleteConflict.User.Group', `The user still belongs to groups: ${name}. Remove it from them first.`);
      if (s.attachments.some((a) => a.principalType === 'User' && a.principal === name)) throw conflict('DeleteConflict.User.Policy', `The user has attached policies: ${name}. Detach them first.`);
      delete s.users[name];
      return {};
    },
  },
  CreateLoginProfile: {
    rw: 'Write',
    handle(ctx) {
      const user = userOf(ctx);
      if (user.loginProfile) throw exists('EntityAlreadyExists.User.LoginProfile', `The login profile of the user already exists: ${user.UserName}.`);
      const password = checkPassword(ctx);
      user.loginProfile = { password, PasswordResetRequired: ctx.params.bool('PasswordResetRequired'), MFABindRequired: ctx.params.bool('MFABindRequired'), CreateDate: now(ctx) };
      const { password: _, ...profile } = user.loginProfile;
      return { LoginProfile: { UserName: user.UserName, ...profile } };
    },
  },
  GetLoginProfile: {
    rw: 'Read',
    handle(ctx) {
      const user = userOf(ctx);
      if (!user.loginProfile) throw notFound('EntityNotExist.User.LoginProfile', `The login profile of the user does not exist: ${user.UserName}.`);
      const { password: _, ...profile } = user.loginProfile;
      return { LoginProfile: { UserName: user.UserName, ...profile } };
    },
  },
  UpdateLoginProfile: {
    rw: 'Write',
    effect: { effect: 'reset', when: { Password: ['*'] } },
    handle(ctx) {
      const user = userOf(ctx);
      if (!user.loginProfile) throw notFound('EntityNotExist.User.LoginProfile', `The login profile of the user does not exist: ${user.UserName}.`);
      if (ctx.params.has('Password')) user.loginProfile.password = checkPassword(ctx);
      user.loginProfile.PasswordResetRequired = ctx.params.bool('PasswordResetRequired', user.loginProfile.PasswordResetRequired);
      user.loginProfile.MFABindRequired = ctx.params.bool('MFABindRequired', user.loginProfile.MFABindRequired);
      return {};
    },
  },
  DeleteLoginProfile: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const user = userOf(ctx);
      if (!user.loginProfile) throw notFound('EntityNotExist.User.LoginProfile', `The login profile of the user does not exist: ${user.UserName}.`);
      user.loginProfile = null;
      return {};
    },
  },
  CreateGroup: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const name = checkGroupName(ctx.params.required('GroupName'));
      if (s.groups[name]) throw exists('EntityAlreadyExists.Group', `The group already exists: ${name}.`);
      if (Object.keys(s.groups).length >= GROUPS_MAX) throw new ApiError('LimitExceeded.Group', `The count of groups exceeds the limit of ${GROUPS_MAX}.`, 409);
      const created = now(ctx);
      const group: RamGroup = { GroupId: numericId(ctx), GroupName: name, DisplayName: checkText(ctx, 'DisplayName', 128), Comments: checkText(ctx, 'Comments', 128) ?? '', CreateDate: created, UpdateDate: created, members: {} };
      s.groups[name] = group;
      return { Group: groupView(group) };
    },
  },
  GetGroup: {
    rw: 'Read',
    handle(ctx) {
      return { Group: groupView(groupOf(ctx)) };
    },
  },
  ListGroups: {
    rw: 'Read',
    handle(ctx) {
      const all = Object.values(ramOf(ctx.tenant).groups).sort((a, b) => a.CreateDate.localeCompare(b.CreateDate) || a.GroupName.localeCompare(b.GroupName));
      const { items, paging } = marked(ctx, all);
      return { ...paging, Groups: { Group: items.map(groupView) } };
    },
  },
  UpdateGroup: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const group = groupOf(ctx);
      const newName = ctx.params.optional('NewGroupName');
      if (newName !== undefined && newName !== group.GroupName) {
        checkGroupName(newName, 'NewGroupName');
        if (s.groups[newName]) throw exists('EntityAlreadyExists.Group', `The group already exists: ${newName}.`);
        // Memberships and attachments name the group, so they follow the new name.
        for (const a of s.attachments) if (a.principalType === 'Group' && a.principal === group.GroupName) a.principal = newName;
        delete s.groups[group.GroupName];
        group.GroupName = newName;
        s.groups[newName] = group;
      }
      group.DisplayName = checkText(ctx, 'NewDisplayName', 128) ?? group.DisplayName;
      group.Comments = checkText(ctx, 'NewComments', 128) ?? group.Comments;
      group.UpdateDate = now(ctx);
      return { Group: groupView(group) };
    },
  },
  DeleteGroup: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const group = groupOf(ctx);
      if (Object.keys(group.members).length) throw conflict('DeleteConflict.Group.User', `The group has users: ${group.GroupName}. Remove them first.`);
      if (s.attachments.some((a) => a.principalType === 'Group' && a.principal === group.GroupName)) throw conflict('DeleteConflict.Group.Policy', `The group has attached policies: ${group.GroupName}. Detach them first.`);
      delete s.groups[group.GroupName];
      return {};
    },
  },
  AddUserToGroup: {
    rw: 'Write',
    handle(ctx) {
      const user = userOf(ctx);
      const group = groupOf(ctx);
      if (group.members[user.UserName]) throw exists('EntityAlreadyExists.User.Group', `The user already belongs to the group: ${user.UserName}.`);
      group.members[user.UserName] = now(ctx);
      return {};
    },
  },
  RemoveUserFromGroup: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const user = userOf(ctx);
      const group = groupOf(ctx);
      if (!group.members[user.UserName]) throw notFound('EntityNotExist.User.Group', `The user does not belong to the group: ${user.UserName}.`);
      delete group.members[user.UserName];
      return {};
    },
  },
  ListGroupsForUser: {
    rw: 'Read',
    handle(ctx) {
      const user = userOf(ctx);
      const groups = Object.values(ramOf(ctx.tenant).groups).filter((g) => g.members[user.UserName]);
      return { Groups: { Group: groups.map((g) => ({ GroupName: g.GroupName, Comments: g.Comments, JoinDate: g.members[user.UserName] })) } };
    },
  },
  ListUsersForGroup: {
    rw: 'Read',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const group = groupOf(ctx);
      const users = Object.entries(group.members).map(([name, joined]) => ({ UserName: name, DisplayName: s.users[name]?.DisplayName ?? name, JoinDate: joined }));
      const { items, paging } = marked(ctx, users);
      return { ...paging, Users: { User: items } };
    },
  },
  CreatePolicy: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const name = checkPolicyName(ctx.params.required('PolicyName'));
      if (s.policies[name] || systemPolicies[name]) throw exists('EntityAlreadyExists.Policy', `The policy already exists: ${name}.`);
      const document = checkDocument(ctx.params.required('PolicyDocument'), 'PolicyDocument');
      const tags = readTags(ctx.params);
      if (Object.keys(s.policies).length >= CUSTOM_POLICIES_MAX) throw new ApiError('LimitExceeded.Policy', `The count of policies exceeds the limit of ${CUSTOM_POLICIES_MAX}.`, 409);
      const created = now(ctx);
      const policy: RamPolicy = { PolicyName: name, PolicyType: 'Custom', Description: checkText(ctx, 'Description', 1024) ?? '', DefaultVersion: 'v1', PolicyDocument: document, CreateDate: created, UpdateDate: created };
      s.policies[name] = policy;
      setTags(ctx.tenant, 'Ram:policy', name, tags);
      return { Policy: { PolicyName: name, PolicyType: 'Custom', Description: policy.Description, DefaultVersion: 'v1', CreateDate: created } };
    },
  },
  GetPolicy: {
    rw: 'Read',
    handle(ctx) {
      const policy = policyOf(ctx);
      return {
        Policy: { ...policyView(ramOf(ctx.tenant), policy), PolicyDocument: policy.PolicyDocument },
        DefaultPolicyVersion: { VersionId: policy.DefaultVersion, IsDefaultVersion: true, PolicyDocument: policy.PolicyDocument, CreateDate: policy.CreateDate },
      };
    },
  },
  ListPolicies: {
    rw: 'Read',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const type = ctx.params.optional('PolicyType') === undefined ? undefined : ctx.params.oneOf('PolicyType', ['System', 'Custom']);
      const all = [
        ...(type !== 'Custom' ? Object.values(systemPolicies) : []),
        ...(type !== 'System' ? Object.values(s.policies).sort((a, b) => a.CreateDate.localeCompare(b.CreateDate) || a.PolicyName.localeCompare(b.PolicyName)) : []),
      ];
      const tagged = tagMatcher(ctx.params, ctx.tenant, 'Ram:policy');
      const { items, paging } = marked(ctx, all.filter((p) => tagged(p.PolicyType === 'Custom' ? p.PolicyName : '')));
      return { ...paging, Policies: { Policy: items.map((p) => ({ ...policyView(s, p), Tags: tagView(p.PolicyType === 'Custom' ? ctx.tenant : undefined, 'Ram:policy', p.PolicyName) })) } };
    },
  },
  DeletePolicy: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const name = ctx.params.required('PolicyName');
      const policy = s.policies[name];
      if (!policy) throw notFound('EntityNotExist.Policy', `The policy does not exist: ${name}.`);
      for (const type of ['User', 'Group', 'Role'] as const) {
        if (s.attachments.some((a) => a.PolicyType === 'Custom' && a.PolicyName === name && a.principalType === type)) {
          throw conflict(`DeleteConflict.Policy.${type}`, `The policy is attached to ${type.toLowerCase()}s: ${name}. Detach it first.`);
        }
      }
      delete s.policies[name];
      return {};
    },
  },
  AttachPolicyToUser: { rw: 'Write', handle: (ctx) => attachTo(ctx, 'User', userOf(ctx).UserName) },
  AttachPolicyToGroup: { rw: 'Write', handle: (ctx) => attachTo(ctx, 'Group', groupOf(ctx).GroupName) },
  AttachPolicyToRole: { rw: 'Write', handle: (ctx) => attachTo(ctx, 'Role', roleOf(ctx).RoleName) },
  DetachPolicyFromUser: { rw: 'Write', effect: 'detach', handle: (ctx) => detachFrom(ctx, 'User', userOf(ctx).UserName) },
  DetachPolicyFromGroup: { rw: 'Write', effect: 'detach', handle: (ctx) => detachFrom(ctx, 'Group', groupOf(ctx).GroupName) },
  DetachPolicyFromRole: { rw: 'Write', effect: 'detach', handle: (ctx) => detachFrom(ctx, 'Role', roleOf(ctx).RoleName) },
  ListPoliciesForUser: { rw: 'Read', handle: (ctx) => policiesFor(ctx, 'User', userOf(ctx).UserName) },
  ListPoliciesForGroup: { rw: 'Read', handle: (ctx) => policiesFor(ctx, 'Group', groupOf(ctx).GroupName) },
  ListPoliciesForRole: { rw: 'Read', handle: (ctx) => policiesFor(ctx, 'Role', roleOf(ctx).RoleName) },
  ListEntitiesForPolicy: {
    rw: 'Read',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const policy = policyOf(ctx);
      const mine = s.attachments.filter((a) => a.PolicyType === policy.PolicyType && a.PolicyName === policy.PolicyName);
      const of = (t: PrincipalType) => mine.filter((a) => a.principalType === t);
      return {
        Users: { User: of('User').map((a) => ({ UserName: a.principal, DisplayName: s.users[a.principal]?.DisplayName ?? '', AttachDate: a.AttachDate })) },
        Groups: { Group: of('Group').map((a) => ({ GroupName: a.principal, Comments: s.groups[a.principal]?.Comments ?? '', AttachDate: a.AttachDate })) },
        Roles: { Role: of('Role').map((a) => ({ RoleName: a.principal, Arn: s.roles[a.principal]?.Arn ?? '', AttachDate: a.AttachDate })) },
      };
    },
  },
  CreateRole: {
    rw: 'Write',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const name = checkRoleName(ctx.params.required('RoleName'));
      if (s.roles[name]) throw exists('EntityAlreadyExists.Role', `The role already exists: ${name}.`);
      const trust = checkDocument(ctx.params.required('AssumeRolePolicyDocument'), 'AssumeRolePolicyDocument');
      const tags = readTags(ctx.params);
      if (Object.keys(s.roles).length >= ROLES_MAX) throw new ApiError('LimitExceeded.Role', `The count of roles exceeds the limit of ${ROLES_MAX}.`, 409);
      const created = now(ctx);
      const role: RamRole = {
        RoleId: numericId(ctx), RoleName: name, Arn: `acs:ram::${ctx.tenant.accountId}:role/${name.toLowerCase()}`, Description: checkText(ctx, 'Description', 1024) ?? '',
        AssumeRolePolicyDocument: trust, MaxSessionDuration: ctx.params.int('MaxSessionDuration', { min: 3600, max: 43200, fallback: 3600 }), CreateDate: created, UpdateDate: created,
      };
      s.roles[name] = role;
      setTags(ctx.tenant, 'Ram:role', name, tags);
      return { Role: roleView(role) };
    },
  },
  GetRole: {
    rw: 'Read',
    handle(ctx) {
      return { Role: roleView(roleOf(ctx)) };
    },
  },
  ListRoles: {
    rw: 'Read',
    handle(ctx) {
      const tagged = tagMatcher(ctx.params, ctx.tenant, 'Ram:role');
      const all = Object.values(ramOf(ctx.tenant).roles).filter((r) => tagged(r.RoleName)).sort((a, b) => a.CreateDate.localeCompare(b.CreateDate) || a.RoleName.localeCompare(b.RoleName));
      const { items, paging } = marked(ctx, all);
      return { ...paging, Roles: { Role: items.map((r) => ({ ...roleView(r), Tags: tagView(ctx.tenant, 'Ram:role', r.RoleName) })) } };
    },
  },
  // The role's trust policy, maximum session duration and description (its details page's Edit Trust Policy and Edit).
  UpdateRole: {
    rw: 'Write',
    handle(ctx) {
      const role = roleOf(ctx);
      const trust = ctx.params.optional('NewAssumeRolePolicyDocument');
      if (trust !== undefined) role.AssumeRolePolicyDocument = checkDocument(trust, 'NewAssumeRolePolicyDocument');
      role.MaxSessionDuration = ctx.params.int('NewMaxSessionDuration', { min: 3600, max: 43200, fallback: role.MaxSessionDuration });
      const description = checkText(ctx, 'NewDescription', 1024);
      if (description !== undefined) role.Description = description;
      role.UpdateDate = now(ctx);
      return { Role: roleView(role) };
    },
  },
  DeleteRole: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const s = ramOf(ctx.tenant);
      const role = roleOf(ctx);
      if (s.attachments.some((a) => a.principalType === 'Role' && a.principal === role.RoleName)) throw conflict('DeleteConflict.Role.Policy', `The role has attached policies: ${role.RoleName}. Detach them first.`);
      delete s.roles[role.RoleName];
      return {};
    },
  },
} satisfies Record<RamIamAction, ActionDef>;

export { KEYS_PER_USER };
