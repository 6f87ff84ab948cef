import { useState } from 'react';
import { Button } from '@alifd/next';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { idNameColumn, ListPage } from '../../../console/src/components/ListPage';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { zoneName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { PageProps } from '../../../console/src/lib/product';
import { EditNameDialog } from './EditNameDialog';
import { manageDeleteColumn, statusColumn, vpcColumn } from './listParts';
import type { DescribeVSwitches, VSwitch } from './types';
import { useVpc } from './useVpc';

/** `/vpc/vswitches`: the vSwitches of the selected region (`?vpcId=` narrows to one VPC). */
export function VSwitchesPage({ query }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const vpcId = query.get('vpcId') ?? undefined;
  const [deleting, setDeleting] = useState<VSwitch | null>(null);
  const [editing, setEditing] = useState<VSwitch | null>(null);
  const list = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', { RegionId: regionId, VpcId: vpcId, PageSize: 50 }, {
    pollWhile: (d) => (d.VSwitches?.VSwitch ?? []).some((v) => v.Status === 'Pending'),
  });
  useQueryErrors(t, list.error);
  return (
    <ListPage<VSwitch>
      t={t}
      title={t('nav.vswitches')}
      createLabel={t('vsw.create')}
      onCreate={() => navigate(`/vpc/vswitches/create${vpcId ? `?vpcId=${vpcId}` : ''}`)}
      onRefresh={list.reload}
      rows={list.data?.VSwitches?.VSwitch ?? []}
      loading={list.loading}
      primaryKey="VSwitchId"
      columns={[
        idNameColumn(t('vsw.col.idName'), (v) => v.VSwitchId, (v) => v.VSwitchName),
        vpcColumn(t('vsw.col.vpc')),
        { title: t('vsw.col.zone'), cell: (v) => zoneName(v.ZoneId, t) },
        { title: t('vsw.col.cidr'), dataIndex: 'CidrBlock' },
        { title: t('vsw.col.availableIps'), dataIndex: 'AvailableIpAddressCount' },
        statusColumn(t, t('vsw.col.status')),
        manageDeleteColumn(t, {
          extra: (v) => (
            <Button text type="primary" onClick={() => setEditing(v)}>
              {t('action.edit')}
            </Button>
          ),
          onDelete: setDeleting,
        }),
      ]}
    >
      {editing && (
        <EditNameDialog kind="vsw" id={editing.VSwitchId} name={editing.VSwitchName ?? ''} description={editing.Description ?? ''} t={t} onClose={() => setEditing(null)} onDone={list.reload} />
      )}
      {deleting && (
        <DeleteConfirm t={t} product="Vpc" kind="vsw" name={deleting.VSwitchName || deleting.VSwitchId} call={['DeleteVSwitch', { RegionId: regionId, VSwitchId: deleting.VSwitchId }]} toast="toast.vswDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />
      )}
    </ListPage>
  );
}
