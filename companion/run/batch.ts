/**
 * `aca verify` (and `aca replay`, `aca explore`, `npm start`): a batch run of one episode per task, in the order
 * given, through the one worker pool and its run ledger, that writes the verify outputs from the ledger: report.json,
 * report.html, junit.xml, summary.md, trajectories.jsonl. Killed or stopped by the emulator's death, it resumes with
 * `aca verify --resume DIR` like any batch.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Report, TaskReport } from '../../protocol';
import { createLocalPolicy } from '../agent/local/policy';
import type { ChatClient } from '../../models/client';
import { episodeKey, type BatchPlan, type PlannedEpisode } from '../batch/ledger';
import { reportHeader } from '../report/header';
import { createProgress } from '../report/progress';
import { createTrajectoryWriter, TRAJECTORIES_FILE } from '../report/trajectory';
import { writeRunOutputs } from '../report/index';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import type { EpisodePolicy } from './engine';
import { describeTasks, runPlanned } from './planned';

export interface BatchOptions {
  tasks: Task[];
  /** Base folder for run folders (default `runs`). */
  out: string;
  /** A run folder of an earlier `aca verify` to complete (same tasks and options). */
  resume?: string;
  /** An emulator already running; otherwise one is started for the run. */
  emulator?: { url: string; adminToken: string };
  headed: boolean;
  parallel: number;
  maxTurns: number;
  /** The policy of every episode (default: the local policy). */
  policy?: EpisodePolicy;
  /** The policy of the i-th task's episode, when it differs per task (replays); wins over `policy`. */
  policyFor?(task: Task, index: number): EpisodePolicy;
  /** The two judges for tasks with a `judge` rubric and no success rules. */
  judges?: ChatClient[];
  region: string;
  /** Save a screenshot every turn, so trajectories are ready for `aca export`. Default false. */
  screenshotEveryTurn?: boolean;
  /** When each task's `requires` are created: `pre` (default, before the episode), `on-demand`, or `none`. */
  provision?: ProvisionMode;
  /** The command that completes this run, `{dir}` for its folder (said when the emulator dies). */
  resumeCommand?: string;
}

export interface BatchResult {
  report: Report;
  dir: string;
}

const LOCAL: EpisodePolicy = { name: 'local', version: '1', create: createLocalPolicy };

/** One episode per task in the order given; a task given twice (a replay of two recordings) runs twice. */
export function verifyPlan(opts: BatchOptions): { plan: BatchPlan; episodes: PlannedEpisode[] } {
  const seen = new Map<string, number>();
  const episodes = opts.tasks.map((t) => {
    const run = seen.get(t.front.id) ?? 0;
    seen.set(t.front.id, run + 1);
    return { key: episodeKey(t.front.id, run), taskId: t.front.id, run, groupId: t.front.id };
  });
  const plan: BatchPlan = {
    kind: 'verify', tasks: describeTasks(opts.tasks), runs: 1, group: 1, policy: policyName(opts), provision: opts.provision ?? 'pre',
    shard: { index: 0, count: 1 }, seed: 0, maxTurns: opts.maxTurns,
  };
  return { plan, episodes };
}

const policyName = (opts: BatchOptions) => (opts.policyFor ? 'replay' : (opts.policy ?? LOCAL).name);

export async function runBatch(opts: BatchOptions): Promise<BatchResult> {
  const { plan, episodes } = verifyPlan(opts);
  const progress = createProgress(opts.tasks.length);
  const policyOf = (planned: PlannedEpisode, task: Task) => opts.policyFor?.(task, planned.ord ?? 0) ?? opts.policy ?? LOCAL;
  const run = await runPlanned({
    kind: 'verify', plan, episodes, tasks: opts.tasks, out: opts.out, resume: opts.resume,
    resumeCommand: opts.resumeCommand ?? 'aca verify --resume {dir} with the same tasks and options',
    emulator: opts.emulator, parallel: Math.max(1, Math.min(opts.parallel, opts.tasks.length)), region: opts.region, headed: opts.headed,
    maxTurns: opts.maxTurns, screenshotEveryTurn: opts.screenshotEveryTurn, judges: opts.judges, provision: opts.provision,
    policyOf,
    log: (line) => process.stderr.write(`${line}\n`),
    onStarted: (_planned, task) => progress.start(task.front.id),
    onStep: (_planned, task, text) => progress.step(task.front.id, text),
    onCommitted: (planned, { report }) => {
      if (report.reason?.startsWith('the episode crashed')) progress.fail(planned.taskId, report.reason);
      else progress.done(planned.taskId, report.verdict, report.seconds);
    },
  });
  const scrub = { secrets: () => run.secrets };
  // Written whole from the ledger (a resumed run rewrites it), in plan order.
  await rm(join(run.dir, TRAJECTORIES_FILE), { force: true });
  const writer = createTrajectoryWriter(run.dir, scrub);
  for (const f of run.finished) await writer.append(f.record);
  await writer.close();
  const report: Report = {
    ...reportHeader({ startedAt: run.startedAt, policy: policyName(opts), emulator: run.emulatorUrl }),
    tasks: run.finished.map((f) => f.report as TaskReport),
  };
  await writeRunOutputs(run.dir, report, run.finished.map((f) => f.record), scrub);
  return { report, dir: run.dir };
}
