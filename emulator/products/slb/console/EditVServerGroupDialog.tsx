import { useEffect, useState } from 'react';
import { Button, Input, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runCalls } from '../../../console/src/lib/runAction';
import { callApi } from '../../../console/src/lib/api';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';

type Server = { ServerId: string; Port: number; Weight: number; Type: string };
type Row = Server & { weight: string; removed: boolean };
type Props = { groupId: string; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/**
 * Edit VServer Group (a group's row action Edit): each server with its port and an editable weight, and Delete to
 * take it out of the group; OK removes the deleted ones (RemoveVServerGroupBackendServers) and saves changed weights
 * (SetVServerGroupAttribute).
 */
export function EditVServerGroupDialog({ groupId, regionId, t, onClose, onDone }: Props) {
  const group = useApiQuery<{ VServerGroupName: string; BackendServers: { BackendServer: Server[] } }>('Slb', 'DescribeVServerGroupAttribute', { RegionId: regionId, VServerGroupId: groupId });
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState('');
  useEffect(() => setRows((group.data?.BackendServers?.BackendServer ?? []).map((s) => ({ ...s, weight: String(s.Weight), removed: false }))), [group.data]);
  const set = (i: number, patch: Partial<Row>) => (setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))), setError(''));
  const save = async () => {
    if (rows.some((r) => !r.removed && (!/^\d+$/.test(r.weight) || Number(r.weight) > 100))) return (setError(t('weight.err')), false);
    const gone = rows.filter((r) => r.removed).map((r) => ({ ServerId: r.ServerId, Port: r.Port, Type: r.Type }));
    const changed = rows.filter((r) => !r.removed && Number(r.weight) !== r.Weight).map((r) => ({ ServerId: r.ServerId, Port: r.Port, Weight: Number(r.weight), Type: r.Type }));
    const ok = await runCalls(t, async () => {
      if (gone.length) await callApi('Slb', 'RemoveVServerGroupBackendServers', { RegionId: regionId, VServerGroupId: groupId, BackendServers: JSON.stringify(gone) });
      if (changed.length || !gone.length) await callApi('Slb', 'SetVServerGroupAttribute', { RegionId: regionId, VServerGroupId: groupId, ...(changed.length ? { BackendServers: JSON.stringify(changed) } : {}) });
    }, t('vsg.edit.done'));
    if (ok) onDone();
    return ok;
  };
  const title = `${t('vsg.edit.title')}${group.data ? ` (${group.data.VServerGroupName})` : ''}`;
  return (
    <ConfirmDialog title={title} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Table dataSource={rows.filter((r) => !r.removed)} loading={group.loading} primaryKey="ServerId" emptyContent={t('common.noData')} aria-label={t('vsg.edit.title')}>
        <Table.Column title={t('addBackend.server')} dataIndex="ServerId" />
        <Table.Column title={t('vsg.port')} dataIndex="Port" />
        <Table.Column
          title={t('addBackend.weight')}
          cell={(_: unknown, __: number, r: Row) => <Input aria-label={t('addBackend.weight')} value={r.weight} onChange={onValue<string>((v) => set(rows.indexOf(r), { weight: v }))} style={{ width: 100 }} />}
        />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, r: Row) => (
            <Button text type="primary" onClick={() => set(rows.indexOf(r), { removed: true })}>
              {t('action.delete')}
            </Button>
          )}
        />
      </Table>
      {error && <p role="alert" className="field-error">{error}</p>}
    </ConfirmDialog>
  );
}
