// CloudMonitor 1.0 custom dashboards and their monitoring charts (the console's Dashboard > Custom Dashboard).
//
// The cloud publishes no OpenAPI for them (neither Cms 2019-01-01 nor its SDK has one): the console's own calls are
// not public. These actions are the emulator's, named in the 2019-01-01 style after what the console does, so that
// ActionTrail has an event to prove a procedure by: CreateDashboard, DescribeDashboards, UpdateDashboard,
// DeleteDashboard, PutDashboardChart (adds a chart, or changes the one ChartId names), DeleteDashboardChart. They
// answer failures as CloudMonitor 1.0 does (HTTP 200, `Success: false`). Every account has the default dashboard
// the help center mentions, ECS's, which can be renamed, charted and deleted like any other.
import type { ActionContext, ActionDef } from '../../../action.js';
import type { Tenant } from '../../../state.js';
import { cmsFailure, cmsOf, invalid, ok } from './common.js';
import { METRICS } from './rules.js';

declare module './common.js' {
  interface CmsState {
    dashboards?: Record<string, CmsDashboard>;
  }
}

export type DashboardAction = 'CreateDashboard' | 'DescribeDashboards' | 'UpdateDashboard' | 'DeleteDashboard' | 'PutDashboardChart' | 'DeleteDashboardChart';

export const CHART_TYPES = ['line', 'area', 'table', 'heatmap', 'pie'] as const;
/** A table, a heat map and a pie chart show one metric; a line or area chart up to 10 (the help center's limits). */
const SINGLE_METRIC = new Set(['table', 'heatmap', 'pie']);
const CHARTS_PER_DASHBOARD = 20;
const DASHBOARDS_PER_ACCOUNT = 50;
export const DEFAULT_DASHBOARD_ID = 'db-ecs-global';

export interface CmsChart {
  ChartId: string;
  Title: string;
  Type: (typeof CHART_TYPES)[number];
  Namespace: string;
  MetricNames: string[];
  CreateTime: number;
  UpdateTime: number;
}

export interface CmsDashboard {
  DashboardId: string;
  Name: string;
  Charts: CmsChart[];
  CreateTime: number;
  UpdateTime: number;
}

/** The account's dashboards, the default ECS one made on first use. */
export function dashboardsOf(tenant: Tenant): Record<string, CmsDashboard> {
  const cms = cmsOf(tenant);
  if (!cms.dashboards) {
    const chart = (id: string, metric: string): CmsChart => ({ ChartId: id, Title: metric, Type: 'line', Namespace: 'acs_ecs_dashboard', MetricNames: [metric], CreateTime: 0, UpdateTime: 0 });
    cms.dashboards = {
      [DEFAULT_DASHBOARD_ID]: {
        DashboardId: DEFAULT_DASHBOARD_ID, Name: 'ECS Global Dashboard', CreateTime: 0, UpdateTime: 0,
        Charts: [chart('chart-ecs-cpu', 'CPUUtilization'), chart('chart-ecs-net-out', 'InternetOutRate')],
      },
    };
  }
  return cms.dashboards;
}

function dashboardOf(ctx: ActionContext): CmsDashboard {
  const id = ctx.params.required('DashboardId');
  const found = dashboardsOf(ctx.tenant)[id];
  if (!found) throw cmsFailure('DashboardNotExists', `The dashboard "${id}" does not exist.`);
  return found;
}

/** Dashboard names: 1–40 characters, not blank. */
function checkName(value: string): string {
  const name = value.trim();
  if (!name || name.length > 40) throw invalid(`The dashboard name "${value}" is invalid: use 1 to 40 characters.`);
  return name;
}

const view = (d: CmsDashboard) => ({
  DashboardId: d.DashboardId, Name: d.Name, CreateTime: d.CreateTime, UpdateTime: d.UpdateTime,
  Charts: { Chart: d.Charts.map((c) => ({ ...c, MetricNames: { MetricName: c.MetricNames } })) },
});

export const dashboardActions = {
  CreateDashboard: {
    rw: 'Write',
    handle(ctx) {
      const name = checkName(ctx.params.required('DashboardName'));
      const all = dashboardsOf(ctx.tenant);
      if (Object.keys(all).length >= DASHBOARDS_PER_ACCOUNT) throw cmsFailure('QuotaExceeded', `An account has at most ${DASHBOARDS_PER_ACCOUNT} dashboards.`);
      const id = `db-${ctx.rng.chars(16)}`;
      all[id] = { DashboardId: id, Name: name, Charts: [], CreateTime: ctx.now, UpdateTime: ctx.now };
      return { ...ok(), DashboardId: id };
    },
  },
  DescribeDashboards: {
    rw: 'Read',
    handle(ctx) {
      const id = ctx.params.optional('DashboardId');
      const name = ctx.params.optional('DashboardName');
      const all = Object.values(dashboardsOf(ctx.tenant)).filter((d) => (!id || d.DashboardId === id) && (!name || d.Name === name)).sort((a, b) => a.CreateTime - b.CreateTime);
      return { ...ok(), Total: all.length, Dashboards: { Dashboard: all.map(view) } };
    },
  },
  UpdateDashboard: {
    rw: 'Write',
    handle(ctx) {
      const d = dashboardOf(ctx);
      d.Name = checkName(ctx.params.required('DashboardName'));
      d.UpdateTime = ctx.now;
      return ok();
    },
  },
  DeleteDashboard: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const d = dashboardOf(ctx);
      delete dashboardsOf(ctx.tenant)[d.DashboardId];
      return ok();
    },
  },
  PutDashboardChart: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const d = dashboardOf(ctx);
      const type = p.required('Type');
      if (!(CHART_TYPES as readonly string[]).includes(type)) throw invalid(`Type "${type}" is invalid. Valid values: ${CHART_TYPES.join(', ')}.`);
      const namespace = p.optional('Namespace') ?? 'acs_ecs_dashboard';
      const known = METRICS[namespace];
      if (!known) throw invalid(`Namespace "${namespace}" is invalid. Valid values: ${Object.keys(METRICS).join(', ')}.`);
      const metrics = [...new Set(p.list('MetricNames') ?? [])];
      if (!metrics.length) throw invalid('Select at least one metric (MetricNames.N).');
      const unknown = metrics.find((m) => !known.includes(m));
      if (unknown) throw invalid(`The metric "${unknown}" is not a metric of ${namespace}.`);
      if (SINGLE_METRIC.has(type) && metrics.length > 1) throw invalid(`A ${type} chart shows one metric.`);
      if (metrics.length > 10) throw invalid('A chart shows at most 10 metrics.');
      const title = p.optional('Title')?.trim() || metrics.join(', ');
      const chartId = p.optional('ChartId');
      if (chartId) {
        const chart = d.Charts.find((c) => c.ChartId === chartId);
        if (!chart) throw cmsFailure('ChartNotExists', `The chart "${chartId}" is not on the dashboard "${d.DashboardId}".`);
        Object.assign(chart, { Title: title, Type: type, Namespace: namespace, MetricNames: metrics, UpdateTime: ctx.now });
        return { ...ok(), ChartId: chartId };
      }
      if (d.Charts.length >= CHARTS_PER_DASHBOARD) throw cmsFailure('QuotaExceeded', `A dashboard holds at most ${CHARTS_PER_DASHBOARD} charts.`);
      const id = `chart-${ctx.rng.chars(12)}`;
      d.Charts.push({ ChartId: id, Title: title, Type: type as CmsChart['Type'], Namespace: namespace, MetricNames: metrics, CreateTime: ctx.now, UpdateTime: ctx.now });
      d.UpdateTime = ctx.now;
      return { ...ok(), ChartId: id };
    },
  },
  DeleteDashboardChart: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const d = dashboardOf(ctx);
      const chartId = ctx.params.required('ChartId');
      if (!d.Charts.some((c) => c.ChartId === chartId)) throw cmsFailure('ChartNotExists', `The chart "${chartId}" is not on the dashboard "${d.DashboardId}".`);
      d.Charts = d.Charts.filter((c) => c.ChartId !== chartId);
      d.UpdateTime = ctx.now;
      return ok();
    },
  },
} satisfies Record<DashboardAction, ActionDef>;
