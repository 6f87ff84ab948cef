import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import type { Intent } from './types';

// Phrasings of phrases-context.ts, phrases-look.ts and phrases-plain.ts (where a control sits, what a step looks at,
// plain-word labels), in sentences written for these tests in the help center's style.
// Columns, row links, looking, conditions and field asides (phrases-context.ts, phrases-look.ts).
const englishCases: Array<[string, Intent[]]> = [
  // The column named first is the column of the click after it, however the click is phrased.
  // The row the reader picks, named by its kind only: the task's resource of that kind.
  ['On the **Functions** page, click the function that you want to manage.', [
    { kind: 'section', label: 'Functions', scope: 'page' },
    { kind: 'click', label: 'function', rowLink: 'name', area: 'page' },
  ]],
  ['Click the target instance.', [{ kind: 'click', label: 'instance', rowLink: 'name' }]],
  ['In the **User Name/ID** column, click the username of the user whose password you want to reset.', [
    { kind: 'click', label: 'username', rowLink: 'name', column: 'User Name/ID' },
  ]],
  ['In the **Actions** column, choose **More** > **Release**.', [{ kind: 'click', label: 'More', column: 'Actions' }, { kind: 'click', label: 'Release', area: 'menu' }]],
  // The actions column named without the word "column".
  ['Locate the rule and click **Pause** in the **Actions**.', [
    { kind: 'find', text: 'the rule', literal: false },
    { kind: 'click', label: 'Pause', column: 'Actions' },
  ]],
  // The row's link in a column that shows either; the row's link or a button.
  ['Click the key name or ID in the **Key Name/ID** column.', [{ kind: 'click', label: 'name', rowLink: 'name', column: 'Key Name/ID' }]],
  ['Find the gateway that you want to manage and click the gateway name or **Details**.', [
    { kind: 'find', text: 'the gateway that you want to manage', literal: false },
    { kind: 'either', of: [[{ kind: 'click', label: 'name', rowLink: 'name' }], [{ kind: 'click', label: 'Details' }]] },
  ]],
  // What to look at is an expectation, labels included.
  ['In the **Overview** section, view details such as **Key ID**, **Created At**, and **Status**.', [
    { kind: 'section', label: 'Overview', scope: 'section' },
    { kind: 'expect', text: 'Key ID, Created At, and Status', label: 'Key ID' },
  ]],
  // A sentence that asks nothing and opens with a condition on a label is that condition's.
  ['Click **Refresh**. If the rule shows **Disabled**, the rule no longer triggers alerts.', [
    { kind: 'click', label: 'Refresh' },
    { kind: 'when', text: 'If the rule shows Disabled', then: [{ kind: 'mention', label: 'Disabled' }] },
  ]],
  ['**Description** (Optional): Enter a description for the key.', [{ kind: 'fill', field: 'Description', value: '' }]],
  ['Confirm the settings, read and confirm that you agree to the **Service Agreement** by selecting the check box, and then click **Activate**.', [
    { kind: 'check', label: 'Service Agreement', checked: true },
    { kind: 'click', label: 'Activate' },
  ]],
  // Controls named in plain words, as older pages write them.
  ['Click Create Snapshot.', [{ kind: 'click', label: 'Create Snapshot' }]],
  ['Click Buy Now to pay for the order.', [{ kind: 'click', label: 'Buy Now' }]],
  // A step that only makes sure of what the page shows is an expectation.
  ['Make sure that the selected zone has stock.', [{ kind: 'expect', text: 'the selected zone has stock' }]],
  ['In the message that appears, confirm the new quota.', [{ kind: 'expect', text: 'new quota' }]],
  ['The page will display the rules of the group.', [{ kind: 'expect', text: 'The page will display the rules of the group' }]],
  ['Select Read Only in the Grant Access dialog box.', [{ kind: 'section', label: 'Grant Access', scope: 'dialog' }, { kind: 'click', label: 'Read Only', area: 'dialog' }]],
  ['**Disk**: Set Category to **ESSD** and Level to **PL1**.', [{ kind: 'section', label: 'Disk', scope: 'section' }, { kind: 'choose', field: 'Category', option: 'ESSD' }, { kind: 'choose', field: 'Level', option: 'PL1' }]],
  ['In the **Burst Mode** column, view the mode of the instance.', [{ kind: 'expect', text: 'the mode of the instance', label: 'Burst Mode' }]],
  ['Wait until the status of the job changes to **Done** and click **Download**.', [{ kind: 'expect', text: 'the status of the job changes to Done', label: 'Done' }, { kind: 'click', label: 'Download' }]],
  ['Read and accept **Usage Terms**, and then click **Buy**.', [{ kind: 'check', label: 'Usage Terms', checked: true }, { kind: 'click', label: 'Buy' }]],
  ['Click **Add** to open the **Add Member** dialog box.', [{ kind: 'click', label: 'Add' }, { kind: 'section', label: 'Add Member', scope: 'dialog' }]],
  // A tab in plain words, clicked or selected: the tab, not a field named "… tab".
  ['Click the Access Logs tab.', [{ kind: 'tab', label: 'Access Logs' }]],
  ['Select the Backend Servers tab, and click **Add**.', [{ kind: 'tab', label: 'Backend Servers' }, { kind: 'click', label: 'Add' }]],
  // Another bold word run into the column's name ("**Actions**column"), a row named by an article, a neighbour "at the right of".
  ['Click **Edit**next to a rule under the **Actions**column.', [{ kind: 'click', label: 'Edit', column: 'Actions' }]],
  ['Click **2** at the right of **Disks**.', [{ kind: 'click', label: '2', near: 'Disks' }]],
  ['On the **Buckets** list page, click **Create Bucket**.', [{ kind: 'section', label: 'Buckets', scope: 'page' }, { kind: 'click', label: 'Create Bucket', area: 'page' }]],
  ['Type your **Display Name** and click **OK**.', [{ kind: 'fill', field: 'Display Name', value: '' }, { kind: 'click', label: 'OK' }]],
  // One more of the same is the reader's to want: off the main path.
  ['Click **Add** or **Copy** to add another entry.', [{ kind: 'when', text: 'to add another entry', then: [{ kind: 'either', of: [[{ kind: 'click', label: 'Add' }], [{ kind: 'click', label: 'Copy' }]] }] }]],
  ['Click here to open the guide.', []],
  ['In the left-side navigation pane, click Storage & Snapshots > Disks.', [{ kind: 'navigate', path: ['Storage & Snapshots', 'Disks'] }]],
  ['Click alarm rules in the left-hand navigation bar.', [{ kind: 'navigate', path: ['alarm rules'] }]],
  ['You can **Edit** or **Delete** the alert.', [{ kind: 'when', text: 'You can', then: [{ kind: 'either', of: [[{ kind: 'click', label: 'Edit' }], [{ kind: 'click', label: 'Delete' }]] }] }]],
  ['Complete the order by clicking **Pay Now**.', [{ kind: 'click', label: 'Pay Now' }]],
  ['Open the rule by clicking its name or clicking its corresponding **Edit** button.', [{ kind: 'either', of: [[{ kind: 'click', label: 'name', rowLink: 'name' }], [{ kind: 'click', label: 'Edit' }]] }]],
  ['Click **Stop** from the **Actions** column.', [{ kind: 'click', label: 'Stop', column: 'Actions' }]],
  ['**Network Type**: By default, **VPC** is selected.', [{ kind: 'choose', field: 'Network Type', option: 'VPC' }]],
  ['Record Type: Select TXT.', [{ kind: 'choose', field: 'Record Type', option: 'TXT' }]],
  // A row described with a label; an option described rather than named; a default kept.
  ['Find a snapshot that is in the **Failed** state and click **Delete** in the **Actions** column.', [
    { kind: 'find', text: 'a snapshot that is in the Failed state', literal: false },
    { kind: 'click', label: 'Delete', column: 'Actions' },
  ]],
  ['Select the group that you want to notify from the **Contact Group** drop-down list.', [{ kind: 'choose', field: 'Contact Group', option: '' }]],
  ['Select Object Storage Service from the **Service** drop-down list.', [{ kind: 'choose', field: 'Service', option: 'Object Storage Service' }]],
  ['Retain the default value **English** for the **Language** parameter.', [{ kind: 'choose', field: 'Language', option: 'English' }]],
  ['Select alert contacts.', [{ kind: 'choose', field: 'alert contacts', option: '' }]],
  ['Enable the feature in **Cache Settings** > **Compression**.', [{ kind: 'navigate', path: ['Cache Settings'] }, { kind: 'check', label: 'Compression', checked: true }]],
  ['In the dialog box that appears, click Confirm.', [{ kind: 'click', label: 'Confirm', area: 'dialog' }]],
  ['Wait a moment, and then click Refresh.', [{ kind: 'click', label: 'Refresh' }]],
  // A step that reviews; what it looks at ends where the next action starts.
  ['Confirm the order.', [{ kind: 'expect', text: 'order' }]],
  ['Confirm the settings and click **Submit**.', [{ kind: 'click', label: 'Submit' }]],
  ['View the rule details and click **Close**.', [{ kind: 'expect', text: 'rule details' }, { kind: 'click', label: 'Close' }]],
  ['Select a renewal mode. Valid values: **Manual** and **Auto**.', [{ kind: 'choose', field: 'renewal mode', option: '', options: ['Manual', 'Auto'] }]],
  ['Click Add Rule in the upper-right corner.', [{ kind: 'click', label: 'Add Rule' }]],
  // The console named in bold is the console opened, by the words it goes by.
  ['Log on to the **Key Management Service console**.', [{ kind: 'open-console', product: 'kms', label: 'Key Management Service console' }]],
  // A second menu path after "or", its verb left out.
  ['Choose **Actions** > **Enable** or **Actions** > **Disable**.', [{ kind: 'either', of: [
    [{ kind: 'click', label: 'Actions' }, { kind: 'click', label: 'Enable', area: 'menu' }],
    [{ kind: 'click', label: 'Actions' }, { kind: 'click', label: 'Disable', area: 'menu' }],
  ] }]],
  // A field whose valid values are named is a choice.
  ['Specify the **Sync Mode** parameter. Valid values: **Full** and **Incremental**.', [{ kind: 'choose', field: 'Sync Mode', option: '', options: ['Full', 'Incremental'] }]],
  // What to view, with the labels it names after "such as".
  ['In the **Key Details** section, view the information about the key, such as **Alias**, **Key Spec**, and **Origin**.', [
    { kind: 'section', label: 'Key Details', scope: 'section' },
    { kind: 'expect', text: 'information about the key, such as Alias, Key Spec, and Origin', label: 'Alias' },
  ]],
  // The doc's example is the value of the field the step leaves open, not a field of its own.
  ['**Bucket Name**: Enter a name for the bucket. For example, `logs-2021`.', [{ kind: 'fill', field: 'Bucket Name', value: 'logs-2021', example: true }]],
  ['Set **Retention Days** (in this example, **30**).', [{ kind: 'fill', field: 'Retention Days', value: '30', example: true }]],
  ['In the top navigation bar, select a region. In this topic, **US (Silicon Valley)** is selected.', [{ kind: 'select-region', region: 'US (Silicon Valley)' }]],
  // A search box is the field; the words before it say what to type, not a field's name.
  ['Enter the user name in the search box and click **Search**.', [{ kind: 'fill', field: 'search box', value: '' }, { kind: 'click', label: 'Search' }]],
  // How the choice is made ("by clicking …") is no part of the field's name.
  ['Select the protocol by clicking the corresponding option.', [{ kind: 'choose', field: 'protocol', option: '' }]],
  // A field named by the part of the form it sits in.
  ['**Grouping** > **Placement Group**: Select a placement group.', [
    { kind: 'section', label: 'Grouping', scope: 'section' }, { kind: 'choose', field: 'Placement Group', option: '' },
  ]],
  // A control named by its neighbour on one side.
  ['Click the **Edit** icon on the right side of **Remarks**.', [{ kind: 'click', label: 'Edit', near: 'Remarks' }]],
  // Several fields named together, each left to the reader.
  ['Enter the values of the **Record Name** and **Record Value** fields.', [
    { kind: 'fill', field: 'Record Name', value: '' }, { kind: 'fill', field: 'Record Value', value: '' },
  ]],
  // A transfer list: the click moves the row; the list it lands in is the result.
  ['Click **>** to move the selected users to the **Added Users** box.', [
    { kind: 'click', label: '>' }, { kind: 'expect', text: 'to move the selected users to the Added Users box', label: 'Added Users' },
  ]],
  // A state the row must be in before the step acts: what the page shows, checked.
  ['Find the snapshot that you want to delete and make sure that it is in the **Completed** state.', [
    { kind: 'find', text: 'the snapshot that you want to delete', literal: false },
    { kind: 'expect', text: 'make sure that it is in the Completed state', label: 'Completed' },
  ]],
  ['The volume must be in the **Available** or **Detached** status.', [{ kind: 'expect', text: 'must be in the Available or Detached status', label: 'Available' }]],
  // Back to a page or panel the procedure was on; a wizard's next step; a column gone to before its click.
  ['Click **Cancel** to return to the **Snapshots** page.', [{ kind: 'click', label: 'Cancel' }, { kind: 'navigate', path: ['Snapshots'] }]],
  ['Go back to the **Create Role** panel and click **Refresh**.', [
    { kind: 'section', label: 'Create Role', scope: 'dialog' }, { kind: 'click', label: 'Refresh', area: 'dialog' },
  ]],
  ['Click **Next Step** to go to the **Advanced Settings** step.', [
    { kind: 'click', label: 'Next Step' }, { kind: 'section', label: 'Advanced Settings', scope: 'section' },
  ]],
  ['Go to the **Operations** column and click **Restore**.', [{ kind: 'click', label: 'Restore', column: 'Operations' }]],
  // A switch named in plain words.
  ['Turn on the Deletion Protection switch.', [{ kind: 'check', label: 'Deletion Protection', checked: true }]],
  ['Disable the access log switch.', [{ kind: 'check', label: 'access log', checked: false }]],
  ['Turn on this switch.', []],
  // A list shown again: "Refresh the … list", "Refresh the list of …".
  ['Refresh the snapshot list.', [{ kind: 'refresh', text: 'snapshot list' }]],
  ['Refresh the list of security groups.', [{ kind: 'refresh', text: 'list of security groups' }]],
  // An example after the field it is for; what the example's page shows; a wizard clicked through to a step.
  ['Enter a group name, such as **web-group**, and then click **OK**.', [{ kind: 'fill', field: 'group name', value: 'web-group', example: true }, { kind: 'click', label: 'OK' }]],
  ['Select a zone, for example, **Zone K**.', [{ kind: 'choose', field: 'zone', option: 'Zone K' }]],
  ['In this example, **Volume 2** is the disk that was just attached.', [{ kind: 'expect', text: 'In this example, Volume 2 is the disk that was just attached', label: 'Volume 2' }]],
  ['Find the new domain. In the **Endpoint** column, copy the endpoint.', [{ kind: 'find', text: 'the new domain', literal: false }, { kind: 'expect', text: 'the endpoint', label: 'Endpoint' }]],
  // A field and its value written as an equation.
  ['Key Pair Name = build-key', [{ kind: 'choose', field: 'Key Pair Name', option: 'build-key' }]],
  ['Zone = the zone of your vSwitch', [{ kind: 'fill', field: 'Zone', value: '' }]],
  ['After the change, the address is labeled as **Static**.', [{ kind: 'expect', text: 'After the change, the address is labeled as Static', label: 'Static' }]],
  ['Click **Next** until the **Confirm** step appears.', [{ kind: 'click', label: 'Next' }, { kind: 'section', label: 'Confirm', scope: 'section' }]],
  // A field before its colon that offers one choice only, "(Optional)" before a field, the article before a field.
  ['Storage Class: Only **Standard** is available.', [{ kind: 'choose', field: 'Storage Class', option: 'Standard' }]],
  ['(Optional) **Backup Mode**: Select **Daily**.', [{ kind: 'choose', field: 'Backup Mode', option: 'Daily' }]],
  ['Select a **Storage Class**: **Standard**, **Archive** or **Cold**.', [{ kind: 'choose', field: 'Storage Class', option: '', options: ['Standard', 'Archive', 'Cold'] }]],
  // A form field that takes a region is not the top bar's region.
  ['Select a region from the **Backup Region** drop-down list.', [{ kind: 'choose', field: 'Backup Region', option: '' }]],
  // A choice beside its field; a list named in bold holds what is picked; a column on one side of a panel.
  ['Select **No** next to **Keep Logs**.', [{ kind: 'choose', field: 'Keep Logs', option: 'No' }]],
  ['In the panel, select a bucket from **Listed Buckets**.', [{ kind: 'section', label: 'Listed Buckets', scope: 'section' }, { kind: 'choose', field: 'bucket', option: '' }]],
  ['In the **Role Name** column on the right, click **Detach**.', [{ kind: 'click', label: 'Detach', column: 'Role Name' }]],
  // A label inside the sentence's condition is what the condition is about, not a click the sentence asks for.
  ['If the **Turn On Audit** dialog box appears, click **Turn On**.', [
    { kind: 'when', text: 'If the Turn On Audit dialog box appears', then: [{ kind: 'mention', label: 'Turn On Audit' }] },
    { kind: 'click', label: 'Turn On' },
  ]],
  // A parameter named in code before its colon; a tab named after "under".
  ['`TokenURL`: `https://sso.example.net/t`', [{ kind: 'fill', field: 'TokenURL', value: 'https://sso.example.net/t' }]],
  ['`Audience`: leave it empty unless your provider asks.', [{ kind: 'fill', field: 'Audience', value: '' }]],
  ['`oss:Get*`: lets the user read objects.', []],
  ['Under the **Members** tab, click **Invite**.', [{ kind: 'tab', label: 'Members' }, { kind: 'click', label: 'Invite' }]],
  // A choice in one plain word for a bold field; a code parameter whose value is described; one control under two names;
  // a value inside a condition.
  ['Select AES for **Cipher**.', [{ kind: 'choose', field: 'Cipher', option: 'AES' }]],
  ['Set `callbackHost` to the address of your server.', [{ kind: 'fill', field: 'callbackHost', value: '' }]],
  ['Click **Quick Buy** (also named **Express**).', [{ kind: 'either', of: [[{ kind: 'click', label: 'Quick Buy' }], [{ kind: 'click', label: 'Express' }]] }]],
  ['If the mode is `strict`, click **Save**.', [{ kind: 'when', text: 'If the mode is strict', then: [] }, { kind: 'click', label: 'Save' }]],
  // A row described by what a column shows; a second control after "and then"; a page entered; a result the reader sees.
  ['Find a job where **Failed** appears in the **Result** column.', [{ kind: 'find', text: 'a job where Failed appears in the Result column', literal: false }]],
  ['Click **Save**, and then **Close**.', [{ kind: 'click', label: 'Save' }, { kind: 'click', label: 'Close' }]],
  ['Enter the **Buckets** page.', [{ kind: 'navigate', path: ['Buckets'] }]],
  ['You should see the new rule **allow-web**.', [{ kind: 'expect', text: 'You should see the new rule allow-web', label: 'allow-web' }]],
  // Fields to fill with a mark of whether they are needed.
  ['Enter **Team Name** (required) and **Notes** (optional), and then click **OK**.', [
    { kind: 'fill', field: 'Team Name', value: '' }, { kind: 'fill', field: 'Notes', value: '' }, { kind: 'click', label: 'OK' },
  ]],
];

describe('where the English help center places controls', () => {
  it.each(englishCases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});

// 列、行链接、查看、条件与字段旁注（phrases-context.ts、phrases-look.ts）。
const chineseCases: Array<[string, Intent[]]> = [
  // The actions column named without 列: "中的", "下的", "列表中", "菜单中", "区域".
  ['单击**操作**中的**暂停**。', [{ kind: 'click', label: '暂停', column: '操作' }]],
  ['在右侧**操作**列表中单击**复制**。', [{ kind: 'click', label: '复制', column: '操作' }]],
  ['选择规则**操作**下的**更多** > **导出**。', [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '导出', area: 'menu' }]],
  ['在**操作**菜单中，选择**更多** > **归档**。', [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '归档', area: 'menu' }]],
  ['单击**操作**列下**解绑**。', [{ kind: 'click', label: '解绑', column: '操作' }]],
  // A page of one resource named by its value: its row, then the page's control in it or the link that reads the value.
  ['进入域名 `doc.example.com` 的解析设置页面', [
    { kind: 'find', text: 'doc.example.com', literal: true },
    { kind: 'either', of: [[{ kind: 'click', label: '解析设置', row: 'doc.example.com' }], [{ kind: 'click', label: 'doc.example.com' }]] },
  ]],
  ['打开实例 `i-web01` 的**详情**页。', [
    { kind: 'find', text: 'i-web01', literal: true },
    { kind: 'either', of: [[{ kind: 'click', label: '详情', row: 'i-web01' }], [{ kind: 'click', label: 'i-web01' }]] },
  ]],
  // A button named in plain words, spaced from its kind as older pages write it.
  ['TXT记录生效后，回到验证会话框，单击 验证 按钮。', [{ kind: 'expect', text: 'TXT记录生效后' }, { kind: 'click', label: '验证', area: 'dialog' }]],
  // A page named alone is a navigation.
  ['进入解析设置页面。', [{ kind: 'navigate', path: ['解析设置'] }]],
  // The column named first is the column of the click after it, however the click is phrased.
  ['在**用户名称/ID**列，单击目标用户名称。', [{ kind: 'click', label: '名称', rowLink: 'name', column: '用户名称/ID' }]],
  ['在**操作**列中，单击**更多** > **停止**。', [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '停止', area: 'menu' }]],
  ['找到目标快照，在**标签**列将鼠标悬浮至![编辑](p1.png)图标，然后单击**编辑标签**。', [
    { kind: 'find', text: '目标快照', literal: false },
    { kind: 'click', label: '编辑', hover: true, icon: true, column: '标签' },
    { kind: 'click', label: '编辑标签' },
  ]],
  // A column followed by something other than a click gives that thing no column (and the column stays unread).
  ['在**备注**列中，输入说明。', [{ kind: 'fill', field: '说明', value: '' }]],
  // The row's link in a named column; the link or a button of the row.
  ['在**告警组**页面，单击目标**组名称/组ID**链接。', [
    { kind: 'section', label: '告警组', scope: 'page' },
    { kind: 'click', label: '组名称/组ID', rowLink: 'name', column: '组名称/组ID', area: 'page' },
  ]],
  ['单击目标节点的节点名称链接或**详情**。', [{ kind: 'either', of: [[{ kind: 'click', label: '名称', rowLink: 'name' }], [{ kind: 'click', label: '详情' }]] }]],
  // What to look at is an expectation, labels included.
  ['在**概览**区域，查看**密钥ID**、**创建时间**和**状态**等信息。', [
    { kind: 'section', label: '概览', scope: 'section' },
    { kind: 'expect', text: '密钥ID、创建时间和状态等信息', label: '密钥ID' },
  ]],
  // A sentence that asks nothing and opens with a condition on a label is that condition's.
  ['单击**刷新**。当规则状态为**已禁用**时，表示该规则不会触发告警。', [
    { kind: 'click', label: '刷新' },
    { kind: 'when', text: '当规则状态为已禁用时', then: [{ kind: 'mention', label: '已禁用' }] },
  ]],
  // An aside between a field's name and its colon: the field is still the field.
  ['**描述**（可选）：输入实例的描述。', [{ kind: 'fill', field: '描述', value: '' }]],
  ['**带宽上限**（Mbps）：输入`10`。', [{ kind: 'fill', field: '带宽上限', value: '10' }]],
  ['阅读并同意**产品服务协议**，然后单击**立即开通**。', [{ kind: 'check', label: '产品服务协议', checked: true }, { kind: 'click', label: '立即开通' }]],
  // 不加粗的控件名（旧页面的写法）。
  ['单击创建快照。', [{ kind: 'click', label: '创建快照' }]],
  ['单击应用模板进入模板详情页。', [{ kind: 'click', label: '应用模板' }, { kind: 'section', label: '模板详情', scope: 'page' }]],
  ['单击左侧导航栏中的交换机。', [{ kind: 'navigate', path: ['交换机'] }]],
  ['单击此处。', []],
  ['单击左侧导航中的**存储** > **云盘**。', [{ kind: 'navigate', path: ['存储', '云盘'] }]],
  ['单击右上方的**新建规则**。', [{ kind: 'click', label: '新建规则' }]],
  // A field named by its place or as a thing's field, its value the reader's; a field's example in parentheses.
  ['**授权对象**处输入要授权的用户名。', [{ kind: 'fill', field: '授权对象', value: '' }]],
  ['在**路径**中输入检查页面的路径。', [{ kind: 'fill', field: '路径', value: '' }]],
  ['设置快照策略的**保留时间**。', [{ kind: 'fill', field: '保留时间', value: '' }]],
  ['输入**策略名称**（test-policy）和**描述**。', [{ kind: 'fill', field: '策略名称', value: '' }, { kind: 'fill', field: '描述', value: '' }]],
  // The row's own name link, named by its column; what the reader may do after a step.
  ['找到目标角色，单击其**角色名称**。', [{ kind: 'find', text: '目标角色', literal: false }, { kind: 'click', label: '角色名称', rowLink: 'name', column: '角色名称' }]],
  ['单击其**管理**。', [{ kind: 'click', label: '管理' }]],
  ['您可以**编辑**或**删除**该告警。', [{ kind: 'when', text: '可以', then: [{ kind: 'either', of: [[{ kind: 'click', label: '编辑' }], [{ kind: 'click', label: '删除' }]] }] }]],
  ['解析类型：选择CNAME。', [{ kind: 'choose', field: '解析类型', option: 'CNAME' }]],
  ['主机名：输入`www`。', [{ kind: 'fill', field: '主机名', value: 'www' }]],
  // A path that opens with the More menu is the menu's items, in the column named before it; a cascader's path is one option.
  ['在**操作**列表中选择**更多** > **重新初始化云盘**。', [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '重新初始化云盘', area: 'menu' }]],
  ['在**产品**列表中选择**网络** > **专有网络**。', [{ kind: 'choose', field: '产品', option: '网络 > 专有网络' }]],
  ['在**操作**栏中，单击**续费**。', [{ kind: 'click', label: '续费', column: '操作' }]],
  ['在**选择源实例**引导页，单击**下一步**。', [{ kind: 'section', label: '选择源实例', scope: 'page' }, { kind: 'click', label: '下一步', area: 'page' }]],
  ['选择地域**华南1（深圳）**。', [{ kind: 'select-region', region: '华南1（深圳）' }]],
  ['选择地域，例如**华北3（张家口）**。', [{ kind: 'select-region', region: '华北3（张家口）' }]],
  ['输入端口号**8080**。', [{ kind: 'fill', field: '端口号', value: '8080' }]],
  ['单击告警规则的**启用**选项。', [{ kind: 'click', label: '启用' }]],
  ['找到状态为**已过期**的证书，单击**删除**。', [{ kind: 'find', text: '状态为已过期的证书', literal: false }, { kind: 'click', label: '删除' }]],
  ['在**性能优化** > **智能压缩**开启功能。', [{ kind: 'navigate', path: ['性能优化'] }, { kind: 'check', label: '智能压缩', checked: true }]],
  ['输入新的**密钥别名**。', [{ kind: 'fill', field: '密钥别名', value: '' }]],
  ['在弹出的对话框中，单击确认。', [{ kind: 'click', label: '确认', area: 'dialog' }]],
  ['确认**订单信息**：包括实例规格和价格。', [{ kind: 'expect', text: '订单信息', label: '订单信息' }]],
  ['查看**规则详情**，然后单击**关闭**。', [{ kind: 'expect', text: '规则详情', label: '规则详情' }, { kind: 'click', label: '关闭' }]],
  ['确认无误后，单击**提交**。', [{ kind: 'click', label: '提交' }]],
  ['在**操作**列下，单击**更多** > **启用**或**更多** > **禁用**。', [{ kind: 'either', of: [
    [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '启用', area: 'menu' }],
    [{ kind: 'click', label: '更多' }, { kind: 'click', label: '禁用', area: 'menu' }],
  ] }]],
  ['选择续费方式。支持**手动续费**和**自动续费**。', [{ kind: 'choose', field: '续费方式', option: '', options: ['手动续费', '自动续费'] }]],
  // The doc's example is the value of the field before it.
  ['设置**告警名称**，本示例中为**cpu-alarm**。', [{ kind: 'fill', field: '告警名称', value: 'cpu-alarm', example: true }]],
  ['登录**云监控控制台**。', [{ kind: 'open-console', product: 'cms', label: '云监控控制台' }]],
  // An area named by its path: the page its first items lead to, then the area.
  ['在**安全设置** > **防盗链**区域中，单击**修改配置**。', [
    { kind: 'navigate', path: ['安全设置'] }, { kind: 'section', label: '防盗链', scope: 'section' }, { kind: 'click', label: '修改配置' },
  ]],
  // A field named in plain words, set to a bold choice or offered two.
  ['选择加速区域为：**全球**。', [{ kind: 'choose', field: '加速区域', option: '全球' }]],
  ['选择同步模式为**全量同步**或**增量同步**。', [{ kind: 'choose', field: '同步模式', option: '', options: ['全量同步', '增量同步'] }]],
  // A field that keeps its default option.
  ['**时区**保持默认值**UTC+8**。', [{ kind: 'choose', field: '时区', option: 'UTC+8' }]],
  ['单击**>**，移入**已选用户**列表。', [{ kind: 'click', label: '>' }, { kind: 'expect', text: '移入已选用户列表', label: '已选用户' }]],
  ['单击告警数量可以查看告警详情。', []],
  // A menu path with its place before it; with 选择 the place is where a button sits, else the path is a cascader's option.
  ['单击列表最右侧的**更多** > **删除快照**。', [{ kind: 'click', label: '更多' }, { kind: 'click', label: '删除快照', area: 'menu' }]],
  ['选择列表底部的**更多** > **设置告警**。', [{ kind: 'click', label: '更多' }, { kind: 'click', label: '设置告警', area: 'menu' }]],
  ['单击界面左上角的**控制台** > **产品与服务**。', [{ kind: 'click', label: '控制台' }, { kind: 'click', label: '产品与服务', area: 'menu' }]],
  // The top bar's region, described by what lives in it.
  ['在顶部菜单栏处，选择待修改的NAT网关所在的地域。', [{ kind: 'select-region' }]],
  // A switch named in plain words or quoted; "打开或关闭" leaves the state to the reader.
  ['在弹出的对话框中，关闭删除保护开关。', [{ kind: 'check', label: '删除保护', checked: false }]],
  ['打开“智能压缩”开关。', [{ kind: 'check', label: '智能压缩', checked: true }]],
  ['打开或关闭释放保护开关。', []],
  // A list shown again.
  ['刷新快照列表。', [{ kind: 'refresh', text: '快照列表' }]],
  // A state reached is a result; what the reader may view, from named views or on a page, is what the page shows.
  ['云盘状态进入**使用中**后表示挂载成功。', [{ kind: 'expect', text: '云盘状态进入使用中后表示挂载成功', label: '使用中' }]],
  ['您可以从**日志**、**指标**和**事件**维度查看应用的运行情况。', [{ kind: 'expect', text: '从日志、指标和事件维度查看应用的运行情况', label: '日志' }]],
  ['创建完成后，您可以在列表页面查看**类型**为**共享**的存储卷。', [{ kind: 'expect', text: '在列表页面查看类型为共享的存储卷', label: '类型' }]],
  // What is viewed, then the labels it includes.
  ['查看该规则的执行记录，包括**执行时间**、**执行人**和**执行结果**。', [
    { kind: 'expect', text: '该规则的执行记录，包括执行时间、执行人和执行结果', label: '执行时间' },
  ]],
  ['刷新本实例网卡列表，然后查看网卡的状态。', [{ kind: 'refresh', text: '本实例网卡列表' }, { kind: 'expect', text: '网卡的状态' }]],
  ['输入规则名称，例如**deny-ssh**，然后单击**保存**。', [{ kind: 'fill', field: '规则名称', value: 'deny-ssh', example: true }, { kind: 'click', label: '保存' }]],
  ['本例中，**卷 2**是新挂载的云盘。', [{ kind: 'expect', text: '本例中，卷 2是新挂载的云盘', label: '卷 2' }]],
  ['单击**下一步**至**创建**。', [{ kind: 'click', label: '下一步' }, { kind: 'click', label: '创建' }]],
  ['在**内网地址**列复制该实例的内网地址。', [{ kind: 'expect', text: '该实例的内网地址', label: '内网地址' }]],
  ['关闭**开启会话保持**。', [{ kind: 'check', label: '开启会话保持', checked: false }]],
  // A field before its colon that offers one choice only.
  ['存储类型：仅支持**标准存储**。', [{ kind: 'choose', field: '存储类型', option: '标准存储' }]],
  ['**存储类型**：目前仅支持**标准存储**。', [{ kind: 'choose', field: '存储类型', option: '标准存储' }]],
  ['如果状态为**已拒绝**，单击**重新提交**。', [
    { kind: 'when', text: '如果状态为已拒绝', then: [{ kind: 'mention', label: '已拒绝' }] },
    { kind: 'click', label: '重新提交' },
  ]],
];

describe('where the Chinese help center places controls', () => {
  it.each(chineseCases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});
