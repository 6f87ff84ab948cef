/**
 * Steps that look at what the console shows, or agree to terms, naming labels as they go. Same macros as phrases.ts.
 * - "In the **Basic Information** section, view **Role Name**, **Created**, and **ARN**", "查看**RAM角色名称**、**创建时间**等信息":
 *   what to look at is an expectation about the page (its labels included), not controls to click.
 * - "read and confirm that you agree to the **Service Agreement** by selecting the check box", "阅读并确认**服务条款**": the
 *   agreement's check box.
 */
import { rule, type RuleSpec } from './rule';

/** A clause's start: the sentence's, or after a comma, a context already read, "and" or "then". */
const START = '(?<=^\\s*|[\\u0001,，]\\s*|\\b(?:and|then)\\s+|(?:然后|并|再)\\s*)';
/** What the clause looks at: words and labels up to the clause's end. */
const OBJECT = '((?:[^,;.。，；\\u0001]|[,，](?=\\s*(?:and\\s+)?\\uE000)|\\.(?=\\w)){2,120}?)';

/** Read before the parameter rules of phrases.ts (they would take "**ARN**等信息" for a value). */
export const LOOK_RULES: RuleSpec[] = [
  rule('view-labels', `${START}(?:view|check)\\s+(?:the\\s+)?(?:information\\s+such\\s+as\\s+|details\\s+such\\s+as\\s+)?${OBJECT}(?=\\s*(?:[.;。；]|$))`, (m) => [
    { kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) },
  ]),
  rule('view-labels-zh', `${START}查看\\s*${OBJECT}(?=\\s*(?:[，,。；]|$))`, (m) => [{ kind: 'expect', text: m.text(1), ...labelOf(m.path(1)) }]),
  rule('agree-check', '(?:agree|consent)\\s+to\\s+the\\s+{B}(?:\\s+by\\s+selecting\\s+the\\s+(?:check\\s?box|checkbox))?', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('agree-check-zh', '阅读\\s*(?:并|和)\\s*(?:确认|同意|勾选)\\s*{B}', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
];

const labelOf = (path: string[]) => (path.length ? { label: path[0] } : {});
