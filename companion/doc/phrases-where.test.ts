import { describe, expect, it } from 'vitest';
import { readCompletely } from './coverage';
import { intentsOf } from './intents';
import { parseSteps } from './steps';
import type { Intent } from './types';

// Phrasings of phrases-where.ts (and the choice lead of intents.ts) in sentences written for these tests.
const cases: Array<[string, Intent[]]> = [
  // The page a click in plain words leads to is the page it opens, not a navigation of its own (phrases-rules.ts).
  ['Find the disk you want to grow and click its disk ID to go to the Disk Details page.', [
    { kind: 'find', text: 'the disk you want to grow', literal: false },
    { kind: 'click', label: 'ID', rowLink: 'id' },
    { kind: 'section', label: 'Disk Details', scope: 'page' },
  ]],
  ['单击快照ID进入快照详情页。', [{ kind: 'click', label: 'ID', rowLink: 'id' }, { kind: 'section', label: '快照详情', scope: 'page' }]],
  // A part of the form in plain words before the click that submits it (phrases-prose.ts `configure`).
  ['Set the trigger rule and alert channel, and click **OK**.', [{ kind: 'configure', text: 'trigger rule and alert channel' }, { kind: 'click', label: 'OK' }]],
  // A field named by the box that holds it, set by what follows or left to the reader.
  ['在**脚本正文**框中，粘贴要运行的脚本。', [{ kind: 'fill', field: '脚本正文', value: '' }]],
  ['在**目标网段**的下拉列表中选择一个网段。', [{ kind: 'choose', field: '目标网段', option: '' }]],
  ['在迁移面板的**目标桶**文本框填写桶名。', [{ kind: 'fill', field: '目标桶', value: '' }]],
  ['Pick a queue from the **Target Queue** drop-down list.', [{ kind: 'choose', field: 'Target Queue', option: '' }]],
  // A region picked in a field of the form is that field's choice, not the top bar's region.
  ['在**备份地域**的下拉菜单中，选择一个地域。', [{ kind: 'choose', field: '备份地域', option: '' }]],
  // The field opens the clause, its list a drop-down box; the field before the value typed; the choice before its field.
  ['在**配额申请**页面，**产品分类**下拉框里选择**数据库**。', [
    { kind: 'section', label: '配额申请', scope: 'page' },
    { kind: 'choose', field: '产品分类', option: '数据库' },
  ]],
  ['**规则名称**输入**deny-all**，**通知组**选择**运维组**。', [
    { kind: 'fill', field: '规则名称', value: 'deny-all' },
    { kind: 'choose', field: '通知组', option: '运维组' },
  ]],
  ['在下拉框中，选择**软件**作为**密钥类型**。', [{ kind: 'choose', field: '密钥类型', option: '软件' }]],
  ['Select **Software** as the **Key Type**.', [{ kind: 'choose', field: 'Key Type', option: 'Software' }]],
  // Several fields before one colon, each left to the reader.
  ['**Owner**, **Team**, and **Stage**: Select the owner, team, and stage of the job.', [
    { kind: 'choose', field: 'Owner', option: '' },
    { kind: 'choose', field: 'Team', option: '' },
    { kind: 'choose', field: 'Stage', option: '' },
  ]],
  ['**Name**, **Email**, and **Phone**: Enter the details of the contact.', [
    { kind: 'fill', field: 'Name', value: '' },
    { kind: 'fill', field: 'Email', value: '' },
    { kind: 'fill', field: 'Phone', value: '' },
  ]],
  // The column by which to find the row: where to look, no header to click.
  ['通过**主机名/IP**找到需要重启的主机，单击**重启**。', [
    { kind: 'find', text: '需要重启的主机（主机名/IP）', literal: false },
    { kind: 'click', label: '重启' },
  ]],
  // A field chosen, named after whose it is.
  ['选择新的**存储级别**，单击**确定**。', [{ kind: 'choose', field: '存储级别', option: '' }, { kind: 'click', label: '确定' }]],
  // The range a field takes is a fact about it, not values to set.
  ['Set **Quota**. Valid values: **10** to **90**.', [
    { kind: 'fill', field: 'Quota', value: '' },
    { kind: 'when', text: 'Valid values: 10 to 90', then: [] },
  ]],
  ['**超时时间**：填写超时时间，取值范围：**5**~**60**。', [
    { kind: 'fill', field: '超时时间', value: '' },
    { kind: 'when', text: '取值范围：5~60', then: [] },
  ]],
  // A switch, with or without what it belongs to.
  ['拖动**日志投递**开关，打开它。', [{ kind: 'check', label: '日志投递', checked: true }]],
  ['关闭目标桶的**版本控制**开关。', [{ kind: 'check', label: '版本控制', checked: false }]],
  ['Toggle the **Archive Logs** switch to **Off**.', [{ kind: 'check', label: 'Archive Logs', checked: false }]],
  // A row described by what one of its columns shows.
  ['找到**卷类型**为**共享卷**的目标卷，单击**挂载**。', [
    { kind: 'find', text: '卷类型为共享卷的目标卷', literal: false },
    { kind: 'click', label: '挂载' },
  ]],
  ['Select the volume whose **Volume Kind** is **Shared**.', [{ kind: 'find', text: 'the volume whose Volume Kind is Shared', literal: false }]],
  // Ticked in that column: the row found, then its check box.
  ['从左侧**规则名称**列中勾选需要复制的规则。', [
    { kind: 'find', text: '需要复制的规则（规则名称）', literal: false },
    { kind: 'check', label: '需要复制的规则', checked: true },
  ]],
  ['In the **Rule Name** column, select the rule that you want to copy.', [{ kind: 'find', text: 'the rule that you want to copy (Rule Name)', literal: false }]],
  // What an earlier step made, picked by name; a field and its value both in bold; what a click gets; the page it opens;
  // the example of a control named in plain words; a row named in plain words before its actions column.
  ['在**系统策略**页签中，选择上一步中创建的**ops-read**。', [{ kind: 'tab', label: '系统策略' }, { kind: 'click', label: 'ops-read' }]],
  ['Choose the **ops-read** policy that you created.', [{ kind: 'click', label: 'ops-read' }]],
  ['**登录名**：输入账号**admin**。', [{ kind: 'fill', field: '登录名', value: 'admin' }]],
  ['**Port**: Enter the port **8443**.', [{ kind: 'fill', field: 'Port', value: '8443' }]],
  ['单击**导出**，获取**账单文件**。', [{ kind: 'click', label: '导出' }, { kind: 'expect', text: '账单文件', label: '账单文件' }]],
  ['单击卷名称进入**卷详情页**。', [{ kind: 'click', label: '名称', rowLink: 'name' }, { kind: 'section', label: '卷详情页', scope: 'page' }]],
  ['单击要查看的日志类别，如**访问日志**。', [{ kind: 'click', label: '访问日志' }]],
  ['单击shop.example.net域名**操作**列的**记录设置**。', [{ kind: 'click', label: '记录设置', column: '操作' }]],
  // A bold field set to its choice; a control in a named part; owned check boxes; a symbol; the top bar's menu.
  ['**计费类型**配置为**按天**，然后单击**下一步**。', [{ kind: 'choose', field: '计费类型', option: '按天' }, { kind: 'click', label: '下一步' }]],
  ['单击**健康分**中的**去修复**。', [{ kind: 'click', label: '去修复', near: '健康分' }]],
  ['选中该账号的**只读**和**管理**权限。', [{ kind: 'check', label: '只读', checked: true }, { kind: 'check', label: '管理', checked: true }]],
  ['单击符号**<**移出用户。', [{ kind: 'click', label: '<' }]],
  ['单击顶部导航栏**工具** > **导出**。', [{ kind: 'click', label: '工具' }, { kind: 'click', label: '导出', area: 'menu' }]],
  // The row's cell hovered in a column; a name typed into the search box; the one choice a field offers.
  ['Move the pointer over a job name in the **Job Name** column.', [{ kind: 'click', label: 'name', rowLink: 'name', column: 'Job Name', hover: true }]],
  ['鼠标悬停至**任务名称**列的任务名称。', [{ kind: 'click', label: 'name', rowLink: 'name', column: '任务名称', hover: true }]],
  ['In the dialog box, search **ReadOnlyAudit**, and then add it.', [{ kind: 'fill', field: 'search', value: 'ReadOnlyAudit' }]],
  ['Only **Spread** is supported for the **Placement** option.', [{ kind: 'choose', field: 'Placement', option: 'Spread' }]],
  ['**放置策略**目前仅支持**分散**。', [{ kind: 'choose', field: '放置策略', option: '分散' }]],
  // A limit on the value, its literals in code: a requirement, no value to enter.
  ['**队列名**：输入名称，不能以`sys-`或`tmp-`开头。', [
    { kind: 'fill', field: '队列名', value: '' },
    { kind: 'when', text: '不能以sys-或tmp-开头', then: [] },
  ]],
  ['The remark cannot contain `<` or `>`.', [{ kind: 'when', text: 'cannot contain < or >', then: [] }]],
  // A setting left on or off; the row's own control named with "its"; the actions list or menu named first.
  ['Choose whether to **Keep Old Copies**.', [
    { kind: 'either', of: [[{ kind: 'check', label: 'Keep Old Copies', checked: true }], [{ kind: 'check', label: 'Keep Old Copies', checked: false }]] },
  ]],
  ['选择是否**保留旧副本**。', [
    { kind: 'either', of: [[{ kind: 'check', label: '保留旧副本', checked: true }], [{ kind: 'check', label: '保留旧副本', checked: false }]] },
  ]],
  ['Click its **alias** to open the key.', [{ kind: 'click', label: 'alias' }]],
  ['From the **Operation** list, click **Copy**.', [{ kind: 'click', label: 'Copy', column: 'Operation' }]],
  ['Hover over the **Actions** menu and click **Remove**.', [{ kind: 'click', label: 'Remove', column: 'Actions' }]],
  // The row's own link, the row described in words.
  ['In the queue list, click the queue that you just created.', [
    { kind: 'find', text: 'the queue that you just created', literal: false },
    { kind: 'click', label: 'name', rowLink: 'name' },
  ]],
  ['Click the link of the attached volume.', [{ kind: 'find', text: 'attached volume', literal: false }, { kind: 'click', label: 'name', rowLink: 'name' }]],
  // A field in plain words and its choice; the example's choice.
  ['备份方式选择为**增量备份**。', [{ kind: 'choose', field: '备份方式', option: '增量备份' }]],
  ['In this tutorial, **Weekly** is selected.', [{ kind: 'choose', field: '', option: 'Weekly' }]],
  // What the page shows, checked.
  ['Confirm **Order Total**, which covers the disk fee.', [{ kind: 'expect', text: 'Order Total', label: 'Order Total' }]],
  ['Check whether the access mode of the bucket is **Private**.', [{ kind: 'expect', text: 'the access mode of the bucket is Private', label: 'Private' }]],
  ['查看卷的挂载状态是否为**已挂载**。', [{ kind: 'expect', text: '卷的挂载状态是否为已挂载', label: '已挂载' }]],
  // A case of a choice of the form: done when the form has it.
  ['如果计费方式为**按周付费**，可以设置**提醒天数**。', [
    { kind: 'when', text: '按周付费', choice: true, then: [{ kind: 'fill', field: '提醒天数', value: '' }] },
  ]],
  ['(Optional) If the storage class is **Archive**, set the **Restore Days**.', [
    { kind: 'when', text: 'Archive', choice: true, then: [{ kind: 'fill', field: 'Restore Days', value: '' }] },
  ]],
];

describe('where fields, switches and rows are, in sentences of the help center', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });

  it('leaves a message box and the actions column to their own phrasings', () => {
    expect(intentsOf('在**操作**栏中，单击**删除**。')).toEqual([{ kind: 'click', label: '删除', column: '操作' }]);
    expect(intentsOf('**镜像**：建议选择为**公共镜像**。')).not.toContainEqual({ kind: 'choose', field: '建议', option: '公共镜像' });
  });

  it('does not make a row state a choice of the form', () => {
    const intents = intentsOf('如果状态为**运行中**，单击**停止**。');
    expect(intents.some((i) => i.kind === 'when' && i.choice)).toBe(false);
  });

  it('sets a field once when its row also names its list', () => {
    const [step] = parseSteps('## Procedure\n\n1. Set the trigger:\n\n    | Parameter | Description |\n    | --- | --- |\n    | **Channel** | Default unless another one is picked from the **Channel** drop-down list. |\n');
    const fills = step.intents.filter((i) => (i.kind === 'fill' || i.kind === 'choose') && i.field === 'Channel');
    expect(fills).toHaveLength(1);
    expect(readCompletely(step)).toBe(true);
  });

  it('reads a condition that picked a choice and asks nothing now as a stated rule', () => {
    expect(intentsOf('如果您选择的计费项为**按流量**，则按小时出账。')).toEqual([
      { kind: 'when', text: '如果您选择的计费项为按流量', then: [{ kind: 'mention', label: '按流量' }] },
    ]);
    // What the choice makes appear is still the result to check.
    expect(intentsOf('If you select **Manual**, the **Interval** field appears.')).toContainEqual({ kind: 'expect', text: 'the Interval field appears', label: 'Interval' });
  });
});
