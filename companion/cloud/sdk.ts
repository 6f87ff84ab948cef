// SDK clients for one account and region, pointed at the real cloud or at the emulator, and one retried
// RPC caller that every resource type and the rewards go through.
import * as OpenApi from '@alicloud/openapi-client';
import * as TeaUtil from '@alicloud/tea-util';
import type OssModule from 'ali-oss';
import { withRetry, type RetryOptions } from './retry';

// A CommonJS default export arrives as the class in vitest but as `module.exports` (class under `.default`)
// in plain Node ESM and tsx; accept both.
function cjsDefault<T>(mod: T): T {
  return typeof mod === 'function' ? mod : (mod as { default: T }).default;
}
const OpenApiClientClass = cjsDefault(OpenApi.default);

export type OpenApiClient = InstanceType<typeof OpenApiClientClass>;
/** The official OSS client (ali-oss): REST/XML requests with the OSS V1 signature. */
export type OssClient = InstanceType<typeof OssModule>;

export type ServiceName = 'ram' | 'ecs' | 'vpc' | 'actiontrail' | 'alidns' | 'rds' | 'kms' | 'cms' | 'slb' | 'cdn' | 'sts' | 'ims';

/** API version of each service, as its RPC calls carry it. */
export const API_VERSIONS: Record<ServiceName, string> = {
  cms: '2019-01-01',
  ram: '2015-05-01',
  ecs: '2014-05-26',
  vpc: '2016-04-28',
  actiontrail: '2020-07-06',
  kms: '2016-01-20',
  rds: '2014-08-15',
  alidns: '2015-01-09',
  cdn: '2018-05-10',
  slb: '2014-05-15',
  /** Security Token Service: GetCallerIdentity says whose AccessKey signs the calls. */
  sts: '2015-04-01',
  /** Identity Management Service, RAM's identity providers for SSO (`CreateSAMLProvider`). */
  ims: '2019-08-15',
};

/** Services whose calls carry no RegionId: RAM's identities and IMS's identity providers are global, ActionTrail's trails name their own. */
const GLOBAL_CALLS = new Set<ServiceName>(['actiontrail', 'ram', 'ims']);

/** Services with one host per region (`ecs.cn-hangzhou.aliyuncs.com`); the others have one central host. CloudMonitor's is apart. */
const REGIONAL_HOSTS = new Set<ServiceName>(['ecs', 'vpc', 'actiontrail', 'kms']);

export interface CloudConfig {
  /**
   * `127.0.0.1:PORT` (the emulator: every service goes there), or a `*.aliyuncs.com` host / absent (the real
   * cloud: each service uses its regional endpoint).
   */
  endpoint?: string;
  /** Default `HTTPS`, or `HTTP` for a local emulator. */
  protocol?: 'HTTP' | 'HTTPS';
  accessKeyId: string;
  accessKeySecret: string;
  /** An STS credential's security token (with an `STS.…` AccessKey). */
  securityToken?: string;
  regionId: string;
  /** The account's numeric id when known: Function Compute names resources by ARNs that carry it. */
  accountId?: string;
  /** Retries of transient errors (throttling, 5xx, socket errors). */
  retry?: RetryOptions;
}

/** A flat or nested map of OpenAPI parameters; arrays and objects flatten to `Name.N.Field`. */
export type RpcParams = Record<string, unknown>;

export interface CloudClient {
  readonly regionId: string;
  /** The account's id, when the configuration gave one. */
  readonly accountId?: string;
  /** True when the endpoint is not Alibaba Cloud's (the emulator). */
  readonly local: boolean;
  /** Generic client for ActionTrail (no typed SDK is installed for it). */
  readonly actiontrail: OpenApiClient;
  /** Generic client for ApsaraDB RDS (2014-08-15), through its central endpoint. */
  readonly rds: OpenApiClient;
  /** Generic client for Alibaba Cloud DNS (Alidns 2015-01-09), a global service with one host. */
  readonly alidns: OpenApiClient;
  /**
   * Calls one RPC action with OpenAPI parameter names, retrying transient errors; failures throw a
   * `CloudApiError` with the cloud's code. `RegionId` is added for ECS and VPC unless given.
   */
  call<T = Record<string, unknown>>(service: ServiceName, action: string, params?: RpcParams): Promise<T>;
  /**
   * Calls one ROA action (REST path, JSON body) of a ROA product, e.g. Function Compute 2.0:
   * `roa('fc', 'CreateService', 'POST', '/2021-04-06/services', {serviceName})`. Errors (`{ErrorCode,
   * ErrorMessage}`) throw a `CloudApiError` with that code.
   */
  /**
   * Runs one OSS REST call (OSS is neither RPC nor ROA) with the official client, path-style on the emulator and
   * at `oss-<region>.aliyuncs.com` on the cloud: `oss('PutBucket', (c) => c.putBucket(name))`. Transient errors are
   * retried; OSS errors (`NoSuchBucket`, `BucketNotEmpty`…) throw a `CloudApiError` with their code.
   */
  oss<T>(action: string, run: (client: OssClient) => Promise<T>): Promise<T>;
  roa<T = Record<string, unknown>>(service: RoaServiceName, action: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string, body?: Record<string, unknown>, query?: Record<string, string>): Promise<T>;
}

/**
 * ROA products and their API versions: the version a call sends when its path names none. A path that starts with
 * one sends that one (`/2023-03-30/functions`: Function Compute 3.0 on the same host as 2.0's `/2021-04-06/services`).
 */
export type RoaServiceName = 'fc';
export const ROA_VERSIONS: Record<RoaServiceName, string> = { fc: '2021-04-06' };

/** An error answered by the cloud (or a transport failure), normalized from the SDKs' error shapes. */
export class CloudApiError extends Error {
  /** Attempts made before giving up (set by the retry loop). */
  attempts = 1;
  constructor(
    /** The cloud's error code (`Throttling.User`, `InvalidVpcId.NotFound`), or the socket error code. */
    readonly code: string,
    /** The cloud's own message, without the SDK's decoration. */
    readonly apiMessage: string,
    readonly status: number | undefined,
    readonly requestId: string | undefined,
    readonly service: string,
    readonly action: string,
  ) {
    const where = [status ? `HTTP ${status}` : '', requestId ? `request ${requestId}` : ''].filter(Boolean);
    super(`${service} ${action} failed: ${code}: ${apiMessage}${where.length ? ` (${where.join(', ')})` : ''}`);
    this.name = 'CloudApiError';
  }
}

const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ECONNABORTED', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Throttling, service unavailable, 5xx and socket errors: worth another attempt. */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof CloudApiError)) return false;
  return (
    /^Throttling/.test(err.code) ||
    err.code === 'ServiceUnavailable' ||
    (err.status !== undefined && err.status >= 500) ||
    SOCKET_CODES.has(err.code) ||
    /Timeout/.test(err.code)
  );
}

/** Turns whatever an SDK threw into a `CloudApiError` (kept as is if it already is one). */
export function toCloudApiError(err: unknown, service: string, action: string): CloudApiError {
  if (err instanceof CloudApiError) return err;
  const e = (err ?? {}) as {
    code?: unknown; name?: string; message?: string; statusCode?: number; requestId?: string;
    data?: { Message?: string; message?: string; RequestId?: string; statusCode?: number };
  };
  const data = e.data ?? {};
  const status = e.statusCode ?? data.statusCode;
  const code = typeof e.code === 'string' && e.code && e.code !== 'undefined' ? e.code : (e.name ?? 'UnknownError');
  const message = data.Message ?? data.message ?? e.message ?? String(err);
  const requestId = data.RequestId ?? (e.requestId && e.requestId !== 'undefined' ? e.requestId : undefined);
  const wrapped = new CloudApiError(code, message, status, requestId, service, action);
  wrapped.cause = err;
  return wrapped;
}

/** Flattens parameters the way the SDKs do and stringifies every value (`Tag.1.Key`, `true`, `50`). */
export function flattenParams(params: RpcParams): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, key: string) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}.${i + 1}`));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    else out[key] = String(value);
  };
  walk(params, '');
  return out;
}

/** True for Alibaba Cloud's own hosts; anything else is treated as an emulator serving every product. */
export const isCloudEndpoint = (endpoint: string | undefined) => !endpoint || /(^|\.)aliyuncs\.com$/.test(endpoint);

export function createCloudClient(config: CloudConfig): CloudClient {
  if (!config.accessKeyId || !config.accessKeySecret) {
    throw new Error('createCloudClient needs an AccessKey: accessKeyId and accessKeySecret must both be set.');
  }
  if (!config.regionId) throw new Error('createCloudClient needs a regionId, e.g. cn-hangzhou.');
  const local = !isCloudEndpoint(config.endpoint);
  const base = {
    accessKeyId: config.accessKeyId,
    accessKeySecret: config.accessKeySecret,
    ...(config.securityToken ? { securityToken: config.securityToken } : {}),
    regionId: config.regionId,
    protocol: config.protocol ?? (local ? 'HTTP' : 'HTTPS'),
    readTimeout: 30_000,
    connectTimeout: 10_000,
  };
  // Every service goes through the generic client with its endpoint: the product SDKs (@alicloud/ecs20140526,
  // vpc20160428) are not loaded, since only their callApi was used and importing them took seconds. ECS and VPC
  // serve every region at `<service>.<region>.aliyuncs.com`; ActionTrail and KMS have one host per region.
  const endpointFor = (service: ServiceName) =>
    local ? config.endpoint : REGIONAL_HOSTS.has(service) ? `${service}.${config.regionId}.aliyuncs.com` : `${service}.aliyuncs.com`;
  const openApiConfig = (service: ServiceName) => new OpenApi.Config({ ...base, endpoint: endpointFor(service) });
  const ecs = new OpenApiClientClass(openApiConfig('ecs'));
  const vpc = new OpenApiClientClass(openApiConfig('vpc'));
  const actiontrail = new OpenApiClientClass(openApiConfig('actiontrail'));
  const kms = new OpenApiClientClass(openApiConfig('kms'));
  const ram = new OpenApiClientClass(openApiConfig('ram'));
  const rds = new OpenApiClientClass(openApiConfig('rds'));
  const alidns = new OpenApiClientClass(openApiConfig('alidns'));
  const cdn = new OpenApiClientClass(openApiConfig('cdn'));
  const slb = new OpenApiClientClass(openApiConfig('slb'));
  const sts = new OpenApiClientClass(openApiConfig('sts'));
  const ims = new OpenApiClientClass(openApiConfig('ims'));
  // CloudMonitor has one host per region (metrics.<region>.aliyuncs.com).
  const cms = new OpenApiClientClass(new OpenApi.Config({ ...base, endpoint: local ? config.endpoint : `metrics.${config.regionId}.aliyuncs.com` }));
  const clients: Record<ServiceName, RpcCapable> = { ram, ecs, vpc, actiontrail, alidns, rds, kms, cms, slb, cdn, sts, ims };

  // Function Compute's real host carries the account id (`<account>.<region>.fc.aliyuncs.com`); the emulator has one.
  const roaClients: Record<RoaServiceName, RpcCapable> = {
    fc: new OpenApiClientClass(new OpenApi.Config({ ...base, endpoint: local ? config.endpoint : `${config.regionId}.fc.aliyuncs.com` })),
  };

  async function roa<T>(service: RoaServiceName, action: string, method: string, pathname: string, body?: Record<string, unknown>, query?: Record<string, string>): Promise<T> {
    const params = new OpenApi.Params({
      action, version: /^\/(\d{4}-\d{2}-\d{2})\//.exec(pathname)?.[1] ?? ROA_VERSIONS[service], protocol: base.protocol, pathname, method, authType: 'AK', style: 'ROA', reqBodyType: 'json', bodyType: 'json',
    });
    return withRetry(
      async () => {
        try {
          const res = await roaClients[service].callApi(params, new OpenApi.OpenApiRequest({ body, query }), new TeaUtil.RuntimeOptions({}));
          return (res.body ?? {}) as T;
        } catch (err) {
          const data = (err as { data?: { ErrorCode?: string; ErrorMessage?: string; statusCode?: number } }).data;
          if (data?.ErrorCode) throw new CloudApiError(data.ErrorCode, data.ErrorMessage ?? '', data.statusCode, undefined, service.toUpperCase(), action);
          throw toCloudApiError(err, service.toUpperCase(), action);
        }
      },
      isTransient,
      config.retry,
    );
  }

  // ali-oss is loaded on the first OSS call: most runs make none, and importing it takes a while.
  let ossClient: Promise<OssClient> | undefined;
  const ossClientNow = async (): Promise<OssClient> => new (cjsDefault((await import('ali-oss')).default))({
    accessKeyId: config.accessKeyId,
    accessKeySecret: config.accessKeySecret,
    ...(config.securityToken ? { stsToken: config.securityToken } : {}),
    ...(local
      ? { endpoint: `${base.protocol === 'HTTPS' ? 'https' : 'http'}://${config.endpoint}`, sldEnable: true, secure: base.protocol === 'HTTPS' }
      : { region: `oss-${config.regionId}`, secure: true }),
  });

  async function oss<T>(action: string, run: (client: OssClient) => Promise<T>): Promise<T> {
    return withRetry(
      async () => {
        try {
          return await run(await (ossClient ??= ossClientNow()));
        } catch (err) {
          const e = err as { code?: string; status?: number; requestId?: string; message?: string };
          if (e.code && typeof e.status === 'number' && e.status > 0) throw new CloudApiError(e.code, e.message ?? '', e.status, e.requestId, 'Oss', action);
          throw toCloudApiError(err, 'Oss', action);
        }
      },
      isTransient,
      config.retry,
    );
  }

  async function call<T>(service: ServiceName, action: string, params: RpcParams = {}): Promise<T> {
    const query = flattenParams(GLOBAL_CALLS.has(service) ? params : { RegionId: config.regionId, ...params });
    const rpc = new OpenApi.Params({
      action,
      version: API_VERSIONS[service],
      protocol: base.protocol,
      pathname: '/',
      method: 'POST',
      authType: 'AK',
      style: 'RPC',
      reqBodyType: 'formData',
      bodyType: 'json',
    });
    return withRetry(
      async () => {
        try {
          const res = await clients[service].callApi(rpc, new OpenApi.OpenApiRequest({ query }), new TeaUtil.RuntimeOptions({}));
          return (res.body ?? {}) as T;
        } catch (err) {
          throw toCloudApiError(err, serviceLabel(service), action);
        }
      },
      isTransient,
      config.retry,
    );
  }

  return { regionId: config.regionId, accountId: config.accountId, local, actiontrail, call, roa, oss, alidns, rds };
}

const serviceLabel = (service: ServiceName) => (({ ram: 'Ram', ecs: 'Ecs', vpc: 'Vpc', actiontrail: 'ActionTrail', alidns: 'Alidns', rds: 'Rds', kms: 'Kms', cms: 'Cms', slb: 'Slb', cdn: 'Cdn', sts: 'Sts', ims: 'Ims' }) satisfies Record<ServiceName, string>)[service];

// Both SDK generations expose `callApi(params, request, runtime)`; their parameter classes differ only in type.
interface RpcCapable {
  callApi(params: object, request: object, runtime: object): Promise<{ body?: unknown }>;
}
