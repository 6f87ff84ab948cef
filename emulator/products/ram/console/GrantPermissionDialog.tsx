import { useMemo, useState } from 'react';
import { Checkbox, Dialog, Input, Message, Radio, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { ListGroups, ListPolicies, ListRoles, ListUsers, Principal, RamPolicy } from './types';
import { useRam } from './useRam';

/** `principal` absent (the Grants page): the panel asks for it among the account's users, groups and roles. */
export type Props = { principal?: Principal; t: Translate; onClose: () => void; onDone: () => void };

/** The account's users, groups and roles as the panel offers them (`User:name`). */
function usePrincipals(wanted: boolean): Array<{ value: string; label: string }> {
  const q = wanted ? { MaxItems: 1000 } : null;
  const users = useApiQuery<ListUsers>('Ram', 'ListUsers', q);
  const groups = useApiQuery<ListGroups>('Ram', 'ListGroups', q);
  const roles = useApiQuery<ListRoles>('Ram', 'ListRoles', q);
  return [
    ...(users.data?.Users?.User ?? []).map((u) => ({ value: `User:${u.UserName}`, label: u.UserName })),
    ...(groups.data?.Groups?.Group ?? []).map((g) => ({ value: `Group:${g.GroupName}`, label: g.GroupName })),
    ...(roles.data?.Roles?.Role ?? []).map((r) => ({ value: `Role:${r.RoleName}`, label: r.RoleName })),
  ];
}

const key = (p: RamPolicy) => `${p.PolicyType}:${p.PolicyName}`;

/**
 * Grant Permission: the scope (the whole account or a resource group; both are granted account-wide here), the
 * principal, then search the system and custom policies, tick some, and attach them to it (AttachPolicyTo*). With
 * the flag `grantResult` (ram@2021) a result screen follows, closed with Complete.
 */
export function GrantPermissionDialog({ principal: given, t, onClose, onDone }: Props) {
  const { flag } = useRam();
  const policies = useApiQuery<ListPolicies>('Ram', 'ListPolicies', { MaxItems: 1000 });
  const principals = usePrincipals(!given);
  const [chosen, setChosen] = useState('');
  const [scope, setScope] = useState('account');
  const [finished, setFinished] = useState(false);
  const principal: Principal | undefined = given ?? (chosen ? { kind: chosen.split(':')[0] as Principal['kind'], name: chosen.slice(chosen.indexOf(':') + 1) } : undefined);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<RamPolicy[]>([]);
  const [error, setError] = useState('');
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (policies.data?.Policies?.Policy ?? []).filter((p) => !q || p.PolicyName.toLowerCase().includes(q) || p.Description.toLowerCase().includes(q));
  }, [policies.data, search]);
  const toggle = (p: RamPolicy, on: boolean) => {
    setError('');
    setSelected((s) => (on ? [...s.filter((x) => key(x) !== key(p)), p] : s.filter((x) => key(x) !== key(p))));
  };
  const grant = async () => {
    if (!principal) {
      setError(t('grant.err.principal'));
      return false;
    }
    if (!selected.length) {
      setError(t('grant.err.none'));
      return false;
    }
    try {
      for (const p of selected) {
        await callApi('Ram', `AttachPolicyTo${principal.kind}`, { PolicyType: p.PolicyType, PolicyName: p.PolicyName, [`${principal.kind}Name`]: principal.name });
      }
      Message.success(t('toast.granted'));
      onDone();
      if (flag('grantResult')) {
        setFinished(true);
        return false;
      }
      return true;
    } catch (err) {
      notifyApiError(err, t);
      onDone();
      return false;
    }
  };
  if (finished) {
    return (
      <Dialog v2 visible title={t('grant.title')} width={800} onClose={onClose} onCancel={onClose} onOk={onClose} okProps={{ children: t('grant.complete') }} cancelProps={{ style: { display: 'none' } }}>
        <p>{t('grant.result', { principal: principal?.name ?? '', n: String(selected.length) })}</p>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog title={t('grant.title')} width={800} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={grant}>
      <div className="form-grid">
        <div>
          <strong>{t('grant.scope')}</strong>
          <Radio.Group aria-label={t('grant.scope')} value={scope} onChange={onValue<string>(setScope)} style={{ marginLeft: 12 }}>
            <Radio value="account">{t('grant.scope.account')}</Radio>
            <Radio value="group">{t('grant.scope.group')}</Radio>
          </Radio.Group>
        </div>
        {given ? (
          <p>
            <strong>{t('grant.principal')}</strong>: <span>{given.name}</span>
          </p>
        ) : (
          <div>
            <strong>{t('grant.principal')}</strong>
            <Select aria-label={t('grant.principal')} placeholder={t('grant.principal.placeholder')} showSearch value={chosen || undefined} dataSource={principals} onChange={onValue<string>((v) => (setChosen(v), setError('')))} style={{ width: 360, marginLeft: 12 }} />
          </div>
        )}
        <p>
          <strong>{t('grant.policy')}</strong>
        </p>
        <Input aria-label={t('grant.search')} placeholder={t('grant.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 360, marginBottom: 8 }} hasClear />
        <Table dataSource={rows} loading={policies.loading} primaryKey="PolicyName" maxBodyHeight={300} fixedHeader emptyContent={t('common.noData')} aria-label={t('grant.policy')}>
          <Table.Column
            title=""
            width={48}
            cell={(_: unknown, __: number, p: RamPolicy) => (
              <Checkbox aria-label={p.PolicyName} checked={selected.some((x) => key(x) === key(p))} onChange={onValue<boolean>((on) => toggle(p, on))} />
            )}
          />
          <Table.Column title={t('policies.col.name')} dataIndex="PolicyName" />
          <Table.Column title={t('policies.col.description')} dataIndex="Description" />
          <Table.Column title={t('policies.col.type')} cell={(_: unknown, __: number, p: RamPolicy) => t(`policyType.${p.PolicyType}`)} width={140} />
        </Table>
        <p aria-live="polite">{t('grant.selected', { n: String(selected.length) })}{selected.length ? `: ${selected.map((p) => p.PolicyName).join(', ')}` : ''}</p>
        {error && <p role="alert" className="field-error">{error}</p>}
      </div>
    </ConfirmDialog>
  );
}
