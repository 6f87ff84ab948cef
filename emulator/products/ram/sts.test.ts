// STS beside RAM, through the official generic client: GetCallerIdentity names the account or the RAM user whose
// AccessKey signed the call, for any valid key whatever its policies, and is kept in ActionTrail as an STS call.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;

async function rpc(as: Account, version: string, action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version, protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, as).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}
const sts = (as: Account, action = 'GetCallerIdentity') => rpc(as, '2015-04-01', action);
const ram = (as: Account, action: string, query: Record<string, string> = {}) => rpc(as, '2015-05-01', action, query);

beforeAll(async () => {
  em = await startEmulator({ seed: 'sts' });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('STS GetCallerIdentity', () => {
  it('names the account for its own key, and the RAM user for a key of a user with no policy at all', async () => {
    expect(await sts(account)).toMatchObject({ IdentityType: 'Account', AccountId: account.accountId, UserId: account.accountId, Arn: `acs:ram::${account.accountId}:root` });
    const user = (await ram(account, 'CreateUser', { UserName: 'carol' })).User;
    const key = (await ram(account, 'CreateAccessKey', { UserName: 'carol' })).AccessKey;
    const carol = { ...account, accessKeyId: key.AccessKeyId, accessKeySecret: key.AccessKeySecret };
    expect(await sts(carol)).toMatchObject({ IdentityType: 'RAMUser', AccountId: account.accountId, UserId: user.UserId, PrincipalId: user.UserId, Arn: `acs:ram::${account.accountId}:user/carol` });
    // Only this call is open to any key: the same user is refused what its (absent) policies do not allow.
    expect((await sdkError(ram(carol, 'ListUsers'))).code).toBe('Forbidden.RAM');
  });

  it('is an STS call in ActionTrail, and STS serves no other action here', async () => {
    await sts(account);
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'GetCallerIdentity' });
    expect(Events[0]).toMatchObject({ serviceName: 'Sts', apiVersion: '2015-04-01', eventRW: 'Read' });
    const unknown = await sdkError(sts(account, 'AssumeRole'));
    expect(unknown).toMatchObject({ code: 'InvalidAction.NotFound', data: expect.objectContaining({ Message: expect.stringMatching(/Sts 2015-04-01/) }) });
  });
});
