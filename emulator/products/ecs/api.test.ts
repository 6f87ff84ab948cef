import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, newAccount, sdkError, SEEN_MID_CHANGE, transitionsTake, vpcClient, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let ecs: ReturnType<typeof ecsClient>;
let network: { vpcId: string; vSwitchId: string; securityGroupId: string };

const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs' });
  account = await newAccount(em);
  ecs = ecsClient(em, account);
  const vpc = vpcClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/12', vpcName: 'app' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId, securityGroupName: 'app-sg' }))).body!.securityGroupId!;
  network = { vpcId, vSwitchId, securityGroupId };
});
afterAll(() => em.close());

const run = (extra: Partial<$Ecs.RunInstancesRequest> = {}) =>
  ecs.runInstances(new $Ecs.RunInstancesRequest({
    regionId, instanceType: 'ecs.g7.large', imageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', vSwitchId: network.vSwitchId,
    securityGroupId: network.securityGroupId, instanceName: 'web-01', password: 'Test@12345', internetMaxBandwidthOut: 5, ...extra,
  }));

const describeOne = async (id: string) =>
  (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([id]) }))).body!.instances!.instance![0];

const statusBecomes = (id: string, status: string) => waitFor(async () => (await describeOne(id))?.status === status);

describe('ECS instances', () => {
  it('RunInstances starts Pending and becomes Running on its own', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const res = await run();
    const [id] = res.body!.instanceIdSets!.instanceIdSet!;
    expect(id).toMatch(/^i-bp1[a-z0-9]{17}$/);
    const first = await describeOne(id);
    expect(first.status).toBe('Pending');
    expect(first).toMatchObject({
      instanceName: 'web-01', zoneId: 'cn-hangzhou-k', regionId, instanceType: 'ecs.g7.large', cpu: 2, memory: 8192,
      vpcAttributes: { vpcId: network.vpcId, vSwitchId: network.vSwitchId },
      securityGroupIds: { securityGroupId: [network.securityGroupId] },
      OSName: 'Alibaba Cloud Linux  3.2104 LTS 64位',
    });
    expect(first.vpcAttributes!.privateIpAddress!.ipAddress![0]).toMatch(/^172\.16\.1\.\d+$/);
    expect(first.publicIpAddress!.ipAddress).toHaveLength(1);
    expect(first.creationTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
    await statusBecomes(id, 'Running');
    await transitionsTake(em, account);
  });

  it('StopInstance goes Stopping → Stopped; DeleteInstance needs Stopped unless Force', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const [id] = (await run({ instanceName: 'stop-me' })).body!.instanceIdSets!.instanceIdSet!;
    const early = await sdkError(ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: id })));
    expect(early).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    await statusBecomes(id, 'Running');
    const notStopped = await sdkError(ecs.deleteInstance(new $Ecs.DeleteInstanceRequest({ instanceId: id })));
    expect(notStopped.code).toBe('IncorrectInstanceStatus');
    await ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: id, stoppedMode: 'StopCharging' }));
    expect((await describeOne(id)).status).toBe('Stopping');
    await statusBecomes(id, 'Stopped');
    expect((await describeOne(id)).stoppedMode).toBe('StopCharging');
    await ecs.startInstance(new $Ecs.StartInstanceRequest({ instanceId: id }));
    expect((await describeOne(id)).status).toBe('Starting');
    await statusBecomes(id, 'Running');
    await ecs.deleteInstance(new $Ecs.DeleteInstanceRequest({ instanceId: id, force: true }));
    expect(await describeOne(id)).toBeUndefined();
    const gone = await sdkError(ecs.rebootInstance(new $Ecs.RebootInstanceRequest({ instanceId: id })));
    expect(gone).toMatchObject({ code: 'InvalidInstanceId.NotFound', status: 404 });
    await transitionsTake(em, account);
  });

  it('CreateInstance leaves the instance Stopped; ModifyInstanceAttribute renames it', async () => {
    const res = await ecs.createInstance(new $Ecs.CreateInstanceRequest({
      regionId, instanceType: 'ecs.c7.large', imageId: 'ubuntu_22_04_x64_20G_alibase_20240530.vhd', vSwitchId: network.vSwitchId,
      securityGroupId: network.securityGroupId, instanceName: 'created',
    }));
    const id = res.body!.instanceId!;
    await statusBecomes(id, 'Stopped');
    await ecs.modifyInstanceAttribute(new $Ecs.ModifyInstanceAttributeRequest({ instanceId: id, instanceName: 'renamed', description: 'moved' }));
    expect(await describeOne(id)).toMatchObject({ instanceName: 'renamed', description: 'moved' });
    const bad = await sdkError(ecs.modifyInstanceAttribute(new $Ecs.ModifyInstanceAttributeRequest({ instanceId: id, instanceName: '1-bad' })));
    expect(bad.code).toBe('InvalidInstanceName.Malformed');
  });

  it('release protection: DeleteInstance refuses a protected instance until ModifyInstanceAttribute turns it off; subscriptions cannot have it', async () => {
    const [id] = (await run({ instanceName: 'kept', deletionProtection: true })).body!.instanceIdSets!.instanceIdSet!;
    await statusBecomes(id, 'Running');
    expect((await describeOne(id)).deletionProtection).toBe(true);
    const held = await sdkError(ecs.deleteInstance(new $Ecs.DeleteInstanceRequest({ instanceId: id, force: true })));
    expect(held).toMatchObject({ code: 'InvalidOperation.DeletionProtection', status: 403 });
    await ecs.modifyInstanceAttribute(new $Ecs.ModifyInstanceAttributeRequest({ instanceId: id, deletionProtection: false }));
    expect((await describeOne(id)).deletionProtection).toBe(false);
    await ecs.deleteInstance(new $Ecs.DeleteInstanceRequest({ instanceId: id, force: true }));
    expect(await describeOne(id)).toBeUndefined();
    const prepaid = await sdkError(run({ instanceName: 'sub', instanceChargeType: 'PrePaid', period: 1, periodUnit: 'Month', deletionProtection: true }));
    expect(prepaid.code).toBe('InvalidParameter.DeletionProtection');
  });

  it('RunInstances checks its inputs like the cloud', async () => {
    expect((await sdkError(run({ instanceType: 'ecs.nope.large' }))).code).toBe('InvalidInstanceType.ValueNotSupported');
    expect((await sdkError(run({ imageId: 'nope.vhd' }))).code).toBe('InvalidImageId.NotFound');
    expect((await sdkError(run({ vSwitchId: 'vsw-bp1doesnotexist00000' }))).code).toBe('InvalidVSwitchId.NotFound');
    expect((await sdkError(run({ password: 'short' }))).code).toBe('InvalidPassword.Malformed');
    const missing = await sdkError(run({ vSwitchId: undefined }));
    expect(missing.data.Message).toContain('"VSwitchId"');
    expect((await sdkError(run({ dryRun: true }))).code).toBe('DryRunOperation');
  });

  it('DescribeInstances filters by name (with *) and status, and pages', async () => {
    await run({ instanceName: 'batch-', amount: 3, uniqueSuffix: true });
    const byName = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceName: 'batch-*', pageSize: 2 }));
    expect(byName.body).toMatchObject({ totalCount: 3, pageSize: 2, pageNumber: 1 });
    expect(byName.body!.instances!.instance!.map((i) => i.instanceName)).toHaveLength(2);
    const page2 = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceName: 'batch-*', pageSize: 2, pageNumber: 2 }));
    const names = [...byName.body!.instances!.instance!, ...page2.body!.instances!.instance!].map((i) => i.instanceName).sort();
    expect(names).toEqual(['batch-001', 'batch-002', 'batch-003']);
    const elsewhere = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId: 'cn-beijing' }));
    expect(elsewhere.body!.totalCount).toBe(0);
    const tooBig = await sdkError(ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, pageSize: 101 })));
    expect(tooBig.code).toBe('InvalidParameter');
  });
});

describe('ECS security groups', () => {
  it('AuthorizeSecurityGroup(Egress) takes the flat form and the Permissions.N form', async () => {
    const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: network.vpcId, securityGroupName: 'rules' }))).body!.securityGroupId!;
    await ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '22/22', sourceCidrIp: '0.0.0.0/0' }));
    await ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({
      regionId, securityGroupId,
      permissions: [
        new $Ecs.AuthorizeSecurityGroupRequestPermissions({ ipProtocol: 'tcp', portRange: '443/443', sourceCidrIp: '10.0.0.0/8', priority: '5' }),
        new $Ecs.AuthorizeSecurityGroupRequestPermissions({ ipProtocol: 'icmp', portRange: '-1/-1', sourceCidrIp: '0.0.0.0/0', policy: 'drop' }),
      ],
    }));
    const attr = await ecs.describeSecurityGroupAttribute(new $Ecs.DescribeSecurityGroupAttributeRequest({ regionId, securityGroupId, direction: 'ingress' }));
    const rules = attr.body!.permissions!.permission!.map((r) => [r.ipProtocol, r.portRange, r.sourceCidrIp, r.policy, r.priority]);
    expect(rules).toEqual([
      ['TCP', '22/22', '0.0.0.0/0', 'Accept', '1'],
      ['TCP', '443/443', '10.0.0.0/8', 'Accept', '5'],
      ['ICMP', '-1/-1', '0.0.0.0/0', 'Drop', '1'],
    ]);
    await ecs.authorizeSecurityGroupEgress(new $Ecs.AuthorizeSecurityGroupEgressRequest({ regionId, securityGroupId, ipProtocol: 'udp', portRange: '53/53', destCidrIp: '100.100.2.136' }));
    const egress = await ecs.describeSecurityGroupAttribute(new $Ecs.DescribeSecurityGroupAttributeRequest({ regionId, securityGroupId, direction: 'egress' }));
    expect(egress.body!.permissions!.permission!.map((r) => [r.direction, r.ipProtocol, r.destCidrIp])).toEqual([['egress', 'UDP', '100.100.2.136']]);
    const noDest = await sdkError(ecs.authorizeSecurityGroupEgress(new $Ecs.AuthorizeSecurityGroupEgressRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '80/80' })));
    expect(noDest.data.Message).toContain('"DestCidrIp"');
    const badPort = await sdkError(ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '0/99999', sourceCidrIp: '0.0.0.0/0' })));
    expect(badPort.code).toBe('InvalidPortRange.Malformed');
    const noProtocol = await sdkError(ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({ regionId, securityGroupId, portRange: '22/22' })));
    expect(noProtocol.data.Message).toContain('"IpProtocol"');
  });

  it('DescribeSecurityGroups counts instances; DeleteSecurityGroup refuses while instances use it', async () => {
    const listed = await ecs.describeSecurityGroups(new $Ecs.DescribeSecurityGroupsRequest({ regionId, vpcId: network.vpcId, securityGroupName: 'app-sg' }));
    const group = listed.body!.securityGroups!.securityGroup![0];
    expect(group).toMatchObject({ securityGroupId: network.securityGroupId, securityGroupType: 'normal', vpcId: network.vpcId });
    expect(group.ecsCount).toBeGreaterThan(0);
    const err = await sdkError(ecs.deleteSecurityGroup(new $Ecs.DeleteSecurityGroupRequest({ regionId, securityGroupId: network.securityGroupId })));
    expect(err.code).toBe('DependencyViolation');
    const spare = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: network.vpcId, securityGroupType: 'enterprise' }))).body!.securityGroupId!;
    await ecs.deleteSecurityGroup(new $Ecs.DeleteSecurityGroupRequest({ regionId, securityGroupId: spare }));
    const noVpc = await sdkError(ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: 'vpc-bp1nothere0000000000' })));
    expect(noVpc).toMatchObject({ code: 'InvalidVpcId.NotFound', status: 404 });
  });
});

describe('ECS rule and instance changes (help-center procedures)', () => {
  it('ModifySecurityGroupRule changes a rule in place; RevokeSecurityGroup removes it by ID or by its fields', async () => {
    const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: network.vpcId, securityGroupName: 'edit-rules' }))).body!.securityGroupId!;
    await ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '22/22', sourceCidrIp: '0.0.0.0/0', description: 'ssh' }));
    await ecs.authorizeSecurityGroup(new $Ecs.AuthorizeSecurityGroupRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '3389/3389', sourceCidrIp: '0.0.0.0/0' }));
    const rules = async () => (await ecs.describeSecurityGroupAttribute(new $Ecs.DescribeSecurityGroupAttributeRequest({ regionId, securityGroupId }))).body!.permissions!.permission!;
    const ssh = (await rules()).find((r) => r.portRange === '22/22')!;
    await ecs.modifySecurityGroupRule(new $Ecs.ModifySecurityGroupRuleRequest({ regionId, securityGroupId, securityGroupRuleId: ssh.securityGroupRuleId, sourceCidrIp: '192.168.0.0/16', priority: '10' }));
    expect((await rules()).find((r) => r.securityGroupRuleId === ssh.securityGroupRuleId)).toMatchObject({
      sourceCidrIp: '192.168.0.0/16', priority: '10', portRange: '22/22', ipProtocol: 'TCP', description: 'ssh',
    });
    const unknown = await sdkError(ecs.modifySecurityGroupRule(new $Ecs.ModifySecurityGroupRuleRequest({ regionId, securityGroupId, securityGroupRuleId: 'sgr-nothere', sourceCidrIp: '10.0.0.0/8' })));
    expect(unknown.code).toBe('InvalidSecurityGroupRuleId.NotFound');
    await ecs.revokeSecurityGroup(new $Ecs.RevokeSecurityGroupRequest({ regionId, securityGroupId, securityGroupRuleId: [ssh.securityGroupRuleId!] }));
    await ecs.revokeSecurityGroup(new $Ecs.RevokeSecurityGroupRequest({ regionId, securityGroupId, ipProtocol: 'tcp', portRange: '3389/3389', sourceCidrIp: '0.0.0.0/0' }));
    expect(await rules()).toEqual([]);
    await ecs.modifySecurityGroupAttribute(new $Ecs.ModifySecurityGroupAttributeRequest({ regionId, securityGroupId, securityGroupName: 'renamed-sg' }));
    expect((await ecs.describeSecurityGroupAttribute(new $Ecs.DescribeSecurityGroupAttributeRequest({ regionId, securityGroupId }))).body!.securityGroupName).toBe('renamed-sg');
  });

  it('ModifyInstanceSpec needs a Stopped instance; AttachKeyPair and Join/LeaveSecurityGroup show in DescribeInstances', async () => {
    const [id] = (await run({ instanceName: 'resize-me' })).body!.instanceIdSets!.instanceIdSet!;
    await statusBecomes(id, 'Running');
    const running = await sdkError(ecs.modifyInstanceSpec(new $Ecs.ModifyInstanceSpecRequest({ instanceId: id, instanceType: 'ecs.g7.xlarge' })));
    expect(running).toMatchObject({ code: 'IncorrectInstanceStatus', status: 403 });
    await ecs.createKeyPair(new $Ecs.CreateKeyPairRequest({ regionId, keyPairName: 'ops-key' }));
    const bound = await ecs.attachKeyPair(new $Ecs.AttachKeyPairRequest({ regionId, keyPairName: 'ops-key', instanceIds: JSON.stringify([id]) }));
    expect(bound.body).toMatchObject({ totalCount: '1', failCount: '0' });
    expect((await describeOne(id)).keyPairName).toBe('ops-key');
    const other = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: network.vpcId, securityGroupName: 'extra' }))).body!.securityGroupId!;
    await ecs.joinSecurityGroup(new $Ecs.JoinSecurityGroupRequest({ instanceId: id, securityGroupId: other }));
    expect((await describeOne(id)).securityGroupIds!.securityGroupId).toEqual([network.securityGroupId, other]);
    await ecs.leaveSecurityGroup(new $Ecs.LeaveSecurityGroupRequest({ instanceId: id, securityGroupId: network.securityGroupId }));
    const last = await sdkError(ecs.leaveSecurityGroup(new $Ecs.LeaveSecurityGroupRequest({ instanceId: id, securityGroupId: other })));
    expect(last.code).toBe('InvalidOperation.LastSecurityGroup');
    await ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: id }));
    await statusBecomes(id, 'Stopped');
    await ecs.modifyInstanceSpec(new $Ecs.ModifyInstanceSpecRequest({ instanceId: id, instanceType: 'ecs.g7.xlarge' }));
    expect(await describeOne(id)).toMatchObject({ instanceType: 'ecs.g7.xlarge', cpu: 4, memory: 16384 });
    await ecs.detachKeyPair(new $Ecs.DetachKeyPairRequest({ regionId, keyPairName: 'ops-key', instanceIds: JSON.stringify([id]) }));
    expect((await describeOne(id)).keyPairName).toBe('');
  });
});

describe('ECS catalogue', () => {
  it('lists zones, instance types and images', async () => {
    const zones = await ecs.describeZones(new $Ecs.DescribeZonesRequest({ regionId, acceptLanguage: 'en-US' }));
    expect(zones.body!.zones!.zone!.map((z) => z.localName)).toEqual(['Hangzhou Zone H', 'Hangzhou Zone I', 'Hangzhou Zone J', 'Hangzhou Zone K']);
    const types = await ecs.describeInstanceTypes(new $Ecs.DescribeInstanceTypesRequest({ instanceTypeFamily: 'ecs.g7' }));
    expect(types.body!.instanceTypes!.instanceType!.map((t) => [t.instanceTypeId, t.cpuCoreCount, t.memorySize])).toContainEqual(['ecs.g7.large', 2, 8]);
    const images = await ecs.describeImages(new $Ecs.DescribeImagesRequest({ regionId, OSType: 'windows' }));
    expect(images.body!.images!.image!.map((i) => i.imageId)).toEqual([
      'win2022_21H2_x64_dtc_en-us_40G_alibase_20240617.vhd',
      'win2022_21H2_x64_dtc_zh-cn_40G_alibase_20240617.vhd',
    ]);
    const unknown = await sdkError(ecs.describeZones(new $Ecs.DescribeZonesRequest({ regionId: 'mars-1' })));
    expect(unknown.code).toBe('InvalidRegionId.NotFound');
  });
});
