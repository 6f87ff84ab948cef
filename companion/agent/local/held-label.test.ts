import { describe, expect, it } from 'vitest';
import { actions, notesOf, page, policy } from './test-pages';

// "选择**事件类型**和**时间**" with no value: fields the doc leaves to the reader. A select whose label holds the doc's
// label whole (时间范围 for 时间) is that field saying more of the same, not a control that moved or was renamed.
const doc = '1. 输入用户名，选择**事件类型**和**时间**后，单击**搜索**。';

const query = (time: string) =>
  page([
    { ref: 'e1', role: 'textbox', name: '用户名' },
    { ref: 'e2', role: 'combobox', name: '事件类型', value: '全部事件', options: ['全部事件', '写事件'] },
    { ref: 'e3', role: 'combobox', name: time, value: '最近7天', options: ['最近7天', '最近30天'] },
    { ref: 'e4', role: 'button', name: '搜索' },
  ]);

describe('local policy: a select whose label holds the doc\'s label', () => {
  it('keeps the choice of 时间范围 for the doc\'s 时间 and reports no difference', async () => {
    const done = await actions(policy(doc, { userName: 'root' }), query('时间范围'), 10);
    expect(done).toContainEqual({ type: 'click', ref: 'e4' });
    expect(notesOf(done)).toEqual([]);
  });

  it('still sees a select under another word as no field of the doc\'s', async () => {
    const done = await actions(policy(doc, { userName: 'root' }), query('日期'), 16);
    expect(notesOf(done)).not.toEqual([]);
  });
});
