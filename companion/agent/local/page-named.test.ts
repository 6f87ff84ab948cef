import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { notesOf, page, play, policy } from './test-pages';

// A rules page whose buttons dropped the page's name ("单击**添加安全组规则**" on the 安全组规则 page, where the buttons
// read 手动添加 and 快速添加), and a list that edits a new rule in place: its fields in a new row, saved with the row's
// 保存 instead of a dialog's 确定.
const toolbar = [
  { ref: 'e1', role: 'tab', name: '入方向', states: { selected: true } },
  { ref: 'e2', role: 'tab', name: '出方向' },
  { ref: 'e3', role: 'button', name: '手动添加' },
  { ref: 'e4', role: 'button', name: '快速添加' },
];
const row = ['table:入方向', 'row:new'];
const editing = [
  { ref: 'e10', role: 'textbox', name: '端口范围', within: row },
  { ref: 'e11', role: 'textbox', name: '授权对象', within: row },
  { ref: 'e12', role: 'button', name: '保存', within: row },
  { ref: 'e13', role: 'button', name: '取消', within: row },
];
const rules = (seen: Action[]) => page(seen.some((a) => a.type === 'click' && a.ref === 'e3') ? [...toolbar, ...editing] : toolbar);

describe('local policy: a button without the page\'s name, and a list that edits in place', () => {
  it('takes the button that holds the doc\'s verb and not the other control the step names', async () => {
    const doc = '1. 在安全组规则页面上，单击**添加安全组规则**。只放行常用端口时，也可以单击**快速创建规则**。';
    const done = await play(policy(doc), (_, seen) => rules(seen), 6);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
    expect(notesOf(done)).toEqual(['1:label-changed']);
  });

  it('asks when both buttons hold the verb and the step names no other control', async () => {
    const done = await play(policy('1. 在安全组规则页面上，单击**添加安全组规则**。'), (_, seen) => rules(seen), 6);
    expect(done.some((a) => a.type === 'ask_human')).toBe(true);
    expect(done).not.toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('notes the dialog\'s fields found in a row of the list as a path change, and the row\'s 保存 as the doc\'s 确定', async () => {
    const doc = ['1. 在安全组规则页面上，单击**手动添加**。', '2. 在弹出的对话框中，设置以下参数：', '   - **端口范围**：`8080/8080`。', '   - **授权对象**：`192.168.0.0/24`。', '3. 单击**确定**。'].join('\n');
    const done = await play(policy(doc), (_, seen) => rules(seen), 10);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e10', text: '8080/8080' }));
    expect(done).toContainEqual({ type: 'click', ref: 'e12' });
    expect(notesOf(done)).toEqual(['2:path-changed', '3:label-changed']);
  });
});

// The other way round, and alternatives: the doc's two ways to add a rule ("方式一" quick, "方式二" manual, with its
// own numbered sub-steps) on an older rules page that offers 快速创建规则 and 添加安全组规则.
describe('local policy: a button that gained the page\'s name, as the fallback of an alternative', () => {
  const older = [
    { ref: 'o1', role: 'button', name: '快速创建规则' },
    { ref: 'o2', role: 'button', name: '添加安全组规则' },
  ];
  const doc = [
    '1. 在**安全组规则**页面上，添加一条规则。以下两种方式任选其一：',
    '   - 方式一：单击**快速添加**，选好端口即可。',
    '   - 方式二：手动添加，步骤如下。',
    '   1. 单击**手动添加**。',
    '   2. 单击**保存**。',
  ].join('\n');

  it('falls back to the second way when the first way\'s button is gone, and takes the button holding its action', async () => {
    const done = await play(policy(doc), () => page(older), 16);
    expect(done).toContainEqual({ type: 'click', ref: 'o2' });
    expect(done).not.toContainEqual({ type: 'click', ref: 'o1' });
    expect(notesOf(done)[0]).toBe('1:label-changed');
  });

  it('does not give the quick way\'s label to the button that gained the page\'s name while another holds 快速', async () => {
    const done = await play(policy('1. 在**安全组规则**页面上，单击**快速添加**。'), () => page(older), 8);
    expect(done).not.toContainEqual({ type: 'click', ref: 'o2' });
  });
});
