// The part of ali-oss (6.23.0, no bundled types) that the OSS conformance test and the provisioning client use.
declare module 'ali-oss' {
  interface OssOptions {
    accessKeyId: string;
    accessKeySecret: string;
    /** An STS credential's security token (sent as x-oss-security-token). */
    stsToken?: string;
    endpoint?: string;
    region?: string;
    bucket?: string;
    secure?: boolean;
    sldEnable?: boolean;
    cname?: boolean;
    timeout?: number | string;
  }
  interface OssResponse {
    res: { status: number; headers: Record<string, string> };
  }
  class OSS {
    constructor(options: OssOptions);
    useBucket(name: string): void;
    putBucket(name: string, options?: { acl?: string; StorageClass?: string; dataRedundancyType?: string }): Promise<OssResponse & { bucket: string }>;
    listBuckets(query?: Record<string, unknown> | null): Promise<OssResponse & { buckets: Array<{ name: string; region: string; storageClass: string; creationDate: string }> }>;
    getBucketInfo(name: string): Promise<OssResponse & { bucket: Record<string, any> }>;
    deleteBucket(name: string): Promise<OssResponse>;
    putBucketACL(name: string, acl: string): Promise<OssResponse>;
    getBucketACL(name: string): Promise<OssResponse & { acl: string }>;
    putBucketVersioning(name: string, status: string): Promise<OssResponse>;
    getBucketVersioning(name: string): Promise<OssResponse & { versionStatus?: string }>;
    putBucketLifecycle(name: string, rules: Array<Record<string, unknown>>): Promise<OssResponse>;
    getBucketLifecycle(name: string): Promise<OssResponse & { rules: Array<Record<string, any>> }>;
    deleteBucketLifecycle(name: string): Promise<OssResponse>;
    putBucketTags(name: string, tag: Record<string, string>): Promise<OssResponse>;
    getBucketTags(name: string): Promise<OssResponse & { tag: Record<string, string> }>;
    put(name: string, file: Buffer | string, options?: Record<string, unknown>): Promise<OssResponse & { name: string }>;
    get(name: string): Promise<OssResponse & { content: Buffer }>;
    head(name: string): Promise<OssResponse & { status: number; meta: unknown }>;
    delete(name: string): Promise<OssResponse>;
    list(query: Record<string, unknown> | null, options?: Record<string, unknown>): Promise<OssResponse & { objects?: Array<{ name: string; size: number }>; isTruncated: boolean; nextMarker: string | null }>;
  }
  export default OSS;
}
