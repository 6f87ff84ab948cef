/**
 * `aca batch`: many episodes in parallel headless browser contexts, each in its own account, recorded in the run
 * ledger as they finish, so a killed run resumes where it stopped. The outputs (episode rows, trajectories, GRPO
 * rollout groups, report.json, dashboard.html) are written from the ledger at the end.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import type { ChatClient } from '../../models/client';
import type { PolicyFactory } from '../agent/policy';
import { EmulatorControl } from '../cloud/account';
import type { AccountPool, Lease } from '../cloud/pool';
import { isCloudEndpoint } from '../cloud/sdk';
import { launchBrowser } from '../driver/browser';
import { createRunDir } from '../report/run-dir';
import { scrubDeep } from '../report/scrub';
import type { ProgressStream } from '../report/progress';
import { startEmulatorProcess, type EmulatorHandle } from '../run/emulator-process';
import type { ProvisionMode } from '../run/deferred';
import { runTaskEpisode } from '../run/episode-runner';
import { Secrets } from '../run/secrets';
import type { Task } from '../task/load';
import { cleanUpAbandoned } from './cleanup';
import { Ledger, type Abandoned, type BatchPlan, type PlannedEpisode } from './ledger';
import { crashedEpisode, rowOf } from './outcome';
import { writeBatchOutputs, type BatchSummary } from './outputs';
import { batchProgress } from './progress';
import { orderTasks, planEpisodes, shardTasks, type Shard } from './shard';

export type { ProvisionMode } from '../run/deferred';

export interface BatchRunOptions {
  /** Every task of the run; the runner orders them by id and keeps this shard's. */
  tasks: Task[];
  /** Base folder for a new run folder (ignored on resume). */
  out: string;
  /** A run folder to resume: its ledger's plan must match these options. */
  resume?: string;
  runs: number;
  group: number;
  parallel: number;
  maxTurns: number;
  shard: Shard;
  seed: number;
  /** pass@k for these k (1 is always reported as pass@1). */
  k: number[];
  policy: { name: string; version: string; create: PolicyFactory };
  judges?: ChatClient[];
  provision: ProvisionMode;
  emulator?: { url: string; adminToken: string };
  /** Lease each episode's account from this pool (emulator accounts); without it each episode gets a fresh one. */
  pool?: AccountPool;
  region: string;
  screenshotEveryTurn?: boolean;
  progress?: ProgressStream;
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
  constructor(message: string) {
    super(message);
    this.name = 'BatchPlanError';
  }
}

/** An account of the pool for one episode; a cloud account cannot log a headless browser into its console. */
async function leaseFor(pool: AccountPool, dir: string, key: string): Promise<Lease> {
  const lease = await pool.lease({ holder: `aca batch ${dir}`, episodeId: key, ttlMs: 60 * 60_000, waitMs: 30 * 60_000 });
  if (isCloudEndpoint(lease.account.endpoint)) {
    pool.release(lease.leaseId);
    throw new BatchPlanError(`pool account ${lease.name} is a cloud account: headless batch runs log into the emulator's console; use emulator accounts (aca accounts add --emulator …)`);
  }
  return lease;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function planOf(tasks: Task[], opts: BatchRunOptions): Promise<BatchPlan> {
  const described = await Promise.all(tasks.map(async (t) => ({ id: t.front.id, file: t.file, sha256: sha256(await readFile(t.file, 'utf8')) })));
  return {
    tasks: described, runs: opts.runs, group: opts.group, policy: opts.policy.name, provision: opts.provision,
    shard: opts.shard, seed: opts.seed, maxTurns: opts.maxTurns,
  };
}

/** What differs between the plan a ledger holds and the one asked for now ("" when they match). */
export function planDifference(recorded: BatchPlan, asked: BatchPlan): string {
  const diffs: string[] = [];
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

export async function runBatchEpisodes(opts: BatchRunOptions): Promise<BatchRunResult> {
  const tasks = shardTasks(orderTasks(opts.tasks), opts.shard);
  if (!tasks.length) throw new BatchPlanError(`shard ${opts.shard.index}/${opts.shard.count} has no tasks (${opts.tasks.length} task(s) in all)`);
  const plan = await planOf(tasks, opts);
  const dir = opts.resume ?? (await createRunDir(opts.out));
  const ledger = Ledger.open(dir);
  let owned: EmulatorHandle | null = null;
  let browser: Browser | null = null;
  try {
    const recorded = ledger.plan();
    if (opts.resume && !recorded) throw new BatchPlanError(`${dir} holds no run to resume (no plan in its ledger)`);
    if (recorded) {
      const diff = planDifference(recorded, plan);
      if (diff) throw new BatchPlanError(`cannot resume ${dir}: ${diff}`);
    } else {
      ledger.start(plan, planEpisodes(tasks, opts.runs, opts.group));
    }
    owned = opts.emulator ? null : await startEmulatorProcess();
    const emulator = opts.emulator ?? owned!;
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    const resumed = ledger.reopenAbandoned();
    await cleanUpAbandoned(resumed, { control, region: opts.region, pool: opts.pool, runDir: dir, log: (line) => opts.progress?.write(`${line}\n`) });

    browser = await launchBrowser({ headed: false });
    const secrets = Secrets.forConsole({ emulator: true });
    const byId = new Map(tasks.map((t) => [t.front.id, t]));
    const progress = batchProgress(ledger.counts(), opts.progress ?? process.stderr);
    const runOne = async (planned: PlannedEpisode) => {
      const task = byId.get(planned.taskId)!;
      progress.started(planned.key);
      const started = Date.now();
      const lease = opts.pool ? await leaseFor(opts.pool, dir, planned.key) : null;
      if (lease) ledger.holding(planned.key, { leaseId: lease.leaseId });
      // runTaskEpisode turns the episode's own failures into its report; what escapes it (no account could be
      // created: the emulator or the cloud is unreachable) is recorded as a crash, with its message.
      const { report, record } = await runTaskEpisode(task, {
        browser: browser!, emulatorUrl: emulator.url, control, runDir: dir, secrets, region: opts.region, maxTurns: opts.maxTurns,
        screenshotEveryTurn: opts.screenshotEveryTurn, judges: opts.judges, policy: opts.policy, provision: opts.provision,
        account: lease?.account, onOpen: (held) => ledger.holding(planned.key, held),
      })
        .catch((error: Error) => crashedEpisode(task, opts.policy, started, error))
        .finally(() => lease && opts.pool!.release(lease.leaseId));
      record.groupId = planned.groupId;
      const secretValues = secrets.values();
      const row = rowOf(task, planned, report, record);
      ledger.finish(planned.key, { row, report: scrubDeep(report, secretValues), record: scrubDeep(record, secretValues) });
      progress.finished(planned.key, row.outcome);
      opts.onEpisode?.(planned.key);
    };
    const worker = async () => {
      for (let planned = ledger.claim(); planned; planned = ledger.claim()) await runOne(planned);
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.parallel) }, worker));
    progress.close();
    const summary = await writeBatchOutputs(dir, ledger.finished(), { plan: ledger.plan()!, k: opts.k, secrets: secrets.values() });
    return { dir, summary, resumed };
  } finally {
    await browser?.close().catch(() => undefined);
    await owned?.stop();
    ledger.close();
  }
}
