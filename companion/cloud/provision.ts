// The `openapi` provisioning backend: Resource META created with SDK calls in dependency order, rolled back on
// failure, torn down at the end of the episode; plus on-demand creation for `request_resource`.
import type { RequiredResource } from '../../protocol/task';
import { guessResourceType, onDemandReport, type OnDemandReport, type ResourceRequest } from './onDemand';
import { BadReferenceError, expandAttributes, expandResourceRefs } from './references';
import { RESOURCE_TYPES, isResourceTypeName, type ResourceContext, type ResourceType, type ResourceTypeName } from './resources/index';
import { episodeTagsFor, tagParams, type Dependency } from './resources/types';
import { withRetry, type WaitOptions } from './retry';
import { CloudApiError, isTransient, type CloudClient } from './sdk';

export interface ProvisionContext {
  episodeId: string;
  /** The run the episode belongs to (a batch folder's name): tagged `aca:run`, found by `aca sweep --run`. */
  runId?: string;
  /** The episode's random suffix (`${rand}`), also used in default names. */
  rand: string;
  inputs: Record<string, string>;
  region: string;
  /** Expands the task's own references (`${rand}`, `${inputs.x}`, secrets); resource references come first. */
  expand: (s: string) => string;
  /** Waiting for Available / Running / deleted. Default 120 s, polled from 200 ms up to 3 s. */
  wait?: WaitOptions;
}

export interface ProvisionedResource {
  /** Cloud id (`vpc-…`). */
  id: string;
  name: string;
  type: string;
  attributes: Record<string, string>;
}

/** A resource teardown could not delete: it is still in the account and must be removed by hand or a sweep. */
export interface LeakedResource extends ProvisionedResource {
  localId: string;
  code: string;
  error: string;
}

export type ProvisionErrorCode = 'provision-failed' | 'unknown-resource-type' | 'bad-reference' | 'wrong-region';

export class ProvisionError extends Error {
  constructor(
    readonly code: ProvisionErrorCode,
    message: string,
    readonly details: {
      resourceId?: string;
      resourceType?: string;
      /** The cloud's error code when an API call failed. */
      apiCode?: string;
      /** Created resources that rollback could not delete. */
      leaked?: LeakedResource[];
    } = {},
  ) {
    super(message);
    this.name = 'ProvisionError';
  }
}

interface LedgerEntry {
  localId: string;
  resource: ProvisionedResource;
  /** Whether the resource carries the episode's tags (else only this ledger and its name say it is ours). */
  tagged: boolean;
}

const KNOWN = () => Object.keys(RESOURCE_TYPES).join(', ');

// Deleting a resource right after its dependents often fails for a while (DependencyViolation,
// IncorrectInstanceStatus while an instance still starts): retried like throttling.
export const retryableTeardown = (err: unknown) =>
  isTransient(err) ||
  (err instanceof CloudApiError && /^(DependencyViolation|Incorrect\w*Status|OperationConflict|TaskConflict|LastTokenProcessing|OperationFailed\.LastTokenProcessing)/.test(err.code)) ||
  (err as { code?: string })?.code === 'WaitTimeout';

export class OpenApiProvisioner {
  private readonly ledger: LedgerEntry[] = [];
  private ctx: ProvisionContext | undefined;
  private onDemandCount = 0;

  constructor(
    private readonly client: CloudClient,
    private readonly options: { teardownAttempts?: number } = {},
  ) {}

  /** Every resource created and not yet deleted, in creation order. */
  get resources(): Record<string, ProvisionedResource & { tagged: boolean }> {
    return Object.fromEntries(this.ledger.map((e) => [e.localId, { ...e.resource, tagged: e.tagged }]));
  }

  /**
   * Creates `requires` in order, each one's attributes expanded with the ones before (`${vpc.id}`). On failure
   * everything this call created is deleted again (reverse order) and a `ProvisionError` is thrown.
   */
  async provisionAll(requires: RequiredResource[], ctx: ProvisionContext): Promise<Record<string, ProvisionedResource>> {
    this.useContext(ctx);
    const unknown = requires.filter((r) => !isResourceTypeName(r.type));
    if (unknown.length) {
      const list = unknown.map((r) => `"${r.id}" has type "${r.type}"`).join('; ');
      throw new ProvisionError('unknown-resource-type', `Unknown resource type: ${list}. Known types: ${KNOWN()}.`, {
        resourceId: unknown[0].id,
        resourceType: unknown[0].type,
      });
    }
    const mark = this.ledger.length;
    const pending = new Set(requires.map((r) => r.id));
    for (const required of requires) {
      try {
        const attrs = expandAttributes(required.attributes, (s) => ctx.expand(expandResourceRefs(s, this.referable(), pending)));
        await this.createOne(required.id, required.type as ResourceTypeName, attrs, ctx);
        pending.delete(required.id);
      } catch (err) {
        throw await this.failAndRollBack(err, required.id, required.type, mark);
      }
    }
    return Object.fromEntries(this.ledger.slice(mark).map((e) => [e.localId, e.resource]));
  }

  /**
   * Creates what `request_resource` asked for, reusing or creating what it depends on (a vSwitch needs a VPC,
   * an instance a vSwitch and a security group of the same VPC), and reports it for the next observation.
   * On failure what this call created is rolled back and a `ProvisionError` is thrown.
   */
  async provisionOnDemand(request: ResourceRequest, ctx?: ProvisionContext): Promise<OnDemandReport> {
    const context = this.useContext(ctx ?? this.ctx);
    const type = request.resourceType ?? guessResourceType(request.description);
    if (!type || !isResourceTypeName(type)) {
      const what = type ? `type "${type}" is not in the catalog` : `no resource type recognized in "${request.description}"`;
      throw new ProvisionError('unknown-resource-type', `Cannot provision on demand: ${what}. Known types: ${KNOWN()}.`, {
        resourceType: type,
      });
    }
    const mark = this.ledger.length;
    try {
      const attrs = expandAttributes(request.attributes ?? {}, (s) => context.expand(expandResourceRefs(s, this.referable())));
      const target = await this.ensure(type, attrs, context);
      const deps = this.ledger.slice(mark).filter((e) => e !== target).map((e) => e.resource);
      return onDemandReport(target.resource, deps, context.region);
    } catch (err) {
      throw await this.failAndRollBack(err, `${type} (on demand)`, type, mark);
    }
  }

  /**
   * Deletes everything created, newest first, retrying transient and dependency errors. Returns what could not
   * be deleted (empty when nothing leaked); those stay in the ledger so another teardown can try again.
   */
  async teardown(): Promise<LeakedResource[]> {
    return this.destroyFrom(0);
  }

  /** Creates `type`, first reusing or creating each dependency whose parameter `attrs` does not give. */
  private async ensure(type: ResourceTypeName, attrs: Record<string, string>, ctx: ProvisionContext): Promise<LedgerEntry> {
    const def: ResourceType = RESOURCE_TYPES[type];
    const resolved: Record<string, LedgerEntry | undefined> = {};
    for (const dep of def.dependencies as readonly Dependency[]) {
      if (attrs[dep.param]) {
        resolved[dep.param] = this.ledger.find((e) => e.resource.id === attrs[dep.param]);
        continue;
      }
      // `sameAs: {VpcId: 'VSwitchId.VpcId'}`: the dependency must share the VPC of the vSwitch resolved before.
      const constraints: Record<string, string> = {};
      for (const [attr, source] of Object.entries(dep.sameAs ?? {})) {
        const [param, field] = source.split('.');
        const value = resolved[param]?.resource.attributes[field];
        if (value) constraints[attr] = value;
      }
      const reuse = [...this.ledger]
        .reverse()
        .find((e) => e.resource.type === dep.type && Object.entries(constraints).every(([k, v]) => e.resource.attributes[k] === v));
      const entry = reuse ?? (await this.ensure(dep.type as ResourceTypeName, constraints, ctx));
      attrs[dep.param] = entry.resource.id;
      resolved[dep.param] = entry;
    }
    return this.createOne(`${type}_${++this.onDemandCount}`, type, attrs, ctx);
  }

  private async createOne(localId: string, type: ResourceTypeName, attrs: Record<string, string>, ctx: ProvisionContext) {
    const def: ResourceType = RESOURCE_TYPES[type];
    const params = { ...attrs };
    if (!params[def.nameParam]) params[def.nameParam] = `aca-${ctx.rand}-${localId}`.replace(/_/g, '-');
    if (def.tagging === 'Tag.N') Object.assign(params, tagParams(params, episodeTagsFor(ctx.episodeId, ctx.runId)));
    const resource = await def.create(this.client, params, this.resourceContext(ctx));
    // Recorded before verifying, so that a resource that does not verify is rolled back too.
    const entry: LedgerEntry = { localId, resource: { ...resource, type }, tagged: def.tagging !== 'none' };
    this.ledger.push(entry);
    if (!(await def.verify(this.client, resource, this.resourceContext(ctx)))) {
      throw new Error(`${type} ${resource.id} was created but does not verify (not found or not in its usable state).`);
    }
    return entry;
  }

  /** Rolls back what was created since `mark` and describes the failure as a `ProvisionError`. */
  private async failAndRollBack(err: unknown, resourceId: string, type: string, mark: number): Promise<ProvisionError> {
    const attempted = this.ledger.length - mark;
    const leaked = await this.destroyFrom(mark);
    if (err instanceof ProvisionError) return err;
    const api = err instanceof CloudApiError ? `${err.code}: ${err.apiMessage}` : errorText(err);
    const rollback =
      `Rolled back ${attempted - leaked.length} resource(s) created before` +
      (leaked.length ? `; could NOT delete ${leaked.map((l) => `${l.type} ${l.id} (${l.code})`).join(', ')}` : '') +
      '.';
    const code = err instanceof BadReferenceError ? 'bad-reference' : 'provision-failed';
    return new ProvisionError(code, `Could not create resource "${resourceId}" (type ${type}): ${api} ${rollback}`, {
      resourceId,
      resourceType: type,
      apiCode: err instanceof CloudApiError ? err.code : (err as { code?: string })?.code,
      leaked,
    });
  }

  /** Destroys the ledger's entries from index `mark` on, newest first; returns what could not be deleted. */
  private async destroyFrom(mark: number): Promise<LeakedResource[]> {
    const leaked: LeakedResource[] = [];
    for (const entry of this.ledger.slice(mark).reverse()) {
      const def: ResourceType = RESOURCE_TYPES[entry.resource.type as ResourceTypeName];
      try {
        await withRetry(() => def.destroy(this.client, entry.resource, this.resourceContext(this.ctx)), retryableTeardown, {
          maxAttempts: this.options.teardownAttempts ?? 5,
          baseDelayMs: 500,
        });
        this.ledger.splice(this.ledger.indexOf(entry), 1);
      } catch (err) {
        const code = err instanceof CloudApiError ? err.code : ((err as { code?: string })?.code ?? 'Error');
        leaked.push({ ...entry.resource, localId: entry.localId, code, error: errorText(err) });
      }
    }
    return leaked;
  }

  private referable() {
    return Object.fromEntries(this.ledger.map((e) => [e.localId, e.resource]));
  }

  private useContext(ctx: ProvisionContext | undefined): ProvisionContext {
    if (!ctx) throw new Error('OpenApiProvisioner needs a context: call provisionAll first or pass one.');
    if (ctx.region !== this.client.regionId) {
      throw new ProvisionError('wrong-region', `The episode's region is ${ctx.region} but the SDK client is for ${this.client.regionId}.`);
    }
    this.ctx = ctx;
    return ctx;
  }

  private resourceContext(ctx: ProvisionContext | undefined): ResourceContext {
    const episodeId = ctx?.episodeId ?? 'unknown';
    return { episodeId, region: this.client.regionId, wait: ctx?.wait, tags: episodeTagsFor(episodeId, ctx?.runId) };
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

