// Tags as the cloud keeps them, through the official SDK clients: set at creation, returned by Describe calls in
// each product's shape, used as filters, and changed with TagResources / UntagResources / ListTagResources.
import * as $Ecs from '@alicloud/ecs20140526';
import * as $OpenApi from '@alicloud/openapi-client';
import RdsModule, * as $Rds from '@alicloud/rds20140815';
import * as $Util from '@alicloud/tea-util';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './server.js';
import { ecsClient, newAccount, openApiClient, sdkError, vpcClient, SDK_WAIT, type Account } from './testing.js';

const RdsClient = (RdsModule as unknown as { default?: typeof RdsModule }).default ?? RdsModule;
const regionId = 'cn-hangzhou';

let em: RunningEmulator;
let account: Account;

beforeAll(async () => {
  em = await startEmulator({ seed: 'tags' });
  account = await newAccount(em);
});
afterAll(() => em.close());

/** One RPC call through the official generic client, with flat parameters. */
async function rpc(version: string, action: string, query: Record<string, string>, as: Account = account) {
  const params = new $OpenApi.Params({ action, version, protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json' });
  const res = await openApiClient(em, as).callApi(params, new $OpenApi.OpenApiRequest({ query: { RegionId: regionId, ...query } }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

const EPISODE = [{ key: 'aca:episode', value: 'ep-1' }, { key: 'aca:run', value: 'run-7' }];

describe('VPC and ECS tags', () => {
  it('a VPC and a vSwitch keep the tags they were created with (Key/Value), filter by them, and are retagged with TagResources/UnTagResources', async () => {
    const vpc = vpcClient(em, account);
    const tagged = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16', vpcName: 'doc-vpc', tag: EPISODE.map((t) => new $Vpc.CreateVpcRequestTag(t)) }))).body!.vpcId!;
    const plain = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '10.0.0.0/8', vpcName: 'prod' }))).body!.vpcId!;
    const vsw = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ regionId, vpcId: tagged, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.1.0/24', tag: [new $Vpc.CreateVSwitchRequestTag({ key: 'aca:episode', value: 'ep-1' })] }))).body!.vSwitchId!;

    const listed = (await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId }))).body!.vpcs!.vpc!;
    expect(listed.find((v) => v.vpcId === tagged)!.tags!.tag).toEqual([{ key: 'aca:episode', value: 'ep-1' }, { key: 'aca:run', value: 'run-7' }]);
    expect(listed.find((v) => v.vpcId === plain)!.tags!.tag).toEqual([]);
    const filtered = await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId, tag: [new $Vpc.DescribeVpcsRequestTag({ key: 'aca:episode', value: 'ep-1' })] }));
    expect(filtered.body!.vpcs!.vpc!.map((v) => v.vpcId)).toEqual([tagged]);
    const wrongValue = await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId, tag: [new $Vpc.DescribeVpcsRequestTag({ key: 'aca:episode', value: 'ep-2' })] }));
    expect(wrongValue.body!.totalCount).toBe(0);
    const switches = await vpc.describeVSwitches(new $Vpc.DescribeVSwitchesRequest({ regionId, tag: [new $Vpc.DescribeVSwitchesRequestTag({ key: 'aca:episode' })] }));
    expect(switches.body!.vSwitches!.vSwitch!.map((s) => [s.vSwitchId, s.tags!.tag])).toEqual([[vsw, [{ key: 'aca:episode', value: 'ep-1' }]]]);

    await vpc.tagResources(new $Vpc.TagResourcesRequest({ regionId, resourceType: 'VPC', resourceId: [plain], tag: [new $Vpc.TagResourcesRequestTag({ key: 'owner', value: 'ops' })] }));
    const all = await vpc.listTagResources(new $Vpc.ListTagResourcesRequest({ regionId, resourceType: 'VPC', resourceId: [tagged, plain] }));
    expect(all.body!.tagResources!.tagResource!.map((r) => `${r.resourceId} ${r.tagKey}=${r.tagValue}`).sort()).toEqual(
      [`${plain} owner=ops`, `${tagged} aca:episode=ep-1`, `${tagged} aca:run=run-7`].sort(),
    );
    await vpc.unTagResources(new $Vpc.UnTagResourcesRequest({ regionId, resourceType: 'VPC', resourceId: [tagged], tagKey: ['aca:run'] }));
    const byTag = await vpc.listTagResources(new $Vpc.ListTagResourcesRequest({ regionId, resourceType: 'vpc', tag: [new $Vpc.ListTagResourcesRequestTag({ key: 'aca:episode' })] }));
    expect(byTag.body!.tagResources!.tagResource!.map((r) => [r.resourceId, r.tagKey])).toEqual([[tagged, 'aca:episode']]);
  });

  it('instances, disks and security groups carry TagKey/TagValue tags; ECS filters and retags them', async () => {
    const ecs = ecsClient(em, account);
    const vpcId = (await vpcClient(em, account).createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/12' }))).body!.vpcId!;
    const vSwitchId = (await vpcClient(em, account).createVSwitch(new $Vpc.CreateVSwitchRequest({ regionId, vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '172.16.1.0/24' }))).body!.vSwitchId!;
    const sg = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId, tag: [new $Ecs.CreateSecurityGroupRequestTag({ key: 'aca:episode', value: 'ep-1' })] }))).body!.securityGroupId!;
    const run = (tag?: $Ecs.RunInstancesRequestTag[]) =>
      ecs.runInstances(new $Ecs.RunInstancesRequest({ regionId, instanceType: 'ecs.g7.large', imageId: 'aliyun_3_x64_20G_alibase_20240528.vhd', vSwitchId, securityGroupId: sg, tag }));
    const [mine] = (await run(EPISODE.map((t) => new $Ecs.RunInstancesRequestTag(t)))).body!.instanceIdSets!.instanceIdSet!;
    const [theirs] = (await run()).body!.instanceIdSets!.instanceIdSet!;

    const found = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, tag: [new $Ecs.DescribeInstancesRequestTag({ key: 'aca:run', value: 'run-7' })] }));
    expect(found.body!.instances!.instance!.map((i) => [i.instanceId, i.tags!.tag])).toEqual([
      [mine, [{ tagKey: 'aca:episode', tagValue: 'ep-1' }, { tagKey: 'aca:run', tagValue: 'run-7' }]],
    ]);
    const groups = await ecs.describeSecurityGroups(new $Ecs.DescribeSecurityGroupsRequest({ regionId, tag: [new $Ecs.DescribeSecurityGroupsRequestTag({ key: 'aca:episode' })] }));
    expect(groups.body!.securityGroups!.securityGroup!.map((g) => g.securityGroupId)).toEqual([sg]);

    const disk = (await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId: 'cn-hangzhou-k', size: 40, tag: [new $Ecs.CreateDiskRequestTag({ key: 'aca:episode', value: 'ep-1' })] }))).body!.diskId!;
    await ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'instance', resourceId: [theirs], tag: [new $Ecs.TagResourcesRequestTag({ key: 'team', value: 'web' })] }));
    const listed = await ecs.listTagResources(new $Ecs.ListTagResourcesRequest({ regionId, resourceType: 'disk', resourceId: [disk] }));
    expect(listed.body!.tagResources!.tagResource).toEqual([{ resourceId: disk, resourceType: 'disk', tagKey: 'aca:episode', tagValue: 'ep-1' }]);
    const team = await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, tag: [new $Ecs.DescribeInstancesRequestTag({ key: 'team' })] }));
    expect(team.body!.instances!.instance!.map((i) => i.instanceId)).toEqual([theirs]);
    await ecs.untagResources(new $Ecs.UntagResourcesRequest({ regionId, resourceType: 'instance', resourceId: [mine], all: true }));
    expect((await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([mine]) }))).body!.instances!.instance![0].tags!.tag).toEqual([]);
  });

  it('refuses what the cloud refuses: reserved or empty keys, too many tags, unknown resources and types', async () => {
    const vpc = vpcClient(em, account);
    const count = async () => (await vpc.describeVpcs(new $Vpc.DescribeVpcsRequest({ regionId }))).body!.totalCount;
    const before = await count();
    const reserved = await sdkError(vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16', tag: [new $Vpc.CreateVpcRequestTag({ key: 'acs:owner', value: 'x' })] })));
    expect(reserved).toMatchObject({ code: 'InvalidTagKey.Malformed', status: 400 });
    const many = Array.from({ length: 21 }, (_, i) => new $Vpc.CreateVpcRequestTag({ key: `k${i}`, value: 'v' }));
    expect((await sdkError(vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16', tag: many })))).code).toBe('InvalidTagCount');
    const ecs = ecsClient(em, account);
    const missing = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'instance', resourceId: ['i-bp1doesnotexist00000'], tag: [new $Ecs.TagResourcesRequestTag({ key: 'a', value: 'b' })] })));
    expect(missing).toMatchObject({ code: 'InvalidResourceId.NotFound', status: 404 });
    const type = await sdkError(ecs.listTagResources(new $Ecs.ListTagResourcesRequest({ regionId, resourceType: 'unicorn' })));
    expect(type.code).toBe('InvalidResourceType.NotFound');
    // The refused VPCs were not created.
    expect(await count()).toBe(before);
  });
});

describe('RDS and SLB tags', () => {
  it('an RDS instance created with Tag.N is found by DescribeDBInstances Tags={...} and by ListTagResources', async () => {
    const vpc = vpcClient(em, account);
    const vpcId = (await vpc.createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '192.168.0.0/16' }))).body!.vpcId!;
    const vSwitchId = (await vpc.createVSwitch(new $Vpc.CreateVSwitchRequest({ regionId, vpcId, zoneId: 'cn-hangzhou-k', cidrBlock: '192.168.1.0/24' }))).body!.vSwitchId!;
    const rds = new RdsClient({ accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId } as ConstructorParameters<typeof RdsClient>[0]);
    const create = (tag?: $Rds.CreateDBInstanceRequestTag[]) =>
      rds.createDBInstance(new $Rds.CreateDBInstanceRequest({
        regionId, engine: 'MySQL', engineVersion: '8.0', DBInstanceClass: 'mysql.n2.medium.1', DBInstanceStorage: 20, DBInstanceNetType: 'Intranet',
        payType: 'Postpaid', securityIPList: '127.0.0.1', vSwitchId, tag,
      }));
    const mine = (await create([new $Rds.CreateDBInstanceRequestTag({ key: 'aca:episode', value: 'ep-1' })])).body!.DBInstanceId!;
    await create();
    const found = await rds.describeDBInstances(new $Rds.DescribeDBInstancesRequest({ regionId, tags: JSON.stringify({ 'aca:episode': 'ep-1' }) }));
    expect(found.body!.items!.DBInstance!.map((i) => i.DBInstanceId)).toEqual([mine]);
    const listed = await rds.listTagResources(new $Rds.ListTagResourcesRequest({ regionId, resourceType: 'INSTANCE', tag: [new $Rds.ListTagResourcesRequestTag({ key: 'aca:episode' })] }));
    expect(listed.body!.tagResources!.tagResource).toEqual([{ resourceId: mine, resourceType: 'INSTANCE', tagKey: 'aca:episode', tagValue: 'ep-1' }]);
    expect((await sdkError(rds.describeDBInstances(new $Rds.DescribeDBInstancesRequest({ regionId, tags: 'env=prod' })))).code).toBe('InvalidParameter');
  });

  it('a CLB keeps Tag.N tags, lists them as TagKey/TagValue and is filtered by them', async () => {
    const mine = await rpc('2014-05-15', 'CreateLoadBalancer', { LoadBalancerName: 'doc-clb', 'Tag.1.Key': 'aca:episode', 'Tag.1.Value': 'ep-1' });
    await rpc('2014-05-15', 'CreateLoadBalancer', { LoadBalancerName: 'prod-clb' });
    const found = await rpc('2014-05-15', 'DescribeLoadBalancers', { 'Tag.1.Key': 'aca:episode', 'Tag.1.Value': 'ep-1' });
    expect(found.LoadBalancers.LoadBalancer.map((l: any) => [l.LoadBalancerName, l.Tags.Tag])).toEqual([['doc-clb', [{ TagKey: 'aca:episode', TagValue: 'ep-1' }]]]);
    const older = await rpc('2014-05-15', 'DescribeLoadBalancers', { Tags: JSON.stringify([{ TagKey: 'aca:episode', TagValue: 'ep-1' }]) });
    expect(older.LoadBalancers.LoadBalancer.map((l: any) => l.LoadBalancerId)).toEqual([mine.LoadBalancerId]);
    await rpc('2014-05-15', 'UntagResources', { ResourceType: 'instance', 'ResourceId.1': mine.LoadBalancerId, 'TagKey.1': 'aca:episode' });
    expect((await rpc('2014-05-15', 'ListTagResources', { ResourceType: 'instance', 'ResourceId.1': mine.LoadBalancerId })).TagResources.TagResource).toEqual([]);
  });
});
