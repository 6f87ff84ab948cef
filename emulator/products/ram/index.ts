// RAM (2015-05-01): AccessKeys, of the account itself (the root identity: the keys the gateway signs with, so a key
// created here works at once and a deleted one stops working) or of a RAM user; users, groups, policies and roles
// are in ram-iam.ts.
import { ims } from './api/sso.js';
import { sts } from './api/sts.js';
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { addAccessKey, deleteAccessKey } from '../../accounts.js';
import { ApiError, ControlError, missingParameter, notFound } from '../../errors.js';
import type { AccessKey } from '../../state.js';
import { secondTime } from '../../common.js';
import { KEYS_PER_USER, ramIamActions, userOf, type RamIamAction, type RamUser } from './api/iam.js';
import { ramSettingsActions, type RamSettingsAction } from './api/settings.js';
import { ramMfaActions, type RamMfaAction } from './api/mfa.js';
import { evaluate, policiesOfUser } from './api/eval.js';
import { userKeyOwner } from './api/state.js';
import { tagActions } from '../../tag-actions.js';
import type { TagKindDef } from '../../tags.js';
import { ramOf } from './api/state.js';
import { ramGenerations } from './generations/index.js';

export type RamAction = 'CreateAccessKey' | 'ListAccessKeys' | 'DeleteAccessKey' | 'UpdateAccessKey' | RamIamAction | RamSettingsAction | RamMfaAction;

const ROOT_USER = 'root';

/** `UserName` may be left out (the caller) or name the root identity (null); else it names a RAM user. */
function checkUser(ctx: ActionContext): RamUser | null {
  const user = ctx.params.optional('UserName');
  if (user === undefined || user === ROOT_USER) return null;
  return userOf(ctx, user);
}

const userKeyView = (k: RamUser['accessKeys'][number]) => ({ AccessKeyId: k.AccessKeyId, Status: k.Status, CreateDate: k.CreateDate });
function userKeyOf(ctx: ActionContext, user: RamUser) {
  const id = ctx.params.required('UserAccessKeyId');
  const key = user.accessKeys.find((k) => k.AccessKeyId === id);
  if (!key) throw notFound('EntityNotExist.User.AccessKey', `The AccessKey does not exist: ${id}.`);
  return key;
}

/** The cloud's time format here: seconds, no fraction. */
const createDate = (k: AccessKey) => k.createdAt.replace(/\.\d+Z$/, 'Z');

const ramActions = {
  CreateAccessKey: {
    rw: 'Write',
    handle(ctx) {
      const user = checkUser(ctx);
      if (user) {
        if (user.accessKeys.length >= KEYS_PER_USER) throw new ApiError('LimitExceeded.User.AccessKey', `The count of AccessKey per user exceeds the limit of ${KEYS_PER_USER}.`, 409);
        const created = { AccessKeyId: `LTAI5t${ctx.rng.alnum(18)}`, AccessKeySecret: ctx.rng.alnum(30), Status: 'Active' as const, CreateDate: secondTime(ctx.now) };
        user.accessKeys.push(created);
        return { AccessKey: { ...created } };
      }
      let key: AccessKey;
      try {
        key = addAccessKey(ctx.cloud, ctx.tenant);
      } catch (err) {
        if (err instanceof ControlError) throw new ApiError('LimitExceeded.User.AccessKey', 'The count of AccessKey per user exceeds the limit of 2.', 409);
        throw err;
      }
      return { AccessKey: { AccessKeyId: key.accessKeyId, AccessKeySecret: key.accessKeySecret, Status: 'Active', CreateDate: createDate(key) } };
    },
  },
  ListAccessKeys: {
    rw: 'Read',
    handle(ctx) {
      const user = checkUser(ctx);
      if (user) return { AccessKeys: { AccessKey: user.accessKeys.map(userKeyView) } };
      return { AccessKeys: { AccessKey: ctx.tenant.accessKeys.map((k) => ({ AccessKeyId: k.accessKeyId, Status: k.status ?? 'Active', CreateDate: createDate(k) })) } };
    },
  },
  DeleteAccessKey: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const user = checkUser(ctx);
      if (user) {
        const key = userKeyOf(ctx, user);
        user.accessKeys = user.accessKeys.filter((k) => k !== key);
        return {};
      }
      const id = ctx.params.required('UserAccessKeyId');
      try {
        deleteAccessKey(ctx.tenant, id);
      } catch (err) {
        if (err instanceof ControlError) throw notFound('EntityNotExist.User.AccessKey', `The AccessKey does not exist: ${id}.`);
        throw err;
      }
      return {};
    },
  },
  UpdateAccessKey: {
    rw: 'Write',
    effect: { effect: 'disable', when: { Status: ['Inactive'] } },
    handle(ctx) {
      const user = checkUser(ctx);
      const status = ctx.params.oneOf('Status', ['Active', 'Inactive']);
      if (user) {
        userKeyOf(ctx, user).Status = status;
        return {};
      }
      // The account's own key: an Inactive one stops signing at once (InvalidAccessKeyId.Inactive), as in the cloud.
      const id = ctx.params.required('UserAccessKeyId');
      const key = ctx.tenant.accessKeys.find((k) => k.accessKeyId === id);
      if (!key) throw notFound('EntityNotExist.User.AccessKey', `The AccessKey does not exist: ${id}.`);
      key.status = status;
      return {};
    },
  },
  ...ramIamActions,
  ...ramSettingsActions,
  ...ramMfaActions,
  CreateGroup: {
    rw: 'Write',
    handle(ctx) {
      // Variant: the console now requires a note for every group.
      if (ctx.variant('ram-create-group-note-required') && !ctx.params.optional('Comments')?.trim()) throw missingParameter('Comments');
      return ramIamActions.CreateGroup.handle(ctx);
    },
  },
} satisfies Record<RamAction, ActionDef>;

/** Roles and policies carry tags (ResourceType role / policy), named by their names. */
const RAM_ROLE: TagKindDef = { kind: 'Ram:role', find: (m, k) => (ramOf(m.tenant).roles[k] ? {} : undefined) };
const RAM_POLICY: TagKindDef = { kind: 'Ram:policy', find: (m, k) => (ramOf(m.tenant).policies[k] ? {} : undefined) };

export const product: ProductDef = {
  version: '2015-05-01',
  endpoint: 'ram.aliyuncs.com',
  consoleSource: 'ram.console.aliyun.com',
  described: { key: 'ram', generations: ramGenerations },
  actions: { ...ramActions, ...tagActions({ regional: false, ids: 'ResourceNames', untagKeys: 'TagKeys', flatList: true, types: { role: RAM_ROLE, policy: RAM_POLICY } }) },
  takesRegion: false,
  alsoServes: [sts, ims],
  keyOwner: userKeyOwner,
  authorize: (tenant, userName, ramAction) => evaluate(policiesOfUser(tenant, userName), ramAction),
  history: [{ action: 'GetUser', rw: 'Read', key: 'UserName', type: 'ACS::RAM::User', prefix: 'user-hist' }],
};
