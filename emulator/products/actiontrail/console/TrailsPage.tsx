import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { TrailStatusTag } from './TrailStatusTag';
import { slsProject, trailPath, type DescribeTrails, type Trail } from './types';
import { useActiontrail } from './useActiontrail';

type Kind = 'stop' | 'start' | 'delete';
const ACTIONS = { stop: 'StopLogging', start: 'StartLogging', delete: 'DeleteTrail' } as const;
const TOASTS = { stop: 'toast.stopped', start: 'toast.started', delete: 'toast.deleted' } as const;

/** Where a trail delivers: `OSS: bucket/prefix`, `SLS: project`. */
export function destination(trail: Trail, t: Translate): string {
  const parts = [
    trail.OssBucketName ? `OSS: ${trail.OssBucketName}${trail.OssKeyPrefix ? `/${trail.OssKeyPrefix}` : ''}` : '',
    trail.SlsProjectArn ? `SLS: ${slsProject(trail.SlsProjectArn)}` : '',
  ].filter(Boolean);
  return parts.join('; ') || t('details.none');
}

/** `/actiontrail/trails` (Trails): the account's trails; Create Trail; row actions Details, Edit, Stop/Start Logging, Delete. */
export function TrailsPage() {
  const { t } = useActiontrail();
  const [acting, setActing] = useState<{ kind: Kind; trail: Trail } | null>(null);
  const list = useApiQuery<DescribeTrails>('Actiontrail', 'DescribeTrails', { IncludeShadowTrails: true });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const trails = list.data?.TrailList ?? [];
  const cell = (render: (r: Trail) => React.ReactNode) => (_: unknown, __: number, r: Trail) => render(r);
  return (
    <div className="page">
      <PageHeader title={t('trails.title')} />
      <p className="page-intro">{t('trails.intro')}</p>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/actiontrail/trails/create')}>
          {t('trails.create')}
        </Button>
        <span className="cell-sub">{t('trails.quota')}</span>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={trails} loading={list.loading} primaryKey="Name" emptyContent={t('common.noData')} aria-label={t('trails.title')}>
        <Table.Column title={t('trails.col.name')} cell={cell((r) => <Link to={trailPath(r.Name)}>{r.Name}</Link>)} />
        <Table.Column title={t('trails.col.status')} width={130} cell={cell((r) => <TrailStatusTag status={r.Status} t={t} />)} />
        <Table.Column title={t('trails.col.destination')} cell={cell((r) => destination(r, t))} />
        <Table.Column title={t('trails.col.eventType')} width={120} cell={cell((r) => t(`eventType.${r.EventRW}`))} />
        <Table.Column title={t('trails.col.regions')} width={120} cell={cell((r) => (r.TrailRegion === 'All' ? t('form.regions.all') : r.TrailRegion))} />
        <Table.Column title={t('trails.col.created')} width={150} cell={cell((r) => formatTime(r.CreateTime))} />
        <Table.Column
          title={t('common.actions')}
          width={300}
          cell={cell((r) => (
            <div className="row-actions">
              <Link to={trailPath(r.Name)}>{t('action.details')}</Link>
              <Link to={`${trailPath(r.Name)}/edit`}>{t('action.edit')}</Link>
              {r.Status === 'Enable' ? (
                <Button text type="primary" onClick={() => setActing({ kind: 'stop', trail: r })}>
                  {t('action.stopLogging')}
                </Button>
              ) : (
                <Button text type="primary" onClick={() => setActing({ kind: 'start', trail: r })}>
                  {t('action.startLogging')}
                </Button>
              )}
              <Button text type="primary" onClick={() => setActing({ kind: 'delete', trail: r })}>
                {t('action.delete')}
              </Button>
            </div>
          ))}
        />
      </Table>
      {acting && (
        <ConfirmDialog
          title={t(`${acting.kind}.title`)}
          okLabel={t(acting.kind === 'delete' ? 'delete.ok' : 'common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setActing(null)}
          onOk={async () => {
            const ok = await runAction('Actiontrail', ACTIONS[acting.kind], { Name: acting.trail.Name }, t, t(TOASTS[acting.kind]));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t(`${acting.kind}.confirm`, { name: acting.trail.Name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
