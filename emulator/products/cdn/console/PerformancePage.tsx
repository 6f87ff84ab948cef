import { Message, Switch } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { argOf, functionsJson, type DomainConfig } from './types';
import { useCdn } from './useCdn';
import { useDomainConfigs } from './useDomain';

const FEATURES = ['gzip', 'brotli'] as const;

/** `/cdn/domains/:domain/performance` (Performance Optimization): Intelligent Compression (gzip) and Brotli. */
export function PerformancePage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const configs = useDomainConfigs(domain, [...FEATURES], t);
  const on = (fn: string) => configs.configs.some((c: DomainConfig) => c.FunctionName === fn && argOf(c, 'enable') === 'on');
  const toggle = async (fn: string, value: boolean) => {
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(fn, { enable: value ? 'on' : 'off' }) });
      Message.success(t('toast.configSaved'));
      configs.reload();
    } catch (err) {
      notifyApiError(err, t);
    }
  };
  return (
    <DomainLayout domain={domain} title={t('dnav.performance')}>
      {FEATURES.map((fn) => (
        <DetailSection
          key={fn}
          title={t(`perf.${fn}`)}
          loading={configs.data ? undefined : <p>{t('common.loading')}</p>}
          rows={[
            [t(`perf.${fn}.help.title`), <span key="h" className="field-help">{t(`perf.${fn}.help`)}</span>],
            [t(`perf.${fn}`), <Switch key="s" aria-label={t(`perf.${fn}`)} checked={on(fn)} onChange={(v: boolean) => toggle(fn, v)} />],
          ]}
        />
      ))}
    </DomainLayout>
  );
}
