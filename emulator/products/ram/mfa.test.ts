// RAM virtual MFA devices and a user group's basic information through the official generic client (signed RPC),
// with the ActionTrail events the console's flows leave.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;

async function ram(action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2015-05-01', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'ram-mfa', eventDelayMs: 0 });
  account = await newAccount(em);
  await ram('CreateUser', { UserName: 'alice' });
});
afterAll(() => em.close());

describe('RAM virtual MFA devices', () => {
  it('creates a device, binds it with two codes, reports it, unbinds and deletes it', async () => {
    const created = await ram('CreateVirtualMFADevice', { VirtualMFADeviceName: 'alice' });
    const serial = `acs:ram::${account.accountId}:mfa/alice`;
    expect(created.VirtualMFADevice).toMatchObject({ SerialNumber: serial, Base32StringSeed: expect.stringMatching(/^[A-Z2-7]{32}$/), QRCodePNG: expect.any(String) });
    expect((await sdkError(ram('CreateVirtualMFADevice', { VirtualMFADeviceName: 'alice' }))).code).toBe('EntityAlreadyExists.VirtualMFADevice');
    expect((await sdkError(ram('GetUserMFAInfo', { UserName: 'alice' }))).code).toBe('EntityNotExist.User.MFADevice');

    const bind = { SerialNumber: serial, UserName: 'alice', AuthenticationCode1: '123456', AuthenticationCode2: '123456' };
    expect((await sdkError(ram('BindMFADevice', bind))).code).toBe('InvalidAuthenticationCode');
    expect((await sdkError(ram('BindMFADevice', { ...bind, AuthenticationCode2: '12ab56' }))).code).toBe('InvalidAuthenticationCode');
    await ram('BindMFADevice', { ...bind, AuthenticationCode2: '654321' });
    expect((await ram('GetUserMFAInfo', { UserName: 'alice' })).MFADevice).toEqual({ SerialNumber: serial, Type: 'VMFA' });
    const listed = await ram('ListVirtualMFADevices');
    expect(listed.VirtualMFADevices.VirtualMFADevice).toEqual([expect.objectContaining({ SerialNumber: serial, User: expect.objectContaining({ UserName: 'alice' }) })]);
    expect((await sdkError(ram('DeleteVirtualMFADevice', { SerialNumber: serial }))).code).toBe('DeleteConflict.VirtualMFADevice.User');

    expect((await ram('UnbindMFADevice', { UserName: 'alice' })).MFADevice).toEqual({ SerialNumber: serial });
    expect((await sdkError(ram('UnbindMFADevice', { UserName: 'alice' }))).code).toBe('EntityNotExist.User.MFADevice');
    await ram('DeleteVirtualMFADevice', { SerialNumber: serial });
    expect((await ram('ListVirtualMFADevices')).VirtualMFADevices.VirtualMFADevice).toEqual([]);

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'BindMFADevice' })).Events;
    const ok = events.find((e) => !e.errorCode);
    expect(ok).toMatchObject({ eventName: 'BindMFADevice', serviceName: 'Ram', requestParameters: expect.objectContaining({ UserName: 'alice', SerialNumber: serial }) });
    // The device's seed and QR code, and the codes that bound it, never reach the trail.
    const all = JSON.stringify((await lookupEvents(openApiClient(em, account), {})).Events);
    expect(all).toContain('CreateVirtualMFADevice');
    expect(all).not.toContain(created.VirtualMFADevice.Base32StringSeed);
    expect(all).not.toContain('654321');
  });
});

describe('RAM user group basic information', () => {
  it('renames a group with its members and policies, and changes its display name and note', async () => {
    await ram('CreateGroup', { GroupName: 'devs', Comments: 'old' });
    await ram('AddUserToGroup', { GroupName: 'devs', UserName: 'alice' });
    await ram('AttachPolicyToGroup', { GroupName: 'devs', PolicyType: 'System', PolicyName: 'AliyunECSReadOnlyAccess' });
    const updated = await ram('UpdateGroup', { GroupName: 'devs', NewGroupName: 'developers', NewDisplayName: 'Developers', NewComments: 'new' });
    expect(updated.Group).toMatchObject({ GroupName: 'developers', DisplayName: 'Developers', Comments: 'new' });
    expect((await sdkError(ram('GetGroup', { GroupName: 'devs' }))).code).toBe('EntityNotExist.Group');
    expect((await ram('ListUsersForGroup', { GroupName: 'developers' })).Users.User.map((u: { UserName: string }) => u.UserName)).toEqual(['alice']);
    expect((await ram('ListPoliciesForGroup', { GroupName: 'developers' })).Policies.Policy.map((p: { PolicyName: string }) => p.PolicyName)).toEqual(['AliyunECSReadOnlyAccess']);
    await ram('CreateGroup', { GroupName: 'ops' });
    expect((await sdkError(ram('UpdateGroup', { GroupName: 'ops', NewGroupName: 'developers' }))).code).toBe('EntityAlreadyExists.Group');
    expect((await sdkError(ram('UpdateGroup', { GroupName: 'ops', NewGroupName: 'bad name' }))).code).toBe('InvalidParameter');
  });
});
