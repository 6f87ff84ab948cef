import { useEffect, useState } from 'react';
import { Button, Input, Message, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import type { ListRoles, RamRole } from './types';
import { useRam } from './useRam';

/**
 * `/ram/roles`: the RAM roles, with Create Role, Role Deletion and the row actions Grant Permission and Delete Role.
 * Today's Delete Role dialog deletes only once the role's name is typed; the 2019-2021 console asked a plain OK.
 */
export function RolesPage() {
  const { t, flag } = useRam();
  const byName = !flag('roleDeleteByOk');
  const [typed, setTyped] = useState('');
  const list = useApiQuery<ListRoles>('Ram', 'ListRoles', { MaxItems: 1000 });
  const [granting, setGranting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('roles.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ram/roles/create')}>
          {t('roles.create')}
        </Button>
        <div className="toolbar-spacer" />
        {byName && <Button onClick={() => Message.notice(t('roles.deletion.none'))}>{t('roles.deletion')}</Button>}
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Roles?.Role ?? []} loading={list.loading} primaryKey="RoleName" emptyContent={t('common.noData')} className="resource-table" aria-label={t('roles.title')}>
        <Table.Column
          title={t('roles.col.name')}
          cell={(_: unknown, __: number, r: RamRole) => (
            <div>
              <div>{r.RoleName}</div>
              <div className="cell-sub">{r.Arn}</div>
            </div>
          )}
        />
        <Table.Column title={t('roles.col.description')} cell={(_: unknown, __: number, r: RamRole) => r.Description || '-'} />
        <Table.Column title={t('roles.col.created')} cell={(_: unknown, __: number, r: RamRole) => formatTime(r.CreateDate)} />
        <Table.Column
          title={t('common.actions')}
          width={220}
          cell={(_: unknown, __: number, r: RamRole) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setGranting(r.RoleName)}>
                {t('action.grant')}
              </Button>
              <Button text type="primary" onClick={() => (setTyped(''), setDeleting(r.RoleName))}>
                {t('action.deleteRole')}
              </Button>
            </div>
          )}
        />
      </Table>
      {granting && <GrantPermissionDialog principal={{ kind: 'Role', name: granting }} t={t} onClose={() => setGranting(null)} onDone={list.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('role.delete.title')}
          okLabel={t('role.delete.ok')}
          okDisabled={byName && typed.trim() !== deleting}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ram', 'DeleteRole', { RoleName: deleting }, t, t('toast.roleDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('role.delete.confirm', { name: deleting })}</p>
          {byName && <Input aria-label={t('role.delete.name')} placeholder={t('role.delete.name')} value={typed} onChange={onValue<string>(setTyped)} style={{ width: '100%' }} />}
        </ConfirmDialog>
      )}
    </div>
  );
}
