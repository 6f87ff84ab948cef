import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { grpoGroups, writeRolloutGroups } from './grpo';
import { episode } from './test-rows';
import type { EpisodeOutcome, EpisodeRow } from './types';

/** One group of a task: rewards in run order; outcomes follow the reward unless given. */
function group(taskId: string, g: number, rewards: number[], outcomes?: EpisodeOutcome[]): EpisodeRow[] {
  return rewards.map((reward, run) =>
    episode(taskId, outcomes?.[run] ?? (reward > 0.5 ? 'success' : 'failure'), { run, reward, groupId: `${taskId}#${g}`, episodeId: `${taskId}#${g}-${run}` }),
  );
}

const advantages = (result: ReturnType<typeof grpoGroups>, groupId: string) =>
  result.groups.find((g) => g.groupId === groupId)!.episodes.map((e) => e.advantage);

describe('grpoGroups', () => {
  it('normalizes within each group, then across the batch (hand-computed, eps = 0.1 to make both layers visible)', () => {
    // Group a#0: rewards 1 0 0 1, mean 0.5, population std 0.5 -> Â = ±0.5 / 0.6 = ±0.833333.
    // Group b#0: rewards 0.6 0.4, mean 0.5, std 0.1 -> Â = ±0.1 / 0.2 = ±0.5.
    // Batch of Â: mean 0, population variance (4 · 0.833333² + 2 · 0.5²) / 6 = 0.546296, std 0.739119.
    // A = Â / 0.739119: ±1.127469 and ±0.676481.
    const result = grpoGroups([...group('a', 0, [1, 0, 0, 1]), ...group('b', 0, [0.6, 0.4])], { eps: 0.1 });
    const a = advantages(result, 'a#0');
    const b = advantages(result, 'b#0');
    [1.127469, -1.127469, -1.127469, 1.127469].forEach((v, i) => expect(a[i]).toBeCloseTo(v, 5));
    [0.676481, -0.676481].forEach((v, i) => expect(b[i]).toBeCloseTo(v, 5));
    expect(result.dropped).toEqual({ zeroVariance: 0, incomplete: 0 });
  });

  it('with the default eps, gives z-scores within each group', () => {
    // a#1: rewards 1 0 0, mean 1/3, std √2/3 -> Â = √2, −1/√2, −1/√2; with a#0's ±1 the batch has mean 0 and std 1.
    const result = grpoGroups([...group('a', 0, [1, 0, 0, 1]), ...group('a', 1, [1, 0, 0])]);
    [1, -1, -1, 1].forEach((v, i) => expect(advantages(result, 'a#0')[i]).toBeCloseTo(v, 5));
    [Math.SQRT2, -Math.SQRT1_2, -Math.SQRT1_2].forEach((v, i) => expect(advantages(result, 'a#1')[i]).toBeCloseTo(v, 5));
    expect(result.groups.map((g) => g.taskId)).toEqual(['a', 'a']);
    expect(result.groups[0].episodes.map((e) => e.reward)).toEqual([1, 0, 0, 1]);
  });

  it('drops and counts groups with equal rewards, and apart those with invalid, crashed or env-blocked episodes', () => {
    const result = grpoGroups([
      ...group('a', 0, [1, 0]),
      ...group('b', 0, [1, 1, 1]), // zero variance
      ...group('c', 0, [0]), // one episode: zero variance
      ...group('d', 0, [1, 0, 0], ['success', 'failure', 'crashed']),
      ...group('e', 0, [1, 0], ['success', 'invalid']),
      ...group('f', 0, [0, 1], ['env-blocked', 'success']),
    ]);
    expect(result.groups.map((g) => g.groupId)).toEqual(['a#0']);
    expect(result.dropped).toEqual({ zeroVariance: 2, incomplete: 3 });
  });

  it('does not depend on the order of the rows', () => {
    const rows = [...group('b', 0, [0.2, 0.9, 0.4]), ...group('a', 0, [1, 0, 1, 1])];
    expect(grpoGroups([...rows].reverse())).toEqual(grpoGroups(rows));
    expect(grpoGroups(rows).groups.map((g) => g.groupId)).toEqual(['a#0', 'b#0']);
  });

  it('rejects a bad eps and a group that mixes tasks', () => {
    expect(() => grpoGroups([], { eps: 0 })).toThrow(/eps must be a finite number > 0, got 0/);
    const mixed = [...group('a', 0, [1, 0]), episode('b', 'success', { groupId: 'a#0' })];
    expect(() => grpoGroups(mixed)).toThrow(/group "a#0" holds task "b" here but "a" in row 0/);
  });
});

describe('writeRolloutGroups', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('writes one group a line, which reads back as the groups', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aca-grpo-'));
    dirs.push(dir);
    const { groups } = grpoGroups([...group('a', 0, [1, 0]), ...group('b', 0, [0.25, 0.75, 1])]);
    const path = await writeRolloutGroups(join(dir, 'rollout-groups.jsonl'), groups);
    const lines = (await readFile(path, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l))).toEqual(groups);
    expect(await readFile(await writeRolloutGroups(join(dir, 'empty.jsonl'), []), 'utf8')).toBe('');
  });
});
