// Helpers the products share: regions, IDs, times, paging, name rules, CIDR arithmetic.
import type { ActionContext } from './action.js';
import { findRegion, type Region } from './catalog.js';
import { ApiError, malformed, notFound } from './errors.js';
import type { Params } from './params.js';

export function region(ctx: ActionContext, name = 'RegionId'): Region {
  const id = ctx.params.required(name);
  const found = findRegion(id);
  if (!found) throw notFound('InvalidRegionId.NotFound', `The specified RegionId "${id}" does not exist.`);
  return found;
}

export function zoneOf(region: Region, zoneId: string) {
  const zone = region.zones.find((z) => z.id === zoneId);
  if (!zone) throw notFound('InvalidZoneId.NotFound', `The specified zone "${zoneId}" does not exist in ${region.id}.`);
  return zone;
}

/** A realistic resource ID: `i-bp1` + 17 lowercase letters and digits in Hangzhou. */
export const newId = (ctx: Pick<ActionContext, 'rng'>, prefix: string, region: Region) =>
  `${prefix}-${region.idPrefix}${ctx.rng.chars(17)}`;

/** ECS writes times to the minute (`2024-05-28T08:12Z`), VPC and ActionTrail to the second. */
export const minuteTime = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';
export const secondTime = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

export function page<T>(items: T[], params: Params, opts: { size: number; max: number }) {
  const PageNumber = params.int('PageNumber', { min: 1, max: 1_000_000, fallback: 1 });
  const PageSize = params.int('PageSize', { min: 1, max: opts.max, fallback: opts.size });
  const start = (PageNumber - 1) * PageSize;
  return { PageNumber, PageSize, TotalCount: items.length, items: items.slice(start, start + PageSize) };
}

/** Newest first, as the Describe* actions list. */
export const newestFirst = <T extends { CreationTime: string }>(items: T[]) =>
  [...items].sort((a, b) => b.CreationTime.localeCompare(a.CreationTime));

/**
 * The name rule of ECS and VPC resources: 2–128 characters, starting with a letter or a Chinese character,
 * then letters, digits, Chinese characters, periods, underscores, hyphens and colons; not `http://`/`https://`.
 */
export function checkName(value: string | undefined, code: string, param: string): void {
  if (value === undefined) return;
  const ok = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/.test(value) && !/^https?:\/\//.test(value);
  if (!ok) {
    throw malformed(
      code,
      `Specified parameter ${param} is not valid: it must be 2 to 128 characters long, start with a letter or a ` +
        'Chinese character, and may contain digits, periods (.), underscores (_), hyphens (-) and colons (:).',
    );
  }
}

export function checkDescription(params: Params): string {
  const value = params.optional('Description') ?? '';
  if (value.length > 256 || /^https?:\/\//.test(value)) {
    throw malformed('InvalidDescription.Malformed', 'Specified description is not valid: 2 to 256 characters.');
  }
  return value;
}

export interface Cidr {
  base: number;
  bits: number;
}

export function parseCidr(value: string, code = 'InvalidCidrBlock.Malformed'): Cidr {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(value);
  const octets = m ? m.slice(1, 5).map(Number) : [];
  const bits = m ? Number(m[5]) : -1;
  if (!m || octets.some((o) => o > 255) || bits > 32) {
    throw malformed(code, `Specified CIDR block "${value}" is not valid.`);
  }
  const addr = ((octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  if ((addr & mask) >>> 0 !== addr) {
    throw malformed(code, `Specified CIDR block "${value}" is not valid: host bits must be zero.`);
  }
  return { base: addr, bits };
}

export const cidrSize = (c: Cidr) => 2 ** (32 - c.bits);

export const cidrContains = (outer: Cidr, inner: Cidr) =>
  inner.bits >= outer.bits && inner.base >= outer.base && inner.base + cidrSize(inner) <= outer.base + cidrSize(outer);

export const cidrOverlaps = (a: Cidr, b: Cidr) =>
  a.base < b.base + cidrSize(b) && b.base < a.base + cidrSize(a);

export const ipString = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');

/** Private ranges a VPC may use. */
export const privateRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((c) => parseCidr(c));

export function requireExisting<T>(table: Record<string, T>, id: string, code: string, what: string): T {
  const found = table[id];
  if (!found) throw notFound(code, `The specified ${what} "${id}" does not exist.`);
  return found;
}

export function dryRun(params: Params): void {
  if (params.bool('DryRun')) {
    throw new ApiError('DryRunOperation', 'Request validation has been passed with DryRun flag set.', 400);
  }
}
