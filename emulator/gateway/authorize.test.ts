// Who may call what: a RAM user's AccessKey gets only what its policies (and its groups') allow, Deny wins; a
// disabled key answers InvalidAccessKeyId.Inactive; an STS credential of the control API needs its token; the
// console's own calls are not affected. Through the official SDK clients (RPC, ROA, OSS).
import * as $Ecs from '@alicloud/ecs20140526';
import FcModule, * as $Fc from '@alicloud/fc-open20210406';
import RamModule, * as $Ram from '@alicloud/ram20150501';
import OSS from 'ali-oss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyOwner } from '../cloud.js';
import { startEmulator, type RunningEmulator } from '../server.js';
import { admin, ecsClient, lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../testing.js';
import { keyError } from './authorize.js';

const unwrap = <T>(m: T): T => (m as { default?: T }).default ?? m;
const [RamClient, FcClient] = [unwrap(RamModule), unwrap(FcModule)];

let em: RunningEmulator;
let account: Account;
let ram: InstanceType<typeof RamClient>;
const regionId = 'cn-hangzhou';

const cfg = (id: string, secret: string, extra: Record<string, unknown> = {}) =>
  ({ accessKeyId: id, accessKeySecret: secret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId, ...extra }) as any;

beforeAll(async () => {
  em = await startEmulator({ seed: 'authorize' });
  account = await newAccount(em);
  ram = new RamClient(cfg(account.accessKeyId, account.accessKeySecret));
});
afterAll(() => em.close());

/** A RAM user with an AccessKey, as an Account its clients can sign with. */
async function ramUser(name: string): Promise<Account> {
  await ram.createUser(new $Ram.CreateUserRequest({ userName: name }));
  const key = (await ram.createAccessKey(new $Ram.CreateAccessKeyRequest({ userName: name }))).body!.accessKey!;
  return { ...account, accessKeyId: key.accessKeyId!, accessKeySecret: key.accessKeySecret! };
}

const attach = (userName: string, policyName: string, policyType = 'System') =>
  ram.attachPolicyToUser(new $Ram.AttachPolicyToUserRequest({ userName, policyName, policyType }));

const describeRegions = (as: Account, v2 = false) => ecsClient(em, as, { v2 }).describeRegions(new $Ecs.DescribeRegionsRequest({}));

describe('RAM policies', () => {
  it.each([['ACS3-HMAC-SHA256', false], ['HMAC-SHA1', true]])('a user with no policy gets Forbidden.RAM (403) with %s, logged as the ram-user', async (_n, v2) => {
    const dev = await ramUser(`no-policy-${v2 ? 'v2' : 'v3'}`);
    const err = await sdkError(describeRegions(dev, v2));
    expect(err).toMatchObject({ code: 'Forbidden.RAM', status: 403 });
    expect(err.data.Message).toContain('ecs:DescribeRegions');
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventAccessKeyId', 'LookupAttribute.1.Value': dev.accessKeyId });
    expect(Events[0]).toMatchObject({ eventName: 'DescribeRegions', errorCode: 'Forbidden.RAM', userIdentity: { type: 'ram-user', userName: `no-policy-${v2 ? 'v2' : 'v3'}` } });
  });

  it('a system policy allows its actions only; a group policy counts; a custom Deny wins over AdministratorAccess', async () => {
    const dev = await ramUser('reader');
    await attach('reader', 'AliyunECSReadOnlyAccess');
    expect((await describeRegions(dev)).statusCode).toBe(200);
    const write = await sdkError(ecsClient(em, dev).createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: 'vpc-x' })));
    expect(write).toMatchObject({ code: 'Forbidden.RAM', status: 403 });

    await ram.createGroup(new $Ram.CreateGroupRequest({ groupName: 'admins' }));
    await ram.addUserToGroup(new $Ram.AddUserToGroupRequest({ userName: 'reader', groupName: 'admins' }));
    await ram.attachPolicyToGroup(new $Ram.AttachPolicyToGroupRequest({ groupName: 'admins', policyName: 'AdministratorAccess', policyType: 'System' }));
    // Allowed now (the group's policy); the VPC does not exist, so the handler answers, not the gateway.
    expect((await sdkError(ecsClient(em, dev).createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: 'vpc-x' })))).code).toBe('InvalidVpcId.NotFound');

    const deny = { Version: '1', Statement: [{ Effect: 'Deny', Action: ['ecs:Describe*', 'ram:*User*'], Resource: '*' }] };
    await ram.createPolicy(new $Ram.CreatePolicyRequest({ policyName: 'no-describe', policyDocument: JSON.stringify(deny) }));
    await attach('reader', 'no-describe', 'Custom');
    const denied = await sdkError(describeRegions(dev));
    expect(denied.code).toBe('Forbidden.RAM');
    expect(denied.data.Message).toContain('denied ecs:DescribeRegions by the policy Custom:no-describe');
    expect((await sdkError(new RamClient(cfg(dev.accessKeyId, dev.accessKeySecret)).listUsers(new $Ram.ListUsersRequest({})))).code).toBe('Forbidden.RAM');
    expect((await new RamClient(cfg(dev.accessKeyId, dev.accessKeySecret)).listGroups(new $Ram.ListGroupsRequest({}))).statusCode).toBe(200);
  });

  it('NotAction and ? wildcards are evaluated; the account itself is never limited', async () => {
    const dev = await ramUser('not-ram');
    const doc = { Version: '1', Statement: [{ Effect: 'Allow', NotAction: 'ram:*', Resource: '*' }, { Effect: 'Allow', Action: 'ram:GetUse?', Resource: '*' }] };
    await ram.createPolicy(new $Ram.CreatePolicyRequest({ policyName: 'all-but-ram', policyDocument: JSON.stringify(doc) }));
    await attach('not-ram', 'all-but-ram', 'Custom');
    expect((await describeRegions(dev)).statusCode).toBe(200);
    const devRam = new RamClient(cfg(dev.accessKeyId, dev.accessKeySecret));
    expect((await sdkError(devRam.listUsers(new $Ram.ListUsersRequest({})))).code).toBe('Forbidden.RAM');
    expect((await devRam.getUser(new $Ram.GetUserRequest({ userName: 'not-ram' }))).body!.user!.userName).toBe('not-ram');
    expect((await describeRegions(account)).statusCode).toBe(200);
  });

  it('OSS and Function Compute refuse a user without a policy with their own AccessDenied', async () => {
    const dev = await ramUser('storage');
    const oss = new OSS({ accessKeyId: dev.accessKeyId, accessKeySecret: dev.accessKeySecret, endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true, secure: false, timeout: 5000 });
    await expect(oss.listBuckets({})).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await attach('storage', 'AliyunOSSReadOnlyAccess');
    expect((await oss.listBuckets({})).res.status).toBe(200);
    await expect(oss.putBucket('storage-denied')).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    const fc = new FcClient(cfg(dev.accessKeyId, dev.accessKeySecret));
    expect(await sdkError(fc.listServices(new $Fc.ListServicesRequest({})))).toMatchObject({ status: 403, data: { ErrorCode: 'AccessDenied' } });
  });
});

describe('AccessKey states and STS credentials', () => {
  it('a disabled key answers InvalidAccessKeyId.Inactive (a RAM user\'s and the account\'s own), and works again once enabled', async () => {
    const dev = await ramUser('rotating');
    await attach('rotating', 'AdministratorAccess');
    await ram.updateAccessKey(new $Ram.UpdateAccessKeyRequest({ userName: 'rotating', userAccessKeyId: dev.accessKeyId, status: 'Inactive' }));
    expect(await sdkError(describeRegions(dev))).toMatchObject({ code: 'InvalidAccessKeyId.Inactive', status: 400 });
    const oss = new OSS({ accessKeyId: dev.accessKeyId, accessKeySecret: dev.accessKeySecret, endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true, secure: false, timeout: 5000 });
    await expect(oss.listBuckets({})).rejects.toMatchObject({ code: 'InvalidAccessKeyId', status: 403 });
    await ram.updateAccessKey(new $Ram.UpdateAccessKeyRequest({ userName: 'rotating', userAccessKeyId: dev.accessKeyId, status: 'Active' }));
    expect((await describeRegions(dev)).statusCode).toBe(200);

    // The account's own key, disabled through a second key of the account.
    const own = await newAccount(em);
    const second = (await new RamClient(cfg(own.accessKeyId, own.accessKeySecret)).createAccessKey(new $Ram.CreateAccessKeyRequest({}))).body!.accessKey!;
    const other = new RamClient(cfg(second.accessKeyId!, second.accessKeySecret!));
    await other.updateAccessKey(new $Ram.UpdateAccessKeyRequest({ userAccessKeyId: own.accessKeyId, status: 'Inactive' }));
    expect((await sdkError(describeRegions(own))).code).toBe('InvalidAccessKeyId.Inactive');
    const keys = (await other.listAccessKeys(new $Ram.ListAccessKeysRequest({}))).body!.accessKeys!.accessKey!;
    expect(keys.map((k) => [k.accessKeyId, k.status])).toEqual([[own.accessKeyId, 'Inactive'], [second.accessKeyId, 'Active']]);

    // The console's own calls (a cookie session) are not API keys: they still work.
    const login = await fetch(own.loginUrl, { redirect: 'manual' });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const res = await fetch(`${em.url}/__console/api`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ product: 'Ecs', action: 'DescribeRegions', params: {} }) });
    expect(res.status).toBe(200);
  });

  it('an STS credential acts as the account without taking an AccessKey slot, and only with its token', async () => {
    const full = await newAccount(em);
    await admin(em, 'POST', `/__emulator/accounts/${full.accountId}/access-keys`);
    const sts = (await admin(em, 'POST', `/__emulator/accounts/${full.accountId}/sts-credentials`, { durationSeconds: 900 })).body;
    expect(sts).toMatchObject({ accessKeyId: expect.stringMatching(/^STS\./), securityToken: expect.any(String), expiration: expect.any(String) });
    expect(Date.parse(sts.expiration) - Date.now()).toBeGreaterThan(880_000);
    const asSts = { accessKeyId: sts.accessKeyId, accessKeySecret: sts.accessKeySecret };
    for (const v2 of [false, true]) {
      const ecs = ecsClient(em, full, { ...asSts, securityToken: sts.securityToken, v2 });
      expect((await ecs.describeRegions(new $Ecs.DescribeRegionsRequest({}))).statusCode).toBe(200);
    }
    const withoutToken = await sdkError(ecsClient(em, full, asSts).describeRegions(new $Ecs.DescribeRegionsRequest({})));
    expect(withoutToken).toMatchObject({ code: 'MissingSecurityToken', status: 400 });
    const wrong = await sdkError(ecsClient(em, full, { ...asSts, securityToken: 'CAISforged' }).describeRegions(new $Ecs.DescribeRegionsRequest({})));
    expect(wrong.code).toBe('InvalidSecurityToken.MismatchWithAccessKey');
    const oss = new OSS({ accessKeyId: sts.accessKeyId, accessKeySecret: sts.accessKeySecret, stsToken: sts.securityToken, endpoint: `http://127.0.0.1:${em.port}`, sldEnable: true, secure: false, timeout: 5000 });
    expect((await oss.listBuckets({})).res.status).toBe(200);
    // The account still has exactly its two keys.
    expect((await admin(em, 'GET', `/__emulator/accounts/${full.accountId}/access-keys`)).body).toHaveLength(2);
    expect((await admin(em, 'POST', `/__emulator/accounts/${full.accountId}/sts-credentials`, { durationSeconds: 60 })).status).toBe(400);
  });

  it('an expired STS token is refused with InvalidSecurityToken.Expired', () => {
    const owner = { status: 'Active', sts: { securityToken: 'CAIS1', expiresAt: 1000 } } as KeyOwner;
    expect(keyError(owner, 'CAIS1', 999)).toBeUndefined();
    expect(keyError(owner, 'CAIS1', 1001)?.code).toBe('InvalidSecurityToken.Expired');
  });
});
