import { describe, expect, it } from 'vitest';
import { parseSteps } from '../../doc/steps';
import { actions, observe, page, policy } from './test-pages';

// "Set the following parameters and click **Buy Now**:" over a list of the fields: the fields first, then the click.
const doc = ['1. On the buy page, set the following parameters and click **Buy Now**:', '   - **Name**: `ngw-1`.', '   - **Description**: `for tests`.'].join('\n');

describe('local policy: a lead that clicks after the fields its sub-steps list', () => {
  it('the reader marks the step', () => {
    expect(parseSteps(doc)[0].closesAfterSubsteps).toBe(true);
    // A sub-step that only says what the form shows does not change that.
    expect(parseSteps(`${doc}\n   - **Billing Cycle**: shown for information.`)[0].closesAfterSubsteps).toBe(true);
    // A lead whose sub-steps do more than set fields keeps its order.
    expect(parseSteps('1. Set the options and click **Next**:\n   1. Click **Add**.\n').at(0)?.closesAfterSubsteps).toBeUndefined();
  });

  it('fills the listed fields before it clicks the button', async () => {
    const form = page([
      { ref: 'e1', role: 'textbox', name: 'Name' },
      { ref: 'e2', role: 'textbox', name: 'Description' },
      { ref: 'e3', role: 'button', name: 'Buy Now' },
    ]);
    const done = await actions(policy(doc), form, 3);
    expect(done.map((a) => ('ref' in a ? `${a.type} ${a.ref}` : a.type))).toEqual(['type e1', 'type e2', 'click e3']);
  });
});

describe('local policy: clicks written below the list of fields', () => {
  const below = ['1. 在弹出的对话框中，完成以下设置：', '   - **名称**：输入`b-1`。', '   - **备注**：输入`测试`。', '', '   设置好后，单击**确定**。'].join('\n');

  it('the reader marks the step, but not when the lead itself ends in a click', () => {
    expect(parseSteps(below)[0].closesAfterSubsteps).toBe(true);
    const lead = ['1. 单击**添加**，完成以下设置：', '   - **名称**：输入`b-1`。', '', '   单击**确定**。'].join('\n');
    expect(parseSteps(lead)[0].closesAfterSubsteps).toBeUndefined();
  });

  it('fills the fields before it clicks', async () => {
    const form = page([
      { ref: 'e1', role: 'textbox', name: '名称' },
      { ref: 'e2', role: 'textbox', name: '备注' },
      { ref: 'e3', role: 'button', name: '确定' },
    ]);
    const done = await actions(policy(below), form, 3);
    expect(done.map((a) => ('ref' in a ? `${a.type} ${a.ref}` : a.type))).toEqual(['type e1', 'type e2', 'click e3']);
  });
});

describe('local policy: an ID to fill in a select that lists its choices only when open', () => {
  it('opens the select once, then takes the option that shows the ID', async () => {
    const p = policy('1. Enter `vpc-bp1abc` in **VPC ID**.');
    const closed = page([{ ref: 'e1', role: 'combobox', name: 'VPC ID' }]);
    const first = await p.next(observe(closed), null);
    expect(first.action).toEqual({ type: 'click', ref: 'e1' });
    const open = page([{ ref: 'e1', role: 'combobox', name: 'VPC ID', options: ['web / vpc-bp1xyz', 'doc / vpc-bp1abc'], states: { expanded: true } }]);
    const second = await p.next(observe(open), { action: first.action!, result: { ok: true, changes: {} } });
    expect(second.action).toEqual({ type: 'select', ref: 'e1', option: 'doc / vpc-bp1abc' });
  });
});
