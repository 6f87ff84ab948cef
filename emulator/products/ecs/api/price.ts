// DescribePrice (ECS 2014-05-26): the pay-as-you-go price of an instance type with its system disk, or of a data
// disk, per hour. The figures are the emulator's own price list (a rate per vCPU, per GiB of memory and per GiB of
// disk by category), not Alibaba Cloud's; what the real operation answers is the same shape: `PriceInfo.Price` with
// the original, discount and trade prices, a detail per priced part, and the promotion rules applied (none here).
import type { ActionDef } from '../../../action.js';
import { findInstanceType } from '../../../catalog.js';
import { invalidParameter, malformed, missingParameter } from '../../../errors.js';

export type EcsPriceAction = 'DescribePrice';

const CURRENCY = 'CNY';
const PER_VCPU_HOUR = 0.09;
const PER_GIB_MEMORY_HOUR = 0.05;
/** Per GiB and hour, by disk category. */
const PER_GIB_DISK_HOUR: Record<string, number> = { cloud_essd: 0.0014, cloud_ssd: 0.0014, cloud_efficiency: 0.0005, cloud_auto: 0.001 };
const CATEGORIES = Object.keys(PER_GIB_DISK_HOUR);

const cents = (n: number) => Math.round(n * 10000) / 10000;

interface Part {
  Resource: string;
  price: number;
}

function diskPart(resource: string, category: string, size: number): Part {
  return { Resource: resource, price: PER_GIB_DISK_HOUR[category] * size };
}

function priceView(parts: Part[]) {
  const total = cents(parts.reduce((sum, p) => sum + p.price, 0));
  return {
    PriceInfo: {
      Price: {
        OriginalPrice: total, DiscountPrice: 0, TradePrice: total, Currency: CURRENCY,
        DetailInfos: { DetailInfo: parts.map((p) => ({ Resource: p.Resource, OriginalPrice: cents(p.price), DiscountPrice: 0, TradePrice: cents(p.price) })) },
      },
      Rules: { Rule: [] },
    },
  };
}

export const ecsPriceActions = {
  DescribePrice: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const type = p.oneOf('ResourceType', ['instance', 'disk'], 'instance');
      const unit = p.oneOf('PriceUnit', ['Hour', 'Week', 'Month', 'Year'], 'Hour');
      if (unit !== 'Hour') throw invalidParameter('PriceUnit', 'This emulator quotes pay-as-you-go prices per hour only.');
      const category = (name: string, fallback: string) => p.oneOf(name, CATEGORIES, fallback);
      const size = (name: string, fallback: number) => p.int(name, { min: 1, max: 65536, fallback });
      if (type === 'disk') {
        if (!p.has('DataDisk.1.Category')) throw missingParameter('DataDisk.1.Category');
        if (!p.has('DataDisk.1.Size')) throw missingParameter('DataDisk.1.Size');
        return priceView([diskPart('dataDisk', category('DataDisk.1.Category', 'cloud_essd'), size('DataDisk.1.Size', 40))]);
      }
      const id = p.optional('InstanceType');
      if (!id) throw missingParameter('InstanceType');
      const instanceType = findInstanceType(id);
      if (!instanceType) throw malformed('InvalidInstanceType.ValueNotSupported', `The specified InstanceType "${id}" does not exist or beyond the permitted range.`);
      const parts: Part[] = [
        { Resource: 'instanceType', price: instanceType.cpu * PER_VCPU_HOUR + instanceType.memoryGiB * PER_GIB_MEMORY_HOUR },
        diskPart('systemDisk', category('SystemDisk.Category', 'cloud_essd'), size('SystemDisk.Size', 40)),
      ];
      for (let n = 1; n <= 4 && p.has(`DataDisk.${n}.Category`); n++) {
        parts.push(diskPart('dataDisk', category(`DataDisk.${n}.Category`, 'cloud_essd'), size(`DataDisk.${n}.Size`, 40)));
      }
      return priceView(parts);
    },
  },
} satisfies Record<EcsPriceAction, ActionDef>;
