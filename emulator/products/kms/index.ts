// KMS (2016-01-20): customer master keys, their aliases, and (kms-secrets.ts) Secrets Manager secrets.
// Keys are usable at once (no asynchronous creation); deletion is scheduled 7–366 days ahead, as the cloud does.
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { ApiError, invalidParameter, missingParameter } from '../../errors.js';
import { page, secondTime } from '../../common.js';
import { kmsSecretActions, type KmsSecretAction } from './api/secrets.js';
import { aliasKey, DAY_MS, keyOf, kmsOf, kmsRegion, type KmsKey, type KmsState } from './api/state.js';
import { kmsTagActions, type KmsTagAction } from './api/tags.js';
import { readTags, setTags } from '../../tags.js';
import { kmsGenerations } from './generations/index.js';

type KmsKeyAction =
  | 'CreateKey' | 'DescribeKey' | 'ListKeys' | 'UpdateKeyDescription' | 'EnableKey' | 'DisableKey'
  | 'ScheduleKeyDeletion' | 'CancelKeyDeletion' | 'CreateAlias' | 'ListAliases' | 'ListAliasesByKeyId' | 'DeleteAlias'
  | 'UpdateRotationPolicy' | 'SetDeletionProtection';

export type KmsAction = KmsKeyAction | KmsSecretAction | KmsTagAction;

/** Key specs and the usages each allows. */
const KEY_SPECS: Record<string, string[]> = {
  Aliyun_AES_256: ['ENCRYPT/DECRYPT'],
  Aliyun_AES_128: ['ENCRYPT/DECRYPT'],
  Aliyun_AES_192: ['ENCRYPT/DECRYPT'],
  Aliyun_SM4: ['ENCRYPT/DECRYPT'],
  RSA_2048: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'],
  RSA_3072: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'],
  EC_P256: ['SIGN/VERIFY'],
  EC_P256K: ['SIGN/VERIFY'],
  EC_SM2: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'],
};

export const KEYS_PER_REGION = 100;
const ALIASES_PER_KEY = 50;

export const rejectedState = (key: KmsKey) =>
  new ApiError(`Rejected.${key.KeyState}`, `The request was rejected because the key state is ${key.KeyState}.`, 409);

const lowerUuid = (ctx: Pick<ActionContext, 'rng'>) => ctx.rng.uuid().toLowerCase();

const rotationSeconds = (key: KmsKey) => Number((key.RotationInterval ?? '0s').slice(0, -1));

export const keyMetadata = (key: KmsKey) => {
  const rotating = key.AutomaticRotation === 'Enabled';
  return {
    KeyId: key.KeyId, Arn: key.Arn, CreationDate: key.CreationDate, Creator: key.Creator, Description: key.Description,
    KeyState: key.KeyState, KeyUsage: key.KeyUsage, KeySpec: key.KeySpec, Origin: key.Origin, ProtectionLevel: key.ProtectionLevel,
    PrimaryKeyVersion: key.PrimaryKeyVersion, DeleteDate: key.DeleteDate, MaterialExpireTime: '', AutomaticRotation: key.AutomaticRotation ?? 'Disabled',
    RotationInterval: rotating ? key.RotationInterval : '', LastRotationDate: key.CreationDate,
    NextRotationDate: rotating ? secondTime(Date.parse(key.CreationDate) + rotationSeconds(key) * 1000) : '',
    DeletionProtection: key.DeletionProtection ?? 'Disabled', DeletionProtectionDescription: key.DeletionProtectionDescription ?? '',
  };
};

/** Automatic rotation takes an interval of 7 to 365 days, written in seconds with an `s` (`2592000s`). */
function rotationInterval(ctx: ActionContext): string {
  const raw = ctx.params.required('RotationInterval');
  const seconds = /^\d+s$/.test(raw) ? Number(raw.slice(0, -1)) : NaN;
  if (!(seconds >= 7 * 86_400 && seconds <= 365 * 86_400)) {
    throw invalidParameter('RotationInterval', 'It must be from 604800s (7 days) to 31536000s (365 days).');
  }
  return `${seconds}s`;
}

function checkKeyDescription(ctx: ActionContext, required = false): string {
  const value = required ? ctx.params.required('Description') : (ctx.params.optional('Description') ?? '');
  if (value.length > 8192) throw invalidParameter('Description', 'It must be at most 8192 characters.');
  return value;
}

/** `alias/` then letters, digits, `_`, `-`, `/`, `:`; 1–255 characters in all; `alias/acs/` is reserved. */
function checkAliasName(name: string): void {
  if (!/^alias\/[A-Za-z0-9_/:-]+$/.test(name) || name.length > 255 || name.startsWith('alias/acs/')) {
    throw invalidParameter('AliasName', 'It must start with "alias/", be 1 to 255 characters long, and contain only letters, digits, underscores (_), hyphens (-), forward slashes (/) and colons (:); "alias/acs/" is reserved.');
  }
}

const aliasView = ({ AliasName, AliasArn, KeyId }: { AliasName: string; AliasArn: string; KeyId: string }) => ({ AliasName, AliasArn, KeyId });

function aliasesOf(state: KmsState, regionId: string, keyId?: string) {
  return Object.values(state.aliases)
    .filter((a) => a.RegionId === regionId && (!keyId || a.KeyId === keyId))
    .sort((a, b) => a.AliasName.localeCompare(b.AliasName));
}

const kmsKeyActions = {
  CreateKey: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const state = kmsOf(ctx.tenant, ctx.now);
      const regionId = kmsRegion(ctx);
      const spec = p.oneOf('KeySpec', Object.keys(KEY_SPECS), 'Aliyun_AES_256');
      const usage = p.oneOf('KeyUsage', ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'], 'ENCRYPT/DECRYPT');
      if (!KEY_SPECS[spec].includes(usage)) throw invalidParameter('KeyUsage', `A ${spec} key supports ${KEY_SPECS[spec].join(' or ')}.`);
      const protection = p.oneOf('ProtectionLevel', ['SOFTWARE', 'HSM'], 'SOFTWARE');
      const origin = p.oneOf('Origin', ['Aliyun_KMS', 'EXTERNAL'], 'Aliyun_KMS');
      const description = checkKeyDescription(ctx);
      const tags = readTags(p, 'Tags');
      const count = Object.values(state.keys).filter((k) => k.RegionId === regionId).length;
      if (count >= KEYS_PER_REGION) throw new ApiError('Rejected.LimitExceeded', `The request was rejected because user create resource limit was exceeded: at most ${KEYS_PER_REGION} keys in ${regionId}.`);
      const KeyId = lowerUuid(ctx);
      const created = secondTime(ctx.now);
      const key: KmsKey = {
        KeyId, RegionId: regionId, Arn: `acs:kms:${regionId}:${ctx.tenant.accountId}:key/${KeyId}`, CreationDate: created,
        Creator: ctx.tenant.accountId, Description: description, KeyState: origin === 'EXTERNAL' ? 'PendingImport' : 'Enabled',
        KeyUsage: usage, KeySpec: spec, Origin: origin, ProtectionLevel: protection, PrimaryKeyVersion: lowerUuid(ctx),
        DeleteDate: '', deleteAt: null,
      };
      state.keys[KeyId] = key;
      setTags(ctx.tenant, 'Kms:key', KeyId, tags);
      return { KeyMetadata: keyMetadata(key) };
    },
  },
  DescribeKey: {
    rw: 'Read',
    handle(ctx) {
      return { KeyMetadata: keyMetadata(keyOf(ctx, kmsOf(ctx.tenant, ctx.now))) };
    },
  },
  ListKeys: {
    rw: 'Read',
    handle(ctx) {
      const regionId = kmsRegion(ctx);
      const keys = Object.values(kmsOf(ctx.tenant, ctx.now).keys)
        .filter((k) => k.RegionId === regionId)
        .sort((a, b) => b.CreationDate.localeCompare(a.CreationDate) || a.KeyId.localeCompare(b.KeyId));
      const { items, ...paging } = page(keys, ctx.params, { size: 10, max: 100 });
      return { ...paging, Keys: { Key: items.map((k) => ({ KeyId: k.KeyId, KeyArn: k.Arn })) } };
    },
  },
  UpdateKeyDescription: {
    rw: 'Write',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      key.Description = checkKeyDescription(ctx, true);
      return {};
    },
  },
  EnableKey: {
    rw: 'Write',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      if (key.KeyState === 'PendingDeletion' || key.KeyState === 'PendingImport') throw rejectedState(key);
      key.KeyState = 'Enabled';
      return {};
    },
  },
  DisableKey: {
    rw: 'Write',
    effect: 'disable',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      if (key.KeyState === 'PendingDeletion' || key.KeyState === 'PendingImport') throw rejectedState(key);
      key.KeyState = 'Disabled';
      return {};
    },
  },
  ScheduleKeyDeletion: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      const days = ctx.params.int('PendingWindowInDays', { min: 7, max: 366, fallback: 30 });
      if (key.KeyState === 'PendingDeletion') throw rejectedState(key);
      if (key.DeletionProtection === 'Enabled') {
        throw new ApiError('Forbidden.DeletionProtection', `The key ${key.KeyId} has deletion protection enabled and cannot be scheduled for deletion. Disable its deletion protection (SetDeletionProtection) first.`, 403);
      }
      key.KeyState = 'PendingDeletion';
      key.deleteAt = ctx.now + days * DAY_MS;
      key.DeleteDate = secondTime(key.deleteAt);
      return {};
    },
  },
  CancelKeyDeletion: {
    rw: 'Write',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      if (key.KeyState !== 'PendingDeletion') throw new ApiError('Rejected.StateModifiedFailed', `Keystate modified failed: the key is ${key.KeyState}, not PendingDeletion.`, 409);
      key.KeyState = 'Enabled';
      key.deleteAt = null;
      key.DeleteDate = '';
      return {};
    },
  },
  UpdateRotationPolicy: {
    rw: 'Write',
    handle(ctx) {
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      if (key.KeyState !== 'Enabled') throw rejectedState(key);
      if (!key.KeySpec.startsWith('Aliyun_')) throw new ApiError('UnsupportedOperation', 'Only symmetric keys can be rotated automatically.');
      if (!ctx.params.has('EnableAutomaticRotation')) throw missingParameter('EnableAutomaticRotation');
      if (ctx.params.bool('EnableAutomaticRotation')) {
        key.RotationInterval = rotationInterval(ctx);
        key.AutomaticRotation = 'Enabled';
      } else {
        key.AutomaticRotation = 'Disabled';
      }
      return {};
    },
  },
  SetDeletionProtection: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const state = kmsOf(ctx.tenant, ctx.now);
      // The key is named by its ARN (ProtectedResourceArn), or, in later SDKs, by its ID.
      const key = keyOf(ctx, state, p.has('ProtectedResourceArn') ? 'ProtectedResourceArn' : 'KeyId');
      if (p.has('ProtectedResourceArn') && p.required('ProtectedResourceArn') !== key.Arn) {
        throw invalidParameter('ProtectedResourceArn', `It must be the ARN of a key, such as ${key.Arn}.`);
      }
      if (!p.has('EnableDeletionProtection')) throw missingParameter('EnableDeletionProtection');
      if (key.KeyState === 'PendingDeletion') throw rejectedState(key);
      const enable = p.bool('EnableDeletionProtection');
      const description = p.optional('DeletionProtectionDescription') ?? '';
      if (description.length > 1024) throw invalidParameter('DeletionProtectionDescription', 'It must be at most 1024 characters.');
      key.DeletionProtection = enable ? 'Enabled' : 'Disabled';
      key.DeletionProtectionDescription = enable ? description : '';
      return {};
    },
  },
  CreateAlias: {
    rw: 'Write',
    handle(ctx) {
      const state = kmsOf(ctx.tenant, ctx.now);
      const name = ctx.params.required('AliasName');
      checkAliasName(name);
      const key = keyOf(ctx, state);
      if (key.KeyState === 'PendingDeletion') throw rejectedState(key);
      const regionId = key.RegionId;
      if (state.aliases[aliasKey(regionId, name)]) throw new ApiError('AliasAlreadyExists', `AliasName Already Exists: ${name}.`);
      if (aliasesOf(state, regionId, key.KeyId).length >= ALIASES_PER_KEY) throw new ApiError('Rejected.LimitExceeded', `A key can have at most ${ALIASES_PER_KEY} aliases.`);
      state.aliases[aliasKey(regionId, name)] = { AliasName: name, AliasArn: `acs:kms:${regionId}:${ctx.tenant.accountId}:${name}`, KeyId: key.KeyId, RegionId: regionId };
      return {};
    },
  },
  ListAliases: {
    rw: 'Read',
    handle(ctx) {
      const all = aliasesOf(kmsOf(ctx.tenant, ctx.now), kmsRegion(ctx));
      const { items, ...paging } = page(all, ctx.params, { size: 10, max: 100 });
      return { ...paging, Aliases: { Alias: items.map(aliasView) } };
    },
  },
  ListAliasesByKeyId: {
    rw: 'Read',
    handle(ctx) {
      const state = kmsOf(ctx.tenant, ctx.now);
      const key = keyOf(ctx, state);
      const { items, ...paging } = page(aliasesOf(state, key.RegionId, key.KeyId), ctx.params, { size: 10, max: 100 });
      return { ...paging, Aliases: { Alias: items.map(aliasView) } };
    },
  },
  DeleteAlias: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const state = kmsOf(ctx.tenant, ctx.now);
      const name = ctx.params.required('AliasName');
      const id = aliasKey(kmsRegion(ctx), name);
      if (!state.aliases[id]) throw new ApiError('Forbidden.AliasNotFound', 'The specified Alias is not found.', 404);
      delete state.aliases[id];
      return {};
    },
  },
} satisfies Record<KmsKeyAction, ActionDef>;

export const product = {
  version: '2016-01-20',
  endpoint: 'kms.cn-hangzhou.aliyuncs.com',
  consoleSource: 'kms.console.aliyun.com',
  described: { key: 'kms', generations: kmsGenerations },
  actions: { ...kmsKeyActions, ...kmsSecretActions, ...kmsTagActions } satisfies Record<KmsAction, ActionDef>,
} satisfies ProductDef;
