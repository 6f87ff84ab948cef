import { useState } from 'react';
import { Button, Form, Input, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, type DomainConfig } from './types';
import { RadioDialog } from './RadioDialog';
import { useDomainConfigs } from './useDomain';

const DAY = 86_400;
const arg = (c: DomainConfig | undefined, name: string) => (c ? argOf(c, name) : '');
type Redirect = 'default' | 'toHttp' | 'toHttps';

/**
 * The HTTPS page's sections below the certificate: Force Redirect (强制跳转: `https_force` or `http_force`) and HSTS
 * (`HSTS`: on, its max age in seconds, subdomains), each opened with Modify and saved by BatchSetCdnDomainConfig.
 */
export function HttpsOptions({ domain, t }: { domain: string; t: Translate }) {
  const configs = useDomainConfigs(domain, ['https_force', 'http_force', 'HSTS'], t);
  const [open, setOpen] = useState<'redirect' | 'hsts' | null>(null);
  const config = (fn: string) => configs.configs.find((c: DomainConfig) => c.FunctionName === fn);
  const redirect: Redirect = arg(config('https_force'), 'enable') === 'on' ? 'toHttps' : arg(config('http_force'), 'enable') === 'on' ? 'toHttp' : 'default';
  const hsts = config('HSTS');
  const hstsOn = arg(hsts, 'enabled') === 'on';
  const loading = configs.data ? undefined : <p>{t('common.loading')}</p>;
  const save = configs.save;
  return (
    <>
      <DetailSection title={t('redirect.section')} loading={loading} rows={[[t('redirect.type'), t(`redirect.${redirect}`)]]} />
      <Button type="primary" onClick={() => setOpen('redirect')}>{t('config.modify')}</Button>
      <DetailSection
        title={t('hsts.section')}
        loading={loading}
        rows={[
          [t('hsts.switch'), t(hstsOn ? 'https.on' : 'https.off')],
          ...(hstsOn ? ([[t('hsts.maxAge'), t('hsts.days', { n: String(Math.round(Number(arg(hsts, 'https_hsts_max_age') || 0) / DAY)) })]] as Array<[string, string]>) : []),
        ]}
      />
      <Button type="primary" onClick={() => setOpen('hsts')}>{t('config.modify')}</Button>
      {open === 'redirect' && <RedirectDialog current={redirect} t={t} onClose={() => setOpen(null)} onSave={save} />}
      {open === 'hsts' && <HstsDialog t={t} onClose={() => setOpen(null)} onSave={save} />}
    </>
  );
}

type SaveProps = { t: Translate; onClose: () => void; onSave: (functions: Array<[string, Record<string, string>]>) => Promise<boolean> };

function RedirectDialog({ current, t, onClose, onSave }: SaveProps & { current: Redirect }) {
  const functions = (type: Redirect): Array<[string, Record<string, string>]> =>
    type === 'toHttps' ? [['https_force', { enable: 'on' }]] : type === 'toHttp' ? [['http_force', { enable: 'on' }]] : [['https_force', { enable: 'off' }], ['http_force', { enable: 'off' }]];
  const choices: Array<[Redirect, string]> = [['default', 'redirect.default'], ['toHttp', 'redirect.toHttp'], ['toHttps', 'redirect.toHttps']];
  return <RadioDialog title={t('redirect.section')} label={t('redirect.type')} choices={choices} current={current} t={t} onClose={onClose} onSave={(type) => onSave(functions(type))} />;
}

function HstsDialog({ t, onClose, onSave }: SaveProps) {
  const [on, setOn] = useState(true);
  const [days, setDays] = useState('60');
  const [subdomains, setSubdomains] = useState(false);
  const [error, setError] = useState('');
  const ok = async () => {
    if (on && !(/^\d+$/.test(days) && Number(days) >= 0 && Number(days) <= 730)) {
      setError(t('hsts.err.days'));
      return false;
    }
    return onSave([['HSTS', on ? { enabled: 'on', https_hsts_max_age: String(Number(days) * DAY), https_hsts_include_subdomains: subdomains ? 'on' : 'off' } : { enabled: 'off' }]]);
  };
  return (
    <ConfirmDialog title={t('hsts.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={ok} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('hsts.switch')}>
          <Switch aria-label={t('hsts.switch')} checked={on} onChange={(v: boolean) => setOn(v)} />
        </Form.Item>
        {on && (
          <>
            <Form.Item label={t('hsts.maxAge')} validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('hsts.maxAge.help')}</span>}>
              <Input aria-label={t('hsts.maxAge')} value={days} onChange={onValue<string>((v) => (setDays(v), setError('')))} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label={t('hsts.subdomains')}>
              <Switch aria-label={t('hsts.subdomains')} checked={subdomains} onChange={(v: boolean) => setSubdomains(v)} />
            </Form.Item>
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
