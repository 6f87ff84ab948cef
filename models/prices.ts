/**
 * Prices in CNY per million tokens, by model. Tiered models are priced by the request's input size (DashScope
 * bills each request at the tier its input falls in). Figures are the published mainland list prices as we
 * know them (check before relying on them); a model config may give its own `price`.
 */

export interface Tier {
  /** Upper bound of the tier's input tokens (inclusive); the last tier has Infinity. */
  upTo: number;
  input: number;
  output: number;
}

export interface Price {
  tiers: Tier[];
  /** Where the figure comes from, for reports. */
  note: string;
}

export const PRICES: Record<string, Price> = {
  'qwen3-vl-plus': {
    tiers: [
      { upTo: 32_000, input: 1, output: 10 },
      { upTo: 128_000, input: 1.5, output: 15 },
      { upTo: Infinity, input: 3, output: 30 },
    ],
    note: 'DashScope list price (mainland), CNY per million tokens',
  },
  'qwen3-vl-flash': {
    tiers: [
      { upTo: 32_000, input: 0.15, output: 1.5 },
      { upTo: 128_000, input: 0.3, output: 3 },
      { upTo: Infinity, input: 0.6, output: 6 },
    ],
    note: 'DashScope list price (mainland), CNY per million tokens',
  },
  /**
   * A self-hosted Qwen3-VL-32B: two rented GPUs at about 40 CNY an hour each (80 CNY/h), serving about 20,000
   * prompt tokens/s and 2,000 completion tokens/s in aggregate under vLLM batching: 80 / 3600 / 20,000 * 1e6 =
   * 1.1 CNY per million prompt tokens, ten times that per million completion tokens. Our estimate, not a price list.
   */
  'self-hosted-32b': {
    tiers: [{ upTo: Infinity, input: 1.1, output: 11 }],
    note: 'estimate: 2 rented GPUs at 40 CNY/h, 20k prompt + 2k completion tokens/s aggregate',
  },
};

/** What one request costs, in CNY. Unknown models cost 0 (and say so through `known`). */
export function costOf(price: Price | undefined, promptTokens: number, completionTokens: number): number {
  if (!price) return 0;
  const tier = price.tiers.find((t) => promptTokens <= t.upTo) ?? price.tiers[price.tiers.length - 1];
  return (promptTokens * tier.input + completionTokens * tier.output) / 1_000_000;
}
