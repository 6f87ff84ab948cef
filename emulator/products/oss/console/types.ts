/** Shapes of the OSS answers the console reads (emulator/products/oss/index.ts). */
export type BucketSummary = {
  Name: string;
  Region: string;
  Location: string;
  CreationDate: string;
  StorageClass: string;
  ExtranetEndpoint: string;
  IntranetEndpoint: string;
};

export type ListBuckets = { ListAllMyBucketsResult: { Buckets: { Bucket: BucketSummary[] } } };

export type BucketInfo = {
  BucketInfo: {
    Bucket: BucketSummary & { DataRedundancyType: string; Versioning?: string; AccessControlList: { Grant: string } };
  };
};

export type ObjectSummary = { Key: string; LastModified: string; ETag: string; Size: number; StorageClass: string };

export type ListObjects = { ListBucketResult: { Contents: ObjectSummary[] } };

export type LifecycleRule = { ID: string; Prefix: string; Status: 'Enabled' | 'Disabled'; Expiration: { Days: number } };

export type GetBucketLifecycle = { LifecycleConfiguration: { Rule: LifecycleRule[] } };

export const ACLS = ['private', 'public-read', 'public-read-write'] as const;

/**
 * The rules as PutBucketLifecycle takes them, flat (`Rules.1.ID`, `Rules.1.Expiration.Days`), as the REST front end
 * passes them too, so the ActionTrail event reads the same from the console and the API. The whole configuration
 * is replaced each time.
 */
export function rulesParam(rules: LifecycleRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  rules.forEach((r, i) => {
    const n = `Rules.${i + 1}.`;
    Object.assign(out, { [`${n}ID`]: r.ID, [`${n}Prefix`]: r.Prefix, [`${n}Status`]: r.Status, [`${n}Expiration.Days`]: String(r.Expiration.Days) });
  });
  return out;
}

/** XML answers read as JSON: single values and lists may arrive either way, booleans as strings. */
export type GetBucketWebsite = { WebsiteConfiguration: { IndexDocument?: { Suffix: string; SupportSubDir?: string | boolean }; ErrorDocument?: { Key: string; HttpStatus?: number | string } } };

export type GetBucketReferer = { RefererConfiguration: { AllowEmptyReferer: boolean | string; RefererList?: { Referer?: string[] | string } } };

export type CorsRule = { AllowedOrigin: string[]; AllowedMethod: string[]; AllowedHeader?: string[]; ExposeHeader?: string[]; MaxAgeSeconds?: number };

export type GetBucketCors = { CORSConfiguration: { CORSRule: CorsRule[] } };

export const CORS_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD'] as const;

/** The rules as PutBucketCors takes them, flat (`CORSRule.1.AllowedOrigin`, lists comma-separated). */
export function corsParam(rules: CorsRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  rules.forEach((r, i) => {
    const n = `CORSRule.${i + 1}.`;
    out[`${n}AllowedOrigin`] = r.AllowedOrigin.join(',');
    out[`${n}AllowedMethod`] = r.AllowedMethod.join(',');
    if (r.AllowedHeader?.length) out[`${n}AllowedHeader`] = r.AllowedHeader.join(',');
    if (r.ExposeHeader?.length) out[`${n}ExposeHeader`] = r.ExposeHeader.join(',');
    if (r.MaxAgeSeconds !== undefined) out[`${n}MaxAgeSeconds`] = String(r.MaxAgeSeconds);
  });
  return out;
}
