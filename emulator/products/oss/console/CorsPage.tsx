import { useState } from 'react';
import { Button } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable, deleteColumn } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import { CorsRuleDialog } from './CorsRuleDialog';
import { corsParam, type CorsRule, type GetBucketCors } from './types';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
const normal = (r: CorsRule): CorsRule => ({
  AllowedOrigin: asList(r.AllowedOrigin), AllowedMethod: asList(r.AllowedMethod), AllowedHeader: asList(r.AllowedHeader), ExposeHeader: asList(r.ExposeHeader),
  ...(r.MaxAgeSeconds !== undefined ? { MaxAgeSeconds: Number(r.MaxAgeSeconds) } : {}),
});

/**
 * `/oss/bucket/:name/cors` (Content Security > CORS; Access Control > 跨域设置 in 2021): the cross-origin rules, Create
 * Rule, Delete.
 */
export function CorsPage({ params }: PageProps) {
  const { t, flag } = useOss();
  // The 2021 console showed the rules only after the section's Configure (设置) button.
  const [opened, setOpened] = useState(!flag('corsGate'));
  const { params: call } = useBucket(params.name, t);
  // A bucket without rules answers NoSuchCORSConfiguration: an empty list here.
  const list = useApiQuery<GetBucketCors>('Oss', 'GetBucketCors', { BucketName: params.name });
  const raw = list.error ? [] : (list.data?.CORSConfiguration.CORSRule ?? []);
  const rules = (Array.isArray(raw) ? raw : [raw]).map(normal);
  const rows = rules.map((r, i) => ({ ...r, key: String(i + 1) }));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const rest = rules.filter((_, i) => i !== deleting);
  return (
    <BucketLayout name={params.name} section="cors" title={t('cors.title')}>
      {!opened ? (
        <section className="form-section" aria-label={t('cors.title')}>
          <p className="field-help">{t('cors.help')}</p>
          <p>
            <Button type="primary" onClick={() => setOpened(true)}>
              {t('cors.settings')}
            </Button>
          </p>
        </section>
      ) : (
        <div>
          <p className="field-help">{t('cors.help')}</p>
          <ListToolbar t={t} createLabel={t('cors.create')} onCreate={() => setCreating(true)} onRefresh={list.reload} />
          <DataTable<CorsRule>
            t={t}
            label={t('cors.title')}
            rows={rows}
            loading={list.loading}
            primaryKey="key"
            className="resource-table"
            columns={[
              { title: t('cors.col.origin'), cell: (r) => r.AllowedOrigin.join(', ') },
              { title: t('cors.col.methods'), cell: (r) => r.AllowedMethod.join(', ') },
              { title: t('cors.col.headers'), cell: (r) => r.AllowedHeader?.join(', ') || '-' },
              { title: t('cors.col.maxAge'), width: 160, cell: (r) => (r.MaxAgeSeconds === undefined ? '-' : String(r.MaxAgeSeconds)) },
              deleteColumn(t, t('action.delete'), (_, i) => setDeleting(i), 120),
            ]}
          />
        </div>
      )}
      {creating && <CorsRuleDialog bucket={call} existing={rules} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting !== null && (
        <ActionConfirm
          t={t}
          title={t('cors.delete.title')}
          call={rest.length ? ['Oss', 'PutBucketCors', { ...call, ...corsParam(rest) }] : ['Oss', 'DeleteBucketCors', call]}
          success={t('toast.corsDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('cors.delete.confirm')}</p>
        </ActionConfirm>
      )}
    </BucketLayout>
  );
}
