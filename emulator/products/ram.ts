// RAM (2015-05-01): the account's own AccessKeys (the root identity; RAM users are not modelled yet). They are
// the keys the gateway signs with, so a key created here works at once and a deleted one stops working.
import type { ActionContext, ActionDef, ProductDef } from '../action.js';
import { addAccessKey, deleteAccessKey } from '../accounts.js';
import { ApiError, ControlError, notFound } from '../errors.js';
import type { AccessKey } from '../state.js';

export type RamAction = 'CreateAccessKey' | 'ListAccessKeys' | 'DeleteAccessKey';

const ROOT_USER = 'root';

/** `UserName` may be left out (the caller) or name the root identity; anything else is an unknown user. */
function checkUser(ctx: ActionContext): void {
  const user = ctx.params.optional('UserName');
  if (user !== undefined && user !== ROOT_USER) throw notFound('EntityNotExist.User', `The user does not exist: ${user}.`);
}

/** The cloud's time format here: seconds, no fraction. */
const createDate = (k: AccessKey) => k.createdAt.replace(/\.\d+Z$/, 'Z');

const ramActions = {
  CreateAccessKey: {
    rw: 'Write',
    handle(ctx) {
      checkUser(ctx);
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
      checkUser(ctx);
      return { AccessKeys: { AccessKey: ctx.tenant.accessKeys.map((k) => ({ AccessKeyId: k.accessKeyId, Status: 'Active', CreateDate: createDate(k) })) } };
    },
  },
  DeleteAccessKey: {
    rw: 'Write',
    handle(ctx) {
      checkUser(ctx);
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
} satisfies Record<RamAction, ActionDef>;

export const ram: ProductDef = {
  service: 'Ram',
  version: '2015-05-01',
  endpoint: 'ram.aliyuncs.com',
  consoleSource: 'ram.console.aliyun.com',
  actions: ramActions,
};
