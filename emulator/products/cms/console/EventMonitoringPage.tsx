import { Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { setQuery } from '../../../console/src/lib/router';
import type { PageProps } from '../../../console/src/lib/product';
import { EventRulesPanel } from './EventRulesPanel';
import { useCms } from './useCms';

/**
 * `/cms/event-monitoring[?tab=rules[&kind=custom]]`: Event Monitoring (事件监控) of the 1.0 console, its tabs Query
 * Event (no events are drawn) and Alert Rules, whose own tabs System Event and Custom Event list the event rules.
 */
export function EventMonitoringPage({ query }: PageProps) {
  const { t } = useCms();
  const tab = query.get('tab') === 'rules' ? 'rules' : 'query';
  const kind = query.get('kind') === 'custom' ? 'custom' : 'system';
  return (
    <div className="page">
      <PageHeader title={t('nav.eventMonitoring')} />
      <Tab shape="wrapped" activeKey={tab} onChange={(key) => setQuery({ tab: key === 'rules' ? 'rules' : null, kind: null })}>
        <Tab.Item key="query" title={t('event.tab.query')}>
          <Table dataSource={[]} emptyContent={t('common.noData')} aria-label={t('event.tab.query')}>
            <Table.Column title={t('event.col.event')} />
            <Table.Column title={t('event.col.product')} />
            <Table.Column title={t('event.col.level')} />
            <Table.Column title={t('event.col.time')} />
          </Table>
        </Tab.Item>
        <Tab.Item key="rules" title={t('event.tab.rules')}>
          <Tab shape="capsule" activeKey={kind} onChange={(key) => setQuery({ tab: 'rules', kind: key === 'custom' ? 'custom' : null })}>
            <Tab.Item key="system" title={t('event.kind.system')}>
              <EventRulesPanel t={t} kind="SYSTEM" />
            </Tab.Item>
            <Tab.Item key="custom" title={t('event.kind.custom')}>
              <EventRulesPanel t={t} kind="CUSTOM" />
            </Tab.Item>
          </Tab>
        </Tab.Item>
      </Tab>
    </div>
  );
}
