import { useEffect, useState } from 'react';
import { Button, Form, Input, Message, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { HttpsOptions } from './HttpsOptions';
import { useCdn } from './useCdn';

type CertInfo = { CertName: string; CertType: string; ServerCertificateStatus: string; CertExpireTime: string };

/** `/cdn/domains/:domain/https` (HTTPS): the domain's certificate (Modify opens HTTPS Settings: SetCdnDomainSSLCertificate), Force Redirect and HSTS. */
export function HttpsPage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const info = useApiQuery<{ CertInfos: { CertInfo: CertInfo[] } }>('Cdn', 'DescribeDomainCertificateInfo', { DomainName: domain });
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (info.error) notifyApiError(info.error, t);
  }, [info.error, t]);
  const cert = info.data?.CertInfos?.CertInfo?.[0];
  const on = cert?.ServerCertificateStatus === 'on';
  return (
    <DomainLayout domain={domain} title={t('dnav.https')}>
      <DetailSection
        title={t('https.section')}
        loading={info.data ? undefined : <p>{t('common.loading')}</p>}
        rows={[
          [t('https.switch'), t(on ? 'https.on' : 'https.off')],
          ...(on && cert
            ? ([
                [t('https.certName'), cert.CertName],
                [t('https.certSource'), t(`https.source.${cert.CertType}`)],
                [t('https.expires'), formatTime(cert.CertExpireTime)],
              ] as Array<[string, string]>)
            : []),
        ]}
      />
      <Button type="primary" onClick={() => setEditing(true)}>
        {t('config.modify')}
      </Button>
      <HttpsOptions domain={domain} t={t} />
      {editing && <HttpsDialog domain={domain} enabled={on} t={t} onClose={() => setEditing(false)} onDone={info.reload} />}
    </DomainLayout>
  );
}

type Field = 'name' | 'pub' | 'pri';

/** "HTTPS Settings": turn HTTPS on with an uploaded certificate and its private key, or turn it off. */
function HttpsDialog({ domain, enabled, t, onClose, onDone }: { domain: string; enabled: boolean; t: Translate; onClose: () => void; onDone: () => void }) {
  const [on, setOn] = useState(true);
  const [name, setName] = useState('');
  const [pub, setPub] = useState('');
  const [pri, setPri] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);

  const submit = async () => {
    if (on) {
      const e: Partial<Record<Field, string>> = {};
      if (!name.trim()) e.name = t('https.err.name');
      if (!/-----BEGIN CERTIFICATE-----/.test(pub)) e.pub = t('https.err.pub');
      if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(pri)) e.pri = t('https.err.pri');
      setErrors(e);
      if (Object.keys(e).length) return false;
    }
    try {
      await callApi('Cdn', 'SetCdnDomainSSLCertificate', on
        ? { DomainName: domain, SSLProtocol: 'on', CertType: 'upload', CertName: name.trim(), SSLPub: pub.trim(), SSLPri: pri.trim() }
        : { DomainName: domain, SSLProtocol: 'off' });
    } catch (err) {
      const code = String((err as { code?: string }).code);
      if (/SSLPub/.test(code)) setErrors({ pub: errorText(err) });
      else if (/SSLPri/.test(code)) setErrors({ pri: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog title={t('https.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={640}>
      <Form labelAlign="top">
        <Form.Item label={t('https.switch')}>
          <Switch aria-label={t('https.switch')} checked={on} onChange={(v: boolean) => setOn(v)} />
        </Form.Item>
        {!on && enabled && <p className="field-help">{t('https.offNote')}</p>}
        {on && (
          <>
            <Form.Item label={t('https.certName')} required validateState={state('name')} help={errors.name}>
              <Input aria-label={t('https.certName')} value={name} maxLength={64} onChange={onValue<string>((v) => { setName(v); setErrors({}); })} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('https.pub')} required validateState={state('pub')} help={errors.pub} extra={<span className="field-help">{t('https.pub.help')}</span>}>
              <Input.TextArea aria-label={t('https.pub')} value={pub} rows={4} onChange={onValue<string>((v) => { setPub(v); setErrors({}); })} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('https.pri')} required validateState={state('pri')} help={errors.pri} extra={<span className="field-help">{t('https.pri.help')}</span>}>
              <Input.TextArea aria-label={t('https.pri')} value={pri} rows={4} onChange={onValue<string>((v) => { setPri(v); setErrors({}); })} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
