// Elastic network interfaces through the official SDK: create one, bind it to an instance and unbind it, secondary
// private IPs on it and on an instance's primary ENI, rename it and change its security groups, delete it; ECS's codes
// for what the cloud refuses; the calls in ActionTrail.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsAccount, lookupEvents, openApiClient, sdkError } from '../../testing.js';

let em: RunningEmulator;
let world: Awaited<ReturnType<typeof ecsAccount>>;
let ecs: typeof world.ecs;
let instanceId: string;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-enis', eventDelayMs: 0 });
  world = await ecsAccount(em, regionId);
  ecs = world.ecs;
  [instanceId] = await world.run();
  await world.until([instanceId], 'Running');
});
afterAll(() => em.close());

const enis = async (request: Partial<$Ecs.DescribeNetworkInterfacesRequest> = {}) =>
  (await ecs.describeNetworkInterfaces(new $Ecs.DescribeNetworkInterfacesRequest({ regionId, ...request }))).body!.networkInterfaceSets!.networkInterfaceSet!;
const eni = async (id: string) => (await enis({ networkInterfaceId: [id] }))[0];
const secondaryIps = (e: $Ecs.DescribeNetworkInterfacesResponseBodyNetworkInterfaceSetsNetworkInterfaceSet) =>
  e.privateIpSets!.privateIpSet!.filter((s) => !s.primary).map((s) => s.privateIpAddress);

describe('ECS elastic network interfaces', () => {
  it('creates an ENI, binds it to an instance, assigns and unassigns secondary IPs, unbinds, modifies and deletes it', async () => {
    const { vSwitchId, securityGroupId } = world.network;
    const created = await ecs.createNetworkInterface(new $Ecs.CreateNetworkInterfaceRequest({
      regionId, vSwitchId, securityGroupId, networkInterfaceName: 'web-eni', description: 'backup link', primaryIpAddress: '172.16.1.50', secondaryPrivateIpAddressCount: 2,
    }));
    const id = created.body!.networkInterfaceId!;
    expect(id).toMatch(/^eni-bp1[a-z0-9]{17}$/);
    expect(await eni(id)).toMatchObject({ status: 'Available', type: 'Secondary', networkInterfaceName: 'web-eni', privateIpAddress: '172.16.1.50', vSwitchId, zoneId: 'cn-hangzhou-k' });
    expect(secondaryIps(await eni(id))).toHaveLength(2);
    // The instance's primary ENI is listed too, and the instance shows both once bound.
    expect((await enis({ instanceId })).map((e) => e.type)).toEqual(['Primary']);

    await ecs.attachNetworkInterface(new $Ecs.AttachNetworkInterfaceRequest({ regionId, networkInterfaceId: id, instanceId }));
    expect(await eni(id)).toMatchObject({ status: 'InUse', instanceId });
    expect((await world.instance(instanceId)).networkInterfaces!.networkInterface!.map((n) => n.type)).toEqual(['Primary', 'Secondary']);
    expect(await sdkError(ecs.deleteNetworkInterface(new $Ecs.DeleteNetworkInterfaceRequest({ regionId, networkInterfaceId: id })))).toMatchObject({ code: 'InvalidOperation.InvalidEniState' });

    await ecs.assignPrivateIpAddresses(new $Ecs.AssignPrivateIpAddressesRequest({ regionId, networkInterfaceId: id, privateIpAddress: ['172.16.1.60'] }));
    expect(secondaryIps(await eni(id))).toContain('172.16.1.60');
    const taken = await sdkError(ecs.assignPrivateIpAddresses(new $Ecs.AssignPrivateIpAddressesRequest({ regionId, networkInterfaceId: id, privateIpAddress: ['172.16.1.50'] })));
    expect(taken).toMatchObject({ code: 'InvalidIp.IpAssigned', status: 403 });
    const outside = await sdkError(ecs.assignPrivateIpAddresses(new $Ecs.AssignPrivateIpAddressesRequest({ regionId, networkInterfaceId: id, privateIpAddress: ['10.0.0.9'] })));
    expect(outside.code).toBe('InvalidVSwitchId.IpInvalid');
    await ecs.unassignPrivateIpAddresses(new $Ecs.UnassignPrivateIpAddressesRequest({ regionId, networkInterfaceId: id, privateIpAddress: ['172.16.1.60'] }));
    expect(secondaryIps(await eni(id))).not.toContain('172.16.1.60');
    const unassigned = await sdkError(ecs.unassignPrivateIpAddresses(new $Ecs.UnassignPrivateIpAddressesRequest({ regionId, networkInterfaceId: id, privateIpAddress: ['172.16.1.60'] })));
    expect(unassigned.code).toBe('InvalidIp.IpUnassigned');

    await ecs.detachNetworkInterface(new $Ecs.DetachNetworkInterfaceRequest({ regionId, networkInterfaceId: id, instanceId }));
    expect(await eni(id)).toMatchObject({ status: 'Available', instanceId: '' });

    const second = (await ecs.createSecurityGroup(new $Ecs.CreateSecurityGroupRequest({ regionId, vpcId: world.network.vpcId }))).body!.securityGroupId!;
    await ecs.modifyNetworkInterfaceAttribute(new $Ecs.ModifyNetworkInterfaceAttributeRequest({ regionId, networkInterfaceId: id, networkInterfaceName: 'web-eni-2', securityGroupId: [securityGroupId, second] }));
    expect(await eni(id)).toMatchObject({ networkInterfaceName: 'web-eni-2', securityGroupIds: { securityGroupId: [securityGroupId, second] } });

    await ecs.deleteNetworkInterface(new $Ecs.DeleteNetworkInterfaceRequest({ regionId, networkInterfaceId: id }));
    expect(await enis({ networkInterfaceId: [id] })).toEqual([]);
    const events = (await lookupEvents(openApiClient(em, world.account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'AttachNetworkInterface' })).Events;
    expect(events[0]).toMatchObject({ eventName: 'AttachNetworkInterface', serviceName: 'Ecs', referencedResources: { 'ACS::ECS::NetworkInterface': [id], 'ACS::ECS::Instance': [instanceId] } });
  });

  it("assigns secondary IPs to an instance's primary ENI and refuses what the cloud refuses", async () => {
    const primary = (await world.instance(instanceId)).networkInterfaces!.networkInterface![0].networkInterfaceId!;
    await ecs.assignPrivateIpAddresses(new $Ecs.AssignPrivateIpAddressesRequest({ regionId, networkInterfaceId: primary, secondaryPrivateIpAddressCount: 1 }));
    expect(secondaryIps(await eni(primary))).toHaveLength(1);
    expect(await sdkError(ecs.detachNetworkInterface(new $Ecs.DetachNetworkInterfaceRequest({ regionId, networkInterfaceId: primary, instanceId })))).toMatchObject({ code: 'InvalidOperation.DetachPrimaryEniNotAllowed', status: 400 });
    expect((await sdkError(ecs.deleteNetworkInterface(new $Ecs.DeleteNetworkInterfaceRequest({ regionId, networkInterfaceId: primary })))).code).toBe('InvalidOperation.InvalidEniType');

    const missing = await sdkError(ecs.attachNetworkInterface(new $Ecs.AttachNetworkInterfaceRequest({ regionId, networkInterfaceId: 'eni-none', instanceId })));
    expect(missing).toMatchObject({ code: 'InvalidEniId.NotFound', status: 404 });
    const noSwitch = await sdkError(ecs.createNetworkInterface(new $Ecs.CreateNetworkInterfaceRequest({ regionId, vSwitchId: 'vsw-none', securityGroupId: world.network.securityGroupId })));
    expect(noSwitch.code).toBe('InvalidVSwitchId.NotFound');
    // ecs.g7.large takes three ENIs: the primary one and two more.
    const make = async () => (await ecs.createNetworkInterface(new $Ecs.CreateNetworkInterfaceRequest({ regionId, vSwitchId: world.network.vSwitchId, securityGroupId: world.network.securityGroupId }))).body!.networkInterfaceId!;
    for (const id of [await make(), await make()]) await ecs.attachNetworkInterface(new $Ecs.AttachNetworkInterfaceRequest({ regionId, networkInterfaceId: id, instanceId }));
    const third = await make();
    expect((await sdkError(ecs.attachNetworkInterface(new $Ecs.AttachNetworkInterfaceRequest({ regionId, networkInterfaceId: third, instanceId })))).code).toBe('EniPerInstanceLimitExceeded');
    // Released with the instance: the bound ENIs go with it, the unbound one stays.
    await ecs.deleteInstance(new $Ecs.DeleteInstanceRequest({ instanceId, force: true }));
    expect((await enis()).map((e) => e.networkInterfaceId)).toEqual([third]);
  });
});
