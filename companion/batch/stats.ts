import { percentileInterval, quantile, resampleClusters } from './bootstrap';
import { BatchStatsError, groupBy, isValidRun, validateRows, type EpisodeRow } from './types';

export { bootstrapCi, mulberry32, type BootstrapOptions, type RowStatistic } from './bootstrap';

/** A pass rate over tasks. `tasks` counted; `excludedTasks` had too few valid runs (none for pass@1, < k for pass@k). */
export interface PassRate {
  value: number | null;
  tasks: number;
  excludedTasks: number;
}

export interface Estimate extends PassRate {
  /** Clustered percentile bootstrap interval; null when value is. */
  ci95: [number, number] | null;
}

export interface SliceSummary {
  episodes: number;
  tasks: number;
  passAt1: Estimate;
}

export interface BatchSummary {
  episodes: number;
  tasks: number;
  successes: number;
  failures: number;
  passAt1: Estimate;
  /** Keyed by k as a string ("1", "5", ...). */
  passAtK: Record<string, Estimate>;
  byProduct: Record<string, SliceSummary>;
  byDifficulty: Record<string, SliceSummary>;
  envBlocked: number;
  invalid: number;
  crashed: number;
  /** Shares of all episodes; null when there are none. */
  rates: { envBlocked: number | null; invalid: number | null; crashed: number | null };
  cost: { cnyTotal: number; cnyPerTask: number | null; cnyPerSuccess: number | null };
  seconds: { perEpisode: number | null; p50: number | null; p90: number | null };
  bootstrap: { seed: number; resamples: number; level: number };
}

export interface SummaryOptions {
  /** The k of pass@k to report (pass@1 is always reported). */
  k: number[];
  seed: number;
  /** Bootstrap resamples (default 2000). */
  resamples?: number;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);
const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** Per task (first-seen order): valid runs n and successes c. */
export function taskCounts(rows: readonly EpisodeRow[]): Map<string, { n: number; c: number }> {
  const out = new Map<string, { n: number; c: number }>();
  for (const r of rows) {
    let t = out.get(r.taskId);
    if (!t) out.set(r.taskId, (t = { n: 0, c: 0 }));
    if (isValidRun(r)) {
      t.n++;
      if (r.outcome === 'success') t.c++;
    }
  }
  return out;
}

/** Unbiased pass@k of one task, 1 − C(n−c, k)/C(n, k), as a product so no binomial grows large. */
export function passAtKOf(n: number, c: number, k: number): number {
  if (n - c < k) return 1;
  let miss = 1;
  for (let i = n - c + 1; i <= n; i++) miss *= 1 - k / i;
  return 1 - miss;
}

/** Mean over tasks of each task's success rate over its valid runs; tasks without a valid run are left out and counted. */
export function passAt1(rows: readonly EpisodeRow[]): PassRate {
  return passAtK(rows, 1);
}

/** Mean over tasks of the unbiased pass@k; tasks with fewer than k valid runs are left out and counted. */
export function passAtK(rows: readonly EpisodeRow[], k: number): PassRate {
  if (!Number.isInteger(k) || k < 1) throw new BatchStatsError('batch.k-invalid', `pass@k needs an integer k >= 1, got ${k}`);
  const values: number[] = [];
  let excludedTasks = 0;
  for (const { n, c } of taskCounts(rows).values()) {
    if (n < k) excludedTasks++;
    else values.push(passAtKOf(n, c, k));
  }
  return { value: mean(values), tasks: values.length, excludedTasks };
}

/**
 * pass@k with its interval. Same draws and same numbers as `bootstrapCi(rows, r => passAtK(r, k).value)`, but
 * each resample averages per-task values computed once instead of regrouping rows, so large runs stay fast.
 */
function estimate(rows: readonly EpisodeRow[], k: number, opts: { seed: number; resamples: number }): Estimate {
  const rate = passAtK(rows, k);
  if (rate.value === null) return { ...rate, ci95: null };
  const perTask = [...taskCounts(rows).values()].map(({ n, c }) => (n < k ? null : passAtKOf(n, c, k)));
  const meanOfDraw = (indices: readonly number[]) => mean(indices.map((i) => perTask[i]).filter((v): v is number => v !== null));
  return { ...rate, ci95: percentileInterval(resampleClusters(perTask.length, meanOfDraw, opts), 0.95) };
}

function slices(rows: readonly EpisodeRow[], key: (r: EpisodeRow) => string, opts: { seed: number; resamples: number }) {
  const out: Record<string, SliceSummary> = {};
  const groups = groupBy(rows, key);
  for (const name of [...groups.keys()].sort()) {
    const sliceRows = groups.get(name)!;
    out[name] = { episodes: sliceRows.length, tasks: new Set(sliceRows.map((r) => r.taskId)).size, passAt1: estimate(sliceRows, 1, opts) };
  }
  return out;
}

/** The report object of a batch run: pass rates with clustered bootstrap intervals, slices, non-agent outcomes, cost, time. */
export function summarize(rows: readonly EpisodeRow[], opts: SummaryOptions): BatchSummary {
  validateRows(rows);
  const badK = opts.k.filter((k) => !Number.isInteger(k) || k < 1);
  if (badK.length > 0) throw new BatchStatsError('batch.k-invalid', `summarize: every k must be an integer >= 1, got ${badK.join(', ')}`);
  const boot = { seed: opts.seed, resamples: opts.resamples ?? 2000 };
  const count = (outcome: EpisodeRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  const episodes = rows.length;
  const tasks = new Set(rows.map((r) => r.taskId)).size;
  const successes = count('success');
  const [envBlocked, invalid, crashed] = [count('env-blocked'), count('invalid'), count('crashed')];
  const cnyTotal = rows.reduce((s, r) => s + r.cny, 0);
  const seconds = rows.map((r) => r.seconds).sort((x, y) => x - y);
  const passAtKs: Record<string, Estimate> = {};
  for (const k of [...new Set(opts.k)].sort((x, y) => x - y)) passAtKs[String(k)] = estimate(rows, k, boot);
  return {
    episodes,
    tasks,
    successes,
    failures: count('failure'),
    passAt1: estimate(rows, 1, boot),
    passAtK: passAtKs,
    byProduct: slices(rows, (r) => r.product, boot),
    byDifficulty: slices(rows, (r) => r.difficulty, boot),
    envBlocked,
    invalid,
    crashed,
    rates: { envBlocked: ratio(envBlocked, episodes), invalid: ratio(invalid, episodes), crashed: ratio(crashed, episodes) },
    cost: { cnyTotal, cnyPerTask: ratio(cnyTotal, tasks), cnyPerSuccess: ratio(cnyTotal, successes) },
    seconds: { perEpisode: mean(seconds), p50: quantile(seconds, 0.5), p90: quantile(seconds, 0.9) },
    bootstrap: { ...boot, level: 0.95 },
  };
}

export interface RunComparison {
  /** Tasks with valid runs in both row sets: the ones compared. */
  tasks: number;
  onlyInA: number;
  onlyInB: number;
  /** Tasks in both row sets but without a valid run in at least one. */
  withoutValidRun: number;
  /** pass@1 of each side over the compared tasks. */
  a: number | null;
  b: number | null;
  /** Mean over compared tasks of (pass@1 in b − pass@1 in a), with its clustered bootstrap interval. */
  difference: { value: number | null; ci95: [number, number] | null };
}

/** Compares two runs task by task (b − a), resampling the shared tasks together so the pairing is kept. */
export function compareRuns(
  a: readonly EpisodeRow[],
  b: readonly EpisodeRow[],
  opts: { seed: number; resamples?: number },
): RunComparison {
  validateRows(a);
  validateRows(b);
  const countsA = taskCounts(a);
  const countsB = taskCounts(b);
  const pa: number[] = [];
  const pb: number[] = [];
  let withoutValidRun = 0;
  for (const [taskId, ta] of countsA) {
    const tb = countsB.get(taskId);
    if (!tb) continue;
    if (ta.n === 0 || tb.n === 0) withoutValidRun++;
    else {
      pa.push(ta.c / ta.n);
      pb.push(tb.c / tb.n);
    }
  }
  const shared = pa.length + withoutValidRun;
  const diffs = pb.map((p, i) => p - pa[i]);
  const value = mean(diffs);
  const ci95 =
    value === null
      ? null
      : percentileInterval(
          resampleClusters(diffs.length, (indices) => mean(indices.map((i) => diffs[i])), { seed: opts.seed, resamples: opts.resamples }),
          0.95,
        );
  return {
    tasks: pa.length,
    onlyInA: countsA.size - shared,
    onlyInB: countsB.size - shared,
    withoutValidRun,
    a: mean(pa),
    b: mean(pb),
    difference: { value, ci95 },
  };
}
