import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';

// rounds.ts: a list the page has the reader go through in turn, read as one submission of a form per item.
describe('parseSteps: rounds of one form', () => {
  it('reads a list the lead has the reader go through in turn as one submission of the form per item', () => {
    const zh = parseSteps(['1. 单击**添加记录**。', '', '   添加记录时的**解析线路**依次这样选：', '', '   * 默认线路：服务器A（192.0.2.1）', '   * 联通线路：服务器B（192.0.2.2）'].join('\n'))[0];
    expect(zh.intents).toEqual([
      { kind: 'click', label: '添加记录' },
      { kind: 'choose', field: '解析线路', option: '默认' },
      { kind: 'fill', field: '', value: '192.0.2.1' },
      { kind: 'click', label: '确定', area: 'dialog', submit: true },
      { kind: 'click', label: '添加记录' },
      { kind: 'choose', field: '解析线路', option: '联通' },
      { kind: 'fill', field: '', value: '192.0.2.2' },
      { kind: 'click', label: '确定', area: 'dialog', submit: true },
    ]);
    const en = parseSteps(['1. Click **Add Record**. Set **Line** one by one as follows:', '', '   - China Unicom line: `192.0.2.2`', '   - China Mobile line: `192.0.2.3`'].join('\n'))[0];
    expect(en.intents.filter((i) => i.kind === 'choose' || i.kind === 'fill')).toEqual([
      { kind: 'choose', field: 'Line', option: 'China Unicom' },
      { kind: 'fill', field: '', value: '192.0.2.2' },
      { kind: 'choose', field: 'Line', option: 'China Mobile' },
      { kind: 'fill', field: '', value: '192.0.2.3' },
    ]);
    // Without "in turn" the list is no set of submissions.
    expect(parseSteps(['1. 单击**添加记录**。', '', '   **解析线路**可以这样选：', '', '   * 默认线路：服务器A（192.0.2.1）', '   * 联通线路：服务器B（192.0.2.2）'].join('\n'))[0].intents.some((i) => i.kind === 'fill')).toBe(false);
  });
});
