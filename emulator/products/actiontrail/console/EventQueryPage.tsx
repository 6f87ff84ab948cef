import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { EventDrawer } from './EventDrawer';
import { EventFilterBar, RANGES, type Query } from './EventFilterBar';
import type { LookupEvents, TrailEvent } from './types';
import { useActiontrail } from './useActiontrail';

const isoSecond = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** LookupEvents parameters of a query: one attribute at most, the time window fixed when the query is made. */
function lookupParams(q: Query): Record<string, string | number> {
  const end = Date.now();
  return {
    ...(q.value ? { 'LookupAttribute.1.Key': q.key, 'LookupAttribute.1.Value': q.value } : {}),
    StartTime: isoSecond(end - RANGES[q.range]),
    EndTime: isoSecond(end),
    MaxResults: 50,
  };
}

/**
 * `/actiontrail/events` (Event Query): the account's events of a time range, filtered by one attribute, newest
 * first; View Details opens the event in a drawer. The filter bar is a custom element with an open shadow root.
 */
export function EventQueryPage() {
  const { t } = useActiontrail();
  const [params, setParams] = useState(() => lookupParams({ key: 'EventName', value: '', range: '7d' }));
  const [viewing, setViewing] = useState<TrailEvent | null>(null);
  const list = useApiQuery<LookupEvents>('Actiontrail', 'LookupEvents', params);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const cell = (render: (e: TrailEvent) => React.ReactNode) => (_: unknown, __: number, e: TrailEvent) => render(e);
  return (
    <div className="page">
      <PageHeader title={t('events.title')} />
      <p className="page-intro">{t('events.intro')}</p>
      <EventFilterBar t={t} onQuery={(q) => setParams(lookupParams(q))} />
      <div className="list-toolbar">
        <div className="toolbar-spacer" />
        <Button onClick={() => setParams((p) => ({ ...p, EndTime: isoSecond(Date.now()) }))}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Events ?? []} loading={list.loading} primaryKey="eventId" emptyContent={t('common.noData')} aria-label={t('events.title')}>
        <Table.Column title={t('events.col.name')} width={170} cell={cell((e) => e.eventName)} />
        <Table.Column title={t('events.col.time')} width={140} cell={cell((e) => formatTime(e.eventTime))} />
        <Table.Column title={t('events.col.user')} width={80} cell={cell((e) => e.userIdentity?.userName ?? '-')} />
        <Table.Column title={t('events.col.resourceType')} width={160} cell={cell((e) => Object.keys(e.referencedResources ?? {}).join(', ') || '-')} />
        <Table.Column title={t('events.col.resourceName')} width={190} cell={cell((e) => Object.values(e.referencedResources ?? {}).flat().join(', ') || '-')} />
        <Table.Column title={t('events.col.service')} width={90} cell={cell((e) => e.serviceName)} />
        <Table.Column title={t('events.col.rw')} width={80} cell={cell((e) => t(`rw.${e.eventRW}`))} />
        <Table.Column title={t('events.col.result')} width={100} cell={cell((e) => e.errorCode ?? t('events.ok'))} />
        <Table.Column
          title={t('common.actions')}
          width={110}
          cell={cell((e) => (
            <Button text type="primary" onClick={() => setViewing(e)}>
              {t('action.viewDetails')}
            </Button>
          ))}
        />
      </Table>
      {viewing && <EventDrawer summary={viewing} t={t} onClose={() => setViewing(null)} />}
    </div>
  );
}
