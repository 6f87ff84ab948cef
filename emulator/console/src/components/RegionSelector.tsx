import { Select } from '@alifd/next';
import { useConsole } from '../lib/ConsoleContext';
import { regionName } from '../lib/names';
import type { Translate } from '../lib/vocabulary';
import { onValue } from '../lib/onValue';

export type Props = { t: Translate };

/** The top-bar region selector: lists DescribeRegions, remembers the choice, puts it in `?regionId=`. */
export function RegionSelector({ t }: Props) {
  const { regionId, regions, setRegionId } = useConsole();
  const list = regions.length ? regions : [{ RegionId: regionId, LocalName: regionId }];
  return (
    <Select
      className="topbar-region"
      aria-label={t('topbar.region')}
      value={regionId}
      onChange={onValue<string>((v) => setRegionId(v))}
      dataSource={list.map((r) => ({ value: r.RegionId, label: regionName(r.RegionId, t, r.LocalName) }))}
      popupClassName="topbar-region-popup"
      autoWidth={false}
      popupStyle={{ minWidth: 220 }}
    />
  );
}
