import { useEffect } from 'react';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeConfigs, DomainDetail } from './types';

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

/** DescribeCdnDomainConfigs for some functions of the domain, polled while one is still configuring. */
export function useDomainConfigs(domain: string, functionNames: string[], t: Translate) {
  const q = useApiQuery<DescribeConfigs>('Cdn', 'DescribeCdnDomainConfigs', { DomainName: domain, FunctionNames: functionNames.join(',') }, {
    pollWhile: (d) => (d.DomainConfigs.DomainConfig ?? []).some((c) => c.Status === 'configuring'),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  return { ...q, configs: q.data?.DomainConfigs?.DomainConfig ?? [] };
}
