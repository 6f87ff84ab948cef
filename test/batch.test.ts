// `aca batch` end to end on the emulator with the local policy: an uninterrupted run as the reference; two shards
// merged give the same result; a run killed with SIGKILL mid-episode and resumed gives the same set of episodes,
// runs none twice that had finished, and leaves no resource behind in any account (agent-made ones included).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/server';
import { createLocalPolicy } from '../companion/agent/local/policy';
import { Ledger } from '../companion/batch/ledger';
import { mergeShards } from '../companion/batch/merge';
import { runBatchEpisodes, type BatchRunOptions } from '../companion/batch/runner';
import { EmulatorControl } from '../companion/cloud/account';
import { AccountPool } from '../companion/cloud/pool';
import { listEverything } from '../companion/cloud/sweep';
import { runSweep } from '../companion/cli/sweep';
import { loadTasks } from '../companion/task/load';
import { runAca } from './helpers';

const TASKS = ['tasks/kms/enable-key.md', 'tasks/kms/disable-key.md', 'tasks/ram/create-group-zh.md'];

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'batch-test', eventDelayMs: 0 });
  base = await mkdtemp(join(tmpdir(), 'aca-batch-'));
});
afterAll(async () => {
  await emulator?.close();
  if (base) await rm(base, { recursive: true, force: true });
});

const readJsonl = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l));
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

/** What must not depend on how the run was split or interrupted: outcomes, not ids or timings. */
async function comparable(dir: string) {
  const rows = await readJsonl(join(dir, 'episodes.jsonl'));
  const report = await readJson(join(dir, 'report.json'));
  const rollouts = await readJsonl(join(dir, 'rollouts.jsonl'));
  return {
    rows: rows.map((r: Record<string, unknown>) => ({ key: `${r.taskId}#${r.run}`, group: r.groupId, outcome: r.outcome, reward: r.reward })),
    stats: { episodes: report.episodes, tasks: report.tasks, passAt1: report.passAt1, passAtK: report.passAtK, byProduct: report.byProduct, envBlocked: report.envBlocked, invalid: report.invalid, grpo: report.grpo },
    rollouts: rollouts.map((g: { groupId: string; episodes: Array<{ reward: number; advantage: number }> }) => ({ groupId: g.groupId, episodes: g.episodes.map((e) => [e.reward, e.advantage]) })),
  };
}

describe('aca batch', () => {
  let reference: Awaited<ReturnType<typeof comparable>>;
  let singleRun: string;
  let options: Omit<BatchRunOptions, 'out'>;

  beforeAll(async () => {
    options = {
      tasks: await loadTasks(TASKS), runs: 2, group: 2, parallel: 2, maxTurns: 40, shard: { index: 0, count: 1 }, seed: 7, k: [1, 2],
      policy: { name: 'local', version: '1', create: createLocalPolicy }, provision: 'pre', emulator: { url: emulator.url, adminToken: emulator.adminToken },
      region: 'cn-hangzhou', progress: { write: () => true },
    };
  });

  it('runs every task R times in groups, and writes rows, trajectories, rollout groups, report.json and a dashboard', async () => {
    const { dir, summary } = await runBatchEpisodes({ ...options, out: join(base, 'single') });
    singleRun = basename(dir);
    reference = await comparable(dir);
    expect(summary.episodes).toBe(6);
    expect(reference.rows.map((r) => r.key).sort()).toEqual(TASKS.flatMap((_, i) => [0, 1].map((run) => `${['kms/enable-key', 'kms/disable-key', 'ram/create-group-zh'][i]}#${run}`)).sort());
    expect(summary.passAt1.value).toBe(1);
    expect(summary.passAt1.ci95).toEqual([1, 1]);
    // Every group succeeded twice: no reward variance, so every group is dropped and counted.
    expect(summary.grpo).toEqual({ groups: 0, dropped: { zeroVariance: 3, incomplete: 0 } });
    expect(Object.keys(summary.byProduct).sort()).toEqual(['kms', 'ram']);
    const trajectories = await readJsonl(join(dir, 'trajectories.jsonl'));
    expect(trajectories.map((t: { groupId: string }) => t.groupId).sort()).toEqual(reference.rows.map((r) => r.group).sort());
    const html = await readFile(join(dir, 'dashboard.html'), 'utf8');
    expect(html).toContain('kms/enable-key');
  });

  it('two shards merged equal one run', async () => {
    const a = await runBatchEpisodes({ ...options, shard: { index: 0, count: 2 }, out: join(base, 'shard0') });
    const b = await runBatchEpisodes({ ...options, shard: { index: 1, count: 2 }, out: join(base, 'shard1') });
    expect(a.summary.episodes + b.summary.episodes).toBe(6);
    await expect(mergeShards([a.dir], join(base, 'merged-half'))).rejects.toThrow(/shard\(s\) 1\/2 missing/);
    const merged = await mergeShards([b.dir, a.dir], join(base, 'merged'));
    expect(merged.plan.shards).toBe(2);
    expect(await comparable(join(base, 'merged'))).toEqual(reference);

    // aca compare pairs the two runs by task: the same outcomes make a difference of 0 with a [0, 0] interval.
    const compared = await runAca(['compare', join(base, 'single', singleRun), join(base, 'merged')]);
    expect(compared.code, compared.stderr).toBe(0);
    expect(JSON.parse(compared.stdout)).toMatchObject({ tasks: 3, a: 1, b: 1, difference: { value: 0, ci95: [0, 0] } });
    expect(await readFile(join(base, 'merged', 'comparison.html'), 'utf8')).toContain('kms/enable-key');
    const refused = await runAca(['compare', base, join(base, 'merged')]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/holds no batch results \(no episodes\.jsonl\)/);
  });

  it('leases each episode\'s account from the pool and gives it back, leaving the pool\'s accounts empty', async () => {
    const pool = new AccountPool({ path: join(base, 'pool.db') });
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    const names = await pool.addEmulatorAccounts(control, 2);
    const { summary } = await runBatchEpisodes({ ...options, pool, out: join(base, 'pooled') });
    expect(summary.passAt1.value).toBe(1);
    const leases = pool.leases();
    expect(leases).toHaveLength(6);
    expect(new Set(leases.map((l) => l.name))).toEqual(new Set(names));
    expect(pool.leases({ activeOnly: true })).toEqual([]);
    // The same two accounts served six episodes: each episode's teardown left them as it found them.
    for (const name of names) {
      const accountId = pool.account(name).accountId!;
      expect(await control.withAccountClient(accountId, 'cn-hangzhou', listEverything)).toEqual([]);
    }
    pool.close();
  });

  it('a run killed with SIGKILL mid-episode resumes without losing or repeating an episode, and leaves nothing behind', async () => {
    const out = join(base, 'killed');
    const child = spawn(
      process.execPath,
      ['bin/aca.mjs', 'batch', ...TASKS, '--runs', '2', '--group', '2', '--parallel', '1', '--seed', '7', '--max-turns', '40', '--out', out, '--emulator', emulator.url, '--admin-token', emulator.adminToken],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // Kill it once two episodes are done and a third has started (its account exists: something to clean up).
    const dir = await new Promise<string>((resolve, reject) => {
      const poll = setInterval(async () => {
        const { readdir } = await import('node:fs/promises');
        const runs = await readdir(out).catch(() => [] as string[]);
        if (!runs.length) return;
        const ledger = (() => {
          try {
            return Ledger.open(join(out, runs[0]));
          } catch {
            return null;
          }
        })();
        if (!ledger) return;
        const counts = ledger.plan() ? ledger.counts() : { done: 0 };
        const running = ledger.plan() ? ledger.running().filter((r) => r.accountId && r.rand).length : 0;
        ledger.close();
        if (counts.done >= 2 && running >= 1) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve(join(out, runs[0]));
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(poll);
        reject(new Error(`the batch ended (code ${code}) before it could be killed: ${stderr}`));
      });
    });
    await new Promise((r) => child.once('exit', r));
    const before = Ledger.open(dir);
    const doneBefore = before.finished().map((f) => `${f.row.taskId}#${f.row.run}`);
    const counts = before.counts();
    before.close();
    expect(counts.running).toBe(1);

    // `aca sweep --run DIR` finds the killed episode's account in the ledger (a dry run: the resume cleans up).
    const said: string[] = [];
    const code = await runSweep(['--emulator', emulator.url, '--admin-token', emulator.adminToken, '--run', dir, '--dry-run'], () => undefined, (l) => said.push(l));
    expect(code).toBe(0);
    expect(said.join('\n')).toMatch(/\(episode [a-z/-]+#\d\) \(cn-hangzhou\): \d+ found/);

    const { summary, resumed } = await runBatchEpisodes({ ...options, parallel: 1, out: 'unused', resume: dir });
    expect(resumed).toHaveLength(1);
    expect(summary.episodes).toBe(6);
    expect(await comparable(dir)).toEqual(reference);
    const after = Ledger.open(dir);
    const attempts = after.attempts();
    after.close();
    for (const key of doneBefore) expect(attempts[key]).toBe(1);
    expect(attempts[resumed[0].key]).toBe(2);

    // Nothing of this run is left in any of the emulator's accounts: the killed episode's resources were swept.
    const control = new EmulatorControl(emulator.url, emulator.adminToken);
    for (const { accountId } of await control.listAccounts()) {
      // Accounts start empty: anything in one, of any type, was left by the run (provisioned or made by the agent).
      const left = await control.withAccountClient(accountId, 'cn-hangzhou', listEverything);
      expect({ accountId, left: left.map((r) => `${r.type} ${r.name}`) }).toEqual({ accountId, left: [] });
    }
  });
});
