import { useState } from 'react';
import { Button, Form, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { t: Translate; onOk: () => Promise<boolean>; onClose: () => void };

/**
 * The 2019–2021 console's SMS Verification dialog before a domain is deleted (cdn@2021): Obtain sends a code to the
 * account's phone, the code goes in the verification code field, OK deletes. The emulator has no phone: the code it
 * sends is shown in the dialog, where a person would read it on the phone.
 */
export function SmsVerifyDialog({ t, onOk, onClose }: Props) {
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ok = async () => {
    if (!sent || code.trim() !== sent) {
      setError(t('sms.err.code'));
      return false;
    }
    return onOk();
  };
  return (
    <ConfirmDialog title={t('sms.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={ok} onClose={onClose}>
      <p>{t('sms.phone', { phone: '138****0000' })}</p>
      <Form labelAlign="top">
        <Form.Item label={t('sms.code')} required validateState={error ? 'error' : undefined} help={error}>
          <Input
            aria-label={t('sms.code')}
            value={code}
            maxLength={6}
            onChange={onValue<string>((v) => { setCode(v); setError(undefined); })}
            addonAfter={<Button onClick={() => setSent(String(100_000 + Math.floor(Math.random() * 900_000)))}>{t('sms.obtain')}</Button>}
          />
        </Form.Item>
      </Form>
      {sent && <Message type="notice">{t('sms.sent', { code: sent })}</Message>}
    </ConfirmDialog>
  );
}
