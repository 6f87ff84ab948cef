/**
 * The doc's steps are all done and something it opened is still waiting:
 * - its last step filled in a dialog and stops there: its confirm button (policy.ts `confirmFilled`);
 * - its last click opened a confirmation of what it names ("Click **Delete**" opens "Delete Key Pair" with OK and
 *   Cancel): a reader confirms what they asked for, no difference;
 * - a dialog still holds what the doc filled in, with a button that submits it: the doc left out the step that submits
 *   it (missing-step), and the policy submits it once (policy.ts `submitLeftOpen`, with the case above).
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { Goal } from './goal-list';
import type { PolicyMemory } from './outcome';
import { CONFIRM_WORDS } from './glossary';
import { inDialog, reachable } from './ground';
import { normalize } from './match';
import { confirmationOpened, leftOpen } from './submitted';

/** What the policy holds that this reads. `done`: it finished already, or submitted a dialog left open once. */
export interface LeftOpenState {
  goals: Goal[];
  lastClick: Goal | null;
  memory: PolicyMemory;
  done: boolean;
}

export type LeftOpen =
  | { kind: 'confirm'; step: number; button: Element; thought: string }
  | { kind: 'submit'; step: number; button: Element; thought: string; actual: string };

export function leftOpenAtEnd(page: PageSnapshot, state: LeftOpenState): LeftOpen | null {
  if (state.done) return null;
  const last = state.goals.at(-1);
  if (!last) return null;
  const confirm = last.intent.kind === 'click' && state.lastClick === last ? confirmationOpened(page, last.intent.label, state.memory) : null;
  if (confirm) return { kind: 'confirm', step: last.step, button: confirm, thought: `The doc ends with the ${page.dialog} confirmation its last click opened; confirm it with ${confirm.name}.` };
  const button = leftOpen(page, state.memory);
  if (!button) return null;
  return { kind: 'submit', step: last.step, button, thought: `Submit the ${page.dialog} dialog with ${button.name}.`, actual: `the ${page.dialog} dialog is still open; ${button.name} submits it` };
}

/** The open dialog's enabled confirm button (OK, 确定, …). */
export const dialogConfirm = (page: PageSnapshot): Element | undefined =>
  reachable(page).find((el) => el.role === 'button' && inDialog(el) && !el.states.disabled && CONFIRM_WORDS.includes(normalize(el.name)));
