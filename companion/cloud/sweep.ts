// The sweep: finds what episodes left in an account (resources the agent created in the console, resources of an
// episode whose companion was killed) through every resource type's `list`, and deletes what matches, dependents
// first. It never touches a resource that matches nothing: a user's own resources stay.
import { retryableTeardown } from './provision';
import { RESOURCE_TYPES, EPISODE_TAG_KEY, RUN_TAG_KEY, type ListedResource, type ResourceContext, type ResourceType, type ResourceTypeName } from './resources/index';
import { withRetry, type WaitOptions } from './retry';
import { CloudApiError, type CloudClient } from './sdk';

/** Which resources are ours; a resource matches when any criterion given matches. */
export interface SweepMatch {
  /** Tagged `aca:episode`: `true` for any value, a string for that episode id only. */
  tagged?: boolean | string;
  /** Tagged `aca:run` with this run id (a batch folder's name): every episode of that run. */
  run?: string;
  /** Names starting with this: `aca-`, the provisioner's default names. */
  namePrefix?: string;
  /** Names containing this token: an episode's `${rand}` (6 hex characters; at least 4). */
  nameContains?: string;
  /** Whole names a task gives its resources (`doc-vpc-${rand}` as `^doc-vpc-[0-9a-f]{6}$`): see `taskNamePatterns`. */
  namePatterns?: RegExp[];
}

export interface SweepOptions {
  /**
   * Default `{ tagged: true, namePrefix: 'aca-' }`: everything any episode made, in any account. Several matches:
   * a resource is taken when any of them selects it.
   */
  match?: SweepMatch | SweepMatch[];
  /** List what matches without deleting anything. */
  dryRun?: boolean;
  /** The region swept; must be the client's. */
  region: string;
  /** Waiting for deletions (instances, RDS instances, NAT gateways). */
  wait?: WaitOptions;
  /** Attempts per resource on dependency, status and throttling errors. Default 5. */
  attempts?: number;
  /** Called as each resource is found, deleted or fails (the CLI prints these as JSON lines). */
  onEvent?: (event: SweepEvent) => void;
}

export interface SweptResource {
  type: ResourceTypeName;
  id: string;
  name: string;
  tags: Record<string, string>;
  attributes: Record<string, string>;
}

/** A resource that could not be deleted, or a type that could not be listed (`id` `*`). */
export interface SweepFailure {
  type: string;
  id: string;
  name: string;
  code: string;
  error: string;
}

export type SweepEvent = ({ event: 'found' | 'deleted' } & SweptResource) | ({ event: 'failed' } & SweepFailure);

export interface SweepResult {
  /** How many resources matched. */
  found: number;
  matched: SweptResource[];
  /** Empty on a dry run. */
  deleted: SweptResource[];
  failed: SweepFailure[];
}

export class SweepError extends Error {
  constructor(
    readonly code: 'bad-match' | 'wrong-region' | 'dependency-cycle',
    message: string,
  ) {
    super(message);
    this.name = 'SweepError';
  }
}

/**
 * Deletion order beyond the types' `dependencies` and `parent`: associations the catalog does not declare.
 * `[a, b]`: a is deleted before b.
 */
const ALSO_BEFORE: Array<[ResourceTypeName, ResourceTypeName]> = [
  ['snat_entry', 'eip'], // an SNAT entry translates to the EIP's address
  ['eip', 'instance'], // an EIP associated with an instance or a NAT gateway
  ['eip', 'nat_gateway'],
  ['common_bandwidth_package', 'eip'], // an EIP in an Internet Shared Bandwidth instance is not released
  ['slb_load_balancer', 'vswitch'], // an intranet CLB sits in a vSwitch
  ['disk', 'instance'], // a data disk attached to an instance
  ['instance', 'ecs_deployment_set'], // an instance in a deployment set, which cannot be deleted while it holds one
  ['ecs_network_interface', 'instance'], // a secondary ENI bound to an instance
];

/**
 * The order the sweep deletes types in: a type comes before every type it depends on (`dependencies`), before
 * its `parent`, and as `ALSO_BEFORE` says; ties keep the catalog's order. This is a topological sort of the
 * "must be gone first" graph (Kahn's algorithm); a cycle is a catalog error.
 */
export function deletionOrder(): ResourceTypeName[] {
  const names = Object.keys(RESOURCE_TYPES) as ResourceTypeName[];
  const mustWaitFor = new Map(names.map((n) => [n, new Set<ResourceTypeName>()]));
  const edge = (first: string, then: string) => {
    if (first !== then && mustWaitFor.has(then as ResourceTypeName)) mustWaitFor.get(then as ResourceTypeName)!.add(first as ResourceTypeName);
  };
  for (const name of names) {
    const def: ResourceType = RESOURCE_TYPES[name];
    for (const dep of def.dependencies) edge(name, dep.type);
    if (def.parent) edge(name, def.parent);
  }
  for (const [first, then] of ALSO_BEFORE) edge(first, then);
  const order: ResourceTypeName[] = [];
  while (order.length < names.length) {
    const next = names.find((n) => !order.includes(n) && [...mustWaitFor.get(n)!].every((m) => order.includes(m)));
    if (!next) throw new SweepError('dependency-cycle', `The resource types' dependencies form a cycle among: ${names.filter((n) => !order.includes(n)).join(', ')}.`);
    order.push(next);
  }
  return order;
}

/** True when the resource is ours by the match's episode tag, run tag, name prefix, name token or task name. */
export function matches(resource: Pick<ListedResource, 'name' | 'tags'>, match: SweepMatch): boolean {
  const tag = resource.tags[EPISODE_TAG_KEY];
  if (match.tagged !== undefined && match.tagged !== false && tag !== undefined && (match.tagged === true || tag === match.tagged)) return true;
  if (match.run && resource.tags[RUN_TAG_KEY] === match.run) return true;
  if (match.namePrefix && resource.name.startsWith(match.namePrefix)) return true;
  if (match.nameContains && resource.name.includes(match.nameContains)) return true;
  return Boolean(match.namePatterns?.some((p) => p.test(resource.name)));
}

const describeMatch = (m: SweepMatch) => JSON.stringify({ ...m, ...(m.namePatterns ? { namePatterns: `${m.namePatterns.length} task name pattern(s)` } : {}) });

function checkMatch(match: SweepMatch): void {
  const problems: string[] = [];
  if (match.namePrefix !== undefined && match.namePrefix.length < 2) problems.push(`namePrefix "${match.namePrefix}" is too short (it would match nearly everything)`);
  if (match.nameContains !== undefined && match.nameContains.length < 4) problems.push(`nameContains "${match.nameContains}" is shorter than 4 characters`);
  if (typeof match.tagged === 'string' && !match.tagged) problems.push('tagged is an empty episode id');
  if (match.run !== undefined && !match.run) problems.push('run is an empty run id');
  if (match.namePatterns?.some((p) => p.test(''))) problems.push('a name pattern matches the empty name');
  if (!match.tagged && !match.run && !match.namePrefix && !match.nameContains && !match.namePatterns?.length) {
    problems.push('no criterion: give tagged, run, namePrefix, nameContains or namePatterns');
  }
  if (problems.length) throw new SweepError('bad-match', `Sweep match ${describeMatch(match)}: ${problems.join('; ')}.`);
}

const errorCode = (err: unknown) => (err instanceof CloudApiError ? err.code : ((err as { code?: string })?.code ?? 'Error'));
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs `fn` over `items`, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  }));
}

/**
 * Every resource of every catalog type in the client's account and region, ours or not: what a leak check
 * expects to be empty in an account that started empty.
 */
export async function listEverything(client: CloudClient): Promise<SweptResource[]> {
  const ctx: ResourceContext = { episodeId: 'inventory', region: client.regionId };
  const all: SweptResource[] = [];
  await inPool(deletionOrder(), 4, async (type) => {
    const def: ResourceType = RESOURCE_TYPES[type];
    for (const r of await def.list(client, ctx)) all.push({ type, id: r.id, name: r.name, tags: r.tags, attributes: r.attributes });
  });
  return all;
}

/**
 * Lists every resource type, keeps what `match` selects and (unless `dryRun`) deletes it in `deletionOrder()`,
 * each deletion retried like the provisioner's teardown; what still fails gets a second pass once everything
 * else is gone (an undeclared dependency may have been in the way). Types that cannot be listed are failures.
 */
export async function sweep(client: CloudClient, options: SweepOptions): Promise<SweepResult> {
  const all = [options.match ?? { tagged: true, namePrefix: 'aca-' }].flat();
  if (!all.length) throw new SweepError('bad-match', 'Sweep needs at least one match.');
  all.forEach(checkMatch);
  const ours = (r: Pick<ListedResource, 'name' | 'tags'>) => all.some((m) => matches(r, m));
  if (options.region !== client.regionId) {
    throw new SweepError('wrong-region', `The sweep's region is ${options.region} but the SDK client is for ${client.regionId}.`);
  }
  const ctx: ResourceContext = { episodeId: 'sweep', region: options.region, wait: options.wait };
  const emit = options.onEvent ?? (() => undefined);
  const failed: SweepFailure[] = [];
  const fail = (f: SweepFailure) => {
    failed.push(f);
    emit({ event: 'failed', ...f });
  };

  const order = deletionOrder();
  const byType = new Map<ResourceTypeName, SweptResource[]>();
  await inPool(order, 4, async (type) => {
    const def: ResourceType = RESOURCE_TYPES[type];
    try {
      const found = (await def.list(client, ctx)).filter(ours);
      byType.set(type, found.map((r) => ({ type, id: r.id, name: r.name, tags: r.tags, attributes: r.attributes })));
    } catch (err) {
      fail({ type, id: '*', name: '(list)', code: errorCode(err), error: `could not list ${type}: ${errorText(err)}` });
    }
  });
  const matched = order.flatMap((t) => byType.get(t) ?? []);
  for (const r of matched) emit({ event: 'found', ...r });
  if (options.dryRun) return { found: matched.length, matched, deleted: [], failed };

  const deleted: SweptResource[] = [];
  const destroy = async (r: SweptResource) => {
    const def: ResourceType = RESOURCE_TYPES[r.type];
    await withRetry(() => def.destroy(client, r, ctx), retryableTeardown, { maxAttempts: options.attempts ?? 5, baseDelayMs: 500 });
    deleted.push(r);
    emit({ event: 'deleted', ...r });
  };
  let pending = matched;
  for (const pass of [1, 2]) {
    const again: Array<{ r: SweptResource; err: unknown }> = [];
    for (const type of order) {
      await inPool(pending.filter((r) => r.type === type), 4, (r) => destroy(r).catch((err: unknown) => void again.push({ r, err })));
    }
    if (pass === 2 || !again.length) {
      for (const { r, err } of again) fail({ type: r.type, id: r.id, name: r.name, code: errorCode(err), error: errorText(err) });
      break;
    }
    pending = again.map((a) => a.r);
  }
  return { found: matched.length, matched, deleted, failed };
}

export interface SweepEpisodeOptions {
  /** The episode id its provisioned resources are tagged with (`aca:episode`). */
  episodeId?: string;
  /** The episode's `${rand}`: task-named and agent-created resources carry it in their names. */
  rand?: string;
  region: string;
  dryRun?: boolean;
  wait?: WaitOptions;
  onEvent?: (event: SweepEvent) => void;
}

/**
 * What one episode left: resources tagged with its id or whose name contains its rand. For teardown after each
 * episode, and for the episodes of a killed run. Other episodes' resources and the user's stay.
 */
export async function sweepEpisode(client: CloudClient, options: SweepEpisodeOptions): Promise<SweepResult> {
  const { episodeId, rand, ...rest } = options;
  if (!episodeId && !rand) throw new SweepError('bad-match', 'sweepEpisode needs the episode id or its rand (or both).');
  return sweep(client, { ...rest, match: { ...(episodeId ? { tagged: episodeId } : {}), ...(rand ? { nameContains: rand } : {}) } });
}
