// Through the official SDK: the batch calls the console's buttons below the instance list make (StartInstances,
// StopInstances, RebootInstances), scheduled release (ModifyInstanceAutoReleaseTime) and ModifyDiskAttribute.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsAccount, sdkError, waitFor } from '../../testing.js';

let em: RunningEmulator;
let world: Awaited<ReturnType<typeof ecsAccount>>;
let ecs: typeof world.ecs;
let describe1: typeof world.instance;
let ids: string[];
const regionId = 'cn-hangzhou';
const allBecome = (status: string) => world.until(ids, status);

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-power' });
  world = await ecsAccount(em, regionId);
  ({ ecs, instance: describe1 } = world);
  ids = await world.run({ amount: 2 });
  await allBecome('Running');
});
afterAll(() => em.close());

describe('ECS batch power actions', () => {
  it('StopInstances stops every instance in economical mode; AllTogether changes none when one cannot stop', async () => {
    const res = await ecs.stopInstances(new $Ecs.StopInstancesRequest({ regionId, instanceId: ids, stoppedMode: 'StopCharging', forceStop: true }));
    expect(res.body!.instanceResponses!.instanceResponse!.map((r) => [r.instanceId, r.code, r.previousStatus, r.currentStatus])).toEqual(ids.map((id) => [id, '200', 'Running', 'Stopping']));
    await allBecome('Stopped');
    expect((await describe1(ids[0])).stoppedMode).toBe('StopCharging');

    await ecs.startInstances(new $Ecs.StartInstancesRequest({ regionId, instanceId: [ids[0]] }));
    await waitFor(async () => (await describe1(ids[0])).status === 'Running');
    const refused = await sdkError(ecs.stopInstances(new $Ecs.StopInstancesRequest({ regionId, instanceId: ids })));
    expect(refused).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    expect((await describe1(ids[0])).status).toBe('Running');
  });

  it('SuccessFirst reports each instance on its own; StartInstances and RebootInstances follow', async () => {
    const res = await ecs.startInstances(new $Ecs.StartInstancesRequest({ regionId, instanceId: ids, batchOptimization: 'SuccessFirst' }));
    expect(res.body!.instanceResponses!.instanceResponse!.map((r) => r.code)).toEqual(['IncorrectInstanceStatus', '200']);
    await allBecome('Running');
    const reboot = await ecs.rebootInstances(new $Ecs.RebootInstancesRequest({ regionId, instanceId: ids, forceReboot: true }));
    expect(reboot.body!.instanceResponses!.instanceResponse!.every((r) => r.code === '200')).toBe(true);
    await allBecome('Running');
    expect(await sdkError(ecs.stopInstances(new $Ecs.StopInstancesRequest({ regionId, instanceId: ['i-nothere'] })))).toMatchObject({ code: 'InvalidInstanceId.NotFound' });
    expect(await sdkError(ecs.stopInstances(new $Ecs.StopInstancesRequest({ regionId })))).toMatchObject({ code: 'MissingParameter' });
  });

  it('ModifyInstanceAutoReleaseTime schedules a release, shown by DescribeInstances, and cancels it', async () => {
    const soon = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    await ecs.modifyInstanceAutoReleaseTime(new $Ecs.ModifyInstanceAutoReleaseTimeRequest({ regionId, instanceId: ids[1], autoReleaseTime: soon }));
    expect((await describe1(ids[1])).autoReleaseTime).toBe(soon);
    const tooSoon = new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(await sdkError(ecs.modifyInstanceAutoReleaseTime(new $Ecs.ModifyInstanceAutoReleaseTimeRequest({ regionId, instanceId: ids[1], autoReleaseTime: tooSoon })))).toMatchObject({ code: 'InvalidParameter' });
    await ecs.modifyInstanceAutoReleaseTime(new $Ecs.ModifyInstanceAutoReleaseTimeRequest({ regionId, instanceId: ids[1] }));
    expect((await describe1(ids[1])).autoReleaseTime).toBe('');
  });

  it('ModifyDiskAttribute sets a disk\'s name and whether it (and its automatic snapshots) go with its instance', async () => {
    const diskId = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId: 'cn-hangzhou-k', diskCategory: 'cloud_essd', size: 40 }))).body!.diskId!;
    await ecs.modifyDiskAttribute(new $Ecs.ModifyDiskAttributeRequest({ regionId, diskId, diskName: 'data-01', deleteWithInstance: true, deleteAutoSnapshot: false }));
    const disk = (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, diskIds: JSON.stringify([diskId]) }))).body!.disks!.disk![0];
    expect(disk).toMatchObject({ diskName: 'data-01', deleteWithInstance: true, deleteAutoSnapshot: false });
    expect(await sdkError(ecs.modifyDiskAttribute(new $Ecs.ModifyDiskAttributeRequest({ regionId, diskId: 'd-nothere', diskName: 'x1' })))).toMatchObject({ code: 'InvalidDiskId.NotFound' });
    expect(await sdkError(ecs.modifyDiskAttribute(new $Ecs.ModifyDiskAttributeRequest({ regionId, diskId, diskName: '1bad' })))).toMatchObject({ code: 'InvalidDiskName.Malformed' });
  });
});
