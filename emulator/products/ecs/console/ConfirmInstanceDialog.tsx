import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from './types';

export type Props = {
  instance: Instance;
  t: Translate;
  /** `start` (StartInstance) or `restart` (RebootInstance). */
  kind: 'start' | 'restart';
  onClose: () => void;
  onDone: () => void;
};

const ACTIONS = { start: 'StartInstance', restart: 'RebootInstance' } as const;

/** The plain confirmation the console shows before starting or restarting an instance. */
export function ConfirmInstanceDialog({ instance, t, kind, onClose, onDone }: Props) {
  const submit = async () => {
    const done = await runAction('Ecs', ACTIONS[kind], { InstanceId: instance.InstanceId }, t, t(`toast.${kind}`));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog
      title={t(`${kind}.title`)}
      width={520}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onOk={submit}
      onClose={onClose}
    >
      <p className="dialog-intro">{t(`${kind}.intro`)}</p>
      <ul className="dialog-resources">
        <li>
          {instance.InstanceId} / {instance.InstanceName}
        </li>
      </ul>
    </ConfirmDialog>
  );
}
