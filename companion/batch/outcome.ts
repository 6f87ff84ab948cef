/**
 * An episode's report as a batch row: success, the agent's failure, or one of the outcomes that are not the
 * agent's doing (the environment blocked it, the judges disagreed, our framework crashed).
 */
import type { TaskReport, TrajectoryRecord } from '../../protocol';
import { newEpisodeId } from '../agent/episode';
import type { Task } from '../task/load';
import type { PlannedEpisode } from './ledger';
import type { EpisodeOutcome, EpisodeRow } from './types';

// A provisioning failure (the account could not be given what the task requires), a resource the console
// could not show or sell, a quota: the environment's fault.
const ENV_REASON = /^(Could not create resource|Unknown resource type|Cannot provision|teardown left)|NoStock|QuotaExceeded|env-blocked/i;

export function outcomeOf(report: TaskReport): EpisodeOutcome {
  if (report.invalid) return 'invalid';
  if (report.success) return 'success';
  if (report.steps.some((s) => s.kind === 'env-blocked')) return 'env-blocked';
  const reason = report.reason ?? '';
  if (ENV_REASON.test(reason)) return 'env-blocked';
  if (/^the episode crashed/.test(reason)) return 'crashed';
  // The loop never ran (login, browser or emulator failed before the first turn): ours, not the agent's.
  if (report.actions === 0 && report.verdict === 'inconclusive' && reason) return 'crashed';
  return 'failure';
}

export function rowOf(task: Task, planned: PlannedEpisode, report: TaskReport, record: TrajectoryRecord): EpisodeRow {
  const outcome = outcomeOf(report);
  return {
    taskId: task.front.id,
    product: task.front.product,
    difficulty: task.front.difficulty,
    run: planned.run,
    groupId: planned.groupId,
    episodeId: record.episodeId,
    outcome,
    reward: outcome === 'success' ? 1 : 0,
    cny: report.cny ?? record.cost.cny,
    seconds: report.seconds,
    turns: record.steps.length,
  };
}

/** The report and record of an episode that failed before it had either (its account could not be created). */
export function crashedEpisode(task: Task, policy: { name: string; version: string }, started: number, error: Error): { report: TaskReport; record: TrajectoryRecord } {
  const seconds = (Date.now() - started) / 1000;
  const front = task.front;
  const report: TaskReport = {
    id: front.id, title: front.title, file: task.file, verdict: 'inconclusive', success: false, successSource: 'unknown',
    rules: [], steps: [], defects: [], actions: 0, seconds, variant: front.variant, reason: `the episode crashed: ${error.message}`,
  };
  const record: TrajectoryRecord = {
    taskId: front.id, groupId: front.id, episodeId: newEpisodeId(), policy: { name: policy.name, version: policy.version }, account: '',
    variant: front.variant, locale: front.locale, steps: [], reward: 0, success: false, rewardSource: 'unknown',
    cost: { cny: 0, promptTokens: 0, completionTokens: 0 }, startedAt: new Date(started).toISOString(), seconds,
  };
  return { report, record };
}
