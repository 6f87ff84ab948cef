/**
 * Fields and values named in bold with no value given, read after every other labelled phrasing (phrases.ts RULES):
 * - "Enter a new **Name**", "Specify **Policy**", "Change the **Email** field to your address", "Set **Period** for the
 *   rule", "Adjust the **Interval** within the range", "修改**容量**": the field, its value the reader's.
 * - "Expand the **Advanced** section", "展开**高级选项**": a click on the part of the form that opens.
 * - "The type must be **Custom**", "镜像类型必须是**自定义镜像**": a requirement on what the step picks, a condition (a
 *   `when` with nothing under it), not what the page shows after the step.
 * - "**Shell** is selected by default", "**联系人组**默认是**组A**": the option the field keeps.
 * - "In this example, **A** and **B** are selected": the doc's example options.
 * - "Select a disk type: **A**, **B**, or **C**.": a field named in plain words and its choices.
 * - "In the **Actions column**, …": a column whose bold name holds the word.
 * Same macros as phrases.ts.
 */
import type { Emit } from './intents';
import { rule, type RuleSpec } from './rule';

/** The words after a field that end its naming: the clause's end, or what it is for, how, or where. */
const FIELD_END = '(?=\\s*(?:[.;,:。，；：]|$)|\\s+and\\s+[\\uE000\\u0001]|\\s+and\\s+(?:then\\s+)?{click}|\\s+(?:for|to|under|in|of|on|within|such|as|based|according|that|which|if|with|by)\\b|\\s*(?:为|，|。))';

export const LEFT_FIELD_RULES: RuleSpec[] = [
  // A field chosen, named after whose or which it is: "选择新的**性能级别**", "选择您的**证书类型**", "选择每周的**重复日期**：…".
  rule('choose-owned-field-zh', `选择\\s*(?:新的|您的|每周的|需要的|要[^，,。；\\uE000\\u0001]{1,6}的)\\s*{B}(?!\\s*(?:[>＞]|页签|页面|对话框|列|按钮|图标|菜单))(?=\\s*(?:[，,。；：:]|$))`, (m) => [
    { kind: 'choose', field: m.text(1), option: '' },
  ]),
  rule('field-left-bold', `(?:{enter}|{set}|modify|adjust|edit)\\s+(?:(?:a|an|the|your)\\s+)?(?:new\\s+)?{B}(?:\\s+(?:field|parameter|box|value|text\\s?box))?(?:\\s*[(（](?:mandatory|required|optional)[)）])?${FIELD_END}`, (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  // "填写镜像在目标地域显示的**名称**", "输入部署集**名称**和**描述**": what the field belongs to may stand before it.
  rule('field-left-bold-zh', `(?:修改|调整|编辑|输入|填写|设置)\\s*(?:[^，,。；：:\\u0001\\uE000]{0,16}?的|创建的|新的|新|[\\u4e00-\\u9fff]{1,6})?\\s*{B}(?:\\s*(?:参数|字段|值|文本框|输入框))?(?=\\s*(?:[，,。；：:]|$)|\\s*(?:为|时|后|和|与|及|、))`, (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
  ]),
  rule('expand-part', '(?:expand|展开)\\s*(?:the\\s+)?{B}(?:\\s+(?:section|area|list|menu|panel))?', (m) => [{ kind: 'click', label: m.text(1) }]),
  // A requirement on the row or resource the step picks, not what the page shows after it: a condition, nothing to check.
  rule('must-be-value', '(?:must|should)\\s+be\\s+{B}(?:\\s+or\\s+{B})?(?!\\s+(?:state|status)\\b)', (m) => [{ kind: 'when', text: m.text(0), then: [] }]),
  rule('must-be-value-zh', '(?:必须|需要|应)(?:是|为)\\s*{B}(?:\\s*(?:或者|或)\\s*{B})?', (m) => [{ kind: 'when', text: m.text(0), then: [] }]),
  rule('selected-by-default', '{B}\\s+(?:is|are)\\s+(?:selected|used|chosen)\\s+by\\s+default', (m) => [{ kind: 'choose', field: '', option: m.text(1) }]),
  rule('default-is-zh', '(?:{B}\\s*)?默认(?:选择|选中|为|是|使用)\\s*{B}', (m) => [{ kind: 'choose', field: m.has(1) ? m.text(1) : '', option: m.text(2) }]),
  rule('example-selected', 'in\\s+this\\s+example\\s*,\\s*{B}((?:\\s*(?:,\\s*and|,|and)\\s*{B})*)\\s+(?:is|are)\\s+(?:selected|used|chosen)', (m) =>
    m.path(0).map((option): Emit => ({ kind: 'choose', field: '', option, example: true })),
  ),
  rule('select-plain-field-choices', `{select}\\s+(?:a|an|the|your)\\s+([a-z][\\w -]{1,30}?)\\s*:\\s*{B}((?:\\s*,\\s*{B})*\\s*,?\\s*(?:or|and)\\s+{B})`, (m) => [
    { kind: 'choose', field: m.text(1), option: '', options: m.path(0) },
  ]),
  // "In the **Available Servers**, select …": a column when its name says so, else the part of the page the list is in.
  rule('in-bold-column', '(?<=^\\s*|[,，]\\s*)in\\s+the\\s+{B}\\s*,', (m) => [/\scolumn$/i.test(m.text(1)) ? { kind: '_column', column: m.text(1) } : { kind: 'section', label: m.text(1), scope: 'section' }]),
  // "select an EIP from **Available EIPs**": the list it is picked in, the thing left to the reader.
  rule('select-thing-from-list', '{select}\\s+(?:an?|the|one|one\\s+or\\s+more)\\s+([a-z][\\w -]{1,30}?)\\s+(?:from|in)\\s+(?:the\\s+)?{B}(?=\\s*(?:[.;,]|$))', (m) => [
    { kind: 'section', label: m.text(2), scope: 'section' },
    { kind: 'choose', field: m.text(1), option: '' },
  ]),
];
