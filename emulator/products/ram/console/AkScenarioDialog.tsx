import { useState } from 'react';
import { Checkbox, Dialog, Form, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { t: Translate; onContinue: () => Promise<void>; onClose: () => void };

const SCENARIOS = ['local', 'cloud', 'cli', 'thirdParty', 'other'] as const;

/**
 * Today's first step of Create AccessKey: the usage scenarios with their recommendations; the pair is created only
 * after a scenario is chosen and the check box confirms that an AccessKey is really needed (Continue).
 */
export function AkScenarioDialog({ t, onContinue, onClose }: Props) {
  const [scenario, setScenario] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  // Each problem shows under its own field, as Fusion forms mark them.
  const [errors, setErrors] = useState<{ scenario?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found = { ...(scenario ? {} : { scenario: t('akScene.err.scenario') }), ...(confirmed ? {} : { confirm: t('akScene.err.confirm') }) };
    setErrors(found);
    if (found.scenario || found.confirm) return;
    setBusy(true);
    await onContinue();
  };
  return (
    <Dialog
      v2
      visible
      title={t('akScene.title')}
      width={680}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: t('akScene.continue'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <p style={{ margin: '0 0 12px' }}>{t('akScene.intro')}</p>
      <Form labelAlign="top">
        <Form.Item label={t('akScene.scenario')} required validateState={errors.scenario ? 'error' : undefined} help={errors.scenario}>
          <Radio.Group aria-label={t('akScene.scenario')} value={scenario} onChange={onValue<string>((v) => (setScenario(v), setErrors((e) => ({ ...e, scenario: undefined }))))}>
            {SCENARIOS.map((s) => (
              <Radio key={s} value={s}>
                {t(`akScene.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item validateState={errors.confirm ? 'error' : undefined} help={errors.confirm}>
          <Checkbox checked={confirmed} onChange={(c: boolean) => (setConfirmed(c), setErrors((e) => ({ ...e, confirm: undefined })))}>
            {t('akScene.confirm')}
          </Checkbox>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
