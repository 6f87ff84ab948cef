// An ECS deployment set (ECS API 2014-05-26): CreateDeploymentSet (the High Availability strategy unless the
// attributes name another), then TagResources with the episode's tags (CreateDeploymentSet takes none). A set holding
// an instance cannot be deleted: the instance goes first (deletion order), or DeleteDeploymentSet fails.
import type { CloudClient } from '../sdk';
import { listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeDeploymentSets', { DeploymentSetIds: JSON.stringify([id]) });
  return listOf(body, 'DeploymentSets', 'DeploymentSet').find((s) => s.DeploymentSetId === id);
}

export const deploymentSet = {
  type: 'ecs_deployment_set',
  description: 'An ECS deployment set of the region (High Availability strategy unless Strategy says otherwise).',
  nameParam: 'DeploymentSetName',
  tagging: 'own',
  dependencies: [],
  consolePath: 'ECS console > Deployment & Elasticity > Deployment Sets',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const params: Record<string, string> = { RegionId: ctx.region, ...attrs };
    const created = await client.call('ecs', 'CreateDeploymentSet', params);
    const id = String(created.DeploymentSetId);
    const tags = Object.entries(ctx.tags ?? {});
    if (tags.length) {
      const tagged = Object.fromEntries(tags.flatMap(([k, v], i) => [[`Tag.${i + 1}.Key`, k], [`Tag.${i + 1}.Value`, v]]));
      await client.call('ecs', 'TagResources', { RegionId: ctx.region, ResourceType: 'deploymentset', 'ResourceId.1': id, ...tagged }).catch(async (err: unknown) => {
        await client.call('ecs', 'DeleteDeploymentSet', { RegionId: ctx.region, DeploymentSetId: id }).catch(() => undefined);
        throw err;
      });
    }
    return { id, name: params.DeploymentSetName ?? '', attributes: { ...params, DeploymentSetId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource, ctx) {
    const members = (((await describe(client, resource.id))?.InstanceIds as { InstanceId?: string[] } | undefined)?.InstanceId ?? []);
    for (const instanceId of members) {
      await unlessGone(client.call('ecs', 'ModifyInstanceDeployment', { RegionId: ctx.region, InstanceId: instanceId, RemoveFromDeploymentSet: 'true' }));
    }
    await unlessGone(client.call('ecs', 'DeleteDeploymentSet', { RegionId: ctx.region, DeploymentSetId: resource.id }));
    if (await describe(client, resource.id)) throw new Error(`Deployment set ${resource.id} is still listed after DeleteDeploymentSet.`);
  },

  async list(client) {
    const sets = await pagedRpc(client, 'ecs', 'DescribeDeploymentSets', {}, ['DeploymentSets', 'DeploymentSet'], { pageSize: 50 });
    return sets.map((s) => listed(s, String(s.DeploymentSetId), s.DeploymentSetName, scalarFields(s, ['DeploymentSetId', 'DeploymentSetName', 'DeploymentStrategy'])));
  },
} satisfies ResourceType;
