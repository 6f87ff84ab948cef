import { useMemo, useState } from 'react';
import { Input, Select } from '@alifd/next';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { deleteColumn } from '../../../console/src/components/DataTable';
import { ListPage } from '../../../console/src/components/ListPage';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { ListPolicies, RamPolicy } from './types';
import { useRam } from './useRam';

/** `/ram/policies`: system and custom policies, with Create Policy and (custom ones) Delete. */
export function PoliciesPage() {
  const { t } = useRam();
  const [type, setType] = useState('all');
  const [search, setSearch] = useState('');
  const list = useApiQuery<ListPolicies>('Ram', 'ListPolicies', { MaxItems: 1000, ...(type === 'all' ? {} : { PolicyType: type }) });
  const [deleting, setDeleting] = useState<string | null>(null);
  useQueryErrors(t, list.error);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data?.Policies?.Policy ?? []).filter((p) => !q || p.PolicyName.toLowerCase().includes(q));
  }, [list.data, search]);
  return (
    <ListPage<RamPolicy>
      t={t}
      title={t('policies.title')}
      createLabel={t('policies.create')}
      onCreate={() => navigate('/ram/policies/create')}
      onRefresh={list.reload}
      toolbar={
        <>
          <Select
            aria-label={t('policies.col.type')}
            value={type}
            onChange={onValue<string>(setType)}
            dataSource={[
              { value: 'all', label: t('policyType.all') },
              { value: 'System', label: t('policyType.System') },
              { value: 'Custom', label: t('policyType.Custom') },
            ]}
            style={{ width: 160 }}
          />
          <Input aria-label={t('policies.search')} placeholder={t('policies.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 280 }} hasClear />
        </>
      }
      rows={rows}
      loading={list.loading}
      primaryKey="PolicyName"
      className="resource-table"
      columns={[
        { title: t('policies.col.name'), dataIndex: 'PolicyName' },
        { title: t('policies.col.type'), cell: (p) => t(`policyType.${p.PolicyType}`) },
        { title: t('policies.col.references'), cell: (p) => String(p.AttachmentCount ?? 0), width: 120 },
        { title: t('policies.col.description'), cell: (p) => p.Description || '-' },
        deleteColumn<RamPolicy>(t, t('action.delete'), (p) => setDeleting(p.PolicyName), 120, (p) => p.PolicyType === 'Custom'),
      ]}
    >
      {deleting && <DeleteConfirm t={t} product="Ram" kind="policy" name={deleting} call={['DeletePolicy', { PolicyName: deleting }]} toast="toast.policyDeleted" onDone={list.reload} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
