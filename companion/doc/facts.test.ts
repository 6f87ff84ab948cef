import { describe, expect, it } from 'vitest';
import { readCompletely } from './coverage';
import { parseSteps } from './steps';

// Sentences written for this test in the help center's style.
const stepOf = (lines: string[]) => parseSteps(['## Procedure', '', ...lines, ''].join('\n'))[0];

describe('items under a step that only state a fact', () => {
  it('are the step\'s facts, not sub-steps: a consequence of a choice, a state the step needs, a limit', () => {
    const s = stepOf([
      '1. Set the logon password:',
      '   - Select **Keep Password** or **Reset Password**.',
      '   - If you select **Keep Password**, the old password stays valid.',
      '   - The instance must be **Stopped**.',
      '   - A password holds 8 to 30 characters.',
    ]);
    expect(s.substeps.map((x) => x.text)).toEqual(['Select Keep Password or Reset Password.']);
    expect(s.facts?.map((f) => (f.kind === 'when' ? f.text : f.kind))).toEqual([
      'If you select Keep Password, the old password stays valid.',
      'The instance must be Stopped.',
      'A password holds 8 to 30 characters.',
    ]);
    expect(readCompletely(s)).toBe(true);
  });

  it('reads a definition and a consequence stated in Chinese as facts', () => {
    const s = stepOf([
      '1. 设置备份策略：',
      '   - 在**备份周期**中选择**每天**。',
      '   - **保存天数**：默认保存7天。',
      '   - 策略来源表示该策略由谁建立。',
      '   - 选择**按量付费**时，按小时结算费用。',
      '   - Linux实例：登录凭证可以是密钥对。',
      '   - **加密方式**表示数据如何加密。',
    ]);
    // A field with its default stated is named, its value left to the reader: a sub-step, not a choice of the words.
    expect(s.substeps.map((x) => [x.text, x.intents])).toEqual([
      ['在备份周期中选择每天。', [{ kind: 'choose', field: '备份周期', option: '每天' }]],
      ['保存天数：默认保存7天。', [{ kind: 'fill', field: '保存天数', value: '' }]],
      // An item that opens with a label is about that label, a choice or field to act on: it stays a sub-step.
      ['加密方式表示数据如何加密。', [{ kind: 'mention', label: '加密方式' }]],
    ]);
    expect(s.facts?.map((f) => (f.kind === 'when' ? f.text : f.kind))).toEqual(['策略来源表示该策略由谁建立。', '选择按量付费时，按小时结算费用。', 'Linux实例：登录凭证可以是密钥对。']);
  });

  it('keeps an item that asks for something, sets a field, names a label to act on or shows an icon', () => {
    const s = stepOf([
      '1. Configure the following items:',
      '   - Click **Advanced** to show more settings.',
      '   - **Port**: 8080',
      '   - **Alerts**',
      '   - Choose whether to keep the old disks.',
      '   - The ![edit](p9.png) icon edits the name.',
      '   - After you save, open the **Logs** tab.',
    ]);
    expect(s.facts).toBeUndefined();
    expect(s.substeps).toHaveLength(6);
  });

  it('reads a sentence after the instruction that only states a fact as a condition with nothing under it', () => {
    const s = stepOf(['1. Click **Make Token**. A **Token** and an **Expiry** are made. Its prefix is `tk-`.']);
    expect(s.intents).toEqual([
      { kind: 'click', label: 'Make Token' },
      { kind: 'when', text: 'A Token and an Expiry are made.', then: [{ kind: 'mention', label: 'Token' }, { kind: 'mention', label: 'Expiry' }] },
      { kind: 'when', text: 'Its prefix is tk-.', then: [] },
    ]);
    expect(readCompletely(s)).toBe(true);
    const zh = stepOf(['1. 单击**生成**。生成的令牌以`tk-`开头。']);
    expect(zh.intents.at(-1)).toEqual({ kind: 'when', text: '生成的令牌以tk-开头。', then: [] });
  });

  it('leaves a later sentence that asks something, names the console, or sits in an aside', () => {
    // "you must", a verb, a place of the console, a piece of parentheses: none of them a plain fact.
    for (const later of ['You must keep **Token** secret.', 'Then copy **Token**.', 'The **Token** page lists it.']) {
      const s = stepOf([`1. Click **Make Token**. ${later}`]);
      expect(s.intents.some((i) => i.kind === 'when' && i.text === later)).toBe(false);
    }
    const aside = stepOf(['1. 单击**上行**（内网：**上行**；外网：**公网上行**）。']);
    expect(aside.intents.some((i) => i.kind === 'when')).toBe(false);
  });

  it('reads what a thing is used for as a fact, and a result whose labels hold verbs as a result', () => {
    const s = stepOf(['1. Click **Rules**. This rule can be used to set limits on **paths** and **suffixes**. You can view the totals on the **Set A** and **Set B** tabs.']);
    expect(s.intents.map((i) => i.kind)).toEqual(['click', 'when', 'expect']);
    expect(readCompletely(s)).toBe(true);
  });
});
