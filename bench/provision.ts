/**
 * `npm run bench:provision`: what provisioning does for determinism. Runs the same sample of tasks (those with
 * `requires`; `BENCH_SAMPLE`, default every 6th in id order) through `aca batch` with the local policy:
 *
 * - pre-provisioned (the task's `requires` exist before the agent starts), the baseline;
 * - an empty account (nothing provisioned: what the reference system measured at 33.8% for ECS);
 * - on demand (created when the policy asks or the page shows an empty required list);
 * - pre-provisioned and on demand again under injected faults: throttling (5 calls per second per action and
 *   account) and a stock-out of the default instance type;
 *
 * and prints success and env-blocked rates for each, and the resources left in the emulator after each run (every
 * type of the catalog listed in every account: zero leaks is the target). Last, a run is killed with SIGKILL in the
 * middle, `aca sweep` runs, and the leaks are counted again. Target: pre-provisioned under faults, at most 1% of
 * episodes end env-blocked. Writes the table into bench/README.md between `<!-- provision:start -->` and
 * `<!-- provision:end -->`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalPolicy } from '../companion/agent/local/policy';
import { Ledger } from '../companion/batch/ledger';
import { runBatchEpisodes, type ProvisionMode } from '../companion/batch/runner';
import { orderTasks } from '../companion/batch/shard';
import { EmulatorControl } from '../companion/cloud/account';
import { listEverything } from '../companion/cloud/sweep';
import { startEmulatorProcess, type EmulatorHandle } from '../companion/run/emulator-process';
import { loadTasks, type Task } from '../companion/task/load';
import { machineLine, writeBenchSection } from './readme';

const EVERY = Number(process.env.BENCH_SAMPLE ?? 6);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);
const REGION = 'cn-hangzhou';
const FAULTS = { throttle: { perSecond: 5 }, noStock: { instanceTypes: ['ecs.e-c1m1.large'] } };
const TARGET_ENV_BLOCKED = 0.01;

interface Config {
  name: string;
  provision: ProvisionMode;
  faults: Record<string, unknown>;
}

const CONFIGS: Config[] = [
  { name: 'pre-provisioned', provision: 'pre', faults: {} },
  { name: 'empty account (none)', provision: 'none', faults: {} },
  { name: 'on demand', provision: 'on-demand', faults: {} },
  { name: 'pre-provisioned, faults', provision: 'pre', faults: FAULTS },
  { name: 'on demand, faults', provision: 'on-demand', faults: FAULTS },
];

/** Every resource of every catalog type in every account of the emulator: what a run left behind. */
export async function leftovers(emulator: { url: string; adminToken: string }): Promise<{ count: number; sample: string[] }> {
  const control = new EmulatorControl(emulator.url, emulator.adminToken);
  let count = 0;
  const sample: string[] = [];
  for (const { accountId } of await control.listAccounts()) {
    const found = await control.withAccountClient(accountId, REGION, listEverything);
    count += found.length;
    for (const r of found) if (sample.length < 5) sample.push(`${accountId} ${r.type} ${r.id} ${r.name}`);
  }
  return { count, sample };
}

interface Result {
  config: string;
  episodes: number;
  success: number;
  envBlocked: number;
  crashed: number;
  seconds: number;
  leaked: number;
  leakSample: string[];
}

async function runConfig(config: Config, tasks: Task[], out: string): Promise<Result> {
  const emulator = await startEmulatorProcess();
  try {
    await new EmulatorControl(emulator.url, emulator.adminToken).setFaults(config.faults);
    const started = performance.now();
    const { summary } = await runBatchEpisodes({
      tasks, out, runs: 1, group: 1, parallel: PARALLEL, maxTurns: 60, shard: { index: 0, count: 1 }, seed: 1, k: [1],
      policy: { name: 'local', version: '1', create: createLocalPolicy }, provision: config.provision, emulator, region: REGION,
      progress: { write: () => true },
    });
    await new EmulatorControl(emulator.url, emulator.adminToken).setFaults({});
    const left = await leftovers(emulator);
    return {
      config: config.name, episodes: summary.episodes, success: summary.successes, envBlocked: summary.envBlocked, crashed: summary.crashed,
      seconds: (performance.now() - started) / 1000, leaked: left.count, leakSample: left.sample,
    };
  } finally {
    await emulator.stop();
  }
}

/** Kills an `aca batch` run with SIGKILL once a few episodes are done, then sweeps with `aca sweep`. */
async function killAndSweep(paths: string[], out: string): Promise<{ killedAfter: number; before: number; after: number }> {
  const emulator: EmulatorHandle = await startEmulatorProcess();
  try {
    const args = ['bin/aca.mjs', 'batch', ...paths, '--parallel', String(PARALLEL), '--out', out, '--emulator', emulator.url, '--admin-token', emulator.adminToken];
    const child = spawn(process.execPath, args, { stdio: 'ignore' });
    const killedAfter = await new Promise<number>((resolve) => {
      const poll = setInterval(async () => {
        const runs = await readdir(out).catch(() => [] as string[]);
        if (!runs.length) return;
        let ledger: Ledger | null = null;
        try {
          ledger = Ledger.open(join(out, runs[0]));
          const done = ledger.plan() ? ledger.counts().done : 0;
          if (done >= 4) {
            clearInterval(poll);
            child.kill('SIGKILL');
            resolve(done);
          }
        } catch {
          // the run is still creating its ledger
        } finally {
          ledger?.close();
        }
      }, 200);
      child.once('exit', () => {
        clearInterval(poll);
        resolve(-1);
      });
    });
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    const before = (await leftovers(emulator)).count;
    const runDir = join(out, (await readdir(out))[0]);
    await new Promise<void>((resolve, reject) => {
      // The ledger names the killed episodes' accounts and random suffixes; --all-accounts takes every aca- name.
      const args = ['bin/aca.mjs', 'sweep', '--emulator', emulator.url, '--admin-token', emulator.adminToken, '--all-accounts', '--run', runDir];
      const sweep = spawn(process.execPath, args, { stdio: 'ignore' });
      sweep.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`aca sweep exited with ${code}`))));
    });
    return { killedAfter, before, after: (await leftovers(emulator)).count };
  } finally {
    await emulator.stop();
  }
}

export async function benchProvision(): Promise<string> {
  const all = orderTasks(await loadTasks(['tasks']));
  const tasks = all.filter((t) => t.front.requires.length > 0).filter((_, i) => i % EVERY === 0);
  const out = await mkdtemp(join(tmpdir(), 'aca-bench-provision-'));
  const results: Result[] = [];
  try {
    for (const config of CONFIGS) {
      results.push(await runConfig(config, tasks, out));
      const r = results.at(-1)!;
      process.stderr.write(`${config.name}: ${r.success}/${r.episodes} succeeded, ${r.envBlocked} env-blocked, ${r.leaked} left behind (${r.seconds.toFixed(0)} s)\n`);
    }
    const killed = await killAndSweep(tasks.slice(0, 12).map((t) => t.file), join(out, 'killed'));
    const base = results[0];
    const rate = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
    const faulted = results.find((r) => r.config === 'pre-provisioned, faults')!;
    const blockedShare = faulted.episodes ? faulted.envBlocked / faulted.episodes : 1;
    return [
      `${machineLine()}; ${tasks.length} tasks with \`requires\` (every ${EVERY}th in id order), one episode each, the local policy, parallel ${PARALLEL}; faults: ${JSON.stringify(FAULTS)}.`,
      '',
      '| configuration | episodes | success | vs pre-provisioned | env-blocked | crashed | resources left behind | seconds |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.config} | ${r.episodes} | ${rate(r.success, r.episodes)} | ${(r.success / r.episodes / (base.success / base.episodes)).toFixed(2)}× | ${rate(r.envBlocked, r.episodes)} | ${rate(r.crashed, r.episodes)} | ${r.leaked}${r.leakSample.length ? ` (${r.leakSample.join('; ')})` : ''} | ${r.seconds.toFixed(0)} |`,
      ),
      '',
      `Killed with SIGKILL after ${killed.killedAfter} of 12 episodes: ${killed.before} resource(s) left in the emulator, ${killed.after} after \`aca sweep --all-accounts --run <run folder>\`.`,
      '',
      `Target: pre-provisioned under faults, at most ${TARGET_ENV_BLOCKED * 100}% env-blocked: ${rate(faulted.envBlocked, faulted.episodes)} (${blockedShare <= TARGET_ENV_BLOCKED ? 'met' : 'NOT met'}); zero leaks: ${results.every((r) => r.leaked === 0) && killed.after === 0 ? 'met' : 'NOT met'}.`,
    ].join('\n');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const INTRO = `\`npm run bench:provision\` runs the same tasks pre-provisioned, in an empty account, with on-demand provisioning,
and under injected faults, and counts what each run left in the emulator; then kills a run and sweeps.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = await benchProvision();
  process.stdout.write(`${md}\n`);
  await writeBenchSection('provision', md, { heading: 'provision: pre-provisioned, empty, on demand, under faults; leaks', intro: INTRO });
}
