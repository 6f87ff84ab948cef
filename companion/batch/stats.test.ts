import { describe, expect, it } from 'vitest';
import { bootstrapCi, compareRuns, passAt1, passAtK, passAtKOf, summarize } from './stats';
import { episode, randomTasks, runs, taskWith } from './test-rows';
import { InvalidRowsError, type EpisodeRow } from './types';

const lnChoose = (n: number, k: number) => {
  let s = 0;
  for (let i = 0; i < k; i++) s += Math.log(n - i) - Math.log(i + 1);
  return s;
};

describe('pass@k', () => {
  it('matches hand-computed values of 1 − C(n−c, k)/C(n, k)', () => {
    expect(passAtKOf(5, 2, 2)).toBeCloseTo(1 - 3 / 10, 12); // C(3,2)=3, C(5,2)=10 -> 0.7
    expect(passAtKOf(10, 3, 5)).toBeCloseTo(1 - 21 / 252, 12); // C(7,5)=21, C(10,5)=252
    expect(passAtKOf(5, 0, 2)).toBe(0);
    expect(passAtKOf(4, 3, 2)).toBe(1); // fewer failures than k: some draw always succeeds
    expect(passAtKOf(4, 1, 1)).toBeCloseTo(0.25, 12);
  });

  it('stays finite where the binomials would overflow', () => {
    const value = passAtKOf(2000, 10, 100);
    expect(value).toBeCloseTo(1 - Math.exp(lnChoose(1990, 100) - lnChoose(2000, 100)), 10);
    expect(value).toBeGreaterThan(0.3);
    expect(value).toBeLessThan(0.5);
  });

  it('averages over tasks and leaves out, and counts, tasks with fewer than k valid runs', () => {
    const rows = [...taskWith('a', 5, 2), ...taskWith('b', 3, 3), ...taskWith('c', 1, 1), ...runs('d', ['success', 'env-blocked', 'crashed'])];
    expect(passAtK(rows, 2)).toEqual({ value: (0.7 + 1) / 2, tasks: 2, excludedTasks: 2 });
    expect(() => passAtK(rows, 0)).toThrow(/integer k >= 1, got 0/);
  });

  it('pass@1 leaves env-blocked, invalid and crashed runs out of the denominator', () => {
    const rows = [
      ...runs('a', ['success', 'failure', 'env-blocked', 'invalid']), // 1/2
      ...runs('b', ['success', 'crashed']), // 1/1
      ...runs('c', ['env-blocked', 'invalid']), // no valid run
    ];
    expect(passAt1(rows)).toEqual({ value: 0.75, tasks: 2, excludedTasks: 1 });
    expect(passAt1([]).value).toBeNull();
  });
});

/** Exact cluster bootstrap: every ordered draw of T tasks from T, each equally likely, statistic pass@1. */
function exactPercentiles(tasks: EpisodeRow[][], level: number): [number, number] {
  const T = tasks.length;
  const values: number[] = [];
  const draw = new Array<number>(T).fill(0);
  for (let code = 0; code < T ** T; code++) {
    let rest = code;
    for (let i = 0; i < T; i++) {
      draw[i] = rest % T;
      rest = Math.floor(rest / T);
    }
    // Slot i holds its own copy of the drawn task, so a task drawn twice counts twice.
    const sample = draw.flatMap((t, i) => tasks[t].map((r) => ({ ...r, taskId: `slot-${i}` })));
    values.push(passAt1(sample).value!);
  }
  values.sort((x, y) => x - y);
  const alpha = (1 - level) / 2;
  const at = (p: number) => values[Math.ceil(p * values.length) - 1];
  return [at(alpha), at(1 - alpha)];
}

describe('bootstrapCi', () => {
  const statistic = (rows: readonly EpisodeRow[]) => passAt1(rows).value;

  it('agrees with the exact enumeration of all cluster resamples on a tiny case', () => {
    const tasks = [taskWith('t0', 2, 0), taskWith('t1', 4, 1), taskWith('t2', 3, 2), taskWith('t3', 1, 1), taskWith('t4', 2, 1)];
    const exact = exactPercentiles(tasks, 0.9);
    // Hand check of the spread: pass@1 per task is 0, .25, .667, 1, .5 (mean .483).
    expect(exact[0]).toBeGreaterThan(0.2);
    expect(exact[1]).toBeLessThan(0.8);
    const monteCarlo = bootstrapCi(tasks.flat(), statistic, { seed: 7, resamples: 20000, level: 0.9 })!;
    expect(monteCarlo[0]).toBeCloseTo(exact[0], 1);
    expect(monteCarlo[1]).toBeCloseTo(exact[1], 1);
    expect(Math.abs(monteCarlo[0] - exact[0])).toBeLessThan(0.02);
    expect(Math.abs(monteCarlo[1] - exact[1])).toBeLessThan(0.02);
  });

  it('matches mean ± 1.96 clustered standard errors on a large sample', () => {
    const rows = randomTasks(400, 4, 11);
    const perTask = [...new Set(rows.map((r) => r.taskId))].map((id) => passAt1(rows.filter((r) => r.taskId === id)).value!);
    const mean = perTask.reduce((s, p) => s + p, 0) / perTask.length;
    const se = Math.sqrt(perTask.reduce((s, p) => s + (p - mean) ** 2, 0) / perTask.length) / Math.sqrt(perTask.length);
    const [lo, hi] = bootstrapCi(rows, statistic, { seed: 3, resamples: 4000 })!;
    expect(Math.abs(lo - (mean - 1.96 * se))).toBeLessThan(0.2 * se);
    expect(Math.abs(hi - (mean + 1.96 * se))).toBeLessThan(0.2 * se);
    // Resampling episodes instead of tasks would give a narrower interval; ours is as wide as the task spread says.
    expect(hi - lo).toBeGreaterThan(3.5 * se);
  });

  it('is deterministic for a seed and changes with it', () => {
    const rows = randomTasks(30, 3, 5);
    const a = bootstrapCi(rows, statistic, { seed: 42 });
    expect(bootstrapCi(rows, statistic, { seed: 42 })).toEqual(a);
    expect(bootstrapCi(rows, statistic, { seed: 43 })).not.toEqual(a);
  });

  it('rejects bad options, naming each', () => {
    expect(() => bootstrapCi([], statistic, { seed: 1.5, resamples: 0, level: 2 })).toThrow(
      /seed must be an integer, got 1.5; resamples must be an integer >= 1, got 0; level must be between 0 and 1/,
    );
  });
});

describe('summarize', () => {
  const rows = [
    ...runs('vpc-1', ['success', 'success', 'failure', 'env-blocked'], { product: 'vpc', cny: 0.02, seconds: 10 }),
    ...runs('ecs-1', ['failure', 'failure', 'invalid', 'crashed'], { product: 'ecs', difficulty: 'hard', cny: 0.04, seconds: 40 }),
    ...runs('ecs-2', ['success', 'failure', 'success', 'success'], { product: 'ecs', cny: 0.01, seconds: 20 }),
  ];
  const s = summarize(rows, { k: [1, 2, 4], seed: 9, resamples: 500 });

  it('reports pass rates over valid runs, by product and difficulty, with intervals', () => {
    expect(s.episodes).toBe(12);
    expect(s.tasks).toBe(3);
    expect(s.passAt1.value).toBeCloseTo((2 / 3 + 0 + 3 / 4) / 3, 12);
    expect(s.passAt1.ci95![0]).toBeLessThanOrEqual(s.passAt1.value!);
    expect(s.passAt1.ci95![1]).toBeGreaterThanOrEqual(s.passAt1.value!);
    expect(s.passAtK['2'].value).toBeCloseTo((1 + 0 + 1) / 3, 12); // vpc-1: n=3, c=2 -> 1; ecs-1: 0; ecs-2: n=4, c=3 -> 1
    expect(s.passAtK['4']).toMatchObject({ tasks: 1, excludedTasks: 2, value: 1 });
    expect(Object.keys(s.byProduct)).toEqual(['ecs', 'vpc']);
    expect(s.byProduct.ecs).toMatchObject({ episodes: 8, tasks: 2 });
    expect(s.byProduct.ecs.passAt1.value).toBeCloseTo(3 / 8, 12);
    expect(s.byDifficulty.hard.passAt1.value).toBe(0);
    expect(s.byDifficulty.hard.passAt1.ci95).toEqual([0, 0]);
  });

  it('gives the same intervals as bootstrapCi over the rows with the same seed', () => {
    const big = randomTasks(60, 3, 21);
    const summary = summarize(big, { k: [2], seed: 4, resamples: 300 });
    expect(summary.passAt1.ci95).toEqual(bootstrapCi(big, (r) => passAt1(r).value, { seed: 4, resamples: 300 }));
    expect(summary.passAtK['2'].ci95).toEqual(bootstrapCi(big, (r) => passAtK(r, 2).value, { seed: 4, resamples: 300 }));
  });

  it('counts the outcomes that are not agent failures apart, and cost and time', () => {
    expect([s.envBlocked, s.invalid, s.crashed]).toEqual([1, 1, 1]);
    expect(s.rates.crashed).toBeCloseTo(1 / 12, 12);
    expect(s.cost.cnyTotal).toBeCloseTo(4 * 0.07, 12);
    expect(s.cost.cnyPerTask).toBeCloseTo((4 * 0.07) / 3, 12);
    expect(s.cost.cnyPerSuccess).toBeCloseTo((4 * 0.07) / 5, 12);
    expect(s.seconds).toEqual({ perEpisode: 70 / 3, p50: 20, p90: 40 });
  });

  it('gives null, never NaN, where a value is undefined', () => {
    const empty = summarize([], { k: [2], seed: 1 });
    expect(JSON.stringify(empty)).not.toMatch(/NaN/);
    expect(empty.passAt1).toEqual({ value: null, ci95: null, tasks: 0, excludedTasks: 0 });
    expect(empty.rates.envBlocked).toBeNull();
    expect(empty.cost).toEqual({ cnyTotal: 0, cnyPerTask: null, cnyPerSuccess: null });
    expect(empty.seconds).toEqual({ perEpisode: null, p50: null, p90: null });
    const blocked = summarize(runs('x', ['env-blocked']), { k: [], seed: 1 });
    expect(blocked.passAt1).toMatchObject({ value: null, excludedTasks: 1 });
    expect(blocked.cost.cnyPerSuccess).toBeNull();
  });

  it('names every bad row and where it is', () => {
    const bad = [episode('a', 'success', { reward: 2 }), episode('a', 'weird' as never, { product: 'vpc', episodeId: 'dup' }), episode('b', 'failure', { episodeId: 'dup', cny: NaN })];
    expect(() => summarize(bad, { k: [1], seed: 1 })).toThrow(InvalidRowsError);
    expect(() => summarize(bad, { k: [1], seed: 1 })).toThrow(
      /row 0 .*reward must be in 0..1, got 2[\s\S]*row 1 .*outcome must be one of[\s\S]*row 1 .*is vpc\/standard here but ecs\/standard in row 0[\s\S]*row 2 .*cny must be a finite number[\s\S]*row 2 .*episode id repeats row 1/,
    );
  });
});

describe('compareRuns', () => {
  it('pairs tasks and estimates the difference b − a with its interval', () => {
    const a: EpisodeRow[] = [];
    const b: EpisodeRow[] = [];
    for (let t = 0; t < 40; t++) {
      a.push(...taskWith(`t${t}`, 4, 1)); // 0.25 everywhere
      b.push(...taskWith(`t${t}`, 4, t % 2 === 0 ? 3 : 2)); // 0.75 or 0.5: differences 0.5 and 0.25
    }
    a.push(...taskWith('only-a', 2, 1), ...taskWith('both-blocked', 2, 1));
    b.push(...taskWith('only-b1', 2, 1), ...taskWith('only-b2', 2, 0), ...runs('both-blocked', ['env-blocked']));
    const c = compareRuns(a, b, { seed: 5 });
    expect(c).toMatchObject({ tasks: 40, onlyInA: 1, onlyInB: 2, withoutValidRun: 1, a: 0.25, b: 0.625 });
    expect(c.difference.value).toBeCloseTo(0.375, 12);
    const [lo, hi] = c.difference.ci95!;
    expect(lo).toBeGreaterThanOrEqual(0.25);
    expect(hi).toBeLessThanOrEqual(0.5);
    expect(lo).toBeLessThan(0.375);
    expect(hi).toBeGreaterThan(0.375);
    expect(compareRuns(a, b, { seed: 5 })).toEqual(c);
  });

  it('gives a null difference when no task is shared', () => {
    const c = compareRuns(taskWith('x', 2, 1), taskWith('y', 2, 1), { seed: 1 });
    expect(c).toMatchObject({ tasks: 0, onlyInA: 1, onlyInB: 1, difference: { value: null, ci95: null } });
  });
});
