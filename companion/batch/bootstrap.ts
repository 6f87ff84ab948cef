import { BatchStatsError, groupBy, type EpisodeRow } from './types';

/** A statistic of a set of episode rows; null when it is undefined for them (no valid run, say). */
export type RowStatistic = (rows: readonly EpisodeRow[]) => number | null;

export interface BootstrapOptions {
  /** Number of resamples (default 2000). */
  resamples?: number;
  /** Seed of the PRNG; the same seed gives the same interval. */
  seed: number;
  /** Coverage of the percentile interval (default 0.95). */
  level?: number;
}

/** mulberry32: a small, fast 32-bit PRNG, good enough for resampling and reproducible from one integer. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Quantile p of ascending `sorted` by linear interpolation between order statistics (R's type 7); null when empty. */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

function checkOptions(opts: BootstrapOptions): { resamples: number; seed: number; level: number } {
  const resamples = opts.resamples ?? 2000;
  const level = opts.level ?? 0.95;
  const problems: string[] = [];
  if (!Number.isInteger(opts.seed)) problems.push(`seed must be an integer, got ${opts.seed}`);
  if (!Number.isInteger(resamples) || resamples < 1) problems.push(`resamples must be an integer >= 1, got ${resamples}`);
  if (!(level > 0 && level < 1)) problems.push(`level must be between 0 and 1 (exclusive), got ${level}`);
  if (problems.length > 0) throw new BatchStatsError('batch.bootstrap-options', `bootstrap options: ${problems.join('; ')}`);
  return { resamples, seed: opts.seed, level };
}

/**
 * Draws `resamples` samples of n cluster indices with replacement and returns the statistic of each (nulls
 * left out). The draws depend only on the seed and n.
 */
export function resampleClusters(
  n: number,
  statistic: (indices: readonly number[]) => number | null,
  opts: BootstrapOptions,
): number[] {
  const { resamples, seed } = checkOptions(opts);
  const random = mulberry32(seed);
  const values: number[] = [];
  const indices = new Array<number>(n);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) indices[i] = Math.floor(random() * n);
    const v = statistic(indices);
    if (v !== null) values.push(v);
  }
  return values;
}

/** The percentile interval of bootstrap values at `level`; null when there are none. */
export function percentileInterval(values: readonly number[], level = 0.95): [number, number] | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const alpha = (1 - level) / 2;
  return [quantile(sorted, alpha)!, quantile(sorted, 1 - alpha)!];
}

/**
 * Percentile bootstrap interval of `statistic`, clustered by task: tasks are drawn with replacement and each
 * keeps all its runs. A task drawn more than once enters as distinct tasks (its copies get the task id plus
 * `\u0000<copy>`), so per-task statistics weigh it once per draw. Null when the statistic is null on every
 * resample; resamples where it is null are left out.
 */
export function bootstrapCi(rows: readonly EpisodeRow[], statistic: RowStatistic, opts: BootstrapOptions): [number, number] | null {
  const { level } = checkOptions(opts);
  const tasks = [...groupBy(rows, (r) => r.taskId).values()];
  // copies[t][k]: the rows of task t as its k-th draw in one resample; k = 0 is the task itself.
  const copies: EpisodeRow[][][] = tasks.map((taskRows) => [taskRows]);
  const copyOf = (t: number, k: number): EpisodeRow[] => {
    const list = copies[t];
    while (list.length <= k) {
      const n = list.length;
      list.push(tasks[t].map((r) => ({ ...r, taskId: `${r.taskId}\u0000${n}` })));
    }
    return list[k];
  };
  const counts = new Array<number>(tasks.length).fill(0);
  const values = resampleClusters(
    tasks.length,
    (indices) => {
      counts.fill(0);
      const sample: EpisodeRow[] = [];
      for (const t of indices) {
        for (const r of copyOf(t, counts[t]++)) sample.push(r);
      }
      return statistic(sample);
    },
    opts,
  );
  return percentileInterval(values, level);
}
