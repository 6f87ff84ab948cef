/**
 * A dialog stands in front of what the doc does next:
 * - behind it: the doc's previous click opened a dialog with one way on (Stop opens "Stop Instance" with its options and
 *   OK) and the doc goes on outside it ("click **More** in the row"), taking the confirmation for granted;
 * - beyond it: the doc's next control is nowhere on the page and the open dialog goes on with one Continue / Next (the
 *   Upgrade/Downgrade Wizard's choice, then the order the doc fills in).
 * A reader clicks that one button and goes on; no difference. What the next screen asks for that the doc never names
 * is reported by the check after the click (missing-step).
 */
import type { Action, Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import { CONFIRM_WORDS, FORWARD_WORDS } from './glossary';
import type { Goal } from './goal-list';
import { inDialog, reachable } from './ground';
import { isExact, normalize } from './match';

/** Times a goal goes past a dialog (a wizard's choice, then its order). */
const MAX_PASSES = 2;

/** The label a goal looks for on the page, if it names one. */
function labelOf(intent: Intent): string | null {
  switch (intent.kind) {
    case 'click':
    case 'tab':
    case 'check':
      return intent.label;
    case 'fill':
    case 'choose':
      return intent.field;
    case 'navigate':
      return intent.path[0] ?? null;
    default:
      return null;
  }
}

const wordOf = (el: Element) => normalize(el.name);
/** Controls a click, a tab or a navigation goes to: what a dialog can stand in front of (not a column's title). */
const CLICKABLE = new Set(['button', 'link', 'menuitem', 'tab', 'navitem']);

/**
 * The click on the button of the open dialog so that the goal's control can be reached, with the reason; null when no
 * dialog stands in front of it. `lastClick`: the doc's goal whose click was the last action.
 */
export function inFront(goal: Goal, page: PageSnapshot, lastClick: Goal | null): { action: Action; thought: string } | null {
  const label = labelOf(goal.intent);
  if (!page.dialog || !label || (goal.memory.passed ?? 0) >= MAX_PASSES) return null;
  const buttons = reachable(page).filter((el) => el.role === 'button' && inDialog(el) && !el.states.disabled);
  const forward = buttons.filter((el) => FORWARD_WORDS.includes(wordOf(el)));
  // Behind it: only a control the doc clicks, blocked by the dialog; the doc's fields are the dialog's own.
  const goes = goal.intent.kind === 'click' || goal.intent.kind === 'tab' || goal.intent.kind === 'navigate';
  const outside = goes && page.elements.some((el) => el.blocked && !inDialog(el) && CLICKABLE.has(el.role) && isExact(el.name, label));
  if (outside) {
    // Only a dialog the doc itself opened, with one way on.
    if (!lastClick || lastClick === goal || lastClick.step > goal.step) return null;
    const on = [...buttons.filter((el) => CONFIRM_WORDS.includes(wordOf(el))), ...forward];
    if (on.length !== 1) return null;
    goal.memory.passed = (goal.memory.passed ?? 0) + 1;
    return { action: { type: 'click', ref: on[0].ref }, thought: `${label} is behind the ${page.dialog} dialog the doc's last click opened; a reader confirms it with ${on[0].name} first.` };
  }
  if (forward.length !== 1) return null;
  goal.memory.passed = (goal.memory.passed ?? 0) + 1;
  return { action: { type: 'click', ref: forward[0].ref }, thought: `${label} is not in the ${page.dialog} dialog yet; it goes on with ${forward[0].name} first.` };
}
