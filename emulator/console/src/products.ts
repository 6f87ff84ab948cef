// Every product console of the emulator: one per registry line (emulator/registry.ts), its module collected from
// products/<key>/console/index.ts. Adding a product's console is its folder and its registry line; nothing here.
import { registry } from '../../registry';
import { joinConsoles, type ConsoleModule, type ProductDef } from './lib/product';

// The pattern is the one console/src/products.test.ts checks against the registry.
const modules = import.meta.glob<ConsoleModule>('../../products/*/console/index.ts', { eager: true, import: 'consoleModule' });

export const products: ProductDef[] = joinConsoles(registry, modules).map(({ entry, module }) => ({
  ...module,
  key: entry.key,
  prefix: entry.console,
}));
