// The products the emulator serves: the one list every other list of products is derived from (the gateway's
// Version and ROA routing, the console API's product names, the console's routes and its "Products and Services"
// menu, the catalogue, the served-actions table, the variants manifest, fixtures, backfilled history). Plain data:
// the Node side (product-modules.ts) loads each entry's `products/<key>/index.ts`, the console's vite build imports
// this file and collects `products/<key>/console/index.ts`. Adding a product is its folder and one line here
// (emulator/README.md, "Adding a product"). The order is the order of the console's products menu.

export interface RegistryEntry {
  /** The task `product` key, and the product's folder: `products/<key>/`. */
  key: string;
  /**
   * The OpenAPI service name: the ActionTrail `serviceName` of its events, the console API's `product`, and the
   * name in error bodies.
   */
  service: string;
  /** Where its console lives: every page path under it is this product's (`/ecs`, `/ecs/instances/…`). */
  console: string;
}

export const registry = [
  { key: 'ecs', service: 'Ecs', console: '/ecs' },
  { key: 'vpc', service: 'Vpc', console: '/vpc' },
  { key: 'ram', service: 'Ram', console: '/ram' },
  { key: 'cms', service: 'Cms', console: '/cms' },
  { key: 'kms', service: 'Kms', console: '/kms' },
  { key: 'oss', service: 'Oss', console: '/oss' },
  { key: 'dns', service: 'Alidns', console: '/dns' },
  { key: 'rds', service: 'Rds', console: '/rds' },
  { key: 'slb', service: 'Slb', console: '/slb' },
  { key: 'fc', service: 'FC', console: '/fc' },
  { key: 'cdn', service: 'Cdn', console: '/cdn' },
  { key: 'actiontrail', service: 'Actiontrail', console: '/actiontrail' },
] as const satisfies readonly RegistryEntry[];

/** A product key of the registry (`ecs`, `dns`, …). */
export type ProductKey = (typeof registry)[number]['key'];

/** A service name of the registry (`Ecs`, `Alidns`, `FC`, …). */
export type Service = (typeof registry)[number]['service'];
