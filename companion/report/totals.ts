import type { Report, TaskReport, TaskVerdict } from '../../protocol';

export interface Totals {
  tasks: number;
  verified: number;
  defective: number;
  inconclusive: number;
  defects: number;
  actions: number;
  /** Sum of the tasks' own times (more than the wall time when tasks ran in parallel). */
  seconds: number;
}

export function totalsOf(tasks: readonly TaskReport[]): Totals {
  const count = (v: TaskVerdict) => tasks.filter((t) => t.verdict === v).length;
  return {
    tasks: tasks.length,
    verified: count('verified'),
    defective: count('defective'),
    inconclusive: count('inconclusive'),
    defects: tasks.reduce((n, t) => n + t.defects.length, 0),
    actions: tasks.reduce((n, t) => n + t.actions, 0),
    seconds: tasks.reduce((n, t) => n + t.seconds, 0),
  };
}

/** Wall time of the run, from its start and finish stamps; null when they do not parse. */
export function wallSeconds(report: Pick<Report, 'startedAt' | 'finishedAt'>): number | null {
  const ms = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : null;
}

/** The product of a task id (`ecs/stop-instance` -> `ecs`); docs pasted without an id fall under `docs`. */
export function productOf(taskId: string): string {
  const slash = taskId.indexOf('/');
  return slash > 0 ? taskId.slice(0, slash) : 'docs';
}

/** `passed/total` doc steps. */
export function stepsPassed(task: TaskReport): string {
  return `${task.steps.filter((s) => s.kind === 'pass').length}/${task.steps.length}`;
}

/** `9.4s`, `2m 05s`, `1h 02m`. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const s = Math.round(seconds);
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
