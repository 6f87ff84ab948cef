// A RAM role (RAM API 2015-05-01). Without `AssumeRolePolicyDocument` it trusts ECS (a service role). Destroy
// detaches its policies first (DeleteRole fails with DeleteConflict.Role.Policy otherwise).
import type { CloudClient } from '../sdk';
import { listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { markerRpc, listed } from './listing';

const ECS_TRUST = JSON.stringify({ Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['ecs.aliyuncs.com'] } }], Version: '1' });

const getRole = (client: CloudClient, name: string) => unlessGone(client.call('ram', 'GetRole', { RoleName: name }));

const ignoreGone = (call: Promise<unknown>) => unlessGone(call);

export const ramRole = {
  type: 'ram_role',
  description: 'A RAM role (RoleName, AssumeRolePolicyDocument: trusts ecs.aliyuncs.com unless given, Description).',
  nameParam: 'RoleName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'RAM console > Identities > Roles',

  async create(client, attrs): Promise<CreatedResource> {
    const params: Record<string, string> = { AssumeRolePolicyDocument: ECS_TRUST, ...attrs };
    const created = await client.call<{ Role?: Record<string, unknown> }>('ram', 'CreateRole', params);
    const name = String(created.Role?.RoleName ?? params.RoleName);
    return { id: name, name, attributes: { ...attrs, ...scalarFields(created.Role ?? {}, ['RoleId', 'RoleName', 'Arn']) } };
  },

  async verify(client, resource) {
    return (await getRole(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    const RoleName = resource.id;
    if (!(await getRole(client, RoleName))) return;
    const policies = listOf<{ PolicyName: string; PolicyType: string }>(await client.call('ram', 'ListPoliciesForRole', { RoleName }), 'Policies', 'Policy');
    for (const p of policies) await ignoreGone(client.call('ram', 'DetachPolicyFromRole', { RoleName, PolicyName: p.PolicyName, PolicyType: p.PolicyType }));
    await ignoreGone(client.call('ram', 'DeleteRole', { RoleName }));
    if (await getRole(client, RoleName)) throw new Error(`RAM role ${RoleName} still exists after DeleteRole.`);
  },

  async list(client) {
    const roles = await markerRpc(client, 'ListRoles', {}, ['Roles', 'Role']);
    return roles.map((r) => listed(r, String(r.RoleName), r.RoleName, scalarFields(r, ['RoleName', 'RoleId', 'Arn'])));
  },
} satisfies ResourceType;
