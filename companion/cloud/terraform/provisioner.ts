// The `terraform` provisioning backend: renders a root module for the episode, runs `init` and `apply`, reads the
// outputs into the same shapes as the `openapi` backend, rolls back with `destroy` when apply fails, and destroys
// everything at teardown. Chosen only when `ACA_TERRAFORM` names a terraform binary (`terraformBinary`).
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RequiredResource } from '../../../protocol/task';
import { ProvisionError, type LeakedResource, type ProvisionContext, type ProvisionedResource, type ProvisionErrorCode } from '../provision';
import { RenderError, renderRootModule, type RenderProblem } from './render';
import { TerraformError, TerraformRunner, type OperationResult, type TerraformRunnerOptions } from './runner';
import { errorText, type OutputValue, type StreamSummary } from './stream';

/**
 * The terraform executable configured by `ACA_TERRAFORM` (a path), or undefined: callers then use the openapi
 * backend. A `terraform` on PATH is deliberately not picked up: one that cannot download the alicloud provider
 * would fail every episode, so the backend is only used when someone chose it.
 */
export function terraformBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.ACA_TERRAFORM?.trim();
  if (!configured) return undefined;
  if (!path.isAbsolute(configured)) {
    throw new ProvisionError('provision-failed', `ACA_TERRAFORM must be an absolute path to a terraform executable, got "${configured}".`);
  }
  try {
    accessSync(configured, constants.X_OK);
  } catch {
    throw new ProvisionError('provision-failed', `ACA_TERRAFORM is "${configured}", which is not an executable file.`);
  }
  return configured;
}

export interface TerraformProvisionerOptions {
  binary: string;
  /** The episode's own folder; `main.tf` and the state are written there. */
  workDir: string;
  /** The account's AccessKey, passed to terraform as ALICLOUD_ACCESS_KEY / ALICLOUD_SECRET_KEY. */
  credentials: { accessKeyId: string; accessKeySecret: string };
  /** The emulator (`127.0.0.1:PORT`); absent for the real cloud. */
  endpoint?: string;
  /** Default `terraform/modules` of this repository. */
  modulesDir?: string;
  timeouts?: TerraformRunnerOptions['timeouts'];
  /** More environment for terraform (`TF_PLUGIN_CACHE_DIR`, `TF_LOG`...); credentials come from `credentials`. */
  env?: Record<string, string>;
}

const PROBLEM_CODES: Record<RenderProblem, ProvisionErrorCode> = {
  'unknown-type': 'unknown-resource-type',
  'bad-reference': 'bad-reference',
  'unknown-input': 'provision-failed',
  'duplicate-id': 'provision-failed',
};

export class TerraformProvisioner {
  private provisioned: Record<string, ProvisionedResource> = {};
  private runner: TerraformRunner | undefined;

  constructor(private readonly options: TerraformProvisionerOptions) {}

  /** Every resource created and not yet destroyed, by local id. */
  get resources(): Record<string, ProvisionedResource> {
    return { ...this.provisioned };
  }

  /**
   * Creates `requires` with one `terraform apply` (once per provisioner). When apply fails, `destroy` removes what it created and a
   * `ProvisionError` names the failing resource (from the diagnostics) and what could not be removed.
   */
  async provisionAll(requires: RequiredResource[], ctx: ProvisionContext): Promise<Record<string, ProvisionedResource>> {
    // One root module per work dir: applying a second one would destroy what the first created.
    if (Object.keys(this.provisioned).length) {
      throw new ProvisionError('provision-failed', `This TerraformProvisioner already holds resources in ${this.options.workDir}: tear down first, or use another work dir.`);
    }
    let rendered;
    try {
      rendered = renderRootModule(requires, ctx, { workDir: this.options.workDir, modulesDir: this.options.modulesDir, endpoint: this.options.endpoint });
    } catch (err) {
      if (!(err instanceof RenderError)) throw err;
      const type = requires.find((r) => r.id === err.resourceId)?.type;
      throw new ProvisionError(PROBLEM_CODES[err.problem], err.message, { resourceId: err.resourceId, resourceType: type });
    }
    mkdirSync(this.options.workDir, { recursive: true });
    writeFileSync(path.join(this.options.workDir, 'main.tf'), rendered.mainTf);
    const secrets = Object.fromEntries(Object.entries(rendered.secretVariables).map(([k, v]) => [`TF_VAR_${k}`, v]));
    const runner = this.runnerWith(secrets);

    try {
      await runner.init();
    } catch (err) {
      throw new ProvisionError('provision-failed', `terraform init failed: ${message(err)}`);
    }
    const applied = await runner.apply().catch((err: unknown) => err as TerraformError);
    if (applied instanceof Error || applied.exitCode !== 0) {
      const summary = applied instanceof Error ? undefined : applied.summary;
      const failing = summary ? failingModule(summary) : undefined;
      const leaked = await this.rollBack(requires, summary);
      const why = summary ? errorText(summary) || lastLines(applied as { stderr: string }) : message(applied);
      const rollback = leaked.length ? ` Rollback could NOT delete: ${leaked.map((l) => `${l.localId} (${l.type} ${l.id})`).join(', ')}.` : ' Everything it created was destroyed again.';
      throw new ProvisionError('provision-failed', `terraform apply failed${failing ? ` at resource "${failing}"` : ''}: ${why}.${rollback}`, {
        resourceId: failing,
        resourceType: requires.find((r) => r.id === failing)?.type,
        leaked,
      });
    }
    const outputs = applied.summary.outputs ?? (await runner.output());
    const created: Record<string, ProvisionedResource> = {};
    for (const { id, type } of rendered.modules) created[id] = resourceFromOutput(id, type, outputs[id]);
    Object.assign(this.provisioned, created);
    return created;
  }

  /** Destroys everything; returns what is still there (empty when nothing leaked). */
  async teardown(): Promise<LeakedResource[]> {
    if (!this.runner || Object.keys(this.provisioned).length === 0) return [];
    const leaked = await this.destroyAll(this.provisioned);
    for (const id of Object.keys(this.provisioned)) if (!leaked.some((l) => l.localId === id)) delete this.provisioned[id];
    return leaked;
  }

  private runnerWith(secrets: Record<string, string>): TerraformRunner {
    const { binary, workDir, credentials, timeouts } = this.options;
    const env = { ...this.options.env, ALICLOUD_ACCESS_KEY: credentials.accessKeyId, ALICLOUD_SECRET_KEY: credentials.accessKeySecret, ...secrets };
    this.runner = new TerraformRunner({ binary, workDir, env, timeouts });
    return this.runner;
  }

  /** After a failed apply: destroys what the state holds; reports the modules that apply created and destroy left. */
  private async rollBack(requires: RequiredResource[], summary: StreamSummary | undefined): Promise<LeakedResource[]> {
    return this.destroyAll(summary ? createdBy(summary, requires) : {});
  }

  private async destroyAll(resources: Record<string, ProvisionedResource>): Promise<LeakedResource[]> {
    const runner = this.runner as TerraformRunner;
    let result;
    try {
      result = await runner.destroy();
    } catch (err) {
      return Object.entries(resources).map(([localId, r]) => ({ ...r, localId, code: (err as TerraformError).code ?? 'Error', error: message(err) }));
    }
    return leftAfterDestroy(resources, result);
  }
}

/** The modules a (failed) apply created, by module id, with the resource ids terraform reported. */
export function createdBy(summary: StreamSummary, requires: RequiredResource[]): Record<string, ProvisionedResource> {
  const created: Record<string, ProvisionedResource> = {};
  for (const event of summary.completed.filter((e) => e.action === 'create')) {
    const type = requires.find((r) => r.id === event.moduleId)?.type ?? event.resourceType;
    created[event.moduleId] ??= { id: event.idValue ?? '', name: '', type, attributes: {} };
  }
  return created;
}

/** What a destroy left of `resources`: nothing when it succeeded, else every module it did not delete. */
export function leftAfterDestroy(resources: Record<string, ProvisionedResource>, result: OperationResult): LeakedResource[] {
  if (result.exitCode === 0) return [];
  const error = errorText(result.summary) || lastLines(result);
  const destroyed = new Set(result.summary.completed.filter((e) => e.action === 'delete').map((e) => e.moduleId));
  return Object.entries(resources)
    .filter(([localId]) => !destroyed.has(localId))
    .map(([localId, r]) => ({ ...r, localId, code: 'terraform-destroy-failed', error }));
}

/** A module output (`{ id, name, VpcId, ... }`) as a provisioned resource; attributes are strings. */
export function resourceFromOutput(localId: string, type: string, output: OutputValue | undefined): ProvisionedResource {
  const value = output?.value;
  if (!value || typeof value !== 'object') throw new ProvisionError('provision-failed', `terraform outputs hold nothing for resource "${localId}".`, { resourceId: localId, resourceType: type });
  const attributes: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') attributes[key] = String(v);
  }
  const { id = '', name = '' } = attributes;
  delete attributes.id;
  delete attributes.name;
  return { id, name, type, attributes };
}

/** The module id of the resource an apply failed at: the errored one, else the one a diagnostic names. */
export const failingModule = (summary: StreamSummary) =>
  summary.errored[0]?.moduleId || /^module\.([^.[]+)/.exec(summary.diagnostics.find((d) => d.address)?.address ?? '')?.[1];

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const lastLines = (result: { stderr: string }) => result.stderr.trim().split('\n').slice(-5).join(' ');
