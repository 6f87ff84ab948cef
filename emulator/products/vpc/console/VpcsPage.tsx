import { useState } from 'react';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { idNameColumn, ListPage, orNone } from '../../../console/src/components/ListPage';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { manageDeleteColumn, statusColumn } from './listParts';
import type { DescribeVpcs, Vpc } from './types';
import { useVpc } from './useVpc';

/** `/vpc/vpcs`: the VPCs of the selected region. */
export function VpcsPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<Vpc | null>(null);
  const list = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 }, {
    pollWhile: (d) => (d.Vpcs?.Vpc ?? []).some((v) => v.Status === 'Pending'),
  });
  useQueryErrors(t, list.error);
  const page = (v: Vpc) => `/vpc/vpcs/${v.VpcId}`;
  return (
    <ListPage<Vpc>
      t={t}
      title={t('nav.vpcs')}
      createLabel={t('vpc.create')}
      onCreate={() => navigate('/vpc/vpcs/create')}
      onRefresh={list.reload}
      rows={list.data?.Vpcs?.Vpc ?? []}
      loading={list.loading}
      primaryKey="VpcId"
      columns={[
        idNameColumn(t('vpc.col.idName'), (v) => v.VpcId, (v) => v.VpcName, page),
        { title: t('vpc.col.cidr'), dataIndex: 'CidrBlock' },
        statusColumn(t, t('vpc.col.status')),
        { title: t('vpc.col.vswitches'), cell: (v) => v.VSwitchIds?.VSwitchId?.length ?? 0 },
        { title: t('vpc.col.description'), cell: (v) => orNone(t, v.Description) },
        manageDeleteColumn(t, { to: page, onDelete: setDeleting }),
      ]}
    >
      {deleting && (
        <DeleteConfirm t={t} product="Vpc" kind="vpc" name={deleting.VpcName || deleting.VpcId} call={['DeleteVpc', { RegionId: regionId, VpcId: deleting.VpcId }]} toast="toast.vpcDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />
      )}
    </ListPage>
  );
}
