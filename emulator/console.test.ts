import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server.js';
import { admin, ecsClient, lookupEvents, newAccount, openApiClient, vpcClient, type Account } from './testing.js';

let em: RunningEmulator;
let uiDir: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'emulator-ui-'));
  writeFileSync(join(root, 'secret.txt'), 'outside the UI folder');
  uiDir = join(root, 'dist');
  mkdirSync(join(uiDir, 'assets'), { recursive: true });
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(uiDir, 'assets', 'app-1234.js'), 'console.log("ui")');
  em = await startEmulator({ seed: 'console', uiDir });
});
afterAll(() => em.close());

/** Opens a login URL like a browser would and returns the cookies it set. */
async function login(loginUrl: string) {
  const res = await fetch(loginUrl, { redirect: 'manual' });
  const setCookies = res.headers.getSetCookie();
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  return { res, setCookies, cookie, location: res.headers.get('location') };
}

const consoleApi = (cookie: string, product: string, action: string, params: Record<string, unknown> = {}) =>
  fetch(`${em.url}/__console/api`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ product, action, params }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));

describe('login and session', () => {
  it('a login URL sets an HttpOnly session cookie once', async () => {
    const account = await newAccount(em);
    const { res, setCookies, cookie, location } = await login(account.loginUrl);
    expect(res.status).toBe(302);
    expect(location).toBe('/');
    expect(setCookies.find((c) => c.startsWith('aca_session='))).toMatch(/HttpOnly/);
    const session = await fetch(`${em.url}/__console/session`, { headers: { cookie } });
    expect(await session.json()).toEqual({ accountId: account.accountId, userName: 'root', lang: 'en', variant: null, generation: null, regionId: 'cn-hangzhou' });
    const again = await fetch(account.loginUrl, { redirect: 'manual' });
    expect(again.status).toBe(403);
  });

  it('takes next and lang, and never redirects off-site', async () => {
    const account = await newAccount(em, { variant: 'ecs-sg-nav-moved' });
    const ticket = async (body: object) => (await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/login-ticket`, body)).body.loginUrl;
    const zh = await login(await ticket({ next: '/ecs/instances', lang: 'zh' }));
    expect(zh.location).toBe('/ecs/instances');
    expect(zh.setCookies.some((c) => c.startsWith('aliyun_lang=zh'))).toBe(true);
    const session = await (await fetch(`${em.url}/__console/session`, { headers: { cookie: zh.cookie } })).json();
    expect(session).toMatchObject({ lang: 'zh', variant: 'ecs-sg-nav-moved' });
    const offsite = await login(await ticket({ next: '//evil.example/x' }));
    expect(offsite.location).toBe('/');
  });

  it('answers 401 without a session, and logs out', async () => {
    expect((await fetch(`${em.url}/__console/session`)).status).toBe(401);
    const { cookie } = await login((await newAccount(em)).loginUrl);
    const out = await fetch(`${em.url}/__console/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${em.url}/__console/session`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('console API', () => {
  let account: Account;
  let cookie: string;
  beforeAll(async () => {
    account = await newAccount(em, { fixtures: { instances: 12 } });
    ({ cookie } = await login(account.loginUrl));
  });

  it('runs the same handlers as the OpenAPI gateway', async () => {
    const viaConsole = await consoleApi(cookie, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou', PageSize: 50 });
    expect(viaConsole.status).toBe(200);
    const viaApi = await ecsClient(em, account).describeInstances(new $Ecs.DescribeInstancesRequest({ regionId: 'cn-hangzhou', pageSize: 50 }));
    expect(viaConsole.body.TotalCount).toBe(12);
    expect(viaConsole.body.Instances.Instance.map((i: { InstanceId: string }) => i.InstanceId)).toEqual(
      viaApi.body!.instances!.instance!.map((i) => i.instanceId),
    );
    const running = viaConsole.body.Instances.Instance.find((i: { Status: string }) => i.Status === 'Running');
    const refused = await consoleApi(cookie, 'Ecs', 'DeleteInstance', { InstanceId: running.InstanceId });
    expect(refused.status).toBe(403);
    expect(Object.keys(refused.body).sort()).toEqual(['Code', 'HostId', 'Message', 'Recommend', 'RequestId']);
    expect(refused.body.Code).toBe('IncorrectInstanceStatus');
  });

  it('logs console calls as console calls in ActionTrail', async () => {
    const created = await consoleApi(cookie, 'Vpc', 'CreateVpc', { RegionId: 'cn-hangzhou', VpcName: 'from-console', CidrBlock: '10.8.0.0/16' });
    expect(created.status).toBe(200);
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateVpc' });
    expect(Events[0]).toMatchObject({
      // As the cloud logs console calls: the API endpoint as source, the console's domain as user agent.
      eventSource: 'vpc.aliyuncs.com', userAgent: 'vpc.console.aliyun.com', sourceIpAddress: '127.0.0.1', serviceName: 'Vpc',
      requestParameters: { VpcName: 'from-console', CidrBlock: '10.8.0.0/16' },
      referencedResources: { 'ACS::VPC::VPC': [created.body.VpcId] },
    });
    expect(Events[0].userIdentity.accessKeyId).toMatch(/^STS\./);
  });

  it('fills RegionId from the session and follows the selected region', async () => {
    const zones = await consoleApi(cookie, 'Vpc', 'DescribeZones', { AcceptLanguage: 'en-US' });
    expect(zones.body.Zones.Zone[0].LocalName).toBe('Hangzhou Zone H');
    const moved = await fetch(`${em.url}/__console/session`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ regionId: 'cn-shanghai' }) });
    expect((await moved.json()).regionId).toBe('cn-shanghai');
    const there = await consoleApi(cookie, 'Vpc', 'DescribeZones', { AcceptLanguage: 'en-US' });
    expect(there.body.Zones.Zone[0].LocalName).toBe('Shanghai Zone E');
  });

  it('accepts rule lists as the UI sends them: a JSON string', async () => {
    const vpcs = await consoleApi(cookie, 'Vpc', 'DescribeVpcs', { RegionId: 'cn-hangzhou' });
    const vpcId = vpcs.body.Vpcs.Vpc[0].VpcId;
    const sg = await consoleApi(cookie, 'Ecs', 'CreateSecurityGroup', { RegionId: 'cn-hangzhou', VpcId: vpcId, SecurityGroupName: 'ui-sg' });
    const rules = JSON.stringify([{ IpProtocol: 'tcp', PortRange: '22/22', SourceCidrIp: '0.0.0.0/0' }]);
    const ok = await consoleApi(cookie, 'Ecs', 'AuthorizeSecurityGroup', { RegionId: 'cn-hangzhou', SecurityGroupId: sg.body.SecurityGroupId, Permissions: rules });
    expect(ok.status).toBe(200);
    const attr = await consoleApi(cookie, 'Ecs', 'DescribeSecurityGroupAttribute', { RegionId: 'cn-hangzhou', SecurityGroupId: sg.body.SecurityGroupId });
    expect(attr.body.Permissions.Permission[0]).toMatchObject({ IpProtocol: 'TCP', PortRange: '22/22' });
  });

  it('rejects malformed console requests clearly', async () => {
    const plain = await fetch(`${em.url}/__console/api`, { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    const badJson = await fetch(`${em.url}/__console/api`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{' });
    expect((await badJson.json()).Message).toMatch(/not valid JSON/);
    expect((await consoleApi(cookie, 'Unicorn', 'DescribeUnicorns')).body.Code).toBe('InvalidParameter');
    const unknown = await consoleApi(cookie, 'Ecs', 'DescribeUnicorns');
    expect([unknown.status, unknown.body.Code]).toEqual([404, 'InvalidAction.NotFound']);
  });
});

describe('variants on the API side', () => {
  it('ecs-create-sg-type-required: the console must send SecurityGroupType; the API need not', async () => {
    const account = await newAccount(em, { fixtures: { vpcs: 1 }, variant: 'ecs-create-sg-type-required' });
    const { cookie } = await login(account.loginUrl);
    const vpcId = (await consoleApi(cookie, 'Vpc', 'DescribeVpcs', {})).body.Vpcs.Vpc[0].VpcId;
    const missing = await consoleApi(cookie, 'Ecs', 'CreateSecurityGroup', { VpcId: vpcId, SecurityGroupName: 'no-type' });
    expect([missing.status, missing.body.Code]).toEqual([400, 'MissingParameter']);
    expect(missing.body.Message).toContain('"SecurityGroupType"');
    expect((await consoleApi(cookie, 'Ecs', 'CreateSecurityGroup', { VpcId: vpcId, SecurityGroupType: 'enterprise' })).status).toBe(200);
    const viaApi = await ecsClient(em, account).createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId: 'cn-hangzhou', vpcId }));
    expect(viaApi.statusCode).toBe(200);
  });

  it('vpc-name-rule-tightened: console VPC names with uppercase letters are rejected', async () => {
    const account = await newAccount(em, { variant: 'vpc-name-rule-tightened' });
    const { cookie } = await login(account.loginUrl);
    const upper = await consoleApi(cookie, 'Vpc', 'CreateVpc', { VpcName: 'Doc-Vpc' });
    expect([upper.status, upper.body.Code]).toEqual([400, 'InvalidVpcName.Malformed']);
    expect((await consoleApi(cookie, 'Vpc', 'CreateVpc', { VpcName: 'doc-vpc' })).status).toBe(200);
    expect((await vpcClient(em, account).createVpc(new $Vpc.CreateVpcRequest({ regionId: 'cn-hangzhou', vpcName: 'Doc-Vpc' }))).statusCode).toBe(200);
    await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: null });
    expect((await consoleApi(cookie, 'Vpc', 'CreateVpc', { VpcName: 'Doc-Vpc-2' })).status).toBe(200);
  });
});

describe('console UI pages', () => {
  it('redirects to /login without a session and serves the app with one', async () => {
    const anonymous = await fetch(`${em.url}/ecs/instances`, { redirect: 'manual' });
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([302, '/login']);
    const page = await fetch(`${em.url}/login`);
    expect(await page.text()).toContain('login URL');
    const account = await newAccount(em);
    const { cookie } = await login(account.loginUrl);
    // Each page declares the account it is signed in to, as the real console's do (window.ALIYUN_CONSOLE_CONFIG).
    const declared = `<script>window.ALIYUN_CONSOLE_CONFIG = ${JSON.stringify({ MAIN_ACCOUNT_PK: account.accountId, CURRENT_PK: account.accountId })};</script>`;
    for (const path of ['/', '/ecs', '/ecs/instances', '/vpc/vswitches']) {
      const res = await fetch(`${em.url}${path}`, { headers: { cookie } });
      expect([path, res.status, await res.text()]).toEqual([path, 200, `<!doctype html>${declared}<div id="root"></div>`]);
    }
    const asset = await fetch(`${em.url}/assets/app-1234.js`);
    expect([asset.status, asset.headers.get('content-type')]).toEqual([200, 'text/javascript;charset=utf-8']);
    expect((await fetch(`${em.url}/assets/missing.js`)).status).toBe(404);
    for (const path of ['/assets/..%2f..%2fsecret.txt', '/..%2fsecret.txt', '/assets/../../secret.txt']) {
      expect(await (await fetch(`${em.url}${path}`, { headers: { cookie } })).text()).not.toContain('outside');
    }
  });

  it('says how to build the UI when it is missing', async () => {
    const bare = await startEmulator({ uiDir: join(uiDir, 'does-not-exist') });
    try {
      const { cookie } = await login((await newAccount(bare)).loginUrl);
      const res = await fetch(`${bare.url}/ecs`, { headers: { cookie } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('emulator UI not built: run npm run build');
    } finally {
      await bare.close();
    }
  });
});
