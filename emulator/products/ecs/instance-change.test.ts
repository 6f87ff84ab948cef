// Through the official SDK: what the 2018–2021 consoles' Upgrade/Downgrade orders call. ModifyPrepayInstanceSpec
// changes a subscription instance's type (a downgrade only while it is stopped; a pay-as-you-go one is refused),
// ModifyInstanceNetworkSpec its public bandwidth.
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
