import { useState } from 'react';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { idNameColumn, ListPage, orNone } from '../../../console/src/components/ListPage';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { manageDeleteColumn, statusColumn, vpcColumn } from './listParts';
import type { DescribeRouteTables, RouteTable } from './types';
import { useVpc } from './useVpc';

/** `/vpc/route-tables`: system and custom route tables of the region (DescribeRouteTableList). */
export function RouteTablesPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<RouteTable | null>(null);
  const list = useApiQuery<DescribeRouteTables>('Vpc', 'DescribeRouteTableList', { RegionId: regionId, PageSize: 50 }, {
    pollWhile: (d) => (d.RouterTableList?.RouterTableListType ?? []).some((r) => r.Status !== 'Available'),
  });
  useQueryErrors(t, list.error);
  const page = (r: RouteTable) => `/vpc/route-tables/${r.RouteTableId}`;
  return (
    <ListPage<RouteTable>
      t={t}
      title={t('nav.routeTables')}
      createLabel={t('rt.create')}
      onCreate={() => navigate('/vpc/route-tables/create')}
      onRefresh={list.reload}
      rows={list.data?.RouterTableList?.RouterTableListType ?? []}
      loading={list.loading}
      primaryKey="RouteTableId"
      columns={[
        idNameColumn(t('rt.col.idName'), (r) => r.RouteTableId, (r) => orNone(t, r.RouteTableName), page),
        vpcColumn(t('rt.col.vpc')),
        { title: t('rt.col.type'), cell: (r) => t(`rt.type.${r.RouteTableType}`) },
        { title: t('rt.col.bound'), cell: (r) => t('rt.bound.count', { n: r.VSwitchIds?.VSwitchId?.length ?? 0 }) },
        statusColumn(t, t('rt.col.status')),
        { title: t('rt.col.description'), cell: (r) => orNone(t, r.Description) },
        manageDeleteColumn(t, { to: page, onDelete: setDeleting, canDelete: (r) => r.RouteTableType === 'Custom' }),
      ]}
    >
      {deleting && (
        <DeleteConfirm t={t} product="Vpc" kind="rt" name={deleting.RouteTableName || deleting.RouteTableId} call={['DeleteRouteTable', { RegionId: regionId, RouteTableId: deleting.RouteTableId }]} toast="toast.rtDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />
      )}
    </ListPage>
  );
}
