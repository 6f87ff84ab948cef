/**
 * A required box of the dialog the doc never names, left empty, that the task gives a value for under the box's own
 * name (`hostRecord` for **主机记录** / Host Record): the task says the doc leaves that box to the reader, so the reader
 * fills it before the dialog's confirm button, as a person would, and no step is missing. A box the task names no value
 * for is left to the console to mark (submitted.ts: missing-step).
 */
import type { Element } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { CONFIRM_WORDS, SUBMIT_WORDS } from './glossary';
import { inDialog } from './ground';
import { inputNamed } from './inputs';
import { normalize } from './match';
import { act, type GoalMemory, type Outcome } from './outcome';
import { docMentions } from './submitted';

/** Before `button` (a dialog's confirm) is clicked: the reader's box to fill first, if any. */
export function readerBoxFirst(button: Element, elements: Element[], ctx: EpisodeContext, mem: GoalMemory): Outcome | null {
  if (!inDialog(button) || ![...CONFIRM_WORDS, ...SUBMIT_WORDS].includes(normalize(button.name))) return null;
  for (const box of elements) {
    if (!inDialog(box) || (box.role !== 'textbox' && box.role !== 'textarea') || box.value || box.states.disabled || !box.states.required) continue;
    // Once per box and click: a box the console empties again is the console's to mark.
    if (mem.readerTyped?.includes(box.ref) || docMentions(ctx.steps, box.name)) continue;
    const value = inputNamed(box.name, ctx);
    if (!value) continue;
    (mem.readerTyped ??= []).push(box.ref);
    return act({ type: 'type', ref: box.ref, text: value, clear: true, submit: false }, `The doc leaves ${box.name} to the reader; the task gives ${value}.`, false, { target: box });
  }
  return null;
}
