// The 2019–2021 console's Expire In field (cdn@2021): a number with a unit, in English or Chinese, as seconds.

const UNITS: [RegExp, number][] = [
  [/^(s|secs?|seconds?|秒)$/, 1],
  [/^(mins?|minutes?|分|分钟)$/, 60],
  [/^(h|hrs?|hours?|时|小时)$/, 3600],
  [/^(d|days?|天|日)$/, 86_400],
  [/^(months?|月|个月)$/, 30 * 86_400],
  [/^(y|years?|年)$/, 365 * 86_400],
];

/** The TTL limit of CDN rules: three years. */
export const MAX_TTL_SECONDS = 94_608_000;

/** `1 month` → 2592000, `90` → 90 (seconds), `3个月` → 7776000; undefined for anything else or past three years. */
export function ttlSeconds(text: string): number | undefined {
  const m = /^(\d+)\s*([^\d\s]*)$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  const unit = m[2] ? UNITS.find(([re]) => re.test(m[2]))?.[1] : 1;
  const seconds = unit === undefined ? undefined : Number(m[1]) * unit;
  return seconds !== undefined && seconds >= 1 && seconds <= MAX_TTL_SECONDS ? seconds : undefined;
}
