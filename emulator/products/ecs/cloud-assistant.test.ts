import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let ecs: ReturnType<typeof ecsClient>;
let running: string;
let stopped: string;

const regionId = 'cn-hangzhou';
const b64 = (s: string) => Buffer.from(s).toString('base64');

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-cloud-assistant' });
  account = await newAccount(em);
  ecs = ecsClient(em, account);
  const vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/12', vpcName: 'app' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId, securityGroupName: 'app-sg' }))).body!.securityGroupId!;
  const ids = (await ecs.runInstances(new $Ecs.RunInstancesRequest({
    regionId, instanceType: 'ecs.g7.large', imageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', vSwitchId, securityGroupId, amount: 2,
  }))).body!.instanceIdSets!.instanceIdSet!;
  [running, stopped] = ids;
  const status = async (id: string) => (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([id]) }))).body!.instances!.instance![0].status;
  await waitFor(async () => (await status(running)) === 'Running' && (await status(stopped)) === 'Running');
  await ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: stopped }));
  await waitFor(async () => (await status(stopped)) === 'Stopped');
});
afterAll(() => em.close());

describe('ECS Cloud Assistant', () => {
  it('CreateCommand saves a command; InvokeCommand runs it; the results are per instance', async () => {
    const commandId = (await ecs.createCommand(new $Ecs.CreateCommandRequest({
      regionId, name: 'update', type: 'RunShellScript', commandContent: b64('yum update -y'), description: 'update', timeout: 120,
    }))).body!.commandId!;
    expect(commandId).toMatch(/^c-bp1[a-z0-9]{17}$/);
    const listed = (await ecs.describeCommands(new $Ecs.DescribeCommandsRequest({ regionId }))).body!;
    expect(listed.commands!.command!.map((c) => [c.commandId, c.name, c.type, c.timeout])).toEqual([[commandId, 'update', 'RunShellScript', 120]]);

    const invokeId = (await ecs.invokeCommand(new $Ecs.InvokeCommandRequest({ regionId, commandId, instanceId: [running, stopped] }))).body!.invokeId!;
    const inv = (await ecs.describeInvocations(new $Ecs.DescribeInvocationsRequest({ regionId, invokeId }))).body!.invocations!.invocation![0];
    expect(inv).toMatchObject({ commandId, commandName: 'update', invocationStatus: 'PartialFailed' });
    const results = (await ecs.describeInvocationResults(new $Ecs.DescribeInvocationResultsRequest({ regionId, invokeId }))).body!.invocation!.invocationResults!.invocationResult!;
    const byId = Object.fromEntries(results.map((r) => [r.instanceId, r]));
    expect(byId[running]).toMatchObject({ invocationStatus: 'Success', exitCode: 0, errorCode: '' });
    expect(Buffer.from(byId[running].output!, 'base64').toString()).toContain(running);
    expect(byId[stopped]).toMatchObject({ invocationStatus: 'Failed', errorCode: 'InstanceNotRunning' });
    expect((await ecs.describeCommands(new $Ecs.DescribeCommandsRequest({ regionId, commandId }))).body!.commands!.command![0].invokeTimes).toBe(1);

    // A scheduled run needs its Frequency; StopInvocation stops it on the instances named.
    const noFrequency = await sdkError(ecs.invokeCommand(new $Ecs.InvokeCommandRequest({ regionId, commandId, instanceId: [running], repeatMode: 'Period' })));
    expect(noFrequency).toMatchObject({ code: 'MissingParameter' });
    const periodic = (await ecs.invokeCommand(new $Ecs.InvokeCommandRequest({ regionId, commandId, instanceId: [running, stopped], repeatMode: 'Period', frequency: '0 */20 * * * ?' }))).body!.invokeId!;
    await ecs.stopInvocation(new $Ecs.StopInvocationRequest({ regionId, invokeId: periodic, instanceId: [running] }));
    const stoppedOn = (await ecs.describeInvocationResults(new $Ecs.DescribeInvocationResultsRequest({ regionId, invokeId: periodic }))).body!.invocation!.invocationResults!.invocationResult!;
    expect(Object.fromEntries(stoppedOn.map((r) => [r.instanceId, r.invocationStatus]))).toEqual({ [running]: 'Stopped', [stopped]: 'Failed' });

    await ecs.modifyCommand(new $Ecs.ModifyCommandRequest({ regionId, commandId, name: 'update-all', timeout: 300 }));
    expect((await ecs.describeCommands(new $Ecs.DescribeCommandsRequest({ regionId, commandId }))).body!.commands!.command![0]).toMatchObject({ name: 'update-all', timeout: 300 });
    await ecs.deleteCommand(new $Ecs.DeleteCommandRequest({ regionId, commandId }));
    const gone = await sdkError(ecs.invokeCommand(new $Ecs.InvokeCommandRequest({ regionId, commandId, instanceId: [running] })));
    expect(gone).toMatchObject({ code: 'InvalidCommandId.NotFound', status: 404 });
  });

  it('RunCommand creates and runs at once, keeping the command only with KeepCommand', async () => {
    const once = (await ecs.runCommand(new $Ecs.RunCommandRequest({
      regionId, name: 'uptime', type: 'RunShellScript', commandContent: 'uptime', contentEncoding: 'PlainText', instanceId: [running], username: 'root',
    }))).body!;
    expect(once.invokeId).toMatch(/^t-bp1/);
    const kept = (await ecs.runCommand(new $Ecs.RunCommandRequest({
      regionId, name: 'kept', type: 'RunShellScript', commandContent: b64('df -h'), instanceId: [running], keepCommand: true,
    }))).body!;
    const names = (await ecs.describeCommands(new $Ecs.DescribeCommandsRequest({ regionId }))).body!.commands!.command!.map((c) => c.name);
    expect(names).toEqual(['kept']);
    const all = (await ecs.describeInvocations(new $Ecs.DescribeInvocationsRequest({ regionId, instanceId: running }))).body!.invocations!.invocation!;
    expect(all.map((i) => i.invokeId)).toEqual(expect.arrayContaining([once.invokeId, kept.invokeId]));
    const bad = await sdkError(ecs.runCommand(new $Ecs.RunCommandRequest({ regionId, name: 'x', type: 'RunShellScript', commandContent: b64('ls') })));
    expect(bad).toMatchObject({ code: 'MissingParameter', status: 400 });
    const wrongType = await sdkError(ecs.runCommand(new $Ecs.RunCommandRequest({ regionId, name: 'x', type: 'Shell', commandContent: b64('ls'), instanceId: [running] })));
    expect(wrongType.code).toBe('InvalidParameter');
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'RunCommand' })).Events;
    expect(events.length).toBeGreaterThan(1);
    const event = events.find((e) => e.requestParameters.Name === 'kept')!;
    expect(event).toMatchObject({ eventName: 'RunCommand', eventRW: 'Write', serviceName: 'Ecs', requestParameters: { RegionId: regionId, Type: 'RunShellScript', KeepCommand: 'true' } });
    expect(event.referencedResources['ACS::ECS::Instance']).toEqual([running]);
    expect(event.referencedResources['ACS::ECS::Command']).toEqual([kept.commandId]);
  });
});
