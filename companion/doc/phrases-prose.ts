/**
 * Phrasings that name fields and form parts in prose, and steps that only look: read after the labelled rules of
 * phrases.ts (a match there wins), before its catch-alls for values without a field. Same macros as phrases.ts.
 */
import type { Emit } from './intents';
import { rule, type RuleSpec } from './rule';

/** Fields named in bold with nothing to set them to: the doc leaves the values to the reader. */
const leftToReader = (fields: string[], choice: boolean): Emit[] =>
  fields.map((field) => (choice ? { kind: 'choose', field, option: '' } : { kind: 'fill', field, value: '' }));

const plain = '[^\\uE000\\u0001,;.，；。:：()（）]';
/** "the following parameters", "以下参数": a lead into the sub-steps or table that name them, not a part of the form. */
const LEAD_IN = /^(?:following|(?:the\s+)?(?:parameters|settings)\s+(?:below|as follows)|以下|如下|下列|下面)/i;

export const PROSE_RULES: RuleSpec[] = [
  // "Set **Stop Mode** and click **OK**", "specify **Name** and **Description**", "配置**存储区域**".
  rule('set-fields', '(?:{set}|specify|configure|configure\\s+the\\s+settings\\s+of)\\s+(?:the\\s+)?{B}((?:\\s*(?:,|and|or)\\s*(?:the\\s+)?{B})*)(?:\\s+(?:parameters?|fields?|settings?|options?))?{END}', (m) =>
    leftToReader(m.path(0), false),
  ),
  rule('set-fields-zh', '(?:设置|配置|指定|填写)\\s*{B}((?:\\s*[、和及与或]\\s*{B})*)\\s*(?:参数|信息|选项|的值)?{END}', (m) => leftToReader(m.path(0), false)),
  // "Select the Service Level Agreement check box" without bold.
  rule('check-plain', `{select}\\s+the\\s+(${plain}{3,60}?)\\s+(?:check\\s?box|checkbox)`, (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('check-plain-zh', `(?:勾选|选中)\\s*(?:《)?(${plain.replace(']', '《》]')}{2,30}?)(?:》)?\\s*(?:复选框)?(?=[，,。；]|并|然后|$)`, (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  // "Set the service, event type, event, and time range", "Configure the instance information", "配置实例信息".
  rule('configure', `(?<![\\w-])(?:{set}|specify|configure|complete|fill\\s+(?:in|out)|modify)\\s+(?:the\\s+|a\\s+|an\\s+|your\\s+)?(${plain}{2,80}?(?:,\\s*(?:and\\s+)?${plain}{1,40}?)*)(?=\\s*(?:[.;。；]|$|,\\s*and\\s+then|\\s+and\\s+then|\\s+as\\s+(?:needed|required|follows)))`, (m) =>
    LEAD_IN.test(m.text(1)) ? null : [{ kind: 'configure', text: m.text(1) }],
  ),
  rule('configure-zh', '(?:设置|配置|完成|指定|填写|输入|修改)\\s*([^\\uE000\\u0001，,；。:：]{2,40}?)(?=[，,。；]|并|然后|$)', (m) => (LEAD_IN.test(m.text(1)) ? null : [{ kind: 'configure', text: m.text(1) }])),
  // Steps that only look: "View the monitoring data", "查看检测结果".
  rule('view', `^\\s*(?:view|check|verify|observe)\\s+(?:the\\s+|whether\\s+|that\\s+)?(${plain}{3,100}?)(?=\\s*[.;。；]|$)`, (m) => [{ kind: 'expect', text: m.text(1) }]),
  rule('view-zh', '^\\s*(?:查看|检查|确认是否|观察)\\s*([^\\uE000\\u0001，,；。]{2,60}?)(?=[，,。；]|$)', (m) => [{ kind: 'expect', text: m.text(1) }]),
];
