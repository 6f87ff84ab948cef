/**
 * Blocks inside a step that the phrase rules read as sentences: parameter tables and lists of a field's choices.
 */
import type { List, Paragraph, PhrasingContent, Table } from 'mdast';
import { parseMarkdown, type Parsed } from './markdown';
import { textOf, toInline, TOKEN_CLOSE, TOKEN_OPEN, type Inline } from './inline';
import { ACTION_WORDS, DESCRIPTION_HEADER, NOTE_PREFIX, OPTION_HEADER, OPTION_LEAD, PARAMETER_HEADER, SECTION_HEADER } from './phrases';
import type { Mark } from './types';

/**
 * A parameter table (in a step, or right after it): each body row becomes a "**Parameter**: description" sentence,
 * the way a reader applies it. A first column of sections ("Basic Settings", merged over several rows) gives the
 * rows below it their section.
 */
export function tableRows(table: Table): Inline[] {
  const [head, ...body] = table.children.map((row) => row.children.map((cell) => cell.children as PhrasingContent[]));
  if (!head || !body.length) return [];
  const names = head.map((cell) => textOf(cell).trim());
  if (isReference(names, body)) return [];
  const sectionCol = names.length >= 3 && SECTION_HEADER.test(names[0]) ? 0 : -1;
  let paramCol = names.findIndex((n, i) => i !== sectionCol && PARAMETER_HEADER.test(n));
  if (paramCol < 0) paramCol = sectionCol === 0 ? 1 : 0;
  const described = names.map((n, i) => i !== paramCol && i !== sectionCol && DESCRIPTION_HEADER.test(n));
  const rest = described.some(Boolean) ? described : names.map((_, i) => i !== paramCol && i !== sectionCol);
  // A column of choices ("Option", "取值"), a row each, the parameter written once: one choice among them.
  const optionCol = names.findIndex((n, i) => i !== paramCol && i !== sectionCol && OPTION_HEADER.test(n));
  if (optionCol >= 0) return choiceRows(body, paramCol, optionCol);
  const out: TableRow[] = [];
  let section = '';
  /** The case the rows below a case row are for ("| **Subscription** |" under a row naming it; "| **包年包月**时： | |"). */
  let inCase: string | undefined;
  /** Bold words of the rows read so far: the choices a later row may open a case of. */
  const named = new Set<string>();
  for (const row of body) {
    const name = textOf(row[paramCol] ?? []).replace(/[:：]\s*$/, '').trim();
    if (sectionCol === 0) {
      const s = textOf(row[0] ?? []).trim();
      if (s && s !== section) {
        section = s;
        inCase = undefined;
        out.push(toInline([text('In the '), strong(s), text(' section:')]));
      }
    }
    if (!name) continue;
    // A row with nothing but its name heads the rows under it: the case of a choice named above, or a part of the form.
    const alone = row.every((cell, i) => i === paramCol || i === sectionCol || !textOf(cell).trim());
    const head = alone ? rowHead(row[paramCol] ?? [], named) : undefined;
    if (head?.case) {
      inCase = head.case;
      continue;
    }
    if (head?.section) {
      inCase = undefined;
      out.push(toInline([text('In the '), strong(head.section), text(' section:')]));
      continue;
    }
    for (const cell of row) for (const node of cell) if (node.type === 'strong') named.add(textOf(node.children).trim());
    // A "**Note:**" inside a description cell says something about the field; it names no field of its own.
    const cells = beforeNote(row.flatMap((cell, i) => (rest[i] && cell.length ? [...(i ? [text(' ')] : []), ...cell] : [])));
    const listed = namedChoices(cells);
    const fields = listed ? undefined : subFields(cells);
    if (fields) {
      inCase = undefined;
      out.push(toInline([text('In the '), strong(name), text(' section:')]));
      for (const field of fields) out.push(toInline([strong(field.name), text(': '), ...field.said]));
      continue;
    }
    const example = exampleValue(cells);
    const inline: TableRow = listed ? choiceSentence(name, listed) : toInline([strong(name), text(': '), ...(example ? [example] : cells)]);
    if (inCase) inline.case = inCase;
    out.push(inline);
  }
  return out;
}

/** A parameter table's row as a sentence; `case`: the choice of the form the row is for (a case row above it). */
export type TableRow = Inline & { case?: string };

/**
 * The row a parameter table writes with its name alone: a case when it names a choice an earlier row named in bold
 * ("| **Subscription** |" after "| **Billing Method** | **Subscription** or **Pay-As-You-Go** |") or says it is one
 * ("**包年包月**时：", "选择**按量付费**时", "When **Subscription** is selected:", "If you select **X**:"); a part of the
 * form when it is bold only ("| **Advanced Settings** |").
 */
function rowHead(cell: PhrasingContent[], named: Set<string>): { case?: string; section?: string } | undefined {
  const bold = cell.filter((n) => n.type === 'strong');
  if (bold.length !== 1) return undefined;
  const label = textOf(bold[0].children).trim();
  const around = cell.filter((n) => n !== bold[0]);
  if (!textOf(around).trim().replace(/[:：]$/, '')) return named.has(label) ? { case: label } : { section: label };
  const at = cell.indexOf(bold[0]);
  const before = textOf(cell.slice(0, at)).trim();
  const after = textOf(cell.slice(at + 1)).trim();
  return CASE_BEFORE.test(before) && CASE_AFTER.test(after) && (before || after) ? { case: label } : undefined;
}

const CASE_BEFORE = /^(?:(?:when|if)\s+(?:you\s+(?:select|choose|set)\s+)?|for\s+|(?:选择|选|当|如果|若)(?:了|为)?)?$/i;
const CASE_AFTER = /^(?:(?:is\s+(?:selected|chosen|used)|selected)\s*)?(?:时|的情况下|时的参数)?\s*[:：]?$/i;

/**
 * The value a description says this procedure uses ("… In this example, set this parameter to index.html.", "Here:
 * **Disable**, so …", "本示例中选择**X**", "此处设为 a.html。"): the choice as a bold label or the value as a code span,
 * which the phrase rules read as the field's own. A plain value must run to the end of its sentence ("Here: the name
 * of …" gives none).
 */
export function exampleValue(cells: PhrasingContent[]): PhrasingContent | undefined {
  for (let i = 0; i < cells.length; i++) {
    const node = cells[i];
    if (node.type !== 'text') continue;
    const cue = EXAMPLE_CUE.exec(node.value);
    if (!cue) continue;
    const rest = node.value.slice(cue.index + cue[0].length);
    const next = cells[i + 1];
    if (!rest.trim() && next && (next.type === 'strong' || next.type === 'inlineCode')) return next.type === 'strong' ? strong(textOf(next.children).trim()) : next;
    const plain = /^\s*([A-Za-z0-9](?:[^\s，。；;,、（）()]*[^\s，。；;,、（）().])?)(?=\.(?:\s|$)|[。;；,，]|\s*$)/.exec(rest);
    if (plain) return { type: 'inlineCode', value: plain[1] };
  }
  return undefined;
}

const EXAMPLE_CUE =
  /\b(?:in\s+this\s+(?:example|tutorial)|in\s+the\s+example)\s*[,:]?\s*(?:(?:set|select|enter|choose|specify|type)\s+(?:(?:this|the)\s+(?:parameter|field|value|option)\s+|it\s+)?(?:to\s+|as\s+)?)?|\bhere\s*:\s*|(?:本示例中?|本例中?|本教程中?|此处|示例中)[，,：:]?\s*(?:设为|设置为|设置成|选择|填写为?|输入|填入|配置为)\s*/i;

/**
 * A table that names no parameter or description column and no bold label in its first column maps values to values
 * ("| 协议类型 | 端口范围 |", "| Scenario | Template | … |", a transposed "| 协议 | SSH | … |" over "| 端口 | 22 | … |"):
 * what to look up, not fields to set.
 */
function isReference(names: string[], body: PhrasingContent[][][]): boolean {
  if (names.some((n) => PARAMETER_HEADER.test(n) || DESCRIPTION_HEADER.test(n))) return false;
  return !body.some((row) => row[0]?.some((node) => node.type === 'strong'));
}

/**
 * Rows of a table with a choices column: "| **Stopped By** | **Stop** | … |" then "| | **Force Stop** | … |" reads as
 * "**Stopped By**: select **Stop** or **Force Stop**." (the descriptions say what each choice does, not what to do).
 */
function choiceRows(body: PhrasingContent[][][], paramCol: number, optionCol: number): Inline[] {
  const params: Array<{ name: string; options: string[] }> = [];
  for (const row of body) {
    const name = textOf(row[paramCol] ?? []).replace(/[:：]\s*$/, '').trim();
    const option = textOf(row[optionCol] ?? []).trim();
    if (name) params.push({ name, options: [] });
    if (option && params.length) params[params.length - 1].options.push(option);
  }
  return params.map(({ name, options }) => choiceSentence(name, options));
}

function choiceSentence(name: string, options: string[]): Inline {
  if (!options.length) return toInline([strong(name), text(':')]);
  if (options.length === 1) return toInline([strong(name), text(': '), strong(options[0])]);
  const choices = options.flatMap((o, i) => [...(i ? [text(i === options.length - 1 ? ' or ' : ', ')] : []), strong(o)]);
  return toInline([strong(name), text(': select '), ...choices, text('.')]);
}

/** A cell that describes two or more choices as "**Stop**: … **Force Stop**: …": their names. */
function namedChoices(cells: PhrasingContent[]): string[] | undefined {
  const names: string[] = [];
  cells.forEach((c, i) => {
    const next = cells[i + 1];
    const before = cells[i - 1];
    // "For **Directory**: …" and "选**目录**时：" are cases of what the field takes, not its choices.
    const caseLead = before?.type === 'text' && /(?:\b(?:for|if|when|with)|对于|如果|选择?|当)\s*$/i.test(before.value);
    if (c.type === 'strong' && next?.type === 'text' && /^\s*[:：]/.test(next.value) && !caseLead) names.push(textOf(c.children).trim());
  });
  // The choices' own names may hold a verb ("**从已有弹性公网IP中选择**", "**Select Existing EIP**"): only what is said of
  // them can ask for an action.
  // The words before the first choice say what the field is ("设置云盘是否挂载。", "Select the line type:"), not what
  // to do: only the choices' descriptions can ask for an action.
  const first = cells.findIndex((c) => c.type === 'strong' && names.includes(textOf(c.children).trim()));
  const said = cells.slice(Math.max(first, 0)).filter((c) => !(c.type === 'strong' && names.includes(textOf(c.children).trim())));
  const described = textOf(said).replace(/\b(?:you|we)\s+(?:can\s+|will\s+)?\w+/gi, ' ');
  // "Select a mode:" before them: they are the choices, whatever their descriptions ask of the reader afterwards.
  if (names.length >= 2) return selectLead(cells.slice(0, Math.max(first, 0))) || !ACTION_WORDS.some((re) => re.test(described)) ? names : undefined;
  // A cell that lists its choices by name alone, one a line ("|**来源**|- **本地上传**" / "- **远程拉取** |"): bold names and
  // nothing between them, or a lead that says to select one ("Select a type:" then the names).
  const boldAt = cells.findIndex((c) => c.type === 'strong');
  const bold = cells.filter((c) => c.type === 'strong');
  const between = cells.slice(Math.max(boldAt, 0)).filter((c) => c.type !== 'strong');
  const lead = cells.slice(0, Math.max(boldAt, 0));
  return bold.length >= 2 && !textOf(between).replace(/[-*+\s]/g, '') && (!textOf(lead).replace(/[-*+\s]/g, '') || selectLead(lead)) ? bold.map((c) => textOf(c.children).trim()) : undefined;
}

const FIELD_ACTION = /^\s*(?:(?:select|choose|enter|type|set|specify|configure|add|turn\s+(?:on|off)|(?:en|dis)able)\b|(?:选择|输入|设置|填写|配置|添加|指定|开启|关闭|打开|勾选))/i;

/** Words before a list of choices that say to pick one: "Select a request method:", "选择线路类型：". */
function selectLead(lead: PhrasingContent[]): boolean {
  return /^(?:select|choose|pick)\b[^.。:：]*[:：]$|^(?:选择|选取)[^。:：]*[:：]$/i.test(textOf(lead).replace(/[\s*+-]+$/, '').replace(/\s+/g, ' ').trim());
}

/**
 * A cell that lists the fields of a part of the form, each with what to do ("|**Basic Information**|Set the group:
 * - **Group Name**: Enter a name. - **Contact Group**: Select a group. |"): two or more "**Field**: …" items, each
 * asking for an action. The row is the part (a section) and each item a row of its own.
 */
function subFields(cells: PhrasingContent[]): Array<{ name: string; said: PhrasingContent[] }> | undefined {
  const at: number[] = [];
  cells.forEach((c, i) => {
    const next = cells[i + 1];
    const before = cells[i - 1];
    const caseLead = before?.type === 'text' && /(?:\b(?:for|if|when|with)|对于|如果|选择?|当)\s*$/i.test(before.value);
    if (c.type === 'strong' && next?.type === 'text' && /^\s*[:：]/.test(next.value) && !caseLead) at.push(i);
  });
  if (at.length < 2 || selectLead(cells.slice(0, at[0]))) return undefined;
  const items = at.map((i, k) => {
    const rest = cells.slice(i + 1, at[k + 1] ?? cells.length);
    const [colon, ...more] = rest;
    const said = [...(colon?.type === 'text' ? [text(colon.value.replace(/^\s*[:：]\s*/, ''))] : []), ...more];
    return { name: textOf((cells[i] as { children: PhrasingContent[] }).children).trim(), said };
  });
  // Each description opens with what to do with the field ("Enter …", "选择…"); choices say what they are first.
  return items.every((item) => FIELD_ACTION.test(textOf(item.said))) ? items : undefined;
}

/**
 * A list that names the choices of the field the step before it selects ("Select **Stop Mode**." then
 * "- **Stop**: …" / "- **Force Stop**: …"): every item is a bold name, a colon and a description without an action.
 */
export function optionList(list: List, lead: Inline): { field: string; names: string[]; inlines: Inline[]; example?: string } | undefined {
  const field = leadField(lead);
  if (!field) return undefined;
  const names: string[] = [];
  let example: string | undefined;
  for (const item of list.children) {
    const [first, ...more] = item.children;
    if (!first || first.type !== 'paragraph' || more.some((b) => b.type !== 'paragraph')) return undefined;
    const [bold, colon] = first.children;
    if (bold?.type !== 'strong') return undefined;
    const after = colon?.type === 'text' ? colon.value : '';
    // "- **Small**" / "- **Medium**": a choice by its name alone, what it means (if anything) in a paragraph under it.
    // The last item may run on into a line that describes the list ("- **Large**" then "The size …" on the next line).
    const alone = !textOf(first.children.slice(1)).trim() || /^[ \t]*\n/.test(after);
    if (!alone && !/^\s*[:：]/.test(after)) return undefined;
    // "… at the time you set" describes the choice; "set the time" would be a step.
    // "本文以选择**按量付费**为例" run on into the last item's paragraph names the example's choice; it asks for nothing itself.
    const said = textOf([...first.children.slice(1), ...(alone ? more.flatMap((b) => (b.type === 'paragraph' ? b.children : [])) : [])]).replace(EXAMPLE_SENTENCE, (_, zh?: string, en?: string, sel?: string) => {
      example = (zh ?? en ?? sel ?? '').trim();
      return ' ';
    });
    const description = said.replace(/\b(?:you|we)\s+(?:can\s+|cannot\s+|can't\s+|will\s+)?\w+/gi, ' ');
    // English asks with an imperative ("…. Click **Next**."); a verb inside a description ("the deployment set", "you can
    // change the host and restart the instance") says what the choice does.
    if (ACTION_WORDS.slice(1).some((re) => re.test(description)) || IMPERATIVE.test(description)) return undefined;
    names.push(textOf(bold.children).trim());
  }
  if (names.length < 2) return undefined;
  // The choices' names are marks of the step (they must be read as the field's options); their descriptions are not steps.
  const chosen = example !== undefined ? names.find((n) => n.toLowerCase() === example?.toLowerCase()) : undefined;
  return { field, names, inlines: names.map((n) => toInline([strong(n)])), ...(chosen ? { example: chosen } : {}) };
}

/** The sentence that names the example's choice: "本文以选择X为例。", "This topic uses X as an example.", "X is selected in this example." */
const EXAMPLE_SENTENCE =
  /(?:本文|本示例|本例|本教程)(?:中)?\s*[，,]?\s*以\s*(?:选择|选中|使用)?\s*([^，,。]{1,40}?)\s*(?:为例|作为示例)[^。]*。?|\b(?:this|the)\s+(?:topic|example|tutorial)\s+uses\s+(?:the\s+)?(.{1,40}?)\s+(?:option\s+)?as\s+an\s+example\b[^.]*\.?|(?<=^|[.:]\s+)([^.:]{1,40}?)\s+is\s+(?:selected|used)\s+in\s+this\s+(?:example|topic)\.?/gi;

/** An English instruction in a description: an imperative opening a sentence or after "and"/"then". */
const IMPERATIVE = /(?:^\s*|[.;:]\s+|\b(?:and|then)\s+)(?:click|select|choose|enter|type|set|find|log\s+on|go\s+to|open|clear|specify|configure|add|navigate|check|filter|wait\s+for)\b/i;

/**
 * "- **不可登录**：…" / "- **Deny Logon**: …" under a lead that already names those options in bold ("按需勾选**不可登录**或
 * **不限制登录**"): what each option means, not sub-steps, whatever the descriptions say ("…须由管理员重置密码").
 */
export function explainsLeadOptions(list: List, lead: Inline | undefined): boolean {
  if (!lead || list.ordered || list.children.length < 2) return false;
  const named = new Set(lead.tokens.filter((t) => t.kind === 'B').map((t) => t.text.trim()));
  return list.children.every((item) => {
    const [first] = item.children;
    if (!first || first.type !== 'paragraph') return false;
    const [bold, colon] = first.children;
    return bold?.type === 'strong' && colon?.type === 'text' && /^\s*[:：]/.test(colon.value) && named.has(textOf(bold.children).trim());
  });
}

/** A verb that has the reader pick one of several choices. */
const PICK = /\b(?:select|choose|enable|turn on)\b|选择|勾选|开启/i;

/**
 * "In the **Access Mode** section, select Console Access or Programmatic Access." over "- **Console Access**: …" /
 * "- **Programmatic Access**: …": the lead names in plain words the choices its list explains in bold. The list is
 * the choices' descriptions, not sub-steps; the lead picks one of them, in the field it names in bold (if one).
 */
export function leadOptionsInWords(list: List, lead: Inline | undefined): { field: string; names: string[]; inlines: Inline[] } | undefined {
  if (!lead || list.ordered || list.children.length < 2) return undefined;
  const bold = lead.tokens.filter((t) => t.kind === 'B' && t.from === 'bold').map((t) => t.text.trim());
  const plain = lead.skeleton.replace(new RegExp(`${TOKEN_OPEN}[A-Z]\\d+${TOKEN_CLOSE}`, 'g'), ' ');
  if (!PICK.test(plain)) return undefined;
  const names: string[] = [];
  for (const item of list.children) {
    const [first] = item.children;
    if (!first || first.type !== 'paragraph') return undefined;
    const [head, colon] = first.children;
    if (head?.type !== 'strong' || colon?.type !== 'text' || !/^\s*[:：]/.test(colon.value)) return undefined;
    const name = textOf(head.children).trim();
    const cjk = /[\u3400-\u9fff]/.test(name);
    const said = cjk ? plain.includes(name) : new RegExp(`(?:^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\w])`, 'i').test(plain);
    if (!said || bold.includes(name)) return undefined;
    names.push(name);
  }
  return { field: bold.length === 1 ? bold[0] : '', names, inlines: names.map((n) => toInline([strong(n)])) };
}

/**
 * A list of fields under a lead that sets "the following parameters:" ("设置以下参数：") or names them ("The parameters
 * are described as follows:", "配置项说明如下：", "…配置如下："), each item a plain name, a
 * colon and a description ("- Default Homepage: the page …"): read like the rows of a parameter table. Items must all
 * have that shape; a name is a few words (no sentence), and a note is no field.
 */
export function fieldList(list: List, lead: string): Inline[] | undefined {
  if (!FIELD_LIST_LEAD.test(lead.trim())) return undefined;
  const rows: Inline[] = [];
  for (const item of list.children) {
    const [first, ...more] = item.children;
    if (!first || first.type !== 'paragraph' || more.some((b) => b.type !== 'paragraph')) return undefined;
    const [head, ...tail] = first.children;
    if (head?.type !== 'text') return undefined;
    const m = PLAIN_FIELD.exec(head.value);
    if (!m || NOTE_PREFIX.test(`${m[1]}:`) || m[1].trim().split(/\s+/).length > 5) return undefined;
    const cells = beforeNote([text(m[2]), ...tail]);
    const example = exampleValue(cells);
    // "Port Range (optional): …": the field's name without the mark.
    const name = m[1].replace(/\s*(?:\(optional\)|（可选）)\s*$/i, '').trim();
    rows.push(toInline([strong(name), text(': '), ...(example ? [example] : cells)]));
  }
  return rows.length ? rows : undefined;
}

const FIELD_LIST_LEAD =
  /\b(?:set|configure|specify|complete|enter)\s+the\s+following\s+(?:parameters|settings|fields|information)\s*:$|(?:设置|配置|填写|指定)(?:以下|如下)(?:参数|配置|信息|字段)\s*[:：]$|\b(?:parameters|settings|fields|information|configurations?)\b[^.:：]*?(?:\bas\s+follows|\bbelow|\binclud(?:e|es|ing))?\s*[:：]$|\bas\s+follows\s*[:：]$|(?:参数|配置项?|信息|字段)[^。:：]{0,10}?(?:如下|以下)(?:所示)?\s*[:：]$/i;
const PLAIN_FIELD = /^([A-Z][A-Za-z0-9]*(?: [A-Za-z0-9()/-]+){0,5}?|[a-z]+[A-Z][A-Za-z0-9]*(?: \(optional\))?|[\u4e00-\u9fff][\u4e00-\u9fff0-9A-Za-z ]{0,15}?)\s*[:：]\s*(.*)$/s;

/**
 * The one field a lead sentence selects or sets without a value: "Select **Stop Mode**.", "选择**停止方式**：", "In the
 * **Release Instance** dialog box, choose an option for **Release Settings** and click **Next**.".
 */
function leadField(lead: Inline): string | undefined {
  const bold = [...lead.skeleton.matchAll(new RegExp(`${TOKEN_OPEN}B(\\d+)${TOKEN_CLOSE}`, 'g'))];
  // "- **Delete Files**" alone over its choices' list names the field by itself.
  if (bold.length === 1 && lead.skeleton.replace(bold[0][0], '').replace(/[\s:：]/g, '') === '') return lead.tokens[Number(bold[0][1])]?.text;
  // "**Specification**: Select a specification for the gateway." / "**规格**：选择…": the field the colon opens, chosen.
  const opened = new RegExp(`^\\s*${TOKEN_OPEN}B(\\d+)${TOKEN_CLOSE}\\s*[:：]\\s*(?:select|choose|选择)(?![\\w-])`, 'i').exec(lead.skeleton);
  if (opened) return lead.tokens[Number(opened[1])]?.text;
  const fields = bold.filter((b, i) => {
    const from = i ? (bold[i - 1].index ?? 0) + bold[i - 1][0].length : 0;
    const before = lead.skeleton.slice(from, b.index);
    const after = lead.skeleton.slice((b.index ?? 0) + b[0].length, bold[i + 1]?.index ?? lead.skeleton.length);
    const end = bold.length === 1 ? /^\s*(?:(?:option|parameter|field|参数|选项)\s*)?[.。:：]?\s*$/i : /^\s*(?:(?:option|parameter|field|参数|选项)\s*)?(?:[.。:：,，]|\s+and\b|并|然后|$)/i;
    return OPTION_LEAD.test(before) && end.test(after);
  });
  return fields.length === 1 ? lead.tokens[Number(fields[0][1])]?.text : undefined;
}

/** The content of a paragraph before a "**Note:**" / "**说明：**" written inside it. */
export function beforeNote(children: PhrasingContent[]): PhrasingContent[] {
  const at = children.findIndex((c, i) => i > 0 && c.type === 'strong' && NOTE_PREFIX.test(textOf(c.children)) && textOf(c.children).replace(NOTE_PREFIX, '').trim() === '' && opensNote(c, children[i - 1], children[i + 1]));
  return at > 0 ? children.slice(0, at) : children;
}

/**
 * A bold "Note" that opens a note: with its colon ("**Note:**", "**Note**:"), or after a sentence's end. In a sentence
 * ("specify the **Policy Name** and **Note** parameters") it is a field's name.
 */
function opensNote(note: PhrasingContent, before: PhrasingContent | undefined, after: PhrasingContent | undefined): boolean {
  if (/[:：]\s*$/.test(textOf([note]))) return true;
  if (after?.type === 'text' && /^\s*[:：]/.test(after.value)) return true;
  const prev = before ? textOf([before]).replace(/\s+$/, '') : '';
  return prev === '' || /[.。!！?？;；)）|]$/.test(prev) || (before?.type === 'text' && /\n\s*$/.test(before.value)) || before?.type === 'break';
}

/**
 * Table rows the Markdown parser left in a paragraph (a table whose cells hold lists, indented inside a list
 * item): the lines that start with `|`, each read as a "**Parameter**: description" sentence; the text before
 * them is the paragraph's own.
 */
export function pipeRows(paragraph: Paragraph, parsed: Parsed): { lead: PhrasingContent[]; rows: Inline[] } | undefined {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lines = parsed.text.slice(start, end).split('\n');
  const first = lines.findIndex((l) => /^\s*\|.*\|/.test(l));
  if (first < 0) return undefined;
  const rows: Inline[] = [];
  let current = '';
  const flush = () => {
    const cells = current.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
    current = '';
    const named = cells.findIndex((c) => c !== '');
    if (named < 0 || /^:?-{2,}/.test(cells[named]) || PARAMETER_HEADER.test(cells[named].replace(/\*/g, ''))) return;
    const name = cells[named].replace(/^\*\*(.*)\*\*$/, '$1').replace(/\*\*/g, '');
    const inline = parseMarkdown(`**${name}**: ${cells.slice(named + 1).join(' ')}`).root.children[0];
    if (inline?.type === 'paragraph') rows.push(toInline(beforeNote(inline.children)));
  };
  for (const line of lines.slice(first)) {
    if (/^\s*\|/.test(line) && current) flush();
    current += ` ${line}`;
  }
  if (current) flush();
  const leadText = lines.slice(0, first).join('\n');
  const lead = leadText.trim() ? parseMarkdown(leadText).root.children.find((n): n is Paragraph => n.type === 'paragraph')?.children ?? [] : [];
  return { lead: beforeNote(lead), rows };
}

/** The marks of a step's own text: every bold label, icon and code span of its paragraphs and table rows. */
/** Words that qualify a step or field rather than name a control. */
const QUALIFIER = /^\s*(?:可选|必须|必选|必填|选填|optional|required|mandatory)\s*$/i;

export function marksOf(paragraphs: Inline[]): Mark[] {
  const kinds = { bold: 'label', icon: 'icon', code: 'value' } as const;
  // "（**可选**）", "(**Required**)": a qualifier of the step set in bold, no label of the page.
  return paragraphs.flatMap((p) =>
    p.tokens.flatMap((t) => (t.from === 'quote' || t.from === 'emphasis' || (t.from === 'bold' && QUALIFIER.test(t.text)) ? [] : [{ kind: kinds[t.from], text: t.text }])),
  );
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
