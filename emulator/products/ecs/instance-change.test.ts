// Through the official SDK: what the 2018–2021 consoles' Upgrade/Downgrade orders call. ModifyPrepayInstanceSpec
// changes a subscription instance's type (a downgrade only while it is stopped; a pay-as-you-go one is refused),
// ModifyInstanceNetworkSpec its public bandwidth. Then renewal (RenewInstance, auto-renewal) and the billing method
// (ModifyInstanceChargeType), which the console's Renew, Configure Auto-renewal and Switch to … call.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsAccount, sdkError, waitFor } from '../../testing.js';

let em: RunningEmulator;
let world: Awaited<ReturnType<typeof ecsAccount>>;
let ecs: typeof world.ecs;
let describe1: typeof world.instance;
let prepaid: string;
let postpaid: string;
const regionId = 'cn-hangzhou';

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-change' });
  world = await ecsAccount(em, regionId);
  ({ ecs, instance: describe1 } = world);
  const run = async (instanceChargeType: string) => (await world.run({ instanceChargeType, period: 1, periodUnit: 'Month' }))[0];
  [prepaid, postpaid] = [await run('PrePaid'), await run('PostPaid')];
  await world.until([prepaid, postpaid], 'Running');
});
afterAll(() => em.close());

describe('ECS Upgrade/Downgrade orders', () => {
  it('ModifyPrepayInstanceSpec upgrades a running subscription instance and downgrades it only once stopped', async () => {
    const up = await ecs.modifyPrepayInstanceSpec(new $Ecs.ModifyPrepayInstanceSpecRequest({ regionId, instanceId: prepaid, instanceType: 'ecs.g7.xlarge', operatorType: 'upgrade' }));
    expect(up.body!.orderId).toMatch(/^\d+$/);
    expect((await describe1(prepaid)).instanceType).toBe('ecs.g7.xlarge');

    const down = new $Ecs.ModifyPrepayInstanceSpecRequest({ regionId, instanceId: prepaid, instanceType: 'ecs.g7.large', operatorType: 'downgrade' });
    expect(await sdkError(ecs.modifyPrepayInstanceSpec(down))).toMatchObject({ code: 'IncorrectInstanceStatus' });
    await ecs.stopInstance(new $Ecs.StopInstanceRequest({ instanceId: prepaid }));
    await waitFor(async () => (await describe1(prepaid)).status === 'Stopped');
    await ecs.modifyPrepayInstanceSpec(down);
    expect((await describe1(prepaid)).instanceType).toBe('ecs.g7.large');
    expect(await sdkError(ecs.modifyPrepayInstanceSpec(down))).toMatchObject({ code: 'InvalidInstanceType.ValueUnchanged' });
  });

  it('ModifyPrepayInstanceSpec refuses a pay-as-you-go instance, an unknown type and a missing one', async () => {
    const on = (instanceId: string, instanceType?: string) => ecs.modifyPrepayInstanceSpec(new $Ecs.ModifyPrepayInstanceSpecRequest({ regionId, instanceId, instanceType }));
    expect(await sdkError(on(postpaid, 'ecs.g7.xlarge'))).toMatchObject({ code: 'ChargeTypeViolation' });
    expect(await sdkError(on(prepaid, 'ecs.nothing.large'))).toMatchObject({ code: 'InvalidInstanceType.ValueNotSupported' });
    expect(await sdkError(on(prepaid))).toMatchObject({ code: 'MissingParameter' });
    expect(await sdkError(on('i-nothere', 'ecs.g7.xlarge'))).toMatchObject({ code: 'InvalidInstanceId.NotFound' });
  });

  it('ModifyInstanceNetworkSpec sets the public bandwidth and its billing; a period must end after it starts', async () => {
    const res = await ecs.modifyInstanceNetworkSpec(new $Ecs.ModifyInstanceNetworkSpecRequest({ instanceId: postpaid, internetMaxBandwidthOut: 10, networkChargeType: 'PayByBandwidth' }));
    expect(res.body!.orderId).toMatch(/^\d+$/);
    const vm = await describe1(postpaid);
    expect([vm.internetMaxBandwidthOut, vm.internetChargeType]).toEqual([10, 'PayByBandwidth']);
    const backwards = new $Ecs.ModifyInstanceNetworkSpecRequest({ instanceId: postpaid, internetMaxBandwidthOut: 20, startTime: '2026-12-08T00Z', endTime: '2026-12-07T00Z' });
    expect(await sdkError(ecs.modifyInstanceNetworkSpec(backwards))).toMatchObject({ code: 'InvalidEndTime.ValueNotSupported' });
    expect(await sdkError(ecs.modifyInstanceNetworkSpec(new $Ecs.ModifyInstanceNetworkSpecRequest({ instanceId: postpaid })))).toMatchObject({ code: 'MissingParameter' });
  });
});

describe('ECS renewal and billing method', () => {
  it('RenewInstance moves a subscription\'s expiry; auto-renewal is set and read back; a pay-as-you-go instance is refused both', async () => {
    const before = (await describe1(prepaid)).expiredTime!;
    const renewed = await ecs.renewInstance(new $Ecs.RenewInstanceRequest({ instanceId: prepaid, period: 3, periodUnit: 'Month' }));
    expect(renewed.body!.orderId).toMatch(/^\d+$/);
    const after = (await describe1(prepaid)).expiredTime!;
    // Three months later (89 to 92 days, by the months it spans).
    expect(Math.round((Date.parse(after) - Date.parse(before)) / 86_400_000)).toBeGreaterThanOrEqual(89);
    expect(Math.round((Date.parse(after) - Date.parse(before)) / 86_400_000)).toBeLessThanOrEqual(92);
    const renew = (instanceId: string, period: number, periodUnit = 'Month') => ecs.renewInstance(new $Ecs.RenewInstanceRequest({ instanceId, period, periodUnit }));
    expect(await sdkError(renew(postpaid, 1))).toMatchObject({ code: 'ChargeTypeViolation' });
    expect(await sdkError(renew(prepaid, 13))).toMatchObject({ code: 'InvalidPeriod' });
    expect(await sdkError(renew(prepaid, 1, 'Year'))).toMatchObject({ code: 'InvalidPeriodUnit.ValueNotSupported' });

    await ecs.modifyInstanceAutoRenewAttribute(new $Ecs.ModifyInstanceAutoRenewAttributeRequest({ regionId, instanceId: prepaid, autoRenew: true, duration: 1, periodUnit: 'Year' }));
    const read = await ecs.describeInstanceAutoRenewAttribute(new $Ecs.DescribeInstanceAutoRenewAttributeRequest({ regionId, instanceId: prepaid }));
    expect(read.body!.instanceRenewAttributes!.instanceRenewAttribute![0]).toMatchObject({ instanceId: prepaid, autoRenewEnabled: true, renewalStatus: 'AutoRenewal', duration: 1, periodUnit: 'Year' });
    const auto = (instanceId: string, duration: number) => ecs.modifyInstanceAutoRenewAttribute(new $Ecs.ModifyInstanceAutoRenewAttributeRequest({ regionId, instanceId, autoRenew: true, duration, periodUnit: 'Month' }));
    expect(await sdkError(auto(prepaid, 5))).toMatchObject({ code: 'InvalidParameter.Duration' });
    expect(await sdkError(auto(postpaid, 1))).toMatchObject({ code: 'ChargeTypeViolation' });
  });

  it('ModifyInstanceChargeType switches pay-as-you-go to subscription (with its data disks if asked) and back', async () => {
    const change = (instanceIds: string, instanceChargeType: string, more: Partial<$Ecs.ModifyInstanceChargeTypeRequest> = {}) =>
      ecs.modifyInstanceChargeType(new $Ecs.ModifyInstanceChargeTypeRequest({ regionId, instanceIds, instanceChargeType, ...more }));
    const disk = await ecs.createDisk(new $Ecs.CreateDiskRequest({ regionId, zoneId: (await describe1(postpaid)).zoneId, size: 40, diskCategory: 'cloud_essd' }));
    await waitFor(async () => (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, diskIds: JSON.stringify([disk.body!.diskId]) }))).body!.disks!.disk![0].status === 'Available');
    await ecs.attachDisk(new $Ecs.AttachDiskRequest({ instanceId: postpaid, diskId: disk.body!.diskId }));
    const charges = async () => (await ecs.describeDisks(new $Ecs.DescribeDisksRequest({ regionId, instanceId: postpaid }))).body!.disks!.disk!.map((d) => `${d.type}:${d.diskChargeType}`).sort();

    const res = await change(JSON.stringify([postpaid]), 'PrePaid', { period: 2, periodUnit: 'Month', includeDataDisks: true });
    expect(res.body!.orderId).toMatch(/^\d+$/);
    expect(res.body!.feeOfInstances!.feeOfInstance![0].instanceId).toBe(postpaid);
    const vm = await describe1(postpaid);
    expect(vm.instanceChargeType).toBe('PrePaid');
    expect(Date.parse(vm.expiredTime!)).toBeGreaterThan(Date.now() + 55 * 86_400_000);
    expect(await charges()).toEqual(['data:PrePaid', 'system:PrePaid']);
    expect(await sdkError(change(JSON.stringify([postpaid]), 'PrePaid'))).toMatchObject({ code: 'InvalidInstanceChargeType.ValueNotSupported' });

    await change(JSON.stringify([postpaid]), 'PostPaid');
    expect((await describe1(postpaid)).instanceChargeType).toBe('PostPaid');
    expect(await charges()).toEqual(['data:PostPaid', 'system:PostPaid']);
    expect(await sdkError(change(JSON.stringify(['i-nothere']), 'PrePaid'))).toMatchObject({ code: 'InvalidParameter.InstanceIds' });
    // A scheduled release has to go first.
    await ecs.modifyInstanceAutoReleaseTime(new $Ecs.ModifyInstanceAutoReleaseTimeRequest({ regionId, instanceId: postpaid, autoReleaseTime: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 19) + 'Z' }));
    expect(await sdkError(change(JSON.stringify([postpaid]), 'PrePaid'))).toMatchObject({ code: 'ReleaseTimeHaveBeenSet' });
  });
});

describe('ECS Convert to EIP', () => {
  it('ConvertNatPublicIpToEip turns the fixed public IP into an EIP bound to the instance, once', async () => {
    const [vm] = await world.run({ internetMaxBandwidthOut: 5 });
    await world.until([vm], 'Running');
    const ip = (await describe1(vm)).publicIpAddress!.ipAddress![0];
    expect(ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const convert = (instanceId: string) => ecs.convertNatPublicIpToEip(new $Ecs.ConvertNatPublicIpToEipRequest({ regionId, instanceId }));
    await convert(vm);
    const after = await describe1(vm);
    expect(after.publicIpAddress!.ipAddress).toEqual([]);
    expect([after.eipAddress!.ipAddress, after.eipAddress!.internetChargeType, after.eipAddress!.bandwidth]).toEqual([ip, 'PayByTraffic', 5]);
    expect(after.eipAddress!.allocationId).toMatch(/^eip-/);
    // Nothing left to convert; an instance without a public IP is refused too.
    expect(await sdkError(convert(vm))).toMatchObject({ code: 'InvalidInstance.NoPublicIp' });
    expect(await sdkError(convert('i-nothere'))).toMatchObject({ code: 'InvalidInstanceId.NotFound' });
  });
});
