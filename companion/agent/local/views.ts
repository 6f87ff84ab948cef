/**
 * What the doc says the page shows, in its own words ("In the **Create AccessKey** dialog box, view the AccessKey ID
 * and AccessKey secret"): context, unless an open dialog does not show it yet and goes on with a button of its own
 * (Continue, Next). Then the console put a page in front of it: go on, as a person would. What that page asks for
 * and the doc never mentions is reported by the check after the click (missing-step) and filled in.
 */
import type { PageSnapshot } from '../../../protocol';
import { FORWARD_WORDS } from './glossary';
import { inDialog, pageSays, reachable } from './ground';
import { normalize } from './match';
import { act, type GoalMemory, type Outcome } from './outcome';

const MAX_FORWARDS = 2;
/** "Continue", "继续创建", "下一步：配置端口": a button that reads as going on, alone or followed by where to. */
const goesOn = (name: string) => {
  const text = normalize(name);
  return FORWARD_WORDS.some((w) => text === w || text.startsWith(/[a-z]$/.test(w) ? `${w} ` : w));
};

export function view(text: string, page: PageSnapshot, mem: GoalMemory): Outcome {
  const context: Outcome = { kind: 'done', thought: `The doc expects: ${text}` };
  if (!page.dialog || !text || pageSays(page, text) || (mem.forwarded ?? 0) >= MAX_FORWARDS) return context;
  const forward = reachable(page).find((el) => el.role === 'button' && inDialog(el) && !el.states.disabled && goesOn(el.name));
  if (!forward) return context;
  mem.forwarded = (mem.forwarded ?? 0) + 1;
  return act({ type: 'click', ref: forward.ref }, `${page.dialog} does not show ${text} yet; it goes on with ${forward.name} first.`, false, { target: forward });
}
