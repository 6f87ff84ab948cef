import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, SEEN_MID_CHANGE, transitionsTake, vpcClient, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let vpc: ReturnType<typeof vpcClient>;
let ecs: ReturnType<typeof ecsClient>;
let instanceId: string;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'vpc-eip', eventDelayMs: 0 });
  account = await newAccount(em);
  vpc = vpcClient(em, account);
  ecs = ecsClient(em, account);
  const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16' }))).body!.vpcId!;
  const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.1.0/24' }))).body!.vSwitchId!;
  const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
  instanceId = (await ecs.runInstances(new $Ecs.RunInstancesRequest({
    regionId, instanceType: 'ecs.g7.large', imageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', vSwitchId, securityGroupId,
  }))).body!.instanceIdSets!.instanceIdSet![0];
});
afterAll(() => em.close());

const eip = async (id: string) => (await vpc.describeEipAddresses(new $Vpc.DescribeEipAddressesRequest({ regionId, allocationId: id }))).body!.eipAddresses!.eipAddress![0];

describe('VPC EIPs', () => {
  it('allocates, associates, unassociates and releases an EIP', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const res = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5', internetChargeType: 'PayByTraffic' }))).body!;
    expect(res.allocationId).toMatch(/^eip-bp1[a-z0-9]{17}$/);
    expect(res.eipAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const id = res.allocationId!;
    expect(await eip(id)).toMatchObject({ status: 'Available', bandwidth: '5', internetChargeType: 'PayByTraffic', ipAddress: res.eipAddress });
    const badBw = await sdkError(vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '0' })));
    expect(badBw).toMatchObject({ code: 'InvalidParameter', status: 400 });
    await waitFor(async () => (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }))).body!.instances!.instance![0].status === 'Running');
    await vpc.associateEipAddress(new $Vpc.AssociateEipAddressRequest({ allocationId: id, instanceId, instanceType: 'EcsInstance' }));
    expect((await eip(id)).status).toBe('Associating');
    await waitFor(async () => (await eip(id)).status === 'InUse');
    expect((await eip(id)).instanceId).toBe(instanceId);
    const shown = (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }))).body!.instances!.instance![0];
    expect(shown.eipAddress).toMatchObject({ allocationId: id, ipAddress: res.eipAddress });
    const inUse = await sdkError(vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: id })));
    expect(inUse.code).toBe('IncorrectEipStatus');
    await vpc.unassociateEipAddress(new $Vpc.UnassociateEipAddressRequest({ allocationId: id, instanceId }));
    await waitFor(async () => (await eip(id)).status === 'Available');
    await vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: id }));
    const gone = await sdkError(vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: id })));
    expect(gone).toMatchObject({ code: 'InvalidAllocationId.NotFound', status: 404 });
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AssociateEipAddress' })).Events;
    expect(events[0].referencedResources).toMatchObject({ 'ACS::VPC::EIP': [id], 'ACS::ECS::Instance': [instanceId] });
    await transitionsTake(em, account);
  });

  it('binds EIPs to a secondary ENI in NAT, cut-through (not while attached) and multi-EIP mode', async () => {
    const vSwitchId = (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId }))).body!.instances!.instance![0].vpcAttributes!.vSwitchId!;
    const securityGroupId = (await ecs.describeSecurityGroups(new $Ecs.DescribeSecurityGroupsRequest({ regionId }))).body!.securityGroups!.securityGroup![0].securityGroupId!;
    const eni = (await ecs.createNetworkInterface(new $Ecs.CreateNetworkInterfaceRequest({ regionId, vSwitchId, securityGroupId }))).body!.networkInterfaceId!;
    const alloc = async () => (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5' }))).body!.allocationId!;
    const bind = (allocationId: string, mode?: string) => vpc.associateEipAddress(new $Vpc.AssociateEipAddressRequest({ allocationId, instanceId: eni, instanceType: 'NetworkInterface', mode }));
    const [a, b, c] = [await alloc(), await alloc(), await alloc()];
    await bind(a, 'BINDED');
    await waitFor(async () => (await eip(a)).status === 'InUse');
    expect(await eip(a)).toMatchObject({ instanceId: eni, instanceType: 'NetworkInterface', mode: 'BINDED' });
    // One EIP on an ENI unless every one of them is in multi-EIP mode.
    expect(await sdkError(bind(b, 'MULTI_BINDED'))).toMatchObject({ code: 'InvalidAssociation.Duplicated' });
    await vpc.unassociateEipAddress(new $Vpc.UnassociateEipAddressRequest({ allocationId: a, instanceId: eni, instanceType: 'NetworkInterface' }));
    await waitFor(async () => (await eip(a)).status === 'Available');
    await bind(a, 'MULTI_BINDED');
    await bind(b, 'MULTI_BINDED');
    await waitFor(async () => (await eip(b)).status === 'InUse');
    expect((await eip(b)).mode).toBe('MULTI_BINDED');
    // Cut-through mode takes an ENI that no instance holds yet.
    const attached = (await ecs.createNetworkInterface(new $Ecs.CreateNetworkInterfaceRequest({ regionId, vSwitchId, securityGroupId }))).body!.networkInterfaceId!;
    await ecs.attachNetworkInterface(new $Ecs.AttachNetworkInterfaceRequest({ regionId, networkInterfaceId: attached, instanceId }));
    await waitFor(async () => (await ecs.describeNetworkInterfaces(new $Ecs.DescribeNetworkInterfacesRequest({ regionId, networkInterfaceId: [attached] }))).body!.networkInterfaceSets!.networkInterfaceSet![0].status === 'InUse');
    const cut = vpc.associateEipAddress(new $Vpc.AssociateEipAddressRequest({ allocationId: c, instanceId: attached, instanceType: 'NetworkInterface', mode: 'BINDED' }));
    expect(await sdkError(cut)).toMatchObject({ code: 'IncorrectStatus.NetworkInterface' });
    await vpc.associateEipAddress(new $Vpc.AssociateEipAddressRequest({ allocationId: c, instanceId: attached, instanceType: 'NetworkInterface' }));
    await waitFor(async () => (await eip(c)).status === 'InUse');
    expect((await eip(c)).mode).toBe('NAT');
    expect(await sdkError(bind('eip-nothere'))).toMatchObject({ code: 'InvalidAllocationId.NotFound' });
  });

  it('changes a pay-as-you-go EIP\'s peak bandwidth within its billing method\'s range, not a subscription one\'s', async () => {
    const id = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5', internetChargeType: 'PayByTraffic' }))).body!.allocationId!;
    await vpc.modifyEipAddressAttribute(new $Vpc.ModifyEipAddressAttributeRequest({ allocationId: id, bandwidth: '20', name: 'doc-eip' }));
    expect(await eip(id)).toMatchObject({ bandwidth: '20', name: 'doc-eip' });
    expect((await sdkError(vpc.modifyEipAddressAttribute(new $Vpc.ModifyEipAddressAttributeRequest({ allocationId: id, bandwidth: '201' })))).code).toBe('InvalidParameter');
    const prepaid = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5', instanceChargeType: 'PrePaid' }))).body!.allocationId!;
    expect((await sdkError(vpc.modifyEipAddressAttribute(new $Vpc.ModifyEipAddressAttributeRequest({ allocationId: prepaid, bandwidth: '10' })))).code).toBe('OperationFailed.PrePaidBandwidth');
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ModifyEipAddressAttribute' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ serviceName: 'Vpc', requestParameters: expect.objectContaining({ AllocationId: id, Bandwidth: '20' }) });
  });

  it('shares an Internet Shared Bandwidth instance: create, add an EIP, remove it, delete (Force when EIPs remain)', async () => {
    const created = (await vpc.createCommonBandwidthPackage(new $Vpc.CreateCommonBandwidthPackageRequest({ regionId, bandwidth: 50, name: 'doc-cbwp', ISP: 'BGP' }))).body!;
    expect(created.bandwidthPackageId).toMatch(/^cbwp-bp1[a-z0-9]{17}$/);
    const id = created.bandwidthPackageId!;
    const eipId = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5', internetChargeType: 'PayByTraffic' }))).body!.allocationId!;
    const packageOf = async () => (await vpc.describeCommonBandwidthPackages(new $Vpc.DescribeCommonBandwidthPackagesRequest({ regionId, bandwidthPackageId: id }))).body!.commonBandwidthPackages!.commonBandwidthPackage![0];
    expect(await packageOf()).toMatchObject({ name: 'doc-cbwp', bandwidth: '50', ISP: 'BGP', status: 'Available', publicIpAddresses: { publicIpAddresse: [] } });
    expect((await sdkError(vpc.createCommonBandwidthPackage(new $Vpc.CreateCommonBandwidthPackageRequest({ regionId, bandwidth: 0 })))).code).toBe('InvalidParameter');
    await vpc.addCommonBandwidthPackageIp(new $Vpc.AddCommonBandwidthPackageIpRequest({ regionId, bandwidthPackageId: id, ipInstanceId: eipId }));
    expect((await packageOf()).publicIpAddresses!.publicIpAddresse![0]).toMatchObject({ allocationId: eipId });
    expect(await eip(eipId)).toMatchObject({ bandwidthPackageId: id, bandwidthPackageType: 'CommonBandwidthPackage', bandwidthPackageBandwidth: '50' });
    expect((await sdkError(vpc.addCommonBandwidthPackageIp(new $Vpc.AddCommonBandwidthPackageIpRequest({ regionId, bandwidthPackageId: id, ipInstanceId: eipId })))).code).toBe('OperationFailed.EipAlreadyInBandwidthPackage');
    expect((await sdkError(vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: eipId })))).code).toBe('OperationFailed.EipInBandwidthPackage');
    await vpc.removeCommonBandwidthPackageIp(new $Vpc.RemoveCommonBandwidthPackageIpRequest({ regionId, bandwidthPackageId: id, ipInstanceId: eipId }));
    expect((await eip(eipId)).bandwidthPackageId).toBe('');
    await vpc.addCommonBandwidthPackageIp(new $Vpc.AddCommonBandwidthPackageIpRequest({ regionId, bandwidthPackageId: id, ipInstanceId: eipId }));
    expect((await sdkError(vpc.deleteCommonBandwidthPackage(new $Vpc.DeleteCommonBandwidthPackageRequest({ regionId, bandwidthPackageId: id })))).code).toBe('DependencyViolation.EipsInBandwidthPackage');
    await vpc.deleteCommonBandwidthPackage(new $Vpc.DeleteCommonBandwidthPackageRequest({ regionId, bandwidthPackageId: id, force: 'true' }));
    expect((await eip(eipId)).bandwidthPackageId).toBe('');
    expect(await sdkError(vpc.deleteCommonBandwidthPackage(new $Vpc.DeleteCommonBandwidthPackageRequest({ regionId, bandwidthPackageId: id })))).toMatchObject({ code: 'InvalidBandwidthPackageId.NotFound', status: 404 });
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AddCommonBandwidthPackageIp' })).Events;
    expect(events.find((e) => !e.errorCode)?.referencedResources).toMatchObject({ 'ACS::VPC::CommonBandwidthPackage': [id], 'ACS::VPC::EIP': [eipId] });
  });

  it('allocates a contiguous EIP group of 16, releases it whole; gives back a released EIP by its IP or ID only', async () => {
    const segmentInstanceId = (await vpc.allocateEipSegmentAddress(new $Vpc.AllocateEipSegmentAddressRequest({ regionId, eipMask: '28', bandwidth: '10' }))).body!.eipSegmentInstanceId!;
    expect(segmentInstanceId).toMatch(/^eipsg-bp1[a-z0-9]{17}$/);
    const group = async () => (await vpc.describeEipSegment(new $Vpc.DescribeEipSegmentRequest({ regionId, segmentInstanceId }))).body!.eipSegments!.eipSegment!;
    expect((await group())[0]).toMatchObject({ status: 'Allocating', ipCount: '16', segment: expect.stringMatching(/\.(\d+)\/28$/) });
    await waitFor(async () => (await group())[0].status === 'Allocated');
    const members = (await vpc.describeEipAddresses(new $Vpc.DescribeEipAddressesRequest({ regionId, segmentInstanceId, pageSize: 50 }))).body!.eipAddresses!.eipAddress!;
    const last = members.map((e) => Number(e.ipAddress!.split('.')[3])).sort((a, b) => a - b);
    expect(last).toEqual(Array.from({ length: 16 }, (_, i) => last[0] + i));
    expect(last[0] % 16).toBe(0);
    expect(members[0]).toMatchObject({ bandwidth: '10', internetChargeType: 'PayByBandwidth', segmentInstanceId });
    expect((await sdkError(vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: members[0].allocationId })))).code).toBe('OperationFailed.EipInSegment');
    expect((await sdkError(vpc.allocateEipSegmentAddress(new $Vpc.AllocateEipSegmentAddressRequest({ regionId, eipMask: '29' })))).code).toBe('InvalidParameter');
    await vpc.releaseEipSegmentAddress(new $Vpc.ReleaseEipSegmentAddressRequest({ regionId, segmentInstanceId }));
    await waitFor(async () => (await group()).length === 0);
    expect((await vpc.describeEipAddresses(new $Vpc.DescribeEipAddressesRequest({ regionId, segmentInstanceId }))).body!.totalCount).toBe(0);

    const old = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId }))).body!;
    await vpc.releaseEipAddress(new $Vpc.ReleaseEipAddressRequest({ allocationId: old.allocationId }));
    expect((await sdkError(vpc.allocateEipAddressPro(new $Vpc.AllocateEipAddressProRequest({ regionId, ipAddress: '203.0.113.9' })))).code).toBe('OperationFailed.IpNotRecoverable');
    const back = (await vpc.allocateEipAddressPro(new $Vpc.AllocateEipAddressProRequest({ regionId, ipAddress: old.eipAddress, internetChargeType: 'PayByTraffic' }))).body!;
    expect(back).toMatchObject({ allocationId: old.allocationId, eipAddress: old.eipAddress });
    expect(await eip(old.allocationId!)).toMatchObject({ status: 'Available', bandwidth: '5', internetChargeType: 'PayByTraffic' });
    expect((await sdkError(vpc.allocateEipAddressPro(new $Vpc.AllocateEipAddressProRequest({ regionId, instanceId: old.allocationId })))).code).toBe('OperationFailed.IpNotRecoverable');
    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AllocateEipAddressPro' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ serviceName: 'Vpc', requestParameters: expect.objectContaining({ IpAddress: old.eipAddress }) });
  });

  it('rejects a bad signature', async () => {
    const err = await sdkError(vpcClient(em, account, { accessKeySecret: 'nope' }).describeEipAddresses(new $Vpc.DescribeEipAddressesRequest({ regionId })));
    expect(err.code).toBe('SignatureDoesNotMatch');
  });
});
