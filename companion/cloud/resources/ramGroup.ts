// A RAM user group (RAM API 2015-05-01). Destroy removes its members and detaches its policies first, as
// DeleteGroup fails with DeleteConflict.Group.User / .Policy otherwise.
import type { CloudClient } from '../sdk';
import { listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { markerRpc, listed } from './listing';

const getGroup = (client: CloudClient, name: string) => unlessGone(client.call('ram', 'GetGroup', { GroupName: name }));

const ignoreGone = (call: Promise<unknown>) => unlessGone(call);

export const ramGroup = {
  type: 'ram_group',
  description: 'A RAM user group (GroupName, Comments).',
  nameParam: 'GroupName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'RAM console > Identities > Groups',

  async create(client, attrs): Promise<CreatedResource> {
    const created = await client.call<{ Group?: Record<string, unknown> }>('ram', 'CreateGroup', attrs);
    const name = String(created.Group?.GroupName ?? attrs.GroupName);
    return { id: name, name, attributes: { ...attrs, ...scalarFields(created.Group ?? {}, ['GroupId', 'GroupName']) } };
  },

  async verify(client, resource) {
    return (await getGroup(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    const GroupName = resource.id;
    if (!(await getGroup(client, GroupName))) return;
    const users = listOf<{ UserName: string }>(await client.call('ram', 'ListUsersForGroup', { GroupName }), 'Users', 'User');
    for (const u of users) await ignoreGone(client.call('ram', 'RemoveUserFromGroup', { UserName: u.UserName, GroupName }));
    const policies = listOf<{ PolicyName: string; PolicyType: string }>(await client.call('ram', 'ListPoliciesForGroup', { GroupName }), 'Policies', 'Policy');
    for (const p of policies) await ignoreGone(client.call('ram', 'DetachPolicyFromGroup', { GroupName, PolicyName: p.PolicyName, PolicyType: p.PolicyType }));
    await ignoreGone(client.call('ram', 'DeleteGroup', { GroupName }));
    if (await getGroup(client, GroupName)) throw new Error(`RAM group ${GroupName} still exists after DeleteGroup.`);
  },

  async list(client) {
    const groups = await markerRpc(client, 'ListGroups', {}, ['Groups', 'Group']);
    return groups.map((g) => listed(g, String(g.GroupName), g.GroupName, scalarFields(g, ['GroupName', 'GroupId'])));
  },
} satisfies ResourceType;
