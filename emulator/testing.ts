// Test support: the official SDK clients pointed at a running emulator, and control-API shortcuts.
// Used by the emulator's own tests; other suites may use it too.
import OpenApiModule, * as $OpenApi from '@alicloud/openapi-client';
import EcsModule, * as $Ecs from '@alicloud/ecs20140526';
import * as $Util from '@alicloud/tea-util';
import VpcModule, * as $Vpc from '@alicloud/vpc20160428';
import type { RunningEmulator } from './server.js';

/** In vitest the SDK client class is the default export; in plain Node ESM it sits one `.default` deeper. */
const unwrap = <T>(m: T): T => ((m as { default?: T }).default ?? m);
const EcsClient = unwrap(EcsModule);
const VpcClient = unwrap(VpcModule);
const OpenApiClient = unwrap(OpenApiModule);

export interface Account {
  accountId: string;
  accessKeyId: string;
  accessKeySecret: string;
  loginUrl: string;
}

export interface ClientOptions {
  v2?: boolean;
  accessKeyId?: string;
  accessKeySecret?: string;
  /** An STS credential's token (`POST /__emulator/accounts/:id/sts-credentials`). */
  securityToken?: string;
}

/**
 * How long a test's SDK client waits for the emulator: the SDK's own default is 3 s to read an answer, and on a
 * loaded machine a call that makes an RSA key pair, or any call while the emulator is busy, took longer and failed
 * the test (CreateKeyPair in storage.test). The companion's clients (companion/cloud/sdk.ts) wait as long.
 */
export const SDK_WAIT = { readTimeout: 30_000, connectTimeout: 10_000 };

function config(em: RunningEmulator, account: Account, opts: ClientOptions) {
  return {
    accessKeyId: opts.accessKeyId ?? account.accessKeyId,
    accessKeySecret: opts.accessKeySecret ?? account.accessKeySecret,
    endpoint: `127.0.0.1:${em.port}`,
    protocol: 'HTTP',
    regionId: 'cn-hangzhou',
    ...SDK_WAIT,
    ...(opts.v2 ? { signatureAlgorithm: 'v2' } : {}),
    ...(opts.securityToken ? { securityToken: opts.securityToken } : {}),
  };
}

export const ecsClient = (em: RunningEmulator, account: Account, opts: ClientOptions = {}) =>
  new EcsClient(config(em, account, opts) as ConstructorParameters<typeof EcsClient>[0]);

export const vpcClient = (em: RunningEmulator, account: Account, opts: ClientOptions = {}) =>
  new VpcClient(config(em, account, opts) as ConstructorParameters<typeof VpcClient>[0]);

export const openApiClient = (em: RunningEmulator, account: Account, opts: ClientOptions = {}) =>
  new OpenApiClient(new $OpenApi.Config(config(em, account, opts)));

/** What an instance needs in a region: a VPC, a vSwitch in zone k and a security group, through the official SDKs. */
export async function instanceNetwork(ecs: ReturnType<typeof ecsClient>, vpc: ReturnType<typeof vpcClient>, regionId: string) {
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/12' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: `${regionId}-k`, cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
  return { vpcId, vSwitchId, securityGroupId };
}

/** ActionTrail LookupEvents through the generic client, with flat RPC parameters. */
export async function lookupEvents(client: InstanceType<typeof OpenApiClient>, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action: 'LookupEvents', version: '2020-07-06', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await client.callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as { RequestId: string; Events: Array<Record<string, any>>; NextToken?: string; StartTime: string; EndTime: string };
}

/** The cloud error an SDK call failed with. */
export async function sdkError(call: Promise<unknown>): Promise<{ code: string; status: number; data: Record<string, any> }> {
  try {
    await call;
  } catch (err) {
    const e = err as { code: string; statusCode?: number; data?: Record<string, any> };
    return { code: e.code, status: e.statusCode ?? e.data?.statusCode, data: e.data ?? {} };
  }
  throw new Error('expected the call to fail');
}

export async function admin(em: RunningEmulator, method: string, path: string, body?: unknown) {
  const res = await fetch(`${em.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function newAccount(em: RunningEmulator, body: Record<string, unknown> = {}): Promise<Account> {
  const res = await admin(em, 'POST', '/__emulator/accounts', body);
  if (res.status !== 200) throw new Error(`account creation failed: ${JSON.stringify(res.body)}`);
  return res.body as Account;
}

/** How long a change lasts where a test looks at a resource mid-change: seconds, where one slow call takes the default. */
export const SEEN_MID_CHANGE = 2500;

/**
 * Every asynchronous state change of the account's resources (Pending → Available, Stopping → Stopped, …) takes `ms`
 * from now on; without `ms`, the defaults again (400-800 ms). A test that looks at a resource mid-change gives itself
 * seconds: a loaded machine can spend the default on the one call between the change and the look.
 */
export async function transitionsTake(em: RunningEmulator, account: Account, ms?: number): Promise<void> {
  const res = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/faults`, ms === undefined ? {} : { transitionMs: ms });
  if (res.status !== 200) throw new Error(`setting the account's transitions failed: ${JSON.stringify(res.body)}`);
}

/** Polls `probe` until it returns a truthy value; the deadline is generous because it only bounds a failure, and a loaded machine is slow. */
export async function waitFor<T>(probe: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The public image the ECS tests run their instances from. */
export const ECS_TEST_IMAGE = 'aliyun_3_x64_20G_alibase_20240528.vhd';

/**
 * What the ECS SDK tests start from: a new account of `em`, its ECS client and an instance network in the region,
 * with shortcuts: `instance` reads one instance, `run` runs instances (ecs.g7.large in that network unless the
 * request says otherwise) and answers their ids, `until` waits for instances to reach a status.
 */
export async function ecsAccount(em: RunningEmulator, regionId = 'cn-hangzhou') {
  const account = await newAccount(em);
  const ecs = ecsClient(em, account);
  const network = await instanceNetwork(ecs, vpcClient(em, account), regionId);
  const instance = async (id: string) =>
    (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([id]) }))).body!.instances!.instance![0];
  const run = async (request: Partial<$Ecs.RunInstancesRequest> = {}) =>
    (await ecs.runInstances(new $Ecs.RunInstancesRequest({
      regionId, instanceType: 'ecs.g7.large', imageId: ECS_TEST_IMAGE, vSwitchId: network.vSwitchId, securityGroupId: network.securityGroupId, ...request,
    }))).body!.instanceIdSets!.instanceIdSet!;
  const until = (ids: string[], status: string) => waitFor(async () => (await Promise.all(ids.map(instance))).every((i) => i?.status === status));
  return { account, ecs, network, regionId, instance, run, until };
}
