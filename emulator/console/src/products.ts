// Every product console of the emulator: one per registry line (emulator/registry.ts), its module collected from
// products/<key>/console/index.ts. Adding a product's console is its folder and its registry line; nothing here.
//
// The shell (top bar, Products menu, home page, routing) knows every product by its registry line and the `product.*`
// labels of its vocabulary; a product's pages are a chunk of their own, loaded when a page of that product is shown
// (`loadConsole`), so that a page load evaluates the shell and one product's pages, not every product's.
import { registry } from '../../registry';
import { joinConsoles, type ConsoleModule, type ProductDef } from './lib/product';
import type { Vocabulary } from './lib/vocabulary';

/** A product as the shell knows it before its console is loaded. */
export type ShellProduct = {
  key: string;
  /** Every path under it belongs to this product's console (the registry's `console`). */
  prefix: string;
  /** The `product.*` labels of its vocabulary (today's and each variant's), the rest of it empty (vite.config.ts). */
  vocabulary: Vocabulary;
};

// The pattern is the one console/src/products.test.ts checks against the registry.
const modules = joinConsoles(registry, import.meta.glob<ConsoleModule>('../../products/*/console/index.ts', { import: 'consoleModule' }));
const vocabularies = import.meta.glob<Vocabulary>('../../products/*/vocabulary.json', { query: '?shell', import: 'default', eager: true });

export const products: ShellProduct[] = modules.map(({ entry }) => {
  const vocabulary = vocabularies[`../../products/${entry.key}/vocabulary.json`];
  if (!vocabulary) throw new Error(`products/${entry.key}/vocabulary.json missing`);
  return { key: entry.key, prefix: entry.console, vocabulary };
});

/** The product whose console the path is in, or undefined (the home page, an unknown path). */
export const productAt = (pathname: string): ShellProduct | undefined =>
  products.find((p) => pathname === p.prefix || pathname.startsWith(`${p.prefix}/`));

const loaded = new Map<string, ProductDef>();
const loading = new Map<string, Promise<ProductDef>>();

/** The product's console, once `loadConsole` has loaded it. */
export const loadedConsole = (key: string): ProductDef | undefined => loaded.get(key);

/** Loads the product's console chunk (once); rejects for a key the registry lacks. */
export function loadConsole(key: string): Promise<ProductDef> {
  const found = modules.find((m) => m.entry.key === key);
  if (!found) return Promise.reject(new Error(`no product "${key}" in emulator/registry.ts`));
  let pending = loading.get(key);
  if (!pending) {
    pending = found.module().then((module) => {
      const def: ProductDef = { ...module, key, prefix: found.entry.console };
      loaded.set(key, def);
      return def;
    });
    loading.set(key, pending);
    // A failed load (the server rebuilt the console meanwhile) may be tried again.
    pending.catch(() => loading.delete(key));
  }
  return pending;
}
