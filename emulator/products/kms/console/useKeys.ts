import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../console/src/lib/api';
import type { KeyMetadata, KeyRow, ListAliases, ListKeys } from './types';

export type KeysQuery = { rows: KeyRow[]; loading: boolean; error: unknown; reload: () => void };

/**
 * The region's keys as the console lists them: ListKeys gives only IDs, so each key is described, and the
 * aliases come from ListAliases (the console makes the same calls).
 */
export function useKeys(regionId: string): KeysQuery {
  const [rows, setRows] = useState<KeyRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    (async () => {
      const [keys, aliases] = await Promise.all([
        callApi<ListKeys>('Kms', 'ListKeys', { RegionId: regionId, PageSize: 100 }),
        callApi<ListAliases>('Kms', 'ListAliases', { RegionId: regionId, PageSize: 100 }),
      ]);
      const metas = await Promise.all(
        keys.Keys.Key.map((k) => callApi<{ KeyMetadata: KeyMetadata }>('Kms', 'DescribeKey', { RegionId: regionId, KeyId: k.KeyId })),
      );
      const byKey = new Map<string, string[]>();
      for (const a of aliases.Aliases.Alias) byKey.set(a.KeyId, [...(byKey.get(a.KeyId) ?? []), a.AliasName]);
      return metas.map(({ KeyMetadata: m }) => ({ ...m, aliases: byKey.get(m.KeyId) ?? [] }));
    })()
      .then((r) => live && (setRows(r), setError(null)))
      .catch((err: unknown) => live && setError(err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [regionId, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { rows, loading, error, reload };
}
