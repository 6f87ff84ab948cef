/**
 * Tables. Fusion draws header and body as separate tables (cells have no column headers) and, when columns
 * are locked and the table scrolls sideways, overlays `aria-hidden` copies of the locked columns that take
 * the clicks. Here every body cell is read from the copy a person actually sees (the one on top), each row is
 * keyed by its first column, and cells and their controls carry their column (`col:<header>`).
 */
import { textIn, textOf, type Rect } from './dom';
import { ariaName } from './names';
import { INTERACTIVE, nativeRole } from './roles';
import { states, within, type Ctx, type Walker, type WidgetResult } from './walker';

const LOCK_COPY = '.next-table-lock-left, .next-table-lock-right';
/** Anything in a cell that may be listed as an element of its own (else the cell is only text). */
const CONTROL = 'a, button, input, select, textarea, [role], [tabindex], [title], i, svg';

const isControl = (e: Element) => {
  const t = e.tagName;
  if (t === 'A' || t === 'BUTTON' || t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA') return t !== 'A' || e.hasAttribute('href');
  const role = e.getAttribute('role');
  return !!role && role !== 'gridcell' && !e.classList.contains('next-tag') && INTERACTIVE.has(nativeRole(e));
};

/** Text of a cell without its controls (they are listed as elements of their own); status tags stay. */
function cellText(td: Element): string {
  return textOf(td, isControl, 160);
}

function col(cell: Element): string | null {
  return cell.getAttribute('data-next-table-col') ?? cell.querySelector('[data-next-table-col]')?.getAttribute('data-next-table-col') ?? null;
}

interface Grid {
  headers: Map<string, Element>;
  order: string[];
  rows: { tr: Element; cells: Map<string, Element> }[];
  body: Element | null;
}

/** Header cells by column and body cells by row and column, locked columns taken from their on-top copies. */
function fusionGrid(root: Element): Grid {
  const copies = [...root.querySelectorAll(LOCK_COPY)];
  // Lock copies are `.next-table`s of their own, so this also leaves their cells out.
  const own = (e: Element) => e.closest('.next-table') === root;
  const onTop = new Map<string, Element>();
  for (const copy of copies) {
    for (const cell of copy.querySelectorAll('th, td')) {
      const c = col(cell);
      const r = cell.getAttribute('data-next-table-row');
      if (c !== null) onTop.set(cell.tagName === 'TH' ? `h:${c}` : `${r}:${c}`, cell);
    }
  }
  const headers = new Map<string, Element>();
  const order: string[] = [];
  for (const th of root.querySelectorAll('th')) {
    const c = col(th);
    if (c === null || !own(th)) continue;
    if (!headers.has(c)) order.push(c);
    headers.set(c, onTop.get(`h:${c}`) ?? th);
  }
  const rows: Grid['rows'] = [];
  for (const tr of root.querySelectorAll('tr')) {
    if (!own(tr) || tr.closest('thead')) continue;
    const cells = new Map<string, Element>();
    for (const td of tr.children) {
      const c = col(td);
      if (c === null) continue;
      cells.set(c, onTop.get(`${td.getAttribute('data-next-table-row')}:${c}`) ?? td);
    }
    if (cells.size) rows.push({ tr, cells });
  }
  return { headers, order, rows, body: root.querySelector('.next-table-body') };
}

/** A plain `<table>` with header cells. */
function htmlGrid(table: HTMLTableElement): Grid | null {
  const head = table.tHead?.rows[0] ?? [...table.rows].find((r) => r.querySelector('th'));
  if (!head) return null;
  const headers = new Map<string, Element>();
  [...head.cells].forEach((th, i) => headers.set(String(i), th));
  const rows = [...table.rows]
    .filter((tr) => tr !== head && tr.querySelector('td'))
    .map((tr) => ({ tr: tr as Element, cells: new Map([...tr.cells].map((td, i) => [String(i), td as Element])) }));
  return { headers, order: [...headers.keys()], rows, body: table.tBodies[0] ?? null };
}

export function visitTable(w: Walker, root: Element, ctx: Ctx): WidgetResult {
  const fusion = root.classList.contains('next-table');
  const grid = fusion ? fusionGrid(root) : htmlGrid(root as HTMLTableElement);
  if (!grid) return null;
  const title = ariaName(root) || textIn(root.querySelector('caption'), 60);
  const t = within(ctx, 'table', title || 'table');
  const names = new Map<string, string>();
  for (const c of grid.order) {
    const th = grid.headers.get(c)!;
    const name = th.classList.contains('next-table-selection') ? '' : textOf(th, undefined, 60);
    names.set(c, name);
    if (name) w.emit(th, 'columnheader', name, t);
    const first = w.count();
    w.children(th, { ...t, textTaken: true, inCell: true });
    // A header's sort and filter icons act on its column: "⇅ Sort (Zone)", "Filter (Status)".
    if (name) for (const rec of w.since(first)) if (INTERACTIVE.has(rec.role) && !rec.name.includes(name)) rec.name = `${rec.name} (${name})`;
  }
  const clip = grid.body ? clipTo(grid.body, t) : t.clip;
  const keys = rowKeys(grid, names);
  grid.rows.forEach(({ tr, cells }, i) => {
    if (tr.getClientRects().length === 0) return;
    const key = keys[i];
    const checkbox = tr.querySelector('input[type=checkbox]') as HTMLInputElement | null;
    const row = w.emit(tr, 'row', key, { ...t, clip }, { states: states({ selected: checkbox?.checked || tr.classList.contains('selected') }) });
    // The first rows too: the text shows them when no row is in view (a table below the fold).
    const cellsToo = row.inViewport || w.allRows || i < 3;
    const r = within({ ...t, clip, textTaken: true, inCell: true }, 'row', key);
    for (const c of grid.order) {
      const td = cells.get(c);
      if (!td) continue;
      const name = names.get(c) ?? '';
      const value = cellsToo && name ? cellText(td) : '';
      if (value) w.emit(td, 'cell', name, r, { value });
      if (td.querySelector(CONTROL)) w.children(td, name ? within(r, 'col', name) : r);
    }
  });
  const empty = root.querySelector('.next-table-empty');
  if (empty && grid.rows.length === 0) w.emit(empty, 'text', textOf(empty), t);
  return 'done';
}

/**
 * Row keys: the first column's text; when that repeats (a family, a status), the first two columns; still
 * repeated, `#<row number>` is added.
 */
function rowKeys(grid: Grid, names: Map<string, string>): string[] {
  const cols = grid.order.filter((c) => names.get(c));
  const text = (cells: Map<string, Element>, c: string | undefined) => (c && cells.get(c) ? textOf(cells.get(c)!, undefined, 60) : '');
  let keys = grid.rows.map(({ cells }) => text(cells, cols[0]));
  if (new Set(keys).size < keys.length && cols[1]) keys = grid.rows.map(({ cells }, i) => `${keys[i]} ${text(cells, cols[1])}`.trim());
  const seen = new Set<string>();
  return keys.map((k, i) => {
    const key = !k ? `#${i + 1}` : seen.has(k) ? `${k} #${i + 1}` : k;
    seen.add(key);
    return key;
  });
}

function clipTo(el: Element, ctx: Ctx): Rect {
  const r = el.getBoundingClientRect();
  const dx = ctx.frame.dx;
  const dy = ctx.frame.dy;
  const c = ctx.clip;
  return { left: Math.max(c.left, r.left + dx), top: Math.max(c.top, r.top + dy), right: Math.min(c.right, r.right + dx), bottom: Math.min(c.bottom, r.bottom + dy) };
}

