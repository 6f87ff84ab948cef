// Launch templates through the official SDK: create, a new version, the default version, an instance from a
// template, delete a version and the template; and what the cloud refuses.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ECS_TEST_IMAGE as imageId, ecsAccount, lookupEvents, openApiClient, sdkError } from '../../testing.js';

let em: RunningEmulator;
let world: Awaited<ReturnType<typeof ecsAccount>>;
let ecs: typeof world.ecs;
let network: typeof world.network;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-launch-templates', eventDelayMs: 0 });
  world = await ecsAccount(em, regionId);
  ({ ecs, network } = world);
});
afterAll(() => em.close());

const templates = async () => (await ecs.describeLaunchTemplates(new $Ecs.DescribeLaunchTemplatesRequest({ regionId }))).body!.launchTemplateSets!.launchTemplateSet!;
const versions = async (launchTemplateId: string) =>
  (await ecs.describeLaunchTemplateVersions(new $Ecs.DescribeLaunchTemplateVersionsRequest({ regionId, launchTemplateId }))).body!.launchTemplateVersionSets!.launchTemplateVersionSet!;

describe('ECS launch templates', () => {
  it('creates a template and a version, sets the default, runs an instance from it, deletes a version and the template', async () => {
    const created = await ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({
      regionId, launchTemplateName: 'web-template', versionDescription: 'first', imageId, instanceType: 'ecs.g7.large',
      vSwitchId: network.vSwitchId, securityGroupId: network.securityGroupId, systemDisk: new $Ecs.CreateLaunchTemplateRequestSystemDisk({ category: 'cloud_essd', size: 40 }),
    }));
    const id = created.body!.launchTemplateId!;
    expect(id).toMatch(/^lt-bp1[a-z0-9]{17}$/);
    expect(created.body!.launchTemplateVersionNumber).toBe(1);
    expect(await templates()).toMatchObject([{ launchTemplateId: id, launchTemplateName: 'web-template', defaultVersionNumber: 1, latestVersionNumber: 1 }]);

    const second = await ecs.createLaunchTemplateVersion(new $Ecs.CreateLaunchTemplateVersionRequest({ regionId, launchTemplateName: 'web-template', instanceType: 'ecs.g7.xlarge', instanceName: 'from-v2' }));
    expect(second.body!.launchTemplateVersionNumber).toBe(2);
    expect((await versions(id)).map((v) => [v.versionNumber, v.defaultVersion])).toEqual([[2, false], [1, true]]);
    expect((await versions(id))[1].launchTemplateData).toMatchObject({ imageId, instanceType: 'ecs.g7.large', systemDisk: { category: 'cloud_essd', size: 40 } });

    await ecs.modifyLaunchTemplateDefaultVersion(new $Ecs.ModifyLaunchTemplateDefaultVersionRequest({ regionId, launchTemplateId: id, defaultVersionNumber: 2 }));
    expect((await templates())[0].defaultVersionNumber).toBe(2);

    // Version 1 has the network; the request adds nothing else, so the instance has version 1's settings.
    const run = await ecs.runInstances(new $Ecs.RunInstancesRequest({ regionId, launchTemplateId: id, launchTemplateVersion: 1, instanceName: 'from-template' }));
    const instanceId = run.body!.instanceIdSets!.instanceIdSet![0];
    const instance = (await ecs.describeInstances(new $Ecs.DescribeInstancesRequest({ regionId, instanceIds: JSON.stringify([instanceId]) }))).body!.instances!.instance![0];
    expect(instance).toMatchObject({ instanceType: 'ecs.g7.large', imageId, instanceName: 'from-template' });

    const defaultGone = await sdkError(ecs.deleteLaunchTemplateVersion(new $Ecs.DeleteLaunchTemplateVersionRequest({ regionId, launchTemplateId: id, deleteVersion: [2] })));
    expect(defaultGone).toMatchObject({ code: 'InvalidOperation.DeleteDefaultVersion', status: 403 });
    await ecs.deleteLaunchTemplateVersion(new $Ecs.DeleteLaunchTemplateVersionRequest({ regionId, launchTemplateId: id, deleteVersion: [1] }));
    expect((await versions(id)).map((v) => v.versionNumber)).toEqual([2]);

    const deleted = await ecs.deleteLaunchTemplate(new $Ecs.DeleteLaunchTemplateRequest({ regionId, launchTemplateId: id }));
    expect(deleted.body!.launchTemplateVersionNumbers!.versionNumbers).toEqual([2]);
    expect(await templates()).toEqual([]);

    const events = (await lookupEvents(openApiClient(em, world.account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateLaunchTemplate' })).Events;
    expect(events[0]).toMatchObject({ eventName: 'CreateLaunchTemplate', eventRW: 'Write', serviceName: 'Ecs', requestParameters: { RegionId: regionId, LaunchTemplateName: 'web-template' } });
    expect(events[0].referencedResources['ACS::ECS::LaunchTemplate']).toEqual([id]);
  });

  it('refuses what the cloud refuses', async () => {
    const noName = await sdkError(ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({ regionId })));
    expect(noName).toMatchObject({ code: 'MissingParameter', status: 400 });
    const badName = await sdkError(ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({ regionId, launchTemplateName: '1abc' })));
    expect(badName.code).toBe('InvalidLaunchTemplateName.Malformed');
    await ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({ regionId, launchTemplateName: 'twice' }));
    const twice = await sdkError(ecs.createLaunchTemplate(new $Ecs.CreateLaunchTemplateRequest({ regionId, launchTemplateName: 'twice' })));
    expect(twice).toMatchObject({ code: 'LaunchTemplateName.Duplicated', status: 403 });
    const missing = await sdkError(ecs.modifyLaunchTemplateDefaultVersion(new $Ecs.ModifyLaunchTemplateDefaultVersionRequest({ regionId, launchTemplateName: 'twice', defaultVersionNumber: 9 })));
    expect(missing.code).toBe('InvalidLaunchTemplateVersion.NotFound');
    const gone = await sdkError(ecs.deleteLaunchTemplate(new $Ecs.DeleteLaunchTemplateRequest({ regionId, launchTemplateId: 'lt-none' })));
    expect(gone).toMatchObject({ code: 'InvalidLaunchTemplate.NotFound', status: 404 });
  });
});
