/**
 * Pipe tables whose cells hold lists, as the help center writes them ("|**Name**|The name must:" then "-   be 2 to
 * 64 characters" / "-   start with a letter. |"). A table row is one line in Markdown, so the parser ends the table
 * at the first list line and reads the rest (the list, and the rows that follow it as its items' text) as a list
 * under the step. This puts the cut rows back together: every line that starts with `|` opens a row, every other
 * line (a list item, its continuation) belongs to the row before it, and the whole is read as one table again.
 */
import type { RootContent, Table } from 'mdast';
import { tableRows } from './blocks';
import type { Inline } from './inline';
import { parseMarkdown, type Parsed } from './markdown';

/**
 * When `table` ends in a cut row (its last line has no closing `|`) and lists follow it, the table's rows read again
 * with the lists inside their cells; `used` is how many of the nodes after the table belonged to it.
 */
export function cutTableRows(table: Table, after: readonly RootContent[], parsed: Parsed): { rows: Inline[]; used: number } | undefined {
  const start = table.position?.start.offset;
  const end = table.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lastLine = parsed.text.slice(start, end).split('\n').at(-1) ?? '';
  if (/\|\s*$/.test(lastLine)) return undefined;
  // The lists (and nothing else) that follow hold the rest of the cut row, and the rows after it, up to a closing `|`.
  let used = 0;
  let to = end;
  while (used < after.length && after[used].type === 'list') {
    to = after[used].position?.end.offset ?? to;
    used++;
    if (/\|\s*$/.test(parsed.text.slice(0, to).trimEnd())) break;
  }
  if (!used || !/\|\s*$/.test(parsed.text.slice(0, to).trimEnd())) return undefined;
  const rows: string[] = [];
  for (const line of parsed.text.slice(start, to).split('\n')) {
    const text = line.trim();
    if (!text) continue;
    if (text.startsWith('|') || !rows.length) rows.push(text.replace(/\|\s*(?:[-*+]|\d+\.)\s+/g, '| '));
    else rows[rows.length - 1] += ` ${text.replace(/^(?:[-*+]|\d+\.)\s+/, '')}`;
  }
  const rebuilt = parseMarkdown(rows.join('\n')).root.children.find((n): n is Table => n.type === 'table');
  return rebuilt ? { rows: tableRows(rebuilt), used } : undefined;
}
