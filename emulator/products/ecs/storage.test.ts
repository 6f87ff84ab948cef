import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, SEEN_MID_CHANGE, transitionsTake, vpcClient, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let ecs: ReturnType<typeof ecsClient>;
let vpc: ReturnType<typeof vpcClient>;
let instanceId: string;

const regionId = 'cn-hangzhou';
const zoneId = 'cn-hangzhou-k';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-storage', eventDelayMs: 0 });
  account = await newAccount(em);
  ecs = ecsClient(em, account);
  vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/12' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId, cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
  instanceId = (await ecs.runInstances(new $Ecs.RunInstancesRequest({
    regionId, instanceType: 'ecs.g7.large', imageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', vSwitchId, securityGroupId, instanceName: 'app',
  }))).body!.instanceIdSets!.instanceIdSet![0];
  await waitFor(async () => (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([instanceId]) }))).body!.instances!.instance![0].status === 'Running');
});
afterAll(() => em.close());

const disk = async (id: string) => (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, diskIds: JSON.stringify([id]) }))).body!.disks!.disk![0];
const diskBecomes = (id: string, status: string) => waitFor(async () => (await disk(id))?.status === status);

describe('ECS disks and snapshots', () => {
  it('creates, attaches, snapshots, resizes, detaches and deletes a data disk', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const system = (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, instanceId }))).body!.disks!.disk!;
    expect(system).toHaveLength(1);
    expect(system[0]).toMatchObject({ type: 'system', status: 'In_use', device: '/dev/xvda' });
    const diskId = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId, diskName: 'data-1', size: 40, diskCategory: 'cloud_essd' }))).body!.diskId!;
    expect(diskId).toMatch(/^d-bp1[a-z0-9]{17}$/);
    expect((await disk(diskId)).status).toBe('Creating');
    const early = await sdkError(ecs.attachDisk(new $Ecs.AttachDiskRequest({ instanceId, diskId })));
    expect(early).toMatchObject({ code: 'IncorrectDiskStatus', status: 403 });
    await diskBecomes(diskId, 'Available');
    const never = await sdkError(ecs.createSnapshot(new $Ecs.CreateSnapshotRequest({ diskId })));
    expect(never.code).toBe('IncorrectDiskStatus');
    await ecs.attachDisk(new $Ecs.AttachDiskRequest({ instanceId, diskId }));
    expect((await disk(diskId)).status).toBe('Attaching');
    await diskBecomes(diskId, 'In_use');
    expect(await disk(diskId)).toMatchObject({ instanceId, device: '/dev/xvdb', category: 'cloud_essd', size: 40 });
    const inUse = await sdkError(ecs.deleteDisk(new $Ecs.DeleteDiskRequest({ diskId })));
    expect(inUse).toMatchObject({ code: 'IncorrectDiskStatus', status: 403 });
    const snapshotId = (await ecs.createSnapshot(new $Ecs.CreateSnapshotRequest({ diskId, snapshotName: 'before-upgrade' }))).body!.snapshotId!;
    const snap = async () => (await ecs.describeSnapshots(new $Ecs.DescribeSnapshotsRequest({ regionId, snapshotIds: JSON.stringify([snapshotId]) }))).body!.snapshots!.snapshot![0];
    expect((await snap()).status).toBe('progressing');
    await waitFor(async () => (await snap()).status === 'accomplished');
    expect(await snap()).toMatchObject({ progress: '100%', sourceDiskId: diskId, snapshotName: 'before-upgrade' });
    const smaller = await sdkError(ecs.resizeDisk(new $Ecs.ResizeDiskRequest({ diskId, newSize: 20 })));
    expect(smaller.code).toBe('InvalidDiskSize.TooSmall');
    await ecs.resizeDisk(new $Ecs.ResizeDiskRequest({ diskId, newSize: 100 }));
    expect((await disk(diskId)).size).toBe(100);
    await ecs.detachDisk(new $Ecs.DetachDiskRequest({ instanceId, diskId }));
    await diskBecomes(diskId, 'Available');
    await ecs.deleteDisk(new $Ecs.DeleteDiskRequest({ diskId }));
    expect(await disk(diskId)).toBeUndefined();
    await ecs.deleteSnapshot(new $Ecs.DeleteSnapshotRequest({ snapshotId }));
    const gone = await sdkError(ecs.deleteSnapshot(new $Ecs.DeleteSnapshotRequest({ snapshotId })));
    expect(gone).toMatchObject({ code: 'InvalidSnapshotId.NotFound', status: 404 });
    await transitionsTake(em, account);
  });

  it('rejects a disk in another zone and bad sizes', async () => {
    const bad = await sdkError(ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId, size: 5, diskCategory: 'cloud_essd' })));
    expect(bad).toMatchObject({ code: 'InvalidDiskSize.ValueNotSupported', status: 400 });
    const diskId = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId: 'cn-hangzhou-j', size: 20 }))).body!.diskId!;
    await diskBecomes(diskId, 'Available');
    const mismatch = await sdkError(ecs.attachDisk(new $Ecs.AttachDiskRequest({ instanceId, diskId })));
    expect(mismatch.code).toBe('InstanceDiskZoneMismatch');
  });
});

describe('ECS key pairs and custom images', () => {
  it('CreateKeyPair returns the private key once and the trail never holds it', async () => {
    const created = (await ecs.createKeyPair(new $Ecs.CreateKeyPairRequest({ regionId, keyPairName: 'deploy-key' }))).body!;
    expect(created.privateKeyBody).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(created.keyPairFingerPrint).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
    const dup = await sdkError(ecs.createKeyPair(new $Ecs.CreateKeyPairRequest({ regionId, keyPairName: 'deploy-key' })));
    expect(dup.code).toBe('KeyPair.AlreadyExist');
    const listed = (await ecs.describeKeyPairs(new $Ecs.DescribeKeyPairsRequest({ regionId }))).body!.keyPairs!.keyPair!;
    expect(listed.map((k) => k.keyPairName)).toEqual(['deploy-key']);
    expect(JSON.stringify(listed)).not.toContain('PRIVATE KEY');
    const pub = listed[0].publicKey!;
    const bad = await sdkError(ecs.importKeyPair(new $Ecs.ImportKeyPairRequest({ regionId, keyPairName: 'imported', publicKeyBody: 'not a key' })));
    expect(bad).toMatchObject({ code: 'InvalidPublicKeyBody.Malformed', status: 400 });
    await ecs.importKeyPair(new $Ecs.ImportKeyPairRequest({ regionId, keyPairName: 'imported', publicKeyBody: pub }));
    await ecs.deleteKeyPairs(new $Ecs.DeleteKeyPairsRequest({ regionId, keyPairNames: JSON.stringify(['deploy-key', 'imported']) }));
    expect((await ecs.describeKeyPairs(new $Ecs.DescribeKeyPairsRequest({ regionId }))).body!.totalCount).toBe(0);
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateKeyPair' })).Events;
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain('PRIVATE KEY');
    expect(events[0].referencedResources['ACS::ECS::KeyPair']).toEqual(['deploy-key']);
  });

  it('CreateImage from an instance; DeleteImage fails while an instance uses it', async () => {
    const imageId = (await ecs.createImage(new $Ecs.CreateImageRequest({ regionId, instanceId, imageName: 'app-golden' }))).body!.imageId!;
    const image = async () => (await ecs.describeImages(new $Ecs.DescribeImagesRequest({ regionId, imageOwnerAlias: 'self' }))).body!.images!.image!;
    expect((await image())[0]).toMatchObject({ imageId, imageName: 'app-golden', status: 'Creating', imageOwnerAlias: 'self' });
    await waitFor(async () => (await image())[0].status === 'Available');
    const vSwitchId = (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }))).body!.instances!.instance![0].vpcAttributes!.vSwitchId!;
    const sg = (await ecs.describeSecurityGroups(new $Ecs.DescribeSecurityGroupsRequest({ regionId }))).body!.securityGroups!.securityGroup![0].securityGroupId!;
    await ecs.runInstances(new $Ecs.RunInstancesRequest({ regionId, instanceType: 'ecs.g7.large', imageId, vSwitchId, securityGroupId: sg }));
    const used = await sdkError(ecs.deleteImage(new $Ecs.DeleteImageRequest({ regionId, imageId })));
    expect(used).toMatchObject({ code: 'IncorrectImageStatus', status: 403 });
    const missing = await sdkError(ecs.deleteImage(new $Ecs.DeleteImageRequest({ regionId, imageId: 'm-bp1doesnotexist0000' })));
    expect(missing).toMatchObject({ code: 'InvalidImageId.NotFound', status: 404 });
  });

  it('rejects a bad signature', async () => {
    const forged = ecsClient(em, account, { accessKeySecret: 'wrong' });
    const err = await sdkError(forged.describeDisks(new $Ecs.DescribeDisksRequest({ regionId })));
    expect(err.code).toBe('SignatureDoesNotMatch');
  });
});

describe('ECS image copy', () => {
  it('CopyImage copies an Available custom image into another region', async () => {
    const imageId = (await ecs.createImage(new $Ecs.CreateImageRequest({ regionId, instanceId, imageName: 'golden' }))).body!.imageId!;
    const early = await sdkError(ecs.copyImage(new $Ecs.CopyImageRequest({ regionId, imageId, destinationRegionId: 'cn-beijing' })));
    expect(early.code).toBe('IncorrectImageStatus');
    const images = (r: string, id: string) => ecs.describeImages(new $Ecs.DescribeImagesRequest({ regionId: r, imageId: id, imageOwnerAlias: 'self' }));
    await waitFor(async () => (await images(regionId, imageId)).body!.images!.image![0]?.status === 'Available');
    const copied = (await ecs.copyImage(new $Ecs.CopyImageRequest({ regionId, imageId, destinationRegionId: 'cn-beijing', destinationImageName: 'golden-bj' }))).body!.imageId!;
    expect(copied).toMatch(/^m-2ze/);
    await waitFor(async () => (await images('cn-beijing', copied)).body!.images!.image![0]?.status === 'Available');
    expect((await images('cn-beijing', copied)).body!.images!.image![0]).toMatchObject({ imageName: 'golden-bj', imageOwnerAlias: 'self' });
  });
});

describe('ECS disk rollback', () => {
  it('ResetDisk needs the snapshot of that disk and a Stopped instance', async () => {
    const system = (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, instanceId, diskType: 'system' }))).body!.disks!.disk![0];
    const snapshotId = (await ecs.createSnapshot(new $Ecs.CreateSnapshotRequest({ diskId: system.diskId, snapshotName: 'before-upgrade' }))).body!.snapshotId!;
    await waitFor(async () => (await ecs.describeSnapshots(new $Ecs.DescribeSnapshotsRequest({ regionId, snapshotIds: JSON.stringify([snapshotId]) }))).body!.snapshots!.snapshot![0].status === 'accomplished');
    const running = await sdkError(ecs.resetDisk(new $Ecs.ResetDiskRequest({ diskId: system.diskId, snapshotId })));
    expect(running).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    const other = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId, size: 20, diskCategory: 'cloud_essd' }))).body!.diskId!;
    expect((await sdkError(ecs.resetDisk(new $Ecs.ResetDiskRequest({ diskId: other, snapshotId })))).code).toBe('IncorrectSnapshotId');
    await ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId }));
    await waitFor(async () => (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([instanceId]) }))).body!.instances!.instance![0].status === 'Stopped');
    await ecs.resetDisk(new $Ecs.ResetDiskRequest({ diskId: system.diskId!, snapshotId }));
    expect((await disk(system.diskId!)).status).toBe('ReIniting');
    await diskBecomes(system.diskId!, 'In_use');
  });
});

describe('ECS disk category and performance level', () => {
  it('ModifyDiskSpec changes the category in place, and an ESSD\'s level within its capacity; the trail names the disk', async () => {
    const diskId = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId, diskName: 'spec-1', size: 100, diskCategory: 'cloud_efficiency' }))).body!.diskId!;
    await diskBecomes(diskId, 'Available');
    const same = await sdkError(ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, diskCategory: 'cloud_efficiency' })));
    expect(same.code).toBe('InvalidDiskCategory.ValueNotSupported');
    const bad = await sdkError(ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, diskCategory: 'cloud' })));
    expect(bad.code).toBe('InvalidDiskCategory.ValueNotSupported');
    const res = await ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, diskCategory: 'cloud_essd', performanceLevel: 'PL1' }));
    expect(res.body!.taskId).toMatch(/^t-/);
    expect(await disk(diskId)).toMatchObject({ diskId, category: 'cloud_essd', performanceLevel: 'PL1', size: 100, status: 'Available' });
    const tooSmall = await sdkError(ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, performanceLevel: 'PL2' })));
    expect(tooSmall).toMatchObject({ code: 'OperationDenied.PerformanceLevelNotMatch', status: 403 });
    await ecs.resizeDisk(new $Ecs.ResizeDiskRequest({ diskId, newSize: 500 }));
    await ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, performanceLevel: 'PL2' }));
    expect(await disk(diskId)).toMatchObject({ category: 'cloud_essd', performanceLevel: 'PL2' });
    const down = await sdkError(ecs.modifyDiskSpec(new $Ecs.ModifyDiskSpecRequest({ diskId, performanceLevel: 'PL0' })));
    expect(down.code).toBe('OperationDenied');
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ModifyDiskSpec' })).Events;
    const done = events.filter((e) => !e.errorCode);
    expect(done).toHaveLength(2);
    expect(done.map((e) => e.referencedResources['ACS::ECS::Disk'])).toEqual([[diskId], [diskId]]);
  });
});
