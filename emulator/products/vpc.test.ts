import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../server.js';
import { ecsClient, newAccount, sdkError, vpcClient, waitFor, type Account } from '../testing.js';

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
    const vpcId = await createVpc({ vpcName: 'net-a', description: 'first' });
    expect((await describeVpc(vpcId)).status).toBe('Pending');
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
