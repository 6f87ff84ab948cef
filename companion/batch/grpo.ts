import { basename, dirname } from 'node:path';
import { writeFileAtomic } from '../report/files';
import { BatchStatsError, groupBy, validateRows, type EpisodeRow } from './types';

export interface RolloutEpisode {
  episodeId: string;
  reward: number;
  advantage: number;
}

/** G episodes of one task with their advantages: one line of the rollout-groups JSONL. */
export interface RolloutGroup {
  groupId: string;
  taskId: string;
  episodes: RolloutEpisode[];
}

export interface GrpoResult {
  groups: RolloutGroup[];
  dropped: {
    /** Groups whose rewards are all equal (a single episode included): no signal to learn from. */
    zeroVariance: number;
    /** Groups with an invalid, crashed or env-blocked episode: its reward says nothing about the agent. */
    incomplete: number;
  };
}

const meanOf = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const populationStd = (xs: readonly number[], mean: number) => Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * GRPO advantages in SPEC section 11's two layers: within each group Â = (r − mean)/(std + eps), population
 * std; then across the kept groups of the batch A = (Â − mean)/max(std, eps). Groups come out sorted by group
 * id and episodes by run, so shards merged in any order give the same file.
 */
export function grpoGroups(rows: readonly EpisodeRow[], opts: { eps?: number } = {}): GrpoResult {
  validateRows(rows);
  const eps = opts.eps ?? 1e-6;
  if (!(eps > 0) || !Number.isFinite(eps)) throw new BatchStatsError('batch.eps-invalid', `grpoGroups: eps must be a finite number > 0, got ${eps}`);
  const dropped = { zeroVariance: 0, incomplete: 0 };
  const kept: { groupId: string; taskId: string; rows: EpisodeRow[]; withinGroup: number[] }[] = [];
  const groups = groupBy(rows, (r) => r.groupId);
  for (const groupId of [...groups.keys()].sort(byText)) {
    const members = [...groups.get(groupId)!].sort((x, y) => x.run - y.run || byText(x.episodeId, y.episodeId));
    if (members.some((r) => r.outcome !== 'success' && r.outcome !== 'failure')) {
      dropped.incomplete++;
      continue;
    }
    const rewards = members.map((r) => r.reward);
    if (rewards.every((r) => r === rewards[0])) {
      dropped.zeroVariance++;
      continue;
    }
    const mean = meanOf(rewards);
    const std = populationStd(rewards, mean);
    kept.push({ groupId, taskId: members[0].taskId, rows: members, withinGroup: rewards.map((r) => (r - mean) / (std + eps)) });
  }
  const all = kept.flatMap((g) => g.withinGroup);
  const batchMean = all.length === 0 ? 0 : meanOf(all);
  const batchStd = all.length === 0 ? 0 : populationStd(all, batchMean);
  const scale = Math.max(batchStd, eps);
  return {
    groups: kept.map((g) => ({
      groupId: g.groupId,
      taskId: g.taskId,
      episodes: g.rows.map((r, i) => ({ episodeId: r.episodeId, reward: r.reward, advantage: (g.withinGroup[i] - batchMean) / scale })),
    })),
    dropped,
  };
}

/** Writes the groups as JSONL, one group a line (an empty file for none), atomically; returns the path. */
export async function writeRolloutGroups(path: string, groups: readonly RolloutGroup[]): Promise<string> {
  const text = groups.map((g) => JSON.stringify(g) + '\n').join('');
  return writeFileAtomic(dirname(path), basename(path), text);
}
