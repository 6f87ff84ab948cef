// An alert contact of CloudMonitor (Cms 2019-01-01): PutContact; its id is its name.
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, name: string) {
  const body = await cmsCall(client, 'DescribeContactList', { ContactName: name });
  return listOf(body, 'Contacts', 'Contact').find((c) => c.Name === name);
}

export const cmsAlarmContact = {
  type: 'cms_alarm_contact',
  description: 'A CloudMonitor alert contact with an email address (Channels.Mail) or a DingTalk webhook.',
  nameParam: 'ContactName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'CloudMonitor console > Alerts > Alert Contacts',

  async create(client, attrs): Promise<CreatedResource> {
    const name = attrs.ContactName;
    const params: Record<string, string> = { Describe: name, ...attrs };
    if (!params['Channels.Mail'] && !params['Channels.DingWebHook'] && !params['Channels.SMS']) params['Channels.Mail'] = `${name.replace(/[^\w.-]/g, '')}@example.com`;
    await cmsCall(client, 'PutContact', params);
    return { id: name, name, attributes: { ...params } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteContact', { ContactName: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Alert contact ${resource.id} is still listed after DeleteContact.`);
  },

  async list(client) {
    const contacts = await pagedRpc(client, 'cms', 'DescribeContactList', {}, ['Contacts', 'Contact'], { pageSize: 100, call: (p) => cmsCall(client, 'DescribeContactList', p) });
    return contacts.map((c) => listed(c, String(c.Name), c.Name, { ContactName: String(c.Name) }));
  },
} satisfies ResourceType;
