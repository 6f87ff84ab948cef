// The gateway refuses what the cloud refuses: unsigned times and nonces, stale or replayed requests, V3 headers
// left out of the signature, and swapped headers; checked with hand-signed requests (the SDKs never send these)
// and with the official SDK clients (which must keep working).
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, type Account } from '../testing.js';
import { encode } from './signature.js';

let em: RunningEmulator;
let account: Account;

beforeAll(async () => {
  em = await startEmulator({ seed: 'strict' });
  account = await newAccount(em);
});
afterAll(() => em.close());

const isoSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** A V2 (HMAC-SHA1) GET signed by hand over exactly the parameters given. */
async function v2(params: Record<string, string>, secret = account.accessKeySecret) {
  const canonical = Object.keys(params).sort().map((k) => `${encode(k)}=${encode(params[k])}`).join('&');
  const signature = createHmac('sha1', `${secret}&`).update(`GET&%2F&${encode(canonical)}`).digest('base64');
  const res = await fetch(`${em.url}/?${new URLSearchParams({ ...params, Signature: signature })}`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const v2Params = (extra: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    Action: 'DescribeRegions', Version: '2014-05-26', Format: 'JSON', AccessKeyId: account.accessKeyId, SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0', SignatureNonce: crypto.randomUUID(), Timestamp: isoSeconds(Date.now()), ...extra,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
};

interface V3Options {
  /** Headers sent; `host` is added. */
  headers?: Record<string, string | undefined>;
  /** Header names put in SignedHeaders (default: all sent). */
  signed?: string[];
  /** Headers changed after signing. */
  swap?: Record<string, string>;
  secret?: string;
}

/** An ACS3-HMAC-SHA256 POST signed by hand. */
function v3(opts: V3Options = {}): Promise<{ status: number; body: Record<string, any> }> {
  const base: Record<string, string | undefined> = {
    host: `127.0.0.1:${em.port}`, 'x-acs-action': 'DescribeRegions', 'x-acs-version': '2014-05-26', 'x-acs-date': isoSeconds(Date.now()),
    'x-acs-signature-nonce': crypto.randomUUID(), 'x-acs-content-sha256': createHash('sha256').update('').digest('hex'), ...opts.headers,
  };
  const headers = Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const names = (opts.signed ?? Object.keys(headers)).map((n) => n.toLowerCase()).sort();
  const canonical = ['POST', '/', '', names.map((n) => `${n}:${headers[n] ?? ''}\n`).join(''), names.join(';'), headers['x-acs-content-sha256']].join('\n');
  const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
  const signature = createHmac('sha256', opts.secret ?? account.accessKeySecret).update(toSign).digest('hex');
  const sent = { ...headers, ...opts.swap, authorization: `ACS3-HMAC-SHA256 Credential=${account.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}` };
  return new Promise((resolve, reject) => {
    const req = request({ port: em.port, host: '127.0.0.1', method: 'POST', path: '/', headers: sent });
    req.on('response', async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode!, body: JSON.parse(text) });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('V2 (HMAC-SHA1) requests', () => {
  it('are refused without Timestamp or SignatureNonce, as the cloud does', async () => {
    expect((await v2(v2Params())).status).toBe(200);
    const noTime = await v2(v2Params({ Timestamp: undefined }));
    expect(noTime).toMatchObject({ status: 400, body: { Code: 'MissingParameter', Message: expect.stringContaining('"Timestamp"') } });
    const noNonce = await v2(v2Params({ SignatureNonce: undefined }));
    expect(noNonce).toMatchObject({ status: 400, body: { Code: 'MissingParameter', Message: expect.stringContaining('"SignatureNonce"') } });
  });

  it('accept a Timestamp within 15 minutes of the server, refuse one outside, and refuse a nonce seen before', async () => {
    expect((await v2(v2Params({ Timestamp: isoSeconds(Date.now() - 14 * 60_000) }))).status).toBe(200);
    expect((await v2(v2Params({ Timestamp: isoSeconds(Date.now() - 16 * 60_000) }))).body.Code).toBe('InvalidTimeStamp.Expired');
    expect((await v2(v2Params({ Timestamp: isoSeconds(Date.now() + 16 * 60_000) }))).body.Code).toBe('InvalidTimeStamp.Expired');
    expect((await v2(v2Params({ Timestamp: 'yesterday' }))).body.Code).toBe('InvalidTimeStamp.Format');
    const once = v2Params();
    expect((await v2(once)).status).toBe(200);
    expect(await v2(once)).toMatchObject({ status: 400, body: { Code: 'SignatureNonceUsed' } });
  });
});

describe('V3 (ACS3-HMAC-SHA256) requests', () => {
  it('are refused without x-acs-date or x-acs-signature-nonce', async () => {
    expect((await v3()).status).toBe(200);
    expect(await v3({ headers: { 'x-acs-date': undefined } })).toMatchObject({ status: 400, body: { Code: 'MissingParameter', Message: expect.stringContaining('"x-acs-date"') } });
    expect(await v3({ headers: { 'x-acs-signature-nonce': undefined } })).toMatchObject({ status: 400, body: { Code: 'MissingParameter', Message: expect.stringContaining('"x-acs-signature-nonce"') } });
    expect((await v3({ headers: { 'x-acs-date': isoSeconds(Date.now() - 20 * 60_000) } })).body.Code).toBe('InvalidTimeStamp.Expired');
  });

  it('must sign every x-acs-* header, host and content-type, so that none can be swapped after signing', async () => {
    const unsignedAction = await v3({ signed: ['host', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'] });
    expect(unsignedAction).toMatchObject({ status: 400, body: { Code: 'IncompleteSignature', Message: expect.stringContaining('x-acs-action') } });
    const unsignedHost = await v3({ signed: ['x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'] });
    expect(unsignedHost.body.Message).toContain('host');
    const extra = await v3({ headers: { 'content-type': 'application/json', 'x-acs-extra': '1' }, signed: ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'] });
    expect(extra.body).toMatchObject({ Code: 'IncompleteSignature', Message: expect.stringContaining('content-type, x-acs-extra') });
    // Signed, then changed: the action the caller signed is not the one that would run.
    const swapped = await v3({ swap: { 'x-acs-action': 'DeleteInstance' } });
    expect(swapped).toMatchObject({ status: 400, body: { Code: 'SignatureDoesNotMatch' } });
  });

  it('refuse a replayed nonce', async () => {
    const nonce = crypto.randomUUID();
    expect((await v3({ headers: { 'x-acs-signature-nonce': nonce } })).status).toBe(200);
    expect((await v3({ headers: { 'x-acs-signature-nonce': nonce } })).body.Code).toBe('SignatureNonceUsed');
  });
});

describe('the official SDK clients', () => {
  it.each([['ACS3-HMAC-SHA256', false], ['HMAC-SHA1', true]])('still work with %s', async (_name, v2Signed) => {
    const res = await ecsClient(em, account, { v2: v2Signed }).describeRegions(new $Ecs.DescribeRegionsRequest({}));
    expect(res.body!.regions!.region!.length).toBeGreaterThan(3);
  });

  it('a refusal of a known account is in its ActionTrail with the error code', async () => {
    const stale = v2Params({ Action: 'DescribeZones', Version: '2016-04-28', RegionId: 'cn-hangzhou', Timestamp: isoSeconds(Date.now() - 30 * 60_000) });
    expect((await v2(stale)).body.Code).toBe('InvalidTimeStamp.Expired');
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'DescribeZones' });
    expect(Events.map((e) => e.errorCode)).toContain('InvalidTimeStamp.Expired');
  });
});
