import { useEffect } from 'react';
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
 * functions (name and arguments, one BatchSetCdnDomainConfig each), says so and reloads; false when the API refused.
 */
export function useDomainConfigs(domain: string, functionNames: string[], t: Translate) {
  const q = useApiQuery<DescribeConfigs>('Cdn', 'DescribeCdnDomainConfigs', { DomainName: domain, FunctionNames: functionNames.join(',') }, {
    pollWhile: (d) => (d.DomainConfigs.DomainConfig ?? []).some((c) => c.Status === 'configuring'),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const save = async (functions: Array<[string, Record<string, string>]>) => {
    try {
      for (const [fn, args] of functions) await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(fn, args) });
      Message.success(t('toast.configSaved'));
      q.reload();
      return true;
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
  };
  return { ...q, configs: q.data?.DomainConfigs?.DomainConfig ?? [], save };
}
