/**
 * Faults that must not spoil a run, played on the real CLI processes with their real embedded emulator and Chromium:
 * the emulator child killed in the middle of `aca batch`; a default `aca batch` (and `aca verify`) killed with -9,
 * process group and all, then resumed; `aca env-serve` sessions ended by /close and by the emulator's death.
 * Two short KMS and RAM tasks keep it quick.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { EXIT_ENVIRONMENT_LOST } from '../../companion/run/environment';
import { runAca } from '../helpers';
import { alive, emulatorChild, ledgerState, startAca, whenLedger } from './processes';

const TASKS = ['tasks/kms/enable-key.md', 'tasks/ram/create-group-zh.md'];
const BATCH = ['batch', ...TASKS, '--runs', '1', '--parallel', '1', '--seed', '5', '--max-turns', '40'];
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const out = (name: string) => mkdtempSync(join(tmpdir(), `aca-faults-${name}-`));
/** One episode done and the next holding its account: a kill now leaves a finished and an unfinished one. */
const midway = (state: { counts: { done: number }; running: () => Array<{ accountId: string | null }> }) =>
  state.counts.done >= 1 && state.running().some((r) => r.accountId !== null);

describe('the emulator dies in the middle of aca batch', () => {
  it('stops the batch with exit 75 and a clear message, leaves the unfinished episodes pending, and --resume completes them', async () => {
    const base = out('emulator');
    const batch = startAca([...BATCH, '--out', base]);
    const dir = await whenLedger(base, batch, (l) => midway({ counts: l.counts(), running: () => l.running() }));
    const emulator = emulatorChild(batch.pid);
    expect(emulator, 'the batch runs its own emulator').toBeDefined();
    process.kill(emulator!, 'SIGKILL');

    // A distinct exit code (not 13: nothing is left waiting), and what happened and what to do next.
    expect(await batch.exited).toEqual({ code: EXIT_ENVIRONMENT_LOST, signal: null });
    expect(batch.stderr()).toMatch(/the environment died: the emulator \(pid \d+\) exited unexpectedly \(SIGKILL\)/);
    expect(batch.stderr()).toMatch(/none was recorded as crashed\)\. Complete the run with: aca batch .+ --resume /);
    const killed = ledgerState(dir);
    expect(killed.counts.running).toBe(0);
    expect(killed.counts.pending).toBeGreaterThanOrEqual(1);
    expect(killed.counts.done + killed.counts.pending).toBe(2);
    expect(killed.finished.map((f) => f.row.outcome)).toEqual(killed.finished.map(() => 'success'));
    const doneBefore = killed.finished.map((f) => `${f.row.taskId}#${f.row.run}`);

    const resumed = await runAca([...BATCH, '--resume', dir], { timeoutMs: 400_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    const report = readJson(join(dir, 'report.json'));
    // As if it had never been killed: every episode ran once to its end, and both tasks succeed.
    expect(report).toMatchObject({ episodes: 2, crashed: 0, envBlocked: 0, passAt1: { value: 1 } });
    expect(report.version).toBe(readJson('package.json').version);
    const after = ledgerState(dir);
    expect(after.counts).toEqual({ pending: 0, running: 0, done: 2 });
    for (const key of doneBefore) expect(after.attempts[key]).toBe(1);
  }, 800_000);
});

describe('a default aca batch killed with -9, process group and all', () => {
  it('resumes: the killed episode\'s account died with its emulator, so it simply runs again', async () => {
    const base = out('group');
    const batch = startAca([...BATCH, '--out', base], { group: true });
    const dir = await whenLedger(base, batch, (l) => midway({ counts: l.counts(), running: () => l.running() }));
    const emulator = emulatorChild(batch.pid)!;
    process.kill(-batch.pid, 'SIGKILL');
    expect(await batch.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await expect.poll(() => alive(emulator), { timeout: 20_000 }).toBe(false);
    const killed = ledgerState(dir);
    expect(killed.left.length).toBe(1);
    expect(killed.left[0]).toMatchObject({ env: 'embedded', accountId: expect.any(String) });
    const doneBefore = killed.finished.map((f) => `${f.row.taskId}#${f.row.run}`);

    // A new embedded emulator knows nothing of the killed one's accounts: asking it for them was the old failure.
    const resumed = await runAca([...BATCH, '--resume', dir], { timeoutMs: 400_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(`resume: episode ${killed.left[0].key}`);
    expect(resumed.stderr).toContain('which died with it: nothing left to clean');
    expect(resumed.stdout).toMatch(/^2 episodes · pass@1 1\.000/m);
    const after = ledgerState(dir);
    expect(after.counts).toEqual({ pending: 0, running: 0, done: 2 });
    for (const key of doneBefore) expect(after.attempts[key]).toBe(1);
    expect(after.attempts[killed.left[0].key]).toBe(2);
  }, 800_000);

  it('aca verify is a batch of one run per task: killed the same way, --resume completes its report and JUnit file', async () => {
    const base = out('verify');
    const tasks = TASKS;
    const verify = startAca(['verify', ...tasks, '--parallel', '1', '--out', base], { group: true });
    const dir = await whenLedger(base, verify, (l) => midway({ counts: l.counts(), running: () => l.running() }));
    process.kill(-verify.pid, 'SIGKILL');
    await verify.exited;
    const resumed = await runAca(['verify', ...tasks, '--parallel', '1', '--resume', dir], { timeoutMs: 400_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    const report = readJson(join(dir, 'report.json'));
    // In the order given (the loader sorts a folder's files by path), as an uninterrupted run reports them.
    expect(report.tasks.map((t: { id: string; verdict: string }) => [t.id, t.verdict])).toEqual([
      ['kms/enable-key', 'verified'],
      ['ram/create-group-zh', 'verified'],
    ]);
    expect(report.version).toBe(readJson('package.json').version);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toMatch(/tests="2"[^>]*failures="0"/);
    const trajectories = readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n');
    expect(trajectories).toHaveLength(2);
    expect(ledgerState(dir).counts).toEqual({ pending: 0, running: 0, done: 2 });
  }, 800_000);
});

describe('a Kubernetes pod\'s aca batch --resume-or-start', () => {
  it('starts in its own folder the first time and resumes there when the pod is restarted', async () => {
    const base = out('pod');
    const args = ['batch', TASKS[0], '--runs', '1', '--resume-or-start', join(base, 'shard-{shard}')];
    const first = await runAca(args, { timeoutMs: 300_000 });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^1 episodes · pass@1 1\.000/m);
    // The restarted pod finds the run done: nothing runs again, and the outputs are the same.
    const again = await runAca(args, { timeoutMs: 300_000 });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^1 episodes · pass@1 1\.000/m);
    expect(ledgerState(join(base, 'shard-0')).attempts).toEqual({ 'kms/enable-key#0': 1 });
  }, 600_000);
});

describe('aca env-serve sessions that end early', () => {
  it('keeps every step of a session ended by /close and of one ended by the emulator\'s death', async () => {
    const base = out('env-serve');
    const server = startAca(['env-serve', '--port', '0', '--out', base, '--max-turns', '40']);
    const ready = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: server.child.stdout! }).once('line', resolve))) as Record<string, string>;
    // The server's token when it prints one (its requests must carry it), with a JSON body.
    const token = Object.entries(ready).find(([k, v]) => k !== 'url' && /token/i.test(k) && typeof v === 'string')?.[1];
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${ready.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    };
    const state = async (session: string) => (await fetch(`${ready.url}/state?session=${session}`, { headers })).json();
    const waits = async (session: string, n: number) => {
      for (let i = 0; i < n; i++) expect((await post('/step', { session, action: { type: 'wait', ms: 50 }, thought: `wait ${i}` })).status).toBe(200);
    };
    try {
      const closed = (await post('/reset', { task: 'kms/enable-key' })).body;
      await waits(closed.session, 3);
      expect((await post('/close', { session: closed.session })).body).toMatchObject({ turn: 3, done: true, report: { reason: 'closed by the client' } });

      const dying = (await post('/reset', { task: 'kms/disable-key' })).body;
      await waits(dying.session, 2);
      process.kill(emulatorChild(server.pid)!, 'SIGKILL');
      await expect.poll(async () => (await state(dying.session)).done, { timeout: 120_000, interval: 250 }).toBe(true);
      expect(await state(dying.session)).toMatchObject({ turn: 2, success: false, verdict: 'inconclusive' });
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code, server.stderr()).toBe(0);
    const dir = join(base, readdirSync(base)[0]);
    const records = readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((r) => [r.taskId, r.steps.map((s: { action: { type: string } }) => s.action.type)])).toEqual([
      ['kms/enable-key', ['wait', 'wait', 'wait']],
      ['kms/disable-key', ['wait', 'wait']],
    ]);
    // The env server writes the run ledger too: both sessions are committed there with their steps.
    const ledger = ledgerState(dir);
    expect(ledger.counts).toEqual({ pending: 0, running: 0, done: 2 });
    expect(ledger.finished.map((f) => f.record.steps.length)).toEqual([3, 2]);
    expect(readJson(join(dir, 'report.json')).tasks.map((t: { id: string }) => t.id)).toEqual(['kms/enable-key', 'kms/disable-key']);
  }, 600_000);
});
