// A data disk (ECS API 2014-05-26): CreateDisk, waiting until it is Available; with InstanceId, also attached
// (AttachDisk) and waited until In_use. Destroyed by detaching it when attached, then DeleteDisk.
import type { CloudClient } from '../sdk';
import { waitFor } from '../retry';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

export async function describeDisk(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeDisks', { DiskIds: JSON.stringify([id]) });
  return listOf(body, 'Disks', 'Disk').find((d) => d.DiskId === id);
}

const diskIn = (client: CloudClient, id: string, status: string | string[], ctx: ResourceContext) =>
  waitFor(
    `disk ${id} to be ${[status].flat().join(' or ')}`,
    async () => {
      const d = await describeDisk(client, id);
      return d && [status].flat().includes(String(d.Status)) ? { done: true, value: d } : { done: false, state: String(d?.Status ?? 'not listed') };
    },
    ctx.wait,
  );

export const disk = {
  type: 'disk',
  description: 'A pay-as-you-go data disk in a zone (Size GiB, DiskCategory); attached to InstanceId when given.',
  nameParam: 'DiskName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'ECS console > Elastic Block Storage > Disks',

  async create(client, allAttrs, ctx): Promise<CreatedResource> {
    const { InstanceId, ...attrs } = allAttrs;
    const params: Record<string, string> = { DiskCategory: 'cloud_essd', Size: '40', ...attrs };
    if (!params.ZoneId && InstanceId) {
      const body = await client.call('ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([InstanceId]) });
      params.ZoneId = String(listOf(body, 'Instances', 'Instance')[0]?.ZoneId ?? '');
    }
    if (!params.ZoneId) throw new Error('A disk needs ZoneId (or InstanceId, whose zone it takes).');
    const created = await client.call('ecs', 'CreateDisk', params);
    const id = String(created.DiskId);
    let found = await diskIn(client, id, 'Available', ctx);
    if (InstanceId) {
      await client.call('ecs', 'AttachDisk', { DiskId: id, InstanceId });
      found = await diskIn(client, id, 'In_use', ctx);
    }
    return {
      id,
      name: String(found.DiskName ?? params.DiskName ?? ''),
      attributes: { ...params, ...(InstanceId ? { InstanceId } : {}), ...scalarFields(found, ['DiskName', 'ZoneId', 'Size', 'Category', 'Status']), DiskId: id },
    };
  },

  quote(attrs) {
    return { ResourceType: 'disk', 'DataDisk.1.Category': attrs.DiskCategory ?? 'cloud_essd', 'DataDisk.1.Size': attrs.Size ?? '40' };
  },

  async verify(client, resource) {
    const d = await describeDisk(client, resource.id);
    return d?.Status === (resource.attributes.InstanceId ? 'In_use' : 'Available');
  },

  async destroy(client, resource, ctx) {
    let d = await describeDisk(client, resource.id);
    if (!d) return;
    // An attach or detach the agent started is still under way: let it finish before deciding.
    if (d.Status !== 'Available' && d.Status !== 'In_use') d = await diskIn(client, resource.id, ['Available', 'In_use'], ctx);
    if (d.InstanceId && d.Status === 'In_use') {
      await client.call('ecs', 'DetachDisk', { DiskId: resource.id, InstanceId: String(d.InstanceId) });
    }
    if (d.Status !== 'Available') await diskIn(client, resource.id, 'Available', ctx);
    try {
      await client.call('ecs', 'DeleteDisk', { DiskId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describeDisk(client, resource.id)) throw new Error(`Disk ${resource.id} is still listed after DeleteDisk.`);
  },

  async list(client) {
    // System disks go with their instance: only data disks are resources of this type.
    const disks = await pagedRpc(client, 'ecs', 'DescribeDisks', {}, ['Disks', 'Disk'], { pageSize: 100 });
    return disks
      .filter((d) => d.Type !== 'system')
      .map((d) => listed(d, String(d.DiskId), d.DiskName, scalarFields(d, ['DiskId', 'DiskName', 'ZoneId', 'InstanceId', 'Status'])));
  },
} satisfies ResourceType;
