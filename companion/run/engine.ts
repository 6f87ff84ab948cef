/**
 * The episode engine: the one lifecycle of an episode (SPEC section 1) that every front door runs (`aca verify`,
 * `aca batch`, `aca env-serve` headless, `aca serve` in the user's tab): account, provisioning, console login,
 * the agent loop, ActionTrail rules (or judges), verdicts, the report and trajectory record, teardown. What differs
 * between front doors comes in as deps: the browser side (`openDriver`), the policy, a gate for the human, a stop
 * signal, and callbacks. It never throws: whatever fails becomes the episode's report, with every step taken.
 */
import { basename } from 'node:path';
import { screenshotSaver } from './capture';
import type { Action, TaskReport, TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { newEpisodeId, runLoop, type EpisodeEnv, type EpisodeOutcome } from '../agent/episode';
import type { Decision, EpisodeContext, PolicyFactory } from '../agent/policy';
import type { ChatClient } from '../../models/client';
import { judgeEpisode, type JudgeOutcome } from '../judge/ensemble';
import type { Account, EmulatorControl } from '../cloud/account';
import type { Driver } from '../driver/driver';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import { CloudEpisode, concludeEpisode, randSuffix } from './episode-parts';
import type { Secrets } from './secrets';

export interface EpisodePolicy {
  name: string;
  version: string;
  create: PolicyFactory;
}

/**
 * Where an episode's account lives: an emulator (`control`, `emulatorUrl`: a fresh or leased account, logged in through
 * the emulator's control API), or, with neither, the person's own account (`account`, theirs: `aca serve
 * --own-account`), already signed in in the tab the episode acts in, where nothing is switched or logged in.
 */
export interface EpisodeCloud {
  control?: EmulatorControl;
  emulatorUrl?: string;
  /** When the task's `requires` are created: before the episode (`pre`, the default), when needed, or never. */
  provision?: ProvisionMode;
  /** An account leased for the episode; without one a fresh emulator account is created. */
  account?: Account;
  /** Required items picked from what the account has: used, never created nor torn down (episode-parts.ts). */
  picked?: Record<string, { id: string; name: string; attributes: Record<string, string> }>;
}

/** What a crash would leave to clean up, known once the episode has its account. */
export interface EpisodeHeld {
  episodeId: string;
  rand: string;
  accountId: string;
}

export interface EngineDeps {
  /** Given when the caller must know the id before the episode starts (the extension bridge answers with it). */
  episodeId?: string;
  policy: EpisodePolicy;
  /** The emulator; null for a doc run in the user's own console (no account, provisioning or success rules). */
  cloud: EpisodeCloud | null;
  region: string;
  /** The browser side: a fresh headless context, or the user's tab. Closed by the engine at the end. */
  openDriver(): Promise<Driver>;
  /**
   * In the user's own console (no `cloud`, or the person's own account): the URL the procedure starts from. Default:
   * the page the driver shows.
   * Record mode reads it from the tab itself, since its driver's every observation is one of the person's actions.
   */
  startUrl?(): Promise<string>;
  runDir: string;
  secrets: Secrets;
  maxTurns: number;
  /** Save a screenshot every turn, not only where a verdict needs one (trajectories for `aca export`). Default false. */
  screenshotEveryTurn?: boolean;
  /** The two judges for tasks with a `judge` rubric and no success rules; without them such tasks have no reward source. */
  judges?: ChatClient[];
  /** Aborting stops the episode before its next turn; it is still torn down and reported. */
  signal?: AbortSignal;
  /** The human's say before each page action (the extension bridge). */
  gate?: EpisodeEnv['gate'];
  /** The person who answers `ask_human` (the extension's side panel); absent headless. */
  ask?: EpisodeEnv['ask'];
  onOpen?(held: EpisodeHeld): void;
  /** The doc steps with `${...}` filled in, once provisioning has named everything. */
  onSteps?(steps: EpisodeContext['steps']): void;
  onTurn?(turn: number, docStep: number | null, decision: Decision, steps: number): void;
  onRecord?(step: TrajectoryStep): void;
  onUndo?(step: TrajectoryStep): void;
}

export interface EpisodeResult {
  report: TaskReport;
  record: TrajectoryRecord;
}

const OWN_CONSOLE = 'own-console';

export async function runEpisode(task: Task, deps: EngineDeps): Promise<EpisodeResult> {
  const started = Date.now();
  const episodeId = deps.episodeId ?? newEpisodeId();
  let cloud: CloudEpisode | null = null;
  let outcome: EpisodeOutcome | null = null;
  let failure: string | null = null;
  let driver: Driver | null = null;
  let steps = task.steps;
  const tabUrl = (opened: Driver) => (deps.startUrl ? deps.startUrl() : opened.observe().then((page) => page.url));
  try {
    let context: EpisodeContext;
    if (deps.cloud) {
      cloud = await CloudEpisode.open(task, { ...deps.cloud, region: deps.region, episodeId, runId: basename(deps.runDir) });
      deps.onOpen?.({ episodeId, rand: cloud.rand, accountId: cloud.account.accountId });
      context = await cloud.provision();
      steps = context.steps;
      deps.onSteps?.(steps);
      driver = await deps.openDriver();
      const login = await cloud.loginUrl();
      // The person's own console: the procedure starts from the page their tab shows.
      if (login) await driver.goto(login);
      else context.startUrl = await tabUrl(driver);
    } else {
      driver = await deps.openDriver();
      const startUrl = await tabUrl(driver);
      context = { taskId: task.front.id, steps, locale: task.front.locale, region: deps.region, startUrl, inputs: {}, resources: {}, rand: randSuffix() };
    }
    const opened = driver;
    const episodeCloud = cloud;
    outcome = await runLoop({
      driver: opened, context, policy: deps.policy.create, maxTurns: deps.maxTurns, signal: deps.signal, gate: deps.gate, ask: deps.ask,
      revealSecrets: (text) => deps.secrets.reveal(text),
      capture: screenshotSaver({ driver: opened, runDir: deps.runDir, episodeId, secrets: () => deps.secrets.values() }),
      screenshotEveryTurn: deps.screenshotEveryTurn,
      provisionOnDemand: (request: Extract<Action, { type: 'request_resource' }>) =>
        episodeCloud ? episodeCloud.provisionOnDemand(request) : Promise.resolve(`not provisioned: in your own console, create it yourself (${request.description})`),
      ...(episodeCloud ? { provisionForPage: (page, stepText) => episodeCloud.provisionForPage(page, stepText) } : {}),
      onTurn: (turn, docStep, decision) => deps.onTurn?.(turn, docStep, decision, context.steps.length),
      onRecord: deps.onRecord,
      onUndo: deps.onUndo,
    });
  } catch (error) {
    // Before the loop: the account, provisioning, the browser or the login failed (or the episode was stopped).
    failure = deps.signal?.aborted ? String(deps.signal.reason ?? 'stopped') : (error as Error).message;
  } finally {
    await driver?.close().catch((error: Error) => {
      failure ??= `closing the browser failed: ${error.message}`;
    });
  }

  const finished = cloud
    ? await cloud.finish(outcome !== null).catch((error: Error) => ({ success: null, rules: [] as TaskReport['rules'], failure: `checking and tearing down failed: ${error.message}` }))
    : { success: null, rules: [] as TaskReport['rules'], failure: null };
  failure ??= finished.failure;
  let judged: JudgeOutcome | undefined;
  if (cloud && outcome && finished.success === null && task.front.judge && deps.judges?.length) {
    const judging = cloud;
    judged = await judgeEpisode({ title: task.front.title, rubric: judging.fill(task.front.judge), steps: judging.steps, record: { steps: outcome.trajectory } }, deps.judges).catch((error: Error) => {
      failure ??= `the judges failed: ${error.message}`;
      return undefined;
    });
  }
  return concludeEpisode({
    task, episodeId, started, steps: cloud?.steps ?? steps, outcome, failure, success: finished.success, rules: finished.rules, judged,
    policy: { name: deps.policy.name, version: deps.policy.version }, account: cloud?.account.accountId ?? OWN_CONSOLE,
    context: cloud ? { inputs: cloud.inputs, resources: cloud.resources } : undefined, onDemand: cloud?.onDemand,
  });
}
