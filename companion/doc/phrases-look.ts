/**
 * Steps that look at what the console shows, or agree to terms, naming labels as they go. Same macros as phrases.ts.
 * - "In the **Basic Information** section, view **Role Name**, **Created**, and **ARN**", "view the details, such as **Name**
 *   and **ARN**", "查看**RAM角色名称**、**创建时间**等信息":
 *   what to look at is an expectation about the page (its labels included), not controls to click.
 * - "Refresh the instance list", "刷新云盘列表": the list shown again (a `refresh`).
 * - "read and confirm that you agree to the **Service Agreement** by selecting the check box", "阅读并确认**服务条款**": the
 *   agreement's check box.
 */
import { rule, type RuleSpec } from './rule';

/** A clause's start: the sentence's, or after a comma, a context already read, "and" or "then". */
const START = '(?<=^\\s*|[\\u0001,，]\\s*|\\b(?:and|then)\\s+|(?:然后|并|再)\\s*)';
/** What the clause looks at: words and labels up to the clause's end. */
const OBJECT = '((?:(?!\\s+(?:and|then)\\s+(?!\\uE000)|然后|并且?|再)(?:[^,;.。，；\\u0001]|[,，](?=\\s*(?:and\\s+)?\\uE000|\\s*(?:such\\s+as|including)\\s+\\uE000)|\\.(?=\\w))){2,120}?)';
/** Where what a step looks at ends: the clause's end, or the next action ("… and click **OK**", "…，然后单击…"). */
const OBJECT_END = '(?=\\s*(?:[.;。；]|$)|\\s*[,，](?!\\s*(?:and\\s+|such\\s+as\\s+|including\\s+)?\\uE000)|\\s+(?:and|then)\\s+(?!\\uE000)|然后|并且?|再)';

/** Read before the parameter rules of phrases.ts (they would take "**ARN**等信息" for a value). */
export const LOOK_RULES: RuleSpec[] = [
  // A value read off a list: "In the **CNAME** column, copy the CNAME.", "在**IP 地址**列获取该实例的公网IP地址": what the column
  // shows, to take elsewhere; nothing to click.
  rule('column-copy', `(?:in|from)\\s+the\\s+{B}\\s+column\\s*,?\\s*(?:copy|obtain|record|view|check|get|note\\s+down|find)\\s+${OBJECT}${OBJECT_END}`, (m) => [
    { kind: 'expect', text: m.text(2), label: m.text(1) },
  ]),
  rule('column-copy-zh', `在\\s*{B}\\s*列(?:中|下|里)?\\s*[，,]?\\s*(?:获取|复制|查看|记录|找到)\\s*${OBJECT}${OBJECT_END}`, (m) => [
    { kind: 'expect', text: m.text(2), label: m.text(1) },
  ]),
  rule('view-labels', `${START}view\\s+(?:the\\s+)?(?:information\\s+such\\s+as\\s+|details\\s+such\\s+as\\s+)?${OBJECT}${OBJECT_END}`, (m) => [
    { kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) },
  ]),
  // What is viewed, then the labels it includes: "查看该策略的引用信息，包括**授权主体**、**主体类型**和**授权时间**".
  rule('view-including-zh', `${START}查看\\s*([^。；\\u0001\\uE000]{1,40}?[，,]\\s*(?:包括|包含|如|例如|比如)\\s*[：:]?\\s*{B}(?:\\s*[、，,和及与或]\\s*{B})*(?:\\s*等(?:信息|内容|数据)?)?)`, (m) => [
    { kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) },
  ]),
  // What the reader may look at, and where: "您可以在路由表页面查看**类型**为**自定义**的路由表", "从**A**、**B**和**C**维度查看…".
  rule('view-can-zh', `(?:(?<=^\\s*|[，,；：:\\u0001]\\s*)(?:您|你)?(?:也|还)?可以\\s*(?:在[^，,。；\\u0001\\uE000]{1,15}?)?|(?:从|在)\\s*{B}(?:\\s*[、，,和及与或]\\s*{B})*\\s*(?:维度|页签|角度|视图)\\s*(?:中|下|里)?\\s*[，,]?)\\s*查看\\s*${OBJECT}${OBJECT_END}`, (m) => [
    { kind: 'expect', text: m.text(0).replace(/^\s*(?:您|你)?(?:也|还)?可以\s*/, ''), ...labelOf(m.path(0)) },
  ]),
  rule('view-labels-zh', `${START}查看\\s*${OBJECT}${OBJECT_END}`, (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  // A step that reviews what the page shows: "Confirm the order.", "确认**配置费用**：…", "确认当前配置。".
  rule('confirm-review', `(?:^\\s*|(?<=^\\s*in\\s+the\\s+[^,\\uE000]{1,60}?,\\s*|\\u0001\\s*,?\\s*))confirm\\s+(?:the\\s+|that\\s+)?${OBJECT}(?=\\s*(?:[.;]|$))`, (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  rule('confirm-review-zh', '^\\s*确认(?!无误|后)\\s*((?:(?!然后|并)[^，,。；：:\\u0001]){2,40}?)(?=\\s*(?:[。；：:]|$))', (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  // A step that only makes sure of something the page shows: "Make sure that the region is the one you want.", "请确保…".
  rule('make-sure', `^\\s*(?:make\\s+sure|ensure)\\s+(?:that\\s+)?${OBJECT}(?=\\s*(?:[.;]|$))`, (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  rule('make-sure-zh', '^\\s*(?:请)?(?:确保|确认一下)\\s*((?:(?!然后|并)[^，,。；\\u0001]){2,60}?)(?=\\s*(?:[。；]|$))', (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  // A state the row must be in before the step acts on it: "make sure that the instance is in the **Stopped** state", "The
  // disk must be in the **Available** or **In Use** status": what the page shows, checked, not a control.
  rule('state-precondition', `(?:(?:make\\s+sure|ensure|check|confirm|verify)\\s+(?:that\\s+)?(?:it|they|the\\s+[\\w -]{1,40}?)\\s+(?:is|are)|(?:must|should)\\s+be)\\s+in\\s+the\\s+{B}(?:\\s+or\\s+{B})?\\s+(?:state|status)\\b`, (m) => [
    { kind: 'expect', text: m.text(0), label: m.text(1) },
  ]),
  // A value the page shows, copied to take elsewhere: "Copy the **Metadata URL**.", "复制**元数据URL**", "记录**AccessKey ID**".
  rule('copy-value', `${START}(?:copy|record|note\\s+down|复制|记录|保存)\\s*(?:the\\s+)?(?:values?\\s+(?:of|in)\\s+(?:the\\s+)?)?{B}((?:\\s*(?:,|and|和|、)\\s*(?:the\\s+)?{B})*)(?!\\s*(?:button|icon|按钮|图标))(?=\\s*(?:[.;,，。；]|$|and\\b|并|然后|的值))`, (m) =>
    m.path(0).map((label) => ({ kind: 'expect', text: label, label })),
  ),
  // "Refresh the instance list.", "Refresh the list of ECS instances.", "刷新本实例磁盘列表。": the list shown again.
  rule('refresh-list', `${START}(?:refresh|reload)\\s+(?:the\\s+)?((?:list|page)\\s+of\\s+(?:the\\s+)?[\\w -]{1,40}?|[\\w -]{0,40}?(?:list|page|table))${OBJECT_END}`, (m) => [
    { kind: 'refresh', text: m.text(1) },
  ]),
  rule('refresh-list-zh', `${START}刷新\\s*([^，,。；\\u0001\\uE000]{0,20}?(?:列表|页面|页))(?=\\s*(?:[。；，,]|$)|然后|并且?|再)`, (m) => [{ kind: 'refresh', text: m.text(1) }]),
  // A state the step waits for before it acts: "When the status is **Available**, click …", "当状态为**已完成**时，单击…".
  // The sentence goes on with its action (a sentence that asks nothing is a condition: intents.ts statesRule).
  rule('state-before-action', `^\\s*(?:when|once|after)\\s+((?:[^,;.\\u0001\\uE000]|\\.(?=\\d)){0,60}?\\b(?:status|state)\\s+(?:is|becomes|changes\\s+to)\\s+{B}[^,;.\\u0001\\uE000]{0,30}?)(?=\\s*,)`, (m) => [
    { kind: 'expect', text: m.text(1), label: m.text(2) },
  ]),
  // "wait until the status of the file changes to **Exported** and click …": the state waited for, then the click.
  rule('state-waited', `\\bwait\\s+(?:until|for)\\s+((?:[^,;.\\u0001\\uE000]){0,60}?\\b(?:status|state)(?:\\s+of\\s+[^,;.\\u0001\\uE000]{1,40}?)?\\s+(?:is|becomes|changes\\s+to)\\s+{B})`, (m) => [
    { kind: 'expect', text: m.text(1), label: m.text(2) },
  ]),
  rule('state-before-action-zh', `^\\s*(?:当|待|等)\\s*([^，,。；\\u0001\\uE000]{0,30}?状态(?:为|是|变为|变成)\\s*{B})\\s*(?:时|后|之后)?(?=\\s*[，,])`, (m) => [
    { kind: 'expect', text: m.text(1), label: m.text(2) },
  ]),
  rule('agree-read-check', '^\\s*read\\s+and\\s+(?:confirm|agree\\s+to|accept)\\s+(?:the\\s+)?{B}', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('agree-check', '(?:agree|consent)\\s+(?:to|with)\\s+the\\s+{B}(?:\\s+by\\s+selecting\\s+the\\s+(?:check\\s?box|checkbox))?', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('agree-check-zh', '阅读\\s*(?:并|和)\\s*(?:确认|同意|勾选)\\s*{B}', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  // The terms named in plain words, as older pages write them: "阅读并确认 云服务器ECS服务条款", "阅读并同意《…服务协议》".
  rule('agree-check-plain-zh', '阅读\\s*(?:并|和)\\s*(?:确认|同意|勾选)\\s*《?([^\\uE000\\u0001，,。；《》]{2,30}?(?:条款|协议))》?(?=\\s*(?:[，,。；]|$))', (m) => [
    { kind: 'check', label: m.text(1), checked: true },
  ]),
];

const labelOf = (path: string[]) => (path.length ? { label: path[0] } : {});

/**
 * Read after the prose rules (a literal row, "find the instance named `x`", is read before): a row described with
 * labels ("Find a disk that is in the **Unattached** state", "找到状态为**待挂载**的云盘"), and a list's option described
 * rather than named ("select the dashboard that you want to view from the **Dashboard** drop-down list").
 */
export const DESCRIBED_RULES: RuleSpec[] = [
  rule('find-described', '(?:find|locate)\\s+((?:the|a|an|your)\\s+(?:[^,;.\\u0001]|\\.(?=\\w)){2,120}?)(?=\\s+and\\b|\\s*[,;.]|\\s*\\u0001|$)', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
  ]),
  rule('find-described-zh', '(?:找到|定位到)\\s*((?:[^，,。；\\u0001]){2,60}?)(?=[，,。；\\u0001]|并|然后|$)', (m) => [{ kind: 'find', text: m.text(1), literal: false }]),
  rule('select-described-from', `{select}\\s+(?:(a|an|the)\\s+)?([^,;.\\u0001\\uE000]{1,80}?)\\s+(?:from|in)\\s+the\\s+{B}\\s+(?:drop-down\\s+)?list`, (m) => [
    { kind: 'choose', field: m.text(3), option: m.has(1) ? '' : m.text(2) },
  ]),
  // "retain the default value **Automatic** for the **Language** parameter".
  rule('keep-default-for', '(?:retain|keep|use)\\s+the\\s+default\\s+(?:value|setting|option)\\s+{X}\\s+(?:for|of)\\s+the\\s+{B}', (m) => [{ kind: 'choose', field: m.text(2), option: m.text(1) }]),
];
