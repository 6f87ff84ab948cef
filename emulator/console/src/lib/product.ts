import type { ComponentType } from 'react';
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

export type ProductDef = {
  key: string;
  /** Every path under it belongs to this product's console. */
  prefix: string;
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
