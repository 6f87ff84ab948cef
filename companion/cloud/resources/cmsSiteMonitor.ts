// A CloudMonitor site monitoring task (Cms 2019-01-01): CreateSiteMonitor (TaskName, TaskType, Address, Interval); its
// id is the TaskId CloudMonitor gives it. An HTTP probe of a placeholder site unless the task says otherwise;
// `TaskState: disabled` leaves it disabled (DisableSiteMonitors after the create), for a procedure that enables it.
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await cmsCall(client, 'DescribeSiteMonitorList', { TaskId: id });
  return listOf(body, 'SiteMonitors', 'SiteMonitor').find((s) => String(s.TaskId) === id);
}

export const cmsSiteMonitor = {
  type: 'cms_site_monitor',
  description: 'A CloudMonitor site monitoring task (TaskName; TaskType HTTP by default, Address https://www.example.com by default, Interval in minutes).',
  nameParam: 'TaskName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'CloudMonitor console > Site Monitoring',

  async create(client, attrs): Promise<CreatedResource> {
    const { TaskState: wanted = 'enabled', ...rest } = attrs;
    const params: Record<string, string> = { TaskType: 'HTTP', Address: 'https://www.example.com', ...rest };
    const body = await cmsCall(client, 'CreateSiteMonitor', params);
    const made = listOf(body, 'CreateResultList', 'CreateResultList')[0];
    const id = String(made?.TaskId ?? '');
    if (!id) throw new Error(`CreateSiteMonitor answered no TaskId for ${params.TaskName}.`);
    const state = wanted.toLowerCase() === 'disabled' ? 'disabled' : 'enabled';
    if (state === 'disabled') await cmsCall(client, 'DisableSiteMonitors', { TaskIds: id });
    return { id, name: params.TaskName, attributes: { ...params, TaskId: id, TaskState: state } };
  },

  async verify(client, resource) {
    const task = await describe(client, resource.id);
    return task !== undefined && (task.TaskState === '2' ? 'disabled' : 'enabled') === (resource.attributes.TaskState ?? 'enabled');
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteSiteMonitors', { TaskIds: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Site monitoring task ${resource.id} is still listed after DeleteSiteMonitors.`);
  },

  async list(client) {
    const tasks = listOf(await cmsCall(client, 'DescribeSiteMonitorList', { PageSize: 1000 }), 'SiteMonitors', 'SiteMonitor');
    return tasks.map((s) => listed(s, String(s.TaskId), s.TaskName, { TaskId: String(s.TaskId), TaskName: String(s.TaskName) }));
  },
} satisfies ResourceType;
