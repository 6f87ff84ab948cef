/**
 * The compact model-facing text of a page, from its elements alone (pure: no DOM), so Node code can
 * re-render it. One line per element or row, indented by container; dialogs and toasts first; table rows
 * outside the viewport summarised; a character budget with a note of what was cut.
 */
import type { Element as ElementInfo, PageSnapshot } from '../protocol/observation';
import { BLOCK_ROLES, formatElement, ranges, splitWithin } from './format';

export interface SerializeOptions {
  /** Character budget of the text (default 12000). */
  maxChars?: number;
  /** Print table rows outside the viewport too (default false). */
  allRows?: boolean;
}

export type SerializeInput = Pick<PageSnapshot, 'url' | 'title' | 'elements'> & Partial<Pick<PageSnapshot, 'dialog' | 'toasts'>>;

interface Node {
  kind: string;
  name: string;
  items: (Node | ElementInfo)[];
  index: Map<string, Node>;
}

const isNode = (x: Node | ElementInfo): x is Node => 'items' in x;
const INLINE_KINDS = new Set(['nav', 'tabs', 'steps', 'pagination', 'group', 'menu', 'col']);
const WIDTH = 110;
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
/** In forms and dialogs every control has its line, except these, which share lines. */
const INLINE_IN_FORM = new Set(['button', 'link', 'checkbox', 'radio', 'status']);

function tree(elements: ElementInfo[]): Node {
  const root: Node = { kind: '', name: '', items: [], index: new Map() };
  for (const e of elements) {
    let node = root;
    for (const w of e.within) {
      let next = node.index.get(w);
      if (!next) {
        next = { ...splitWithin(w), items: [], index: new Map() };
        node.index.set(w, next);
        node.items.push(next);
      }
      node = next;
    }
    node.items.push(e);
  }
  return root;
}

class Writer {
  lines: string[] = [];
  cut: string[] = [];
  constructor(private readonly opts: SerializeOptions, private readonly markNew: boolean) {}

  el(e: ElementInfo, compact = false): string {
    return formatElement(e, compact, this.markNew);
  }

  /** Elements of a container: block roles on their own line, the rest shares lines. */
  block(node: Node, depth: number, inForm = false): void {
    const pad = '  '.repeat(depth);
    let line = '';
    const flush = () => {
      if (line) this.lines.push(pad + line);
      line = '';
    };
    const add = (s: string) => {
      if (line && line.length + s.length + 3 <= WIDTH) line += `   ${s}`;
      else {
        flush();
        line = s;
      }
    };
    node.items.forEach((item, i) => {
      if (isNode(item)) {
        if (!INLINE_KINDS.has(item.kind) || item.kind === 'menu') {
          flush();
          return this.container(item, depth);
        }
        // Radio groups may share a line outside forms; nav, tabs and pagination take their own.
        if (item.kind !== 'group') flush();
        add(this.inline(item));
        if (item.kind !== 'group' || inForm) flush();
        return;
      }
      if (this.isTitleOf(item, node, node.items[i + 1])) return;
      const s = this.el(item);
      const own = inForm ? !INLINE_IN_FORM.has(item.role) : BLOCK_ROLES.has(item.role) && (!FIELD_ROLES.has(item.role) || !!item.error);
      if (own) {
        flush();
        this.lines.push(pad + s);
      } else add(s);
    });
    flush();
  }

  /** A heading or text that only repeats the title of its container (or of the container that follows). */
  private isTitleOf(e: ElementInfo, parent: Node, next: Node | ElementInfo | undefined): boolean {
    if (e.role !== 'heading' && e.role !== 'text') return false;
    if (parent.name === e.name && parent.kind !== '') return true;
    return !!next && isNode(next) && next.name === e.name;
  }

  /** A whole container on one line: nav (with `›` groups), tabs, pagination, radio groups, menus. */
  inline(node: Node): string {
    const parts: string[] = [];
    for (let i = 0; i < node.items.length; i++) {
      const item = node.items[i];
      if (!isNode(item)) {
        if (item.role === 'text' && item.name === node.name) continue;
        const next = node.items[i + 1];
        if (next && isNode(next) && next.kind === 'group' && next.name === item.name) {
          parts.push(`${this.el(item, true).replace(/ ▴| ▾/, '')} › ${this.inline({ ...next, kind: 'col' })}`);
          i++;
        } else parts.push(this.el(item, true));
      } else parts.push(item.kind === 'group' && node.kind === 'nav' ? `${item.name} › ${this.inline({ ...item, kind: 'col' })}` : this.inline(item));
    }
    const sep = node.kind === 'nav' ? ' · ' : node.kind === 'col' ? ', ' : '  ';
    const head = node.kind === 'col' ? '' : node.kind === 'group' ? (node.name ? `${node.name}: ` : '') : `${node.kind}${node.name ? ` ${node.name}` : ''}: `;
    return head + parts.join(sep);
  }

  container(node: Node, depth: number): void {
    const pad = '  '.repeat(depth);
    switch (node.kind) {
      case 'table':
        return this.table(node, depth);
      case 'toast':
        return;
      case 'menu': {
        const s = this.inline(node);
        if (s.length <= WIDTH * 2) return void this.lines.push(pad + s);
        this.lines.push(`${pad}menu ${node.name}:`);
        return this.block({ ...node, kind: '' }, depth + 1);
      }
      case 'dialog':
      case 'form':
      case 'frame':
        this.lines.push(`${pad}${node.kind} ${node.name}`.trimEnd());
        return this.block(node, depth + 1, node.kind !== 'frame');
      default:
        return this.block(node, depth);
    }
  }

  table(node: Node, depth: number): void {
    const pad = '  '.repeat(depth);
    const headers = node.items.filter((x): x is ElementInfo => !isNode(x) && x.role === 'columnheader').map((h) => h.name);
    const controls = node.items.filter((x): x is ElementInfo => !isNode(x) && x.role !== 'columnheader' && x.role !== 'row');
    const rows = node.items.filter((x): x is ElementInfo => !isNode(x) && x.role === 'row');
    const rowNodes = new Map(node.items.filter(isNode).map((n) => [n.name, n]));
    let shown = rows.map((r, i) => (this.opts.allRows || r.inViewport ? i : -1)).filter((i) => i >= 0);
    if (!shown.length) shown = rows.slice(0, 3).map((_, i) => i);
    const span = shown.length && shown.length < rows.length ? ` (${ranges(shown.map((i) => i + 1))} shown)` : '';
    const extra = controls.map((c) => this.el(c, true)).join(' ');
    this.lines.push(`${pad}table ${node.name} ${rows.length} row${rows.length === 1 ? '' : 's'}${span} | ${headers.join(' | ')} |${extra ? ` ${extra}` : ''}`);
    const set = new Set(shown);
    let hidden: number[] = [];
    const flushHidden = () => {
      if (!hidden.length) return;
      const r = ranges(hidden);
      this.lines.push(`${pad}  rows ${r} not shown: scroll or search`);
      this.cut.push(`rows ${r} of table ${node.name}`);
      hidden = [];
    };
    rows.forEach((row, i) => {
      if (!set.has(i)) return void hidden.push(i + 1);
      flushHidden();
      const rn = rowNodes.get(row.name);
      this.lines.push(`${pad}  ${rn ? this.row(rn, headers, row.name) : row.name}`);
    });
    flushHidden();
  }

  /** `[e30] ☐ [e31] i-bp1… web-prod-01 | Running | … | [e33] Stop [e34] More ▾` */
  row(node: Node, headers: string[], key: string): string {
    const lead: string[] = [];
    const cols = new Map<string, { refs: string[]; value: string }>(headers.map((h) => [h, { refs: [], value: '' }]));
    const colOf = (name: string) => cols.get(name) ?? (cols.set(name, { refs: [], value: '' }), cols.get(name)!);
    for (const item of node.items) {
      if (isNode(item)) {
        const c = colOf(item.name);
        for (const x of item.items) if (!isNode(x)) c.refs.push(this.el(x, true));
      } else if (item.role === 'cell') colOf(item.name).value = item.value ?? '';
      else lead.push(this.el(item, true).replace(/ select$/, ''));
    }
    const cells = [...cols.values()].map((c) => [...c.refs, c.value].filter(Boolean).join(' '));
    // A row listed without its cells (it was outside the viewport): its key stands for the first column.
    if (![...cols.values()].some((c) => c.value)) cells[0] = key;
    return [lead.join(' '), cells.join(' | ')].filter(Boolean).join(' ');
  }
}

export function serialize(page: SerializeInput, opts: SerializeOptions = {}): { text: string; cut: string[] } {
  const max = opts.maxChars ?? 12_000;
  const visible = page.elements.filter((e) => !e.blocked);
  const blocked = page.elements.length - visible.length;
  const markNew = visible.some((e) => e.isNew) && visible.some((e) => !e.isNew);
  const w = new Writer(opts, markNew);
  const root = tree(visible);
  const dialogs = root.items.filter((x) => isNode(x) && x.kind === 'dialog');
  w.lines.push(`${page.title || '(untitled)'}  ${page.url}`);
  for (const t of page.toasts ?? []) w.lines.push(`toast: ${t}`);
  for (const d of dialogs) w.container(d as Node, 0);
  if (blocked) w.lines.push(`(${blocked} elements behind the dialog are blocked until it closes)`);
  w.block({ ...root, items: root.items.filter((x) => !dialogs.includes(x)) }, 0);
  return budget(w.lines, w.cut, max);
}

/** Keeps whole lines up to the budget and says what was left out. */
function budget(lines: string[], cut: string[], max: number): { text: string; cut: string[] } {
  let used = 0;
  let keep = lines.length;
  for (let i = 0; i < lines.length; i++) {
    if (used + lines[i].length + 1 > max - 120) {
      keep = i;
      break;
    }
    used += lines[i].length + 1;
  }
  if (keep === lines.length) return { text: lines.join('\n'), cut };
  const dropped = lines.slice(keep);
  const refs = dropped.join('\n').match(/\[(?:f\d+:)?e\d+\]/g)?.length ?? 0;
  const note = `${dropped.length} lines (${refs} refs) over the ${max}-char budget`;
  return { text: `${lines.slice(0, keep).join('\n')}\n… cut: ${note}; their refs are still valid`, cut: [...cut, note] };
}
