import { useState } from 'react';
import { Button, Form, Message, Select, Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { callApi } from '../../../console/src/lib/api';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeUserDomains } from './types';
import { ExportTab } from './ExportTab';
import { useCdn } from './useCdn';

type Mode = 'resource' | 'realtime' | 'usage';
type Point = { TimeStamp: string; Value?: string; Bps?: number };

/** Each page's monitoring items (tabs) and the data action each one reads. */
const ITEMS: Record<Mode, Array<[key: string, action: string]>> = {
  resource: [
    ['traffic', 'DescribeDomainBpsData'], ['origin', 'DescribeDomainSrcBpsData'], ['requests', 'DescribeDomainQpsData'],
    ['hitRate', 'DescribeDomainHitRateData'], ['httpCode', 'DescribeDomainHttpCodeData'],
  ],
  realtime: [['traffic', 'DescribeDomainRealTimeBpsData']],
  usage: [['usage', 'DescribeDomainUsageData']],
};

const HOUR = 3_600_000;
/** The time ranges each page offers, as [label key, how far back]: today's starts at midnight UTC+8. */
const RANGES: Record<Mode, Array<[string, number]>> = {
  resource: [['today', 0], ['yesterday', -1], ['last7', 7 * 24 * HOUR], ['last30', 30 * 24 * HOUR]],
  realtime: [['last1h', HOUR], ['last6h', 6 * HOUR], ['last12h', 12 * HOUR]],
  usage: [['today', 0], ['yesterday', -1], ['last7', 7 * 24 * HOUR], ['last30', 30 * 24 * HOUR]],
};

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

function windowOf(back: number, now = Date.now()): [number, number] {
  const midnight = Math.floor((now + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
  if (back === 0) return [midnight, now];
  if (back === -1) return [midnight - 24 * HOUR, midnight];
  return [now - back, now];
}

/**
 * `/cdn/monitoring/resource|realtime|usage` (Monitoring & Usage Analytics > Resource Monitoring, Real-time Monitoring,
 * Usage): a tab per monitoring item, the filters (domain name, region, ISP or billable region, time range), and
 * Search, which reads the item's data action and lists its intervals. No end users reach the emulator, so every
 * interval reads zero. The Usage page adds the Bill Export and Details Export tabs (ExportTab).
 */
export function MonitoringPage({ mode }: { mode: Mode }) {
  const { t } = useCdn();
  const domains = useApiQuery<DescribeUserDomains>('Cdn', 'DescribeUserDomains', { PageSize: 500 });
  const names = (domains.data?.Domains.PageData ?? []).map((d) => d.DomainName);
  const [domain, setDomain] = useState('');
  const [range, setRange] = useState(RANGES[mode][0][0]);
  const [item, setItem] = useState(ITEMS[mode][0][0]);
  const [points, setPoints] = useState<Point[] | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const action = ITEMS[mode].find(([k]) => k === item)![1];
    const [start, end] = windowOf(RANGES[mode].find(([k]) => k === range)![1]);
    setBusy(true);
    try {
      const r = await callApi<Record<string, unknown>>('Cdn', action, {
        ...(domain ? { DomainName: domain } : {}), StartTime: iso(start), EndTime: iso(end), ...(mode === 'usage' ? { Field: 'traf', Area: 'CN' } : {}),
      });
      const list = Object.values(r).find((v): v is { DataModule?: Point[]; BpsModel?: Point[] } => typeof v === 'object' && v !== null && ('DataModule' in v || 'BpsModel' in v));
      setPoints(list?.DataModule ?? list?.BpsModel ?? []);
    } catch (err) {
      notifyApiError(err, t);
    }
    setBusy(false);
  };

  const filters = (
    <Form inline style={{ marginTop: 12 }} aria-label={t('monitor.filters')}>
      <Form.Item label={t('monitor.domain')}>
        <Select
          aria-label={t('monitor.domain')}
          value={domain}
          dataSource={[{ value: '', label: t('monitor.allDomains') }, ...names.map((n) => ({ value: n, label: n }))]}
          onChange={onValue<string>((v) => (setDomain(v), setPoints(null)))}
          style={{ width: 240 }}
        />
      </Form.Item>
      {mode === 'usage' ? (
        <Form.Item label={t('monitor.billingRegion')}>
          <Select aria-label={t('monitor.billingRegion')} defaultValue="CN" dataSource={[{ value: 'CN', label: t('monitor.region.cn') }, { value: 'OverSeas', label: t('monitor.region.overseas') }]} style={{ width: 180 }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('monitor.region')}>
            <Select aria-label={t('monitor.region')} defaultValue="" dataSource={[{ value: '', label: t('monitor.all') }]} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={t('monitor.isp')}>
            <Select aria-label={t('monitor.isp')} defaultValue="" dataSource={[{ value: '', label: t('monitor.all') }]} style={{ width: 140 }} />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('monitor.time')}>
        <Select aria-label={t('monitor.time')} value={range} dataSource={RANGES[mode].map(([k]) => ({ value: k, label: t(`monitor.range.${k}`) }))} onChange={onValue<string>((v) => (setRange(v), setPoints(null)))} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" loading={busy} onClick={search}>
          {t('monitor.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button disabled={!points} onClick={() => Message.success(t('toast.monitorExport'))}>
          {t('monitor.export')}
        </Button>
      </Form.Item>
    </Form>
  );

  return (
    <div className="page">
      <PageHeader title={t(`nav.monitor.${mode}`)} />
      <Tab shape="wrapped" activeKey={item} onChange={(k) => (setItem(String(k)), setPoints(null))}>
        {ITEMS[mode].map(([key]) => (
          <Tab.Item key={key} title={t(`monitor.item.${key}`)}>
            {filters}
            <Table dataSource={points ?? []} primaryKey="TimeStamp" emptyContent={t('common.noData')} aria-label={t(`monitor.item.${key}`)}>
              <Table.Column title={t('monitor.col.time')} cell={(_: unknown, __: number, p: Point) => formatTime(p.TimeStamp)} />
              <Table.Column title={t('monitor.col.value')} cell={(_: unknown, __: number, p: Point) => String(p.Value ?? p.Bps ?? 0)} />
            </Table>
          </Tab.Item>
        ))}
        {mode === 'usage' && (
          <Tab.Item key="billExport" title={t('export.tab.bill')}>
            <ExportTab kind="bill" domains={names} t={t} />
          </Tab.Item>
        )}
        {mode === 'usage' && (
          <Tab.Item key="detailExport" title={t('export.tab.detail')}>
            <ExportTab kind="detail" domains={names} t={t} />
          </Tab.Item>
        )}
      </Tab>
    </div>
  );
}

export const ResourceMonitoringPage = () => <MonitoringPage mode="resource" />;
export const RealTimeMonitoringPage = () => <MonitoringPage mode="realtime" />;
export const UsagePage = () => <MonitoringPage mode="usage" />;
