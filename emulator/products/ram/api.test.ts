import RamModule, * as $Ram from '@alicloud/ram20150501';
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { admin, lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;

/** A RAM 2015-05-01 call through the official generic client (signed, RPC style). */
async function ram(as: Account, action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2015-05-01', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, as).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'ram' });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('RAM AccessKeys', () => {
  it('creates a key that signs at once, lists it without its secret, and deletes it', async () => {
    const created = await ram(account, 'CreateAccessKey');
    expect(created.AccessKey).toMatchObject({ Status: 'Active', AccessKeyId: expect.stringMatching(/^LTAI/), AccessKeySecret: expect.stringMatching(/^[A-Za-z0-9]{30}$/) });
    expect(created.AccessKey.CreateDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const second = { ...account, accessKeyId: created.AccessKey.AccessKeyId, accessKeySecret: created.AccessKey.AccessKeySecret };
    const listed = await ram(second, 'ListAccessKeys');
    expect(listed.AccessKeys.AccessKey.map((k: { AccessKeyId: string }) => k.AccessKeyId)).toEqual([account.accessKeyId, created.AccessKey.AccessKeyId]);
    expect(JSON.stringify(listed)).not.toContain(created.AccessKey.AccessKeySecret);
    const keys = (await admin(em, 'GET', `/__emulator/accounts/${account.accountId}/access-keys`)).body as Array<{ accessKeySecret: string }>;
    expect(keys.map((k) => k.accessKeySecret)).toContain(created.AccessKey.AccessKeySecret);

    expect((await sdkError(ram(account, 'CreateAccessKey'))).code).toBe('LimitExceeded.User.AccessKey');
    await ram(account, 'DeleteAccessKey', { UserAccessKeyId: created.AccessKey.AccessKeyId });
    expect((await sdkError(ram(second, 'ListAccessKeys'))).code).toBe('InvalidAccessKeyId.NotFound');
    expect((await sdkError(ram(account, 'DeleteAccessKey', { UserAccessKeyId: 'LTAI5tnothere' }))).code).toBe('EntityNotExist.User.AccessKey');
    expect((await sdkError(ram(account, 'ListAccessKeys', { UserName: 'alice' }))).code).toBe('EntityNotExist.User');
  });

  it('keeps CreateAccessKey in ActionTrail without the secret', async () => {
    const created = await ram(account, 'CreateAccessKey');
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateAccessKey' });
    const event = Events.find((e) => e.responseElements?.AccessKey?.AccessKeyId === created.AccessKey.AccessKeyId);
    expect(event).toMatchObject({ serviceName: 'Ram', apiVersion: '2015-05-01', eventRW: 'Write' });
    expect(event!.responseElements.AccessKey).not.toHaveProperty('AccessKeySecret');
    expect(JSON.stringify(Events)).not.toContain(created.AccessKey.AccessKeySecret);
  });
});

/** In vitest the SDK client class is the default export; in plain Node ESM one `.default` deeper. */
const RamClient = (RamModule as unknown as { default?: typeof RamModule }).default ?? RamModule;
/** The official RAM SDK pointed at the emulator. */
const ramSdk = (as: Account, secret = as.accessKeySecret) =>
  new RamClient({ accessKeyId: as.accessKeyId, accessKeySecret: secret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof RamClient>[0]);

describe('RAM users, groups, policies and roles (official SDK)', () => {
  it('creates a user with a login profile and an AccessKey, and refuses to delete it while it has keys, groups or policies', async () => {
    const sdk = ramSdk(account);
    const user = (await sdk.createUser(new $Ram.CreateUserRequest({ userName: 'alice', displayName: 'Alice', email: 'alice@example.com', comments: 'dev' }))).body!.user!;
    expect(user).toMatchObject({ userName: 'alice', displayName: 'Alice', email: 'alice@example.com', comments: 'dev' });
    expect(user.userId).toMatch(/^\d+$/);
    expect((await sdkError(sdk.createUser(new $Ram.CreateUserRequest({ userName: 'alice' })))).code).toBe('EntityAlreadyExists.User');
    const bad = await sdkError(sdk.createUser(new $Ram.CreateUserRequest({ userName: 'bad name!' })));
    expect(bad).toMatchObject({ code: 'InvalidParameter', status: 400 });
    const missing = await sdkError(sdk.getUser(new $Ram.GetUserRequest({ userName: 'nobody' })));
    expect(missing).toMatchObject({ code: 'EntityNotExist.User', status: 404 });
    expect(missing.data.Message).toBe('The user does not exist: nobody.');

    const profile = (await sdk.createLoginProfile(new $Ram.CreateLoginProfileRequest({ userName: 'alice', password: 'Sup3r-secret-pw', passwordResetRequired: true }))).body!.loginProfile!;
    expect(profile).toMatchObject({ userName: 'alice', passwordResetRequired: true, MFABindRequired: false });
    expect(JSON.stringify(profile)).not.toContain('Sup3r');
    expect((await sdkError(sdk.createLoginProfile(new $Ram.CreateLoginProfileRequest({ userName: 'alice', password: 'short' })))).code).toBe('EntityAlreadyExists.User.LoginProfile');

    const key = (await sdk.createAccessKey(new $Ram.CreateAccessKeyRequest({ userName: 'alice' }))).body!.accessKey!;
    expect(key.accessKeySecret).toMatch(/^[A-Za-z0-9]{30}$/);
    const keys = (await sdk.listAccessKeys(new $Ram.ListAccessKeysRequest({ userName: 'alice' }))).body!.accessKeys!.accessKey!;
    expect(keys.map((k) => k.accessKeyId)).toEqual([key.accessKeyId]);
    const rootKeys = (await sdk.listAccessKeys(new $Ram.ListAccessKeysRequest({}))).body!.accessKeys!.accessKey!;
    expect(rootKeys.map((k) => k.accessKeyId)).not.toContain(key.accessKeyId);

    await sdk.createGroup(new $Ram.CreateGroupRequest({ groupName: 'devs', comments: 'developers' }));
    await sdk.addUserToGroup(new $Ram.AddUserToGroupRequest({ userName: 'alice', groupName: 'devs' }));
    const groups = (await sdk.listGroupsForUser(new $Ram.ListGroupsForUserRequest({ userName: 'alice' }))).body!.groups!.group!;
    expect(groups.map((g) => g.groupName)).toEqual(['devs']);
    expect((await sdkError(sdk.deleteGroup(new $Ram.DeleteGroupRequest({ groupName: 'devs' })))).code).toBe('DeleteConflict.Group.User');

    const system = (await sdk.listPolicies(new $Ram.ListPoliciesRequest({ policyType: 'System' }))).body!.policies!.policy!.map((p) => p.policyName);
    expect(system).toEqual(expect.arrayContaining(['AdministratorAccess', 'AliyunECSReadOnlyAccess', 'AliyunOSSFullAccess']));
    await sdk.attachPolicyToUser(new $Ram.AttachPolicyToUserRequest({ policyType: 'System', policyName: 'AliyunECSReadOnlyAccess', userName: 'alice' }));
    const attached = (await sdk.listPoliciesForUser(new $Ram.ListPoliciesForUserRequest({ userName: 'alice' }))).body!.policies!.policy!;
    expect(attached).toMatchObject([{ policyName: 'AliyunECSReadOnlyAccess', policyType: 'System' }]);

    const del = () => sdk.deleteUser(new $Ram.DeleteUserRequest({ userName: 'alice' }));
    expect((await sdkError(del())).code).toBe('DeleteConflict.User.AccessKey');
    await sdk.deleteAccessKey(new $Ram.DeleteAccessKeyRequest({ userName: 'alice', userAccessKeyId: key.accessKeyId }));
    expect((await sdkError(del())).code).toBe('DeleteConflict.User.Group');
    await sdk.removeUserFromGroup(new $Ram.RemoveUserFromGroupRequest({ userName: 'alice', groupName: 'devs' }));
    expect((await sdkError(del())).code).toBe('DeleteConflict.User.Policy');
    await sdk.detachPolicyFromUser(new $Ram.DetachPolicyFromUserRequest({ policyType: 'System', policyName: 'AliyunECSReadOnlyAccess', userName: 'alice' }));
    await del();
    await sdk.deleteGroup(new $Ram.DeleteGroupRequest({ groupName: 'devs' }));
    expect((await sdk.listUsers(new $Ram.ListUsersRequest({}))).body!.users!.user).toEqual([]);

    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateLoginProfile' });
    expect(Events[0]).toMatchObject({ serviceName: 'Ram', eventRW: 'Write', requestParameters: { UserName: 'alice', Password: '******' } });
    expect(JSON.stringify(Events)).not.toContain('Sup3r');
  });

  it('validates custom policies, attaches them to groups and roles, and refuses to delete them while attached', async () => {
    const sdk = ramSdk(account);
    const doc = JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: 'oss:GetObject', Resource: 'acs:oss:*:*:my-bucket/*' }] });
    expect((await sdkError(sdk.createPolicy(new $Ram.CreatePolicyRequest({ policyName: 'oss-read', policyDocument: '{not json' })))).code).toBe('MalformedPolicyDocument');
    const policy = (await sdk.createPolicy(new $Ram.CreatePolicyRequest({ policyName: 'oss-read', policyDocument: doc, description: 'read a bucket' }))).body!.policy!;
    expect(policy).toMatchObject({ policyName: 'oss-read', policyType: 'Custom', defaultVersion: 'v1' });
    await sdk.createGroup(new $Ram.CreateGroupRequest({ groupName: 'readers' }));
    await sdk.attachPolicyToGroup(new $Ram.AttachPolicyToGroupRequest({ policyType: 'Custom', policyName: 'oss-read', groupName: 'readers' }));
    expect((await sdkError(sdk.deletePolicy(new $Ram.DeletePolicyRequest({ policyName: 'oss-read' })))).code).toBe('DeleteConflict.Policy.Group');

    const trust = JSON.stringify({ Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['ecs.aliyuncs.com'] } }], Version: '1' });
    const role = (await sdk.createRole(new $Ram.CreateRoleRequest({ roleName: 'EcsRole', assumeRolePolicyDocument: trust, description: 'for ECS' }))).body!.role!;
    expect(role.arn).toBe(`acs:ram::${account.accountId}:role/ecsrole`);
    await sdk.attachPolicyToRole(new $Ram.AttachPolicyToRoleRequest({ policyType: 'System', policyName: 'AliyunOSSFullAccess', roleName: 'EcsRole' }));
    expect((await sdk.listPoliciesForRole(new $Ram.ListPoliciesForRoleRequest({ roleName: 'EcsRole' }))).body!.policies!.policy!.map((p) => p.policyName)).toEqual(['AliyunOSSFullAccess']);
    expect((await sdkError(sdk.deleteRole(new $Ram.DeleteRoleRequest({ roleName: 'EcsRole' })))).code).toBe('DeleteConflict.Role.Policy');
    await sdk.detachPolicyFromRole(new $Ram.DetachPolicyFromRoleRequest({ policyType: 'System', policyName: 'AliyunOSSFullAccess', roleName: 'EcsRole' }));
    await sdk.deleteRole(new $Ram.DeleteRoleRequest({ roleName: 'EcsRole' }));
    await sdk.detachPolicyFromGroup(new $Ram.DetachPolicyFromGroupRequest({ policyType: 'Custom', policyName: 'oss-read', groupName: 'readers' }));
    await sdk.deletePolicy(new $Ram.DeletePolicyRequest({ policyName: 'oss-read' }));
    expect((await sdkError(sdk.getRole(new $Ram.GetRoleRequest({ roleName: 'EcsRole' })))).code).toBe('EntityNotExist.Role');

    const badSig = await sdkError(ramSdk(account, 'wrong-secret').listUsers(new $Ram.ListUsersRequest({})));
    expect(badSig.code).toBe('SignatureDoesNotMatch');
  });

  it('keeps a password policy that login profiles must meet, and disables user AccessKeys', async () => {
    const sdk = ramSdk(account);
    expect((await sdk.getPasswordPolicy()).body!.passwordPolicy).toMatchObject({ minimumPasswordLength: 8, requireSymbols: false });
    await sdk.setPasswordPolicy(new $Ram.SetPasswordPolicyRequest({ minimumPasswordLength: 12, requireUppercaseCharacters: true, requireSymbols: true, maxPasswordAge: 90 }));
    expect((await sdk.getPasswordPolicy()).body!.passwordPolicy).toMatchObject({ minimumPasswordLength: 12, requireUppercaseCharacters: true, requireSymbols: true, maxPasswordAge: 90, requireNumbers: false });
    expect((await sdkError(sdk.setPasswordPolicy(new $Ram.SetPasswordPolicyRequest({ minimumPasswordLength: 6 })))).code).toBe('InvalidParameter');
    await sdk.createUser(new $Ram.CreateUserRequest({ userName: 'policy-user' }));
    const weak = await sdkError(sdk.createLoginProfile(new $Ram.CreateLoginProfileRequest({ userName: 'policy-user', password: 'short1pass' })));
    expect(weak.code).toBe('InvalidParameter.PasswordPolicy');
    await sdk.createLoginProfile(new $Ram.CreateLoginProfileRequest({ userName: 'policy-user', password: 'Long-enough-1', MFABindRequired: true }));
    await sdk.updateLoginProfile(new $Ram.UpdateLoginProfileRequest({ userName: 'policy-user', passwordResetRequired: true }));
    expect((await sdk.getLoginProfile(new $Ram.GetLoginProfileRequest({ userName: 'policy-user' }))).body!.loginProfile).toMatchObject({ passwordResetRequired: true });

    const key = (await sdk.createAccessKey(new $Ram.CreateAccessKeyRequest({ userName: 'policy-user' }))).body!.accessKey!;
    await sdk.updateAccessKey(new $Ram.UpdateAccessKeyRequest({ userName: 'policy-user', userAccessKeyId: key.accessKeyId, status: 'Inactive' }));
    expect((await sdk.listAccessKeys(new $Ram.ListAccessKeysRequest({ userName: 'policy-user' }))).body!.accessKeys!.accessKey![0].status).toBe('Inactive');
    await sdk.deleteAccessKey(new $Ram.DeleteAccessKeyRequest({ userName: 'policy-user', userAccessKeyId: key.accessKeyId }));
    await sdk.setPasswordPolicy(new $Ram.SetPasswordPolicyRequest({ minimumPasswordLength: 8, requireUppercaseCharacters: false, requireSymbols: false, maxPasswordAge: 0 }));
    // The trail masks passwords, not the settings about them.
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'SetPasswordPolicy' });
    expect(Events[0].requestParameters).toMatchObject({ MinimumPasswordLength: '8', MaxPasswordAge: '0' });
    const { Events: profiles } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'UpdateLoginProfile' });
    expect(profiles[0].requestParameters).toMatchObject({ UserName: 'policy-user', PasswordResetRequired: 'true' });
  });
});
