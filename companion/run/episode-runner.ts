/**
 * Runs one task on the emulator: account, provisioning, console login, the agent loop, ActionTrail
 * rewards, report and trajectory, teardown. Failures of the environment become an inconclusive report
 * with the reason; they never abort the batch.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { TaskReport, TrajectoryRecord } from '../../protocol';
import { runLoop, assembleReport, newEpisodeId, type EpisodeOutcome } from '../agent/episode';
import type { EpisodeContext, PolicyFactory } from '../agent/policy';
import { cloudConfigFor, type EmulatorControl } from '../cloud/account';
import { OpenApiProvisioner } from '../cloud/provision';
import { checkRules } from '../cloud/rewards';
import { createCloudClient } from '../cloud/sdk';
import { suggestFix } from '../doc/fix';
import { parseSteps } from '../doc/steps';
import { PlaywrightDriver } from '../driver/playwright';
import { saveScreenshot } from '../report/trajectory';
import { expand } from '../task/expand';
import type { Task } from '../task/load';
import type { Secrets } from './secrets';

export interface EpisodeDeps {
  browser: Browser;
  emulatorUrl: string;
  control: EmulatorControl;
  policy: { name: string; version: string; create: PolicyFactory };
  runDir: string;
  secrets: Secrets;
  region: string;
  maxTurns: number;
  onStep?(text: string): void;
}

export interface EpisodeResult {
  report: TaskReport;
  record: TrajectoryRecord;
}

const randSuffix = () => randomBytes(4).toString('hex').slice(0, 6);

export async function runTaskEpisode(task: Task, deps: EpisodeDeps): Promise<EpisodeResult> {
  const started = Date.now();
  const episodeId = newEpisodeId();
  const rand = randSuffix();
  const front = task.front;
  const lang = front.locale === 'zh-CN' ? 'zh' : 'en';
  const account = await deps.control.createAccount({ variant: front.variant });
  const cloud = createCloudClient(cloudConfigFor(account, deps.region));
  const provisioner = new OpenApiProvisioner(cloud);
  const placeholders = (s: string, resources: Record<string, Record<string, string>> = {}) =>
    expand(s, { rand, inputs: {}, resources, secrets: 'placeholder' });
  const inputs = Object.fromEntries(Object.entries(front.inputs).map(([k, v]) => [k, placeholders(v)]));
  const fill = (s: string, resources: Record<string, Record<string, string>>) => expand(s, { rand, inputs, resources, secrets: 'placeholder' });

  let outcome: EpisodeOutcome | null = null;
  let failure: string | null = null;
  let resources: Record<string, Record<string, string>> = {};
  let driver: PlaywrightDriver | null = null;
  let steps = parseSteps(task.body, task.bodyLine - 1);
  // Rules look only at what happened after provisioning, so the provisioner's own calls never count.
  let rulesStart = new Date();
  try {
    const created = await provisioner.provisionAll(front.requires, {
      episodeId, rand, inputs, region: deps.region, expand: (s: string) => fill(s, resources),
    });
    resources = Object.fromEntries(Object.entries(created).map(([id, r]) => [id, { ...r.attributes, id: r.id, name: r.name }]));
    rulesStart = new Date();
    steps = parseSteps(fill(task.body, resources), task.bodyLine - 1);
    const context: EpisodeContext = {
      taskId: front.id, steps, locale: front.locale, region: deps.region, startUrl: new URL(front.start, deps.emulatorUrl).href,
      inputs, resources, rand,
    };
    driver = await PlaywrightDriver.open(deps.browser, { viewport: { width: 1280, height: 800 }, locale: front.locale });
    await driver.goto(await deps.control.loginUrl(account.accountId, { next: front.start, lang }));
    outcome = await runLoop({
      driver, context, policy: deps.policy.create, maxTurns: deps.maxTurns,
      revealSecrets: (text) => deps.secrets.reveal(text),
      capture: async (turn) => {
        const shot = await driver!.screenshot();
        return saveScreenshot(deps.runDir, episodeId, turn, shot.data, shot.mime);
      },
      provisionOnDemand: async (request) => {
        const made = await provisioner.provisionOnDemand({ description: request.description, resourceType: request.resourceType, attributes: request.attributes });
        return made.summary;
      },
      onTurn: (_turn, docStep, decision) => deps.onStep?.(`${docStep ? `step ${docStep}/${steps.length}` : 'finishing'}: ${decision.thought}`),
    });
  } catch (error) {
    failure = (error as Error).message;
  } finally {
    await driver?.close().catch((error: Error) => {
      failure ??= `closing the browser context failed: ${error.message}`;
    });
  }

  let rules: TaskReport['rules'] = [];
  let success: boolean | null = front.success.length ? false : null;
  if (outcome && front.success.length) {
    const checked = await checkRules(front.success, { client: cloud, start: rulesStart, expand: (s: string) => fill(s, resources), accountId: account.accountId });
    success = checked.success;
    rules = checked.results.map((r) => ({ rule: r.rule, held: r.held, eventId: r.eventId }));
  }
  const leftovers = await provisioner.teardown();
  if (leftovers.length) failure ??= `teardown left resources behind: ${leftovers.map((l) => JSON.stringify(l)).join(', ')}`;

  const seconds = (Date.now() - started) / 1000;
  const loopOutcome: EpisodeOutcome = outcome ?? {
    facts: { steps, notes: [], reached: 0, ending: 'crash', endingReason: failure ?? 'the episode did not run' },
    trajectory: [],
    turns: 0,
  };
  if (failure && outcome) loopOutcome.facts.endingReason = `${loopOutcome.facts.endingReason ?? ''} ${failure}`.trim();
  const report = assembleReport({
    taskId: front.id, title: front.title, file: task.file, variant: front.variant, outcome: loopOutcome, success, rules, seconds,
    fix: (step, defect) => suggestFix({ file: task.file, source: task.source }, step, defect as Parameters<typeof suggestFix>[2]),
    expect: front.expect,
  });
  if (!outcome && failure) report.reason = failure;
  const record: TrajectoryRecord = {
    taskId: front.id,
    groupId: front.id,
    episodeId,
    policy: { name: deps.policy.name, version: deps.policy.version },
    account: account.accountId,
    variant: front.variant,
    locale: front.locale,
    steps: loopOutcome.trajectory,
    reward: report.success ? 1 : 0,
    success: report.success,
    rewardSource: success === null ? 'unknown' : 'actiontrail',
    cost: { cny: 0, promptTokens: 0, completionTokens: 0 },
    startedAt: new Date(started).toISOString(),
    seconds: report.seconds,
  };
  return { report, record };
}
