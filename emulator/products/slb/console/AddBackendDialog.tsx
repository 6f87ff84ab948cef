import { useState } from 'react';
import { Form, Input, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LoadBalancer } from './types';

type EcsInstance = { InstanceId: string; InstanceName: string; Status: string; VpcAttributes?: { VpcId: string; PrivateIpAddress?: { IpAddress: string[] } } };
export type Props = { lb: LoadBalancer; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/** "Add Backend Server": an ECS instance picker (running instances of the CLB's VPC) and a weight. */
export function AddBackendDialog({ lb, regionId, t, onClose, onDone }: Props) {
  const [serverId, setServerId] = useState('');
  const [weight, setWeight] = useState('100');
  const [error, setError] = useState<string | undefined>();
  const vms = useApiQuery<{ Instances: { Instance: EcsInstance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100, ...(lb.VpcId ? { VpcId: lb.VpcId } : {}) });
  const options = (vms.data?.Instances?.Instance ?? [])
    .filter((i) => i.Status === 'Running')
    .map((i) => ({ value: i.InstanceId, label: `${i.InstanceName} (${i.InstanceId})` }));
  const add = async () => {
    if (!serverId) {
      setError(t('addBackend.err.server'));
      return false;
    }
    const ok = await runAction('Slb', 'AddBackendServers', {
      RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, BackendServers: JSON.stringify([{ ServerId: serverId, Weight: weight.trim() || '100', Type: 'ecs' }]),
    }, t, t('addBackend.done'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('addBackend.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} width={640} onClose={onClose} onOk={add}>
      <Form labelAlign="top">
        <Form.Item label={t('addBackend.server')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('addBackend.help')}</span>}>
          <Select
            aria-label={t('addBackend.server')}
            value={serverId || undefined}
            placeholder={t('common.pleaseSelect')}
            showSearch
            onChange={onValue<string>((v) => (setServerId(v), setError(undefined)))}
            dataSource={options}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('addBackend.weight')}>
          <Input aria-label={t('addBackend.weight')} value={weight} onChange={onValue<string>(setWeight)} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
