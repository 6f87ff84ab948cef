import type { List, ListItem, RootContent, Table } from 'mdast';
import { textOf, toInline, TOKEN_CLOSE, TOKEN_OPEN, type Inline } from './inline';
import { foldDrafts, type IntentState } from './fold';
import { draftParagraph, type Draft } from './intents';
import { boldHeading, headingText, isBareNote, isFigure, isNote, parseMarkdown, type Parsed } from './markdown';
import { ACTION_WORDS, ALTERNATIVES, CONSOLE_CUE, EXCLUDED_HEADINGS, FIRST_TIME, OPTIONAL, OUTSIDE_CUE, PREREQUISITE_LEAD, PROCEDURE_HEADINGS, UI_CUE } from './phrases';
import { LOCAL_TOOL_CUE, OUTSIDE_PLACE_CUE, worksElsewhere } from './places';
import { beforeNote, explainsLeadOptions, fieldList, leadOptionsInWords, marksOf, optionList, pipeRows, tableRows, type TableRow } from './blocks';
import { caseLead, isCaseList } from './cases';
import { factOf, statesFact } from './facts';
import { numberByPart, partNumber, STEP_HEADING } from './parts';
import { inInstanceSteps } from './session';
import { cutTableRows } from './table-cells';
import { roundIntents, roundsOf, type Rounds } from './rounds';
import { DocError, type DocStep, type Intent } from './types';

/**
 * Parses the procedure of a help-center doc into steps. The steps are the items of the numbered list(s) under
 * the procedure heading (## Procedure, ## Steps, ## 操作步骤, ## 步骤), or, when there is none, of the first
 * numbered list outside Prerequisites, Notes and Result (with the lists that continue its numbering).
 * `lineOffset` is added to every line number, so steps of a task body carry lines of the whole file.
 * A page with several procedures is read by `parseProcedures` (procedures.ts).
 */
export function parseSteps(markdown: string, lineOffset = 0): DocStep[] {
  const parsed = parseMarkdown(markdown);
  const lists = procedureLists(parsed.root.children);
  if (!lists.length) {
    throw new DocError(
      'doc-no-procedure',
      'no procedure found: expected a numbered list under a "## Procedure" (or "## Steps", "## 操作步骤") heading, ' +
        'or a numbered list outside Prerequisites, Notes and Result',
    );
  }
  const steps = stepsOf(lists.map(({ list }) => ({ list, after: [] })), parsed, lineOffset);
  numberByPart(steps, lists.map(({ list }) => list.children.length), lists.map(({ part }) => part));
  return steps;
}

/** A numbered list of a procedure, with the tables that follow it before the next list (they belong to its last step). */
export interface ListRun {
  list: List;
  after: Table[];
}

/** The steps of a procedure's lists, numbered on from list to list; one row context runs through them. */
export function stepsOf(runs: ListRun[], parsed: Parsed, lineOffset: number): DocStep[] {
  const state: IntentState = {};
  const steps: DocStep[] = [];
  for (const { list, after } of runs) {
    list.children.forEach((item, i) => {
      const index = steps.length + 1;
      const label = String((list.start ?? 1) + i);
      const extra = i === list.children.length - 1 ? after : [];
      const step = stepOf(item, index, label, parsed, lineOffset, state, extra);
      // A number with nothing after it but a note or a picture ("3.  ", "2. **Note:** …") asks nothing: no step.
      if (!step.text.trim() && !step.substeps.length && !step.intents.length && !step.facts?.length && steps.length) return;
      steps.push(step);
    });
  }
  return inInstanceSteps(steps);
}

/** `isCase`: the item is one case of its parent step ("One instance: …"); its lead names the case, not an action. */
function stepOf(item: ListItem, index: number, label: string, parsed: Parsed, offset: number, state: IntentState, extra: Table[] = [], isCase = false): DocStep {
  const paragraphs: TableRow[] = [];
  let lead: string | undefined;
  let hasCases = false;
  const texts: string[] = [];
  const substeps: DocStep[] = [];
  const facts: Intent[] = [];
  let optional = false;
  let alternatives = false;
  let options: { field: string; names: string[]; inWords?: true; example?: string } | undefined;
  /** A list of items the form is filled and submitted for, one each (rounds.ts). */
  let rounds: Rounds | undefined;
  const listedMarks: Inline[] = [];
  // A "**Note:**" line on its own is followed by the note's list.
  let inNote = false;
  /** Where the first parameter table's rows start among the paragraphs. */
  let tableAt: number | undefined;
  /** How many paragraphs came before the first list of sub-steps. */
  let listAt: number | undefined;
  const children = [...item.children, ...extra] as RootContent[];
  /** Lists that were the cells of a cut table row (table-cells.ts), already read with the table. */
  let skip = 0;
  children.forEach((child, at) => {
    if (skip > 0) {
      skip--;
      return;
    }
    if (isNote(child)) {
      inNote = isBareNote(child);
      return;
    }
    if (child.type === 'paragraph') {
      inNote = false;
      if (isFigure(child)) return;
      // A "**Note:**" inside a paragraph starts a note that runs to its end.
      const own = beforeNote(child.children);
      const rows = pipeRows(child, parsed);
      const text = textOf(rows ? rows.lead : own).trim();
      if (!paragraphs.length && (OPTIONAL.test(text) || FIRST_TIME.test(text))) optional = true;
      if (ALTERNATIVES.test(text)) alternatives = true;
      const caseOf = isCase && !paragraphs.length && !rows ? caseLead({ ...child, children: own }) : null;
      if (caseOf) {
        lead = caseOf.text;
        listedMarks.push(toInline(caseOf.head));
        paragraphs.push(toInline(caseOf.rest));
        texts.push(text);
      } else if (text) {
        paragraphs.push(toInline(rows ? rows.lead : own));
        texts.push(text);
      }
      if (rows) paragraphs.push(...rows.rows);
    } else if (child.type === 'table') {
      inNote = false;
      tableAt ??= paragraphs.length;
      const cut = cutTableRows(child, children.slice(at + 1), parsed);
      if (cut) skip = cut.used;
      paragraphs.push(...(cut ? cut.rows : tableRows(child)));
    } else if (child.type === 'list') {
      if (inNote) return;
      // "…的**解析线路**依次这样选：" over "- 默认线路：…（10.10.10.10）": one submission of the step's form per item; the
      // lead paragraph only leads into them.
      const inTurn = !rounds ? roundsOf(child, paragraphs.at(-1)) : undefined;
      if (inTurn) {
        rounds = inTurn;
        paragraphs.pop();
        return;
      }
      const listed = !child.ordered && paragraphs.length ? optionList(child, paragraphs[paragraphs.length - 1]) : undefined;
      if (listed) {
        options = listed;
        listedMarks.push(...listed.inlines);
        return;
      }
      if (explainsLeadOptions(child, paragraphs.at(-1))) return;
      const inWords = leadOptionsInWords(child, paragraphs.at(-1));
      if (inWords) {
        options = { field: inWords.field, names: inWords.names, inWords: true };
        listedMarks.push(...inWords.inlines);
        return;
      }
      // "Set the following parameters:" then "- Default Homepage: …": fields, read like a parameter table's rows.
      const fields = !child.ordered && texts.length ? fieldList(child, texts[texts.length - 1]) : undefined;
      if (fields) {
        tableAt ??= paragraphs.length;
        paragraphs.push(...fields);
        return;
      }
      // "Select a restart mode:" then "- Normal restart: …" / "- **Force Restart**: …": cases, of which the reader does one.
      const cases = isCaseList(child, texts.join(' '));
      if (cases) alternatives = hasCases = true;
      const subs = child.children.map((sub, i) => {
        const subLabel = `${label}.${child.ordered ? (child.start ?? 1) + i : i + 1}`;
        // Sub-steps see the parent's row; their own field and dialog context stays theirs.
        return stepOf(sub, index, subLabel, parsed, offset, { ...state }, [], cases);
      });
      // "- 单击**向下复制**：改动一台时下方各台跟着改变", "- 单击![](p1.png)：全部清除，…": a legend of the form's helper controls,
      // what they do, not a click to make nor a sub-step.
      const legend = (sub: DocStep) => !child.ordered && LEGEND.test(sub.text);
      // A list that neither acts nor names a control is information (limits, examples, a flow), not sub-steps; so is an
      // item among sub-steps that names nothing and has no word of an action ("The name must start with a letter.").
      if (subs.some((sub) => !legend(sub) && instructs(sub))) {
        listAt ??= paragraphs.length;
        // An item that only states a fact (what a setting means, a consequence, a limit, a state the step needs) is
        // information about its step, kept as a condition of it, not a sub-step to do (facts.ts).
        for (const sub of subs) if (!legend(sub) && (isNoteItem(sub) || statesFact(sub))) facts.push(factOf(sub));
        substeps.push(...subs.filter((sub) => !isNoteItem(sub) && !legend(sub) && !statesFact(sub)));
      }
    }
    // Code blocks, HTML and headings inside an item are not actions.
  });
  const own = texts.join(' ');
  const outside =
    (CODE_BLOCK.test(item.children.map((c) => c.type).join(' ')) && !CONSOLE_CUE.test(own)) ||
    ((OUTSIDE_CUE.test(own) || OUTSIDE_PLACE_CUE.test(own) || LOCAL_TOOL_CUE.test(own) || runsCode(paragraphs[0])) && !CONSOLE_CUE.test(own)) ||
    worksElsewhere(own);
  // An item that opens with one bold text and has more under it ("- **Advanced Settings**" over the fields it holds, "-
  // **监控视图**" over what that view shows) is headed by it: the section its lines are in, as a later bold paragraph is.
  const headed = !options && (paragraphs.length > 1 || substeps.length > 0 || item.children.length > 1) && LONE_BOLD.test(paragraphs[0]?.skeleton ?? '');
  const drafts: Draft[] = paragraphs.flatMap((p, i) => inCase(draftParagraph(p, i * 1e6, i, i > 0 || headed), paragraphs, i));
  if (paragraphs.length > texts.length) closeAfterRows(drafts, paragraphs[0]);
  const guessed: string[] = [];
  // An icon the page names neither by alt text nor by file ("单击![](p1.png)：向下复制，…") cannot be looked for: a
  // click on it is no goal, and a list of such clicks only explains the icons.
  let intents = foldDrafts(drafts, state, index, guessed).filter((i) => !(i.kind === 'click' && i.icon && !i.label && !i.column && !i.near));
  if (options) intents = withOptions(intents, options);
  if (rounds) {
    const opens = intents.filter((i): i is Extract<Intent, { kind: 'click' }> => i.kind === 'click').at(-1);
    intents = [...intents, ...roundIntents(rounds, opens)];
  }
  // "Click **Buy Now** and complete the payment": the order is placed by the doc's click; only paying is left.
  intents = intents.map((x, i) => (x.kind === 'pay' && intents.slice(0, i).some((y) => y.kind === 'click') ? { kind: 'pay', placed: true } : x));
  // "按实例数量选择做法。" before its cases: the choice is among the cases, not a field of the page.
  if (hasCases) {
    const bold = new Set(marksOf(paragraphs).map((m) => m.text));
    intents = intents.filter((i) => !((i.kind === 'choose' || i.kind === 'fill') && !bold.has(i.field) && !(i.kind === 'choose' ? i.option : i.value)));
  }
  // The case's lead says when it applies; the reader doing this case is in that situation.
  if (lead) intents = [{ kind: 'when', text: lead, then: [] }, ...intents];
  // "Configure the parameters:" leads into the sub-steps or table that name them.
  if (substeps.length || paragraphs.length > texts.length) intents = intents.filter((i) => !(i.kind === 'configure' && GENERIC_PART.test(i.text)));
  const start = item.position?.start;
  const end = (extra.at(-1) ?? item).position?.end;
  return {
    index,
    label,
    text: texts
      .join(' ')
      .replace(/\s+/g, ' ')
      // Undo the spaces cjkFriendly put between Chinese punctuation and letters.
      .replace(/([\u3000-\u303f\uff00-\uffef《》「」“”])\s(?=[\u4e00-\u9fff])|([\u4e00-\u9fff])\s(?=[\u3000-\u303f\uff00-\uffef《「“])/g, '$1$2')
      .trim(),
    markdown: start && end ? parsed.original.slice(parsed.toSource(start.offset ?? 0), parsed.toSource(end.offset ?? 0)) : '',
    line: (start?.line ?? 1) + offset,
    endLine: (end?.line ?? start?.line ?? 1) + offset,
    intents,
    substeps,
    marks: marksOf([...paragraphs, ...listedMarks]),
    ...(optional ? { optional: true as const } : {}),
    ...(alternatives && substeps.length > 1 ? { alternatives: true as const } : {}),
    ...(closesAfter(paragraphs[0], intents, substeps) || clicksAfterList(drafts, listAt, intents) ? { closesAfterSubsteps: true as const } : {}),
    ...(outside ? { outside: true as const } : {}),
    ...(guessed.length ? { guessed } : {}),
    ...(facts.length ? { facts } : {}),
  };
}

/**
 * The drafts of a parameter table's row that is for one case of a choice (blocks.ts `TableRow.case`): a condition on
 * that choice, one for the rows of the case together. A row's own condition ("Only for ESSDs: …") stays its own.
 */
function inCase(drafts: Draft[], paragraphs: TableRow[], i: number): Draft[] {
  const choice = paragraphs[i].case;
  if (!choice) return drafts;
  let first = i;
  while (first > 0 && paragraphs[first - 1].case === choice) first--;
  const when = { id: first * 1e6 - 0.5, text: choice, choice: true as const };
  for (const d of drafts) d.when ??= when;
  return drafts;
}

/** "运行`sysctl -p`使配置生效", "Run `nvidia-smi`.", "重启网络服务：运行`service network restart`": a command, run in the instance. */
function runsCode(lead: Inline | undefined): boolean {
  const m = lead && RUN_CODE.exec(lead.skeleton);
  return !!m && lead.tokens[Number(m[1])]?.from === 'code';
}
const RUN_CODE = new RegExp(`^(?:[^${TOKEN_OPEN}:：，,。.]{1,12}[:：]\\s*)?(?:运行|执行|run|execute)\\s*(?:the\\s+)?${TOKEN_OPEN}V(\\d+)${TOKEN_CLOSE}`, 'i');

const LONE_BOLD = new RegExp(`^\\s*${TOKEN_OPEN}B\\d+${TOKEN_CLOSE}\\s*$`);

/**
 * "Configure the parameters and click **OK**", "set the following parameters, click **Buy Now**, and then complete the
 * payment", "设置以下参数后，单击**确定**": the click that closes the form the rows fill.
 */
const CLOSING =
  /\b(?:configure|set|specify|complete|fill\s+in|modify)\b[^.;]*?(?:\band\s+(?:then\s+)?|,\s*(?:and\s+)?(?:then\s+)?)(?=click\b)|(?:设置|配置|填写|完成|修改|输入)[^。；]*?(?:[，,]?\s*(?:并|然后|再|之后)\s*|后\s*[，,]\s*|[，,]\s*)(?=单击|点击)/i;

/**
 * A step whose lead sentence configures a form and clicks its button, with the form's fields in a table after it:
 * the fields are set before the click, whatever the order of the sentences.
 */
function closeAfterRows(drafts: Draft[], lead: Inline) {
  const m = CLOSING.exec(lead.skeleton);
  const from = m ? m.index + m[0].length : Infinity;
  // Paying ("…and complete the payment") always comes after the fields it pays for.
  for (const d of drafts) if (d.paragraph === 0 && ((d.at >= from && d.emit.kind === 'click') || d.emit.kind === 'pay')) d.at += 1e12;
}

/**
 * "完成以下设置：" over a list of fields, then, below the list, "设置好后，单击**确定**": what the paragraphs after the list
 * ask for is clicks only, and they close what the list sets. The intents before them must not end in a click, which
 * would be taken for one of them.
 */
function clicksAfterList(drafts: Draft[], listAt: number | undefined, intents: Intent[]): boolean {
  if (listAt === undefined) return false;
  const later = drafts.filter((d) => d.paragraph >= listAt && d.emit.kind !== 'mention' && d.emit.kind !== 'expect');
  if (!later.length || !later.every((d) => d.emit.kind === 'click' && !d.when)) return false;
  return intents.at(-1)?.kind === 'click' && intents.at(-1 - later.length)?.kind !== 'click';
}

/** Intents a sub-step that only sets fields has (a value, a choice, the words around them). */
const FIELD_ONLY = new Set<Intent['kind']>(['fill', 'choose', 'check', 'mention', 'when', 'expect']);
/**
 * What else a field's item of such a list says without leaving the form: the field in prose ("NAT网关实例的名称"), a
 * region picked in it (**地域和可用区**), a link to read more ("按使用量计费" to its pricing page).
 */
const ABOUT_FIELD = new Set<Intent['kind']>([...FIELD_ONLY, 'configure', 'select-region', 'do']);

/** Whether the lead configures a form and clicks its button, and the sub-steps (not a table) name the form's fields. */
function closesAfter(lead: Inline | undefined, intents: Intent[], substeps: DocStep[]): boolean {
  const last = intents.at(-1)?.kind;
  if (!lead || !substeps.length || !(last === 'pay' || (last === 'click' && CLOSING.test(lead.skeleton)))) return false;
  // Every sub-step sets a field or only says what the form shows ("**计费周期**：显示…"); at least one sets a field.
  const setsField = (s: DocStep) => s.intents.some((i) => i.kind === 'fill' || i.kind === 'choose' || i.kind === 'check');
  const aboutField = (s: DocStep): boolean => s.intents.every((i) => ABOUT_FIELD.has(i.kind)) && s.substeps.every(aboutField);
  return substeps.every(aboutField) && substeps.some(setsField);
}

/** Whether a step asks for an action (descriptions of terms and results do not). */
function instructs(step: DocStep): boolean {
  const acts = (i: Intent): boolean => ACTING.has(i.kind) || (i.kind === 'when' && i.then.some(acts));
  return step.intents.some(acts) || step.substeps.some(instructs);
}

/**
 * An item of a sub-step list that asks nothing, names no control (no bold, icon or code) and has no word of an action
 * or of the console: a limit, an example, a note among the sub-steps. A setting written "**Name** = value" or "TTL = 10"
 * is no note.
 */
function isNoteItem(step: DocStep): boolean {
  return !instructs(step) && !step.marks?.length && !ACTION_WORDS.some((re) => re.test(step.text)) && !UI_CUE.test(step.text) && !/[=＝]/.test(step.text);
}

/** A bullet that says what clicking a control does: "Click **Copy Down**: …", "单击**全部复制**：…". */
const LEGEND = /^(?:click|单击|点击)\s*[^\s：:，,。.]{0,20}(?:\s[^\s：:，,。.]{1,20}){0,3}\s*[：:]\s*\S/i;

const CODE_BLOCK = /\bcode\b/;
const GENERIC_PART = /^(?:(?:the|required|related|following|basic|advanced)\s+)*(?:parameters?|settings?|configurations?|information|options)(?:\s+(?:below|as follows|as prompted|as required|as needed))?$|^(?:相关|以下|如下)?(?:参数|配置|信息|设置)(?:信息)?$/i;

const ACTING = new Set<Intent['kind']>(['open-console', 'navigate', 'select-region', 'click', 'find', 'fill', 'choose', 'check', 'tab', 'configure', 'pay', 'do', 'either', 'refresh']);

/**
 * "Select **Stop Mode**." followed by a list of its choices ("**Stop**: …", "**Force Stop**: …"): one choice the
 * doc leaves to the reader among the options it lists.
 */
/**
 * The step's intents with the listed choices as one choose of its field. Choices the lead names only in plain words
 * (`inWords`) are picked where the step has no intent about the field: at its end.
 */
function withOptions(intents: Intent[], options: { field: string; names: string[]; inWords?: true; example?: string }): Intent[] {
  const out: Intent[] = [];
  let placed = false;
  for (const intent of intents) {
    const names = options.names.map((n) => n.toLowerCase());
    const about =
      ((intent.kind === 'click' || intent.kind === 'mention') && intent.label === options.field) ||
      ((intent.kind === 'fill' || intent.kind === 'choose') && intent.field === options.field && !(intent.kind === 'fill' ? intent.value : intent.option));
    if (about && !placed) {
      // The example's choice, named under the list ("本文以选择**按量付费**为例"), is the option the procedure takes.
      out.push({ kind: 'choose', field: options.field, option: options.example ?? '', options: options.names });
      placed = true;
      continue;
    }
    // "**Small** is selected in this topic": the example's choice is one of them.
    if (!placed && intent.kind === 'choose' && intent.field === options.field && names.includes(intent.option.toLowerCase())) {
      out.push({ ...intent, options: options.names });
      placed = true;
      continue;
    }
    // The listed choices themselves are descriptions, not steps.
    if (placed && (intent.kind === 'fill' || intent.kind === 'choose' || intent.kind === 'mention') && names.includes(('field' in intent ? intent.field : intent.label).toLowerCase())) continue;
    out.push(intent);
  }
  if (!placed && options.inWords) out.push({ kind: 'choose', field: options.field, option: '', options: options.names });
  return out;
}

/**
 * The lists that hold the procedure. Under a procedure heading: every list of its section (ordered ones when it
 * has any), sub-headings included but for excluded ones. Otherwise the first ordered list outside an excluded
 * section, plus the ordered lists after it, in the same section, that continue its numbering.
 */
function procedureLists(nodes: RootContent[]): Array<{ list: List; part: string }> {
  const heading = (n: RootContent) => (n.type === 'heading' ? headingText(n) : boldHeading(n));
  // "步骤1：创建实例" numbers a part of the procedure (parts.ts), it does not head the whole.
  const at = nodes.findIndex((n) => { const h = heading(n); return h !== undefined && matches(PROCEDURE_HEADINGS, h) && !STEP_HEADING.test(h); });
  if (at >= 0) {
    const depth = nodes[at].type === 'heading' ? (nodes[at] as { depth: number }).depth : 7;
    const lists: List[] = [];
    let excluded = false;
    for (const node of nodes.slice(at + 1)) {
      if (node.type === 'heading') {
        if (node.depth <= depth) break;
        excluded = matches(EXCLUDED_HEADINGS, headingText(node));
      } else if (node.type === 'list' && !excluded) lists.push(node);
    }
    const ordered = lists.filter((l) => l.ordered);
    return (ordered.length ? ordered : lists).map((list) => ({ list, part: '' }));
  }
  let excluded = false;
  let first: List | undefined;
  // The step heading ("## Step 2: …") over the lists: its siblings go on with the procedure, each a part of it.
  let series: { depth: number; part: string; count: number } | undefined;
  let newPart = false;
  const lists: Array<{ list: List; part: string }> = [];
  // The list after a paragraph that leads prerequisites ("…前，确保您已经：") is none of the procedure's.
  let prerequisites = false;
  for (const node of nodes) {
    const lead = prerequisites;
    prerequisites = isPrerequisiteLead(node);
    if (lead && node.type === 'list' && !first) continue;
    if (node.type === 'heading') {
      const title = headingText(node);
      const step = STEP_HEADING.test(title);
      if (first) {
        if (!series || !step || node.depth !== series.depth) break;
        series.count++;
        series.part = partNumber(title, series.count);
        newPart = true;
        continue;
      }
      excluded = matches(EXCLUDED_HEADINGS, title);
      series = step ? { depth: node.depth, part: partNumber(title, 1), count: 1 } : undefined;
    } else if (node.type === 'list' && node.ordered && !excluded) {
      const last = lists.at(-1)?.list;
      if (!first) first = node;
      else if (!newPart && (!last || (node.start ?? 1) !== (last.start ?? 1) + last.children.length)) break;
      newPart = false;
      lists.push({ list: node, part: series?.part ?? '' });
    }
  }
  return lists;
}

/** A paragraph that says the list after it holds what must be done before the procedure (phrases.ts `PREREQUISITE_LEAD`). */
export function isPrerequisiteLead(node: RootContent): boolean {
  return node.type === 'paragraph' && matches(PREREQUISITE_LEAD, textOf(node.children).trim());
}

export function matches(patterns: RegExp[], text: string): boolean {
  return patterns.some((re) => re.test(text));
}
