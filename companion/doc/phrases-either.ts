/**
 * Alternatives and fields left to the reader. Same macros as phrases.ts.
 * - "click its ID or click **Manage** in the **Actions** column", "click **A** or **B**", "单击实例ID或操作列的**管理**":
 *   an "or" between two read phrasings makes them alternatives (`_or`, folded into an `either` intent).
 * - "Select a **Start Time** and an **End Time**", "选择一个**可用区**": fields named with an article and nothing to
 *   set them to; the doc leaves the choice to the reader.
 * - "turn on or off **X**", "打开或关闭**X**": a switch set either way.
 */
import type { Emit, Match } from './intents';
import { rule, type RuleSpec } from './rule';

const column = (b: string) => `(?:in|from|under)\\s+the\\s+(?:corresponding\\s+|respective\\s+)?${b}\\s+column`;
const REGION = /^(?:regions?|地域)$/i;

/** Clicks on each label of the path, the first one in `column` when given. */
const clicks = (m: Match, path: number, col?: string): Emit[] =>
  m.path(path).map((label, i) => (i === 0 ? { kind: 'click', label, ...(col ? { column: col } : {}) } : { kind: 'click', label, area: 'menu' }));

/** Labels the doc offers as alternatives: a click on each, "or" between them. */
const eachOr = (labels: string[], col?: string): Emit[] =>
  labels.flatMap((label, i): Emit[] => [...(i ? [{ kind: '_or' } as const] : []), { kind: 'click', label, ...(col ? { column: col } : {}) }]);

/** Read right after the column rules of phrases.ts. */
export const EITHER_RULES: RuleSpec[] = [
  // "Click the **Inbound** or **Outbound** tab", "单击**入方向**或**出方向**页签": one of the tabs, not of the buttons.
  rule('tab-one-of', `{click}\\s*(?:the\\s+)?{B}((?:\\s*[,，、]\\s*{B})*(?:\\s*[,，]?\\s*(?:或者|或|or)\\s*{B})+)\\s*(?:tabs?\\b|页签|选项卡|标签页)`, (m) =>
    m.path(0).flatMap((label, i): Emit[] => [...(i ? [{ kind: '_or' } as const] : []), { kind: 'tab', label }]),
  ),
  // "On the **A**, **B**, or **C** tab, …": the place is one of the tabs.
  rule('on-tab-one-of', `(?:on|in)\\s+the\\s+{B}((?:\\s*,\\s*{B})*\\s*,?\\s*or\\s+{B})\\s+tab\\b`, (m) =>
    m.path(0).flatMap((label, i): Emit[] => [...(i ? [{ kind: '_or' } as const] : []), { kind: 'tab', label }]),
  ),
  // "click **Modify** or **Delete**", "单击**修改**或**删除**", "click **Start** or **Stop** in the **Actions** column".
  // "click **A**, **B**, or **C**": one of three. (Groups: 1 the first label, 3 and 4 the others, 5 the column.)
  rule('click-one-of', `{click}\\s*(?:the\\s+)?{B}((?:\\s*[,，、]\\s*{B})*(?:\\s*[,，]?\\s*(?:或者|或|or)\\s*{B})+)(?:\\s+(?:button|link)s?)?(?:\\s+${column('{B}')})?`, (m) => {
    const labels = m.path(0);
    return eachOr(m.has(5) ? labels.slice(0, -1) : labels, m.has(5) ? m.text(5) : undefined);
  }),
  // A switch the reader sets either way: "turn on or off **Auto Renewal**", "根据需要打开或关闭**自动续费**".
  // A check box so too: "勾选或取消**随实例释放**", "选中或者取消选中**X**".
  rule('switch-either', '(?:turn\\s+on\\s+or\\s+off|turn\\s+off\\s+or\\s+on|enable\\s+or\\s+disable|(?:打开|开启|启用)或者?(?:关闭|禁用)|(?:勾选|选中)或者?(?:取消|清除)(?:勾选|选中)?)\\s*(?:the\\s+)?{B}(?:\\s*(?:switch|开关|复选框))?', (m) => [
    { kind: 'check', label: m.text(1), checked: true },
    { kind: '_or' },
    { kind: 'check', label: m.text(1), checked: false },
  ]),
  // The second alternative without its verb: "… or **Manage** in the **Actions** column", "…或操作列的**管理**".
  // A second menu path without its verb after a read one: "choose **More** > **Start** or **More** > **Stop**".
  rule('or-path', `(?<=\\u0001\\s*(?:,\\s*)?or\\s+)(?:the\\s+)?{P2}(?=\\s*(?:[.;,。]|$))`, (m) => [{ kind: '_or' }, ...clicks(m, 1)]),
  rule('or-column', `(?<=\\bor\\s+)(?:the\\s+)?{P}(?:\\s+(?:button|link|icon))?\\s+${column('{B}')}`, (m) => [{ kind: '_or' }, ...clicks(m, 1, m.text(2))]),
  rule('or-column-zh', '(?<=或者?\\s*)(?:{click}\\s*)?(?:在\\s*)?(?:{B}|([\\u4e00-\\u9fff]{1,6}?))\\s*列(?:中|下|里)?的\\s*{P}', (m) => [
    { kind: '_or' },
    ...clicks(m, 3, m.has(1) ? m.text(1) : m.text(2)),
  ]),
  // The second alternative placed beside the row's link: "单击实例ID或右边的**管理**", "单击实例名称，或右侧的**管理**".
  rule('or-beside-zh', '(?<=或者?\\s*)(?:{click}\\s*)?其?(?:右边|右侧|后面|旁边)的\\s*{P}', (m) => [{ kind: '_or' }, ...clicks(m, 1)]),
];

/** Read before the row-link rules of phrases.ts (the click rules would take the fields' labels as clicks). */
export const LEFT_TO_READER_RULES: RuleSpec[] = [
  // "Select a **Start Time** and an **End Time**", "choose an **Alarm Type**": a field, not an option (that takes no article).
  rule('select-fields-any', '{select}\\s+(?:a|an)\\s+(?:new\\s+)?{B}((?:\\s*(?:,|and)\\s*(?:and\\s+)?(?:a\\s+|an\\s+|the\\s+)?{B})*)(?:\\s+(?:options?|values?|fields?|parameters?|settings?))?{END}', (m) => leftToReader(m.path(0))),
  // "choose an option for **Release Settings**": the field; the option is the reader's (a list may name the choices).
  rule('select-option-for', '{select}\\s+(?:an?\\s+|the\\s+)?(?:option|value|setting)\\s+(?:for|of)\\s+(?:the\\s+)?{B}', (m) => [{ kind: 'choose', field: m.text(1), option: '' }]),
  // "选择已有标签或新建标签", "select an existing tag or create a tag": the reader gives one (a tag), old or new, in
  // the form's fields for it; no option of either name is meant.
  rule('existing-or-new-zh', '选择\\s*已有的?\\s*([\\u4e00-\\u9fffA-Za-z]{1,8}?)\\s*(?:或者|或)\\s*(?:新建|创建)(?:新的?)?\\s*([\\u4e00-\\u9fffA-Za-z]{1,8}?)(?=\\s*(?:[，,。；;]|然后|并|$))', (m) =>
    m.text(1) === m.text(2) ? [{ kind: 'fill', field: m.text(1), value: '' }] : null,
  ),
  rule('existing-or-new', '(?:select|choose)\\s+(?:an\\s+)?existing\\s+([a-z]+(?:\\s+[a-z]+)?)\\s*,?\\s+or\\s+(?:create|add)\\s+(?:an?\\s+)?(?:new\\s+)?([a-z]+(?:\\s+[a-z]+)?)(?=\\s*(?:[.;,]|$))', (m) =>
    m.text(1).replace(/s$/, '') === m.text(2).replace(/s$/, '') ? [{ kind: 'fill', field: m.text(2).replace(/s$/, ''), value: '' }] : null,
  ),
  rule('select-fields-any-zh', '选择\\s*(?:一个|某个|一种)\\s*{B}((?:\\s*[、和及与]\\s*(?:一个|某个|一种)?\\s*{B})*){END}', (m) => leftToReader(m.path(0))),
];

/** Read with the prose rules: a button named by what it does. */
export const SUBMIT_RULES: RuleSpec[] = [
  // "…, then save the settings", "Save the changes." (not "click **OK** to save the changes": that names the button).
  rule('save', '(?<=^\\s*|[,;]\\s*|\\b(?:then|and)\\s+)save\\s+(?:the|your|these)\\s+(?:settings?|changes?|configurations?|modifications?)(?=\\s*(?:[.;,]|$))', () => [
    { kind: 'click', label: 'Save', submit: true },
  ]),
  rule('save-zh', '(?<=^\\s*|[，,；;]\\s*|然后\\s*|并\\s*)保存(?:设置|配置|修改|更改)(?=\\s*(?:[，,。；;]|$))', () => [{ kind: 'click', label: '保存', submit: true }]),
];

/** The "or" itself, read last: between two phrasings the rules read, what stands on either side is an alternative. */
export const OR_RULES: RuleSpec[] = [
  // The second alternative a control of a row: "单击**添加监听**或目标监听的**配置**选项", "click **Add Listener** or the
  // **Configure** option of the target listener".
  rule('or-row-control-zh', '(?<=\\u0001\\s*(?:或者|或)\\s*)(?:目标|对应|该)?[\\u4e00-\\u9fff]{1,8}?的\\s*{B}(?:\\s*(?:选项|按钮|链接))?', (m) => [
    { kind: '_or' },
    { kind: 'click', label: m.text(1) },
  ]),
  rule('or-row-control', '(?<=\\u0001\\s*,?\\s*or\\s+)the\\s+{B}(?:\\s+(?:option|button|link))?\\s+(?:of|for)\\s+the\\s+(?:target|corresponding|selected)\\s+[\\w-]+', (m) => [
    { kind: '_or' },
    { kind: 'click', label: m.text(1) },
  ]),
  rule('or', '(?<=\\u0001[\\s,，]*)(?:\\bor\\b|或者|或)(?=\\s*(?:\\u0001|\\uE000))', () => [{ kind: '_or' }]),
];

const leftToReader = (fields: string[]): Emit[] =>
  fields.map((field) => (REGION.test(field) ? { kind: 'select-region' } : { kind: 'choose', field, option: '' }));
