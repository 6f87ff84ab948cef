// KMS Secrets Manager (2016-01-20): generic secrets with versions and stages (ACSCurrent, ACSPrevious).
// A secret's value (SecretData) leaves the emulator only in GetSecretValue, a read whose response the trail
// never keeps; its request parameter is masked in ActionTrail (trail.ts).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, missingParameter } from '../../../errors.js';
import { page, secondTime } from '../../../common.js';
import { DAY_MS, keyOf, kmsOf, kmsRegion, secretKey, secretOf, type KmsSecret, type KmsState, type SecretVersion } from './state.js';
import { readTags, setTags, tagView } from '../../../tags.js';

export type KmsSecretAction =
  | 'CreateSecret' | 'DescribeSecret' | 'ListSecrets' | 'GetSecretValue' | 'PutSecretValue' | 'DeleteSecret'
  | 'RestoreSecret' | 'UpdateSecret' | 'ListSecretVersionIds';

const SECRETS_PER_REGION = 200;
const CURRENT = 'ACSCurrent';
const PREVIOUS = 'ACSPrevious';

const exists = (what: string) => new ApiError('Rejected.ResourceExist', `The resource already exists: ${what}.`);

function checkSecretName(name: string): void {
  if (!/^[A-Za-z0-9_/+=.@-]{1,192}$/.test(name) || name.startsWith('acs/')) {
    throw invalidParameter('SecretName', 'It must be 1 to 192 characters long and contain only letters, digits, underscores (_), forward slashes (/), plus signs (+), equal signs (=), periods (.), at signs (@) and hyphens (-); it may not start with "acs/".');
  }
}

function checkVersionId(id: string): void {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(id)) {
    throw invalidParameter('VersionId', 'It must be 1 to 64 characters: letters, digits, underscores (_), periods (.) and hyphens (-).');
  }
}

function secretData(ctx: ActionContext): { data: string; type: 'text' | 'binary' } {
  const data = ctx.params.required('SecretData');
  if (data.length > 30720) throw invalidParameter('SecretData', 'It must be at most 30720 bytes.');
  return { data, type: ctx.params.oneOf('SecretDataType', ['text', 'binary'], 'text') };
}

/** A secret in its recovery window cannot be read or changed until RestoreSecret. */
function usable(secret: KmsSecret): KmsSecret {
  if (secret.deleteAt !== null) throw new ApiError('Rejected.ResourceDeleted', `The secret ${secret.SecretName} is scheduled for deletion at ${secret.PlannedDeleteTime}; restore it first.`, 409);
  return secret;
}

function versionOf(ctx: ActionContext, secret: KmsSecret): SecretVersion {
  const id = ctx.params.optional('VersionId');
  const stage = ctx.params.optional('VersionStage') ?? (id ? undefined : CURRENT);
  const found = secret.versions.find((v) => (!id || v.VersionId === id) && (!stage || v.VersionStages.includes(stage)));
  if (!found) throw new ApiError('Forbidden.ResourceNotFound', `The resource is not found: version ${id ?? stage} of secret ${secret.SecretName}.`, 404);
  return found;
}

/** The encryption key of a new secret: an enabled symmetric key of the region, by ID or alias. */
function encryptionKey(ctx: ActionContext, state: KmsState): string {
  if (!ctx.params.has('EncryptionKeyId')) return '';
  const key = keyOf(ctx, state, 'EncryptionKeyId');
  if (key.KeyState !== 'Enabled') throw new ApiError(`Rejected.${key.KeyState}`, `The request was rejected because the key state is ${key.KeyState}.`, 409);
  if (!key.KeySpec.startsWith('Aliyun_')) throw invalidParameter('EncryptionKeyId', 'A secret must be encrypted with a symmetric key.');
  return key.KeyId;
}

const stagesView = (v: SecretVersion) => ({ VersionStage: [...v.VersionStages] });

export const kmsSecretActions = {
  CreateSecret: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const state = kmsOf(ctx.tenant, ctx.now);
      const regionId = kmsRegion(ctx);
      const name = p.required('SecretName');
      checkSecretName(name);
      const versionId = p.required('VersionId');
      checkVersionId(versionId);
      const { data, type } = secretData(ctx);
      const description = p.optional('Description') ?? '';
      if (description.length > 1024) throw invalidParameter('Description', 'It must be at most 1024 characters.');
      if (ctx.variant('kms-create-secret-key-required') && !p.has('EncryptionKeyId')) throw missingParameter('EncryptionKeyId');
      const keyId = encryptionKey(ctx, state);
      const tags = readTags(p, 'Tags');
      if (state.secrets[secretKey(regionId, name)]) throw exists(`secret ${name}`);
      if (Object.values(state.secrets).filter((s) => s.RegionId === regionId).length >= SECRETS_PER_REGION) {
        throw new ApiError('Rejected.LimitExceeded', `The request was rejected because user create resource limit was exceeded: at most ${SECRETS_PER_REGION} secrets in ${regionId}.`);
      }
      const time = secondTime(ctx.now);
      const secret: KmsSecret = {
        SecretName: name, RegionId: regionId, Arn: `acs:kms:${regionId}:${ctx.tenant.accountId}:secret/${name}`, SecretType: 'Generic',
        Description: description, EncryptionKeyId: keyId, CreateTime: time, UpdateTime: time, PlannedDeleteTime: '', deleteAt: null,
        versions: [{ VersionId: versionId, SecretData: data, SecretDataType: type, CreateTime: time, VersionStages: [CURRENT] }],
      };
      state.secrets[secretKey(regionId, name)] = secret;
      setTags(ctx.tenant, 'Kms:secret', secretKey(regionId, name), tags);
      return { Arn: secret.Arn, VersionId: versionId, SecretName: name, SecretType: 'Generic', AutomaticRotation: 'Disabled' };
    },
  },
  DescribeSecret: {
    rw: 'Read',
    handle(ctx) {
      const s = secretOf(ctx, kmsOf(ctx.tenant, ctx.now));
      return {
        Arn: s.Arn, SecretName: s.SecretName, SecretType: s.SecretType, EncryptionKeyId: s.EncryptionKeyId, Description: s.Description,
        CreateTime: s.CreateTime, UpdateTime: s.UpdateTime, PlannedDeleteTime: s.PlannedDeleteTime, AutomaticRotation: 'Disabled',
        Tags: tagView(ctx.tenant, 'Kms:secret', secretKey(s.RegionId, s.SecretName)),
      };
    },
  },
  ListSecrets: {
    rw: 'Read',
    handle(ctx) {
      const regionId = kmsRegion(ctx);
      const all = Object.values(kmsOf(ctx.tenant, ctx.now).secrets)
        .filter((s) => s.RegionId === regionId)
        .sort((a, b) => b.CreateTime.localeCompare(a.CreateTime) || a.SecretName.localeCompare(b.SecretName));
      const { items, ...paging } = page(all, ctx.params, { size: 10, max: 100 });
      return {
        ...paging,
        SecretList: {
          Secret: items.map((s) => ({
            SecretName: s.SecretName, SecretType: s.SecretType, CreateTime: s.CreateTime, UpdateTime: s.UpdateTime,
            PlannedDeleteTime: s.PlannedDeleteTime, Tags: tagView(ctx.tenant, 'Kms:secret', secretKey(s.RegionId, s.SecretName)),
          })),
        },
      };
    },
  },
  GetSecretValue: {
    rw: 'Read',
    handle(ctx) {
      const secret = usable(secretOf(ctx, kmsOf(ctx.tenant, ctx.now)));
      const v = versionOf(ctx, secret);
      return {
        SecretName: secret.SecretName, SecretType: secret.SecretType, VersionId: v.VersionId, CreateTime: v.CreateTime,
        SecretData: v.SecretData, SecretDataType: v.SecretDataType, VersionStages: stagesView(v), AutomaticRotation: 'Disabled',
      };
    },
  },
  PutSecretValue: {
    rw: 'Write',
    handle(ctx) {
      const secret = usable(secretOf(ctx, kmsOf(ctx.tenant, ctx.now)));
      const versionId = ctx.params.required('VersionId');
      checkVersionId(versionId);
      const { data, type } = secretData(ctx);
      const stages = ctx.params.list('VersionStages') ?? [CURRENT];
      if (secret.versions.some((v) => v.VersionId === versionId)) throw exists(`version ${versionId} of secret ${secret.SecretName}`);
      const time = secondTime(ctx.now);
      if (stages.includes(CURRENT)) {
        for (const v of secret.versions) v.VersionStages = v.VersionStages.filter((s) => s !== PREVIOUS);
        for (const v of secret.versions) {
          if (v.VersionStages.includes(CURRENT)) v.VersionStages = [...v.VersionStages.filter((s) => s !== CURRENT), PREVIOUS];
        }
      }
      for (const v of secret.versions) v.VersionStages = v.VersionStages.filter((s) => s === CURRENT || s === PREVIOUS || !stages.includes(s));
      const version: SecretVersion = { VersionId: versionId, SecretData: data, SecretDataType: type, CreateTime: time, VersionStages: stages };
      // Versions without a stage are dropped, as the cloud keeps only staged versions.
      secret.versions = [...secret.versions.filter((v) => v.VersionStages.length), version];
      secret.UpdateTime = time;
      return { SecretName: secret.SecretName, VersionId: versionId, VersionStages: stagesView(version) };
    },
  },
  DeleteSecret: {
    rw: 'Write',
    handle(ctx) {
      const state = kmsOf(ctx.tenant, ctx.now);
      const secret = secretOf(ctx, state);
      if (ctx.params.bool('ForceDeleteWithoutRecovery')) {
        delete state.secrets[secretKey(secret.RegionId, secret.SecretName)];
        return { SecretName: secret.SecretName, PlannedDeleteTime: secondTime(ctx.now) };
      }
      const days = ctx.params.int('RecoveryWindowInDays', { min: 7, max: 30, fallback: 30 });
      secret.deleteAt = ctx.now + days * DAY_MS;
      secret.PlannedDeleteTime = secondTime(secret.deleteAt);
      return { SecretName: secret.SecretName, PlannedDeleteTime: secret.PlannedDeleteTime };
    },
  },
  RestoreSecret: {
    rw: 'Write',
    handle(ctx) {
      const secret = secretOf(ctx, kmsOf(ctx.tenant, ctx.now));
      secret.deleteAt = null;
      secret.PlannedDeleteTime = '';
      return { SecretName: secret.SecretName };
    },
  },
  UpdateSecret: {
    rw: 'Write',
    handle(ctx) {
      const secret = usable(secretOf(ctx, kmsOf(ctx.tenant, ctx.now)));
      const description = ctx.params.optional('Description') ?? '';
      if (description.length > 1024) throw invalidParameter('Description', 'It must be at most 1024 characters.');
      secret.Description = description;
      secret.UpdateTime = secondTime(ctx.now);
      return { SecretName: secret.SecretName };
    },
  },
  ListSecretVersionIds: {
    rw: 'Read',
    handle(ctx) {
      const secret = secretOf(ctx, kmsOf(ctx.tenant, ctx.now));
      const { items, ...paging } = page(secret.versions, ctx.params, { size: 10, max: 100 });
      return {
        ...paging,
        SecretName: secret.SecretName,
        VersionIds: { VersionId: items.map((v) => ({ VersionId: v.VersionId, CreateTime: v.CreateTime, VersionStages: stagesView(v) })) },
      };
    },
  },
} satisfies Record<KmsSecretAction, ActionDef>;
