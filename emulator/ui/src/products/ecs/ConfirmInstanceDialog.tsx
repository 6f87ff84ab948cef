import { useState } from 'react';
import { Dialog, Message } from '@alifd/next';
import { callApi } from '../../lib/api';
import { notifyApiError } from '../../lib/apiErrors';
import type { Translate } from '../../lib/vocabulary';
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
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await callApi('Ecs', ACTIONS[kind], { InstanceId: instance.InstanceId });
      Message.success(t(`toast.${kind}`));
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      setBusy(false);
    }
  };
  return (
    <Dialog
      v2
      visible
      title={t(`${kind}.title`)}
      width={520}
      onOk={submit}
      onClose={onClose}
      onCancel={onClose}
      okProps={{ children: t('common.ok'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <p className="dialog-intro">{t(`${kind}.intro`)}</p>
      <ul className="dialog-resources">
        <li>
          {instance.InstanceId} / {instance.InstanceName}
        </li>
      </ul>
    </Dialog>
  );
}
