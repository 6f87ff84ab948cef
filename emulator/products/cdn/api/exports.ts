// Alibaba Cloud CDN usage exports (Cdn 2018-05-10): the usage summary of a day or a month (CreateUserUsageDataExportTask,
// a PDF in the console's words) and usage details by data type, account or domain names (CreateUsageDetailDataExportTask,
// a spreadsheet), listed for three months and deleted by TaskId. The emulator makes no file: a task is done at once,
// with a download address that names it.
import type { ActionContext, ActionDef } from '../../../action.js';
import { secondTime } from '../../../common.js';
import { invalidParameter } from '../../../errors.js';
import { cdnOf, domainOf, fail, type CdnExportTask } from './state.js';

export type CdnExportAction =
  | 'CreateUserUsageDataExportTask' | 'DescribeUserUsageDataExportTask' | 'DeleteUserUsageDataExportTask'
  | 'CreateUsageDetailDataExportTask' | 'DescribeUserUsageDetailDataExportTask' | 'DeleteUsageDetailDataExportTask';

const DAY = 86_400_000;
/** flow: traffic and bandwidth; vas: requests. */
const DETAIL_TYPES = ['flow', 'vas'];

function time(ctx: ActionContext, name: 'StartTime' | 'EndTime'): number {
  const raw = ctx.params.required(name);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw fail(`Invalid${name}.Malformed`, `Specified ${name} is malformed: use yyyy-MM-ddTHH:mm:ssZ.`);
  }
  return Date.parse(raw);
}

function window(ctx: ActionContext, maxDays: number): [number, number] {
  const [start, end] = [time(ctx, 'StartTime'), time(ctx, 'EndTime')];
  if (start >= end) throw fail('InvalidTime.Malformed', 'StartTime must be earlier than EndTime.');
  if (end - start > maxDays * DAY) throw fail('InvalidTime.Malformed', `A task covers at most ${maxDays} days.`);
  if (ctx.now - start > 366 * DAY) throw fail('InvalidStartTime.ValueNotSupported', 'Usage data is kept for a year.');
  return [start, end];
}

function create(ctx: ActionContext, kind: CdnExportTask['kind'], extra: Partial<CdnExportTask>, [start, end]: [number, number]) {
  const state = cdnOf(ctx.tenant, ctx.now);
  const name = ctx.params.optional('TaskName') ?? '';
  if (name.length > 128) throw invalidParameter('TaskName', 'TaskName has at most 128 characters.');
  const task: CdnExportTask = {
    TaskId: String(18_000_000 + (state.exportsMade = (state.exportsMade ?? 0) + 1)), TaskName: name, kind, ...extra,
    StartTime: secondTime(start), EndTime: secondTime(end), CreateTime: secondTime(ctx.now),
  };
  (state.exports ??= []).push(task);
  return { TaskId: task.TaskId, StartTime: task.StartTime, EndTime: task.EndTime };
}

function list(ctx: ActionContext, kind: CdnExportTask['kind']) {
  const pageSize = Number(ctx.params.optional('PageSize') ?? '20');
  const pageNumber = Number(ctx.params.optional('PageNumber') ?? '1');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw invalidParameter('PageSize', 'PageSize must be from 1 to 100.');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw invalidParameter('PageNumber', 'PageNumber must be 1 or more.');
  const tasks = (cdnOf(ctx.tenant, ctx.now).exports ?? []).filter((t) => t.kind === kind && ctx.now - Date.parse(t.CreateTime) <= 92 * DAY).reverse();
  const items = tasks.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((t) => ({
    TaskId: t.TaskId, TaskName: t.TaskName, Status: 'success', CreateTime: t.CreateTime, UpdateTime: t.CreateTime,
    DownloadUrl: `https://cdn-export.oss-cn-hangzhou.aliyuncs.com/${t.TaskId}.${kind === 'bill' ? 'pdf' : 'xlsx'}?Expires=${Math.floor(ctx.now / 1000) + 86_400}`,
    TaskConfig: { StartTime: t.StartTime, EndTime: t.EndTime },
    ...(t.Type ? { Type: t.Type } : {}), ...(t.DomainNames ? { DomainNames: t.DomainNames } : {}),
  }));
  return { UsageDataPerPage: { PageNumber: pageNumber, PageSize: pageSize, TotalCount: tasks.length, Data: { DataItem: items } } };
}

function remove(ctx: ActionContext, kind: CdnExportTask['kind']) {
  const state = cdnOf(ctx.tenant, ctx.now);
  const id = ctx.params.required('TaskId');
  const at = (state.exports ?? []).findIndex((t) => t.TaskId === id && t.kind === kind);
  if (at < 0) throw fail('InvalidTaskId.NotFound', `The export task ${id} does not exist.`, 404);
  state.exports!.splice(at, 1);
  return {};
}

export const cdnExportActions = {
  CreateUserUsageDataExportTask: {
    rw: 'Write',
    handle: (ctx) => create(ctx, 'bill', {}, window(ctx, 31)),
  },
  DescribeUserUsageDataExportTask: { rw: 'Read', handle: (ctx) => list(ctx, 'bill') },
  DeleteUserUsageDataExportTask: { rw: 'Write', effect: 'delete', handle: (ctx) => remove(ctx, 'bill') },
  CreateUsageDetailDataExportTask: {
    rw: 'Write',
    handle(ctx) {
      const type = ctx.params.required('Type');
      if (!DETAIL_TYPES.includes(type)) throw invalidParameter('Type', `Type must be one of ${DETAIL_TYPES.join(', ')}.`);
      // A domain group (Group) exports its domains and DomainNames is ignored; the emulator keeps no groups.
      const group = ctx.params.optional('Group');
      if (group) throw invalidParameter('Group', `The domain group ${group} does not exist.`);
      const names = (ctx.params.optional('DomainNames') ?? '').split(',').map((n) => n.trim()).filter(Boolean);
      if (names.length > 100) throw invalidParameter('DomainNames', 'At most 100 domain names.');
      const domains = names.map((n) => domainOf(ctx, n).DomainName).join(',');
      return create(ctx, 'detail', { Type: type, DomainNames: domains }, window(ctx, 31));
    },
  },
  DescribeUserUsageDetailDataExportTask: { rw: 'Read', handle: (ctx) => list(ctx, 'detail') },
  DeleteUsageDetailDataExportTask: { rw: 'Write', effect: 'delete', handle: (ctx) => remove(ctx, 'detail') },
} satisfies Record<CdnExportAction, ActionDef>;
