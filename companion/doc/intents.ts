import type { Paragraph } from 'mdast';
import { CONSUMED, resolve, singleToken, toInline, TOKEN_CLOSE, TOKEN_OPEN, tokensIn, type Inline, type Token } from './inline';
import { ACTION_WORDS, BARE_OPTION_STOP, CONDITION, CONDITION_CLAUSE, CONDITION_LEAD, EXPECT_EXCLUDED, EXPECT_WORDS, OPTIONAL_CONDITION, VERBS } from './phrases';
import { RULES } from './phrases-rules';
import { parseMarkdown } from './markdown';
import { foldDrafts } from './fold';
import { insideParens, joinLabels } from './coordinate';
import { choiceLead } from './phrases-where';
import { sentenceStatesFact } from './facts';
import type { Intent } from './types';

/** What a rule emits: intents, plus context markers that the step pass folds into the intents around them. */
export type Emit =
  /** `example`: a value the doc gives as its example ("for example, `x`"), for the field the step left open before it. */
  | (Intent & { via?: 'select' | 'guess'; hint?: string; example?: true })
  | { kind: '_field'; fields: string[]; choice?: boolean }
  | { kind: '_dialog' }
  /** "In the **Actions** column, …", "在**操作**列，…": the column of the click that comes next in the paragraph. */
  | { kind: '_column'; column: string }
  /** "or" between two phrasings the rules read: the intents on either side are alternatives (folded into `either`). */
  | { kind: '_or' };

/** A rule's match, read through its capture groups (0 is the whole match). */
export interface Match {
  has(group: number): boolean;
  /** The group as plain text (tokens replaced by their text), trimmed. */
  text(group: number): string;
  /** The bold labels in the group, in order. */
  path(group: number): string[];
  /** The labels and values (code spans, quotes) in the group, in order: items named either way. */
  items(group: number): string[];
  /** 'B', 'V' or 'I' when the group is exactly one token, 'W' for bare words. */
  kind(group: number): 'B' | 'V' | 'I' | 'W';
  /** An option value: a token's text, or bare words that can be one (undefined if they cannot). */
  option(group: number): string | undefined;
  /** The URLs of the links the match touches ("Log on to the [ECS console](https://ecs.console.aliyun.com)"). */
  links(): string[];
}

const tok = (kinds: string) => `${TOKEN_OPEN}[${kinds}]\\d+${TOKEN_CLOSE}`;
const bare = `[^${TOKEN_OPEN}${TOKEN_CLOSE}${CONSUMED},，.。;；:：!?！？()（）"“”]`;
const sep = '\\s*(?:>|＞|›|→)\\s*';
const words = (list: string[]) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^[a-z]/i.test(w) ? `(?<![A-Za-z])${w.replace(/ /g, '\\s+')}(?![A-Za-z])` : w))
    .join('|')})`;

// Icons (I) stand where a bold label would: "click ![Edit](p1.png)", "choose **![More](p2.png)** > **Delete**".
const MACROS: Record<string, string> = {
  B: `(${tok('BI')})`,
  V: `(${tok('V')})`,
  X: `(${tok('BVI')})`,
  P: `(${tok('BI')}(?:${sep}${tok('BI')})*)`,
  P2: `(${tok('BI')}(?:${sep}${tok('BI')})+)`,
  O: `(${tok('BVI')}|${bare}{1,40}?)`,
  END: `(?=\\s*(?:[,，;；.。!！?？${CONSUMED}]|\\band\\b|和|并|然后|$))`,
  BND: `(?<=^\\s*|[:：,，;；${CONSUMED}]\\s*|\\band\\s+|[和及、]\\s*)`,
  click: words(VERBS.click),
  select: words(VERBS.select),
  enter: words(VERBS.enter),
  set: words(VERBS.set),
  open: words(VERBS.open),
};

const COMPILED = RULES.map((rule) => ({
  ...rule,
  re: new RegExp(rule.pattern.replace(/\{(\w+)\}/g, (all, name: string) => MACROS[name] ?? all), 'gid'),
}));
const CLICK_VERB = new RegExp(`${MACROS.click}|${MACROS.select}`, 'i');

/** An emit placed in the step: `at` orders it, `paragraph` scopes field context, `when` groups a conditional sentence. */
export interface Draft {
  emit: Emit;
  at: number;
  paragraph: number;
  /** `choice`: the condition is a choice of the form (a parameter table's case row, steps.ts `inCase`). */
  when?: { id: number; text: string; choice?: true };
}

/**
 * Runs the phrase rules over one paragraph; `base` offsets positions so drafts of a step sort in reading order.
 * `info`: a paragraph after the step's first, where the help center puts what a step may also do ("If you want
 * to …, click …"); its optional conditions become `when` intents (in the first paragraph too).
 */
export function draftParagraph(inline: Inline, base: number, paragraph: number, info = false): Draft[] {
  const drafts: Draft[] = [];
  // A later paragraph that is one bold text ("**Step 1: Basic settings**", "**第一部分：配置基本信息**") heads the part of
  // the form the lines under it set.
  const heading = info ? new RegExp(`^\\s*${TOKEN_OPEN}B(\\d+)${TOKEN_CLOSE}\\s*([:：]?)\\s*$`).exec(inline.skeleton) : null;
  if (heading && (!heading[2] || inline.tokens[Number(heading[1])]?.colon)) return [{ emit: { kind: 'section', label: inline.tokens[Number(heading[1])]?.text ?? '', scope: 'section' }, at: base, paragraph }];
  let casesSeen = 0;
  const ranges = sentences(inline.skeleton);
  // "**网卡类型**：专有网络类型的安全组不用选；经典网络的安全组选择…": the field applies in some cases only, so each case
  // that sets it is a condition, whatever its place in the paragraph.
  const someNeedNot = ranges.some(([a, b]) => NO_NEED.test(resolve(inline.skeleton.slice(a, b), inline.tokens)));
  for (const [start, end] of ranges) {
    let s = inline.skeleton.slice(start, end);
    const original = s;
    const first = drafts.length;
    const links = inline.links.filter((l) => l.to > start && l.from < end).map((l) => ({ from: l.from - start, to: l.to - start, url: l.url }));
    const add = (emit: Emit, at: number) => drafts.push({ emit, at: base + start + at, paragraph });
    const consume = (from: number, to: number) => {
      s = s.slice(0, from) + CONSUMED.repeat(to - from) + s.slice(to);
    };

    // A sentence that opens with a condition and asks for nothing states a rule ("两条规则仅策略不同时，**拒绝**生效", "If two
    // rules differ only in their action, **Deny** wins"): neither a result to check nor a value to set.
    if (statesRule(s, inline.tokens)) {
      for (const m of s.matchAll(new RegExp(`${TOKEN_OPEN}B(\\d+)${TOKEN_CLOSE}`, 'g'))) add({ kind: 'mention', label: inline.tokens[Number(m[1])]?.text ?? '' }, m.index ?? 0);
      // Labels its condition names are what the condition is about ("If the rule shows **Disabled**, …").
      const lead = leadCondition(original, inline.tokens);
      const about = lead !== undefined && drafts.slice(first).some((d) => d.emit.kind === 'mention' && lead.includes(d.emit.label));
      // "如果不合理，申请状态为**拒绝**": what the page shows in that case, the labels being the state it names.
      const said = resolve(original, inline.tokens).trim();
      if (!about && lead !== undefined && SHOWS_STATE.test(said.slice(said.indexOf(lead) + lead.length))) {
        const named = drafts.slice(first).map((d) => (d.emit.kind === 'mention' ? d.emit.label : ''));
        const text = said.replace(/[。.；;]+$/, '');
        drafts.splice(first, drafts.length - first, { emit: { kind: 'expect', text, ...(named[0] ? { label: named[0] } : {}) }, at: base + start, paragraph, when: { id: base + start, text: lead } });
        continue;
      }
      const when = about ? { id: base + start, text: lead } : info || start > ranges[0][0] ? statedFact(original, inline.tokens, base + start) : undefined;
      if (when) for (const d of drafts.slice(first)) d.when = when;
      continue;
    }

    for (const [from, to] of expectClauses(s, inline.tokens)) {
      const clause = s.slice(from, to);
      const text = resolve(clause, inline.tokens)
        .replace(/^[\s,;，；]*(?:(?:and then|and|then)\s+|然后|并且?)?/i, '')
        .replace(/[\s,.;，。；]+$/, '')
        .trim();
      const label = tokensIn(clause, inline.tokens).find((t) => t.kind === 'B')?.text;
      add({ kind: 'expect', text, ...(label ? { label } : {}) }, from);
      consume(from, to);
    }

    for (const rule of COMPILED) {
      rule.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = rule.re.exec(s))) {
        const whole = m[0];
        const match = whole.length && !whole.includes(CONSUMED) ? matchOf(m, inline.tokens, links) : undefined;
        const emits = match ? rule.make(match) : null;
        if (!emits || !match) {
          rule.re.lastIndex = m.index + 1;
          continue;
        }
        const groupStart = (i: number) => m?.indices?.[i]?.[0] ?? m?.index ?? 0;
        // "Log on to the **KMS console**": the console goes by the bold words that name it.
        const consoleName = match.path(0).find((label) => CONSOLE_NAME.test(label));
        for (const emit of emits) if (emit.kind === 'open-console' && consoleName && !emit.label) emit.label = consoleName;
        // Emits follow the order of their labels in the sentence; most rules emit one, chains emit a few.
        emits.forEach((emit, i) => add(emit, i === 0 ? groupStart(0) : groupStart(0) + i * 1e-3));
        consume(m.index, m.index + whole.length);
        rule.re.lastIndex = m.index + whole.length;
      }
    }

    // Labels joined to one a rule placed ("select **A** and **B**") take its role.
    joinLabels(s, original, inline.tokens, () => drafts.slice(first).map((d) => d.emit), add, consume);

    // Bold text no rule placed: a click when the sentence says click or choose (outside its labels: a field named
    // **Select an instance** says no such thing), else a mention.
    const verb = CLICK_VERB.test(original);
    const conditions = conditionClauses(original);
    const placed = new Set(drafts.slice(first).map((d) => ('label' in d.emit ? d.emit.label : undefined)));
    for (const m of s.matchAll(new RegExp(`${TOKEN_OPEN}([BI])(\\d+)${TOKEN_CLOSE}`, 'g'))) {
      const label = inline.tokens[Number(m[2])]?.text ?? '';
      // A label the sentence already acts on, named again in an aside, is no second click.
      if (label && placed.has(label)) continue;
      // Labels in parentheses describe ("… the direction (VPC: **Inbound**, **Outbound**)"); they are not clicked.
      const aside = insideParens(s.slice(0, m.index ?? 0));
      // Nor is a label inside the sentence's condition ("if **Forbid** is shown, click …"): it is what the condition is about.
      const about = conditions.some(([from, to]) => (m.index ?? 0) >= from && (m.index ?? 0) < to);
      add((verb || m[1] === 'I') && !aside && !about ? { kind: 'click', label, via: 'guess' } : { kind: 'mention', label }, m.index ?? 0);
    }
    markIcons(drafts.slice(first), tokensIn(original, inline.tokens));

    // A case that needs nothing ("专有网络类型的安全组不用选", "for a VPC group, you do not need to select a NIC type") sets
    // no field; a click it still asks for stays.
    if (NO_NEED.test(resolve(original, inline.tokens))) {
      const kept = drafts.slice(first).filter((d) => d.emit.kind === 'click' && d.emit.via !== 'guess');
      drafts.splice(first, drafts.length - first, ...kept);
      casesSeen++;
      continue;
    }

    // "For a VPC-type group, select a VPC; for a classic network group, select **Classic Network**": the first case is
    // the reader's, the cases after it are conditions off the main path.
    // "专有网络类型的安全组：选择…；经典网络类型：选择**经典网络**": a plain lead and a colon opens a case too.
    const plainLead = CASE_COLON.exec(original.replace(BOLD_FIELD_LEAD, ''));
    const caseOpen = CASE_OPEN.exec(resolve(original, inline.tokens).replace(FIELD_LEAD, ''));
    const unlead = resolve(original, inline.tokens).replace(FIELD_LEAD, '');
    const subject = someNeedNot ? CASE_SUBJECT_ZH.exec(unlead)?.[1] : undefined;
    const opened = caseOpen ? (caseOpen[1] ?? caseOpen[2]) : plainLead?.[1] ?? subject;
    const laterCase = opened && (casesSeen++ > 0 || someNeedNot) ? opened.trim() : undefined;
    // A parameter table's row that says for which case its field is ("**Instant Access**: Only for ESSDs: …"): off the
    // main path, as the console shows the field in that case only.
    // So is a sentence that opens with a case and then says what the reader can do in it ("If a data disk was created with the
    // instance, you can change its billing method to **X**"), wherever it stands.
    const restricted = info && unlead !== resolve(original, inline.tokens).trim() ? RESTRICTED.exec(unlead) : CASE_CAN.exec(unlead);
    // A sentence that asks for nothing and opens with a condition on a label ("当状态为**正常**时，表示…") is that condition's.
    const mentions = drafts.slice(first).map((d) => (d.emit.kind === 'mention' ? d.emit.label : undefined));
    const lead = drafts.length > first && mentions.every((l) => l !== undefined) ? leadCondition(original, inline.tokens) : undefined;
    const aboutLabels = lead !== undefined && mentions.some((l) => l && lead.includes(l));
    const condition = laterCase ?? (restricted ? restricted.slice(1).find(Boolean)?.trim() : undefined) ?? optionalCondition(original, inline.tokens, info) ?? (aboutLabels ? lead : undefined);
    // "如果计费方式为**按量付费**，可以设置…": what follows is a case of that choice of the form, done when the form has it.
    const onChoice = condition === undefined ? choiceLead(original, inline.tokens) : undefined;
    if (onChoice !== undefined) {
      const inSentence = drafts.slice(first).filter((d) => !(('label' in d.emit && d.emit.label === onChoice) && (d.emit.kind === 'mention' || d.emit.via === 'guess')));
      drafts.splice(first, drafts.length - first, ...inSentence.map((d) => ({ ...d, when: { id: base + start, text: onChoice, choice: true as const } })));
      if (drafts.length === first) drafts.push({ emit: { kind: 'when', text: onChoice, then: [], choice: true }, at: base + start, paragraph });
    }
    if (condition !== undefined) {
      const when = { id: base + start, text: condition };
      for (const d of drafts.slice(first)) d.when = when;
      if (drafts.length === first) drafts.push({ emit: { kind: 'when', text: condition, then: [] }, at: base + start, paragraph });
    } else if (onChoice === undefined && (info || start > ranges[0][0]) && drafts.slice(first).every((d) => d.emit.kind === 'mention')) {
      // A sentence after the step's instruction that only states a fact ("The key of the tag is `x`.", "Both **A** and
      // **B** are offered."): what it names is information about the step, a condition with nothing under it (facts.ts).
      const when = statedFact(original, inline.tokens, base + start);
      if (when) {
        for (const d of drafts.slice(first)) d.when = when;
        if (drafts.length === first) drafts.push({ emit: { kind: 'when', text: when.text, then: [] }, at: base + start, paragraph });
      }
    }
    // "…，单击**添加用户**可一次添加多个用户", "单击**监控图表**，可以查看…" after what the step asks, "You can click **Modify** to change
    // the settings.": what clicking a control lets the reader do, said after the step's instruction, is off the main path.
    if (condition === undefined && onChoice === undefined) {
      const can = clickCan(original, inline.tokens, info || start > ranges[0][0]);
      const asked = (at: number) => drafts.slice(first).some((d) => d.at < at && !d.when && d.emit.kind !== 'mention' && d.emit.kind !== 'when');
      if (can && (can.later || asked(base + start + can.from))) {
        const when = { id: base + start + can.from + 0.25, text: can.text };
        for (const d of drafts.slice(first)) if (!d.when && d.at >= base + start + can.from) d.when = when;
      }
    }
    // "If **Forbid** is shown in the **Status** column, click **Submit Again**": a label no rule placed, inside the sentence's
    // condition, is what that condition is about (as a condition that asks nothing names it), whatever the sentence asks.
    for (const [from, to] of conditions) {
      const when = { id: base + start + from + 0.5, text: resolve(original.slice(from, to), inline.tokens).trim() };
      for (const d of drafts.slice(first)) if (!d.when && d.emit.kind === 'mention' && d.at >= base + start + from && d.at < base + start + to) d.when = when;
      // A value no rule took ("If your provider asks for `RelayState`, …") is the condition's too.
      const taken = drafts.slice(first).some((d) => d.when === when);
      if (!taken && tokensIn(s.slice(from, to), inline.tokens).some((t) => t.kind === 'V')) drafts.push({ emit: { kind: 'when', text: when.text, then: [] }, at: base + start + from, paragraph });
    }
  }
  // A field named with nothing to set is a choice when the paragraph says select ("**Zone**: Optional. Select …").
  const selects = SELECT_WORD.test(resolve(inline.skeleton, inline.tokens));
  for (const d of drafts) if (d.emit.kind === '_field') d.emit.choice = selects;
  return drafts;
}

const SELECT_WORD = new RegExp(MACROS.select, 'i');
/** Bold words that name a console ("KMS console", "RAM 控制台"). */
const CONSOLE_NAME = /(?:\bconsole|控制台)\s*$/i;

/** A plain lead (no bold) and a colon: "经典网络类型：", "Classic network:". */
const CASE_COLON = new RegExp(`^\\s*([^:：,，;；.。${TOKEN_OPEN}${TOKEN_CLOSE}\\u0001]{2,24}?)[:：]`);
/** "**Network**: " before a sentence, in the skeleton. */
const BOLD_FIELD_LEAD = new RegExp(`^\\s*${TOKEN_OPEN}B\\d+${TOKEN_CLOSE}(?:\\s*[（(][^）)]{1,10}[)）])?\\s*[:：]\\s*`);
/** "**Network**: " before a sentence: the field it is about. */
const FIELD_LEAD = /^\s*[^:：,，;；]{1,40}[:：]\s*/;
/**
 * A sentence that says a case needs nothing from the field: "…不用选", "…无需设置", "you do not need to select …",
 * "there is no need to set …".
 */
const NO_NEED = /(?:不用|无需|无须|不需要|不必)(?:再)?(?:选择?|设置|填写?|配置|指定|勾选)|\b(?:do(?:es)?\s+not|don't|doesn't|need\s+not)\s+(?:need\s+to\s+)?(?:be\s+)?(?:select|set|specif|configur|enter|choose|fill)\w*|\bno\s+need\s+to\s+(?:select|set|specify|configure|enter|choose)\b/i;
/** A case named by its subject before the verb, in a paragraph of cases: "经典网络的安全组选择…". */
const CASE_SUBJECT_ZH = /^\s*([^，,；;。:：]{2,24}?的[^，,；;。:：的]{1,10}?)(?=\s*(?:选择|设置|填写|输入|勾选|单击|需要|要|请))/;
/** A field said to apply in one case only: "Only for ESSDs: …", "If you …, you can …", "仅适用于…：", "如果…，您可以…". */
const RESTRICTED = /^(only\s+(?:for|when|if|in|on|with)\s+[^:：,，.]{2,60}?)\s*[:：,，]|^((?:if|when)\s+[^,，]{2,80}?)\s*[,，]\s*you\s+can\b|^((?:仅|只)(?:适用于|对于|对|在|当|限于|用于)[^，,:：。]{1,30}?)\s*[，,:：]|^((?:如果|若)[^，,]{1,40}?)[，,]\s*(?:您|你)可以/i;
/** After a condition, a state the page then shows: "，申请状态为**拒绝**", ", the status is **Failed**". */
const SHOWS_STATE = /^\s*[,，]\s*(?:[^,，。；;]{0,12}?(?:状态|status)\s*(?:为|是|显示为|变为|is|displays|shows|changes\s+to|becomes)\s*)/i;

/** "If …, you can …" / "如果…，您可以…": a case and what the reader may do in it. */
const CASE_CAN = /^((?:if|when)\s+[^,，]{2,80}?)\s*[,，]\s*you\s+can\b|^((?:如果|若)[^，,]{1,40}?)[，,]\s*(?:您|你)可以/i;
/** A sentence that opens with the case it is for: "For a classic network group, …", "对于经典网络，…". */
const CASE_OPEN = /^\s*((?:for\s+(?:a|an|the)|to)\s+[^,，;；]{2,50}?)[,，]|^\s*((?:对于|如果是|若是)[^，,;；]{1,30}?)[，,]/i;

/** A click on a label that is an icon in the sentence (and not also bold text) is a click on that icon. */
function markIcons(drafts: Draft[], tokens: Token[]) {
  const icons = new Set(tokens.filter((t) => t.kind === 'I').map((t) => t.text));
  const bold = new Set(tokens.filter((t) => t.kind === 'B').map((t) => t.text));
  for (const d of drafts) if (d.emit.kind === 'click' && icons.has(d.emit.label) && !bold.has(d.emit.label)) d.emit.icon = true;
}

/**
 * The condition of a sentence that is not on the procedure's main path: "If you want to stop several instances,
 * …", "You can also …", "如果您需要…，…", "您也可以…". In a later paragraph of a step, any "If …, …" sentence is one.
 */
function optionalCondition(sentence: string, tokens: readonly Token[], info: boolean): string | undefined {
  const text = resolve(sentence, tokens).trim();
  const m = OPTIONAL_CONDITION.exec(text) ?? (info ? CONDITION_CLAUSE.exec(text) : null) ?? ADD_ANOTHER.exec(text);
  if (!m) return undefined;
  return (m[1] ?? m[0]).replace(/[\s,，:：]+$/, '').trim();
}

/**
 * A click whose purpose is one more of what the step added ("Click **Add** or **Quick Add** to add another rule",
 * "单击**添加**再添加一条"): the reader repeats it only when they want more, so it is off the main path (the purpose is its
 * condition), as "To add several …, click …" is.
 */
const ADD_ANOTHER = /^\s*(?:click|单击|点击)[^,，;；。.]*?(?:[,，]\s*)?(to\s+add\s+(?:another|more|other|additional|multiple)\b[^,，;；。.]*|(?:可以?)?(?:再|继续)(?:次)?添加[^,，;；。]*|(?:以|来)?添加(?:更多|多个|多条|其他)[^,，;；。]*)[\s,，.。;；]*$/i;

/**
 * A click and what it lets the reader do: "单击**X**可…" (a comma before 可 only in a sentence of its own: "…，单击**搜索**，可搜索出…"
 * clicks to get what it says), "单击**X**后，您可以…", "You can click **X** to …", "Clicking **X** lets you …". `from`: where
 * the click stands in the sentence; `text`: what it lets the reader do; `later`: the sentence comes after the step's first.
 */
function clickCan(sentence: string, tokens: readonly Token[], later: boolean): { from: number; text: string; later: boolean } | undefined {
  const m = CLICK_CAN_ZH.exec(sentence) ?? CLICK_CAN_EN.exec(sentence);
  if (!m?.groups) return undefined;
  if (m.groups.comma && !later && m.index > 0) return undefined;
  const text = resolve(m.groups.purpose ?? '', tokens).replace(/[\s,，.。;；]+$/, '').trim();
  return text ? { from: m.index, text, later } : undefined;
}
const CLICK_TOKEN = `${TOKEN_OPEN}[BI]\\d+${TOKEN_CLOSE}`;
const CLICK_CAN_ZH = new RegExp(
  `(?:单击|点击)\\s*(?:[^${TOKEN_OPEN}${TOKEN_CLOSE}\\u0001，,。；;]{0,12}?)?${CLICK_TOKEN}(?<comma>\\s*(?:后\\s*)?[，,])?\\s*(?:(?:您|你)?(?:就|便|也|还)?)(?:可以?|能够?)(?!以?完成)(?<purpose>[^。；;]+)`,
);
const CLICK_CAN_EN = new RegExp(`(?:\\byou\\s+can\\s+click|\\bclicking)\\s+(?:the\\s+)?${CLICK_TOKEN}(?:\\s+(?:button|link|icon|tab))?\\s+(?:to|lets\\s+you|allows\\s+you\\s+to|enables\\s+you\\s+to)\\s+(?<purpose>[^.;]+)`, 'i');

/** Where a sentence's conditions stand: "If … ," / "如果…，" / "当…时，" at its start or after a comma, up to the next comma or colon. */
function conditionClauses(skeleton: string): Array<[number, number]> {
  return [...skeleton.matchAll(CONDITION_AT)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as [number, number]);
}
const CONDITION_AT = /(?<=^\s*|[,，]\s*)(?:if|when|unless|如果|若|当(?!前))(?![A-Za-z])[^,，:：。；;]*/gi;

/** A sentence that names labels or values and only states a fact, as a condition with nothing under it (else undefined). */
function statedFact(sentence: string, tokens: readonly Token[], id: number): { id: number; text: string } | undefined {
  const named = tokensIn(sentence, tokens);
  if (!named.length || named.some((t) => t.kind === 'I')) return undefined;
  const text = resolve(sentence, tokens).trim();
  // A piece of an aside cut at its semicolon ("(VPC: **A**; classic: **B**)") is no sentence of its own.
  if ((text.match(/[(（]/g) ?? []).length !== (text.match(/[)）]/g) ?? []).length) return undefined;
  return sentenceStatesFact(text, named.map((t) => t.text)) ? { id, text } : undefined;
}

/** The condition a sentence opens with ("If the status is **Rejected**", "当状态为**正常**时"). */
function leadCondition(sentence: string, tokens: readonly Token[]): string | undefined {
  const m = CONDITION_LEAD.exec(resolve(sentence, tokens).trim());
  return m ? m[1].trim() : undefined;
}

/** Sentence ranges of a skeleton: split after . ! ? (not "e.g.") followed by a space, and after 。！？；; */
function sentences(skeleton: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const m of skeleton.matchAll(/[.!?](?=\s)|[。！？；;]/g)) {
    const end = (m.index ?? 0) + 1;
    if (m[0] === '.' && /\b(?:e\.g|i\.e|etc|vs|approx|No)\.$/i.test(skeleton.slice(Math.max(0, end - 8), end))) continue;
    ranges.push([start, end]);
    start = end;
  }
  if (start < skeleton.length) ranges.push([start, skeleton.length]);
  return ranges.filter(([a, b]) => skeleton.slice(a, b).trim().length > 0);
}

/** Clauses of a sentence that state a result, merged when adjacent. */
function expectClauses(s: string, tokens: readonly Token[]): Array<[number, number]> {
  // A sentence without any action is a result as a whole ("The instance enters **Stopping**, then **Stopped**"); the words
  // of its labels are names, not verbs ("the **Daemon set** tab"). Not so a field's row, "**Select the instance**: …" (a
  // parameter table's): its label is what the reader does.
  const fieldRow = new RegExp(`^\\s*${TOKEN_OPEN}B\\d+${TOKEN_CLOSE}\\s*[:：]`).test(s);
  if (isExpect(fieldRow ? resolve(s, tokens) : unlabelled(s, tokens))) return [[0, s.length]];
  const bounds = [0, ...[...s.matchAll(/[,，;；]|\band then\b|然后|并且/g)].map((m) => m.index ?? 0), s.length];
  const found: Array<[number, number]> = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const [from, to] = [bounds[i], bounds[i + 1]];
    const text = resolve(s.slice(from, to), tokens);
    // "If the instance is running, select ..." states a condition, not a result.
    if (CONDITION.test(text) || !isExpect(text)) continue;
    const last = found.at(-1);
    if (last && last[1] === from) last[1] = to;
    else found.push([from, to]);
  }
  return found;
}

/** The sentence in words with each bold label as a neutral word, for tests of its verbs. */
function unlabelled(s: string, tokens: readonly Token[]): string {
  return resolve(s.replace(new RegExp(`${TOKEN_OPEN}B\\d+${TOKEN_CLOSE}`, 'g'), 'X'), tokens);
}

function statesRule(s: string, tokens: readonly Token[]): boolean {
  // A value in it ("选**后缀**时，…例如`GIF,BMP`") is what to enter in that case, not a rule.
  if (new RegExp(`${TOKEN_OPEN}V\\d+${TOKEN_CLOSE}`).test(s)) return false;
  const opening = s.split(/[,，;；]/)[0];
  if (opening.length >= s.trim().length || !CONDITION.test(resolve(opening, tokens))) return false;
  // The condition's own verb ("如果您选择了**A**，则按内网计费") chooses nothing now: only what follows it may ask for something.
  const rest = resolve(s.slice(opening.length), tokens);
  // "…, you can change the billing method to **X**": a change to a named value is asked for in that case.
  if (CHANGE_TO.test(s.slice(opening.length))) return false;
  return !ACTION_WORDS.some((re) => re.test(rest)) && (!ACTION_WORDS.some((re) => re.test(resolve(opening, tokens))) || !isExpect(rest));
}

const CHANGE_TO = new RegExp(`\\b(?:change|modify|switch)\\s+(?:the|its)\\b[^${TOKEN_OPEN},;.]{1,60}?\\bto\\s+${TOKEN_OPEN}`, 'i');

function isExpect(text: string): boolean {
  for (const re of EXPECT_EXCLUDED) text = text.replace(re, ' ');
  return EXPECT_WORDS.some((re) => re.test(text)) && !ACTION_WORDS.some((re) => re.test(text));
}

function matchOf(m: RegExpExecArray, tokens: readonly Token[], links: Inline['links']): Match {
  const group = (i: number) => m[i] ?? '';
  const [from, to] = [m.index, m.index + m[0].length];
  return {
    links: () => links.filter((l) => l.to > from && l.from < to).map((l) => l.url),
    has: (i) => m[i] !== undefined && m[i].trim() !== '',
    text: (i) => resolve(group(i), tokens).trim(),
    path: (i) => tokensIn(group(i), tokens).filter((t) => t.kind !== 'V').map((t) => t.text),
    items: (i) => tokensIn(group(i), tokens).filter((t) => t.kind !== 'I').map((t) => t.text),
    kind: (i) => singleToken(group(i), tokens)?.kind ?? 'W',
    option: (i) => {
      const token = singleToken(group(i), tokens);
      if (token) return token.text;
      const words = group(i).trim();
      if (!words || words.length > 40 || words.split(/\s+/).length > 5 || BARE_OPTION_STOP.test(words)) return undefined;
      // A Chinese option is a few characters ("按量付费", "华东1（杭州）"); a longer run is a description of the field
      // ("连续输错密码达到这个次数后账号锁定一小时").
      if ((words.match(/[\u4e00-\u9fff]/g) ?? []).length > 12) return undefined;
      return words;
    },
  };
}


/** Intents of a snippet of Markdown (one or more paragraphs), for callers that hold a single sentence. */
export function intentsOf(markdown: string): Intent[] {
  const paragraphs = parseMarkdown(markdown).root.children.filter((n): n is Paragraph => n.type === 'paragraph');
  const drafts = paragraphs.flatMap((p, i) => draftParagraph(toInline(p.children), i * 1e6, i, i > 0));
  return foldDrafts(drafts, {}, 1);
}
