import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { CreateMasterSlavePanel } from './CreateMasterSlavePanel';
import type { LoadBalancer } from './types';

type Group = { MasterSlaveServerGroupId: string; MasterSlaveServerGroupName: string; AssociatedObjects?: { Listeners?: { Listener: Array<{ Port: number; Protocol: string }> } } };
export type Props = { lb: LoadBalancer; regionId: string; t: Translate; weightsDialog?: boolean };

/** The Primary/Secondary Server Groups tab of a CLB: Create Primary/Secondary Server Group, and a group's Delete. */
export function MasterSlaveGroupsTab({ lb, regionId, t, weightsDialog }: Props) {
  const groups = useApiQuery<{ MasterSlaveServerGroups: { MasterSlaveServerGroup: Group[] } }>('Slb', 'DescribeMasterSlaveServerGroups', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, IncludeListener: 'true' });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Group | null>(null);
  return (
    <div>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>{t('msg.create')}</Button>
        <div className="toolbar-spacer" />
        <Button onClick={groups.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={groups.data?.MasterSlaveServerGroups?.MasterSlaveServerGroup ?? []} loading={groups.loading} primaryKey="MasterSlaveServerGroupId" emptyContent={t('common.noData')} aria-label={t('tab.masterSlave')}>
        <Table.Column
          title={t('msg.col.name')}
          cell={(_: unknown, __: number, g: Group) => (
            <div className="cell-lines">
              <div>{g.MasterSlaveServerGroupName || '-'}</div>
              <div className="cell-sub">{g.MasterSlaveServerGroupId}</div>
            </div>
          )}
        />
        <Table.Column title={t('msg.col.listeners')} cell={(_: unknown, __: number, g: Group) => (g.AssociatedObjects?.Listeners?.Listener ?? []).map((l) => `${l.Protocol.toUpperCase()}:${l.Port}`).join(', ') || '-'} />
        <Table.Column
          title={t('common.actions')}
          width={120}
          cell={(_: unknown, __: number, g: Group) => (
            <Button text type="primary" onClick={() => setDeleting(g)}>{t('action.delete')}</Button>
          )}
        />
      </Table>
      {creating && <CreateMasterSlavePanel lb={lb} regionId={regionId} t={t} weightsDialog={weightsDialog} onClose={() => setCreating(false)} onDone={groups.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('msg.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Slb', 'DeleteMasterSlaveServerGroup', { RegionId: regionId, MasterSlaveServerGroupId: deleting.MasterSlaveServerGroupId }, t, t('msg.delete.done'));
            if (ok) groups.reload();
            return ok;
          }}
        >
          <p>{t('msg.delete.confirm', { name: deleting.MasterSlaveServerGroupName || deleting.MasterSlaveServerGroupId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
