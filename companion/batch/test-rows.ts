import { mulberry32 } from './bootstrap';
import type { EpisodeOutcome, EpisodeRow } from './types';

/** Test support: episode rows built from a compact description. */

let serial = 0;

/** One row; the reward follows the outcome (1 for success, 0 otherwise) unless given. */
export function episode(taskId: string, outcome: EpisodeOutcome, extra: Partial<EpisodeRow> = {}): EpisodeRow {
  const run = extra.run ?? 0;
  return {
    taskId,
    product: 'ecs',
    difficulty: 'standard',
    run,
    groupId: `${taskId}#0`,
    episodeId: `ep-${++serial}`,
    outcome,
    reward: outcome === 'success' ? 1 : 0,
    cny: 0.01,
    seconds: 30,
    turns: 10,
    ...extra,
  };
}

/** The runs of one task, numbered in order: `runs('t1', ['success', 'failure'])`. */
export function runs(taskId: string, outcomes: EpisodeOutcome[], extra: Partial<EpisodeRow> = {}): EpisodeRow[] {
  return outcomes.map((outcome, run) => episode(taskId, outcome, { ...extra, run }));
}

/** `n` runs with `c` successes first. */
export function taskWith(taskId: string, n: number, c: number, extra: Partial<EpisodeRow> = {}): EpisodeRow[] {
  return runs(taskId, Array.from({ length: n }, (_, i) => (i < c ? 'success' : 'failure')), extra);
}

/** `tasks` tasks of `n` runs each, success probability per task drawn uniformly, seeded. */
export function randomTasks(tasks: number, n: number, seed: number, extra: (t: number) => Partial<EpisodeRow> = () => ({})): EpisodeRow[] {
  const random = mulberry32(seed);
  const rows: EpisodeRow[] = [];
  for (let t = 0; t < tasks; t++) {
    const p = random();
    rows.push(...runs(`task-${t}`, Array.from({ length: n }, () => (random() < p ? 'success' : 'failure')), extra(t)));
  }
  return rows;
}
