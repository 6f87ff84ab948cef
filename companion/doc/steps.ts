import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { cjkFriendly, textOf, toInline, type Inline } from './inline';
import { draftParagraph, foldDrafts, type Draft, type IntentState } from './intents';
import { EXCLUDED_HEADINGS, NOTE_PREFIX, PROCEDURE_HEADINGS } from './phrases';
import { DocError, type DocStep } from './types';

/**
 * Parses the procedure of a help-center doc into steps. The steps are the items of the numbered list(s) under
 * the procedure heading (## Procedure, ## Steps, ## 操作步骤, ## 步骤), or, when there is none, of the first
 * numbered list outside Prerequisites, Notes and Result (with the lists that continue its numbering).
 * `lineOffset` is added to every line number, so steps of a task body carry lines of the whole file.
 */
export function parseSteps(markdown: string, lineOffset = 0): DocStep[] {
  const source = { ...cjkFriendly(markdown), original: markdown };
  const lists = procedureLists(fromMarkdown(source.text).children);
  if (!lists.length) {
    throw new DocError(
      'doc-no-procedure',
      'no procedure found: expected a numbered list under a "## Procedure" (or "## Steps", "## 操作步骤") heading, ' +
        'or a numbered list outside Prerequisites, Notes and Result',
    );
  }
  const state: IntentState = {};
  const steps: DocStep[] = [];
  for (const list of lists) {
    list.children.forEach((item, i) => {
      const index = steps.length + 1;
      const label = String((list.start ?? 1) + i);
      steps.push(stepOf(item, index, label, source, lineOffset, state));
    });
  }
  return steps;
}

type Source = ReturnType<typeof cjkFriendly> & { original: string };

function stepOf(item: ListItem, index: number, label: string, source: Source, offset: number, state: IntentState): DocStep {
  const paragraphs: Inline[] = [];
  const texts: string[] = [];
  const substeps: DocStep[] = [];
  for (const child of item.children) {
    if (child.type === 'paragraph') {
      const text = textOf(child.children).trim();
      if (NOTE_PREFIX.test(text)) continue;
      const rows = tableRows(child, source.text);
      if (rows) paragraphs.push(...rows);
      else {
        paragraphs.push(toInline(child.children));
        texts.push(text);
      }
    } else if (child.type === 'list') {
      child.children.forEach((sub, i) => {
        const subLabel = `${label}.${child.ordered ? (child.start ?? 1) + i : i + 1}`;
        // Sub-steps see the parent's row; their own field and dialog context stays theirs.
        substeps.push(stepOf(sub, index, subLabel, source, offset, { ...state }));
      });
    }
    // Block quotes (notes), code blocks and images are not actions.
  }
  const drafts: Draft[] = paragraphs.flatMap((p, i) => draftParagraph(p, i * 1e6, i));
  const start = item.position?.start;
  const end = item.position?.end;
  return {
    index,
    label,
    text: texts
      .join(' ')
      .replace(/\s+/g, ' ')
      // Undo the spaces cjkFriendly put between Chinese punctuation and letters.
      .replace(/([\u3000-\u303f\uff00-\uffef《》「」“”])\s(?=[\u4e00-\u9fff])|([\u4e00-\u9fff])\s(?=[\u3000-\u303f\uff00-\uffef《「“])/g, '$1$2')
      .trim(),
    markdown: start && end ? source.original.slice(source.toSource(start.offset ?? 0), source.toSource(end.offset ?? 0)) : '',
    line: (start?.line ?? 1) + offset,
    endLine: (end?.line ?? start?.line ?? 1) + offset,
    intents: foldDrafts(drafts, state, index),
    substeps,
  };
}

/**
 * The lists that hold the procedure. Under a procedure heading: every list of its section (ordered ones when it
 * has any), sub-headings included but for excluded ones. Otherwise the first ordered list outside an excluded
 * section, plus the ordered lists after it, in the same section, that continue its numbering.
 */
function procedureLists(nodes: RootContent[]): List[] {
  const at = nodes.findIndex((n) => n.type === 'heading' && matches(PROCEDURE_HEADINGS, headingText(n)));
  if (at >= 0) {
    const depth = (nodes[at] as Heading).depth;
    const lists: List[] = [];
    let excluded = false;
    for (const node of nodes.slice(at + 1)) {
      if (node.type === 'heading') {
        if (node.depth <= depth) break;
        excluded = matches(EXCLUDED_HEADINGS, headingText(node));
      } else if (node.type === 'list' && !excluded) lists.push(node);
    }
    const ordered = lists.filter((l) => l.ordered);
    return ordered.length ? ordered : lists;
  }
  let excluded = false;
  let first: List | undefined;
  const lists: List[] = [];
  for (const node of nodes) {
    if (node.type === 'heading') {
      if (first) break;
      excluded = matches(EXCLUDED_HEADINGS, headingText(node));
    } else if (node.type === 'list' && node.ordered && !excluded) {
      const last = lists.at(-1);
      if (!first) first = node;
      else if (!last || (node.start ?? 1) !== (last.start ?? 1) + last.children.length) break;
      lists.push(node);
    }
  }
  return lists;
}

function headingText(node: RootContent): string {
  return node.type === 'heading' ? textOf(node.children).trim() : '';
}

function matches(patterns: RegExp[], text: string): boolean {
  return patterns.some((re) => re.test(text));
}

/**
 * A pipe table inside a step (this parser reads CommonMark, where a table is a paragraph): each body row becomes
 * a "**Parameter**: description" sentence, the way a reader applies a parameter table.
 */
function tableRows(paragraph: Paragraph, source: string): Inline[] | undefined {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lines = source.slice(start, end).split('\n').map((l) => l.trim());
  if (lines.length < 3 || !lines.every((l) => l.startsWith('|')) || !/^\|[\s:|-]+\|?$/.test(lines[1])) return undefined;
  return lines.slice(2).map((line) => {
    const cells = line.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
    const name = cells[0].replace(/^\*\*(.*)\*\*$/, '$1');
    const inline = fromMarkdown(`**${name}**: ${cells.slice(1).join(' ')}`).children[0];
    return toInline(inline?.type === 'paragraph' ? (inline.children as PhrasingContent[]) : []);
  });
}
