import { useState } from 'react';
import { Checkbox, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from './types';
import { onValue } from '../../../console/src/lib/onValue';

export type Props = { instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

/** "Stop Instance": stop mode (Normal Stop = KeepCharging, Economical Mode = StopCharging) and Force Stop. */
export function StopInstanceDialog({ instance, t, onClose, onDone }: Props) {
  const [mode, setMode] = useState<'KeepCharging' | 'StopCharging'>('KeepCharging');
  const [force, setForce] = useState(false);

  const submit = async () => {
    const done = await runAction('Ecs', 'StopInstance', {
        InstanceId: instance.InstanceId,
        StoppedMode: mode,
        ForceStop: force ? 'true' : undefined,
      }, t, t('toast.stopping'));
    if (done) onDone();
    return done;
  };

  return (
    <ConfirmDialog
      title={t('stop.title')}
      width={600}
      okLabel={t('stop.ok')}
      cancelLabel={t('common.cancel')}
      onOk={submit}
      onClose={onClose}
    >
      <p className="dialog-intro">{t('stop.intro')}</p>
      <ul className="dialog-resources">
        <li>
          {instance.InstanceId} / {instance.InstanceName}
        </li>
      </ul>
      <div className="dialog-field" role="group" aria-label={t('stop.mode')}>
        <div className="dialog-field-label">{t('stop.mode')}</div>
        <Radio.Group value={mode} onChange={(v) => setMode(v as typeof mode)} itemDirection="ver">
          <Radio value="KeepCharging">{t('stop.mode.normal')}</Radio>
          <Radio value="StopCharging">{t('stop.mode.economical')}</Radio>
        </Radio.Group>
        <div className="field-help">
          {mode === 'StopCharging' ? t('stop.mode.economical.help') : t('stop.mode.normal.help')}
        </div>
      </div>
      <div className="dialog-field">
        <Checkbox checked={force} onChange={onValue<boolean>((v) => setForce(v))}>
          {t('stop.force')}
        </Checkbox>
        {force && <div className="field-help warning">{t('stop.force.help')}</div>}
      </div>
    </ConfirmDialog>
  );
}
