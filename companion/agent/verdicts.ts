/**
 * From what happened in an episode to a verdict per doc step and one for the task (SPEC section 6).
 */
import { DEFECT_KINDS, type Defect, type StepKind, type StepVerdict, type TaskVerdict } from '../../protocol';
import type { DocStep } from '../doc/types';

export interface StepNote {
  step: number;
  kind: StepKind;
  expected: string;
  actual: string;
  screenshot?: string;
  element?: { ref: string; role: string; name: string; box?: { x: number; y: number; width: number; height: number } };
  url?: string;
}

export interface EpisodeFacts {
  steps: DocStep[];
  /** Deviations and failures the episode noted, in order. */
  notes: StepNote[];
  /** Highest doc step the agent finished (all its actions done). */
  reached: number;
  /** How the agent ended. */
  ending: 'complete' | 'unachievable' | 'turn-limit' | 'crash' | 'stopped';
  endingReason?: string;
  /** Success rules: null when the task has none. */
  success: boolean | null;
}

/** Severity when one step has several notes: the first defect wins, then environment, then agent. */
const RANK: Record<string, number> = { 'env-blocked': 1, 'agent-error': 1, unclear: 1 };
const rankOf = (kind: StepKind) => (DEFECT_KINDS.includes(kind) ? 2 : RANK[kind] ?? 0);
/**
 * A missing-step outranks the other defects of the same step: a reader who follows the step cannot finish it as
 * written (an obsolete field, a renamed button on the way are the lesser findings).
 */
const outranks = (n: StepNote, w: StepNote) => rankOf(n.kind) > rankOf(w.kind) || (n.kind === 'missing-step' && w.kind !== 'missing-step' && rankOf(w.kind) === 2);

export function stepVerdicts(facts: EpisodeFacts): StepVerdict[] {
  return facts.steps.map((step) => {
    const notes = facts.notes.filter((n) => n.step === step.index);
    const worst = notes.reduce<StepNote | null>((w, n) => (!w || outranks(n, w) ? n : w), null);
    if (worst) {
      return {
        index: step.index,
        text: step.text,
        kind: worst.kind,
        expected: worst.expected,
        actual: worst.actual,
        evidence: { screenshot: worst.screenshot, element: worst.element, url: worst.url },
      };
    }
    const done = step.index <= facts.reached;
    return { index: step.index, text: step.text, kind: done ? 'pass' : 'not-run' };
  });
}

export function taskVerdict(steps: StepVerdict[], facts: EpisodeFacts): { verdict: TaskVerdict; reason?: string } {
  if (steps.some((s) => DEFECT_KINDS.includes(s.kind))) return { verdict: 'defective' };
  const blocked = steps.find((s) => s.kind === 'env-blocked' || s.kind === 'agent-error' || s.kind === 'unclear');
  if (blocked) return { verdict: 'inconclusive', reason: `step ${blocked.index}: ${blocked.kind}: ${blocked.actual ?? ''}`.trim() };
  if (facts.ending !== 'complete') return { verdict: 'inconclusive', reason: facts.endingReason ?? `the agent ended with ${facts.ending}` };
  const notRun = steps.find((s) => s.kind === 'not-run');
  if (notRun) return { verdict: 'inconclusive', reason: `step ${notRun.index} was not carried out` };
  if (facts.success === false) return { verdict: 'inconclusive', reason: 'the success rules did not hold (no matching ActionTrail event)' };
  return { verdict: 'verified' };
}

/** Defects with their suggested fix; `fix` renders the unified diff for one defect. */
export function defectsOf(steps: StepVerdict[], fix: (step: StepVerdict) => string): Defect[] {
  return steps
    .filter((s) => DEFECT_KINDS.includes(s.kind))
    .map((s) => ({
      step: s.index,
      kind: s.kind,
      expected: s.expected ?? '',
      actual: s.actual ?? '',
      fix: fix(s),
      evidence: s.evidence,
    }));
}
