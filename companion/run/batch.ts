/**
 * Verifies a list of tasks in headless Chromium against the emulator, a few episodes at a time, and
 * writes the run folder: report.json, report.html, junit.xml, summary.md, trajectories.jsonl.
 */
import type { Report, TaskReport } from '../../protocol';
import { createLocalPolicy } from '../agent/local/policy';
import type { PolicyFactory } from '../agent/policy';
import type { ChatClient } from '../../models/client';
import { EmulatorControl } from '../cloud/account';
import { launchBrowser } from '../driver/browser';
import { createRunDir } from '../report/run-dir';
import { createProgress } from '../report/progress';
import { createTrajectoryWriter } from '../report/trajectory';
import { readTrajectories, writeRunOutputs } from '../report/index';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import { runTaskEpisode } from './episode-runner';
import { startEmulatorProcess, type EmulatorHandle } from './emulator-process';
import { Secrets } from './secrets';

export interface BatchOptions {
  tasks: Task[];
  /** Base folder for run folders (default `runs`). */
  out: string;
  /** An emulator already running; otherwise one is started for the run. */
  emulator?: { url: string; adminToken: string };
  headed: boolean;
  parallel: number;
  maxTurns: number;
  /** The policy of every episode (default: the local policy). */
  policy?: { name: string; version: string; create: PolicyFactory };
  /** The policy of the i-th task's episode, when it differs per task (replays); wins over `policy`. */
  policyFor?(task: Task, index: number): { name: string; version: string; create: PolicyFactory };
  /** The two judges for tasks with a `judge` rubric and no success rules. */
  judges?: ChatClient[];
  region: string;
  /** Save a screenshot every turn, so trajectories are ready for `aca export`. Default false. */
  screenshotEveryTurn?: boolean;
  /** When each task's `requires` are created: `pre` (default, before the episode), `on-demand`, or `none`. */
  provision?: ProvisionMode;
}

export interface BatchResult {
  report: Report;
  dir: string;
}

const VERSION = '0.1.0';
const LOCAL = { name: 'local', version: '1', create: createLocalPolicy };

export async function runBatch(opts: BatchOptions): Promise<BatchResult> {
  const startedAt = new Date();
  const owned: EmulatorHandle | null = opts.emulator ? null : await startEmulatorProcess();
  const emulator = opts.emulator ?? owned!;
  const dir = await createRunDir(opts.out);
  const browser = await launchBrowser({ headed: opts.headed });
  const secrets = Secrets.forConsole({ emulator: true });
  const writer = createTrajectoryWriter(dir, { secrets: () => secrets.values() });
  const progress = createProgress(opts.tasks.length);
  const control = new EmulatorControl(emulator.url, emulator.adminToken);
  const results: TaskReport[] = new Array(opts.tasks.length);
  try {
    let next = 0;
    const worker = async () => {
      while (next < opts.tasks.length) {
        const i = next++;
        const task = opts.tasks[i];
        progress.start(task.front.id);
        try {
          const { report, record } = await runTaskEpisode(task, {
            browser, emulatorUrl: emulator.url, control, runDir: dir, secrets, region: opts.region, maxTurns: opts.maxTurns,
            screenshotEveryTurn: opts.screenshotEveryTurn, judges: opts.judges, provision: opts.provision,
            policy: opts.policyFor?.(task, i) ?? opts.policy ?? LOCAL,
            onStep: (text) => progress.step(task.front.id, text),
          });
          await writer.append(record);
          results[i] = report;
          progress.done(task.front.id, report.verdict, report.seconds);
        } catch (error) {
          progress.fail(task.front.id, (error as Error).message);
          results[i] = crashed(task, error as Error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.parallel, opts.tasks.length)) }, worker));
  } finally {
    await writer.close();
    await browser.close();
    await owned?.stop();
  }
  const report: Report = {
    tool: 'aliyun-console-agent',
    version: VERSION,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    policy: opts.policyFor ? 'replay' : (opts.policy ?? LOCAL).name,
    emulator: emulator.url,
    tasks: results,
  };
  await writeRunOutputs(dir, report, await readTrajectories(dir), { secrets: () => secrets.values() });
  return { report, dir };
}

function crashed(task: Task, error: Error): TaskReport {
  return {
    id: task.front.id, title: task.front.title, file: task.file, verdict: 'inconclusive', success: false, successSource: 'unknown',
    rules: [], steps: [], defects: [], actions: 0, seconds: 0, variant: task.front.variant,
    reason: `the episode crashed: ${error.message}`,
  };
}
