import { useCallback, useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import type { ListGroups, ListPolicies, ListRoles, ListUsers, Principal, RamPolicy } from './types';
import { useRam } from './useRam';

type Grant = { key: string; principal: Principal; policy: RamPolicy };

/** Every policy attached to the account's users, groups and roles (ListPoliciesFor* per principal). */
async function listGrants(): Promise<Grant[]> {
  const [users, groups, roles] = await Promise.all([
    callApi<ListUsers>('Ram', 'ListUsers', { MaxItems: 1000 }),
    callApi<ListGroups>('Ram', 'ListGroups', { MaxItems: 1000 }),
    callApi<ListRoles>('Ram', 'ListRoles', { MaxItems: 1000 }),
  ]);
  const principals: Principal[] = [
    ...(users.Users?.User ?? []).map((u) => ({ kind: 'User' as const, name: u.UserName })),
    ...(groups.Groups?.Group ?? []).map((g) => ({ kind: 'Group' as const, name: g.GroupName })),
    ...(roles.Roles?.Role ?? []).map((r) => ({ kind: 'Role' as const, name: r.RoleName })),
  ];
  const lists = await Promise.all(principals.map((p) => callApi<ListPolicies>('Ram', `ListPoliciesFor${p.kind}`, { [`${p.kind}Name`]: p.name })));
  return principals.flatMap((principal, i) => (lists[i].Policies?.Policy ?? []).map((policy) => ({ key: `${principal.kind}:${principal.name}:${policy.PolicyType}:${policy.PolicyName}`, principal, policy })));
}

/** `/ram/grants` (Permissions > Grants): who has which policy, with Grant Permission for any principal. */
export function GrantsPage() {
  const { t } = useRam();
  const [rows, setRows] = useState<Grant[]>([]);
  const [loading, setLoading] = useState(true);
  const [granting, setGranting] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    listGrants()
      .then(setRows)
      .catch((err: unknown) => notifyApiError(err, t))
      .finally(() => setLoading(false));
  }, [t]);
  useEffect(load, [load]);
  return (
    <div className="page">
      <PageHeader title={t('grants.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setGranting(true)}>
          {t('perm.grant')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={load}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={loading} primaryKey="key" emptyContent={t('common.noData')} className="resource-table" aria-label={t('grants.title')}>
        <Table.Column title={t('grants.col.principal')} cell={(_: unknown, __: number, g: Grant) => g.principal.name} />
        <Table.Column title={t('grants.col.kind')} cell={(_: unknown, __: number, g: Grant) => t(`grants.kind.${g.principal.kind}`)} />
        <Table.Column title={t('perm.col.policy')} cell={(_: unknown, __: number, g: Grant) => g.policy.PolicyName} />
        <Table.Column title={t('perm.col.type')} cell={(_: unknown, __: number, g: Grant) => t(`policyType.${g.policy.PolicyType}`)} />
        <Table.Column title={t('grants.col.scope')} cell={() => t('grant.scope.account')} />
      </Table>
      {granting && <GrantPermissionDialog t={t} onClose={() => setGranting(false)} onDone={load} />}
    </div>
  );
}
