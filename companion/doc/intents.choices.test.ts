import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import { parseSteps } from './steps';
import type { Intent } from './types';

// Several check boxes, a field's listed choices, a default kept, a column named without its article: sentences written
// for these tests in the help center's style.
const cases: Array<[string, Intent[]]> = [
  // Several check boxes ticked at once, and one of two.
  ['Select the **Enable Logging** and **Enable Alerts** check boxes, and click **OK**.', [
    { kind: 'check', label: 'Enable Logging', checked: true },
    { kind: 'check', label: 'Enable Alerts', checked: true },
    { kind: 'click', label: 'OK' },
  ]],
  ['勾选**《产品服务协议》**和**《隐私条款》**，然后单击**确定**。', [
    { kind: 'check', label: '《产品服务协议》', checked: true },
    { kind: 'check', label: '《隐私条款》', checked: true },
    { kind: 'click', label: '确定' },
  ]],
  ['根据需要勾选**允许登录**或**禁止登录**。', [
    { kind: 'either', of: [[{ kind: 'check', label: '允许登录', checked: true }], [{ kind: 'check', label: '禁止登录', checked: true }]] },
  ]],
  // A field set to one of the choices the doc names; a list of choices ending in 和 keeps its last one.
  ['Set **Range Origin Fetch** to **On**, **Off**, or **Forced**.', [
    { kind: 'choose', field: 'Range Origin Fetch', option: '', options: ['On', 'Off', 'Forced'] },
  ]],
  ['选择**回源协议**为**HTTP**、**HTTPS**或**跟随**。', [{ kind: 'choose', field: '回源协议', option: '', options: ['HTTP', 'HTTPS', '跟随'] }]],
  ['**统计周期**：选择**1分钟**、**5分钟**和**1小时**。', [{ kind: 'choose', field: '统计周期', option: '', options: ['1分钟', '5分钟', '1小时'] }]],
  // One of several pane entries or tabs; fields modified or a new one selected, left to the reader.
  ['In the left-side navigation pane, click **Overview**, **Alerts**, or **Logs** to view the data.', [
    { kind: 'either', of: [[{ kind: 'navigate', path: ['Overview'] }], [{ kind: 'navigate', path: ['Alerts'] }], [{ kind: 'navigate', path: ['Logs'] }]] },
  ]],
  ['On the **Hosts**, **Disks**, or **Networks** tab, find the item that you want to view.', [
    { kind: 'either', of: [[{ kind: 'tab', label: 'Hosts' }], [{ kind: 'tab', label: 'Disks' }], [{ kind: 'tab', label: 'Networks' }]] },
    { kind: 'find', text: 'the item that you want to view', literal: false },
  ]],
  ['In the Edit panel, modify **Rule Name** or **Description**.', [
    { kind: 'fill', field: 'Rule Name', value: '' },
    { kind: 'fill', field: 'Description', value: '' },
  ]],
  ['Select a new **Disk Category**.', [{ kind: 'choose', field: 'Disk Category', option: '' }]],
  // A path of choices as the doc's example is one option of the field it left open (a cascader's levels).
  ['选择实例规格。本示例中，选择**全部架构** > **x86计算** > **通用型**。', [{ kind: 'choose', field: '实例规格', option: '全部架构 > x86计算 > 通用型' }]],
  // The default kept is the option of the field the sentence is about.
  ['**Protocol**: use the default value **TCP**.', [{ kind: 'choose', field: 'Protocol', option: 'TCP' }]],
  ['**协议**：保持默认值**TCP**。', [{ kind: 'choose', field: '协议', option: 'TCP' }]],
  // The choices listed after a longer lead that ends in a colon, the default marked among them: one of them.
  ['**检查协议**：选择健康检查使用的协议类型：**TCP**（默认）、**HTTP**或**UDP**。', [
    { kind: 'choose', field: '检查协议', option: '', options: ['TCP', 'HTTP', 'UDP'] },
  ]],
  // "in **Actions** column" without its article is still the column of the click after it.
  ['Find the rule, and in **Actions** column, click **Edit**.', [
    { kind: 'find', text: 'the rule', literal: false },
    { kind: 'click', label: 'Edit', column: 'Actions' },
  ]],
];

describe('intents of check-box lists, choices and defaults', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});

// Going back to a page named in plain words; a list of fields chosen in plain words; earlier steps done again.
const more: Array<[string, Intent[]]> = [
  ['Go back to the Listeners page and check the status of the listener.', [{ kind: 'navigate', path: ['Listeners'] }]],
  ['返回规则列表页面。', [{ kind: 'navigate', path: ['规则列表'] }]],
  ['选择套餐规格、实例数量和购买时长。', [{ kind: 'configure', text: '套餐规格、实例数量和购买时长' }]],
  ['选择网关的规格以及带宽等配置。', [{ kind: 'configure', text: '网关的规格以及带宽等配置' }]],
  ['切换到 告警规则 页面。', [{ kind: 'navigate', path: ['告警规则'] }]],
  // A plain field before a colon whose choice the doc describes is left to the reader; a longer plain field name.
  ['通知对象：选择告警发生时接收通知的联系人组。', [{ kind: 'choose', field: '通知对象', option: '' }]],
  ['选择Nginx Server版本。', [{ kind: 'choose', field: 'Nginx Server版本', option: '' }]],
  // A wizard's step or a place of the form named in bold; a field in plain words set to a bold or code value.
  ['在**网络配置**阶段，设置新的私网地址。', [{ kind: 'section', label: '网络配置', scope: 'section' }, { kind: 'configure', text: '新的私网地址' }]],
  ['在**标签列表**处单击**批量编辑**。', [{ kind: 'section', label: '标签列表', scope: 'section' }, { kind: 'click', label: '批量编辑' }]],
  ['将授权角色选择为**AdminRole**，单击**确定**。', [{ kind: 'choose', field: '授权角色', option: 'AdminRole' }, { kind: 'click', label: '确定' }]],
  ['将后端端口设置为`8443`。', [{ kind: 'fill', field: '后端端口', value: '8443' }]],
  // Rows picked in a list, as many as the reader wants; check boxes named in plain words stay check boxes.
  ['Select one or more rules that you want to remove, and then click **Delete**.', [
    { kind: 'find', text: 'rules that you want to remove', literal: false },
    { kind: 'click', label: 'Delete' },
  ]],
  ['勾选一台或多台待释放的**实例**，单击**释放**。', [
    { kind: 'find', text: '待释放的实例', literal: false },
    { kind: 'click', label: '释放' },
  ]],
  ['勾选一个或多个协议。', [{ kind: 'check', label: '协议', checked: true }]],
  ['Repeat the preceding steps to add more listeners.', [{ kind: 'repeat', text: 'add more listeners' }]],
  ['To bind more addresses to the gateway, repeat the previous steps.', [{ kind: 'repeat', text: 'bind more addresses to the gateway' }]],
  ['Repeat steps 3 to 5 to create another rule.', [{ kind: 'repeat', text: 'create another rule', steps: [3, 4, 5] }]],
  ['If you want to detach several disks, repeat steps 6 and 8 as required.', [
    { kind: 'when', text: 'If you want to detach several disks', then: [{ kind: 'repeat', text: '', steps: [6, 8] }] },
  ]],
  ['重复以上步骤，为网关添加多条规则。', [{ kind: 'repeat', text: '为网关添加多条规则' }]],
  ['重复步骤2至步骤4，添加更多监听。', [{ kind: 'repeat', text: '添加更多监听', steps: [2, 3, 4] }]],
];

describe('intents of going back, plain field lists and repeated steps', () => {
  it.each(more)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});

describe('an item headed by one bold text', () => {
  it('is the section of the lines under it; a bold item alone stays a mention', () => {
    const steps = parseSteps(
      [
        '## Procedure',
        '',
        '1. On the group details page, configure the following items:',
        '   - **Advanced Settings**',
        '',
        '     Click **Expand** and set the silence period of the alert.',
        '',
        '   - **Notification**',
        '',
      ].join('\n'),
    );
    expect(steps[0].substeps[0].intents).toEqual([
      { kind: 'section', label: 'Advanced Settings', scope: 'section' },
      { kind: 'click', label: 'Expand' },
      { kind: 'configure', text: 'silence period of the alert' },
    ]);
    expect(steps[0].substeps[1].intents).toEqual([{ kind: 'mention', label: 'Notification' }]);
  });

  it('heads a list of notes under it too', () => {
    const steps = parseSteps(
      [
        '## Procedure',
        '',
        '1. Complete the order. Note the following settings:',
        '   - **Basic Settings**',
        '     - The instance and the group must be in the same region.',
        '     - A group holds at most five instances in a zone.',
        '   - **Network Settings**: Select a VPC.',
        '',
      ].join('\n'),
    );
    expect(steps[0].substeps[0].intents).toEqual([{ kind: 'section', label: 'Basic Settings', scope: 'section' }]);
  });
});

describe('choices named in plain words in the lead and explained in bold below it', () => {
  it('picks one of them in the field the lead names, and reads the list as their descriptions', () => {
    const steps = parseSteps(
      [
        '## Procedure',
        '',
        '1. In the **Sign-in Method** section, select Password Sign-in or Key Sign-in.',
        '   - **Password Sign-in**: you must set a password that meets the complexity rules.',
        '   - **Key Sign-in**: a key pair is created for the user, who must keep it safe.',
        '2. 在**登录方式**区域，选择密码登录或密钥登录。',
        '   - **密码登录**：需要设置符合复杂度要求的密码。',
        '   - **密钥登录**：系统为用户创建密钥对。',
        '',
      ].join('\n'),
    );
    expect(steps[0].intents).toEqual([
      { kind: 'section', label: 'Sign-in Method', scope: 'section' },
      { kind: 'choose', field: 'Sign-in Method', option: '', options: ['Password Sign-in', 'Key Sign-in'] },
    ]);
    expect(steps[0].substeps).toEqual([]);
    expect(steps[1].intents.at(-1)).toEqual({ kind: 'choose', field: '登录方式', option: '', options: ['密码登录', '密钥登录'] });
    expect(steps[1].substeps).toEqual([]);
  });

  it('leaves a list whose bold names the lead does not say as it was', () => {
    const steps = parseSteps(
      ['## Procedure', '', '1. In the **Sign-in Method** section, select a sign-in method.', '   - **Password Sign-in**: set a password.', '   - **Key Sign-in**: create a key pair.', ''].join('\n'),
    );
    expect(steps[0].intents.some((i) => i.kind === 'choose' && i.options)).toBe(false);
  });
});
