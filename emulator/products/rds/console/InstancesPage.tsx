import { useEffect, useState } from 'react';
import { Button, Dropdown, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { zoneName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
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
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <div className="page">
      <PageHeader title={t('nav.instances')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/rds/instances/create')}>
          {t('inst.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Items?.DBInstance ?? []} loading={list.loading} primaryKey="DBInstanceId" emptyContent={t('common.noData')} aria-label={t('nav.instances')}>
        <Table.Column
          title={t('inst.col.idName')}
          width={240}
          lock="left"
          cell={(_: unknown, __: number, i: DbInstance) => (
            <div className="cell-lines">
              <Link to={`/rds/instances/${i.DBInstanceId}/basic`}>{i.DBInstanceId}</Link>
              <div className="cell-sub">{i.DBInstanceDescription}</div>
            </div>
          )}
        />
        <Table.Column title={t('inst.col.status')} cell={(_: unknown, __: number, i: DbInstance) => <RdsStatus status={i.DBInstanceStatus} t={t} />} />
        <Table.Column title={t('inst.col.created')} cell={(_: unknown, __: number, i: DbInstance) => formatTime(i.CreateTime ?? '')} />
        <Table.Column title={t('inst.col.engine')} cell={(_: unknown, __: number, i: DbInstance) => `${i.Engine} ${i.EngineVersion}`} />
        <Table.Column title={t('inst.col.zone')} cell={(_: unknown, __: number, i: DbInstance) => zoneName(i.ZoneId, t)} />
        <Table.Column title={t('inst.col.network')} cell={() => t('inst.network.vpc')} />
        <Table.Column title={t('inst.col.billing')} cell={(_: unknown, __: number, i: DbInstance) => t(`billing.${i.PayType}`)} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          lock="right"
          cell={(_: unknown, __: number, i: DbInstance) => (
            <div className="row-actions">
              <Link to={`/rds/instances/${i.DBInstanceId}/basic`}>{t('action.manage')}</Link>
              <Dropdown trigger={more} triggerType="click" align="tr br">
                <Menu onItemClick={() => setReleasing(i)}>
                  <Menu.Item key="release" disabled={i.DBInstanceStatus !== 'Running'}>
                    {t('action.release')}
                  </Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {releasing && (
        <ConfirmDialog
          title={t('release.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setReleasing(null)}
          onOk={async () => {
            const ok = await runAction('Rds', 'DeleteDBInstance', { DBInstanceId: releasing.DBInstanceId }, t, t('toast.released'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('release.confirm', { name: releasing.DBInstanceDescription || releasing.DBInstanceId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
