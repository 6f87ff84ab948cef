/** One finished episode of a batch run, as the statistics, GRPO groups and dashboard read it. */

/**
 * `failure` is the agent's failure. The other three are not: `env-blocked` (the environment prevented the task),
 * `invalid` (the judges disagreed) and `crashed` (our framework failed) are left out of pass@k denominators and
 * reported as their own counts.
 */
export type EpisodeOutcome = 'success' | 'failure' | 'env-blocked' | 'invalid' | 'crashed';

export const EPISODE_OUTCOMES: readonly EpisodeOutcome[] = ['success', 'failure', 'env-blocked', 'invalid', 'crashed'];

export type Difficulty = 'standard' | 'hard';

export interface EpisodeRow {
  taskId: string;
  product: string;
  difficulty: Difficulty;
  /** 0..R-1: which of the R repeated runs of the task this is. */
  run: number;
  /** GRPO group: `${taskId}#${g}`. */
  groupId: string;
  episodeId: string;
  outcome: EpisodeOutcome;
  /** 0..1. */
  reward: number;
  cny: number;
  seconds: number;
  turns: number;
}

/** Whether the episode counts in pass@k: only the agent's own success or failure does. */
export const isValidRun = (row: Pick<EpisodeRow, 'outcome'>): boolean => row.outcome === 'success' || row.outcome === 'failure';

/** Errors of the batch statistics: a stable `code` and a message that says what to fix. */
export class BatchStatsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Rows that do not fit EpisodeRow; `problems` lists every one found, by row index and episode id. */
export class InvalidRowsError extends BatchStatsError {
  constructor(readonly problems: string[]) {
    super(
      'batch.rows-invalid',
      `${problems.length} problem(s) in the episode rows (fix the code or ledger that produced them):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
}

const nonNegative = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * Checks every row and the consistency between rows (one product and difficulty per task, one task per group,
 * unique episode ids), collecting all problems before throwing InvalidRowsError. Returns the rows.
 */
export function validateRows(rows: readonly EpisodeRow[]): readonly EpisodeRow[] {
  if (!Array.isArray(rows)) throw new InvalidRowsError([`expected an array of rows, got ${typeof rows}`]);
  const problems: string[] = [];
  const tasks = new Map<string, { product: string; difficulty: string; at: number }>();
  const groups = new Map<string, { taskId: string; at: number }>();
  const episodes = new Map<string, number>();
  rows.forEach((row, i) => {
    const where = `row ${i}${row && typeof row.episodeId === 'string' ? ` (episode ${JSON.stringify(row.episodeId)})` : ''}`;
    if (row === null || typeof row !== 'object') {
      problems.push(`${where}: not an object`);
      return;
    }
    for (const key of ['taskId', 'product', 'groupId', 'episodeId'] as const) {
      if (typeof row[key] !== 'string' || row[key] === '') problems.push(`${where}: ${key} must be a non-empty string`);
    }
    if (row.difficulty !== 'standard' && row.difficulty !== 'hard') {
      problems.push(`${where}: difficulty must be "standard" or "hard", got ${JSON.stringify(row.difficulty)}`);
    }
    if (!EPISODE_OUTCOMES.includes(row.outcome)) {
      problems.push(`${where}: outcome must be one of ${EPISODE_OUTCOMES.join(', ')}, got ${JSON.stringify(row.outcome)}`);
    }
    if (!Number.isInteger(row.run) || row.run < 0) problems.push(`${where}: run must be an integer >= 0, got ${row.run}`);
    if (!nonNegative(row.reward) || row.reward > 1) problems.push(`${where}: reward must be in 0..1, got ${row.reward}`);
    for (const key of ['cny', 'seconds', 'turns'] as const) {
      if (!nonNegative(row[key])) problems.push(`${where}: ${key} must be a finite number >= 0, got ${row[key]}`);
    }
    const task = tasks.get(row.taskId);
    if (!task) tasks.set(row.taskId, { product: row.product, difficulty: row.difficulty, at: i });
    else if (task.product !== row.product || task.difficulty !== row.difficulty) {
      problems.push(
        `${where}: task ${JSON.stringify(row.taskId)} is ${row.product}/${row.difficulty} here but ${task.product}/${task.difficulty} in row ${task.at}`,
      );
    }
    const group = groups.get(row.groupId);
    if (!group) groups.set(row.groupId, { taskId: row.taskId, at: i });
    else if (group.taskId !== row.taskId) {
      problems.push(`${where}: group ${JSON.stringify(row.groupId)} holds task ${JSON.stringify(row.taskId)} here but ${JSON.stringify(group.taskId)} in row ${group.at}`);
    }
    const seen = episodes.get(row.episodeId);
    if (seen !== undefined) problems.push(`${where}: episode id repeats row ${seen}`);
    else episodes.set(row.episodeId, i);
  });
  if (problems.length > 0) throw new InvalidRowsError(problems);
  return rows;
}

/** Rows grouped by a key, in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
