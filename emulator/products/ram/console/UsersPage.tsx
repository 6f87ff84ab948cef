import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
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
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data?.Users?.User ?? []).filter((u) => !q || u.UserName.toLowerCase().includes(q) || u.DisplayName.toLowerCase().includes(q) || u.UserId.includes(q));
  }, [list.data, search]);
  const detail = (u: RamUser) => `/ram/users/${encodeURIComponent(u.UserName)}`;
  return (
    <div className="page">
      <PageHeader title={t('users.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ram/users/create')}>
          {t('users.create')}
        </Button>
        <Input aria-label={t('users.search')} placeholder={t('users.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 320 }} hasClear />
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="UserName" emptyContent={t('common.noData')} className="resource-table" aria-label={t('users.title')}>
        <Table.Column
          title={t('users.col.name')}
          cell={(_: unknown, __: number, u: RamUser) => (
            <div>
              <Link to={detail(u)}>{u.UserName}</Link>
              <div className="cell-sub">{u.DisplayName}</div>
            </div>
          )}
        />
        <Table.Column title={t('users.col.comments')} cell={(_: unknown, __: number, u: RamUser) => u.Comments || '-'} />
        <Table.Column title={t('users.col.created')} cell={(_: unknown, __: number, u: RamUser) => formatTime(u.CreateDate)} />
        <Table.Column
          title={t('common.actions')}
          width={300}
          cell={(_: unknown, __: number, u: RamUser) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setGrouping(u.UserName)}>
                {t('action.addToGroup')}
              </Button>
              <Button text type="primary" onClick={() => setGranting(u.UserName)}>
                {t('action.grant')}
              </Button>
              <Button text type="primary" onClick={() => setDeleting(u.UserName)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {granting && <GrantPermissionDialog principal={{ kind: 'User', name: granting }} t={t} onClose={() => setGranting(null)} onDone={list.reload} />}
      {grouping && <AddToGroupDialog userName={grouping} t={t} onClose={() => setGrouping(null)} onDone={list.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('user.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ram', 'DeleteUser', { UserName: deleting }, t, t('toast.userDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('user.delete.confirm', { name: deleting })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
