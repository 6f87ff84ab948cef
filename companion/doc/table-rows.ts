/**
 * Pipe-table rows the help center writes over several lines. A cell that holds a list or a second paragraph is
 * written on the row's line up to its first line break, then the rest of the cell follows on lines of their own
 * (list items, a paragraph at any indent, a "**Note:**" line, even blank lines between), and the row ends where a
 * line ends with `|`. A Markdown table row is one line, so the parser ends the table at the first of those lines
 * and the rows after it are lost to the step (read as paragraphs or sub-steps, or not at all when a paragraph at
 * the margin ends the step's list). `joinCutRows` writes such a row back on one line before the page is parsed:
 * each line break inside it becomes a space and each list marker at a line's start a space too, so the text keeps
 * its length and every offset into it still points at the same character of the source (markdown.ts puts the
 * lines of the tree back from the offsets).
 *
 * A row is cut when it is in a table (header and delimiter rows above it), does not end with `|`, and lines that
 * are no table rows follow it before a line that ends with `|`. A line that opens with `|` after those lines goes
 * on with the cut row while the row has fewer cells than the header (its cells after the list), and is the next
 * row once it has them all; so does one after a blank line (the cell's second paragraph written as a row line,
 * "|Default value: 10 |", or the row's last cells), unless a delimiter row under it makes it a new table's header.
 * Nothing is joined across a heading, a fenced code block, or a numbered item at a lower
 * indent than the table (the next step), nor further than `MAX_LINES`. A line that is a lone `|` closes the row's last
 * cell, whatever its indent.
 */

const MAX_LINES = 80;
const DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^\s*(?:```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s/;
const ORDERED = /^(\s*)\d+[.)]\s/;
/** A list marker at a line's start, with the spaces after it. */
const MARKER = /^(\s*)([-*+]|\d+[.)])(\s+)/;
/** A bullet inside a line, at a cell's start or after its text, spaces after it. */
const INLINE_MARKER = /(?<=[^|\s]\s{2,}|\|\s*)[-*+](?=\s{2,}\S)/g;

/** The pipes of a line that separate cells (a `\|` is text). */
function pipes(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) if (line[i] === '|' && line[i - 1] !== '\\') n++;
  return n;
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;

/** `text` with the cut rows of its tables each on one line, the same length as `text`. */
export function joinCutRows(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  let changed = false;
  let fenced = false;
  /** Cells of the table's header while in a table, else 0. */
  let columns = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) {
      columns = 0;
      continue;
    }
    if (!columns) {
      // A header row: the next line is the delimiter row.
      if (i + 1 < lines.length && DELIMITER.test(lines[i + 1]) && lines[i + 1].includes('-')) {
        columns = Math.max(pipes(trimmed.replace(/^\||\|$/g, '')) + 1, 1);
        i++;
      }
      continue;
    }
    if (trimmed.endsWith('|')) continue;
    const end = cutRowEnd(lines, i, columns);
    if (end === undefined) continue;
    // "|**Name**|Choose one:    -   **A**: …": the first item's marker, written after the cell's text on the row's line.
    lines[i] = lines[i].replace(INLINE_MARKER, ' ');
    for (let k = i + 1; k <= end; k++) {
      const marker = MARKER.exec(lines[k]);
      if (marker) lines[k] = marker[1] + ' '.repeat(marker[2].length) + marker[3] + lines[k].slice(marker[0].length);
    }
    changed = true;
    lines.splice(i, end - i + 1, lines.slice(i, end + 1).join(' '));
    // Offsets hold: one line of the same length replaces the joined ones (a line break became a space).
    i--;
  }
  return changed ? lines.join('\n') : text;
}

/** The last line of the cut row at `i`, or undefined when it is no cut row (a row without its closing `|`). */
function cutRowEnd(lines: string[], i: number, columns: number): number | undefined {
  const tableIndent = indentOf(lines[i]);
  let cells = pipes(lines[i].trim());
  let between = false;
  let blank = false;
  for (let k = i + 1; k < lines.length && k <= i + MAX_LINES; k++) {
    const line = lines[k];
    const trimmed = line.trim();
    if (HEADING.test(line) || FENCE.test(line)) return undefined;
    const ordered = ORDERED.exec(line);
    if (ordered && ordered[1].length < tableIndent) return undefined;
    if (trimmed.startsWith('|')) {
      // Right after the row, it is the next row (the row had no closing pipe); after a blank line, the cell's second
      // paragraph or the rest of the row, unless it heads a table of its own (a delimiter row under it).
      if (!between && (!blank || (DELIMITER.test(lines[k + 1] ?? '') && (lines[k + 1] ?? '').includes('-')))) return undefined;
      // A lone `|` closes the cut row's last cell.
      if (trimmed === '|') return k;
      // The row's cells after the list, or the next row (the cut row ended with its list).
      if (cells >= columns) return k - 1;
      cells += pipes(trimmed);
      if (trimmed.endsWith('|')) return k;
      continue;
    }
    if (trimmed) between = true;
    else blank = true;
    if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) return k;
  }
  return undefined;
}
