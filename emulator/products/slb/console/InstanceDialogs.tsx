import { useState } from 'react';
import { Form, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { InstanceAction } from './InstanceActions';
import type { LoadBalancer } from './types';

export type Props = { kind: InstanceAction; row: LoadBalancer; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/** The dialogs of a CLB row's More menu: Delete (DeleteLoadBalancer) and Set Delete Protection. */
export function InstanceDialog({ kind, row, regionId, t, onClose, onDone }: Props) {
  const [protect, setProtect] = useState(row.DeleteProtection === 'on');
  const common = { okLabel: t('common.ok'), cancelLabel: t('common.cancel'), onClose };
  const call = async (action: string, params: Record<string, unknown>, done: string) => {
    const ok = await runAction('Slb', action, { RegionId: regionId, LoadBalancerId: row.LoadBalancerId, ...params }, t, done);
    if (ok) onDone();
    return ok;
  };
  if (kind === 'delete') {
    return (
      <ConfirmDialog {...common} title={t('delete.title')} onOk={() => call('DeleteLoadBalancer', {}, t('delete.done'))}>
        <p>{t('delete.confirm', { name: row.LoadBalancerName || row.LoadBalancerId })}</p>
        <ul className="dialog-resources">
          <li>{row.LoadBalancerId}</li>
        </ul>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog {...common} title={t('protection.title')} onOk={() => call('SetLoadBalancerDeleteProtection', { DeleteProtection: protect ? 'on' : 'off' }, t('protection.done'))}>
      <Form labelAlign="left">
        <Form.Item label={t('protection.label')} extra={<span className="field-help">{t('protection.help')}</span>}>
          <Switch aria-label={t('protection.label')} checked={protect} onChange={(v: boolean) => setProtect(v)} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
