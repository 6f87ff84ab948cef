/**
 * Filters for distillation data: which episodes to keep (ActionTrail-verified successes) and which steps are
 * noise (changed nothing, repeated the previous step, or failed), to drop or to keep without training on them.
 */
import type { TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { isPageAction } from '../../protocol';

export const STEP_ISSUES = ['no-change', 'repeat', 'failed'] as const;
export type StepIssue = (typeof STEP_ISSUES)[number];

export interface FilterOptions {
  /** Keep only episodes whose ActionTrail rules held (success, reward source actiontrail). */
  onlySuccess: boolean;
  /** Steps with any of these issues are removed. */
  drop: readonly StepIssue[];
  /** Steps with any of these issues (and none dropped) are kept but not trained on. */
  flag: readonly StepIssue[];
}

export interface StepVerdict {
  index: number;
  issues: { issue: StepIssue; why: string }[];
  outcome: 'kept' | 'dropped' | 'flagged';
}

export interface EpisodeVerdict {
  episodeId: string;
  taskId: string;
  kept: boolean;
  why: string;
  steps: StepVerdict[];
}

export interface Filtered {
  /** Kept episodes with dropped steps removed. */
  records: TrajectoryRecord[];
  /** Per kept episode, the step indexes to keep without training (loss false). */
  flagged: Map<string, Set<number>>;
  episodes: EpisodeVerdict[];
}

/** Observation lines the agent adds above the page (injected by companion/agent/observation.ts). */
const HEADER = /^(step \d+\/\d+ |all doc steps done$|tabs: |did |provisioned: )/;

/** The page part of an observation: the text without the doc step, history and provisioning lines. */
export function pageText(observationText: string): string {
  const lines = observationText.split('\n');
  let i = 0;
  while (i < lines.length && HEADER.test(lines[i])) i++;
  return lines.slice(i).join('\n');
}

const changed = (step: TrajectoryStep) => Object.values(step.result?.changes ?? {}).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));

/**
 * Every issue of one step. `prev` is the step before; `after` the next step that is not a wait (a click whose
 * effect the console shows only after the policy waited did change something).
 */
export function stepIssues(step: TrajectoryStep, prev: TrajectoryStep | undefined, after: TrajectoryStep | undefined): StepVerdict['issues'] {
  const issues: StepVerdict['issues'] = [];
  if (step.action === null || step.parseError !== undefined) {
    issues.push({ issue: 'failed', why: `the output did not parse: ${step.parseError ?? 'no action'}` });
  }
  else if (step.result?.ok === false) issues.push({ issue: 'failed', why: `the action failed: ${step.result.error?.code ?? 'error'} ${step.result.error?.message ?? ''}`.trim() });
  const action = step.action;
  if (action && isPageAction(action) && step.result?.ok && !changed(step) && after && pageText(after.observation.text) === pageText(step.observation.text)) {
    issues.push({ issue: 'no-change', why: `${action.type} reported no change and the page after it is the same` });
  }
  if (
    action &&
    prev?.action &&
    JSON.stringify(prev.action) === JSON.stringify(action) &&
    JSON.stringify(prev.target ?? null) === JSON.stringify(step.target ?? null) &&
    pageText(prev.observation.text) === pageText(step.observation.text)
  ) {
    issues.push({ issue: 'repeat', why: `same ${action.type} on the same target as step ${prev.index}, on the same page` });
  }
  return issues;
}

/** Why an episode is left out under --only-success, or undefined when it is kept. */
function episodeRejection(record: TrajectoryRecord, opts: FilterOptions): string | undefined {
  if (!opts.onlySuccess) return undefined;
  if (!record.success) return 'not a success';
  if (record.rewardSource !== 'actiontrail') return `success judged by ${record.rewardSource}, not by ActionTrail rules`;
  return undefined;
}

/** Applies the filters; the verdicts say what happened to every episode and step, and why. */
export function filterRecords(records: readonly TrajectoryRecord[], opts: FilterOptions): Filtered {
  const out: TrajectoryRecord[] = [];
  const flagged = new Map<string, Set<number>>();
  const episodes = records.map((record): EpisodeVerdict => {
    const steps = record.steps.map((step, i): StepVerdict => {
      const later = record.steps.slice(i + 1);
      const after = step.action?.type === 'wait' ? later[0] : later.find((s) => s.action?.type !== 'wait');
      const issues = stepIssues(step, record.steps[i - 1], after);
      const outcome = issues.some((x) => opts.drop.includes(x.issue))
        ? 'dropped'
        : issues.some((x) => opts.flag.includes(x.issue))
          ? 'flagged'
          : 'kept';
      return { index: step.index, issues, outcome };
    });
    const rejected = episodeRejection(record, opts);
    if (rejected) return { episodeId: record.episodeId, taskId: record.taskId, kept: false, why: rejected, steps };
    const dropped = new Set(steps.filter((s) => s.outcome === 'dropped').map((s) => s.index));
    out.push({ ...record, steps: record.steps.filter((s) => !dropped.has(s.index)) });
    flagged.set(record.episodeId, new Set(steps.filter((s) => s.outcome === 'flagged').map((s) => s.index)));
    const why = opts.onlySuccess ? 'success by ActionTrail rules' : 'no episode filter';
    return { episodeId: record.episodeId, taskId: record.taskId, kept: true, why, steps };
  });
  return { records: out, flagged, episodes };
}
