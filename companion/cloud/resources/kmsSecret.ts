// A KMS secret (KMS API 2016-01-20): CreateSecret with a first version. Without `SecretData` a random
// value is stored (the task never needs to know it); destroy deletes the secret without a recovery window.
import { randomBytes } from 'node:crypto';
import type { CloudClient } from '../sdk';
import { isNotFound, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { jsonTags, pagedRpc, listed } from './listing';

async function describe(client: CloudClient, name: string): Promise<Record<string, unknown> | undefined> {
  return unlessGone(client.call('kms', 'DescribeSecret', { SecretName: name }));
}

export const kmsSecret = {
  type: 'kms_secret',
  description: 'A KMS Secrets Manager generic secret with one version (VersionId v1 unless given); `RecoveryWindowInDays: 7` leaves it deleted, in its recovery window.',
  nameParam: 'SecretName',
  tagging: 'own',
  dependencies: [],
  consolePath: 'KMS console > Resource > Secrets',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const { RecoveryWindowInDays: window, ...fields } = attrs;
    const params: Record<string, string> = { VersionId: 'v1', SecretData: `aca-${randomBytes(12).toString('hex')}`, ...jsonTags(ctx.tags, 'Key'), ...fields };
    const created = await client.call('kms', 'CreateSecret', params);
    const name = String(created.SecretName ?? params.SecretName);
    if (window) await client.call('kms', 'DeleteSecret', { SecretName: name, RecoveryWindowInDays: window });
    const { SecretData: _, Tags: __, ...visible } = params;
    return { id: name, name, attributes: { ...visible, ...(window ? { RecoveryWindowInDays: window } : {}), ...scalarFields(created, ['Arn', 'VersionId', 'SecretName']) } };
  },

  async verify(client, resource) {
    const found = await describe(client, resource.id);
    return found !== undefined && Boolean(found.PlannedDeleteTime) === Boolean(resource.attributes.RecoveryWindowInDays);
  },

  async destroy(client, resource) {
    try {
      await client.call('kms', 'DeleteSecret', { SecretName: resource.id, ForceDeleteWithoutRecovery: 'true' });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Secret ${resource.id} still exists after DeleteSecret.`);
  },

  async list(client) {
    const secrets = await pagedRpc(client, 'kms', 'ListSecrets', { FetchTags: 'true' }, ['SecretList', 'Secret'], { pageSize: 100 });
    return secrets.map((s) => listed(s, String(s.SecretName), s.SecretName, scalarFields(s, ['SecretName', 'SecretType', 'PlannedDeleteTime'])));
  },
} satisfies ResourceType;
