import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = {
  kind: 'vpc' | 'vsw' | 'nat';
  /** Only one of the two fields (a NAT gateway's details page edits each from the Edit beside it). */
  only?: 'name' | 'description';
  id: string;
  name: string;
  description: string;
  t: Translate;
  onClose: () => void;
  onDone: () => void;
};

const LAYOUT = { labelAlign: 'top' as const };

const CALLS = {
  vpc: { action: 'ModifyVpcAttribute', id: 'VpcId', name: 'VpcName', title: 'vpc.edit.title', toast: 'toast.vpcModified' },
  vsw: { action: 'ModifyVSwitchAttribute', id: 'VSwitchId', name: 'VSwitchName', title: 'vsw.edit.title', toast: 'toast.vswModified' },
  nat: { action: 'ModifyNatGatewayAttribute', id: 'NatGatewayId', name: 'Name', title: 'nat.edit.name.title', toast: 'toast.natModified' },
} as const;

/**
 * Edit VPC / Edit vSwitch / a NAT gateway's name or description: ModifyVpcAttribute / ModifyVSwitchAttribute /
 * ModifyNatGatewayAttribute, sending only the fields the dialog shows.
 */
export function EditNameDialog({ kind, only, id, name: initialName, description: initialDescription, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const submit = async () => {
    const call = CALLS[kind];
    const params = {
      RegionId: regionId,
      [call.id]: id,
      ...(only !== 'description' ? { [call.name]: name.trim() } : {}),
      ...(only !== 'name' ? { Description: description } : {}),
    };
    const done = await runAction('Vpc', call.action, params, t, t(call.toast));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(only ? `${kind}.edit.${only}.title` : CALLS[kind].title)} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        {only !== 'description' && (
          <Form.Item label={t('edit.name')} extra={<span className="field-help">{t('vpc.name.help')}</span>}>
            <Input aria-label={t('edit.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {only !== 'name' && (
          <Form.Item label={t('edit.description')}>
            <Input.TextArea aria-label={t('edit.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
