// Through the official SDK: DescribePrice quotes a pay-as-you-go instance type with its system disk, or a data disk,
// per hour, in the real operation's answer shape; what the request lacks or gets wrong is refused with its code.
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, newAccount, sdkError } from '../../testing.js';

let em: RunningEmulator;
let ecs: ReturnType<typeof ecsClient>;
const regionId = 'cn-hangzhou';
const quote = async (req: Partial<$Ecs.DescribePriceRequest>) =>
  (await ecs.describePrice(new $Ecs.DescribePriceRequest({ regionId, ...req }))).body!.priceInfo!.price!;

beforeAll(async () => {
  em = await startEmulator({ seed: 'ecs-price' });
  ecs = ecsClient(em, await newAccount(em));
});
afterAll(() => em.close());

describe('ECS DescribePrice', () => {
  it('prices an instance as the sum of its type and its system disk, more for a bigger type', async () => {
    const large = await quote({ resourceType: 'instance', instanceType: 'ecs.g7.large', priceUnit: 'Hour' });
    expect(large.currency).toBe('CNY');
    const parts = large.detailInfos!.detailInfo!;
    expect(parts.map((p) => p.resource)).toEqual(['instanceType', 'systemDisk']);
    expect(large.tradePrice).toBeCloseTo(parts.reduce((s, p) => s + p.tradePrice!, 0), 4);
    expect(large.tradePrice).toBe(large.originalPrice! - large.discountPrice!);
    const xlarge = await quote({ instanceType: 'ecs.g7.xlarge' });
    expect(xlarge.tradePrice).toBeGreaterThan(large.tradePrice!);
    // A data disk the instance is bought with is a third part of the quote.
    const withDisk = await quote({ instanceType: 'ecs.g7.large', dataDisk: [new $Ecs.DescribePriceRequestDataDisk({ category: 'cloud_essd', size: 100 })] });
    expect(withDisk.detailInfos!.detailInfo!.map((p) => p.resource)).toEqual(['instanceType', 'systemDisk', 'dataDisk']);
    expect(withDisk.tradePrice).toBeGreaterThan(large.tradePrice!);
  });

  it('prices a data disk by category and size', async () => {
    const small = await quote({ resourceType: 'disk', dataDisk: [new $Ecs.DescribePriceRequestDataDisk({ category: 'cloud_essd', size: 40 })] });
    const big = await quote({ resourceType: 'disk', dataDisk: [new $Ecs.DescribePriceRequestDataDisk({ category: 'cloud_essd', size: 400 })] });
    const basic = await quote({ resourceType: 'disk', dataDisk: [new $Ecs.DescribePriceRequestDataDisk({ category: 'cloud_efficiency', size: 400 })] });
    expect(big.tradePrice).toBeCloseTo(small.tradePrice! * 10, 3);
    expect(basic.tradePrice).toBeLessThan(big.tradePrice!);
  });

  it('refuses a request without what the resource type needs, an unknown type, or a period it does not quote', async () => {
    await expect(sdkError(quote({ resourceType: 'instance' }))).resolves.toMatchObject({ code: 'MissingParameter', data: expect.objectContaining({ Message: expect.stringMatching(/InstanceType/) }) });
    await expect(sdkError(quote({ resourceType: 'disk' }))).resolves.toMatchObject({ code: 'MissingParameter', data: expect.objectContaining({ Message: expect.stringMatching(/DataDisk\.1\.Category/) }) });
    await expect(sdkError(quote({ instanceType: 'ecs.nosuch.large' }))).resolves.toMatchObject({ code: 'InvalidInstanceType.ValueNotSupported' });
    await expect(sdkError(quote({ instanceType: 'ecs.g7.large', priceUnit: 'Month' }))).resolves.toMatchObject({ code: 'InvalidParameter', data: expect.objectContaining({ Message: expect.stringMatching(/PriceUnit/) }) });
  });
});
