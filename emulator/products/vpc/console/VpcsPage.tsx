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
import type { DescribeVpcs, Vpc } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';

/** `/vpc/vpcs`: the VPCs of the selected region. */
export function VpcsPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<Vpc | null>(null);
  const list = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 }, {
    pollWhile: (d) => (d.Vpcs?.Vpc ?? []).some((v) => v.Status === 'Pending'),
  });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('nav.vpcs')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/vpc/vpcs/create')}>
          {t('vpc.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Vpcs?.Vpc ?? []} loading={list.loading} primaryKey="VpcId" emptyContent={t('common.noData')} aria-label={t('nav.vpcs')}>
        <Table.Column
          title={t('vpc.col.idName')}
          cell={(_: unknown, __: number, v: Vpc) => (
            <div className="cell-lines">
              <Link to={`/vpc/vpcs/${v.VpcId}`}>{v.VpcId}</Link>
              <div className="cell-sub">{v.VpcName}</div>
            </div>
          )}
        />
        <Table.Column title={t('vpc.col.cidr')} dataIndex="CidrBlock" />
        <Table.Column title={t('vpc.col.status')} cell={(_: unknown, __: number, v: Vpc) => <VpcStatus status={v.Status} t={t} />} />
        <Table.Column title={t('vpc.col.vswitches')} cell={(_: unknown, __: number, v: Vpc) => v.VSwitchIds?.VSwitchId?.length ?? 0} />
        <Table.Column title={t('vpc.col.description')} cell={(_: unknown, __: number, v: Vpc) => v.Description || t('common.none')} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, v: Vpc) => (
            <div className="row-actions">
              <Link to={`/vpc/vpcs/${v.VpcId}`}>{t('action.manage')}</Link>
              <Button text type="primary" onClick={() => setDeleting(v)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('vpc.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Vpc', 'DeleteVpc', { RegionId: regionId, VpcId: deleting.VpcId }, t, t('toast.vpcDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('vpc.delete.confirm', { name: deleting.VpcName || deleting.VpcId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
