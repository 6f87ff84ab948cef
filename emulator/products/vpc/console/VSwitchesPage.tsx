import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { zoneName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { DescribeVSwitches, VSwitch } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';
import { EditNameDialog } from './EditNameDialog';

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
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('nav.vswitches')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate(`/vpc/vswitches/create${vpcId ? `?vpcId=${vpcId}` : ''}`)}>
          {t('vsw.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.VSwitches?.VSwitch ?? []} loading={list.loading} primaryKey="VSwitchId" emptyContent={t('common.noData')} aria-label={t('nav.vswitches')}>
        <Table.Column
          title={t('vsw.col.idName')}
          cell={(_: unknown, __: number, v: VSwitch) => (
            <div className="cell-lines">
              <div>{v.VSwitchId}</div>
              <div className="cell-sub">{v.VSwitchName}</div>
            </div>
          )}
        />
        <Table.Column title={t('vsw.col.vpc')} cell={(_: unknown, __: number, v: VSwitch) => <Link to={`/vpc/vpcs/${v.VpcId}`}>{v.VpcId}</Link>} />
        <Table.Column title={t('vsw.col.zone')} cell={(_: unknown, __: number, v: VSwitch) => zoneName(v.ZoneId, t)} />
        <Table.Column title={t('vsw.col.cidr')} dataIndex="CidrBlock" />
        <Table.Column title={t('vsw.col.availableIps')} dataIndex="AvailableIpAddressCount" />
        <Table.Column title={t('vsw.col.status')} cell={(_: unknown, __: number, v: VSwitch) => <VpcStatus status={v.Status} t={t} />} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, v: VSwitch) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setEditing(v)}>
                {t('action.edit')}
              </Button>
              <Button text type="primary" onClick={() => setDeleting(v)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {editing && (
        <EditNameDialog kind="vsw" id={editing.VSwitchId} name={editing.VSwitchName ?? ''} description={editing.Description ?? ''} t={t} onClose={() => setEditing(null)} onDone={list.reload} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('vsw.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Vpc', 'DeleteVSwitch', { RegionId: regionId, VSwitchId: deleting.VSwitchId }, t, t('toast.vswDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('vsw.delete.confirm', { name: deleting.VSwitchName || deleting.VSwitchId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
