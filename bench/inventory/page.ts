/**
 * The independent inventory of a page's interactive elements, run in the page (bundled by index.ts; it imports
 * nothing, and nothing of the page runtime). A simple rule set over the DOM, written apart from `injected/`:
 *
 * 1. candidates: interactive tags (`a[href]`, `button`, `input`, `select`, `textarea`, `summary`), interactive
 *    ARIA roles, `tabindex`, `contenteditable`, and the element where a pointer cursor starts (React attaches
 *    click handlers at the root, so the cursor is the DOM's only trace of them; an icon inside a clickable wrapper
 *    makes the wrapper the candidate);
 * 2. a candidate counts when a person can reach it: it has a box, is visible (opacity included), and a hit test
 *    at its centre, once scrolled into view, lands on it or inside it (a control under a mask or a copy does not);
 * 3. one control, one item: a candidate inside another that holds nothing else is the same control (the outer one
 *    stays); a candidate holding several is a container, not an item.
 *
 * `match` then pairs each item with the observation's refs (through `__aca.resolve`, the only use of the runtime)
 * and judges the names.
 */

type Kind = 'field' | 'choice' | 'tab' | 'menu item' | 'nav item' | 'icon-only' | 'link' | 'button';

export interface Item {
  id: number;
  kind: Kind;
  /** `tag.class "text"`, to list misses. */
  what: string;
  /** What the help center calls this icon (`data-doc-name` of the benchmark page), alternatives; [] when unknown. */
  truth: string[];
}

export interface Observed {
  ref: string;
  role: string;
  name: string;
  icon?: string;
  value?: string;
  placeholder?: string;
  /** The table row the element is in (`row:<key>` of its `within`), if any. */
  row?: string;
}

export interface Verdict {
  id: number;
  /** The ref that addresses the item, if any. */
  ref?: string;
  name?: string;
  outcome: 'addressed' | 'no ref' | 'no usable name' | 'wrong name' | 'not clickable';
}

const ROLES = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option',
  'combobox', 'textbox', 'searchbox', 'spinbutton', 'slider', 'treeitem',
]);
const FIELD_ROLES = new Set(['combobox', 'textbox', 'searchbox', 'spinbutton', 'slider']);
const CHOICE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const TEXT_INPUT = /^(text|search|email|url|tel|number|password|date|datetime-local|month|time|week)$/;
const GENERIC = /^(icon|button|img|svg|link|select|input|i|span|div)$/i;

/** Fusion's Tag carries role=button but is a status word unless it can be closed or checked (REFERENCE.md). */
const STATUS_TAG = '.next-tag:not(.next-tag-closable):not(.next-tag-checkable)';

function candidate(el: Element): boolean {
  const tag = el.tagName;
  if (el.matches(STATUS_TAG)) return false;
  if ((tag === 'A' && el.hasAttribute('href')) || tag === 'BUTTON' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'SUMMARY') return true;
  if (tag === 'INPUT') return (el as HTMLInputElement).type !== 'hidden';
  const role = el.getAttribute('role');
  if (role && ROLES.has(role.split(' ')[0])) return true;
  const tabindex = el.getAttribute('tabindex');
  if (tabindex !== null && Number(tabindex) >= 0) return true;
  if ((el as HTMLElement).isContentEditable && el.getAttribute('contenteditable') !== null) return true;
  const cursor = getComputedStyle(el).cursor;
  return cursor === 'pointer' && (!el.parentElement || getComputedStyle(el.parentElement).cursor !== 'pointer');
}

function reachable(el: Element): boolean {
  // A custom check box is a transparent native input over its drawing: the element itself may be transparent,
  // what holds it may not.
  if (!el.checkVisibility({ visibilityProperty: true }) || !el.parentElement?.checkVisibility({ opacityProperty: true })) return false;
  let r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return false;
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    r = el.getBoundingClientRect();
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (hit === el || el.contains(hit));
}

const visibleText = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/[\uE000-\uF8FF\s]/g, '');

function kindOf(el: Element): Kind {
  const role = el.getAttribute('role') ?? '';
  const type = el.tagName === 'INPUT' ? (el as HTMLInputElement).type : '';
  const field = el.matches('textarea, select, [contenteditable]') || FIELD_ROLES.has(role) || TEXT_INPUT.test(type) || !!el.querySelector('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select, [role=combobox]');
  if (field) return 'field';
  if (type === 'checkbox' || type === 'radio' || CHOICE_ROLES.has(role) || !!el.querySelector('input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch]')) return 'choice';
  if (role === 'tab' || el.closest('[role=tablist]')) return 'tab';
  if (el.closest('nav, [role=navigation], .next-nav')) return 'nav item';
  if (role.startsWith('menuitem') || role === 'option' || el.closest('[role=menu], [role=listbox]')) return 'menu item';
  if (!visibleText(el)) return 'icon-only';
  return el.tagName === 'A' ? 'link' : 'button';
}

function describe(el: Element): string {
  const cls = [...el.classList].slice(0, 2).join('.');
  const text = ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
  return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
}

function truthOf(el: Element): string[] {
  let t: Element | null = el.matches('[data-doc-name]') ? el : el.querySelector('[data-doc-name]');
  for (let e: Element | null = el.parentElement, i = 0; !t && e && i < 3; e = e.parentElement, i++) if (e.matches('[data-doc-name]')) t = e;
  return t ? (t.getAttribute('data-doc-name') ?? '').split('|').filter(Boolean) : [];
}

let items: Element[] = [];

function collect(): Item[] {
  const x = scrollX;
  const y = scrollY;
  const found = [...document.body.querySelectorAll('*')].filter(candidate);
  const set = new Set(found.filter(reachable));
  scrollTo(x, y);
  // One control, one item: nested candidates are resolved from the innermost up.
  const within = (outer: Element) => [...set].filter((e) => e !== outer && outer.contains(e));
  for (const el of [...set].reverse()) {
    if (!set.has(el)) continue;
    const inner = within(el);
    if (inner.length === 1) set.delete(inner[0]);
    else if (inner.length > 1) set.delete(el);
  }
  items = [...set];
  return items.map((el, id) => ({ id, kind: kindOf(el), what: describe(el), truth: truthOf(el) }));
}

type Aca = { resolve(ref: string): Element | null; check(ref: string): { ok: boolean } };

function usable(o: Observed, kind: Kind): boolean {
  const name = o.name.trim();
  if (kind === 'field') return /[\p{L}\p{N}]/u.test(`${name}${o.placeholder ?? ''}${o.value ?? ''}`);
  // A row's check box is named by its row.
  if (kind === 'choice' && o.row) return true;
  return /[\p{L}\p{N}]/u.test(name) && !GENERIC.test(name) && !/\b(next|icon)-[a-z]/.test(name) && name.length <= 100;
}

/** Pairs every item with the observation's refs: the ref's element is the item, inside it, or holds it alone. */
function match(observed: Observed[], kinds: Kind[], truths: string[][]): Verdict[] {
  const aca = (window as unknown as { __aca: Aca }).__aca;
  const live = observed.map((o) => ({ o, el: aca.resolve(o.ref) })).filter((x): x is { o: Observed; el: Element } => !!x.el);
  const holds = (el: Element) => items.filter((i) => el.contains(i)).length;
  return items.map((item, id) => {
    const hits = live.filter(({ el }) => el === item || item.contains(el) || (el.contains(item) && holds(el) === 1));
    if (!hits.length) return { id, outcome: 'no ref' as const };
    const named = hits.filter(({ o }) => usable(o, kinds[id]));
    if (!named.length) return { id, ref: hits[0].o.ref, name: hits[0].o.name, outcome: 'no usable name' as const };
    const truth = truths[id];
    const right = truth.length ? named.filter(({ o }) => truth.some((t) => `${o.name} ${o.icon ?? ''}`.toLowerCase().includes(t.toLowerCase()))) : named;
    if (!right.length) return { id, ref: named[0].o.ref, name: named[0].o.name, outcome: 'wrong name' as const };
    const ok = right.find(({ o }) => aca.check(o.ref).ok);
    return ok ? { id, ref: ok.o.ref, name: ok.o.name, outcome: 'addressed' as const } : { id, ref: right[0].o.ref, name: right[0].o.name, outcome: 'not clickable' as const };
  });
}

(window as unknown as { __inventory: unknown }).__inventory = { collect, match };
