// A database of an ApsaraDB RDS instance (RDS API 2014-08-15): CreateDatabase, then wait until it is Running.
// Databases have no id of their own: like Terraform's alicloud_db_database, the id is `<DBInstanceId>:<DBName>`.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, type CreatedResource, type ResourceType, unlessGone } from './types';
import { dbInstance } from './dbInstance';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, instanceId: string, name: string) {
  const body = await unlessGone(client.call('rds', 'DescribeDatabases', { DBInstanceId: instanceId, DBName: name }));
  return body && listOf(body, 'Databases', 'Database').find((d) => d.DBName === name);
}

const parts = (resource: CreatedResource) => ({ instanceId: resource.attributes.DBInstanceId, name: resource.attributes.DBName });

export const dbDatabase = {
  type: 'db_database',
  description: 'A database on an ApsaraDB RDS instance.',
  nameParam: 'DBName',
  tagging: 'none',
  dependencies: [{ param: 'DBInstanceId', type: 'db_instance' }],
  parent: 'db_instance',
  consolePath: 'ApsaraDB RDS console > Instances > the instance > Databases',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    if (!attrs.DBInstanceId) throw new Error('A database needs DBInstanceId (its RDS instance).');
    const params: Record<string, string> = { CharacterSetName: 'utf8mb4', ...attrs };
    await client.call('rds', 'CreateDatabase', params);
    await waitFor(
      `database ${params.DBName} to become Running`,
      async () => {
        const d = await describe(client, params.DBInstanceId, params.DBName);
        return d?.DBStatus === 'Running' ? { done: true, value: d } : { done: false, state: String(d?.DBStatus ?? 'not listed') };
      },
      ctx.wait,
    );
    return { id: `${params.DBInstanceId}:${params.DBName}`, name: params.DBName, attributes: params };
  },

  async verify(client, resource) {
    const { instanceId, name } = parts(resource);
    return (await describe(client, instanceId, name))?.DBStatus === 'Running';
  },

  async destroy(client, resource, ctx) {
    const { instanceId, name } = parts(resource);
    try {
      await client.call('rds', 'DeleteDatabase', { DBInstanceId: instanceId, DBName: name });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `database ${name} to be deleted`,
      async () => ((await describe(client, instanceId, name)) ? { done: false, state: 'listed' } : { done: true, value: undefined }),
      ctx.wait,
    );
  },

  async list(client) {
    const out = [];
    for (const inst of await dbInstance.list(client)) {
      const dbs = await pagedRpc(client, 'rds', 'DescribeDatabases', { DBInstanceId: inst.id }, ['Databases', 'Database'], { pageSize: 100 });
      for (const d of dbs) out.push(listed(d, `${inst.id}:${String(d.DBName)}`, d.DBName, { DBInstanceId: inst.id, DBName: String(d.DBName) }));
    }
    return out;
  },
} satisfies ResourceType;
