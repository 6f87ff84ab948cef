/**
 * Grounding: finding the element a doc's words refer to in a page snapshot. Every finder returns the
 * element and whether the console's label matched the doc exactly, so the policy can tell "done as
 * written" from "renamed" or "moved".
 */
import type { Element, PageSnapshot } from '../../../protocol';
import { rivalsOf } from './ask';
import { isExact, normalize, rank, similarity } from './match';

export const CLICKABLE = new Set(['button', 'link', 'navitem', 'menuitem', 'tab', 'option', 'radio', 'checkbox', 'switch', 'row', 'treeitem', 'cell']);
export const FIELD = new Set(['textbox', 'searchbox', 'spinbutton', 'textarea', 'combobox']);

/** Below this score a label is not the doc's control under another name. */
export const RENAMED_MIN = 0.6;

export interface Found {
  element: Element;
  exact: boolean;
  score: number;
  /** Renamed matches only: other controls that fit the label as well, under other names (ask.ts). */
  rivals?: Element[];
}

export const containers = (el: Element, kind: string): string[] =>
  el.within.filter((w) => w.startsWith(`${kind}:`)).map((w) => w.slice(kind.length + 1));

export const inDialog = (el: Element) => containers(el, 'dialog').length > 0;

/** The page's announcements: its dialog, headings, status and alert texts. */
export const marks = (page: PageSnapshot) =>
  [page.dialog ?? '', ...page.elements.filter((el) => el.role === 'heading' || el.role === 'status' || el.role === 'alert').map((el) => `${el.role}:${el.name}`)].join('\n');
export const rowOf = (el: Element): string | null => containers(el, 'row').at(-1) ?? null;
export const groupOf = (el: Element): string | null => containers(el, 'group').at(-1) ?? null;
/** Containers that hold a form's choices (a group of radio buttons or check boxes, `within` entries). */
export const CHOICE_GROUP = /^(?:group|radiogroup):/;
/** The innermost group of choices an element is in (its `within` entry), or null. */
export const choiceGroupOf = (el: Element): string | null => el.within.findLast((w) => CHOICE_GROUP.test(w)) ?? null;
export const isNav = (el: Element) => el.role === 'navitem' || containers(el, 'nav').length > 0;

/** Elements a person can reach now: not behind a modal, and inside the open dialog when there is one. */
export function reachable(page: PageSnapshot): Element[] {
  const open = page.elements.filter((el) => !el.blocked);
  if (!page.dialog) return open;
  const inside = open.filter(inDialog);
  // Menus and select options portalled out of a dialog are still reachable.
  return [...inside, ...open.filter((el) => !inDialog(el) && (el.role === 'option' || el.role === 'menuitem'))];
}

export interface ControlQuery {
  label: string;
  roles?: Set<string>;
  /** Text the element's table row must contain. */
  row?: string | null;
  /** Keep only elements whose labels score at least this much. */
  min?: number;
}

export function matchesRow(el: Element, row: string): boolean {
  const key = rowOf(el);
  return key !== null && normalize(key).includes(normalize(row));
}

/** The key of the table row with a cell that reads `text` (row keys are first cells, not always unique). */
export function rowWithCell(elements: Element[], text: string): string | null {
  const want = normalize(text);
  for (const el of elements) {
    const key = rowOf(el);
    if (key === null) continue;
    if (normalize(key).includes(want) || normalize(el.value ?? '') === want || (el.role === 'cell' && normalize(el.name) === want)) return key;
  }
  return null;
}

/**
 * Narrows to the elements of a section the doc named ("In the **Create vSwitch** section"), so that two
 * fields with one label (a VPC's Name and its vSwitch's Name) are told apart. Unchanged when no container
 * matches the section.
 */
export function inSection(elements: Element[], section: string | null): Element[] {
  if (!section) return elements;
  // A list is no section: a table named as its page ("On the **History Search** page") leaves the page's filters out.
  const inside = elements.filter((el) => el.within.some((w) => {
    if (/^(?:table|row):/.test(w)) return false;
    const name = w.slice(w.indexOf(':') + 1);
    return isExact(section, name) || similarity(section, name) >= 0.85;
  }));
  return inside.length ? inside : elements;
}

/** Best element for a label: exact matches first (visible and enabled before others), then renamed ones. */
export function findControl(elements: Element[], q: ControlQuery): Found | null {
  const roles = q.roles ?? CLICKABLE;
  let pool = elements.filter((el) => roles.has(el.role));
  if (q.row) pool = pool.filter((el) => matchesRow(el, q.row!));
  const exact = pool.filter((el) => isExact(q.label, el.name));
  if (exact.length) {
    const best = [...exact].sort((a, b) => usability(b) - usability(a))[0];
    return { element: best, exact: true, score: 1 };
  }
  const ranked = rank(q.label, pool, (el) => el.name).filter((s) => s.score >= (q.min ?? RENAMED_MIN));
  if (!ranked.length) return null;
  const best: Found = { element: ranked[0].item, exact: false, score: ranked[0].score };
  const rivals = rivalsOf(best, ranked.slice(1));
  return rivals.length ? { ...best, rivals } : best;
}

/**
 * A person clicks the link or button in a table cell, not the cell or row that holds it; the control on the page,
 * not the navigation entry of the page they are on; and the button that shows the doc's word, not an icon only
 * named by it.
 */
function usability(el: Element): number {
  return (el.inViewport ? 2 : 0) + (el.states.disabled ? 0 : 4) + (el.isNew ? 1 : 0) + (el.role === 'cell' || el.role === 'row' ? 0 : 0.5) + (el.states.current ? 0 : 0.25) + (el.icon ? 0 : 0.2);
}

/** Form fields by their label or placeholder. */
export function findField(elements: Element[], label: string, roles = FIELD): Found | null {
  const pool = elements.filter((el) => roles.has(el.role));
  const exact = pool.filter((el) => isExact(label, el.name) || (el.placeholder !== undefined && isExact(label, el.placeholder)));
  if (exact.length) return { element: exact.find((el) => !el.states.disabled) ?? exact[0], exact: true, score: 1 };
  const ranked = rank(label, pool, (el) => el.name).filter((s) => s.score >= RENAMED_MIN);
  if (ranked.length) return { element: ranked[0].item, exact: false, score: ranked[0].score };
  return filterValueField(elements, label, pool);
}

/** A select whose chosen value is the field `label`: the key of a key/value filter. */
export const isFilterKey = (el: Element, label: string) => el.role === 'combobox' && el.value !== undefined && isExact(label, el.value);

/**
 * A key/value filter: a select whose chosen key reads as the field ("**Username**" chosen in the **Filter** list, then
 * "enter the user name"), and the text box right after it, which takes the value of that key.
 */
function filterValueField(elements: Element[], label: string, pool: Element[]): Found | null {
  const key = elements.findIndex((el) => isFilterKey(el, label));
  if (key < 0) return null;
  const next = elements.slice(key + 1).find((el) => el.role === 'textbox' || el.role === 'searchbox');
  return next && pool.includes(next) ? { element: next, exact: true, score: 1 } : null;
}

/** Whether any visible text of the page says `text` (statuses, toasts, names, the outline). */
/** Roles that show information rather than offer an action. */
const INFO = new Set(['text', 'status', 'alert', 'heading', 'cell', 'img']);

/** `want` in `text` as whole words (Latin), or anywhere (CJK, which has no spaces); both normalized. */
function hasPhrase(text: string, want: string): boolean {
  if (!want || !text.includes(want)) return false;
  if (/[\u4e00-\u9fff]/.test(want)) return true;
  const escaped = want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * Whether the page shows what the doc expects ("The status changes to **Stopped**"): as a status, a cell, a heading or
 * text of the page, or a toast that reads it as written (a status word is capitalised; "The instance is being stopped."
 * does not say **Stopped**). Not inside a control's name: a "Stop Logging" button does not show **Logging**.
 */
export function pageSays(page: PageSnapshot, text: string): boolean {
  const want = normalize(text);
  if (!want) return true;
  if (page.toasts.some((t) => t.includes(text.trim()) && hasPhrase(normalize(t), want))) return true;
  if (page.elements.some((el) => INFO.has(el.role) && (hasPhrase(normalize(el.name), want) || hasPhrase(normalize(el.value ?? ''), want)))) return true;
  // A form shows a field by its label: "**计费周期**：显示…" is met by a choice group labelled 计费周期.
  if (page.elements.some((el) => el.within.some((w) => CHOICE_GROUP.test(w) && normalize(w.slice(w.indexOf(':') + 1)) === want))) return true;
  // Text the page shows outside any element: the observation's lines that name no element and are not toasts.
  const plain = page.text.split('\n').filter((line) => !/\[[a-z0-9:]+\]/.test(line) && !/^\s*toast:/.test(line));
  return plain.some((line) => hasPhrase(normalize(line), want));
}

/**
 * The value a form shows for `label` as plain text, not as a control ("Region and Zone: China (Hangzhou)", a
 * read-only row of a buy page): the observation's lines that name no element and read "label: value". Null when
 * no such line is there.
 */
export function shownValue(page: PageSnapshot, label: string): string | null {
  const want = normalize(label);
  if (!want) return null;
  for (const line of page.text.split('\n')) {
    if (/\[[a-z0-9:]+\]/.test(line) || /^\s*(?:toast|status|dialog|form|nav|menu|table|tabs)\b/.test(line)) continue;
    const m = /^\s*([^:：]{1,60}?)\s*[:：]\s*(.*)$/.exec(line);
    if (m && normalize(m[1]) === want) return m[2].trim();
  }
  return null;
}

/** The nav path of a nav item as a person reads it: `Group > Item`. */
export function navPath(el: Element): string {
  const group = groupOf(el);
  return group ? `${group} > ${el.name}` : el.name;
}

export function bestOption(want: string, options: string[]): string | null {
  const ranked = rank(want, options, (o) => o);
  return ranked.length && ranked[0].score >= RENAMED_MIN ? ranked[0].item : null;
}

