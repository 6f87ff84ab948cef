import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, type Account } from '../../testing.js';

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

    // As the cloud: conditions past the second are ignored (a Read filter would leave no RunInstances).
    const three = await lookupEvents(trail, {
      'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'RunInstances',
      'LookupAttribute.2.Key': 'ServiceName', 'LookupAttribute.2.Value': 'Ecs',
      'LookupAttribute.3.Key': 'EventRW', 'LookupAttribute.3.Value': 'Read',
    });
    expect(three.Events.map((e) => e.eventName)).toEqual(['RunInstances']);
    // As the cloud: of two conditions with the same key, the second counts.
    const repeated = await lookupEvents(trail, {
      'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateVpc',
      'LookupAttribute.2.Key': 'EventName', 'LookupAttribute.2.Value': 'RunInstances',
    });
    expect(repeated.Events.map((e) => e.eventName)).toEqual(['RunInstances']);
    const fromHere = await lookupEvents(trail, { 'LookupAttribute.1.Key': 'SourceIpAddress', 'LookupAttribute.1.Value': '127.0.0.1', MaxResults: '50' });
    expect(fromHere.Events.length).toBeGreaterThan(byKey.Events.length); // and the lookups since
    const unknownKey = await sdkError(lookupEvents(trail, { 'LookupAttribute.1.Key': 'Color', 'LookupAttribute.1.Value': 'blue' }));
    expect(unknownKey.code).toBe('InvalidParameter');
    expect(unknownKey.data.Message).toContain('LookupAttribute.1.Key');
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

/** An ActionTrail RPC call through the generic OpenAPI client (no official ActionTrail SDK is installed). */
async function trailCall(client: ReturnType<typeof openApiClient>, action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2020-07-06', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await client.callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

describe('ActionTrail trails', () => {
  let owner: Account;
  let api: ReturnType<typeof openApiClient>;
  beforeAll(async () => {
    owner = await newAccount(em);
    api = openApiClient(em, owner);
    const oss = new OSS({ accessKeyId: owner.accessKeyId, accessKeySecret: owner.accessKeySecret, endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true, secure: false, timeout: 5000 });
    await oss.putBucket('trail-logs-bucket-1');
    await oss.putBucket('trail-logs-bucket-2');
  });

  it('creates a trail that is not logging until StartLogging, and describes it', async () => {
    const created = await trailCall(api, 'CreateTrail', { Name: 'audit-trail', OssBucketName: 'trail-logs-bucket-1', OssKeyPrefix: 'logs' });
    expect(created).toMatchObject({ Name: 'audit-trail', HomeRegion: 'cn-hangzhou', TrailRegion: 'All', EventRW: 'Write', OssBucketName: 'trail-logs-bucket-1', OssKeyPrefix: 'logs' });
    expect(created.RequestId).toBeTruthy();
    expect(await trailCall(api, 'GetTrailStatus', { Name: 'audit-trail' })).toMatchObject({ IsLogging: false, OssBucketStatus: true });
    await trailCall(api, 'StartLogging', { Name: 'audit-trail' });
    const status = await trailCall(api, 'GetTrailStatus', { Name: 'audit-trail' });
    expect(status).toMatchObject({ IsLogging: true, StopLoggingTime: '' });
    expect(status.StartLoggingTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const { TrailList } = await trailCall(api, 'DescribeTrails', { NameList: 'audit-trail' });
    expect(TrailList).toHaveLength(1);
    expect(TrailList[0]).toMatchObject({ Name: 'audit-trail', Status: 'Enable', OssBucketLocation: 'cn-hangzhou', TrailArn: `acs:actiontrail:cn-hangzhou:${owner.accountId}:trail/audit-trail` });
    expect((await trailCall(api, 'DescribeTrails', { RegionId: 'cn-beijing' })).TrailList).toEqual([]);
    expect((await trailCall(api, 'DescribeTrails', { RegionId: 'cn-beijing', IncludeShadowTrails: 'true' })).TrailList).toHaveLength(1);
  });

  it('updates, stops and deletes a trail; each call is an event', async () => {
    const updated = await trailCall(api, 'UpdateTrail', { Name: 'audit-trail', EventRW: 'All', OssBucketName: 'trail-logs-bucket-2' });
    expect(updated).toMatchObject({ EventRW: 'All', OssBucketName: 'trail-logs-bucket-2', OssKeyPrefix: 'logs' });
    await trailCall(api, 'StopLogging', { Name: 'audit-trail' });
    const { TrailList } = await trailCall(api, 'DescribeTrails', {});
    expect(TrailList[0]).toMatchObject({ Status: 'Disable', EventRW: 'All' });
    expect(TrailList[0].StopLoggingTime).toBeTruthy();
    const client = openApiClient(em, owner);
    const stops = await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'StopLogging' });
    expect(stops.Events[0]).toMatchObject({ serviceName: 'Actiontrail', eventRW: 'Write', apiVersion: '2020-07-06', requestParameters: { Name: 'audit-trail' } });
    const update = await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'UpdateTrail' });
    expect(update.Events[0].requestParameters).toMatchObject({ Name: 'audit-trail', EventRW: 'All' });
    await trailCall(api, 'DeleteTrail', { Name: 'audit-trail' });
    expect((await sdkError(trailCall(api, 'GetTrailStatus', { Name: 'audit-trail' })))).toMatchObject({ code: 'TrailNotFoundException', status: 404 });
  });

  it('rejects bad names, missing buckets, duplicates, a sixth trail and a bad signature', async () => {
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'Bad', OssBucketName: 'trail-logs-bucket-1' }))).code).toBe('InvalidTrailNameException');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: '1trail-x', OssBucketName: 'trail-logs-bucket-1' }))).code).toBe('InvalidTrailNameException');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'no-bucket-trail', OssBucketName: 'not-my-bucket' }))).code).toBe('OssBucketNotExistsException');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'nowhere-trail' }))).code).toBe('MissingParameter');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'rw-trail', OssBucketName: 'trail-logs-bucket-1', EventRW: 'Both' }))).code).toBe('InvalidParameter');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'sls-trail', SlsProjectArn: 'project/x' }))).code).toBe('InvalidSlsProjectArnException');
    for (let i = 1; i <= 5; i++) await trailCall(api, 'CreateTrail', { Name: `quota-trail-${i}`, OssBucketName: 'trail-logs-bucket-1' });
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'quota-trail-1', OssBucketName: 'trail-logs-bucket-1' }))).code).toBe('TrailAlreadyExistsException');
    expect((await sdkError(trailCall(api, 'CreateTrail', { Name: 'quota-trail-6', OssBucketName: 'trail-logs-bucket-1' }))).code).toBe('TrailExceedMaxLimitException');
    const forged = openApiClient(em, owner, { accessKeySecret: 'not-the-secret' });
    expect((await sdkError(trailCall(forged, 'DescribeTrails'))).code).toBe('SignatureDoesNotMatch');
    expect((await trailCall(openApiClient(em, account), 'DescribeTrails')).TrailList).toEqual([]);
  });
});
