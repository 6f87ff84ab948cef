import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import { parseSteps } from './steps';
import type { Intent } from './types';

// Phrasings of phrases-fields.ts in sentences written for these tests in the help center's style.
const cases: Array<[string, Intent[]]> = [
  // A field in bold with no value: the reader's.
  ['Enter a new **Job Label**.', [{ kind: 'fill', field: 'Job Label', value: '' }]],
  ['In the **General** area, enter an **Owner Alias**.', [
    { kind: 'section', label: 'General', scope: 'section' },
    { kind: 'fill', field: 'Owner Alias', value: '' },
  ]],
  ['Change the **Contact Mail** field to the address of your team.', [{ kind: 'fill', field: 'Contact Mail', value: '' }]],
  ['Specify **Keep Days** for the archive.', [{ kind: 'fill', field: 'Keep Days', value: '' }]],
  ['Enter a **Job Label** and **Remark**.', [{ kind: 'fill', field: 'Job Label', value: '' }, { kind: 'fill', field: 'Remark', value: '' }]],
  ['在弹出的面板中调整**队列长度**。', [{ kind: 'fill', field: '队列长度', value: '' }]],
  ['填写报表在首页显示的**报表标题**和**报表说明**。', [{ kind: 'fill', field: '报表标题', value: '' }, { kind: 'fill', field: '报表说明', value: '' }]],
  ['输入队列**名称**与**备注**。', [{ kind: 'fill', field: '名称', value: '' }, { kind: 'fill', field: '备注', value: '' }]],
  // With its example in plain words after an article or 创建的.
  ['Enter a new **Job Label**, such as nightly01.', [{ kind: 'fill', field: 'Job Label', value: 'nightly01', example: true }]],
  ['输入创建的**规则名称**，如rule01。', [{ kind: 'fill', field: '规则名称', value: 'rule01', example: true }]],
  // A part of the form opened; a switch opened.
  ['Expand the **More Options** section.', [{ kind: 'click', label: 'More Options' }]],
  ['展开**更多选项**。', [{ kind: 'click', label: '更多选项' }]],
  ['Open the **Log Delivery** switch.', [{ kind: 'check', label: 'Log Delivery', checked: true }]],
  // What the row the step picks must be: a condition, nothing to check on the page.
  ['Pick the volume. Its kind must be **Shared Volume**.', [
    { kind: 'choose', field: 'volume', option: '' },
    { kind: 'when', text: 'must be Shared Volume', then: [] },
  ]],
  ['该卷的类型必须是**共享卷**。', [{ kind: 'when', text: '必须是共享卷', then: [] }]],
  // A default option; the doc's example options.
  ['**UDP** is selected by default.', [{ kind: 'choose', field: '', option: 'UDP' }]],
  ['**告警级别**默认是**一般**，您可以按需修改。', [{ kind: 'choose', field: '告警级别', option: '一般' }]],
  // A field named in plain words before its choices; a column whose bold name holds the word; a switch toggled.
  ['Select a log level: **Debug**, **Info**, or **Error**.', [{ kind: 'choose', field: 'log level', option: '', options: ['Debug', 'Info', 'Error'] }]],
  ['In the **Tools column**, choose **More** > **Archive**.', [
    { kind: 'click', label: 'More', column: 'Tools column' },
    { kind: 'click', label: 'Archive', area: 'menu' },
  ]],
  ['Toggle **Night Mode** off.', [{ kind: 'check', label: 'Night Mode', checked: false }]],
  ['In this example, **Weekly** and **Compressed** are selected.', [
    { kind: 'choose', field: '', option: 'Weekly' },
    { kind: 'choose', field: '', option: 'Compressed' },
  ]],
];

describe('fields and values named in bold with no value given', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});

describe('a parameter table row that agrees to terms', () => {
  it('is the check box at that field', () => {
    const [first] = parseSteps(
      ['## 操作步骤', '', '1. 在订购页面，配置以下参数。', '', '    |参数|说明|', '    |--|--|', '    |**使用条款**|选中**我同意**。|', '    |**备注**|输入备注。|', ''].join('\n'),
    );
    expect(first.intents).toContainEqual({ kind: 'check', label: '我同意', checked: true, near: '使用条款' });
    expect(first.intents.some((i) => i.kind === 'choose' && i.field === '使用条款')).toBe(false);
  });
});
