// A RAM custom policy (RAM API 2015-05-01). Without `PolicyDocument` it allows `ecs:Describe*`. Destroy detaches
// it from every user, group and role first (DeletePolicy fails with DeleteConflict.Policy.* otherwise).
import type { CloudClient } from '../sdk';
import { listOf, type CreatedResource, type ResourceType, unlessGone } from './types';
import { markerRpc, listed } from './listing';

const DEFAULT_DOCUMENT = JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: 'ecs:Describe*', Resource: '*' }] });

const getPolicy = (client: CloudClient, name: string) => unlessGone(client.call('ram', 'GetPolicy', { PolicyName: name, PolicyType: 'Custom' }));

const ignoreGone = (call: Promise<unknown>) => unlessGone(call);

export const ramPolicy = {
  type: 'ram_policy',
  description: 'A RAM custom policy (PolicyName, PolicyDocument: ecs:Describe* unless given, Description).',
  nameParam: 'PolicyName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'RAM console > Permissions > Policies',

  async create(client, attrs): Promise<CreatedResource> {
    const params: Record<string, string> = { PolicyDocument: DEFAULT_DOCUMENT, ...attrs };
    await client.call('ram', 'CreatePolicy', params);
    return { id: params.PolicyName, name: params.PolicyName, attributes: { ...params, PolicyType: 'Custom' } };
  },

  async verify(client, resource) {
    return (await getPolicy(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    const PolicyName = resource.id;
    if (!(await getPolicy(client, PolicyName))) return;
    const body = await client.call('ram', 'ListEntitiesForPolicy', { PolicyName, PolicyType: 'Custom' });
    const base = { PolicyName, PolicyType: 'Custom' };
    for (const u of listOf<{ UserName: string }>(body, 'Users', 'User')) await ignoreGone(client.call('ram', 'DetachPolicyFromUser', { ...base, UserName: u.UserName }));
    for (const g of listOf<{ GroupName: string }>(body, 'Groups', 'Group')) await ignoreGone(client.call('ram', 'DetachPolicyFromGroup', { ...base, GroupName: g.GroupName }));
    for (const r of listOf<{ RoleName: string }>(body, 'Roles', 'Role')) await ignoreGone(client.call('ram', 'DetachPolicyFromRole', { ...base, RoleName: r.RoleName }));
    await ignoreGone(client.call('ram', 'DeletePolicy', { PolicyName }));
    if (await getPolicy(client, PolicyName)) throw new Error(`RAM policy ${PolicyName} still exists after DeletePolicy.`);
  },

  async list(client) {
    const policies = await markerRpc(client, 'ListPolicies', { PolicyType: 'Custom' }, ['Policies', 'Policy']);
    return policies
      .filter((p) => p.PolicyType === undefined || p.PolicyType === 'Custom')
      .map((p) => listed(p, String(p.PolicyName), p.PolicyName, { PolicyName: String(p.PolicyName), PolicyType: 'Custom' }));
  },
} satisfies ResourceType;
