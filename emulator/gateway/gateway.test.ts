import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, type Account } from '../testing.js';
import { encode } from './signature.js';

let em: RunningEmulator;
let account: Account;

beforeAll(async () => {
  em = await startEmulator({ seed: 'gateway' });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe.each([
  ['ACS3-HMAC-SHA256', false],
  ['HMAC-SHA1 (v2)', true],
])('official SDK clients with %s', (_name, v2) => {
  it('ECS: DescribeRegions lists the regions in the language asked for', async () => {
    const ecs = ecsClient(em, account, { v2 });
    const res = await ecs.describeRegions(new $Ecs.DescribeRegionsRequest({ acceptLanguage: 'en-US' }));
    expect(res.statusCode).toBe(200);
    const hangzhou = res.body!.regions!.region!.find((r) => r.regionId === 'cn-hangzhou');
    expect(hangzhou?.localName).toBe('China (Hangzhou)');
    const zh = await ecs.describeRegions(new $Ecs.DescribeRegionsRequest({}));
    expect(zh.body!.regions!.region!.find((r) => r.regionId === 'cn-hangzhou')?.localName).toBe('华东1（杭州）');
  });

  it('VPC: CreateVpc then DescribeVpcs finds it by id', async () => {
    const vpc = vpcClient(em, account, { v2 });
    const created = await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId: 'cn-hangzhou', vpcName: `sdk-${v2 ? 'v2' : 'v3'}`, cidrBlock: '192.168.0.0/16' }));
    expect(created.body!.vpcId).toMatch(/^vpc-bp1[a-z0-9]{17}$/);
    expect(created.body!.VRouterId).toMatch(/^vrt-bp1/);
    expect(created.body!.routeTableId).toMatch(/^vtb-bp1/);
    const listed = await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId: 'cn-hangzhou', vpcId: created.body!.vpcId }));
    expect(listed.body!.totalCount).toBe(1);
    expect(listed.body!.vpcs!.vpc![0]).toMatchObject({ vpcName: `sdk-${v2 ? 'v2' : 'v3'}`, cidrBlock: '192.168.0.0/16' });
  });

  it('ActionTrail: LookupEvents through the generic callApi', async () => {
    const body = await lookupEvents(openApiClient(em, account, { v2 }), {
      'LookupAttribute.1.Key': 'EventName',
      'LookupAttribute.1.Value': 'DescribeRegions',
    });
    expect(body.RequestId).toBeTruthy();
    expect(body.Events.length).toBeGreaterThan(0);
    expect(body.Events.every((e) => e.eventName === 'DescribeRegions')).toBe(true);
  });

  it('a wrong secret gets SignatureDoesNotMatch', async () => {
    const ecs = ecsClient(em, account, { v2, accessKeySecret: 'not-the-secret' });
    const err = await sdkError(ecs.describeRegions(new $Ecs.DescribeRegionsRequest({})));
    expect(err).toMatchObject({ code: 'SignatureDoesNotMatch', status: 400 });
  });

  it('an unknown AccessKey gets InvalidAccessKeyId.NotFound', async () => {
    const ecs = ecsClient(em, account, { v2, accessKeyId: 'LTAI5tNoSuchKey000000000' });
    const err = await sdkError(ecs.describeRegions(new $Ecs.DescribeRegionsRequest({})));
    expect(err).toMatchObject({ code: 'InvalidAccessKeyId.NotFound', status: 404 });
  });

  it('a missing parameter gets MissingParameter naming it', async () => {
    const ecs = ecsClient(em, account, { v2 });
    const err = await sdkError(ecs.describeInstances(new $Ecs.DescribeInstancesRequest({})));
    expect(err.code).toBe('MissingParameter');
    expect(err.status).toBe(400);
    expect(err.data.Message).toBe('The input parameter "RegionId" that is mandatory for processing this request is not supplied.');
    expect(err.data).toMatchObject({ HostId: 'ecs.aliyuncs.com', Recommend: expect.stringContaining('q=MissingParameter') });
  });
});

/** A V2 (HMAC-SHA1) request signed by hand, for cases the SDKs never produce. */
function signV2(params: Record<string, string>, secret: string, method = 'GET') {
  const canonical = Object.keys(params).sort().map((k) => `${encode(k)}=${encode(params[k])}`).join('&');
  const signature = createHmac('sha1', `${secret}&`).update(`${method}&%2F&${encode(canonical)}`).digest('base64');
  return new URLSearchParams({ ...params, Signature: signature }).toString();
}

const v2Params = (action: string, version: string, extra: Record<string, string> = {}) => ({
  Action: action, Version: version, Format: 'JSON', AccessKeyId: account.accessKeyId, SignatureMethod: 'HMAC-SHA1',
  SignatureVersion: '1.0', SignatureNonce: crypto.randomUUID(), Timestamp: new Date().toISOString().slice(0, 19) + 'Z', ...extra,
});

describe('gateway protocol', () => {
  it('answers an unsigned request with MissingAccessKeyId in the error shape', async () => {
    const res = await fetch(`${em.url}/?Action=DescribeRegions&Version=2014-05-26`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['Code', 'HostId', 'Message', 'Recommend', 'RequestId']);
    expect(body.Code).toBe('MissingAccessKeyId');
    expect(body.Message).toMatch(/AccessKeyId is mandatory/);
  });

  it('takes a hand-signed V2 GET and a V2 form POST', async () => {
    const get = await fetch(`${em.url}/?${signV2(v2Params('DescribeZones', '2016-04-28', { RegionId: 'cn-hangzhou', AcceptLanguage: 'en-US' }), account.accessKeySecret)}`);
    expect(get.status).toBe(200);
    const zones = (await get.json()).Zones.Zone;
    expect(zones.map((z: { LocalName: string }) => z.LocalName)).toContain('Hangzhou Zone K');

    const form = signV2(v2Params('DescribeZones', '2014-05-26', { RegionId: 'cn-hangzhou' }), account.accessKeySecret, 'POST');
    const post = await fetch(`${em.url}/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(post.status).toBe(200);
    expect((await post.json()).Zones.Zone[0].LocalName).toBe('杭州 可用区H');
  });

  it('refuses a replayed nonce, an expired timestamp, an unknown version and an unknown action', async () => {
    const params = v2Params('DescribeRegions', '2014-05-26');
    const query = signV2(params, account.accessKeySecret);
    expect((await fetch(`${em.url}/?${query}`)).status).toBe(200);
    const replay = await fetch(`${em.url}/?${query}`);
    expect((await replay.json()).Code).toBe('SignatureNonceUsed');

    const old = signV2({ ...v2Params('DescribeRegions', '2014-05-26'), Timestamp: '2020-01-01T00:00:00Z' }, account.accessKeySecret);
    expect((await (await fetch(`${em.url}/?${old}`)).json()).Code).toBe('InvalidTimeStamp.Expired');

    const version = await fetch(`${em.url}/?${signV2(v2Params('DescribeRegions', '2099-01-01'), account.accessKeySecret)}`);
    expect(version.status).toBe(400);
    expect((await version.json()).Code).toBe('InvalidVersion');

    const action = await fetch(`${em.url}/?${signV2(v2Params('DescribeUnicorns', '2014-05-26'), account.accessKeySecret)}`);
    expect(action.status).toBe(404);
    expect((await action.json()).Code).toBe('InvalidAction.NotFound');
  });

  it('verifies ACS3 against the Host header received', async () => {
    const signedFor = `127.0.0.1:${em.port}`;
    const headers: Record<string, string> = {
      host: signedFor, 'x-acs-action': 'DescribeRegions', 'x-acs-version': '2014-05-26',
      'x-acs-date': new Date().toISOString().slice(0, 19) + 'Z', 'x-acs-signature-nonce': crypto.randomUUID(),
      'x-acs-content-sha256': createHash('sha256').update('').digest('hex'),
    };
    const names = Object.keys(headers).sort();
    const canonical = ['POST', '/', '', names.map((n) => `${n}:${headers[n]}\n`).join(''), names.join(';'), headers['x-acs-content-sha256']].join('\n');
    const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
    const signature = createHmac('sha256', account.accessKeySecret).update(toSign).digest('hex');
    const authorization = `ACS3-HMAC-SHA256 Credential=${account.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}`;
    const send = (host: string, nonce: string) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const req = request({ port: em.port, host: '127.0.0.1', method: 'POST', path: '/', headers: { ...headers, host, 'x-acs-signature-nonce': nonce, authorization } });
        req.on('response', async (res) => {
          let text = '';
          for await (const chunk of res) text += chunk;
          resolve({ status: res.statusCode!, body: JSON.parse(text) });
        });
        req.on('error', reject);
        req.end();
      });
    const ok = await send(signedFor, headers['x-acs-signature-nonce']);
    expect(ok.status).toBe(200);
    expect(ok.body.Regions.Region.length).toBeGreaterThanOrEqual(5);
    // The same signature arriving with another Host header does not hold (and a nonce change alone breaks it too).
    const moved = await send(`localhost:${em.port}`, headers['x-acs-signature-nonce']);
    expect(moved.body.Code).toBe('SignatureDoesNotMatch');
    expect(moved.body.Message).toContain('server string to sign is:');
  });
});
