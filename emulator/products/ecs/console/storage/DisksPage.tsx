import { useEffect, useState } from 'react';
import { Button, Dropdown, Menu, Table } from '@alifd/next';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { zoneName } from '../../../../console/src/lib/names';
import { navigate } from '../../../../console/src/lib/router';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import { useEcs } from '../useEcs';
import { DiskDialogs, type DiskAction } from './DiskDialogs';
import { StorageStatus } from './StorageStatus';
import { DISK_TRANSITIONAL, type Disk } from './types';

/** `/ecs/disks`: the region's disks (DescribeDisks), with Attach, Create Snapshot and a More menu per row. */
export function DisksPage() {
  const { t, flag } = useEcs();
  const { regionId } = useConsole();
  const [dialog, setDialog] = useState<{ kind: DiskAction; disk: Disk } | null>(null);
  const list = useApiQuery<{ Disks: { Disk: Disk[] } }>('Ecs', 'DescribeDisks', { RegionId: regionId, PageSize: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = list.data?.Disks?.Disk ?? [];
  const busy = rows.some((d) => DISK_TRANSITIONAL.has(d.Status));
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(list.reload, 1000);
    return () => clearInterval(timer);
  }, [busy, list.reload]);
  const attachInMore = flag('diskAttachInMore');
  const open = (kind: DiskAction, disk: Disk) => setDialog({ kind, disk });
  return (
    <div className="page">
      <PageHeader title={t('nav.disks')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ecs/disks/create')}>
          {t('disk.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="DiskId" emptyContent={t('common.noData')} aria-label={t('nav.disks')}>
        <Table.Column
          title={t('disk.col.idName')}
          cell={(_: unknown, __: number, d: Disk) => (
            <div className="cell-lines">
              <div>{d.DiskId}</div>
              <div className="cell-sub">{d.DiskName || t('common.none')}</div>
            </div>
          )}
        />
        <Table.Column title={t('disk.col.type')} cell={(_: unknown, __: number, d: Disk) => t(d.Type === 'system' ? 'disk.type.system' : 'disk.type.data')} />
        <Table.Column
          title={t('disk.col.category')}
          cell={(_: unknown, __: number, d: Disk) => `${t.has(`disk.${d.Category}`) ? t(`disk.${d.Category}`) : d.Category} ${d.Size} GiB`}
        />
        <Table.Column title={t('col.zone')} cell={(_: unknown, __: number, d: Disk) => zoneName(d.ZoneId, t)} />
        <Table.Column title={t('col.status')} cell={(_: unknown, __: number, d: Disk) => <StorageStatus status={d.Status} t={t} />} />
        <Table.Column
          title={t('disk.col.instance')}
          cell={(_: unknown, __: number, d: Disk) =>
            d.InstanceId ? (
              <div className="cell-lines">
                <div>{d.InstanceId}</div>
                <div className="cell-sub">{d.Device}</div>
              </div>
            ) : (
              t('common.none')
            )
          }
        />
        <Table.Column title={t('sg.col.created')} dataIndex="CreationTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          width={240}
          cell={(_: unknown, __: number, d: Disk) => {
            const available = d.Status === 'Available';
            const attached = d.Status === 'In_use';
            const data = d.Type === 'data';
            return (
              <div className="row-actions">
                {!attachInMore && (
                  <Button text type="primary" disabled={!available} onClick={() => open('attach', d)}>
                    {t('disk.attach')}
                  </Button>
                )}
                <Button text type="primary" disabled={!attached && !(available && d.Portable)} onClick={() => open('snapshot', d)}>
                  {t('disk.createSnapshot')}
                </Button>
                <Dropdown
                  trigger={
                    <Button text type="primary" className="more-trigger">
                      {t('action.more')}
                      <span className="caret" aria-hidden />
                    </Button>
                  }
                  triggerType="click"
                  align="tr br"
                >
                  <Menu onItemClick={(key: string) => open(key as DiskAction, d)}>
                    {attachInMore && (
                      <Menu.Item key="attach" disabled={!available}>
                        {t('disk.attach')}
                      </Menu.Item>
                    )}
                    <Menu.Item key="detach" disabled={!attached || !data}>
                      {t('disk.detach')}
                    </Menu.Item>
                    <Menu.Item key="resize" disabled={!attached && !available}>
                      {t('disk.resize')}
                    </Menu.Item>
                    <Menu.Item key="release" disabled={!available || !data}>
                      {t('disk.release')}
                    </Menu.Item>
                  </Menu>
                </Dropdown>
              </div>
            );
          }}
        />
      </Table>
      {dialog && (
        <DiskDialogs
          kind={dialog.kind}
          disk={dialog.disk}
          t={t}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
