// ReplaceSystemDisk through the official SDK: a stopped instance gets a new system disk (new ID, the new image, a size
// that may only grow), the old disk is gone, and the cloud's refusals come as the API words them. ReInitDisk: an
// attached disk of a stopped instance re-initialized in place (the same ID), the instance started after if asked.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsAccount, lookupEvents, openApiClient, sdkError } from '../../testing.js';

let em: RunningEmulator;
let s: Awaited<ReturnType<typeof ecsAccount>>;
const UBUNTU = 'ubuntu_22_04_x64_20G_alibase_20240530.vhd';
const WINDOWS = 'win2022_21H2_x64_dtc_en-us_40G_alibase_20240617.vhd';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-system-disk', eventDelayMs: 0 });
  s = await ecsAccount(em);
});
afterAll(() => em.close());

const systemDisk = async (instanceId: string) =>
  (await s.ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId: s.regionId, instanceId, diskType: 'system' }))).body!.disks!.disk!;
const replace = (request: Partial<$Ecs.ReplaceSystemDiskRequest>) => s.ecs.replaceSystemDisk(new $Ecs.ReplaceSystemDiskRequest(request));

describe('ReplaceSystemDisk', () => {
  it('replaces a stopped instance\'s system disk with one of the new image, and refuses what the cloud refuses', async () => {
    const [id] = await s.run();
    await s.until([id], 'Running');
    const [old] = await systemDisk(id);
    expect(await sdkError(replace({ instanceId: id, imageId: UBUNTU }))).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    await s.ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: id }));
    await s.until([id], 'Stopped');
    expect(await sdkError(replace({ instanceId: id }))).toMatchObject({ code: 'MissingParameter', status: 400 });
    expect(await sdkError(replace({ instanceId: id, imageId: 'm-nothere' }))).toMatchObject({ code: 'InvalidImageId.NotFound', status: 404 });
    // A Windows image wants 40 GiB, and no disk may shrink.
    expect(await sdkError(replace({ instanceId: id, imageId: WINDOWS, systemDisk: new $Ecs.ReplaceSystemDiskRequestSystemDisk({ size: old.size! - 1 }) }))).toMatchObject({ code: 'InvalidSystemDiskSize.ValueNotSupported' });
    expect(await sdkError(replace({ instanceId: id, imageId: UBUNTU, password: 'short' }))).toMatchObject({ code: 'InvalidPassword.Malformed' });
    expect(await sdkError(replace({ instanceId: id, imageId: UBUNTU, keyPairName: 'nokey' }))).toMatchObject({ code: 'InvalidKeyPairName.NotFound' });

    const { diskId } = (await replace({ instanceId: id, imageId: UBUNTU, systemDisk: new $Ecs.ReplaceSystemDiskRequestSystemDisk({ size: 60 }), password: 'Replace#2024x' })).body!;
    expect(diskId).toMatch(/^d-/);
    expect(diskId).not.toBe(old.diskId);
    const now = await systemDisk(id);
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ diskId, size: 60, imageId: UBUNTU, status: 'In_use', category: old.category });
    expect((await s.instance(id)).imageId).toBe(UBUNTU);
    const gone = (await s.ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId: s.regionId, diskIds: JSON.stringify([old.diskId]) }))).body!.disks!.disk!;
    expect(gone).toEqual([]);
    // Every call is in the audit log, the refused ones with their error code.
    const events = (await lookupEvents(openApiClient(em, s.account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ReplaceSystemDisk' })).Events;
    expect(events).toHaveLength(7);
    expect(events.filter((e) => !e.errorCode)).toHaveLength(1);
  });
});

describe('ReInitDisk', () => {
  it('re-initializes an attached disk of a stopped instance in place and starts the instance when asked', async () => {
    const [id] = await s.run();
    await s.until([id], 'Running');
    const [disk] = await systemDisk(id);
    const reinit = (request: Partial<$Ecs.ReInitDiskRequest>) => s.ecs.reInitDisk(new $Ecs.ReInitDiskRequest(request));
    expect(await sdkError(reinit({ diskId: disk.diskId }))).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    expect(await sdkError(reinit({ diskId: 'd-nothere' }))).toMatchObject({ code: 'InvalidDiskId.NotFound', status: 404 });
    await s.ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: id }));
    await s.until([id], 'Stopped');
    expect(await sdkError(reinit({ diskId: disk.diskId, password: 'short' }))).toMatchObject({ code: 'InvalidPassword.Malformed' });
    await reinit({ diskId: disk.diskId, password: 'Reinit#2024x', autoStartInstance: true });
    expect((await systemDisk(id))[0]).toMatchObject({ diskId: disk.diskId, status: 'ReIniting' });
    await s.until([id], 'Running');
    expect((await systemDisk(id))[0]).toMatchObject({ diskId: disk.diskId, status: 'In_use' });
    const events = (await lookupEvents(openApiClient(em, s.account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ReInitDisk' })).Events;
    expect(events).toHaveLength(4);
  });
});
