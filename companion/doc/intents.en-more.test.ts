import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import type { Intent } from './types';

// More English help-center sentences (intents.en.test.ts holds the first part): the help center's own Markdown,
// icons, fields left to the reader, compound sentences and later shapes, with the intents a reader takes away.
const cases: Array<[string, Intent[]]> = [
  // The help center's own Markdown: escaped path separators, icons as images, console links (issue 16).
  ['In the left-side navigation pane, choose **Storage & Snapshots** \\> **Disks**.', [{ kind: 'navigate', path: ['Storage & Snapshots', 'Disks'] }]],
  // A tag, old or new, is the reader's: the field left to the reader.
  ['Select an existing tag or create a new tag, and then click **OK**.', [{ kind: 'fill', field: 'tag', value: '' }, { kind: 'click', label: 'OK' }]],
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
  // A parameter table's row "**X** | Turn on the switch to …": the switch of that row's field.
  ['**Enable Access Control**: Turn on the switch to enable access control for the listener.', [{ kind: 'check', label: 'Enable Access Control', checked: true }]],
  ['**Health Check**: turn off the switch.', [{ kind: 'check', label: 'Health Check', checked: false }]],
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
  // The example the procedure goes by, and a colon inside the bold.
  ['This topic uses **Subscription** as an example.', [{ kind: 'choose', field: '', option: 'Subscription' }]],
  ['**Plan:** Select **Standard** in this example.', [{ kind: 'choose', field: 'Plan', option: 'Standard' }]],
  ['**Gateway Name:** Enter a name for the gateway.', [{ kind: 'fill', field: 'Gateway Name', value: '' }]],
  // What clicking a control lets the reader do, said after the step's instruction, is off the main path.
  ['Review the order. You can click **Edit** to change the order.', [
    { kind: 'expect', text: 'the order' },
    { kind: 'when', text: 'change the order', then: [{ kind: 'click', label: 'Edit' }, { kind: 'configure', text: 'order' }] },
  ]],
];

describe('intents of English help-center sentences, continued', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});
