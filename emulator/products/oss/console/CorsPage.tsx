import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
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

/** `/oss/bucket/:name/cors` (Content Security > CORS): the cross-origin rules, Create Rule, Delete. */
export function CorsPage({ params }: PageProps) {
  const { t } = useOss();
  const { params: call } = useBucket(params.name, t);
  // A bucket without rules answers NoSuchCORSConfiguration: an empty list here.
  const list = useApiQuery<GetBucketCors>('Oss', 'GetBucketCors', { BucketName: params.name });
  const raw = list.error ? [] : (list.data?.CORSConfiguration.CORSRule ?? []);
  const rules = (Array.isArray(raw) ? raw : [raw]).map(normal);
  const rows = rules.map((r, i) => ({ ...r, key: String(i + 1) }));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <BucketLayout name={params.name} section="cors" title={t('cors.title')}>
      <p className="field-help">{t('cors.help')}</p>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('cors.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="key" emptyContent={t('common.noData')} className="resource-table" aria-label={t('cors.title')}>
        <Table.Column title={t('cors.col.origin')} cell={(_: unknown, __: number, r: CorsRule) => r.AllowedOrigin.join(', ')} />
        <Table.Column title={t('cors.col.methods')} cell={(_: unknown, __: number, r: CorsRule) => r.AllowedMethod.join(', ')} />
        <Table.Column title={t('cors.col.headers')} cell={(_: unknown, __: number, r: CorsRule) => r.AllowedHeader?.join(', ') || '-'} />
        <Table.Column title={t('cors.col.maxAge')} width={160} cell={(_: unknown, __: number, r: CorsRule) => (r.MaxAgeSeconds === undefined ? '-' : String(r.MaxAgeSeconds))} />
        <Table.Column
          title={t('common.actions')}
          width={120}
          cell={(_: unknown, i: number) => (
            <Button text type="primary" onClick={() => setDeleting(i)}>
              {t('action.delete')}
            </Button>
          )}
        />
      </Table>
      {creating && <CorsRuleDialog bucket={call} existing={rules} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting !== null && (
        <ConfirmDialog
          title={t('cors.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const rest = rules.filter((_, i) => i !== deleting);
            const ok = rest.length
              ? await runAction('Oss', 'PutBucketCors', { ...call, ...corsParam(rest) }, t, t('toast.corsDeleted'))
              : await runAction('Oss', 'DeleteBucketCors', call, t, t('toast.corsDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('cors.delete.confirm')}</p>
        </ConfirmDialog>
      )}
    </BucketLayout>
  );
}
