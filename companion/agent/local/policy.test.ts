import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { parseSteps } from '../../doc/steps';
import { LocalPolicy } from './policy';
import { actions, dialog, page, policy, type El } from './test-pages';

// The local policy over page snapshots written by hand: what it does with the doc's words on a given page.
describe('local policy: fields the doc leaves to the reader', () => {
  it('keeps the values two selects already have and goes on to the button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Begin', value: '01:00', within: dialog('Window') },
        { ref: 'e2', role: 'combobox', name: 'Finish', value: '03:00', within: dialog('Window') },
        { ref: 'e3', role: 'button', name: 'Yes', within: dialog('Window') },
      ],
      'Window',
    );
    const done = await actions(policy('1. Choose a **Begin** and a **Finish**, and then click **Yes**.'), snapshot);
    expect(done[0]).toEqual({ type: 'click', ref: 'e3' });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });

  it('takes a valid option of an empty select, keeps a radio group\'s choice, and saves with the dialog\'s button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Zone', options: ['Zone A', 'Zone B'], within: dialog('Edit') },
        { ref: 'e2', role: 'radio', name: 'Fast', states: { checked: true }, within: [...dialog('Edit'), 'group:Disk'] },
        { ref: 'e3', role: 'radio', name: 'Cheap', within: [...dialog('Edit'), 'group:Disk'] },
        { ref: 'e4', role: 'button', name: 'Apply', within: dialog('Edit') },
        { ref: 'e5', role: 'button', name: 'Cancel', within: dialog('Edit') },
      ],
      'Edit',
    );
    const done = await actions(policy('1. Set **Zone** and **Disk**, then save the changes.'), snapshot);
    expect(done.slice(0, 2)).toEqual([
      { type: 'select', ref: 'e1', option: 'Zone A' },
      { type: 'click', ref: 'e4' },
    ]);
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });

  it('treats a click on a select\'s label as a choice left to the reader, not a missing control', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'combobox', name: 'Rule Kind', value: 'Latency' },
      { ref: 'e2', role: 'button', name: 'OK' },
    ]);
    const done = await actions(policy('1. Select the **Rule Kind** and then click **OK**.'), snapshot);
    expect(done[0]).toEqual({ type: 'click', ref: 'e2' });
  });

it('takes the first of the choices the doc names and leaves to the reader, or keeps the one selected', async () => {
    const radios = (checked: string | null) =>
      page(
        ['Blacklist', 'Whitelist'].map((name, i) => ({ ref: `e${i + 1}`, role: 'radio', name, within: [...dialog('Lists'), 'group:Type'], states: { checked: name === checked } })),
        'Lists',
      );
    const doc = '1. Select **Blacklist** or **Whitelist** based on your business requirements.';
    expect((await actions(policy(doc), radios(null), 1))[0]).toEqual({ type: 'click', ref: 'e1' });
    const kept = await actions(policy(doc), radios('Whitelist'), 1);
    expect(kept.some((a) => a.type === 'click' || a.type === 'note_deviation')).toBe(false);
  });
});

describe('local policy: task inputs', () => {
  const form = page([
    { ref: 'e1', role: 'textbox', name: 'Alias Name', within: dialog('Create Alias') },
    { ref: 'e2', role: 'button', name: 'OK', within: dialog('Create Alias') },
  ], 'Create Alias');
  const doc = '1. In the dialog box, specify **Alias Name**.\n2. Click **OK**.';

  it('fills a field the doc gives no value for with the input named after it', async () => {
    const done = await actions(policy(doc, { aliasName: 'alias/doc-r1' }), form, 1);
    expect(done[0]).toEqual({ type: 'type', ref: 'e1', text: 'alias/doc-r1', clear: true, submit: false });
  });

  it('leaves it to the reader when no input is named after the field', async () => {
    const done = await actions(policy(doc, { description: 'x' }), form, 1);
    expect(done[0]).not.toMatchObject({ text: 'x' });
  });
});

describe('local policy: a renamed field', () => {
  const doc = '1. In the dialog box, specify **Delete In (7-30 days)**.\n2. Click **OK**.';
  const dialogWith = (extra: El[]) =>
    page([{ ref: 'e1', role: 'textbox', name: 'Schedule Deletion Period (7 to 366 Days)', value: '366', within: dialog('Schedule') }, ...extra, { ref: 'e9', role: 'button', name: 'OK', within: dialog('Schedule') }], 'Schedule');

  it('is the dialog\'s only field under another name: label-changed, its value kept', async () => {
    const done = await actions(policy(doc), dialogWith([]), 12);
    expect(done[0]).toMatchObject({ type: 'note_deviation', step: 1, kind: 'label-changed', expected: 'Delete In (7-30 days)' });
  });

  it('is not guessed among several fields: the form dropped it', async () => {
    const done = await actions(policy(doc), dialogWith([{ ref: 'e2', role: 'textbox', name: 'Reason', within: dialog('Schedule') }]), 12);
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ kind: 'obsolete-step' });
  });
});

describe('local policy: alternatives', () => {
  const row = ['table:Instances', 'row:rm-0001 orders-db'];
  const doc = '1. Find the database, then click its ID or click **Open** in the **Actions** column.\n2. Click **Backups**.';

  it('does the first alternative and not the second', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'rm-0001', within: row },
      { ref: 'e2', role: 'button', name: 'Open', within: row },
      { ref: 'e3', role: 'tab', name: 'Backups' },
    ]);
    const done = await actions(policy(doc), snapshot, 2);
    expect(done).toEqual([
      { type: 'click', ref: 'e1' },
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('takes the second alternative when the page offers only that one, without a defect', async () => {
    const snapshot = page([
      { ref: 'e2', role: 'button', name: 'Open', within: row },
      { ref: 'e3', role: 'tab', name: 'Backups' },
    ]);
    const done = await actions(policy(doc), snapshot, 2);
    expect(done).toEqual([
      { type: 'click', ref: 'e2' },
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('reports the step when no alternative is on the page', async () => {
    const snapshot = page([{ ref: 'e3', role: 'tab', name: 'Backups' }, { ref: 'e4', role: 'cell', name: 'Name', within: row }]);
    const done = await actions(policy(doc), snapshot, 20);
    const last = done.at(-1);
    expect(done.some((a) => a.type === 'click')).toBe(false);
    expect(last?.type === 'task_unachievable' || done.some((a) => a.type === 'note_deviation')).toBe(true);
  });

  it('clicks the one of two labels the page has ("click **A** or **B**")', async () => {
    const snapshot = page([{ ref: 'e7', role: 'button', name: 'Remove' }]);
    const done = await actions(policy('1. Click **Erase** or **Remove**.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e7' }]);
  });
});

describe('local policy: areas, inputs and the links in a list', () => {
  it('types the task\'s input where the doc leaves a value to the reader', async () => {
    const snapshot = page([{ ref: 'e1', role: 'textbox', name: 'Directory Name', within: dialog('Create Directory') }, { ref: 'e2', role: 'button', name: 'OK', within: dialog('Create Directory') }], 'Create Directory');
    const [first] = await actions(policy('1. Enter a directory name in the **Directory Name** field.', { folderName: 'reports' }), snapshot, 1);
    expect(first).toMatchObject({ type: 'type', ref: 'e1', text: 'reports' });
  });

  it('clicks the Settings of the area the previous step found, not the first one on the page', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'button', name: 'Settings', within: ['form:ACL'] },
      { ref: 'e2', role: 'button', name: 'Settings', within: ['form:Static Page'] },
    ]);
    const acts = await actions(policy('1. Find the **Static Page** area.\n2. Click **Settings**.'), snapshot, 1);
    expect(acts[0]).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('clicks the link in a list, not the cell that holds it', async () => {
    const row = ['table:Buckets', 'row:logs-01'];
    const snapshot = page([
      { ref: 'e1', role: 'cell', name: 'logs-01', within: row },
      { ref: 'e2', role: 'link', name: 'logs-01', within: row },
    ]);
    const [first] = await actions(policy('1. Click the bucket `logs-01` to open it.'), snapshot, 1);
    expect(first).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('leaves an open group of the navigation open and clicks its item', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'navitem', name: 'Basic Settings', within: ['nav:Bucket'], states: { expanded: true } },
      { ref: 'e2', role: 'navitem', name: 'Delete Bucket', within: ['nav:Bucket', 'group:Basic Settings'] },
    ]);
    const [first] = await actions(policy('1. Choose **Basic Settings** \\> **Delete Bucket**.'), snapshot, 1);
    expect(first).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('takes a place the doc names in the same sentence as an area of the page when no row has it', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'button', name: '设置', within: ['form:读写权限'] },
      { ref: 'e2', role: 'button', name: '设置', within: ['form:生命周期'] },
    ]);
    const [first] = await actions(policy('1. 找到**生命周期**区域，然后单击**设置**。'), snapshot, 1);
    expect(first).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('clicks the button on the page, not the navigation entry of the page it is on', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'navitem', name: 'Delete Bucket', within: ['nav:Bucket'], states: { current: true } },
      { ref: 'e2', role: 'button', name: 'Delete Bucket' },
    ]);
    const [first] = await actions(policy('1. Click **Delete Bucket**.'), snapshot, 1);
    expect(first).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('keeps a radio group\'s choice when the doc describes the choices instead of naming one', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'radio', name: '启用', within: [...dialog('生命周期创建规则'), 'group:状态'], states: { checked: true } },
      { ref: 'e2', role: 'radio', name: '禁用', within: [...dialog('生命周期创建规则'), 'group:状态'] },
      { ref: 'e3', role: 'button', name: '确定', within: dialog('生命周期创建规则') },
    ], '生命周期创建规则');
    const acts = await actions(policy('1. **状态**：启用或停用这条规则。\n2. 单击**确定**。'), snapshot, 1);
    expect(acts[0]).toMatchObject({ type: 'click', ref: 'e3' });
  });
});

describe('local policy: a group of one entry, greyed-out alternatives, the target row', () => {
  const nav = (ref: string, name: string, group?: string, states?: Record<string, boolean>): El => ({
    ref, role: 'navitem', name, within: ['nav:Console', ...(group ? [`group:${group}`] : [])], ...(states ? { states } : {}),
  });

  it('reads the only entry of the doc\'s group under another name as the entry renamed, not its group toggle as the entry', async () => {
    const snapshot = page([nav('e1', 'Instances', undefined, { expanded: true }), nav('e2', 'Server Load Balancer', 'Instances'), nav('e3', 'Logs')]);
    const done = await actions(policy('1. In the left-side navigation pane, choose **Instances** > **Instances**.'), snapshot, 2);
    expect(done[0]).toMatchObject({ type: 'note_deviation', kind: 'label-changed', expected: 'Instances', actual: 'Server Load Balancer' });
    expect(done[1]).toEqual({ type: 'click', ref: 'e2' });
  });

  it('takes the next alternative of a menu path when its item is greyed out, without reopening the menu', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'rm-0001', within: ['table:Instances', 'row:rm-0001'] },
      { ref: 'e2', role: 'button', name: 'More', within: ['table:Instances', 'row:rm-0001'] },
      { ref: 'e3', role: 'menuitem', name: 'Start', states: { disabled: true } },
      { ref: 'e4', role: 'menuitem', name: 'Stop' },
    ]);
    const done = await actions(policy('1. In the **Actions** column, choose **More** > **Start** or **More** > **Stop**.'), snapshot, 2);
    expect(done).toEqual([{ type: 'click', ref: 'e2' }, { type: 'click', ref: 'e4' }]);
  });

  it('ticks the provisioned resource\'s row for "选中一个或多个安全组" on the list of security groups', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'checkbox', name: '全选', within: ['table:安全组'] },
      { ref: 'e2', role: 'checkbox', name: '', within: ['table:安全组', 'row:sg-0002 web-sg'] },
      { ref: 'e3', role: 'checkbox', name: '', within: ['table:安全组', 'row:rm-0001 orders-db'] },
      { ref: 'e4', role: 'button', name: '删除', within: ['table:安全组', 'row:rm-0001 orders-db'] },
    ]);
    const done = await actions(policy('1. 选中一个或多个安全组，在列表底部，单击**删除**。'), snapshot, 2);
    expect(done[0]).toEqual({ type: 'check', ref: 'e3', checked: true });
  });

  it('reads "选择需要设置的域名，单击管理" on the list of domains as the task\'s domain\'s row, where 管理 is clicked', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'textbox', name: '请输入域名' },
      { ref: 'e3', role: 'link', name: 'orders-db', within: ['table:域名管理', 'row:orders-db rm-0001'] },
      { ref: 'e4', role: 'button', name: '管理', within: ['table:域名管理', 'row:orders-db rm-0001'] },
    ]);
    const done = await actions(policy('1. 选择需要设置的域名，单击**管理**。\n2. 单击**强制跳转**。'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e4' }]);
  });

  it('reads "选择您需要设置的域名" (the reader addressed) as the task\'s domain\'s row too', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'textbox', name: '请输入域名' },
      { ref: 'e3', role: 'link', name: 'orders-db', within: ['table:域名管理', 'row:orders-db rm-0001'] },
      { ref: 'e4', role: 'button', name: '管理', within: ['table:域名管理', 'row:orders-db rm-0001'] },
    ]);
    const done = await actions(policy('1. 选择您需要设置的域名，单击**管理**。\n2. 打开**智能压缩**开关。'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e4' }]);
  });

  it('ticks a dialog table\'s row by its own check box, not the row, when the doc selects it for the table\'s field', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'row', name: 'AliyunECSFullAccess', within: [...dialog('添加权限'), 'table:权限策略'] },
      { ref: 'e2', role: 'checkbox', name: 'AliyunECSFullAccess', within: [...dialog('添加权限'), 'table:权限策略', 'row:AliyunECSFullAccess'] },
      { ref: 'e3', role: 'row', name: 'orders-policy', within: [...dialog('添加权限'), 'table:权限策略'] },
      { ref: 'e4', role: 'checkbox', name: 'orders-policy', within: [...dialog('添加权限'), 'table:权限策略', 'row:orders-policy'] },
      { ref: 'e5', role: 'button', name: '确定', within: dialog('添加权限') },
    ], '添加权限');
    const done = await actions(policy('1. 在**权限策略**中选择**orders-policy**。\n2. 单击**确定**。'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e4' }]);
  });

  it('reads "On the Application grouping tab" on the page titled Application Groups as that page (a word\'s ending apart)', async () => {
    const snapshot = { ...page([{ ref: 'e1', role: 'link', name: 'orders-db', within: ['table:Application Groups', 'row:orders-db rm-0001'] }]), title: 'Application Groups' };
    const done = await actions(policy('1. On the **Application grouping** tab, click the name of the application group that you want to manage.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e1' }]);
  });

  it('clicks the resource\'s entry in the left pane\'s list when the page has no table of them (OSS 2019\'s buckets)', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: '概览', within: ['nav:对象存储'], states: { current: true } },
      { ref: 'e2', role: 'link', name: 'orders-db', within: ['nav:对象存储'] },
      { ref: 'e3', role: 'button', name: '创建 Bucket' },
    ]);
    const done = await actions(policy('1. 在左侧存储空间列表中，单击目标存储空间名称，打开该存储空间概览页面。'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e2' }]);
  });

  it('ticks the provisioned resource\'s row for "勾选目标实例" (the target instance)', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'checkbox', name: 'Select All', within: ['table:Servers'] },
      { ref: 'e2', role: 'checkbox', name: '', within: ['table:Servers', 'row:web-01 i-0002'] },
      { ref: 'e3', role: 'checkbox', name: '', within: ['table:Servers', 'row:orders-db rm-0001'] },
    ]);
    const done = await actions(policy('1. 勾选目标实例。'), snapshot, 1);
    expect(done).toEqual([{ type: 'check', ref: 'e3', checked: true }]);
  });
});

describe('local policy: an unnamed list, a row behind its plus sign', () => {
  it('selects the option in the one drop-down list that offers it', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'combobox', name: 'Region', options: ['China (Hangzhou)'] },
      { ref: 'e2', role: 'combobox', name: 'Lookup Attribute', options: ['Event Name', 'Service Name'] },
    ]);
    const done = await actions(policy('1. Select **Service Name** from the drop-down list.'), snapshot, 1);
    expect(done).toEqual([{ type: 'select', ref: 'e2', option: 'Service Name' }]);
  });

  it('opens a row with its plus sign when the control the doc names is not shown', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'button', name: '+', within: ['table:Events', 'row:ListUsers'] },
      { ref: 'e2', role: 'button', name: 'ListUsers', within: ['table:Events', 'row:ListUsers'] },
    ]);
    const done = await actions(policy('1. Click **View event**.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e1' }]);
  });
});

describe('local policy: real phrasing', () => {
  it('types the label into the pane\'s search box before clicking it ("search for **X** and click it")', async () => {
    const pane = dialog('All Actions');
    const snapshot = page(
      [
        { ref: 'e1', role: 'textbox', name: 'Search for an operation', within: pane },
        { ref: 'e2', role: 'button', name: 'Stop', within: pane },
        { ref: 'e3', role: 'button', name: 'Restart', within: pane },
      ],
      'All Actions',
    );
    const done = await actions(policy('1. Search for **Stop** and click it.'), snapshot, 2);
    expect(done).toEqual([
      { type: 'type', ref: 'e1', text: 'Stop', clear: true, submit: true },
      { type: 'click', ref: 'e2' },
    ]);
  });

  it('fills a name the doc leaves to the reader with the task\'s input, leaves a description alone', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'textbox', name: 'Backup Plan Name' },
      { ref: 'e2', role: 'textbox', name: 'Description' },
      { ref: 'e3', role: 'button', name: 'OK' },
    ]);
    const done = await actions(policy('1. Set **Backup Plan Name** and **Description**, and click **OK**.', { backupPlanName: 'plan-1' }), snapshot, 2);
    expect(done).toEqual([
      { type: 'type', ref: 'e1', text: 'plan-1', clear: true, submit: false },
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('does not take a field the doc names itself for another field renamed: the form no longer asks for that one', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'textbox', name: 'Backup Plan Name', value: 'plan-1' },
      { ref: 'e3', role: 'button', name: 'OK' },
    ]);
    const p = policy('1. Set **Backup Plan Name** and **Backup Plan Type**, and click **OK**.', { backupPlanName: 'plan-1' });
    const done = await actions(p, snapshot, 12);
    const notes = done.filter((a) => a.type === 'note_deviation');
    expect(notes).toEqual([expect.objectContaining({ kind: 'obsolete-step', expected: 'Backup Plan Type' })]);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('follows the first case of a step and its state for a check box ("Normal: leave **X** cleared")', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'checkbox', name: 'Force Restart', states: { checked: true }, within: dialog('Restart') },
        { ref: 'e2', role: 'button', name: 'Confirm', within: dialog('Restart') },
      ],
      'Restart',
    );
    const doc = '1. Pick a restart mode:\n   - Normal restart: leave the **Force Restart** check box cleared.\n   - **Force Restart**: select the check box.\n2. Click **Confirm**.';
    const done = await actions(policy(doc), snapshot, 2);
    expect(done).toEqual([
      { type: 'check', ref: 'e1', checked: false },
      { type: 'click', ref: 'e2' },
    ]);
  });
});

describe('local policy: a navigation path that changed', () => {
  const nav = (ref: string, name: string, group?: string): El => ({ ref, role: 'navitem', name, within: group ? ['nav:RAM', `group:${group}`] : ['nav:RAM'] });
  const drift = async (doc: string, elements: El[]) => {
    const done = await actions(policy(`1. In the left-side navigation pane, ${doc}\n`), page(elements), 2);
    const note = done.find((a) => a.type === 'note_deviation');
    return note?.type === 'note_deviation' ? note.kind : null;
  };
  it('is a renamed label when the doc\'s group is gone and the entry sits in a group at the same depth', async () => {
    expect(await drift('choose **People** > **Users**.', [nav('e1', 'Users', 'Identities'), nav('e2', 'Roles', 'Identities')])).toBe('label-changed');
  });
  it('is a moved path when the doc\'s group still exists elsewhere', async () => {
    expect(await drift('choose **Identities** > **Settings**.', [nav('e1', 'Users', 'Identities'), nav('e2', 'Settings')])).toBe('path-changed');
  });
  it('is a moved path when a top-level entry went into a group, even renamed', async () => {
    expect(await drift('click **RAM Roles**.', [nav('e1', 'Users', 'Identities'), nav('e2', 'Roles', 'Identities')])).toBe('path-changed');
    expect(await drift('choose **Identities** > **Roles**.', [nav('e1', 'Users', 'Identities'), nav('e2', 'RAM Roles')])).toBe('path-changed');
  });
  it('is a renamed label when the entry kept its place under the same group', async () => {
    expect(await drift('choose **Identities** > **Roles**.', [nav('e1', 'Users', 'Identities'), nav('e2', 'RAM Roles', 'Identities')])).toBe('label-changed');
  });
});

describe('local policy: a dialog button named after its action', () => {
  const run = async (doc: string, elements: El[]) => actions(policy(doc), page(elements, 'Disable'), 3);
  const note = (done: Action[]) => done.find((a) => a.type === 'note_deviation');
  it('takes the dialog\'s one action button for the doc\'s OK, as renamed', async () => {
    const done = await run('1. Click **OK**.\n', [{ ref: 'e1', role: 'button', name: 'Disable', within: dialog('Disable') }, { ref: 'e2', role: 'button', name: 'Cancel', within: dialog('Disable') }]);
    expect(note(done)).toMatchObject({ kind: 'label-changed', expected: 'OK', actual: 'Disable' });
    expect(done).toContainEqual({ type: 'click', ref: 'e1' });
  });
  it('takes a wizard dialog\'s one forward button for the doc\'s OK, its Previous and the rows\' buttons aside', async () => {
    const done = await run('1. Click **OK**.\n', [
      { ref: 'e4', role: 'textbox', name: 'Weight web-1', value: '100', within: [...dialog('Add Servers'), 'row:web-1'] },
      { ref: 'e5', role: 'button', name: 'Copy Down', within: [...dialog('Add Servers'), 'row:web-1'] },
      { ref: 'e1', role: 'button', name: 'Previous', within: dialog('Add Servers') },
      { ref: 'e2', role: 'button', name: 'Add', within: dialog('Add Servers') },
      { ref: 'e3', role: 'button', name: 'Close', within: dialog('Add Servers') },
    ]);
    expect(note(done)).toMatchObject({ kind: 'label-changed', expected: 'OK', actual: 'Add' });
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
  });
  it('takes the dialog\'s OK for the action the doc names, as renamed', async () => {
    const done = await run('1. In the **Disable** dialog box, click **Disable**.\n', [{ ref: 'e1', role: 'button', name: 'OK', within: dialog('Disable AccessKey') }, { ref: 'e2', role: 'button', name: 'Cancel', within: dialog('Disable AccessKey') }]);
    expect(note(done)).toMatchObject({ kind: 'label-changed', expected: 'Disable', actual: 'OK' });
  });
  it('takes the open dialog\'s OK for a submit button the doc names without naming the dialog', async () => {
    const done = await run('1. Click **Add User to Group**.\n', [{ ref: 'e1', role: 'button', name: 'OK', within: dialog('Add Group Members') }, { ref: 'e2', role: 'button', name: 'Cancel', within: dialog('Add Group Members') }]);
    expect(note(done)).toMatchObject({ kind: 'label-changed', expected: 'Add User to Group', actual: 'OK' });
  });
  it('reports a missing step when that button waits for a field the doc never names', async () => {
    const done = await run('1. Click **OK**.\n', [
      { ref: 'e1', role: 'textbox', name: 'Enter the name of the RAM role', within: dialog('Delete Role') },
      { ref: 'e2', role: 'button', name: 'Delete Role', states: { disabled: true }, within: dialog('Delete Role') },
    ]);
    expect(done.at(-1)).toMatchObject({ type: 'task_unachievable' });
    expect(JSON.stringify(done)).toContain('missing-step');
  });
});

describe('local policy: a field the doc describes in plain words', () => {
  it('fills a box labelled as a prompt with the named resource, without calling it renamed', async () => {
    const elements: El[] = [
      { ref: 'e1', role: 'textbox', name: 'Enter the name of the RAM role', within: dialog('Delete Role') },
      { ref: 'e2', role: 'button', name: 'Delete Role', within: dialog('Delete Role') },
    ];
    const withRole = policy('1. In the **Delete Role** dialog box, enter the name of the RAM role and click **Delete Role**.\n', {}, { role: { id: '3001', name: 'doc-role-1' } });
    const done = await actions(withRole, page(elements, 'Delete Role'), 3);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: 'doc-role-1' }));
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });
  it('is obsolete, not missing, when the dialog the doc names has no field left', async () => {
    const done = await actions(policy('1. In the **Delete Role** dialog box, enter the name of the RAM role and click **OK**.\n'), page([{ ref: 'e2', role: 'button', name: 'OK', within: dialog('Delete Role') }], 'Delete Role'), 12);
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ kind: 'obsolete-step' });
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
  });
});
describe('local policy: the reader\'s part', () => {
  const withInputs = (doc: string, inputs: Record<string, string>) =>
    new LocalPolicy({ taskId: 't', steps: parseSteps(doc), locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/rds', inputs, resources: {}, rand: 'r1' });

  it('types the task\'s input into a field whose value the doc leaves to the reader', async () => {
    const snapshot = page([{ ref: 'e1', role: 'textbox', name: 'Email', within: dialog('Contact') }], 'Contact');
    const done = await actions(withInputs('1. Set **Email**.', { contactName: 'ops-1', email: 'ops@example.com' }), snapshot, 1);
    expect(done).toEqual([{ type: 'type', ref: 'e1', text: 'ops@example.com', clear: true, submit: false }]);
  });

  it('confirms a dialog the doc\'s last step fills in without naming its button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Zone', options: ['Zone A'], within: dialog('Move') },
        { ref: 'e2', role: 'button', name: 'Cancel', within: dialog('Move') },
        { ref: 'e3', role: 'button', name: 'OK', within: dialog('Move') },
      ],
      'Move',
    );
    const done = await actions(policy('1. Select `Zone A` for **Zone**.'), snapshot, 2);
    expect(done).toEqual([{ type: 'select', ref: 'e1', option: 'Zone A' }, { type: 'click', ref: 'e3' }]);
  });

  it('opens the page a step works on from the navigation when the console shows another', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'Backups', within: ['nav:Console'] },
      { ref: 'e2', role: 'heading', name: 'Instances' },
    ]);
    const done = await actions(policy('1. On the **Backups** page, click **Create Backup**.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e1' }]);
  });
});
