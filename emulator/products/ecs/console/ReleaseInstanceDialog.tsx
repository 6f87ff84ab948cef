import { useState } from 'react';
import { Checkbox, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from './types';
import { onValue } from '../../../console/src/lib/onValue';

export type Props = { instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

/**
 * "Release Instance": Release Now or Scheduled Release, the data-loss warning, and (for an instance that
 * is not stopped) a Force release checkbox without which OK stays disabled, as DeleteInstance would refuse.
 */
export function ReleaseInstanceDialog({ instance, t, onClose, onDone }: Props) {
  const [mode, setMode] = useState<'now' | 'scheduled'>('now');
  const [force, setForce] = useState(false);
  const needsForce = instance.Status !== 'Stopped';

  const submit = async () => {
    const done = await runAction('Ecs', 'DeleteInstance', { InstanceId: instance.InstanceId, Force: needsForce ? 'true' : undefined }, t, t('toast.release'));
    if (done) onDone();
    return done;
  };

  return (
    <ConfirmDialog
      title={t('release.title')}
      width={600}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      okDisabled={mode !== 'now' || (needsForce && !force)}
      onOk={submit}
      onClose={onClose}
    >
      <div className="dialog-warning" role="alert">
        {t('release.warning')}
      </div>
      <ul className="dialog-resources">
        <li>
          {instance.InstanceId} / {instance.InstanceName}
        </li>
      </ul>
      <div className="dialog-field" role="group" aria-label={t('release.mode')}>
        <div className="dialog-field-label">{t('release.mode')}</div>
        <Radio.Group value={mode} onChange={(v) => setMode(v as typeof mode)}>
          <Radio value="now">{t('release.now')}</Radio>
          <Radio value="scheduled">{t('release.scheduled')}</Radio>
        </Radio.Group>
        {mode === 'scheduled' && <div className="field-help">{t('release.scheduled.help')}</div>}
      </div>
      {needsForce && (
        <div className="dialog-field">
          <div className="field-help warning">{t('release.running')}</div>
          <Checkbox checked={force} onChange={onValue<boolean>((v) => setForce(v))}>
            {t('release.force')}
          </Checkbox>
        </div>
      )}
    </ConfirmDialog>
  );
}
