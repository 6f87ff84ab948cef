import { useMemo, useState } from 'react';
import { Input } from '@alifd/next';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { Link } from '../../../console/src/components/Link';
import { ListPage, rowButtons } from '../../../console/src/components/ListPage';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { AddToGroupDialog } from './AddToGroupDialog';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import type { ListUsers, RamUser } from './types';
import { useRam } from './useRam';

/** `/ram/users`: the RAM users, with Create User and the row actions Add to Group, Grant Permission and Delete. */
export function UsersPage() {
  const { t } = useRam();
  const list = useApiQuery<ListUsers>('Ram', 'ListUsers', { MaxItems: 1000 });
  const [search, setSearch] = useState('');
  const [granting, setGranting] = useState<string | null>(null);
  const [grouping, setGrouping] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  useQueryErrors(t, list.error);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data?.Users?.User ?? []).filter((u) => !q || u.UserName.toLowerCase().includes(q) || u.DisplayName.toLowerCase().includes(q) || u.UserId.includes(q));
  }, [list.data, search]);
  const detail = (u: RamUser) => `/ram/users/${encodeURIComponent(u.UserName)}`;
  return (
    <ListPage<RamUser>
      t={t}
      title={t('users.title')}
      createLabel={t('users.create')}
      onCreate={() => navigate('/ram/users/create')}
      onRefresh={list.reload}
      toolbar={<Input aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 320 }} hasClear />}
      rows={rows}
      loading={list.loading}
      primaryKey="UserName"
      className="resource-table"
      columns={[
        {
          title: t('users.col.name'),
          cell: (u) => (
            <div>
              <Link to={detail(u)}>{u.UserName}</Link>
              <div className="cell-sub">{u.DisplayName}</div>
            </div>
          ),
        },
        { title: t('users.col.comments'), cell: (u) => u.Comments || '-' },
        { title: t('users.col.created'), cell: (u) => formatTime(u.CreateDate) },
        {
          title: t('common.actions'),
          width: 300,
          cell: (u) =>
            rowButtons([
              [t('action.addToGroup'), () => setGrouping(u.UserName)],
              [t('action.grant'), () => setGranting(u.UserName)],
              [t('action.delete'), () => setDeleting(u.UserName)],
            ]),
        },
      ]}
    >
      {granting && <GrantPermissionDialog principal={{ kind: 'User', name: granting }} t={t} onClose={() => setGranting(null)} onDone={list.reload} />}
      {grouping && <AddToGroupDialog userName={grouping} t={t} onClose={() => setGrouping(null)} onDone={list.reload} />}
      {deleting && <DeleteConfirm t={t} product="Ram" kind="user" name={deleting} call={['DeleteUser', { UserName: deleting }]} toast="toast.userDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
