// The console generations every product declares (its `console.generations`, registry.ts): what an account's
// `variant` may name besides a synthetic variant, and what the catalogue lists.
import type { ProductDef } from './action.js';
import type { Generation } from './console/kinds/generation.js';
import { products } from './registry.js';

/** Every generation of every product, by id. */
export function allGenerations(): Generation[] {
  return (Object.values(products) as ProductDef[]).flatMap((p) => p.console?.generations ?? []);
}

export const generationById = (id: string | null | undefined): Generation | undefined => (id ? allGenerations().find((g) => g.id === id) : undefined);

/** A generation as the control API and the catalogue describe it: no patches, only what it is and where it comes from. */
export function generationSummary(g: Generation) {
  return { id: g.id, product: g.product, period: g.period, note: g.note, sources: g.sources };
}
