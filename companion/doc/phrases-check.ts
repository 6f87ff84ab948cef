/**
 * Check boxes and switches in labelled phrasings, read in phrases.ts's RULES where they stood: "Select the **X** check
 * box", "勾选**A**和**B**", "clear **X**", "leave **X** selected", "turn on the **X** switch", "打开**X**开关".
 */
import type { Emit } from './intents';
import { rule, type RuleSpec } from './rule';

/** The words of a check box that agrees to terms: "我同意", "我已阅读并同意", "I agree", "I have read and agree". */
const AGREE = /^(?:我已阅读|我已阅读并同意|我同意|同意|I\s+agree|I\s+have\s+read)/i;
export const CHECK_RULES: RuleSpec[] = [
  // Several check boxes at once: "select the **A** and **B** check boxes", "勾选**A**和**B**"; one of them: "勾选**A**或**B**".
  rule('check-list', '{select}\\s+(?:the\\s+)?{B}((?:\\s*(?:,\\s*and|,|and)\\s*(?:the\\s+)?{B})+)\\s+(?:check\\s?boxes|checkboxes)', (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: true }))),
  // The items may be named in code ("勾选`RoleA`和`RoleB`": the check boxes of those rows).
  rule('check-list-zh', '(?:勾选|选中)\\s*{X}((?:\\s*[、和及与]\\s*{X})+)\\s*(?:复选框)?(?!\\s*[、]?\\s*(?:或者|或))', (m) => m.items(0).map((label) => ({ kind: 'check', label, checked: true }))),
  rule('check-one-of-zh', '(?:勾选|选中)\\s*{B}((?:\\s*、\\s*{B})*\\s*(?:或者|或)\\s*{B})\\s*(?:复选框)?', (m) =>
    m.path(0).flatMap((label, i): Emit[] => [...(i ? [{ kind: '_or' } as const] : []), { kind: 'check', label, checked: true }]),
  ),
  rule('check', '{select}\\s+(?:the\\s+)?{B}\\s+(?:check\\s?box|checkbox|option\\s+box)', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('uncheck', '(?:clear|deselect|uncheck|unselect)\\s+(?:the\\s+)?{B}(?:\\s+(?:check\\s?box|checkbox))?', (m) => [
    { kind: 'check', label: m.text(1), checked: false },
  ]),
  // "leave the **Force Restart** check box cleared", "keep **X** selected": the check box's state as the doc wants it.
  rule('leave-check', '(?:leave|keep)\\s+(?:the\\s+)?{B}(?:\\s+(?:check\\s?box|checkbox|option|switch))?\\s+(cleared|unselected|unchecked|deselected|empty|off|selected|checked|on)\\b', (m) => [
    { kind: 'check', label: m.text(1), checked: /^(?:selected|checked|on)$/i.test(m.text(2)) },
  ]),
  // "**Force Restart**: select the check box": the check box is the field the sentence names (intents.ts fills it in).
  rule('check-it', '(?:({select}|check)|(clear|deselect|uncheck|unselect))\\s+(?:the|this|its)\\s+(?:check\\s?box|checkbox)', (m) => [{ kind: 'check', label: '', checked: m.has(1) }]),
  // "**Enable Access Control**: Turn on the switch to …", "**健康检查**：打开开关": the switch of the field the sentence names.
  rule('switch-it', '(?:(turn\\s+on|switch\\s+on)|(turn\\s+off|switch\\s+off))\\s+(?:the|this|its)\\s+(?:switch|toggle)', (m) => [{ kind: 'check', label: '', checked: m.has(1) }]),
  rule('switch-it-zh', '(?:(打开|开启)|(关闭))(?:该|此)?开关', (m) => [{ kind: 'check', label: '', checked: m.has(1) }]),
  rule('check-it-zh', '(?:(勾选|选中)|(取消勾选|不勾选))(?:该|此)?复选框', (m) => [{ kind: 'check', label: '', checked: m.has(1) }]),
  // "**服务协议**：选中**我同意**", "**Terms**: select **I agree**": agreeing is a check box at that field, not one of its choices.
  rule('agree-at-field', `{B}\\s*[:：]\\s*(?:选中|勾选|select|check)\\s*(?:the\\s+)?{B}\\s*(?:复选框|check\\s?box)?`, (m) =>
    AGREE.test(m.text(2)) ? [{ kind: 'check', label: m.text(2), checked: true, near: m.text(1) }] : null,
  ),
  rule('check-verb', '\\bcheck\\s+(?:the\\s+)?{B}(?:\\s+(?:check\\s?box|checkbox))?', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('uncheck-zh', '(?:取消勾选|取消选中|不勾选|去掉勾选)\\s*{B}\\s*(?:复选框)?', (m) => [{ kind: 'check', label: m.text(1), checked: false }]),
  rule('check-zh', '勾选\\s*{B}\\s*(?:复选框)?', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('check-zh-2', '选中\\s*{B}\\s*复选框', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  // Switches: "turn on the **Brotli** switch", "打开**智能压缩**开关", "关闭**Brotli压缩**开关".
  rule('switch-on', '(?:turn\\s+on|switch\\s+on|enable|open)\\s+(?:the\\s+)?{B}\\s+(?:switch|toggle)', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  rule('switch-off', '(?:turn\\s+off|switch\\s+off|disable)\\s+(?:the\\s+)?{B}\\s+(?:switch|toggle)', (m) => [{ kind: 'check', label: m.text(1), checked: false }]),
  rule('switch-on-zh', '(?:打开|开启|启用)\\s*{B}\\s*(?:开关)', (m) => [{ kind: 'check', label: m.text(1), checked: true }]),
  // "Toggle **Auto Renewal** on, …", "toggle the **X** switch off".
  rule('toggle-on-off', 'toggle\\s+(?:the\\s+)?{B}(?:\\s+(?:switch|toggle))?\\s+(on|off)\\b', (m) => [{ kind: 'check', label: m.text(1), checked: m.text(2).toLowerCase() === 'on' }]),
  rule('switch-off-zh', '(?:关闭|禁用)\\s*{B}\\s*(?:开关)', (m) => [{ kind: 'check', label: m.text(1), checked: false }]),
];
