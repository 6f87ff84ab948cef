import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { runAction } from '../../lib/runAction';
import type { Translate } from '../../lib/vocabulary';
import { AddBackendDialog } from './AddBackendDialog';
import type { BackendServer, LoadBalancerAttribute } from './types';

export type Props = { lb: LoadBalancerAttribute; regionId: string; t: Translate; openAdd: boolean; reload: () => void };

/** The Default Server Group tab: the CLB's backend servers, Add (the instance picker) and Remove. */
export function BackendsTab({ lb, regionId, t, openAdd, reload }: Props) {
  const [adding, setAdding] = useState(openAdd);
  const [removing, setRemoving] = useState<BackendServer | null>(null);
  return (
    <div>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('backends.add')}
        </Button>
      </div>
      <Table dataSource={lb.BackendServers.BackendServer} primaryKey="ServerId" emptyContent={t('common.noData')} aria-label={t('tab.backends')}>
        <Table.Column title={t('backends.col.server')} dataIndex="ServerId" />
        <Table.Column title={t('backends.col.weight')} dataIndex="Weight" />
        <Table.Column
          title={t('common.actions')}
          width={140}
          cell={(_: unknown, __: number, b: BackendServer) => (
            <Button text type="primary" onClick={() => setRemoving(b)}>
              {t('action.remove')}
            </Button>
          )}
        />
      </Table>
      {adding && <AddBackendDialog lb={lb} regionId={regionId} t={t} onClose={() => setAdding(false)} onDone={reload} />}
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
