import { useEffect, useState } from 'react';
import { Message } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { functionsJson, type DescribeConfigs, type DomainDetail } from './types';

/** DescribeCdnDomainDetail of the page's domain, polled while it is configuring. */
export function useDomainDetail(domain: string, t: Translate) {
  const q = useApiQuery<DomainDetail>('Cdn', 'DescribeCdnDomainDetail', { DomainName: domain }, {
    pollWhile: (d) => d.GetDomainDetailModel.DomainStatus === 'configuring',
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  return q;
}

/**
 * DescribeCdnDomainConfigs for some functions of the domain, polled while one is still configuring; `save` sets
 * functions (name and arguments, one BatchSetCdnDomainConfig each) and `remove` deletes one, each saying so and
 * reloading; false when the API refused.
 */
export function useDomainConfigs(domain: string, functionNames: string[], t: Translate) {
  const q = useApiQuery<DescribeConfigs>('Cdn', 'DescribeCdnDomainConfigs', { DomainName: domain, FunctionNames: functionNames.join(',') }, {
    pollWhile: (d) => (d.DomainConfigs.DomainConfig ?? []).some((c) => c.Status === 'configuring'),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  // Each write says so and reloads; false when the API refused it.
  const write = async (call: () => Promise<unknown>) => {
    try {
      await call();
      Message.success(t('toast.configSaved'));
      q.reload();
      return true;
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
  };
  const save = (functions: Array<[string, Record<string, string>]>) =>
    write(async () => {
      for (const [fn, args] of functions) await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(fn, args) });
    });
  /** DeleteSpecificConfig of one configuration (a section turned off that has no off argument). */
  const remove = (configId: string) => write(() => callApi('Cdn', 'DeleteSpecificConfig', { DomainName: domain, ConfigId: configId }));
  return { ...q, configs: q.data?.DomainConfigs?.DomainConfig ?? [], save, remove };
}

/**
 * Switches bound to saved configurations turn at once, as a Fusion switch does: the value clicked shows while the
 * save runs and until the reloaded configurations agree; a refused save turns the switch back. `value` gives a
 * switch's state (the clicked one while pending, else the saved one); `turn` shows the new state and saves it.
 */
export function usePendingSwitches(saved: (key: string) => boolean) {
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const settled = Object.keys(pending).filter((key) => pending[key] === saved(key));
  useEffect(() => {
    if (settled.length) setPending((p) => Object.fromEntries(Object.entries(p).filter(([key]) => !settled.includes(key))));
  }, [settled.join(',')]);
  const value = (key: string) => pending[key] ?? saved(key);
  const turn = async (key: string, on: boolean, save: () => Promise<boolean>) => {
    setPending((p) => ({ ...p, [key]: on }));
    if (!(await save())) setPending((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== key)));
  };
  return { value, turn };
}
