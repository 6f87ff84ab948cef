import { useState } from 'react';
import { Form, Input, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { secretName: string; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** "Delete Secret": scheduled with a recovery period of 7–30 days (default 30), or immediately. */
export function DeleteSecretDialog({ secretName, regionId, t, onClose, onDone }: Props) {
  const [mode, setMode] = useState<'schedule' | 'now'>('schedule');
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const n = Number(days.trim());
    if (mode === 'schedule' && (!Number.isInteger(n) || n < 7 || n > 30)) {
      setError(t('delSecret.help'));
      return false;
    }
    const params = mode === 'now' ? { ForceDeleteWithoutRecovery: true } : { RecoveryWindowInDays: n };
    const ok = await runAction('Kms', 'DeleteSecret', { RegionId: regionId, SecretName: secretName, ...params }, t, t('toast.secretDeleted'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('delSecret.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <p>{t('delSecret.confirm', { name: secretName })}</p>
      <Form {...LAYOUT}>
        <Form.Item label={t('delSecret.mode')} required>
          <Radio.Group aria-label={t('delSecret.mode')} value={mode} onChange={onValue<'schedule' | 'now'>(setMode)}>
            <Radio value="schedule">{t('delSecret.schedule')}</Radio>
            <Radio value="now">{t('delSecret.now')}</Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'schedule' && (
          <Form.Item label={t('delSecret.days')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('delSecret.help')}</span>}>
            <Input aria-label={t('delSecret.days')} value={days} onChange={onValue<string>((v) => (setDays(v), setError(undefined)))} style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}

/** "Store Secret Value": a new version that becomes ACSCurrent (PutSecretValue). The value is typed masked. */
export function PutSecretValueDialog({ secretName, regionId, t, onClose, onDone }: Props) {
  const [value, setValue] = useState('');
  const [version, setVersion] = useState('');
  const [errors, setErrors] = useState<{ value?: string; version?: string }>({});
  const submit = async () => {
    const e: typeof errors = {};
    if (!value) e.value = t('secret.err.value');
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(version.trim())) e.version = t('secret.err.version');
    setErrors(e);
    if (e.value || e.version) return false;
    const ok = await runAction('Kms', 'PutSecretValue', { RegionId: regionId, SecretName: secretName, SecretData: value, VersionId: version.trim() }, t, t('toast.valueStored'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('put.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{secretName}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('put.value')} required validateState={errors.value ? 'error' : undefined} help={errors.value}>
          <Input.Password aria-label={t('put.value')} value={value} autoComplete="new-password" onChange={onValue<string>((v) => (setValue(v), setErrors({})))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('put.version')} required validateState={errors.version ? 'error' : undefined} help={errors.version}>
          <Input aria-label={t('put.version')} value={version} maxLength={64} onChange={onValue<string>((v) => (setVersion(v), setErrors({})))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
