/**
 * Issue 15 item 7: the emulator's OpenAPI gateway is as strict as the cloud, probed against `aca emulator` running
 * as its own process, with hand-signed requests (what an attacker sends) and the official SDK clients (what every
 * caller of ours sends): no request without a time and a nonce, none replayed or stale, no header changed after
 * signing, a RAM user limited to what its policies allow, a disabled key refused, and the console unaffected.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import EcsModule, * as $Ecs from '@alicloud/ecs20140526';
import RamModule, * as $Ram from '@alicloud/ram20150501';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorControl, cloudConfigFor, type Account } from '../../companion/cloud/account';
import { OpenApiProvisioner } from '../../companion/cloud/provision';
import { createCloudClient } from '../../companion/cloud/sdk';
import { ACA, ROOT } from '../helpers';
import { SDK_WAIT } from '../../emulator/testing';

const unwrap = <T>(m: T): T => (m as { default?: T }).default ?? m;
const [EcsClient, RamClient] = [unwrap(EcsModule), unwrap(RamModule)];
const regionId = 'cn-hangzhou';

let child: ChildProcess;
let url: string;
let port: number;
let control: EmulatorControl;
let account: Account;

beforeAll(async () => {
  child = spawn(process.execPath, [ACA, 'emulator', '--port', '0', '--seed', 'security-gateway'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve))) as { url: string; adminToken: string };
  url = ready.url;
  port = Number(new URL(url).port);
  control = new EmulatorControl(url, ready.adminToken);
  account = await control.createAccount();
});
afterAll(() => child?.kill('SIGTERM'));

const sdkConfig = (key: { accessKeyId: string; accessKeySecret: string }, v2 = false) =>
  ({ ...key, endpoint: `127.0.0.1:${port}`, protocol: 'HTTP', ...SDK_WAIT, regionId, ...(v2 ? { signatureAlgorithm: 'v2' } : {}) }) as any;
const ecs = (key = account, v2 = false) => new EcsClient(sdkConfig(key, v2));
async function failure(call: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  try {
    await call;
  } catch (err) {
    const e = err as { code: string; statusCode?: number; data?: { statusCode?: number; Message?: string } };
    return { code: e.code, status: e.statusCode ?? e.data?.statusCode ?? 0, message: e.data?.Message ?? '' };
  }
  throw new Error('expected the call to be refused');
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A V2 GET signed by hand over exactly these parameters; sent as is, so it can be sent twice. */
function signV2(params: Record<string, string | undefined>, key = account): string {
  const p = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const canonical = Object.keys(p).sort().map((k) => `${enc(k)}=${enc(p[k])}`).join('&');
  const Signature = createHmac('sha1', `${key.accessKeySecret}&`).update(`GET&%2F&${enc(canonical)}`).digest('base64');
  return `${url}/?${new URLSearchParams({ ...p, Signature })}`;
}
const v2 = (action: string, extra: Record<string, string | undefined> = {}, key = account) => ({
  Action: action, Version: '2014-05-26', RegionId: regionId, Format: 'JSON', AccessKeyId: key.accessKeyId, SignatureMethod: 'HMAC-SHA1',
  SignatureVersion: '1.0', SignatureNonce: crypto.randomUUID(), Timestamp: iso(Date.now()), ...extra,
});
const get = async (signed: string) => {
  const res = await fetch(signed);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

/** An ACS3-HMAC-SHA256 POST with a form body, signed by hand over `signed` headers, then sent with `swap` applied. */
function v3(action: string, opts: { form?: Record<string, string>; headers?: Record<string, string | undefined>; signed?: string[]; swap?: Record<string, string> } = {}) {
  const body = new URLSearchParams(opts.form ?? {}).toString();
  const all: Record<string, string | undefined> = {
    host: `127.0.0.1:${port}`, 'content-type': 'application/x-www-form-urlencoded', 'x-acs-action': action, 'x-acs-version': '2014-05-26',
    'x-acs-date': iso(Date.now()), 'x-acs-signature-nonce': crypto.randomUUID(), 'x-acs-content-sha256': createHash('sha256').update(body).digest('hex'), ...opts.headers,
  };
  const headers = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const names = (opts.signed ?? Object.keys(headers)).sort();
  const canonical = ['POST', '/', '', names.map((n) => `${n}:${headers[n] ?? ''}\n`).join(''), names.join(';'), headers['x-acs-content-sha256']].join('\n');
  const signature = createHmac('sha256', account.accessKeySecret).update(`ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`).digest('hex');
  const sent = { ...headers, ...opts.swap, authorization: `ACS3-HMAC-SHA256 Credential=${account.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}` };
  const send = () =>
    new Promise<{ status: number; body: Record<string, any> }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/', headers: sent });
      req.on('response', async (res) => {
        let text = '';
        for await (const chunk of res) text += chunk;
        resolve({ status: res.statusCode!, body: JSON.parse(text) });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send };
}

describe('requests without a time or a nonce, stale or replayed ones', () => {
  it('V2: no Timestamp or no SignatureNonce is MissingParameter; a Timestamp 16 minutes off is InvalidTimeStamp.Expired', async () => {
    expect((await get(signV2(v2('DescribeRegions')))).status).toBe(200);
    expect(await get(signV2(v2('DescribeRegions', { Timestamp: undefined })))).toMatchObject({ status: 400, body: { Code: 'MissingParameter' } });
    expect(await get(signV2(v2('DescribeRegions', { SignatureNonce: undefined })))).toMatchObject({ status: 400, body: { Code: 'MissingParameter' } });
    for (const offset of [-16, 16]) {
      expect((await get(signV2(v2('DescribeRegions', { Timestamp: iso(Date.now() + offset * 60_000) })))).body.Code).toBe('InvalidTimeStamp.Expired');
    }
  });

  it('V2 and V3: the same signed request sent twice is refused the second time (SignatureNonceUsed)', async () => {
    const once = signV2(v2('DescribeRegions'));
    expect((await get(once)).status).toBe(200);
    expect(await get(once)).toMatchObject({ status: 400, body: { Code: 'SignatureNonceUsed' } });
    const signed = v3('DescribeRegions');
    expect((await signed.send()).status).toBe(200);
    expect(await signed.send()).toMatchObject({ status: 400, body: { Code: 'SignatureNonceUsed' } });
  });

  it('V3: no x-acs-date or no x-acs-signature-nonce is MissingParameter; a stale x-acs-date is InvalidTimeStamp.Expired', async () => {
    expect((await v3('DescribeRegions', { headers: { 'x-acs-date': undefined } }).send()).body).toMatchObject({ Code: 'MissingParameter', Message: expect.stringContaining('x-acs-date') });
    expect((await v3('DescribeRegions', { headers: { 'x-acs-signature-nonce': undefined } }).send()).body).toMatchObject({ Code: 'MissingParameter', Message: expect.stringContaining('x-acs-signature-nonce') });
    expect((await v3('DescribeRegions', { headers: { 'x-acs-date': iso(Date.now() - 20 * 60_000) } }).send()).body.Code).toBe('InvalidTimeStamp.Expired');
  });
});

describe('headers changed after signing', () => {
  it('an x-acs-action left out of SignedHeaders is refused, and a signed one swapped for DeleteInstance does not run', async () => {
    const client = createCloudClient(cloudConfigFor(account, regionId));
    const { vm } = await new OpenApiProvisioner(client).provisionAll(
      [
        { id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16' } },
        { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.1.0/24' } },
        { id: 'sg', type: 'security_group', attributes: { VpcId: '${vpc.id}' } },
        { id: 'vm', type: 'instance', attributes: { VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', Status: 'Stopped' } },
      ],
      { episodeId: 'ep-gateway', rand: 'a0b1c2', inputs: {}, region: regionId, expand: (s) => s },
    );
    const form = { InstanceId: vm.id, RegionId: regionId, Force: 'true' };
    const unsigned = ['host', 'content-type', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'];
    const loose = await v3('DescribeInstances', { form, signed: unsigned, swap: { 'x-acs-action': 'DeleteInstance' } }).send();
    expect(loose).toMatchObject({ status: 400, body: { Code: 'IncompleteSignature', Message: expect.stringContaining('x-acs-action') } });
    const swapped = await v3('DescribeInstances', { form, swap: { 'x-acs-action': 'DeleteInstance' } }).send();
    expect(swapped).toMatchObject({ status: 400, body: { Code: 'SignatureDoesNotMatch' } });
    const noType = await v3('DescribeRegions', { signed: ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'] }).send();
    expect(noType.body).toMatchObject({ Code: 'IncompleteSignature', Message: expect.stringContaining('content-type') });
    const still = await ecs().describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([vm.id]) }));
    expect(still.body!.instances!.instance!.map((i) => i.instanceId)).toEqual([vm.id]);
  });
});

describe('who may call what', () => {
  it('a RAM user with no policy gets Forbidden.RAM (HTTP 403) from the SDKs, by hand and from OSS; a read-only policy allows reads only', async () => {
    const ram = new RamClient(sdkConfig(account));
    await ram.createUser(new $Ram.CreateUserRequest({ userName: 'intern' }));
    const key = (await ram.createAccessKey(new $Ram.CreateAccessKeyRequest({ userName: 'intern' }))).body!.accessKey!;
    const intern = { ...account, accessKeyId: key.accessKeyId!, accessKeySecret: key.accessKeySecret! };
    for (const signedV2 of [false, true]) expect(await failure(ecs(intern, signedV2).describeRegions(new $Ecs.DescribeRegionsRequest({})))).toMatchObject({ code: 'Forbidden.RAM', status: 403 });
    expect(await get(signV2(v2('DescribeRegions', {}, intern), intern))).toMatchObject({ status: 403, body: { Code: 'Forbidden.RAM' } });
    const oss = new OSS({ accessKeyId: intern.accessKeyId, accessKeySecret: intern.accessKeySecret, endpoint: url, sldEnable: true, secure: false, timeout: 5000 });
    await expect(oss.listBuckets({})).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });

    await ram.attachPolicyToUser(new $Ram.AttachPolicyToUserRequest({ userName: 'intern', policyName: 'ReadOnlyAccess', policyType: 'System' }));
    expect((await ecs(intern).describeRegions(new $Ecs.DescribeRegionsRequest({}))).statusCode).toBe(200);
    expect((await oss.listBuckets({})).res.status).toBe(200);
    expect((await failure(ecs(intern).createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: 'vpc-none' })))).code).toBe('Forbidden.RAM');
    await expect(oss.putBucket('intern-bucket')).rejects.toMatchObject({ code: 'AccessDenied' });
  });

  it('a disabled key answers InvalidAccessKeyId.Inactive; the console (a cookie session) keeps working', async () => {
    const owner = await control.createAccount();
    const second = await control.createAccessKey(owner.accountId);
    await new RamClient(sdkConfig(second)).updateAccessKey(new $Ram.UpdateAccessKeyRequest({ userAccessKeyId: owner.accessKeyId, status: 'Inactive' }));
    expect(await failure(ecs(owner).describeRegions(new $Ecs.DescribeRegionsRequest({})))).toMatchObject({ code: 'InvalidAccessKeyId.Inactive', status: 400 });
    expect((await get(signV2(v2('DescribeRegions', {}, owner), owner))).body.Code).toBe('InvalidAccessKeyId.Inactive');
    const login = await fetch(owner.loginUrl!, { redirect: 'manual' });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const res = await fetch(`${url}/__console/api`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ product: 'Ecs', action: 'DescribeRegions', params: {} }) });
    expect(res.status).toBe(200);
  });

  it('our own callers still work: the companion\'s clients (RPC, ROA, OSS) and an STS credential that takes no key slot', async () => {
    const sts = await control.stsAccount(account.accountId);
    for (const who of [account, sts]) {
      const client = createCloudClient(cloudConfigFor(who, regionId));
      expect(await client.call('vpc', 'DescribeVpcs', {})).toHaveProperty('Vpcs');
      expect(await client.roa('fc', 'ListServices', 'GET', '/2021-04-06/services')).toHaveProperty('services');
      expect((await client.oss('ListBuckets', (c) => c.listBuckets({}))).res.status).toBe(200);
    }
  });
});
