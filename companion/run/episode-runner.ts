/**
 * Runs one task on the emulator: account, provisioning, console login, the agent loop, ActionTrail
 * rewards, report and trajectory, teardown. Failures of the environment become an inconclusive report
 * with the reason; they never abort the batch.
 */
import { basename } from 'node:path';
import { screenshotSaver } from './capture';
import type { Browser } from 'playwright-core';
import type { TaskReport, TrajectoryRecord } from '../../protocol';
import { runLoop, newEpisodeId, type EpisodeOutcome } from '../agent/episode';
import { headlessGateFromEnv } from '../agent/guard/headless-gate';
import type { PolicyFactory } from '../agent/policy';
import type { ChatClient } from '../../models/client';
import { judgeEpisode, type JudgeOutcome } from '../judge/ensemble';
import type { Account, EmulatorControl } from '../cloud/account';
import { PlaywrightDriver } from '../driver/playwright';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import { CloudEpisode, concludeEpisode } from './episode-parts';
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
  /** Save a screenshot every turn, not only where a verdict needs one (trajectories for `aca export`). Default false. */
  screenshotEveryTurn?: boolean;
  /** The two judges for tasks with a `judge` rubric and no success rules; without them such tasks have no reward source. */
  judges?: ChatClient[];
  /** When the task's `requires` are created: before the episode (`pre`, the default), when the episode needs them, or never. */
  provision?: ProvisionMode;
  /** An account leased for the episode; without one a fresh emulator account is created. */
  account?: Account;
  /** Called once the episode has its id, random suffix and account: what a crash would leave to clean up. */
  onOpen?(held: { episodeId: string; rand: string; accountId: string }): void;
  onStep?(text: string): void;
}

export interface EpisodeResult {
  report: TaskReport;
  record: TrajectoryRecord;
}

export async function runTaskEpisode(task: Task, deps: EpisodeDeps): Promise<EpisodeResult> {
  const started = Date.now();
  const episodeId = newEpisodeId();
  const cloud = await CloudEpisode.open(task, { control: deps.control, emulatorUrl: deps.emulatorUrl, region: deps.region, episodeId, runId: basename(deps.runDir), provision: deps.provision, account: deps.account });
  deps.onOpen?.({ episodeId, rand: cloud.rand, accountId: cloud.account.accountId });

  let outcome: EpisodeOutcome | null = null;
  let failure: string | null = null;
  let driver: PlaywrightDriver | null = null;
  try {
    const context = await cloud.provision();
    driver = await PlaywrightDriver.open(deps.browser, { viewport: { width: 1280, height: 800 }, locale: task.front.locale });
    await driver.goto(await cloud.loginUrl());
    outcome = await runLoop({
      driver, context, policy: deps.policy.create, maxTurns: deps.maxTurns,
      revealSecrets: (text) => deps.secrets.reveal(text),
      capture: screenshotSaver({ driver: driver!, runDir: deps.runDir, episodeId, secrets: () => deps.secrets.values() }),
      screenshotEveryTurn: deps.screenshotEveryTurn,
      provisionOnDemand: (request) => cloud.provisionOnDemand(request),
      provisionForPage: (page, stepText) => cloud.provisionForPage(page, stepText),
      // In a console that is not the emulator, what the guard holds does not run without a person.
      gate: headlessGateFromEnv(deps.emulatorUrl, process.env, deps.onStep),
      onTurn: (_turn, docStep, decision) => deps.onStep?.(`${docStep ? `step ${docStep}/${context.steps.length}` : 'finishing'}: ${decision.thought}`),
    });
  } catch (error) {
    failure = (error as Error).message;
  } finally {
    await driver?.close().catch((error: Error) => {
      failure ??= `closing the browser context failed: ${error.message}`;
    });
  }

  const finished = await cloud.finish(outcome !== null);
  failure ??= finished.failure;
  let judged: JudgeOutcome | undefined;
  if (outcome && finished.success === null && task.front.judge && deps.judges?.length) {
    judged = await judgeEpisode({ title: task.front.title, rubric: cloud.fill(task.front.judge), steps: cloud.steps, record: { steps: outcome.trajectory } }, deps.judges);
  }
  return concludeEpisode({
    task, episodeId, started, steps: cloud.steps, outcome, failure, success: finished.success, rules: finished.rules, judged,
    policy: { name: deps.policy.name, version: deps.policy.version }, account: cloud.account.accountId,
    context: { inputs: cloud.inputs, resources: cloud.resources }, onDemand: cloud.onDemand,
  });
}
