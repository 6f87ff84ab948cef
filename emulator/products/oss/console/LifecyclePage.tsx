import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { runAction } from '../../../console/src/lib/runAction';
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
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('lifecycle.create')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={list.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={rules} loading={list.loading} primaryKey="ID" emptyContent={t('common.noData')} className="resource-table" aria-label={t('lifecycle.title')}>
            <Table.Column title={t('rule.col.id')} dataIndex="ID" />
            <Table.Column
              title={t('rule.col.status')}
              width={120}
              cell={(_: unknown, __: number, r: LifecycleRule) => <StatusTag label={t(`rule.status.${r.Status}`)} tone={r.Status === 'Enabled' ? 'success' : 'stopped'} />}
            />
            <Table.Column title={t('rule.col.policy')} cell={(_: unknown, __: number, r: LifecycleRule) => (r.Prefix ? t('rule.prefixOf', { prefix: r.Prefix }) : t('rule.wholeBucket'))} />
            <Table.Column title={t('rule.col.expiration')} cell={(_: unknown, __: number, r: LifecycleRule) => t('rule.afterDays', { days: String(r.Expiration.Days) })} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, r: LifecycleRule) => (
                <Button text type="primary" onClick={() => setDeleting(r)}>
                  {t('action.delete')}
                </Button>
              )}
            />
          </Table>
        </div>
      )}
      {creating && <RuleDialog bucket={call} existing={rules} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ConfirmDialog
          title={t('rule.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const rest = rules.filter((r) => r.ID !== deleting.ID);
            const ok = rest.length
              ? await runAction('Oss', 'PutBucketLifecycle', { ...call, ...rulesParam(rest) }, t, t('toast.ruleDeleted'))
              : await runAction('Oss', 'DeleteBucketLifecycle', call, t, t('toast.ruleDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('rule.delete.confirm', { id: deleting.ID })}</p>
        </ConfirmDialog>
      )}
    </BucketLayout>
  );
}
