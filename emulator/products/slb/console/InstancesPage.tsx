import { useEffect, useState } from 'react';
import { Button, Input, Table } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { runAction } from '../../../console/src/lib/runAction';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { InstanceActions, type InstanceAction } from './InstanceActions';
import { InstanceDialog } from './InstanceDialogs';
import { ReleaseDialog } from './ReleaseDialog';
import type { DescribeLoadBalancers, LoadBalancer } from './types';
import { useSlb } from './useSlb';

/**
 * `/slb/instances`: the CLB instances of the region, with Create CLB and the row actions. The 2019–2021 consoles
 * (flag classicInstanceActions) start, stop and release from the row's More menu and from buttons below the list.
 */
export function InstancesPage() {
  const { t, flag } = useSlb();
  const classic = flag('classicInstanceActions');
  const { regionId } = useConsole();
  const list = useApiQuery<DescribeLoadBalancers>('Slb', 'DescribeLoadBalancers', { RegionId: regionId, PageSize: 100 });
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ kind: InstanceAction; row: LoadBalancer } | null>(null);
  const [selected, setSelected] = useState<LoadBalancer[]>([]);
  const [releasing, setReleasing] = useState<LoadBalancer[] | null>(null);
  const setStatus = async (rows: LoadBalancer[], status: 'active' | 'inactive') => {
    for (const r of rows) {
      await runAction('Slb', 'SetLoadBalancerStatus', { RegionId: regionId, LoadBalancerId: r.LoadBalancerId, LoadBalancerStatus: status }, t, t(status === 'active' ? 'startLb.done' : 'stopLb.done'));
    }
    list.reload();
  };
  const act = (kind: InstanceAction, row: LoadBalancer) => {
    if (kind === 'start' || kind === 'stop') void setStatus([row], kind === 'start' ? 'active' : 'inactive');
    else if (kind === 'release') setReleasing([row]);
    else setDialog({ kind, row });
  };
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const needle = search.trim().toLowerCase();
  const rows = (list.data?.LoadBalancers?.LoadBalancer ?? []).filter(
    (r) => !needle || r.LoadBalancerId.toLowerCase().includes(needle) || r.LoadBalancerName.toLowerCase().includes(needle),
  );
  return (
    <div className="page">
      <PageHeader title={t('instances.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/slb/instances/create')}>
          {t('instances.create')}
        </Button>
        <Input aria-label={t('instances.search')} placeholder={t('instances.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 280 }} />
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="LoadBalancerId" emptyContent={t('common.noData')} className="resource-table" aria-label={t('instances.title')}
        rowSelection={classic ? { selectedRowKeys: selected.map((r) => r.LoadBalancerId), onChange: (_: unknown, records: LoadBalancer[]) => setSelected(records) } : undefined}>
        <Table.Column
          title={t('col.nameId')}
          width={240}
          cell={(_: unknown, __: number, r: LoadBalancer) => (
            <div className="cell-lines">
              <Link to={`/slb/instances/${r.LoadBalancerId}`}>{r.LoadBalancerId}</Link>
              <div className="cell-sub">{r.LoadBalancerName}</div>
            </div>
          )}
        />
        <Table.Column
          title={t('col.address')}
          width={180}
          cell={(_: unknown, __: number, r: LoadBalancer) => `${r.Address} (${t(`address.${r.AddressType}`)})`}
        />
        <Table.Column
          title={t('col.status')}
          width={110}
          cell={(_: unknown, __: number, r: LoadBalancer) => <StatusTag label={t(`status.${r.LoadBalancerStatus}`)} tone={r.LoadBalancerStatus === 'active' ? 'success' : 'stopped'} />}
        />
        <Table.Column title={t('col.network')} width={160} cell={(_: unknown, __: number, r: LoadBalancer) => (r.VpcId ? `${t(`network.${r.NetworkType}`)} ${r.VpcId}` : t(`network.${r.NetworkType}`))} />
        <Table.Column title={t('col.protection')} width={110} cell={(_: unknown, __: number, r: LoadBalancer) => t(r.DeleteProtection)} />
        <Table.Column
          title={t('common.actions')}
          width={300}
          cell={(_: unknown, __: number, r: LoadBalancer) => <InstanceActions row={r} t={t} addBackendInMore={flag('addBackendInMore')} classic={classic} listenerDialog={flag('listenerDialog')} onAction={act} />}
        />
      </Table>
      {classic && (
        <div className="list-footer">
          <div className="batch-bar" role="group" aria-label={t('common.batch')}>
            <span className="batch-count">{t('common.selected', { n: selected.length })}</span>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 'active')}>{t('action.start')}</Button>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 'inactive')}>{t('action.stop')}</Button>
            <Button disabled={!selected.length} onClick={() => setReleasing(selected)}>{t('action.releaseSettings')}</Button>
          </div>
          <div className="toolbar-spacer" />
        </div>
      )}
      {releasing && <ReleaseDialog rows={releasing} regionId={regionId} t={t} onClose={() => setReleasing(null)} onDone={() => (setSelected([]), list.reload())} />}
      {dialog && <InstanceDialog kind={dialog.kind} row={dialog.row} regionId={regionId} t={t} onClose={() => setDialog(null)} onDone={list.reload} />}
    </div>
  );
}
