import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi, type Product } from './api';

export type ApiQuery<T> = {
  data: T | null;
  error: unknown;
  /** True while a request that the user waits for is in flight (not during background polls). */
  loading: boolean;
  reload: () => void;
};

export type QueryOptions<T> = {
  /** Poll while this returns true (resources in a transitional state). */
  pollWhile?: (data: T) => boolean;
  intervalMs?: number;
};

/** Runs a read action whenever its params change; `params === null` skips the call. */
export function useApiQuery<T>(
  product: Product,
  action: string,
  params: Record<string, unknown> | null,
  opts: QueryOptions<T> = {},
): ApiQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(params !== null);
  const [tick, setTick] = useState({ n: 0, silent: false });
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const key = params === null ? null : JSON.stringify(params);

  useEffect(() => {
    if (key === null) {
      setData(null);
      setLoading(false);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!tick.silent) setLoading(true);
    callApi<T>(product, action, JSON.parse(key) as Record<string, unknown>)
      .then((res) => {
        if (!live) return;
        setData(res);
        setError(null);
        const { pollWhile, intervalMs = 2000 } = optsRef.current;
        if (pollWhile?.(res)) timer = setTimeout(() => setTick((t) => ({ n: t.n + 1, silent: true })), intervalMs);
      })
      .catch((err: unknown) => live && setError(err))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [product, action, key, tick]);

  const reload = useCallback(() => setTick((t) => ({ n: t.n + 1, silent: false })), []);
  return { data, error, loading, reload };
}
