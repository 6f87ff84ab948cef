import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, newAccount, sdkError, SEEN_MID_CHANGE, transitionsTake, vpcClient, waitFor, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
let vpc: ReturnType<typeof vpcClient>;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'vpc' });
  account = await newAccount(em);
  vpc = vpcClient(em, account);
});
afterAll(() => em.close());

const createVpc = async (extra: Partial<$Vpc.CreateVpcRequest> = {}) =>
  (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '10.0.0.0/16', ...extra }))).body!.vpcId!;

const describeVpc = async (vpcId: string) =>
  (await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId, vpcId }))).body!.vpcs!.vpc![0];

describe('VPC', () => {
  it('a new VPC goes Pending → Available and lists its vSwitches', async () => {
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const vpcId = await createVpc({ vpcName: 'net-a', description: 'first' });
    expect((await describeVpc(vpcId)).status).toBe('Pending');
    await transitionsTake(em, account);
    await waitFor(async () => (await describeVpc(vpcId)).status === 'Available');
    const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-j', cidrBlock: '10.0.8.0/24', vSwitchName: 'sw-a' }))).body!.vSwitchId!;
    expect(vSwitchId).toMatch(/^vsw-bp1[a-z0-9]{17}$/);
    const found = await describeVpc(vpcId);
    expect(found).toMatchObject({ vpcName: 'net-a', description: 'first', cidrBlock: '10.0.0.0/16', vSwitchIds: { vSwitchId: [vSwitchId] } });
    const switches = await vpc.describeVSwitches(new $Vpc.DescribeVSwitchesRequest({ vpcId, zoneId: 'cn-hangzhou-j' }));
    expect(switches.body!.vSwitches!.vSwitch![0]).toMatchObject({ vSwitchId, vSwitchName: 'sw-a', cidrBlock: '10.0.8.0/24', availableIpAddressCount: 252 });
    const otherZone = await vpc.describeVSwitches(new $Vpc.DescribeVSwitchesRequest({ vpcId, zoneId: 'cn-hangzhou-k' }));
    expect(otherZone.body!.totalCount).toBe(0);
  });

  it('vSwitch CIDR blocks must lie inside the VPC and not overlap', async () => {
    const vpcId = await createVpc({ cidrBlock: '192.168.0.0/16' });
    const outside = await sdkError(vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '10.1.0.0/24' })));
    expect(outside.code).toBe('InvalidCidrBlock.Malformed');
    expect(outside.data.Message).toContain('192.168.0.0/16');
    const malformed = await sdkError(vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.1.1/24' })));
    expect(malformed.code).toBe('InvalidCidrBlock.Malformed');
    await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.0.0/24' }));
    const overlap = await sdkError(vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.0.128/25' })));
    expect(overlap.code).toBe('InvalidCidrBlock.Overlapped');
    const badZone = await sdkError(vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-beijing-k', cidrBlock: '192.168.5.0/24' })));
    expect(badZone.code).toBe('InvalidZoneId.NotFound');
    const publicCidr = await sdkError(vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '8.8.0.0/16' })));
    expect(publicCidr.code).toBe('InvalidCidrBlock.Malformed');
  });

  it('DeleteVpc refuses while vSwitches or security groups exist', async () => {
    const vpcId = await createVpc();
    const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '10.0.1.0/24' }))).body!.vSwitchId!;
    const ecs = ecsClient(em, account);
    const securityGroupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId }))).body!.securityGroupId!;
    const withSwitch = await sdkError(vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId })));
    expect(withSwitch.code).toBe('DependencyViolation');
    expect(withSwitch.data.Message).toContain(vSwitchId);
    await vpc.deleteVSwitch(new $Vpc.DeleteVSwitchRequest({ vSwitchId }));
    const withGroup = await sdkError(vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId })));
    expect(withGroup.data.Message).toContain(securityGroupId);
    await ecs.deleteSecurityGroup(new $Ecs.DeleteSecurityGroupRequest({ regionId, securityGroupId }));
    await vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId }));
    const gone = await sdkError(vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId })));
    expect(gone).toMatchObject({ code: 'InvalidVpcId.NotFound', status: 404 });
  });

  it('DescribeZones names zones in English or Chinese; the VPC quota is 10 per region', async () => {
    const en = await vpc.describeZones(new $Vpc.DescribeZonesRequest({ regionId: 'ap-southeast-1', acceptLanguage: 'en-US' }));
    expect(en.body!.zones!.zone!.map((z) => z.localName)).toEqual(['Singapore Zone A', 'Singapore Zone B', 'Singapore Zone C']);
    const zh = await vpc.describeZones(new $Vpc.DescribeZonesRequest({ regionId }));
    expect(zh.body!.zones!.zone!.at(-1)!.localName).toBe('杭州 可用区K');
    const other = await newAccount(em);
    const client = vpcClient(em, other);
    for (let i = 0; i < 10; i++) await client.createVpc(new $Vpc.CreateVpcRequest({ regionId: 'cn-shanghai' }));
    const over = await sdkError(client.createVpc(new $Vpc.CreateVpcRequest({ regionId: 'cn-shanghai' })));
    expect(over.code).toBe('QuotaExceeded');
    const listed = await client.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId: 'cn-shanghai', pageSize: 50 }));
    expect(listed.body!.totalCount).toBe(10);
    expect(listed.body!.vpcs!.vpc![0].vpcId).toMatch(/^vpc-uf6/);
  });
});

describe('route tables and NAT gateways', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a custom route table is associated with a vSwitch, routes to a NAT gateway and blocks deletions', async () => {
    const vpcId = await createVpc({ cidrBlock: '172.16.0.0/12' });
    await waitFor(async () => (await describeVpc(vpcId)).status === 'Available');
    const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const routeTableId = (await vpc.createRouteTable(new $Vpc.CreateRouteTableRequest({ regionId, vpcId, routeTableName: 'rt-a' }))).body!.routeTableId!;
    const table = async () => (await vpc.describeRouteTableList(new $Vpc.DescribeRouteTableListRequest({ regionId, routeTableId }))).body!.routerTableList!.routerTableListType![0];
    expect(await table()).toMatchObject({ routeTableName: 'rt-a', routeTableType: 'Custom', status: 'Pending', vpcId });
    await transitionsTake(em, account);
    await waitFor(async () => (await table()).status === 'Available');
    await vpc.associateRouteTable(new $Vpc.AssociateRouteTableRequest({ regionId, routeTableId, vSwitchId }));
    expect((await table()).vSwitchIds!.vSwitchId).toEqual([vSwitchId]);
    const all = (await vpc.describeRouteTableList(new $Vpc.DescribeRouteTableListRequest({ regionId, vpcId }))).body!.routerTableList!.routerTableListType!;
    expect(all.map((t) => t.routeTableType).sort()).toEqual(['Custom', 'System']);

    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const nat = (await vpc.createNatGateway(new $Vpc.CreateNatGatewayRequest({ regionId, vpcId, vSwitchId, natType: 'Enhanced', name: 'ngw-a', networkType: 'internet' }))).body!;
    const natId = nat.natGatewayId!;
    const noSwitch = await sdkError(vpc.createNatGateway(new $Vpc.CreateNatGatewayRequest({ regionId, vpcId, natType: 'Enhanced' })));
    expect(noSwitch).toMatchObject({ code: 'MissingParameter.VSwitchId', status: 400 });
    // Standard gateways were bought from the 2019 console only; through the API they are refused.
    const standard = await sdkError(vpc.createNatGateway(new $Vpc.CreateNatGatewayRequest({ regionId, vpcId, natType: 'Normal', spec: 'Small' })));
    expect(standard).toMatchObject({ code: 'OperationUnsupported.NormalNatGateway', status: 400 });
    const describeNat = async () => (await vpc.describeNatGateways(new $Vpc.DescribeNatGatewaysRequest({ regionId, natGatewayId: natId }))).body!.natGateways!.natGateway![0];
    expect((await describeNat()).status).toBe('Creating');
    await transitionsTake(em, account);
    await waitFor(async () => (await describeNat()).status === 'Available');
    const routeEntryId = (await vpc.createRouteEntry(new $Vpc.CreateRouteEntryRequest({ routeTableId, destinationCidrBlock: '0.0.0.0/0', nextHopType: 'NatGateway', nextHopId: natId, routeEntryName: 'to-internet' }))).body!.routeEntryId!;
    const entries = (await vpc.describeRouteEntryList(new $Vpc.DescribeRouteEntryListRequest({ regionId, routeTableId }))).body!.routeEntrys!.routeEntry!;
    expect(entries.find((e) => e.routeEntryId === routeEntryId)).toMatchObject({ type: 'Custom', destinationCidrBlock: '0.0.0.0/0', nextHops: { nextHop: [{ nextHopType: 'NatGateway', nextHopId: natId }] } });
    expect(entries.filter((e) => e.type === 'System').map((e) => e.destinationCidrBlock)).toContain('172.16.1.0/24');

    const tableInUse = await sdkError(vpc.deleteRouteTable(new $Vpc.DeleteRouteTableRequest({ regionId, routeTableId })));
    expect(tableInUse.code).toBe('DependencyViolation.RouteTableAssociated');
    const vswInUse = await sdkError(vpc.deleteVSwitch(new $Vpc.DeleteVSwitchRequest({ vSwitchId })));
    expect(vswInUse.code).toBe('DependencyViolation.NatGateway');
    const vpcInUse = await sdkError(vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId })));
    expect(vpcInUse.code).toBe('DependencyViolation.NatGateway');
    const natRouted = await sdkError(vpc.deleteNatGateway(new $Vpc.DeleteNatGatewayRequest({ regionId, natGatewayId: natId })));
    expect(natRouted.code).toBe('DependencyViolation.RouteEntry');
    await wait(500);
    await vpc.deleteRouteEntry(new $Vpc.DeleteRouteEntryRequest({ regionId, routeEntryId }));
    await waitFor(async () => !(await vpc.describeRouteEntryList(new $Vpc.DescribeRouteEntryListRequest({ regionId, routeTableId, routeEntryType: 'Custom' }))).body!.routeEntrys!.routeEntry!.length);
    await vpc.unassociateRouteTable(new $Vpc.UnassociateRouteTableRequest({ regionId, routeTableId, vSwitchId }));
    await vpc.deleteRouteTable(new $Vpc.DeleteRouteTableRequest({ regionId, routeTableId }));

    // EIP, SNAT and DNAT on the gateway; deletion refused while they exist.
    const eip = (await vpc.allocateEipAddress(new $Vpc.AllocateEipAddressRequest({ regionId, bandwidth: '5' }))).body!;
    await vpc.associateEipAddress(new $Vpc.AssociateEipAddressRequest({ allocationId: eip.allocationId, instanceId: natId, instanceType: 'Nat' }));
    await waitFor(async () => (await describeNat()).ipLists!.ipList!.length === 1 && (await vpc.describeEipAddresses(new $Vpc.DescribeEipAddressesRequest({ regionId, allocationId: eip.allocationId }))).body!.eipAddresses!.eipAddress![0].status === 'InUse');
    const snatTableId = nat.snatTableIds!.snatTableId![0];
    const wrongIp = await sdkError(vpc.createSnatEntry(new $Vpc.CreateSnatEntryRequest({ regionId, snatTableId, sourceVSwitchId: vSwitchId, snatIp: '1.2.3.4' })));
    expect(wrongIp.code).toBe('InvalidIp.NotInNatgw');
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    const snatEntryId = (await vpc.createSnatEntry(new $Vpc.CreateSnatEntryRequest({ regionId, snatTableId, sourceVSwitchId: vSwitchId, snatIp: eip.eipAddress, snatEntryName: 'snat-a' }))).body!.snatEntryId!;
    const snat = (await vpc.describeSnatTableEntries(new $Vpc.DescribeSnatTableEntriesRequest({ regionId, snatTableId }))).body!.snatTableEntries!.snatTableEntry!;
    expect(snat[0]).toMatchObject({ snatEntryId, sourceCIDR: '172.16.1.0/24', snatIp: eip.eipAddress, status: 'Pending' });
    await transitionsTake(em, account);
    const withSnat = await sdkError(vpc.deleteNatGateway(new $Vpc.DeleteNatGatewayRequest({ regionId, natGatewayId: natId })));
    expect(withSnat).toMatchObject({ code: 'DependencyViolation.SNatEntries', status: 400 });
    expect(withSnat.data.Message).toContain(natId);
    const eipUsed = await sdkError(vpc.unassociateEipAddress(new $Vpc.UnassociateEipAddressRequest({ allocationId: eip.allocationId, instanceId: natId, instanceType: 'Nat' })));
    expect(eipUsed.code).toBe('DependencyViolation.EipUsedByNatEntry');
    const snatStatus = async () => (await vpc.describeSnatTableEntries(new $Vpc.DescribeSnatTableEntriesRequest({ regionId, snatTableId }))).body!.snatTableEntries!.snatTableEntry![0].status;
    await waitFor(async () => (await snatStatus()) === 'Available');
    // ModifySnatEntry: the name and public IPs change, an IP outside the gateway is refused.
    expect((await sdkError(vpc.modifySnatEntry(new $Vpc.ModifySnatEntryRequest({ regionId, snatTableId, snatEntryId, snatIp: '1.2.3.4' })))).code).toBe('InvalidIp.NotInNatgw');
    await vpc.modifySnatEntry(new $Vpc.ModifySnatEntryRequest({ regionId, snatTableId, snatEntryId, snatEntryName: 'snat-b' }));
    const modified = (await vpc.describeSnatTableEntries(new $Vpc.DescribeSnatTableEntriesRequest({ regionId, snatTableId }))).body!.snatTableEntries!.snatTableEntry!;
    expect(modified[0]).toMatchObject({ snatEntryId, snatEntryName: 'snat-b', snatIp: eip.eipAddress, status: 'Available' });
    await vpc.deleteSnatEntry(new $Vpc.DeleteSnatEntryRequest({ regionId, snatTableId, snatEntryId }));
    const deleting = await sdkError(vpc.unassociateEipAddress(new $Vpc.UnassociateEipAddressRequest({ allocationId: eip.allocationId, instanceId: natId, instanceType: 'Nat' })));
    expect(deleting).toMatchObject({ code: 'IncorrectStatus.NatEntry', status: 400 });
    await waitFor(async () => !(await vpc.describeSnatTableEntries(new $Vpc.DescribeSnatTableEntriesRequest({ regionId, snatTableId }))).body!.snatTableEntries!.snatTableEntry!.length);
    const withEip = await sdkError(vpc.deleteNatGateway(new $Vpc.DeleteNatGatewayRequest({ regionId, natGatewayId: natId })));
    expect(withEip.code).toBe('DependencyViolation.EIPS');
    await vpc.unassociateEipAddress(new $Vpc.UnassociateEipAddressRequest({ allocationId: eip.allocationId, instanceId: natId, instanceType: 'Nat' }));
    await waitFor(async () => (await describeNat()).ipLists!.ipList!.length === 0);
    await transitionsTake(em, account, SEEN_MID_CHANGE);
    await vpc.deleteNatGateway(new $Vpc.DeleteNatGatewayRequest({ regionId, natGatewayId: natId }));
    expect((await describeNat()).status).toBe('Deleting');
    await transitionsTake(em, account);
    await waitFor(async () => !(await vpc.describeNatGateways(new $Vpc.DescribeNatGatewaysRequest({ regionId, natGatewayId: natId }))).body!.natGateways!.natGateway!.length);
    await vpc.modifyVSwitchAttribute(new $Vpc.ModifyVSwitchAttributeRequest({ vSwitchId, vSwitchName: 'renamed' }));
    await vpc.modifyVpcAttribute(new $Vpc.ModifyVpcAttributeRequest({ vpcId, vpcName: 'renamed-vpc', description: 'd' }));
    expect(await describeVpc(vpcId)).toMatchObject({ vpcName: 'renamed-vpc', description: 'd' });
    await vpc.deleteVSwitch(new $Vpc.DeleteVSwitchRequest({ vSwitchId }));
    await vpc.deleteVpc(new $Vpc.DeleteVpcRequest({ regionId, vpcId }));
  });
});
