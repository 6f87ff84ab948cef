import { useEffect, useState } from 'react';
import { Button, Form, Input, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { ChartDialog } from './ChartDialog';
import { callCms, runCms } from './cmsApi';
import type { Chart, Dashboard } from './types';
import { useCms } from './useCms';
import './cms.css';

type Pending = { kind: 'create' | 'rename' | 'delete' | 'addChart' } | { kind: 'editChart' | 'deleteChart'; chart: Chart } | null;

const RANGES = ['1h', '3h', '6h', '12h', '1d', '3d', '7d'] as const;

/**
 * `/cms/dashboards`: CloudMonitor 1.0's Dashboard > Custom Dashboard. A drop-down picks the dashboard (the default ECS
 * one first); beside its name Edit renames it; Create Dashboard, Delete Dashboard and Add View sit in the upper right;
 * each chart has a Settings icon that shows its Edit and Delete icons. Calls api/dashboards.ts.
 */
export function DashboardsPage() {
  const { t } = useCms();
  const list = useApiQuery<{ Dashboards: { Dashboard: Dashboard[] } }>('Cms', 'DescribeDashboards', {});
  const [current, setCurrent] = useState('');
  const [range, setRange] = useState<(typeof RANGES)[number]>('1h');
  const [settings, setSettings] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const boards = list.data?.Dashboards?.Dashboard ?? [];
  const board = boards.find((d) => d.DashboardId === current) ?? boards[0];
  const open = (p: Pending) => {
    setPending(p);
    setName(p?.kind === 'rename' ? (board?.Name ?? '') : '');
    setNameError(undefined);
  };
  const done = () => {
    setPending(null);
    list.reload();
  };
  const saveName = async () => {
    if (!name.trim()) {
      setNameError(t('dashboard.name.err'));
      return false;
    }
    if (pending?.kind === 'create') {
      try {
        const { DashboardId } = await callCms<{ DashboardId: string }>('CreateDashboard', { DashboardName: name.trim() });
        setCurrent(DashboardId);
        done();
        return true;
      } catch (err) {
        notifyApiError(err, t);
        return false;
      }
    }
    const ok = await runCms('UpdateDashboard', { DashboardId: board!.DashboardId, DashboardName: name.trim() }, t, t('toast.dashboardRenamed'));
    if (ok) done();
    return ok;
  };
  /** A dashboard's or a chart's Delete: the confirmation, the call, then the page again. */
  const confirmDelete = (action: string, params: Record<string, string>, toast: string, text: string, after?: () => void) => (
    <ConfirmDialog
      title={t('dashboard.confirm.title')}
      okLabel={t('dashboard.confirm.ok')}
      cancelLabel={t('common.cancel')}
      onClose={() => setPending(null)}
      onOk={async () => {
        const ok = await runCms(action, params, t, t(toast));
        if (ok) {
          after?.();
          done();
        }
        return ok;
      }}
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
  return (
    <div className="page">
      <PageHeader title={t('nav.customDashboard')} />
      <div className="list-toolbar cms-dashboard-bar">
        <span className="cms-dashboard-label">{t('dashboard.current')}</span>
        <Select aria-label={t('dashboard.current')} value={board?.DashboardId} dataSource={boards.map((d) => ({ value: d.DashboardId, label: d.Name }))} onChange={onValue<string>(setCurrent)} style={{ width: 260 }} />
        {board && (
          <Button text type="primary" className="cms-dashboard-edit" onClick={() => open({ kind: 'rename' })}>
            {t('dashboard.rename')}
          </Button>
        )}
        <div className="toolbar-spacer" />
        <Radio.Group aria-label={t('dashboard.range')} shape="button" size="small" value={range} onChange={onValue<(typeof RANGES)[number]>(setRange)}>
          {RANGES.map((r) => (
            <Radio key={r} value={r}>
              {t(`dashboard.range.${r}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Button type="primary" onClick={() => open({ kind: 'create' })}>
          {t('dashboard.create')}
        </Button>
        <Button disabled={!board} onClick={() => open({ kind: 'delete' })}>
          {t('dashboard.delete')}
        </Button>
        <Button disabled={!board} onClick={() => open({ kind: 'addChart' })}>
          {t('chart.add')}
        </Button>
      </div>
      <div className="cms-charts" aria-label={board?.Name}>
        {board?.Charts?.Chart?.map((c) => (
          <section key={c.ChartId} className="cms-chart" aria-label={c.Title}>
            <header>
              <span className="cms-chart-title">{c.MetricNames.MetricName.map((m) => (t.has(`metric.${m}`) ? t(`metric.${m}`) : m)).join(', ')}</span>
              <span className="cms-chart-type">{t(`chart.type.${c.Type}`)}</span>
              <Button text aria-label={t('chart.settings')} title={t('chart.settings')} onClick={() => setSettings(settings === c.ChartId ? '' : c.ChartId)}>
                ⚙
              </Button>
              {settings === c.ChartId && (
                <>
                  <Button text aria-label={t('chart.edit')} title={t('chart.edit')} onClick={() => setPending({ kind: 'editChart', chart: c })}>
                    ✎
                  </Button>
                  <Button text aria-label={t('chart.delete')} title={t('chart.delete')} onClick={() => setPending({ kind: 'deleteChart', chart: c })}>
                    ✕
                  </Button>
                </>
              )}
            </header>
            <div className="cms-chart-body">{t('dashboard.range.showing', { range: t(`dashboard.range.${range}`) })}</div>
          </section>
        ))}
        {board && !board.Charts?.Chart?.length && <div className="field-help">{t('dashboard.empty')}</div>}
      </div>
      {(pending?.kind === 'create' || pending?.kind === 'rename') && (
        <ConfirmDialog
          title={t(pending.kind === 'create' ? 'dashboard.create.title' : 'dashboard.rename')}
          okLabel={t(pending.kind === 'create' ? 'dashboard.create.ok' : 'common.ok')}
          cancelLabel={t('common.cancel')}
          onOk={saveName}
          onClose={() => setPending(null)}
        >
          <Form labelAlign="top">
            <Form.Item label={t('dashboard.name')} required validateState={nameError ? 'error' : undefined} help={nameError}>
              <Input aria-label={t('dashboard.name')} value={name} maxLength={40} onChange={onValue<string>((v) => (setName(v), setNameError(undefined)))} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {pending?.kind === 'delete' && board && confirmDelete('DeleteDashboard', { DashboardId: board.DashboardId }, 'toast.dashboardDeleted', t('dashboard.delete.confirm', { name: board.Name }), () => setCurrent(''))}
      {pending?.kind === 'deleteChart' && board && confirmDelete('DeleteDashboardChart', { DashboardId: board.DashboardId, ChartId: pending.chart.ChartId }, 'toast.chartDeleted', t('chart.delete.confirm', { title: pending.chart.Title }))}
      {(pending?.kind === 'addChart' || pending?.kind === 'editChart') && board && (
        <ChartDialog dashboardId={board.DashboardId} chart={pending.kind === 'editChart' ? pending.chart : undefined} t={t} onClose={() => setPending(null)} onDone={done} />
      )}
    </div>
  );
}
