import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';
import { DocError } from './types';

const doc = `# Stop an instance

You can stop an instance that you do not need.

## Prerequisites
1. The instance is in the **Running** state.

## Procedure
1. Log on to the ECS console.
2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.
3. Find the instance named \`web-01\` and click **Stop** in the **Actions** column.

   > **Note** Stopping an instance interrupts its services.
4. In the **Stop Instance** dialog box, configure the following settings:
   1. Set **Stop Mode** to **Normal Stop**.
   2. Click **OK**.

## Result
1. The status changes to **Stopped**.
`;

describe('parseSteps', () => {
  const steps = parseSteps(doc);

  it('takes the numbered list under the procedure heading, not Prerequisites or Result', () => {
    expect(steps.map((s) => s.label)).toEqual(['1', '2', '3', '4']);
    expect(steps.map((s) => s.index)).toEqual([1, 2, 3, 4]);
    expect(steps[0].text).toBe('Log on to the ECS console.');
  });

  it('gives 1-based lines of the item, shifted by lineOffset', () => {
    expect([steps[0].line, steps[0].endLine]).toEqual([9, 9]);
    expect([steps[2].line, steps[2].endLine]).toEqual([11, 13]);
    expect(parseSteps(doc, 20)[2].line).toBe(31);
    expect(steps[2].markdown).toBe(
      '3. Find the instance named `web-01` and click **Stop** in the **Actions** column.\n\n   > **Note** Stopping an instance interrupts its services.',
    );
  });

  it('leaves notes out of the text and the intents', () => {
    expect(steps[2].text).toBe('Find the instance named web-01 and click Stop in the Actions column.');
    expect(steps[2].intents.map((i) => i.kind)).toEqual(['find', 'click']);
  });

  it('nests sub-steps with their own labels and the parent index', () => {
    const [a, b] = steps[3].substeps;
    expect([a.label, a.index, b.label, b.index]).toEqual(['4.1', 4, '4.2', 4]);
    expect(a.intents).toEqual([{ kind: 'choose', field: 'Stop Mode', option: 'Normal Stop' }]);
    expect(b.intents).toEqual([{ kind: 'click', label: 'OK' }]);
    expect(steps[3].intents).toEqual([{ kind: 'section', label: 'Stop Instance', scope: 'dialog' }]);
    expect(steps[3].text).toBe('In the Stop Instance dialog box, configure the following settings:');
  });

  it('carries the row found in one step to the column click of the next', () => {
    const next = parseSteps('## Procedure\n1. Find the instance named `web-01`.\n2. Click **Stop** in the **Actions** column.\n3. Click **OK**.');
    expect(next[1].intents).toEqual([{ kind: 'click', label: 'Stop', column: 'Actions', row: 'web-01' }]);
    expect(next[2].intents).toEqual([{ kind: 'click', label: 'OK' }]);
  });

  it('accepts Chinese headings and notes (说明, 注意)', () => {
    const zh = parseSteps('## 前提条件\n1. 已创建专有网络。\n\n## 操作步骤\n1. 登录ECS管理控制台。\n\n   说明：如果没有专有网络，请先创建。\n2. 单击**创建安全组**。\n\n## 执行结果\n新建的安全组显示在列表中。');
    expect(zh.map((s) => s.intents)).toEqual([[{ kind: 'open-console', product: 'ecs' }], [{ kind: 'click', label: '创建安全组' }]]);
    expect(zh[0].text).toBe('登录ECS管理控制台。');
  });

  it('without a procedure heading, takes the first numbered list outside Prerequisites and its continuations', () => {
    const md = '## Prerequisites\n1. A VPC exists.\n\n## Create a vSwitch\n1. Log on to the VPC console.\n2. Click **Create vSwitch**.\n\n```\nsome output\n```\n\n3. Click **OK**.\n\nThe vSwitch is created.\n\n1. Unrelated list.';
    const found = parseSteps(md);
    expect(found.map((s) => `${s.index}:${s.label}:${s.text}`)).toEqual([
      '1:1:Log on to the VPC console.',
      '2:2:Click Create vSwitch.',
      '3:3:Click OK.',
    ]);
  });

  it('numbers the steps of several lists under the procedure one after another', () => {
    const md = '## Procedure\n### Step 1: Create a VPC\n1. Click **Create VPC**.\n2. Click **OK**.\n### Step 2: Create a vSwitch\n1. Click **Create vSwitch**.';
    expect(parseSteps(md).map((s) => [s.index, s.label])).toEqual([[1, '1'], [2, '2'], [3, '1']]);
  });

  it('reads a parameter table inside a step as one action per row', () => {
    const md = [
      '## Procedure',
      '1. Configure the parameters.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Name** | Enter `vpc-test`. |',
      '   | Zone | Select **Hangzhou Zone K**. |',
      '2. Click **OK**.',
    ].join('\n');
    const [first] = parseSteps(md);
    expect(first.intents).toEqual([
      { kind: 'fill', field: 'Name', value: 'vpc-test' },
      { kind: 'choose', field: 'Zone', option: 'Hangzhou Zone K' },
    ]);
    expect(first.text).toBe('Configure the parameters.');
  });

  it('keeps a limit among sub-steps out of the sub-steps, and a plain instruction in them', () => {
    const md = [
      '## Procedure',
      '1. Configure the bucket:',
      '   - **Bucket Name**: Enter a name.',
      '   - The name must be 3 to 63 characters in length.',
      '   - Configure the storage class for the bucket.',
      '   - TTL = 10 minutes',
    ].join('\n');
    const [first] = parseSteps(md);
    expect(first.substeps.map((s) => s.text)).toEqual(['Bucket Name: Enter a name.', 'Configure the storage class for the bucket.', 'TTL = 10 minutes']);
  });

  it('reads a table of values looked up from values (no parameter column, no bold names) as information', () => {
    const md = [
      '## 操作步骤',
      '1. 单击**添加安全组规则**。',
      '',
      '   | 协议 | SSH | HTTP |',
      '   | --- | --- | --- |',
      '   | 端口 | 22 | 80 |',
      '2. **协议类型**和**端口范围**：按需设置。',
      '',
      '   | 协议类型 | 端口范围 |',
      '   | --- | --- |',
      '   | 自定义TCP | 1~65535 |',
      '3. Configure the NAT Gateway.',
      '',
      '   | Configuration | What to set |',
      '   | --- | --- |',
      '   | **VPC ID** | The VPC. |',
    ].join('\n');
    const [first, second, third] = parseSteps(md);
    expect(first.intents).toEqual([{ kind: 'click', label: '添加安全组规则' }]);
    expect(second.intents).toEqual([{ kind: 'fill', field: '协议类型', value: '' }, { kind: 'fill', field: '端口范围', value: '' }]);
    expect(third.intents.map((i) => i.kind === 'fill' && i.field)).toContain('VPC ID');
  });

  it('reads sub-steps led by kinds of one thing ("…的安全组：") as cases: the first is done, the others are conditions', () => {
    const md = ['## 操作步骤', '1. **网络类型**：', '   - 专有网络类型的安全组：选择**专有网络**。', '   - 经典网络类型的安全组：选择**经典网络**。'].join('\n');
    const [first] = parseSteps(md);
    expect(first.alternatives).toBe(true);
    expect(first.substeps.map((s) => s.intents[0])).toEqual([
      { kind: 'when', text: '专有网络类型的安全组', then: [] },
      { kind: 'when', text: '经典网络类型的安全组', then: [] },
    ]);
  });

  it('makes a later sentence that opens with "…时，" a condition', () => {
    const [first] = parseSteps('## 操作步骤\n1. 单击**确定**。\n\n   列表中没有出现新规则时，单击**刷新**图标。');
    expect(first.intents).toEqual([{ kind: 'click', label: '确定' }, { kind: 'when', text: '列表中没有出现新规则时', then: [{ kind: 'click', label: '刷新' }] }]);
  });

  it('leaves a "**Note:**" inside a description cell out of the row: it names no field', () => {
    const md = [
      '## Procedure',
      '1. Configure the parameters.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Rotation Period** | How often the key rotates. **Note:** Only **Symmetric** keys rotate. |',
      '   | **Description** | A note about the key, up to 256 characters. **说明：** 可选。 |',
      '2. Click **OK**.',
    ].join('\n');
    expect(parseSteps(md)[0].intents).toEqual([
      { kind: 'fill', field: 'Rotation Period', value: '' },
      { kind: 'fill', field: 'Description', value: '' },
    ]);
  });

  it('clicks the lead\'s button after the rows of the table it introduces', () => {
    const md = [
      '## Procedure',
      '1. In the **Edit** dialog box, set the following parameters and click **OK**.',
      '',
      '   | Parameter | What to set |',
      '   | --- | --- |',
      '   | **Name** | Enter `db-1`. |',
      '   | **Zone** | Select **Zone K**. |',
      '2. 按下表配置参数，然后单击**立即购买**完成支付。',
      '',
      '   | 配置 | 说明 |',
      '   | --- | --- |',
      '   | **名称** | 输入`db-2`。 |',
    ].join('\n');
    const [en, zh] = parseSteps(md);
    expect(en.intents.map((i) => i.kind)).toEqual(['section', 'fill', 'choose', 'click']);
    expect(zh.intents.filter((i) => i.kind !== 'configure')).toEqual([{ kind: 'fill', field: '名称', value: 'db-2' }, { kind: 'click', label: '立即购买' }, { kind: 'pay', placed: true }]);
  });

  it('reads bold that CommonMark leaves open in Chinese ("**华东1（杭州）**地域")', () => {
    const [step] = parseSteps('## 操作步骤\n1. 在顶部菜单栏左上角处，选择**华东1（杭州）**地域。');
    expect(step.intents).toEqual([{ kind: 'select-region', region: '华东1（杭州）' }]);
    expect(step.text).toBe('在顶部菜单栏左上角处，选择华东1（杭州）地域。');
    expect(step.markdown).toBe('1. 在顶部菜单栏左上角处，选择**华东1（杭州）**地域。');
  });

  it('reads sub-steps that are cases of their step as alternatives, each lead as its condition', () => {
    const md = [
      '## Procedure',
      '1. In the dialog box, pick a detach mode:',
      '   - Normal detach (recommended): leave the **Force Detach** check box cleared.',
      '   - **Force Detach**: select the check box.',
      '2. 按云盘数量选择做法。',
      '   - 挂载一块云盘：在**操作**列，单击**挂载**。',
      '   - 挂载多块云盘：勾选这些云盘，再单击列表底部的**挂载**。',
      '3. Configure the following parameters:',
      '   - Name: enter a name.',
      '   - Description: enter a description.',
    ].join('\n');
    const [modes, count, fields] = parseSteps(md);
    expect(modes.alternatives).toBe(true);
    expect(modes.substeps.map((s) => s.intents)).toEqual([
      [{ kind: 'when', text: 'Normal detach (recommended)', then: [] }, { kind: 'check', label: 'Force Detach', checked: false }],
      [{ kind: 'check', label: 'Force Detach', checked: true }],
    ]);
    expect(count.alternatives).toBe(true);
    // The choice the lead names is among the cases, not a field.
    expect(count.intents).toEqual([]);
    expect(count.substeps[0].intents).toEqual([{ kind: 'when', text: '挂载一块云盘', then: [] }, { kind: 'click', label: '挂载', column: '操作' }]);
    expect(count.substeps[0].marks).toEqual([{ kind: 'label', text: '操作' }, { kind: 'label', text: '挂载' }]);
    // A list of fields with plain names after "Configure the following parameters" is done whole.
    expect(fields.alternatives).toBeUndefined();
  });

  it('reads a table with a choices column as one choice a parameter, set before the click that closes the form', () => {
    const md = [
      '## Procedure',
      '1. Set the detach parameters and click **Confirm**.',
      '',
      '   | Parameter | Option | Description |',
      '   | --- | --- | --- |',
      '   | **Detach Mode** | **Normal** | The disk is detached when idle. |',
      '   | | **Force** | The disk is detached at once. |',
      '   | **Snapshots** | **Keep** | Snapshots stay. |',
      '   | | **Delete** | Snapshots go with the disk. |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents).toEqual([
      { kind: 'choose', field: 'Detach Mode', option: '', options: ['Normal', 'Force'] },
      { kind: 'choose', field: 'Snapshots', option: '', options: ['Keep', 'Delete'] },
      { kind: 'click', label: 'Confirm' },
    ]);
  });

  it('reads "**A**: … **B**: …" in a table cell as the parameter\'s choices', () => {
    const md = [
      '## Procedure',
      '1. Configure **Detach Mode** and click **OK**.',
      '',
      '   | Parameter | What to choose |',
      '   | --- | --- |',
      '   | **Detach Mode** | **Normal**: waits for I/O to end. **Force**: at once; data in flight can be lost. |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'choose')).toEqual([{ kind: 'choose', field: 'Detach Mode', option: '', options: ['Normal', 'Force'] }]);
    expect(step.intents.at(-1)).toEqual({ kind: 'click', label: 'OK' });
    // A choice whose own name holds a verb ("…中选择", "Select …") is still one of the choices, not an action.
    const zh = [
      '## 操作步骤',
      '1. 在**挂载云盘**对话框，配置以下参数，然后单击**确定**。',
      '',
      '   | 配置 | 说明 |',
      '   | --- | --- |',
      '   | **选择云盘** | **从已有云盘中选择**：列表里是同一可用区的云盘；**新购云盘并挂载**：系统新建一块按量付费的云盘并挂到实例上。 |',
    ].join('\n');
    const [picked] = parseSteps(zh);
    expect(picked.intents.filter((i) => i.kind === 'choose')).toEqual([{ kind: 'choose', field: '选择云盘', option: '', options: ['从已有云盘中选择', '新购云盘并挂载'] }]);
  });

  it('leaves out a click on an icon that has no name, and keeps a list of such clicks out of the sub-steps', () => {
    const [step] = parseSteps(
      [
        '## 操作步骤',
        '1. 在**修改权重**对话框，调整各台服务器的权重，然后单击**确定**。',
        '   - 单击![](p301.png)：同步到下方，改动一台的权重时下方各台一起改变。',
        '   - 单击![](p302.png)：全部清空，清除全部服务器的权重。',
      ].join('\n'),
    );
    expect(step.intents.filter((i) => i.kind === 'click')).toEqual([{ kind: 'click', label: '确定', area: 'dialog' }]);
    expect(step.substeps).toEqual([]);
    const [named] = parseSteps('## Procedure\n1. In the **Actions** column, click ![](p7.png) and then click **Delete**.');
    expect(named.intents.filter((i) => i.kind === 'click').map((i) => (i.kind === 'click' ? i.label : ''))).toEqual(['', 'Delete']);
  });

  it('reads bullets that say what a helper control does as a legend, and clicks the closing button after the fields', () => {
    const [step] = parseSteps(
      [
        '## 操作步骤',
        '1. 输入每条规则的优先级和描述，单击**保存**。',
        '   - **优先级**：数字越小越先匹配。',
        '   - **描述**：便于识别规则的说明。',
        '   - 单击**同步到全部**：改动一条规则的优先级时，其余规则一起改变。',
      ].join('\n'),
    );
    expect(step.closesAfterSubsteps).toBe(true);
    const fields = step.substeps.map((s) => s.intents.map((i) => (i.kind === 'fill' || i.kind === 'choose' ? i.field : i.kind)));
    expect(fields).toEqual([['优先级'], ['描述']]);
    // A legend item whose control is an icon only ("单击![](p.png)：…") is no sub-step either.
    const [icons] = parseSteps('1. 输入权重，单击**确定**。\n   - **权重**：输入数字。\n   - 单击![](p9.png)：全部清空，清除全部权重。');
    expect(icons.substeps.map((s) => s.text)).toEqual(['权重：输入数字。']);
    const [ordered] = parseSteps('## Procedure\n1. Open the dialog:\n   1. Click **Apply**: the settings are saved.');
    expect(ordered.substeps[0].intents.map((i) => i.kind)).toContain('click');
  });

  it('takes the value a table row gives for this example, as a bold choice or a plain value at the end of its sentence', () => {
    const md = [
      '## Procedure',
      '1. Click **Edit** in the **Logging** section. Configure the parameters in the table.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Log Prefix** | Objects whose names start with it. In this example, set this parameter to logs/app.log. |',
      '   | **Compression** | Whether logs are packed. Here: **Off**, so each log stays readable. |',
      '   | **Target Folder** | Here: the folder named after the day. |',
      '   | **保留天数** | 日志保存的天数。本示例中设为 30。 |',
      '   | **Storage Class** | Where logs are kept. In this tutorial, select **Archive**. |',
      '   | **归档周期** | 转为归档的天数。本教程中设置为 90。 |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'fill' || i.kind === 'choose')).toEqual([
      { kind: 'fill', field: 'Log Prefix', value: 'logs/app.log' },
      { kind: 'choose', field: 'Compression', option: 'Off' },
      { kind: 'fill', field: 'Target Folder', value: '' },
      { kind: 'fill', field: '保留天数', value: '30' },
      { kind: 'choose', field: 'Storage Class', option: 'Archive' },
      { kind: 'fill', field: '归档周期', value: '90' },
    ]);
  });

  it('reads a list of plain "Name: description" items under "set the following parameters:" as the fields to set', () => {
    const md = [
      '## Procedure',
      '1. Click **Edit** to set the following parameters:',
      '',
      '   - Log Prefix: the start of the log objects\' names; left empty, logs go to the root.',
      '   - Retention Days: how long logs are kept.',
      '',
      '2. 单击**编辑**，设置以下参数：',
      '',
      '   - 日志前缀：日志文件名的开头。',
      '   - 保留天数：访问不存在的日志时返回的页面，为空则不保留。',
      '',
      '3. Review the following list:',
      '',
      '   - Log Prefix: the start of the log objects\' names.',
    ].join('\n');
    const [en, zh, other] = parseSteps(md);
    expect(en.intents).toEqual([
      { kind: 'click', label: 'Edit' },
      { kind: 'fill', field: 'Log Prefix', value: '' },
      { kind: 'fill', field: 'Retention Days', value: '' },
    ]);
    // "不存在的…页面" in a description is no page to work on.
    expect(zh.intents).toEqual([
      { kind: 'click', label: '编辑' },
      { kind: 'fill', field: '日志前缀', value: '' },
      { kind: 'fill', field: '保留天数', value: '' },
    ]);
    expect(other.intents.some((i) => i.kind === 'fill')).toBe(false);
  });

  it('reads a bold field alone over a list of its described choices as a choice left to the reader', () => {
    const md = [
      '## Procedure',
      '1. Configure the rule.',
      '',
      '   - **Expire Objects**',
      '     - **By Days**: objects go a number of days after their last change.',
      '     - **By Date**: objects older than a date go.',
      '     - **Off**: nothing expires.',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.substeps.flatMap((s) => s.intents)).toEqual([{ kind: 'choose', field: 'Expire Objects', option: '', options: ['By Days', 'By Date', 'Off'] }]);
  });

  it('reads "For **A**: … For **B**: …" in a cell as cases of what the field takes, not as its choices', () => {
    const md = [
      '## Procedure',
      '1. Set the parameters.',
      '',
      '   | Parameter | Description |',
      '   | --- | --- |',
      '   | **Match** | **Folder** or **Suffix**. |',
      '   | **Pattern** | For **Folder**: a path such as /img/. For **Suffix**: extensions, for example `GIF,BMP`. |',
    ].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents.filter((i) => i.kind === 'fill' || i.kind === 'choose')).toEqual([
      { kind: 'choose', field: 'Match', option: '', options: ['Folder', 'Suffix'] },
      { kind: 'fill', field: 'Pattern', value: 'GIF,BMP', example: true },
    ]);
  });

  it('throws doc-no-procedure when there is nothing to do', () => {
    const attempt = () => parseSteps('# Overview\n\nECS is a compute service.\n\n## Prerequisites\n1. An account.');
    expect(attempt).toThrow(DocError);
    expect(attempt).toThrow(/no procedure found/);
    try {
      attempt();
    } catch (error) {
      expect((error as DocError).code).toBe('doc-no-procedure');
    }
  });
});

describe('parseSteps: steps in places outside the console', () => {
  it('marks steps on a website, a server, an app, a phone or a window of the system as outside', () => {
    const md = [
      '1. Log on to the Ghost website with the administrator account.',
      '2. Open the Disk Management window.',
      '3. 在手机端，打开身份验证器应用。',
      '4. 使用管理员账号登录论坛站点。',
      '5. 打开控制面板。',
      '6. Log on to the [KMS console](https://kms.console.aliyun.com).',
      '7. 输入手机号码和邮箱。',
      '8. 在**站点**页面，单击**登录网站**。',
      '9. 运行`cat /etc/hosts`命令查看配置。',
      '10. 单击**运行命令**。',
      '11. Enter the mobile phone number of the contact.',
    ].join('\n');
    expect(parseSteps(md).map((s) => !!s.outside)).toEqual([true, true, true, true, true, false, false, false, true, false, false]);
  });
});

describe('parseSteps: tables whose cells hold lists', () => {
  it('reads the cut rows as the table they are, not as sub-steps', () => {
    const md = [
      '1.  Set the parameters and click **OK**.',
      '',
      '    |Parameter|Description|',
      '    |---------|-----------|',
      '    |**Rule Name**|The name of the rule. It must:',
      '    -   be 2 to 64 characters long;',
      '    -   start with a letter. |',
      '    |**Direction**|Select **Inbound** or **Outbound**.|',
      '    |**Port**|Enter a port number.',
      '    -   Valid values: 1 to 65535. |',
      '',
      '2.  Click **Close**.',
    ].join('\n');
    const [first, second] = parseSteps(md);
    expect(first.substeps).toEqual([]);
    expect(first.intents).toEqual([
      { kind: 'fill', field: 'Rule Name', value: '' },
      { kind: 'choose', field: 'Direction', option: '', options: ['Inbound', 'Outbound'] },
      { kind: 'fill', field: 'Port', value: '' },
      { kind: 'click', label: 'OK' },
    ]);
    expect(second.intents).toEqual([{ kind: 'click', label: 'Close' }]);
  });
});

describe('parseSteps: a bold line that heads a part of the form', () => {
  it('reads a later paragraph that is one bold text as the section the lines under it set', () => {
    const md = ['1.  On the **Create Rule** page, set the following parameters.', '', '    **Part 1: Basic settings**', '', '    -   **Rule Name**: Enter a name.', '    -   **Priority**: Enter `10`.'].join('\n');
    const [step] = parseSteps(md);
    expect(step.intents).toEqual([
      { kind: 'section', label: 'Create Rule', scope: 'page' },
      { kind: 'section', label: 'Part 1: Basic settings', scope: 'section' },
    ]);
    expect(step.substeps.map((s) => s.intents)).toEqual([[{ kind: 'fill', field: 'Rule Name', value: '' }], [{ kind: 'fill', field: 'Priority', value: '10' }]]);
  });

  it('reads a list that explains the options its lead names in bold as no sub-steps, whatever the explanations say', () => {
    const steps = parseSteps(
      '1. Set the rule.\n   - **After Expiry**: select **Block Logon** or **Keep Logon** as needed.\n' +
        '     - **Block Logon**: the user must ask an administrator to reset the password and then log on.\n' +
        '     - **Keep Logon**: the user changes the password at the next logon.\n2. Click **OK**.',
    );
    expect(steps[0].substeps).toHaveLength(1);
    expect(steps[0].substeps[0].substeps).toEqual([]);
  });
});

describe('parseSteps: a command given as a code span', () => {
  it('reads "运行`…`" and "Run `…`" as work in the instance, not the console', () => {
    const [step] = parseSteps('1. 修改内核参数。\n   1. 运行`vi /etc/sysctl.conf`，打开配置文件。\n   2. 运行`sysctl -p`使配置生效。');
    expect(step.substeps.map((s) => !!s.outside)).toEqual([true, true]);
    expect(parseSteps('1. Run `uptime` to see the load.')[0].outside).toBe(true);
    // A bold label after the verb is the console's.
    expect(parseSteps('1. 单击**运行**。')[0].outside).toBeUndefined();
  });
});
