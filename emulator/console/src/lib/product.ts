import type { ComponentType } from 'react';
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
  routes: RouteDef[];
};
