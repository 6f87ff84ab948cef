// An OSS bucket, through the OSS REST API (client.oss, V1-signed by ali-oss): PutBucket with its ACL and storage
// class, then versioning, a lifecycle rule and objects when the attributes ask for them. Destroy empties the bucket
// (OSS refuses to delete a bucket that holds objects: BucketNotEmpty) and deletes it.
import type { CloudClient } from '../sdk';
import type { CreatedResource, ResourceType } from './types';
import { listed } from './listing';

const gone = (err: unknown) => ['NoSuchBucket', 'NoSuchKey'].includes(String((err as { code?: unknown })?.code ?? ''));

async function info(client: CloudClient, name: string): Promise<Record<string, any> | undefined> {
  try {
    return (await client.oss('GetBucketInfo', (c) => c.getBucketInfo(name))).bucket;
  } catch (err) {
    if (gone(err)) return undefined;
    throw err;
  }
}

/** Sample content for an object the task needs in the bucket. */
const sampleBody = (key: string) => Buffer.from(`Sample object ${key}, created for a documentation task.\n`);

export const ossBucket = {
  type: 'oss_bucket',
  description:
    'An OSS bucket (`BucketName`: 3–63 lowercase letters, digits, hyphens) with `acl` (private by default), `StorageClass` ' +
    '(Standard by default), optional `Versioning: Enabled`, `LifecycleDays` + `LifecyclePrefix` (one expiration rule) and ' +
    '`Objects` (comma-separated object names, created with sample content).',
  nameParam: 'BucketName',
  tagging: 'own',
  dependencies: [],
  consolePath: 'OSS console > Buckets',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const name = attrs.BucketName;
    await client.oss('PutBucket', (c) => c.putBucket(name, { acl: attrs.acl ?? 'private', StorageClass: attrs.StorageClass ?? 'Standard' }));
    try {
      // PutBucket takes no tags: the bucket is tagged right after (a kill in between leaves it to its name).
      if (Object.keys(ctx.tags ?? {}).length) await client.oss('PutBucketTags', (c) => c.putBucketTags(name, ctx.tags!));
      if (attrs.Versioning) await client.oss('PutBucketVersioning', (c) => c.putBucketVersioning(name, attrs.Versioning));
      if (attrs.LifecycleDays) {
        await client.oss('PutBucketLifecycle', (c) =>
          c.putBucketLifecycle(name, [{ id: `rule-${name}`, prefix: attrs.LifecyclePrefix ?? '', status: 'Enabled', expiration: { days: Number(attrs.LifecycleDays) } }]),
        );
      }
      for (const key of (attrs.Objects ?? '').split(',').map((k) => k.trim()).filter(Boolean)) {
        await client.oss('PutObject', (c) => {
          c.useBucket(name);
          return c.put(key, sampleBody(key));
        });
      }
    } catch (err) {
      await this.destroy(client, { id: name, name, attributes: attrs }, ctx).catch(() => undefined);
      throw err;
    }
    const bucket = await info(client, name);
    return { id: name, name, attributes: { ...attrs, BucketName: name, Region: String(bucket?.Region ?? client.regionId) } };
  },

  async verify(client, resource) {
    return (await info(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    const name = resource.id;
    if (!(await info(client, name))) return;
    for (;;) {
      const page = await client.oss('ListObjects', (c) => {
        c.useBucket(name);
        return c.list({ 'max-keys': 1000 }, {});
      });
      const keys = (page.objects ?? []).map((o) => o.name);
      if (!keys.length) break;
      for (const key of keys) {
        await client.oss('DeleteObject', (c) => {
          c.useBucket(name);
          return c.delete(key);
        });
      }
    }
    await client.oss('DeleteBucket', (c) => c.deleteBucket(name)).catch((err: unknown) => {
      if (!gone(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    let marker = '';
    for (let page = 0; page < 1000; page++) {
      const res = (await client.oss('ListBuckets', (c) => c.listBuckets({ 'max-keys': '1000', ...(marker ? { marker } : {}) }))) as {
        buckets?: Array<{ name: string; region: string }> | null;
        nextMarker?: string | null;
        isTruncated?: boolean;
      };
      for (const b of res.buckets ?? []) out.push(listed({}, b.name, b.name, { BucketName: b.name, Region: String(b.region ?? '') }));
      marker = res.isTruncated && res.nextMarker ? res.nextMarker : '';
      if (!marker) break;
    }
    // ListBuckets answers the buckets of every region: this type's are the client's region's.
    const region = `oss-${client.regionId}`;
    const here = out.filter((b) => !b.attributes.Region || b.attributes.Region === region || b.attributes.Region === client.regionId);
    // ListBuckets carries no tags: GetBucketTags has them, bucket by bucket.
    for (const b of here) b.tags = (await client.oss('GetBucketTags', (c) => c.getBucketTags(b.id)).catch((err: unknown) => (gone(err) ? { tag: {} } : Promise.reject(err)))).tag ?? {};
    return here;
  },
} satisfies ResourceType;
