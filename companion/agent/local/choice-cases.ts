/**
 * Rows of a parameter table that are for one case of a choice ("| **包年包月** |" over the fields a subscription
 * shows, "| **按量付费** |" over those of pay-as-you-go): the reader gives them as a `when` with `choice`. Their goals
 * run when the form has that choice taken, and are left out when it has not; a form that shows no such choice at
 * all cannot say which case it is in, so the case's rows are left out too (the field that makes the choice is a
 * goal of its own, and reports the difference).
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import { reachable } from './ground';
import { isExact } from './match';
import type { Outcome } from './outcome';

/** The choice a goal's case depends on, if it came from such a row. */
export interface OnChoice {
  onChoice?: string;
}

/** The intents of a case `when` as they are to be done, each with the choice it depends on. */
export function caseIntents(intent: Extract<Intent, { kind: 'when' }>): Array<{ intent: Intent; onChoice: string }> {
  return intent.then.map((inner) => ({ intent: inner, onChoice: intent.text }));
}

const CHOICE_ROLES = new Set(['radio', 'tab', 'option', 'menuitemradio']);

/** Whether the page has the choice taken: a radio, tab or option of that name checked or selected, or a select showing it. */
export function choiceTaken(choice: string, elements: Element[]): boolean {
  return elements.some((el) => (CHOICE_ROLES.has(el.role) && isExact(choice, el.name) && (el.states.checked || el.states.selected)) || (el.role === 'combobox' && !!el.value && isExact(choice, el.value)));
}

/** A goal of a case the form is not in: done, nothing to do (null when the case is the form's). */
export function offChoice(goal: OnChoice, page: PageSnapshot): Outcome | null {
  if (!goal.onChoice || choiceTaken(goal.onChoice, reachable(page))) return null;
  return { kind: 'done', thought: `This row of the doc's table is for ${goal.onChoice}; the form does not have it chosen.` };
}
