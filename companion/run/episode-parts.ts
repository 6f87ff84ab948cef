/**
 * The pieces of an episode around the agent loop, shared by the headless runner (`episode-runner.ts`) and the
 * extension bridge (`companion/serve/episodes.ts`): the cloud side on the emulator (account, provisioning,
 * login, ActionTrail rules, teardown), and the report and trajectory record at the end.
 */
import { randomBytes } from 'node:crypto';
import type { Action, TaskReport, TrajectoryRecord } from '../../protocol';
import { assembleReport, meetsExpectation, type EpisodeOutcome } from '../agent/episode';
import type { EpisodeContext } from '../agent/policy';
import type { JudgeOutcome } from '../judge/ensemble';
import { cloudConfigFor, type Account, type EmulatorControl } from '../cloud/account';
import { OpenApiProvisioner } from '../cloud/provision';
import { checkRules } from '../cloud/rewards';
import { createCloudClient } from '../cloud/sdk';
import { suggestFix } from '../doc/fix';
import { suggestValue } from '../doc/suggest';
import { parseSteps } from '../doc/steps';
import type { DocStep } from '../doc/types';
import { expand } from '../task/expand';
import type { Task } from '../task/load';

type Resources = Record<string, Record<string, string>>;

export const randSuffix = () => randomBytes(4).toString('hex').slice(0, 6);

/** One episode's account on the emulator, its resources and its success rules. */
export class CloudEpisode {
  readonly rand = randSuffix();
  readonly inputs: Record<string, string>;
  resources: Resources = {};
  steps: DocStep[];
  /** Rules look only at what happened after provisioning, so the provisioner's own calls never count. */
  rulesStart = new Date();
  private readonly provisioner: OpenApiProvisioner;
  private readonly cloud: ReturnType<typeof createCloudClient>;

  private constructor(readonly task: Task, readonly account: Account, private readonly deps: { control: EmulatorControl; emulatorUrl: string; region: string; episodeId: string }) {
    this.cloud = createCloudClient(cloudConfigFor(account, deps.region));
    this.provisioner = new OpenApiProvisioner(this.cloud);
    const placeholders = (s: string) => expand(s, { rand: this.rand, inputs: {}, resources: {}, secrets: 'placeholder' });
    this.inputs = Object.fromEntries(Object.entries(task.front.inputs).map(([k, v]) => [k, placeholders(v)]));
    this.steps = parseSteps(task.body, task.bodyLine - 1);
  }

  static async open(task: Task, deps: { control: EmulatorControl; emulatorUrl: string; region: string; episodeId: string }): Promise<CloudEpisode> {
    const account = await deps.control.createAccount({ variant: task.front.variant });
    return new CloudEpisode(task, account, deps);
  }

  fill(s: string): string {
    return expand(s, { rand: this.rand, inputs: this.inputs, resources: this.resources, secrets: 'placeholder' });
  }

  /** Creates the task's `requires` and returns the policy's context, with the doc's `${...}` filled in. */
  async provision(): Promise<EpisodeContext> {
    const { task, deps } = this;
    const created = await this.provisioner.provisionAll(task.front.requires, {
      episodeId: deps.episodeId, rand: this.rand, inputs: this.inputs, region: deps.region, expand: (s: string) => this.fill(s),
    });
    this.resources = Object.fromEntries(Object.entries(created).map(([id, r]) => [id, { ...r.attributes, id: r.id, name: r.name }]));
    this.rulesStart = new Date();
    this.steps = parseSteps(this.fill(task.body), task.bodyLine - 1);
    return {
      taskId: task.front.id, steps: this.steps, locale: task.front.locale, region: deps.region,
      startUrl: new URL(task.front.start, deps.emulatorUrl).href, inputs: this.inputs, resources: this.resources, rand: this.rand,
    };
  }

  loginUrl(): Promise<string> {
    return this.deps.control.loginUrl(this.account.accountId, { next: this.task.front.start, lang: this.task.front.locale === 'zh-CN' ? 'zh' : 'en' });
  }

  async provisionOnDemand(request: Extract<Action, { type: 'request_resource' }>): Promise<string> {
    const made = await this.provisioner.provisionOnDemand({ description: request.description, resourceType: request.resourceType, attributes: request.attributes });
    return made.summary;
  }

  /** Checks the success rules (when the loop ran) and tears everything down; a leftover becomes the failure. */
  async finish(ran: boolean): Promise<{ success: boolean | null; rules: TaskReport['rules']; failure: string | null }> {
    const front = this.task.front;
    let rules: TaskReport['rules'] = [];
    let success: boolean | null = front.success.length ? false : null;
    if (ran && front.success.length) {
      const checked = await checkRules(front.success, { client: this.cloud, start: this.rulesStart, expand: (s: string) => this.fill(s), accountId: this.account.accountId });
      success = checked.success;
      rules = checked.results.map((r) => ({ rule: r.rule, held: r.held, eventId: r.eventId }));
    }
    const leftovers = await this.provisioner.teardown();
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
    reward: report.success ? 1 : 0, success: report.success,
    rewardSource: judged ? 'judge' : success === null ? 'unknown' : 'actiontrail',
    ...(judged?.invalid ? { invalid: judged.invalid } : {}),
    ...(judged ? { judge: { verdicts: judged.verdicts, cny: judged.cny } } : {}),
    cost: { cny: Math.round(cny * 1e6) / 1e6, promptTokens: stepCost.promptTokens, completionTokens: stepCost.completionTokens },
    startedAt: new Date(input.started).toISOString(), seconds: report.seconds,
  };
  return { report, record };
}
