import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Whitelist } from './types';

export type Props = { instanceId: string; group: Whitelist | null; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** "Edit Whitelist" (a group's Modify) or "Create Whitelist": ModifySecurityIps replaces the group's entries. */
export function WhitelistDialog({ instanceId, group, t, onClose, onDone }: Props) {
  const [name, setName] = useState(group?.DBInstanceIPArrayName ?? '');
  const [ips, setIps] = useState(group?.SecurityIPList ?? '');
  const [error, setError] = useState('');

  const submit = async () => {
    const entries = ips.split(/[\s,]+/).filter(Boolean);
    if (!entries.length) {
      setError(t('wl.err.ips'));
      return false;
    }
    const params = { DBInstanceId: instanceId, DBInstanceIPArrayName: name.trim(), SecurityIps: entries.join(','), ModifyMode: 'Cover' };
    const ok = await runAction('Rds', 'ModifySecurityIps', params, t, t('toast.whitelistModified'));
    if (ok) onDone();
    return ok;
  };

  return (
    <ConfirmDialog title={group ? t('wl.title.modify') : t('wl.title.create')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('wl.name')} required extra={group ? undefined : <span className="field-help">{t('wl.name.help')}</span>}>
          <Input aria-label={t('wl.name')} value={name} readOnly={!!group} maxLength={32} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('wl.ips')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('wl.ips.help')}</span>}>
          <Input.TextArea aria-label={t('wl.ips')} value={ips} rows={4} onChange={onValue<string>((v) => (setIps(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
