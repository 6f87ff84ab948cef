// Paging through the cloud's list calls, for `ResourceType.list`: each product pages its own way (PageNumber and
// TotalCount, RAM's Marker, NextToken, FC's nextToken, OSS's marker), and every list must read all pages.
import type { CloudClient, RpcParams, ServiceName } from '../sdk';
import { listOf, type ListedResource } from './types';

/** Pages beyond this are a runaway loop (a cloud answering the same page forever), not an account. */
const MAX_PAGES = 1000;

/** PageNumber/PageSize paging: stops at a short page or once TotalCount (or `Total`) items were read. */
export async function pagedRpc(
  client: CloudClient,
  service: ServiceName,
  action: string,
  params: RpcParams,
  path: [string, string],
  opts: { pageSize?: number; pageParam?: string; call?: (params: RpcParams) => Promise<Record<string, unknown>> } = {},
): Promise<Array<Record<string, unknown>>> {
  const { pageSize = 50, pageParam = 'PageNumber' } = opts;
  const call = opts.call ?? ((p: RpcParams) => client.call(service, action, p));
  const all: Array<Record<string, unknown>> = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await call({ ...params, [pageParam]: page, PageSize: pageSize });
    const items = listOf(body, path[0], path[1]);
    all.push(...items);
    const total = Number(body.TotalCount ?? body.Total ?? NaN);
    if (items.length < pageSize || (Number.isFinite(total) && all.length >= total)) break;
  }
  return all;
}

/** RAM's (and IMS's) Marker/MaxItems/IsTruncated paging. */
export async function markerRpc(client: CloudClient, action: string, params: RpcParams, path: [string, string], service: ServiceName = 'ram'): Promise<Array<Record<string, unknown>>> {
  const all: Array<Record<string, unknown>> = [];
  let marker: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await client.call(service, action, { ...params, MaxItems: 100, ...(marker ? { Marker: marker } : {}) });
    all.push(...listOf(body, path[0], path[1]));
    marker = body.IsTruncated === true || body.IsTruncated === 'true' ? String(body.Marker ?? '') : '';
    if (!marker) break;
  }
  return all;
}

/** Function Compute's `limit`/`nextToken` paging of a list under `key` (`services`, `functions`, `triggers`). */
export async function fcList(client: CloudClient, action: string, path: string, key: string): Promise<Array<Record<string, unknown>>> {
  const all: Array<Record<string, unknown>> = [];
  let next = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await client.roa('fc', action, 'GET', path, undefined, { limit: '100', ...(next ? { nextToken: next } : {}) });
    const items = body[key];
    if (Array.isArray(items)) all.push(...(items as Array<Record<string, unknown>>));
    next = typeof body.nextToken === 'string' ? body.nextToken : '';
    if (!next) break;
  }
  return all;
}

/** Tags as the cloud nests them (`Tags.Tag[]` of Key/Value or TagKey/TagValue), as a map. */
export function tagsOf(obj: Record<string, unknown>): Record<string, string> {
  const raw = obj.Tags as { Tag?: unknown } | unknown[] | undefined;
  const list = Array.isArray(raw) ? raw : Array.isArray(raw?.Tag) ? raw.Tag : [];
  const tags: Record<string, string> = {};
  for (const t of list as Array<Record<string, unknown>>) {
    const key = t.Key ?? t.TagKey;
    if (typeof key === 'string') tags[key] = String(t.Value ?? t.TagValue ?? '');
  }
  return tags;
}

/** A listed resource from a list item: `id` and `name` taken from its fields, tags from `Tags.Tag`. */
export function listed(item: Record<string, unknown>, id: string, name: unknown, attributes: Record<string, string>): ListedResource {
  return { id, name: typeof name === 'string' || typeof name === 'number' ? String(name) : '', tags: tagsOf(item), attributes };
}

/**
 * The JSON `Tags` parameter KMS takes at creation: `[{"TagKey":"k","TagValue":"v"}]` for keys (`TagKey`, the
 * default) and `[{"Key":"k","Value":"v"}]` for secrets. Empty when there are no tags.
 */
export function jsonTags(tags: Record<string, string> | undefined, style: 'TagKey' | 'Key' = 'TagKey'): { Tags?: string } {
  const entries = Object.entries(tags ?? {});
  if (!entries.length) return {};
  return { Tags: JSON.stringify(entries.map(([k, v]) => (style === 'TagKey' ? { TagKey: k, TagValue: v } : { Key: k, Value: v }))) };
}

/**
 * Tags of many resources through the product's ListTagResources (`ResourceId.N`, 50 a call, NextToken pages),
 * for lists whose items carry none (RDS, CDN).
 */
export async function tagsByIds(client: CloudClient, service: ServiceName, resourceType: string, ids: string[]): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>(ids.map((id) => [id, {}]));
  for (let i = 0; i < ids.length; i += 50) {
    let token = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const chunk = Object.fromEntries(ids.slice(i, i + 50).map((id, n) => [`ResourceId.${n + 1}`, id]));
      const body = await client.call(service, 'ListTagResources', { ResourceType: resourceType, ...chunk, ...(token ? { NextToken: token } : {}) });
      const raw = body.TagResources as { TagResource?: unknown } | unknown[] | undefined;
      const rows = (Array.isArray(raw) ? raw : Array.isArray(raw?.TagResource) ? raw.TagResource : []) as Array<Record<string, unknown>>;
      for (const r of rows) {
        const tags = out.get(String(r.ResourceId));
        if (tags && typeof r.TagKey === 'string') tags[r.TagKey] = String(r.TagValue ?? '');
      }
      token = typeof body.NextToken === 'string' ? body.NextToken : '';
      if (!token) break;
    }
  }
  return out;
}
