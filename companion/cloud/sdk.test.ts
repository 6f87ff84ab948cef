import VpcModule, * as Vpc from '@alicloud/vpc20160428';
import * as OpenApi from '@alicloud/openapi-client';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { cloudConfigFor } from './account';
import { CloudApiError, createCloudClient, flattenParams } from './sdk';
import { TEST_REGION, testAccounts, type TestAccounts } from './testAccounts';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let accounts: TestAccounts;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'sdk-tests' });
  accounts = testAccounts(emulator);
});
afterEach(() => accounts.control.setFaults({}));
afterAll(() => emulator?.close());

describe('SDK clients against the emulator', () => {
  test('the official VPC SDK and the generic caller reach the same account', async () => {
    const { account, client } = await accounts.create();
    const created = await client.call<{ VpcId: string }>('vpc', 'CreateVpc', { VpcName: 'sdk-1', CidrBlock: '192.168.0.0/16' });
    const VpcClient = (VpcModule as unknown as { default?: typeof VpcModule }).default ?? VpcModule;
    const config = cloudConfigFor(account, TEST_REGION);
    const official = new VpcClient(new OpenApi.Config({ ...config, protocol: 'HTTP' }) as unknown as ConstructorParameters<typeof VpcClient>[0]);
    const listed = await official.describeVpcs(new Vpc.DescribeVpcsRequest({ regionId: TEST_REGION }));
    expect(listed.body?.vpcs?.vpc?.map((v) => v.vpcId)).toEqual([created.VpcId]);
  });

  test('a wrong secret is answered with SignatureDoesNotMatch, not retried', async () => {
    const { account } = await accounts.create();
    const client = createCloudClient({ ...cloudConfigFor(account, TEST_REGION), accessKeySecret: 'not-the-secret' });
    const error = await client.call('vpc', 'DescribeVpcs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    expect(error).toMatchObject({ code: 'SignatureDoesNotMatch', status: 400, attempts: 1, service: 'Vpc', action: 'DescribeVpcs' });
    expect((error as Error).message).toMatch(/^Vpc DescribeVpcs failed: SignatureDoesNotMatch: /);
  });

  test('an unsigned request gets a clear error; a client without keys is refused up front', async () => {
    const res = await fetch(`${emulator.url}/?Action=DescribeVpcs&Version=2016-04-28&RegionId=cn-hangzhou&Format=JSON`, { method: 'POST' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { Code: string; Message: string; RequestId: string };
    expect(body.Code).toMatch(/Missing|Signature|AccessKey|Incomplete/i);
    expect(body.Message.length).toBeGreaterThan(10);
    expect(body.RequestId).toBeTruthy();
    expect(() => createCloudClient({ accessKeyId: '', accessKeySecret: '', regionId: TEST_REGION, endpoint: '127.0.0.1:1' })).toThrow(/needs an AccessKey/);
  });

  test('a throttled action is retried, then surfaces its error code', async () => {
    const { client } = await accounts.create();
    await accounts.control.setFaults({ throttle: { actions: ['DescribeVpcs'] } });
    const began = Date.now();
    const error = await client.call('vpc', 'DescribeVpcs').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'Throttling.User', attempts: 3 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(20); // two backoff sleeps of at least 10 ms
    await expect(client.call('vpc', 'DescribeVSwitches')).resolves.toBeTruthy();
  });

  test('a transient 5xx that clears during the backoff succeeds', async () => {
    const { account } = await accounts.create();
    const client = createCloudClient({ ...cloudConfigFor(account, TEST_REGION), retry: { maxAttempts: 5, baseDelayMs: 200 } });
    await accounts.control.setFaults({ errorRate: 1 });
    setTimeout(() => void accounts.control.setFaults({}), 100);
    await expect(client.call('vpc', 'DescribeVpcs')).resolves.toMatchObject({ Vpcs: { Vpc: [] } });
  });

  test('socket errors are retried then thrown with their code', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const client = createCloudClient({
      endpoint: `127.0.0.1:${port}`, protocol: 'HTTP', accessKeyId: 'LTAI-x', accessKeySecret: 's', regionId: TEST_REGION,
      retry: { maxAttempts: 2, baseDelayMs: 10 },
    });
    await expect(client.call('ecs', 'DescribeRegions')).rejects.toMatchObject({ code: 'ECONNREFUSED', attempts: 2 });
  });
});

test('flattenParams writes lists and objects the way the SDKs do', () => {
  expect(flattenParams({ LookupAttribute: [{ Key: 'EventName', Value: 'RunInstances' }], MaxResults: 50, DryRun: false, Skip: undefined })).toEqual({
    'LookupAttribute.1.Key': 'EventName',
    'LookupAttribute.1.Value': 'RunInstances',
    MaxResults: '50',
    DryRun: 'false',
  });
});
