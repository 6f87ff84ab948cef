// Deployment sets through the official SDK: create, list, rename, an instance run into a set and moved to another,
// delete (refused while a set holds an instance); ECS's codes; the calls in ActionTrail.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ECS_TEST_IMAGE as imageId, ecsAccount, lookupEvents, openApiClient, sdkError } from '../../testing.js';

let em: RunningEmulator;
let world: Awaited<ReturnType<typeof ecsAccount>>;
let ecs: typeof world.ecs;
let network: typeof world.network;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-deployment-sets', eventDelayMs: 0 });
  world = await ecsAccount(em, regionId);
  ({ ecs, network } = world);
});
afterAll(() => em.close());

const sets = async (ids?: string[]) =>
  (await ecs.describeDeploymentSets(new $Ecs.DescribeDeploymentSetsRequest({ regionId, ...(ids ? { deploymentSetIds: JSON.stringify(ids) } : {}) }))).body!.deploymentSets!.deploymentSet!;
const create = async (name: string, strategy?: string) =>
  (await ecs.createDeploymentSet(new $Ecs.CreateDeploymentSetRequest({ regionId, deploymentSetName: name, description: 'web tier', strategy }))).body!.deploymentSetId!;

describe('ECS deployment sets', () => {
  it('creates, lists, renames, runs an instance into a set, moves it, and deletes the empty set', async () => {
    const first = await create('web-ha');
    expect(first).toMatch(/^ds-bp1[a-z0-9]{17}$/);
    const second = await create('web-group', 'AvailabilityGroup');
    expect(await sets([first])).toMatchObject([{ deploymentSetId: first, deploymentSetName: 'web-ha', deploymentSetDescription: 'web tier', deploymentStrategy: 'Availability', instanceAmount: 0 }]);

    await ecs.modifyDeploymentSetAttribute(new $Ecs.ModifyDeploymentSetAttributeRequest({ regionId, deploymentSetId: first, deploymentSetName: 'web-ha-2', description: 'renamed' }));
    expect((await sets([first]))[0]).toMatchObject({ deploymentSetName: 'web-ha-2', deploymentSetDescription: 'renamed' });

    const run = await ecs.runInstances(new $Ecs.RunInstancesRequest({
      regionId, imageId, instanceType: 'ecs.g7.large', vSwitchId: network.vSwitchId, securityGroupId: network.securityGroupId, deploymentSetId: first,
    }));
    const instanceId = run.body!.instanceIdSets!.instanceIdSet![0];
    expect((await sets([first]))[0]).toMatchObject({ instanceAmount: 1, instanceIds: { instanceId: [instanceId] } });
    const inUse = await sdkError(ecs.deleteDeploymentSet(new $Ecs.DeleteDeploymentSetRequest({ regionId, deploymentSetId: first })));
    expect(inUse).toMatchObject({ code: 'DependencyViolation.NotEmpty', status: 403 });

    // Pending is no state to move from; once it runs, the instance moves.
    const pending = await sdkError(ecs.modifyInstanceDeployment(new $Ecs.ModifyInstanceDeploymentRequest({ regionId, instanceId, deploymentSetId: second, force: true })));
    expect(pending.code).toBe('IncorrectInstanceStatus');
    await expect.poll(async () => (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([instanceId]) }))).body!.instances!.instance![0].status, { timeout: 10_000 }).toBe('Running');
    await ecs.modifyInstanceDeployment(new $Ecs.ModifyInstanceDeploymentRequest({ regionId, instanceId, deploymentSetId: second, force: true }));
    const described = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([instanceId]) }));
    expect(described.body!.instances!.instance![0].deploymentSetId).toBe(second);

    await ecs.deleteDeploymentSet(new $Ecs.DeleteDeploymentSetRequest({ regionId, deploymentSetId: first }));
    expect((await sets()).map((s) => s.deploymentSetId)).toEqual([second]);

    const events = (await lookupEvents(openApiClient(em, world.account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ModifyInstanceDeployment' })).Events;
    const moved = events.find((e) => !e.errorCode);
    expect(moved).toMatchObject({ eventRW: 'Write', serviceName: 'Ecs', requestParameters: { InstanceId: instanceId, DeploymentSetId: second, Force: 'true' } });
    expect(moved!.referencedResources['ACS::ECS::DeploymentSet']).toEqual([second]);
  });

  it('refuses what the cloud refuses', async () => {
    const badName = await sdkError(ecs.createDeploymentSet(new $Ecs.CreateDeploymentSetRequest({ regionId, deploymentSetName: '1set' })));
    expect(badName.code).toBe('InvalidDeploymentSetName.Malformed');
    const badStrategy = await sdkError(ecs.createDeploymentSet(new $Ecs.CreateDeploymentSetRequest({ regionId, strategy: 'Spread' })));
    expect(badStrategy.code).toBe('InvalidParameter.Strategy');
    const badDescription = await sdkError(ecs.createDeploymentSet(new $Ecs.CreateDeploymentSetRequest({ regionId, description: 'https://x' })));
    expect(badDescription.code).toBe('InvalidDescription.Malformed');
    const missing = await sdkError(ecs.modifyDeploymentSetAttribute(new $Ecs.ModifyDeploymentSetAttributeRequest({ regionId, deploymentSetId: 'ds-none', deploymentSetName: 'x-y' })));
    expect(missing).toMatchObject({ code: 'InvalidDeploymentSetId.NotFound', status: 404 });
    const runMissing = await sdkError(ecs.runInstances(new $Ecs.RunInstancesRequest({
      regionId, imageId, instanceType: 'ecs.g7.large', vSwitchId: network.vSwitchId, securityGroupId: network.securityGroupId, deploymentSetId: 'ds-none',
    })));
    expect(runMissing.code).toBe('InvalidDeploymentSetId.NotFound');
  });
});
