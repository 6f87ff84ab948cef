import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;

/** An SLB 2014-05-15 call through the official generic client (signed, RPC style). */
async function slb(action: string, query: Record<string, string | number> = {}, as: Account = account, opts: { accessKeySecret?: string } = {}) {
  const params = new $OpenApi.Params({
    action, version: '2014-05-15', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const flat = Object.fromEntries(Object.entries({ RegionId: 'cn-hangzhou', ...query }).map(([k, v]) => [k, String(v)]));
  const res = await openApiClient(em, as, opts).callApi(params, new $OpenApi.OpenApiRequest({ query: flat }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

async function network() {
  const call = async (action: string, version: string, query: Record<string, string>) => {
    const params = new $OpenApi.Params({ action, version, protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json' });
    const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query: { RegionId: 'cn-hangzhou', ...query } }), new $Util.RuntimeOptions({}));
    return res.body as Record<string, any>;
  };
  const { VpcId } = await call('CreateVpc', '2016-04-28', { CidrBlock: '192.168.0.0/16', VpcName: 'lb-vpc' });
  const { VSwitchId } = await call('CreateVSwitch', '2016-04-28', { VpcId, ZoneId: 'cn-hangzhou-i', CidrBlock: '192.168.1.0/24' });
  const { SecurityGroupId } = await call('CreateSecurityGroup', '2014-05-26', { VpcId });
  const run = await call('RunInstances', '2014-05-26', { VSwitchId, SecurityGroupId, InstanceType: 'ecs.g7.large', ImageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', Amount: '1' });
  const InstanceId = run.InstanceIdSets.InstanceIdSet[0] as string;
  await waitFor(async () => (await call('DescribeInstances', '2014-05-26', { InstanceIds: JSON.stringify([InstanceId]) })).Instances.Instance[0]?.Status === 'Running');
  return { VpcId, VSwitchId, InstanceId };
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'slb', eventDelayMs: 0 });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('SLB (Classic Load Balancer)', () => {
  it('creates an intranet CLB in a vSwitch, with listeners and backend servers, and deletes it', async () => {
    const net = await network();
    const created = await slb('CreateLoadBalancer', { LoadBalancerName: 'doc-clb', AddressType: 'intranet', VpcId: net.VpcId, VSwitchId: net.VSwitchId, LoadBalancerSpec: 'slb.s1.small', PayType: 'PayOnDemand' });
    expect(created).toMatchObject({ LoadBalancerId: expect.stringMatching(/^lb-bp1[a-z0-9]{17}$/), NetworkType: 'vpc', VpcId: net.VpcId, VSwitchId: net.VSwitchId, Address: expect.stringMatching(/^192\.168\.1\./) });
    const id = created.LoadBalancerId as string;
    const listed = await slb('DescribeLoadBalancers', { LoadBalancerName: 'doc-clb' });
    expect(listed.LoadBalancers.LoadBalancer).toHaveLength(1);
    expect(listed.LoadBalancers.LoadBalancer[0]).toMatchObject({ LoadBalancerId: id, LoadBalancerStatus: 'active', AddressType: 'intranet', DeleteProtection: 'off' });

    await slb('CreateLoadBalancerTCPListener', { LoadBalancerId: id, ListenerPort: 80, BackendServerPort: 8080, Bandwidth: -1 });
    expect((await sdkError(slb('CreateLoadBalancerHTTPListener', { LoadBalancerId: id, ListenerPort: 80, BackendServerPort: 80, HealthCheck: 'off', StickySession: 'off' }))).code).toBe('ListenerAlreadyExists');
    await slb('CreateLoadBalancerHTTPListener', { LoadBalancerId: id, ListenerPort: 8080, BackendServerPort: 80, HealthCheck: 'on', HealthCheckURI: '/health', StickySession: 'off' });
    let listeners = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id })).Listeners as Array<Record<string, any>>;
    expect(listeners.map((l) => [l.ListenerPort, l.ListenerProtocol, l.Status])).toEqual([[80, 'tcp', 'stopped'], [8080, 'http', 'stopped']]);
    await slb('StartLoadBalancerListener', { LoadBalancerId: id, ListenerPort: 80 });
    await waitFor(async () => (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id, ListenerPort: 80 })).Listeners[0].Status === 'running');
    await slb('StopLoadBalancerListener', { LoadBalancerId: id, ListenerPort: 80 });
    await waitFor(async () => (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id, ListenerPort: 80 })).Listeners[0].Status === 'stopped');
    await slb('SetLoadBalancerHTTPListenerAttribute', { LoadBalancerId: id, ListenerPort: 8080, Scheduler: 'rr', HealthCheck: 'on', HealthCheckURI: '/status' });
    await slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId: id, ListenerPort: 80, Scheduler: 'wlc', HealthCheckSwitch: 'off', Bandwidth: 10 });
    listeners = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id })).Listeners;
    expect(listeners.map((l) => [l.ListenerPort, l.Scheduler, l.Bandwidth])).toEqual([[80, 'wlc', 10], [8080, 'rr', -1]]);
    expect(listeners[0].TCPListenerConfig).toMatchObject({ HealthCheck: 'off' });
    expect(listeners[1].HTTPListenerConfig).toMatchObject({ HealthCheck: 'on', HealthCheckURI: '/status' });
    expect((await sdkError(slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId: id, ListenerPort: 8080, Scheduler: 'rr' }))).code).toBe('InvalidParameter');
    expect((await sdkError(slb('SetLoadBalancerHTTPListenerAttribute', { LoadBalancerId: id, ListenerPort: 8080, HealthCheckURI: 'status' }))).code).toBe('InvalidParameter');
    await slb('DeleteLoadBalancerListener', { LoadBalancerId: id, ListenerPort: 8080 });
    listeners = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id })).Listeners;
    expect(listeners).toHaveLength(1);
    expect(await sdkError(slb('StopLoadBalancerListener', { LoadBalancerId: id, ListenerPort: 8080 }))).toMatchObject({ code: 'InvalidParameter', status: 404 });

    const added = await slb('AddBackendServers', { LoadBalancerId: id, BackendServers: JSON.stringify([{ ServerId: net.InstanceId, Weight: '100', Type: 'ecs' }]) });
    expect(added.BackendServers.BackendServer).toEqual([{ ServerId: net.InstanceId, Weight: 100, Type: 'ecs', Description: '' }]);
    const unknown = await sdkError(slb('AddBackendServers', { LoadBalancerId: id, BackendServers: JSON.stringify([{ ServerId: 'i-bp1doesnotexist0000', Weight: '100', Type: 'ecs' }]) }));
    expect(unknown.data).toMatchObject({ Code: 'InvalidParameter', Message: expect.stringContaining('i-bp1doesnotexist0000') });
    await slb('SetBackendServers', { LoadBalancerId: id, BackendServers: JSON.stringify([{ ServerId: net.InstanceId, Weight: '50' }]) });
    const attr = await slb('DescribeLoadBalancerAttribute', { LoadBalancerId: id });
    expect(attr).toMatchObject({ LoadBalancerName: 'doc-clb', ListenerPorts: { ListenerPort: [80] }, BackendServers: { BackendServer: [{ ServerId: net.InstanceId, Weight: 50 }] } });
    await slb('RemoveBackendServers', { LoadBalancerId: id, BackendServers: JSON.stringify([{ ServerId: net.InstanceId }]) });

    const group = await slb('CreateVServerGroup', { LoadBalancerId: id, VServerGroupName: 'web-group', BackendServers: JSON.stringify([{ ServerId: net.InstanceId, Port: 80, Weight: 100 }]) });
    expect(group).toMatchObject({ VServerGroupId: expect.stringMatching(/^rsp-/), BackendServers: { BackendServer: [{ ServerId: net.InstanceId, Port: 80, Weight: 100 }] } });
    const rsp = group.VServerGroupId as string;
    expect((await sdkError(slb('CreateVServerGroup', { LoadBalancerId: id, VServerGroupName: 'no-port', BackendServers: JSON.stringify([{ ServerId: net.InstanceId }]) }))).code).toBe('InvalidParameter');
    await slb('AddVServerGroupBackendServers', { VServerGroupId: rsp, BackendServers: JSON.stringify([{ ServerId: net.InstanceId, Port: 8080, Weight: 50 }]) });
    await slb('CreateLoadBalancerTCPListener', { LoadBalancerId: id, ListenerPort: 81, VServerGroupId: rsp });
    const groups = (await slb('DescribeVServerGroups', { LoadBalancerId: id })).VServerGroups.VServerGroup;
    expect(groups).toEqual([expect.objectContaining({ VServerGroupId: rsp, VServerGroupName: 'web-group', ServerCount: 2, AssociatedObjects: expect.objectContaining({ Listeners: { Listener: [{ Port: 81, Protocol: 'tcp' }] } }) })]);
    expect((await sdkError(slb('DeleteVServerGroup', { VServerGroupId: rsp }))).code).toBe('ResourceInUse.VServerGroup');
    await slb('DeleteLoadBalancerListener', { LoadBalancerId: id, ListenerPort: 81 });
    await slb('RemoveVServerGroupBackendServers', { VServerGroupId: rsp, BackendServers: JSON.stringify([{ ServerId: net.InstanceId, Port: 8080 }]) });
    expect((await slb('DescribeVServerGroupAttribute', { VServerGroupId: rsp })).BackendServers.BackendServer).toHaveLength(1);
    await slb('DeleteVServerGroup', { VServerGroupId: rsp });
    expect((await sdkError(slb('DescribeVServerGroupAttribute', { VServerGroupId: rsp }))).code).toBe('InvalidParameter.VServerGroupId');

    await slb('SetLoadBalancerName', { LoadBalancerId: id, LoadBalancerName: 'doc-clb-2' });
    await slb('SetLoadBalancerStatus', { LoadBalancerId: id, LoadBalancerStatus: 'inactive' });
    await slb('SetLoadBalancerDeleteProtection', { LoadBalancerId: id, DeleteProtection: 'on' });
    expect((await sdkError(slb('DeleteLoadBalancer', { LoadBalancerId: id }))).code).toBe('OperationFailed.DeleteProtection');
    await slb('SetLoadBalancerDeleteProtection', { LoadBalancerId: id, DeleteProtection: 'off' });
    await slb('DeleteLoadBalancer', { LoadBalancerId: id });
    expect((await slb('DescribeLoadBalancers', { LoadBalancerId: id })).TotalCount).toBe(0);
  });

  it('creates a UDP listener as a Layer-4 one: its health check switch, its own config, its own Set…Attribute, an event', async () => {
    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'udp-clb' });
    await slb('CreateLoadBalancerUDPListener', { LoadBalancerId, ListenerPort: 53, BackendServerPort: 5353, Bandwidth: -1, HealthCheckSwitch: 'off' });
    expect((await sdkError(slb('CreateLoadBalancerUDPListener', { LoadBalancerId, ListenerPort: 53, BackendServerPort: 53 }))).code).toBe('ListenerAlreadyExists');
    await slb('StartLoadBalancerListener', { LoadBalancerId, ListenerPort: 53, ListenerProtocol: 'udp' });
    const [l] = (await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId, ListenerProtocol: 'udp' })).Listeners;
    expect(l).toMatchObject({ ListenerPort: 53, ListenerProtocol: 'udp', BackendServerPort: 5353, UDPListenerConfig: { HealthCheck: 'off' } });
    expect(l.TCPListenerConfig).toBeUndefined();
    await slb('SetLoadBalancerUDPListenerAttribute', { LoadBalancerId, ListenerPort: 53, HealthCheckSwitch: 'on', Scheduler: 'wlc' });
    expect((await slb('DescribeLoadBalancerListeners', { 'LoadBalancerId.1': LoadBalancerId })).Listeners[0]).toMatchObject({ Scheduler: 'wlc', UDPListenerConfig: { HealthCheck: 'on' } });
    // A UDP listener is not a TCP one: the TCP attribute call does not find it.
    expect((await sdkError(slb('SetLoadBalancerTCPListenerAttribute', { LoadBalancerId, ListenerPort: 53, Scheduler: 'rr' }))).code).toBe('InvalidParameter');
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateLoadBalancerUDPListener' });
    expect(Events.find((e) => e.requestParameters?.LoadBalancerId === LoadBalancerId)).toMatchObject({ serviceName: 'Slb', eventRW: 'Write', requestParameters: { ListenerPort: '53' } });
  });

  it('forwards a Layer-7 listener\'s domain and URL to a VServer group with forwarding rules, set and deleted', async () => {
    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'rules-clb' });
    await slb('CreateLoadBalancerHTTPListener', { LoadBalancerId, ListenerPort: 80, BackendServerPort: 80, HealthCheck: 'off', StickySession: 'off' });
    await slb('CreateLoadBalancerTCPListener', { LoadBalancerId, ListenerPort: 22, BackendServerPort: 22, Bandwidth: -1 });
    const { VServerGroupId } = await slb('CreateVServerGroup', { LoadBalancerId, VServerGroupName: 'images' });
    const list = (rules: object[]) => JSON.stringify(rules);
    const made = await slb('CreateRules', { LoadBalancerId, ListenerPort: 80, RuleList: list([{ RuleName: 'img', Domain: 'www.example.com', Url: '/img', VServerGroupId }]) });
    const RuleId = made.Rules.Rule[0].RuleId as string;
    expect(made.Rules.Rule[0]).toEqual({ RuleId: expect.stringMatching(/^rule-bp1/), RuleName: 'img' });
    expect((await sdkError(slb('CreateRules', { LoadBalancerId, ListenerPort: 80, RuleList: list([{ RuleName: 'again', Domain: 'www.example.com', Url: '/img', VServerGroupId }]) }))).code).toBe('DomainExist');
    expect((await sdkError(slb('CreateRules', { LoadBalancerId, ListenerPort: 80, RuleList: list([{ RuleName: 'none', VServerGroupId }]) }))).code).toBe('MissingParameter');
    expect((await sdkError(slb('CreateRules', { LoadBalancerId, ListenerPort: 22, RuleList: list([{ RuleName: 'tcp', Url: '/x', VServerGroupId }]) }))).code).toBe('OperationUnsupported.CreateRules');
    expect((await slb('DescribeRules', { LoadBalancerId, ListenerPort: 80 })).Rules.Rule).toEqual([expect.objectContaining({ RuleId, Domain: 'www.example.com', Url: '/img', VServerGroupId, ListenerSync: 'on' })]);
    expect((await slb('DescribeVServerGroups', { LoadBalancerId })).VServerGroups.VServerGroup[0].AssociatedObjects.Rules.Rule).toEqual([expect.objectContaining({ RuleId })]);
    expect((await sdkError(slb('DeleteVServerGroup', { VServerGroupId }))).code).toBe('ResourceInUse.VServerGroup');
    await slb('SetRule', { RuleId, VServerGroupId, ListenerSync: 'off', Scheduler: 'wlc', StickySession: 'on', StickySessionType: 'insert', CookieTimeout: 600, HealthCheck: 'on', HealthCheckURI: '/ok' });
    expect(await slb('DescribeRuleAttribute', { RuleId })).toMatchObject({ Scheduler: 'wlc', StickySession: 'on', CookieTimeout: 600, HealthCheck: 'on', HealthCheckURI: '/ok', LoadBalancerId });
    await slb('DeleteRules', { RuleIds: JSON.stringify([RuleId]) });
    expect((await slb('DescribeRules', { LoadBalancerId, ListenerPort: 80 })).Rules.Rule).toEqual([]);
    expect((await sdkError(slb('DeleteRules', { RuleIds: JSON.stringify([RuleId]) }))).code).toBe('InvalidParameter.RuleId');
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateRules' });
    expect(Events.find((e) => e.requestParameters?.LoadBalancerId === LoadBalancerId && e.requestParameters?.ListenerPort === '80')).toMatchObject({ serviceName: 'Slb', eventRW: 'Write' });
  });

  it('changes a CLB\'s instance specification', async () => {
    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'spec-clb' });
    expect(await slb('ModifyLoadBalancerInstanceSpec', { LoadBalancerId, LoadBalancerSpec: 'slb.s2.small' })).toMatchObject({ LoadBalancerId, OrderId: expect.any(Number) });
    expect((await slb('DescribeLoadBalancerAttribute', { LoadBalancerId })).LoadBalancerSpec).toBe('slb.s2.small');
    expect((await sdkError(slb('ModifyLoadBalancerInstanceSpec', { LoadBalancerId, LoadBalancerSpec: 'slb.s9.huge' }))).code).toBe('InvalidParameter');
  });

  it('answers errors in the cloud shape', async () => {
    const missing = await sdkError(slb('DescribeLoadBalancerAttribute', { LoadBalancerId: 'lb-bp1nothere0000000000' }));
    expect(missing).toMatchObject({ code: 'InvalidLoadBalancerId.NotFound', status: 404 });
    expect(missing.data).toMatchObject({ Code: 'InvalidLoadBalancerId.NotFound', RequestId: expect.any(String), HostId: 'slb.aliyuncs.com', Recommend: expect.stringContaining('InvalidLoadBalancerId.NotFound') });
    const invalid = await sdkError(slb('CreateLoadBalancer', { AddressType: 'public' }));
    expect(invalid).toMatchObject({ code: 'InvalidParameter', status: 400 });
    expect((await sdkError(slb('CreateLoadBalancer', { AddressType: 'intranet' }))).code).toBe('MissingParameter');
    expect((await sdkError(slb('DescribeLoadBalancers', {}, account, { accessKeySecret: 'wrong' }))).code).toBe('SignatureDoesNotMatch');
  });

  it('records the calls in ActionTrail', async () => {
    const { LoadBalancerId } = await slb('CreateLoadBalancer', { LoadBalancerName: 'trail-clb' });
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateLoadBalancer' });
    const event = Events.find((e) => e.requestParameters?.LoadBalancerName === 'trail-clb');
    expect(event).toMatchObject({ serviceName: 'Slb', apiVersion: '2014-05-15', eventRW: 'Write', eventSource: 'slb.aliyuncs.com', referencedResources: { 'ACS::SLB::LoadBalancer': [LoadBalancerId] } });
  });
});
