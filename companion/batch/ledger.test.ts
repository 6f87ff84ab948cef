import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '../task/load';
import { Ledger, type BatchPlan } from './ledger';
import { orderTasks, parseShard, planEpisodes, shardTasks } from './shard';
import type { EpisodeRow } from './types';

const task = (id: string, file = `tasks/${id}.md`) => ({ file, front: { id } }) as unknown as Task;
const plan: BatchPlan = { tasks: [], runs: 2, group: 2, policy: 'local', provision: 'pre', shard: { index: 0, count: 1 }, seed: 1, maxTurns: 10 };
const row = (taskId: string, run: number): EpisodeRow => ({
  taskId, product: 'kms', difficulty: 'standard', run, groupId: `${taskId}#0`, episodeId: `ep-${taskId}-${run}`, outcome: 'success', reward: 1, cny: 0, seconds: 1, turns: 3,
});

describe('shards and plans', () => {
  it('parses --shard i/N and the Indexed Job index, refusing what cannot be a shard', () => {
    expect(parseShard('1/4', {})).toEqual({ index: 1, count: 4 });
    expect(parseShard(undefined, {})).toEqual({ index: 0, count: 1 });
    expect(parseShard(undefined, { JOB_COMPLETION_INDEX: '2', ACA_SHARDS: '3' })).toEqual({ index: 2, count: 3 });
    expect(parseShard(undefined, { JOB_COMPLETION_INDEX: '2' }, '5')).toEqual({ index: 2, count: 5 });
    expect(() => parseShard('4/4', {})).toThrow(/index 4 is not below the count 4/);
    expect(() => parseShard('1-4', {})).toThrow(/i\/N/);
    expect(() => parseShard(undefined, { JOB_COMPLETION_INDEX: '0' })).toThrow(/--shards N or ACA_SHARDS/);
  });

  it('shards by task in id order, so every task is in exactly one shard with all its runs', () => {
    const tasks = orderTasks(['c/x', 'a/x', 'b/x', 'd/x', 'e/x'].map((id) => task(id)));
    const shards = [0, 1].map((index) => shardTasks(tasks, { index, count: 2 }).map((t) => t.front.id));
    expect(shards).toEqual([['a/x', 'c/x', 'e/x'], ['b/x', 'd/x']]);
    const episodes = planEpisodes(tasks.slice(0, 1), 4, 2);
    expect(episodes.map((e) => [e.key, e.groupId])).toEqual([['a/x#0', 'a/x#0'], ['a/x#1', 'a/x#0'], ['a/x#2', 'a/x#1'], ['a/x#3', 'a/x#1']]);
    expect(() => planEpisodes(tasks, 3, 2)).toThrow(/multiple of --group/);
    expect(() => orderTasks([task('a/x', 'one.md'), task('a/x', 'two.md')])).toThrow(/used by two files/);
  });
});

describe('the run ledger', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aca-ledger-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('claims each episode once, commits results with the done mark, and reopens what a killed process left running', () => {
    const ledger = Ledger.open(dir);
    ledger.start(plan, planEpisodes([task('a/x'), task('b/x')], 2, 2));
    const first = ledger.claim()!;
    const second = ledger.claim()!;
    expect([first.key, second.key]).toEqual(['a/x#0', 'a/x#1']);
    ledger.holding(second.key, { episodeId: 'ep-2', rand: 'abc123', accountId: 'acct-1' });
    ledger.finish(first.key, { row: row('a/x', 0), report: {} as never, record: {} as never });
    expect(() => ledger.finish(first.key, { row: row('a/x', 0), report: {} as never, record: {} as never })).toThrow(/not running/);
    ledger.close();

    // Another process opens the same ledger after this one died.
    const again = Ledger.open(dir);
    expect(again.plan()).toEqual(plan);
    expect(again.counts()).toEqual({ pending: 2, running: 1, done: 1 });
    expect(again.reopenAbandoned()).toEqual([{ key: 'a/x#1', episodeId: 'ep-2', rand: 'abc123', accountId: 'acct-1', leaseId: null, env: null }]);
    const keys: string[] = [];
    for (let e = again.claim(); e; e = again.claim()) keys.push(e.key);
    expect(keys).toEqual(['a/x#1', 'b/x#0', 'b/x#1']);
    expect(again.attempts()).toEqual({ 'a/x#0': 1, 'a/x#1': 2, 'b/x#0': 1, 'b/x#1': 1 });
    expect(again.finished().map((f) => f.row.episodeId)).toEqual(['ep-a/x-0']);
    again.close();
  });

  it('opens a ledger written before episodes had an environment: the column is added once and both handles use it', () => {
    const old = new Database(join(dir, 'ledger.db'));
    old.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE episodes (ord INTEGER NOT NULL, key TEXT PRIMARY KEY, task_id TEXT NOT NULL, run INTEGER NOT NULL,
        group_id TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, episode_id TEXT, rand TEXT,
        account_id TEXT, lease_id TEXT, pid INTEGER, started_at TEXT, finished_at TEXT, row TEXT, report TEXT, record TEXT);`);
    old.close();
    const one = Ledger.open(dir);
    const two = Ledger.open(dir);
    one.start(plan, planEpisodes([task('a/x')], 2, 2));
    const claimed = two.claim()!;
    two.holding(claimed.key, { episodeId: 'ep-1', rand: 'r1', accountId: 'acct-1', env: 'embedded' });
    expect(one.running().length).toBe(1);
    one.close();
    two.close();
    const check = new Database(join(dir, 'ledger.db'), { readonly: true });
    const env = check.prepare('SELECT env FROM episodes WHERE key = ?').get(claimed.key) as { env: string };
    check.close();
    expect(env).toEqual({ env: 'embedded' });
  });
});

describe('the run ledger of an open-ended run and of a run whose environment died', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aca-ledger-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds episodes as they are asked for, numbering each task\'s runs, and claims the one asked for', () => {
    const ledger = Ledger.open(dir);
    ledger.start({ ...plan, kind: 'env-serve' }, []);
    expect(ledger.startedAt()).toMatch(/^\d{4}-\d\d-\d\dT/);
    const a = ledger.add('a/x');
    const b = ledger.add('b/x');
    const again = ledger.add('a/x');
    expect([a, b, again].map((e) => [e.key, e.ord, e.run])).toEqual([['a/x#0', 0, 0], ['b/x#0', 1, 0], ['a/x#1', 2, 1]]);
    expect(ledger.claim(again.key)).toMatchObject({ key: 'a/x#1', ord: 2, taskId: 'a/x', run: 1 });
    expect(ledger.claim(again.key)).toBeNull();
    expect(ledger.claim()).toMatchObject({ key: 'a/x#0' });
    ledger.close();
  });

  it('hands a running episode back as pending with what it held, which the next run cleans up before running it again', () => {
    const ledger = Ledger.open(dir);
    ledger.start(plan, planEpisodes([task('a/x')], 2, 2));
    const first = ledger.claim()!;
    ledger.holding(first.key, { episodeId: 'ep-1', rand: 'r1', accountId: 'acct-1', env: 'embedded' });
    ledger.release(first.key);
    expect(ledger.counts()).toEqual({ pending: 2, running: 0, done: 0 });
    expect(ledger.leftBehind()).toEqual([{ key: 'a/x#0', episodeId: 'ep-1', rand: 'r1', accountId: 'acct-1', leaseId: null, env: 'embedded' }]);
    ledger.close();

    const resumed = Ledger.open(dir);
    expect(resumed.reopenAbandoned().map((a) => [a.key, a.env])).toEqual([['a/x#0', 'embedded']]);
    expect(resumed.leftBehind()).toEqual([]);
    expect(resumed.claim()?.key).toBe('a/x#0');
    expect(resumed.attempts()['a/x#0']).toBe(2);
    resumed.close();
  });

  it('names the file when it is not a ledger', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'ledger.db'), 'not a database, just text '.repeat(100));
    expect(() => Ledger.open(dir)).toThrow(/ledger\.db is not a run ledger aca can use/);
  });
});
