/**
 * The pieces of an episode around the agent loop, used by the episode engine (`engine.ts`) that every front door
 * runs: the cloud side on the emulator (account, provisioning, login, ActionTrail rules, teardown), and the report
 * and trajectory record at the end.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action, OnDemandRecord, PageSnapshot, TaskReport, TrajectoryRecord } from '../../protocol';
import type { RequiredResource } from '../../protocol/task';
import { assembleReport, meetsExpectation, type EpisodeOutcome } from '../agent/episode';
import type { EpisodeContext } from '../agent/policy';
import type { JudgeOutcome } from '../judge/ensemble';
import { cloudConfigFor, type Account, type EmulatorControl } from '../cloud/account';
import { accessKeyIds, deleteNewAccessKeys } from '../cloud/accessKeys';
import { guessResourceType, onDemandReport } from '../cloud/onDemand';
import { OpenApiProvisioner, ProvisionError, type ProvisionContext } from '../cloud/provision';
import { RESOURCE_TYPES, isResourceTypeName } from '../cloud/resources/index';
import { checkRules } from '../cloud/rewards';
import { sweepEpisode } from '../cloud/sweep';
import { createCloudClient, isCloudEndpoint } from '../cloud/sdk';
import { terraformBinary, TerraformProvisioner } from '../cloud/terraform/provisioner';
import { suggestFix } from '../doc/fix';
import { suggestValue } from '../doc/suggest';
import { parseSteps } from '../doc/steps';
import type { DocStep } from '../doc/types';
import { expand } from '../task/expand';
import type { Task } from '../task/load';
import { deferredForPage, fillLeniently, pickDeferred, plannedName, recordsFor, withPrerequisites, type ProvisionMode } from './deferred';

type Resources = Record<string, Record<string, string>>;

export const randSuffix = () => randomBytes(4).toString('hex').slice(0, 6);

interface EpisodeDeps {
  /** The emulator's control API and URL; both absent for the person's own account (`account`, signed in in their tab). */
  control?: EmulatorControl;
  emulatorUrl?: string;
  region: string;
  episodeId: string;
  /** The run the episode belongs to (its folder's name): what it creates is tagged `aca:run=<runId>`. */
  runId?: string;
  /** When the task's `requires` are created: before the episode (`pre`, the default), when needed, or never. */
  provision?: ProvisionMode;
  /** An account leased for this episode (from the account pool); without one a fresh emulator account is made. */
  account?: Account;
  /**
   * Required items the person picked from what the account already has (`episode.start`'s picks), by local id:
   * used as they are (references resolve to them), never created and never torn down.
   */
  picked?: Record<string, { id: string; name: string; attributes: Record<string, string> }>;
}

/** One episode's account on the emulator, its resources and its success rules. */
export class CloudEpisode {
  readonly rand = randSuffix();
  readonly inputs: Record<string, string>;
  /** Provisioned resources by local id; in `on-demand` and `none`, deferred ones hold only their planned `name`. */
  readonly resources: Resources = {};
  steps: DocStep[];
  /** Rules look only at what happened after provisioning, so the provisioner's own calls never count. */
  rulesStart = new Date();
  readonly mode: ProvisionMode;
  /** What was created during the episode, in order. */
  readonly onDemand: OnDemandRecord[] = [];
  /** Required resources not created yet (modes `on-demand` and `none`). */
  private deferred: RequiredResource[] = [];
  /** The account's own AccessKeys before the episode: one the agent creates is deleted at teardown. */
  private keysBefore: string[] | undefined;
  /** When the provisioner worked during the episode: its own API calls then must not satisfy a success rule. */
  private readonly provisioning: Array<{ from: Date; to: Date }> = [];
  private context: EpisodeContext | undefined;
  private readonly provisioner: OpenApiProvisioner;
  /** The `terraform` backend for pre-provisioning, when a binary is configured (`ACA_TERRAFORM`). */
  private readonly terraform: TerraformProvisioner | undefined;
  private readonly cloud: ReturnType<typeof createCloudClient>;

  private constructor(readonly task: Task, readonly account: Account, private readonly deps: EpisodeDeps) {
    this.mode = deps.provision ?? 'pre';
    this.cloud = createCloudClient(cloudConfigFor(account, deps.region));
    this.provisioner = new OpenApiProvisioner(this.cloud);
    const binary = terraformBinary();
    this.terraform = binary
      ? new TerraformProvisioner({
          binary, workDir: join(tmpdir(), `aca-tf-${deps.episodeId}`), credentials: { accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret },
          endpoint: isCloudEndpoint(account.endpoint) ? undefined : account.endpoint,
        })
      : undefined;
    // An input may name a required resource (`https://${dom.name}/logo.png`): kept as written until provision().
    const required = new Set(task.front.requires.map((r) => r.id));
    const placeholders = (s: string) => fillLeniently(s, {}, required, (t) => expand(t, { rand: this.rand, inputs: {}, resources: {}, secrets: 'placeholder' }));
    this.inputs = Object.fromEntries(Object.entries(task.front.inputs).map(([k, v]) => [k, placeholders(v)]));
    this.steps = parseSteps(task.body, task.bodyLine - 1);
  }

  static async open(task: Task, deps: EpisodeDeps): Promise<CloudEpisode> {
    if (!deps.control) {
      // The person's own account: its console is whatever the cloud serves today, chosen by nobody here.
      if (!deps.account) throw new Error('an episode needs an emulator or the person\'s own account');
      if (task.front.variant) throw new Error(`task ${task.front.id} names the console ${task.front.variant}, which only the emulator draws; in your own account it runs on today's console`);
      return new CloudEpisode(task, deps.account, deps);
    }
    if (deps.account) await deps.control.setVariant(deps.account.accountId, task.front.variant);
    const account = deps.account ?? (await deps.control.createAccount({ variant: task.front.variant }));
    return new CloudEpisode(task, account, deps);
  }

  /** Fills a template; references to resources not created yet stay as written. */
  fill(s: string): string {
    const strict = (t: string) => expand(t, { rand: this.rand, inputs: this.inputs, resources: this.resources, secrets: 'placeholder' });
    return this.deferred.length ? fillLeniently(s, this.resources, new Set(this.deferred.map((d) => d.id)), strict) : strict(s);
  }

  /**
   * Creates the task's `requires` (mode `pre`) or fixes their names for later, and returns the policy's context,
   * with the doc's `${...}` filled in as far as it can be.
   */
  async provision(): Promise<EpisodeContext> {
    const { task, deps } = this;
    this.keysBefore = await accessKeyIds(this.cloud);
    if (this.mode === 'pre') {
      const picked = deps.picked ?? {};
      for (const [id, r] of Object.entries(picked)) this.resources[id] = { ...r.attributes, id: r.id, name: r.name };
      const toCreate = task.front.requires.filter((r) => !picked[r.id]);
      // Terraform would need the picked ones as data sources: with picks the OpenAPI provisioner creates the rest.
      const backend = Object.keys(picked).length ? this.provisioner : (this.terraform ?? this.provisioner);
      const created = await backend.provisionAll(toCreate, this.provisionContext());
      for (const [id, r] of Object.entries(created)) this.resources[id] = { ...r.attributes, id: r.id, name: r.name };
    } else {
      const unknown = task.front.requires.filter((r) => !isResourceTypeName(r.type));
      if (unknown.length) {
        throw new ProvisionError('unknown-resource-type', `Unknown resource type: ${unknown.map((r) => `"${r.id}" has type "${r.type}"`).join('; ')}. Known types: ${Object.keys(RESOURCE_TYPES).join(', ')}.`);
      }
      this.deferred = [...task.front.requires];
      const pending = new Set(this.deferred.map((d) => d.id));
      const strict = (t: string) => expand(t, { rand: this.rand, inputs: this.inputs, resources: {}, secrets: 'placeholder' });
      for (const r of this.deferred) this.resources[r.id] = { name: plannedName(r, this.rand, (t) => fillLeniently(t, {}, pending, strict)) };
    }
    for (const key of Object.keys(this.inputs)) this.inputs[key] = this.fill(this.inputs[key]);
    this.rulesStart = new Date();
    this.steps = parseSteps(this.fill(task.body), task.bodyLine - 1);
    this.context = {
      taskId: task.front.id, steps: this.steps, locale: task.front.locale, region: deps.region,
      // In the person's own account the engine puts the tab's page here once the browser is open.
      startUrl: deps.emulatorUrl ? new URL(task.front.start, deps.emulatorUrl).href : task.front.start, inputs: this.inputs, resources: this.resources, rand: this.rand,
    };
    return this.context;
  }

  /** Where the browser signs in to the episode's account; null in the person's own account (they are signed in). */
  async loginUrl(): Promise<string | null> {
    if (!this.deps.control) return null;
    return this.deps.control.loginUrl(this.account.accountId, { next: this.task.front.start, lang: this.task.front.locale === 'zh-CN' ? 'zh' : 'en' });
  }

  /**
   * `request_resource`: a deferred required resource of the type asked for (or guessed) is created as the task
   * declares it; anything else is created generically and recorded for `--write-requires`.
   */
  async provisionOnDemand(request: Extract<Action, { type: 'request_resource' }>): Promise<string> {
    if (this.mode === 'none') throw new Error(`provisioning is off for this episode (provision: none): nothing was created for "${request.description}"`);
    const asked = request.resourceType && isResourceTypeName(request.resourceType) ? request.resourceType : guessResourceType(request.description);
    const required = this.mode === 'on-demand' && asked ? pickDeferred(this.deferred, asked, request.description, this.names()) : undefined;
    if (required) return this.createDeferred(required);
    const made = await this.whileProvisioning(() =>
      this.provisioner.provisionOnDemand({ description: request.description, resourceType: request.resourceType, attributes: request.attributes }, this.provisionContext()),
    );
    const ledger = Object.values(this.provisioner.resources);
    const created = [...made.dependencies, made].map((d) => ledger.find((r) => r.id === d.id)!).filter(Boolean);
    const refs = new Map(Object.entries(this.resources).filter(([, r]) => r.id).map(([id, r]) => [r.id, id]));
    for (const record of this.onDemand) if (!record.required && record.cloudId) refs.set(record.cloudId, record.id);
    const taken = new Set([...this.task.front.requires.map((r) => r.id), ...this.onDemand.map((r) => r.id)]);
    const askedAttributes = Object.fromEntries(Object.entries(request.attributes ?? {}).map(([k, v]) => [k, String(v)]));
    recordsFor(created, askedAttributes, refs, taken, this.rand).forEach((record, i) => {
      this.onDemand.push({ ...record, cloudId: created[i].id, summary: made.summary });
    });
    return made.summary;
  }

  /**
   * The loop saw an empty list on `page` (the sign of a missing prerequisite): creates the deferred required
   * resource that page shows (or the doc step names). Null when nothing is deferred for it.
   */
  async provisionForPage(page: PageSnapshot, stepText: string): Promise<string | null> {
    if (this.mode !== 'on-demand') return null;
    const required = deferredForPage(this.deferred, page, stepText, this.names());
    return required ? this.createDeferred(required) : null;
  }

  /** Creates a deferred entry (and the deferred ones it refers to) and refreshes the policy's context. */
  private async createDeferred(target: RequiredResource): Promise<string> {
    const batch = withPrerequisites(target, this.deferred);
    const created = await this.whileProvisioning(() => this.provisioner.provisionAll(batch, this.provisionContext()));
    this.deferred = this.deferred.filter((d) => !created[d.id]);
    for (const [id, r] of Object.entries(created)) this.resources[id] = { ...r.attributes, id: r.id, name: r.name };
    this.steps = parseSteps(this.fill(this.task.body), this.task.bodyLine - 1);
    if (this.context) this.context.steps = this.steps;
    const report = onDemandReport(created[target.id], batch.filter((b) => b !== target).map((b) => created[b.id]), this.deps.region);
    const summary = `${report.summary} (the task's required "${target.id}")`;
    for (const b of batch) {
      const attributes = Object.fromEntries(Object.entries(b.attributes).map(([k, v]) => [k, String(v)]));
      this.onDemand.push({ id: b.id, type: b.type, attributes, required: b.id, cloudId: created[b.id].id, summary });
    }
    return summary;
  }

  private async whileProvisioning<T>(work: () => Promise<T>): Promise<T> {
    const from = new Date();
    try {
      return await work();
    } finally {
      this.provisioning.push({ from, to: new Date() });
    }
  }

  private names(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.resources).map(([id, r]) => [id, r.name]));
  }

  private provisionContext(): ProvisionContext {
    return { episodeId: this.deps.episodeId, runId: this.deps.runId, rand: this.rand, inputs: this.inputs, region: this.deps.region, expand: (s: string) => this.fill(s) };
  }

  /** Checks the success rules (when the loop ran) and tears everything down; a leftover becomes the failure. */
  async finish(ran: boolean): Promise<{ success: boolean | null; rules: TaskReport['rules']; failure: string | null }> {
    const front = this.task.front;
    let rules: TaskReport['rules'] = [];
    let success: boolean | null = front.success.length ? false : null;
    if (ran && front.success.length) {
      const checked = await checkRules(front.success, {
        client: this.cloud, start: this.rulesStart, expand: (s: string) => this.fill(s), accountId: this.account.accountId, exclude: this.provisioning,
      });
      success = checked.success;
      rules = checked.results.map((r) => ({ rule: r.rule, held: r.held, eventId: r.eventId }));
    }
    // Newest first: what was made on demand (openapi) before the pre-provisioned resources (terraform or openapi).
    const leftovers: Array<{ type: string; id: string; code: string }> = await this.provisioner.teardown();
    if (this.terraform) leftovers.push(...(await this.terraform.teardown()));
    // What the agent created in the console carries the episode's random suffix in its name (tasks name new
    // resources with ${rand}): swept too, so that no episode leaves anything in the account.
    const swept = await sweepEpisode(this.cloud, { episodeId: this.deps.episodeId, rand: this.rand, region: this.deps.region }).catch(
      (error: Error) => ({ failed: [{ type: 'sweep', id: '*', code: 'SweepFailed', error: error.message }] }),
    );
    leftovers.push(...swept.failed);
    // An AccessKey the agent created (the account allows two) is not a resource any list shows: delete it here.
    if (this.keysBefore) leftovers.push(...(await deleteNewAccessKeys(this.cloud, this.keysBefore, this.account.accessKeyId).catch((error: Error) => [{ type: 'access_key', id: '*', code: 'ListFailed', error: error.message }])));
    const failure = leftovers.length ? `teardown left resources behind: ${leftovers.map((l) => JSON.stringify(l)).join(', ')}` : null;
    return { success, rules, failure };
  }
}

export interface ConcludeInput {
  task: Task;
  episodeId: string;
  started: number;
  steps: DocStep[];
  outcome: EpisodeOutcome | null;
  failure: string | null;
  success: boolean | null;
  rules: TaskReport['rules'];
  policy: { name: string; version: string };
  account: string;
  /** The episode's inputs and resources, kept in the trajectory for replays. */
  context?: TrajectoryRecord['context'];
  /** The judge ensemble's outcome, for a task judged by models (its success rules are then absent). */
  judged?: JudgeOutcome;
  /** Resources created on demand during the episode. */
  onDemand?: OnDemandRecord[];
}

/** The task report and trajectory record of an episode; a loop that never ran reads as a crash with the failure. */
export function concludeEpisode(input: ConcludeInput): { report: TaskReport; record: TrajectoryRecord } {
  const { task, failure, judged } = input;
  const success = input.success ?? (judged ? judged.invalid === null && judged.success : null);
  const front = task.front;
  const seconds = (Date.now() - input.started) / 1000;
  const outcome: EpisodeOutcome = input.outcome ?? {
    facts: { steps: input.steps, notes: [], reached: 0, ending: 'crash', endingReason: failure ?? 'the episode did not run' },
    trajectory: [],
    turns: 0,
  };
  if (failure && input.outcome) outcome.facts.endingReason = `${outcome.facts.endingReason ?? ''} ${failure}`.trim();
  const report = assembleReport({
    taskId: front.id, title: front.title, file: task.file, variant: front.variant, outcome, success, rules: input.rules, seconds,
    fix: (step, defect) => {
      const suggested = defect.kind === 'value-rejected' ? (docValue: string) => suggestValue(docValue, defect.actual) : undefined;
      return suggestFix({ file: task.file, source: task.source }, step, { ...defect, suggested } as Parameters<typeof suggestFix>[2]);
    },
    expect: front.expect,
  });
  if (!input.outcome && failure) report.reason = failure;
  // The loop stopped on an exception (the browser, the page or the policy failed): ours, not the agent's, whatever
  // turns it had taken; batch rows count it as crashed (batch/outcome.ts).
  if (input.outcome?.facts.ending === 'crash' && report.verdict === 'inconclusive') report.reason = `the episode crashed: ${outcome.facts.endingReason}`;
  if (input.onDemand?.length) report.onDemand = input.onDemand;
  const stepCost = outcome.trajectory.reduce(
    (sum, s) => ({ cny: sum.cny + (s.usage?.cny ?? 0), promptTokens: sum.promptTokens + (s.usage?.promptTokens ?? 0), completionTokens: sum.completionTokens + (s.usage?.completionTokens ?? 0) }),
    { cny: 0, promptTokens: 0, completionTokens: 0 },
  );
  if (judged) {
    report.successSource = 'judge';
    if (judged.invalid) {
      report.invalid = judged.invalid;
      if (report.verdict === 'verified') report.verdict = 'inconclusive';
      report.reason = `invalid: ${judged.invalid}`;
    } else if (report.reason?.startsWith('the success rules did not hold')) {
      report.reason = `the judges agree the task was not achieved: ${judged.verdicts.map((v) => `${v.judge}: ${v.reason}`).join('; ')}`;
    }
    if (report.expectMet !== undefined && front.expect) report.expectMet = meetsExpectation(report, front.expect);
  }
  if (!judged && front.judge && !front.success.length && report.verdict === 'verified') {
    // Nothing but the agent's own word says the task succeeded: not enough to call the doc verified.
    report.verdict = 'inconclusive';
    report.reason = 'nothing proves success: the task is judged by models (its `judge` rubric) and no judges are configured (--models FILE --judges A,B)';
    if (front.expect) report.expectMet = meetsExpectation(report, front.expect);
  }
  const cny = stepCost.cny + (judged?.cny ?? 0);
  if (cny > 0 || outcome.trajectory.some((s) => s.usage)) report.cny = Math.round(cny * 1e6) / 1e6;
  const record: TrajectoryRecord = {
    taskId: front.id, groupId: front.id, episodeId: input.episodeId, policy: input.policy, account: input.account,
    variant: front.variant, locale: front.locale, ...(input.context ? { context: input.context } : {}), steps: outcome.trajectory,
    ...(input.onDemand?.length ? { onDemand: input.onDemand } : {}),
    reward: report.success ? 1 : 0, success: report.success,
    rewardSource: judged ? 'judge' : success === null ? 'unknown' : 'actiontrail',
    ...(judged?.invalid ? { invalid: judged.invalid } : {}),
    ...(judged ? { judge: { verdicts: judged.verdicts, cny: judged.cny } } : {}),
    cost: { cny: Math.round(cny * 1e6) / 1e6, promptTokens: stepCost.promptTokens, completionTokens: stepCost.completionTokens },
    startedAt: new Date(input.started).toISOString(), seconds: report.seconds,
  };
  return { report, record };
}
