import { useState } from 'react';
import { Button } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { CreateDatabaseDialog } from './CreateDatabaseDialog';
import { InstanceLayout } from './InstanceLayout';
import { RdsStatus } from './RdsStatus';
import type { Database, DbInstance, DescribeAccounts, DescribeDatabases } from './types';
import { useRds } from './useRds';

/** `/rds/instances/:id/databases`: the instance's databases; Create Database, and Delete per row. */
export function DatabasesPage({ params }: PageProps) {
  const { t } = useRds();
  return (
    <InstanceLayout id={params.id} section="databases">
      {(instance) => <Databases instance={instance} t={t} />}
    </InstanceLayout>
  );
}

function Databases({ instance, t }: { instance: DbInstance; t: Translate }) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Database | null>(null);
  const id = instance.DBInstanceId;
  const list = useApiQuery<DescribeDatabases>('Rds', 'DescribeDatabases', { DBInstanceId: id }, {
    pollWhile: (d) => (d.Databases?.Database ?? []).some((db) => db.DBStatus !== 'Running'),
    intervalMs: 1000,
  });
  const accounts = useApiQuery<DescribeAccounts>('Rds', 'DescribeAccounts', { DBInstanceId: id });
  return (
    <section aria-label={t('inst.nav.databases')}>
      <h2 className="form-section-title">{t('inst.nav.databases')}</h2>
      <ListToolbar t={t} createLabel={t('db.create')} createDisabled={instance.DBInstanceStatus !== 'Running'} onCreate={() => setCreating(true)} onRefresh={list.reload} />
      <DataTable<Database>
        t={t}
        label={t('inst.nav.databases')}
        rows={list.data?.Databases?.Database ?? []}
        loading={list.loading}
        primaryKey="DBName"
        columns={[
          { title: t('db.col.name'), dataIndex: 'DBName' },
          { title: t('db.col.status'), cell: (d) => <RdsStatus status={d.DBStatus} t={t} prefix="db.status." /> },
          { title: t('db.col.charset'), dataIndex: 'CharacterSetName' },
          { title: t('db.col.accounts'), cell: (d) => (d.Accounts?.AccountPrivilegeInfo ?? []).map((a) => `${a.Account} (${t(`priv.${a.AccountPrivilege}`)})`).join(', ') || t('common.none') },
          { title: t('db.col.description'), cell: (d) => d.DBDescription || t('common.none') },
          {
            title: t('common.actions'),
            width: 120,
            cell: (d) => (
              <div className="row-actions">
                <Button text type="primary" onClick={() => setDeleting(d)}>
                  {t('action.delete')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {creating && (
        <CreateDatabaseDialog instance={instance} accounts={accounts.data?.Accounts?.DBInstanceAccount ?? []} t={t} onClose={() => setCreating(false)} onDone={list.reload} />
      )}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('db.delete.title')}
          call={['Rds', 'DeleteDatabase', { DBInstanceId: id, DBName: deleting.DBName }]}
          success={t('toast.dbDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('db.delete.confirm', { name: deleting.DBName })}</p>
        </ActionConfirm>
      )}
    </section>
  );
}
