// The Node side of the registry: each registry entry's product module (the `product` export of
// `products/<key>/index.ts`) joined with its line (key, service name, console path). Loaded once, when this file is
// first imported. The composition roots (server.ts, served.ts) import it and hand the list on (`Cloud.products`);
// no other core file imports a product.
import type { Product, ProductDef } from './action.js';
import { registry, type RegistryEntry } from './registry.js';

/** A registry line whose product folder is missing or does not export a product module. */
export class ProductModuleError extends Error {
  readonly code = 'ProductModuleInvalid';
  constructor(message: string) {
    super(message);
    this.name = 'ProductModuleError';
  }
}

function checked(entry: RegistryEntry, module: unknown): ProductDef {
  const where = `products/${entry.key}/index.ts`;
  const def = (module as { product?: Partial<ProductDef> }).product;
  if (!def || typeof def !== 'object') throw new ProductModuleError(`${where} exports no \`product\`: export the product module as \`export const product: ProductDef = {…}\`.`);
  for (const field of ['version', 'endpoint', 'consoleSource'] as const) {
    if (typeof def[field] !== 'string' || !def[field]) throw new ProductModuleError(`${where}: \`product.${field}\` must be a non-empty string.`);
  }
  if (!def.actions || typeof def.actions !== 'object' || !Object.keys(def.actions).length) {
    throw new ProductModuleError(`${where}: \`product.actions\` must name at least one action.`);
  }
  return def as ProductDef;
}

/** Loads the product module of every entry, in registry order; throws naming the entry whose folder is wrong. */
export async function loadProducts(entries: readonly RegistryEntry[] = registry, folder = new URL('./products/', import.meta.url)): Promise<Product[]> {
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      let module: unknown;
      try {
        module = await import(new URL(`${entry.key}/index.ts`, folder).href);
      } catch (err) {
        throw new ProductModuleError(`registry.ts names "${entry.key}", but products/${entry.key}/index.ts does not load: ${(err as Error).message}`);
      }
      return { ...checked(entry, module), ...entry } as Product;
    }),
  );
  const versions = new Map<string, string>();
  for (const p of loaded) {
    for (const version of [p.version, ...(p.alsoServes ?? []).map((a) => a.version)]) {
      const other = versions.get(version);
      if (other) throw new ProductModuleError(`products/${other} and products/${p.key} both serve version ${version}: the gateway routes by Version, so each product needs its own.`);
      versions.set(version, p.key);
    }
  }
  return loaded;
}

/** Every product the emulator serves, in registry order. */
export const products: readonly Product[] = await loadProducts();
