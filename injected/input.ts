/** Actions on form controls: type, select (Fusion Select, menus, radio groups, native select), check, press. */
import type { PageAction } from '../protocol/action';
import { clean, isRendered, textOf } from './dom';
import { clickAt, fireKey, parseKey } from './events';
import { columns, isBranch, isCascader, isExpanded, labelOf, PATH_SEP } from './cascader';
import { menuOf } from './overlays';
import { isDisabled } from './roles';
import { sleep } from './settle';
import { ActError, ensureUsable, hitPoint, resolveTarget } from './target';

type Of<T extends PageAction['type']> = Extract<PageAction, { type: T }>;

const EDITABLE = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, [contenteditable=""], [contenteditable=true]';

function click(el: Element): void {
  ensureUsable(el);
  const hit = hitPoint(el);
  clickAt(hit.target, hit.x, hit.y);
}

/** Sets a value the way a person's typing does, through the native setter so React's onChange sees it. */
export function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLElement, value: string): void {
  const win = el.ownerDocument.defaultView ?? window;
  if (el instanceof win.HTMLInputElement || el instanceof win.HTMLTextAreaElement) {
    const proto = el instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  } else el.textContent = value;
  el.dispatchEvent(new win.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: value }));
  el.dispatchEvent(new win.Event('change', { bubbles: true }));
}

/** The focused element, looking into open shadow roots and same-origin iframes. */
function deepActive(): Element {
  let a: Element | null = document.activeElement;
  for (;;) {
    const inner: Element | null | undefined = a?.shadowRoot?.activeElement ?? (a instanceof HTMLIFrameElement ? a.contentDocument?.activeElement : null);
    if (!inner) return a ?? document.body;
    a = inner;
  }
}

export function type(a: Of<'type'>): void {
  const target = resolveTarget(a);
  const el = (target.matches(EDITABLE) ? target : target.querySelector(EDITABLE)) as HTMLInputElement | null;
  if (!el) throw new ActError('not-editable', 'this element does not take text; choose a textbox (or use select for a dropdown)');
  ensureUsable(el);
  if (el.readOnly) throw new ActError('not-editable', 'this field is read-only' + (target.closest('.next-select') ? '; use select to pick an option' : ''));
  el.focus({ preventScroll: true });
  const current = 'value' in el ? el.value : (el as HTMLElement).textContent ?? '';
  setValue(el, a.clear === false ? current + a.text : a.text);
  if (a.submit) enter(el);
}

/** Enter in a field: key events, then the browser's implicit submission (the form's default button) if not prevented. */
function enter(el: Element): void {
  if (!fireKey(el, parseKey('Enter'))) return;
  const form = el.closest('form');
  const submit = form?.querySelector('button[type=submit], input[type=submit], button:not([type])');
  if (submit && el.tagName === 'INPUT') (submit as HTMLElement).click();
}

const norm = (s: string) => clean(s).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The option a person would take for `want`: exact, then prefix/containment, then most shared words. */
export function bestMatch(names: string[], want: string): number {
  const w = norm(want);
  const n = names.map(norm);
  let i = n.indexOf(w);
  if (i >= 0) return i;
  // The same letters and digits under other punctuation: "阿里云华东2-上海" for 阿里云_华东2（上海）.
  i = n.findIndex((x) => x.replace(/ /g, '') === w.replace(/ /g, ''));
  if (i >= 0) return i;
  i = n.findIndex((x) => x.startsWith(w) || w.startsWith(x) && x.length > 2);
  if (i >= 0) return i;
  i = n.findIndex((x) => x.includes(w) || (w.includes(x) && x.length > 2));
  if (i >= 0) return i;
  // An abbreviation of the option's words: "ECS" for "Elastic Compute Service".
  if (/^[a-z]{2,6}$/.test(w)) {
    i = n.findIndex((x) => x.split(' ').length === w.length && x.split(' ').map((t) => t[0]).join('') === w);
    if (i >= 0) return i;
  }
  const words = new Set(w.split(' '));
  let best = -1;
  let score = 0.5;
  n.forEach((x, j) => {
    const xs = x.split(' ');
    const s = xs.filter((t) => words.has(t)).length / Math.max(words.size, xs.length);
    if (s >= score) [best, score] = [j, s + 1e-9];
  });
  return best;
}

function pick(options: Element[], want: string): Element {
  const names = options.map((o) => textOf(o));
  const i = bestMatch(names, want);
  if (i < 0) throw new ActError('option-missing', `no option like "${want}"; options: ${names.filter(Boolean).map((n) => `"${n}"`).join(', ') || '(none)'}`);
  if (isDisabled(options[i])) throw new ActError('disabled', `option "${names[i]}" is disabled`);
  return options[i];
}

async function openMenu(trigger: Element): Promise<Element> {
  let menu = menuOf(trigger);
  if (!menu) click(trigger);
  for (let t = 0; !menu && t < 40; t++) {
    await sleep(25);
    menu = menuOf(trigger);
  }
  if (!menu) throw new ActError('option-missing', 'the list did not open');
  return menu;
}

export async function select(a: Of<'select'>): Promise<void> {
  const target = resolveTarget(a);
  if (target.tagName === 'SELECT') {
    const sel = target as HTMLSelectElement;
    ensureUsable(sel);
    const o = pick([...sel.options], a.option) as HTMLOptionElement;
    sel.focus();
    sel.value = o.value;
    sel.dispatchEvent(new Event('input', { bubbles: true }));
    sel.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const group = target.closest('[role=radiogroup], .next-radio-group, [role=tablist]') ?? (target.querySelector('[role=radio], input[type=radio]') ? target : null);
  if (group) {
    const items = [...group.querySelectorAll('label, [role=radio], [role=tab]')].filter((e) => isRendered(e) && !e.parentElement?.closest('label'));
    return click(pick(items, a.option));
  }
  const trigger = target.closest('.next-select') ?? target;
  if (!trigger.matches('.next-select, [aria-haspopup], [role=combobox]')) {
    throw new ActError('invalid-action', 'select works on dropdowns, menus, radio groups and <select>; click the option instead');
  }
  ensureUsable(trigger);
  const menu = await openMenu(trigger);
  if (isCascader(menu)) return selectCascader(trigger, a.option);
  const items = [...menu.querySelectorAll('[role=option], [role=menuitem], [role=menuitemradio], [role=menuitemcheckbox]')].filter(isRendered);
  let option: Element;
  try {
    option = pick(items, a.option);
  } catch (e) {
    await closeMenu(trigger);
    throw e;
  }
  (option as HTMLElement).scrollIntoView({ block: 'nearest' });
  click(option);
  if (trigger.classList.contains('next-select-multiple')) await closeMenu(trigger);
}

/**
 * A CascaderSelect option by its path ("Elastic Compute > ECS", "弹性计算 / 云服务器ECS") or by its leaf label
 * alone ("ECS"): the tree is searched by opening each branch until the option is found, then the path is
 * followed column by column; the leaf's click selects it and closes the popup.
 */
async function selectCascader(trigger: Element, want: string): Promise<void> {
  const parts = want.split(PATH_SEP).map((p) => clean(p)).filter(Boolean);
  const wanted = norm(want);
  const leaves: string[][] = [];
  // Depth-first through the tree; an exact leaf label or path ends the search early.
  const found = (path: string[]) => norm(path[path.length - 1]) === wanted || (parts.length > 1 && path.length === parts.length && path.every((p, i) => norm(p) === norm(parts[i])));
  const explore = async (depth: number, prefix: string[]): Promise<string[] | null> => {
    const count = (await column(trigger, depth)).length;
    for (let i = 0; i < count; i++) {
      const item = (await column(trigger, depth))[i];
      if (!item) break;
      const path = [...prefix, labelOf(item)];
      if (!isBranch(item)) {
        leaves.push(path);
        if (found(path)) return path;
        continue;
      }
      // A path names its branches: only those are opened.
      if (parts.length > 1 && depth < parts.length - 1 && bestMatch([path[depth]], parts[depth]) < 0) continue;
      await expand(trigger, depth, item);
      const hit = await explore(depth + 1, path);
      if (hit) return hit;
    }
    return null;
  };
  let path: string[] | null = null;
  try {
    path = await explore(0, []);
    if (!path && parts.length > 1) {
      // Each step of the path by the best match among the labels at that depth.
      let candidates = leaves.filter((l) => l.length === parts.length);
      parts.forEach((p, i) => {
        const labels = [...new Set(candidates.map((l) => l[i]))];
        const j = bestMatch(labels, p);
        candidates = j < 0 ? [] : candidates.filter((l) => l[i] === labels[j]);
      });
      path = candidates[0] ?? null;
    }
    if (!path && parts.length > 1) {
      // The path fits no branch: search the whole tree, as for a leaf label.
      leaves.length = 0;
      const saved = parts.splice(0);
      path = await explore(0, []);
      parts.push(...saved);
    }
    if (!path) {
      const i = bestMatch(leaves.map((l) => l[l.length - 1]), want);
      const j = i < 0 ? bestMatch(leaves.map((l) => l.join(' ')), parts.join(' ')) : i;
      path = j < 0 ? null : leaves[j];
    }
    if (!path) {
      const names = leaves.map((l) => `"${l.join(' > ')}"`).join(', ') || '(none)';
      throw new ActError('option-missing', `no option like "${want}"; options: ${names}`);
    }
  } catch (e) {
    await closeMenu(trigger);
    throw e;
  }
  for (let depth = 0; depth < path.length; depth++) {
    const item = (await column(trigger, depth)).find((it) => labelOf(it) === path[depth]);
    if (!item) throw new ActError('option-missing', `"${path.slice(0, depth + 1).join(' > ')}" is no longer in the list`);
    if (depth < path.length - 1) await expand(trigger, depth, item);
    else {
      if (isDisabled(item)) throw new ActError('disabled', `option "${path.join(' > ')}" is disabled`);
      (item as HTMLElement).scrollIntoView({ block: 'nearest' });
      click(item);
    }
  }
}

/** The items of the cascader's column at `depth` (the popup re-renders: read it afresh each time). */
async function column(trigger: Element, depth: number): Promise<Element[]> {
  for (let t = 0; t < 40; t++) {
    const menu = menuOf(trigger);
    if (!menu) throw new ActError('option-missing', 'the list closed');
    const col = columns(menu)[depth];
    if (col) return col;
    await sleep(25);
  }
  throw new ActError('option-missing', 'the next column of the list did not open');
}

/** Opens a branch (click, or hover for a cascader that expands on hover) and waits for its column. */
async function expand(trigger: Element, depth: number, item: Element): Promise<void> {
  if (!isExpanded(item) || !columns(menuOf(trigger) ?? item)[depth + 1]) {
    if (isDisabled(item)) throw new ActError('disabled', `option "${labelOf(item)}" is disabled`);
    (item as HTMLElement).scrollIntoView({ block: 'nearest' });
    click(item);
  }
  const label = labelOf(item);
  for (let t = 0; t < 40; t++) {
    const menu = menuOf(trigger);
    const cols = menu ? columns(menu) : [];
    if (cols[depth]?.some((it) => labelOf(it) === label && isExpanded(it)) && cols[depth + 1]) return;
    await sleep(25);
  }
  throw new ActError('option-missing', `"${label}" did not open its options`);
}

/** Escape on the trigger's own input (where Fusion listens), else a second click on the trigger. */
async function closeMenu(trigger: Element): Promise<void> {
  fireKey(trigger.querySelector('input') ?? trigger, parseKey('Escape'));
  await sleep(0);
  if (menuOf(trigger)) click(trigger);
}

function checkedState(el: Element): boolean {
  const input = el.matches('input') ? (el as HTMLInputElement) : el.querySelector('input[type=checkbox], input[type=radio]');
  if (input && (input as HTMLInputElement).type !== 'text') return (input as HTMLInputElement).checked;
  const aria = el.getAttribute('aria-checked') ?? el.querySelector('[aria-checked]')?.getAttribute('aria-checked');
  return aria === 'true' || el.classList.contains('checked') || el.classList.contains('next-switch-on');
}

export function check(a: Of<'check'>): void {
  const el = resolveTarget(a);
  const want = a.checked ?? true;
  if (checkedState(el) === want) return;
  const radio = el.matches('input[type=radio], [role=radio]') || !!el.querySelector('input[type=radio]');
  if (radio && !want) throw new ActError('invalid-action', 'a radio button cannot be unchecked; select another option of its group');
  if (!el.matches('input, [role=checkbox], [role=radio], [role=switch], label') && !el.querySelector('input[type=checkbox], input[type=radio]')) {
    throw new ActError('invalid-action', 'check works on checkboxes, radio buttons and switches');
  }
  click(el);
  if (checkedState(el) !== want) throw new ActError('other', 'clicked, but the state did not change');
}

/** A key on the focused element, with the default actions a browser gives trusted keys. */
export function press(combo: string): void {
  const k = parseKey(combo);
  const el = deepActive();
  if (!fireKey(el, k)) return;
  const field = el.matches(EDITABLE) ? (el as HTMLInputElement) : null;
  const mod = k.ctrl || k.meta;
  if (k.key === 'Enter') {
    if (field) return enter(el), undefined;
    if (el.matches('button, a[href], [role=button], [role=link], [role=menuitem], [role=option], [role=tab]')) (el as HTMLElement).click();
  } else if (k.key === ' ' && el.matches('button, input[type=checkbox], input[type=radio], [role=button], [role=checkbox], [role=switch]')) {
    (el as HTMLElement).click();
  } else if (k.key === 'Tab') {
    moveFocus(el, k.shift ? -1 : 1);
  } else if (field && mod && k.key.toLowerCase() === 'a') {
    field.select();
  } else if (field && (k.key === 'Backspace' || k.key === 'Delete')) {
    const all = field.selectionStart === 0 && field.selectionEnd === field.value.length;
    setValue(field, all ? '' : field.value.slice(0, -1));
  } else if (field && k.key.length === 1 && !mod) {
    setValue(field, field.value + k.key);
  }
}

function moveFocus(from: Element, dir: 1 | -1): void {
  const all = [...from.ownerDocument.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && isRendered(e),
  );
  const i = all.indexOf(from as HTMLElement);
  all[(i + dir + all.length) % all.length]?.focus();
}
