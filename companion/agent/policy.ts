import type { Action, Observation, ActionResult, StepKind } from '../../protocol';
import type { DocStep } from '../doc/types';

/** What a policy knows about the episode besides each observation. */
export interface EpisodeContext {
  taskId: string;
  /** Doc steps, with `${...}` already filled in (secrets as `<secret:name>`). */
  steps: DocStep[];
  locale: 'en-US' | 'zh-CN';
  /** Region the episode works in, e.g. `cn-hangzhou`. */
  region: string;
  /** Absolute URL where the procedure starts. */
  startUrl: string;
  /** Inputs after expansion (secrets as placeholders). */
  inputs: Record<string, string>;
  /** Provisioned resources by local id: `id`, `name` and attributes. */
  resources: Record<string, Record<string, string>>;
  /** Per-episode random suffix (for values the console demands that the doc does not give). */
  rand: string;
}

/** One policy turn: a thought and one action, tied to the doc step it serves. */
export interface Decision {
  thought: string;
  action: Action;
  /** Doc step (1-based) this action belongs to, when known. */
  docStep: number | null;
  /** The raw output (model text, or the local policy's rendering of the turn). */
  raw: string;
  parseError?: string;
  /** The person already carried out `action` (record mode): the loop records it with this result and does not run it. */
  performed?: ActionResult;
  /** Record mode: drop the last recorded turn instead of taking one (`action` is ignored). */
  undo?: boolean;
}

/** The result of the previous turn, given back to the policy. */
export interface TurnFeedback {
  action: Action;
  result: ActionResult | null;
  /** The person carried out this doc step by hand (takeover): the policy moves past it. */
  takenOver?: number;
}

export interface Policy {
  readonly name: string;
  readonly version: string;
  next(observation: Observation, last: TurnFeedback | null): Promise<Decision>;
}

export interface PolicyFactory {
  (context: EpisodeContext): Policy;
}

/** A deviation a policy reports: a doc step and what the console showed instead. */
export interface Deviation {
  step: number;
  kind: StepKind;
  expected: string;
  actual: string;
}
