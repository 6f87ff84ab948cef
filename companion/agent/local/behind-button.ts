/**
 * A field the doc sets on a page that does not show it, asked for by a dialog a button of that page opens instead
 * ("select the rule direction" on a rules page whose Add Security Group Rule dialog has Rule Direction): the field
 * moved into the dialog. The button is one that adds or creates the very thing the doc's words name ("添加安全组规则"
 * for "安全组规则的规则方向"), so opening it changes nothing. The policy opens it, looks for the field, and closes it
 * again: the doc's own later step opens it to fill it in. Found there, the step is path-changed; not found, the
 * caller goes on as before (the form no longer asks for it).
 */
import type { Action, Element, PageSnapshot } from '../../../protocol';
import { CLICKABLE, FIELD, containers, inDialog, isNav, reachable } from './ground';
import { synonymsOf } from './glossary';
import { normalize } from './match';
import { act, type GoalMemory, type Outcome } from './outcome';

/** A leading verb that adds or creates: the button opens a form for a new thing and commits nothing by itself. */
const ADDS = /^(?:add|create|new|添加|新增|新建|创建)\s*/i;
const CJK = /[\u3400-\u9fff]/;

/** A button that closes a dialog unchanged: the glossary's Cancel and its other words (Close, 取消, 关闭). */
const closes = (name: string) => ['cancel', ...synonymsOf('cancel')].includes(normalize(name));

/** What a label names, lowercased and without spaces ("security group rule"): `text` mentions it when it holds it. */
const compact = (text: string) => normalize(text).replace(/\s+/g, '');

/** The object of an adding button's label, when it is long enough to name a thing (two words, or four CJK characters). */
function objectOf(label: string): string | null {
  const m = ADDS.exec(normalize(label));
  if (!m) return null;
  const object = normalize(label).slice(m[0].length).trim();
  const long = CJK.test(object) ? [...object.replace(/\s+/g, '')].length >= 4 : object.split(' ').length >= 2;
  return long ? object : null;
}

/** A button of the page (not of a dialog, the navigation or a table row) that adds the thing the doc's field belongs to. */
function opener(field: string, elements: Element[]): Element | undefined {
  const words = compact(field);
  return elements.find((el) => {
    if (el.role !== 'button' || el.states.disabled || inDialog(el) || isNav(el) || containers(el, 'row').length) return false;
    const object = objectOf(el.name);
    return object !== null && words.includes(object.replace(/\s+/g, ''));
  });
}

/** A control of the dialog whose label, or whose group's label, the doc's words hold ("规则方向" in "安全组规则的规则方向"). */
function fieldIn(field: string, elements: Element[]): string | null {
  const words = compact(field);
  const fits = (label: string) => {
    const c = compact(label);
    return c.length >= (CJK.test(c) ? 3 : 6) && words.includes(c);
  };
  for (const el of elements) {
    if (FIELD.has(el.role) && fits(el.name)) return el.name;
    if (!CLICKABLE.has(el.role) && !FIELD.has(el.role)) continue;
    const group = [...containers(el, 'group'), ...containers(el, 'radiogroup')].find(fits);
    if (group) return group;
  }
  return null;
}

export function fieldBehindButton(field: string, page: PageSnapshot, mem: GoalMemory): Outcome | null {
  if (!field) return null;
  const elements = reachable(page);
  const peek = mem.peek;
  if (!peek) {
    if (page.dialog) return null;
    const button = opener(field, elements);
    if (!button) return null;
    mem.peek = { button: button.name };
    return act({ type: 'click', ref: button.ref }, `No ${field} on the page; ${button.name} opens a form that may ask for it: look inside.`, false, { target: button });
  }
  if (peek.closed) return null;
  if (!page.dialog) {
    // The dialog may still be opening; else the button opened none.
    if ((peek.waits = (peek.waits ?? 0) + 1) <= 2) return act({ type: 'wait', ms: 500 }, `Waiting for the ${peek.button} dialog.`, false);
    peek.closed = true;
    return null;
  }
  peek.closed = true;
  const inside = elements.filter(inDialog);
  const label = fieldIn(field, inside);
  const close = inside.find((el) => el.role === 'button' && closes(el.name));
  const action: Action = close ? { type: 'click', ref: close.ref } : { type: 'press', key: 'Escape' };
  if (!label) return act(action, `The ${page.dialog} dialog does not ask for ${field} either; close it.`, false);
  return act(action, `${label} is a field of the ${page.dialog} dialog that ${peek.button} opens, not of the page; the doc's later step opens it, so close it for now.`, true, {
    drift: { kind: 'path-changed', expected: field, actual: `${label}: in the ${page.dialog} dialog (${peek.button})` },
  });
}
