import { useState } from 'react';
import { Menu } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { MoreMenu } from '../../../console/src/components/MoreMenu';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { zoneName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { RdsStatus } from './RdsStatus';
import type { DbInstance, DescribeDBInstances } from './types';
import { useRds } from './useRds';

/** `/rds/instances`: the RDS instances of the selected region, with Manage and a More menu per row. */
export function InstancesPage() {
  const { t } = useRds();
  const { regionId } = useConsole();
  const [releasing, setReleasing] = useState<DbInstance | null>(null);
  const list = useApiQuery<DescribeDBInstances>('Rds', 'DescribeDBInstances', { RegionId: regionId, PageSize: 100 }, {
    pollWhile: (d) => (d.Items?.DBInstance ?? []).some((i) => i.DBInstanceStatus !== 'Running'),
  });
  useQueryErrors(t, list.error);
  return (
    <div className="page">
      <PageHeader title={t('nav.instances')} />
      <ListToolbar t={t} createLabel={t('inst.create')} onCreate={() => navigate('/rds/instances/create')} onRefresh={list.reload} />
      <DataTable<DbInstance>
        t={t}
        label={t('nav.instances')}
        rows={list.data?.Items?.DBInstance ?? []}
        loading={list.loading}
        primaryKey="DBInstanceId"
        columns={[
          {
            title: t('inst.col.idName'),
            width: 240,
            lock: 'left',
            cell: (i) => (
              <div className="cell-lines">
                <Link to={`/rds/instances/${i.DBInstanceId}/basic`}>{i.DBInstanceId}</Link>
                <div className="cell-sub">{i.DBInstanceDescription}</div>
              </div>
            ),
          },
          { title: t('inst.col.status'), cell: (i) => <RdsStatus status={i.DBInstanceStatus} t={t} /> },
          { title: t('inst.col.created'), cell: (i) => formatTime(i.CreateTime ?? '') },
          { title: t('inst.col.engine'), cell: (i) => `${i.Engine} ${i.EngineVersion}` },
          { title: t('inst.col.zone'), cell: (i) => zoneName(i.ZoneId, t) },
          { title: t('inst.col.network'), cell: () => t('inst.network.vpc') },
          { title: t('inst.col.billing'), cell: (i) => t(`billing.${i.PayType}`) },
          {
            title: t('common.actions'),
            width: 160,
            lock: 'right',
            cell: (i) => (
              <div className="row-actions">
                <Link to={`/rds/instances/${i.DBInstanceId}/basic`}>{t('action.manage')}</Link>
                <MoreMenu label={t('action.more')} onItemClick={() => setReleasing(i)}>
                  <Menu.Item key="release" disabled={i.DBInstanceStatus !== 'Running'}>
                    {t('action.release')}
                  </Menu.Item>
                </MoreMenu>
              </div>
            ),
          },
        ]}
      />
      {releasing && (
        <ActionConfirm
          t={t}
          title={t('release.title')}
          call={['Rds', 'DeleteDBInstance', { DBInstanceId: releasing.DBInstanceId }]}
          success={t('toast.released')}
          onDone={list.reload}
          onClose={() => setReleasing(null)}
        >
          <p>{t('release.confirm', { name: releasing.DBInstanceDescription || releasing.DBInstanceId })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}
