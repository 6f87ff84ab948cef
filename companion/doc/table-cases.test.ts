import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';
import { intentsOf } from './intents';

describe('a two-column table headed Attribute | Setting', () => {
  it('takes the first column for the field and the second for its value', () => {
    const md = ['## Procedure', '1. Buy the server with these settings:', '', '   | Attribute | Setting |', '   | --- | --- |', '   | Zone | Zone B |', '   | Billing | Monthly |'].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents).toEqual([
      { kind: 'choose', field: 'Zone', option: 'Zone B' },
      { kind: 'choose', field: 'Billing', option: 'Monthly' },
    ]);
  });
});

describe('parameter tables: a row with its name alone heads the rows under it', () => {
  it('reads a row that names a choice of an earlier row as the case of the rows under it', () => {
    const md = [
      '## Procedure',
      '1. On the buy page, set the parameters below and click **Buy Now**.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Billing Method** | **Subscription** (pay ahead by the month) or **Pay-As-You-Go** (pay by the hour). |',
      '   | **Subscription** |',
      '   | **Duration** | How long you buy the address for. |',
      '   | **Name** | Enter a name. |',
      '   | **Pay-As-You-Go** |',
      '   | **Metering** | **By Bandwidth** or **By Traffic**. |',
      '   | **Name** | Enter a name. |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents).toEqual([
      { kind: 'section', label: 'buy', scope: 'page' },
      { kind: 'choose', field: 'Billing Method', option: '', options: ['Subscription', 'Pay-As-You-Go'] },
      { kind: 'when', text: 'Subscription', choice: true, then: [{ kind: 'fill', field: 'Duration', value: '' }, { kind: 'fill', field: 'Name', value: '' }] },
      { kind: 'when', text: 'Pay-As-You-Go', choice: true, then: [{ kind: 'choose', field: 'Metering', option: '', options: ['By Bandwidth', 'By Traffic'] }, { kind: 'fill', field: 'Name', value: '' }] },
      { kind: 'click', label: 'Buy Now', area: 'page' },
    ]);
  });

  it('reads "**A**时：" with an empty description as a case, named earlier or not', () => {
    const md = [
      '## 操作步骤',
      '1. 按下表配置，然后单击**确定**。',
      '',
      '   | 配置 | 说明 |',
      '   | --- | --- |',
      '   | **按实例**时： | |',
      '   | **实例** | 选择要加入的实例。 |',
      '   | 选择**按交换机**时： | |',
      '   | **交换机** | 选择交换机。 |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'when')).toEqual([
      { kind: 'when', text: '按实例', choice: true, then: [{ kind: 'choose', field: '实例', option: '' }] },
      { kind: 'when', text: '按交换机', choice: true, then: [{ kind: 'choose', field: '交换机', option: '' }] },
    ]);
  });

  it('reads a bold row alone that names no earlier choice as a part of the form', () => {
    const md = [
      '## Procedure',
      '1. Configure the listener.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Port** | Enter a port. |',
      '   | **Advanced Settings** |',
      '   | **Timeout** | Enter a timeout in seconds. |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.slice(-3)).toEqual([
      { kind: 'fill', field: 'Port', value: '' },
      { kind: 'section', label: 'Advanced Settings', scope: 'section' },
      { kind: 'fill', field: 'Timeout', value: '' },
    ]);
  });
});

describe('a field whose description says what it offers or asks about', () => {
  it('leaves the field to the reader instead of taking the words for its value', () => {
    expect(intentsOf('**线路类型**：目前只有BGP。')).toEqual([{ kind: 'fill', field: '线路类型', value: '' }]);
    expect(intentsOf('**购买数量**：要买多少个。')).toEqual([{ kind: 'fill', field: '购买数量', value: '' }]);
    expect(intentsOf('**地域**：华东1')).toEqual([{ kind: 'choose', field: '地域', option: '华东1' }]);
  });
});
