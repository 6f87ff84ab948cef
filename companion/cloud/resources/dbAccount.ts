// A database account of an ApsaraDB RDS instance (RDS API 2014-08-15): CreateAccount, then wait until it is
// Available. Accounts have no id of their own: like Terraform's alicloud_db_account (alicloud_rds_account), the id
// is `<DBInstanceId>:<AccountName>`. Without `AccountPassword` a random one is set (the task never needs it).
import { randomBytes } from 'node:crypto';
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, type CreatedResource, type ResourceType, unlessGone } from './types';
import { dbInstance } from './dbInstance';
import { listed } from './listing';

async function describe(client: CloudClient, instanceId: string, name: string) {
  const body = await unlessGone(client.call('rds', 'DescribeAccounts', { DBInstanceId: instanceId, AccountName: name }));
  return body && listOf(body, 'Accounts', 'DBInstanceAccount').find((a) => a.AccountName === name);
}

const parts = (resource: CreatedResource) => ({ instanceId: resource.attributes.DBInstanceId, name: resource.attributes.AccountName });

/** A password the RDS rules accept: upper and lower case letters, digits and a special character. */
const randomPassword = () => `Aca-${randomBytes(6).toString('hex')}Q7`;

export const dbAccount = {
  type: 'db_account',
  description: 'A database account (Normal by default, or Super) on an ApsaraDB RDS instance: DBInstanceId, AccountName.',
  nameParam: 'AccountName',
  tagging: 'none',
  dependencies: [{ param: 'DBInstanceId', type: 'db_instance' }],
  parent: 'db_instance',
  consolePath: 'ApsaraDB RDS console > Instances > the instance > Accounts',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    if (!attrs.DBInstanceId || !attrs.AccountName) throw new Error('A db_account needs DBInstanceId (its RDS instance) and AccountName.');
    const params: Record<string, string> = { AccountType: 'Normal', ...attrs, AccountPassword: attrs.AccountPassword ?? randomPassword() };
    await client.call('rds', 'CreateAccount', params);
    await waitFor(
      `account ${params.AccountName} to become Available`,
      async () => {
        const a = await describe(client, params.DBInstanceId, params.AccountName);
        return a?.AccountStatus === 'Available' ? { done: true, value: a } : { done: false, state: String(a?.AccountStatus ?? 'not listed') };
      },
      ctx.wait,
    );
    const { AccountPassword: _secret, ...kept } = params;
    return { id: `${params.DBInstanceId}:${params.AccountName}`, name: params.AccountName, attributes: kept };
  },

  async verify(client, resource) {
    const { instanceId, name } = parts(resource);
    return (await describe(client, instanceId, name))?.AccountStatus === 'Available';
  },

  async destroy(client, resource, ctx) {
    const { instanceId, name } = parts(resource);
    try {
      await client.call('rds', 'DeleteAccount', { DBInstanceId: instanceId, AccountName: name });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `account ${name} to be deleted`,
      async () => ((await describe(client, instanceId, name)) ? { done: false, state: 'listed' } : { done: true, value: undefined }),
      ctx.wait,
    );
  },

  async list(client) {
    const out = [];
    for (const inst of await dbInstance.list(client)) {
      // DescribeAccounts answers every account of an instance at once (no paging).
      const body = await unlessGone(client.call('rds', 'DescribeAccounts', { DBInstanceId: inst.id }));
      for (const a of body ? listOf(body, 'Accounts', 'DBInstanceAccount') : []) {
        out.push(listed(a, `${inst.id}:${String(a.AccountName)}`, a.AccountName, { DBInstanceId: inst.id, AccountName: String(a.AccountName) }));
      }
    }
    return out;
  },
} satisfies ResourceType;
