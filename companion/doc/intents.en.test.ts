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
