import { useEffect, useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { EventDrawer } from './EventDrawer';
import { EventFilterBar, RANGES, type Query } from './EventFilterBar';
import type { LookupEvents, TrailEvent } from './types';
import { useActiontrail } from './useActiontrail';

const isoSecond = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** LookupEvents parameters of a query: its attribute, then the event type when one is chosen; the time window fixed when the query is made. */
export function lookupParams(q: Query): Record<string, string | number> {
  const end = Date.now();
  const attributes: [string, string][] = [...(q.value ? [[q.key, q.value] as [string, string]] : []), ...(q.rw !== 'All' ? [['EventRW', q.rw] as [string, string]] : [])];
  return {
    ...Object.fromEntries(attributes.flatMap(([key, value], i) => [[`LookupAttribute.${i + 1}.Key`, key], [`LookupAttribute.${i + 1}.Value`, value]])),
    StartTime: isoSecond(end - RANGES[q.range]),
    EndTime: isoSecond(end),
    MaxResults: 50,
  };
}

/**
 * `/actiontrail/events` (Event Query): the account's events of a time range, filtered by one attribute, newest
 * first; View Details opens the event in a drawer. The filter bar is a custom element with an open shadow root.
 * The 2019–2021 consoles (flag expandableEvents) open a row with its plus sign (or its name) instead, and the
 * opened row's button (Event Detail, View event) shows the record. The 2019 console (flag historyTab) has the query
 * on a History Search tab (历史事件查询页签) of the console's page, not as an entry of the left pane.
 */
export function EventQueryPage() {
  const { t, flag } = useActiontrail();
  const expandable = flag('expandableEvents');
  const options = { searchIcon: flag('searchIcon'), eventType: flag('eventTypeFilter'), defaultKey: flag('filterByUser') ? ('User' as const) : undefined };
  const [params, setParams] = useState(() => lookupParams({ key: 'EventName', value: '', range: '7d', rw: 'All' }));
  const [viewing, setViewing] = useState<TrailEvent | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const list = useApiQuery<LookupEvents>('Actiontrail', 'LookupEvents', params);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  // Search and Refresh always ask again, even when the window (to the second) and the filter are unchanged.
  const query = (next: Record<string, string | number>) => {
    setParams(next);
    list.reload();
  };
  const cell = (render: (e: TrailEvent) => React.ReactNode) => (_: unknown, __: number, e: TrailEvent) => render(e);
  const toggle = (id: string) => setOpen((o) => (o.includes(id) ? o.filter((k) => k !== id) : [...o, id]));
  const summary = (e: TrailEvent) => `${e.eventName} · ${e.serviceName} · ${formatTime(e.eventTime)} · ${e.userIdentity?.userName ?? '-'}`;
  return (
    <div className="page">
      {flag('historyTab') ? (
        <>
          <PageHeader title={t('product.name')} />
          <Tab shape="wrapped" activeKey="history">
            <Tab.Item key="history" title={t('events.title')} />
          </Tab>
        </>
      ) : (
        <PageHeader title={t('events.title')} />
      )}
      <p className="page-intro">{t('events.intro')}</p>
      <EventFilterBar t={t} options={options} onQuery={(q) => query(lookupParams(q))} />
      <div className="list-toolbar">
        <div className="toolbar-spacer" />
        <Button onClick={() => query({ ...params, EndTime: isoSecond(Date.now()) })}>{t('common.refresh')}</Button>
      </div>
      <Table
        dataSource={list.data?.Events ?? []}
        loading={list.loading}
        primaryKey="eventId"
        emptyContent={t('common.noData')}
        aria-label={t('events.title')}
      >
        {expandable && (
          <Table.Column width={44} cell={cell((e) => (
            <Button text onClick={() => toggle(e.eventId)}>{t(open.includes(e.eventId) ? 'events.collapse' : 'events.expand')}</Button>
          ))} />
        )}
        <Table.Column title={t('events.col.name')} width={170} cell={cell((e) => (expandable ? (
          <div className="cell-lines">
            <Button text type="primary" title={summary(e)} onClick={() => toggle(e.eventId)}>{e.eventName}</Button>
            {open.includes(e.eventId) && (
              <div className="cell-sub">
                {summary(e)} <Button text type="primary" onClick={() => setViewing(e)}>{t('events.openRecord')}</Button>
              </div>
            )}
          </div>
        ) : e.eventName))} />
        <Table.Column title={t('events.col.time')} width={140} cell={cell((e) => formatTime(e.eventTime))} />
        <Table.Column title={t('events.col.user')} width={80} cell={cell((e) => e.userIdentity?.userName ?? '-')} />
        <Table.Column title={t('events.col.resourceType')} width={160} cell={cell((e) => Object.keys(e.referencedResources ?? {}).join(', ') || '-')} />
        <Table.Column title={t('events.col.resourceName')} width={190} cell={cell((e) => Object.values(e.referencedResources ?? {}).flat().join(', ') || '-')} />
        <Table.Column title={t('events.col.service')} width={90} cell={cell((e) => e.serviceName)} />
        <Table.Column title={t('events.col.rw')} width={80} cell={cell((e) => t(`rw.${e.eventRW}`))} />
        <Table.Column title={t('events.col.result')} width={100} cell={cell((e) => e.errorCode ?? t('events.ok'))} />
        {!expandable && (
          <Table.Column
            title={t('common.actions')}
            width={110}
            cell={cell((e) => (
              <Button text type="primary" onClick={() => setViewing(e)}>
                {t('action.viewDetails')}
              </Button>
            ))}
          />
        )}
      </Table>
      {viewing && <EventDrawer summary={viewing} t={t} onClose={() => setViewing(null)} />}
    </div>
  );
}
