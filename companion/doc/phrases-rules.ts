/**
 * The ordered rule list of phrases.ts (see there for the macros): a match uses up its text, so earlier (more
 * specific) rules win.
 */
import { consoleOf } from './consoles';
import type { Emit, Match } from './intents';
import { EITHER_RULES, LEFT_TO_READER_RULES, OR_RULES, SUBMIT_RULES } from './phrases-either';
import { ACTIONS_COLUMN_RULES, COLUMN_RULES, ROW_LINK_FIRST_RULES } from './phrases-context';
import { DESCRIBED_RULES, LOOK_RULES } from './phrases-look';
import { PLAIN_LABEL_RULES } from './phrases-plain';
import { EQ_FIELD, EQUATION_RULES, ROW_COLUMN_ZH_RULES } from './phrases-rows';
import { EARLY_PROSE_RULES, EXAMPLE_LEAD_RULES, PROSE_RULES, ROW_LINK_RULES } from './phrases-prose';
import { CHECK_RULES } from './phrases-check';
import { LEFT_FIELD_RULES } from './phrases-fields';
import { REGION_FIELD_RULES, WHERE_LATE_RULES, WHERE_RULES } from './phrases-where';
import { CODE_FIELD_RULES, SELECT_MORE_RULES } from './phrases-select';
import { rule, type RuleSpec } from './rule';
import { WAY_ZH } from './phrases';

/** "**Name**（可选）：", "**Bandwidth** (Mbit/s):": an aside between a field's name and its colon. */
const OPT = '(?:\\s*[（(][^（()）\\uE000\\u0001]{1,24}[)）])?';
/** An aside after a label: "（正常关机）", " (recommended)". */
const ASIDE = '(?:\\s*[（(][^）)\\uE000]{0,40}[）)])?';
const nav = '(?:left-side|left|left side)\\s+navigation\\s+(?:pane|bar|menu|tree|panel)';
const navZh = '(?:页面)?左侧(?:导航栏|导航窗格|导航树|导航菜单|菜单栏|导航|菜单)(?:中|里|内)?';
// "in the **Actions** column", "in the corresponding **Actions** column" (the row's own cell).
const column = (b: string) => `(?:in|from|under)\\s+the\\s+(?:corresponding\\s+|respective\\s+)?${b}\\s*column(?:\\s+of\\s+[^,\\u0001]*?)?`;

/** A click on **A**, then on each next item of the menu it opens. */
const chain = (m: Match, path: number, col?: number): Emit[] =>
  m.path(path).map((label, i) =>
    i === 0 ? { kind: 'click', label, ...(col ? { column: m.text(col) } : {}) } : { kind: 'click', label, area: 'menu' },
  );

/** A path of options (a cascader's category > product) as one option "A > B". */
const choicePath = (m: Match, group: number): string => m.path(group).join(' > ');

const setValue = (m: Match, field: number, value: number): Emit[] | null => {
  const option = m.option(value);
  if (option === undefined) return null;
  return m.kind(value) === 'V'
    ? [{ kind: 'fill', field: m.text(field), value: option }]
    : [{ kind: 'choose', field: m.text(field), option }];
};

/** Words that start a predicate ("**Forbid** wins", "**Default** is used"): the bold label before them is a subject. */
const PREDICATE = /^(?:wins|applies|prevails|takes\s+effect|is|are|was|has|have|can|cannot|must|will|may|appears?|means|shows?|becomes?|remains?|stays?|works?)\b/i;
/** Chinese words that start a predicate ("**策略来源**表示…", "**X**用于…") or place the label ("**X**处…"): the bold label is no field set to what follows. */
const PREDICATE_ZH = /^(?:表示|是指|指的是|代表|用于|用来|会|将会|不能|无法|必须|生效|默认|处)/;
/**
 * Bare words after a field that state its default ("默认保留30天", "30 days by default"): the doc says what the field
 * holds when left alone, and asks for no value.
 */
const DEFAULT_STATED = /^默认|^(?:the\s+)?default\b|\bby\s+default\b/i;
/** "选择**时间**后，单击…": the word after a label that makes the clause a time (after, before, when), not its value. */
const WHEN_ZH = /^(?:之?后|以后|之前|前|时)$/;
/** Bare words after a field's colon that say what the field takes, not what to put in it: "以天为单位", "in days". */
const UNIT_OR_RANGE = /^(?:以\S{1,4}为单位|单位[:：为]|取值范围|in\s+(?:days|hours|minutes|seconds|weeks|months|years)\b|the\s+unit\b|the\s+(?:valid\s+)?range\b)/i;

/**
 * Bare words after a field's colon that describe it rather than give its value: what it offers today ("目前只有公网",
 * "仅支持按天"), what it asks about ("购买多长时间", "购买多少个"), or what it is, named again ("任务ID", "作业名称", before the
 * rest of its description). The field is left to the reader.
 */
const DESCRIBES = /^(?:目前|当前|暂时|暂只|现只|仅支持|只支持|仅有|只有)|多长|多少|多久|多大|哪些|哪个|什么|^[\u4e00-\u9fff]{1,10}(?:ID|名称|名字|地址|编号|描述|标识)$/;

export const RULES: RuleSpec[] = [
  // Console.
  // "访问ECS控制台的实例页面": the console and its page.
  rule('open-console-page-zh', '{open}\\s*([^，,。；\\u0001\\uE000]*?)(?:管理控制台|控制台)的\\s*(?:{B}|([^\\uE000\\u0001，,。；]{1,15}?))\\s*页面?', (m) => [
    { kind: 'open-console', ...consoleOf(m.text(1), m.links()) },
    { kind: 'navigate', path: [m.has(2) ? m.text(2) : m.text(3)] },
  ]),
  // "Go to the ECS console - Instances page" / "前往ECS控制台-实例页面" names the page too.
  rule('open-console', '{open}\\s*(?:to\\s+)?(?:the\\s+)?([^,;.。，；\\u0001]*?)\\s*(?:management\\s+)?(?:console\\b|管理控制台|控制台)(?:\\s*[-–—]\\s*([^,;.。，；\\u0001\\uE000]+?)(?:\\s+page|\\s*页面|\\s*页)?(?=\\s*[,;.。，；]|$))?', (m) => {
    const page = m.has(2) ? m.text(2).split(/\s*[-–—>]\s*/) : m.path(1);
    return [{ kind: 'open-console', ...consoleOf(m.text(1), m.links()) }, ...(page.length ? [{ kind: 'navigate' as const, path: page }] : [])];
  }),
  rule('open-console-bold', '{open}\\s*(?:the\\s+)?{B}', (m) =>
    /console|控制台/i.test(m.text(1)) ? [{ kind: 'open-console', ...consoleOf(m.text(1), m.links()) }] : null,
  ),
  // A page named as where the click before leads ("click the instance ID to go to the **Instance Details** page", "…
  // to enter the details page", "单击实例ID进入实例详情页"): the page that click opens, a page to work on rather than a way
  // there of its own. Only after a click in plain words (a row's link): a bold label clicked may be the page's entry,
  // and a resource named by its value keeps its purpose clause (ROW_LINK_RULES).
  rule('click-to-page-opened', `(?<=\\b(?:click|clicking)\\b[^.;\\u0001\\uE000]{1,80}?\\s)to\\s+(?:go\\s+to|enter|open|navigate\\s+to)\\s+the\\s+(?:{B}|([^\\uE000\\u0001,;.:()]{2,50}?))\\s*page\\b`, (m) => [
    { kind: 'section', label: m.has(1) ? m.text(1) : m.text(2), scope: 'page' },
  ]),
  rule('go-to-page', '(?:go\\s+to|navigate\\s+to|open|enter)\\s+the\\s+{P}\\s*page\\b', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  // Where a click leads, named after it: "click **Expenses** to go to **User Center**", "… to enter the **Sites** page".
  rule('click-to-page', '(?<=\\s)to\\s+(?:go\\s+to|enter|open)\\s+(?:the\\s+)?{P}(?:\\s+page)?(?=\\s*(?:[.;,]|$))', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  // Back to where the procedure was: "Go back to the **Security Groups** page", "click **Console** to return to the
  // **Instances** page", "Return to the **Add Permissions** panel".
  rule('back-to-page', '(?:go\\s+back|return|get\\s+back)\\s+to\\s+the\\s+{P}\\s+page', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  rule('back-to-dialog', '(?:go\\s+back|return|get\\s+back)\\s+to\\s+the\\s+{B}\\s+(?:panel|dialog\\s+box|dialog)', (m) => [{ kind: 'section', label: m.text(1), scope: 'dialog' }]),
  // A wizard's step, reached by the click before it: "Click **Next** to go to the **Health Check** step", "click **Back**
  // to go back to the **Select Resources** step".
  rule('go-to-step', '(?:go(?:\\s+back)?|return|proceed|move|continue)\\s+to\\s+the\\s+{B}\\s+(?:wizard\\s+)?(?:step|wizard\\s+page)', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  rule('click-to-page-opened-zh', '(?<=(?:单击|点击)[^。；\\u0001\\uE000]{1,40}?)(?:进入|跳转到|跳转至)\\s*(?:[\\u4e00-\\u9fff]{1,6}的)?\\s*([^\\uE000\\u0001，,。；、\\s]{2,20}?)\\s*(?:页面|页)', (m) => [
    { kind: 'section', label: m.text(1), scope: 'page' },
  ]),
  rule('go-to-page-zh', '(?:前往|进入|打开|返回|回到)\\s*(?:[\\u4e00-\\u9fff]{1,6}的)?\\s*{P}\\s*页面?', (m) => [{ kind: 'navigate', path: m.path(1) }]),

  ...EXAMPLE_LEAD_RULES, // The example the procedure goes by: "本文以选择**X**为例" (phrases-prose.ts).
  ...REGION_FIELD_RULES, // Region: a field of the form that takes one first (phrases-where.ts).
  rule('region-named', '(?:{select}|switch\\s+to)\\s+(?:the\\s+)?{X}\\s+region', (m) => [{ kind: 'select-region', region: m.text(1) }]),
  // "In the top navigation bar, choose **Products** > **Billing**": a path of the top menu, not a region.
  rule('top-bar-path', 'top\\s+(?:navigation|menu)\\s+bar[^.;\\u0001]*?,?\\s*(?:{select}|{click})\\s+(?:the\\s+)?{P2}', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  rule('top-bar-path-zh', '(?:顶部菜单栏|顶部导航栏|控制台顶部)[^。；\\u0001]*?(?:选择|单击)\\s*{P2}', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  rule('region-top-bar', 'top\\s+(?:navigation|menu)\\s+bar[^.;\\u0001]*?,?\\s*{select}\\s+(?:the\\s+)?{X}', (m) => [
    { kind: 'select-region', region: m.text(1) },
  ]),
  // "Select a region from the **Destination Region** drop-down list": a field of the form that takes a region, not the top bar.
  rule('region-from-field', '{select}\\s+(?:a|the)\\s+(?:target\\s+|destination\\s+)?region\\s+(?:from|in)\\s+the\\s+{B}\\s+(?:drop-down\\s+list|list|field|box|section)', (m) => [{ kind: 'choose', field: m.text(1), option: '' }]),
  rule('region', '(?:{select}|switch\\s+to|specify)\\s+(?:the\\s+|a\\s+)?(?:target\\s+)?region\\b(?:\\s+{X})?[^,;.\\u0001]*', (m) => [
    { kind: 'select-region', ...(m.has(1) ? { region: m.text(1) } : {}) },
  ]),
  rule('region-named-zh', '(?:选择|切换(?:到|至)?)\\s*{X}\\s*地域', (m) => [{ kind: 'select-region', region: m.text(1) }]),
  rule('region-top-bar-zh', '(?:顶部菜单栏|顶部导航栏|控制台顶部)[^。；\\u0001]*?选择\\s*{X}', (m) => [{ kind: 'select-region', region: m.text(1) }]),
  // "选择地域**华北2（北京）**", "选择地域和可用区，例如**华东1（杭州）**": the region may follow the word.
  rule('region-zh', '(?:选择|切换)(?:到|至)?[^，,。；\\u0001\\uE000]{0,12}?地域(?:和可用区)?(?:\\s*[，,]?\\s*(?:例如|如|比如)\\s*[：:]?\\s*{X}|\\s*{X}(?!\\s*(?:页面|列表|对话框)))?', (m) => [
    { kind: 'select-region', ...(m.has(1) || m.has(2) ? { region: m.has(1) ? m.text(1) : m.text(2) } : {}) },
  ]),
  // The top bar's region described by what lives there: "在顶部菜单栏处，选择要查看监控数据的EIP所属的地域".
  rule('region-top-bar-described-zh', '(?:顶部菜单栏|顶部导航栏|控制台顶部)[^。；\\u0001]*?(?:选择|切换(?:到|至)?)[^，,。；\\u0001\\uE000]{1,30}?地域', () => [{ kind: 'select-region' }]),

  // Left-side navigation.
  // "In the left-side navigation pane, click **Alarm Rules** under **Alarms**".
  rule('nav-under', `(?:in|from)\\s+the\\s+${nav}\\s*,?\\s*(?:{click}|{select})\\s+{B}\\s+under\\s+{B}`, (m) => [{ kind: 'navigate', path: [m.text(2), m.text(1)] }]),
  // One of several entries of the pane: "In the left-side navigation pane, click **A**, **B**, or **C** to view …".
  rule('navigate-one-of', `(?:in|from)\\s+the\\s+${nav}[^,\\u0001]*?,?\\s*(?:{click}|{select})\\s+(?:the\\s+)?{B}((?:\\s*,\\s*{B})*\\s*,?\\s*or\\s+{B})`, (m) =>
    m.path(0).flatMap((label, i): Emit[] => [...(i ? [{ kind: '_or' } as const] : []), { kind: 'navigate', path: [label] }]),
  ),
  rule('navigate', `(?:in|from)\\s+the\\s+${nav}[^,\\u0001]*?,?\\s*(?:{click}|{select})\\s+(?:the\\s+)?{P}`, (m) => [
    { kind: 'navigate', path: m.path(1) },
  ]),
  rule('navigate-after', `(?:{click}|{select})\\s+(?:the\\s+)?{P}\\s+(?:in|from)\\s+the\\s+${nav}`, (m) => [
    { kind: 'navigate', path: m.path(1) },
  ]),
  rule('navigate-zh', `在?\\s*${navZh}\\s*[，,]?\\s*(?:{click}|{select})\\s*{P}`, (m) => [{ kind: 'navigate', path: m.path(1) }]),
  rule('navigate-zh-2', `(?:{click}|{select})\\s*${navZh}的\\s*{P}`, (m) => [{ kind: 'navigate', path: m.path(1) }]),

  ...WHERE_RULES, ...CHECK_RULES,

  // The row's own link ("find the instance and click its ID", "click the instance name", "单击实例ID"): not a bold label.
  ...LEFT_TO_READER_RULES,
  ...ROW_LINK_FIRST_RULES,
  ...ROW_LINK_RULES,
  rule('click-row-link', `{click}\\s+(?:its\\s+(?:[\\w-]+\\s+)?|the\\s+(?:[\\w-]+\\s+){0,2}?)(ID|name)\\b(?:\\s+of\\s+the\\s+[\\w-]+)?(?:\\s+${column('{B}')})?`, (m) => [
    { kind: 'click', label: m.text(1), rowLink: /^id$/i.test(m.text(1)) ? 'id' : 'name', ...(m.has(2) ? { column: m.text(2) } : {}) },
  ]),
  rule('click-row-link-zh', '{click}\\s*(?:该|目标|对应)?(?:待[\\u4e00-\\u9fa5]{1,6}?的)?(?:[\\u4e00-\\u9fa5]{1,6}?)?的?(ID|名称)(?![\\u4e00-\\u9fa5](?<!或))', (m) => [
    { kind: 'click', label: m.text(1), rowLink: m.text(1) === 'ID' ? 'id' : 'name' },
  ]),
  // Row actions in a table column ("click **Stop** in the **Actions** column", "choose **More** > **Release**").
  // "click **Create Alias** below the key ID in the **Key** column": a place inside the cell, then the column.
  rule('column-click', `(?:{click}|{select})\\s+(?:the\\s+)?{P}(?:\\s+(?:button|link|icon))?(?:\\s*(?:below|under|above|next\\s+to|beside)\\s+(?:the|its|an?)\\s+[\\w -]{1,30}?)?\\s+${column('{B}')}`, (m) => chain(m, 1, 2)),
  rule('column-click-before', `${column('{B}')}\\s*,?\\s*(?:{click}|{select})\\s+(?:the\\s+)?{P}`, (m) => chain(m, 2, 1)),
  // "go to the **Actions** column and click **Create Custom Image**".
  rule('go-to-column-click', `go\\s+to\\s+the\\s+{B}\\s+column\\s*,?\\s+and\\s+(?:then\\s+)?(?:{click}|{select})\\s+(?:the\\s+)?{P}`, (m) => chain(m, 2, 1)),
  ...ROW_COLUMN_ZH_RULES,
  rule('column-click-zh', '在?\\s*(?:[^，,。；\\u0001\\uE000]{0,15}?)\\s*{B}\\s*列(?:中|下|里)?\\s*[，,]?\\s*(?:{click}|{select})\\s*{P}', (m) => chain(m, 2, 1)),
  rule('column-click-zh-2', '(?:{click}|{select})\\s*(?:[^，,。；\\u0001\\uE000]{0,30}?)\\s*{B}\\s*列(?:中|下|里)?的\\s*{P}', (m) => chain(m, 2, 1)),
  ...ACTIONS_COLUMN_RULES,
  ...LOOK_RULES,
  ...EITHER_RULES,

  // Values for named fields.
  // A field set to one of the choices the doc names: "Set **Mode** to **On**, **Off**, or **Auto**", "选择**模式**为**开启**、**关闭**或**自动**".
  rule('set-to-choices', '{set}\\s+(?:the\\s+)?{B}(?:\\s+(?:parameter|field))?\\s+to\\s+{B}((?:\\s*,\\s*{B})*\\s*,?\\s*or\\s+{B})', (m) => {
    const [field, ...options] = m.path(0);
    return [{ kind: 'choose', field, option: '', options }];
  }),
  rule('set-to-choices-zh', '(?:{set}|选择|将)\\s*{B}\\s*(?:设置|设|修改|选择)?为\\s*{B}((?:\\s*[、，,]\\s*{B})*\\s*(?:或者|或)\\s*{B})', (m) => {
    const [field, ...options] = m.path(0);
    return [{ kind: 'choose', field, option: '', options }];
  }),
  rule('set-to', '{set}\\s+(?:the\\s+)?{B}(?:\\s+(?:parameter|field))?\\s+(?:to|as)\\s+{O}{END}', (m) => setValue(m, 1, 2)),
  // The value in bold and the box unnamed: "Enter **Ram** in the field", "在文本框中输入**Kms**".
  rule('enter-bold-in-box', '{enter}\\s+{B}\\s+(?:in|into)\\s+the\\s+(?:[\\w-]+\\s+){0,2}?(?:field|box|text\\s?box|search\\s+box)\\b', (m) => [
    { kind: 'fill', field: '', value: m.text(1) },
  ]),
  rule('in-box-enter-zh', '在\\s*(?:文本框|输入框|搜索框)\\s*(?:中|内|里)?\\s*[，,]?\\s*{enter}\\s*{X}', (m) => [{ kind: 'fill', field: '', value: m.text(1) }]),
  // An option of the one drop-down list in front of the reader: "select **Service Name** from the drop-down list".
  rule('select-from-list', '{select}\\s+(?:the\\s+)?{X}\\s+(?:from|in)\\s+the\\s+drop-down\\s+list\\b', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  rule('from-list-select-zh', '(?:从|在)\\s*下拉列表\\s*(?:中|里)?\\s*[，,]?\\s*选择\\s*{X}', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  // A row's expander: "click the plus sign (+) to the left of the event", "单击事件前面的加号".
  rule('plus-sign', '{click}\\s+(?:the\\s+)?plus\\s+(?:sign|icon)(?:\\s*\\(\\+\\))?', () => [{ kind: 'click', label: '+' }]),
  rule('plus-sign-zh', '{click}\\s*[^，,。；\\u0001\\uE000]{0,10}?加号(?:图标)?', () => [{ kind: 'click', label: '+' }]),
  rule('enter-in', '{enter}\\s+{V}\\s+(?:in|into|for|as)\\s+(?:the\\s+)?{B}(?:\\s+(?:field|box|text\\s?box|parameter))?', (m) => [
    { kind: 'fill', field: m.text(2), value: m.text(1) },
  ]),
  rule('enter-in-box', '{enter}\\s+{V}\\s+(?:in|into)\\s+the\\s+((?:[\\w-]+\\s+){0,3}?(?:field|box|text\\s?box|search\\s+box))', (m) => [
    { kind: 'fill', field: m.text(2), value: m.text(1) },
  ]),
  rule('in-field-enter', 'in\\s+the\\s+{B}\\s+(?:field|box|text\\s?box|search\\s+box|parameter)\\s*,?\\s*{enter}\\s+(?:[^,;.\\u0001\\uE000]{0,30}?)?{V}', (m) => [
    { kind: 'fill', field: m.text(1), value: m.text(2) },
  ]),
  // The field named, its value left to the reader: "In the **Name** field, enter a name", "在**目录名**框中，输入文件夹的名称".
  rule('in-field-enter-left', 'in\\s+the\\s+{B}\\s+(?:field|box|text\\s?box)\\s*,?\\s*{enter}\\s+(?:a|an|the)\\s+[^,;.\\u0001\\uE000]{1,40}', (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  // "Enter the values of the **Host** and **Value** fields": each field, its value the reader's.
  rule('enter-fields-left', '{enter}\\s+(?:the\\s+)?(?:(?:recorded\\s+)?values?\\s+(?:of|for|in)\\s+)?(?:the\\s+)?{B}((?:\\s*(?:,|and)\\s*(?:and\\s+)?(?:the\\s+)?{B})+)\\s+(?:fields|boxes|parameters)\\b', (m) =>
    m.path(0).map((field): Emit => ({ kind: 'fill', field, value: '' })),
  ),
  // "click **>** to move it to the **Selected** box", "单击**>**，移入**已选择**列表": the list it ends up in is the result.
  rule('move-to-box', '{click}\\s*(?:the\\s+)?{B}(?:\\s+(?:icon|button))?\\s*[，,]?\\s*((?:to\\s+(?:move|add)\\s+(?:it|them|the\\s+[\\w\\s-]{1,30}?)\\s+to|(?:将[^，,。；\\uE000\\u0001]{0,15}?)?(?:移入|移至|添加到|添加至))\\s*(?:the\\s+)?{B}\\s*(?:box|list|section|area|pane|栏|列表|区域|框)?(?:中|内)?)', (m) => [
    { kind: 'click', label: m.text(1) },
    { kind: 'expect', text: m.text(2), label: m.text(3) },
  ]),
  // The value described, the field named after it: "Enter the domain name of the site in **Domain Name**", "Specify the
  // start time in **Start Date** and **Start Time**" (not an area: "in the **User Data** section").
  rule('enter-described-in', `{enter}\\s+(?:the|a|an|your)\\s+(?:[^,;.\\u0001\\uE000]|\\.(?=\\w)){1,60}?\\s+in\\s+(?:the\\s+)?{B}((?:\\s*(?:,|and)\\s*(?:and\\s+)?(?:the\\s+)?{B})*)(?:\\s+(?:field|box|text\\s?box|fields|boxes))?{END}`, (m) =>
    m.path(0).map((field): Emit => ({ kind: 'fill', field, value: '' })),
  ),
  // "Specify **IPv6** as the IP version": the option first, the field in plain words after it.
  rule('option-as-plain-field', '(?:specify|select|choose|set)\\s+{B}\\s+as\\s+the\\s+([a-z][\\w -]{1,30}?)(?=\\s*(?:[.,;]|$))', (m) => [
    { kind: 'choose', field: m.text(2), option: m.text(1) },
  ]),
  rule('enter-field-left', '{enter}\\s+the\\s+{B}(?:\\s+(?:field|box|parameter))?{END}', (m) => [{ kind: 'fill', field: m.text(1), value: '' }]),
  rule('in-field-enter-left-zh', '在\\s*{B}\\s*(?:框|文本框|输入框|字段)(?:中|内|里)?\\s*[，,]?\\s*{enter}[^，,。；\\u0001\\uE000]{1,20}', (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  // A cascader option by its path ("select **Elastic Compute** > **ECS** for **Product**"): one choice, not clicks.
  rule('select-path-for', '{select}\\s+(?:the\\s+)?{P2}\\s+(?:for|as|in|from)\\s+(?:the\\s+)?{B}(?!\\s+(?:dialog|page|tab|column|pane|message|menu|navigation))', (m) => [
    { kind: 'choose', field: m.text(2), option: choicePath(m, 1) },
  ]),
  rule('for-select-path', 'for\\s+(?:the\\s+)?{B}(?:\\s+(?:parameter|field))?\\s*,\\s*{select}\\s+(?:the\\s+)?{P2}', (m) => [
    { kind: 'choose', field: m.text(1), option: choicePath(m, 2) },
  ]),
  rule('field-select-path', '^\\s*{B}\\s*[:：]\\s*{select}\\s*(?:the\\s+)?{P2}', (m) => [{ kind: 'choose', field: m.text(1), option: choicePath(m, 2) }]),
  rule('in-list-select-path-zh', '(?:在|从|为)\\s*{B}\\s*(?:下拉列表|列表|下拉框)?\\s*(?:中|内|里)?\\s*[，,]?\\s*选择\\s*{P2}', (m) => [
    { kind: 'choose', field: m.text(1), option: choicePath(m, 2) },
  ]),
  rule('select-for', '{select}\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,3}?{X}\\s+(?:for|as|in|from|next\\s+to|beside)\\s+(?:the\\s+)?{B}(?!\\s+(?:dialog|page|tab|column|pane|message|menu))', (m) => [
    { kind: 'choose', field: m.text(2), option: m.text(1) },
  ]),
  ...SELECT_MORE_RULES,
  rule('for-select', 'for\\s+(?:the\\s+)?{B}(?:\\s+(?:parameter|field))?\\s*,\\s*{select}\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?{X}', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  rule('from-list-select', 'from\\s+the\\s+{B}\\s+(?:drop-down\\s+list|list|menu)\\s*,\\s*{select}\\s+(?:the\\s+)?{X}', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // A field in plain words set to bold choices: "选择同步模式为：**全量**", "选择同步模式为**全量**或**增量**".
  rule('select-plain-as-zh', '(?:选择|设置|配置)\\s*([^\\uE000\\u0001，,。；：:、\\s]{2,10}?)\\s*为\\s*[:：]?\\s*{X}((?:\\s*(?:或者|或|、)\\s*{X})*){END}', (m) => {
    const options = [m.text(2), ...m.path(3)];
    return options.length > 1 ? [{ kind: 'choose', field: m.text(1), option: '', options }] : [{ kind: 'choose', field: m.text(1), option: options[0] }];
  }),
  // "**通知语言**保持默认值**自动**": the field keeps the option it has.
  rule('keep-default-zh', '{B}\\s*(?:保持|保留|使用|采用)(?:默认值|默认设置|默认选项|默认)\\s*[:：]?\\s*{X}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  // The default kept, the field named before ("**Protocol**: …"): "use the default value **TCP**", "保持默认值**自动**", "默认选择为**标准型**": the field's option.
  rule('keep-default-2', '(?:use|keep|retain|leave)\\s+(?:the\\s+)?default(?:\\s+(?:value|setting|option))?\\s*,?\\s*{B}(?!\\s+(?:for|of)\\s+the\\b)', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  rule('keep-default-zh-2', '(?:使用|保持|保留|选择)默认(?:值|设置|选项)?\\s*[:：]?\\s*{B}', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  rule('set-to-zh', '(?:{set}|选择)\\s*{B}\\s*为\\s*{O}{END}', (m) => setValue(m, 1, 2)),
  // A field in plain words set to a value in bold or code: "将实例角色选择为**EcsRole**", "将端口设置为`8080`".
  rule('set-plain-to-zh', '将\\s*([^\\uE000\\u0001，,。；、\\s]{2,12}?)\\s*(?:设置|设|修改|选择|配置|转换|更改|变更|改)为\\s*{X}{END}', (m) => setValue(m, 1, 2)),
  rule('set-to-zh-2', '(?:将\\s*)?{B}\\s*(?:设置|设|修改|选择)为\\s*{O}{END}', (m) => setValue(m, 1, 2)),
  rule('in-field-enter-zh', '在\\s*{B}\\s*(?:文本框|输入框|搜索框|字段|参数)?\\s*(?:中|内|里)?\\s*[，,]?\\s*{enter}\\s*(?:[^，,。；\\u0001\\uE000]{0,15}?)?{V}', (m) => [
    { kind: 'fill', field: m.text(1), value: m.text(2) },
  ]),
  rule('field-enter-zh', '{B}\\s*{enter}\\s*(?:[^，,。；\\u0001\\uE000]{0,10}?)?{V}', (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  rule('for-select-zh', '为\\s*{B}\\s*选择\\s*(?:[^，,。；\\u0001\\uE000]{0,10}?)?{X}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  rule('in-list-select-zh', '(?:在|从)\\s*{B}\\s*(?:下拉列表|列表|下拉框)?\\s*(?:中|内|里)?\\s*[，,]?\\s*选择\\s*(?:[^，,。；\\u0001\\uE000]{0,10}?)?{X}', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  rule('field-select-zh', '{B}\\s*选择\\s*(?:[^，,。；\\u0001\\uE000]{0,10}?)?{X}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),

  ...EARLY_PROSE_RULES,
  ...COLUMN_RULES,

  // Finding a row.
  rule('find-named', '(?:find|locate|search\\s+for)\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,4}?(?:named|called|whose\\s+name\\s+is|with\\s+the\\s+name|with\\s+name|with\\s+the\\s+ID|with\\s+ID|whose\\s+ID\\s+is)?\\s*{V}', (m) => [
    { kind: 'find', text: m.text(1), literal: true },
  ]),
  rule('find', '(?:find|locate)\\s+((?:the|a|an|your)\\s+[^,;.\\u0001\\uE000]+?)(?=\\s+and\\b|\\s*[,;.]|\\s*\\u0001|$)', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
  ]),
  rule('find-named-zh', '(?:找到|定位到|查找|搜索)[^，,。；\\u0001\\uE000]{0,10}?{V}', (m) => [{ kind: 'find', text: m.text(1), literal: true }]),
  rule('find-zh', '(?:找到|定位到)\\s*([^，,。；\\u0001\\uE000]+?)(?=[，,。；\\u0001]|并|然后|$)', (m) => [{ kind: 'find', text: m.text(1), literal: false }]),

  // Where the next actions happen (context).
  rule('tab', '(?:on|in|of|under|click|select|open|go\\s+to|switch\\s+to)\\s+the\\s+{B}\\s+tab\\b', (m) => [{ kind: 'tab', label: m.text(1) }]),
  rule('tab-zh', '(?:在|单击|点击|选择|切换到|切换至)?\\s*{B}\\s*(?:页签|选项卡|标签页)', (m) => [{ kind: 'tab', label: m.text(1) }]),
  // The dialog a click opens, named as its purpose: "Click **Create** to open the **Create Rule** dialog box".
  rule('dialog-opened', '\\bto\\s+open\\s+the\\s+{B}\\s+(?:dialog\\s+box|dialog|panel|pane)', (m) => [{ kind: 'section', label: m.text(1), scope: 'dialog' }]),
  rule('dialog-named', '(?:in|on)\\s+the\\s+(?:displayed\\s+|pop-up\\s+)?{B}\\s+(?:confirmation\\s+)?(?:dialog\\s+box|dialog|message|panel|pane|wizard)', (m) => [
    { kind: 'section', label: m.text(1), scope: 'dialog' },
  ]),
  rule('page', '(?:on|in|of)\\s+the\\s+{B}\\s+(?:list\\s+)?page', (m) => [{ kind: 'section', label: m.text(1), scope: 'page' }]),
  rule('section', '(?:in|on|under)\\s+the\\s+{B}\\s+(?:section|area|step|part|module)', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  rule('field', 'in\\s+the\\s+{B}\\s+(?:field|box|text\\s?box|drop-down\\s+list|list|parameter)', (m) => [{ kind: '_field', fields: [m.text(1)] }]),
  rule('dialog', 'in\\s+the\\s+(?:displayed\\s+|pop-up\\s+|popup\\s+|confirmation\\s+)?(?:dialog\\s+box|dialog|message\\s+box|message|prompt)', () => [{ kind: '_dialog' }]),
  rule('dialog-named-zh', '在?\\s*(?:弹出的)?\\s*{B}\\s*(?:的?(?:确认|提示))?(?:对话框|会话框|弹出框|弹窗|弹框|提示框|面板|界面|窗口)', (m) => [{ kind: 'section', label: m.text(1), scope: 'dialog' }]),
  rule('page-zh', '在?\\s*{B}\\s*页面?', (m) => [{ kind: 'section', label: m.text(1), scope: 'page' }]),
  // "在**性能优化** > **智能压缩**区域框中": the area is the path's last item, on the page its items before lead to.
  rule('section-path-zh', '在?\\s*{P2}\\s*(?:区域框|区域|配置区|部分)(?:中|内|里)?', (m) => {
    const path = m.path(1);
    return [{ kind: 'navigate', path: path.slice(0, -1) }, { kind: 'section', label: path[path.length - 1], scope: 'section' }];
  }),
  rule('section-zh', '在?\\s*{B}\\s*(?:区域|部分|配置区|区|步骤|向导)', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  // A part of the form by the box or item that holds it, before what the step does there:
  // "在**云资源**框中，单击**选择**", "在**安全告警**项目处，…" (not the actions column, nor a message box).
  rule('section-bar-zh', '在\\s*{B}\\s*(?:框|项目处|配置处|选项处|配置项处)(?:中|里|内)?(?=\\s*[，,])', (m) =>
    /^(?:操作|操作列|提示|消息|通知)$/.test(m.text(1)) ? null : [{ kind: 'section', label: m.text(1), scope: 'section' }],
  ),
  rule('field-zh', '在\\s*{B}\\s*(?:文本框|输入框|下拉列表|列表|字段|参数)', (m) => [{ kind: '_field', fields: [m.text(1)] }]),
  rule('dialog-zh', '(?:在)?\\s*(?:弹出的|打开的|显示的)?\\s*(?:对话框|会话框|弹出框|提示框|弹窗|确认框)', () => [{ kind: '_dialog' }]),

  // "**Grouping** > **Deployment Set**: select …", "（可选）**系统配置** > **有序后缀**：…": a field named by the part of the
  // form it sits in, then its own name.
  rule('section-field-colon', `^\\s*(?:[（(]\\s*(?:可选|optional)\\s*[)）]\\s*)?{B}\\s*(?:>|＞)\\s*{B}${OPT}\\s*[:：]`, (m) => [
    { kind: 'section', label: m.text(1), scope: 'section' },
    { kind: '_field', fields: [m.text(2)] },
  ]),
  // Parameter lists: "**Action** Allow, **Port Range** `22/22`", "**Instance Name**: `x`".
  // "选择**停止方式**：**停止**（正常关机）或**强制停止**（…）", "Select **Stop Mode**: **Normal** (…) or **Force** (…)": a field and
  // its choices, each perhaps with an aside; one is left to the reader.
  rule('select-field-choices', `{select}\\s*(?:the\\s+|your\\s+|an?\\s+)?{B}\\s*[:：]\\s*{B}${ASIDE}((?:\\s*(?:[,，、]|or|或者|或)\\s*(?:or\\s+)?{B}${ASIDE})+)`, (m) => {
    const [field, ...options] = m.path(0);
    return [{ kind: 'choose', field, option: '', options }];
  }),
  // "**Protocol Type**: **All**, **Custom TCP** or **All GRE**": the field's choices, one left to the reader; each may
  // have an aside ("**规则方向**：**出方向**（…）或**入方向**（…）").
  rule('param-choices', `{BND}{B}${OPT}\\s*[:：]\\s*(?:(?:select|choose|either)\\s+)?{B}${ASIDE}((?:\\s*[,，、]\\s*{B}${ASIDE})*\\s*[,，]?\\s*(?:or|或者|或)\\s*{B}${ASIDE})`, (m) => {
    const [field, ...options] = m.path(0);
    return [{ kind: 'choose', field, option: '', options }];
  }),
  // "**Authorization Object**: IP addresses, CIDR blocks or security groups": what the field takes, not a value.
  rule('param-kinds', `{BND}{B}${OPT}\\s*[:：]\\s*([^\\uE000\\u0001,，;；.。]{2,40}(?:[,，]\\s*[^\\uE000\\u0001,，;；.。]{2,40})*?\\s+(?:or|and)\\s+[^\\uE000\\u0001,，;；.。]{2,40})(?=\\s*(?:[;；.。]|$))`, (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  // "**Note** parameters" closes a list of fields ("configure **A**, **B**, and **Note** parameters"): not a value.
  // Without a colon, bare words that make the label a sentence's subject are no value: "**Forbid** wins"; an aside is none.
  rule('param', `{BND}{B}${OPT}\\s*([:：])?\\s*{O}${ASIDE}{END}`, (m) =>
    /^(?:parameters?|fields?|settings?|options?)$/i.test(m.text(3)) ||
    (!m.has(2) && m.kind(3) === 'W' && (PREDICATE.test(m.text(3)) || PREDICATE_ZH.test(m.text(3)) || WHEN_ZH.test(m.text(3)))) ||
    (m.kind(3) === 'W' && (UNIT_OR_RANGE.test(m.text(3)) || DEFAULT_STATED.test(m.text(3))))
      ? null
      : m.kind(3) === 'W' && m.has(2) && DESCRIBES.test(m.text(3))
        ? [{ kind: 'fill', field: m.text(1), value: '' }]
        : setValue(m, 1, 3),
  ),
  // "Instance Name = web-01", "Billing Method = Pay-As-You-Go", "Region = the same as your VPC": a field and its value
  // written as an equation (a value in words is left to the reader).
  ...EQUATION_RULES,
  rule('param-equals', `^\\s*(${EQ_FIELD})\\s*=\\s*(?:{O}{END}|[^=]*$)`, (m) =>
    m.has(2) && m.option(2) !== undefined ? setValue(m, 1, 2) : [{ kind: 'fill', field: m.text(1), value: '' }],
  ),
  rule('param-to', '(?<=\\band\\s+|[,，]\\s*)(?:the\\s+)?{B}\\s+(?:to|as)\\s+{O}{END}', (m) => setValue(m, 1, 2)),
  rule('param-zh', '{BND}{B}\\s*(?:为|设置为|设为)\\s*{O}{END}', (m) => setValue(m, 1, 2)),
  ...CODE_FIELD_RULES,
  // "(Optional) **Security Hardening**: …" is the field as much as "**Security Hardening**: …".
  rule('field-colon', `^\\s*(?:[（(]\\s*(?:可选|optional)\\s*[)）]\\s*)?{B}((?:\\s*(?:,|，|、|and|和|及|或)\\s*{B})*)${OPT}\\s*[:：]`, (m) => [{ kind: '_field', fields: m.path(0) }]),

  // Clicks.
  rule('menu-chain', '(?:{click}|{select})\\s*(?:the\\s+)?{P2}', (m) => chain(m, 1)),
  // The second menu path without its verb: "choose **Actions** > **Start** or **Actions** > **Stop**".
  rule('or-path', '(?<=\\u0001\\s*,?\\s*(?:or\\s+(?:choose\\s+|select\\s+|click\\s+)?|或者?\\s*(?:选择|单击)?\\s*)){P2}(?=\\s*(?:[.;,。；，]|$))', (m): Emit[] => [
    { kind: '_or' },
    ...m.path(1).map((label, i): Emit => (i ? { kind: 'click', label, area: 'menu' } : { kind: 'click', label })),
  ]),
  rule('click', '{click}\\s*(?:the\\s+)?{X}', (m) => [{ kind: 'click', label: m.text(1) }]),
  // "select **VPC** and then the VPC": the second select's verb left out; the thing it names is a field (not a
  // result: "and then the instance restarts").
  rule('select-bold-then-plain', '{select}\\s*(?:the\\s+)?{B}\\s+and\\s+then\\s+(?:the|a|an|your)\\s+([A-Za-z][\\w-]*(?:\\s[\\w-]+){0,2}?)(?=\\s*(?:[.;。；]|$))', (m) =>
    /\s\w+(?:s|ed)$/.test(m.text(2)) ? null : [
      { kind: 'click', label: m.text(1), via: 'select' },
      { kind: 'choose', field: '', option: '', hint: m.text(2) },
    ],
  ),
  rule('select-bold', '{select}\\s*(?:the\\s+)?{B}', (m) => [{ kind: 'click', label: m.text(1), via: 'select' }]),

  // Values the doc gives without naming a field: the field is the context's, or the words before the value.
  rule('select-value', '{select}\\s*(?:the\\s+|a\\s+)?([a-z][\\w -]{0,30}?\\s+|[^，,。；\\u0001\\uE000\\sa-z的]{0,10}?\\s*)?{V}', (m) => [
    { kind: 'choose', field: '', option: m.text(2), hint: m.has(1) ? m.text(1) : '' },
  ]),
  rule('enter-value', '{enter}\\s+((?:[^,;.\\u0001\\uE000]|\\.(?=\\w)){0,40}?)\\s*(?:,?\\s*(?:such\\s+as|e\\.g\\.,?|for\\s+example,?|like))?\\s*{V}', (m) => [
    { kind: 'fill', field: '', value: m.text(2), hint: m.text(1) },
  ]),
  rule('enter-value-zh', '{enter}\\s*([^，,。；\\u0001\\uE000]{0,15}?)\\s*(?:[，,]?\\s*(?:例如|如|比如))?\\s*[：:]?\\s*{V}', (m) => [
    { kind: 'fill', field: '', value: m.text(2), hint: m.text(1) },
  ]),
  // The doc leaves the value to the reader: "Select a zone from the **Zone** list", "**Name**: Enter a name.".
  rule('select-any', '{select}\\s+(?:a|an|the)\\s+[\\w -]{1,30}?\\s+(?:from|in)\\s+the\\s+{B}', (m) => [{ kind: 'choose', field: m.text(1), option: '' }]),
  rule('enter-any', '{enter}\\s+((?:a|an)\\s+[\\w -]{1,40}?)(?=\\s*[.;,]|$)', (m) => [{ kind: 'fill', field: '', value: '', hint: m.text(1) }]),
  rule('enter-any-zh', '(?:输入|填写|填入)\\s*([^，,。；\\u0001\\uE000、]{1,15}?)(?=[，,。；]|$)', (m) =>
    /等|信息$|参数$/.test(m.text(1)) ? null : plainFieldsZh(m.text(1)).map((hint) => ({ kind: 'fill', field: '', value: '', hint })),
  ),
  ...SUBMIT_RULES,
  ...PROSE_RULES,
  ...LEFT_FIELD_RULES,
  ...PLAIN_LABEL_RULES,
  ...DESCRIBED_RULES, ...WHERE_LATE_RULES,
  // "选择释放方式：立即释放" names the field, then the choice.
  rule('select-any-zh', '选择\\s*(?:一个|要使用的)?([^，,。；\\u0001\\uE000]{1,16}?)(?=[，,。；]|$)', (m) => {
    // "选择一种方式，…" leads into the ways listed under it (ALTERNATIVES): no field of the page.
    if (WAY_ZH.test(m.text(1))) return null;
    const [field, option] = m.text(1).split(/[：:]/);
    return option ? [{ kind: 'choose', field, option }] : [{ kind: 'choose', field: '', option: '', hint: m.text(1) }];
  }),
  ...OR_RULES,
];

/**
 * The fields a plain-word Chinese phrase names: "每台ECS实例的端口和权重" names 端口 and 权重 (of each instance),
 * "新建标签的标签键和值" 标签键 and 值; a phrase without a joined pair names one field.
 */
function plainFieldsZh(text: string): string[] {
  const pair = /^(?:[^的和及与]{1,10}的)?([^的和及与]{1,8})[和及与]([^的和及与]{1,8})$/.exec(text);
  return pair ? [pair[1], pair[2]] : [text];
}
