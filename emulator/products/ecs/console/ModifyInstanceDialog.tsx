import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from './types';

export type Props = { instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** "Modify Instance Information" (More > Instance Settings): the instance's name and description, ModifyInstanceAttribute. */
export function ModifyInstanceDialog({ instance, t, onClose, onDone }: Props) {
  const [name, setName] = useState(instance.InstanceName);
  const [description, setDescription] = useState(instance.Description ?? '');

  const submit = async () => {
    const done = await runAction('Ecs', 'ModifyInstanceAttribute', { InstanceId: instance.InstanceId, InstanceName: name.trim(), Description: description }, t, t('toast.modified'));
    if (done) onDone();
    return done;
  };

  return (
    <ConfirmDialog
      title={t('modify.title')}
      width={600}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onOk={submit}
      onClose={onClose}
    >
      <ul className="dialog-resources">
        <li>{instance.InstanceId}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('modify.name')} extra={<span className="field-help">{t('create.instanceName.help')}</span>}>
          <Input aria-label={t('modify.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('modify.description')}>
          <Input.TextArea aria-label={t('modify.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
