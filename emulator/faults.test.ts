import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server.js';
import { admin, ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, type Account } from './testing.js';

const regionId = 'cn-hangzhou';
let em: RunningEmulator;
let faulty: Account;
let healthy: Account;

beforeAll(async () => {
  em = await startEmulator({ seed: 'faults' });
  faulty = await newAccount(em);
  healthy = await newAccount(em);
});
afterAll(() => em.close());
afterEach(async () => {
  await admin(em, 'PUT', '/__emulator/faults', {});
  await admin(em, 'PUT', `/__emulator/accounts/${faulty.accountId}/faults`, {});
});

const setAccountFaults = async (account: Account, faults: object) => {
  const res = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/faults`, faults);
  expect(res.status).toBe(200);
  return res.body;
};
const regions = (account: Account) => ecsClient(em, account).describeRegions(new $Ecs.DescribeRegionsRequest({}));

describe('faults per account', () => {
  it('hit the account they are set on, and no other', async () => {
    await setAccountFaults(faulty, { errorRate: 1 });
    expect(await sdkError(regions(faulty))).toMatchObject({ code: 'InternalError', status: 500 });
    expect((await regions(healthy)).statusCode).toBe(200);
    await setAccountFaults(faulty, { quotaExceeded: {} });
    expect((await sdkError(vpcClient(em, faulty).createVpc(new $Vpc.CreateVpcRequest({ regionId })))).code).toBe('QuotaExceeded');
    expect((await vpcClient(em, healthy).createVpc(new $Vpc.CreateVpcRequest({ regionId }))).statusCode).toBe(200);
  });

  it('are read back, and override the global ones field by field', async () => {
    expect((await admin(em, 'PUT', '/__emulator/faults', { throttle: {}, latencyMs: 150 })).status).toBe(200);
    expect(await setAccountFaults(faulty, { throttle: null })).toEqual({ throttle: null });
    expect((await admin(em, 'GET', `/__emulator/accounts/${faulty.accountId}/faults`)).body).toEqual({ throttle: null });
    const started = Date.now();
    expect((await regions(faulty)).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await sdkError(regions(healthy))).toMatchObject({ code: 'Throttling.User', status: 400 });
    await setAccountFaults(faulty, {});
    expect((await admin(em, 'GET', `/__emulator/accounts/${faulty.accountId}/faults`)).body).toEqual({});
    expect((await sdkError(regions(faulty))).code).toBe('Throttling.User');
  });

  it('slow down one account\'s state transitions and ActionTrail delivery', async () => {
    await setAccountFaults(faulty, { transitionMs: 60_000, eventDelayMs: 60_000 });
    const slow = await vpcClient(em, faulty).createVpc(new $Vpc.CreateVpcRequest({ regionId }));
    const fast = await vpcClient(em, healthy).createVpc(new $Vpc.CreateVpcRequest({ regionId }));
    await new Promise((r) => setTimeout(r, 600));
    const status = async (account: Account, vpcId: string) =>
      (await vpcClient(em, account).describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId, vpcId }))).body!.vpcs!.vpc![0].status;
    expect(await status(faulty, slow.body!.vpcId!)).toBe('Pending');
    expect(await status(healthy, fast.body!.vpcId!)).toBe('Available');
    const created = (vpcId: string) => ({ 'LookupAttribute.1.Key': 'ResourceName', 'LookupAttribute.1.Value': vpcId });
    expect((await lookupEvents(openApiClient(em, faulty), created(slow.body!.vpcId!))).Events).toEqual([]);
    expect((await lookupEvents(openApiClient(em, healthy), created(fast.body!.vpcId!))).Events.length).toBeGreaterThan(0);
  });

  it('throttle at a rate: calls over it get Throttling.User, per account and action', async () => {
    await setAccountFaults(faulty, { throttle: { actions: ['DescribeRegions'], perSecond: 3 } });
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => regions(faulty).then(() => 'ok', (e: { code: string }) => e.code)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'Throttling.User')).toHaveLength(3);
    expect((await ecsClient(em, faulty).describeZones(new $Ecs.DescribeZonesRequest({ regionId }))).statusCode).toBe(200);
    expect((await regions(healthy)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1050));
    expect((await regions(faulty)).statusCode).toBe(200);
  });

  it('run out of stock for the listed instance types only', async () => {
    await setAccountFaults(faulty, { noStock: { instanceTypes: ['ecs.e-c1m1.large'] } });
    const run = (instanceType: string) =>
      sdkError(ecsClient(em, faulty).runInstances(new $Ecs.RunInstancesRequest({ regionId, instanceType, imageId: 'none', amount: 1 })));
    expect((await run('ecs.e-c1m1.large')).code).toBe('OperationDenied.NoStock');
    // Another type passes the stock check and meets the handler's own validation instead.
    expect((await run('ecs.g7.large')).code).not.toBe('OperationDenied.NoStock');
    const bad = await admin(em, 'PUT', `/__emulator/accounts/${faulty.accountId}/faults`, { noStock: { instanceTypes: [] } });
    expect(bad.status).toBe(400);
  });

  it('reject bad bodies with the field named, and unknown accounts', async () => {
    const bad = async (body: object, field: string) => {
      const res = await admin(em, 'PUT', `/__emulator/accounts/${faulty.accountId}/faults`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('InvalidBody');
      expect(res.body.message).toContain(field);
    };
    await bad({ errorRate: 2 }, 'errorRate');
    await bad({ throttle: { perSecond: 0 } }, 'throttle.perSecond');
    await bad({ throttle: { actions: 'DescribeRegions' } }, 'throttle.actions');
    await bad({ latencyMs: -1 }, 'latencyMs');
    await bad({ slowness: 3 }, 'slowness');
    expect((await admin(em, 'PUT', '/__emulator/faults', { throttle: { perSecond: 'fast' } })).body.message).toContain('throttle.perSecond');
    expect((await admin(em, 'PUT', '/__emulator/accounts/1234/faults', {})).status).toBe(404);
  });

  it('are gone after a reset', async () => {
    const run = await startEmulator({ seed: 'faults-reset' });
    try {
      const first = await newAccount(run);
      await admin(run, 'PUT', `/__emulator/accounts/${first.accountId}/faults`, { errorRate: 1 });
      await admin(run, 'POST', '/__emulator/reset');
      const again = await newAccount(run);
      expect(again.accountId).toBe(first.accountId);
      expect((await admin(run, 'GET', `/__emulator/accounts/${again.accountId}/faults`)).body).toEqual({});
    } finally {
      await run.close();
    }
  });
});

describe('trail history', () => {
  it('backfills past events, merged by time, and pages through them newest first', async () => {
    const account = await newAccount(em);
    await ecsClient(em, account).describeRegions(new $Ecs.DescribeRegionsRequest({}));
    const res = await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/events`, { count: 500, spanMs: 3600_000 });
    expect(res.body).toEqual({ accountId: account.accountId, added: 500, stored: 501 });
    const client = openApiClient(em, account);
    const first = await lookupEvents(client, {});
    expect(first.Events).toHaveLength(20);
    expect(first.Events[0].eventName).toBe('DescribeRegions');
    const times: string[] = [];
    let token: string | undefined;
    do {
      const page = await lookupEvents(client, { MaxResults: '50', ...(token ? { NextToken: token } : {}) });
      times.push(...page.Events.map((e) => e.eventTime));
      token = page.NextToken;
    } while (token);
    expect(times).toHaveLength(502); // the first LookupEvents is in the trail too
    expect([...times].sort().reverse()).toEqual(times);
    const one = await lookupEvents(client, { 'LookupAttribute.1.Key': 'ResourceName', 'LookupAttribute.1.Value': 'i-hist0001', MaxResults: '50' });
    expect(one.Events.length).toBeGreaterThan(0);
    for (const e of one.Events) expect(e.referencedResources['ACS::ECS::Instance']).toEqual(['i-hist0001']);
    expect((await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/events`, { count: 0 })).body.message).toContain('count');
  });
});
