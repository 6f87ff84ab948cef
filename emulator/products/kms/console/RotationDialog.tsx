import { useState } from 'react';
import { Checkbox, Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { KeyMetadata } from './types';

export type Props = { meta: KeyMetadata; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

const DAY_S = 86_400;

/** "Configure Rotation Policy" (UpdateRotationPolicy): automatic rotation on or off, with a period of 7–365 days. */
export function RotationDialog({ meta, regionId, t, onClose, onDone }: Props) {
  const current = meta.AutomaticRotation === 'Enabled' ? Math.round(Number((meta.RotationInterval ?? '0s').slice(0, -1)) / DAY_S) : 365;
  const [enabled, setEnabled] = useState(meta.AutomaticRotation === 'Enabled');
  const [days, setDays] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const n = Number(days.trim());
    if (enabled && (!Number.isInteger(n) || n < 7 || n > 365)) {
      setError(t('rotation.err.days'));
      return false;
    }
    const params = enabled ? { EnableAutomaticRotation: true, RotationInterval: `${n * DAY_S}s` } : { EnableAutomaticRotation: false };
    const ok = await runAction('Kms', 'UpdateRotationPolicy', { RegionId: regionId, KeyId: meta.KeyId, ...params }, t, t('toast.rotationSaved'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('rotation.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{meta.KeyId}</li>
      </ul>
      <Form labelAlign="top">
        <Form.Item label={t('rotation.automatic')}>
          <Checkbox checked={enabled} onChange={onValue<boolean>((v) => (setEnabled(v), setError(undefined)))}>
            {t('rotation.enable')}
          </Checkbox>
        </Form.Item>
        {enabled && (
          <Form.Item label={t('rotation.days')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('rotation.help')}</span>}>
            <Input aria-label={t('rotation.days')} value={days} onChange={onValue<string>((v) => (setDays(v), setError(undefined)))} style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
