import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVariants } from './variants';
import { startEmulator, type RunningEmulator } from './server.js';
import { admin, ecsClient, newAccount, sdkError, vpcClient, type Account } from './testing.js';

const regionId = 'cn-hangzhou';

let em: RunningEmulator;
beforeAll(async () => {
  em = await startEmulator({ seed: 'control' });
});
afterAll(() => em.close());

async function network(account: Account) {
  const vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '10.0.0.0/16' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-h', cidrBlock: '10.0.0.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecsClient(em, account).createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
  return new $Ecs.RunInstancesRequest({ regionId, vSwitchId, securityGroupId, instanceType: 'ecs.e-c1m1.large', imageId: 'centos_7_9_x64_20G_alibase_20240628.vhd' });
}

describe('control API', () => {
  it('requires the admin token', async () => {
    const none = await fetch(`${em.url}/__emulator/health`);
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('Unauthorized');
    const wrong = await fetch(`${em.url}/__emulator/accounts`, { method: 'POST', headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect((await admin(em, 'GET', '/__emulator/health')).body).toMatchObject({ status: 'ok' });
  });

  it('explains bad requests: malformed JSON, unknown variants, unknown accounts', async () => {
    const res = await fetch(`${em.url}/__emulator/accounts`, { method: 'POST', headers: { authorization: `Bearer ${em.adminToken}` }, body: '{oops' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not valid JSON/);
    const variant = await admin(em, 'POST', '/__emulator/accounts', { variant: 'no-such-variant' });
    expect(variant.status).toBe(400);
    expect(variant.body.message).toContain('ecs-create-button-renamed');
    const fixtures = await admin(em, 'POST', '/__emulator/accounts', { fixtures: { instances: 'many' } });
    expect(fixtures.status).toBe(400);
    expect(fixtures.body.message).toContain('instances');
    expect((await admin(em, 'PUT', '/__emulator/accounts/123/variant', { variant: null })).status).toBe(404);
  });

  it('serves the variants manifest and sets an account variant', async () => {
    const { body } = await admin(em, 'GET', '/__emulator/variants');
    expect(body.map((v: { id: string }) => v.id)).toEqual(loadVariants().map((v) => v.id));
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const v of body) expect(Object.keys(v)).toEqual(expect.arrayContaining(['id', 'product', 'kind', 'before', 'after']));
    expect(body.find((v: { id: string }) => v.id === 'ecs-sg-nav-moved')).toMatchObject({ product: 'ecs', kind: 'path-changed' });
    const account = await newAccount(em, { variant: 'ecs-stop-confirm-renamed' });
    expect((await admin(em, 'GET', `/__emulator/accounts/${account.accountId}`)).body.variant).toBe('ecs-stop-confirm-renamed');
    const set = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: 'vpc-vswitch-nav-renamed' });
    expect(set.body).toEqual({ accountId: account.accountId, variant: 'vpc-vswitch-nav-renamed' });
    expect((await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: 'bogus' })).status).toBe(400);
  });

  it('takes a console generation as an account variant, and lists the generations with their sources', async () => {
    const { body } = await admin(em, 'GET', '/__emulator/generations');
    expect(body.map((g: { id: string }) => g.id)).toEqual(expect.arrayContaining(['ecs@2019', 'ecs@2021', 'ecs@2023']));
    expect(body.find((g: { id: string }) => g.id === 'ecs@2021')).toMatchObject({ product: 'ecs', period: expect.stringMatching(/2021/), sources: expect.arrayContaining([expect.objectContaining({ date: '2021-07-02' })]) });
    const account = await newAccount(em, { variant: 'ecs@2021' });
    expect((await admin(em, 'GET', `/__emulator/accounts/${account.accountId}`)).body.variant).toBe('ecs@2021');
    const set = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: 'ecs@2019' });
    expect(set.body).toEqual({ accountId: account.accountId, variant: 'ecs@2019' });
    const unknown = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: 'ecs@2015' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/console generations: .*ecs@2019/);
  });

  it('seeds realistic fixtures: 50 named instances in a seeded network', async () => {
    const account = await newAccount(em, { fixtures: { instances: 50, vpcs: 2 } });
    const res = await ecsClient(em, account).describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, pageSize: 100 }));
    const instances = res.body!.instances!.instance!;
    expect(res.body!.totalCount).toBe(50);
    expect(instances.map((i) => i.instanceName)).toContain('web-prod-01');
    expect(new Set(instances.map((i) => i.status))).toEqual(new Set(['Running', 'Stopped']));
    expect(new Set(instances.map((i) => i.vpcAttributes!.vpcId)).size).toBe(1);
    const vpcs = await vpcClient(em, account).describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId }));
    expect(vpcs.body!.vpcs!.vpc!.map((v) => v.vpcName).sort()).toEqual(['prod-vpc', 'staging-vpc']);
  });

  it('issues login tickets for an account', async () => {
    const account = await newAccount(em);
    const { body } = await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/login-ticket`, { next: '/ecs', lang: 'zh' });
    const url = new URL(body.loginUrl);
    expect(url.origin).toBe(em.url);
    expect(url.pathname).toBe('/__login');
    expect(url.searchParams.get('next')).toBe('/ecs');
    expect(url.searchParams.get('lang')).toBe('zh');
  });

  it('rotates AccessKeys: a second key works, a deleted key stops working', async () => {
    const account = await newAccount(em);
    const added = await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/access-keys`);
    expect(added.body.accessKeyId).toMatch(/^LTAI5t/);
    const fresh = { ...account, ...added.body };
    expect((await ecsClient(em, fresh).describeRegions(new $Ecs.DescribeRegionsRequest({}))).statusCode).toBe(200);
    expect((await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/access-keys`)).status).toBe(409);
    const deleted = await admin(em, 'DELETE', `/__emulator/accounts/${account.accountId}/access-keys`, { accessKeyId: account.accessKeyId });
    expect(deleted.body).toEqual({ deleted: account.accessKeyId });
    const old = await sdkError(ecsClient(em, account).describeRegions(new $Ecs.DescribeRegionsRequest({})));
    expect(old.code).toBe('InvalidAccessKeyId.NotFound');
    expect((await ecsClient(em, fresh).describeRegions(new $Ecs.DescribeRegionsRequest({}))).statusCode).toBe(200);
  });

  it('snapshots and restores the whole cloud', async () => {
    const account = await newAccount(em);
    const vpc = vpcClient(em, account);
    const { body } = await admin(em, 'POST', '/__emulator/snapshot');
    await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId }));
    expect((await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId }))).body!.totalCount).toBe(1);
    expect((await admin(em, 'POST', '/__emulator/restore', { snapshotId: body.snapshotId })).status).toBe(200);
    expect((await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId }))).body!.totalCount).toBe(0);
    expect((await admin(em, 'POST', '/__emulator/restore', { snapshotId: 'snap-999' })).status).toBe(404);
  });
});

describe('faults', () => {
  let account: Account;
  let runRequest: $Ecs.RunInstancesRequest;
  beforeAll(async () => {
    account = await newAccount(em);
    runRequest = await network(account);
  });
  afterAll(async () => {
    await admin(em, 'PUT', '/__emulator/faults', {});
  });

  const setFaults = async (faults: object) => expect((await admin(em, 'PUT', '/__emulator/faults', faults)).status).toBe(200);

  it('throttles the listed actions only', async () => {
    await setFaults({ throttle: { actions: ['DescribeRegions'] } });
    const ecs = ecsClient(em, account);
    expect(await sdkError(ecs.describeRegions(new $Ecs.DescribeRegionsRequest({})))).toMatchObject({ code: 'Throttling.User', status: 400 });
    expect((await ecs.describeZones(new $Ecs.DescribeZonesRequest({ regionId }))).statusCode).toBe(200);
  });

  it('answers 5xx InternalError at the error rate, and stock-outs for RunInstances', async () => {
    await setFaults({ errorRate: 1 });
    expect(await sdkError(ecsClient(em, account).describeRegions(new $Ecs.DescribeRegionsRequest({})))).toMatchObject({ code: 'InternalError', status: 500 });
    await setFaults({ noStock: true });
    expect(await sdkError(ecsClient(em, account).runInstances(runRequest))).toMatchObject({ code: 'OperationDenied.NoStock', status: 403 });
    await setFaults({ quotaExceeded: {} });
    expect((await sdkError(vpcClient(em, account).createVpc(new $Vpc.CreateVpcRequest({ regionId })))).code).toBe('QuotaExceeded');
  });

  it('adds latency and changes transition times', async () => {
    await setFaults({ latencyMs: 300, transitionMs: 0 });
    const started = Date.now();
    const ecs = ecsClient(em, account);
    const [id] = (await ecs.runInstances(runRequest)).body!.instanceIdSets!.instanceIdSet!;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const described = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([id]) }));
    expect(described.body!.instances!.instance![0].status).toBe('Running');
    expect((await admin(em, 'GET', '/__emulator/faults')).body).toEqual({ latencyMs: 300, transitionMs: 0 });
  });

  it('rejects a malformed fault set', async () => {
    const res = await admin(em, 'PUT', '/__emulator/faults', { errorRate: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('errorRate');
  });
});

describe('seeded determinism and reset', () => {
  async function idsOf(seed: string) {
    const run = await startEmulator({ seed });
    try {
      const account = await newAccount(run, { fixtures: { instances: 3 } });
      const vpcId = (await vpcClient(run, account).createVpc(new $Vpc.CreateVpcRequest({ regionId }))).body!.vpcId!;
      const listed = await ecsClient(run, account).describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }));
      return { account: [account.accountId, account.accessKeyId, account.accessKeySecret], vpcId, instances: listed.body!.instances!.instance!.map((i) => i.instanceId) };
    } finally {
      await run.close();
    }
  }

  it('gives the same IDs for the same seed, other IDs for another seed', async () => {
    const [a, b, c] = [await idsOf('42'), await idsOf('42'), await idsOf('43')];
    expect(a).toEqual(b);
    expect(c.vpcId).not.toBe(a.vpcId);
    expect(c.account[0]).not.toBe(a.account[0]);
  });

  it('reset forgets every account and starts the ID sequence again', async () => {
    const run = await startEmulator({ seed: 'reset' });
    try {
      const first = await newAccount(run);
      await admin(run, 'POST', '/__emulator/reset');
      expect((await sdkError(ecsClient(run, first).describeRegions(new $Ecs.DescribeRegionsRequest({})))).code).toBe('InvalidAccessKeyId.NotFound');
      const again = await newAccount(run);
      expect(again.accountId).toBe(first.accountId);
    } finally {
      await run.close();
    }
  });
});
