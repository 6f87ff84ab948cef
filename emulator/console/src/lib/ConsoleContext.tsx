import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { callApi, updateSession, type Session } from './api';
import { initRegion, rememberRegion } from './region';
import { setQuery } from './router';
import type { Lang } from './vocabulary';

export type Region = { RegionId: string; LocalName: string };

export type ConsoleState = {
  session: Session;
  lang: Lang;
  variant: string | null;
  regionId: string;
  regions: Region[];
  setRegionId: (id: string) => void;
};

const Ctx = createContext<ConsoleState | null>(null);

export type Props = { session: Session; children: ReactNode };

export function ConsoleProvider({ session, children }: Props) {
  const [regionId, setRegion] = useState(() => initRegion(session.regionId));
  const [regions, setRegions] = useState<Region[]>([]);
  const lang: Lang = session.lang === 'zh' ? 'zh' : 'en';

  useEffect(() => {
    setQuery({ regionId });
    if (regionId !== session.regionId) void updateSession({ regionId });
  }, [regionId, session.regionId]);

  useEffect(() => {
    callApi<{ Regions: { Region: Region[] } }>('Ecs', 'DescribeRegions', {
      AcceptLanguage: lang === 'zh' ? 'zh-CN' : 'en-US',
    })
      .then((r) => setRegions(r.Regions?.Region ?? []))
      .catch((err) => console.error('DescribeRegions failed', err));
  }, [lang]);

  const setRegionId = useCallback((id: string) => {
    rememberRegion(id);
    setRegion(id);
  }, []);

  const value = useMemo(
    () => ({ session, lang, variant: session.variant ?? null, regionId, regions, setRegionId }),
    [session, lang, regionId, regions, setRegionId],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useConsole(): ConsoleState {
  const state = useContext(Ctx);
  if (!state) throw new Error('useConsole() must be used inside <ConsoleProvider>');
  return state;
}
