import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = {
  kind: 'vpc' | 'vsw';
  id: string;
  name: string;
  description: string;
  t: Translate;
  onClose: () => void;
  onDone: () => void;
};

const LAYOUT = { labelAlign: 'top' as const };

/** Edit VPC / Edit vSwitch: the name and description (ModifyVpcAttribute / ModifyVSwitchAttribute). */
export function EditNameDialog({ kind, id, name: initialName, description: initialDescription, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const submit = async () => {
    const done =
      kind === 'vpc'
        ? await runAction('Vpc', 'ModifyVpcAttribute', { RegionId: regionId, VpcId: id, VpcName: name.trim(), Description: description }, t, t('toast.vpcModified'))
        : await runAction('Vpc', 'ModifyVSwitchAttribute', { RegionId: regionId, VSwitchId: id, VSwitchName: name.trim(), Description: description }, t, t('toast.vswModified'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(kind === 'vpc' ? 'vpc.edit.title' : 'vsw.edit.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('edit.name')} extra={<span className="field-help">{t('vpc.name.help')}</span>}>
          <Input aria-label={t('edit.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('edit.description')}>
          <Input.TextArea aria-label={t('edit.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
