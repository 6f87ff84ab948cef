import type { ComponentType } from 'react';
import type { RegistryEntry } from '../../../registry';
import type { KindComponents } from '../../kinds/context';
import type { Generation } from '../../kinds/generation';
import type { PageSpec } from '../../kinds/spec';
import type { Product } from './api';
import type { Vocabulary } from './vocabulary';

export type PageProps = { params: Record<string, string>; query: URLSearchParams };

export type RouteDef = {
  /** `/ecs/instances/:id` style; matched exactly. */
  pattern: string;
  page: ComponentType<PageProps>;
  /** `full` pages (purchase pages) have no left navigation. Default `nav`. */
  layout?: 'nav' | 'full';
};

/**
 * What a product's console folder exports as `consoleModule` (`products/<key>/console/index.ts`). Its name in the
 * Products and Services menu is the vocabulary's `product.name`; a `product.summary` label puts a card on the
 * console home.
 */
export type ConsoleModule = {
  vocabulary: Vocabulary;
  /** Label key of the console's name, shown above its navigation. */
  titleKey: string;
  /** Pages drawn by hand, outside the page descriptions; tried before them, in order. */
  routes?: RouteDef[];
  /** Today's pages as data (emulator/console/kinds/spec.ts), drawn by the shared page kinds. */
  pages?: PageSpec[];
  /** The OpenAPI product the descriptions' calls go to unless they name another. */
  service?: Product;
  /** The earlier consoles of the product (kinds/generation.ts). */
  generations?: Generation[];
  /** Components the descriptions name (`component`, `renderer`). */
  components?: KindComponents;
};

/** A hand-drawn page without the left navigation (a purchase page, a resource's own pages): `'/rds/x': fullPage(X)`. */
export const fullPage = (page: RouteDef['page']): Omit<RouteDef, 'pattern'> => ({ page, layout: 'full' });

/**
 * The module of a console drawn by hand: its vocabulary (whose `<product>.title` names the console), its routes as
 * `pattern: page` (or `fullPage(page)`), tried in order (`create` before `:id`), and what else it has (generations,
 * page descriptions).
 */
export function handDrawnConsole(
  vocabulary: Vocabulary,
  routes: Record<string, RouteDef['page'] | Omit<RouteDef, 'pattern'>>,
  more: Omit<ConsoleModule, 'vocabulary' | 'titleKey' | 'routes'> = {},
): ConsoleModule {
  return {
    vocabulary,
    titleKey: `${vocabulary.product}.title`,
    ...more,
    routes: Object.entries(routes).map(([pattern, route]) => ('page' in route ? { pattern, ...route } : { pattern, page: route })),
  };
}

/** A product console as the shell serves it: its module joined with its registry line. */
export type ProductDef = ConsoleModule & {
  key: string;
  /** Every path under it belongs to this product's console (the registry's `console`). */
  prefix: string;
};

/**
 * Joins the registry with the console modules found at `products/<key>/console/index.ts` (the paths of an
 * `import.meta.glob`), in registry order; throws naming the folder a registry line lacks or the module no line names.
 */
export function joinConsoles<M>(registry: readonly RegistryEntry[], modules: Record<string, M>): Array<{ entry: RegistryEntry; module: M }> {
  const byKey = new Map<string, M>();
  for (const [path, module] of Object.entries(modules)) {
    const key = /\/products\/([^/]+)\/console\/index\.tsx?$/.exec(path)?.[1];
    if (!key) throw new Error(`${path}: a console module must be products/<key>/console/index.ts`);
    if (!registry.some((e) => e.key === key)) throw new Error(`products/${key}/console/index.ts has no line in emulator/registry.ts: add one, or remove the folder`);
    byKey.set(key, module);
  }
  const missing = registry.filter((e) => !byKey.has(e.key)).map((e) => `products/${e.key}/console/index.ts`);
  if (missing.length) throw new Error(`emulator/registry.ts names products without a console: ${missing.join(', ')} missing`);
  return registry.map((entry) => ({ entry, module: byKey.get(entry.key)! }));
}
