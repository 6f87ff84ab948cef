import { useEffect, useState, type ReactNode } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { AddToGroupDialog } from './AddToGroupDialog';
import { AkScenarioDialog } from './AkScenarioDialog';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import { PermissionsTable } from './PermissionsTable';
import { LogonSettings } from './LogonSettings';
import { MfaSection } from './MfaSection';
import { NewAccessKeyDialog } from './NewAccessKeyDialog';
import type { AccessKeyItem, CreateAccessKey, ListAccessKeys, ListGroups, ListPolicies, RamGroup, RamPolicy, RamUser } from './types';
import { useRam } from './useRam';

type Confirm = { title: string; text: string; okLabel?: string; run: () => Promise<boolean> };

/**
 * `/ram/users/:name`: the user's basic information and the tabs Authentication (opened first: Console Logon
 * Management and the AccessKey section), Groups and Permissions.
 */
export function UserDetailPage({ params }: PageProps) {
  const { t, flag } = useRam();
  const name = params.id;
  const user = useApiQuery<{ User: RamUser }>('Ram', 'GetUser', { UserName: name });
  const policies = useApiQuery<ListPolicies>('Ram', 'ListPoliciesForUser', { UserName: name });
  const groups = useApiQuery<ListGroups>('Ram', 'ListGroupsForUser', { UserName: name });
  const keys = useApiQuery<ListAccessKeys>('Ram', 'ListAccessKeys', { UserName: name });
  const [tab, setTab] = useState('auth');
  const [choosing, setChoosing] = useState(false);
  const [granting, setGranting] = useState(false);
  const [grouping, setGrouping] = useState(false);
  const [created, setCreated] = useState<CreateAccessKey['AccessKey'] | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  useEffect(() => {
    if (user.error) notifyApiError(user.error, t);
  }, [user.error, t]);
  const u = user.data?.User;
  const rows: [string, ReactNode][] = u
    ? [
        [t('user.logonName'), u.UserName],
        [t('user.displayName'), u.DisplayName],
        [t('user.userId'), u.UserId],
        [t('user.comments'), u.Comments || '-'],
        [t('user.created'), formatTime(u.CreateDate)],
      ]
    : [];
  const createKey = async () => {
    try {
      setCreated((await callApi<CreateAccessKey>('Ram', 'CreateAccessKey', { UserName: name })).AccessKey);
      keys.reload();
    } catch (err) {
      notifyApiError(err, t);
    }
    setChoosing(false);
  };
  // Today's console asks for the usage scenario first; the 2019-2021 console created the pair at once.
  const startCreate = () => (flag('akCreatedAtOnce') ? void createKey() : setChoosing(true));
  const revoke = (p: RamPolicy) =>
    setConfirm({
      title: t('perm.revoke.title'),
      text: t('perm.revoke.confirm', { policy: p.PolicyName, principal: name }),
      run: async () => (await runAction('Ram', 'DetachPolicyFromUser', { PolicyType: p.PolicyType, PolicyName: p.PolicyName, UserName: name }, t, t('toast.revoked'))) && (policies.reload(), true),
    });
  const leave = (g: RamGroup) =>
    setConfirm({
      title: t('userGroups.remove.title'),
      text: t('userGroups.remove.confirm', { user: name, group: g.GroupName }),
      run: async () => (await runAction('Ram', 'RemoveUserFromGroup', { UserName: name, GroupName: g.GroupName }, t, t('toast.removedFromGroup'))) && (groups.reload(), true),
    });
  const toggleKey = (k: AccessKeyItem) => {
    const disabling = k.Status === 'Active';
    setConfirm({
      title: t(disabling ? 'ak.disable.title' : 'ak.enable.title'),
      text: t(disabling ? 'ak.disable.confirm' : 'ak.enable.confirm', { id: k.AccessKeyId }),
      okLabel: disabling ? t('ak.disable.ok') : undefined,
      run: async () =>
        (await runAction('Ram', 'UpdateAccessKey', { UserName: name, UserAccessKeyId: k.AccessKeyId, Status: disabling ? 'Inactive' : 'Active' }, t, t(disabling ? 'toast.akDisabled' : 'toast.akEnabled'))) &&
        (keys.reload(), true),
    });
  };
  const deleteKey = (k: AccessKeyItem) =>
    setConfirm({
      title: t('ak.delete.title'),
      text: t('ak.delete.confirm', { id: k.AccessKeyId }),
      run: async () => (await runAction('Ram', 'DeleteAccessKey', { UserName: name, UserAccessKeyId: k.AccessKeyId }, t, t('toast.akDeleted'))) && (keys.reload(), true),
    });
  return (
    <div className="page">
      <PageHeader title={name} back="/ram/users" crumbs={[{ label: t('users.title'), to: '/ram/users' }, { label: name }]} />
      <DetailSection title={t('user.detail.basic')} rows={rows} />
      <Tab activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={name}>
        <Tab.Item key="auth" title={t('user.tab.auth')}>
          {u && <LogonSettings userName={name} t={t} />}
          {u && <MfaSection userName={name} t={t} />}
          <section className="form-section" aria-label={t('userAk.section')}>
            <h2 className="form-section-title">{t('userAk.section')}</h2>
            <div className="list-toolbar">
              <Button type="primary" onClick={startCreate}>
                {t('userAk.create')}
              </Button>
            </div>
            <Table dataSource={keys.data?.AccessKeys?.AccessKey ?? []} loading={keys.loading} primaryKey="AccessKeyId" emptyContent={t('common.noData')} aria-label={t('userAk.section')}>
              <Table.Column title={t('ak.col.id')} dataIndex="AccessKeyId" />
              <Table.Column title={t('ak.col.status')} cell={(_: unknown, __: number, k: AccessKeyItem) => t(`ak.status.${k.Status}`)} />
              <Table.Column title={t('ak.col.created')} cell={(_: unknown, __: number, k: AccessKeyItem) => formatTime(k.CreateDate)} />
              <Table.Column
                title={t('common.actions')}
                width={180}
                cell={(_: unknown, __: number, k: AccessKeyItem) => (
                  <div className="row-actions">
                    <Button text type="primary" onClick={() => toggleKey(k)}>
                      {t(k.Status === 'Active' ? 'ak.disable' : 'ak.enable')}
                    </Button>
                    {/* As in the console, an enabled AccessKey must be disabled before it can be deleted. */}
                    <Button text type="primary" disabled={k.Status === 'Active'} title={k.Status === 'Active' ? t('ak.delete.disableFirst') : undefined} onClick={() => deleteKey(k)}>
                      {t('ak.delete')}
                    </Button>
                  </div>
                )}
              />
            </Table>
          </section>
        </Tab.Item>
        <Tab.Item key="permissions" title={t('user.tab.permissions')}>
          <PermissionsTable policies={policies.data?.Policies?.Policy ?? []} loading={policies.loading} t={t} onGrant={() => setGranting(true)} onRevoke={revoke} />
        </Tab.Item>
        <Tab.Item key="groups" title={t('user.tab.groups')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setGrouping(true)}>
              {t('action.addToGroup')}
            </Button>
          </div>
          <Table dataSource={groups.data?.Groups?.Group ?? []} loading={groups.loading} primaryKey="GroupName" emptyContent={t('common.noData')} aria-label={t('user.tab.groups')}>
            <Table.Column title={t('group.name')} dataIndex="GroupName" />
            <Table.Column title={t('group.comments')} cell={(_: unknown, __: number, g: RamGroup) => g.Comments || '-'} />
            <Table.Column title={t('members.col.joined')} cell={(_: unknown, __: number, g: RamGroup) => formatTime(g.JoinDate ?? '')} />
            <Table.Column
              title={t('common.actions')}
              width={160}
              cell={(_: unknown, __: number, g: RamGroup) => (
                <Button text type="primary" onClick={() => leave(g)}>
                  {t('userGroups.remove')}
                </Button>
              )}
            />
          </Table>
        </Tab.Item>
      </Tab>
      {granting && <GrantPermissionDialog principal={{ kind: 'User', name }} t={t} onClose={() => setGranting(false)} onDone={policies.reload} />}
      {grouping && <AddToGroupDialog userName={name} t={t} onClose={() => setGrouping(false)} onDone={groups.reload} />}
      {choosing && <AkScenarioDialog t={t} onContinue={createKey} onClose={() => setChoosing(false)} />}
      {created && <NewAccessKeyDialog created={created} t={t} onClose={() => setCreated(null)} />}
      {confirm && (
        <ConfirmDialog title={confirm.title} okLabel={confirm.okLabel ?? t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setConfirm(null)} onOk={confirm.run}>
          <p>{confirm.text}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
