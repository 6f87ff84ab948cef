import { useState } from 'react';
import { Button, Menu } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { MoreMenu } from '../../../console/src/components/MoreMenu';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { PermissionsDialog, ResetPasswordDialog } from './AccountDialogs';
import { CreateAccountDialog } from './CreateAccountDialog';
import { InstanceLayout } from './InstanceLayout';
import { RdsStatus } from './RdsStatus';
import type { Account, DbInstance, DescribeAccounts, DescribeDatabases } from './types';
import { useRds } from './useRds';

/**
 * `/rds/instances/:id/accounts`: the instance's database accounts; Create Account, and per row Reset Password,
 * Modify Permissions (standard accounts) and Delete (in More under the variant rds-account-delete-moved).
 */
export function AccountsPage({ params }: PageProps) {
  const { t, flag } = useRds();
  return (
    <InstanceLayout id={params.id} section="accounts">
      {(instance) => <Accounts instance={instance} t={t} deleteInMore={flag('accountDeleteInMore')} noDescription={flag('accountDescriptionRemoved')} />}
    </InstanceLayout>
  );
}

type Editing = { kind: 'reset' | 'permissions'; account: Account };

function Accounts({ instance, t, deleteInMore, noDescription }: { instance: DbInstance; t: Translate; deleteInMore: boolean; noDescription: boolean }) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const id = instance.DBInstanceId;
  const list = useApiQuery<DescribeAccounts>('Rds', 'DescribeAccounts', { DBInstanceId: id }, {
    pollWhile: (d) => (d.Accounts?.DBInstanceAccount ?? []).some((a) => a.AccountStatus !== 'Available'),
    intervalMs: 1000,
  });
  const databases = useApiQuery<DescribeDatabases>('Rds', 'DescribeDatabases', { DBInstanceId: id });
  return (
    <section aria-label={t('inst.nav.accounts')}>
      <h2 className="form-section-title">{t('inst.nav.accounts')}</h2>
      <ListToolbar t={t} createLabel={t('acc.create')} createDisabled={instance.DBInstanceStatus !== 'Running'} onCreate={() => setCreating(true)} onRefresh={list.reload} />
      <DataTable<Account>
        t={t}
        label={t('inst.nav.accounts')}
        rows={list.data?.Accounts?.DBInstanceAccount ?? []}
        loading={list.loading}
        primaryKey="AccountName"
        columns={[
          { title: t('acc.col.name'), dataIndex: 'AccountName' },
          { title: t('acc.col.type'), cell: (a) => t(`acc.type.${a.AccountType}`) },
          { title: t('acc.col.status'), cell: (a) => <RdsStatus status={a.AccountStatus} t={t} prefix="acc.status." /> },
          { title: t('acc.col.dbs'), cell: (a) => (a.DatabasePrivileges?.DatabasePrivilege ?? []).map((p) => `${p.DBName} (${t(`priv.${p.AccountPrivilege}`)})`).join(', ') || t('common.none') },
          { title: t('acc.col.description'), cell: (a) => a.AccountDescription || t('common.none') },
          {
            title: t('common.actions'),
            width: 280,
            cell: (a) => (
              <div className="row-actions">
                <Button text type="primary" onClick={() => setEditing({ kind: 'reset', account: a })}>
                  {t('acc.action.reset')}
                </Button>
                {a.AccountType === 'Normal' && (
                  <Button text type="primary" onClick={() => setEditing({ kind: 'permissions', account: a })}>
                    {t('acc.action.permissions')}
                  </Button>
                )}
                {deleteInMore ? (
                  <MoreMenu label={t('action.more')} onItemClick={() => setDeleting(a)}>
                    <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
                  </MoreMenu>
                ) : (
                  <Button text type="primary" onClick={() => setDeleting(a)}>
                    {t('action.delete')}
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {creating && (
        <CreateAccountDialog instance={instance} noDescription={noDescription} databases={databases.data?.Databases?.Database ?? []} t={t} onClose={() => setCreating(false)} onDone={list.reload} />
      )}
      {editing?.kind === 'reset' && <ResetPasswordDialog instance={instance} account={editing.account} t={t} onClose={() => setEditing(null)} onDone={list.reload} />}
      {editing?.kind === 'permissions' && (
        <PermissionsDialog
          instance={instance}
          account={editing.account}
          databases={databases.data?.Databases?.Database ?? []}
          t={t}
          onClose={() => setEditing(null)}
          onDone={list.reload}
        />
      )}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('acc.delete.title')}
          call={['Rds', 'DeleteAccount', { DBInstanceId: id, AccountName: deleting.AccountName }]}
          success={t('toast.accountDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('acc.delete.confirm', { name: deleting.AccountName })}</p>
        </ActionConfirm>
      )}
    </section>
  );
}
