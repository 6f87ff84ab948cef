/**
 * `aca merge SHARD_DIR... --out DIR`: the outputs of the shards of one run (`--shard i/N`, or a Kubernetes
 * Indexed Job's pods) combined into what a single run of all tasks writes. The shards must come from the same
 * plan, cover every index once, and be complete.
 */
import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Ledger, type BatchPlan, type Finished } from './ledger';
import { writeBatchOutputs, type BatchSummary } from './outputs';

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

const SAME = ['runs', 'group', 'policy', 'provision', 'seed', 'maxTurns'] as const;

async function readShard(dir: string): Promise<{ dir: string; plan: BatchPlan; finished: Finished[] }> {
  const exists = await stat(join(dir, 'ledger.db')).then(() => true, () => false);
  if (!exists) throw new MergeError(`${dir} is not a batch folder (no ledger.db)`);
  const ledger = Ledger.open(dir);
  try {
    const plan = ledger.plan();
    if (!plan) throw new MergeError(`${dir}: its ledger holds no plan`);
    const counts = ledger.counts();
    if (counts.pending || counts.running) {
      throw new MergeError(`${dir} (shard ${plan.shard.index}/${plan.shard.count}) is not finished: ${counts.pending} pending, ${counts.running} running; resume it with aca batch --resume ${dir}`);
    }
    return { dir, plan, finished: ledger.finished() };
  } finally {
    ledger.close();
  }
}

/** `k`: the pass@k to report; by default what a single run reports (1 and the number of runs). */
export async function mergeShards(dirs: string[], out: string, opts: { k?: number[] } = {}): Promise<BatchSummary> {
  if (!dirs.length) throw new MergeError('give the shard folders to merge');
  const shards = await Promise.all(dirs.map(readShard));
  const first = shards[0].plan;
  const count = first.shard.count;
  const byIndex = new Map<number, string>();
  for (const s of shards) {
    for (const key of SAME) {
      if (s.plan[key] !== first[key]) throw new MergeError(`${s.dir} ran with ${key} ${JSON.stringify(s.plan[key])} but ${shards[0].dir} with ${JSON.stringify(first[key])}: not shards of one run`);
    }
    if (s.plan.shard.count !== count) throw new MergeError(`${s.dir} is shard ${s.plan.shard.index}/${s.plan.shard.count}, ${shards[0].dir} one of ${count}`);
    const twin = byIndex.get(s.plan.shard.index);
    if (twin) throw new MergeError(`${s.dir} and ${twin} are both shard ${s.plan.shard.index}/${count}`);
    byIndex.set(s.plan.shard.index, s.dir);
  }
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !byIndex.has(i));
  if (missing.length) throw new MergeError(`shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing: give all ${count} shard folders`);
  const taskIds = new Map<string, string>();
  for (const s of shards) {
    for (const t of s.plan.tasks) {
      const other = taskIds.get(t.id);
      if (other) throw new MergeError(`task ${t.id} ran in two shards (${other} and ${s.dir})`);
      taskIds.set(t.id, s.dir);
    }
  }
  await mkdir(join(out, 'screenshots'), { recursive: true });
  for (const s of shards) {
    const shots = join(s.dir, 'screenshots');
    const files = await readdir(shots).catch(() => [] as string[]);
    for (const f of files) await cp(join(shots, f), join(out, 'screenshots', f), { recursive: true });
  }
  const plan: BatchPlan = {
    ...first,
    tasks: shards.flatMap((s) => s.plan.tasks).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    shard: { index: 0, count: 1 },
  };
  const k = opts.k ?? [...new Set([1, plan.runs])];
  return writeBatchOutputs(out, shards.flatMap((s) => s.finished), { plan, k, secrets: [], shards: count });
}
