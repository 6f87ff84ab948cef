// OSS state of one account: its buckets and their objects, kept in `tenant.oss` and created on first use.
// Bucket names are global, as in the cloud: a name another account holds is BucketAlreadyExists.
import type { ActionContext } from '../../../action.js';
import type { Cloud } from '../../../cloud.js';
import { ApiError } from '../../../errors.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    oss?: OssState;
  }
}

export type Acl = 'private' | 'public-read' | 'public-read-write';
export const ACLS: readonly Acl[] = ['private', 'public-read', 'public-read-write'];
export const STORAGE_CLASSES = ['Standard', 'IA', 'Archive', 'ColdArchive', 'DeepColdArchive'] as const;
export const REDUNDANCY = ['LRS', 'ZRS'] as const;

export interface OssObject {
  Key: string;
  /** The body, base64. */
  Data: string;
  ContentType: string;
  ETag: string;
  Size: number;
  LastModified: string;
  StorageClass: string;
  VersionId: string;
  /** The object ACL; `default` (inherit the bucket's) when unset. */
  Acl?: string;
}

export interface CorsRule {
  AllowedOrigin: string[];
  AllowedMethod: string[];
  AllowedHeader: string[];
  ExposeHeader: string[];
  MaxAgeSeconds?: number;
}

export interface LifecycleRule {
  ID: string;
  Prefix: string;
  Status: 'Enabled' | 'Disabled';
  Days: number;
}

export interface OssBucket {
  Name: string;
  Region: string;
  CreationDate: string;
  StorageClass: string;
  DataRedundancyType: string;
  Acl: Acl;
  /** Empty until versioning is first set; never back to empty afterwards. */
  Versioning: '' | 'Enabled' | 'Suspended';
  Lifecycle: LifecycleRule[];
  Objects: Record<string, OssObject>;
  Cors?: CorsRule[];
  Website?: { IndexDocument: string; ErrorDocument: string; SupportSubDir: boolean; ErrorHttpStatus?: 404 | 200 };
  Referer?: { AllowEmptyReferer: boolean; RefererList: string[] };
  Tags?: Record<string, string>;
  /** The bucket policy (Bucket Policy / Bucket授权策略) as it was put: a JSON document, kept verbatim. */
  Policy?: string;
  /**
   * The retention policy (WORM, 合规保留策略): InProgress after InitiateBucketWorm, Locked after CompleteBucketWorm,
   * when it can no longer be deleted and its period only extended.
   */
  Worm?: { WormId: string; State: 'InProgress' | 'Locked'; RetentionPeriodInDays: number; CreationDate: string };
}

export interface OssState {
  buckets: Record<string, OssBucket>;
}

export const BUCKETS_PER_ACCOUNT = 100;

export const ossOf = (tenant: Tenant): OssState => (tenant.oss ??= { buckets: {} });

/** `oss-cn-hangzhou`: the cloud's name of a region in OSS answers. */
export const location = (region: string) => `oss-${region}`;
export const extranet = (region: string) => `oss-${region}.aliyuncs.com`;
export const intranet = (region: string) => `oss-${region}-internal.aliyuncs.com`;

export const noSuchBucket = () => new ApiError('NoSuchBucket', 'The specified bucket does not exist.', 404);

export function bucketOf(ctx: Pick<ActionContext, 'tenant' | 'params'>): OssBucket {
  const name = ctx.params.required('BucketName');
  const bucket = ossOf(ctx.tenant).buckets[name];
  if (!bucket) throw noSuchBucket();
  return bucket;
}

/** The account holding a bucket, whoever asks: anonymous requests to public buckets are served as its owner. */
export function ownerOf(cloud: Cloud, name: string): Tenant | undefined {
  return Object.values(cloud.state.accounts).find((t) => t.oss?.buckets[name]);
}

/** 3–63 characters: lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const validBucketName = (name: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(name);

/** Bodies of REST PutObject requests, handed to the handler by reference so they stay out of the ActionTrail event. */
const bodies = new Map<string, Buffer>();
let nextBody = 0;

export function stashBody(body: Buffer): string {
  const ref = `body-${++nextBody}`;
  bodies.set(ref, body);
  return ref;
}

export function takeBody(ref: string | undefined): Buffer | undefined {
  if (!ref) return undefined;
  const body = bodies.get(ref);
  bodies.delete(ref);
  return body;
}
