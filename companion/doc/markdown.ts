import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { cjkFriendly, textOf } from './inline';
import { NOTE_PREFIX } from './phrases';
import { joinCutRows } from './table-rows';

/** A help-center page parsed once: the tree, and the way back from the tree's offsets to the source. */
export interface Parsed {
  root: Root;
  /** The text the tree was parsed from (cjkFriendly's spaces added). */
  text: string;
  original: string;
  toSource(offset: number): number;
}

/** Parses help-center Markdown: CommonMark, pipe tables, Chinese bold fixed up (inline.ts `cjkFriendly`). */
export function parseMarkdown(markdown: string): Parsed {
  const source = cjkFriendly(markdown);
  // The help center links pages by paths with spaces ("](/intl.en-US/User Guide/Create a bucket.md)"), which
  // CommonMark does not take as a link: the spaces become no-break spaces (same length, so offsets hold).
  const linked = source.text.replace(/\]\(([^()\s][^()\n]*?\s[^()\n]*?)\)/g, (all: string, dest: string) =>
    /\s["'(]/.test(dest) ? all : `](${dest.replace(/ /g, '\u00a0')})`,
  );
  // Table rows written over several lines, each back on one line (table-rows.ts; the length stays).
  const text = joinCutRows(linked);
  const root = fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  if (text !== linked) relineFrom(root, linked);
  splitRestarts(root, text);
  return { root, text, original: markdown, toSource: source.toSource };
}

/**
 * A numbered list whose numbers start again ("1. 2. 3." then, after a blank line, "1. 2."): CommonMark reads one list
 * (the numbers after the first do not count), the page wrote two, often a description of how something works and then
 * the procedure. Each run is a list of its own, starting at its own number. Numbers that never go up ("1. 1. 1.", a
 * list numbered by the renderer) stay one list.
 */
function splitRestarts(root: Root, text: string): void {
  const numberOf = (item: ListItem) => {
    const m = /^[ \t]*(\d{1,9})[.)]/.exec(text.slice(item.position?.start.offset ?? 0, (item.position?.start.offset ?? 0) + 16));
    return m ? Number(m[1]) : undefined;
  };
  const walk = (parent: Root | RootContent) => {
    if (!('children' in parent)) return;
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      walk(node);
      if (node.type !== 'list' || !node.ordered || node.children.length < 2) continue;
      const runs: ListItem[][] = [[]];
      let previous: number | undefined;
      for (const item of node.children) {
        const n = numberOf(item);
        if (n !== undefined && previous !== undefined && n < previous && runs.at(-1)?.length) runs.push([]);
        runs.at(-1)?.push(item);
        if (n !== undefined) previous = n;
      }
      if (runs.length < 2) continue;
      const lists: List[] = runs.map((items) => ({
        ...node,
        start: numberOf(items[0]) ?? 1,
        children: items,
        ...(node.position ? { position: { start: items[0].position?.start ?? node.position.start, end: items.at(-1)?.position?.end ?? node.position.end } } : {}),
      }));
      children.splice(i, 1, ...lists);
      i += lists.length - 1;
    }
  };
  walk(root);
}

/** The tree's lines and columns taken again from its offsets in `lined`, the text with the source's line breaks. */
function relineFrom(root: Root, lined: string): void {
  const starts = [0];
  for (let i = lined.indexOf('\n'); i >= 0; i = lined.indexOf('\n', i + 1)) starts.push(i + 1);
  const fix = (point: { line: number; column: number; offset?: number }) => {
    if (point.offset === undefined) return;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= point.offset) lo = mid;
      else hi = mid - 1;
    }
    point.line = lo + 1;
    point.column = point.offset - starts[lo] + 1;
  };
  const walk = (node: Root | RootContent) => {
    if (node.position) {
      fix(node.position.start);
      fix(node.position.end);
    }
    if ('children' in node) for (const child of node.children) walk(child as RootContent);
  };
  walk(root);
}

/** `## Stop an instance {#section_fdq .section}`: the anchor the help center writes after a heading. */
const ANCHOR = /\s*\{#([^\s}]+)[^}]*\}\s*$/;

export function headingText(node: RootContent): string {
  return node.type === 'heading' ? textOf(node.children).replace(ANCHOR, '').trim() : '';
}

export function headingAnchor(node: Heading): string | undefined {
  return ANCHOR.exec(textOf(node.children))?.[1];
}

/**
 * A paragraph that stands for a heading: the help center's task pages write "**Procedure**" or "**操作步骤**" as a
 * bold line of its own.
 */
export function boldHeading(node: RootContent): string | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0].type !== 'strong') return undefined;
  const text = textOf(node.children).trim();
  return text.length <= 40 && !/[.。:：]$/.test(text) ? text : undefined;
}

/** A note, warning or tip ("**Note:** …", "Notice", "说明", "注意"), in a paragraph or a block quote. */
export function isNote(node: RootContent): boolean {
  if (node.type === 'paragraph') return NOTE_PREFIX.test(textOf(node.children).trim());
  if (node.type === 'blockquote') return true;
  // `<note>`-like HTML blocks some exports leave.
  if (node.type === 'html') return /^<\/?(?:note|notice|warning|caution|tip|important)\b/i.test(node.value.trim());
  return false;
}

/** A note whose text is all in what follows it ("**Note:**" on its own line, then a list). */
export function isBareNote(node: RootContent): boolean {
  return node.type === 'paragraph' && NOTE_PREFIX.test(textOf(node.children).trim()) && textOf(node.children).trim().replace(NOTE_PREFIX, '').trim() === '';
}

/** A paragraph that holds only images: a screenshot, not a sentence. */
export function isFigure(node: Paragraph): boolean {
  return node.children.every((c) => c.type === 'image' || (c.type === 'text' && !c.value.trim()) || c.type === 'break');
}

/** The rows of a table as cells of phrasing content; the first row is the header. */
export function tableCells(table: Table): PhrasingContent[][][] {
  return table.children.map((row) => row.children.map((cell) => cell.children));
}
