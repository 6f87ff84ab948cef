import type { Emit, Match } from './intents';

/** One phrasing: a pattern over the paragraph skeleton (macros in phrases.ts) and what a match means. */
export interface RuleSpec {
  name: string;
  pattern: string;
  /** The intents a match stands for; null when the match is not this phrasing after all (the next rule tries). */
  make(m: Match): Emit[] | null;
}

export const rule = (name: string, pattern: string, make: RuleSpec['make']): RuleSpec => ({ name, pattern, make });
