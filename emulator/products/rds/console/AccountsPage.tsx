import { useState } from 'react';
import { Button, Dropdown, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
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
      <div className="list-toolbar">
        <Button type="primary" disabled={instance.DBInstanceStatus !== 'Running'} onClick={() => setCreating(true)}>
          {t('acc.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Accounts?.DBInstanceAccount ?? []} loading={list.loading} primaryKey="AccountName" emptyContent={t('common.noData')} aria-label={t('inst.nav.accounts')}>
        <Table.Column title={t('acc.col.name')} dataIndex="AccountName" />
        <Table.Column title={t('acc.col.type')} cell={(_: unknown, __: number, a: Account) => t(`acc.type.${a.AccountType}`)} />
        <Table.Column title={t('acc.col.status')} cell={(_: unknown, __: number, a: Account) => <RdsStatus status={a.AccountStatus} t={t} prefix="acc.status." />} />
        <Table.Column
          title={t('acc.col.dbs')}
          cell={(_: unknown, __: number, a: Account) => (a.DatabasePrivileges?.DatabasePrivilege ?? []).map((p) => `${p.DBName} (${t(`priv.${p.AccountPrivilege}`)})`).join(', ') || t('common.none')}
        />
        <Table.Column title={t('acc.col.description')} cell={(_: unknown, __: number, a: Account) => a.AccountDescription || t('common.none')} />
        <Table.Column
          title={t('common.actions')}
          width={280}
          cell={(_: unknown, __: number, a: Account) => (
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
                <Dropdown
                  trigger={
                    <Button text type="primary" className="more-trigger">
                      {t('action.more')}
                      <span className="caret" aria-hidden />
                    </Button>
                  }
                  triggerType="click"
                  align="tr br"
                >
                  <Menu onItemClick={() => setDeleting(a)}>
                    <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
                  </Menu>
                </Dropdown>
              ) : (
                <Button text type="primary" onClick={() => setDeleting(a)}>
                  {t('action.delete')}
                </Button>
              )}
            </div>
          )}
        />
      </Table>
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
        <ConfirmDialog
          title={t('acc.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Rds', 'DeleteAccount', { DBInstanceId: id, AccountName: deleting.AccountName }, t, t('toast.accountDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('acc.delete.confirm', { name: deleting.AccountName })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
