import { describe, expect, it } from 'vitest';
import { readCompletely } from './coverage';
import { intentsOf } from './intents';
import { parseSteps } from './steps';

describe('choices, searches and filters in plain words', () => {
  it('reads a choice and its field named in plain words', () => {
    expect(intentsOf('Select XFS for File System.')).toEqual([{ kind: 'choose', field: 'File System', option: 'XFS' }]);
    expect(intentsOf('On the page, select Advanced to view more settings.')).toContainEqual({ kind: 'choose', field: '', option: 'Advanced' });
    expect(intentsOf('Select All.')).toEqual([]);
  });

  it('reads terms agreed to, a payment and a setting chosen or not, named in plain words', () => {
    expect(intentsOf('Read the terms, then agree with the **Cloud Terms** by selecting the check box.')).toEqual([{ kind: 'check', label: 'Cloud Terms', checked: true }]);
    expect(intentsOf('阅读并同意《块存储服务协议》。')).toEqual([{ kind: 'check', label: '块存储服务协议', checked: true }]);
    expect(intentsOf('核对订单并付款。')).toContainEqual({ kind: 'pay' });
    // A field named 付款方式 is no payment.
    expect(intentsOf('选择**付款方式**。')).not.toContainEqual({ kind: 'pay' });
    expect(intentsOf('Choose whether to keep the old snapshots after the disk is gone.')).toEqual([
      { kind: 'configure', text: 'whether to keep the old snapshots after the disk is gone' },
    ]);
    expect(intentsOf('选择是否同时释放挂载的云盘。')).toEqual([{ kind: 'configure', text: '是否同时释放挂载的云盘' }]);
  });

  it('reads several examples after a field left to the reader as its choices', () => {
    expect(intentsOf('Select the log type you want, such as **Access Logs**, **Error Logs**, or **Audit Logs**.')).toEqual([
      { kind: 'choose', field: 'log type', option: '', options: ['Access Logs', 'Error Logs', 'Audit Logs'] },
    ]);
    expect(intentsOf('选择日志类型，例如**访问日志**或**错误日志**。')).toEqual([{ kind: 'choose', field: '日志类型', option: '', options: ['访问日志', '错误日志'] }]);
  });

  it('reads a state the step waits for before it acts as an expectation, and a field chosen with "your"', () => {
    expect(intentsOf('When the status is **Ready**, click **Export**.')).toEqual([
      { kind: 'expect', text: 'the status is Ready', label: 'Ready' },
      { kind: 'click', label: 'Export' },
    ]);
    expect(intentsOf('待任务状态变为**已完成**后，单击**导出**。')).toEqual([
      { kind: 'expect', text: '待任务状态变为已完成后', label: '已完成' },
      { kind: 'click', label: '导出' },
    ]);
    expect(intentsOf('当状态为**可用**时，单击**挂载**。')).toEqual([{ kind: 'expect', text: '状态为可用', label: '可用' }, { kind: 'click', label: '挂载' }]);
    expect(intentsOf('Choose your **Sync Mode**: **Full**, or **Incremental**.')).toEqual([{ kind: 'choose', field: 'Sync Mode', option: '', options: ['Full', 'Incremental'] }]);
  });

  it('reads a button beside the row\'s link, after "或", as the other way to open the row', () => {
    expect(intentsOf('单击任务ID或右侧的**详情**。')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: 'ID', rowLink: 'id' }], [{ kind: 'click', label: '详情' }]] },
    ]);
  });

  it('reads a menu path in plain words item by item, the console named before it the place, not the path', () => {
    expect(intentsOf('In the KMS console, click Keys \\> Create Key.')).toEqual([{ kind: 'click', label: 'Keys' }, { kind: 'click', label: 'Create Key', area: 'menu' }]);
  });

  it('reads words typed into the search box, and leaves described words to the reader', () => {
    expect(intentsOf('Enter redis in the search bar.')).toEqual([{ kind: 'fill', field: 'search', value: 'redis' }]);
    expect(intentsOf('在搜索框中输入redis。')).toEqual([{ kind: 'fill', field: 'search', value: 'redis' }]);
  });

  it('reads a list filtered by a column as that filter, its value left to the reader', () => {
    expect(intentsOf('根据**运行状态**筛选已停止的任务。')).toEqual([{ kind: 'choose', field: '运行状态', option: '' }]);
    expect(intentsOf('Filter the jobs by **Run State**.')).toEqual([{ kind: 'choose', field: 'Run State', option: '' }]);
  });

  it('reads the choice "this operation" makes as the example', () => {
    expect(intentsOf('本操作选择任务**Weekly**。')).toEqual([{ kind: 'choose', field: '', option: 'Weekly' }]);
  });

  it('reads the target row\'s name or ID link named by its column, with or without "链接"', () => {
    expect(intentsOf('单击目标**任务名称/任务ID**。')).toEqual([{ kind: 'click', label: '任务名称/任务ID', rowLink: 'name', column: '任务名称/任务ID' }]);
    expect(intentsOf('单击目标**任务ID**。')).toEqual([{ kind: 'click', label: '任务ID', rowLink: 'id', column: '任务ID' }]);
    expect(intentsOf('单击目标**暂停**。')).toEqual([{ kind: 'click', label: '暂停' }]);
  });

  it('reads a control with its place and no "的", a second menu path after "或", and buttons offered before "进行"', () => {
    expect(intentsOf('单击右上角**新建任务**。')).toEqual([{ kind: 'click', label: '新建任务' }]);
    expect(intentsOf('选择**更多** > **暂停**或**更多** > **恢复**。')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: '更多' }, { kind: 'click', label: '暂停', area: 'menu' }], [{ kind: 'click', label: '更多' }, { kind: 'click', label: '恢复', area: 'menu' }]] },
    ]);
    expect(intentsOf('您可以**选择已有分组**或**新建分组**进行绑定。')).toEqual([
      { kind: 'when', text: '可以', then: [{ kind: 'either', of: [[{ kind: 'click', label: '选择已有分组' }], [{ kind: 'click', label: '新建分组' }]] }] },
    ]);
  });

  it('takes a program started by its name alone for a step outside the console', () => {
    const steps = parseSteps(['## Procedure', '1. Start FooTerm.', '2. 启动FooTerm。', '3. Start the instance.', '4. 启动实例。'].join('\n'), 0);
    expect(steps.map((s) => !!s.outside)).toEqual([true, true, false, false]);
  });

  it('reads a cell of an editable row named by its column and its value in plain words', () => {
    expect(intentsOf('在**路径**操作列输入/static，单击**添加**。')).toEqual([{ kind: 'fill', field: '路径', value: '/static' }, { kind: 'click', label: '添加' }]);
  });

  it('takes a picture on a line of its own after a list item for a screenshot, not an icon', () => {
    const md = ['## 操作步骤', '1. 完成如下配置。', '', '   -   **协议**：TCP', '   -   **端口**：8080', '   ![](https://example.com/shot.png)'].join('\n');
    const [step] = parseSteps(md, 0);
    expect(step.substeps.map((s) => s.intents)).toEqual([[{ kind: 'choose', field: '协议', option: 'TCP' }], [{ kind: 'choose', field: '端口', option: '8080' }]]);
    expect(readCompletely(step)).toBe(true);
  });
});

describe('features, instance operations and places off the console, in plain words', () => {
  it('reads a feature turned on or off by its name', () => {
    expect(intentsOf('In the Range Requests section, turn on range requests.')).toEqual([{ kind: 'check', label: 'range requests', checked: true }]);
    expect(intentsOf('Disable the traffic cap function.')).toEqual([{ kind: 'check', label: 'traffic cap', checked: false }]);
    expect(intentsOf('关闭流量封顶功能。')).toEqual([{ kind: 'check', label: '流量封顶', checked: false }]);
  });

  it('reads an instance operation named by its verb as that button', () => {
    expect(intentsOf('Restart the target instance.')).toEqual([{ kind: 'click', label: 'Restart' }]);
    expect(intentsOf('释放临时实例。')).toEqual([{ kind: 'click', label: '释放' }]);
    expect(intentsOf('在控制台停止（或重启）实例。')).toEqual([{ kind: 'either', of: [[{ kind: 'click', label: '停止' }], [{ kind: 'click', label: '重启' }]] }]);
    expect(intentsOf('Start the instances and wait.')).toEqual([]);
  });

  it('reads a review of what the page shows, in a sentence of its own', () => {
    expect(intentsOf('Review the chosen plan and the monthly fee.')).toEqual([{ kind: 'expect', text: 'the chosen plan and the monthly fee' }]);
    expect(intentsOf('Review the chosen plan, then click **Pay**.')).toEqual([{ kind: 'click', label: 'Pay' }]);
  });

  it('sets a step on the reader machine outside the console', () => {
    const steps = parseSteps('## Procedure\n\n1. Open the report page in a web browser.\n2. On the PC, edit the page file.\n3. Open the exported CSV file to sum the fees.\n4. Log on to the ECS console.\n');
    expect(steps.map((s) => !!s.outside)).toEqual([true, true, true, false]);
  });

  it('reads a long purpose of a repeat', () => {
    expect(intentsOf('Repeat the preceding steps to attach the remaining volumes to the second node of the cluster in the same zone.')).toEqual([
      { kind: 'repeat', text: 'attach the remaining volumes to the second node of the cluster in the same zone' },
    ]);
  });

  it('reads a plain control before a clause, two of them joined by "or", and common buttons in lowercase', () => {
    expect(intentsOf('Read the refund, click Downgrade Now, and then follow the page.')).toEqual([{ kind: 'click', label: 'Downgrade Now' }]);
    expect(intentsOf('Check the price, click Upgrade or Create Order in the lower part of the page.')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: 'Upgrade' }], [{ kind: 'click', label: 'Create Order' }]] },
    ]);
    expect(intentsOf('Click confirm to keep the rule.')).toEqual([{ kind: 'click', label: 'Confirm' }]);
    expect(intentsOf('Click ok.')).toEqual([{ kind: 'click', label: 'OK' }]);
    expect(intentsOf('Select NFS 4 for the protocol version.')).toEqual([{ kind: 'choose', field: 'protocol version', option: 'NFS 4' }]);
  });

  it("reads the instance's operation asked for in a clause, and not in a clause of time", () => {
    expect(intentsOf('If you renamed the host, restart the instance for the name to apply.')).toEqual([{ kind: 'click', label: 'Restart' }]);
    expect(intentsOf('Restart or start the instance in the console.')).toEqual([
      { kind: 'either', of: [[{ kind: 'click', label: 'Restart' }], [{ kind: 'click', label: 'Start' }]] },
    ]);
    expect(intentsOf('如果修改了实例名，重启实例使新名称生效。')).toContainEqual({ kind: 'click', label: '重启' });
    expect(intentsOf('密码已改好，下次启动实例时生效。')).toEqual([{ kind: 'expect', text: '密码已改好，下次启动实例时生效' }]);
  });

  it('reads a dialog closed in words as its close button', () => {
    const close = { kind: 'click', label: 'Close', area: 'dialog', icon: true };
    expect(intentsOf('Close the Session Key dialog box or the Enter Key dialog box.')).toEqual([close]);
    expect(intentsOf('Close any dialog box that appears.')).toEqual([close]);
    expect(intentsOf('关闭弹出的 会话密钥 对话框。')).toEqual([{ ...close, label: '关闭' }]);
  });

  it('reads a resource named after its kind: its link, or its row to delete', () => {
    expect(intentsOf('Click the VPC **vpc-shop**.')).toEqual([{ kind: 'click', label: 'vpc-shop' }]);
    expect(intentsOf('单击RAM角色名称`ops-admin`。')).toEqual([{ kind: 'click', label: 'ops-admin' }]);
    expect(intentsOf('Delete the RAM role **ops-admin**.')).toEqual([
      { kind: 'find', text: 'ops-admin', literal: true },
      { kind: 'click', label: 'Delete', row: 'ops-admin' },
    ]);
    expect(intentsOf('删除**ops-admin**角色。')).toEqual([
      { kind: 'find', text: 'ops-admin', literal: true },
      { kind: 'click', label: '删除', row: 'ops-admin' },
    ]);
    expect(intentsOf('单击**ops-admin**角色对应的**删除**。')).toEqual([{ kind: 'click', label: '删除', near: 'ops-admin' }]);
  });
});
