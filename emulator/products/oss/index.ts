// OSS (Object Storage Service): buckets (ACL, versioning, lifecycle) and their objects. The actions carry the
// names ActionTrail gives OSS events (PutBucket, PutBucketAcl, PutObject, …) and take flat parameters; the REST/XML
// front end (api/rest.ts) maps signed HTTP requests onto them, and the console calls them through /__console/api.
// Answers mirror the XML documents of the REST API ({ListAllMyBucketsResult: …}, {BucketInfo: …}, …).
import { createHash } from 'node:crypto';
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { ApiError } from '../../errors.js';
import { ossConfigActions, type OssConfigAction } from './api/config.js';
import { handleOss, isOssRequest } from './api/rest.js';
import { ossGenerations } from './generations/index.js';
import {
  ACLS, BUCKETS_PER_ACCOUNT, bucketOf, extranet, intranet, location, ossOf, ownerOf, REDUNDANCY, STORAGE_CLASSES,
  takeBody, validBucketName, type Acl, type LifecycleRule, type OssBucket,
} from './api/state.js';

export { ossOf } from './api/state.js';

export type OssAction =
  | 'PutBucket' | 'ListBuckets' | 'GetBucketInfo' | 'DeleteBucket' | 'PutBucketAcl' | 'GetBucketAcl'
  | 'PutBucketVersioning' | 'GetBucketVersioning' | 'PutBucketLifecycle' | 'GetBucketLifecycle' | 'DeleteBucketLifecycle'
  | 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject' | 'ListObjects' | OssConfigAction;

const invalidArgument = (message: string) => new ApiError('InvalidArgument', message, 400);
const millisTime = (ms: number) => new Date(ms).toISOString();

function regionOf(ctx: ActionContext): string {
  return ctx.params.optional('RegionId') ?? 'cn-hangzhou';
}

function aclOf(ctx: ActionContext, fallback?: Acl): Acl {
  const value = ctx.params.optional('acl') ?? fallback;
  if (!value || !(ACLS as readonly string[]).includes(value)) throw invalidArgument('no such bucket access control exists');
  return value as Acl;
}

const owner = (ctx: ActionContext) => ({ ID: ctx.tenant.accountId, DisplayName: ctx.tenant.accountId });

function objectName(ctx: ActionContext): string {
  const key = ctx.params.required('ObjectName');
  if (!key || Buffer.byteLength(key) > 1023 || key.startsWith('/') || key.startsWith('\\')) {
    throw new ApiError('InvalidObjectName', 'The specified object is not valid.', 400);
  }
  return key;
}

const bucketSummary = (b: OssBucket) => ({
  Name: b.Name, Region: b.Region, Location: location(b.Region), CreationDate: b.CreationDate,
  ExtranetEndpoint: extranet(b.Region), IntranetEndpoint: intranet(b.Region), StorageClass: b.StorageClass,
});

function readRules(ctx: ActionContext): LifecycleRule[] {
  const rules = ctx.params.objects('Rules');
  if (!rules.length) throw new ApiError('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.', 400);
  if (rules.length > 1000) throw invalidArgument('A bucket has at most 1000 lifecycle rules.');
  const seen = new Set<string>();
  return rules.map((r, i) => {
    const ID = r.optional('ID') || `rule-${i + 1}`;
    if (ID.length > 255) throw invalidArgument('The rule ID is at most 255 characters.');
    if (seen.has(ID)) throw invalidArgument(`Rule ID must be unique: ${ID} is repeated.`);
    seen.add(ID);
    const Status = r.optional('Status');
    if (Status !== 'Enabled' && Status !== 'Disabled') throw new ApiError('MalformedXML', 'Rule Status must be Enabled or Disabled.', 400);
    const daysText = r.optional('Expiration.Days') ?? r.optional('Days');
    const Days = Number(daysText);
    if (daysText === undefined || !Number.isInteger(Days) || Days < 1) throw invalidArgument('Expiration Days must be a positive integer.');
    return { ID, Prefix: r.optional('Prefix') ?? '', Status, Days };
  });
}

const objectView = (o: OssBucket['Objects'][string]) => ({
  Key: o.Key, LastModified: o.LastModified, ETag: `"${o.ETag}"`, Type: 'Normal', Size: o.Size, StorageClass: o.StorageClass,
});

export const ossActions = {
  PutBucket: {
    rw: 'Write',
    handle(ctx) {
      const name = ctx.params.required('BucketName');
      if (!validBucketName(name)) throw new ApiError('InvalidBucketName', 'The specified bucket is not valid.', 400);
      // Variant: names must now start with a lowercase letter (the console's form says so too).
      if (ctx.variant('oss-bucket-name-rule-tightened') && !/^[a-z]/.test(name)) throw new ApiError('InvalidBucketName', 'The specified bucket is not valid: the name must start with a lowercase letter.', 400);
      const state = ossOf(ctx.tenant);
      const holder = ownerOf(ctx.cloud, name);
      if (holder === ctx.tenant) throw new ApiError('BucketAlreadyExists', 'The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.', 409);
      if (holder) throw new ApiError('BucketAlreadyExists', 'The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.', 409);
      if (Object.keys(state.buckets).length >= BUCKETS_PER_ACCOUNT) throw new ApiError('TooManyBuckets', `You have attempted to create more buckets than allowed: at most ${BUCKETS_PER_ACCOUNT}.`, 400);
      const acl = aclOf(ctx, 'private');
      const storage = ctx.params.optional('StorageClass') ?? 'Standard';
      if (!(STORAGE_CLASSES as readonly string[]).includes(storage)) throw invalidArgument(`The storage class ${storage} is not valid.`);
      const redundancy = ctx.params.optional('DataRedundancyType') ?? 'LRS';
      if (!(REDUNDANCY as readonly string[]).includes(redundancy)) throw invalidArgument(`The data redundancy type ${redundancy} is not valid.`);
      state.buckets[name] = {
        Name: name, Region: regionOf(ctx), CreationDate: millisTime(ctx.now), StorageClass: storage, DataRedundancyType: redundancy,
        Acl: acl, Versioning: '', Lifecycle: [], Objects: {},
      };
      return { Location: `/${name}` };
    },
  },
  ListBuckets: {
    rw: 'Read',
    handle(ctx) {
      const prefix = ctx.params.optional('prefix') ?? '';
      const marker = ctx.params.optional('marker') ?? '';
      const max = ctx.params.int('max-keys', { min: 1, max: 1000, fallback: 100 });
      const all = Object.values(ossOf(ctx.tenant).buckets)
        .filter((b) => b.Name.startsWith(prefix) && b.Name > marker)
        .sort((a, b) => a.Name.localeCompare(b.Name));
      const shown = all.slice(0, max);
      const truncated = all.length > max;
      return {
        ListAllMyBucketsResult: {
          Prefix: prefix, Marker: marker, MaxKeys: max, IsTruncated: truncated,
          ...(truncated ? { NextMarker: shown[shown.length - 1].Name } : {}),
          Owner: owner(ctx),
          Buckets: { Bucket: shown.map(bucketSummary) },
        },
      };
    },
  },
  GetBucketInfo: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      return {
        BucketInfo: {
          Bucket: {
            ...bucketSummary(b), AccessMonitor: 'Disabled', CrossRegionReplication: 'Disabled', TransferAcceleration: 'Disabled',
            DataRedundancyType: b.DataRedundancyType, Versioning: b.Versioning || undefined, Owner: owner(ctx),
            AccessControlList: { Grant: b.Acl }, ServerSideEncryptionRule: { SSEAlgorithm: 'None' },
            BucketPolicy: { LogBucket: '', LogPrefix: '' },
          },
        },
      };
    },
  },
  DeleteBucket: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const b = bucketOf(ctx);
      if (Object.keys(b.Objects).length) throw new ApiError('BucketNotEmpty', 'The bucket you tried to delete is not empty.', 409);
      delete ossOf(ctx.tenant).buckets[b.Name];
      return {};
    },
  },
  PutBucketAcl: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      b.Acl = aclOf(ctx);
      return {};
    },
  },
  GetBucketAcl: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      return { AccessControlPolicy: { Owner: owner(ctx), AccessControlList: { Grant: b.Acl } } };
    },
  },
  PutBucketVersioning: {
    rw: 'Write',
    effect: { effect: 'disable', when: { Status: ['Suspended'] } },
    handle(ctx) {
      const b = bucketOf(ctx);
      const status = ctx.params.optional('Status');
      if (status !== 'Enabled' && status !== 'Suspended') throw new ApiError('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema: Status must be Enabled or Suspended.', 400);
      b.Versioning = status;
      return {};
    },
  },
  GetBucketVersioning: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      return { VersioningConfiguration: b.Versioning ? { Status: b.Versioning } : {} };
    },
  },
  PutBucketLifecycle: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      b.Lifecycle = readRules(ctx);
      return {};
    },
  },
  GetBucketLifecycle: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      if (!b.Lifecycle.length) throw new ApiError('NoSuchLifecycle', 'No Row found in Lifecycle Table.', 404);
      return {
        LifecycleConfiguration: {
          Rule: b.Lifecycle.map((r) => ({ ID: r.ID, Prefix: r.Prefix, Status: r.Status, Expiration: { Days: r.Days } })),
        },
      };
    },
  },
  DeleteBucketLifecycle: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      bucketOf(ctx).Lifecycle = [];
      return {};
    },
  },
  PutObject: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const key = objectName(ctx);
      const stashed = takeBody(ctx.params.optional('BodyRef'));
      const body = stashed ?? Buffer.from(ctx.params.optional('Content') ?? '', 'utf8');
      const etag = createHash('md5').update(body).digest('hex').toUpperCase();
      const VersionId = b.Versioning === 'Enabled' ? `CAEQ${ctx.rng.chars(28)}` : 'null';
      b.Objects[key] = {
        Key: key, Data: body.toString('base64'), ContentType: ctx.params.optional('ContentType') || 'application/octet-stream',
        ETag: etag, Size: body.length, LastModified: millisTime(ctx.now), StorageClass: ctx.params.optional('StorageClass') ?? b.StorageClass, VersionId,
      };
      return { ETag: `"${etag}"`, ...(b.Versioning === 'Enabled' ? { VersionId } : {}) };
    },
  },
  GetObject: {
    rw: 'Read',
    handle(ctx) {
      const o = objectOf(ctx);
      return { ...objectHead(o), Content: o.Data, ContentEncoding: 'base64' };
    },
  },
  HeadObject: {
    rw: 'Read',
    handle(ctx) {
      return objectHead(objectOf(ctx));
    },
  },
  DeleteObject: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const b = bucketOf(ctx);
      const key = objectName(ctx);
      // Deleting an object that does not exist succeeds (204), as in the cloud.
      delete b.Objects[key];
      return {};
    },
  },
  ListObjects: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      const prefix = ctx.params.optional('prefix') ?? '';
      const marker = ctx.params.optional('marker') ?? '';
      const delimiter = ctx.params.optional('delimiter') ?? '';
      const max = ctx.params.int('max-keys', { min: 1, max: 1000, fallback: 100 });
      const keys = Object.keys(b.Objects).filter((k) => k.startsWith(prefix) && k > marker).sort();
      const contents: string[] = [];
      const prefixes: string[] = [];
      let truncated = false;
      let last = '';
      for (const k of keys) {
        const rest = k.slice(prefix.length);
        const cut = delimiter ? rest.indexOf(delimiter) : -1;
        const common = cut >= 0 ? prefix + rest.slice(0, cut + delimiter.length) : undefined;
        if (common && prefixes.includes(common)) continue;
        if (contents.length + prefixes.length >= max) {
          truncated = true;
          break;
        }
        if (common) prefixes.push(common);
        else contents.push(k);
        last = common ?? k;
      }
      return {
        ListBucketResult: {
          Name: b.Name, Prefix: prefix, Marker: marker, MaxKeys: max, Delimiter: delimiter, IsTruncated: truncated,
          ...(truncated ? { NextMarker: last } : {}),
          Contents: contents.map((k) => ({ ...objectView(b.Objects[k]), Owner: owner(ctx) })),
          CommonPrefixes: prefixes.map((p) => ({ Prefix: p })),
        },
      };
    },
  },
  ...ossConfigActions,
} satisfies Record<OssAction, ActionDef>;

function objectOf(ctx: ActionContext) {
  const b = bucketOf(ctx);
  const o = b.Objects[objectName(ctx)];
  if (!o) throw new ApiError('NoSuchKey', 'The specified key does not exist.', 404);
  return o;
}

const objectHead = (o: OssBucket['Objects'][string]) => ({
  ContentType: o.ContentType, ContentLength: o.Size, ETag: `"${o.ETag}"`, LastModified: o.LastModified, StorageClass: o.StorageClass,
  ObjectType: 'Normal', ...(o.VersionId !== 'null' ? { VersionId: o.VersionId } : {}),
});

export const product: ProductDef = {
  version: '2019-05-17',
  endpoint: 'oss-cn-hangzhou.aliyuncs.com',
  consoleSource: 'oss.console.aliyun.com',
  described: { key: 'oss', generations: ossGenerations },
  actions: ossActions,
  front: { claims: isOssRequest, handle: handleOss },
};
