import { describe, expect, it } from 'vitest';
import { readCompletely } from './coverage';
import { intentsOf } from './intents';
import { parseSteps } from './steps';

// Sentences written for this test in the help center's style: a list of labels after the one a phrasing placed.
const step = (markdown: string) => parseSteps(`## Procedure\n\n1. ${markdown}\n`)[0];

describe('labels joined to a placed label', () => {
  it('gives the next label of a list the same role', () => {
    expect(intentsOf('Select **Upgrade** and **Disk Size**, and then click **Next**.')).toEqual([
      { kind: 'click', label: 'Upgrade' },
      { kind: 'click', label: 'Disk Size' },
      { kind: 'click', label: 'Next' },
    ]);
    expect(intentsOf('Enter the **Project Name** and **Owner**, and click **Save**.')).toEqual([
      { kind: 'fill', field: 'Project Name', value: '' },
      { kind: 'fill', field: 'Owner', value: '' },
      { kind: 'click', label: 'Save' },
    ]);
    expect(intentsOf('填写**主机名**、**端口**（可选）、**协议**，单击**确定**。')).toEqual([
      { kind: 'fill', field: '主机名', value: '' },
      { kind: 'fill', field: '端口', value: '' },
      { kind: 'fill', field: '协议', value: '' },
      { kind: 'click', label: '确定' },
    ]);
    expect(intentsOf('**排序字段**：选择**size**和**time**。')).toEqual([
      { kind: 'choose', field: '排序字段', option: 'size' },
      { kind: 'choose', field: '排序字段', option: 'time' },
    ]);
  });

  it('makes a list that ends in "or" the choices of the field or the other clicks of an either', () => {
    expect(intentsOf('Set Probe Kind to **Ping Check**, **Port Check**, or **Page Check**.')).toEqual([
      { kind: 'choose', field: 'Probe Kind', option: '', options: ['Ping Check', 'Port Check', 'Page Check'] },
    ]);
    expect(intentsOf('Click **Pause**, **Resume**, or **Drop**.')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: 'Pause' }], [{ kind: 'click', label: 'Resume' }], [{ kind: 'click', label: 'Drop' }]] },
    ]);
  });

  it('leaves a label in an aside and a label already placed alone', () => {
    expect(intentsOf('单击**上行**或**下行**（内网：**上行**、**下行**；外网：**公网上行**）。')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: '上行' }], [{ kind: 'click', label: '下行' }]] },
      { kind: 'mention', label: '公网上行' },
    ]);
  });

  it('counts the step read completely, and still not when a label after the list has no role', () => {
    expect(readCompletely(step('Select **Upgrade** and **Disk Size**, and then click **Next**.'))).toBe(true);
    expect(readCompletely(step('Select **Upgrade** and **Disk Size**, and then **Next** below it.'))).toBe(false);
  });
});
