import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeRouteTables, RouteTable } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';

/** `/vpc/route-tables`: system and custom route tables of the region (DescribeRouteTableList). */
export function RouteTablesPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<RouteTable | null>(null);
  const list = useApiQuery<DescribeRouteTables>('Vpc', 'DescribeRouteTableList', { RegionId: regionId, PageSize: 50 }, {
    pollWhile: (d) => (d.RouterTableList?.RouterTableListType ?? []).some((r) => r.Status !== 'Available'),
  });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('nav.routeTables')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/vpc/route-tables/create')}>
          {t('rt.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.RouterTableList?.RouterTableListType ?? []} loading={list.loading} primaryKey="RouteTableId" emptyContent={t('common.noData')} aria-label={t('nav.routeTables')}>
        <Table.Column
          title={t('rt.col.idName')}
          cell={(_: unknown, __: number, r: RouteTable) => (
            <div className="cell-lines">
              <Link to={`/vpc/route-tables/${r.RouteTableId}`}>{r.RouteTableId}</Link>
              <div className="cell-sub">{r.RouteTableName || t('common.none')}</div>
            </div>
          )}
        />
        <Table.Column title={t('rt.col.vpc')} cell={(_: unknown, __: number, r: RouteTable) => <Link to={`/vpc/vpcs/${r.VpcId}`}>{r.VpcId}</Link>} />
        <Table.Column title={t('rt.col.type')} cell={(_: unknown, __: number, r: RouteTable) => t(`rt.type.${r.RouteTableType}`)} />
        <Table.Column title={t('rt.col.bound')} cell={(_: unknown, __: number, r: RouteTable) => t('rt.bound.count', { n: r.VSwitchIds?.VSwitchId?.length ?? 0 })} />
        <Table.Column title={t('rt.col.status')} cell={(_: unknown, __: number, r: RouteTable) => <VpcStatus status={r.Status} t={t} />} />
        <Table.Column title={t('rt.col.description')} cell={(_: unknown, __: number, r: RouteTable) => r.Description || t('common.none')} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, r: RouteTable) => (
            <div className="row-actions">
              <Link to={`/vpc/route-tables/${r.RouteTableId}`}>{t('action.manage')}</Link>
              {r.RouteTableType === 'Custom' && (
                <Button text type="primary" onClick={() => setDeleting(r)}>
                  {t('action.delete')}
                </Button>
              )}
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('rt.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Vpc', 'DeleteRouteTable', { RegionId: regionId, RouteTableId: deleting.RouteTableId }, t, t('toast.rtDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('rt.delete.confirm', { name: deleting.RouteTableName || deleting.RouteTableId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
