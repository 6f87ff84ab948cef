/**
 * A batch folder's outputs, written from the ledger's finished episodes (so a resumed or merged run writes exactly
 * what an uninterrupted one would): `episodes.jsonl` (one row per episode), `trajectories.jsonl`,
 * `task-reports.jsonl`, `rollouts.jsonl` (GRPO groups), `report.json` and `dashboard.html`.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../report/files';
import { TOOL_NAME, TOOL_VERSION } from '../report/header';
import { scrubbedJson } from '../report/json';
import { renderDashboard } from './dashboard';
import { grpoGroups, writeRolloutGroups } from './grpo';
import type { BatchPlan, Finished } from './ledger';
import { summarize, type BatchSummary as Summary } from './stats';

export const BATCH_FILES = {
  episodes: 'episodes.jsonl',
  trajectories: 'trajectories.jsonl',
  taskReports: 'task-reports.jsonl',
  rollouts: 'rollouts.jsonl',
  report: 'report.json',
  dashboard: 'dashboard.html',
} as const;

/** report.json: the statistics, the GRPO counts, and what the run was. */
export interface BatchSummary extends Summary {
  tool: typeof TOOL_NAME;
  /** The tool's version (package.json), as in every report header. */
  version: string;
  kind: 'batch';
  plan: { tasks: number; runs: number; group: number; policy: string; provision: string; shards: number; seed: number };
  grpo: { groups: number; dropped: { zeroVariance: number; incomplete: number } };
}

/** Episodes in plan order: by task id, then run (the order a single run has, whatever order shards finished in). */
export function inPlanOrder(finished: Finished[]): Finished[] {
  return [...finished].sort((a, b) => (a.row.taskId < b.row.taskId ? -1 : a.row.taskId > b.row.taskId ? 1 : a.row.run - b.row.run));
}

export async function writeBatchOutputs(
  dir: string,
  finished: Finished[],
  opts: { plan: BatchPlan; k: number[]; secrets: string[]; shards?: number },
): Promise<BatchSummary> {
  const ordered = inPlanOrder(finished);
  const rows = ordered.map((f) => f.row);
  const scrub = { secrets: opts.secrets };
  const lines = (values: unknown[], file: string) => values.map((v) => `${scrubbedJson(v, scrub, file)}\n`).join('');
  await writeFile(join(dir, BATCH_FILES.episodes), lines(rows, BATCH_FILES.episodes));
  await writeFile(join(dir, BATCH_FILES.trajectories), lines(ordered.map((f) => f.record), BATCH_FILES.trajectories));
  await writeFile(join(dir, BATCH_FILES.taskReports), lines(ordered.map((f) => f.report), BATCH_FILES.taskReports));
  const grpo = grpoGroups(rows);
  await writeRolloutGroups(join(dir, BATCH_FILES.rollouts), grpo.groups);
  const stats = summarize(rows, { k: opts.k, seed: opts.plan.seed });
  const { plan } = opts;
  const summary: BatchSummary = {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    kind: 'batch',
    plan: {
      tasks: new Set(rows.map((r) => r.taskId)).size, runs: plan.runs, group: plan.group, policy: plan.policy, provision: plan.provision,
      shards: opts.shards ?? plan.shard.count, seed: plan.seed,
    },
    ...stats,
    grpo: { groups: grpo.groups.length, dropped: grpo.dropped },
  };
  await writeFileAtomic(dir, BATCH_FILES.report, `${scrubbedJson(summary, scrub, BATCH_FILES.report, 2)}\n`);
  await writeFileAtomic(dir, BATCH_FILES.dashboard, renderDashboard(stats, rows, { title: `aca batch · ${plan.policy} · ${rows.length} episodes` }));
  return summary;
}
