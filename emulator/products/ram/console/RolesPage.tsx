import { useState } from 'react';
import { Button, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { ListPage, rowButtons } from '../../../console/src/components/ListPage';
import { onValue } from '../../../console/src/lib/onValue';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import type { ListRoles, RamRole } from './types';
import { useRam } from './useRam';

/**
 * `/ram/roles`: the RAM roles (each name links to its details page), with Create Role, Role Deletion and the row actions Grant Permission and Delete Role.
 * Today's Delete Role dialog deletes only once the role's name is typed; the 2019-2021 console asked a plain OK.
 */
export function RolesPage() {
  const { t, flag } = useRam();
  const byName = !flag('roleDeleteByOk');
  const [typed, setTyped] = useState('');
  const list = useApiQuery<ListRoles>('Ram', 'ListRoles', { MaxItems: 1000 });
  const [granting, setGranting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  useQueryErrors(t, list.error);
  return (
    <ListPage<RamRole>
      t={t}
      title={t('roles.title')}
      createLabel={t('roles.create')}
      onCreate={() => navigate('/ram/roles/create')}
      onRefresh={list.reload}
      toolbarEnd={byName && <Button onClick={() => Message.notice(t('roles.deletion.none'))}>{t('roles.deletion')}</Button>}
      rows={list.data?.Roles?.Role ?? []}
      loading={list.loading}
      primaryKey="RoleName"
      className="resource-table"
      columns={[
        {
          title: t('roles.col.name'),
          cell: (r) => (
            <div>
              <Link to={`/ram/roles/${encodeURIComponent(r.RoleName)}`}>{r.RoleName}</Link>
              <div className="cell-sub">{r.Arn}</div>
            </div>
          ),
        },
        { title: t('roles.col.description'), cell: (r) => r.Description || '-' },
        { title: t('roles.col.created'), cell: (r) => formatTime(r.CreateDate) },
        {
          title: t('common.actions'),
          width: 220,
          cell: (r) =>
            rowButtons([
              [t('action.grant'), () => setGranting(r.RoleName)],
              [t('action.deleteRole'), () => (setTyped(''), setDeleting(r.RoleName))],
            ]),
        },
      ]}
    >
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
    </ListPage>
  );
}
