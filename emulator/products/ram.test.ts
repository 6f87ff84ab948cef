import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { admin, lookupEvents, newAccount, openApiClient, sdkError, type Account } from '../testing.js';

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
