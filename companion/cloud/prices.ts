/**
 * What creating a resource of a type costs in a real account, for the side panel's approval (`episode.plan`'s
 * `cost`). A type ECS prices (an instance with its system disk, a data disk) is quoted by ECS DescribePrice in the
 * person's account and region, for the attributes it would be created with (a read-only call). Other types have
 * facts written from public pricing pages, each with where and when it was read; a type with no fact found says
 * `unknown` (with what is known of how it is billed) rather than a guessed figure. Facts are keyed by resource type; a
 * region-specific fact would be keyed `type@region` and is looked up first.
 */
import type { z } from 'zod';
import type { CostSchema } from '../../protocol/messages';
import { isResourceTypeName, RESOURCE_TYPES, type ResourceType } from './resources';
import type { CloudClient } from './sdk';

export type Cost = z.infer<typeof CostSchema>;

const VPC_BILLING = 'https://www.alibabacloud.com/help/en/vpc/vpc-product-billing';
const CHECKED = '2026-12-06';

const ECS_SG = 'https://www.alibabacloud.com/help/en/ecs/user-guide/overview-44';

const PRICES: Record<string, Cost> = {
  security_group: { kind: 'free', note: 'security groups, basic and advanced, are free', source: ECS_SG, checked: CHECKED },
  vpc: { kind: 'free', note: 'VPCs incur no charge (what is created inside them is billed by its own product)', source: VPC_BILLING, checked: CHECKED },
  vswitch: { kind: 'free', note: 'vSwitches are among the free VPC features', source: VPC_BILLING, checked: CHECKED },
  route_table: { kind: 'free', note: 'route tables are among the free VPC features', source: VPC_BILLING, checked: CHECKED },
  instance: {
    kind: 'unknown',
    note: 'pay-as-you-go, billed by the second while it exists, plus its system disk; the hourly price depends on the instance type and region and is not in the table (the buy page shows it)',
    source: 'https://www.alibabacloud.com/notice/ECS-0928',
    checked: CHECKED,
  },
  common_bandwidth_package: {
    kind: 'unknown',
    note: 'pay-as-you-go, billed by its bandwidth or traffic while it exists; the unit prices are not in the table',
    source: 'https://www.alibabacloud.com/help/en/internet-shared-bandwidth/user-guide/create-an-internet-shared-bandwidth-instance',
    checked: CHECKED,
  },
  eip: {
    kind: 'unknown',
    note: 'pay-as-you-go: an hourly configuration fee for each address plus its Internet data transfer; the unit prices are not in the table',
    source: 'https://www.alibabacloud.com/help/doc-detail/122035.htm',
    checked: CHECKED,
  },
};

/** The cost fact of a type in a region, or `unknown` saying no price was found. */
export function costOf(type: string, region: string): Cost {
  return PRICES[`${type}@${region}`] ?? PRICES[type] ?? { kind: 'unknown', note: `no price found for ${type.replace(/_/g, ' ')}: the table has no fact for it, so check the product's pricing page before you approve` };
}

/**
 * The cost of creating one of `type` with `attrs` in `region`: the quote of the account's own DescribePrice where
 * the type has one, else the table's fact. A quote that fails leaves the fact, saying why there is no quote.
 */
export async function quotedCost(client: CloudClient, type: string, attrs: Record<string, string>, region: string): Promise<Cost> {
  const fact = costOf(type, region);
  const kind: ResourceType | undefined = isResourceTypeName(type) ? RESOURCE_TYPES[type] : undefined;
  if (!kind?.quote) return fact;
  const quote = kind.quote(attrs);
  try {
    const body = await client.call<{ PriceInfo?: { Price?: { TradePrice?: unknown; Currency?: unknown } } }>('ecs', 'DescribePrice', {
      RegionId: region, PriceUnit: 'Hour', ...quote,
    });
    const price = body.PriceInfo?.Price;
    const amount = Number(price?.TradePrice);
    if (!price || price.TradePrice === undefined || !Number.isFinite(amount)) throw new Error('its answer has no PriceInfo.Price.TradePrice');
    return {
      kind: 'pay-as-you-go', amount, currency: String(price.Currency ?? 'CNY'), unit: 'hour',
      note: `pay-as-you-go while it exists: quoted by ECS DescribePrice in ${region} for ${describeQuote(quote)}, after discounts; Internet traffic is billed apart`,
      source: 'ECS DescribePrice (your account)', checked: new Date().toISOString().slice(0, 10),
    };
  } catch (error) {
    return { ...fact, note: `${fact.note} (ECS DescribePrice gave no quote: ${(error as Error).message})` };
  }
}

const describeQuote = (params: Record<string, string>) =>
  Object.entries(params).filter(([k]) => k !== 'ResourceType').map(([k, v]) => `${k} ${v}`).join(', ');
