// An ApsaraDB RDS instance (RDS API 2014-08-15): CreateDBInstance (pay-as-you-go, in a VPC vSwitch), then wait
// until it is Running; destroyed with DeleteDBInstance, waiting until it is no longer listed.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { pagedRpc, listed, tagsByIds } from './listing';

/** What the attributes may leave out: a small MySQL 8.0 instance on ESSD, reachable from nowhere yet. */
const DEFAULTS = {
  Engine: 'MySQL',
  EngineVersion: '8.0',
  DBInstanceClass: 'mysql.n2.medium.1',
  DBInstanceStorage: '20',
  DBInstanceStorageType: 'cloud_essd',
  DBInstanceNetType: 'Intranet',
  InstanceNetworkType: 'VPC',
  PayType: 'Postpaid',
  SecurityIPList: '127.0.0.1',
};

async function describe(client: CloudClient, id: string) {
  const body = await unlessGone(client.call('rds', 'DescribeDBInstanceAttribute', { DBInstanceId: id }));
  return body && listOf(body, 'Items', 'DBInstanceAttribute')[0];
}

/** The VPC and zone of a vSwitch, which CreateDBInstance wants alongside it. */
async function vSwitchHome(client: CloudClient, vSwitchId: string): Promise<{ VPCId: string; ZoneId: string }> {
  const body = await client.call('vpc', 'DescribeVSwitches', { VSwitchId: vSwitchId });
  const found = listOf(body, 'VSwitches', 'VSwitch').find((v) => v.VSwitchId === vSwitchId);
  if (!found) throw new Error(`vSwitch ${vSwitchId} not found in ${client.regionId}.`);
  return { VPCId: String(found.VpcId), ZoneId: String(found.ZoneId) };
}

export const dbInstance = {
  type: 'db_instance',
  description: 'An ApsaraDB RDS instance (MySQL or PostgreSQL) in a vSwitch of a VPC.',
  nameParam: 'DBInstanceDescription',
  tagging: 'Tag.N',
  dependencies: [{ param: 'VSwitchId', type: 'vswitch' }],
  consolePath: 'ApsaraDB RDS console > Instances',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    if (!attrs.VSwitchId) throw new Error('An RDS instance needs VSwitchId (a vSwitch of its VPC).');
    const home = attrs.VPCId && attrs.ZoneId ? { VPCId: attrs.VPCId, ZoneId: attrs.ZoneId } : await vSwitchHome(client, attrs.VSwitchId);
    const params: Record<string, string> = { ...DEFAULTS, ...home, ...attrs };
    const created = await client.call('rds', 'CreateDBInstance', params);
    const id = String(created.DBInstanceId);
    const found = await waitFor(
      `RDS instance ${id} to become Running`,
      async () => {
        const i = await describe(client, id);
        return i?.DBInstanceStatus === 'Running' ? { done: true, value: i } : { done: false, state: String(i?.DBInstanceStatus ?? 'not listed') };
      },
      ctx.wait,
    );
    return {
      id,
      name: String(found.DBInstanceDescription ?? params.DBInstanceDescription ?? id),
      attributes: {
        ...params,
        ...scalarFields(found, ['DBInstanceDescription', 'Engine', 'EngineVersion', 'DBInstanceClass', 'ZoneId', 'VpcId', 'VSwitchId', 'ConnectionString', 'Port']),
        DBInstanceId: id,
      },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.DBInstanceStatus === 'Running';
  },

  async destroy(client, resource, ctx) {
    try {
      await client.call('rds', 'DeleteDBInstance', { DBInstanceId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `RDS instance ${resource.id} to be released`,
      async () => {
        const i = await describe(client, resource.id);
        return i ? { done: false, state: String(i.DBInstanceStatus) } : { done: true, value: undefined };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const found = await pagedRpc(client, 'rds', 'DescribeDBInstances', {}, ['Items', 'DBInstance'], { pageSize: 100 });
    // DescribeDBInstances carries no tags: ListTagResources has them.
    const tags = await tagsByIds(client, 'rds', 'INSTANCE', found.map((i) => String(i.DBInstanceId)));
    return found.map((i) => ({
      ...listed(i, String(i.DBInstanceId), i.DBInstanceDescription || i.DBInstanceId, scalarFields(i, ['DBInstanceId', 'DBInstanceDescription', 'Engine', 'VpcId', 'VSwitchId'])),
      tags: tags.get(String(i.DBInstanceId)) ?? {},
    }));
  },
} satisfies ResourceType;
