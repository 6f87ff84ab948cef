import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import type { Intent } from './types';

// Several check boxes, a field's listed choices, a default kept, a column named without its article: sentences written
// for these tests in the help center's style.
const cases: Array<[string, Intent[]]> = [
  // Several check boxes ticked at once, and one of two.
  ['Select the **Enable Logging** and **Enable Alerts** check boxes, and click **OK**.', [
    { kind: 'check', label: 'Enable Logging', checked: true },
    { kind: 'check', label: 'Enable Alerts', checked: true },
    { kind: 'click', label: 'OK' },
  ]],
  ['勾选**《产品服务协议》**和**《隐私条款》**，然后单击**确定**。', [
    { kind: 'check', label: '《产品服务协议》', checked: true },
    { kind: 'check', label: '《隐私条款》', checked: true },
    { kind: 'click', label: '确定' },
  ]],
  ['根据需要勾选**允许登录**或**禁止登录**。', [
    { kind: 'either', of: [[{ kind: 'check', label: '允许登录', checked: true }], [{ kind: 'check', label: '禁止登录', checked: true }]] },
  ]],
  // A field set to one of the choices the doc names; a list of choices ending in 和 keeps its last one.
  ['Set **Range Origin Fetch** to **On**, **Off**, or **Forced**.', [
    { kind: 'choose', field: 'Range Origin Fetch', option: '', options: ['On', 'Off', 'Forced'] },
  ]],
  ['选择**回源协议**为**HTTP**、**HTTPS**或**跟随**。', [{ kind: 'choose', field: '回源协议', option: '', options: ['HTTP', 'HTTPS', '跟随'] }]],
  ['**统计周期**：选择**1分钟**、**5分钟**和**1小时**。', [{ kind: 'choose', field: '统计周期', option: '', options: ['1分钟', '5分钟', '1小时'] }]],
  // The default kept is the option of the field the sentence is about.
  ['**Protocol**: use the default value **TCP**.', [{ kind: 'choose', field: 'Protocol', option: 'TCP' }]],
  ['**协议**：保持默认值**TCP**。', [{ kind: 'choose', field: '协议', option: 'TCP' }]],
  // "in **Actions** column" without its article is still the column of the click after it.
  ['Find the rule, and in **Actions** column, click **Edit**.', [
    { kind: 'find', text: 'the rule', literal: false },
    { kind: 'click', label: 'Edit', column: 'Actions' },
  ]],
];

describe('intents of check-box lists, choices and defaults', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});
