/**
 * `aca batch`: many episodes in parallel headless browser contexts, each in its own account, recorded in the run
 * ledger as they finish, so a killed run resumes where it stopped. The episodes run in the one worker pool
 * (`run/planned.ts`, `run/pool.ts`); the outputs (episode rows, trajectories, GRPO rollout groups, report.json,
 * dashboard.html) are written from the ledger at the end.
 */
import type { ChatClient } from '../../models/client';
import type { AccountPool } from '../cloud/pool';
import type { ProgressStream } from '../report/progress';
import type { ProvisionMode } from '../run/deferred';
import type { EpisodePolicy } from '../run/engine';
import { describeTasks, PlanError, runPlanned } from '../run/planned';
import type { Task } from '../task/load';
import type { Abandoned, BatchPlan } from './ledger';
import { writeBatchOutputs, type BatchSummary } from './outputs';
import { batchProgress, type BatchProgress } from './progress';
import { orderTasks, planEpisodes, shardTasks, ShardError, type Shard } from './shard';

export type { ProvisionMode } from '../run/deferred';

export interface BatchRunOptions {
  /** Every task of the run; the runner orders them by id and keeps this shard's. */
  tasks: Task[];
  /** Base folder for a new run folder (ignored on resume). */
  out: string;
  /** A run folder to resume: its ledger's plan must match these options. */
  resume?: string;
  /** A folder to resume when it holds a run, else to start this one in (`--resume-or-start`, what a pod runs). */
  resumeOrStart?: string;
  runs: number;
  group: number;
  parallel: number;
  maxTurns: number;
  shard: Shard;
  seed: number;
  /** pass@k for these k (1 is always reported as pass@1). */
  k: number[];
  policy: EpisodePolicy;
  judges?: ChatClient[];
  provision: ProvisionMode;
  emulator?: { url: string; adminToken: string };
  /** Lease each episode's account from this pool (emulator accounts); without it each episode gets a fresh one. */
  pool?: AccountPool;
  region: string;
  screenshotEveryTurn?: boolean;
  progress?: ProgressStream;
  /** The command line that resumes this run, `{dir}` for its folder (said when the emulator dies). */
  resumeCommand?: string;
  /** Called after each episode is committed (tests and benchmarks watch the run with it). */
  onEpisode?(key: string): void;
}

export interface BatchRunResult {
  dir: string;
  summary: BatchSummary;
  /** Episodes a killed run had left running, cleaned up and run again by this one. */
  resumed: Abandoned[];
}

export class BatchPlanError extends Error {
  readonly code = 'bad-plan';
  constructor(message: string) {
    super(message);
    this.name = 'BatchPlanError';
  }
}

/** The run's plan and episodes; bad options throw BatchPlanError before anything is created. */
export function batchPlan(opts: BatchRunOptions): { tasks: Task[]; plan: BatchPlan; episodes: ReturnType<typeof planEpisodes> } {
  try {
    const tasks = shardTasks(orderTasks(opts.tasks), opts.shard);
    if (!tasks.length) throw new BatchPlanError(`shard ${opts.shard.index}/${opts.shard.count} has no tasks (${opts.tasks.length} task(s) in all)`);
    const episodes = planEpisodes(tasks, opts.runs, opts.group);
    const plan: BatchPlan = {
      kind: 'batch', tasks: describeTasks(tasks), runs: opts.runs, group: opts.group, policy: opts.policy.name, provision: opts.provision,
      shard: opts.shard, seed: opts.seed, maxTurns: opts.maxTurns,
    };
    return { tasks, plan, episodes };
  } catch (error) {
    if (error instanceof ShardError) throw new BatchPlanError(error.message);
    throw error;
  }
}

export async function runBatchEpisodes(opts: BatchRunOptions): Promise<BatchRunResult> {
  const { tasks, plan, episodes } = batchPlan(opts);
  // Set once the ledger says how many episodes are done and left (a resumed run starts part way).
  const shown: { progress: BatchProgress | null } = { progress: null };
  try {
    const run = await runPlanned({
      kind: 'batch', plan, episodes, tasks, out: opts.out, resume: opts.resume, resumeOrStart: opts.resumeOrStart,
      resumeCommand: opts.resumeCommand ?? 'aca batch --resume {dir} with the same tasks and options',
      emulator: opts.emulator, parallel: opts.parallel, region: opts.region, maxTurns: opts.maxTurns,
      screenshotEveryTurn: opts.screenshotEveryTurn, judges: opts.judges, provision: opts.provision, accountPool: opts.pool,
      policyOf: () => opts.policy,
      log: (line) => (opts.progress ?? process.stderr).write(`${line}\n`),
      onReady: (counts) => {
        shown.progress = batchProgress(counts, opts.progress ?? process.stderr);
      },
      onStarted: (planned) => shown.progress?.started(planned.key),
      onCommitted: (planned, finished) => {
        shown.progress?.finished(planned.key, finished.row.outcome);
        opts.onEpisode?.(planned.key);
      },
    });
    shown.progress?.close();
    const summary = await writeBatchOutputs(run.dir, run.finished, { plan: run.plan, k: opts.k, secrets: run.secrets });
    return { dir: run.dir, summary, resumed: run.resumed };
  } catch (error) {
    shown.progress?.close();
    if (error instanceof PlanError) throw new BatchPlanError(error.message);
    throw error;
  }
}
