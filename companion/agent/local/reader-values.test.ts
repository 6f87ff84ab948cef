import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { actions, dialog, page, play, policy } from './test-pages';

// Values the reader chose (the task's inputs) against what the doc shows only as an example or leaves open.
describe('local policy: the reader\'s values', () => {
  const form = page(
    [
      { ref: 'e1', role: 'radio', name: 'Folder', within: [...dialog('New Rule'), 'group:Match'], states: { checked: true } },
      { ref: 'e2', role: 'radio', name: 'Suffix', within: [...dialog('New Rule'), 'group:Match'] },
      { ref: 'e3', role: 'textbox', name: 'Pattern', within: dialog('New Rule') },
      { ref: 'e4', role: 'button', name: 'OK', within: dialog('New Rule') },
    ],
    'New Rule',
  );
  const doc = '1. Set the parameters.\n\n   | Parameter | Description |\n   | --- | --- |\n   | **Match** | **Folder** or **Suffix**. |\n   | **Pattern** | For **Suffix**: extensions, for example `GIF,BMP`. |\n2. Click **OK**.';

  it('takes the input named after a field over the doc\'s example, and for a choice left open', async () => {
    const done = await actions(policy(doc, { match: 'Suffix', pattern: 'PNG,JPG' }), form, 3);
    expect(done).toEqual([
      { type: 'click', ref: 'e2' },
      expect.objectContaining({ type: 'type', ref: 'e3', text: 'PNG,JPG' }),
      { type: 'click', ref: 'e4' },
    ]);
  });

  it('keeps the doc\'s example and the selected choice when no input names the field', async () => {
    const done = await actions(policy(doc), form, 2);
    expect(done).toEqual([expect.objectContaining({ type: 'type', ref: 'e3', text: 'GIF,BMP' }), { type: 'click', ref: 'e4' }]);
  });
});

describe('local policy: a form submitted once per item of the doc\'s list', () => {
  // The record form: a host record the doc never names, the line it chooses, the value with its help line under it.
  const d = dialog('添加记录');
  const recordPage = (seen: Action[]) => {
    const opened = seen.map((a, i) => (a.type === 'click' && a.ref === 'e1' ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
    const closed = seen.map((a, i) => (a.type === 'click' && a.ref === 'e8' ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
    if (opened <= closed) return page([{ ref: 'e1', role: 'button', name: '添加记录' }]);
    const since = seen.slice(opened);
    const typed = (ref: string) => since.flatMap((a) => (a.type === 'type' && a.ref === ref ? [a.text] : [])).at(-1);
    const line = since.flatMap((a) => (a.type === 'select' && a.ref === 'e2' ? [a.option] : [])).at(-1) ?? '默认';
    return page(
      [
        { ref: 'e1', role: 'button', name: '添加记录', blocked: true },
        { ref: 'e3', role: 'textbox', name: '主机记录', within: d, states: { required: true }, ...(typed('e3') ? { value: typed('e3') } : {}) },
        { ref: 'e4', role: 'text', name: '@ 表示直接解析主域名，www 表示解析 www.example.com。', within: d },
        { ref: 'e2', role: 'combobox', name: '解析线路', value: line, options: ['默认', '联通', '移动'], within: d, states: { required: true } },
        { ref: 'e6', role: 'textbox', name: '记录值', within: d, states: { required: true }, ...(typed('e6') ? { value: typed('e6') } : {}) },
        { ref: 'e7', role: 'text', name: '请输入 IPv4 地址，例如 192.0.2.1。', within: d },
        { ref: 'e8', role: 'button', name: '确定', within: d },
      ],
      '添加记录',
    );
  };
  const doc = ['1. 单击**添加记录**。', '', '   添加记录时的**解析线路**依次这样选：', '', '   * 默认线路：服务器A（192.0.2.1）', '   * 联通线路：服务器B（192.0.2.2）'].join('\n');

  it('puts each address in the box for an address and the host record the task gives in its own box, before each 确定', async () => {
    const done = await play(policy(doc, { hostRecord: 'www' }), (_, seen) => recordPage(seen));
    expect(done.filter((a) => a.type !== 'wait' && a.type !== 'task_complete')).toEqual([
      { type: 'click', ref: 'e1' },
      expect.objectContaining({ type: 'type', ref: 'e6', text: '192.0.2.1' }),
      expect.objectContaining({ type: 'type', ref: 'e3', text: 'www' }),
      { type: 'click', ref: 'e8' },
      { type: 'click', ref: 'e1' },
      expect.objectContaining({ type: 'select', ref: 'e2', option: '联通' }),
      expect.objectContaining({ type: 'type', ref: 'e6', text: '192.0.2.2' }),
      expect.objectContaining({ type: 'type', ref: 'e3', text: 'www' }),
      { type: 'click', ref: 'e8' },
    ]);
  });

  it('leaves a required box the task gives no value for to the console', async () => {
    const done = await play(policy(doc), (_, seen) => recordPage(seen), 4);
    expect(done.slice(0, 3)).toEqual([{ type: 'click', ref: 'e1' }, expect.objectContaining({ type: 'type', ref: 'e6', text: '192.0.2.1' }), { type: 'click', ref: 'e8' }]);
  });
});

describe('local policy: what the page itself gives', () => {
  it('enters the code the console sent, not the digits of the masked phone number', async () => {
    const d = dialog('Confirm by SMS');
    const snapshot = page(
      [
        { ref: 'e1', role: 'text', name: 'A verification code goes to 139****4321.', within: d },
        { ref: 'e2', role: 'textbox', name: 'verification code', within: d },
        { ref: 'e3', role: 'alert', name: 'Verification code sent: 204816', within: d },
        { ref: 'e4', role: 'button', name: 'OK', within: d },
      ],
      'Confirm by SMS',
    );
    const [first] = await actions(policy('1. Enter the code in the **verification code** field.'), snapshot, 1);
    expect(first).toMatchObject({ type: 'type', ref: 'e2', text: '204816' });
  });

  it('picks the action from the menu the row\'s More opened, though the menu is drawn outside the row', async () => {
    const row = ['table:Sites', 'row:shop.example.com'];
    const snapshot = page([
      { ref: 'e1', role: 'cell', name: 'shop.example.com', within: row },
      { ref: 'e2', role: 'button', name: 'More', within: row, states: { expanded: true } },
      { ref: 'e3', role: 'menuitem', name: 'Remove', within: ['menu:More'] },
    ]);
    const done = await actions(policy('1. Find the site `shop.example.com`, click **More** in the **Actions** column, and then select **Remove**.'), snapshot, 2);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('leaves a radio group the doc leaves open as it is, rather than typing the task\'s only input into it', async () => {
    const d = dialog('Address List');
    const snapshot = page(
      [
        { ref: 'e1', role: 'radio', name: '拒绝', within: [...d, 'group:名单模式'], states: { checked: true } },
        { ref: 'e2', role: 'radio', name: '允许', within: [...d, 'group:名单模式'] },
        { ref: 'e3', role: 'textbox', name: '地址段', within: d },
        { ref: 'e4', role: 'button', name: '确定', within: d },
      ],
      'Address List',
    );
    const doc = '1. 配置名单。\n\n   |参数|说明|\n   |--|--|\n   |**名单模式**|拒绝：名单内的地址被拦下。允许：只放行名单内的地址。|\n   |**地址段**|最多 100 个网段，用回车分隔。|\n2. 单击**确定**。';
    const done = await actions(policy(doc, { cidrs: '198.51.100.0/24' }), snapshot, 3);
    expect(done).toEqual([expect.objectContaining({ type: 'type', ref: 'e3', text: '198.51.100.0/24' }), { type: 'click', ref: 'e4' }, expect.objectContaining({ type: 'task_complete' })]);
  });
});

describe('local policy: a field named in plain words', () => {
  it('is no renamed label when the form words it otherwise', async () => {
    const d = dialog('新建标签');
    const snapshot = page([{ ref: 'e1', role: 'textbox', name: '标签名称', within: d }, { ref: 'e2', role: 'button', name: '确定', within: d }], '新建标签');
    const done = await actions(policy('1. 在新建标签对话框，输入标签。\n2. 单击**确定**。', { tagName: 'env' }), snapshot, 3);
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    expect(done[0]).toMatchObject({ type: 'type', ref: 'e1', text: 'env' });
  });
});

describe('local policy: a label that is one of a group\'s choices', () => {
  it('selects the choice, then types the task\'s input into the box it brings', async () => {
    const d = dialog('Sign-in');
    const p = policy('1. **Set Own Passphrase**: type the passphrase and click **OK**.', { passphrase: 'x-1' });
    const radio = (checked: boolean) => ({ ref: 'e2', role: 'radio', name: 'Set Own Passphrase', within: [...d, 'group:Passphrase'], states: { checked } });
    const keep = { ref: 'e1', role: 'radio', name: 'Keep Passphrase', within: [...d, 'group:Passphrase'] };
    const ok = { ref: 'e4', role: 'button', name: 'OK', within: d };
    const first = await p.next({ page: page([keep, radio(false), ok], 'Sign-in'), tabs: [], step: null, steps: [], history: [], provisioning: [] }, null);
    expect(first.action).toEqual({ type: 'click', ref: 'e2' });
    const after = page([keep, radio(true), { ref: 'e3', role: 'textbox', name: 'Passphrase', within: d }, ok], 'Sign-in');
    const second = await p.next({ page: after, tabs: [], step: null, steps: [], history: [], provisioning: [] }, { action: first.action, result: { ok: true, changes: {} } });
    expect(second.action).toMatchObject({ type: 'type', ref: 'e3', text: 'x-1' });
  });
});

describe('local policy: a list of fields in plain words', () => {
  const d = dialog('Add Member');
  const form = (lang: 'en' | 'zh') =>
    page(
      [
        { ref: 'e1', role: 'textbox', name: lang === 'en' ? 'Name' : '姓名', within: d },
        { ref: 'e2', role: 'textbox', name: lang === 'en' ? 'Mobile Phone' : '手机号码', within: d },
        { ref: 'e3', role: 'textbox', name: lang === 'en' ? 'Email' : '邮箱', within: d },
        { ref: 'e4', role: 'textbox', name: lang === 'en' ? 'Team Chat Webhook' : '群机器人', within: d },
        { ref: 'e5', role: 'button', name: lang === 'en' ? 'OK' : '确定', within: d },
      ],
      'Add Member',
    );
  const inputs = { memberName: 'ops-r1', phone: '13900000000', email: 'ops-r1@example.com' };

  // Each item that names a field and has a value is filled, then the doc goes on; the Chinese list past what it belongs to.
  it.each([
    ['en', '1. Enter the name, phone number, and email address of the member, and click **OK**.'],
    ['zh', '1. 填写成员的姓名、手机号码和邮箱，然后单击**确定**。'],
  ] as const)('fills each item of a plain-word list of fields (%s)', async (lang, doc) => {
    const done = await actions(policy(doc, inputs), form(lang), 4);
    expect(done).toEqual([
      expect.objectContaining({ type: 'type', ref: 'e1', text: 'ops-r1' }),
      expect.objectContaining({ type: 'type', ref: 'e2', text: '13900000000' }),
      expect.objectContaining({ type: 'type', ref: 'e3', text: 'ops-r1@example.com' }),
      { type: 'click', ref: 'e5' },
    ]);
  });
});
