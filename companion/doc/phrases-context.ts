/**
 * Where a control sits, named before the action that uses it, and the row's own links named with what they show.
 * Same macros as phrases.ts.
 * - "In the **Actions** column, click …", "在**操作**列，单击…", "在**标签**列将鼠标悬浮至…": the column of the click
 *   that follows in the paragraph (`_column`, folded into that click by intents.ts); any phrasing of the click.
 * - "单击目标**分组名称/分组ID**链接", "click the name or ID in the **Name/ID** column": the row's link in that column.
 * - "单击目标集群的名称链接或**查看详情**", "click the cluster name or **View Details**": the row's link or a button.
 */
import type { Emit } from './intents';
import { rule, type RuleSpec } from './rule';

const rowLinkOf = (label: string): 'id' | 'name' => (/(?:^|[\s/\u4e00-\u9fff])ID$/i.test(label) && !/名称|name/i.test(label) ? 'id' : 'name');
const plainZh = '[^，,。；\\u0001\\uE000]';
/** The console's menu of more row actions ("More", "更多"): a path that opens with it is a menu, not a cascader. */
const MORE = /^(?:更多|更多操作|more|more actions)$/i;
/** Where a button sits on a page or list: a side, the top or bottom, a corner. */
const PLACE_ZH = /(?:右侧|左侧|右边|左边|底部|顶部|下方|上方|[左右][上下]角)$/;

/** Read before the row-link rules of phrases-prose.ts (they would take the first link alone). */
export const ROW_LINK_FIRST_RULES: RuleSpec[] = [
  rule('row-link-or', '{click}\\s+(?:its\\s+|the\\s+(?:[\\w-]+\\s+){0,2}?)(name|ID)(?:\\s+link)?\\s+or\\s+(?:click\\s+)?(?:the\\s+)?{B}(?=\\s*(?:[.;,]|$))', (m): Emit[] => [
    { kind: 'click', label: m.text(1), rowLink: /^id$/i.test(m.text(1)) ? 'id' : 'name' },
    { kind: '_or' },
    { kind: 'click', label: m.text(2) },
  ]),
  // "click the group name or ID in the **Group Name/Group ID** column": one link of the row, whichever it shows.
  rule('row-link-either-column', '{click}\\s+(?:its\\s+|the\\s+(?:[\\w-]+\\s+){0,2}?)(name|ID)\\s+or\\s+(?:its\\s+)?(?:name|ID)\\s+in\\s+the\\s+{B}\\s+column', (m) => [
    { kind: 'click', label: m.text(1), rowLink: /^id$/i.test(m.text(1)) ? 'id' : 'name', column: m.text(2) },
  ]),
  // "在**操作**列表中选择**更多** > **磁盘扩容**": a path that opens with the More menu is that menu's items, not a
  // cascader's option (which "在**X**列表中选择**A** > **B**" otherwise is).
  rule('column-more-menu-zh', `在\\s*{B}\\s*(?:列表|列|栏)(?:中|里|下)?\\s*[，,]?\\s*(?:{click}|{select})\\s*{P2}`, (m) => {
    const [first, ...items] = m.path(2);
    if (!MORE.test(first)) return null;
    return [{ kind: 'click', label: first, column: m.text(1) }, ...items.map((label): Emit => ({ kind: 'click', label, area: 'menu' }))];
  }),
  // "click the username of the RAM user for which you want to …": the row's link, the row described after it.
  rule('row-link-of', '{click}\\s+the\\s+(user\\s?name|name|ID)\\s+of\\s+the\\s+[^,;.\\u0001\\uE000]{1,80}?(?=\\s*(?:[.;,]|$))', (m) => [
    { kind: 'click', label: m.text(1), rowLink: /^id$/i.test(m.text(1)) ? 'id' : 'name' },
  ]),
];

/** Read after the early prose rules of phrases-prose.ts (their column phrasings win). */
export const COLUMN_RULES: RuleSpec[] = [
  // The link of the target row in a named column: "单击目标**分组名称/分组ID**链接", "单击待查看实例的**实例ID**链接"; without
  // "链接" when the column names a name or ID ("单击目标**分组名称/分组ID**").
  rule('row-link-named-zh', `{click}\\s*(?:目标|待${plainZh}{1,8}?的|需要${plainZh}{1,8}?的)\\s*{B}\\s*(链接)?`, (m) =>
    m.has(2) || /(?:名称|ID|名)$/i.test(m.text(1)) ? [{ kind: 'click', label: m.text(1), rowLink: rowLinkOf(m.text(1)), column: m.text(1) }] : null,
  ),
  // The row's link or a button of the row: "单击目标集群的集群名称链接或**查看详情**".
  rule('row-link-or-zh', `{click}\\s*(?:目标|对应|该)?${plainZh}{0,12}?(名称|ID)\\s*(?:链接)?\\s*(?:或者|或)\\s*{B}(?=\\s*(?:[，,。；]|$))`, (m): Emit[] => [
    { kind: 'click', label: m.text(1), rowLink: m.text(1) === 'ID' ? 'id' : 'name' },
    { kind: '_or' },
    { kind: 'click', label: m.text(2) },
  ]),
  // "单击其**权限策略名称**": the row's own name (or ID) link, the bold its column.
  rule('its-name-link-zh', '{click}\\s*(?:其|它的|该[\\u4e00-\\u9fa5]{1,6}?的)\\s*{B}(?=\\s*(?:链接)?\\s*(?:[，,。；]|$))', (m) =>
    /(?:名称|ID|名)$/i.test(m.text(1)) ? [{ kind: 'click', label: m.text(1), rowLink: rowLinkOf(m.text(1)), column: m.text(1) }] : null,
  ),
  // A field named by its place, the value left to the reader: "**被授权主体**处输入用户名称", "在**域名**中输入站点的域名".
  rule('field-place-enter-zh', `(?:在\\s*)?{B}\\s*(?:处|框中|框内|栏中|栏|中|里)\\s*[，,]?\\s*(?:{enter})(?!\\s*\\uE000)${plainZh}{1,30}`, (m) => [{ kind: 'fill', field: m.text(1), value: '' }]),
  // "设置WORM策略的**保留周期**": a field of a thing, its value the reader's.
  rule('set-field-of-zh', `(?:{set}|配置|指定)\\s*${plainZh}{1,12}?的\\s*{B}(?=\\s*(?:[，,。；]|$))`, (m) => [{ kind: 'fill', field: m.text(1), value: '' }]),
  // "You can **Modify** or **Delete** the rule.", "您可以**修改**或**删除**该规则。": what the reader may do, off the main path.
  rule('may-click-either', '^\\s*you\\s+can\\s+{B}\\s+or\\s+{B}\\s+(?:the|this|it|them)\\b', (m) => [
    { kind: 'when', text: 'You can', then: [{ kind: 'either', of: [[{ kind: 'click', label: m.text(1) }], [{ kind: 'click', label: m.text(2) }]] }] },
  ]),
  rule('may-click-either-zh', '^\\s*(?:您|你)?可以\\s*{B}\\s*(?:或者|或)\\s*{B}\\s*(?:该|此|这)', (m) => [
    { kind: 'when', text: '可以', then: [{ kind: 'either', of: [[{ kind: 'click', label: m.text(1) }], [{ kind: 'click', label: m.text(2) }]] }] },
  ]),
  // More of what the page offers, its buttons named as verbs: "You can also **Edit**, **Copy**, or **Remove** the entry", "可以对
  // 条目进行**导出**和**移除**操作": a click on one of them, off the main path.
  rule('may-click-one-of', `(?<=\\b(?:you\\s+)?(can|may)\\s+(?:also\\s+)?|(可以)\\s*(?:对[^，,。；\\u0001\\uE000]{1,12}?(?:进行)?)?){B}((?:\\s*[,，、]\\s*{B})*\\s*[,，]?\\s*(?:or|and|或者|或|和)\\s*{B})(?=\\s+(?:the|it|them|this|these|that|an?|your)\\b|\\s*(?:该|此|这|操作|进行|来|[。；，,]|$))`, (m) => [
    { kind: 'when', text: m.has(2) ? '可以' : 'You can', then: [{ kind: 'either', of: m.path(0).map((label) => [{ kind: 'click', label }]) }] },
  ]),
  // "clicking its corresponding **Manage** button": the row's own button.
  rule('click-its-corresponding', '{click}\\s+(?:its|the)\\s+(?:corresponding|respective)\\s+{B}', (m) => [{ kind: 'click', label: m.text(1) }]),
  // "**Billing Method**: By default, **Pay-As-You-Go** is selected.": the option the field has unless the reader changes it.
  rule('default-option', 'by\\s+default\\s*,?\\s*{B}\\s+is\\s+(?:selected|used|chosen)', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  // A field named in plain words before a colon, set right after it in plain words: "Record Type: Select CNAME.",
  // "记录类型：选择CNAME。" (with a bold value the lead may be a case: "经典网络类型：选择**经典网络**", read by cases).
  rule('plain-field-select', `^\\s*([A-Z][\\w /-]{1,30}?)\\s*:\\s*{select}\\s+([A-Z0-9][\\w .+/-]{0,30}?)(?=\\s*(?:[.;]|$))`, (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  rule('plain-field-enter', `^\\s*([A-Z][\\w /-]{1,30}?)\\s*:\\s*{enter}\\s+{V}(?=\\s*(?:[.;]|$))`, (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  rule('plain-field-select-zh', `^\\s*(${plainZh.replace(']', '：:、（）()]')}{2,12})[:：]\\s*选择\\s*([A-Za-z0-9][\\w .+/-]{0,30}|[^\\uE000\\u0001，,。；\\s]{1,12})(?=\\s*(?:[。；]|$))`, (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // The same field left to the reader, the choice described: "报警联系组：选择接收告警的联系人组。".
  rule('plain-field-left-zh', `^\\s*(${plainZh.replace(']', '：:、（）()]')}{2,12})[:：]\\s*选择\\s*(?!是否)[^\\uE000\\u0001，,。；]{2,60}?(?=\\s*(?:[。；]|$))`, (m) => [
    { kind: 'choose', field: m.text(1), option: '' },
  ]),
  rule('plain-field-enter-zh', `^\\s*(${plainZh.replace(']', '：:、（）()]')}{2,12})[:：]\\s*(?:{enter})\\s*{V}(?=\\s*(?:[。；]|$))`, (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  // A wizard's page: "在**配置迁移计划**引导页，…".
  // A wizard's step or a place on the form named in bold: "在**配置网络**阶段，…", "在**购买数量**处指定…".
  rule('wizard-step-zh', '在\\s*{B}\\s*(?:阶段|向导步骤)(?:中)?', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  rule('at-place-zh', '在\\s*{B}\\s*处', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  rule('wizard-page-zh', '在?\\s*{B}\\s*(?:引导页|向导页|配置页)(?:面)?', (m) => [{ kind: 'section', label: m.text(1), scope: 'page' }]),
  // A number in bold is a value: "输入端口号**22**".
  rule('enter-bold-number-zh', `{enter}\\s*(${plainZh}{0,15}?)\\s*{B}`, (m) => (/^[\d.:/~-]+$/.test(m.text(2)) ? [{ kind: 'fill', field: '', value: m.text(2), hint: m.text(1) }] : null)),
  // A menu path with its place before it: "单击列表最右侧的**更多** > **删除**", "选择页面底部的**更多** > **设置标签**". With
  // 选择 the place must be where a button sits (a side, the bottom, a corner) or the path open with More: "选择产品的**A** >
  // **B**" is a cascader's option.
  // The side written without 的 ("选择文件右侧**更多** > **设置软连接**") places it as well.
  rule('click-placed-path-zh', `(?:({click})|{select})\\s*(${plainZh}{1,20}?)(?:的|中的|里的|上的|(?<=右侧|左侧|右边|左边|底部|顶部|下方|上方))\\s*{P2}`, (m) => {
    const path = m.path(3);
    if (!m.has(1) && !PLACE_ZH.test(m.text(2)) && !MORE.test(path[0])) return null;
    return path.map((label, i): Emit => (i ? { kind: 'click', label, area: 'menu' } : { kind: 'click', label }));
  }),
  // A control with its place before it: "单击日志库的**查询**选项", "单击实例列表页的**监控图表**".
  rule('click-placed-of-zh', `{click}\\s*${plainZh}{1,20}?(?:的|中的|里的|上的)\\s*{B}(?:\\s*(?:选项|按钮|链接|菜单|图标))?`, (m) => [{ kind: 'click', label: m.text(1) }]),
  // A feature switched on at a path of the domain's settings: "在**HTTPS配置** > **HTTP/2设置**开启功能", "Enable the
  // feature in **HTTPS Settings** > **HTTP/2**": the path is where, its last item the switch.
  rule('enable-at-path-zh', '在\\s*{P2}\\s*(?:中|下|处|区域)?\\s*[，,]?\\s*(?:开启|打开|启用)(?:该|此|对应)?(?:功能|开关)', (m) => {
    const path = m.path(1);
    return [{ kind: 'navigate', path: path.slice(0, -1) }, { kind: 'check', label: path[path.length - 1], checked: true }];
  }),
  rule('enable-at-path', '(?:enable|turn\\s+on)\\s+the\\s+(?:feature|function|switch)\\s+(?:in|on|under)\\s+(?:the\\s+)?{P2}', (m) => {
    const path = m.path(1);
    return [{ kind: 'navigate', path: path.slice(0, -1) }, { kind: 'check', label: path[path.length - 1], checked: true }];
  }),
  // The second menu path without its verb: "单击**更多** > **启动**或**更多** > **停止**".
  rule('or-path-zh', '(?<=\\u0001\\s*[，,]?\\s*(?:或者|或)\\s*){P2}(?=\\s*(?:[。；，,]|$))', (m): Emit[] => [
    { kind: '_or' },
    ...m.path(1).map((label, i): Emit => (i ? { kind: 'click', label, area: 'menu' } : { kind: 'click', label })),
  ]),
  // The choices of the field the sentence before selects: "选择付款类型。支持**全预付**、**部分预付**和**0预付**。",
  // "Select a type. Valid values: **A** and **B**." (intents.ts gives them to that field).
  rule('choices-after-zh', '^\\s*(?:支持|可选|可选择|可以选择|包括)\\s*{B}((?:\\s*[、，,和及或]\\s*{B})+)', (m) => [{ kind: 'choose', field: '', option: '', options: m.path(0) }]),
  rule('choices-after', '^\\s*(?:valid\\s+values|supported\\s+values|options)\\s*(?:are|include)?\\s*:?\\s*{B}((?:\\s*(?:,|and|or)\\s*(?:and\\s+|or\\s+)?{B})+)', (m) => [{ kind: 'choose', field: '', option: '', options: m.path(0) }]),
  // The column first, the click after it in any phrasing: "在**实例ID/名称**列，单击…", "In the **Name** column, click …".
  // The row named before its column: "In the **Actions** column corresponding to the **system disk**, choose …": that
  // row, then the column of the click ("在**系统盘**的**操作**列中" is read before the Chinese column clicks, phrases.ts).
  rule('row-column-first', 'in\\s+the\\s+{B}\\s+column\\s+(?:corresponding\\s+to|of|for)\\s+the\\s+{B}\\s*,', (m) => [
    { kind: 'find', text: m.text(2), literal: true },
    { kind: '_column', column: m.text(1) },
  ]),
  rule('column-first-zh', `在\\s*(?:${plainZh}{0,15}?的)?\\s*{B}\\s*(?:列(?!表)|栏)(?:中|下|里|内)?\\s*[，,]?`, (m) => [{ kind: '_column', column: m.text(1) }]),
  rule('column-first', 'in\\s+(?:the\\s+)?(?:corresponding\\s+|respective\\s+)?{B}\\s+column(?:\\s+on\\s+the\\s+(?:left|right)(?:[- ]hand)?(?:\\s+side)?)?(?:\\s+(?:on|of)\\s+the\\s+[\\w -]{1,30}?\\s+page)?\\s*,', (m) => [{ kind: '_column', column: m.text(1) }]),
];

/** The column of a row's actions, named without the word "column" ("单击**操作**中的**删除**"): only this name may go without it. */
const ACTIONS = /^(?:操作|操作列|actions?|operations?)$/i;
const chainIn = (column: string, path: string[]): Emit[] =>
  path.map((label, i): Emit => (i ? { kind: 'click', label, area: 'menu' } : { kind: 'click', label, column }));

/** Read after the column phrasings of phrases.ts that say "column" / "列". */
export const ACTIONS_COLUMN_RULES: RuleSpec[] = [
  // "单击**操作**中的**删除**", "单击其对应的**操作**栏里的**更多**", "选择实例**操作**下的**更多** > **A**", "单击**操作**列下**绑定资源**".
  rule('actions-of-click-zh', `(?:{click}|{select})\\s*${plainZh}{0,15}?\\s*{B}\\s*(?:列表|列|栏|菜单)?\\s*(?:中的|里的|下的|中|里|下|的)\\s*{P}`, (m) =>
    ACTIONS.test(m.text(1)) ? chainIn(m.text(1), m.path(2)) : null,
  ),
  // "在右侧**操作**列表中单击**执行**", "在**操作**中点击**X**", "在**操作**菜单中，选择**更多** > **A**", "在**操作**区域单击**详情**".
  rule('in-actions-click-zh', `在\\s*${plainZh}{0,15}?\\s*{B}\\s*(?:列表|列|栏|菜单|区域)?\\s*(?:中|里|下)?\\s*[，,]?\\s*(?:{click}|{select})\\s*{P}`, (m) =>
    ACTIONS.test(m.text(1)) ? chainIn(m.text(1), m.path(2)) : null,
  ),
  // "click **Details** in the **Actions**", "click **Modify** next to a rule under the **Actions**column".
  rule('click-in-actions', `(?:{click}|{select})\\s+(?:the\\s+)?{P}(?:\\s+next\\s+to\\s+[^,;.\\u0001\\uE000]{1,40}?)?\\s+(?:in|under|from)\\s+the\\s+{B}(?:\\s*(?:column|menu))?`, (m) =>
    ACTIONS.test(m.text(2)) ? chainIn(m.text(2), m.path(1)) : null,
  ),
];
