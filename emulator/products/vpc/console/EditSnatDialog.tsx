import { useState } from 'react';
import { Form, Input, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { natIps } from './NatDialogs';
import type { NatGateway, SnatEntry } from './types';

type Props = { nat: NatGateway; entry: SnatEntry; t: Translate; onClose: () => void; onDone: () => void };

/**
 * Edit SNAT Entry: the entry's public IP addresses (several EIPs of the gateway make an SNAT address pool) and its
 * name; its source, a vSwitch or a CIDR block, is shown and cannot change (ModifySnatEntry).
 */
export function EditSnatDialog({ nat, entry, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [ips, setIps] = useState<string[]>(entry.SnatIp.split(',').filter(Boolean));
  const [name, setName] = useState(entry.SnatEntryName);
  const [error, setError] = useState('');
  const submit = async () => {
    if (!ips.length) {
      setError(t('snat.err.ip'));
      return false;
    }
    const done = await runAction('Vpc', 'ModifySnatEntry', { RegionId: regionId, SnatTableId: entry.SnatTableId, SnatEntryId: entry.SnatEntryId, SnatIp: ips.join(','), SnatEntryName: name.trim() }, t, t('toast.snatModified'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('snat.edit.title')} width={600} okLabel={t('snat.edit.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top" aria-label={t('snat.edit.title')}>
        <Form.Item label={t('snat.col.source')}>
          <p>{entry.SourceVSwitchId ? `${entry.SourceVSwitchId} (${entry.SourceCIDR})` : entry.SourceCIDR}</p>
        </Form.Item>
        <Form.Item label={t('snat.ip')} required validateState={error ? 'error' : undefined} help={error || undefined}>
          <Select
            aria-label={t('snat.ip')}
            mode="multiple"
            placeholder={t('common.pleaseSelect')}
            value={ips}
            dataSource={natIps(nat)}
            onChange={onValue<string[]>((v) => (setIps(v), setError('')))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('snat.name')}>
          <Input aria-label={t('snat.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
