import { useEffect } from 'react';
import { Button } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { TrailStatusTag } from './TrailStatusTag';
import { slsProject, trailPath, type DescribeTrails, type TrailStatus } from './types';
import { useActiontrail } from './useActiontrail';

/** `/actiontrail/trails/:name` (the trail's details): Basic Information, Delivery Destinations, Edit. */
export function TrailDetailPage({ params }: PageProps) {
  const { t } = useActiontrail();
  const name = params.name;
  const list = useApiQuery<DescribeTrails>('Actiontrail', 'DescribeTrails', { NameList: name, IncludeShadowTrails: true });
  const status = useApiQuery<TrailStatus>('Actiontrail', 'GetTrailStatus', { Name: name });
  useEffect(() => {
    if (status.error) notifyApiError(status.error, t);
  }, [status.error, t]);
  const trail = list.data?.TrailList?.[0];
  const time = (s: string | undefined) => (s ? formatTime(s) : '-');
  const basic: [string, React.ReactNode][] = trail
    ? [
        [t('form.name'), trail.Name],
        [t('trails.col.status'), <TrailStatusTag key="s" status={trail.Status} t={t} />],
        [t('details.homeRegion'), trail.HomeRegion],
        [t('form.regions'), trail.TrailRegion === 'All' ? t('form.regions.all') : trail.TrailRegion],
        [t('form.eventType'), t(`eventType.${trail.EventRW}`)],
        [t('trails.col.created'), time(trail.CreateTime)],
        [t('details.startTime'), time(trail.StartLoggingTime)],
        [t('details.stopTime'), time(trail.StopLoggingTime)],
      ]
    : [];
  const delivery: [string, React.ReactNode][] = trail
    ? [
        [t('form.bucket'), trail.OssBucketName || t('details.none')],
        [t('form.prefix'), trail.OssKeyPrefix || '-'],
        [t('form.slsProject'), trail.SlsProjectArn ? slsProject(trail.SlsProjectArn) : t('details.none')],
        [t('details.latestDelivery'), time(status.data?.LatestDeliveryTime)],
      ]
    : [];
  const missing = list.data && !trail;
  return (
    <div className="page">
      <PageHeader
        title={name}
        back="/actiontrail/trails"
        crumbs={[{ label: t('trails.title'), to: '/actiontrail/trails' }, { label: name }]}
        extra={
          <Button type="primary" disabled={!trail} onClick={() => navigate(`${trailPath(name)}/edit`)}>
            {t('action.edit')}
          </Button>
        }
      />
      {missing ? (
        <p className="page-intro">{t('details.notFound')}</p>
      ) : (
        <>
          <DetailSection title={t('details.basic')} rows={basic} loading={list.loading ? <p>{t('detail.loading')}</p> : undefined} />
          <DetailSection title={t('details.delivery')} rows={delivery} loading={list.loading ? <p>{t('detail.loading')}</p> : undefined} />
        </>
      )}
    </div>
  );
}
