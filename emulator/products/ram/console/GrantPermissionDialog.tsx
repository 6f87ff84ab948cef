import { useMemo, useState } from 'react';
import { Checkbox, Input, Message, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { ListPolicies, Principal, RamPolicy } from './types';

export type Props = { principal: Principal; t: Translate; onClose: () => void; onDone: () => void };

const key = (p: RamPolicy) => `${p.PolicyType}:${p.PolicyName}`;

/** Grant Permission: search the system and custom policies, tick some, and attach them to the principal (AttachPolicyTo*). */
export function GrantPermissionDialog({ principal, t, onClose, onDone }: Props) {
  const policies = useApiQuery<ListPolicies>('Ram', 'ListPolicies', { MaxItems: 1000 });
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
      return true;
    } catch (err) {
      notifyApiError(err, t);
      onDone();
      return false;
    }
  };
  return (
    <ConfirmDialog title={t('grant.title')} width={800} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={grant}>
      <div className="form-grid">
        <p>
          <strong>{t('grant.principal')}</strong>: <span>{principal.name}</span>
        </p>
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
