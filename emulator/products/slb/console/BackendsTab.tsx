import { useState } from 'react';
import { Button, Form, Input, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { AddBackendDialog } from './AddBackendDialog';
import { MyServersDialog, type PickedServer } from './MyServersDialog';
import type { BackendServer, LoadBalancerAttribute } from './types';

export type Props = {
  lb: LoadBalancerAttribute;
  regionId: string;
  t: Translate;
  openAdd: boolean;
  reload: () => void;
  /** The 2019–2021 consoles: Add opens My Servers, and the servers picked there are added after a last OK. */
  myServers?: boolean;
  /** The 2019 console's shape of My Servers (MyServersDialog). */
  weightsDialog?: boolean;
};

/** The Default Server Group tab: the CLB's backend servers, Add (the instance picker), Modify Weight and Remove. */
export function BackendsTab({ lb, regionId, t, openAdd, reload, myServers, weightsDialog }: Props) {
  const [adding, setAdding] = useState(openAdd);
  const [picked, setPicked] = useState<PickedServer[] | null>(null);
  const [removing, setRemoving] = useState<BackendServer | null>(null);
  const vms = useApiQuery<{ Instances: { Instance: Array<{ InstanceId: string; InstanceName: string }> } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const names = new Map((vms.data?.Instances?.Instance ?? []).map((i) => [i.InstanceId, i.InstanceName]));
  const [weighing, setWeighing] = useState<BackendServer | null>(null);
  const [weight, setWeight] = useState('');
  const [weightError, setWeightError] = useState<string | undefined>();
  const saveWeight = async () => {
    if (!weighing) return false;
    if (!/^\d+$/.test(weight.trim()) || Number(weight) > 100) {
      setWeightError(t('weight.err'));
      return false;
    }
    const servers = JSON.stringify([{ ServerId: weighing.ServerId, Weight: weight.trim(), Type: 'ecs' }]);
    const ok = await runAction('Slb', 'SetBackendServers', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, BackendServers: servers }, t, t('weight.done'));
    if (ok) reload();
    return ok;
  };
  return (
    <div>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('backends.add')}
        </Button>
      </div>
      <Table dataSource={lb.BackendServers.BackendServer} primaryKey="ServerId" emptyContent={t('common.noData')} aria-label={t('tab.backends')}>
        <Table.Column
          title={t('backends.col.server')}
          cell={(_: unknown, __: number, b: BackendServer) => (
            <div className="cell-lines">
              <div>{b.ServerId}</div>
              <div className="cell-sub">{names.get(b.ServerId) ?? ''}</div>
            </div>
          )}
        />
        <Table.Column title={t('backends.col.weight')} dataIndex="Weight" />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, b: BackendServer) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => (setWeight(String(b.Weight)), setWeightError(undefined), setWeighing(b))}>
                {t('action.modifyWeight')}
              </Button>
              <Button text type="primary" onClick={() => setRemoving(b)}>
                {t('action.remove')}
              </Button>
            </div>
          )}
        />
      </Table>
      {adding && !myServers && <AddBackendDialog lb={lb} regionId={regionId} t={t} onClose={() => setAdding(false)} onDone={reload} />}
      {adding && myServers && (
        <MyServersDialog lb={lb} regionId={regionId} t={t} weightsDialog={weightsDialog} onClose={() => setAdding(false)} onPicked={(servers) => (setAdding(false), setPicked(servers))} />
      )}
      {picked && (
        <ConfirmDialog
          title={t('addBackend.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPicked(null)}
          onOk={async () => {
            const servers = JSON.stringify(picked.map((s) => ({ ServerId: s.ServerId, Weight: s.Weight, Type: 'ecs' })));
            const ok = await runAction('Slb', 'AddBackendServers', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, BackendServers: servers }, t, t('addBackend.done'));
            if (ok) reload();
            return ok;
          }}
        >
          <Table dataSource={picked} primaryKey="ServerId" aria-label={t('myServers.pending')} hasBorder={false}>
            <Table.Column title={t('backends.col.server')} cell={(_: unknown, __: number, s: PickedServer) => `${s.Name} (${s.ServerId})`} />
            <Table.Column title={t('backends.col.weight')} dataIndex="Weight" />
          </Table>
        </ConfirmDialog>
      )}
      {weighing && (
        <ConfirmDialog title={t('weight.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setWeighing(null)} onOk={saveWeight}>
          <Form labelAlign="top">
            <Form.Item label={t('backends.col.server')}>
              <span>{weighing.ServerId}</span>
            </Form.Item>
            <Form.Item label={t('addBackend.weight')} required validateState={weightError ? 'error' : undefined} help={weightError} extra={<span className="field-help">{t('weight.help')}</span>}>
              <Input aria-label={t('addBackend.weight')} value={weight} onChange={onValue<string>((v) => (setWeight(v), setWeightError(undefined)))} style={{ width: 200 }} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={t('remove.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setRemoving(null)}
          onOk={async () => {
            const ok = await runAction('Slb', 'RemoveBackendServers', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, BackendServers: JSON.stringify([{ ServerId: removing.ServerId, Type: 'ecs' }]) }, t, t('remove.done'));
            if (ok) reload();
            return ok;
          }}
        >
          <p>{t('remove.confirm', { id: removing.ServerId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
