import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { callApi, updateSession, type Session } from './api';
import { initRegion, rememberRegion } from './region';
import { setQuery } from './router';
import type { Generation } from '../../kinds/generation';
import type { Lang } from './vocabulary';

export type Region = { RegionId: string; LocalName: string };

export type ConsoleState = {
  session: Session;
  lang: Lang;
  /**
   * The account's synthetic variant (drift on purpose, over today's console or over the generation it names); null
   * when the account's variant is a generation itself.
   */
  variant: string | null;
  /** The console generation the account sees (it applies to its product only); null for today's console. */
  generation: Generation | null;
  regionId: string;
  regions: Region[];
  setRegionId: (id: string) => void;
};

const Ctx = createContext<ConsoleState | null>(null);

export type Props = { session: Session; children: ReactNode; /** Every product's generations, to find the session's. */ generations: Generation[] };

export function ConsoleProvider({ session, children, generations }: Props) {
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

  const generation = useMemo(() => generations.find((g) => g.id === session.generation) ?? null, [generations, session.generation]);
  if (session.generation && !generation) console.error(`the session's console generation "${session.generation}" is not one this console knows`);
  const value = useMemo(
    () => ({ session, lang, variant: session.variant && session.variant !== session.generation ? session.variant : null, generation, regionId, regions, setRegionId }),
    [session, lang, generation, regionId, regions, setRegionId],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useConsole(): ConsoleState {
  const state = useContext(Ctx);
  if (!state) throw new Error('useConsole() must be used inside <ConsoleProvider>');
  return state;
}
