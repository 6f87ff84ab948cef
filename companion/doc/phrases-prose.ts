/**
 * Phrasings that name fields and form parts in prose, and steps that only look: read after the labelled rules of
 * phrases.ts (a match there wins), before its catch-alls for values without a field. Same macros as phrases.ts.
 */
import type { Emit, Match } from './intents';
import { productFromText } from '../task/products';
import { CONSUMED } from './inline';
import { SEARCH_ZH_RULES } from './phrases-plain';
import { rule, type RuleSpec } from './rule';

/** "（默认）" after a choice the doc lists: the default among them, still one of them. */
const DEFAULT_NOTE = '(?:\\s*[（(](?:默认|默认值|default)[）)])?';

const NAV_ZH = '(?:页面)?左侧(?:导航栏|导航窗格|导航树|导航菜单|菜单栏|导航)(?:中|里|内)?';
const productOfText = (text: string) => {
  const key = productFromText(text);
  return key ? { product: key } : undefined;
};

/** Fields named in bold with nothing to set them to: the doc leaves the values to the reader. */
const leftToReader = (fields: string[], choice: boolean): Emit[] =>
  fields.map((field) => (choice ? { kind: 'choose', field, option: '' } : { kind: 'fill', field, value: '' }));

const plain = '[^\\uE000\\u0001,;.，；。:：()（）]';
/** "the following parameters", "以下参数": a lead into the sub-steps or table that name them, not a part of the form. */
const LEAD_IN = /^(?:following|(?:the\s+)?(?:parameters|settings)\s+(?:below|as follows|(?:(?:described|listed)\s+)?in\s+the\s+following\b)|以下|如下|下列|下面)/i;

/** A few plain words that name a thing, cut before a relative clause ("the instance type that you want"). */
const thing = `((?:(?!\\s(?:that|which|who|you|to\\s+which|to\\s+be|for\\s+the|in\\s+the|from\\s+the|on\\s+the|as\\s+needed|based\\s+on|by\\s+[a-z]+ing)\\b)${plain}){2,60}?)`;
/** One item of a list of fields: a few words, not a verb ("…, and click", "…, and then keep"). */
const item = `(?:the\\s+)?(?!(?:then|click|select|choose|enter|set|keep|retain|leave|use|add|specify|configure)\\b)${plain}{2,60}?`;
/** What may follow the thing named: a relative clause, a place, or how ("by clicking the corresponding tab"). */
const rest = `(?:\\s+(?:that|which|you|to|for|in|from|on|as|based|by)\\b${plain}*)?`;
// The next verb may already be read ("…and click **OK**": the click rule ran first and left CONSUMED in its place).
const END = `(?=\\s*(?:[.;。；,]|$|\\s+and\\s+(?:then\\s+)?(?:click|select|enter|set|${CONSUMED})))`;

/** A link to another help-center page (not a console, not a download). */
const docLink = (urls: string[]) => urls.find((u) => /\.md(?:#|$)|help\.aliyun\.com|alibabacloud\.com\/help|^#/.test(u) || (!/^[a-z]+:/i.test(u) && !/console\./.test(u)));

/** Read before the row, context and click rules of phrases.ts (they would take these labels as plain clicks). */
/** Read just before the row-link rules of phrases.ts. */
/** Kinds of resource a page names one of by its name ("the RAM role **x**", "用户组**x**"). */
const KIND = '(?:role|user\\s+group|user|group|policy|VPC|vSwitch|security\\s+group|bucket)';
const KIND_ZH = '(?:角色|用户组|用户|权限策略|策略|专有网络|交换机|安全组|存储空间|Bucket)';

export const ROW_LINK_RULES: RuleSpec[] = [
  // A resource named by its value, clicked to open it: "click the bucket `x` to open it", "click the name of the
  // bucket `x`", "单击存储空间 `x` 的名称，打开该存储空间概览页面". The link that reads the name, wherever the list is
  // (a table, or a list in the left pane); the purpose clause is what follows, not a page to go to.
  // The row named by its value right after the link: "click the username `doc-01`", "单击 RAM 用户`doc-01`的名称".
  rule('click-named-row-link', '{click}\\s+(?:the\\s+)?(?:user|role|group|instance|bucket|domain|key)?\\s?(ID|name)\\s+{V}', (m) => [
    { kind: 'find', text: m.text(2), literal: true },
    { kind: 'click', label: m.text(1), rowLink: /^id$/i.test(m.text(1)) ? 'id' : 'name' },
  ]),
  rule('click-named', `{click}\\s+(?:on\\s+)?the\\s+(?:name\\s+of\\s+the\\s+)?(?:[\\w-]+\\s+){1,2}?{V}(?:\\s+to\\s+open\\s+(?:it|the\\s+${plain}{0,40}?page(?:\\s+of\\s+the\\s+[\\w-]+)?))?`, (m) => [
    { kind: 'click', label: m.text(1) },
  ]),
  // "单击密钥 `k1` 在**密钥**列的**创建别名**": the row by its value, then the control in that row's column.
  rule('column-click-zh-row', '{click}\\s*(?:[\\u4e00-\\u9fa5]{1,6}?)?\\s*{V}\\s*(?:的)?\\s*在\\s*{B}\\s*列(?:中|下|里)?的\\s*{B}', (m) => [
    { kind: 'find', text: m.text(1), literal: true },
    { kind: 'click', label: m.text(3), column: m.text(2) },
  ]),
  rule('click-named-zh', `{click}\\s*(?:[\\u4e00-\\u9fa5A-Za-z]{1,6}?)?\\s*{V}(?!\\s*对应)\\s*的?(?:名称|ID)?(?:\\s*[，,]\\s*(?:打开|进入)(?:该|目标)?${plain}{0,20}?页面)?`, (m) => [
    { kind: 'click', label: m.text(1) },
  ]),
  rule('click-named-row-link-zh', '{click}\\s*(?:[\\u4e00-\\u9fa5A-Za-z ]{0,10}?)\\s*{V}\\s*的\\s*(ID|名称)', (m) => [
    { kind: 'find', text: m.text(1), literal: true },
    { kind: 'click', label: m.text(2), rowLink: m.text(2) === 'ID' ? 'id' : 'name' },
  ]),
  // A page of one resource named by its value: "进入域名 `x` 的解析设置页面", "打开实例 `i-1` 的**详情**页". The resource's
  // row, then the page's own control in it, or the link that reads the value (list rows open their resource's page).
  rule('go-to-row-page-zh', '(?:进入|前往|打开)\\s*(?:[\\u4e00-\\u9fa5A-Za-z ]{0,10}?)\\s*{V}\\s*的\\s*(?:{B}|([^\\uE000\\u0001，,。；、\\s]{2,20}?))\\s*页面?', (m) => {
    const page = m.has(2) ? m.text(2) : m.text(3);
    return [
      { kind: 'find', text: m.text(1), literal: true },
      { kind: 'either', of: [[{ kind: 'click', label: page, row: m.text(1) }], [{ kind: 'click', label: m.text(1) }]] },
    ];
  }),
  // A resource named after its kind, its link clicked: "Click the VPC **vpc-web**.", "click the RAM role name
  // **ops-admin**", "单击RAM角色名称`ops-admin`。", "单击用户组**dev**".
  rule('click-kind-named', `{click}\\s+(?:the\\s+)?(?:RAM\\s+)?${KIND}\\s+(?:name\\s+|ID\\s+)?{X}(?=\\s*(?:[.;,]|$|to\\s|and\\s))`, (m) => [{ kind: 'click', label: m.text(1) }]),
  rule('click-kind-named-zh', `{click}\\s*(?:目标)?\\s*(?:RAM\\s*)?${KIND_ZH}\\s*(?:名称|ID)?\\s*{X}(?=\\s*(?:[，,。；]|$|进入|打开))`, (m) => [{ kind: 'click', label: m.text(1) }]),
  // A resource deleted by its name: "delete the RAM role **ops-admin**", "删除**ops-admin**角色", "删除RAM角色`x`": its
  // row, then the row's delete control.
  rule('delete-kind-named', `(?:delete|remove)\\s+the\\s+(?:RAM\\s+)?${KIND}\\s+{X}`, (m) => [
    { kind: 'find', text: m.text(1), literal: true },
    { kind: 'click', label: 'Delete' },
  ]),
  rule('delete-kind-named-zh', `删除\\s*(?:(?:RAM\\s*)?${KIND_ZH}\\s*{X}|{X}\\s*(?:RAM\\s*)?${KIND_ZH})`, (m) => [
    { kind: 'find', text: m.text(m.has(1) ? 1 : 2), literal: true },
    { kind: 'click', label: '删除' },
  ]),
  // "In the **Instance ID/Name** column, click the name of the instance".
  rule('column-row-link', 'in\\s+the\\s+{B}\\s+column\\s*,?\\s*{click}\\s+(?:the\\s+)?(ID|name)\\b(?:\\s+of\\s+the\\s+[\\w-]+(?:\\s+[\\w-]+)?)?', (m) => [
    { kind: 'click', label: m.text(2), rowLink: /^id$/i.test(m.text(2)) ? 'id' : 'name', column: m.text(1) },
  ]),
];

// Moving the pointer: "move the pointer over", "hover over", "将鼠标悬停在".
const POINTER = '(?:move\\s+the\\s+(?:pointer|cursor|mouse)|hover(?:\\s+the\\s+pointer)?)\\s+(?:over|to|on)\\s+';
const POINTER_ZH = '(?:将|把)?(?:鼠标|光标|指针)(?:悬停|悬浮|移动|移至|移到|放置|放在|停留|停)(?:在|到|至|于)?\\s*';

/** A field's label written without bold ("specify Alias Name"): a few words, each capitalized. */
const TITLE = /^[A-Z][\w-]*(?: [A-Z][\w-]*){0,3}$/;

/** The steps a "repeat" names: one number, or a range ("steps 3 to 5"); none when it names none. */
function stepRange(m: Match, from: number, to: number): { steps?: number[] } {
  if (!m.has(from) || !m.text(from)) return {};
  const a = Number(m.text(from));
  const b = m.has(to) && m.text(to) ? Number(m.text(to)) : a;
  // "steps 7 and 8", "步骤2和4" name two steps; "to", "至", "-" a range.
  const range = b > a && b - a < 20 && !/\band\b|和|、/.test(m.text(0));
  return { steps: range ? Array.from({ length: b - a + 1 }, (_, k) => a + k) : a === b ? [a] : [a, b] };
}

/**
 * The example the procedure goes by, named with "为例" / "as an example": "本文以选择**按量付费**为例", "本文以**交换机粒度**为例创建…",
 * "This topic uses **Subscription** as an example", "**A** is used as an example", "Select **A** in this example": the value the
 * step it stands in takes (intents.ts gives it to the field open there), no click on it. Read first, before "选择**X**为…"
 * takes "例" for a value.
 */
const exampleOf = (m: Match, group: number): Emit[] =>
  m.kind(group) === 'V' ? [{ kind: 'fill', field: '', value: m.text(group), example: true }] : [{ kind: 'choose', field: '', option: m.text(group), example: true }];
export const EXAMPLE_LEAD_RULES: RuleSpec[] = [
  rule('example-lead-zh', '(?:(?:本文|本示例|本例|本教程|本节|本操作|本步骤|下文|这里|此处)(?:中)?\\s*[，,]?\\s*)?以\\s*(?:选择|选中|勾选|使用|采用|开启|输入|填写|设置|配置)?\\s*{X}\\s*(?:为例|作为示例|为示例)', (m) => exampleOf(m, 1)),
  rule('example-lead', '(?:(?:this|the\\s+following)\\s+(?:topic|example|tutorial|section|procedure)\\s+)?(?:uses|takes)\\s+(?:the\\s+)?{X}(?:\\s+(?:option|setting))?\\s+as\\s+an\\s+example|{X}(?:\\s+(?:option|setting))?\\s+is\\s+(?:used|taken)\\s+as\\s+an\\s+example|(?<![\\w-]){select}\\s+(?:the\\s+)?{X}(?:\\s+(?:option|setting))?\\s+in\\s+this\\s+(?:example|topic|tutorial)\\b', (m) =>
    exampleOf(m, m.has(1) ? 1 : m.has(2) ? 2 : 3),
  ),
];

export const EARLY_PROSE_RULES: RuleSpec[] = [
  ...SEARCH_ZH_RULES,
  // "…, and complete the payment", "…并完成支付": the purchase is paid on the pages that follow, buttons unnamed.
  rule('pay', '(?:,?\\s*(?:and\\s+)?(?:then\\s+)?)complete\\s+(?:the|your)\\s+(?:payment|purchase)', () => [{ kind: 'pay' }]),
  rule('pay-zh', '(?:并|然后|再)?\\s*(?:完成支付|(?<=[并再]\\s*)(?:付款|支付)(?=\\s*(?:[。；]|$)))', () => [{ kind: 'pay' }]),
  // The pointer over a cell of a column: "move the pointer over its name in the **Event Name** column", "将鼠标悬停在
  // **事件名称**列的事件名称上": the column says where to look (the row's own cell shows the details), not a control.
  rule('hover-column', `${POINTER}[^\\uE000\\u0001,.;]{0,30}?\\bin\\s+the\\s+{B}\\s+column`, (m) => [{ kind: 'mention', label: m.text(1) }]),
  rule('hover-column-zh', `${POINTER_ZH}{B}\\s*列`, (m) => [{ kind: 'mention', label: m.text(1) }]),
  // The pointer over a control: "move the pointer over the ![](p1.png) icon", "将鼠标悬停在**状态**上".
  rule('hover', `${POINTER}(?:the\\s+)?{B}`, (m) => [{ kind: 'click', label: m.text(1), hover: true }]),
  rule('hover-zh', `${POINTER_ZH}{B}`, (m) => [{ kind: 'click', label: m.text(1), hover: true }]),
  // …with the place of the control before it: "将鼠标移至目标文件后的**更多**", "鼠标悬停在实例右侧的**更多**上".
  rule('hover-placed-zh', `${POINTER_ZH}[^\\uE000\\u0001，,。；：:]{1,14}?(?:后|右侧|左侧|右边|左边|旁边|上方|下方)的?\\s*{B}`, (m) => [{ kind: 'click', label: m.text(1), hover: true }]),
  // The doc's example choice: "In this example, **Ubuntu** is selected", "本示例选择**华东1（杭州）**".
  // The value the field before takes in the doc's example (intents.ts gives it to that field when one is open).
  rule('example-choice', '(?:in\\s+this\\s+(?:example|topic|tutorial),?\\s*{X}\\s+is\\s+(?:selected|used|entered|specified|set|chosen)|{X}\\s+is\\s+(?:selected|used|entered|specified|chosen)\\s+in\\s+this\\s+(?:example|topic|tutorial))', (m) => [
    { kind: 'choose', field: '', option: m.has(1) ? m.text(1) : m.text(2), example: true },
  ]),
  // "In this example, **Disk 1** is the new data disk", "本例中，**磁盘 1**是新挂载的数据盘": what the example's page shows.
  rule('example-shows', '(?:in\\s+this\\s+(?:example|topic|tutorial)|本示例|本例|本教程)(?:中)?\\s*[,，]?\\s*{B}\\s*(?:is|are|indicates|represents|表示|为|是|即)(?!\\s*(?:selected|used|entered|specified|set|chosen)\\b)[^.;。；\\u0001]*', (m) => [
    { kind: 'expect', text: m.text(0), label: m.text(1) },
  ]),
  // "单击**下一步**至**确定**", "Click **Next** until the **Health Check** step appears": through a wizard to its last button or step.
  rule('click-through-zh', '{click}\\s*{B}\\s*(?:直)?至\\s*{B}', (m) => [{ kind: 'click', label: m.text(1) }, { kind: 'click', label: m.text(2) }]),
  rule('click-until-step', '{click}\\s+{B}\\s+(?:until|till)\\s+the\\s+{B}\\s+(?:step|page|module|tab)', (m) => [{ kind: 'click', label: m.text(1) }, { kind: 'section', label: m.text(2), scope: 'section' }]),
  // "Set **Capacity** (in this example, **40 GiB**)": the example value in an aside.
  rule('example-aside', '[(（]\\s*(?:in\\s+this\\s+(?:example|topic|tutorial)|for\\s+example|e\\.g\\.)\\s*[,:]?\\s*{X}\\s*[)）]', (m) => [{ kind: 'choose', field: '', option: m.text(1), example: true }]),
  // "Select the resource type, such as **Disks**, **Images**, or **Snapshots**", "选择资源类型，例如**实例**、**云盘**或**快照**":
  // several examples are the choices the doc names for the field the clause left to the reader, one of them the reader's.
  rule('examples-after-choice', '(?<=(?:(?:select|choose)\\s+(?:a|an|the)\\s+[\\w -]{1,40}?|(?:选择)[^，,。；\\u0001\\uE000]{1,15}?)\\s*[，,]\\s*)(?:for\\s+example|such\\s+as|e\\.g\\.|例如|比如|如)\\s*[,:：]?\\s*{B}((?:\\s*(?:[,，、]\\s*(?:or\\s+|and\\s+)?|\\s(?:or|and)\\s|或者|或|和)\\s*{B})+)(?=\\s*(?:[.;。；]|等|$))', (m) => [
    { kind: 'choose', field: '', option: '', options: m.path(0) },
  ]),
  // "Select a level, for example, **Critical**.", "选择程度，例如**非常重要**": the doc's example choice for the field it
  // just named (a click's example, "单击…类别，如**主机监控**", is not a choice).
  rule('example-after-choice', '(?<=(?:(?:select|choose)\\s+(?:a|an|the)\\s+[\\w -]{1,30}?|(?:选择)[^，,。；\\u0001\\uE000]{1,12}?)\\s*[，,]\\s*)(?:for\\s+example|such\\s+as|e\\.g\\.|例如|比如|如)\\s*[,:：]?\\s*{B}(?=\\s*(?:[.;。；]|$))', (m) => [
    { kind: 'choose', field: '', option: m.text(1), example: true },
  ]),
  // "Enter a policy name, such as **LogPolicy**, and then …", "输入策略名称，如**LogPolicy**，然后…", "Select a region, such as
  // **China (Hangzhou)**": the example value of the field the clause before left to the reader.
  rule('example-after-entry', '(?<=(?:\\b(?:enter|type|specify|set|select|choose)\\s+(?:a|an|the|your)\\s+[\\w -]{1,40}?|(?:输入|填写|设置|选择|指定)[^，,。；\\u0001\\uE000]{1,15}?|\\u0001)\\s*[，,]\\s*)(?:for\\s+example|such\\s+as|e\\.g\\.|例如|比如|如)\\s*[,:：]?\\s*{B}(?=\\s*(?:[.;。；,，]|\\band\\b|然后|并|$))', (m) => [
    { kind: 'choose', field: '', option: m.text(1), example: true },
  ]),
  // The field in bold, its example in plain words: "输入**任务名称**，如backup01", "Enter the **Task Name**, such as backup01":
  // the field, and the doc's example value for it.
  rule('field-example-plain', '{enter}\\s*(?:the\\s+|an?\\s+(?:new\\s+)?|新的\\s*|创建的\\s*)?{B}(?:\\s+(?:field|box))?\\s*[，,]\\s*(?:for\\s+example|such\\s+as|e\\.g\\.|例如|比如|如)\\s*[,:：]?\\s*([A-Za-z0-9][^\\s，,。；;\\u0001\\uE000]{0,40}?)(?=\\s*(?:[。；;，,]|\\.(?:\\s|$)|$))', (m) => [
    { kind: 'fill', field: m.text(1), value: m.text(2), example: true },
  ]),
  // "登录。", "Log on.": the step that logs on to the console, its link lost from the page.
  rule('log-on-bare', '^\\s*(?:登录|登陆|log\\s+on|log\\s+in)(?=\\s*[。.]?\\s*$)', () => [{ kind: 'open-console' }]),
  // A cell of an editable row named by its column, its value written out: "在**域名**列输入*.example.com", "在**端口**操作列输入8080"
  // (words that describe it, "输入说明", are no value).
  rule('column-enter-plain-zh', '在\\s*{B}\\s*(?:操作)?列\\s*(?:中|里)?\\s*[，,]?\\s*(?:输入|填写|填入)\\s*([!-+\\--~]{1,60})(?=\\s*(?:[，,。；]|$))', (m) => [
    { kind: 'fill', field: m.text(1), value: m.text(2) },
  ]),
  // A field and its value side by side, more fields after: "输入**名称**`web`和**备注**", "Enter **Name** `web` and **Note**".
  rule('enter-field-value-more', '{enter}\\s*(?:the\\s+)?{B}\\s*{V}((?:\\s*(?:,|and|和|及|、)\\s*(?:the\\s+)?{B})*)(?=\\s*(?:[.;。；，,]|$))', (m) => {
    const [field, ...more] = m.path(0);
    return [{ kind: 'fill', field, value: m.text(2) }, ...more.map((f): Emit => ({ kind: 'fill', field: f, value: '' }))];
  }),
  // One of the choices the doc names for a field: "You can select **Allow** or **Deny** for the **Action** parameter".
  rule('select-one-of-for', '{select}\\s+{B}((?:\\s*,\\s*{B})*\\s*,?\\s*or\\s+{B})\\s+(?:for|as)\\s+(?:the\\s+)?{B}', (m) => {
    const labels = m.path(0);
    return [{ kind: 'choose', field: labels[labels.length - 1], option: '', options: labels.slice(0, -1) }];
  }),
  // A button in a part of the page named by its path: "Click **Modify** in **Caching** > **Range Requests**".
  rule('click-in-path', '{click}\\s*{B}\\s+in\\s*{P2}(?=\\s*(?:[.;,]|$))', (m) => [
    { kind: 'navigate', path: m.path(2) },
    { kind: 'click', label: m.text(1) },
  ]),
  // A list filtered by a column: "根据**状态**筛选已停止的任务", "filter the jobs by **Status**": the filter's field, its value
  // the words the doc describes.
  rule('filter-by', '(?:根据|按照?)\\s*{B}\\s*(?:筛选|过滤)|\\bfilter\\s+(?:the\\s+)?[\\w\\s-]{0,30}?\\bby\\s+(?:the\\s+)?{B}', (m) => [
    { kind: 'choose', field: m.has(1) ? m.text(1) : m.text(2), option: '' },
  ]),
  // A path of choices as the example ("本示例中，选择**所有代** > **x86计算** > **共享型**"): one cascader option.
  rule('example-path-zh', '(?:本示例|本例|本文|本文示例|本教程)(?:中)?\\s*[，,]?\\s*(?:选择|以|使用|设置为)\\s*{P2}', (m) => [
    { kind: 'choose', field: '', option: m.path(1).join(' > '), example: true },
  ]),
  rule('example-choice-zh', '(?:本示例|本例|本文|本文示例|本教程|本操作)(?:中)?\\s*[，,]?\\s*(?:选择|以|使用|设置为|填写|为|输入)\\s*(?:[^，,。；\\u0001\\uE000]{1,10}?)?{X}', (m) => [{ kind: 'choose', field: '', option: m.text(1), example: true }]),
  // "**镜像**：建议选择为**Alibaba Cloud Linux**".
  rule('field-choose-as-zh', '{B}\\s*[:：][^\\uE000\\u0001。；]{0,10}?(?:选择|设置|设)为\\s*{X}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  // The left navigation named in a click ("单击左侧导航栏中**云服务器ECS**下的**实例**"), or its menu as the place.
  rule('nav-under-zh', `{click}\\s*${NAV_ZH}\\s*{B}\\s*(?:菜单)?(?:下|中)?的\\s*{B}`, (m) => [{ kind: 'navigate', path: [m.text(1), m.text(2)] }]),
  rule('nav-menu-zh', `在?\\s*${NAV_ZH}的?\\s*{B}\\s*(?:菜单|分组|目录)?(?:下|中)?\\s*[，,]\\s*(?:{click}|{select})\\s*{B}`, (m) => [{ kind: 'navigate', path: [m.text(1), m.text(2)] }]),
  rule('nav-plain-zh', `在?\\s*${NAV_ZH}\\s*[，,]?\\s*(?:{click}|{select})\\s*([^\\uE000\\u0001，,。；\\s]{2,12}?)(?=[，,。；]|$)`, (m) => [{ kind: 'navigate', path: [m.text(1)] }]),
  rule('open-path', '(?:{open})\\s*(?:the\\s+)?{P2}', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  // A control with its place between the verb and the label: "单击右上角的**创建**", "单击页面下方的**确定**", "单击右上角**创建**".
  rule('click-placed-zh', '{click}\\s*(?:页面|列表|对话框|面板)?(?:右上角|左上角|右下角|左下角|右上方|左上方|右下方|左下方|上方|下方|右侧|左侧|顶部|底部)的?\\s*{X}', (m) => [{ kind: 'click', label: m.text(1) }]),
  // Tabs in plain words: "单击安全组规则页签", "在入方向页签，…".
  rule('tab-plain-zh', '(?:{click}|{select}|在|切换到|切换至)\\s*([^\\uE000\\u0001，,。；\\s]{1,12}?)\\s*(?:页签|选项卡|标签页)(?:中|下|内)?', (m) => [{ kind: 'tab', label: m.text(1) }]),
  // "Select the Listeners tab", "Click the Inbound tab": a tab named in plain words (capitalized, as the console writes it).
  rule('tab-plain', '(?:{click}|{select}|open|switch\\s+to)\\s+the\\s+([A-Z][^\\uE000\\u0001,.;:()]{0,40}?)\\s+tab\\b(?!\\s+(?:page|of)\\b)', (m) => [{ kind: 'tab', label: m.text(1) }]),
  // A column's control in plain words: "在**操作**列，单击修改".
  rule('column-plain-zh', '在\\s*{B}\\s*列(?:中|下)?\\s*[，,]?\\s*{click}\\s*([^\\uE000\\u0001，,。；\\s]{1,8}?)(?=[，,。；]|$)', (m) => [{ kind: 'click', label: m.text(2), column: m.text(1) }]),
  // A page by its link: "登录[配额中心](https://quotas.console.aliyun.com/…)", "Go to the [ECS purchase](https://ecs-buy…) page".
  rule('open-link', '{open}\\s*(?:the\\s+)?([^\\uE000\\u0001，,。；.;]{1,60}?)(?=\\s*(?:page|页面?)?\\s*(?:[，,。；.;]|$))', (m) => {
    const url = m.links().find((u) => /^https?:\/\//.test(u));
    return url ? [{ kind: 'open-console', ...(productOfText(m.text(1)) ?? {}), url }] : null;
  }),
  // "在**X**中选择Y".
  rule('in-bold-select-zh', '在\\s*{B}\\s*(?:中|里|内)\\s*[，,]?\\s*选择\\s*([A-Za-z0-9][\\w .-]{0,30}|[^\\uE000\\u0001，,。；\\s]{1,12})(?=[，,。；]|$)', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // A row's control in a named column: "单击联系人`x`对应**操作**列的**删除**", "单击目标实例对应的**操作**列中的**停止**".
  rule('row-column-action-zh', '{click}\\s*([^\\uE000\\u0001，,。；]{0,12}?)\\s*(?:{V})?\\s*对应(?:的)?\\s*{B}\\s*列(?:中|下)?的\\s*{B}', (m) => {
    const row = m.has(2) ? m.text(2) : undefined;
    const find: Emit[] = row ? [{ kind: 'find', text: row, literal: true }] : m.text(1) ? [{ kind: 'find', text: m.text(1), literal: false }] : [];
    return [...find, { kind: 'click', label: m.text(4), column: m.text(3), ...(row ? { row } : {}) }];
  }),
  // A row's control: "单击目标域名对应的**管理**", "单击**自定义参数名**对应的**修改**", "click **Manage** of the target domain".
  rule('row-action-zh', '{click}\\s*((?:目标|需要|要|对应|该)[^\\uE000\\u0001，,。；]{0,12}?)(?:对应的|后的|后面的|右侧的|所在行的|的)\\s*{B}', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
    { kind: 'click', label: m.text(2) },
  ]),
  rule('near-action-zh', '{click}\\s*{B}\\s*(?:[\\u4e00-\\u9fff]{0,6}?)(?:对应的|后的|右侧的|所在行的)\\s*{B}', (m) => [{ kind: 'click', label: m.text(2), near: m.text(1) }]),
  // A path of the page's own navigation as the place of the next actions: "在**访问控制** > **鉴权配置**栏，…".
  rule('in-path-zh', '在\\s*{P2}\\s*(?:栏|区域框|区域|页面|页签|中)?\\s*(?=[，,])', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  rule('in-path', '(?:in|on|under)\\s+(?:the\\s+)?{P2}(?:\\s+(?:section|page|tab|area))?\\s*(?=,)', (m) => [{ kind: 'navigate', path: m.path(1) }]),
  // A list as the place: "在**Bucket列表**中，".
  rule('in-list-zh', '在\\s*{B}\\s*(?:中|里|内)\\s*(?=[，,])', (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  // A field in bold, its value left to the reader: "输入**订单/账单号**".
  rule('enter-field-zh', '(?:输入|填写)\\s*(?:新的|对应的|相应的)?\\s*{B}(?:\\s*[（(][^（()）\\uE000\\u0001]{1,30}[)）])?((?:\\s*[、和及与]\\s*{B}(?:\\s*[（(][^（()）\\uE000\\u0001]{1,30}[)）])?)*){END}', (m) => m.path(0).map((field) => ({ kind: 'fill', field, value: '' }))),
  // A bare option from a named list: "从**产品**下拉列表中选择CDN".
  rule('list-bare-option-zh', '(?:在|从)\\s*{B}\\s*(?:下拉列表|列表|下拉框)(?:中|内|里)?\\s*[，,]?\\s*选择\\s*([A-Za-z0-9][\\w .-]{0,30}|[^\\uE000\\u0001，,。；\\s]{1,10})(?=[，,。；]|$)', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // Several sections named at once: "in the **Basic Information** and **Business Information** sections".
  rule('sections', '(?:in|on|under)\\s+the\\s+{B}((?:\\s*(?:,|and)\\s*(?:the\\s+)?{B})+)\\s+(?:sections|areas|steps|tabs)', (m) =>
    m.path(0).map((label) => ({ kind: 'section', label, scope: 'section' })),
  ),
  rule('sections-zh', '在?\\s*{B}((?:\\s*[、和及与]\\s*{B})+)\\s*(?:区域|部分|配置区|步骤)', (m) => m.path(0).map((label) => ({ kind: 'section', label, scope: 'section' }))),
  // A control named by its neighbour: "click **Modify** to the right of the **default** group", "单击**default**安全组右侧的**修改**".
  rule('click-near', `{click}\\s+(?:the\\s+)?{B}(?:\\s+(?:button|icon|link))?\\s+(?:that\\s+appears\\s+)?(?:to\\s+the\\s+right\\s+of|to\\s+the\\s+left\\s+of|next\\s+to|beside|(?:on|at)\\s+the\\s+(?:right|left)(?:\\s+side)?\\s+of|in\\s+the\\s+row\\s+of)\\s+(?:the\\s+)?(?:{X}|(${plain}{2,40}?))(?=\\s*(?:[.;,]|$|\\s+(?:group|row|entry|item|section|field)\\b|\\s+and\\b))`, (m) => [
    { kind: 'click', label: m.text(1), near: m.has(2) ? m.text(2) : m.text(3) },
  ]),
  rule('click-near-zh', '{click}\\s*{B}\\s*(?:[\\u4e00-\\u9fff]{0,6}?)(?:右侧|左侧|旁边|后面|右边|下方)的\\s*{B}', (m) => [{ kind: 'click', label: m.text(2), near: m.text(1) }]),
  rule('near-click-zh', '在\\s*{B}\\s*(?:[\\u4e00-\\u9fff]{0,6}?)(?:右侧|左侧|旁边|所在行)\\s*[，,]?\\s*{click}\\s*{B}', (m) => [{ kind: 'click', label: m.text(2), near: m.text(1) }]),
  // Switches named without the word "switch": "turn on **Origin Host**", "enable **HTTPS Secure**", "开启**智能压缩**".
  rule('turn-on', '(?:turn\\s+on|switch\\s+on|enable)\\s+(?:the\\s+)?{B}((?:\\s*(?:,|and|or)\\s*{B})*)(?!\\s+(?:page|tab|dialog|section))', (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: true }))),
  rule('turn-off', '(?:turn\\s+off|switch\\s+off|disable)\\s+(?:the\\s+)?{B}((?:\\s*(?:,|and|or)\\s*{B})*)(?!\\s+(?:page|tab|dialog|section))', (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: false }))),
  // A switch named as one ("**删除保护开关**") or by what it turns on ("关闭**开启健康检查**", "打开**是否覆盖**").
  rule('switch-named-zh', '(?:打开|开启|关闭)\\s*{B}', (m) => (/开关$|^(?:开启|启用|是否)/.test(m.text(1)) ? [{ kind: 'check', label: m.text(1), checked: !/^关闭/.test(m.text(0)) }] : null)),
  rule('turn-on-zh', '(?:开启|启用)\\s*{B}((?:\\s*[、和及或]\\s*{B})*)(?!\\s*(?:页面|页签|对话框))', (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: true }))),
  rule('turn-off-zh', '(?:禁用|停用)\\s*{B}((?:\\s*[、和及或]\\s*{B})*)(?!\\s*(?:页面|页签|对话框))', (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: false }))),
  // Rows named by a demonstrative ("勾选这些实例", "select them"): the rows the procedure acts on, not a check box's label.
  rule('select-rows-zh', '(?:勾选|选中)\\s*((?:这些|这几台|这几个|这|该|它们|它)[^\\uE000\\u0001，,。；（(]{0,8}?)(?=[，,。；（(]|并|再|然后|$)', (m) => [{ kind: 'find', text: m.text(1), literal: false }]),
  rule('select-rows', '(?<![\\w-])(?:select|check)\\s+(them|these\\s+[\\w-]+|those\\s+[\\w-]+)\\b(?!\\s+(?:check\\s?box|checkbox|option))', (m) => [{ kind: 'find', text: m.text(1), literal: false }]),
  // A control found through a search box (a searchable pane or menu): "search for **Stop** and click it", "搜索**停止**并单击".
  rule('search-click', '(?:search\\s+for|look\\s+up|type)\\s+(?:the\\s+)?{B}(?:\\s+in\\s+the\\s+search\\s+box)?\\s*(?:,|and)?\\s*(?:then\\s+)?{click}\\s+(?:it|the\\s+result|the\\s+(?:matching\\s+)?(?:entry|item|operation))\\b', (m) => [
    { kind: 'click', label: m.text(1), search: true },
  ]),
  rule('search-click-zh', '搜索\\s*{B}\\s*[，,]?\\s*(?:并|然后|再)?\\s*{click}(?:它|该项|搜索结果)?(?!\\s*\\uE000)', (m) => [{ kind: 'click', label: m.text(1), search: true }]),
  // A row the doc names in bold: "find the RAM role **AliyunCDNRole**", "找到**default**安全组".
  rule('find-bold', '(?:find|locate|search\\s+for)\\s+(?:the\\s+)?(?:(?!(?:and|then|click|select|choose)\\b)[\\w-]+\\s+){0,4}?(?:named\\s+)?{B}', (m) => [{ kind: 'find', text: m.text(1), literal: true }]),
  rule('find-bold-zh', '(?:找到|定位到|查找|搜索)\\s*(?:名为|名称为)?\\s*{B}', (m) => [{ kind: 'find', text: m.text(1), literal: true }]),
  // A bold lead over plain fields it holds: "**Instance Type**: Set Architecture to **A** and …": the part of the form.
  rule('lead-over-plain-set', `^\\s*{B}\\s*[:：]\\s*(?=(?:set|select|choose)\\s+(?!the\\b|a\\b|an\\b)[A-Z][\\w -]{1,30}?\\s+to\\s+\\uE000)`, (m) => [{ kind: 'section', label: m.text(1), scope: 'section' }]),
  // A plain field set to a labelled value: "Set Authorized Scope to **Alibaba Cloud Account**", "设置授权范围为**整个云账号**".
  rule('set-plain-to', `(?:{set}|modify)\\s+(?:the\\s+)?(${plain}{2,40}?)\\s+(?:parameter\\s+|field\\s+)?(?:to|as)\\s+{X}`, (m) => [
    m.kind(2) === 'V' ? { kind: 'fill', field: m.text(1), value: m.text(2) } : { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // The next plain field of the same sentence: "Set Architecture to **A** and Category to **B**".
  rule('and-plain-to', `(?<=\\u0001\\s*)(?:,\\s*)?and\\s+(?:the\\s+)?([A-Za-z][\\w -]{1,30}?)\\s+to\\s+{X}{END}`, (m) => [
    m.kind(2) === 'V' ? { kind: 'fill', field: m.text(1), value: m.text(2) } : { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  rule('set-plain-to-zh', '(?:设置|选择|修改)\\s*([^\\uE000\\u0001，,。；、\\s]{2,12}?)为\\s*{X}', (m) => [
    m.kind(2) === 'V' ? { kind: 'fill', field: m.text(1), value: m.text(2) } : { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // "the **B** parameter to **Y**" inside a list of settings.
  rule('param-to-named', '(?<=\\band\\s+|[,，]\\s*|\\bset\\s+)(?:the\\s+)?{B}\\s+(?:parameter|field|option)\\s+(?:to|as)\\s+{O}{END}', (m) => {
    const option = m.option(2);
    if (option === undefined) return null;
    return [m.kind(2) === 'V' ? { kind: 'fill', field: m.text(1), value: option } : { kind: 'choose', field: m.text(1), option }];
  }),
  // Choices the doc lists for the reader to pick from: "Choose **Blacklist** or **Whitelist**", "You can select **A**, **B**, or **C**".
  // "只需设置**授权策略**、**授权对象**并勾选…": fields listed without 或, each left to the reader, not choices.
  rule('set-field-list-zh', '(?:设置|配置|填写|指定)\\s*{B}((?:\\s*[、，和及与]\\s*{B})+)(?!\\s*[、，]?\\s*(?:或者|或))', (m) => leftToReader(m.path(0), false)),
  // A choice marked as the default ("**A**（默认）、**B**或**C**") is one of them; a lead that ends in a colon may be longer.
  rule('one-of-zh', `(?:{select}|配置|设置)\\s*(?:[^\\uE000\\u0001，,。；：:（(]{0,24}?[：:]\\s*|[^\\uE000\\u0001，,。；]{0,10}?){B}${DEFAULT_NOTE}((?:\\s*(?:、|，|或者|或)\\s*{B}${DEFAULT_NOTE})+(?:\\s*(?:和|及)\\s*{B}${DEFAULT_NOTE})?)`, (m) => [
    { kind: 'choose', field: '', option: '', options: m.path(0) },
  ]),
  rule('one-of', '(?:{select}|{set}\\s+(?:it\\s+)?to)\\s+(?:either\\s+|one\\s+of\\s+)?{B}((?:\\s*(?:,|，|、|or|或|或者)\\s*(?:or\\s+)?{B})+)', (m) => [
    { kind: 'choose', field: '', option: '', options: m.path(0) },
  ]),
];

export const PROSE_RULES: RuleSpec[] = [
  // A link clicked by its text, to the page it opens: "单击[Foo 镜像（CentOS 7）](https://…)进入镜像详情页".
  rule('click-link-zh', `{click}\\s*([^，,。；:：\\uE000\\u0001]{2,60}?)\\s*(?=[，,]?\\s*(?:进入|打开|前往|跳转|\\u0001)|[。；]|$)`, (m) => (m.links().length === 1 && !/^(?:该|此|这个|以下|下方|上述)/.test(m.text(1)) ? [{ kind: 'click', label: m.text(1) }] : null)),
  // Another documented procedure: "For more information, see [Create a RAM user](…)", "具体操作，请参见[创建实例](…)".
  // Earlier steps done again for more of the same: "Repeat the preceding steps to add more rules", "Repeat steps 3 to 5",
  // "To add more rules, repeat the previous steps", "重复以上步骤，添加更多规则", "重复步骤2至步骤4".
  rule('repeat', `(?<=^\\s*|[,，.;:：。；]\\s*)(?:to\\s+(${plain}{2,80}?)\\s*,\\s*)?repeat\\s+(?:(?:the|these|all)\\s+)?(?:(?:preceding|previous|above|foregoing|earlier|same)\\s+(?:steps?|operations?|procedure)|(?:steps?\\s+)?(\\d+)(?:\\s*(?:to|through|and|-)\\s*(?:steps?\\s+)?(\\d+))?)(?:\\s+(?:as\\s+required|as\\s+needed))?(?:\\s+(?:to|for)\\s+(${plain}{2,200}?))?(?=\\s*(?:[.;]|$|${CONSUMED}))`, (m) =>
    [{ kind: 'repeat', text: m.text(1) || m.text(4), ...stepRange(m, 2, 3) }],
  ),
  rule('repeat-zh', '重复(?:执行)?(?:(?:以上|上述|前面|前述|上面|前几个?)(?:的)?(?:所有)?(?:步骤|操作)|(?:第)?(?:步骤)?\\s*(\\d+)\\s*(?:步)?(?:\\s*(?:到|至|~|-|和|、)\\s*(?:第)?(?:步骤)?\\s*(\\d+)\\s*(?:步)?)?)\\s*[，,]?\\s*([^\\uE000\\u0001。；]{0,120}?)(?=[。；]|$)', (m) => [
    { kind: 'repeat', text: m.text(3), ...stepRange(m, 1, 2) },
  ]),
  rule('see-doc', '(?:see|refer\\s+to|follow|请参见|参见|请参考|参考|详见)\\s*(?:the\\s+)?([^\\uE000\\u0001。；;]{2,120}?)(?=\\s*(?:[.。；;]|$|\\s+to\\b|\\s+for\\b|完成|进行|创建|配置))', (m) => {
    const doc = docLink(m.links());
    return doc ? [{ kind: 'do', text: m.text(1).replace(/^[“"]|[”"]$/g, ''), doc }] : null;
  }),
  rule('doc-step', '^\\s*([^\\uE000\\u0001。；;]{2,120}?)\\s*(?=[.。；;]?\\s*$)', (m) => {
    const doc = docLink(m.links());
    return doc ? [{ kind: 'do', text: m.text(1), doc }] : null;
  }),
  // The page or navigation entry written without bold: "Open the Management Terminal page", "进入域名管理页面".
  rule('go-to-page-plain', `(?:go\\s+to|navigate\\s+to|open|go\\s+back\\s+to|return\\s+to|get\\s+back\\s+to)\\s+the\\s+(${plain}{2,50}?)\\s+(?:page|tab\\s+page)\\b`, (m) => [{ kind: 'navigate', path: [m.text(1)] }]),
  // "单击…名称，打开该存储空间概览页面": a page of "this" resource is the one the click before opens, not one to go to.
  rule('go-to-page-plain-zh', '(?:进入|前往|打开|返回|回到|切换到|切换至)\\s*([^\\uE000\\u0001，,。；、\\s]{2,20}?)\\s*页面', (m) =>
    /^(?:该|此)/.test(m.text(1)) ? null : [{ kind: 'navigate', path: [m.text(1)] }],
  ),
  // The page the next actions happen on, without bold: "On the Instances page,", "在云产品监控页面，".
  rule('page-plain', `(?:on|in)\\s+the\\s+(${plain}{2,40}?)\\s+page(?=\\s*,)`, (m) =>
    /\b(?:the|of|at|top|bottom)\b/i.test(m.text(1)) || m.text(1).split(/\s+/).length > 4 ? null : [{ kind: 'section', label: m.text(1), scope: 'page' }],
  ),
  // "不存在的路径时返回的页面" is no page: 在 inside a word (存在, 现在, 所在) starts nothing.
  rule('page-plain-zh', '(?<![存现所正实])在\\s*(?!的)([^\\uE000\\u0001，,。；、\\s]{2,15}?)\\s*页面(?:中|上|内)?(?=\\s*[，,])', (m) => [{ kind: 'section', label: m.text(1), scope: 'page' }]),
  // A control named in plain words with its kind: "click the new task button", "click the edit icon that appears next to the name".
  rule('click-plain', `{click}\\s+(?:on\\s+)?the\\s+(${plain}{2,40}?)\\s+(button|icon|link|tab)\\b(?:\\s+(?:that\\s+appears\\s+)?(?:next\\s+to|to\\s+the\\s+right\\s+of|to\\s+the\\s+left\\s+of|beside|on\\s+the\\s+right\\s+of)\\s+(?:the\\s+)?(${plain}{2,40}?))?(?=\\s*(?:[.;,]|$|\\s+and\\b|\\s+to\\b|\\s+in\\b))`, (m) => /^(?:corresponding|respective|target|following|appropriate)$/i.test(m.text(1)) ? null : [
    { kind: 'click', label: m.text(1), ...(m.text(2).toLowerCase() === 'icon' ? { icon: true as const } : {}), ...(m.has(3) ? { near: m.text(3) } : {}) },
  ]),
  rule('click-plain-zh', '{click}\\s*([^\\uE000\\u0001，,。；、\\s]{1,12}?)\\s*(按钮|图标)', (m) => [
    { kind: 'click', label: m.text(1), ...(m.text(2) === '图标' ? { icon: true as const } : {}) },
  ]),
  // The reader picks the row ("单击目标云产品", "click the target instance").
  rule('click-target-zh', '{click}\\s*(?:目标|对应的|需要\\S{1,6}?的|要\\S{1,6}?的)([^\\uE000\\u0001，,。；、\\s]{1,12}?)(?=[，,。；]|$)', (m) => [{ kind: 'click', label: m.text(1), rowLink: 'name' }]),
  // The same in English: "click the target function", "click the function that you want to manage".
  rule('click-target', `{click}\\s+(?:on\\s+)?the\\s+(?:target\\s+([A-Za-z][\\w -]{1,24}?)|([A-Za-z][\\w-]{1,24}?)\\s+that\\s+you\\s+want\\s+to\\s+(?:manage|configure|view|modify|use))(?=\\s*(?:[.;,]|$))`, (m) => [
    { kind: 'click', label: m.has(1) ? m.text(1) : m.text(2), rowLink: 'name' },
  ]),
  // A field named in plain words whose value the doc leaves to the reader: "Select a zone.", "Enter the policy name.".
  // (The words name the field only when no "**Field**:" before them does.)
  rule('select-plain', `(?<![\\w-])(?<!\\bto\\s)(?:select|choose|pick)\\s+(?:a|an|the|your)\\s+${thing}${rest}${END}`, (m) => [{ kind: 'choose', field: '', option: '', hint: m.text(1) }]),
  // "Enter a name for the snapshot": the field is the snapshot's name ("snapshot name"), as forms label it.
  // "Enter the keyword in the search box": the search box is the field, the words are what the reader types.
  rule('enter-plain-in-search', `(?<![\\w-])(?:enter|type|input)\\s+(?:a|an|the|your)\\s+${plain}{2,40}?\\s+(?:in|into)\\s+the\\s+((?:[\\w-]+\\s+){0,2}?search\\s+(?:box|bar|field))`, (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  rule('enter-plain-for', `(?<![\\w-])(?:enter|type|input|specify)\\s+(?:a|an|the)\\s+([a-z]+)\\s+for\\s+(?:the|this|your|a|an)\\s+([a-z][\\w-]*)${END}`, (m) => [
    { kind: 'fill', field: '', value: '', hint: `${m.text(2)} ${m.text(1)}` },
  ]),
  // A name given in plain words: "give the group a meaningful name", "give the alert group its name": the thing's name field.
  rule('give-name', `(?<![\\w-])(?:give|assign)\\s+(?:the|a|an|your|this)\\s+([a-z][\\w -]{1,40}?)\\s+(?:its|a|an|the)\\s+(?:(?:meaningful|unique|new|descriptive)\\s+)?(name|description)\\b`, (m) => [
    { kind: 'fill', field: `${m.text(1)} ${m.text(2)}`, value: '' },
  ]),
  // A value added to the thing the step builds: "add the instance \`i-1\` to the group", "add the contact \`x\` to it".
  rule('add-value-to', '(?<![\\w-])add\\s+(?:the\\s+)?([a-z][\\w -]{0,30}?)\\s*{V}\\s+to\\s+(?:it|them|the\\s+[a-z][\\w -]{0,40}?)(?=\\s*[.;,]|$|\\s+and\\b)', (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // A list of fields in plain words: "Enter the name, email address, and phone number of the contact", "specify the
  // VPC, vSwitch, and security group". Each item is a field the reader fills; the list is a part of the form.
  rule('enter-plain-list', `(?<![\\w-])(?<!\\bto\\s)(?:enter|type|input|fill\\s+in|specify)\\s+(?:the|your)\\s+(${item}(?:\\s*,\\s*${item})*,?\\s+(?:and|or)\\s+${item})${END}`, (m) =>
    m.text(1).includes(',') ? [{ kind: 'configure', text: m.text(1) }] : null,
  ),
  rule('enter-plain', `(?<![\\w-])(?<!\\bto\\s)(?:enter|type|input|fill\\s+in|specify)\\s+(?:a|an|the|your)\\s+${thing}${rest}${END}`, (m) => [{ kind: 'fill', field: '', value: '', hint: m.text(1) }]),
  // Example values: "例如`JPG,TXT`", "for example, `vpc-test`", "加速域名为`www.example.com`".
  rule('example-value', '(?:for\\s+example|e\\.g\\.|such\\s+as|例如|比如|如)\\s*[,，:：]?\\s*{V}', (m) => [{ kind: 'fill', field: '', value: m.text(1), example: true }]),
  rule('plain-is-value-zh', '(?<=^|[，,：:；]\\s*)([\\u4e00-\\u9fffA-Za-z]{2,10})(?:为|是)\\s*{V}', (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  // "VPC name = vpc-test": a parameter and its value.
  rule('param-equals', `^\\s*(${plain}{2,40}?)\\s*=\\s*(${plain}{1,60})$`, (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  // "Set **Stop Mode** and click **OK**", "specify **Name** and **Description**", "配置**存储区域**".
  rule('set-fields', '(?:{set}|specify|configure|configure\\s+the\\s+settings\\s+of|modify|change|edit)\\s+(?:the\\s+|a\\s+|an\\s+)?{B}((?:\\s*(?:,\\s*(?:and|or)|,|and|or)\\s*(?:the\\s+|a\\s+|an\\s+)?{B})*)(?:\\s+(?:parameters?|fields?|settings?|options?))?{END}', (m) =>
    leftToReader(m.path(0), false),
  ),
  // The value chosen for a field named in plain words: "选择要加入的用户组`g1`".
  rule('choose-plain-zh', '选择\\s*(?:要|需要|待)[\\u4e00-\\u9fa5]{1,4}的\\s*([\\u4e00-\\u9fa5A-Za-z]{2,8}?)\\s*{V}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  rule('set-fields-zh', '(?:设置|配置|指定|填写)\\s*{B}((?:\\s*(?:[（(]可选[)）])?\\s*[、和及与或]\\s*{B})*)\\s*(?:的?[\\u4e00-\\u9fff]{0,6})?{END}', (m) => leftToReader(m.path(0), false)),
  // "Select the Service Level Agreement check box" without bold.
  rule('check-plain', `{select}\\s+the\\s+(${plain}{3,60}?)\\s+(?:check\\s?box|checkbox)`, (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  // Rows picked in a list, as many as the reader wants: "Select one or more key pairs", "选中一份或多份需删除的**镜像**",
  // "勾选一台或多台需要启动的实例" (the rows to act on, not check boxes named by the doc: "勾选一个或多个端口" is read below).
  rule('select-rows', `(?<![\\w-])(?:select|choose)\\s+one\\s+or\\s+(?:more|multiple|several)\\s+((?:[^\\uE000\\uE001\\u0001,;.，；。:：()（）]|\\uE000[BIV]\\d+\\uE001){2,80}?)(?=\\s*(?:[.;,]|$|\\s+and\\s+(?:then\\s+)?click))`, (m) =>
    /check\s?box/i.test(m.text(1)) ? null : [{ kind: 'find', text: m.text(1), literal: false }],
  ),
  rule('select-rows-zh', '(?:勾选|选中|选择)\\s*一(?:台|份|条|个|款|项)或(?:者)?多(?:台|份|条|个|款|项)\\s*((?:需要?|要|待)[^，,。；、]{0,20}?的\\s*(?:[^，,。；、\\uE000\\u0001]|\\uE000[BIV]\\d+\\uE001){1,20}?)(?=\\s*(?:[，,。；]|$|后))', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
  ]),
  // "勾选A、B和C" checks each; "按需勾选A、B和C" leaves which ones to the reader (the form's own state stands); "勾选一个或多个端口":
  // how many is the reader's to pick, the check boxes are those of 端口; "选中后，…" says when.
  rule('check-plain-zh', `(按需|根据需要|视需要)?\\s*(?:勾选|选中)(?![后时])\\s*(?:一个或多个|一个或者多个|至少一个|一个或几个)?\\s*(?:《)?(${plain.replace(']', '《》]')}{2,30}?)(?:》)?\\s*(?:复选框)?(?=[，,。；]|并|然后|$)`, (m) =>
    m.has(1) ? [] : m.text(0).includes('《') ? [{ kind: 'check', label: m.text(2), checked: true }] : m.text(2).split(/\s*(?:、|和|及|与)\s*/).filter(Boolean).map((label) => ({ kind: 'check', label, checked: true })),
  ),
  // A field whose value the doc describes rather than gives: "**授权对象**设置为允许远程连接的IP地址段".
  rule('field-described-zh', '{B}\\s*(?:设置为|设为|填写为|配置为|选择为)\\s*[^\\uE000\\u0001，,。；]{2,60}', (m) => [{ kind: 'fill', field: m.text(1), value: '' }]),
  // "Set the service, event type, event, and time range", "Configure the instance information", "配置实例信息".
  rule('configure', `(?<![\\w-])(?:{set}|specify|configure|complete|fill\\s+(?:in|out)|modify)\\s+(?:the\\s+|a\\s+|an\\s+|your\\s+)?(${plain}{2,80}?(?:,\\s*(?:and\\s+)?${plain}{1,40}?)*)(?=\\s*(?:[.;。；]|$|,\\s*and\\s+then|\\s+and\\s+then|,\\s+and\\s+(?:click\\b|\\u0001)|\\s+as\\s+(?:needed|required|follows)))`, (m) =>
    LEAD_IN.test(m.text(1)) ? null : [TITLE.test(m.text(1)) ? { kind: 'fill', field: m.text(1), value: '' } : { kind: 'configure', text: m.text(1) }],
  ),
  // A list of fields chosen in plain words: "选择规格、数量和时长", "选择云盘的类型以及容量等配置": a part of the form.
  rule('choose-plain-list-zh', '选择\\s*((?:[^\\uE000\\u0001，,；。:：、]{2,15}?、)+[^\\uE000\\u0001，,；。:：、]{1,15}?(?:和|及|以及)[^\\uE000\\u0001，,；。:：、]{2,15}?|[^\\uE000\\u0001，,；。:：、]{2,30}?等(?:配置|信息|参数|设置))(?=[，,。；]|并|然后|$)', (m) => [
    { kind: 'configure', text: m.text(1) },
  ]),
  // "设置好后，…" says when the next action comes ("once it is set"), not what to set; "指定的时刻" is "the given time", not
  // "specify": a verb is not followed by 的.
  rule('configure-zh', '(?:设置|配置|完成|指定|填写|输入|修改)(?!\\s*[好完]之?后)(?!\\s*的)\\s*([^\\uE000\\u0001，,；。:：]{2,40}?)(?=[，,。；]|并|然后|$)', (m) => (LEAD_IN.test(m.text(1)) ? null : [{ kind: 'configure', text: m.text(1) }])),
  // Steps that only look: "View the monitoring data", "查看检测结果".
  rule('view', `^\\s*(?:view|check|verify|observe)\\s+(?:the\\s+|whether\\s+|that\\s+)?(${plain}{3,100}?)(?=\\s*[.;。；]|$)`, (m) => [{ kind: 'expect', text: m.text(1) }]),
  rule('view-zh', '^\\s*(?:查看|检查|确认是否|观察)\\s*([^\\uE000\\u0001，,；。]{2,60}?)(?=[，,。；]|$)', (m) => [{ kind: 'expect', text: m.text(1) }]),
];
