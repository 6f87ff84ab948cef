import type { Heading, RootContent, Table } from 'mdast';
import { textOf, toInline } from './inline';
import { foldDrafts } from './fold';
import { draftParagraph } from './intents';
import { boldHeading, headingAnchor, headingText, isFigure, isNote, parseMarkdown } from './markdown';
import { COMMAND_CUE, EXCLUDED_HEADINGS, PREREQUISITE_HEADINGS, PROCEDURE_HEADINGS, RESULT_HEADINGS, UI_CUE } from './phrases';
import { ALIBABA_CONSOLE, OTHER_SITE_CUE } from './places';
import { numberByPart, partNumber, STEP_HEADING } from './parts';
import { isPrerequisiteLead, matches, stepsOf, type ListRun } from './steps';
import type { DocStep, Intent, Procedure } from './types';

/**
 * Every procedure of a help-center page: each numbered list (with the lists that continue its numbering and the
 * tables between them) under its nearest heading, with the prerequisites that apply to it, its steps and the
 * result the doc states after them. A page without any numbered list has none (no error: many pages describe
 * rather than instruct). Lists under Prerequisites, Result, Background or FAQ headings are not procedures.
 */
export function parseProcedures(markdown: string, lineOffset = 0): Procedure[] {
  const parsed = parseMarkdown(markdown);
  const nodes = parsed.root.children;
  // An empty page (a file of front matter alone) has no first node and no title.
  const first = nodes.find((n): n is Heading => n.type === 'heading' && n.depth === 1) ?? nodes[0];
  const page = first ? headingText(first) : '';
  const out: Procedure[] = [];
  // The open headings, outermost first, each with the prerequisites it states for what it holds.
  const stack: Array<{ depth: number; title: string; anchor?: string; line: number; prerequisites: string[] }> = [
    { depth: 0, title: page, line: 1 + lineOffset, prerequisites: [] },
  ];
  let runs: ListRun[] = [];
  let trailing: RootContent[] = [];
  let kind: 'steps' | 'prerequisites' | 'result' | 'excluded' = 'steps';
  let bold: 'prerequisites' | 'result' | 'excluded' | 'steps' | undefined;
  // The procedure a "## Result" heading right after it speaks of.
  let pendingResult: Procedure | undefined;
  // Sibling "## Step 1: …" / "## 步骤二 …" headings divide one procedure: their lists are read as one, in order, under
  // the heading that holds them. `parts`: the number of the step heading each run sits under.
  let series: { depth: number; holder: { title: string; anchor?: string }; line: number; prerequisites: string[]; part: string; count: number } | undefined;
  let parts: string[] = [];
  // The first list under a sibling step heading goes on with the runs before it.
  let joinNext = false;
  let lead = false;

  const flush = () => {
    if (!runs.length) return;
    const steps = stepsOf(runs, parsed, lineOffset);
    // A procedure read from several parts ("Step 1: …", "Step 2: …") acts in a console when one of its parts does.
    const partSteps = numberByPart(steps, runs.map((r) => r.list.children.length), parts);
    const joined = partSteps.length && series ? series : undefined;
    const holder = joined?.holder ?? [...stack].reverse().find((h) => h.depth === 0 || !matches(PROCEDURE_HEADINGS, h.title)) ?? stack[0];
    const head = stack[stack.length - 1];
    const result = resultOf(trailing);
    out.push({
      title: holder.title || page,
      ...(holder.anchor ? { anchor: holder.anchor } : {}),
      page,
      line: joined ? joined.line : head.depth ? head.line : steps[0].line,
      prerequisites: [...new Set([...(joined?.prerequisites ?? []), ...stack.flatMap((h) => h.prerequisites)])],
      steps,
      ...(result ? { result } : {}),
      console: (joined ? partSteps.some(isConsole) : isConsole(steps)) && !elsewhere(holder.title || page, steps),
    });
    runs = [];
    trailing = [];
    parts = [];
  };

  for (const node of nodes) {
    if (node.type === 'heading') {
      const title = headingText(node);
      const step = STEP_HEADING.test(title);
      if (series && step && node.depth === series.depth) {
        // The next part of the same procedure: what the last part left after its lists is no result of the whole.
        series.prerequisites.push(...stack.flatMap((h) => h.prerequisites));
        series.count++;
        series.part = partNumber(title, series.count);
        trailing = [node];
        joinNext = runs.length > 0;
      } else {
        flush();
        series = undefined;
        joinNext = false;
      }
      bold = undefined;
      while (stack.length > 1 && stack[stack.length - 1].depth >= node.depth) stack.pop();
      if (step && !series) {
        const holder = [...stack].reverse().find((h) => h.depth === 0 || !matches(PROCEDURE_HEADINGS, h.title)) ?? stack[0];
        series = {
          depth: node.depth,
          holder: { title: holder.title, ...(holder.anchor ? { anchor: holder.anchor } : {}) },
          line: (node.position?.start.line ?? 1) + lineOffset,
          prerequisites: [],
          part: partNumber(title, 1),
          count: 1,
        };
      }
      kind = sectionKind(title);
      if (kind === 'result') {
        // "## Result" states the result of the procedure just before it.
        const last = out.at(-1);
        if (last && !last.result) pendingResult = last;
      } else pendingResult = undefined;
      const anchor = headingAnchor(node);
      stack.push({ depth: node.depth, title, ...(anchor ? { anchor } : {}), line: (node.position?.start.line ?? 1) + lineOffset, prerequisites: [] });
      continue;
    }
    const label = boldHeading(node);
    if (label !== undefined) {
      const k = sectionKind(label);
      if (k !== 'steps' || matches(PROCEDURE_HEADINGS, label)) {
        flush();
        series = undefined;
        joinNext = false;
        bold = k;
        continue;
      }
    }
    // A list after a paragraph that leads prerequisites ("…前，确保您已经：") states them, whatever the heading.
    const led = lead;
    lead = isPrerequisiteLead(node);
    const here = led && node.type === 'list' ? 'prerequisites' : bold ?? kind;
    if (here === 'prerequisites') {
      // The prerequisites of a section hold for the procedures of the section that contains it.
      const owner = stack.length > 1 && stack[stack.length - 1].depth > 0 && bold === undefined ? stack[stack.length - 2] : stack[stack.length - 1];
      owner.prerequisites.push(...blockTexts(node));
      continue;
    }
    if (here === 'result') {
      if (pendingResult) addResult(pendingResult, node);
      else trailing.push(node);
      continue;
    }
    if (here === 'excluded') continue;
    if (node.type === 'list' && node.ordered) {
      const last = runs.at(-1);
      const continues = last && (node.start ?? 1) === (last.list.start ?? 1) + last.list.children.length && (node.start ?? 1) > 1;
      if (runs.length && !continues && !joinNext) flush();
      joinNext = false;
      runs.push({ list: node, after: [] });
      parts.push(series && stack[stack.length - 1].depth === series.depth ? series.part : '');
      trailing = [];
    } else if (node.type === 'table' && runs.length && !trailing.length) {
      runs[runs.length - 1].after.push(node as Table);
    } else if (runs.length) trailing.push(node);
  }
  flush();
  return out;
}

function sectionKind(title: string): 'steps' | 'prerequisites' | 'result' | 'excluded' {
  if (matches(PREREQUISITE_HEADINGS, title)) return 'prerequisites';
  if (matches(RESULT_HEADINGS, title)) return 'result';
  if (matches(PROCEDURE_HEADINGS, title)) return 'steps';
  return matches(EXCLUDED_HEADINGS, title) ? 'excluded' : 'steps';
}

/** Plain text of a block, one entry per list item. */
function blockTexts(node: RootContent): string[] {
  if (node.type === 'paragraph') return isFigure(node) ? [] : [textOf(node.children).trim()].filter(Boolean);
  if (node.type === 'list') return node.children.flatMap((item) => item.children.flatMap(blockTexts));
  return [];
}

/** The paragraphs after a procedure's last step that state what follows ("The instance enters **Stopped**"). */
function resultOf(nodes: RootContent[]): Procedure['result'] | undefined {
  const holder: Procedure = { title: '', page: '', line: 0, prerequisites: [], steps: [], console: false };
  for (const node of nodes) addResult(holder, node, true);
  return holder.result;
}

function addResult(proc: Procedure, node: RootContent, onlyExpect = false) {
  const paragraphs = node.type === 'paragraph' ? [node] : node.type === 'list' ? node.children.flatMap((i) => i.children) : [];
  for (const p of paragraphs) {
    if (p.type !== 'paragraph' || isNote(p) || isFigure(p)) continue;
    const intents: Intent[] = foldDrafts(draftParagraph(toInline(p.children), 0, 0), {}, 0);
    const expects = intents.filter((i) => i.kind === 'expect');
    if (onlyExpect && !expects.length) continue;
    const text = textOf(p.children).trim();
    proc.result = { text: proc.result ? `${proc.result.text} ${text}` : text, intents: [...(proc.result?.intents ?? []), ...expects] };
  }
}

/** The steps with their sub-steps, depth first. */
const everyStep = (steps: DocStep[]): DocStep[] => steps.flatMap((s) => [s, ...everyStep(s.substeps)]);

/** A procedure its heading sets in another vendor's site ("… in Okta") whose steps never name an Alibaba Cloud console. */
function elsewhere(title: string, steps: DocStep[]): boolean {
  const all = everyStep(steps);
  return OTHER_SITE_CUE.test(title) && !all.some((s) => ALIBABA_CONSOLE.test(s.text) || s.intents.some((i) => i.kind === 'open-console' && !!(i.product || i.url)));
}

/**
 * Whether a procedure acts in a console, from its words alone: most of its steps name a console action (click,
 * select, a page, a dialog, the navigation pane) and are not done elsewhere, and fewer run commands than act in the UI.
 */
function isConsole(steps: DocStep[]): boolean {
  const all = everyStep(steps);
  const top = steps.map((s) => all.filter((x) => x.index === s.index));
  // A step the reader knows is done elsewhere (an instance's system, a local program, another vendor's site) is no
  // console step, however many clicks it names.
  const ui = top.filter((group) => group.some((s) => UI_CUE.test(s.text) && !s.outside)).length;
  const commands = top.filter((group) => group.some((s) => COMMAND_CUE.test(s.markdown))).length;
  return ui * 2 >= steps.length && ui > commands;
}

