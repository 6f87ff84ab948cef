// An ECS launch template (ECS API 2014-05-26): CreateLaunchTemplate, then a second version (CreateLaunchTemplateVersion),
// so a procedure that sets the default version or deletes a version (never the default) has one to act on. Version 1
// stays the default. The versions carry no settings but those the attributes give (ImageId, InstanceType …).
import type { CloudClient } from '../sdk';
import { listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeLaunchTemplates', { 'LaunchTemplateId.1': id });
  return listOf(body, 'LaunchTemplateSets', 'LaunchTemplateSet').find((t) => t.LaunchTemplateId === id);
}

export const launchTemplate = {
  type: 'ecs_launch_template',
  description: 'An ECS launch template of the region with two versions (version 1 the default).',
  nameParam: 'LaunchTemplateName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'ECS console > Deployment & Elasticity > Launch Templates',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const params: Record<string, string> = { RegionId: ctx.region, ...attrs };
    const created = await client.call('ecs', 'CreateLaunchTemplate', params);
    const id = String(created.LaunchTemplateId);
    await client.call('ecs', 'CreateLaunchTemplateVersion', { RegionId: ctx.region, LaunchTemplateId: id, VersionDescription: 'second version' });
    return { id, name: params.LaunchTemplateName ?? '', attributes: { ...params, LaunchTemplateId: id, LaunchTemplateVersion: '2' } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource, ctx) {
    await unlessGone(client.call('ecs', 'DeleteLaunchTemplate', { RegionId: ctx.region, LaunchTemplateId: resource.id }));
    if (await describe(client, resource.id)) throw new Error(`Launch template ${resource.id} is still listed after DeleteLaunchTemplate.`);
  },

  async list(client) {
    const templates = await pagedRpc(client, 'ecs', 'DescribeLaunchTemplates', {}, ['LaunchTemplateSets', 'LaunchTemplateSet'], { pageSize: 50 });
    return templates.map((t) => listed(t, String(t.LaunchTemplateId), t.LaunchTemplateName, scalarFields(t, ['LaunchTemplateId', 'LaunchTemplateName'])));
  },
} satisfies ResourceType;
