import { useState } from 'react';
import { Form, Radio, Select, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { indexed, runCms } from './cmsApi';
import type { Chart } from './types';

export type Props = { dashboardId: string; chart?: Chart; t: Translate; onClose: () => void; onDone: () => void };

const TYPES = ['line', 'area', 'table', 'heatmap', 'pie'] as const;
/** The ECS metrics a chart may show (api/rules.ts METRICS, acs_ecs_dashboard). */
const ECS_METRICS = ['CPUUtilization', 'memory_usedutilization', 'InternetInRate', 'InternetOutRate', 'IntranetInRate', 'IntranetOutRate', 'DiskReadIOPS', 'DiskWriteIOPS', 'DiskReadBPS', 'DiskWriteBPS', 'diskusage_utilization', 'load_5m'];

/**
 * The Add View panel (添加图表): Chart Type, then Select Metrics on its cloud-service tab (the product, ECS, and its
 * metrics; the Custom tab has none here); Save (发布) adds the chart or, for a chart's Edit icon, changes it
 * (PutDashboardChart).
 */
export function ChartDialog({ dashboardId, chart, t, onClose, onDone }: Props) {
  const [type, setType] = useState<string>(chart?.Type ?? 'line');
  const [metrics, setMetrics] = useState<string[]>(chart?.MetricNames.MetricName ?? []);
  const [error, setError] = useState<string | undefined>();
  // The metric list closes after each pick, so that it never covers the panel's Save.
  const [listOpen, setListOpen] = useState(false);
  const single = type === 'table' || type === 'heatmap' || type === 'pie';
  const label = (m: string) => (t.has(`metric.${m}`) ? t(`metric.${m}`) : m);
  const submit = async () => {
    if (!metrics.length) {
      setError(t('chart.metrics.err'));
      return false;
    }
    if (single && metrics.length > 1) {
      setError(t('chart.metrics.one'));
      return false;
    }
    const params = { DashboardId: dashboardId, ...(chart ? { ChartId: chart.ChartId } : {}), Type: type, Namespace: 'acs_ecs_dashboard', ...indexed('MetricNames', metrics) };
    const ok = await runCms('PutDashboardChart', params, t, t(chart ? 'toast.chartChanged' : 'toast.chartAdded'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('chart.add')} width={640} okLabel={t('chart.save')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('chart.type')} required>
          <Radio.Group aria-label={t('chart.type')} shape="button" value={type} onChange={onValue<string>((v) => (setType(v), setError(undefined)))}>
            {TYPES.map((ty) => (
              <Radio key={ty} value={ty}>
                {t(`chart.type.${ty}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('chart.metrics')} required validateState={error ? 'error' : undefined} help={error}>
          <Tab shape="wrapped" defaultActiveKey="cloud">
            <Tab.Item key="cloud" title={t('chart.metrics.cloud')}>
              <div className="cms-chart-metrics">
                <Select aria-label={t('chart.product')} value="ecs" dataSource={[{ value: 'ecs', label: t('chart.product.ecs') }]} style={{ width: 200 }} />
                <Select
                  aria-label={t('chart.metric')}
                  placeholder={t('chart.metric')}
                  mode="multiple"
                  visible={listOpen}
                  onVisibleChange={(v: boolean) => setListOpen(v)}
                  value={metrics}
                  dataSource={ECS_METRICS.map((m) => ({ value: m, label: label(m) }))}
                  onChange={onValue<string[]>((v) => (setMetrics(v), setError(undefined), setListOpen(false)))}
                  style={{ width: 360 }}
                />
              </div>
            </Tab.Item>
            <Tab.Item key="custom" title={t('chart.metrics.custom')}>
              <div className="field-help">{t('chart.metrics.customNone')}</div>
            </Tab.Item>
          </Tab>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
