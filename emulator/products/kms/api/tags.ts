// KMS tags (2016-01-20): keys and secrets carry tags, given at creation (`Tags`, a JSON array of `{Key, Value}` or
// `{TagKey, TagValue}`) or with TagResource / UntagResource (one key or secret per call), listed for a key by
// ListResourceTags and for a secret by DescribeSecret and ListSecrets.
import type { ActionContext, ActionDef } from '../../../action.js';
import { missingParameter } from '../../../errors.js';
import { keyOf, kmsOf, kmsRegion, secretKey, secretOf } from './state.js';
import { addTags, readTags, removeTags, tagsOf, type TagKind } from '../../../tags.js';

export type KmsTagAction = 'TagResource' | 'UntagResource' | 'ListResourceTags';

/** The key (`KeyId`) or secret (`SecretName`) a tagging call names. */
function target(ctx: ActionContext): { kind: TagKind; key: string } {
  const state = kmsOf(ctx.tenant, ctx.now);
  if (ctx.params.has('KeyId')) return { kind: 'Kms:key', key: keyOf(ctx, state).KeyId };
  if (ctx.params.has('SecretName')) {
    const secret = secretOf(ctx, state);
    return { kind: 'Kms:secret', key: secretKey(secret.RegionId, secret.SecretName) };
  }
  throw missingParameter('KeyId');
}

export const kmsTagActions = {
  TagResource: {
    rw: 'Write',
    handle(ctx) {
      const { kind, key } = target(ctx);
      const tags = readTags(ctx.params, 'Tags');
      if (!Object.keys(tags).length) throw missingParameter('Tags');
      addTags(ctx.tenant, kind, key, tags);
      return {};
    },
  },
  UntagResource: {
    rw: 'Write',
    handle(ctx) {
      const { kind, key } = target(ctx);
      const names = ctx.params.list('TagKeys');
      if (!names?.length) throw missingParameter('TagKeys');
      removeTags(ctx.tenant, kind, key, names);
      return {};
    },
  },
  ListResourceTags: {
    rw: 'Read',
    handle(ctx) {
      kmsRegion(ctx);
      const key = keyOf(ctx, kmsOf(ctx.tenant, ctx.now));
      const tags = Object.entries(tagsOf(ctx.tenant, 'Kms:key', key.KeyId));
      return { Tags: { Tag: tags.map(([TagKey, TagValue]) => ({ KeyId: key.KeyId, TagKey, TagValue })) } };
    },
  },
} satisfies Record<KmsTagAction, ActionDef>;
