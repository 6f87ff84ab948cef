// The tagging APIs the RPC products share: TagResources, UntagResources (VPC spells it UnTagResources) and
// ListTagResources, over the resource types each product's API names. Parameter and field names follow each
// product's SDK model (RAM names resources by `ResourceNames`, Alidns and RAM list a flat `TagResources` array).
import type { ActionContext, ActionDef } from './action.js';
import { ApiError, invalidParameter, missingParameter, notFound } from './errors.js';
import { region } from './common.js';
import { addTags, findTagged, hasTags, readTagFilter, readTags, removeTags, tagId, taggedKeys, tagKey, tagsOf, type TagKindDef } from './tags.js';

export interface TaggingApi {
  /** The ResourceType values the API takes (compared without case), and the kind each one is (the product's). */
  types: Record<string, TagKindDef>;
  /** Whether RegionId is required and resources are looked up in it. */
  regional: boolean;
  /** The parameter naming resources: `ResourceId.N` or RAM's `ResourceNames.N`. */
  ids?: 'ResourceId' | 'ResourceNames';
  /** The parameter naming the keys to remove: `TagKey.N` or RAM's `TagKeys.N`. */
  untagKeys?: 'TagKey' | 'TagKeys';
  untag?: 'UntagResources' | 'UnTagResources';
  /** `TagResources: {TagResource: [...]}` (ECS, VPC, RDS, SLB, CDN) or a flat array (Alidns, RAM). */
  flatList?: boolean;
}

const MAX_RESOURCES = 50;
const PAGE = 50;

function kindOf(ctx: ActionContext, api: TaggingApi): { def: TagKindDef; kind: TagKindDef['kind']; name: string } {
  const given = ctx.params.required('ResourceType');
  const name = Object.keys(api.types).find((t) => t.toLowerCase() === given.toLowerCase());
  if (!name) throw notFound('InvalidResourceType.NotFound', `The specified ResourceType "${given}" is not valid. Valid values: ${Object.keys(api.types).join(', ')}.`);
  return { def: api.types[name], kind: api.types[name].kind, name };
}

function regionOf(ctx: ActionContext, api: TaggingApi): string | undefined {
  return api.regional ? region(ctx).id : undefined;
}

/** The store keys of the named resources; every one must exist. */
function resources(ctx: ActionContext, api: TaggingApi, def: TagKindDef, regionId: string | undefined, required: boolean): string[] | undefined {
  const param = api.ids ?? 'ResourceId';
  const ids = ctx.params.list(param);
  if (!ids?.length) {
    if (required) throw missingParameter(`${param}.1`);
    return undefined;
  }
  if (ids.length > MAX_RESOURCES) throw invalidParameter(param, `At most ${MAX_RESOURCES} resources per call.`);
  return ids.map((id) => {
    const key = tagKey(def, id, regionId);
    if (!findTagged(ctx, def, key, regionId)) throw notFound('InvalidResourceId.NotFound', `The specified resource "${id}" of type ${ctx.params.required('ResourceType')} does not exist.`);
    return key;
  });
}

export function tagActions(api: TaggingApi): Record<string, ActionDef> {
  const idField = api.ids === 'ResourceNames' ? 'ResourceName' : 'ResourceId';
  return {
    TagResources: {
      rw: 'Write',
      handle(ctx) {
        const regionId = regionOf(ctx, api);
        const { def, kind } = kindOf(ctx, api);
        const keys = resources(ctx, api, def, regionId, true)!;
        const tags = readTags(ctx.params);
        if (!Object.keys(tags).length) throw missingParameter('Tag.1.Key');
        for (const key of keys) addTags(ctx.tenant, kind, key, tags);
        return {};
      },
    },
    [api.untag ?? 'UntagResources']: {
      rw: 'Write',
      handle(ctx) {
        const regionId = regionOf(ctx, api);
        const { def, kind } = kindOf(ctx, api);
        const keys = resources(ctx, api, def, regionId, true)!;
        const param = api.untagKeys ?? 'TagKey';
        const names = ctx.params.list(param);
        const all = ctx.params.bool('All');
        if (!all && !names?.length) throw missingParameter(`${param}.1`);
        for (const key of keys) removeTags(ctx.tenant, kind, key, all ? 'all' : names!);
        return {};
      },
    },
    ListTagResources: {
      rw: 'Read',
      handle(ctx) {
        const regionId = regionOf(ctx, api);
        const { def, kind, name } = kindOf(ctx, api);
        const named = resources(ctx, api, def, regionId, false);
        const filter = readTagFilter(ctx.params);
        const keys = (named ?? taggedKeys(ctx.tenant, kind).filter((k) => findTagged(ctx, def, k, regionId)))
          .filter((k) => hasTags(tagsOf(ctx.tenant, kind, k), filter));
        const rows = keys.flatMap((k) =>
          Object.entries(tagsOf(ctx.tenant, kind, k)).map(([TagKey, TagValue]) => ({ [idField]: tagId(def, k), ResourceType: name, TagKey, TagValue })),
        );
        const token = ctx.params.optional('NextToken');
        const start = token === undefined ? 0 : Number(token);
        if (!Number.isInteger(start) || start < 0 || start > rows.length) throw new ApiError('InvalidNextToken', `The specified NextToken "${token}" is not valid.`, 400);
        const size = ctx.params.int(ctx.params.has('MaxResults') ? 'MaxResults' : 'PageSize', { min: 1, max: 1000, fallback: PAGE });
        const page = rows.slice(start, start + size);
        const next = start + size < rows.length ? String(start + size) : '';
        return { NextToken: next, TagResources: api.flatList ? page : { TagResource: page } };
      },
    },
  };
}

/** CDN's DescribeTagResources: the named resources (ResourceId.N, required) with their tags, `[{ResourceId, Tag: [{Key, Value}]}]`. */
export function describeTagResources(api: TaggingApi): ActionDef {
  return {
    rw: 'Read',
    handle(ctx) {
      const regionId = regionOf(ctx, api);
      const { def, kind } = kindOf(ctx, api);
      const keys = resources(ctx, api, def, regionId, true)!;
      const filter = readTagFilter(ctx.params);
      return {
        TagResources: keys
          .filter((k) => hasTags(tagsOf(ctx.tenant, kind, k), filter))
          .map((k) => ({ ResourceId: tagId(def, k), Tag: Object.entries(tagsOf(ctx.tenant, kind, k)).map(([Key, Value]) => ({ Key, Value })) })),
      };
    },
  };
}
