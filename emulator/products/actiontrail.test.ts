import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, type Account } from '../testing.js';

let em: RunningEmulator;
let account: Account;
let trail: ReturnType<typeof openApiClient>;
let instanceId: string;
let runRequestId: string;
let network: { vpcId: string; vSwitchId: string; securityGroupId: string };
const regionId = 'cn-hangzhou';

const byName = (eventName: string, more: Record<string, string> = {}) =>
  lookupEvents(trail, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': eventName, ...more });

beforeAll(async () => {
  em = await startEmulator({ seed: 'trail' });
  account = await newAccount(em);
  trail = openApiClient(em, account);
  const ecs = ecsClient(em, account);
  const vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16', vpcName: 'trail-vpc' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-i', cidrBlock: '192.168.3.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
  network = { vpcId, vSwitchId, securityGroupId };
  const run = await ecs.runInstances(new $Ecs.RunInstancesRequest({
    regionId, instanceType: 'ecs.t6-c1m1.large', imageId: 'debian_12_6_x64_20G_alibase_20240711.vhd', vSwitchId, securityGroupId,
    instanceName: 'audited', password: 'Secret#2024',
  }));
  instanceId = run.body!.instanceIdSets!.instanceIdSet![0];
  runRequestId = run.body!.requestId!;
});
afterAll(() => em.close());

describe('ActionTrail events', () => {
  it('records an API call with the real event fields, secrets masked', async () => {
    const { Events } = await byName('RunInstances');
    expect(Events).toHaveLength(1);
    const [event] = Events;
    expect(event).toMatchObject({
      eventName: 'RunInstances', eventType: 'ApiCall', eventRW: 'Write', eventVersion: '1', eventSource: 'ecs.aliyuncs.com',
      serviceName: 'Ecs', acsRegion: regionId, apiVersion: '2014-05-26', requestId: runRequestId, sourceIpAddress: '127.0.0.1',
      userIdentity: { type: 'root-account', principalId: account.accountId, accountId: account.accountId, accessKeyId: account.accessKeyId, userName: 'root' },
      requestParameters: { RegionId: regionId, InstanceName: 'audited', Password: '******', VSwitchId: network.vSwitchId },
      responseElements: { RequestId: runRequestId, InstanceIdSets: { InstanceIdSet: [instanceId] } },
      referencedResources: {
        'ACS::ECS::Instance': [instanceId],
        'ACS::ECS::SecurityGroup': [network.securityGroupId],
        'ACS::VPC::VSwitch': [network.vSwitchId],
      },
    });
    expect(event.eventId).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    expect(event.eventTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(event.userAgent).toMatch(/AlibabaCloud/);
    expect(event).not.toHaveProperty('errorCode');
    for (const key of ['Signature', 'AccessKeyId', 'SignatureNonce', 'Timestamp', 'Action', 'Version']) {
      expect(event.requestParameters).not.toHaveProperty(key);
    }
    expect(JSON.stringify(Events)).not.toContain('Secret#2024');
    expect(JSON.stringify(Events)).not.toContain(account.accessKeySecret);
  });

  it('records failed calls and reads, with errorCode and errorMessage', async () => {
    const ecs = ecsClient(em, account);
    await sdkError(ecs.describeInstances(new $Ecs.DescribeInstancesRequest({})));
    const { Events } = await byName('DescribeInstances');
    expect(Events[0]).toMatchObject({ eventRW: 'Read', errorCode: 'MissingParameter', responseElements: null });
    expect(Events[0].errorMessage).toContain('"RegionId"');
  });

  it('filters on up to two attributes, exact and case-sensitive', async () => {
    const both = await lookupEvents(trail, {
      'LookupAttribute.1.Key': 'ResourceName', 'LookupAttribute.1.Value': network.vpcId,
      'LookupAttribute.2.Key': 'ServiceName', 'LookupAttribute.2.Value': 'Vpc',
    });
    expect(both.Events.map((e) => e.eventName).sort()).toEqual(['CreateVSwitch', 'CreateVpc']);
    const types = await lookupEvents(trail, { 'LookupAttribute.1.Key': 'ResourceType', 'LookupAttribute.1.Value': 'ACS::ECS::SecurityGroup' });
    expect(types.Events.map((e) => e.eventName).sort()).toEqual(['CreateSecurityGroup', 'RunInstances']);
    const writes = await lookupEvents(trail, { 'LookupAttribute.1.Key': 'EventRW', 'LookupAttribute.1.Value': 'Write', MaxResults: '50' });
    expect(new Set(writes.Events.map((e) => e.eventRW))).toEqual(new Set(['Write']));
    const lowercase = await byName('runinstances');
    expect(lowercase.Events).toEqual([]);
    const byKey = await lookupEvents(trail, { 'LookupAttribute.1.Key': 'EventAccessKeyId', 'LookupAttribute.1.Value': account.accessKeyId });
    expect(byKey.Events.length).toBeGreaterThan(4);

    const three = await sdkError(lookupEvents(trail, {
      'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'RunInstances',
      'LookupAttribute.2.Key': 'ServiceName', 'LookupAttribute.2.Value': 'Ecs',
      'LookupAttribute.3.Key': 'EventRW', 'LookupAttribute.3.Value': 'Write',
    }));
    expect(three).toMatchObject({ code: 'InvalidParameter', status: 400 });
    const unknownKey = await sdkError(lookupEvents(trail, { 'LookupAttribute.1.Key': 'Color', 'LookupAttribute.1.Value': 'blue' }));
    expect(unknownKey.code).toBe('InvalidParameter');
  });

  it('pages with MaxResults and NextToken, newest first unless FORWARD', async () => {
    const other = await newAccount(em);
    const ecs = ecsClient(em, other);
    const requestIds: string[] = [];
    for (let i = 0; i < 7; i++) requestIds.push((await ecs.describeRegions(new $Ecs.DescribeRegionsRequest({}))).body!.requestId!);
    const client = openApiClient(em, other);
    const query = { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'DescribeRegions', MaxResults: '3' };
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await lookupEvents(client, { ...query, ...(token ? { NextToken: token } : {}) });
      expect(page.Events.length).toBeLessThanOrEqual(3);
      seen.push(...page.Events.map((e) => e.requestId));
      token = page.NextToken;
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual([...requestIds].reverse());
    const forward = await lookupEvents(client, { ...query, Direction: 'FORWARD' });
    expect(forward.Events.map((e) => e.requestId)).toEqual(requestIds.slice(0, 3));
    expect((await sdkError(lookupEvents(client, { MaxResults: '51' }))).code).toBe('InvalidParameter');
    expect((await sdkError(lookupEvents(client, { ...query, NextToken: 'bogus' }))).code).toBe('InvalidParameter');
  });

  it('keeps to the StartTime/EndTime window', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString().slice(0, 19) + 'Z';
    const none = await lookupEvents(trail, { StartTime: future, EndTime: new Date(Date.now() + 7200_000).toISOString().slice(0, 19) + 'Z' });
    expect(none.Events).toEqual([]);
    expect(none.StartTime).toBe(future);
    const past = await lookupEvents(trail, { EndTime: '2020-01-01T00:00:00Z' });
    expect(past.Events).toEqual([]);
    expect((await sdkError(lookupEvents(trail, { StartTime: future, EndTime: '2020-01-01T00:00:00Z' }))).code).toBe('InvalidParameter');
    expect((await sdkError(lookupEvents(trail, { StartTime: 'yesterday' }))).code).toBe('InvalidParameter');
  });

  it('keeps accounts apart', async () => {
    const stranger = await newAccount(em);
    const theirs = await lookupEvents(openApiClient(em, stranger), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'RunInstances' });
    expect(theirs.Events).toEqual([]);
    const instances = await ecsClient(em, stranger).describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }));
    expect(instances.body!.totalCount).toBe(0);
    const notTheirs = await sdkError(ecsClient(em, stranger).stopInstance(new $Ecs.StopInstanceRequest({ instanceId })));
    expect(notTheirs.code).toBe('InvalidInstanceId.NotFound');
  });
});

describe('ActionTrail delivery delay', () => {
  let delayed: RunningEmulator;
  beforeAll(async () => {
    delayed = await startEmulator({ seed: 'trail', eventDelayMs: 600 });
  });
  afterAll(() => delayed.close());

  it('returns an event only once the delay has passed', async () => {
    const who = await newAccount(delayed);
    await vpcClient(delayed, who).describeZones(new $Vpc.DescribeZonesRequest({ regionId }));
    const client = openApiClient(delayed, who);
    const query = { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'DescribeZones' };
    expect((await lookupEvents(client, query)).Events).toEqual([]);
    await new Promise((r) => setTimeout(r, 700));
    const { Events } = await lookupEvents(client, query);
    expect(Events).toHaveLength(1);
    expect(Events[0]).toMatchObject({ serviceName: 'Vpc', eventSource: 'vpc.aliyuncs.com', apiVersion: '2016-04-28' });
  });
});
