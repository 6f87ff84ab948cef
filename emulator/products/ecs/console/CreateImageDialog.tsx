import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from './types';

export type Props = { instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** "Create Custom Image" (More > Disk and Image): CreateImage from the instance's system disk. */
export function CreateImageDialog({ instance, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/.test(name.trim())) {
      setError(t('images.err.name'));
      return false;
    }
    const done = await runAction('Ecs', 'CreateImage', { RegionId: regionId, InstanceId: instance.InstanceId, ImageName: name.trim(), Description: description || undefined }, t, t('toast.imageCreated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('images.create.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${instance.InstanceId} / ${instance.InstanceName}`}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('images.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('images.name.help')}</span>}>
          <Input aria-label={t('images.name')} value={name} maxLength={128} onChange={onValue<string>((v) => { setName(v); setError(undefined); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('images.description')}>
          <Input.TextArea aria-label={t('images.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
