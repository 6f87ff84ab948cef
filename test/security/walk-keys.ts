/**
 * What the guard walk (guard-walk.ts, walk-tab.ts) knows a control, a page and a state by: keys that survive a reload,
 * page templates, and the state of a view's choices. Pure functions of page snapshots.
 */
import type { Element, PageSnapshot } from '../../protocol';

/** One console API call, as the console's page sends it to `/__console/api`. */
export interface ApiCall {
  product: string;
  action: string;
  params: Record<string, unknown>;
}

/** One control the walk clicked (or judged without clicking: a link to another page). */
export interface Walked {
  product: string;
  /** The page's path with resource names and ids replaced by `:id`. */
  page: string;
  /** The names clicked from the page's base state; the last is this control. */
  path: string[];
  role: string;
  /** The write actions the click called. */
  writes: string[];
  /** The effect of the first destructive write (the emulator's `effect` mark), else null. */
  destructive: string | null;
  held: boolean;
  reason?: string;
  /** The click failed (the page runtime's reason). */
  error?: string;
  /** Destructive writes the same click followed with a new setting of the same resource (an edit). */
  replaced?: string[];
}

/** One step of a path from a page's base state. */
export interface Step {
  key: string;
  /** The key with the row left out even for a menu trigger: what one row's control shares with the next row's. */
  kind: string;
  name: string;
  /** Not a click: the open dialog's boxes checked and its empty fields filled in. */
  fill?: boolean;
}

export const FILL: Step = { key: '(fill)', kind: '(fill)', name: '(fill in the dialog)', fill: true };

export const CLICKABLE = new Set(['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'switch', 'navitem', 'treeitem']);
/** Choices a click changes: walked where a click opened them (a dialog's radio group, an inline form), then its buttons again. */
export const INPUTS = new Set(['radio', 'checkbox']);
export const BACK_OUT = /^(cancel|close|取消|关闭|返回|back)$/i;
const ID_SEGMENT = /\d|^[a-z0-9-]{24,}$/i;

/**
 * A control's identity across reloads: role, name and containers, rows left out (one row stands for its table); a
 * link that shows the row's own data (its id or name) is known by its column instead. A menu trigger (More, ⋮)
 * opens what its own row offers: unless `rowScoped` is false, each row's is its own control.
 */
export function keyOf(e: Element, rowScoped = true): string {
  const row = e.within.find((w) => w.startsWith('row:'));
  const place = e.within.filter((w) => !w.startsWith('row:') || (rowScoped && e.states.expanded !== undefined)).join('>');
  const data = row && e.name && row.includes(e.name);
  return `${e.role}|${data ? '(row data)' : e.name}|${place}`;
}

/** Where a URL is, for telling whether a click went somewhere: origin, path and the `tab` parameter. */
export function placeOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.searchParams.get('tab') ? `?tab=${u.searchParams.get('tab')}` : ''}`;
  } catch {
    return url;
  }
}

/** A page as a template: path segments that hold an id or a name become `:id`; the `tab` parameter is kept. */
export function template(url: string): string {
  const u = new URL(url);
  const path = u.pathname.split('/').map((s) => (ID_SEGMENT.test(s) ? ':id' : s)).join('/');
  const tab = u.searchParams.get('tab');
  return tab ? `${path}?tab=${tab}` : path;
}

/** Whether two calls name the same resource: an identifying value (an id, a domain name) of the first is in the second. */
export function sharesResource(a: ApiCall, b: ApiCall): boolean {
  const values = Object.entries(a.params).filter(([k, v]) => k !== 'RegionId' && typeof v === 'string' && v.length >= 6).map(([, v]) => v as string);
  const other = JSON.stringify(b.params);
  return values.some((v) => other.includes(v));
}

/** The keys of a snapshot's clickable controls. */
export const keysOf = (snap: PageSnapshot) => new Set(snap.elements.filter((e) => CLICKABLE.has(e.role)).map((e) => keyOf(e)));

export function sameControls(a: PageSnapshot, b: PageSnapshot): boolean {
  const x = keysOf(a);
  const y = keysOf(b);
  return x.size === y.size && [...x].every((k) => y.has(k));
}

/** The controls of a snapshot with their choices: two views are the same state when these are equal. */
export const stateOf = (snap: PageSnapshot) =>
  snap.elements
    .filter((e) => CLICKABLE.has(e.role) || INPUTS.has(e.role) || e.role === 'switch' || e.role === 'combobox')
    .map((e) => `${keyOf(e)}|${e.states.checked ?? ''}|${e.states.selected ?? ''}|${e.value ?? ''}`)
    .sort()
    .join('\n');

export const pathKey = (url: string, steps: Step[]) => `${url} ${steps.map((s) => s.key).join(' > ')}`;

/** The element of a step: the first that can be used now (row 1's Attach may be disabled where row 3's is not). */
export const locate = (snap: PageSnapshot, step: Step) =>
  snap.elements.find((e) => keyOf(e) === step.key && !e.states.disabled && !e.blocked) ?? snap.elements.find((e) => keyOf(e) === step.key);
