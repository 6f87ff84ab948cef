import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import { useEcs } from '../useEcs';
import { StorageStatus } from './StorageStatus';
import type { Snapshot } from './types';

/** `/ecs/snapshots`: the region's disk snapshots (DescribeSnapshots); snapshots are created from a disk's row. */
export function SnapshotsPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<Snapshot | null>(null);
  const [rolling, setRolling] = useState<Snapshot | null>(null);
  const list = useApiQuery<{ Snapshots: { Snapshot: Snapshot[] } }>('Ecs', 'DescribeSnapshots', { RegionId: regionId, PageSize: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = list.data?.Snapshots?.Snapshot ?? [];
  const busy = rows.some((s) => s.Status === 'progressing');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(list.reload, 1000);
    return () => clearInterval(timer);
  }, [busy, list.reload]);
  return (
    <div className="page">
      <PageHeader title={t('nav.snapshots')} />
      <div className="list-toolbar">
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="SnapshotId" emptyContent={t('common.noData')} aria-label={t('nav.snapshots')}>
        <Table.Column
          title={t('snapshot.col.idName')}
          cell={(_: unknown, __: number, s: Snapshot) => (
            <div className="cell-lines">
              <div>{s.SnapshotId}</div>
              <div className="cell-sub">{s.SnapshotName || t('common.none')}</div>
            </div>
          )}
        />
        <Table.Column
          title={t('snapshot.col.disk')}
          cell={(_: unknown, __: number, s: Snapshot) => (
            <div className="cell-lines">
              <div>{s.SourceDiskId}</div>
              <div className="cell-sub">{`${t(s.SourceDiskType === 'system' ? 'disk.type.system' : 'disk.type.data')} ${s.SourceDiskSize} GiB`}</div>
            </div>
          )}
        />
        <Table.Column title={t('col.status')} cell={(_: unknown, __: number, s: Snapshot) => <StorageStatus status={s.Status} progress={s.Progress} t={t} />} />
        <Table.Column title={t('sg.col.created')} dataIndex="CreationTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, s: Snapshot) => (
            <div className="row-actions">
              <Button text type="primary" disabled={s.Status !== 'accomplished'} onClick={() => setRolling(s)}>
                {t('snapshot.rollback')}
              </Button>
              <Button text type="primary" onClick={() => setDeleting(s)}>
                {t('snapshot.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {rolling && (
        <ConfirmDialog
          title={t('snapshot.rollback.title')}
          okLabel={t('snapshot.rollback.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setRolling(null)}
          onOk={async () => {
            const ok = await runAction('Ecs', 'ResetDisk', { DiskId: rolling.SourceDiskId, SnapshotId: rolling.SnapshotId }, t, t('toast.diskRolledBack'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p className="dialog-intro">{t('snapshot.rollback.intro')}</p>
          <ul className="dialog-resources">
            <li>{t('snapshot.rollback.target', { disk: rolling.SourceDiskId, snapshot: rolling.SnapshotName || rolling.SnapshotId })}</li>
          </ul>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('snapshot.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ecs', 'DeleteSnapshot', { SnapshotId: deleting.SnapshotId }, t, t('toast.snapshotDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('snapshot.delete.confirm', { name: deleting.SnapshotName || deleting.SnapshotId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
