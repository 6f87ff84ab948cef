// An alert contact group of CloudMonitor (Cms 2019-01-01): PutContactGroup with `ContactNames.N`; its id is its name.
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, name: string) {
  const body = await cmsCall(client, 'DescribeContactGroupList', { PageSize: 100 });
  return listOf(body, 'ContactGroupList', 'ContactGroup').find((g) => g.Name === name);
}

export const cmsAlarmContactGroup = {
  type: 'cms_alarm_contact_group',
  description: 'A CloudMonitor alert contact group holding alert contacts (ContactNames.N).',
  nameParam: 'ContactGroupName',
  tagging: 'none',
  dependencies: [{ param: 'ContactNames.1', type: 'cms_alarm_contact' }],
  consolePath: 'CloudMonitor console > Alerts > Alert Contacts > Alert Contact Groups',

  async create(client, attrs): Promise<CreatedResource> {
    await cmsCall(client, 'PutContactGroup', attrs);
    return { id: attrs.ContactGroupName, name: attrs.ContactGroupName, attributes: { ...attrs } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteContactGroup', { ContactGroupName: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Alert contact group ${resource.id} is still listed after DeleteContactGroup.`);
  },

  async list(client) {
    const groups = await pagedRpc(client, 'cms', 'DescribeContactGroupList', {}, ['ContactGroupList', 'ContactGroup'], {
      pageSize: 100,
      call: (p) => cmsCall(client, 'DescribeContactGroupList', p),
    });
    return groups.map((g) => listed(g, String(g.Name), g.Name, { ContactGroupName: String(g.Name) }));
  },
} satisfies ResourceType;
