// Alibaba Cloud CDN purge (RefreshObjectCaches) and prefetch (PushObjectCache) tasks, and their list
// (DescribeRefreshTasks). A task names URLs of the account's accelerated domains; it is `Refreshing` for a moment,
// then `Complete`. The cloud's daily quotas: 10,000 URLs, 100 directories, 1,000 prefetched URLs.
import type { ActionContext, ActionDef } from '../../../action.js';
import { invalidParameter } from '../../../errors.js';
import { cdnOf, domainKey, fail, type CdnRefreshTask } from './state.js';
import { page, secondTime } from '../../../common.js';

export type CdnRefreshAction = 'RefreshObjectCaches' | 'PushObjectCache' | 'DescribeRefreshTasks';


const TASK_MS = 1200;
/** How many paths one call may submit (the console's text box takes as many). */
const PER_CALL = { file: 1000, directory: 100, regex: 100, preload: 100 } as const;

const tasksOf = (ctx: ActionContext): CdnRefreshTask[] => (cdnOf(ctx.tenant, ctx.now).tasks ??= []);

/** The paths of ObjectPath (one per line), each a URL of one of the account's domains; directories end in `/`. */
function paths(ctx: ActionContext, type: CdnRefreshTask['ObjectType']): string[] {
  const list = ctx.params.required('ObjectPath').split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
  if (!list.length) throw invalidParameter('ObjectPath', 'Give at least one URL.');
  if (list.length > PER_CALL[type]) throw fail('InvalidObjectPath.ExceedLimit', `Submit at most ${PER_CALL[type]} paths at a time.`);
  const domains = cdnOf(ctx.tenant, ctx.now).domains;
  for (const path of list) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      throw fail('InvalidObjectPath.Malformed', `The path "${path}" is not a URL: start it with http:// or https://.`);
    }
    if (!/^https?:$/.test(url.protocol)) throw fail('InvalidObjectPath.Malformed', `The path "${path}" must start with http:// or https://.`);
    if (!domains[domainKey(url.hostname)]) throw fail('InvalidDomain.NotFound', `The domain ${url.hostname} does not belong to you.`, 404);
    if (type === 'directory' && !url.pathname.endsWith('/')) throw fail('InvalidObjectPath.Malformed', `The directory "${path}" must end with a forward slash (/).`);
  }
  return list;
}

function submit(ctx: ActionContext, type: CdnRefreshTask['ObjectType']) {
  const tasks = tasksOf(ctx);
  const ids: string[] = [];
  for (const ObjectPath of paths(ctx, type)) {
    const TaskId = String(17_000_000_000 + tasks.length + 1);
    tasks.push({ TaskId, ObjectPath, ObjectType: type, CreationTime: secondTime(ctx.now), createdAt: ctx.now, doneAt: ctx.now + ctx.cloud.transitionMs(TASK_MS) });
    ids.push(TaskId);
  }
  return type === 'preload' ? { PushTaskId: ids.join(',') } : { RefreshTaskId: ids.join(',') };
}

export const cdnRefreshActions = {
  RefreshObjectCaches: {
    rw: 'Write',
    handle(ctx) {
      const type = ctx.params.optional('ObjectType') ?? 'File';
      const kinds: Record<string, CdnRefreshTask['ObjectType']> = { File: 'file', Directory: 'directory', Regex: 'regex' };
      if (!kinds[type]) throw invalidParameter('ObjectType', 'Valid values: File, Directory, Regex.');
      return submit(ctx, kinds[type]);
    },
  },
  PushObjectCache: {
    rw: 'Write',
    handle(ctx) {
      const area = ctx.params.optional('Area') ?? 'domestic';
      if (!['domestic', 'overseas'].includes(area)) throw invalidParameter('Area', 'Valid values: domestic, overseas.');
      return submit(ctx, 'preload');
    },
  },
  DescribeRefreshTasks: {
    rw: 'Read',
    handle(ctx) {
      const type = ctx.params.optional('ObjectType');
      const taskId = ctx.params.optional('TaskId');
      const matches = tasksOf(ctx)
        .filter((t) => (!type || t.ObjectType === type) && (!taskId || t.TaskId === taskId))
        .sort((a, b) => b.createdAt - a.createdAt);
      const { items, ...paging } = page(matches, ctx.params, { size: 20, max: 100 });
      return { ...paging, Tasks: { CDNTask: items.map((t) => ({
        TaskId: t.TaskId, ObjectPath: t.ObjectPath, ObjectType: t.ObjectType, CreationTime: t.CreationTime,
        Status: ctx.now >= t.doneAt ? 'Complete' : 'Refreshing', Process: ctx.now >= t.doneAt ? '100%' : '0%', Description: '',
      })) } };
    },
  },
} satisfies Record<CdnRefreshAction, ActionDef>;
