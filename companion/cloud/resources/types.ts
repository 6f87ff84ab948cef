// The shape every resource type of the catalog has: Resource META's create, verify and destroy, over the SDK.
import type { CloudClient } from '../sdk';
import type { WaitOptions } from '../retry';

/** Tag key that marks a resource as created by us; its value is the episode id. */
export const EPISODE_TAG_KEY = 'aca:episode';
/** Tag key naming the run (a batch folder's name) the episode belongs to. */
export const RUN_TAG_KEY = 'aca:run';

/** The tags an episode marks what it creates with: `aca:episode=<id>` and, in a run, `aca:run=<run>`. */
export const episodeTagsFor = (episodeId: string, runId?: string): Record<string, string> => ({
  [EPISODE_TAG_KEY]: episodeId,
  ...(runId ? { [RUN_TAG_KEY]: runId } : {}),
});

/** What a resource type needs to know about the episode it provisions for. */
export interface ResourceContext {
  episodeId: string;
  region: string;
  /** Waiting for asynchronous states (Available, Running, gone). */
  wait?: WaitOptions;
  /** The episode's tags; a type with `tagging: 'own'` applies them in `create`. */
  tags?: Record<string, string>;
}

/**
 * How a resource type carries the episode's tags:
 * - `Tag.N`: its create call takes `Tag.N.Key`/`Tag.N.Value`; the provisioner adds them to the parameters.
 * - `own`: its `create` applies `ctx.tags` itself (a JSON `Tags` parameter, or a tagging call right after it).
 * - `none`: the cloud cannot tag it (a sub-resource, or a product without tags); its name and the provisioner's
 *   ledger are what say it is ours.
 */
export type Tagging = 'Tag.N' | 'own' | 'none';

/** A created resource: its cloud id, its name, and what later values may refer to (`${vpc.VRouterId}`). */
export interface CreatedResource {
  id: string;
  name: string;
  attributes: Record<string, string>;
}

/** An attribute this type needs from another resource, created (or reused) on demand when missing. */
export interface Dependency {
  /** The parameter that receives the other resource's id, e.g. `VpcId`. */
  param: string;
  type: string;
  /** Attributes the dependency must share with ones already resolved (a security group in the vSwitch's VPC). */
  sameAs?: Record<string, string>;
}

export interface ResourceType {
  /** Catalog name: the Terraform type without `alicloud_`. */
  type: string;
  description: string;
  /** The OpenAPI parameter that names the resource (`VpcName`); defaulted to `aca-<rand>-<id>` when absent. */
  nameParam: string;
  /** How it is tagged (`Tag.N`, `own` or `none`). */
  tagging: Tagging;
  /** Resources to create first when their parameter is not given (on-demand provisioning). */
  dependencies: Dependency[];
  /** Where a person finds it in the console, for on-demand reports. */
  consolePath: string;
  /** Creates the resource from OpenAPI parameters (strings) and waits until it is usable. */
  create(client: CloudClient, attrs: Record<string, string>, ctx: ResourceContext): Promise<CreatedResource>;
  /** True when the resource exists and is in its usable state. */
  verify(client: CloudClient, resource: CreatedResource, ctx: ResourceContext): Promise<boolean>;
  /** Deletes the resource and waits until it is gone; a resource already gone is not an error. */
  destroy(client: CloudClient, resource: CreatedResource, ctx: ResourceContext): Promise<void>;
  /**
   * Every resource of this type in the account and region, all pages, with what `destroy` needs in `attributes`
   * (for the sweep). Child types (a listener, a record, a function) are listed through their parents. Resources
   * already on their way out (a KMS key pending deletion) are left out.
   */
  list(client: CloudClient, ctx: ResourceContext): Promise<ListedResource[]>;
  /** For child types: the type whose resources hold them and are listed to find them (`nat_gateway` for snat_entry). */
  parent?: string;
  /**
   * For types ECS prices: the ECS DescribePrice parameters (without RegionId and PriceUnit) that quote one created
   * from these attributes, pay-as-you-go per hour. The plan of a run in a person's own account shows the quote.
   */
  quote?(attrs: Record<string, string>): Record<string, string>;
}

/** A resource found by `list`: its id, the name a person recognises, its tags, what `destroy` needs. */
export interface ListedResource extends CreatedResource {
  tags: Record<string, string>;
}

/** `Tag.N` entries for `tags`, numbered after any tags the attributes already hold. */
export function tagParams(attrs: Record<string, string>, tags: Record<string, string>): Record<string, string> {
  let n = 1;
  while (attrs[`Tag.${n}.Key`] !== undefined) n++;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    out[`Tag.${n}.Key`] = key;
    out[`Tag.${n}.Value`] = value;
    n++;
  }
  return out;
}

/** Not-found answers when deleting or describing: the resource is already gone. */
export const isNotFound = (err: unknown) =>
  /NotFound|NotExist|not\.?found/i.test(String((err as { code?: unknown })?.code ?? ''));

/** What `call` answers, or undefined when the cloud says the resource does not exist (any other error is thrown). */
export async function unlessGone<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/** The first element of `body[a][b]` (the cloud nests lists as `Vpcs.Vpc[]`). */
export function listOf<T = Record<string, unknown>>(body: Record<string, unknown>, outer: string, inner: string): T[] {
  const wrapper = body[outer] as Record<string, unknown> | undefined;
  const list = wrapper?.[inner];
  return Array.isArray(list) ? (list as T[]) : [];
}

/** Stringifies the scalar fields of a response object for `attributes`. */
export function scalarFields(obj: Record<string, unknown>, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = obj[name];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[name] = String(v);
  }
  return out;
}
