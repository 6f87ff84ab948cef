// ECS tags through the official SDK: bind tags to a security group and a launch template, list and filter by them,
// unbind; ECS's own limits and error codes; the calls in ActionTrail.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, vpcClient, type Account } from '../../testing.js';
import * as $Vpc from '@alicloud/vpc20160428';

let em: RunningEmulator;
let account: Account;
let ecs: ReturnType<typeof ecsClient>;
let groupId: string;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-tags', eventDelayMs: 0 });
  account = await newAccount(em);
  ecs = ecsClient(em, account);
  const vpc = await vpcClient(em, account).createVpc(new $Vpc.CreateVpcRequest({ regionId, cidrBlock: '172.16.0.0/16' }));
  groupId = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: vpc.body!.vpcId, securityGroupName: 'tagged' }))).body!.securityGroupId!;
});
afterAll(() => em.close());

const tag = (key: string, value = '') => new $Ecs.TagResourcesRequestTag({ key, value });
const listed = async (resourceType: string, resourceId?: string[]) =>
  (await ecs.listTagResources(new $Ecs.ListTagResourcesRequest({ regionId, resourceType, resourceId }))).body!.tagResources!.tagResource!;

describe('ECS tags', () => {
  it('binds, lists, filters by and unbinds tags', async () => {
    await ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: [tag('env', 'prod'), tag('team', 'web')] }));
    expect(await listed('securitygroup', [groupId])).toEqual([
      expect.objectContaining({ resourceId: groupId, resourceType: 'securitygroup', tagKey: 'env', tagValue: 'prod' }),
      expect.objectContaining({ resourceId: groupId, resourceType: 'securitygroup', tagKey: 'team', tagValue: 'web' }),
    ]);
    const filtered = await ecs.describeSecurityGroups(new $Ecs.DescribeSecurityGroupsRequest({ regionId, tag: [new $Ecs.DescribeSecurityGroupsRequestTag({ key: 'env', value: 'prod' })] }));
    expect(filtered.body!.securityGroups!.securityGroup!.map((g) => g.securityGroupId)).toEqual([groupId]);

    await ecs.untagResources(new $Ecs.UntagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tagKey: ['env'] }));
    expect((await listed('securitygroup', [groupId])).map((r) => r.tagKey)).toEqual(['team']);

    const template = await ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({ regionId, launchTemplateName: 'tagged-template' }));
    const templateId = template.body!.launchTemplateId!;
    await ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'launchtemplate', resourceId: [templateId], tag: [tag('owner', 'ops')] }));
    const described = await ecs.describeLaunchTemplates(new $Ecs.DescribeLaunchTemplatesRequest({ regionId, launchTemplateId: [templateId] }));
    expect(described.body!.launchTemplateSets!.launchTemplateSet![0].tags!.tag).toEqual([expect.objectContaining({ tagKey: 'owner', tagValue: 'ops' })]);

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'UntagResources' })).Events;
    expect(events[0]).toMatchObject({ eventName: 'UntagResources', eventRW: 'Write', serviceName: 'Ecs', requestParameters: { ResourceType: 'securitygroup', 'ResourceId.1': groupId, 'TagKey.1': 'env' } });
  });

  it('refuses what ECS refuses, with its codes', async () => {
    const twice = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: [tag('a'), tag('a')] })));
    expect(twice).toMatchObject({ code: 'Duplicate.TagKey', status: 400 });
    const many = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: Array.from({ length: 21 }, (_, i) => tag(`k${i}`)) })));
    expect(many.code).toBe('NumberExceed.Tags');
    const resources = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: Array.from({ length: 51 }, () => groupId), tag: [tag('a')] })));
    expect(resources.code).toBe('NumberExceed.ResourceIds');
    const full = Array.from({ length: 19 }, (_, i) => tag(`full${i}`));
    await ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: full }));
    const quota = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: [tag('one-more')] })));
    expect(quota).toMatchObject({ code: 'OperationDenied.QuotaExceed', status: 400 });
    const badKey = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'securitygroup', resourceId: [groupId], tag: [tag('aliyun-x')] })));
    expect(badKey.code).toBe('InvalidTagKey.Malformed');
    const unknown = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'instance', resourceId: ['i-none'], tag: [tag('a')] })));
    expect(unknown).toMatchObject({ code: 'InvalidResourceId.NotFound', status: 404 });
    const badType = await sdkError(ecs.tagResources(new $Ecs.TagResourcesRequest({ regionId, resourceType: 'bucket', resourceId: [groupId], tag: [tag('a')] })));
    expect(badType.code).toBe('InvalidResourceType.NotFound');
  });
});
