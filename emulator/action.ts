// What a product and its actions are. Each product file exports a ProductDef whose `actions` object is checked
// with `satisfies Record<ItsActionNames, ActionDef>`, so a declared action without a handler does not compile.
import type { Cloud } from './cloud.js';
import type { Params } from './params.js';
import type { Rng } from './random.js';
import type { Tenant } from './state.js';
import type { VariantId } from './variants.js';

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

/**
 * What a write does to what it names when it destroys something a person would want back (absent: harmless):
 * `delete` removes a resource or a piece of its configuration; `release` gives a billed resource back (the console
 * says Release); `disable` turns off something others rely on until it is enabled again (a key, an AccessKey, a rule,
 * a DNS record, logging, a domain's acceleration, versioning, delete protection, HTTPS); `detach` cuts an association
 * or a grant (a disk from an instance, a policy from a user, an EIP from its instance); `overwrite` replaces data
 * with other data (a disk rolled back to a snapshot); `reset` replaces a credential (a password). Stopping or
 * restarting a running instance, listener or database interrupts it and loses nothing: not marked.
 */
export type Effect = 'delete' | 'release' | 'disable' | 'detach' | 'overwrite' | 'reset';

/** An effect that holds only for some requests: `when` a parameter has one of the values (`'*'`: is present at all). */
export interface ConditionalEffect {
  effect: Effect;
  when: Record<string, string[]>;
}

export interface ActionDef {
  rw: 'Read' | 'Write';
  /** What the action destroys (served in `GET /__emulator/catalog`; the guard test's ground truth). Absent: harmless. */
  effect?: Effect | ConditionalEffect;
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
}

/** One ROA route: `GET /2021-04-06/services/{serviceName}` -> action, with `{name}` path parameters. */
export interface RoaRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  action: string;
}
