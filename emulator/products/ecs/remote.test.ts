// Remote connection as the cloud sees it: the VNC terminal's address and password through the official ECS SDK, and the
// Workbench login through the generic client (the project installs no ecs-workbench SDK), each with its refusals and
// its ActionTrail event.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Ecs from '@alicloud/ecs20140526';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsAccount, lookupEvents, openApiClient, sdkError } from '../../testing.js';

let em: RunningEmulator;
let s: Awaited<ReturnType<typeof ecsAccount>>;

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-remote', eventDelayMs: 0 });
  s = await ecsAccount(em);
});
afterAll(() => em.close());

async function loginInstance(info: Record<string, string>) {
  const params = new $OpenApi.Params({
    action: 'LoginInstance', version: '2022-02-20', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const query = { RegionId: s.regionId, InstanceLoginInfo: JSON.stringify(info) };
  const res = await openApiClient(em, s.account).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

describe('remote connection', () => {
  it('answers a running instance\'s VNC address, changes its VNC password, logs in through Workbench, and records each', async () => {
    const [id] = await s.run();
    expect(await sdkError(s.ecs.describeInstanceVncUrl(new $Ecs.DescribeInstanceVncUrlRequest({ regionId: s.regionId, instanceId: id })))).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    await s.until([id], 'Running');
    const url = (await s.ecs.describeInstanceVncUrl(new $Ecs.DescribeInstanceVncUrlRequest({ regionId: s.regionId, instanceId: id }))).body!.vncUrl!;
    expect(url).toMatch(/^ws:\/\//);

    const vnc = (vncPassword: string, instanceId = id) => s.ecs.modifyInstanceVncPasswd(new $Ecs.ModifyInstanceVncPasswdRequest({ regionId: s.regionId, instanceId, vncPassword }));
    expect(await sdkError(vnc('abc12'))).toMatchObject({ code: 'IncorrectVncPassword.Malformed', status: 400 });
    expect(await sdkError(vnc('abc#12'))).toMatchObject({ code: 'IncorrectVncPassword.Malformed' });
    expect(await sdkError(vnc('Abc123', 'i-nothere'))).toMatchObject({ code: 'InvalidInstanceId.NotFound', status: 404 });
    await vnc('Abc123');

    expect(await loginInstance({ InstanceId: id, RegionId: s.regionId, Username: 'root', AuthenticationType: 'password', Password: 'Secret#2024' })).toMatchObject({ Success: true });
    expect(await sdkError(loginInstance({ RegionId: s.regionId }))).toMatchObject({ code: 'MissingParameter' });
    expect(await sdkError(loginInstance({ InstanceId: 'i-nothere' }))).toMatchObject({ code: 'InvalidInstanceId.NotFound', status: 404 });

    const { Events } = await lookupEvents(openApiClient(em, s.account), { MaxResults: '50' });
    const names = Events.filter((e) => !e.errorCode).map((e) => `${e.serviceName} ${e.eventName}`);
    expect(names).toEqual(expect.arrayContaining(['Ecs DescribeInstanceVncUrl', 'Ecs ModifyInstanceVncPasswd', 'ecs-workbench LoginInstance']));
    const passwd = Events.find((e) => e.eventName === 'ModifyInstanceVncPasswd' && !e.errorCode)!;
    expect(passwd.requestParameters.InstanceId).toBe(id);
    expect(passwd.requestParameters.VncPassword).not.toBe('Abc123');
    expect(JSON.stringify(Events.find((e) => e.eventName === 'LoginInstance' && !e.errorCode)!.requestParameters)).not.toContain('Secret#2024');
  });
});
