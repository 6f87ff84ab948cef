/**
 * "Complete the payment" (完成支付) names no button: buy what the form holds with its purchase button, then pay on
 * the order page with its pay button. A page with neither has nothing left to pay: the purchase went through at
 * once (an EIP's does), or the doc clicked the buttons itself.
 */
import type { PageSnapshot } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { PAY_WORDS, PURCHASE_WORDS } from './glossary';
import { inDialog, isNav, reachable } from './ground';
import { namedInput } from './inputs';
import { normalize } from './match';
import { act, clickOn, waitFor, type GoalMemory, type Outcome, type PolicyMemory } from './outcome';

/**
 * "Modify the bandwidth and complete the payment", read as the payment alone: a box of the dialog being paid for
 * that the task names a value for (the compiler gives one to a box the console requires) and that does not hold it
 * yet takes it before the purchase button.
 */
export function valueBeforePaying(page: PageSnapshot, ctx: EpisodeContext, policy: PolicyMemory, mem: GoalMemory): Outcome | null {
  if (!page.dialog || mem.bought) return null;
  for (const el of reachable(page).filter((e) => inDialog(e) && ['textbox', 'spinbutton'].includes(e.role) && !e.states.disabled)) {
    const value = policy.filled.has(el.ref) ? '' : namedInput(el.name, ctx);
    if (value && el.value !== value) return act({ type: 'type', ref: el.ref, text: value, clear: true, submit: false }, `Enter ${value} in ${el.name} before paying.`, false, { target: el });
  }
  return null;
}

/** `placed`: the doc clicked the purchase button itself; pressing it again would buy twice. */
export function pay(page: PageSnapshot, mem: GoalMemory, placed: boolean): Outcome {
  const buttons = reachable(page).filter((el) => el.role === 'button' && !el.states.disabled && !isNav(el));
  const payNow = buttons.find((el) => PAY_WORDS.includes(normalize(el.name)));
  if (payNow) return clickOn(payNow, `Pay the order: click ${payNow.name}.`);
  const buy = mem.bought || placed ? undefined : buttons.find((el) => PURCHASE_WORDS.includes(normalize(el.name)));
  if (buy) {
    mem.bought = true;
    return act({ type: 'click', ref: buy.ref }, `Place the order: click ${buy.name}, then pay.`, false, { target: buy });
  }
  // After the purchase button the order page may take a moment to come; a page or two, not the whole patience.
  return ((mem.bought || placed) && mem.waits < 2 ? waitFor(mem, 'The order page') : null) ?? { kind: 'done', thought: 'Nothing is left to pay.' };
}
