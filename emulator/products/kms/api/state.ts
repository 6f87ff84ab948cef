// KMS (2016-01-20) state of one account: keys, aliases and secrets, kept in `tenant.kms` and created on first use.
// Deletions the cloud schedules days ahead (keys, secrets) are purged lazily when the account is next touched.
import type { ActionContext } from '../../../action.js';
import { findRegion } from '../../../catalog.js';
import { notFound } from '../../../errors.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    kms?: KmsState;
  }
}

export type KeyState = 'Enabled' | 'Disabled' | 'PendingDeletion' | 'PendingImport';

export interface KmsKey {
  KeyId: string;
  RegionId: string;
  Arn: string;
  CreationDate: string;
  Creator: string;
  Description: string;
  KeyState: KeyState;
  KeyUsage: string;
  KeySpec: string;
  Origin: string;
  ProtectionLevel: string;
  PrimaryKeyVersion: string;
  /** Empty unless the key is PendingDeletion. */
  DeleteDate: string;
  /** ms timestamp of DeleteDate, for purging. */
  deleteAt: number | null;
  /** UpdateRotationPolicy: `Enabled` with an interval such as `2592000s`; absent on keys never configured. */
  AutomaticRotation?: 'Enabled' | 'Disabled';
  RotationInterval?: string;
}

export interface KmsAlias {
  AliasName: string;
  AliasArn: string;
  KeyId: string;
  RegionId: string;
}

export interface SecretVersion {
  VersionId: string;
  SecretData: string;
  SecretDataType: 'text' | 'binary';
  CreateTime: string;
  VersionStages: string[];
}

export interface KmsSecret {
  SecretName: string;
  RegionId: string;
  Arn: string;
  SecretType: string;
  Description: string;
  EncryptionKeyId: string;
  CreateTime: string;
  UpdateTime: string;
  PlannedDeleteTime: string;
  deleteAt: number | null;
  versions: SecretVersion[];
}

export interface KmsState {
  keys: Record<string, KmsKey>;
  aliases: Record<string, KmsAlias>;
  /** By `<RegionId>/<SecretName>`: names are unique per region. */
  secrets: Record<string, KmsSecret>;
}

export const DAY_MS = 86_400_000;

/** The account's KMS state, with expired pending deletions carried out. */
export function kmsOf(tenant: Tenant, now: number): KmsState {
  const state = (tenant.kms ??= { keys: {}, aliases: {}, secrets: {} });
  for (const key of Object.values(state.keys)) {
    if (key.deleteAt !== null && key.deleteAt <= now) {
      delete state.keys[key.KeyId];
      for (const alias of Object.values(state.aliases)) if (alias.KeyId === key.KeyId) delete state.aliases[aliasKey(alias.RegionId, alias.AliasName)];
    }
  }
  for (const [k, secret] of Object.entries(state.secrets)) if (secret.deleteAt !== null && secret.deleteAt <= now) delete state.secrets[k];
  return state;
}

export const aliasKey = (regionId: string, name: string) => `${regionId}/${name}`;
export const secretKey = aliasKey;

/** KMS is regional; SDK calls carry no RegionId (the endpoint names it), the console's do. */
export function kmsRegion(ctx: ActionContext): string {
  const id = ctx.params.optional('RegionId') ?? 'cn-hangzhou';
  if (!findRegion(id)) throw notFound('InvalidRegionId.NotFound', `The specified RegionId "${id}" does not exist.`);
  return id;
}

/** A key by its ID, its ARN or one of its aliases (`alias/…`), in the call's region. */
export function keyOf(ctx: ActionContext, state: KmsState, param = 'KeyId'): KmsKey {
  const ref = ctx.params.required(param);
  const regionId = kmsRegion(ctx);
  if (ref.startsWith('alias/')) {
    const alias = state.aliases[aliasKey(regionId, ref)];
    if (!alias) throw notFound('Forbidden.AliasNotFound', 'The specified Alias is not found.');
    return state.keys[alias.KeyId];
  }
  const id = ref.startsWith('acs:kms:') ? ref.slice(ref.lastIndexOf('/') + 1) : ref;
  const key = state.keys[id];
  if (!key || key.RegionId !== regionId) throw notFound('Forbidden.KeyNotFound', 'The specified Key is not found.');
  return key;
}

export function secretOf(ctx: ActionContext, state: KmsState): KmsSecret {
  const name = ctx.params.required('SecretName');
  const secret = state.secrets[secretKey(kmsRegion(ctx), name)];
  if (!secret) throw notFound('Forbidden.ResourceNotFound', `The resource is not found: secret ${name}.`);
  return secret;
}
