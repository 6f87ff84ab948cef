// An automatic snapshot policy (ECS API 2014-05-26): CreateAutoSnapshotPolicy, whose parameters are lower camel case
// (regionId, autoSnapshotPolicyName, timePoints, repeatWeekdays, retentionDays). Defaults: 00:00 every day, kept 7 days.
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeAutoSnapshotPolicyEx', { AutoSnapshotPolicyId: id });
  return listOf(body, 'AutoSnapshotPolicies', 'AutoSnapshotPolicy').find((p) => p.AutoSnapshotPolicyId === id);
}

export const autoSnapshotPolicy = {
  type: 'ecs_auto_snapshot_policy',
  description: 'An automatic snapshot policy of the region (when automatic snapshots are taken and how long they are kept).',
  nameParam: 'autoSnapshotPolicyName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'ECS console > Storage & Snapshots > Snapshots > Automatic Snapshot Policies',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const params: Record<string, string> = { timePoints: '["0"]', repeatWeekdays: '["1","2","3","4","5","6","7"]', retentionDays: '7', regionId: ctx.region, ...attrs };
    const created = await client.call('ecs', 'CreateAutoSnapshotPolicy', params);
    const id = String(created.AutoSnapshotPolicyId);
    return { id, name: params.autoSnapshotPolicyName ?? '', attributes: { ...params, AutoSnapshotPolicyId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource, ctx) {
    try {
      await client.call('ecs', 'DeleteAutoSnapshotPolicy', { regionId: ctx.region, autoSnapshotPolicyId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Automatic snapshot policy ${resource.id} is still listed after DeleteAutoSnapshotPolicy.`);
  },

  async list(client) {
    const policies = await pagedRpc(client, 'ecs', 'DescribeAutoSnapshotPolicyEx', {}, ['AutoSnapshotPolicies', 'AutoSnapshotPolicy'], { pageSize: 100 });
    return policies.map((p) => listed(p, String(p.AutoSnapshotPolicyId), p.AutoSnapshotPolicyName, scalarFields(p, ['AutoSnapshotPolicyId', 'AutoSnapshotPolicyName'])));
  },
} satisfies ResourceType;
