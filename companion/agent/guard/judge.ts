/**
 * What an action will actually hit, and whether that destroys something: the element under a ref or a point (an
 * unnamed icon inside a "Delete" button is that button), the focused element a key press goes to (Enter in a text
 * field submits its form), the option a `select` picks, the check box a `check` ticks, the URL a `navigate` opens;
 * and the context it acts in (the dialog's title and body, a popconfirm). Pure: it reads the page snapshot only.
 */
import type { Action, Element, PageSnapshot } from '../../../protocol';
import { classify, isBackOut, isFilterResetName, isInformative, isSearch, type Effect, type Match } from './lexicon';

/** Where the destructive words were found. */
export type Where = 'control' | 'menu item' | 'dialog title' | 'dialog body' | 'popconfirm' | 'page title' | 'choice' | 'option' | 'check box' | 'switch' | 'submit button' | 'url';

export type Judgement =
  | { kind: 'harmless' }
  /** Stop, Restart, Shut Down: interrupts, loses nothing (not held). */
  | { kind: 'disruptive'; text: string; ref?: string }
  | { kind: 'destructive'; effect: Effect; text: string; where: Where; ref?: string }
  /** The guard cannot tell what the action will hit or what it does there. */
  | { kind: 'unclassified'; why: string; ref?: string };

const HARMLESS: Judgement = { kind: 'harmless' };
const COMMIT_KEYS = /^(enter|numpadenter|return|space|spacebar| )$/i;
/** Keys that act on a focused control outside text fields in some consoles (a list row's Delete key). */
const EDIT_KEYS = /^(delete|backspace)$/i;
const TEXT_FIELDS = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);
const INTERACTIVE = new Set([
  'button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch', 'spinbutton', 'slider',
  'option', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'navitem', 'treeitem',
]);
/** The texts of a dialog that say what it does. */
const BODY_ROLES = new Set(['text', 'alert', 'status', 'heading']);
/** What a person fills or picks in a form. */
const FIELD_ROLES = new Set(['textbox', 'combobox', 'radio', 'checkbox', 'switch', 'spinbutton', 'listbox']);

/** How each element looked when it was first seen (by ref): what the console chose before the agent did anything. */
export type FirstSeen = Map<string, Pick<Element, 'states' | 'value'>>;

/** Adds the elements of `page` not seen before to `seen` (a gate calls it with every page, before judging). */
export function rememberFirstSeen(seen: FirstSeen, page: PageSnapshot): void {
  for (const e of page.elements) if (!seen.has(e.ref)) seen.set(e.ref, { states: { ...e.states }, ...(e.value !== undefined ? { value: e.value } : {}) });
}

/**
 * `firstSeen`: how each element looked when it appeared (the gate keeps it), to tell which choices the agent made:
 * a switch turned off since, a radio picked since. Without it every checked choice counts.
 */
export function judge(action: Action, page: PageSnapshot, firstSeen?: FirstSeen): Judgement {
  const ctx: Ctx = { page, firstSeen };
  switch (action.type) {
    case 'click':
    case 'double_click': {
      const hit = hitOf(action, page);
      return 'why' in hit ? unclassified(hit.why) : judgeElement(hit.el, ctx, { toggles: true });
    }
    case 'check': {
      const hit = hitOf(action, page);
      if ('why' in hit) return unclassified(hit.why);
      // Turning a switch off disables what it names ("Delete Protection", "Logging", a rule's status).
      if (hit.el.role === 'switch' && !action.checked && hit.el.states.checked !== false) return destructive('disable', hit.el.name || 'a switch', 'switch', hit.el.ref);
      return judgeElement(hit.el, ctx, { where: 'check box' });
    }
    case 'select': {
      const m = classify(action.option);
      if (isHeld(m)) return destructive(m.effect, action.option, 'option', action.ref);
      return m?.effect === 'disruptive' ? { kind: 'disruptive', text: action.option, ...(action.ref ? { ref: action.ref } : {}) } : HARMLESS;
    }
    case 'type': {
      if (!action.submit) return HARMLESS;
      const hit = hitOf(action, page);
      return 'why' in hit ? unclassified(hit.why) : judgeSubmit(hit.el, ctx, undefined);
    }
    case 'press':
      return judgeKey(action.key, ctx);
    case 'navigate':
      return judgeUrl(action.url);
    default:
      return HARMLESS;
  }
}

type Hit = { el: Element } | { why: string };
interface Ctx {
  page: PageSnapshot;
  firstSeen?: FirstSeen;
}

/** The element a ref or point action hits, or why the guard cannot tell. */
export function hitOf(action: Action, page: PageSnapshot): Hit {
  if ('ref' in action && action.ref) {
    const el = page.elements.find((e) => e.ref === action.ref);
    return el ? { el } : { why: `[${action.ref}] is not on the page the guard saw` };
  }
  if (!('point' in action) || !action.point) return { why: 'the action names no element' };
  const { x, y, space } = action.point;
  const px = space === 'norm1000' ? (x / 1000) * page.viewport.width : x;
  const py = space === 'norm1000' ? (y / 1000) * page.viewport.height : y;
  const modal = page.dialog !== null;
  const under = page.elements.filter((e) => !(modal && e.blocked) && px >= e.box.x && px <= e.box.x + e.box.width && py >= e.box.y && py <= e.box.y + e.box.height);
  // Innermost first; what a click lands on is the innermost control, or the control around what it lands on.
  under.sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height);
  const control = under.find((e) => INTERACTIVE.has(e.role));
  if (control) return { el: control };
  const where = `(${Math.round(px)}, ${Math.round(py)})`;
  return { why: under.length ? `a point ${where} on "${under[0].name}", which is no control` : `a point ${where} on no element` };
}

/** A click (or a commit key) on `el`: its own name, then the dialog or popconfirm it acts in. */
/** Roles that open a view and never act: a navigation entry, a tab. */
const VIEWS = new Set(['navitem', 'tab']);

function judgeElement(el: Element, ctx: Ctx, opts: { toggles?: boolean; where?: Where } = {}): Judgement {
  const where: Where = opts.where ?? (el.role.startsWith('menuitem') || el.within.some((w) => w.startsWith('menu')) ? 'menu item' : 'control');
  if (VIEWS.has(el.role) && isInformative(el.name)) return HARMLESS;
  const own = classify(el.name);
  if (isHeld(own) && !isFilterReset(el, ctx.page)) return destructive(own.effect, el.name, where, el.ref);
  if (opts.toggles && el.role === 'switch' && el.states.checked === true) return destructive('disable', el.name || 'a switch', 'switch', el.ref);
  if (isBackOut(el.name)) return HARMLESS;
  if (!isInformative(el.name)) return unclassified(`a ${el.role} without a name`, el.ref);
  const context = judgeContext(el, ctx);
  if (context) return context;
  return own?.effect === 'disruptive' ? { kind: 'disruptive', text: el.name, ref: el.ref } : HARMLESS;
}

/** A bare Reset (or Clear) beside a Search button of the same container: it resets the filter form, not a resource. */
function isFilterReset(el: Element, page: PageSnapshot): boolean {
  if (el.role !== 'button' || !isFilterResetName(el.name)) return false;
  const place = el.within.join('>');
  return page.elements.some((e) => e !== el && e.role === 'button' && e.within.join('>') === place && isSearch(e.name));
}

/** The dialog (title, then body) or popconfirm `el` sits in, or the open dialog when `el` is not behind it. */
function judgeContext(el: Element, ctx: Ctx): Judgement | null {
  const { page } = ctx;
  const containers = el.within.filter((w) => w.startsWith('dialog') || w.startsWith('popconfirm'));
  const inner = containers.at(-1) ?? (page.dialog !== null && !el.blocked && el.role !== 'checkbox' ? `dialog:${page.dialog}` : undefined);
  const form = el.within.filter((w) => w.startsWith('form')).at(-1);
  if (!inner) {
    if (el.role !== 'button') return null;
    if (form) return judgeChoices(el, form, ctx);
    return el.within.length ? null : judgePageTitle(el, ctx);
  }
  const [kind, ...rest] = inner.split(':');
  const title = rest.join(':');
  if (kind === 'popconfirm') {
    const m = classify(title, 'label') ?? classify(title, 'text');
    return isHeld(m) ? destructive(m.effect, title, 'popconfirm', el.ref) : null;
  }
  const byTitle = classify(title);
  if (isHeld(byTitle)) return destructive(byTitle.effect, title, 'dialog title', el.ref);
  const body = page.elements.filter((e) => e !== el && e.within.includes(inner) && BODY_ROLES.has(e.role) && e.name !== title);
  for (const line of body) {
    const m = classify(line.name, 'text');
    if (isHeld(m)) return destructive(m.effect, line.name, 'dialog body', el.ref);
  }
  const untitled = !title || title === 'dialog';
  if (untitled && !body.some((b) => isInformative(b.name)) && !isBackOut(el.name)) return unclassified('a dialog the guard cannot read', el.ref);
  return el.role === 'button' ? judgeChoices(el, inner, ctx) : null;
}

/**
 * A button of the page itself (no dialog, form, row, menu or toolbar around it) on a form page whose title names a
 * destructive act: the footer of a page that is the act (Replace Operating System's Confirm Order, a Reset Password
 * page's OK). Only a page with form fields: a details page's title is the resource's name, which anyone may choose.
 */
function judgePageTitle(el: Element, ctx: Ctx): Judgement | null {
  if (!ctx.page.elements.some((e) => FIELD_ROLES.has(e.role) && e.within.some((w) => w.startsWith('form')))) return null;
  const title = ctx.page.elements.find((e) => e.role === 'heading' && !e.within.length && isInformative(e.name));
  const m = title ? classify(title.name) : null;
  return title && isHeld(m) ? destructive(m.effect, title.name, 'page title', el.ref) : null;
}

/**
 * What a button of a dialog or form commits: the choices around it. A radio, option or box picked that reads as
 * destructive ("Disabled", "Suspend", "Reset Custom Password", "Delete Immediately"), a switch or box turned
 * off since it appeared ("HTTPS" off is HTTPS disabled). A choice the console had made when it appeared is not the
 * agent's doing and does not count; without the gate's memory, every checked one does.
 */
function judgeChoices(button: Element, box: string, ctx: Ctx): Judgement | null {
  for (const e of ctx.page.elements) {
    if (e === button || !e.within.includes(box)) continue;
    const was = ctx.firstSeen?.get(e.ref);
    const on = e.states.checked === true || (e.role === 'option' && e.states.selected === true);
    const wasOn = was ? was.states.checked === true || was.states.selected === true : undefined;
    const text = e.role === 'combobox' ? e.value ?? '' : e.name;
    const picked = e.role === 'combobox' ? !!e.value && was?.value !== e.value : on && wasOn !== true;
    const m = picked ? classify(text) : null;
    if (isHeld(m)) return destructive(m.effect, text, 'choice', button.ref);
    if ((e.role === 'switch' || e.role === 'checkbox') && e.states.checked === false && wasOn === true) return destructive('disable', `${e.name}: off`, 'choice', button.ref);
  }
  return null;
}

/** Enter in a text field: what submitting its form does (its submit button, its dialog). */
function judgeSubmit(field: Element, ctx: Ctx, submits: { ref?: string; name: string } | undefined): Judgement {
  if (submits) {
    const button = submits.ref ? ctx.page.elements.find((e) => e.ref === submits.ref) : undefined;
    const m = classify(submits.name);
    if (isHeld(m)) return destructive(m.effect, submits.name, 'submit button', button?.ref ?? field.ref);
    if (button) {
      const context = judgeContext(button, ctx);
      if (context) return context;
    }
  }
  return judgeContext(field, ctx) ?? HARMLESS;
}

function judgeKey(key: string, ctx: Ctx): Judgement {
  const { page } = ctx;
  const last = key.split('+').at(-1) ?? key;
  const commits = COMMIT_KEYS.test(last) || last === ' ';
  const edits = EDIT_KEYS.test(last);
  if (!commits && !edits) return HARMLESS;
  const focus = page.focus;
  if (focus === undefined) return unclassified(`"${key}" goes to the focused element, and the page runtime did not say which one has focus`);
  if (focus === null) return unclassified(`"${key}" with no focused element`);
  const el = focus.ref ? page.elements.find((e) => e.ref === focus.ref) : undefined;
  const target: Element = el ?? { ref: focus.ref ?? '', role: focus.role, name: focus.name, states: {}, box: { x: 0, y: 0, width: 0, height: 0 }, inViewport: true, isNew: false, within: focus.within ?? [] };
  if (TEXT_FIELDS.has(target.role)) {
    // Delete and Backspace edit the text; Enter submits the form it belongs to.
    if (!commits || /space/i.test(last) || last === ' ') return HARMLESS;
    return judgeSubmit(target, ctx, focus.submits);
  }
  // Outside a text field, what Delete does is the console's own key binding: nothing the page shows says what.
  if (edits) return unclassified(`"${key}" on a focused ${target.role} "${target.name}" (outside a text field)`, target.ref || undefined);
  return judgeElement(target, ctx, { toggles: true });
}

/** A URL whose path or query names a destructive operation (`/instances/i-1/release`, `?action=DeleteInstance`). */
function judgeUrl(url: string): Judgement {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return unclassified(`"${url}" is not a URL`);
  }
  const parts = [...parsed.pathname.split('/'), ...[...parsed.searchParams.entries()].flat(), parsed.hash.slice(1)].map(safeDecode).filter(Boolean);
  for (const part of parts) {
    const m = classify(part);
    if (isHeld(m)) return destructive(m.effect, part, 'url');
  }
  return HARMLESS;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function isHeld(m: Match | null): m is Match & { effect: Effect } {
  return m !== null && m.effect !== 'disruptive';
}

const destructive = (effect: Effect, text: string, where: Where, ref?: string): Judgement => ({ kind: 'destructive', effect, text, where, ...(ref ? { ref } : {}) });
const unclassified = (why: string, ref?: string): Judgement => ({ kind: 'unclassified', why, ...(ref ? { ref } : {}) });
