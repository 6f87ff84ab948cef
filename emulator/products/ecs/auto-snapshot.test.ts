// Automatic snapshot policies through the official SDK: create, list, modify, apply to a disk, cancel, delete.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let ecs: ReturnType<typeof ecsClient>;
let diskId: string;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-auto-snapshot', eventDelayMs: 0 });
  account = await newAccount(em);
  ecs = ecsClient(em, account);
  diskId = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId: 'cn-hangzhou-k', size: 40, diskCategory: 'cloud_essd' }))).body!.diskId!;
});
afterAll(() => em.close());

const policies = async () => (await ecs.describeAutoSnapshotPolicyEx(new $Ecs.DescribeAutoSnapshotPolicyExRequest({ regionId }))).body!.autoSnapshotPolicies!.autoSnapshotPolicy!;
const disk = async () => (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, diskIds: JSON.stringify([diskId]) }))).body!.disks!.disk![0];

describe('ECS automatic snapshot policies', () => {
  it('creates a policy, applies it to a disk, changes it, cancels it and deletes it', async () => {
    const created = await ecs.createAutoSnapshotPolicy(new $Ecs.CreateAutoSnapshotPolicyRequest({
      regionId, autoSnapshotPolicyName: 'nightly', timePoints: '["2","1"]', repeatWeekdays: '["1","7"]', retentionDays: 30,
    }));
    const id = created.body!.autoSnapshotPolicyId!;
    expect(id).toMatch(/^sp-bp1[a-z0-9]{17}$/);
    expect(await policies()).toMatchObject([{ autoSnapshotPolicyId: id, autoSnapshotPolicyName: 'nightly', timePoints: '["1","2"]', repeatWeekdays: '["1","7"]', retentionDays: 30, diskNums: 0 }]);

    await waitFor(async () => (await disk()).status === 'Available');
    await ecs.applyAutoSnapshotPolicy(new $Ecs.ApplyAutoSnapshotPolicyRequest({ regionId, autoSnapshotPolicyId: id, diskIds: JSON.stringify([diskId]) }));
    expect(await disk()).toMatchObject({ autoSnapshotPolicyId: id, enableAutoSnapshot: true });
    expect((await policies())[0].diskNums).toBe(1);

    await ecs.modifyAutoSnapshotPolicyEx(new $Ecs.ModifyAutoSnapshotPolicyExRequest({ regionId, autoSnapshotPolicyId: id, retentionDays: -1, autoSnapshotPolicyName: 'keep' }));
    expect((await policies())[0]).toMatchObject({ autoSnapshotPolicyName: 'keep', retentionDays: -1, timePoints: '["1","2"]' });

    await ecs.cancelAutoSnapshotPolicy(new $Ecs.CancelAutoSnapshotPolicyRequest({ regionId, diskIds: JSON.stringify([diskId]) }));
    expect(await disk()).toMatchObject({ autoSnapshotPolicyId: '', enableAutoSnapshot: false });

    await ecs.applyAutoSnapshotPolicy(new $Ecs.ApplyAutoSnapshotPolicyRequest({ regionId, autoSnapshotPolicyId: id, diskIds: JSON.stringify([diskId]) }));
    await ecs.deleteAutoSnapshotPolicy(new $Ecs.DeleteAutoSnapshotPolicyRequest({ regionId, autoSnapshotPolicyId: id }));
    expect(await policies()).toEqual([]);
    expect((await disk()).autoSnapshotPolicyId).toBe('');

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateAutoSnapshotPolicy' })).Events;
    expect(events[0]).toMatchObject({ eventName: 'CreateAutoSnapshotPolicy', eventRW: 'Write', serviceName: 'Ecs', requestParameters: { regionId, autoSnapshotPolicyName: 'nightly' } });
    expect(events[0].referencedResources['ACS::ECS::AutoSnapshotPolicy']).toEqual([id]);
  });

  it('refuses what the cloud refuses', async () => {
    const noHours = await sdkError(ecs.createAutoSnapshotPolicy(new $Ecs.CreateAutoSnapshotPolicyRequest({ regionId, repeatWeekdays: '["1"]', retentionDays: 7 })));
    expect(noHours).toMatchObject({ code: 'MissingParameter', status: 400 });
    const badHour = await sdkError(ecs.createAutoSnapshotPolicy(new $Ecs.CreateAutoSnapshotPolicyRequest({ regionId, timePoints: '["24"]', repeatWeekdays: '["1"]', retentionDays: 7 })));
    expect(badHour.status).toBe(400);
    const badDays = await sdkError(ecs.createAutoSnapshotPolicy(new $Ecs.CreateAutoSnapshotPolicyRequest({ regionId, timePoints: '["1"]', repeatWeekdays: '["1"]', retentionDays: 0 })));
    expect(badDays.code).toBe('InvalidRetentionDays.Malformed');
    const gone = await sdkError(ecs.deleteAutoSnapshotPolicy(new $Ecs.DeleteAutoSnapshotPolicyRequest({ regionId, autoSnapshotPolicyId: 'sp-none' })));
    expect(gone).toMatchObject({ code: 'InvalidAutoSnapshotPolicyId.NotFound', status: 404 });
  });
});
