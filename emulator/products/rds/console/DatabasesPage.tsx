import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { runAction } from '../../../console/src/lib/runAction';
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
      <div className="list-toolbar">
        <Button type="primary" disabled={instance.DBInstanceStatus !== 'Running'} onClick={() => setCreating(true)}>
          {t('db.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Databases?.Database ?? []} loading={list.loading} primaryKey="DBName" emptyContent={t('common.noData')} aria-label={t('inst.nav.databases')}>
        <Table.Column title={t('db.col.name')} dataIndex="DBName" />
        <Table.Column title={t('db.col.status')} cell={(_: unknown, __: number, d: Database) => <RdsStatus status={d.DBStatus} t={t} prefix="db.status." />} />
        <Table.Column title={t('db.col.charset')} dataIndex="CharacterSetName" />
        <Table.Column
          title={t('db.col.accounts')}
          cell={(_: unknown, __: number, d: Database) => (d.Accounts?.AccountPrivilegeInfo ?? []).map((a) => `${a.Account} (${t(`priv.${a.AccountPrivilege}`)})`).join(', ') || t('common.none')}
        />
        <Table.Column title={t('db.col.description')} cell={(_: unknown, __: number, d: Database) => d.DBDescription || t('common.none')} />
        <Table.Column
          title={t('common.actions')}
          width={120}
          cell={(_: unknown, __: number, d: Database) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setDeleting(d)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {creating && (
        <CreateDatabaseDialog instance={instance} accounts={accounts.data?.Accounts?.DBInstanceAccount ?? []} t={t} onClose={() => setCreating(false)} onDone={list.reload} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('db.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Rds', 'DeleteDatabase', { DBInstanceId: id, DBName: deleting.DBName }, t, t('toast.dbDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('db.delete.confirm', { name: deleting.DBName })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
