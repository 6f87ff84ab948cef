import { useState } from 'react';
import { Button, Switch } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { ParamFilterDialog, type FilterMode } from './ParamFilterDialog';
import { argOf, type DomainConfig } from './types';
import { useCdn } from './useCdn';
import { useDomainConfigs, usePendingSwitches } from './useDomain';

const COMPRESSION = ['gzip', 'brotli'] as const;
/** HTML Optimization's switches: the `tesla` argument each one sets. */
const TESLA = [['html', 'enable'], ['css', 'trim_css'], ['js', 'trim_js']] as const;
const FILTERS: Record<FilterMode, string> = { retain: 'set_hashkey_args', remove: 'ali_remove_args' };

/**
 * `/cdn/domains/:domain/performance` (Performance Optimization): Intelligent Compression (`gzip`), Brotli, HTML
 * Optimization (`tesla`: HTML, CSS and JavaScript switches) and the two Parameter Filtering sections (retain
 * specified parameters, `set_hashkey_args`; delete specified parameters, `ali_remove_args`), each opened with Modify.
 */
export function PerformancePage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const configs = useDomainConfigs(domain, [...COMPRESSION, 'tesla', ...Object.values(FILTERS)], t);
  const config = (fn: string) => configs.configs.find((c: DomainConfig) => c.FunctionName === fn);
  const arg = (fn: string, name: string) => {
    const c = config(fn);
    return c ? argOf(c, name) : '';
  };
  // A switch's key is `function.argument`.
  const switches = usePendingSwitches((key) => arg(key.split('.')[0], key.split('.')[1]) === 'on');
  const [open, setOpen] = useState<FilterMode | null>(null);
  const loading = configs.data ? undefined : <p>{t('common.loading')}</p>;
  const onOff = (v: boolean) => (v ? 'on' : 'off');
  const turn = (fn: string, name: string, on: boolean) =>
    switches.turn(`${fn}.${name}`, on, () => {
      // A function's arguments are saved together: the other switches of `tesla` keep their state.
      const args = fn === 'tesla' ? Object.fromEntries(TESLA.map(([, a]) => [a, onOff(a === name ? on : switches.value(`tesla.${a}`))])) : { enable: onOff(on) };
      return configs.save([[fn, args]]);
    });
  const toggle = (fn: string, name: string, label: string) => (
    <Switch key={name} aria-label={label} checked={switches.value(`${fn}.${name}`)} onChange={(v: boolean) => turn(fn, name, v)} />
  );
  const filterRows = (mode: FilterMode): Array<[string, string]> => {
    const fn = FILTERS[mode];
    const on = mode === 'retain' ? arg(fn, 'disable') === 'on' : Boolean(config(fn));
    const list = mode === 'retain' ? arg(fn, 'hashkey_args') : arg(fn, 'ali_remove_args');
    return [
      [t('filter.switch'), t(on ? 'https.on' : 'https.off')],
      [t(`filter.${mode}.args`), list || '-'],
      [t('filter.keepOrigin'), t(arg(fn, 'keep_oss_args') === 'on' ? 'https.on' : 'https.off')],
    ];
  };
  const saveFilter = async (mode: FilterMode, value: { on: boolean; list: string; keepOrigin: boolean }) => {
    const fn = FILTERS[mode];
    if (mode === 'remove' && !value.on) {
      const c = config(fn);
      return c ? configs.remove(c.ConfigId) : true;
    }
    const args: Record<string, string> = mode === 'retain'
      ? { disable: onOff(value.on), ...(value.list ? { hashkey_args: value.list } : {}), keep_oss_args: onOff(value.keepOrigin) }
      : { ali_remove_args: value.list, keep_oss_args: onOff(value.keepOrigin) };
    return configs.save([[fn, args]]);
  };
  return (
    <DomainLayout domain={domain} title={t('dnav.performance')}>
      {COMPRESSION.map((fn) => (
        <DetailSection
          key={fn}
          title={t(`perf.${fn}`)}
          loading={loading}
          rows={[
            [t(`perf.${fn}.help.title`), <span key="h" className="field-help">{t(`perf.${fn}.help`)}</span>],
            [t(`perf.${fn}`), toggle(fn, 'enable', t(`perf.${fn}`))],
          ]}
        />
      ))}
      <DetailSection
        title={t('perf.tesla')}
        loading={loading}
        rows={[
          [t('perf.gzip.help.title'), <span key="h" className="field-help">{t('perf.tesla.help')}</span>],
          ...TESLA.map(([key, name]): [string, JSX.Element] => [t(`perf.tesla.${key}`), toggle('tesla', name, t(`perf.tesla.${key}`))]),
        ]}
      />
      {(['retain', 'remove'] as const).map((mode) => (
        <DetailSection key={mode} title={t(`filter.${mode}.section`)} loading={loading} rows={filterRows(mode)}>
          <Button type="primary" onClick={() => setOpen(mode)}>{t('config.modify')}</Button>
        </DetailSection>
      ))}
      {open && (
        <ParamFilterDialog
          mode={open}
          current={{
            on: open === 'retain' ? arg(FILTERS.retain, 'disable') === 'on' : Boolean(config(FILTERS.remove)),
            list: open === 'retain' ? arg(FILTERS.retain, 'hashkey_args') : arg(FILTERS.remove, 'ali_remove_args'),
            keepOrigin: arg(FILTERS[open], 'keep_oss_args') === 'on',
          }}
          t={t}
          onClose={() => setOpen(null)}
          onSave={(value) => saveFilter(open, value)}
        />
      )}
    </DomainLayout>
  );
}
