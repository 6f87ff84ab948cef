import { useEffect, useState } from 'react';
import { Button, Form, Input, Message, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError, submitted } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { CreateVirtualMfaDevice, ListVirtualMfaDevices } from './types';

export type Props = { userName: string; t: Translate };

/**
 * The MFA part of a user's Authentication tab: the tabs Virtual MFA Device (Enable the Virtual MFA Device, or the
 * bound device with Disable Virtual MFA Device) and U2F Security Key (a security key needs hardware: only a notice).
 */
export function MfaSection({ userName, t }: Props) {
  const devices = useApiQuery<ListVirtualMfaDevices>('Ram', 'ListVirtualMFADevices', {});
  const [enabling, setEnabling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const bound = (devices.data?.VirtualMFADevices?.VirtualMFADevice ?? []).find((d) => d.User?.UserName === userName);
  const disable = async () => {
    const ok = await runAction('Ram', 'UnbindMFADevice', { UserName: userName }, t, t('mfa.disabled'));
    // The console also deletes the unbound device, so that the next Enable starts afresh.
    if (ok && bound) await callApi('Ram', 'DeleteVirtualMFADevice', { SerialNumber: bound.SerialNumber }).catch(() => undefined);
    devices.reload();
    return ok;
  };
  return (
    <section className="form-section" aria-label={t('mfa.section')}>
      <h2 className="form-section-title">{t('mfa.section')}</h2>
      <Tab shape="wrapped" aria-label={t('mfa.section')}>
        <Tab.Item key="vmfa" title={t('mfa.tab.virtual')}>
          {bound ? (
            <div>
              <p>
                {t('mfa.bound', { serial: bound.SerialNumber })} {bound.ActivateDate ? formatTime(bound.ActivateDate) : ''}
              </p>
              <Button type="primary" warning onClick={() => setDisabling(true)}>
                {t('mfa.disable')}
              </Button>
            </div>
          ) : (
            <div>
              <p>{t('mfa.none')}</p>
              <Button type="primary" disabled={devices.loading} onClick={() => setEnabling(true)}>
                {t('mfa.enable')}
              </Button>
            </div>
          )}
        </Tab.Item>
        <Tab.Item key="u2f" title={t('mfa.tab.u2f')}>
          <p>{t('mfa.u2f.none')}</p>
          <Button type="primary" onClick={() => Message.notice(t('mfa.u2f.notice'))}>
            {t('mfa.u2f.enable')}
          </Button>
        </Tab.Item>
      </Tab>
      {enabling && <EnableMfaDialog userName={userName} t={t} onClose={() => setEnabling(false)} onDone={devices.reload} />}
      {disabling && (
        <ConfirmDialog title={t('mfa.disable')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setDisabling(false)} onOk={disable}>
          <p>{t('mfa.disable.confirm', { user: userName })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Enable the Virtual MFA Device: the console creates a device named after the user (CreateVirtualMFADevice; one left
 * unbound by an earlier try is replaced), shows its QR code and, on the other tab, the user name and key to type in
 * by hand; two consecutive codes from the app bind it (BindMFADevice).
 */
function EnableMfaDialog({ userName, t, onClose, onDone }: { userName: string; t: Translate; onClose: () => void; onDone: () => void }) {
  const [device, setDevice] = useState<CreateVirtualMfaDevice['VirtualMFADevice'] | null>(null);
  const [codes, setCodes] = useState(['', '']);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const create = () => callApi<CreateVirtualMfaDevice>('Ram', 'CreateVirtualMFADevice', { VirtualMFADeviceName: userName });
    create()
      .catch(async (err) => {
        if ((err as { code?: string }).code !== 'EntityAlreadyExists.VirtualMFADevice') throw err;
        const list = await callApi<ListVirtualMfaDevices>('Ram', 'ListVirtualMFADevices', {});
        const stale = (list.VirtualMFADevices?.VirtualMFADevice ?? []).find((d) => !d.User && d.SerialNumber.endsWith(`:mfa/${userName}`));
        if (stale) await callApi('Ram', 'DeleteVirtualMFADevice', { SerialNumber: stale.SerialNumber });
        return create();
      })
      .then((r) => live && setDevice(r.VirtualMFADevice))
      .catch((err) => live && (notifyApiError(err, t), setError(errorText(err))));
    return () => {
      live = false;
    };
  }, [userName, t]);
  const enable = async () => {
    if (!device) return false;
    if (!codes.every((c) => /^\d{6}$/.test(c.trim()))) {
      setError(t('mfa.err.codes'));
      return false;
    }
    return submitted(async () => {
      await callApi('Ram', 'BindMFADevice', { SerialNumber: device.SerialNumber, UserName: userName, AuthenticationCode1: codes[0].trim(), AuthenticationCode2: codes[1].trim() });
      Message.success(t('mfa.enabled'));
      onDone();
    }, t, setError);
  };
  const setCode = (i: number) => onValue<string>((v) => (setCodes((c) => c.map((x, j) => (j === i ? v : x))), setError('')));
  return (
    <ConfirmDialog title={t('mfa.enable')} width={640} okLabel={t('mfa.enable.ok')} cancelLabel={t('common.cancel')} okDisabled={!device} onClose={onClose} onOk={enable}>
      <p>{t('mfa.enable.intro')}</p>
      <Tab shape="wrapped" aria-label={t('mfa.enable')}>
        <Tab.Item key="scan" title={t('mfa.scan')}>
          <div className="mfa-qr" role="img" aria-label={t('mfa.qr')} style={{ width: 160, height: 160, border: '1px solid #ccc', margin: '12px 0', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {device ? t('mfa.qr') : '…'}
          </div>
        </Tab.Item>
        <Tab.Item key="manual" title={t('mfa.manual')}>
          <dl className="detail-grid">
            <div className="detail-row">
              <dt>{t('mfa.manual.user')}</dt>
              <dd>{device ? `${userName}` : '…'}</dd>
            </div>
            <div className="detail-row">
              <dt>{t('mfa.manual.key')}</dt>
              <dd>{device?.Base32StringSeed ?? '…'}</dd>
            </div>
          </dl>
        </Tab.Item>
      </Tab>
      <Form labelAlign="top" aria-label={t('mfa.enable')}>
        <Form.Item label={t('mfa.code1')} required validateState={error ? 'error' : undefined}>
          <Input aria-label={t('mfa.code1')} value={codes[0]} maxLength={6} onChange={setCode(0)} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('mfa.code2')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('mfa.code2')} value={codes[1]} maxLength={6} onChange={setCode(1)} style={{ width: 240 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
