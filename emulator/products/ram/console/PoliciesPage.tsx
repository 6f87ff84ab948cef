import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { ListPolicies, RamPolicy } from './types';
import { useRam } from './useRam';

/** `/ram/policies`: system and custom policies, with Create Policy and (custom ones) Delete. */
export function PoliciesPage() {
  const { t } = useRam();
  const [type, setType] = useState('all');
  const [search, setSearch] = useState('');
  const list = useApiQuery<ListPolicies>('Ram', 'ListPolicies', { MaxItems: 1000, ...(type === 'all' ? {} : { PolicyType: type }) });
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data?.Policies?.Policy ?? []).filter((p) => !q || p.PolicyName.toLowerCase().includes(q));
  }, [list.data, search]);
  return (
    <div className="page">
      <PageHeader title={t('policies.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ram/policies/create')}>
          {t('policies.create')}
        </Button>
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
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="PolicyName" emptyContent={t('common.noData')} className="resource-table" aria-label={t('policies.title')}>
        <Table.Column title={t('policies.col.name')} dataIndex="PolicyName" />
        <Table.Column title={t('policies.col.type')} cell={(_: unknown, __: number, p: RamPolicy) => t(`policyType.${p.PolicyType}`)} />
        <Table.Column title={t('policies.col.references')} cell={(_: unknown, __: number, p: RamPolicy) => String(p.AttachmentCount ?? 0)} width={120} />
        <Table.Column title={t('policies.col.description')} cell={(_: unknown, __: number, p: RamPolicy) => p.Description || '-'} />
        <Table.Column
          title={t('common.actions')}
          width={120}
          cell={(_: unknown, __: number, p: RamPolicy) =>
            p.PolicyType === 'Custom' ? (
              <Button text type="primary" onClick={() => setDeleting(p.PolicyName)}>
                {t('action.delete')}
              </Button>
            ) : (
              '-'
            )
          }
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('policy.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ram', 'DeletePolicy', { PolicyName: deleting }, t, t('toast.policyDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('policy.delete.confirm', { name: deleting })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
