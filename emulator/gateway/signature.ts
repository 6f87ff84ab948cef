// The two signature schemes of Alibaba Cloud RPC APIs, checked the way the cloud does:
// - ACS3-HMAC-SHA256 (V3): an Authorization header over a canonical request (method, path, sorted query, the
//   signed headers as received, including Host, and the SHA-256 of the body). `x-acs-date` and
//   `x-acs-signature-nonce` are required, and every `x-acs-*` header, `host` and `content-type` the request
//   carries must be signed, so that none can be changed after signing.
// - HMAC-SHA1 (V2): a Signature parameter over `METHOD&%2F&` + the sorted, percent-encoded parameters;
//   `Timestamp` and `SignatureNonce` are required.
// The gateway then checks the time window and that the nonce is new (gateway.ts).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, missingParameter } from '../errors.js';

export interface SignedRequest {
  method: string;
  /** The path as received, without the query. */
  path: string;
  query: Array<[string, string]>;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Query and form-body parameters together. */
  params: Record<string, string>;
}

export interface Credentials {
  scheme: 'ACS3-HMAC-SHA256' | 'HMAC-SHA1';
  accessKeyId: string;
  nonce: string;
  timestamp: string;
  /** An STS credential's token (`x-acs-security-token`, `SecurityToken`). */
  securityToken?: string;
  /** Undefined when the signature holds, else the string the server signed (the cloud reports it too). */
  mismatch(secret: string): string | undefined;
}

/** RFC 3986 encoding as the cloud's signers use it. */
export const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

const incomplete = (why: string) =>
  new ApiError('IncompleteSignature', `The request signature does not conform to Aliyun standards: ${why}`, 400);

/** Reads who signed the request and how; throws the cloud's error when it is unsigned or malformed. */
export function readCredentials(req: SignedRequest): Credentials {
  const authorization = header(req.headers, 'authorization');
  if (authorization) return acs3(req, authorization);
  if (req.params.Signature !== undefined) return v2(req);
  if (req.params.AccessKeyId) throw new ApiError('MissingSignature', 'Signature is mandatory for this action: sign the request (ACS3-HMAC-SHA256 or HMAC-SHA1).', 400);
  throw new ApiError(
    'MissingAccessKeyId',
    'AccessKeyId is mandatory for this action: sign the request with an AccessKey, either with an ACS3-HMAC-SHA256 ' +
      'Authorization header or with the HMAC-SHA1 AccessKeyId/Signature parameters.',
    400,
  );
}

function acs3(req: SignedRequest, authorization: string): Credentials {
  const [algorithm, rest = ''] = authorization.trim().split(/\s+(.*)/s);
  if (algorithm !== 'ACS3-HMAC-SHA256') throw incomplete(`the algorithm "${algorithm}" is not supported; use ACS3-HMAC-SHA256.`);
  const fields = Object.fromEntries(
    rest.split(',').map((f) => {
      const eq = f.indexOf('=');
      return [f.slice(0, eq).trim(), f.slice(eq + 1).trim()];
    }),
  );
  const { Credential: accessKeyId, SignedHeaders: signedHeaders, Signature: signature } = fields;
  if (!accessKeyId || !signedHeaders || !signature) {
    throw incomplete('the Authorization header needs Credential, SignedHeaders and Signature.');
  }
  const names = signedHeaders.split(';').map((n: string) => n.trim().toLowerCase());
  const unsigned = Object.keys(req.headers).filter((n) => (n === 'host' || n === 'content-type' || n.startsWith('x-acs-')) && !names.includes(n));
  if (unsigned.length) throw incomplete(`the headers ${unsigned.sort().join(', ')} are not in SignedHeaders; every x-acs-* header, host and content-type must be signed.`);
  const nonce = header(req.headers, 'x-acs-signature-nonce');
  const timestamp = header(req.headers, 'x-acs-date');
  if (!timestamp) throw missingParameter('x-acs-date');
  if (!nonce) throw missingParameter('x-acs-signature-nonce');
  const bodyHash = sha256Hex(req.body);
  const claimedHash = header(req.headers, 'x-acs-content-sha256');
  const query = [...req.query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  const canonical = [
    req.method,
    req.path,
    query,
    names.map((n: string) => `${n}:${(header(req.headers, n) ?? '').trim()}\n`).join(''),
    names.join(';'),
    claimedHash ?? bodyHash,
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`;
  return {
    scheme: 'ACS3-HMAC-SHA256',
    accessKeyId,
    nonce,
    timestamp,
    securityToken: header(req.headers, 'x-acs-security-token'),
    mismatch(secret) {
      if (claimedHash !== undefined && claimedHash !== bodyHash) return 'x-acs-content-sha256 is not the SHA-256 of the body';
      const expected = createHmac('sha256', secret).update(stringToSign).digest('hex');
      return same(expected, signature.toLowerCase()) ? undefined : stringToSign;
    },
  };
}

function v2(req: SignedRequest): Credentials {
  const { Signature: signature, AccessKeyId: accessKeyId, SignatureMethod: method } = req.params;
  if (!accessKeyId) throw new ApiError('MissingAccessKeyId', 'AccessKeyId is mandatory for this action.', 400);
  if (method && method !== 'HMAC-SHA1') throw incomplete(`SignatureMethod "${method}" is not supported; use HMAC-SHA1.`);
  const { Timestamp: timestamp, SignatureNonce: nonce } = req.params;
  if (!timestamp) throw missingParameter('Timestamp');
  if (!nonce) throw missingParameter('SignatureNonce');
  const canonical = Object.keys(req.params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${encode(k)}=${encode(req.params[k])}`)
    .join('&');
  const stringToSign = `${req.method}&${encode('/')}&${encode(canonical)}`;
  return {
    scheme: 'HMAC-SHA1',
    accessKeyId,
    nonce,
    timestamp,
    securityToken: req.params.SecurityToken,
    mismatch(secret) {
      const expected = createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
      return same(expected, signature) ? undefined : stringToSign;
    },
  };
}
