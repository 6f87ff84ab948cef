/**
 * Rows and equations, read where phrases.ts spreads them: the row named before its column ("在**系统盘**的**操作**列中",
 * before the Chinese column clicks), and a field set as an equation whose value is picked in words or copied from
 * another page's column (before the plain equation, "Instance Name = web-01").
 */
import { rule, type RuleSpec } from './rule';

/** The field of an equation, "Instance Name = web-01": a capitalised name of a few words. */
export const EQ_FIELD = '[A-Z][\\w()/-]*(?:\\s+[\\w()/-]+){0,5}?';

export const ROW_COLUMN_ZH_RULES: RuleSpec[] = [
  // The row named before its column: "在**系统盘**的**操作**列中，选择…": that row, then the column of the click; the row may be
  // named in code after its kind, "在模板`tpl-1`的**操作**列".
  rule('row-column-first-zh', `在\\s*(?:[^，,。；\\uE000\\u0001]{1,8}?(?=\\s*\\uE000V))?{X}\\s*(?:的|对应的|所在行的)\\s*{B}\\s*(?:列(?!表)|栏)(?:中|下|里|内)?\\s*[，,]?`, (m) => [
    { kind: 'find', text: m.text(1), literal: true },
    { kind: '_column', column: m.text(2) },
  ]),
];

export const EQUATION_RULES: RuleSpec[] = [
  // The equation's value picked in words: "VPC = select the VPC **vpc-1**", "Log on Credentials = select **Password** and
  // choose one", "Instance Type = filter by vCPU = 2, …, and select a type such as **ecs.g6.large**".
  rule('param-equals-select', `^\\s*(${EQ_FIELD})\\s*=\\s*(?:[^\\uE000\\u0001]*?,\\s*and\\s+)?(?:select|choose)\\s+(?:(?:the|a|an)\\s+[\\w -]{1,30}?\\s+(?:such\\s+as\\s+)?)?{X}`, (m) => [
    { kind: 'choose', field: m.text(1), option: m.text(2) },
  ]),
  // The value read off another page's column: "Host = the **Host record** column under **Step 1** in the mail tab (for
  // example, …)": left to the reader, with where it is read.
  rule('param-equals-column', `^\\s*(${EQ_FIELD})\\s*=\\s*(the\\s+{B}\\s+column(?:\\s+(?:under|of|in)\\s+(?:the\\s+)?{B})?[^\\uE000\\u0001(]*)`, (m) => [
    { kind: 'fill', field: m.text(1), value: '' },
    { kind: 'expect', text: m.text(2).trim(), label: m.path(2)[0] },
  ]),
];
