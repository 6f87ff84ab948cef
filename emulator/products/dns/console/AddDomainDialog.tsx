import { useState } from 'react';
import { Button, Form, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { TxtVerifyDialog } from './TxtVerifyDialog';
import { useDns } from './useDns';

export type Props = { t: Translate; onClose: () => void; onDone: () => void };

/** "Add Domain Name": AddDomain; the cloud's complaint about the name shows under the field. */
export function AddDomainDialog({ t, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  // dns@2021: a subdomain is proved with a TXT record first (TXT授权校验 opens 域名持有者身份验证).
  const txt = useDns().flag('subdomainTxt');
  const [verifying, setVerifying] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) {
      setError(t('domain.err.name'));
      return false;
    }
    try {
      await callApi('Alidns', 'AddDomain', { DomainName: name.trim() });
    } catch (err) {
      if (fieldOfError(err, { DomainName: 'name' })) setError(errorText(err));
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.domainAdded'));
    onDone();
    return true;
  };

  if (verifying) return <TxtVerifyDialog name={verifying} t={t} onClose={onClose} onDone={onDone} />;
  const verifyTxt = () => {
    if (!name.trim()) setError(t('domain.err.name'));
    else setVerifying(name.trim().toLowerCase());
  };
  return (
    <ConfirmDialog title={t('domain.add.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('domain.add.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('domain.add.help')}</span>}>
          <Input
            aria-label={t('domain.add.name')}
            value={name}
            maxLength={253}
            placeholder="example.com"
            onChange={onValue<string>((v) => {
              setName(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {txt && (
          <p className="dialog-links">
            <Button text type="primary" onClick={verifyTxt}>
              {t('domain.add.txt')}
            </Button>{' '}
            <Button text type="primary" disabled>
              {t('domain.add.retrieve')}
            </Button>
          </p>
        )}
      </Form>
    </ConfirmDialog>
  );
}
