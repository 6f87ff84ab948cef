import { describe, expect, it } from 'vitest';
import { actions, dialog, notesOf, page, policy } from './test-pages';

// "填写报警联系组的组名" in a dialog whose box for the name reads just 名称: the doc names the field by what it holds (a
// name), in its own words; the dialog's one Name box is that field, and no label changed.
const form = (name: string) =>
  page([
    { ref: 'e1', role: 'textbox', name, within: dialog('新建联系人组') },
    { ref: 'e2', role: 'textbox', name: '描述', within: dialog('新建联系人组') },
    { ref: 'e3', role: 'button', name: '确定', within: dialog('新建联系人组') },
  ], '新建联系人组');

describe('local policy: a name the doc describes, and the dialog\'s bare Name box', () => {
  it('types the group name into 名称 and reports nothing', async () => {
    const done = await actions(policy('1. 在新建联系人组页面，填写报警联系组的组名。', { groupName: 'oncall' }), form('名称'), 6);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: 'oncall' }));
    expect(notesOf(done)).toEqual([]);
  });

  it('does not take a box of another name for it', async () => {
    const done = await actions(policy('1. 在新建联系人组页面，填写报警联系组的组名。', { groupName: 'oncall' }), form('标识'), 12);
    expect(done).not.toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1' }));
  });
});
