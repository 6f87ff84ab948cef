// CloudMonitor site monitoring (站点监控): availability probe tasks, the real Cms 2019-01-01 actions and parameters.
//
// A task probes one address over one protocol from a few detection points at an interval; it is enabled (TaskState
// "1") or disabled ("2"). Nothing is probed here: the emulator keeps the task as the console and the API show it.
// Deleting a task deletes the alert rules attached to it unless `IsDeleteAlarms=false`, as the help center says.
// Failures are answered as CloudMonitor 1.0 answers its own (HTTP 200, `Success: false`); the real codes of these
// actions were not found, so `ResourceNotFound`, `ParameterInvalid` and `QuotaExceeded` are the emulator's.
import type { ActionContext, ActionDef } from '../../../action.js';
import { cmsFailure, cmsOf, invalid } from './common.js';

declare module './common.js' {
  interface CmsState {
    sites?: Record<string, CmsSiteMonitor>;
  }
}

export type SiteAction =
  | 'CreateSiteMonitor' | 'DescribeSiteMonitorList' | 'DescribeSiteMonitorAttribute' | 'ModifySiteMonitor'
  | 'DeleteSiteMonitors' | 'EnableSiteMonitors' | 'DisableSiteMonitors';

export interface CmsIspCity {
  city: string;
  isp: string;
}

export interface CmsSiteMonitor {
  TaskId: string;
  TaskName: string;
  TaskType: string;
  Address: string;
  /** Minutes, as a string ("1", "5", …). */
  Interval: string;
  /** "1" enabled, "2" disabled. */
  TaskState: '1' | '2';
  IspCities: CmsIspCity[];
  /** The protocol's options as given (OptionsJson), parsed. */
  Options: Record<string, unknown>;
  /** Alert rule ids attached with AlertIds. */
  AlertIds: string[];
  CreateTime: number;
  UpdateTime: number;
}

export const SITE_TASK_TYPES = ['HTTP', 'HTTPS', 'PING', 'TCP', 'UDP', 'DNS', 'SMTP', 'POP3', 'FTP'] as const;
/** The intervals the console offers (the API reference lists 1, 5 and 15; the console also 30 and 60). */
export const SITE_INTERVALS = ['1', '5', '15', '30', '60'] as const;
/**
 * The detection points the emulator offers (DescribeSiteMonitorISPCityList is not served): the three cities of the
 * API reference's example, all on the Alibaba Cloud network (isp 465). With no IspCities a task gets all three, as the
 * real API picks three at random.
 */
export const SITE_POINTS = [
  { city: '546', isp: '465', CityName: 'Beijing', IspName: 'Alibaba' },
  { city: '572', isp: '465', CityName: 'Hangzhou', IspName: 'Alibaba' },
  { city: '738', isp: '465', CityName: 'Qingdao', IspName: 'Alibaba' },
] as const;
/** Site monitoring tasks an account may hold (the emulator's bound). */
const TASKS_PER_ACCOUNT = 200;

const sitesOf = (ctx: ActionContext) => (cmsOf(ctx.tenant).sites ??= {});

/** What these actions answer on success: `Success` is a string in their SDK models and their samples' XML. */
const ok = () => ({ Code: '200', Message: 'successful', Success: 'true' });

/** Task names: 4–100 letters, digits, underscores, Chinese characters, hyphens or periods. */
function checkTaskName(value: string): string {
  const name = value.trim();
  if (!/^[\p{L}\p{N}_.-]{4,100}$/u.test(name)) throw invalid(`The task name "${value}" is invalid: use 4 to 100 letters, digits, underscores (_), Chinese characters, hyphens (-) or periods (.).`);
  return name;
}

function checkAddress(value: string, type: string): string {
  const address = value.trim();
  if (!address || /\s/.test(address) || address.length > 512) throw invalid(`The monitored address "${value}" is invalid: give one URL, domain name or IP address.`);
  if (type === 'HTTPS' && !/^https:\/\//i.test(address)) throw invalid(`An HTTPS task monitors an https:// URL, not "${address}".`);
  return address;
}

function checkInterval(value: string | undefined, fallback: string): string {
  const interval = value ?? fallback;
  if (!(SITE_INTERVALS as readonly string[]).includes(interval)) throw invalid(`Interval "${interval}" is invalid. Valid values: ${SITE_INTERVALS.join(', ')} (minutes).`);
  return interval;
}

function ispCities(value: string | undefined): CmsIspCity[] | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(`IspCities is not a JSON array: ${value}`);
  }
  if (!Array.isArray(parsed) || !parsed.length) throw invalid('IspCities must be a JSON array of at least one {"city","isp"}.');
  return parsed.map((p: unknown) => {
    const point = p as Partial<CmsIspCity>;
    const known = SITE_POINTS.find((s) => s.city === String(point?.city) && s.isp === String(point?.isp));
    if (!known) throw invalid(`The detection point ${JSON.stringify(p)} does not exist. Valid points: ${SITE_POINTS.map((s) => `{"city":"${s.city}","isp":"${s.isp}"}`).join(', ')}.`);
    return { city: known.city, isp: known.isp };
  });
}

function options(value: string | undefined): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalid(`OptionsJson is not a JSON object: ${value}`);
}

function alertIds(ctx: ActionContext, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = ids.find((id) => !cmsOf(ctx.tenant).rules[id]);
  if (unknown) throw cmsFailure('ResourceNotFound', `The alert rule "${unknown}" does not exist.`);
  return ids;
}

function siteOf(ctx: ActionContext, id: string): CmsSiteMonitor {
  const found = sitesOf(ctx)[id];
  if (!found) throw cmsFailure('ResourceNotFound', `The site monitoring task "${id}" does not exist.`);
  return found;
}

/** `TaskIds`, comma-separated; every one must exist. */
function taskIds(ctx: ActionContext): CmsSiteMonitor[] {
  const ids = [...new Set(ctx.params.required('TaskIds').split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw invalid('TaskIds names no task.');
  return ids.map((id) => siteOf(ctx, id));
}

const time = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const listed = (s: CmsSiteMonitor) => ({
  TaskId: s.TaskId, TaskName: s.TaskName, TaskType: s.TaskType, Address: s.Address, Interval: s.Interval, TaskState: s.TaskState,
  CreateTime: time(s.CreateTime), UpdateTime: time(s.UpdateTime), OptionsJson: s.Options,
});

const setState = (state: '1' | '2') =>
  ({
    rw: 'Write',
    ...(state === '2' ? { effect: 'disable' as const } : {}),
    handle(ctx) {
      const tasks = taskIds(ctx);
      for (const s of tasks) Object.assign(s, { TaskState: state, UpdateTime: ctx.now });
      return { ...ok(), Data: { count: tasks.length } };
    },
  }) satisfies ActionDef;

export const siteActions = {
  CreateSiteMonitor: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const type = p.oneOf('TaskType', SITE_TASK_TYPES, undefined);
      const name = checkTaskName(p.required('TaskName'));
      const address = checkAddress(p.required('Address'), type);
      const interval = checkInterval(p.optional('Interval'), '1');
      const points = ispCities(p.optional('IspCities')) ?? SITE_POINTS.map((s) => ({ city: s.city, isp: s.isp }));
      const opts = options(p.optional('OptionsJson')) ?? {};
      const alerts = alertIds(ctx, p.optional('AlertIds')) ?? [];
      const sites = sitesOf(ctx);
      if (Object.keys(sites).length >= TASKS_PER_ACCOUNT) throw cmsFailure('QuotaExceeded', `An account holds at most ${TASKS_PER_ACCOUNT} site monitoring tasks.`);
      const id = ctx.rng.uuid();
      sites[id] = {
        TaskId: id, TaskName: name, TaskType: type, Address: address, Interval: interval, TaskState: '1', IspCities: points,
        Options: opts, AlertIds: alerts, CreateTime: ctx.now, UpdateTime: ctx.now,
      };
      return {
        ...ok(),
        Data: { AttachAlertResult: { Contact: alerts.map((RuleId) => ({ RuleId, Code: '200', Message: '', Success: 'true' })) } },
        CreateResultList: { CreateResultList: [{ TaskId: id, TaskName: name }] },
      };
    },
  },
  DescribeSiteMonitorList: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const keyword = p.optional('Keyword')?.toLowerCase();
      const id = p.optional('TaskId');
      const type = p.optional('TaskType')?.toUpperCase();
      const state = p.optional('TaskState');
      const matches = Object.values(sitesOf(ctx))
        .filter((s) => (!id || s.TaskId === id) && (!type || s.TaskType === type) && (!state || s.TaskState === state))
        .filter((s) => !keyword || s.TaskName.toLowerCase().includes(keyword) || s.Address.toLowerCase().includes(keyword))
        .sort((a, b) => b.CreateTime - a.CreateTime);
      const number = p.int('Page', { min: 1, max: 1_000_000, fallback: 1 });
      const size = p.int('PageSize', { min: 1, max: 1000, fallback: 10 });
      return {
        ...ok(),
        PageNumber: number, PageSize: size, TotalCount: matches.length,
        SiteMonitors: { SiteMonitor: matches.slice((number - 1) * size, number * size).map(listed) },
      };
    },
  },
  DescribeSiteMonitorAttribute: {
    rw: 'Read',
    handle(ctx) {
      const s = siteOf(ctx, ctx.params.required('TaskId'));
      const rules = cmsOf(ctx.tenant).rules;
      return {
        // This one's SDK model types Success as a boolean.
        Code: '200', Message: 'successful', Success: true,
        SiteMonitors: {
          TaskId: s.TaskId, TaskName: s.TaskName, TaskType: s.TaskType, Address: s.Address, Interval: s.Interval, TaskState: s.TaskState,
          OptionJson: s.Options,
          IspCities: { IspCity: s.IspCities.map((c) => { const known = SITE_POINTS.find((k) => k.city === c.city && k.isp === c.isp); return { City: c.city, Isp: c.isp, CityName: known?.CityName ?? '', IspName: known?.IspName ?? '' }; }) },
        },
        MetricRules: { MetricRule: s.AlertIds.filter((r) => rules[r]).map((r) => ({ RuleId: r, RuleName: rules[r].RuleName, MetricName: rules[r].MetricName, Namespace: rules[r].Namespace })) },
      };
    },
  },
  ModifySiteMonitor: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const s = siteOf(ctx, p.required('TaskId'));
      const name = p.optional('TaskName');
      const address = p.optional('Address');
      const points = ispCities(p.optional('IspCities'));
      const opts = options(p.optional('OptionsJson'));
      const alerts = alertIds(ctx, p.optional('AlertIds'));
      Object.assign(s, {
        ...(name !== undefined ? { TaskName: checkTaskName(name) } : {}),
        ...(address !== undefined ? { Address: checkAddress(address, s.TaskType) } : {}),
        Interval: checkInterval(p.optional('Interval'), s.Interval),
        ...(points ? { IspCities: points } : {}),
        ...(opts ? { Options: opts } : {}),
        ...(alerts ? { AlertIds: alerts } : {}),
        UpdateTime: ctx.now,
      });
      return { ...ok(), Data: { count: 1 } };
    },
  },
  DeleteSiteMonitors: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const tasks = taskIds(ctx);
      const cms = cmsOf(ctx.tenant);
      const sites = sitesOf(ctx);
      const withAlarms = ctx.params.bool('IsDeleteAlarms', true);
      for (const s of tasks) {
        if (withAlarms) for (const r of s.AlertIds) delete cms.rules[r];
        delete sites[s.TaskId];
      }
      return { ...ok(), Data: { count: tasks.length } };
    },
  },
  EnableSiteMonitors: setState('1'),
  DisableSiteMonitors: setState('2'),
} satisfies Record<SiteAction, ActionDef>;
