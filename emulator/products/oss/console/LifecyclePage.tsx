import { useState } from 'react';
import { Button } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable, deleteColumn } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import { RuleDialog } from './RuleDialog';
import { rulesParam, type GetBucketLifecycle, type LifecycleRule } from './types';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

/** `/oss/bucket/:name/lifecycle` (Data Management > Lifecycle; Basic Settings > Lifecycle in 2021): the rules, Create Rule, Delete. */
export function LifecyclePage({ params }: PageProps) {
  const { t, flag } = useOss();
  // The 2021 console showed the rules only after the section's Configure (设置) button.
  const [opened, setOpened] = useState(!flag('lifecycleGate'));
  const { params: call } = useBucket(params.name, t);
  // A bucket without rules answers NoSuchLifecycle: that is an empty list here, not an error.
  const list = useApiQuery<GetBucketLifecycle>('Oss', 'GetBucketLifecycle', { BucketName: params.name });
  const rules = list.error ? [] : (list.data?.LifecycleConfiguration.Rule ?? []);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LifecycleRule | null>(null);
  const rest = rules.filter((r) => r.ID !== deleting?.ID);
  return (
    <BucketLayout name={params.name} section="lifecycle" title={t('lifecycle.title')}>
      {!opened ? (
        <section className="form-section" aria-label={t('lifecycle.title')}>
          <p className="field-help">{t('lifecycle.help')}</p>
          <p>
            <Button type="primary" onClick={() => setOpened(true)}>
              {t('lifecycle.settings')}
            </Button>
          </p>
        </section>
      ) : (
        <div>
          <ListToolbar t={t} createLabel={t('lifecycle.create')} onCreate={() => setCreating(true)} onRefresh={list.reload} />
          <DataTable<LifecycleRule>
            t={t}
            label={t('lifecycle.title')}
            rows={rules}
            loading={list.loading}
            primaryKey="ID"
            className="resource-table"
            columns={[
              { title: t('rule.col.id'), dataIndex: 'ID' },
              { title: t('rule.col.status'), width: 120, cell: (r) => <StatusTag label={t(`rule.status.${r.Status}`)} tone={r.Status === 'Enabled' ? 'success' : 'stopped'} /> },
              { title: t('rule.col.policy'), cell: (r) => (r.Prefix ? t('rule.prefixOf', { prefix: r.Prefix }) : t('rule.wholeBucket')) },
              { title: t('rule.col.expiration'), cell: (r) => t('rule.afterDays', { days: String(r.Expiration.Days) }) },
              deleteColumn(t, t('action.delete'), setDeleting, 120),
            ]}
          />
        </div>
      )}
      {creating && <RuleDialog bucket={call} existing={rules} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('rule.delete.title')}
          call={rest.length ? ['Oss', 'PutBucketLifecycle', { ...call, ...rulesParam(rest) }] : ['Oss', 'DeleteBucketLifecycle', call]}
          success={t('toast.ruleDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('rule.delete.confirm', { id: deleting.ID })}</p>
        </ActionConfirm>
      )}
    </BucketLayout>
  );
}
