// What a product and its actions are. Each product file exports a ProductDef whose `actions` object is checked
// with `satisfies Record<ItsActionNames, ActionDef>`, so a declared action without a handler does not compile.
import type { Cloud } from './cloud.js';
import type { Params } from './params.js';
import type { Rng } from './random.js';
import type { Tenant } from './state.js';
import type { VariantId } from './variants.js';
import type { Generation } from './console/kinds/generation.js';
import type { PageSpec } from './console/kinds/spec.js';

export type Service = 'Ecs' | 'Vpc' | 'Actiontrail' | 'Ram' | 'Rds' | 'Kms' | 'Cms' | 'Alidns' | 'FC' | 'Oss' | 'Slb' | 'Cdn';

export type Source = 'api' | 'console';

export interface ActionContext {
  params: Params;
  tenant: Tenant;
  cloud: Cloud;
  now: number;
  source: Source;
  /** The account's resource-ID stream. */
  rng: Rng;
  /** True when the account runs this UI variant and the call comes from the console. */
  variant(id: VariantId): boolean;
}

/** What building a resource needs: handlers pass their context, fixtures the same fields without a request. */
export type Maker = Pick<ActionContext, 'tenant' | 'rng' | 'now'>;

export interface ActionDef {
  rw: 'Read' | 'Write';
  /** Returns the response body without RequestId; throws ApiError for the cloud's errors. */
  handle(ctx: ActionContext): Record<string, unknown>;
}

export interface ProductDef {
  service: Service;
  version: string;
  /** The API endpoint: HostId of errors and eventSource of API calls. */
  endpoint: string;
  /** eventSource of calls made from the console. */
  consoleSource: string;
  actions: Record<string, ActionDef>;
  /**
   * ROA products (REST paths, JSON bodies, `{ErrorCode, ErrorMessage}` errors, no RequestId in the body) declare
   * their routes; the gateway matches the request's method and path against them (gateway/roa.ts).
   */
  roa?: RoaRoute[];
  /** The product's console as data: its key (the task `product`), today's pages, and its earlier generations. */
  console?: ConsoleDescription;
}

/**
 * What the console UI draws from (emulator/console/kinds) and what the catalogue serves: today's page
 * descriptions and the console generations (patches over them), read by the Node side as the same data.
 */
export interface ConsoleDescription {
  key: string;
  pages: PageSpec[];
  generations: Generation[];
}

/** One ROA route: `GET /2021-04-06/services/{serviceName}` -> action, with `{name}` path parameters. */
export interface RoaRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  action: string;
}
