import { useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Select } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

/** What the 2020–2021 Create Key dialog asked besides today's fields (kms@2021, flag `createKeyClassic`). */
export type ClassicValues = { rotation: string; customDays: string; origin: 'Aliyun_KMS' | 'EXTERNAL'; understood: boolean };
export const CLASSIC_DEFAULTS: ClassicValues = { rotation: 'off', customDays: '', origin: 'Aliyun_KMS', understood: false };

const ROTATIONS = ['30', '90', '180', '365', 'off', 'custom'];

/** The rotation interval the values ask for (`7776000s`), null for none, or an error label. */
export function rotationOf(v: ClassicValues): { interval: string | null } | { error: string } {
  if (v.rotation === 'off') return { interval: null };
  const days = v.rotation === 'custom' ? Number(v.customDays.trim()) : Number(v.rotation);
  // The 2021 pages allow 7–730 days for Customize; the API (UpdateRotationPolicy) takes 7–365, so does the emulator.
  if (!Number.isInteger(days) || days < 7 || days > 365) return { error: 'createKey.err.rotation' };
  return { interval: `${days * 86_400}s` };
}

export type Props = { t: Translate; spec: string; value: ClassicValues; onChange: (patch: Partial<ClassicValues>) => void; disabled: boolean; error?: string };

/** Rotation Period (symmetric specs only) and, under Advanced, Key Material Source; KeyStore comes first (KeyStoreField). */
export function ClassicRotationAndOrigin({ t, spec, value, onChange, disabled, error }: Props) {
  const [advanced, setAdvanced] = useState(false);
  if (!spec.startsWith('Aliyun_')) return null;
  return (
    <>
      <Form.Item label={t('createKey.rotation')} validateState={error === 'createKey.err.rotation' ? 'error' : undefined} help={error === 'createKey.err.rotation' ? t(error) : undefined}>
        <Select aria-label={t('createKey.rotation')} value={value.rotation} disabled={disabled} onChange={onValue<string>((rotation) => onChange({ rotation }))} dataSource={ROTATIONS.map((r) => ({ value: r, label: t(`createKey.rotation.${r}`) }))} style={{ width: 320 }} />
        {value.rotation === 'custom' && (
          <Input aria-label={t('createKey.rotation.days')} placeholder={t('createKey.rotation.days')} value={value.customDays} disabled={disabled} onChange={onValue<string>((customDays) => onChange({ customDays }))} style={{ width: 320, marginTop: 8 }} />
        )}
      </Form.Item>
      <Form.Item label=" ">
        <Button text type="primary" aria-expanded={advanced} onClick={() => setAdvanced((a) => !a)}>
          {t('createKey.advanced')}
        </Button>
      </Form.Item>
      {advanced && (
        <Form.Item label={t('createKey.origin')} validateState={error === 'createKey.err.understand' ? 'error' : undefined} help={error === 'createKey.err.understand' ? t(error) : undefined}>
          <Radio.Group aria-label={t('createKey.origin')} value={value.origin} disabled={disabled} onChange={onValue<ClassicValues['origin']>((origin) => onChange({ origin }))}>
            <Radio value="Aliyun_KMS">{t('createKey.origin.Aliyun_KMS')}</Radio>
            <Radio value="EXTERNAL">{t('createKey.origin.EXTERNAL')}</Radio>
          </Radio.Group>
          {value.origin === 'EXTERNAL' && (
            <div>
              <Checkbox aria-label={t('createKey.origin.understand')} checked={value.understood} disabled={disabled} onChange={(understood: boolean) => onChange({ understood })}>
                {t('createKey.origin.understand')}
              </Checkbox>
            </div>
          )}
        </Form.Item>
      )}
    </>
  );
}

/** KeyStore: the key stores of the account (the emulator has none: only the KMS default). */
export function KeyStoreField({ t, disabled }: { t: Translate; disabled: boolean }) {
  return (
    <Form.Item label={t('createKey.keyStore')}>
      <Select aria-label={t('createKey.keyStore')} value="" disabled={disabled} dataSource={[{ value: '', label: t('createKey.keyStore.none') }]} style={{ width: 320 }} />
    </Form.Item>
  );
}
