// The OpenAPI gateway: RPC calls at `/`, routed by Version + Action, and ROA calls (REST paths with JSON bodies)
// routed by method + path (gateway/roa.ts), authenticated with the account's
// AccessKeys, answered in the cloud's JSON. Calls from a known account are recorded in its ActionTrail, failed
// signature checks included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Product } from '../action.js';
import type { Cloud } from '../cloud.js';
import { ApiError, errorBody, missingParameter, notFound } from '../errors.js';
import { clientIp, parsePairs, readBody, sendJson } from '../http.js';
import { invoke, rwOf } from '../invoke.js';
import { servingVersion } from '../serving.js';
import { recordEvent } from '../trail.js';
import { matchRoa, pathNotFound, roaBody } from './roa.js';
import { denial, forbidden, keyError } from './authorize.js';
import { readCredentials, type SignedRequest } from './signature.js';

const SKEW_MS = 15 * 60 * 1000;

/** Nonces seen in the last 15 minutes, per AccessKey: a replayed request is refused. */
export class NonceCache {
  private readonly seen = new Map<string, number>();

  use(key: string, now: number): boolean {
    if (this.seen.size > 50_000) for (const [k, exp] of this.seen) if (exp < now) this.seen.delete(k);
    const expiry = this.seen.get(key);
    if (expiry !== undefined && expiry >= now) return false;
    this.seen.set(key, now + SKEW_MS);
    return true;
  }
}

/** The request's time (V2 `Timestamp`, V3 `x-acs-date`) must be within 15 minutes of the server's. */
export function checkTimestamp(value: string, now: number): void {
  const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new ApiError('InvalidTimeStamp.Format', `Specified time stamp or date value "${value}" is not well formatted.`, 400);
  if (Math.abs(ms - now) > SKEW_MS) throw new ApiError('InvalidTimeStamp.Expired', `Specified time stamp or date value "${value}" is expired: it must be within 15 minutes of the server time.`, 400);
}

export async function handleGateway(cloud: Cloud, products: readonly Product[], nonces: NonceCache, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  // The raw request line, not the parsed URL: the signature covers the path and query exactly as sent.
  const [rawPath, ...rawQuery] = (req.url ?? '/').split('?');
  const query = parsePairs(rawQuery.join('?'));
  const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const params: Record<string, string> = Object.fromEntries([...query, ...(isForm ? parsePairs(body.toString('utf8')) : [])]);
  const header = (name: string) => req.headers[name] as string | undefined;
  const roa = rawPath !== '/' ? matchRoa(products, req.method ?? 'GET', rawPath) : undefined;
  const action = roa ? roa.action : (header('x-acs-action') ?? params.Action);
  const version = roa ? roa.product.version : (header('x-acs-version') ?? params.Version);
  const product: Product | undefined = roa ? roa.product : version ? servingVersion(products, version) : undefined;
  // A ROA action's parameters: the query, the path parameters and the JSON body (read once the caller is known).
  let callParams: Record<string, string> = params;
  const hostId = product?.endpoint ?? (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const send = (status: number, payload: Record<string, unknown>, requestId = String(payload.RequestId)) =>
    sendJson(res, status, payload, { 'x-acs-request-id': requestId });
  const fail = (err: ApiError, requestId = cloud.rng('requests').uuid()) =>
    send(err.status, errorBody(err, requestId, hostId, product?.service, Boolean(product?.roa)), requestId);

  const signed: SignedRequest = { method: req.method ?? 'GET', path: rawPath, query, headers: req.headers, body, params };
  let credentials;
  try {
    credentials = readCredentials(signed);
  } catch (err) {
    if (err instanceof ApiError) return fail(err);
    throw err;
  }
  const found = cloud.byAccessKey(credentials.accessKeyId);
  if (!found) return fail(notFound('InvalidAccessKeyId.NotFound', 'Specified access key is not found.'));

  const caller = {
    accountId: found.tenant.accountId,
    accessKeyId: credentials.accessKeyId,
    source: 'api' as const,
    sourceIp: clientIp(req),
    userAgent: header('user-agent') ?? '',
    user: found.user,
  };
  const now = Date.now();
  try {
    const refused = keyError(found, credentials.securityToken, now);
    if (refused) throw refused;
    const mismatch = credentials.mismatch(found.accessKeySecret);
    if (mismatch) {
      throw new ApiError('SignatureDoesNotMatch', `Specified signature does not match our calculation. server string to sign is:${mismatch}`, 400);
    }
    checkTimestamp(credentials.timestamp, now);
    if (!nonces.use(`${credentials.accessKeyId}:${credentials.nonce}`, now)) {
      throw new ApiError('SignatureNonceUsed', `Specified signature nonce "${credentials.nonce}" was used already.`, 400);
    }
    if (roa) {
      if (!roa.action) throw pathNotFound(signed.method, rawPath);
      callParams = { ...params, ...roa.pathParams, ...roaBody(body) };
    }
    if (!version) throw missingParameter('Version');
    if (!action) throw missingParameter('Action');
    if (!product) throw new ApiError('InvalidVersion', `Specified parameter Version "${version}" is not valid: no product serves it here.`, 400);
    const why = product.actions[action]?.anyCaller ? undefined : denial(cloud, found, product.service, action);
    if (why) throw forbidden(product.service, why);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const requestId = cloud.rng('requests').uuid();
    if (product && action) {
      recordEvent(cloud, {
        ...caller, tenant: found.tenant, product, action, rw: rwOf(product, action), params: callParams, requestId, now,
        error: { code: err.code, message: err.message },
      });
    }
    return fail(err, requestId);
  }
  const outcome = await invoke(cloud, caller, product, action, callParams);
  send(outcome.status, outcome.body, outcome.requestId);
}
