// ecs@2021: the ECS console of December 2020 to July 2021 (emulator/console-facts/ecs.md, "ecs@2021"), rebuilt
// from the AlibabaCloudDocs/ecs Markdown sources of that time.
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import type { PagePatch } from '../../../console/kinds/patch';
import type { DialogSpec } from '../../../console/kinds/spec';
import { commandSource, NEW_COMMAND_FIELDS, runSubmit, saveSubmit, whenEntered } from '../console/pages/cloud-assistant';
import { upgradeDowngrade } from './upgrade-downgrade';
import { billingLabels2021, billingPatches, billingSources2021 } from './billing';
import { deploymentSetPatches, deploymentSetSources2021 } from './deployment-sets';
import { eniLabels2021, eniSources2021 } from './network-interfaces';
import { replaceOsSources2021 } from './replace-os';
import { remoteLabels2021, remoteSources2021 } from './remote';
import { createInstanceLabels2021, createInstancePatches2021, createInstanceSources2021 } from './2021-create-instance';
import { keyPairLabels2019 } from './key-pairs';

const id = { row: 'InstanceId' } as const;
const repo = docsRepo('ecs');
const PLANS_2021 = ['Once', 'NextRebootOnly', 'EveryReboot'].map((p) => ({ value: p, label: `ca.plan.${p}` }));

/** The attach dialog of the instance's Cloud Disk tab: the settings, OK, then Attach. */
export const attachTwoSteps: DialogSpec['screens'] = [
  {
    key: 'form',
    resource: true,
    fields: [
      {
        key: 'disk',
        label: 'attachTo.disk',
        kind: 'select',
        required: true,
        requiredMessage: 'attachTo.err.disk',
        param: 'DiskId',
        help: 'attachTo.disk.help',
        options: { action: 'DescribeDisks', params: { ZoneId: { row: 'ZoneId' }, Status: 'Available' }, items: 'Disks.Disk', value: 'DiskId', label: '{DiskId} / {DiskName}' },
      },
      { key: 'releaseWithInstance', label: 'attachTo.releaseWithInstance', kind: 'check' },
      { key: 'deleteAutoSnapshot', label: 'attachTo.deleteAutoSnapshot', kind: 'check', help: 'attachTo.deleteAutoSnapshot.help' },
    ],
    submit: { label: 'common.ok' },
  },
  {
    key: 'attach',
    intro: 'attachTo.confirm',
    resource: true,
    submit: {
      label: 'attachTo.attach',
      calls: [
        { action: 'AttachDisk', params: { InstanceId: id, DiskId: { field: 'disk' }, DeleteWithInstance: { field: 'releaseWithInstance' } } },
        { action: 'ModifyDiskAttribute', params: { DiskId: { field: 'disk' }, DeleteAutoSnapshot: true }, when: { field: 'deleteAutoSnapshot', eq: true } },
      ],
      toast: 'toast.diskAttached',
    },
    cancel: 'common.previous',
  },
];

/** The 2021 and 2019 instance list: Manage before Remote Connection (远程连接, Connect) and a More text menu in the row, no ⋮ icon. */
export const manageAndMore: PagePatch[] = [
  { page: 'instances', before: 'remote', insert: { key: 'manage', label: 'action.manage', to: '/ecs/instances/{InstanceId}' } },
  { page: 'instances', key: 'more', merge: { icon: undefined } },
];

/** The details page before All Actions: Start, Stop and Restart buttons in the header. */
export const headerButtons: PagePatch[] = [
  { page: 'instanceDetails', key: 'allActions', remove: true },
  {
    page: 'instanceDetails',
    after: 'remoteConnection',
    insert: { key: 'startButton', label: 'action.start', dialog: 'startInstance', enabled: { row: 'Status', eq: 'Stopped' } },
  },
  {
    page: 'instanceDetails',
    after: 'startButton',
    insert: { key: 'stopButton', label: 'action.stop', dialog: 'stopInstance', enabled: { row: 'Status', eq: 'Running' } },
  },
];

/** Automatic snapshot policies as the 2018-11 … 2021-02 pages name them (Create Policy, Executed At, Keep Snapshots). */
export const autoSnapshotLabels: Generation['labels'] = {
  'asp.create': { en: 'Create Policy', zh: '创建策略' },
  'asp.create.title': { en: 'Create Policy', zh: '创建策略' },
  'asp.name': { en: 'Name', zh: '策略名称' },
  'asp.hours': { en: 'Executed At', zh: '创建时间' },
  'asp.days': { en: 'Execution Frequency', zh: '重复日期' },
  'asp.keep': { en: 'Keep Snapshots', zh: '保留时间' },
  'asp.keep.days': { en: 'Keep For', zh: '自定义时长' },
  'asp.keep.always': { en: 'Always Keep', zh: '持续保留，直至快照数量达到额度上限后被自动删除' },
  'asp.apply': { en: 'Apply Policy', zh: '设置磁盘' },
  'asp.apply.title': { en: 'Apply Automatic Snapshot Policy', zh: '设置自动快照策略' },
  'asp.apply.ok': { en: 'Apply Policy', zh: '执行快照策略' },
};

/**
 * Launch templates as the 2018-11 … 2019-08 pages word them (Deployment & Elasticity > Launch Templates, 实例启动模板;
 * Save As New Template / New Template Version; the Activated message; the Chinese confirmations read 确认). No page of
 * 2020-12 … 2021-07 words them otherwise, so ecs@2021 keeps the same.
 */
export const launchTemplateLabels: Generation['labels'] = {
  'nav.launchTemplates': { en: 'Launch Templates', zh: '实例启动模板' },
  'lt.saveAs.template': { en: 'New Template', zh: '创建新模板' },
  'lt.saveAs.version': { en: 'New Template Version', zh: '创建新版本' },
  'lt.section.confirm': { en: 'Confirm Configuration', zh: '配置确认' },
  'lt.created.title': { en: 'Activated', zh: '创建成功' },
  'lt.ok': { en: 'OK', zh: '确认' },
};

export const ecs2021: Generation = {
  id: 'ecs@2021',
  product: 'ecs',
  period: '2020-12 … 2021-07',
  sources: [
    ...deploymentSetSources2021,
    { url: repo('cn.zh-CN/安全/安全组/ECS实例加入安全组.md', '4e29415803d652f5e24bc8875e1f2665ad22ddef'), date: '2021-01-07' },
    { url: repo('intl.en-US/Security/Security groups/Add an ECS instance to a security group.md', 'a56306d8eb57e4ae3b7521309bc56f56491e518d'), date: '2021-06-07' },
    ...eniSources2021,
    ...replaceOsSources2021,
    ...billingSources2021,
    ...remoteSources2021,
    ...createInstanceSources2021,
    { url: repo('cn.zh-CN/实例/管理实例状态/启动实例.md', '737dfeeb62b70f2e59eac780b81d7e5f2646e659'), date: '2021-07-07' },
    { url: repo('cn.zh-CN/实例/管理实例属性/重置实例登录密码.md', '9516c884791cb3dc3187d1befdb9387052d4ad05'), date: '2021-07-02' },
    { url: repo('cn.zh-CN/安全/安全组/创建安全组.md', '0ec4b0a6c414adde65d0648325a11909a51323d6'), date: '2021-07-02' },
    { url: repo('intl.en-US/Security/Security groups/Create a security group.md', 'a3ff6f11e7b470dcada301364690c33f5c364f06'), date: '2021-06-04' },
    { url: repo('cn.zh-CN/安全/安全组/添加安全组规则.md', '723c12d4df689ebf0a22e5212d7516abd76061ed'), date: '2021-07-02' },
    { url: repo('intl.en-US/Snapshots/Use snapshots/Create a snapshot for a disk.md', 'b2b1464227f3f26e163de0e967ad8dcc1817cbd9'), date: '2021-07-05' },
    { url: repo('cn.zh-CN/块存储/云盘基础操作/挂载数据盘.md', '18f9ef82f7860aff0194d7c25463cfe3266f3cfb'), date: '2021-05-07' },
    { url: repo('intl.en-US/Security/Key pairs/Use an SSH key pair/Create an SSH key pair.md', '428c3b2d4521eedf091cbe0f299ece11f75ae891'), date: '2021-03-19' },
    { url: repo('intl.zh-CN/运维与监控/云助手/使用云助手/创建命令.md', '93aa538d5a55226f3735cc7316f282dbd1468e95'), date: '2021-05-11' },
    { url: repo('intl.zh-CN/运维与监控/云助手/使用云助手/立即执行命令.md', 'd2f72e48e167bcaa1349fcf3efafe8dba10d27dd'), date: '2021-05-13' },
    { url: repo('intl.en-US/Deployment & Maintenance/Cloud assistant/Use the cloud assistant/Immediate execution.md', '77421f9de753d32b38035b29b83eee0fd7f48937'), date: '2021-06-23' },
    { url: repo('intl.en-US/Deployment & Maintenance/Cloud assistant/Use the cloud assistant/Run a command.md', 'afbfc820f65b1c67aea9e92de686077323a94c4b'), date: '2021-06-23' },
  ],
  note:
    'The instance row has Manage, Upgrade/Downgrade (its wizard and orders) and a More menu (no ⋮ icon); the details page has no All Actions pane; the Cloud Disk tab attaches in two steps (OK, then Attach); ' +
    'Reset Password is submitted with Submit and offers Restart Now; security group rules are added as editable rows saved in place; key pairs are SSH Key Pairs; the snapshot dialog has Instant Access and ends with Create; ECS Cloud Assistant (发送命令/文件（云助手）) has no dry run, names Run and Save Execute and Save and a saved command\'s Run Create Task.',
  // The pages of 2019 reach the templates through Deployment & Elasticity (部署与弹性).
  nav: [{ key: 'launchTemplates', path: ['nav.deployment', 'nav.launchTemplates'], route: '/ecs/launch-templates' }],
  labels: {
    ...autoSnapshotLabels,
    ...launchTemplateLabels,
    ...eniLabels2021,
    ...billingLabels2021,
    ...remoteLabels2021,
    ...createInstanceLabels2021,
    'nav.ebs': { en: 'Storage & Snapshots', zh: '存储与快照' },
    ...keyPairLabels2019,
    'nav.keyPairs': { en: 'SSH Key Pairs', zh: '密钥对' },
    'kp.create': { en: 'Create SSH Key Pair', zh: '创建密钥对' },
    'kp.create.title': { en: 'Create SSH Key Pair', zh: '创建密钥对' },
    'kp.name': { en: 'SSH Key Pair Name', zh: '密钥对名称' },
    'kp.mode.create': { en: 'Auto-create', zh: '自动新建密钥对' },
    'kp.mode.import': { en: 'Import', zh: '导入已有密钥对' },
    'resetPassword.title': { en: 'Reset Password', zh: '重置密码' },
    'sg.manageRules': { en: 'Add Rules', zh: '配置规则' },
    'sg.rule.add': { en: 'Add Rule', zh: '手动添加' },
    'sg.rule.deny': { en: 'Forbid', zh: '拒绝' },
    'sg.proto.all': { en: 'All', zh: '全部' },
    'sg.proto.custom_tcp': { en: 'Custom TCP', zh: '自定义TCP' },
    'sg.proto.custom_udp': { en: 'Customized UDP', zh: '自定义UDP' },
    'sg.proto.icmp': { en: 'All ICMP (IPv4)', zh: '全部ICMP（IPv4）' },
    'sg.proto.icmp6': { en: 'All ICMP (IPv6)', zh: '全部ICMP（IPv6）' },
    'sg.proto.gre': { en: 'All GRE', zh: '全部GRE' },
    'resetPassword.restartPrompt': { en: 'The new password takes effect after the instance restarts. Restart it now?', zh: '新密码在实例重启后生效。是否立即重启实例？' },
    'resetPassword.restartNow': { en: 'Restart Now', zh: '立即重启' },
    'snapshot.instantAccess': { en: 'Instant Access', zh: '快照极速可用' },
    'snapshot.instantAccess.help': { en: 'Enhanced SSDs only: the snapshot can be used as soon as it is created.', zh: '仅ESSD云盘：快照创建后即可使用。' },
    'snapshot.instantDays': { en: 'Duration of Instant Access', zh: '极速可用持续时间' },
    'unit.days': { en: 'days', zh: '天' },
    'snapshot.tag': { en: 'Tag', zh: '标签' },
    'snapshot.create.submit': { en: 'Create', zh: '创建' },
    'kp.tag': { en: 'Tag', zh: '标签' },
    // Cloud Assistant (Maintenance & Monitoring), as the 2020-12 … 2021-06 pages name it.
    'nav.cloudAssistant': { en: 'ECS Cloud Assistant', zh: '发送命令/文件（云助手）' },
    'ca.createRun': { en: 'Create or Run Command', zh: '创建/执行命令' },
    'ca.runAndSave': { en: 'Execute and Save', zh: '执行并保存' },
    'ca.plan': { en: 'Implementation plan', zh: '执行计划' },
    'ca.content': { en: 'Command', zh: '命令内容' },
    'ca.run': { en: 'Create Task', zh: '执行' },
    'ca.invoke.title': { en: 'Create Task', zh: '执行命令' },
    'ca.invoke.submit': { en: 'Create Task', zh: '执行' },
    'ca.tab.invocations': { en: 'Command Execution Result', zh: '执行记录' },
  },
  pages: [
    ...deploymentSetPatches,
    ...(createInstancePatches2021 ?? []),
    // Cloud Assistant: no dry run among the execution plans yet.
    ...['createRunCommand', 'invokeCommand'].map((page): PagePatch => ({ page, key: 'plan', merge: { options: PLANS_2021 } })),
    // Create or Run Command starts with Command Source: new content, or a saved command (InvokeCommand).
    ...commandSource.map((insert): PagePatch => ({ page: 'createRunCommand', before: 'name', insert })),
    ...NEW_COMMAND_FIELDS.map((key): PagePatch => ({ page: 'createRunCommand', key, merge: { visible: whenEntered } })),
    { page: 'createRunCommand', merge: { submit: runSubmit('ca.runNow', false, true), alternatives: [runSubmit('ca.runAndSave', true, true), saveSubmit(true)] } },
    ...manageAndMore,
    ...upgradeDowngrade,
    ...billingPatches,
    ...headerButtons,
    { page: 'attachToInstance', merge: { screens: attachTwoSteps } },
    // Reset Password: Submit, then a prompt to restart at once.
    { page: 'resetPassword', key: 'form', merge: { submit: { label: 'common.submit', calls: [{ action: 'ModifyInstanceAttribute', params: { InstanceId: id, Password: { field: 'password' } } }], toast: 'toast.passwordSet' } } },
    {
      page: 'resetPassword',
      after: 'form',
      insert: {
        key: 'restart',
        intro: 'resetPassword.restartPrompt',
        resource: true,
        submit: { label: 'resetPassword.restartNow', calls: [{ action: 'RebootInstance', params: { InstanceId: id } }], toast: 'toast.restart' },
      },
    },
    // Security group rules: editable rows saved from their Actions column; the 2021 protocol list.
    {
      page: 'securityGroupRules',
      merge: { options: { tabs: true, add: 'row', addLabel: 'sg.rule.addManual', quickAddLabel: 'sg.rule.quickAdd', priority: true, protocols: ['all', 'custom_tcp', 'custom_udp', 'icmp', 'icmp6', 'gre'], authorizationType: false, edit: true } },
    },
    { page: 'createSecurityGroup', key: 'rules', merge: { options: ['all', 'custom_tcp', 'custom_udp', 'icmp', 'icmp6', 'gre'].map((p) => ({ value: p, label: `sg.proto.${p}` })) } },
    // Create SSH Key Pair: a Tag.
    { page: 'createKeyPair', after: 'mode', insert: { key: 'tagKey', label: 'kp.tag', kind: 'text', placeholder: 'common.tagKey', param: 'Tag.1.Key' } },
    { page: 'createKeyPair', after: 'tagKey', insert: { key: 'tagValue', label: 'common.tagValue', kind: 'text', placeholder: 'common.tagValue', param: 'Tag.1.Value' } },
    {
      page: 'createKeyPair',
      merge: {
        submit: {
          label: 'common.ok',
          calls: [
            { action: 'CreateKeyPair', params: { RegionId: { region: true }, KeyPairName: { field: 'name' }, 'Tag.1.Key': { field: 'tagKey' }, 'Tag.1.Value': { field: 'tagValue' } }, when: { field: 'mode', eq: 'create' } },
            { action: 'ImportKeyPair', params: { RegionId: { region: true }, KeyPairName: { field: 'name' }, PublicKeyBody: { field: 'publicKey' }, 'Tag.1.Key': { field: 'tagKey' }, 'Tag.1.Value': { field: 'tagValue' } }, when: { field: 'mode', eq: 'import' } },
          ],
          toast: 'toast.kpCreated',
          to: '/ecs/key-pairs',
          show: {
            when: { field: 'mode', eq: 'create' },
            title: 'kp.created.title',
            items: [
              { label: 'kp.col.name', result: 'KeyPairName' },
              { label: 'kp.col.fingerprint', result: 'KeyPairFingerPrint' },
              { label: 'kp.privateKey', result: 'PrivateKeyBody', secret: true },
            ],
            done: 'kp.created.back',
            to: '/ecs/key-pairs',
          },
        },
      },
    },
    // Create Snapshot: Instant Access (enhanced SSDs only), a Tag, and Create.
    {
      page: 'createSnapshot',
      key: 'form',
      merge: {
        fields: [
          { key: 'name', label: 'snapshot.name', kind: 'text', param: 'SnapshotName', help: 'snapshot.name.help', rules: [{ rule: 'pattern', pattern: '^(?!auto)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$', message: 'snapshot.err.name' }] },
          { key: 'instantAccess', label: 'snapshot.instantAccess', kind: 'switch', help: 'snapshot.instantAccess.help', visible: { row: 'Category', eq: 'cloud_essd' } },
          { key: 'instantDays', label: 'snapshot.instantDays', kind: 'number', required: true, min: 1, max: 65535, unit: 'unit.days', visible: { all: [{ row: 'Category', eq: 'cloud_essd' }, { field: 'instantAccess', eq: true }] } },
          { key: 'tagKey', label: 'snapshot.tag', kind: 'text', placeholder: 'common.tagKey', param: 'Tag.1.Key' },
          { key: 'tagValue', label: 'common.tagValue', kind: 'text', placeholder: 'common.tagValue', param: 'Tag.1.Value' },
        ],
        submit: {
          label: 'snapshot.create.submit',
          calls: [
            {
              action: 'CreateSnapshot',
              params: {
                DiskId: { row: 'DiskId' },
                SnapshotName: { field: 'name' },
                InstantAccess: { field: 'instantAccess', map: { true: true, '*': null } },
                InstantAccessRetentionDays: { field: 'instantDays' },
                'Tag.1.Key': { field: 'tagKey' },
                'Tag.1.Value': { field: 'tagValue' },
              },
            },
          ],
          toast: 'toast.snapshotCreated',
        },
      },
    },
  ],
};
