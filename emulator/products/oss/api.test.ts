// OSS conformance through the official Node client, ali-oss 6.23.0, pointed at the emulator path-style
// (`sldEnable: true`): V1-signed REST/XML requests, XML errors with their HTTP status, and the ActionTrail events.
import { createHmac } from 'node:crypto';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let oss: OSS;

const client = (as: Account, secret = as.accessKeySecret) =>
  new OSS({ accessKeyId: as.accessKeyId, accessKeySecret: secret, endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true, secure: false, timeout: 5000 });

async function ossError(call: Promise<unknown>): Promise<{ code: string; status: number; requestId: string; hostId: string; message: string }> {
  try {
    await call;
  } catch (err) {
    const e = err as { code: string; status: number; requestId: string; hostId: string; message: string };
    return { code: e.code, status: e.status, requestId: e.requestId, hostId: e.hostId, message: e.message };
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'oss', eventDelayMs: 0 });
  account = await newAccount(em);
  oss = client(account);
});
afterAll(() => em.close());

describe('OSS through ali-oss', () => {
  it('creates, describes and lists buckets', async () => {
    const made = await oss.putBucket('conf-bucket-1', { acl: 'public-read', StorageClass: 'IA' });
    expect(made.res.status).toBe(200);
    expect(made.bucket).toBe('conf-bucket-1');
    const { buckets } = await oss.listBuckets({});
    expect(buckets.map((b) => b.name)).toContain('conf-bucket-1');
    expect(buckets.find((b) => b.name === 'conf-bucket-1')).toMatchObject({ region: 'oss-cn-hangzhou', storageClass: 'IA' });
    const info = await oss.getBucketInfo('conf-bucket-1');
    expect(info.bucket).toMatchObject({ Name: 'conf-bucket-1', StorageClass: 'IA', AccessControlList: { Grant: 'public-read' } });
    expect((await oss.getBucketACL('conf-bucket-1')).acl).toBe('public-read');
    await oss.putBucketACL('conf-bucket-1', 'private');
    expect((await oss.getBucketACL('conf-bucket-1')).acl).toBe('private');
  });

  it('sets versioning and lifecycle rules', async () => {
    await oss.putBucketVersioning('conf-bucket-1', 'Enabled');
    expect((await oss.getBucketVersioning('conf-bucket-1')).versionStatus).toBe('Enabled');
    expect((await ossError(oss.getBucketLifecycle('conf-bucket-1'))).code).toBe('NoSuchLifecycle');
    await oss.putBucketLifecycle('conf-bucket-1', [{ id: 'expire-logs', prefix: 'logs/', status: 'Enabled', expiration: { days: 30 } }]);
    const { rules } = await oss.getBucketLifecycle('conf-bucket-1');
    expect(rules).toEqual([expect.objectContaining({ id: 'expire-logs', prefix: 'logs/', status: 'Enabled', expiration: { days: '30' } })]);
    await oss.deleteBucketLifecycle('conf-bucket-1');
    expect((await ossError(oss.getBucketLifecycle('conf-bucket-1'))).status).toBe(404);
  });

  it('puts, reads, lists and deletes objects; a bucket with objects cannot be deleted', async () => {
    oss.useBucket('conf-bucket-1');
    const put = await oss.put('logs/a.txt', Buffer.from('hello oss'));
    expect(put.res.status).toBe(200);
    await oss.put('logs/b.txt', Buffer.from('second'));
    await oss.put('readme.md', Buffer.from('# hi'));
    expect((await oss.get('logs/a.txt')).content.toString()).toBe('hello oss');
    expect((await oss.head('logs/a.txt')).res.headers['content-length']).toBe('9');
    const page1 = await oss.list({ prefix: 'logs/', 'max-keys': 1 }, {});
    expect(page1.objects?.map((o) => o.name)).toEqual(['logs/a.txt']);
    expect(page1.isTruncated).toBe(true);
    const page2 = await oss.list({ prefix: 'logs/', marker: page1.nextMarker, 'max-keys': 10 }, {});
    expect(page2.objects?.map((o) => o.name)).toEqual(['logs/b.txt']);
    const notEmpty = await ossError(oss.deleteBucket('conf-bucket-1'));
    expect(notEmpty).toMatchObject({ code: 'BucketNotEmpty', status: 409 });
    for (const key of ['logs/a.txt', 'logs/b.txt', 'readme.md']) expect((await oss.delete(key)).res.status).toBe(204);
    expect((await ossError(oss.get('logs/a.txt'))).code).toBe('NoSuchKey');
    expect((await oss.deleteBucket('conf-bucket-1')).res.status).toBe(204);
  });

  it('answers the cloud errors as XML with their status', async () => {
    const missing = await ossError(oss.getBucketInfo('no-such-bucket-x'));
    expect(missing).toMatchObject({ code: 'NoSuchBucket', status: 404, hostId: 'no-such-bucket-x.oss-cn-hangzhou.aliyuncs.com' });
    expect(missing.requestId).toMatch(/[0-9A-F-]{36}/i);
    const res = await fetch(`${em.url}/__oss/no-such-bucket-x/?acl`);
    expect(res.status).toBe(404);
    const xml = await res.text();
    expect(xml).toMatch(/<Error><Code>NoSuchBucket<\/Code><Message>The specified bucket does not exist.<\/Message><RequestId>[^<]+<\/RequestId><HostId>no-such-bucket-x\.oss-cn-hangzhou\.aliyuncs\.com<\/HostId>/);
    expect(await ossError(oss.putBucketACL('no-such-bucket-x', 'private'))).toMatchObject({ code: 'NoSuchBucket', status: 404 });
    await oss.putBucket('conf-bucket-2');
    expect(await ossError(oss.putBucketACL('conf-bucket-2', 'world-writable' as string))).toMatchObject({ code: 'InvalidArgument', status: 400 });
    // ali-oss checks names itself, so this one is signed by hand (V1, the Date header in the Date position).
    const date = new Date().toUTCString();
    const signature = createHmac('sha1', account.accessKeySecret).update(`PUT\n\n\n${date}\n/BAD_name/`).digest('base64');
    const raw = await fetch(`${em.url}/BAD_name/`, { method: 'PUT', headers: { date, authorization: `OSS ${account.accessKeyId}:${signature}` } });
    expect(raw.status).toBe(400);
    expect(await raw.text()).toContain('<Code>InvalidBucketName</Code>');
  });

  it('refuses a bad signature and an unknown AccessKey', async () => {
    expect(await ossError(client(account, 'wrong-secret').listBuckets({}))).toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    const stranger = new OSS({ accessKeyId: 'LTAInobody', accessKeySecret: 'x', endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true });
    expect(await ossError(stranger.listBuckets({}))).toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
  });

  it('serves public-read objects anonymously and refuses private ones', async () => {
    await oss.putBucket('conf-public-1', { acl: 'public-read' });
    oss.useBucket('conf-public-1');
    await oss.put('index.html', Buffer.from('<h1>hi</h1>'));
    const open = await fetch(`${em.url}/__oss/conf-public-1/index.html`);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('<h1>hi</h1>');
    const closed = await fetch(`${em.url}/__oss/conf-bucket-2/`);
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain('<Code>AccessDenied</Code>');
  });

  it("denies another account's bucket and refuses its name", async () => {
    const other = client(await newAccount(em));
    expect(await ossError(other.getBucketACL('conf-bucket-2'))).toMatchObject({ code: 'AccessDenied', status: 403 });
    expect(await ossError(other.putBucket('conf-bucket-2'))).toMatchObject({ code: 'BucketAlreadyExists', status: 409 });
  });

  it('sets CORS rules, static website hosting, hotlink protection, tags and object ACLs', async () => {
    const c = oss as unknown as Record<string, (...args: unknown[]) => Promise<any>>;
    await oss.putBucket('conf-site-1');
    await c.putBucketCORS('conf-site-1', [{ allowedOrigin: ['https://www.example.com'], allowedMethod: ['GET', 'PUT'], allowedHeader: '*', maxAgeSeconds: '600' }]);
    const cors = await c.getBucketCORS('conf-site-1');
    expect(cors.rules[0]).toMatchObject({ allowedOrigin: 'https://www.example.com', allowedMethod: ['GET', 'PUT'], allowedHeader: '*', maxAgeSeconds: '600' });
    await c.deleteBucketCORS('conf-site-1');
    expect(await ossError(c.getBucketCORS('conf-site-1'))).toMatchObject({ code: 'NoSuchCORSConfiguration', status: 404 });

    await c.putBucketWebsite('conf-site-1', { index: 'index.html', error: 'error.html' });
    expect(await c.getBucketWebsite('conf-site-1')).toMatchObject({ index: 'index.html', error: 'error.html' });
    expect(await ossError(c.putBucketWebsite('conf-site-1', { index: '/index.html' }))).toMatchObject({ code: 'InvalidArgument', status: 400 });

    await c.putBucketReferer('conf-site-1', false, ['https://www.example.com', '*.example.org']);
    expect(await c.getBucketReferer('conf-site-1')).toMatchObject({ allowEmpty: false, referers: ['https://www.example.com', '*.example.org'] });

    await c.putBucketTags('conf-site-1', { team: 'web', env: 'prod' });
    expect((await c.getBucketTags('conf-site-1')).tag).toEqual({ team: 'web', env: 'prod' });

    oss.useBucket('conf-site-1');
    await oss.put('img/logo.png', Buffer.from('png'));
    expect((await c.getACL('img/logo.png')).acl).toBe('default');
    await c.putACL('img/logo.png', 'public-read');
    expect((await c.getACL('img/logo.png')).acl).toBe('public-read');
    expect(await ossError(c.putACL('missing.png', 'private'))).toMatchObject({ code: 'NoSuchKey', status: 404 });
    expect(await ossError(oss.deleteBucket('conf-site-1'))).toMatchObject({ code: 'BucketNotEmpty', status: 409 });
  });

  it('records the calls in ActionTrail under the OSS event names', async () => {
    const { Events } = await lookupEvents(openApiClient(em, account), { MaxResults: '50' });
    const names = Events.filter((e) => e.serviceName === 'Oss').map((e) => e.eventName);
    for (const n of ['PutBucketCors', 'PutBucketWebsite', 'PutBucketReferer', 'PutBucketTags', 'PutObjectAcl', 'PutBucket', 'PutBucketAcl', 'PutBucketVersioning', 'PutBucketLifecycle', 'DeleteBucketLifecycle', 'PutObject', 'DeleteObject', 'DeleteBucket', 'GetBucketInfo', 'ListBuckets']) {
      expect(names).toContain(n);
    }
    const acl = Events.find((e) => e.eventName === 'PutBucketAcl' && e.requestParameters.acl === 'private' && e.requestParameters.BucketName === 'conf-bucket-1')!;
    expect(acl).toMatchObject({ eventRW: 'Write', apiVersion: '2019-05-17', acsRegion: 'cn-hangzhou', requestParameters: { BucketName: 'conf-bucket-1' } });
    expect(acl.referencedResources).toEqual({ 'ACS::OSS::Bucket': ['conf-bucket-1'] });
    const bad = Events.find((e) => e.errorCode === 'SignatureDoesNotMatch');
    expect(bad?.eventName).toBe('ListBuckets');
  });

  it('puts, reads and deletes a bucket policy; refuses a malformed one', async () => {
    const c = oss as unknown as Record<string, (...args: unknown[]) => Promise<any>>;
    await oss.putBucket('conf-policy-1');
    // ali-oss answers a 404 here with `policy: null` instead of throwing.
    const none = await c.getBucketPolicy('conf-policy-1');
    expect({ policy: none.policy, status: none.status, body: String(none.res.data) }).toMatchObject({ policy: null, status: 404, body: expect.stringContaining('<Code>NoSuchBucketPolicy</Code>') });
    const policy = {
      Version: '1',
      Statement: [{ Effect: 'Allow', Action: ['oss:GetObject', 'oss:ListObjects'], Principal: ['*'], Resource: ['acs:oss:*:*:conf-policy-1', 'acs:oss:*:*:conf-policy-1/*'] }],
    };
    await c.putBucketPolicy('conf-policy-1', policy);
    expect((await c.getBucketPolicy('conf-policy-1')).policy).toEqual(policy);
    expect(await ossError(c.putBucketPolicy('conf-policy-1', { ...policy, Version: '2' }))).toMatchObject({ code: 'InvalidPolicyDocument', status: 400 });
    const elsewhere = { ...policy, Statement: [{ ...policy.Statement[0], Resource: ['acs:oss:*:*:another-bucket/*'] }] };
    expect(await ossError(c.putBucketPolicy('conf-policy-1', elsewhere))).toMatchObject({ code: 'InvalidPolicyDocument', status: 400 });
    await c.deleteBucketPolicy('conf-policy-1');
    expect((await c.getBucketPolicy('conf-policy-1')).status).toBe(404);
    const { Events } = await lookupEvents(openApiClient(em, account), { MaxResults: '20' });
    const put = Events.find((e) => e.eventName === 'PutBucketPolicy' && !e.errorCode)!;
    expect(put).toMatchObject({ serviceName: 'Oss', eventRW: 'Write', requestParameters: { BucketName: 'conf-policy-1' } });
    expect(JSON.parse(String(put.requestParameters.Policy))).toEqual(policy);
    expect(Events.map((e) => e.eventName)).toContain('DeleteBucketPolicy');
  });

  it('starts, locks and extends a retention policy (WORM); a locked one cannot be deleted', async () => {
    const c = oss as OSS & Record<string, (...a: unknown[]) => Promise<Record<string, unknown> & { status: number }>>;
    await oss.putBucket('conf-worm-1');
    expect(await ossError(c.getBucketWorm('conf-worm-1'))).toMatchObject({ code: 'NoSuchWORMConfiguration', status: 404 });
    expect(await ossError(c.initiateBucketWorm('conf-worm-1', '0'))).toMatchObject({ code: 'InvalidArgument', status: 400 });
    const { wormId } = await c.initiateBucketWorm('conf-worm-1', '30');
    expect(wormId).toMatch(/^[0-9A-Z]{32}$/);
    expect(await c.getBucketWorm('conf-worm-1')).toMatchObject({ wormId, state: 'InProgress', days: '30' });
    await c.completeBucketWorm('conf-worm-1', wormId);
    // ali-oss's abortBucketWorm answers an error status instead of throwing.
    const locked = await c.abortBucketWorm('conf-worm-1');
    expect({ status: locked.status, body: String((locked.res as { data: unknown }).data) }).toMatchObject({ status: 409, body: expect.stringContaining('<Code>WORMConfigurationLocked</Code>') });
    await c.extendBucketWorm('conf-worm-1', wormId, '60');
    expect(await c.getBucketWorm('conf-worm-1')).toMatchObject({ state: 'Locked', days: '60' });
    await oss.putBucket('conf-worm-2');
    await c.initiateBucketWorm('conf-worm-2', '1');
    await c.abortBucketWorm('conf-worm-2');
    expect(await ossError(c.getBucketWorm('conf-worm-2'))).toMatchObject({ code: 'NoSuchWORMConfiguration', status: 404 });
  });
});
