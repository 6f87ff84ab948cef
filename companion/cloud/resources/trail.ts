// An ActionTrail trail (ActionTrail API 2020-07-06): CreateTrail delivering to an OSS bucket of the account (from
// `requires`, or created on demand), then StartLogging unless `Logging: "false"`. Destroy deletes the trail.
import type { CloudClient } from '../sdk';
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';

async function describe(client: CloudClient, name: string): Promise<Record<string, unknown> | undefined> {
  const body = await unlessGone(client.call('actiontrail', 'DescribeTrails', { NameList: name, IncludeShadowTrails: 'true' }));
  const list = (body?.TrailList ?? []) as Array<Record<string, unknown>>;
  return list.find((t) => t.Name === name);
}

export const trail = {
  type: 'trail',
  description:
    'An ActionTrail trail (`Name`: 6–36 lowercase letters, digits, hyphens, underscores, starting with a letter) delivering to ' +
    'the OSS bucket `OssBucketName` (with optional `OssKeyPrefix`), `EventRW` Write by default, `TrailRegion` All; it logs ' +
    'unless `Logging: "false"`.',
  nameParam: 'Name',
  tagging: 'none',
  dependencies: [{ param: 'OssBucketName', type: 'oss_bucket' }],
  consolePath: 'ActionTrail console > Trails',

  async create(client, attrs): Promise<CreatedResource> {
    const { Logging, ...params } = attrs;
    // Trail names allow no uppercase letters; the default `aca-<rand>-<id>` name may carry some.
    params.Name = params.Name.toLowerCase();
    const created = await client.call('actiontrail', 'CreateTrail', params);
    const name = String(created.Name ?? params.Name);
    if (Logging !== 'false') await client.call('actiontrail', 'StartLogging', { Name: name });
    return { id: name, name, attributes: { ...attrs, Name: name, HomeRegion: String(created.HomeRegion ?? ''), EventRW: String(created.EventRW ?? 'Write') } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await client.call('actiontrail', 'DeleteTrail', { Name: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Trail ${resource.id} still exists after DeleteTrail.`);
  },

  async list(client) {
    // DescribeTrails answers every trail at once (no paging); shadow trails belong to another home region.
    const body = await client.call('actiontrail', 'DescribeTrails', {});
    const trails = (body.TrailList ?? []) as Array<Record<string, unknown>>;
    return trails.map((t) => listed(t, String(t.Name), t.Name, { Name: String(t.Name), OssBucketName: String(t.OssBucketName ?? ''), HomeRegion: String(t.HomeRegion ?? '') }));
  },
} satisfies ResourceType;
