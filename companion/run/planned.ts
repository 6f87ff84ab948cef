/**
 * A planned run: the episodes `aca verify` and `aca batch` decide up front, run by the one worker pool in headless
 * Chromium and recorded in the run ledger, so a killed or interrupted run resumes where it stopped. The order of
 * things is what keeps bad input from leaving anything behind: the plan is computed and checked by the caller, a
 * resumed ledger's plan is compared, and the emulator is reached, all before a run folder is created.
 */
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { ChatClient } from '../../models/client';
import { cleanUpAbandoned } from '../batch/cleanup';
import { Ledger, type Abandoned, type BatchPlan, type Finished, type PlannedEpisode, type RunKind } from '../batch/ledger';
import { EmulatorControl } from '../cloud/account';
import type { AccountPool, Lease } from '../cloud/pool';
import { isCloudEndpoint } from '../cloud/sdk';
import { launchBrowser } from '../driver/browser';
import { createRunDir } from '../report/run-dir';
import { isGenerationId } from '../../protocol/task';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import type { EpisodePolicy } from './engine';
import { EnvironmentLostError, openEnvironment, type Environment } from './environment';
import { runTaskEpisode } from './episode-runner';
import { EpisodePool } from './pool';
import { Secrets } from './secrets';

export class PlanError extends Error {
  readonly code = 'bad-plan';
  constructor(message: string) {
    super(message);
    this.name = 'PlanError';
  }
}

export interface PlannedRunOptions {
  kind: RunKind;
  plan: BatchPlan;
  /** The plan's episodes, for a new ledger. */
  episodes: PlannedEpisode[];
  tasks: Task[];
  /** Base folder for a new run folder. */
  out: string;
  /** A run folder to resume: its ledger's plan must match `plan`. */
  resume?: string;
  /** A run folder to resume when it holds a run, else to start this run in (a Kubernetes pod's own folder). */
  resumeOrStart?: string;
  /** The command that resumes this run, `{dir}` standing for its folder (said when the environment dies). */
  resumeCommand: string;
  emulator?: { url: string; adminToken: string };
  parallel: number;
  region: string;
  headed?: boolean;
  maxTurns: number;
  screenshotEveryTurn?: boolean;
  judges?: ChatClient[];
  provision?: ProvisionMode;
  /** Lease each episode's account from this pool (emulator accounts); without it each episode gets a fresh one. */
  accountPool?: AccountPool;
  policyOf(planned: PlannedEpisode, task: Task): EpisodePolicy;
  log(line: string): void;
  /** Once the ledger is ready, before the first episode: how many are done already and how many are left. */
  onReady?(counts: { pending: number; running: number; done: number }): void;
  onStarted?(planned: PlannedEpisode, task: Task): void;
  onStep?(planned: PlannedEpisode, task: Task, text: string): void;
  onCommitted?(planned: PlannedEpisode, finished: Finished): void;
}

export interface PlannedRunResult {
  dir: string;
  /** Every episode, finished, in plan order. */
  finished: Finished[];
  plan: BatchPlan;
  /** Episodes a killed run had left running, cleaned up and run again by this one. */
  resumed: Abandoned[];
  startedAt: Date;
  emulatorUrl: string;
  /** Values revealed during the run, to scrub from every output. */
  secrets: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How a plan names its tasks: id, file and a hash of the file's text (a resume refuses changed files). */
export function describeTasks(tasks: Task[]): BatchPlan['tasks'] {
  const unique = [...new Map(tasks.map((t) => [t.front.id, t])).values()];
  return unique.map((t) => ({ id: t.front.id, file: t.file, sha256: sha256(t.source) }));
}

/** What differs between the plan a ledger holds and the one asked for now ("" when they match). */
export function planDifference(recorded: BatchPlan, asked: BatchPlan): string {
  const diffs: string[] = [];
  if ((recorded.kind ?? 'batch') !== (asked.kind ?? 'batch')) diffs.push(`it is a run of aca ${recorded.kind ?? 'batch'}, not of aca ${asked.kind ?? 'batch'}`);
  for (const key of ['runs', 'group', 'policy', 'provision', 'seed', 'maxTurns'] as const) {
    if (recorded[key] !== asked[key]) diffs.push(`${key} was ${JSON.stringify(recorded[key])}, now ${JSON.stringify(asked[key])}`);
  }
  if (recorded.shard.index !== asked.shard.index || recorded.shard.count !== asked.shard.count) {
    diffs.push(`shard was ${recorded.shard.index}/${recorded.shard.count}, now ${asked.shard.index}/${asked.shard.count}`);
  }
  const now = new Map(asked.tasks.map((t) => [t.id, t]));
  for (const t of recorded.tasks) {
    const n = now.get(t.id);
    if (!n) diffs.push(`task ${t.id} (${t.file}) is missing`);
    else if (n.sha256 !== t.sha256) diffs.push(`task ${t.id} changed since the run started (${n.file})`);
  }
  const before = new Set(recorded.tasks.map((t) => t.id));
  for (const t of asked.tasks) if (!before.has(t.id)) diffs.push(`task ${t.id} was not in the run`);
  return diffs.join('; ');
}

/**
 * Every task's console variant must be one the emulator has: a misspelt one would make every episode of the task
 * fail at its account. Generations (`ecs@2019`) are the emulator's to judge.
 */
async function checkVariants(tasks: Task[], control: EmulatorControl): Promise<void> {
  const asked = tasks.filter((t) => t.front.variant && !isGenerationId(t.front.variant));
  if (!asked.length) return;
  const known = new Set((await control.variants()).map((v) => v.id));
  const unknown = asked.filter((t) => !known.has(t.front.variant!));
  if (unknown.length) {
    throw new PlanError(
      unknown.map((t) => `${t.file}: variant: the emulator has no console variant "${t.front.variant}"`).join('\n') +
        `\n(known: ${[...known].sort().join(', ')})`,
    );
  }
}

/** An account of the pool for one episode; a cloud account cannot log a headless browser into its console. */
async function leaseFor(pool: AccountPool, dir: string, key: string): Promise<Lease> {
  const lease = await pool.lease({ holder: `aca ${dir}`, episodeId: key, ttlMs: 60 * 60_000, waitMs: 30 * 60_000 });
  if (isCloudEndpoint(lease.account.endpoint)) {
    pool.release(lease.leaseId);
    throw new PlanError(`pool account ${lease.name} is a cloud account: headless runs log into the emulator's console; use emulator accounts (aca accounts add --emulator …)`);
  }
  return lease;
}

/**
 * Runs the plan (or the rest of a resumed one) and returns every finished episode; throws EnvironmentLostError when
 * the emulator died under it (finished episodes kept, the others pending).
 */
export async function runPlanned(opts: PlannedRunOptions): Promise<PlannedRunResult> {
  let ledger: Ledger | null = null;
  let environment: Environment | null = null;
  let browser: Browser | null = null;
  try {
    const given = opts.resume ?? opts.resumeOrStart;
    if (given) {
      ledger = Ledger.open(given);
      const recorded = ledger.plan();
      if (!recorded && opts.resume) throw new PlanError(`${opts.resume} holds no run to resume (no plan in its ledger)`);
      const diff = recorded ? planDifference(recorded, opts.plan) : '';
      if (diff) throw new PlanError(`cannot resume ${given}: ${diff}`);
    }
    environment = await openEnvironment(opts.emulator);
    const control = new EmulatorControl(environment.url, environment.adminToken);
    await checkVariants(opts.tasks, control);
    const dir = given ?? (await createRunDir(opts.out));
    if (ledger && !ledger.plan()) ledger.start(opts.plan, opts.episodes);
    if (!ledger) {
      ledger = Ledger.open(dir);
      ledger.start(opts.plan, opts.episodes);
    }
    const resumed = ledger.reopenAbandoned();
    await cleanUpAbandoned(resumed, { control, region: opts.region, env: environment.label, dir, pool: opts.accountPool, log: opts.log });

    opts.onReady?.(ledger.counts());
    browser = await launchBrowser({ headed: opts.headed ?? false });
    const secrets = Secrets.forConsole({ emulator: true });
    const byId = new Map(opts.tasks.map((t) => [t.front.id, t]));
    const env = environment;
    const pool = new EpisodePool({
      ledger, size: opts.parallel, environment, secrets: () => secrets.values(),
      taskOf: (planned) => byId.get(planned.taskId)!,
      policyOf: (planned, task) => opts.policyOf(planned, task),
      onStarted: opts.onStarted,
      onCommitted: opts.onCommitted,
      execute: async ({ planned, task, signal, hold }) => {
        const lease = opts.accountPool ? await leaseFor(opts.accountPool, dir, planned.key) : null;
        if (lease) hold({ leaseId: lease.leaseId });
        try {
          return await runTaskEpisode(task, {
            browser: browser!, emulatorUrl: env.url, control, runDir: dir, secrets, region: opts.region, maxTurns: opts.maxTurns,
            screenshotEveryTurn: opts.screenshotEveryTurn, judges: opts.judges, provision: opts.provision, policy: opts.policyOf(planned, task),
            account: lease?.account, signal, onOpen: (held) => hold(held), onStep: (text) => opts.onStep?.(planned, task, text),
          });
        } finally {
          if (lease) opts.accountPool!.release(lease.leaseId);
        }
      },
    });
    const { lost } = await pool.drain();
    if (lost) {
      const counts = ledger.counts();
      throw new EnvironmentLostError(lost, dir, { done: counts.done, pending: counts.pending + counts.running }, opts.resumeCommand.replace('{dir}', dir));
    }
    return {
      dir, finished: ledger.finished(), plan: ledger.plan()!, resumed, startedAt: new Date(ledger.startedAt() ?? Date.now()),
      emulatorUrl: environment.url, secrets: secrets.values(),
    };
  } finally {
    await browser?.close().catch(() => undefined);
    await environment?.stop();
    ledger?.close();
  }
}
