import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import { parseSteps } from './steps';
import { readCompletely } from './coverage';

// Sentences written for these tests in the help center's phrasings.
describe('a field set as an equation', () => {
  it('reads the value picked in words', () => {
    expect(intentsOf('Network = select the VPC **vpc-shop**')).toEqual([{ kind: 'choose', field: 'Network', option: 'vpc-shop' }]);
    expect(intentsOf('Logon Method = select **Key Pair** and pick one')).toEqual([{ kind: 'choose', field: 'Logon Method', option: 'Key Pair' }]);
    expect(intentsOf('Instance Type = filter by 4 vCPUs, and select a type such as **ecs.g7.xlarge**')).toEqual([
      { kind: 'choose', field: 'Instance Type', option: 'ecs.g7.xlarge' },
    ]);
  });

  it('reads a value copied from a column of another page as left to the reader, with where it is read', () => {
    expect(intentsOf('Record = the **Record value** column under **Step 2** in the mail tab (for example, abc)')).toEqual([
      { kind: 'fill', field: 'Record', value: '' },
      { kind: 'expect', text: 'the Record value column under Step 2 in the mail tab', label: 'Record value' },
    ]);
  });
});

describe('rows named with their column', () => {
  it('reads the row named before its column, then the click in that column', () => {
    expect(intentsOf('在**数据盘**的**操作**列中，选择**更多** > **卸载**。')).toEqual([
      { kind: 'find', text: '数据盘', literal: true },
      { kind: 'click', label: '更多', column: '操作', row: '数据盘' },
      { kind: 'click', label: '卸载', area: 'menu' },
    ]);
    expect(intentsOf('In the **Actions** column corresponding to the **data disk**, choose **More** > **Detach**.')).toEqual([
      { kind: 'find', text: 'data disk', literal: true },
      { kind: 'click', label: 'More', column: 'Actions', row: 'data disk' },
      { kind: 'click', label: 'Detach', area: 'menu' },
    ]);
  });

  it("reads the row's link in a named column, the row described by what the reader does with it", () => {
    expect(intentsOf('在**实例ID/名称**列，单击待修改实例的实例ID。')).toEqual([{ kind: 'click', label: 'ID', rowLink: 'id', column: '实例ID/名称' }]);
  });
});

describe('items that are no steps', () => {
  it('takes "Note the …" for an instruction, not a note', () => {
    expect(intentsOf('Note the key ID and click **Save Key**.')).toEqual([{ kind: 'click', label: 'Save Key' }]);
  });

  it('leaves out a number with nothing but a note or a picture after it', () => {
    const steps = parseSteps('## Procedure\n\n1. Click **Listeners**.\n2. **Note:** The list shows one region.\n3.  \n4. Click **Add**.\n');
    expect(steps.map((s) => [s.index, s.label, s.text])).toEqual([
      [1, '1', 'Click Listeners.'],
      [2, '4', 'Click Add.'],
    ]);
  });
});

describe('alternatives and fields named with their place or description', () => {
  it('reads a second alternative that is a control of a row', () => {
    expect(intentsOf('单击**添加规则**或目标规则的**编辑**选项。')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: '添加规则' }], [{ kind: 'click', label: '编辑' }]] },
    ]);
    expect(intentsOf('Click **Add Rule** or the **Edit** option of the target rule.')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: 'Add Rule' }], [{ kind: 'click', label: 'Edit' }]] },
    ]);
  });

  it('reads a field to choose with its description after the colon, and a value after it', () => {
    expect(intentsOf('选择网卡类型：可选的网卡类型与实例所在的网络有关。')).toEqual([{ kind: 'choose', field: '网卡类型', option: '' }]);
    expect(intentsOf('选择释放方式：定时释放')).toEqual([{ kind: 'choose', field: '释放方式', option: '定时释放' }]);
  });

  it('reads the bold word "region" of a region left to the reader', () => {
    const [step] = parseSteps('## Procedure\n\n1. Select a **region**.\n');
    expect(step.intents).toEqual([{ kind: 'select-region' }]);
    expect(readCompletely(step)).toBe(true);
  });
});

describe('steps on the reader machine', () => {
  it('sets a step on an on-premises machine, a download through a link and a hardware key outside the console', () => {
    for (const place of [
      'Log on to your on-premises server, and click **Start**.',
      'Click [here](https://example.com/tool) to download the tool.',
      '轻按U2F密钥上的按钮。',
      'Log on to the **vSphere Web Client** and click **Hosts**.',
    ]) {
      const steps = parseSteps(`## Procedure\n\n1. Log on to the ECS console.\n2. ${place}\n`);
      expect(steps.map((s) => !!s.outside), place).toEqual([false, true]);
    }
  });
});

describe('qualifiers and where a click leads', () => {
  it('takes a bold qualifier of the step for no label of the page', () => {
    const [step] = parseSteps('## Procedure\n\n1. （**必须**）单击**保存**。\n');
    expect(step.marks).toEqual([{ kind: 'label', text: '保存' }]);
    expect(readCompletely(step)).toBe(true);
  });

  it('reads the page a click leads to', () => {
    expect(intentsOf('In the top bar, click **Billing** to go to **User Center**.')).toEqual([
      { kind: 'click', label: 'Billing' },
      { kind: 'navigate', path: ['User Center'] },
    ]);
  });
});

