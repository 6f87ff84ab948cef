import { useState } from 'react';
import { Form, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { t: Translate; onClose: () => void; onDone: () => void };

/** "Add Domain Name": AddDomain; the cloud's complaint about the name shows under the field. */
export function AddDomainDialog({ t, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

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
      </Form>
    </ConfirmDialog>
  );
}
