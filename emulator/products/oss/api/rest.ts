// The OSS REST/XML API on the emulator's port, path-style: `/<bucket>/<object>`, the way OSS SDKs address an
// endpoint given as an IP address or with path-style addressing on (ali-oss: `sldEnable: true`). A request is an
// OSS request when it carries an OSS signature (an `Authorization: OSS …` header, `x-oss-date`, or the
// `OSSAccessKeyId`/`Signature` query of a signed URL); anonymous requests use the explicit prefix `/__oss/<bucket>/…`.
// Requests are checked with the OSS V1 signature (HMAC-SHA1), mapped onto the actions of products/oss/index.ts through
// invoke() (so they land in ActionTrail), and answered in OSS's XML with its headers and status codes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cloud } from '../../../cloud.js';
import { ApiError } from '../../../errors.js';
import { clientIp, parsePairs, readBody } from '../../../http.js';
import { invoke, rwOf, type Caller } from '../../../invoke.js';
import type { Product } from '../../../action.js';
import { restConfigRoute } from './config.js';
import { ossOf, ownerOf, stashBody, takeBody } from './state.js';
import { recordEvent } from '../../../trail.js';
import { denial, keyError } from '../../../gateway/authorize.js';

export const OSS_PREFIX = '/__oss';
const SKEW_MS = 15 * 60 * 1000;

/** Sub-resources that are part of the V1 CanonicalizedResource. */
const SUBRESOURCES = new Set([
  'acl', 'uploads', 'location', 'cors', 'logging', 'website', 'referer', 'lifecycle', 'delete', 'append', 'tagging',
  'objectMeta', 'uploadId', 'partNumber', 'security-token', 'position', 'img', 'style', 'styleName', 'replication',
  'replicationProgress', 'replicationLocation', 'cname', 'bucketInfo', 'comp', 'qos', 'live', 'status', 'vod',
  'startTime', 'endTime', 'symlink', 'x-oss-process', 'response-content-type', 'response-content-language',
  'response-expires', 'response-cache-control', 'response-content-disposition', 'response-content-encoding', 'udf',
  'udfName', 'udfImage', 'udfId', 'udfImageDesc', 'udfApplication', 'udfApplicationLog', 'restore', 'callback',
  'callback-var', 'policy', 'stat', 'encryption', 'versions', 'versioning', 'versionId', 'worm', 'wormId',
  'wormExtend', 'inventory', 'continuation-token', 'requestPayment', 'transferAcceleration', 'accessPoint',
]);

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/** True for requests the OSS front end answers. */
export function isOssRequest(req: IncomingMessage, url: URL): boolean {
  if (url.pathname === OSS_PREFIX || url.pathname.startsWith(`${OSS_PREFIX}/`)) return true;
  const auth = header(req, 'authorization') ?? '';
  if (auth.startsWith('OSS ') || auth.startsWith('OSS4-HMAC-SHA256')) return true;
  return Boolean(header(req, 'x-oss-date') || url.searchParams.has('OSSAccessKeyId') || url.searchParams.has('x-oss-signature-version'));
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** `{A: {B: [1, 2]}}` → `<A><B>1</B><B>2</B></A>`: arrays repeat their element, undefined is left out. */
export function toXml(name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => toXml(name, v)).join('');
  if (typeof value === 'object') return `<${name}>${Object.entries(value).map(([k, v]) => toXml(k, v)).join('')}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

const unescapeXml = (s: string) => s.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!);
const blocks = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);
const text = (xml: string, tag: string) => {
  const found = blocks(xml, tag)[0];
  return found === undefined ? undefined : unescapeXml(found.trim());
};

const malformedXml = () => new ApiError('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.', 400);

interface Route {
  action: string;
  params: Record<string, string>;
}

/** Which action a request is, and its parameters. */
function route(method: string, bucket: string, object: string, query: Map<string, string>, req: IncomingMessage, body: Buffer): Route {
  const p: Record<string, string> = {};
  if (bucket) p.BucketName = bucket;
  if (object) p.ObjectName = object;
  for (const k of ['prefix', 'marker', 'max-keys', 'delimiter']) if (query.has(k)) p[k] = query.get(k)!;
  const acl = header(req, 'x-oss-acl');
  const xml = body.toString('utf8');
  const is = (sub: string) => query.has(sub);
  // Retention policies (WORM): POST ?worm starts one, POST ?wormId=… locks it, POST ?wormExtend&wormId=… extends it.
  if (bucket && !object && (is('worm') || is('wormId'))) {
    const days = text(xml, 'RetentionPeriodInDays');
    const id = query.get('wormId');
    const withDays: Record<string, string> = days !== undefined ? { RetentionPeriodInDays: days } : {};
    if (method === 'GET' && is('worm')) return { action: 'GetBucketWorm', params: p };
    if (method === 'DELETE' && is('worm')) return { action: 'AbortBucketWorm', params: p };
    if (method === 'POST' && is('worm')) return { action: 'InitiateBucketWorm', params: { ...p, ...withDays } };
    if (method === 'POST' && is('wormExtend')) return { action: 'ExtendBucketWorm', params: { ...p, WormId: id ?? '', ...withDays } };
    if (method === 'POST') return { action: 'CompleteBucketWorm', params: { ...p, WormId: id ?? '' } };
  }
  const config = bucket ? restConfigRoute(method, object, is, xml, (name) => header(req, name), blocks, text) : undefined;
  if (config) return { action: config.action, params: { ...p, ...config.params } };
  if (!bucket) {
    if (method === 'GET') return { action: 'ListBuckets', params: p };
  } else if (!object) {
    if (method === 'PUT' && is('acl')) return { action: 'PutBucketAcl', params: { ...p, ...(acl !== undefined ? { acl } : {}) } };
    if (method === 'PUT' && is('versioning')) {
      const status = text(xml, 'Status');
      if (!xml.includes('<VersioningConfiguration')) throw malformedXml();
      return { action: 'PutBucketVersioning', params: { ...p, ...(status !== undefined ? { Status: status } : {}) } };
    }
    if (method === 'PUT' && is('lifecycle')) {
      if (!xml.includes('<LifecycleConfiguration')) throw malformedXml();
      blocks(xml, 'Rule').forEach((rule, i) => {
        const n = `Rules.${i + 1}.`;
        for (const f of ['ID', 'Prefix', 'Status']) {
          const v = text(rule, f);
          if (v !== undefined) p[n + f] = v;
        }
        const days = text(blocks(rule, 'Expiration')[0] ?? '', 'Days');
        if (days !== undefined) p[`${n}Expiration.Days`] = days;
      });
      return { action: 'PutBucketLifecycle', params: p };
    }
    if (method === 'PUT') {
      const storage = text(xml, 'StorageClass');
      const redundancy = text(xml, 'DataRedundancyType');
      return {
        action: 'PutBucket',
        params: { ...p, ...(acl !== undefined ? { acl } : {}), ...(storage ? { StorageClass: storage } : {}), ...(redundancy ? { DataRedundancyType: redundancy } : {}) },
      };
    }
    if (method === 'GET' && is('acl')) return { action: 'GetBucketAcl', params: p };
    if (method === 'GET' && is('versioning')) return { action: 'GetBucketVersioning', params: p };
    if (method === 'GET' && is('lifecycle')) return { action: 'GetBucketLifecycle', params: p };
    if (method === 'GET' && is('bucketInfo')) return { action: 'GetBucketInfo', params: p };
    if (method === 'GET') return { action: 'ListObjects', params: p };
    if (method === 'DELETE' && is('lifecycle')) return { action: 'DeleteBucketLifecycle', params: p };
    if (method === 'DELETE') return { action: 'DeleteBucket', params: p };
  } else {
    if (method === 'PUT') {
      const storage = header(req, 'x-oss-storage-class');
      return {
        action: 'PutObject',
        params: { ...p, BodyRef: stashBody(body), ContentType: header(req, 'content-type') ?? '', ...(storage ? { StorageClass: storage } : {}) },
      };
    }
    if (method === 'GET') return { action: 'GetObject', params: p };
    if (method === 'HEAD') return { action: 'HeadObject', params: p };
    if (method === 'DELETE') return { action: 'DeleteObject', params: p };
  }
  throw new ApiError('NotImplemented', `The emulator does not serve ${method} on this OSS resource.`, 501);
}

/** The V1 string to sign: VERB, Content-MD5, Content-Type, Date, the x-oss-* headers, the resource. */
function stringToSign(req: IncomingMessage, method: string, resource: string, date: string): string {
  const ossHeaders = Object.keys(req.headers)
    .filter((k) => k.startsWith('x-oss-'))
    .sort()
    .map((k) => `${k}:${(header(req, k) ?? '').trim()}\n`)
    .join('');
  return [method, header(req, 'content-md5') ?? '', header(req, 'content-type') ?? '', date, ossHeaders + resource].join('\n');
}

const sign = (secret: string, text: string) => createHmac('sha1', secret).update(text, 'utf8').digest('base64');
const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

interface Signed {
  accessKeyId: string;
  /** Undefined when the signature holds, else the string the server signed. */
  mismatch(secret: string): string | undefined;
  date: string;
  expires?: number;
  /** A signed URL's STS token (`security-token`); headers carry it as x-oss-security-token. */
  securityToken?: string;
}

/** Who signed the request (V1 header or signed URL); undefined for an anonymous request. */
function readSignature(req: IncomingMessage, method: string, resource: string, query: Map<string, string>): Signed | undefined {
  const auth = header(req, 'authorization');
  if (auth?.startsWith('OSS4-HMAC-SHA256')) {
    throw new ApiError('InvalidArgument', 'Signature version 4 (OSS4-HMAC-SHA256) is not supported by this emulator: sign requests with the V1 signature (Authorization: OSS AccessKeyId:Signature).', 400);
  }
  if (auth) {
    const m = /^OSS ([^:]+):(.+)$/.exec(auth.trim());
    if (!m) throw new ApiError('InvalidArgument', 'Authorization header is invalid.', 400);
    const [, accessKeyId, signature] = m;
    // ali-oss signs the x-oss-date value in the Date position; other clients sign the Date header.
    const dates = [header(req, 'date'), header(req, 'x-oss-date')].filter((d): d is string => Boolean(d));
    return {
      accessKeyId,
      date: dates[0] ?? '',
      mismatch(secret) {
        const candidates = (dates.length ? dates : ['']).map((d) => stringToSign(req, method, resource, d));
        return candidates.some((c) => same(sign(secret, c), signature)) ? undefined : candidates[0];
      },
    };
  }
  const accessKeyId = query.get('OSSAccessKeyId');
  if (accessKeyId) {
    const expires = query.get('Expires') ?? '';
    const signature = query.get('Signature') ?? '';
    return {
      accessKeyId,
      date: '',
      expires: Number(expires) * 1000,
      securityToken: query.get('security-token'),
      mismatch(secret) {
        const c = stringToSign(req, method, resource, expires);
        return same(sign(secret, c), signature) ? undefined : c;
      },
    };
  }
  return undefined;
}

/** Anonymous requests are allowed by the bucket's ACL: reads by public-read, writes too by public-read-write. */
function anonymousAllowed(acl: string, action: string): boolean {
  const reads = ['GetObject', 'HeadObject', 'ListObjects'];
  const writes = ['PutObject', 'DeleteObject'];
  if (acl === 'public-read-write') return reads.includes(action) || writes.includes(action);
  return acl === 'public-read' && reads.includes(action);
}

const httpDate = (iso: string) => new Date(iso).toUTCString();

/** OSS's own codes for a key it refuses before the signature (RPC products say InvalidAccessKeyId.Inactive and so on). */
function ossKeyError(err: ApiError): ApiError {
  if (err.code === 'InvalidAccessKeyId.Inactive') return new ApiError('InvalidAccessKeyId', 'The OSS Access Key Id you provided is disabled.', 403);
  if (err.code === 'InvalidSecurityToken.Expired') return new ApiError('SecurityTokenExpired', 'The security token you provided has expired.', 403);
  return new ApiError('InvalidSecurityToken', `The security token you provided is invalid: ${err.message}`, 403);
}

/** The product's front end: answers one OSS request (`product` is OSS as the server serves it). */
export async function handleOss(cloud: Cloud, product: Product, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const method = (req.method ?? 'GET').toUpperCase();
  const [rawPathWithPrefix, ...rawQuery] = (req.url ?? '/').split('?');
  const rawPath = rawPathWithPrefix.startsWith(OSS_PREFIX) ? rawPathWithPrefix.slice(OSS_PREFIX.length) || '/' : rawPathWithPrefix;
  const pairs = parsePairs(rawQuery.join('?'));
  const query = new Map(pairs);
  const path = (() => {
    try {
      return decodeURIComponent(rawPath);
    } catch {
      return rawPath;
    }
  })();
  const slash = path.indexOf('/', 1);
  const bucket = slash < 0 ? path.slice(1) : path.slice(1, slash);
  const object = slash < 0 ? '' : path.slice(slash + 1);
  const subresources = pairs
    .filter(([k]) => SUBRESOURCES.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => (v ? `${k}=${v}` : k));
  const resource = (bucket ? `/${bucket}/${object}` : '/') + (subresources.length ? `?${subresources.join('&')}` : '');
  const hostId = bucket ? `${bucket}.${product.endpoint}` : product.endpoint;

  const send = (status: number, headers: Record<string, string>, payload?: string | Buffer) => {
    const data = payload === undefined ? Buffer.alloc(0) : Buffer.from(payload);
    const all: Record<string, string> = { server: 'AliyunOSS', date: new Date().toUTCString(), ...headers };
    if (typeof payload === 'string') all['content-type'] = 'application/xml';
    if (!('content-length' in all)) all['content-length'] = String(data.length);
    res.writeHead(status, all);
    res.end(method === 'HEAD' ? undefined : data);
  };
  const fail = (code: string, message: string, status: number, requestId: string, extra: Record<string, string> = {}) =>
    send(status, { 'x-oss-request-id': requestId, 'x-oss-ec': '0000-00000000' }, `<?xml version="1.0" encoding="UTF-8"?>\n${toXml('Error', {
      Code: code, Message: message, RequestId: requestId, HostId: hostId, ...(code === 'NoSuchBucket' && bucket ? { BucketName: bucket } : {}), ...extra,
    })}`);

  let routed: Route;
  let signed: Signed | undefined;
  try {
    routed = route(method, bucket, object, query, req, body);
    signed = readSignature(req, method, resource, query);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return fail(err.code, err.message, err.status, cloud.rng('requests').uuid());
  }
  try {
    await answer(cloud, product, req, routed, signed, send, fail, bucket);
  } finally {
    takeBody(routed.params.BodyRef);
  }
}

type Send = (status: number, headers: Record<string, string>, payload?: string | Buffer) => void;
type Fail = (code: string, message: string, status: number, requestId: string, extra?: Record<string, string>) => void;

async function answer(cloud: Cloud, product: Product, req: IncomingMessage, routed: Route, signed: Signed | undefined, send: Send, fail: Fail, bucket: string) {
  const { action } = routed;
  const base = { sourceIp: clientIp(req), userAgent: header(req, 'user-agent') ?? '', source: 'api' as const };
  let caller: Caller;
  if (signed) {
    const found = cloud.byAccessKey(signed.accessKeyId);
    if (!found) return fail('InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.', 403, cloud.rng('requests').uuid(), { OSSAccessKeyId: signed.accessKeyId });
    caller = { ...base, accountId: found.tenant.accountId, accessKeyId: signed.accessKeyId, user: found.user };
    const now = Date.now();
    let error: ApiError | undefined;
    const refused = keyError(found, header(req, 'x-oss-security-token') ?? signed.securityToken, now);
    const mismatch = refused ? undefined : signed.mismatch(found.accessKeySecret);
    const holder = bucket ? ownerOf(cloud, bucket) : undefined;
    const why = denial(cloud, found, 'Oss', action);
    if (refused) error = ossKeyError(refused);
    else if (mismatch !== undefined) error = new ApiError('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', 403);
    // Another account's bucket: creating it is BucketAlreadyExists (the handler says so); anything else is denied.
    else if (holder && holder !== found.tenant && action !== 'PutBucket' && !anonymousAllowed(ossOf(holder).buckets[bucket].Acl, action)) {
      error = new ApiError('AccessDenied', 'You have no right to access this bucket.', 403);
    }
    else if (signed.expires !== undefined && (Number.isNaN(signed.expires) || signed.expires < now)) error = new ApiError('AccessDenied', 'Request has expired.', 403);
    else if (signed.date && Math.abs(Date.parse(signed.date) - now) > SKEW_MS) error = new ApiError('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', 403);
    else if (why) error = new ApiError('AccessDenied', `You are not authorized to do this action: ${why}`, 403);
    if (error) {
      const requestId = cloud.rng('requests').uuid();
      recordEvent(cloud, {
        ...caller, tenant: found.tenant, product, action, rw: rwOf(product, action), params: { ...routed.params, RegionId: regionFor(cloud, req, bucket) }, requestId, now,
        error: { code: error.code, message: error.message },
      });
      const extra: Record<string, string> = mismatch !== undefined ? { OSSAccessKeyId: signed.accessKeyId, StringToSign: mismatch } : {};
      return fail(error.code, error.message, error.status, requestId, extra);
    }
  } else {
    const owner = bucket ? ownerOf(cloud, bucket) : undefined;
    const acl = owner ? ossOf(owner).buckets[bucket].Acl : '';
    if (!owner || !anonymousAllowed(acl, action)) {
      const requestId = cloud.rng('requests').uuid();
      if (!owner && bucket) return fail('NoSuchBucket', 'The specified bucket does not exist.', 404, requestId);
      return fail('AccessDenied', 'You have no right to access this object because of bucket acl.', 403, requestId);
    }
    caller = { ...base, accountId: owner.accountId, accessKeyId: '' };
  }
  const params = { ...routed.params, RegionId: regionFor(cloud, req, bucket) };
  const outcome = await invoke(cloud, caller, product, action, params);
  const { RequestId, ...result } = outcome.body as Record<string, unknown> & { RequestId: string };
  if (outcome.status !== 200) return fail(String(result.Code), String(result.Message), outcome.status, RequestId);
  const headers: Record<string, string> = { 'x-oss-request-id': RequestId };
  switch (action) {
    case 'PutBucket':
      return send(200, { ...headers, location: String(result.Location) });
    case 'PutObject':
      return send(200, { ...headers, etag: String(result.ETag), ...(result.VersionId ? { 'x-oss-version-id': String(result.VersionId) } : {}) });
    case 'GetObject':
    case 'HeadObject': {
      const data = action === 'GetObject' ? Buffer.from(String(result.Content), 'base64') : undefined;
      return send(200, {
        ...headers, 'content-type': String(result.ContentType), 'content-length': String(result.ContentLength), etag: String(result.ETag),
        'last-modified': httpDate(String(result.LastModified)), 'x-oss-object-type': 'Normal', 'x-oss-storage-class': String(result.StorageClass),
        ...(result.VersionId ? { 'x-oss-version-id': String(result.VersionId) } : {}),
      }, data);
    }
    case 'DeleteObject':
    case 'DeleteBucket':
    case 'DeleteBucketLifecycle':
    case 'DeleteBucketCors':
    case 'DeleteBucketWebsite':
    case 'DeleteBucketTags':
    case 'DeleteBucketPolicy':
    case 'AbortBucketWorm':
      return send(204, headers);
    case 'InitiateBucketWorm':
      return send(200, { ...headers, 'x-oss-worm-id': String(result.WormId) });
    case 'CompleteBucketWorm':
    case 'ExtendBucketWorm':
      return send(200, headers);
    case 'GetBucketPolicy':
      return send(200, { ...headers, 'content-type': 'application/json' }, String(result.Policy));
  }
  const [root, doc] = Object.entries(result)[0] ?? [];
  if (!root) return send(200, headers);
  send(200, headers, `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(root, doc)}`);
}

/** The region of the call: the bucket's, or for a new bucket the one the endpoint names (`oss-cn-shanghai…`). */
function regionFor(cloud: Cloud, req: IncomingMessage, bucket: string): string {
  const owner = bucket ? ownerOf(cloud, bucket) : undefined;
  if (owner) return ossOf(owner).buckets[bucket].Region;
  const m = /(?:^|\.)oss-([a-z0-9-]+?)(?:-internal)?\.aliyuncs\.com/.exec(header(req, 'host') ?? '');
  return m?.[1] ?? header(req, 'x-oss-region') ?? 'cn-hangzhou';
}
