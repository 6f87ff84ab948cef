import type { Action, Observation, ActionResult, StepKind, TrajectoryStep } from '../../protocol';
import type { Screenshot } from '../driver/driver';
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
  /** Null only for an invalid turn (`parseError` says why): nothing runs, and the error goes back to the policy. */
  action: Action | null;
  /** Doc step (1-based) this action belongs to, when known. */
  docStep: number | null;
  /** The raw output (model text, or the local policy's rendering of the turn). */
  raw: string;
  /** The policy's output did not parse or validate: the turn counts, runs nothing, and the policy gets this error back. */
  parseError?: string;
  /** The observation text exactly as the policy sent it to its model, when it added to the loop's text (the doc). */
  seen?: string;
  /** The person already carried out `action` (record mode): the loop records it with this result and does not run it. */
  performed?: ActionResult;
  /** Record mode: drop the last recorded turn instead of taking one (`action` is ignored). */
  undo?: boolean;
  /** What the turn cost (a model policy): tokens, CNY, model time. */
  usage?: TrajectoryStep['usage'];
  /** Exact prompt and completion token ids (and logprobs) when the server returned them. */
  tokens?: TrajectoryStep['tokens'];
}

/** What the loop gives a policy besides the observation. */
export interface TurnExtras {
  /** The page's screenshot, already masked, when the policy has `vision`. */
  screenshot?: Screenshot;
}

/** The result of the previous turn, given back to the policy. */
export interface TurnFeedback {
  /** Null after an invalid turn. */
  action: Action | null;
  result: ActionResult | null;
  /** The person carried out this doc step by hand (takeover): the policy moves past it. */
  takenOver?: number;
}

export interface Policy {
  readonly name: string;
  readonly version: string;
  /** The policy looks at a screenshot every turn (the loop takes, masks and saves one before each turn). */
  readonly vision?: boolean;
  next(observation: Observation, last: TurnFeedback | null, extras?: TurnExtras): Promise<Decision>;
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
