// Tags as the cloud keeps them: key → value pairs per resource, set at creation (`Tag.N.Key`/`Tag.N.Value`, or a
// product's JSON form) or later (TagResources and its kin, tag-actions.ts), returned by Describe/List calls in each
// product's shape and used there as filters. They live beside the resources (`tenant.tags[kind][key]`), not in
// them, so every product stores them the same way; a create replaces whatever an earlier resource of the same
// name left, and the tagging APIs see only resources that exist (each product describes its kinds: TagKindDef).
import type { Maker } from './action.js';
import { ApiError, invalidParameter, malformed } from './errors.js';
import type { Params } from './params.js';
import type { Tenant } from './state.js';

/** A kind of resource that carries tags: `<Service>:<the ResourceType its tagging API names>` (`Ecs:instance`). */
export type TagKind = `${string}:${string}`;

/** Where a product keeps the resources of one tag kind, so the tagging APIs tag only what exists. */
export interface TagKindDef {
  kind: TagKind;
  /** The resource stored under `key`, with due transitions applied; undefined when it does not exist. */
  find(m: Maker, key: string): { RegionId?: string } | undefined;
  /** Names unique per region (key pairs, KMS secrets, FC services): the store key is `<region>/<name>`. */
  byRegion?: boolean;
  /** How the cloud compares the id (domain names: lower case). */
  normalize?: (id: string) => string;
}

function splitKey(key: string): [string, string] {
  const at = key.indexOf('/');
  return [key.slice(0, at), key.slice(at + 1)];
}

/** The store key of the resource the cloud calls `id` (in `regionId` for names unique per region). */
export function tagKey(def: TagKindDef, id: string, regionId = 'cn-hangzhou'): string {
  const normalized = def.normalize ? def.normalize(id) : id;
  return def.byRegion ? `${regionId}/${normalized}` : normalized;
}

/** The id the cloud answers for a store key. */
export function tagId(def: TagKindDef, key: string): string {
  return def.byRegion ? splitKey(key)[1] : key;
}

/** The resource under `key` if it exists, in `regionId` when one is given. */
export function findTagged(m: Maker, def: TagKindDef, key: string, regionId?: string): { RegionId?: string } | undefined {
  const found = def.find(m, key);
  if (!found) return undefined;
  const region = def.byRegion ? splitKey(key)[0] : found.RegionId;
  if (regionId && region && region !== regionId) return undefined;
  return found;
}

export type TagMap = Record<string, string>;
/** kind → resource key → tags. */
export type TagState = Partial<Record<TagKind, Record<string, TagMap>>>;

declare module './state.js' {
  interface Tenant {
    /** Tags of the account's resources, by kind and resource. */
    tags?: TagState;
  }
}

/** Tags one resource may carry. */
export const MAX_TAGS = 20;

/** The cloud's rules for a tag: a key of 1–128 characters not starting with `aliyun` or `acs:`, a value up to 128. */
function checkTag(key: string, value: string, where: string): void {
  if (!key || key.length > 128 || /^(aliyun|acs:)/i.test(key) || /https?:\/\//i.test(key)) {
    throw malformed('InvalidTagKey.Malformed', `The specified tag key ${where} "${key}" is not valid: 1 to 128 characters, not starting with aliyun or acs:, without http:// or https://.`);
  }
  if (value.length > 128 || /^acs:/i.test(value) || /https?:\/\//i.test(value)) {
    throw malformed('InvalidTagValue.Malformed', `The specified tag value ${where} "${value}" is not valid: at most 128 characters, not starting with acs:, without http:// or https://.`);
  }
}

const tooMany = (what: string) => new ApiError('InvalidTagCount', `${what}: a resource carries at most ${MAX_TAGS} tags.`, 400);

/**
 * Tags a request gives under `prefix`: `Tag.N.Key`/`Tag.N.Value` (most RPC products), or a JSON array of
 * `{Key, Value}` or `{TagKey, TagValue}` objects in one parameter (KMS `Tags`, SLB's older `Tag`). Checked as the
 * cloud checks them; a duplicate key or more than 20 tags is refused.
 */
export function readTags(params: Params, prefix = 'Tag'): TagMap {
  const tags: TagMap = {};
  params.objects(prefix).forEach((entry, i) => {
    const key = entry.optional('Key') ?? entry.optional('TagKey') ?? '';
    const value = entry.raw.Value ?? entry.raw.TagValue ?? '';
    checkTag(key, value, `${prefix}.${i + 1}`);
    if (Object.hasOwn(tags, key)) throw invalidParameter(`${prefix}.${i + 1}.Key`, `The tag key "${key}" is given twice.`);
    tags[key] = value;
  });
  if (Object.keys(tags).length > MAX_TAGS) throw tooMany(`${Object.keys(tags).length} tags were given`);
  return tags;
}

/** A Describe call's tag filter: every `Tag.N.Key` must be on the resource, with `Tag.N.Value` when that is given. */
export function readTagFilter(params: Params, prefix = 'Tag'): Array<{ key: string; value?: string }> {
  return params
    .objects(prefix)
    .map((e) => ({ key: e.optional('Key') ?? e.optional('TagKey') ?? '', value: e.optional('Value') ?? e.optional('TagValue') }))
    .filter((f) => f.key);
}

const store = (tenant: Tenant, kind: TagKind) => ((tenant.tags ??= {})[kind] ??= {});

export function tagsOf(tenant: Tenant | undefined, kind: TagKind, key: string): TagMap {
  return tenant?.tags?.[kind]?.[key] ?? {};
}

/** Replaces the resource's tags (a create: tags an earlier resource of the same name had are gone). */
export function setTags(tenant: Tenant, kind: TagKind, key: string, tags: TagMap): void {
  const kindStore = store(tenant, kind);
  if (Object.keys(tags).length) kindStore[key] = { ...tags };
  else delete kindStore[key];
}

/** Adds or overwrites tags; refused when the resource would carry more than 20. */
export function addTags(tenant: Tenant, kind: TagKind, key: string, tags: TagMap): void {
  const merged = { ...tagsOf(tenant, kind, key), ...tags };
  if (Object.keys(merged).length > MAX_TAGS) throw tooMany(`Resource ${key} would carry ${Object.keys(merged).length} tags`);
  setTags(tenant, kind, key, merged);
}

/** Removes the named keys (absent ones are ignored, as the cloud does), or every tag. */
export function removeTags(tenant: Tenant, kind: TagKind, key: string, keys: string[] | 'all'): void {
  if (keys === 'all') return setTags(tenant, kind, key, {});
  const left = { ...tagsOf(tenant, kind, key) };
  for (const k of keys) delete left[k];
  setTags(tenant, kind, key, left);
}

/** Every resource key of a kind that carries tags. */
export const taggedKeys = (tenant: Tenant, kind: TagKind): string[] => Object.keys(tenant.tags?.[kind] ?? {});

/** The `Tags: {Tag: [...]}` of a Describe/List item: ECS, RDS, SLB, RAM and KMS name the fields TagKey/TagValue, VPC and Alidns Key/Value. */
export function tagView(tenant: Tenant | undefined, kind: TagKind, key: string, style: 'TagKey' | 'Key' = 'TagKey') {
  const entries = Object.entries(tagsOf(tenant, kind, key));
  return { Tag: entries.map(([k, v]) => (style === 'TagKey' ? { TagKey: k, TagValue: v } : { Key: k, Value: v })) };
}

/** True when the resource has every tag of the filter (an empty filter selects everything). */
export function hasTags(tags: TagMap, filter: Array<{ key: string; value?: string }>): boolean {
  return filter.every((f) => Object.hasOwn(tags, f.key) && (f.value === undefined || tags[f.key] === f.value));
}

/** A predicate over resource keys for a Describe call's `Tag.N` filter. */
export function tagMatcher(params: Params, tenant: Tenant, kind: TagKind, prefix = 'Tag'): (key: string) => boolean {
  const filter = readTagFilter(params, prefix);
  return (key) => hasTags(tagsOf(tenant, kind, key), filter);
}

/** RDS's filter form: one JSON object of key → value (`Tags={"env":"prod"}`) in the parameter `name`. */
export function readTagObject(params: Params, name = 'Tags'): Array<{ key: string; value?: string }> {
  const text = params.optional(name);
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidParameter(name, 'It must be a JSON object of tag keys and values, such as {"env":"prod"}.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidParameter(name, 'It must be a JSON object of tag keys and values, such as {"env":"prod"}.');
  return Object.entries(parsed).map(([key, value]) => ({ key, value: value === null || value === undefined ? undefined : String(value) }));
}
