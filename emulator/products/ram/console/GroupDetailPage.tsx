import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError, submitted } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import { PermissionsTable } from './PermissionsTable';
import { AddMembersDialog } from './GroupsPage';
import type { GroupMember, ListPolicies, ListUsersForGroup, RamGroup, RamPolicy } from './types';
import { useRam } from './useRam';

type Confirm = { title: string; text: string; run: () => Promise<boolean> };
type GroupInfo = RamGroup & { DisplayName?: string; UpdateDate?: string };

/**
 * `/ram/groups/:name`: a user group's Group Basic Information (with Modify Basic Information) and the tabs Group
 * Members (Add Group Members, a member's Remove from User Group) and Permissions (Grant Permission, a policy's Revoke
 * Permission). The group list's names link here.
 */
export function GroupDetailPage({ params }: PageProps) {
  const { t } = useRam();
  const name = params.id;
  const group = useApiQuery<{ Group: GroupInfo }>('Ram', 'GetGroup', { GroupName: name });
  const members = useApiQuery<ListUsersForGroup>('Ram', 'ListUsersForGroup', { GroupName: name });
  const policies = useApiQuery<ListPolicies>('Ram', 'ListPoliciesForGroup', { GroupName: name });
  const [tab, setTab] = useState('members');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  useEffect(() => {
    if (group.error) notifyApiError(group.error, t);
  }, [group.error, t]);
  const g = group.data?.Group;
  const rows: [string, ReactNode][] = g
    ? [
        [t('group.name'), g.GroupName],
        [t('group.displayName'), g.DisplayName || g.GroupName],
        [t('group.comments'), g.Comments || '-'],
        [t('ugroups.col.created'), formatTime(g.CreateDate ?? '')],
      ]
    : [];
  const remove = (m: GroupMember) =>
    setConfirm({
      title: t('groupMembers.remove.title'),
      text: t('userGroups.remove.confirm', { user: m.UserName, group: name }),
      run: async () => (await runAction('Ram', 'RemoveUserFromGroup', { UserName: m.UserName, GroupName: name }, t, t('toast.removedFromGroup'))) && (members.reload(), true),
    });
  const revoke = (p: RamPolicy) =>
    setConfirm({
      title: t('perm.revoke.title'),
      text: t('perm.revoke.confirm', { policy: p.PolicyName, principal: name }),
      run: async () => (await runAction('Ram', 'DetachPolicyFromGroup', { PolicyType: p.PolicyType, PolicyName: p.PolicyName, GroupName: name }, t, t('toast.revoked'))) && (policies.reload(), true),
    });
  return (
    <div className="page">
      <PageHeader title={name} back="/ram/groups" crumbs={[{ label: t('ugroups.title'), to: '/ram/groups' }, { label: name }]} />
      <div className="list-toolbar">
        <div className="toolbar-spacer" />
        <Button disabled={!g} onClick={() => setEditing(true)}>
          {t('groupDetail.modify')}
        </Button>
      </div>
      <DetailSection title={t('groupDetail.basic')} rows={rows} />
      <Tab activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={name}>
        <Tab.Item key="members" title={t('groupDetail.tab.members')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('action.addMembers')}
            </Button>
          </div>
          <Table dataSource={members.data?.Users?.User ?? []} loading={members.loading} primaryKey="UserName" emptyContent={t('common.noData')} aria-label={t('groupDetail.tab.members')}>
            <Table.Column title={t('users.col.name')} cell={(_: unknown, __: number, m: GroupMember) => <Link to={`/ram/users/${encodeURIComponent(m.UserName)}`}>{m.UserName}</Link>} />
            <Table.Column title={t('members.col.joined')} cell={(_: unknown, __: number, m: GroupMember) => formatTime(m.JoinDate)} />
            <Table.Column
              title={t('common.actions')}
              width={180}
              cell={(_: unknown, __: number, m: GroupMember) => (
                <Button text type="primary" onClick={() => remove(m)}>
                  {t('groupMembers.remove')}
                </Button>
              )}
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="permissions" title={t('user.tab.permissions')}>
          <PermissionsTable policies={policies.data?.Policies?.Policy ?? []} loading={policies.loading} t={t} onGrant={() => setGranting(true)} onRevoke={revoke} />
        </Tab.Item>
      </Tab>
      {editing && g && <ModifyGroupDialog group={g} t={t} onClose={() => setEditing(false)} onDone={(renamed) => (renamed !== name ? navigate(`/ram/groups/${encodeURIComponent(renamed)}`) : group.reload())} />}
      {adding && <AddMembersDialog group={name} t={t} onClose={() => setAdding(false)} onDone={members.reload} />}
      {granting && <GrantPermissionDialog principal={{ kind: 'Group', name }} t={t} onClose={() => setGranting(false)} onDone={policies.reload} />}
      {confirm && (
        <ConfirmDialog title={confirm.title} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setConfirm(null)} onOk={confirm.run}>
          <p>{confirm.text}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Modify Basic Information: the group's name, display name and note (UpdateGroup's NewGroupName, NewDisplayName, NewComments). */
function ModifyGroupDialog({ group, t, onClose, onDone }: { group: GroupInfo; t: Translate; onClose: () => void; onDone: (name: string) => void }) {
  const [name, setName] = useState(group.GroupName);
  const [displayName, setDisplayName] = useState(group.DisplayName ?? '');
  const [comments, setComments] = useState(group.Comments ?? '');
  const [error, setError] = useState('');
  const save = async () => {
    const newName = name.trim();
    if (!/^[A-Za-z0-9-]{1,64}$/.test(newName)) {
      setError(t('group.err.name'));
      return false;
    }
    return submitted(async () => {
      await callApi('Ram', 'UpdateGroup', {
        GroupName: group.GroupName,
        NewGroupName: newName !== group.GroupName ? newName : undefined,
        NewDisplayName: displayName.trim() || undefined,
        NewComments: comments,
      });
      onDone(newName);
    }, t, setError);
  };
  return (
    <ConfirmDialog title={t('groupDetail.modify')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Form labelAlign="top" aria-label={t('groupDetail.modify')}>
        <Form.Item label={t('group.name')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('group.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('group.displayName')}>
          <Input aria-label={t('group.displayName')} value={displayName} maxLength={128} onChange={onValue<string>(setDisplayName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('group.comments')}>
          <Input.TextArea aria-label={t('group.comments')} value={comments} maxLength={128} onChange={onValue<string>(setComments)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
