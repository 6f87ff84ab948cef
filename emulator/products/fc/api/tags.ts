// Function Compute 2.0 tags: services carry tags, named by their ARN (`acs:fc:<region>:<account>:services/<name>`),
// set with TagResource (`POST /tag {resourceArn, tags: {k: v}}`), removed with UntagResource (`PUT /tag
// {resourceArn, tagKeys, all}`, the method the official SDK uses; DELETE is taken too),
// read with GetResourceTags and listed with ListTaggedResources. Functions and triggers carry none.
import type { ActionContext, ActionDef, RoaRoute } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { addTags, MAX_TAGS, removeTags, tagId, taggedKeys, tagKey, tagsOf, type TagKindDef, type TagMap } from '../../../tags.js';

export type FcTagAction = 'TagResource' | 'UntagResource' | 'GetResourceTags' | 'ListTaggedResources';

const invalid = (message: string) => new ApiError('InvalidArgument', message, 400);

/** Services are tagged by name, unique per region: the store key is `<region>/<name>`. */
export const FC_SERVICE: TagKindDef = {
  kind: 'FC:service',
  find: (m, k) => {
    const at = k.indexOf('/');
    return m.tenant.fc?.regions[k.slice(0, at)]?.[k.slice(at + 1)] ? { RegionId: k.slice(0, at) } : undefined;
  },
  byRegion: true,
};
const arnOf = (ctx: ActionContext, key: string) => `acs:fc:${key.slice(0, key.indexOf('/'))}:${ctx.tenant.accountId}:services/${tagId(FC_SERVICE, key)}`;

/** The service an ARN names, as the tag store's key; it must exist in this account. */
function serviceKey(ctx: ActionContext): string {
  const arn = ctx.params.raw.resourceArn;
  if (!arn) throw invalid('resourceArn is required');
  const m = /^acs:fc:([a-z0-9-]+):(\d+):services\/([^/]+)$/.exec(arn);
  if (!m) throw invalid(`resourceArn '${arn}' is invalid: use acs:fc:<region>:<account>:services/<serviceName>`);
  const [, region, account, name] = m;
  if (account !== ctx.tenant.accountId || !ctx.tenant.fc?.regions[region]?.[name]) {
    throw new ApiError('ServiceNotFound', `service '${name}' does not exist`, 404);
  }
  return tagKey(FC_SERVICE, name, region);
}

/** `tags.<key>` entries of the flattened JSON body. */
function bodyTags(ctx: ActionContext): TagMap {
  const tags: TagMap = {};
  for (const [k, v] of Object.entries(ctx.params.raw)) if (k.startsWith('tags.')) tags[k.slice(5)] = v;
  if (!Object.keys(tags).length) throw invalid('tags is required');
  for (const k of Object.keys(tags)) {
    if (!k || k.length > 128 || /^(aliyun|acs:)/i.test(k)) throw invalid(`tag key '${k}' is invalid: 1 to 128 characters, not starting with aliyun or acs:`);
  }
  if (Object.keys(tags).length > MAX_TAGS) throw invalid(`at most ${MAX_TAGS} tags`);
  return tags;
}

export const fcTagActions = {
  TagResource: {
    rw: 'Write',
    handle(ctx) {
      const key = serviceKey(ctx);
      const tags = bodyTags(ctx);
      try {
        addTags(ctx.tenant, 'FC:service', key, tags);
      } catch (err) {
        throw err instanceof ApiError ? invalid(err.message) : err;
      }
      return {};
    },
  },
  UntagResource: {
    rw: 'Write',
    handle(ctx) {
      const key = serviceKey(ctx);
      const all = ctx.params.raw.all === 'true';
      const keys = Object.entries(ctx.params.raw).filter(([k]) => /^tagKeys\.\d+$/.test(k)).map(([, v]) => v);
      if (!all && !keys.length) throw invalid('tagKeys is required unless all is true');
      removeTags(ctx.tenant, 'FC:service', key, all ? 'all' : keys);
      return {};
    },
  },
  GetResourceTags: {
    rw: 'Read',
    handle(ctx) {
      const key = serviceKey(ctx);
      return { resourceArn: arnOf(ctx, key), tags: tagsOf(ctx.tenant, 'FC:service', key) };
    },
  },
  ListTaggedResources: {
    rw: 'Read',
    handle(ctx) {
      const exists = (key: string) => {
        const [region, name] = [key.slice(0, key.indexOf('/')), tagId(FC_SERVICE, key)];
        return Boolean(ctx.tenant.fc?.regions[region]?.[name]);
      };
      const keys = taggedKeys(ctx.tenant, 'FC:service').filter(exists).sort();
      const limit = Math.min(100, Math.max(1, Number(ctx.params.raw.limit ?? 20) || 20));
      const start = ctx.params.raw.nextToken ? keys.indexOf(ctx.params.raw.nextToken) : 0;
      if (start < 0) throw invalid(`nextToken '${ctx.params.raw.nextToken}' is invalid`);
      const page = keys.slice(start, start + limit);
      const next = keys[start + limit];
      return { resources: page.map((k) => ({ resourceArn: arnOf(ctx, k), tags: tagsOf(ctx.tenant, 'FC:service', k) })), ...(next ? { nextToken: next } : {}) };
    },
  },
} satisfies Record<FcTagAction, ActionDef>;

export const fcTagRoutes = (v: string): RoaRoute[] => [
  { method: 'POST', path: `${v}/tag`, action: 'TagResource' },
  { method: 'PUT', path: `${v}/tag`, action: 'UntagResource' },
  { method: 'DELETE', path: `${v}/tag`, action: 'UntagResource' },
  { method: 'GET', path: `${v}/tag`, action: 'GetResourceTags' },
  { method: 'GET', path: `${v}/tags`, action: 'ListTaggedResources' },
];
