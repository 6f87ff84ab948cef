// A KMS key (KMS API 2016-01-20): CreateKey, and CreateAlias when the attributes carry an `AliasName`.
// Keys cannot be deleted at once: destroy schedules the deletion (7 days, the shortest window) and removes
// the alias, as Terraform's alicloud_kms_key does.
import type { CloudClient } from '../sdk';
import { isNotFound, type CreatedResource, type ResourceType, unlessGone, scalarFields } from './types';
import { jsonTags, pagedRpc, listed } from './listing';

async function describe(client: CloudClient, keyId: string): Promise<Record<string, unknown> | undefined> {
  const body = await unlessGone(client.call('kms', 'DescribeKey', { KeyId: keyId }));
  return body && body.KeyMetadata as Record<string, unknown>;
}

export const kmsKey = {
  type: 'kms_key',
  description: 'A KMS customer master key (Aliyun_AES_256 for encryption by default), optionally with an alias (`AliasName: alias/…`); `KeyState: Disabled` or `PendingDeletion` leaves it disabled or scheduled for deletion (7 days).',
  nameParam: 'Description',
  tagging: 'own',
  dependencies: [],
  consolePath: 'KMS console > Resource > Keys',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const { AliasName: alias, KeyState: state, ...keyParams } = attrs;
    const created = await client.call('kms', 'CreateKey', { KeySpec: 'Aliyun_AES_256', KeyUsage: 'ENCRYPT/DECRYPT', ...jsonTags(ctx.tags), ...keyParams });
    const meta = created.KeyMetadata as Record<string, string>;
    const id = meta.KeyId;
    if (alias) {
      try {
        await client.call('kms', 'CreateAlias', { KeyId: id, AliasName: alias });
      } catch (err) {
        await client.call('kms', 'ScheduleKeyDeletion', { KeyId: id, PendingWindowInDays: 7 }).catch(() => undefined);
        throw err;
      }
    }
    if (state === 'Disabled') await client.call('kms', 'DisableKey', { KeyId: id });
    if (state === 'PendingDeletion') await client.call('kms', 'ScheduleKeyDeletion', { KeyId: id, PendingWindowInDays: 7 });
    return {
      id,
      name: alias ?? id,
      attributes: { ...attrs, KeyId: id, Arn: meta.Arn, KeySpec: meta.KeySpec, KeyState: state ?? meta.KeyState, ...(alias ? { AliasName: alias } : {}) },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.KeyState === (resource.attributes.KeyState ?? 'Enabled');
  },

  async destroy(client, resource) {
    const alias = resource.attributes.AliasName;
    if (alias) {
      await client.call('kms', 'DeleteAlias', { AliasName: alias }).catch((err: unknown) => {
        if (!isNotFound(err)) throw err;
      });
    }
    const meta = await describe(client, resource.id);
    if (!meta || meta.KeyState === 'PendingDeletion') return;
    await client.call('kms', 'ScheduleKeyDeletion', { KeyId: resource.id, PendingWindowInDays: 7 });
    const after = await describe(client, resource.id);
    if (after && after.KeyState !== 'PendingDeletion') throw new Error(`KMS key ${resource.id} is ${String(after.KeyState)} after ScheduleKeyDeletion.`);
  },

  async list(client) {
    // Named after an alias when it has one, else its description; keys already pending deletion are left out.
    const keys = await pagedRpc(client, 'kms', 'ListKeys', {}, ['Keys', 'Key'], { pageSize: 100 });
    const aliases = await pagedRpc(client, 'kms', 'ListAliases', {}, ['Aliases', 'Alias'], { pageSize: 100 });
    const out = [];
    for (const k of keys) {
      const meta = await describe(client, String(k.KeyId));
      if (!meta || meta.KeyState === 'PendingDeletion') continue;
      const alias = aliases.find((a) => a.KeyId === k.KeyId)?.AliasName as string | undefined;
      const attributes = { ...scalarFields(meta, ['KeyId', 'Description', 'KeyState', 'KeySpec']), ...(alias ? { AliasName: alias } : {}) };
      // ListKeys and DescribeKey carry no tags: ListResourceTags has them.
      const tags = await client.call('kms', 'ListResourceTags', { KeyId: k.KeyId });
      out.push(listed({ Tags: tags.Tags }, String(k.KeyId), alias || meta.Description || k.KeyId, attributes));
    }
    return out;
  },
} satisfies ResourceType;
