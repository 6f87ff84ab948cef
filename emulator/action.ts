// What a product and its actions are. Each product folder's index.ts exports a ProductDef as `product`, whose
// `actions` object is checked with `satisfies Record<ItsActionNames, ActionDef>`, so a declared action without a
// handler does not compile; its line in registry.ts gives it its key, service name and console path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountHooks, Cloud } from './cloud.js';
import type { Params } from './params.js';
import type { Rng } from './random.js';
import type { ProductKey, RegistryEntry, Service } from './registry.js';
import type { Tenant } from './state.js';
import type { VariantId } from './variants.js';
import type { Generation } from './console/kinds/generation.js';
import type { PageSpec } from './console/kinds/spec.js';

export type { ProductKey, Service };

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
  /** True when the account's console is this earlier generation (or a variant over it) and the call comes from the console. */
  generation(id: string): boolean;
  /** Who signed the call: its AccessKey, and the RAM user it belongs to (absent for the account's own keys). */
  caller: { accessKeyId: string; user?: { UserId: string; UserName: string } };
}

/** What building a resource needs: handlers pass their context, fixtures the same fields without a request. */
export type Maker = Pick<ActionContext, 'tenant' | 'rng' | 'now'>;

/**
 * What a write does to what it names when it destroys something a person would want back (absent: harmless):
 * `delete` removes a resource or a piece of its configuration; `release` gives a billed resource back (the console
 * says Release); `disable` turns off something others rely on until it is enabled again (a key, an AccessKey, a rule,
 * a DNS record, logging, a domain's acceleration, versioning, delete protection, HTTPS); `detach` cuts an association
 * or a grant (a disk from an instance, a policy from a user, an EIP from its instance); `overwrite` replaces data
 * with other data (a disk rolled back to a snapshot); `reset` replaces a credential (a password); `charge` places an
 * order that spends money (a renewal, a switch to subscription, auto-renewal turned on). Stopping or
 * restarting a running instance, listener or database interrupts it and loses nothing: not marked.
 */
export type Effect = 'delete' | 'release' | 'disable' | 'detach' | 'overwrite' | 'reset' | 'charge';

/**
 * An effect that holds only for some requests: `when` a parameter has one of the values (`'*'`: is present at all;
 * `'~text'`: holds `text` somewhere, for a parameter that carries JSON, as CDN's `Functions` does).
 */
export interface ConditionalEffect {
  effect: Effect;
  when: Record<string, string[]>;
}

export interface ActionDef {
  rw: 'Read' | 'Write';
  /** Any valid key may call it, whatever its RAM policies say (STS GetCallerIdentity). */
  anyCaller?: boolean;
  /** What the action destroys (served in `GET /__emulator/catalog`; the guard test's ground truth). Absent: harmless. */
  effect?: Effect | ConditionalEffect;
  /** Returns the response body without RequestId; throws ApiError for the cloud's errors. */
  handle(ctx: ActionContext): Record<string, unknown>;
}

/**
 * A product module: what `products/<key>/index.ts` exports as `product` (its identity is its registry line). Its
 * account hooks (`init`, `settle`, `keyOwner`, `authorize`) are the cloud's (cloud.ts).
 */
export interface ProductDef extends AccountHooks {
  version: string;
  /** A product that serves two API versions (Function Compute 2.0 and 3.0): the version a call was made to. */
  apiVersionOf?(action: string, params: Record<string, string>): string;
  /**
   * Another OpenAPI service this product's module serves beside its own, with no console of its own (RAM serves
   * STS): the gateway routes its version here, its calls are that service's in errors and ActionTrail.
   */
  alsoServes?: SideApi[];
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
  /** False for an API that takes no RegionId (RAM, ActionTrail here): console calls then get no session region. */
  takesRegion?: boolean;
  /** Resources a new account may start with: `fixtures` of `POST /__emulator/accounts`. */
  fixtures?: Fixtures;
  /** Everyday calls that backfilled ActionTrail history is made of (`POST /__emulator/accounts/:id/events`). */
  history?: HistoryCall[];
  /** A front end of its own on the emulator's port (OSS's REST/XML API): it claims requests before the RPC gateway. */
  front?: FrontEnd;
  /** The product's console as data: its key (the task `product`), today's pages (if described), and its earlier generations. */
  described?: ConsoleDescription;
}

/** An OpenAPI service served by another product's module (`ProductDef.alsoServes`). */
export interface SideApi {
  /** Its service name in error bodies and ActionTrail (`Sts`). */
  service: string;
  version: string;
  endpoint: string;
  actions: Record<string, ActionDef>;
}

/** A product as the emulator serves it: its module joined with its registry line (product-modules.ts). */
export interface Product extends ProductDef, RegistryEntry {
  key: ProductKey;
  service: Service;
}

export interface Fixtures {
  /** The counts it takes, each with its maximum (`{instances: 500}`). */
  counts: Record<string, number>;
  /** Puts the resources in the account: state, not calls (no ActionTrail events). */
  seed(cloud: Cloud, tenant: Tenant, counts: Partial<Record<string, number>>): void;
}

/** One kind of backfilled event: a call naming one resource (`InstanceId` = `i-hist…`, of type `ACS::ECS::Instance`). */
export interface HistoryCall {
  action: string;
  rw: 'Read' | 'Write';
  /** The request parameter that names the resource. */
  key: string;
  /** Its ActionTrail resource type. */
  type: string;
  /** The made-up resource names start with this. */
  prefix: string;
}

export interface FrontEnd {
  claims(req: IncomingMessage, url: URL): boolean;
  handle(cloud: Cloud, product: Product, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/**
 * What the console UI draws from (emulator/console/kinds) and what the catalogue serves: today's page
 * descriptions and the console generations (patches over them), read by the Node side as the same data. A product
 * whose console is drawn by hand (React pages, labels from its vocabulary) has no `pages`: its generations change
 * only labels, navigation and the flags its pages test.
 */
export interface ConsoleDescription {
  key: string;
  pages?: PageSpec[];
  generations: Generation[];
}

/** One ROA route: `GET /2021-04-06/services/{serviceName}` -> action, with `{name}` path parameters. */
export interface RoaRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  action: string;
}
