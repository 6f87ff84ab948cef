import { useState } from 'react';
import { Form, Input, Message, Select, Table } from '@alifd/next';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { ListPage, rowButtons } from '../../../console/src/components/ListPage';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError, submitted } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import type { ListGroups, ListUsers, ListUsersForGroup, RamGroup } from './types';
import { useRam } from './useRam';

/** `/ram/groups`: the groups, with Create Group and the row actions Add Members, Grant Permission and Delete. */
export function GroupsPage() {
  const { t } = useRam();
  const list = useApiQuery<ListGroups>('Ram', 'ListGroups', { MaxItems: 1000 });
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [granting, setGranting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  useQueryErrors(t, list.error);
  return (
    <ListPage<RamGroup>
      t={t}
      title={t('ugroups.title')}
      createLabel={t('ugroups.create')}
      onCreate={() => setCreating(true)}
      onRefresh={list.reload}
      rows={list.data?.Groups?.Group ?? []}
      loading={list.loading}
      primaryKey="GroupName"
      className="resource-table"
      columns={[
        { title: t('ugroups.col.name'), cell: (g) => <Link to={`/ram/groups/${encodeURIComponent(g.GroupName)}`}>{g.GroupName}</Link> },
        { title: t('ugroups.col.comments'), cell: (g) => g.Comments || '-' },
        { title: t('ugroups.col.created'), cell: (g) => formatTime(g.CreateDate ?? '') },
        {
          title: t('common.actions'),
          width: 300,
          cell: (g) =>
            rowButtons([
              [t('action.addMembers'), () => setAdding(g.GroupName)],
              [t('action.grant'), () => setGranting(g.GroupName)],
              [t('action.delete'), () => setDeleting(g.GroupName)],
            ]),
        },
      ]}
    >
      {creating && <CreateGroupDialog t={t} onClose={() => setCreating(false)} onDone={list.reload} />}
      {adding && <AddMembersDialog group={adding} t={t} onClose={() => setAdding(null)} />}
      {granting && <GrantPermissionDialog principal={{ kind: 'Group', name: granting }} t={t} onClose={() => setGranting(null)} onDone={list.reload} />}
      {deleting && <DeleteConfirm t={t} product="Ram" kind="group" name={deleting} call={['DeleteGroup', { GroupName: deleting }]} toast="toast.groupDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}

type DialogProps = { t: Translate; onClose: () => void; onDone: () => void };

/** Create Group: Group Name, Display Name and Note (CreateGroup). */
function CreateGroupDialog({ t, onClose, onDone }: DialogProps) {
  const { flag } = useRam();
  const noteRequired = flag('groupNoteRequired');
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState('');
  const [noteError, setNoteError] = useState('');
  const create = async () => {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name.trim())) {
      setError(t('group.err.name'));
      return false;
    }
    if (noteRequired && !comments.trim()) {
      setNoteError(t('group.err.comments'));
      return false;
    }
    return submitted(async () => {
      await callApi('Ram', 'CreateGroup', { GroupName: name.trim(), DisplayName: displayName.trim() || undefined, Comments: comments || undefined });
      Message.success(t('toast.groupCreated'));
      onDone();
    }, t, setError);
  };
  return (
    <ConfirmDialog title={t('createGroup.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={create}>
      <Form labelAlign="top" aria-label={t('createGroup.title')}>
        <Form.Item label={t('group.name')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('group.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('group.displayName')}>
          <Input aria-label={t('group.displayName')} value={displayName} maxLength={128} onChange={onValue<string>(setDisplayName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('group.comments')} required={noteRequired} validateState={noteError ? 'error' : undefined} help={noteError}>
          <Input.TextArea aria-label={t('group.comments')} value={comments} maxLength={128} onChange={onValue<string>((v) => (setComments(v), setNoteError('')))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** Add Members: the group's members, and a Select of the other users (AddUserToGroup). */
export function AddMembersDialog({ group, t, onClose, onDone }: { group: string; t: Translate; onClose: () => void; onDone?: () => void }) {
  const users = useApiQuery<ListUsers>('Ram', 'ListUsers', { MaxItems: 1000 });
  const members = useApiQuery<ListUsersForGroup>('Ram', 'ListUsersForGroup', { GroupName: group });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const current = members.data?.Users?.User ?? [];
  const options = (users.data?.Users?.User ?? []).filter((u) => !current.some((m) => m.UserName === u.UserName)).map((u) => ({ value: u.UserName, label: u.UserName }));
  const add = async () => {
    if (!chosen) {
      setError(t('members.err.none'));
      return false;
    }
    try {
      await callApi('Ram', 'AddUserToGroup', { UserName: chosen, GroupName: group });
      Message.success(t('toast.membersAdded'));
      onDone?.();
      return true;
    } catch (err) {
      notifyApiError(err, t);
      members.reload();
      return false;
    }
  };
  return (
    <ConfirmDialog title={t('members.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={add}>
      <p>
        <strong>{t('members.group')}</strong>: <span>{group}</span>
      </p>
      <Form labelAlign="top">
        <Form.Item label={t('members.users')} required validateState={error ? 'error' : undefined} help={error}>
          <Select
            aria-label={t('members.users')}
                showSearch
            value={chosen || undefined}
            placeholder={t('common.pleaseSelect')}
            dataSource={options}
            onChange={onValue<string>((v) => (setChosen(v), setError('')))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      <Table dataSource={current} loading={members.loading} primaryKey="UserName" emptyContent={t('common.noData')} aria-label={t('members.col.user')} hasBorder={false}>
        <Table.Column title={t('members.col.user')} dataIndex="UserName" />
        <Table.Column title={t('members.col.joined')} cell={(_: unknown, __: number, m: { JoinDate: string }) => formatTime(m.JoinDate)} />
      </Table>
    </ConfirmDialog>
  );
}
