/**
 * Which episodes a batch runs: every task `runs` times, GRPO groups of `group` consecutive runs of one task, and
 * on `--shard i/N` only the tasks whose position in id order is i modulo N. Sharding by task keeps each task's
 * runs (its groups and its bootstrap cluster) in one shard, so merged shards give what one run gives.
 */
import type { Task } from '../task/load';
import { episodeKey, type PlannedEpisode } from './ledger';

export interface Shard {
  index: number;
  count: number;
}

export class ShardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardError';
  }
}

/**
 * `--shard i/N`, or the Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` with a count (`--shards N` or
 * `ACA_SHARDS`). No shard given: the whole run (0/1).
 */
export function parseShard(arg: string | undefined, env: NodeJS.ProcessEnv = process.env, shards?: string): Shard {
  if (arg !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(arg.trim());
    if (!m) throw new ShardError(`--shard must look like i/N (e.g. 0/4), got "${arg}"`);
    return checked(Number(m[1]), Number(m[2]), '--shard');
  }
  const index = env.JOB_COMPLETION_INDEX;
  if (index !== undefined && index !== '') {
    const count = shards ?? env.ACA_SHARDS;
    if (!count) throw new ShardError('JOB_COMPLETION_INDEX is set but the shard count is not: give --shards N or ACA_SHARDS');
    if (!/^\d+$/.test(index) || !/^\d+$/.test(count)) throw new ShardError(`JOB_COMPLETION_INDEX (${index}) and the shard count (${count}) must be whole numbers`);
    return checked(Number(index), Number(count), 'JOB_COMPLETION_INDEX');
  }
  return { index: 0, count: 1 };
}

function checked(index: number, count: number, where: string): Shard {
  if (count < 1) throw new ShardError(`${where}: the shard count must be at least 1, got ${count}`);
  if (index >= count) throw new ShardError(`${where}: shard index ${index} is not below the count ${count} (indexes start at 0)`);
  return { index, count };
}

/** Tasks in id order (duplicates refused: an id names one task). */
export function orderTasks(tasks: Task[]): Task[] {
  const seen = new Map<string, string>();
  for (const t of tasks) {
    const other = seen.get(t.front.id);
    if (other !== undefined && other !== t.file) throw new ShardError(`task id "${t.front.id}" is used by two files: ${other} and ${t.file}`);
    seen.set(t.front.id, t.file);
  }
  const unique = [...new Map(tasks.map((t) => [t.front.id, t])).values()];
  return unique.sort((a, b) => (a.front.id < b.front.id ? -1 : a.front.id > b.front.id ? 1 : 0));
}

/** This shard's tasks. */
export function shardTasks(ordered: Task[], shard: Shard): Task[] {
  return ordered.filter((_, i) => i % shard.count === shard.index);
}

/** The episodes of these tasks: run 0..runs-1 each, group `${taskId}#${floor(run / group)}`. */
export function planEpisodes(tasks: Task[], runs: number, group: number): PlannedEpisode[] {
  if (runs % group !== 0) throw new ShardError(`--runs (${runs}) must be a multiple of --group (${group}): every GRPO group holds ${group} episodes of one task`);
  return tasks.flatMap((t) =>
    Array.from({ length: runs }, (_, run) => ({ key: episodeKey(t.front.id, run), taskId: t.front.id, run, groupId: `${t.front.id}#${Math.floor(run / group)}` })),
  );
}
