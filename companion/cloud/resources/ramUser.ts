// A RAM user (RAM API 2015-05-01): CreateUser, then what the attributes ask for: `GroupName` (AddUserToGroup),
// `PolicyName` with `PolicyType` (AttachPolicyToUser, System unless given), `AccessKey: "true"` (CreateAccessKey: the id
// becomes the attribute `AccessKeyId`, the secret is dropped) and `ConsoleLogon: "true"` (CreateLoginProfile with a
// random password nobody learns). Destroy clears what blocks DeleteUser
// (AccessKeys, group memberships, attached policies, the login profile) first.
import { randomBytes } from 'node:crypto';
import type { CloudClient } from '../sdk';
import { listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { markerRpc, listed } from './listing';

const getUser = (client: CloudClient, name: string) => unlessGone(client.call('ram', 'GetUser', { UserName: name }));

const ignoreGone = (call: Promise<unknown>) => unlessGone(call);

export const ramUser = {
  type: 'ram_user',
  description:
    'A RAM user; `GroupName` adds it to an existing group, `PolicyName` (+ `PolicyType`, System by default) attaches a policy, ' +
    '`AccessKey: "true"` gives it an AccessKey pair (its id as `AccessKeyId`), `ConsoleLogon: "true"` enables console logon.',
  nameParam: 'UserName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'RAM console > Identities > Users',

  async create(client, attrs): Promise<CreatedResource> {
    const { GroupName, PolicyName, PolicyType, AccessKey, ConsoleLogon, ...params } = attrs;
    const created = await client.call<{ User?: Record<string, unknown> }>('ram', 'CreateUser', params);
    const name = String(created.User?.UserName ?? params.UserName);
    if (GroupName) await client.call('ram', 'AddUserToGroup', { UserName: name, GroupName });
    if (PolicyName) await client.call('ram', 'AttachPolicyToUser', { UserName: name, PolicyName, PolicyType: PolicyType ?? 'System' });
    const extra: Record<string, string> = {};
    if (AccessKey === 'true') {
      const key = await client.call<{ AccessKey?: { AccessKeyId?: string } }>('ram', 'CreateAccessKey', { UserName: name });
      extra.AccessKeyId = String(key.AccessKey?.AccessKeyId ?? '');
    }
    if (ConsoleLogon === 'true') {
      // Letters of both cases, digits and a symbol: it meets any password policy a task may set.
      const password = `Aa1!${randomBytes(12).toString('base64url')}`;
      await client.call('ram', 'CreateLoginProfile', { UserName: name, Password: password, PasswordResetRequired: 'false', MFABindRequired: 'false' });
    }
    return { id: name, name, attributes: { ...attrs, ...extra, ...scalarFields(created.User ?? {}, ['UserId', 'UserName', 'DisplayName']) } };
  },

  async verify(client, resource) {
    return (await getUser(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    const UserName = resource.id;
    if (!(await getUser(client, UserName))) return;
    const keys = listOf<{ AccessKeyId: string }>(await client.call('ram', 'ListAccessKeys', { UserName }), 'AccessKeys', 'AccessKey');
    for (const k of keys) await ignoreGone(client.call('ram', 'DeleteAccessKey', { UserName, UserAccessKeyId: k.AccessKeyId }));
    const groups = listOf<{ GroupName: string }>(await client.call('ram', 'ListGroupsForUser', { UserName }), 'Groups', 'Group');
    for (const g of groups) await ignoreGone(client.call('ram', 'RemoveUserFromGroup', { UserName, GroupName: g.GroupName }));
    const policies = listOf<{ PolicyName: string; PolicyType: string }>(await client.call('ram', 'ListPoliciesForUser', { UserName }), 'Policies', 'Policy');
    for (const p of policies) await ignoreGone(client.call('ram', 'DetachPolicyFromUser', { UserName, PolicyName: p.PolicyName, PolicyType: p.PolicyType }));
    await ignoreGone(client.call('ram', 'DeleteLoginProfile', { UserName }));
    await ignoreGone(client.call('ram', 'DeleteUser', { UserName }));
    if (await getUser(client, UserName)) throw new Error(`RAM user ${UserName} still exists after DeleteUser.`);
  },

  async list(client) {
    const users = await markerRpc(client, 'ListUsers', {}, ['Users', 'User']);
    return users.map((u) => listed(u, String(u.UserName), u.UserName, scalarFields(u, ['UserName', 'UserId', 'DisplayName'])));
  },
} satisfies ResourceType;
