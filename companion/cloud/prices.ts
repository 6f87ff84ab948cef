/**
 * What creating a resource of a type costs in a real account, for the side panel's approval (`episode.plan`'s
 * `cost`). Facts written from public pricing pages, each with where and when it was read; a type with no fact found
 * says `unknown` (with what is known of how it is billed) rather than a guessed figure. Keyed by resource type; a
 * region-specific fact would be keyed `type@region` and is looked up first.
 */
import type { z } from 'zod';
import type { CostSchema } from '../../protocol/messages';

export type Cost = z.infer<typeof CostSchema>;

const VPC_BILLING = 'https://www.alibabacloud.com/help/en/vpc/vpc-product-billing';
const CHECKED = '2026-12-06';

const PRICES: Record<string, Cost> = {
  vpc: { kind: 'free', note: 'VPCs incur no charge (what is created inside them is billed by its own product)', source: VPC_BILLING, checked: CHECKED },
  vswitch: { kind: 'free', note: 'vSwitches are among the free VPC features', source: VPC_BILLING, checked: CHECKED },
  route_table: { kind: 'free', note: 'route tables are among the free VPC features', source: VPC_BILLING, checked: CHECKED },
  instance: {
    kind: 'unknown',
    note: 'pay-as-you-go, billed by the second while it exists, plus its system disk; the hourly price depends on the instance type and region and is not in the table (the buy page shows it)',
    source: 'https://www.alibabacloud.com/notice/ECS-0928',
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

/** One line a person reads: "free", "CNY 0.1/hour", "price unknown: …". */
export function costText(cost: Cost): string {
  if (cost.kind === 'free') return 'free';
  if (cost.kind === 'pay-as-you-go' && cost.amount !== undefined) return `${cost.currency ?? ''} ${cost.amount}/${cost.unit ?? 'hour'}`.trim();
  return `price unknown: ${cost.note}`;
}
