/**
 * What the policy reads from a form the console refused after a submit: which marked fields to fill in (a radio group
 * once), the label each stands under, whether the doc writes that label out, and the step whose form it belongs to.
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import { CONFIRM_WORDS, FINISH_WORDS, PURCHASE_WORDS, SUBMIT_WORDS } from './glossary';
import { choiceGroupOf, containers, inDialog, reachable } from './ground';
import type { Outcome } from './outcome';
import { listItems } from './fields';
import { isExact, normalize, similarity } from './match';
import type { PolicyMemory } from './outcome';

/** A marked field, and what it is marked with: the same field marked again with a new error counts as fresh. */
export const invalidKey = (el: Element): string => `${el.ref}|${el.error ?? ''}`;

/** A choice in a radio group or a check box stands for its group: the group's label is the field. */
export const labelOf = (field: Element): string =>
  (field.role === 'radio' || field.role === 'checkbox' ? choiceGroupOf(field)?.replace(/^[a-z]+:/, '') : null) || field.name;

/** The marked fields to fill in, a radio group's choices once. */
export const fieldsToRepair = (fresh: Element[]): Element[] =>
  fresh.filter((field, i) => field.role !== 'radio' || fresh.findIndex((f) => f.role === 'radio' && choiceGroupOf(f) === choiceGroupOf(field)) === i);

/**
 * Whether the doc names this field: a field it sets under this very label, or a long label written out in a step (a
 * word like "Name" in the text proves nothing).
 */
export function docMentions(steps: DocStep[], label: string): boolean {
  // A field the doc sets under exactly this label is mentioned, however short the label.
  const fields = (list: DocStep[]): string[] => list.flatMap((s) => [...s.intents.flatMap((i) => (i.kind === 'fill' || i.kind === 'choose' ? [i.field] : [])), ...fields(s.substeps)]);
  if (fields(steps).some((f) => f && isExact(f, label))) return true;
  // A pair the doc leaves to the reader by its noun ("选择已有标签或新建标签", "create a tag"): its key and value boxes
  // (标签键, 标签值; Tag Key, Tag Value) are what the reader fills in.
  const pair = /^(.+?)\s*(?:键|值|key|value)$/i.exec(normalize(label))?.[1];
  const left = (list: DocStep[]): string[] => list.flatMap((s) => [...s.intents.flatMap((i) => (i.kind === 'fill' && !i.value ? [i.field] : i.kind === 'choose' && !i.option ? [i.field] : [])), ...left(s.substeps)]);
  if (pair && left(steps).some((f) => f && isExact(f, pair))) return true;
  const wanted = normalize(label);
  const texts = (list: DocStep[]): string[] => list.flatMap((s) => [s.markdown || s.text, ...texts(s.substeps)]);
  // One of a numbered pair of boxes ("第一组动态验证码", "Second MFA code") where the doc asks for two of the rest
  // together ("输入…两组连续的动态验证码", "enter the two codes").
  const rest = wanted.replace(ORDINAL, '').trim();
  if (rest !== wanted && rest.length >= 2 && texts(steps).some((t) => normalize(t).includes(rest) && TWO.test(t))) return true;
  if (/[\u3400-\u9fff]/.test(wanted) ? [...wanted.replace(/ /g, '')].length < 6 : wanted.split(' ').length < 3) return false;
  return texts(steps).some((t) => normalize(t).includes(wanted));
}

/**
 * The doc asks for the form in prose and leaves its fields to the reader ("Set the relevant parameters", "配置执行参数",
 * "configure the blacklist or whitelist as needed") in a step from `from` to `to` (those that fill and submit it): a
 * field the console requires there is one of those the doc leaves to the reader, not a step it forgot. The line: such a
 * step names no field of its own (no parameter table, list or bold label it sets); a step that names the fields it
 * asks for has named the ones it needs, and a required field outside them is missing from the doc. So does a step whose
 * prose names one field of the form (`labels`: "输入用户名" where the form has 用户名).
 */
export function formLeftToReader(steps: DocStep[], from: number, to: number, labels: string[]): boolean {
  const flat = (intents: Intent[]): Intent[] => intents.flatMap((i) => (i.kind === 'when' ? flat(i.then) : i.kind === 'either' ? flat(i.of.flat()) : [i]));
  const intentsOf = (s: DocStep): Intent[] => [...flat(s.intents), ...s.substeps.flatMap(intentsOf)];
  const aField = (text: string) => labels.some((label) => similarity(text, label) >= 0.8);
  return steps.some((s) => {
    if (s.index < Math.min(from, to) || s.index > Math.max(from, to)) return false;
    const intents = intentsOf(s);
    // A part of the form in the doc's words: "the relevant parameters", "执行参数", and "the execution parameters" read
    // as a field with no value that no field of the form is called.
    const parts = intents.flatMap((i) => (i.kind === 'configure' ? [i.text] : i.kind === 'fill' && i.field && !i.value ? [i.field] : []));
    const names = intents.some((i) => i.kind === 'check' || (i.kind === 'fill' && (i.value || (i.field && aField(i.field)))) || (i.kind === 'choose' && i.field));
    // "Enter the name, email address, and phone number": a list of the form's fields in plain words names them.
    return !names && parts.length > 0 && !parts.some((part) => aField(part) || listItems(part).some(aField));
  });
}

const ORDINAL = /^(?:第[一二三四五六七八九十\d]+[组个次条段]?|(?:first|second|third)\s+)/i;
const TWO = /两[组个次条段]|二[组个]|\b(?:two|both)\b/i;

/**
 * The step that filled the other fields of the dialog the invalid field is in ("enter the name and email", then
 * "click OK"): the field the doc never mentions belongs to that step's form, not to the click.
 */
export function stepOfForm(field: Element, page: PageSnapshot, filled: PolicyMemory['filled']): number | null {
  const dialog = containers(field, 'dialog').at(-1);
  if (!dialog) return null;
  const steps = reachable(page).flatMap((el) => {
    const f = filled.get(el.ref);
    return f && el.ref !== field.ref && containers(el, 'dialog').at(-1) === dialog ? [f.step] : [];
  });
  return steps.length ? Math.max(...steps) : null;
}

/**
 * The doc ended with a dialog still open that holds what the doc filled in, and a button that submits it: "Create" or
 * the like, Buy Now, or the dialog's own verb ("创建" of "创建虚拟服务器组"). The doc leaves out the step that submits it.
 */
export function leftOpen(page: PageSnapshot, memory: PolicyMemory): Element | null {
  if (!page.dialog) return null;
  const elements = reachable(page).filter(inDialog);
  if (!elements.some((el) => memory.filled.has(el.ref))) return null;
  const title = normalize(page.dialog);
  const buttons = elements.filter((el) => el.role === 'button' && !el.states.disabled).map((el) => ({ el, word: normalize(el.name), clicked: !!memory.clicked?.has(el.ref) }));
  // A button clicked already did what it does: the dialog stays for another reason (a refusal, a slow console).
  // A dialog that changes a paid resource's configuration places an order (Buy Now) where others submit.
  if (buttons.some((b) => b.clicked && (SUBMIT_WORDS.includes(b.word) || PURCHASE_WORDS.includes(b.word)))) return null;
  const verb = buttons.filter((b) => b.word.length >= 2 && title.startsWith(b.word) && title !== b.word);
  const submits = (verb.length ? verb : buttons.filter((b) => FINISH_WORDS.includes(b.word) || PURCHASE_WORDS.includes(b.word))).filter((b) => !b.clicked).map((b) => b.el);
  return submits.length === 1 ? submits[0] : null;
}

/**
 * The doc's last click opened a confirmation of what it names ("Click **Delete**" opens "Delete Key Pair" with OK and
 * Cancel) and the doc ends there: a reader confirms what they asked for. Only a dialog without fields to fill, whose
 * title holds the clicked label, and one confirm button not clicked yet.
 */
export function confirmationOpened(page: PageSnapshot, clicked: string, memory: PolicyMemory): Element | null {
  const [title, label] = [normalize(page.dialog ?? ''), normalize(clicked)];
  if (!title || !label || !(/[\u3400-\u9fff]/.test(label) ? title.includes(label) : ` ${title} `.includes(` ${label} `))) return null;
  const elements = reachable(page).filter(inDialog);
  if (elements.some((el) => ['textbox', 'combobox', 'checkbox', 'radio', 'spinbutton'].includes(el.role))) return null;
  const confirms = elements.filter((el) => el.role === 'button' && !el.states.disabled && CONFIRM_WORDS.includes(normalize(el.name)));
  return confirms.length === 1 && !memory.clicked?.has(confirms[0].ref) ? confirms[0] : null;
}

/** Words of a form's message that ask, not what for ("请至少选择一个…", "Select at least one …"). */
const ASKING = /请|至少|选择|选中|勾选|输入|填写|一个|一种|一项|一条|\b(?:please|select|enter|choose|at|least|one|a|an|the|is|are|required|must|be)\b/gi;

/**
 * Whether the doc asks for what a form's message asks for: what the message names, once its asking words are gone
 * ("权限策略" of "请至少选择一个权限策略"), is in the doc's steps' words.
 */
export function docAsksFor(steps: DocStep[], message: string): boolean {
  const texts = (list: DocStep[]): string[] => list.flatMap((s) => [s.markdown || s.text, ...texts(s.substeps)]);
  const doc = normalize(texts(steps).join(' '));
  const named = normalize(message.replace(ASKING, ' ')).split(' ').filter((w) => w.length > 1);
  const singular = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/s$/, '');
  return named.length > 0 && named.every((w) => doc.includes(/[\u3400-\u9fff]/.test(w) ? w : singular(w)));
}

/**
 * The console refused the doc's submit with the form's own message and marked no field ("请至少选择一个权限策略" under
 * a table of policies): the dialog is still open, an alert in it that was not there before the click, and no notice
 * of a failed call (those come as toasts). `before`: the dialog and its alerts the turn before. Nothing to repair by a
 * field's label: when the doc asks for what the message names, the policy did not do it (agent-error); otherwise the
 * console asks for something the doc never says (missing-step).
 */
export function formRefusal(page: PageSnapshot, before: DialogAlerts, clicked: string, steps: DocStep[], toasts: string[]): Extract<Outcome, { kind: 'fail' }> | null {
  if (!page.dialog || page.dialog !== before.dialog || toasts.length || page.toasts.length) return null;
  const elements = reachable(page);
  if (elements.some((el) => el.states.invalid)) return null;
  // The click was the dialog's submit, and it is still there: not Next to a page that warns ("dialog-warning").
  const submit = elements.find((el) => el.ref === clicked && inDialog(el));
  if (!submit || !FINISH_WORDS.includes(normalize(submit.name))) return null;
  const message = elements.find((el) => el.role === 'alert' && inDialog(el) && el.name.trim() && !before.alerts.has(el.name))?.name.trim();
  if (!message) return null;
  if (docAsksFor(steps, message)) {
    return { kind: 'fail', verdict: 'agent-error', expected: 'the form submitted', actual: `the form says "${message}", which the doc asks for`, thought: `The form refuses: "${message}". The doc asks for it, and it was not done.` };
  }
  return { kind: 'fail', verdict: 'missing-step', expected: 'the doc asks for nothing more before this submit', actual: message, thought: `The form refuses: "${message}", which the doc never asks for.` };
}

export interface DialogAlerts {
  dialog?: string;
  alerts: Set<string>;
}

/** The page's dialog and its alerts, by text: what `formRefusal` compares the next turn's with. */
export const dialogAlerts = (page: PageSnapshot): DialogAlerts => ({
  dialog: page.dialog ?? undefined,
  alerts: new Set(page.dialog ? reachable(page).filter((el) => el.role === 'alert' && inDialog(el)).map((el) => el.name) : []),
});
