import { Drawer } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { formatTime } from '../../../console/src/lib/format';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LookupEvents, TrailEvent } from './types';

/** The Event Details drawer: the event read again by its id (LookupEvents with EventId), its fields and its record. */
export function EventDrawer({ summary, t, onClose }: { summary: TrailEvent; t: Translate; onClose: () => void }) {
  const full = useApiQuery<LookupEvents>('Actiontrail', 'LookupEvents', {
    'LookupAttribute.1.Key': 'EventId',
    'LookupAttribute.1.Value': summary.eventId,
    StartTime: new Date(Date.parse(summary.eventTime) - 1000).toISOString().slice(0, 19) + 'Z',
    EndTime: new Date(Date.parse(summary.eventTime) + 1000).toISOString().slice(0, 19) + 'Z',
  });
  const e = full.data?.Events?.[0] ?? summary;
  const rows: [string, React.ReactNode][] = [
    [t('events.col.name'), e.eventName],
    [t('detail.eventId'), e.eventId],
    [t('events.col.time'), formatTime(e.eventTime)],
    [t('events.col.user'), e.userIdentity?.userName ?? '-'],
    [t('detail.accessKey'), e.userIdentity?.accessKeyId ?? '-'],
    [t('events.col.service'), e.serviceName],
    [t('detail.source'), e.eventSource],
    [t('detail.region'), e.acsRegion],
    [t('detail.sourceIp'), e.sourceIpAddress],
    [t('detail.requestId'), e.requestId],
    [t('events.col.rw'), t(`rw.${e.eventRW}`)],
    [t('detail.error'), e.errorCode ?? '-'],
  ];
  return (
    <Drawer v2 visible title={t('detail.title')} width={760} placement="right" onClose={onClose} aria-label={t('detail.title')}>
      <DetailSection title={t('detail.basic')} rows={rows} />
      <section className="form-section" aria-label={t('detail.record')}>
        <h2 className="form-section-title">{t('detail.record')}</h2>
        {full.loading ? <p>{t('detail.loading')}</p> : <pre className="event-record">{JSON.stringify(e, null, 2)}</pre>}
      </section>
    </Drawer>
  );
}
