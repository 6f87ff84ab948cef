// The console generations every product declares (its `console.generations`): what an account's `variant` may name
// besides a synthetic variant, and what the catalogue lists. The products are the server's (`cloud.products`).
import type { ProductDef } from './action.js';
import type { Generation } from './console/kinds/generation.js';
import type { Variant } from './variants.js';

/** Every generation of the given products. */
export function allGenerations(products: readonly ProductDef[]): Generation[] {
  return products.flatMap((p) => p.described?.generations ?? []);
}

export const generationById = (products: readonly ProductDef[], id: string | null | undefined): Generation | undefined =>
  id ? allGenerations(products).find((g) => g.id === id) : undefined;

/**
 * The generation an account's console runs: its variant when that is a generation, else the generation the variant
 * is based on; null for today's console. The console session reports it and console calls act on it.
 */
export function consoleGeneration(products: readonly ProductDef[], variants: readonly Variant[], variant: string | null | undefined): string | null {
  const base = variants.find((v) => v.id === variant)?.generation;
  return generationById(products, variant)?.id ?? generationById(products, base)?.id ?? null;
}

/** A generation as the control API and the catalogue describe it: no patches, only what it is and where it comes from. */
export function generationSummary(g: Generation) {
  return { id: g.id, product: g.product, period: g.period, note: g.note, sources: g.sources };
}
