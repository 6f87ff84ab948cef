import { describe, expect, it } from 'vitest';
import { actions, dialog, page, policy } from './test-pages';

// Fields the doc names without a value, where the console's control is not a text box: a switch or check box stays as
// it is, check boxes grouped under the field get one ticked, tabs that are kinds of the field are its choices, a dialog
// titled after the field is the field. And the confirmation a form asks for is typed without the doc saying so.
const notes = (done: { type: string }[]) => done.filter((a) => a.type === 'note_deviation');

describe('local policy: values the doc leaves to the reader', () => {
  it('leaves a switch the doc names without a value as it is, and reports nothing', async () => {
    const form = page([
      { ref: 'e1', role: 'textbox', name: 'Backup Name', within: dialog('Create Backup') },
      { ref: 'e2', role: 'switch', name: 'Fast Restore', within: dialog('Create Backup'), states: { checked: false } },
      { ref: 'e3', role: 'button', name: 'Create', within: dialog('Create Backup') },
    ], 'Create Backup');
    const doc = '1. In the dialog box, set the following and click **Create**.\n\n   | Parameter | Description |\n   | --- | --- |\n   | **Backup Name** | A name you choose. |\n   | **Fast Restore** | Turn it on to restore from the backup sooner. |';
    const done = await actions(policy(doc, { backupName: 'bk-1' }), form, 6);
    expect(notes(done)).toEqual([]);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
    expect(done.some((a) => a.type === 'check')).toBe(false);
  });

  it('turns a switch the way the doc\'s value says ("**启用访问控制**：开启访问控制"), and leaves one that is so already', async () => {
    const form = (checked: boolean) => page([
      { ref: 'e1', role: 'switch', name: '启用访问控制', within: dialog('设置访问控制'), states: { checked } },
      { ref: 'e2', role: 'button', name: '确定', within: dialog('设置访问控制') },
    ], '设置访问控制');
    const doc = '1. 完成以下配置，然后单击**确定**。\n\n   - **启用访问控制**：开启访问控制。';
    const off = await actions(policy(doc), form(false), 3);
    expect(notes(off)).toEqual([]);
    expect(off.slice(0, 2)).toEqual([{ type: 'click', ref: 'e1' }, { type: 'click', ref: 'e2' }]);
    const on = await actions(policy(doc), form(true), 2);
    expect(on[0]).toEqual({ type: 'click', ref: 'e2' });
  });

  it('reads a field label that opens with what to do ("**选择访问控制策略组**") as the field itself, no rename', async () => {
    const form = page([
      { ref: 'e1', role: 'combobox', name: '访问控制策略组', options: ['acl-1'], within: dialog('设置访问控制') },
      { ref: 'e2', role: 'button', name: '确定', within: dialog('设置访问控制') },
    ], '设置访问控制');
    const done = await actions(policy('1. 完成以下配置，然后单击**确定**。\n\n   | 配置 | 说明 |\n   | --- | --- |\n   | **选择访问控制策略组** | 选择一个访问控制策略组。 |'), form, 3);
    expect(notes(done)).toEqual([]);
    expect(done[0]).toEqual({ type: 'select', ref: 'e1', option: 'acl-1' });
  });

  it('stops on a list the doc leaves to the reader that opens with nothing to choose, rather than opening it again', async () => {
    const form = page([
      { ref: 'e1', role: 'combobox', name: '访问控制策略组', options: [], within: dialog('设置访问控制'), states: { expanded: true } },
      { ref: 'e2', role: 'button', name: '确定', within: dialog('设置访问控制') },
    ], '设置访问控制');
    const done = await actions(policy('1. 完成以下配置，然后单击**确定**。\n\n   | 配置 | 说明 |\n   | --- | --- |\n   | **选择访问控制策略组** | 选择一个访问控制策略组。 |'), form, 6);
    expect(done.filter((a) => a.type === 'click' && (a as { ref?: string }).ref === 'e1')).toEqual([]);
    expect(done.map((a) => a.type)).toContain('task_unachievable');
  });

  it('ticks one of the check boxes grouped under the field when the doc asks to tick some', async () => {
    const ports = ['SSH (22)', 'HTTP (80)', 'HTTPS (443)'].map((name, i) => ({ ref: `p${i}`, role: 'checkbox', name, within: [...dialog('快速添加规则'), 'group:端口'], states: { checked: false, required: true } }));
    const form = page([...ports, { ref: 'e9', role: 'button', name: '确定', within: dialog('快速添加规则') }], '快速添加规则');
    const done = await actions(policy('1. 勾选一个或多个端口，然后单击**确定**。'), form, 4);
    expect(done[0]).toEqual({ type: 'check', ref: 'p0', checked: true });
    expect(notes(done)).toEqual([]);
  });

  it('ticks the row the task made when the doc leaves the choice to the reader, not the first row', async () => {
    const rows = ['AdministratorAccess', 'AliyunECSReadOnlyAccess', 'doc-policy-r1'].map((name, i) => ({ ref: `c${i}`, role: 'checkbox', name, within: dialog('添加权限'), states: { checked: false } }));
    const scope = ['整个阿里云账号', '指定资源组'].map((name, i) => ({ ref: `r${i}`, role: 'radio', name, within: [...dialog('添加权限'), 'group:授权应用范围'], states: { checked: i === 0 } }));
    // Each policy's row reads as its name too, before its check box.
    const tableRows = rows.map((r) => ({ ref: `w${r.ref}`, role: 'row', name: r.name, within: dialog('添加权限') }));
    const panel = page([...scope, ...tableRows.flatMap((row, i) => [row, rows[i]]), { ref: 'e9', role: 'button', name: '确定', within: dialog('添加权限') }], '添加权限');
    const p = policy('1. 选择授权应用范围。\n2. 选择权限策略。\n3. 单击**确定**。', {}, { policy: { id: 'doc-policy-r1', name: 'doc-policy-r1' } });
    const done = await actions(p, panel, 3);
    // The scope keeps its choice; the policy ticked is the task's.
    expect(done.filter((a) => a.type === 'click' || a.type === 'check')).toEqual([expect.objectContaining({ ref: 'c2' }), expect.objectContaining({ ref: 'e9' })]);
  });

  it('takes the open tab for a field whose kinds the tabs are', async () => {
    const rules = page([
      { ref: 't1', role: 'tab', name: '入方向', states: { selected: true } },
      { ref: 't2', role: 'tab', name: '出方向', states: { selected: false } },
      { ref: 'e3', role: 'button', name: '手动添加' },
    ]);
    const done = await actions(policy('1. 选择安全组规则的规则方向。\n2. 单击**手动添加**。'), rules, 3);
    expect(notes(done)).toEqual([]);
    expect(done[0]).toEqual({ type: 'click', ref: 'e3' });
  });

  it('reads "select a maintenance window" in a Set Maintenance Window dialog as the dialog itself', async () => {
    const chooser = page([
      { ref: 'e1', role: 'combobox', name: 'Start Time', value: '02:00', within: dialog('Set Maintenance Window') },
      { ref: 'e2', role: 'combobox', name: 'End Time', value: '06:00', within: dialog('Set Maintenance Window') },
      { ref: 'e3', role: 'button', name: 'Yes', within: dialog('Set Maintenance Window') },
    ], 'Set Maintenance Window');
    const done = await actions(policy('1. Select a maintenance window and click **Yes**.'), chooser, 3);
    expect(notes(done)).toEqual([]);
    expect(done[0]).toEqual({ type: 'click', ref: 'e3' });
  });

  it('fills the field a plain "设置…的新密码" names, from the task input, then its confirmation', async () => {
    const reset = page([
      { ref: 'e1', role: 'textbox', name: '新密码', within: dialog('重置密码') },
      { ref: 'e2', role: 'textbox', name: '确认密码', within: dialog('重置密码') },
      { ref: 'e3', role: 'button', name: '提交', within: dialog('重置密码') },
    ], '重置密码');
    const done = await actions(policy('1. 在弹出的**重置密码**对话框中，设置符合要求的新密码，单击**提交**。', { newPassword: '<secret:p>' }), reset, 3);
    expect(done).toEqual([
      expect.objectContaining({ type: 'type', ref: 'e1', text: '<secret:p>' }),
      expect.objectContaining({ type: 'type', ref: 'e2', text: '<secret:p>' }),
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('does not type a confirmation twice when the doc fills it itself', async () => {
    const form = page([
      { ref: 'e1', role: 'textbox', name: 'New Password', within: dialog('Create Account') },
      { ref: 'e2', role: 'textbox', name: 'Confirm Password', within: dialog('Create Account') },
      { ref: 'e3', role: 'button', name: 'OK', within: dialog('Create Account') },
    ], 'Create Account');
    const done = await actions(policy('1. Enter `x1` in **New Password** and `x1` in **Confirm Password**, and click **OK**.'), form, 4);
    expect(done.filter((a) => a.type === 'type')).toHaveLength(2);
    expect(done.at(-1)).toEqual({ type: 'click', ref: 'e3' });
  });

  it('leaves out a step done in the instance\'s system that names no console control', async () => {
    const list = page([{ ref: 'e1', role: 'button', name: '挂载云盘' }]);
    const done = await actions(policy('1. 单击**挂载云盘**。\n2. 挂载后，为云盘创建分区并选择合适的文件系统。'), list, 4);
    expect(done).toEqual([{ type: 'click', ref: 'e1' }, expect.objectContaining({ type: 'task_complete' })]);
  });

  it('works on a tab the doc calls a page', async () => {
    const details = page([
      { ref: 't1', role: 'tab', name: '云盘', states: { selected: true } },
      { ref: 'n1', role: 'navitem', name: '云盘' },
      { ref: 'e3', role: 'button', name: '挂载云盘' },
    ]);
    const done = await actions(policy('1. 在**云盘**页面的右上方，单击**挂载云盘**。'), details, 2);
    expect(done[0]).toEqual({ type: 'click', ref: 'e3' });
  });

  it('reports the label a field left to the reader has now, when it is a select or a check box', async () => {
    const form = page([
      { ref: 'e1', role: 'combobox', name: '目标磁盘', options: ['d-1 / data'], within: dialog('挂载云盘') },
      { ref: 'e2', role: 'checkbox', name: '磁盘随实例释放', within: dialog('挂载云盘'), states: { checked: false } },
      { ref: 'e3', role: 'button', name: '确定', within: dialog('挂载云盘') },
    ], '挂载云盘');
    const doc = '1. 设置挂载参数，然后单击**确定**。\n\n   | 参数 | 说明 |\n   | --- | --- |\n   | **目标云盘** | 要挂载的云盘。 |\n   | **云盘随实例释放** | 选中后随实例一起释放。 |';
    const done = await actions(policy(doc), form, 8);
    expect(notes(done)).toEqual([
      expect.objectContaining({ kind: 'label-changed', expected: '目标云盘', actual: '目标磁盘' }),
      expect.objectContaining({ kind: 'label-changed', expected: '云盘随实例释放', actual: '磁盘随实例释放' }),
    ]);
    expect(done).toContainEqual({ type: 'select', ref: 'e1', option: 'd-1 / data' });
    expect(done.some((a) => a.type === 'check')).toBe(false);
  });

  it('takes a select whose label holds the doc\'s plain words as that field, not a renamed one', async () => {
    const form = page([
      { ref: 'e1', role: 'combobox', name: '所属专有网络', options: ['vpc-1 / web'], within: dialog('创建安全组') },
      { ref: 'e2', role: 'button', name: '确定', within: dialog('创建安全组') },
    ], '创建安全组');
    const done = await actions(policy('1. 选择已创建的专有网络，然后单击**确定**。'), form, 4);
    expect(notes(done)).toEqual([]);
    expect(done).toContainEqual({ type: 'select', ref: 'e1', option: 'vpc-1 / web' });
  });

  // "**策略**：**按前缀配置**或**配置到整个Bucket**" where the form's 策略 has 按前缀匹配 selected: the doc's first choice
  // renamed, and the form's choice stands; the exact 配置到整个Bucket is no reason to change it.
  it('keeps a selected choice that reads like a doc choice the page no longer offers, as that choice renamed', async () => {
    const form = page([
      { ref: 'r1', role: 'radio', name: '按前缀匹配', within: [...dialog('创建生命周期规则'), 'radiogroup:策略'], states: { checked: true } },
      { ref: 'r2', role: 'radio', name: '配置到整个Bucket', within: [...dialog('创建生命周期规则'), 'radiogroup:策略'], states: { checked: false } },
      { ref: 'e3', role: 'button', name: '确定', within: dialog('创建生命周期规则') },
    ], '创建生命周期规则');
    const done = await actions(policy('1. **策略**：**按前缀配置**（匹配名称前缀）或**配置到整个Bucket**。\n2. 单击**确定**。'), form, 4);
    expect(done.some((a) => a.type === 'click' && 'ref' in a && a.ref === 'r2')).toBe(false);
    expect(notes(done)).toContainEqual(expect.objectContaining({ kind: 'label-changed', expected: '按前缀配置', actual: '按前缀匹配' }));
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });
});
