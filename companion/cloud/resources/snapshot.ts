// A disk snapshot (ECS API 2014-05-26): CreateSnapshot of DiskId (an attached disk), waited until accomplished.
import type { CloudClient } from '../sdk';
import { waitFor } from '../retry';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeSnapshots', { SnapshotIds: JSON.stringify([id]) });
  return listOf(body, 'Snapshots', 'Snapshot').find((s) => s.SnapshotId === id);
}

export const snapshot = {
  type: 'snapshot',
  description: 'A snapshot of a disk (the disk must be attached to an instance).',
  nameParam: 'SnapshotName',
  tagging: 'Tag.N',
  dependencies: [{ param: 'DiskId', type: 'disk' }],
  consolePath: 'ECS console > Elastic Block Storage > Snapshots',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    if (!attrs.DiskId) throw new Error('A snapshot needs DiskId.');
    const created = await client.call('ecs', 'CreateSnapshot', attrs);
    const id = String(created.SnapshotId);
    const found = await waitFor(
      `snapshot ${id} to be accomplished`,
      async () => {
        const s = await describe(client, id);
        return s?.Status === 'accomplished' ? { done: true, value: s } : { done: false, state: String(s?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    return { id, name: String(found.SnapshotName ?? attrs.SnapshotName ?? ''), attributes: { ...attrs, ...scalarFields(found, ['SnapshotName', 'SourceDiskId']), SnapshotId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === 'accomplished';
  },

  async destroy(client, resource) {
    try {
      await client.call('ecs', 'DeleteSnapshot', { SnapshotId: resource.id, Force: true });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Snapshot ${resource.id} is still listed after DeleteSnapshot.`);
  },

  async list(client) {
    const snaps = await pagedRpc(client, 'ecs', 'DescribeSnapshots', {}, ['Snapshots', 'Snapshot'], { pageSize: 100 });
    return snaps.map((s) => listed(s, String(s.SnapshotId), s.SnapshotName, scalarFields(s, ['SnapshotId', 'SnapshotName', 'SourceDiskId'])));
  },
} satisfies ResourceType;
