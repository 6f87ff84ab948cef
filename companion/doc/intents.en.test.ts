import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import type { Intent } from './types';

// Sentences as the English help center writes them (ECS and VPC procedures), with the intents a reader takes away.
const cases: Array<[string, Intent[]]> = [
  // A case and what the reader can do in it: off the main path. A plain field changed to a bold value; two in a row.
  ['If the disk was bought with the server, you can change the renewal method of the disk to **Manual**.', [{ kind: 'when', text: 'If the disk was bought with the server', then: [{ kind: 'choose', field: 'renewal method of the disk', option: 'Manual' }] }]],
  // A step that only says what has come about is its result.
  ['The log export is successfully enabled.', [{ kind: 'expect', text: 'The log export is successfully enabled' }]],
  ['Modify the description of the group to **web**.', [{ kind: 'choose', field: 'description of the group', option: 'web' }]],
  ['Set Family to **General Purpose** and Size to **Large**.', [{ kind: 'choose', field: 'Family', option: 'General Purpose' }, { kind: 'choose', field: 'Size', option: 'Large' }]],
  // The unit or range a field takes is no value.
  ['**Retention Period**: in hours, from 1 to 72.', [{ kind: 'fill', field: 'Retention Period', value: '' }]],
  // A control placed inside a column's cell; a field's label written without bold.
  ['Find the volume `v-01` and click **Add Tag** below the volume ID in the **Volume** column.', [{ kind: 'find', text: 'v-01', literal: true }, { kind: 'click', label: 'Add Tag', column: 'Volume', row: 'v-01' }]],
  ['In the Add Tag dialog box, specify Tag Value.', [{ kind: 'fill', field: 'Tag Value', value: '' }]],
  // The second select's verb left out: the thing it names is a field; a result after "and then" is not.
  ['For a VPC security group, select **VPC** and then the VPC.', [{ kind: 'click', label: 'VPC' }, { kind: 'choose', field: 'VPC', option: '' }]],
  ['Select **OK** and then the instance restarts.', [{ kind: 'click', label: 'OK' }]],
  ['Select an existing VPC.', [{ kind: 'choose', field: 'VPC', option: '' }]],
  // "a name for the snapshot" is the field forms label Snapshot Name.
  ['Enter a name for the snapshot and click **OK**.', [{ kind: 'fill', field: 'snapshot name', value: '' }, { kind: 'click', label: 'OK' }]],
  [
    '**Select a database**: the database, **Running** or **Locked**.',
    [{ kind: 'mention', label: 'Running' }, { kind: 'mention', label: 'Locked' }, { kind: 'choose', field: 'Select a database', option: '' }],
  ],
  // Opening the console.
  ['Log on to the ECS console.', [{ kind: 'open-console', product: 'ecs' }]],
  ['Go to the VPC console.', [{ kind: 'open-console', product: 'vpc' }]],
  ['Log on to the [ECS console](https://ecs.console.aliyun.com/).', [{ kind: 'open-console', product: 'ecs', url: 'https://ecs.console.aliyun.com/' }]],
  ['Log on to the Elastic Compute Service (ECS) console.', [{ kind: 'open-console', product: 'ecs' }]],
  ['Log on to the ApsaraDB RDS console.', [{ kind: 'open-console', product: 'rds' }]],
  [
    'Go to the **Security Groups** page in the ECS console.',
    [{ kind: 'open-console', product: 'ecs' }, { kind: 'navigate', path: ['Security Groups'] }],
  ],
  ['Go to the **Instances** page.', [{ kind: 'navigate', path: ['Instances'] }]],
  [
    'Go to the [ECS console - Instances page](https://ecs.console.aliyun.com/server/region).',
    [{ kind: 'open-console', product: 'ecs', url: 'https://ecs.console.aliyun.com/server/region' }, { kind: 'navigate', path: ['Instances'] }],
  ],

  // The row's own link to its resource.
  [
    'Find the instance named `web-01` and click its ID in the **Instance ID/Name** column.',
    [{ kind: 'find', text: 'web-01', literal: true }, { kind: 'click', label: 'ID', rowLink: 'id', column: 'Instance ID/Name', row: 'web-01' }],
  ],
  ['Find the RDS instance and click its ID.', [{ kind: 'find', text: 'the RDS instance', literal: false }, { kind: 'click', label: 'ID', rowLink: 'id' }]],
  // A resource named by its value: its link, wherever the list is; the purpose clause is no page to go to.
  ['Click the bucket `logs-01` to open it.', [{ kind: 'click', label: 'logs-01' }]],
  ['In the **Directory Name** box, enter a name for the folder.', [{ kind: 'fill', field: 'Directory Name', value: '' }]],
  ['In the Create Folder panel, enter the **Folder Name**.', [{ kind: 'fill', field: 'Folder Name', value: '' }]],
  ['On the bucket list on the left, click the bucket `logs-01` to open the overview page of the bucket.', [{ kind: 'click', label: 'logs-01' }]],
  ['Click **Buckets**, and then click the name of the bucket `logs-01`.', [{ kind: 'click', label: 'Buckets' }, { kind: 'click', label: 'logs-01' }]],
  [
    'In the Create Group panel, configure the **Group Name**, **Display Name**, and **Note** parameters.',
    [{ kind: 'fill', field: 'Group Name', value: '' }, { kind: 'fill', field: 'Display Name', value: '' }, { kind: 'fill', field: 'Note', value: '' }],
  ],
  [
    'In the **Delete Role** dialog box, enter the name of the RAM role and click **Delete Role**.',
    [{ kind: 'section', label: 'Delete Role', scope: 'dialog' }, { kind: 'fill', field: 'name of the RAM role', value: '' }, { kind: 'click', label: 'Delete Role', area: 'dialog' }],
  ],
  ['In the **Disable** confirmation dialog box, click **Disable**.', [{ kind: 'section', label: 'Disable', scope: 'dialog' }, { kind: 'click', label: 'Disable', area: 'dialog' }]],
  ['On the **Users** page, click the username `doc-01`.', [{ kind: 'section', label: 'Users', scope: 'page' }, { kind: 'find', text: 'doc-01', literal: true }, { kind: 'click', label: 'name', rowLink: 'name', area: 'page', row: 'doc-01' }]],
  ['Find the domain name `example.com` and click the domain name.', [{ kind: 'find', text: 'example.com', literal: true }, { kind: 'click', label: 'name', rowLink: 'name', row: 'example.com' }]],

  // Navigation and region.
  [
    'In the left-side navigation pane, choose **Instances & Images** > **Instances**.',
    [{ kind: 'navigate', path: ['Instances & Images', 'Instances'] }],
  ],
  ['In the left navigation pane, click **Instances**.', [{ kind: 'navigate', path: ['Instances'] }]],
  ['In the left-side navigation pane, click **vSwitches**.', [{ kind: 'navigate', path: ['vSwitches'] }]],
  ['Choose **Network & Security** > **Security Groups** in the left-side navigation pane.', [{ kind: 'navigate', path: ['Network & Security', 'Security Groups'] }]],
  ['In the left-side navigation pane, choose **Instances & Images > Instances**.', [{ kind: 'navigate', path: ['Instances & Images', 'Instances'] }]],
  ['In the top navigation bar, select the region where the instance resides.', [{ kind: 'select-region' }]],
  ['In the top navigation bar, select a region.', [{ kind: 'select-region' }]],
  ['Select the **China (Hangzhou)** region.', [{ kind: 'select-region', region: 'China (Hangzhou)' }]],
  ['In the upper-left corner of the top navigation bar, select **China (Hangzhou)**.', [{ kind: 'select-region', region: 'China (Hangzhou)' }]],

  // Clicks, rows and menus.
  ['Click **Create Instance**.', [{ kind: 'click', label: 'Create Instance' }]],
  ['Click **Confirm Order**.', [{ kind: 'click', label: 'Confirm Order' }]],
  ['On the **VPCs** page, click **Create VPC**.', [{ kind: 'section', label: 'VPCs', scope: 'page' }, { kind: 'click', label: 'Create VPC', area: 'page' }]],
  [
    'Find the instance named `web-01` and click **Stop** in the **Actions** column.',
    [{ kind: 'find', text: 'web-01', literal: true }, { kind: 'click', label: 'Stop', column: 'Actions', row: 'web-01' }],
  ],
  [
    'Find the instance named `${vm.name}`. In the **Actions** column, click **Start**.',
    [{ kind: 'find', text: '${vm.name}', literal: true }, { kind: 'click', label: 'Start', column: 'Actions', row: '${vm.name}' }],
  ],
  [
    'On the **Instances** page, find the instance that you want to stop, and click **Stop** in the **Actions** column.',
    [
      { kind: 'section', label: 'Instances', scope: 'page' },
      { kind: 'find', text: 'the instance that you want to stop', literal: false },
      { kind: 'click', label: 'Stop', column: 'Actions', area: 'page' },
    ],
  ],
  [
    'Find the instance and choose **More** > **Release** in the **Actions** column.',
    [
      { kind: 'find', text: 'the instance', literal: false },
      { kind: 'click', label: 'More', column: 'Actions' },
      { kind: 'click', label: 'Release', area: 'menu' },
    ],
  ],
  [
    'In the **Actions** column of the instance, choose **More** > **Instance Status** > **Release**.',
    [
      { kind: 'click', label: 'More', column: 'Actions' },
      { kind: 'click', label: 'Instance Status', area: 'menu' },
      { kind: 'click', label: 'Release', area: 'menu' },
    ],
  ],
  ['In the dialog box, click **OK**.', [{ kind: 'click', label: 'OK', area: 'dialog' }]],
  ['In the message that appears, click **OK**.', [{ kind: 'click', label: 'OK', area: 'dialog' }]],
  ['Click **Add Rule** and **Save**.', [{ kind: 'click', label: 'Add Rule' }, { kind: 'click', label: 'Save' }]],
  [
    'On the instance details page, click **All Actions** in the upper-right corner, and search for and click **Stop**.',
    [{ kind: 'section', label: 'instance details', scope: 'page' }, { kind: 'click', label: 'All Actions', area: 'page' }, { kind: 'click', label: 'Stop', area: 'page' }],
  ],

  // Values.
  ['Set **Security Group Name** to `sg-web`.', [{ kind: 'fill', field: 'Security Group Name', value: 'sg-web' }]],
  ['Enter `web-01` in the **Name** field.', [{ kind: 'fill', field: 'Name', value: 'web-01' }]],
  ['In the **Name** field, enter `web-01`.', [{ kind: 'fill', field: 'Name', value: 'web-01' }]],
  ['**Instance Name**: `web-01`', [{ kind: 'fill', field: 'Instance Name', value: 'web-01' }]],
  ['**Instance Name**: Enter `${inputs.instanceName}`.', [{ kind: 'fill', field: 'Instance Name', value: '${inputs.instanceName}' }]],
  ['Enter a name for the VPC, such as `vpc-test`.', [{ kind: 'fill', field: 'name for the VPC', value: 'vpc-test' }]],
  ['Type `abc` in the search box and press Enter.', [{ kind: 'fill', field: 'search box', value: 'abc' }]],
  ['Set **Name** to "web server".', [{ kind: 'fill', field: 'Name', value: 'web server' }]],
  [
    '**Logon Password** and **Confirm Password**: Enter `<secret:ecs_password>`.',
    [
      { kind: 'fill', field: 'Logon Password', value: '<secret:ecs_password>' },
      { kind: 'fill', field: 'Confirm Password', value: '<secret:ecs_password>' },
    ],
  ],
  [
    'In the **VPC** section, set **Name** to `vpc-test` and **IPv4 CIDR Block** to `192.168.0.0/16`.',
    [
      { kind: 'section', label: 'VPC', scope: 'section' },
      { kind: 'fill', field: 'Name', value: 'vpc-test' },
      { kind: 'fill', field: 'IPv4 CIDR Block', value: '192.168.0.0/16' },
    ],
  ],

  // Choices.
  ['Select `vpc-1` for **Network**.', [{ kind: 'choose', field: 'Network', option: 'vpc-1' }]],
  // A cascader option by its path is one choice.
  ['Select `ECS` for **Product**.', [{ kind: 'choose', field: 'Product', option: 'ECS' }]],
  ['Select **Elastic Compute** > **ECS** for **Product**.', [{ kind: 'choose', field: 'Product', option: 'Elastic Compute > ECS' }]],
  ['For **Product**, select **Databases** > **ApsaraDB RDS for MySQL**.', [{ kind: 'choose', field: 'Product', option: 'Databases > ApsaraDB RDS for MySQL' }]],
  ['**Product**: Select **Elastic Compute** > **Elastic Compute Service**.', [{ kind: 'choose', field: 'Product', option: 'Elastic Compute > Elastic Compute Service' }]],
  ['Set **Action** to Allow.', [{ kind: 'choose', field: 'Action', option: 'Allow' }]],
  ['Set **Stop Mode** to **Normal Stop**.', [{ kind: 'choose', field: 'Stop Mode', option: 'Normal Stop' }]],
  ['Select **Normal Stop** for **Stop Mode**.', [{ kind: 'choose', field: 'Stop Mode', option: 'Normal Stop' }]],
  ['**Billing Method**: Select **Pay-as-you-go**.', [{ kind: 'choose', field: 'Billing Method', option: 'Pay-as-you-go' }]],
  ['**Instance Type**: Select `ecs.g7.large`.', [{ kind: 'choose', field: 'Instance Type', option: 'ecs.g7.large' }]],
  ['Select the VPC `vpc-test` from the **VPC** drop-down list.', [{ kind: 'choose', field: 'VPC', option: 'vpc-test' }]],
  ['For **Image**, select **Alibaba Cloud Linux**.', [{ kind: 'choose', field: 'Image', option: 'Alibaba Cloud Linux' }]],
  ['Select the instance type `ecs.g7.large`.', [{ kind: 'choose', field: 'instance type', option: 'ecs.g7.large' }]],
  [
    'In the **Basic Information** section, set **Security Group Name** to `${inputs.groupName}` and select the VPC `${vpc.name}` for **Network**.',
    [
      { kind: 'section', label: 'Basic Information', scope: 'section' },
      { kind: 'fill', field: 'Security Group Name', value: '${inputs.groupName}' },
      { kind: 'choose', field: 'Network', option: '${vpc.name}' },
    ],
  ],
  [
    'In the **Access Rule** section, on the **Inbound** tab, add a rule: **Action** Allow, **Protocol Type** Custom TCP, **Port Range** `22/22`, **Authorization Object** `0.0.0.0/0`.',
    [
      { kind: 'section', label: 'Access Rule', scope: 'section' },
      { kind: 'tab', label: 'Inbound' },
      { kind: 'choose', field: 'Action', option: 'Allow' },
      { kind: 'choose', field: 'Protocol Type', option: 'Custom TCP' },
      { kind: 'fill', field: 'Port Range', value: '22/22' },
      { kind: 'fill', field: 'Authorization Object', value: '0.0.0.0/0' },
    ],
  ],
  // A bold label that is a sentence's subject sets nothing: the rule the clause states is a fact of the step.
  [
    '**Action**: **Allow** or **Deny**; when two rules differ only in it, **Deny** takes effect.',
    [
      { kind: 'choose', field: 'Action', option: '', options: ['Allow', 'Deny'] },
      { kind: 'when', text: 'when two rules differ only in it, Deny takes effect.', then: [{ kind: 'mention', label: 'Deny' }] },
    ],
  ],
  [
    'In the **vSwitch** section, set **Name** to `vsw-test`, select **Hangzhou Zone K** for **Zone**, and set **IPv4 CIDR Block** to `192.168.1.0/24`.',
    [
      { kind: 'section', label: 'vSwitch', scope: 'section' },
      { kind: 'fill', field: 'Name', value: 'vsw-test' },
      { kind: 'choose', field: 'Zone', option: 'Hangzhou Zone K' },
      { kind: 'fill', field: 'IPv4 CIDR Block', value: '192.168.1.0/24' },
    ],
  ],
  [
    'In the **Stop Instance** dialog box, set **Stop Mode** to **Normal Stop** and click **OK**.',
    [
      { kind: 'section', label: 'Stop Instance', scope: 'dialog' },
      { kind: 'choose', field: 'Stop Mode', option: 'Normal Stop' },
      { kind: 'click', label: 'OK', area: 'dialog' },
    ],
  ],
  [
    'In the **Release** dialog box, select **Release Now** and click **Next**.',
    [
      { kind: 'section', label: 'Release', scope: 'dialog' },
      { kind: 'click', label: 'Release Now', area: 'dialog' },
      { kind: 'click', label: 'Next', area: 'dialog' },
    ],
  ],

  // Values left to the reader.
  ['Select a zone from the **Zone** drop-down list.', [{ kind: 'choose', field: 'Zone', option: '' }]],
  ['**Name**: Enter a name for the VPC.', [{ kind: 'fill', field: 'Name', value: '' }]],
  [
    '**Image**: Select **Public Image** and then select **Alibaba Cloud Linux** from the drop-down list.',
    [{ kind: 'choose', field: 'Image', option: 'Public Image' }, { kind: 'choose', field: 'Image', option: 'Alibaba Cloud Linux' }],
  ],

  // Check boxes and tabs.
  ['Select the **Force Stop** check box.', [{ kind: 'check', label: 'Force Stop', checked: true }]],
  ['Clear the **Force Stop** check box.', [{ kind: 'check', label: 'Force Stop', checked: false }]],
  ['Turn on the **Brotli Compression** switch.', [{ kind: 'check', label: 'Brotli Compression', checked: true }]],
  ['Turn off the **Intelligent Compression** switch.', [{ kind: 'check', label: 'Intelligent Compression', checked: false }]],
  ['If the instance is running, select the **Force release** check box.', [{ kind: 'check', label: 'Force release', checked: true }]],
  [
    'Select the **I have read and agree to the ECS Terms of Service** check box and click **Confirm Order**.',
    [{ kind: 'check', label: 'I have read and agree to the ECS Terms of Service', checked: true }, { kind: 'click', label: 'Confirm Order' }],
  ],
  ['On the **Inbound** tab, click **Add Rule**.', [{ kind: 'tab', label: 'Inbound' }, { kind: 'click', label: 'Add Rule' }]],
  ['Click the **Custom Launch** tab.', [{ kind: 'tab', label: 'Custom Launch' }]],

  // Results.
  ['The instance appears in the list.', [{ kind: 'expect', text: 'The instance appears in the list' }]],
  ['The status changes to **Stopped**.', [{ kind: 'expect', text: 'The status changes to Stopped', label: 'Stopped' }]],
  [
    'Click **OK**, and the instance status becomes **Running**.',
    [{ kind: 'click', label: 'OK' }, { kind: 'expect', text: 'the instance status becomes Running', label: 'Running' }],
  ],
  [
    'Click **OK**. The instance enters the **Stopping** state, and then the **Stopped** state.',
    [{ kind: 'click', label: 'OK' }, { kind: 'expect', text: 'The instance enters the Stopping state, and then the Stopped state', label: 'Stopping' }],
  ],
  ['After the VPC is created, you can view it on the **VPCs** page.', [{ kind: 'expect', text: 'After the VPC is created, you can view it on the VPCs page', label: 'VPCs' }]],

  // Bold text nobody placed.
  ['The **Security Group Type** cannot be changed later.', [{ kind: 'mention', label: 'Security Group Type' }]],
  ['Configure the parameters on the **Custom Launch** page and review the **Order**.', [{ kind: 'section', label: 'Custom Launch', scope: 'page' }, { kind: 'mention', label: 'Order' }]],

  // The help center's own Markdown: escaped path separators, icons as images, console links (issue 16).
  ['In the left-side navigation pane, choose **Storage & Snapshots** \\> **Disks**.', [{ kind: 'navigate', path: ['Storage & Snapshots', 'Disks'] }]],
  [
    'Log on to the [console](https://partners-intl.console.aliyun.com/#/slb).',
    [{ kind: 'open-console', product: 'slb', url: 'https://partners-intl.console.aliyun.com/#/slb' }],
  ],
  [
    'Find the disk and choose **![More](p2001.png)** \\> **Detach** in the **Actions** column.',
    [
      { kind: 'find', text: 'the disk', literal: false },
      { kind: 'click', label: 'More', column: 'Actions', icon: true },
      { kind: 'click', label: 'Detach', area: 'menu' },
    ],
  ],
  // An icon whose image names nothing, opening a menu: the ⋮ More icon.
  [
    'In the **Actions** column of the disk, click ![image]() > **Disk Status** > **Detach**.',
    [
      { kind: 'click', label: 'More', column: 'Actions', icon: true },
      { kind: 'click', label: 'Disk Status', area: 'menu' },
      { kind: 'click', label: 'Detach', area: 'menu' },
    ],
  ],
  ['Choose ![icon2]() > **Edit Tags** in the **Actions** column.', [{ kind: 'click', label: 'More', column: 'Actions', icon: true }, { kind: 'click', label: 'Edit Tags', area: 'menu' }]],
  ['Click the ![image]() icon next to the bucket name.', [{ kind: 'click', label: '', near: 'bucket name', icon: true }]],
  ['Click the ![Edit](p3002.png) icon next to the bucket name.', [{ kind: 'click', label: 'Edit', near: 'bucket name', icon: true }]],
  ['Click the edit icon that appears next to the policy name.', [{ kind: 'click', label: 'edit', icon: true, near: 'policy name' }]],
  // A field the doc leaves to the reader, named in bold or in plain words.
  ['**Zone**: Select the zone of the vSwitch.', [{ kind: 'choose', field: 'Zone', option: '' }]],
  ['**Description**: Optional. A note for later.', [{ kind: 'fill', field: 'Description', value: '' }]],
  ['Select a billing cycle.', [{ kind: 'choose', field: 'billing cycle', option: '' }]],
  ['Enter the group description.', [{ kind: 'fill', field: 'group description', value: '' }]],
  [
    'In the **Create Snapshot** dialog box, set **Snapshot Name** and click **OK**.',
    [
      { kind: 'section', label: 'Create Snapshot', scope: 'dialog' },
      { kind: 'fill', field: 'Snapshot Name', value: '' },
      { kind: 'click', label: 'OK', area: 'dialog' },
    ],
  ],
  // Compound sentences.
  [
    'Set the **Key Alias** and **Description**, and then click **Create**.',
    [{ kind: 'fill', field: 'Key Alias', value: '' }, { kind: 'fill', field: 'Description', value: '' }, { kind: 'click', label: 'Create' }],
  ],
  // Prose that names sections or a part of a form, not field labels.
  [
    'Configure the settings in the **Network** and **Storage** sections.',
    [{ kind: 'section', label: 'Network', scope: 'section' }, { kind: 'section', label: 'Storage', scope: 'section' }],
  ],
  ['Configure the rule name, protocol, and port of the listener.', [{ kind: 'configure', text: 'rule name, protocol, and port of the listener' }]],
  // A list of fields in plain words after enter/specify: a part of the form, not its first item alone.
  ['Enter the name, phone number, and email address of the member.', [{ kind: 'configure', text: 'name, phone number, and email address of the member' }]],
  ['Specify the listener port, backend port and protocol, and click **OK**.', [{ kind: 'configure', text: 'listener port, backend port and protocol' }, { kind: 'click', label: 'OK' }]],
  ['Enter the user name, and then click **OK**.', [{ kind: 'fill', field: 'user name', value: '' }, { kind: 'click', label: 'OK' }]],
  // A name given in plain words, a value added to what the step builds.
  [
    'Give the new team a name and add the member `ops-1` to it.',
    [{ kind: 'fill', field: 'new team name', value: '' }, { kind: 'choose', field: 'member', option: 'ops-1' }],
  ],
  ['Add the instance `i-web1` to the server group.', [{ kind: 'choose', field: 'instance', option: 'i-web1' }]],
  ['Give the rule a unique name.', [{ kind: 'fill', field: 'rule name', value: '' }]],
  // Paying for a purchase without naming the buttons.
  ['Click **Buy Now** and complete the payment.', [{ kind: 'click', label: 'Buy Now' }, { kind: 'pay' }]],
  // A target named by its neighbour.
  ['Click **Edit** to the right of the **web-sg** group.', [{ kind: 'click', label: 'Edit', near: 'web-sg' }]],
  // Switches, rows in bold, plain fields with labelled values, listed choices.
  ['Turn on **Deletion Protection**.', [{ kind: 'check', label: 'Deletion Protection', checked: true }]],
  ['Find the RAM role **OpsRole**.', [{ kind: 'find', text: 'OpsRole', literal: true }]],
  ['Set Access Mode to **Public Read**.', [{ kind: 'choose', field: 'Access Mode', option: 'Public Read' }]],
  [
    'Select a key type. You can choose **Symmetric** or **Asymmetric**.',
    [{ kind: 'choose', field: 'key type', option: '', options: ['Symmetric', 'Asymmetric'] }],
  ],
  // Steps that only look, pages in plain words, another documented procedure.
  ['View the monitoring data of the bucket.', [{ kind: 'expect', text: 'monitoring data of the bucket' }]],
  ['Open the Event Center page.', [{ kind: 'navigate', path: ['Event Center'] }]],
  [
    'Create a bucket. For more information, see [Create buckets](/intl.en-US/Quick Start/Create buckets.md).',
    [{ kind: 'do', text: 'Create buckets', doc: '/intl.en-US/Quick Start/Create buckets.md' }],
  ],
  // What the reader may also do is a condition, not the main path.
  [
    'If you want to release several disks at a time, select them and click **Release** below the list.',
    [{ kind: 'when', text: 'If you want to release several disks at a time', then: [{ kind: 'find', text: 'them', literal: false }, { kind: 'click', label: 'Release' }] }],
  ],
  [
    'To stop several disks at once, select them and click **Stop** below the list.',
    [{ kind: 'when', text: 'To stop several disks at once', then: [{ kind: 'find', text: 'them', literal: false }, { kind: 'click', label: 'Stop' }] }],
  ],
  ['You can also click **Export** to save the list.', [{ kind: 'when', text: 'You can also', then: [{ kind: 'click', label: 'Export' }] }]],
  // Paths of the top menu, pages named after the place of a control, row links by column.
  ['In the top navigation bar, choose **Expenses** > **Billing**.', [{ kind: 'navigate', path: ['Expenses', 'Billing'] }]],
  [
    'In the upper-right corner of the **Snapshots** page, click **Create Snapshot**.',
    [{ kind: 'section', label: 'Snapshots', scope: 'page' }, { kind: 'click', label: 'Create Snapshot', area: 'page' }],
  ],
  [
    'In the **Disk ID/Name** column, click the name of the disk.',
    [{ kind: 'click', label: 'name', rowLink: 'name', column: 'Disk ID/Name' }],
  ],
  // The pointer over an icon, the doc's example choice, a navigation entry under its group.
  ['Move the pointer over the ![Info](p5.png) icon.', [{ kind: 'click', label: 'Info', hover: true, icon: true }]],
  ['In this example, **Ubuntu 22.04** is selected.', [{ kind: 'choose', field: '', option: 'Ubuntu 22.04' }]],
  ['In the left-side navigation pane, click **Alert Rules** under **Alerts**.', [{ kind: 'navigate', path: ['Alerts', 'Alert Rules'] }]],
  // Fields whose value the doc leaves to the reader: "select a/an **X**", "set **X** and **Y**" with nothing to set them to.
  [
    'Choose a **Begin Hour** and an **End Hour**, and then click **Save**.',
    [{ kind: 'choose', field: 'Begin Hour', option: '' }, { kind: 'choose', field: 'End Hour', option: '' }, { kind: 'click', label: 'Save' }],
  ],
  ['Select an **Alert Level**.', [{ kind: 'choose', field: 'Alert Level', option: '' }]],
  ['Select a **region**.', [{ kind: 'select-region' }]],
  ['Specify a **Label** and a **Comment**.', [{ kind: 'fill', field: 'Label', value: '' }, { kind: 'fill', field: 'Comment', value: '' }]],
  // An option named with an article and a noun after it is not a field.
  ['Select a **Shared** image.', [{ kind: 'click', label: 'Shared' }]],
  // A button named by what it does.
  [
    'Set **Begin Hour** and **End Hour**, then save the settings.',
    [{ kind: 'fill', field: 'Begin Hour', value: '' }, { kind: 'fill', field: 'End Hour', value: '' }, { kind: 'click', label: 'Save', submit: true }],
  ],
  ['Click **Apply** to save your changes.', [{ kind: 'click', label: 'Apply' }]],
  // Alternatives: either one does the step.
  [
    'Locate the disk, then click its ID or click **Details** in the **Actions** column.',
    [
      { kind: 'find', text: 'the disk', literal: false },
      { kind: 'either', of: [[{ kind: 'click', label: 'ID', rowLink: 'id' }], [{ kind: 'click', label: 'Details', column: 'Actions' }]] },
    ],
  ],
  [
    'Click the name of the bucket or **Open** in the **Actions** column.',
    [{ kind: 'either', of: [[{ kind: 'click', label: 'name', rowLink: 'name' }], [{ kind: 'click', label: 'Open', column: 'Actions' }]] }],
  ],
  ['Click **Pause** or **Resume**.', [{ kind: 'either', of: [[{ kind: 'click', label: 'Pause' }], [{ kind: 'click', label: 'Resume' }]] }]],
  // Tabs offered as alternatives are tabs, not buttons.
  ['Click the **Ingress** or **Egress** tab to pick a direction.', [{ kind: 'either', of: [[{ kind: 'tab', label: 'Ingress' }], [{ kind: 'tab', label: 'Egress' }]] }]],
  [
    'Click **Pause**, **Resume**, or **Restart** in the **Actions** column.',
    [{ kind: 'either', of: ['Pause', 'Resume', 'Restart'].map((label) => [{ kind: 'click', label, column: 'Actions' }]) }],
  ],
  [
    'Choose **More** > **Detach** in the **Actions** column, or click **Detach** below the list.',
    [
      {
        kind: 'either',
        of: [
          [{ kind: 'click', label: 'More', column: 'Actions' }, { kind: 'click', label: 'Detach', area: 'menu' }],
          [{ kind: 'click', label: 'Detach' }],
        ],
      },
    ],
  ],
  // The row's own column, and a second path without its verb.
  [
    'In the corresponding **Actions** column, choose **More** > **Start** or **More** > **Stop**.',
    [
      {
        kind: 'either',
        of: [
          [{ kind: 'click', label: 'More', column: 'Actions' }, { kind: 'click', label: 'Start', area: 'menu' }],
          [{ kind: 'click', label: 'More' }, { kind: 'click', label: 'Stop', area: 'menu' }],
        ],
      },
    ],
  ],
  // The box and the list unnamed, the value or option in bold; a row's plus sign.
  ['Enter **Ram** in the field and click **Search**.', [{ kind: 'fill', field: '', value: 'Ram' }, { kind: 'click', label: 'Search' }]],
  ['Select **Service Name** from the drop-down list.', [{ kind: 'choose', field: '', option: 'Service Name' }]],
  ['Click the plus sign (+) to the left of the event and click **Event Detail**.', [{ kind: 'click', label: '+' }, { kind: 'click', label: 'Event Detail' }]],
  // Check boxes named by the field before them, or left in a state.
  ['Leave the **Delete Snapshots** check box cleared.', [{ kind: 'check', label: 'Delete Snapshots', checked: false }]],
  ['Keep **Auto Renewal** selected.', [{ kind: 'check', label: 'Auto Renewal', checked: true }]],
  ['**Force Detach**: select the check box.', [{ kind: 'check', label: 'Force Detach', checked: true }]],
  ['**Release with Instance**: clear the check box.', [{ kind: 'check', label: 'Release with Instance', checked: false }]],
  ['Select them and click **Detach** below the list.', [{ kind: 'find', text: 'them', literal: false }, { kind: 'click', label: 'Detach' }]],
  // The field whose value the reader picks: "choose an option for **X**".
  ['Choose an option for **Renewal Mode** and click **Next**.', [{ kind: 'choose', field: 'Renewal Mode', option: '' }, { kind: 'click', label: 'Next' }]],
  // A control found through a search box of a pane.
  ['Click **All Actions**, then search for **Reset Password** and click it.', [{ kind: 'click', label: 'All Actions' }, { kind: 'click', label: 'Reset Password', search: true }]],
  // Several cases in one sentence: the first is the reader's, the others are conditions.
  [
    'For a VPC disk, select a zone; for a classic disk, select **Classic**.',
    [{ kind: 'choose', field: 'zone', option: '' }, { kind: 'when', text: 'for a classic disk', then: [{ kind: 'click', label: 'Classic' }] }],
  ],
  // A field's choices listed after it, or the kinds of value it takes.
  ['**Disk Category**: **ESSD**, **SSD** or **Ultra Disk**.', [{ kind: 'choose', field: 'Disk Category', option: '', options: ['ESSD', 'SSD', 'Ultra Disk'] }]],
  ['**Source**: IP addresses, CIDR blocks or prefix lists; up to 10.', [{ kind: 'fill', field: 'Source', value: '' }]],
  ['Select **Detach Mode**: **Normal** (recommended) or **Force** (data in flight can be lost).', [{ kind: 'choose', field: 'Detach Mode', option: '', options: ['Normal', 'Force'] }]],
  // Labels in an aside describe; they are not clicked.
  ['Click the **Disks** tab (ESSD: **PL0**, **PL1**).', [{ kind: 'tab', label: 'Disks' }, { kind: 'mention', label: 'PL0' }, { kind: 'mention', label: 'PL1' }]],
  // "and" is a sequence, not alternatives.
  ['Click **Pause**, **Resume** and **Restart**.', [{ kind: 'click', label: 'Pause' }, { kind: 'click', label: 'Resume' }, { kind: 'click', label: 'Restart' }]],
  // Results.
  ['The disk enters the **Available** state.', [{ kind: 'expect', text: 'The disk enters the Available state', label: 'Available' }]],
  // A case that needs nothing from the field: the case after it is a condition.
  ['**NIC Type**: For a VPC security group, you do not need to select a type; for a classic network security group, select **Internet** or **Intranet**.', [
    { kind: 'when', text: 'for a classic network security group', then: [{ kind: 'choose', field: '', option: '', options: ['Internet', 'Intranet'] }] },
  ]],
  // A row of a parameter table that names the case its field is for.
  ['Set the disk options.\n\n**Burst Mode**: Only for premium disks: turn it on for more throughput.', [
    { kind: 'configure', text: 'disk options' }, { kind: 'when', text: 'Only for premium disks', then: [{ kind: 'fill', field: 'Burst Mode', value: '' }] },
  ]],
  // A conditional rule is no result to check.
  ['If two rules differ only in their action, **Deny** wins.', [{ kind: 'mention', label: 'Deny' }]],
  // A result that names the state before and after.
  ['Click **OK**. The status of **Release Protection** changes from **Off** to **On**.', [
    { kind: 'click', label: 'OK' },
    { kind: 'expect', text: 'The status of Release Protection changes from Off to On', label: 'Release Protection' },
  ]],
  // The value described first, the fields named after it; an option named first, its field in plain words.
  ['Enter the address of the origin in **Origin Address**.', [{ kind: 'fill', field: 'Origin Address', value: '' }]],
  ['Specify the new start time in **Start Date** and **Start Time**, and click **OK**.', [
    { kind: 'fill', field: 'Start Date', value: '' }, { kind: 'fill', field: 'Start Time', value: '' }, { kind: 'click', label: 'OK' },
  ]],
  ['Enter the script in the **User Data** section.', [{ kind: 'section', label: 'User Data', scope: 'section' }]],
  ['Specify **IPv6** as the address type.', [{ kind: 'choose', field: 'address type', option: 'IPv6' }]],
  ['Select a severity, for example, **Warning**.', [{ kind: 'choose', field: 'severity', option: 'Warning' }]],
  // The example of a tutorial, as of an example or a topic.
  ['Select a zone. In this tutorial, **Zone B** is selected.', [{ kind: 'choose', field: 'zone', option: 'Zone B' }]],
  ['**Edition**: **Basic** is selected in this tutorial.', [{ kind: 'choose', field: 'Edition', option: 'Basic' }]],
  ['Click **Previous** to go back to the **Select Disks** step.', [{ kind: 'click', label: 'Previous' }, { kind: 'section', label: 'Select Disks', scope: 'section' }]],
];

describe('intents of English help-center sentences', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });

  it('keeps ${...} references literally, and reads already-expanded text the same way', () => {
    expect(intentsOf('Find the instance named `${vm.name}` and click **Stop** in the **Actions** column.')[0]).toEqual({
      kind: 'find',
      text: '${vm.name}',
      literal: true,
    });
    expect(intentsOf('Find the instance named `doc-vm-x1y2` and click **Stop** in the **Actions** column.')[1]).toEqual({
      kind: 'click',
      label: 'Stop',
      column: 'Actions',
      row: 'doc-vm-x1y2',
    });
  });

  it('reads a bare ${...} reference as a value', () => {
    expect(intentsOf('Find the instance named ${vm.name}.')).toEqual([{ kind: 'find', text: '${vm.name}', literal: true }]);
  });
});
