import type { Translate } from './vocabulary';

/** A region's display name from the console vocabulary, else what DescribeRegions said, else its id. */
export function regionName(regionId: string, t: Translate, apiName?: string): string {
  const name = t.has(`region.${regionId}`) ? t(`region.${regionId}`) : undefined;
  return name ?? apiName ?? regionId;
}

/** "Hangzhou Zone K" / "杭州 可用区K", derived from the zone id `cn-hangzhou-k`. */
export function zoneName(zoneId: string, t: Translate, apiName?: string): string {
  const m = /^(.*)-([a-z])$/.exec(zoneId);
  if (!m) return apiName ?? zoneId;
  const city = t.has(`city.${m[1]}`) ? t(`city.${m[1]}`) : null;
  if (!city) return apiName ?? zoneId;
  return t('zone.name', { city, letter: m[2].toUpperCase() });
}
