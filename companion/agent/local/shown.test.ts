import { describe, expect, it } from 'vitest';
import { actions, dialog, page, policy } from './test-pages';

// A field the form shows as text only, and a field whose choices the doc names while a select on the page reads like
// the field: neither is a renamed control.
describe('local policy: fields shown as text, and choices named by the doc', () => {
  const buy = {
    ...page([
      { ref: 'e1', role: 'combobox', name: 'Region', value: 'China (Hangzhou)', within: ['banner:Top'] },
      { ref: 'e2', role: 'combobox', name: 'VPC ID', value: 'vpc-1', options: ['vpc-1'] },
      { ref: 'e3', role: 'button', name: 'Buy Now' },
    ]),
    text: '[e1] select Region: China (Hangzhou) ▾\n# Create\nform Basic\n  Region and Zone: China (Hangzhou)\n  [e2] select VPC ID*: vpc-1 ▾\n[e3] button Buy Now',
  };
  const doc = ['1. Set the following parameters and click **Buy Now**:', '   - **Region and Zone**: the region of the gateway.', '   - **VPC ID**: the VPC.'].join('\n');

  it('takes a row that shows the field\'s value as the field, with nothing to set, and notes nothing', async () => {
    const done = await actions(policy(doc), buy, 6);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('still reads a control of another name as the field renamed when no row shows the field', async () => {
    const done = await actions(policy(doc), { ...buy, text: buy.text.replace('Region and Zone', 'Zone') }, 6);
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', kind: 'label-changed', expected: 'Region and Zone', actual: 'Region' }));
  });

  const bind = page(
    [
      { ref: 'e1', role: 'radio', name: '从已有云盘中选择', within: [...dialog('挂载云盘'), 'radiogroup:选择云盘'], states: { checked: true } },
      { ref: 'e2', role: 'radio', name: '新购云盘并挂载', within: [...dialog('挂载云盘'), 'radiogroup:选择云盘'] },
      { ref: 'e3', role: 'combobox', name: '云盘', options: ['d-1 / data'], within: dialog('挂载云盘') },
      { ref: 'e4', role: 'button', name: '确定', within: dialog('挂载云盘') },
    ],
    '挂载云盘',
  );
  const zh = ['1. 在**挂载云盘**对话框，配置以下参数，然后单击**确定**。', '', '   | 配置 | 说明 |', '   | --- | --- |', '   | **选择云盘** | **从已有云盘中选择**：在列表里选一块云盘；**新购云盘并挂载**：系统新建一块云盘。 |'].join('\n');

  it('keeps the choice the page has among the ones the doc names, not the select that reads like the field', async () => {
    const done = await actions(policy(zh), bind, 3);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done[0]).toEqual({ type: 'click', ref: 'e4' });
  });

  const attach = (instance: string, select: string) =>
    page(
      [
        { ref: 'e1', role: 'radio', name: instance, within: [...dialog('绑定弹性公网IP'), 'radiogroup:实例类型'], states: { checked: true } },
        { ref: 'e2', role: 'combobox', name: select, options: ['i-1 / web'], within: dialog('绑定弹性公网IP') },
        { ref: 'e3', role: 'button', name: '确定', within: dialog('绑定弹性公网IP') },
      ],
      '绑定弹性公网IP',
    );
  const pick = ['1. 在**绑定弹性公网IP**对话框，完成以下配置，然后单击**确定**。', '', '   | 配置 | 说明 |', '   | --- | --- |', '   | **实例类型** | 选择**云服务器ECS实例**。 |', '   | **ECS实例** | 选择要绑定的实例。 |'].join('\n');

  it('takes a choice of the field\'s own group that reads like the doc\'s as that choice renamed', async () => {
    const done = await actions(policy(pick), attach('ECS实例', 'ECS实例'), 4);
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', kind: 'label-changed', expected: '云服务器ECS实例', actual: 'ECS实例' }));
    expect(done).toContainEqual({ type: 'select', ref: 'e2', option: 'i-1 / web' });
  });

  it('takes the only select of a dialog as the field the doc names under another label', async () => {
    const done = await actions(policy(pick), attach('云服务器ECS实例', '选择要绑定的'), 4);
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', kind: 'label-changed', expected: 'ECS实例', actual: '选择要绑定的' }));
    expect(done).toContainEqual({ type: 'select', ref: 'e2', option: 'i-1 / web' });
  });

  it('leaves out a control the doc places at a choice the form has not taken', async () => {
    const snat = page([
      { ref: 'e1', role: 'radio', name: 'By Subnet', within: ['form:New Rule', 'radiogroup:Source'], states: { checked: true } },
      { ref: 'e2', role: 'radio', name: 'By Server', within: ['form:New Rule', 'radiogroup:Source'] },
      { ref: 'e3', role: 'combobox', name: 'Select Subnet', options: ['sn-1'], within: ['form:New Rule'] },
      { ref: 'e4', role: 'button', name: 'Save' },
    ]);
    const rule = [
      '1. Set the parameters and click **Save**.',
      '',
      '   | Parameter | What to set |',
      '   | --- | --- |',
      '   | **Source** | What the rule covers. **By Subnet**: the servers of the subnet use it; pick it in **Select Subnet**. **By Server**: the chosen server uses it; pick it in **Select Server**. |',
    ].join('\n');
    const done = await actions(policy(rule), snat, 6);
    expect(done.filter((a) => a.type === 'note_deviation' || a.type === 'wait')).toEqual([]);
    expect(done).toContainEqual({ type: 'click', ref: 'e4' });
  });
});
