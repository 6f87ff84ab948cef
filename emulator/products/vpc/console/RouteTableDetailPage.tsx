import { useEffect, useState, type ReactNode } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { setQuery } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { AddRouteEntryDialog, AssociateVSwitchDialog } from './RouteTableDialogs';
import type { DescribeRouteEntries, DescribeRouteTables, DescribeVSwitches, RouteEntry, RouteTable, VSwitch } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';

type Pending = { kind: 'deleteEntry'; entry: RouteEntry } | { kind: 'unassociate'; vsw: VSwitch };

/** `/vpc/route-tables/:id`: basic information, the Route Entry List tab (Add Route Entry) and Associated vSwitches. */
export function RouteTableDetailPage({ params, query }: PageProps) {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const tab = query.get('tab') === 'vswitches' ? 'vswitches' : 'routes';
  const [dialog, setDialog] = useState<'add' | 'associate' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const q = useApiQuery<DescribeRouteTables>('Vpc', 'DescribeRouteTableList', { RegionId: regionId, RouteTableId: params.id }, {
    pollWhile: (d) => d.RouterTableList?.RouterTableListType?.[0]?.Status === 'Pending',
  });
  const table: RouteTable | undefined = q.data?.RouterTableList?.RouterTableListType?.[0];
  const entries = useApiQuery<DescribeRouteEntries>('Vpc', 'DescribeRouteEntryList', { RegionId: regionId, RouteTableId: params.id }, {
    pollWhile: (d) => (d.RouteEntrys?.RouteEntry ?? []).some((e) => e.Status !== 'Available'),
  });
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', table ? { RegionId: regionId, VpcId: table.VpcId, PageSize: 50 } : null);
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const associated = (vsws.data?.VSwitches?.VSwitch ?? []).filter((s) => table?.VSwitchIds?.VSwitchId?.includes(s.VSwitchId));
  const rows: [string, ReactNode][] = table
    ? [
        ['rt.detail.id', table.RouteTableId],
        ['rt.name', table.RouteTableName || '-'],
        ['rt.col.vpc', <Link key="v" to={`/vpc/vpcs/${table.VpcId}`}>{table.VpcId}</Link>],
        ['rt.col.type', t(`rt.type.${table.RouteTableType}`)],
        ['rt.col.status', <VpcStatus key="s" status={table.Status} t={t} />],
        ['rt.description', table.Description || '-'],
        ['rt.detail.created', table.CreationTime ? formatTime(table.CreationTime) : '-'],
      ]
    : [];
  const hop = (e: RouteEntry) => {
    const h = e.NextHops?.NextHop?.[0];
    if (!h || h.NextHopType === 'local') return t('re.nextHop.local');
    return `${h.NextHopId} (${t.has(`re.hop.${h.NextHopType}`) ? t(`re.hop.${h.NextHopType}`) : h.NextHopType})`;
  };
  const confirm = async () => {
    if (!pending || !table) return false;
    const ok =
      pending.kind === 'deleteEntry'
        ? await runAction('Vpc', 'DeleteRouteEntry', { RegionId: regionId, RouteEntryId: pending.entry.RouteEntryId }, t, t('toast.reDeleted'))
        : await runAction('Vpc', 'UnassociateRouteTable', { RegionId: regionId, RouteTableId: table.RouteTableId, VSwitchId: pending.vsw.VSwitchId }, t, t('toast.rtUnassociated'));
    if (ok) {
      entries.reload();
      q.reload();
    }
    return ok;
  };
  return (
    <div className="page">
      <PageHeader title={table?.RouteTableName || params.id} back="/vpc/route-tables" crumbs={[{ label: t('nav.routeTables'), to: '/vpc/route-tables' }, { label: params.id }]} />
      <DetailSection title={t('rt.detail.basic')} rows={rows.map(([k, v]) => [t(k), v] as [string, ReactNode])} />
      <Tab shape="wrapped" activeKey={tab} onChange={(key: string | number) => setQuery({ tab: String(key) })}>
        <Tab.Item key="routes" title={t('rt.tab.routes')}>
          <div className="list-toolbar">
            <Button type="primary" disabled={!table} onClick={() => setDialog('add')}>
              {t('re.add')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={entries.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={entries.data?.RouteEntrys?.RouteEntry ?? []} loading={entries.loading} primaryKey="DestinationCidrBlock" emptyContent={t('common.noData')} aria-label={t('rt.tab.routes')}>
            <Table.Column title={t('re.col.name')} cell={(_: unknown, __: number, e: RouteEntry) => e.RouteEntryName || t('common.none')} />
            <Table.Column title={t('re.col.dest')} dataIndex="DestinationCidrBlock" />
            <Table.Column title={t('re.col.status')} cell={(_: unknown, __: number, e: RouteEntry) => <VpcStatus status={e.Status} t={t} />} />
            <Table.Column title={t('re.col.nextHop')} cell={(_: unknown, __: number, e: RouteEntry) => hop(e)} />
            <Table.Column title={t('re.col.type')} cell={(_: unknown, __: number, e: RouteEntry) => t(`re.type.${e.Type}`)} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, e: RouteEntry) =>
                e.Type === 'Custom' ? (
                  <Button text type="primary" disabled={e.Status !== 'Available'} onClick={() => setPending({ kind: 'deleteEntry', entry: e })}>
                    {t('action.delete')}
                  </Button>
                ) : (
                  t('common.none')
                )
              }
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="vswitches" title={t('rt.tab.vswitches')}>
          <div className="list-toolbar">
            {!flag('rtAssociateRemoved') && (
              <Button type="primary" disabled={!table || table.RouteTableType !== 'Custom'} onClick={() => setDialog('associate')}>
                {t('rt.associate')}
              </Button>
            )}
            <div className="toolbar-spacer" />
            <Button onClick={q.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={associated} loading={vsws.loading} primaryKey="VSwitchId" emptyContent={t('common.noData')} aria-label={t('rt.tab.vswitches')}>
            <Table.Column
              title={t('rt.vsw.col.idName')}
              cell={(_: unknown, __: number, s: VSwitch) => (
                <div className="cell-lines">
                  <div>{s.VSwitchId}</div>
                  <div className="cell-sub">{s.VSwitchName}</div>
                </div>
              )}
            />
            <Table.Column title={t('rt.vsw.col.cidr')} dataIndex="CidrBlock" />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, s: VSwitch) =>
                table?.RouteTableType === 'Custom' ? (
                  <Button text type="primary" onClick={() => setPending({ kind: 'unassociate', vsw: s })}>
                    {t('rt.unassociate')}
                  </Button>
                ) : (
                  t('common.none')
                )
              }
            />
          </Table>
        </Tab.Item>
      </Tab>
      {dialog === 'add' && table && (
        <AddRouteEntryDialog table={table} t={t} onClose={() => setDialog(null)} onDone={entries.reload} />
      )}
      {dialog === 'associate' && table && (
        <AssociateVSwitchDialog table={table} vSwitches={vsws.data?.VSwitches?.VSwitch ?? []} t={t} onClose={() => setDialog(null)} onDone={q.reload} />
      )}
      {pending && (
        <ConfirmDialog
          title={t(pending.kind === 'deleteEntry' ? 're.delete.title' : 'rt.unassociate.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={confirm}
        >
          <p>
            {pending.kind === 'deleteEntry'
              ? t('re.delete.confirm', { dest: pending.entry.DestinationCidrBlock })
              : t('rt.unassociate.confirm', { name: pending.vsw.VSwitchName || pending.vsw.VSwitchId })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
