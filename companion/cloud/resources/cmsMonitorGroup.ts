// A CloudMonitor application group (Cms 2019-01-01): CreateMonitorGroup (GroupName, ContactGroups); its id is the
// GroupId CloudMonitor gives it (a number).
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await cmsCall(client, 'DescribeMonitorGroups', { GroupId: id });
  return listOf(body, 'Resources', 'Resource').find((g) => String(g.GroupId) === id);
}

export const cmsMonitorGroup = {
  type: 'cms_monitor_group',
  description: 'A CloudMonitor application group (GroupName), optionally notifying an alert contact group (ContactGroups).',
  nameParam: 'GroupName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'CloudMonitor console > Application Groups',

  async create(client, attrs): Promise<CreatedResource> {
    const body = await cmsCall(client, 'CreateMonitorGroup', attrs);
    const id = String(body.GroupId);
    return { id, name: attrs.GroupName, attributes: { ...attrs, GroupId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteMonitorGroup', { GroupId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Application group ${resource.id} is still listed after DeleteMonitorGroup.`);
  },

  async list(client) {
    const groups = await pagedRpc(client, 'cms', 'DescribeMonitorGroups', {}, ['Resources', 'Resource'], {
      pageSize: 100,
      call: (p) => cmsCall(client, 'DescribeMonitorGroups', p),
    });
    return groups.map((g) => listed(g, String(g.GroupId), g.GroupName, { GroupId: String(g.GroupId), GroupName: String(g.GroupName) }));
  },
} satisfies ResourceType;
