// ecs@2019: the ECS console of November 2018 to August 2019 (emulator/console-facts/ecs.md, "ecs@2019"), rebuilt
// from the AlibabaCloudDocs/ecs Markdown sources of that time.
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import type { DialogSpec } from '../../../console/kinds/spec';
import { createInstanceWizard, wizardLabels2019 } from './2019-create-instance';
import { attachTwoSteps, autoSnapshotLabels, headerButtons, launchTemplateLabels, manageAndMore } from './2021';
import { upgradeDowngrade } from './upgrade-downgrade';
import { billingLabels2019, billingPatches, billingSources2019 } from './billing';
import { deploymentSetLabels2019, deploymentSetPatches, deploymentSetSources2019 } from './deployment-sets';
import { eniLabels2019, eniSources2019 } from './network-interfaces';
import { replaceOsLabels2019, replaceOsSources2019 } from './replace-os';
import { remoteLabels2019, remotePatches2019, remoteSources2019 } from './remote';
import { tagLabels2019, tagPatches2019 } from './tags';
import { keyPairLabels2019 } from './key-pairs';
import { cloudAssistantLabels2019, cloudAssistantPatches2019, cloudAssistantSources2019 } from './cloud-assistant';

const repo = docsRepo('ecs');
const tcp = (...ports: number[]) => ports.map((p) => ({ IpProtocol: 'tcp', PortRange: `${p}/${p}` }));
const ICMP = { IpProtocol: 'icmp', PortRange: '-1/-1' };

/** The Template's inbound rules: the TCP ports (and ICMP) it opens to every address. */
const TEMPLATE_RULES: Record<string, { IpProtocol: string; PortRange: string }[]> = {
  webLinux: [...tcp(80, 443, 22), ICMP],
  webWindows: [...tcp(80, 443, 3389), ICMP],
};

/** Create Security Group of 2019: a dialog with Template, name, description and Network Type; no rule section. */
const createSecurityGroupDialog: DialogSpec = {
  kind: 'dialog',
  key: 'createSecurityGroupDialog',
  title: 'sg.create.title',
  width: 640,
  screens: [
    {
      key: 'form',
      fields: [
        {
          key: 'template',
          label: 'sg.template',
          kind: 'radio',
          default: 'custom',
          options: [
            { value: 'webLinux', label: 'sg.template.webLinux' },
            { value: 'webWindows', label: 'sg.template.webWindows' },
            { value: 'custom', label: 'sg.template.custom' },
          ],
          help: 'sg.template.help',
        },
        { key: 'name', label: 'sg.name', kind: 'text', required: true, requiredMessage: 'sg.err.name', param: 'SecurityGroupName', help: 'sg.name.help', rules: [{ rule: 'pattern', pattern: '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$', message: 'sg.err.nameFormat' }] },
        { key: 'description', label: 'sg.description', kind: 'textarea', param: 'Description' },
        {
          key: 'networkType',
          label: 'sg.networkType',
          kind: 'radio',
          default: 'vpc',
          options: [
            { value: 'vpc', label: 'sg.networkType.vpc' },
            { value: 'classic', label: 'sg.networkType.classic' },
          ],
        },
        {
          key: 'vpc',
          label: 'sg.vpc',
          kind: 'select',
          required: true,
          requiredMessage: 'sg.err.vpc',
          param: 'VpcId',
          placeholder: 'sg.network.placeholder',
          visible: { field: 'networkType', eq: 'vpc' },
          options: { product: 'Vpc', action: 'DescribeVpcs', items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' },
        },
      ],
      submit: {
        label: 'common.ok',
        calls: [
          { action: 'CreateSecurityGroup', params: { RegionId: { region: true }, VpcId: { field: 'vpc' }, SecurityGroupName: { field: 'name' }, Description: { field: 'description' } } },
          ...Object.entries(TEMPLATE_RULES).flatMap(([template, rules]) =>
            rules.map((r) => ({
              action: 'AuthorizeSecurityGroup',
              when: { field: 'template', eq: template },
              params: { RegionId: { region: true as const }, SecurityGroupId: { result: 'SecurityGroupId' }, ...r, SourceCidrIp: '0.0.0.0/0', Policy: 'accept', Priority: 1 },
            })),
          ),
        ],
        toast: 'toast.sgCreated',
      },
    },
  ],
};

export const ecs2019: Generation = {
  id: 'ecs@2019',
  product: 'ecs',
  period: '2018-11 … 2019-08',
  sources: [
    ...deploymentSetSources2019,
    ...eniSources2019,
    ...replaceOsSources2019,
    ...billingSources2019,
    ...remoteSources2019,
    ...cloudAssistantSources2019,
    { url: repo('intl.zh-CN/安全/安全组/ECS实例加入安全组.md', '301cdd5adf23f5c573e8df2c0754cb9220e696bc'), date: '2019-02-27' },
    { url: repo('intl.en-US/Security/Security groups/Add an instance to a security group.md', '301cdd5adf23f5c573e8df2c0754cb9220e696bc'), date: '2019-02-27' },
    { url: repo('cn.zh-CN/网络/弹性网卡/修改弹性网卡.md', '6516fc165f6bc2b998dc44779465caa689836af8'), date: '2019-06-18' },
    { url: repo('intl.en-US/Network/Elastic Network Interfaces/Modify an ENI.md', '77284e4e19137e60185eeab76bc4a72103634996'), date: '2019-08-21' },
    { url: repo('cn.zh-CN/实例/管理实例/启动和停止实例.md', 'e184d2f98186d484e6bf9f1d0efc735d1df49ef4'), date: '2019-08-23' },
    { url: repo('intl.en-US/Instances/Manage instances/Start or stop an instance.md', '7b757200f'), date: '2019-08-26' },
    { url: repo('cn.zh-CN/实例/管理实例/重启实例.md', '65ecb6f579b40b1327fa7ef101c2a88e05652781'), date: '2019-06-18' },
    { url: repo('cn.zh-CN/实例/管理实例/重置实例登录密码.md', '802f8adff'), date: '2019-06-18' },
    { url: repo('cn.zh-CN/用户指南/安全组/创建安全组.md', '0046af4860f3a9ac75e885e2146e631a05970d61'), date: '2019-02-02' },
    { url: repo('intl.en-US/User Guide/Security groups/Create a security group.md', '1a2f1c17e0a37b04ab61ff55c0d42cad9c762d6b'), date: '2019-02-01' },
    { url: repo('cn.zh-CN/用户指南/安全组/添加安全组规则.md', '9a3eb121739d62e1e1b12a39fd47119e402d26c9'), date: '2019-01-23' },
    { url: repo('intl.en-US/Snapshots/Use snapshots/Create a snapshot.md', '8e9914d6de2e3bc4ce0f4973fbe6e92b61374cad'), date: '2019-07-18' },
    { url: repo('cn.zh-CN/快照/使用快照/创建快照.md', '60cbe13f6'), date: '2019-08-22' },
    { url: repo('cn.zh-CN/块存储/云盘/挂载云盘.md', '9a7f2e79f068af57f88ef12525670dfbe871401f'), date: '2019-06-06' },
    { url: repo('cn.zh-CN/用户指南/实例/创建实例/使用向导创建实例.md', '6a61e2d5e299a78d33e876dda6d0e5cd081355a6'), date: '2019-01-23' },
    { url: repo('intl.en-US/User Guide/Instances/Create an instance/Create an instance by using the wizard.md', '6a61e2d5e299a78d33e876dda6d0e5cd081355a6'), date: '2019-01-23' },
    { url: repo('intl.en-US/Deployment & Elasticity/Launch template/Create a template version.md', 'b90e7bed60a372d823febfb33ce940718ab47138'), date: '2019-08-26' },
    { url: repo('cn.zh-CN/实例/管理实例启动模板/创建实例启动模板的新版本.md', '37d5ae379254936ead5f286cbbfb6ed62f75db70'), date: '2019-06-18' },
  ],
  note:
    'Network and Security and SSH Key Pairs in the navigation; Manage, Upgrade/Downgrade and More in the instance row; the instance page has its own left-side pane (Disks, Instance Snapshots); ' +
    'the stop dialog has only the stop method (no economical mode enabled) and OK; the restart dialog a restart method; ' +
    'Create Security Group is a dialog with Template and Network Type; the rules page has no direction tabs and adds rules in a dialog with the direction and the authorization type; ' +
    'Create Instance is a wizard (Basic Configurations, Networking, System Configurations, Grouping, Preview).',
  // The pages of 2019 reach the templates through Deployment & Elasticity (部署与弹性).
  nav: [{ key: 'launchTemplates', path: ['nav.deployment', 'nav.launchTemplates'], route: '/ecs/launch-templates' }],
  labels: {
    ...deploymentSetLabels2019,
    ...eniLabels2019,
    ...replaceOsLabels2019,
    ...billingLabels2019,
    ...remoteLabels2019,
    ...tagLabels2019,
    ...autoSnapshotLabels,
    ...launchTemplateLabels,
    // The row's More > 磁盘和镜像 (2018-12 and 2019-09 pages; 2021-01 pages read 云盘和镜像, as today).
    'more.diskImage': { en: 'Disk and Image', zh: '磁盘和镜像' },
    'nav.networkSecurity': { en: 'Network and Security', zh: '网络和安全' },
    'nav.ebs': { en: 'Storage & Snapshots', zh: '存储与快照' },
    // The English pages of 2018-11 … 2019-04 name the key pairs SSH Key Pair(s) (Chinese 密钥对, as today).
    ...keyPairLabels2019,
    ...cloudAssistantLabels2019,
    'nav.keyPairs': { en: 'SSH Key Pairs', zh: '密钥对' },
    'kp.create': { en: 'Create SSH Key Pair', zh: '创建密钥对' },
    'kp.create.title': { en: 'Create SSH Key Pair', zh: '创建密钥对' },
    'kp.mode.create': { en: 'Auto-Create SSH Key Pair', zh: '自动新建密钥对' },
    'kp.mode.import': { en: 'Import SSH Key Pair', zh: '导入已有密钥对' },
    'detail.tab.disks': { en: 'Disks', zh: '本实例磁盘' },
    'detail.tab.snapshots': { en: 'Instance Snapshots', zh: '本实例快照' },
    // The instance's security groups (2019-02 pages): 本实例安全组 in the left-side pane (Add to Security Group as today).
    'detail.tab.securityGroups': { en: 'Security Groups', zh: '本实例安全组' },
    // A group's Manage Instances > Instances in Security Group: the selected instances' 移出实例 (2019-06 page).
    'sg.removeInstances': { en: 'Remove from Security Group', zh: '移出实例' },
    'attachTo.disk': { en: 'Target Disk', zh: '目标磁盘' },
    'attachTo.releaseWithInstance': { en: 'Release Disk with Instance', zh: '磁盘随实例释放' },
    'attachTo.deleteAutoSnapshot': { en: 'Delete Automatic Snapshots While Releasing Disk', zh: '自动快照随磁盘释放' },
    'stop.by': { en: 'Stop Method', zh: '停止方式' },
    'stop.ok': { en: 'OK', zh: '确定' },
    'restart.ok': { en: 'OK', zh: '确定' },
    'resetPassword.title': { en: 'Reset Password', zh: '重置密码' },
    'sg.manageRules': { en: 'Add Rules', zh: '配置规则' },
    'sg.rule.addManual': { en: 'Add Security Group Rule', zh: '添加安全组规则' },
    'sg.rule.quickAdd': { en: 'Quick Rule Creation', zh: '快速创建规则' },
    'sg.quick.title': { en: 'Quick Rule Creation', zh: '快速创建规则' },
    'sg.proto.all': { en: 'All', zh: '全部' },
    'sg.proto.custom_tcp': { en: 'Custom TCP', zh: '自定义TCP' },
    'sg.proto.custom_udp': { en: 'Custom UDP', zh: '自定义UDP' },
    'sg.proto.icmp': { en: 'All ICMP (IPv4)', zh: '全部ICMP（IPv4）' },
    'sg.proto.gre': { en: 'All GRE', zh: '全部GRE' },
    'sg.proto.ssh': { en: 'SSH', zh: 'SSH' },
    'sg.proto.telnet': { en: 'TELNET', zh: 'TELNET' },
    'sg.proto.http': { en: 'HTTP', zh: 'HTTP' },
    'sg.proto.https': { en: 'HTTPS', zh: 'HTTPS' },
    'sg.proto.mssql': { en: 'MS SQL', zh: 'MS SQL' },
    'sg.proto.oracle': { en: 'Oracle', zh: 'Oracle' },
    'sg.proto.mysql': { en: 'MySQL', zh: 'MySQL' },
    'sg.proto.rdp': { en: 'RDP', zh: 'RDP' },
    'sg.proto.postgresql': { en: 'PostgreSQL', zh: 'PostgreSQL' },
    'sg.proto.redis': { en: 'Redis', zh: 'Redis' },
    'restart.method': { en: 'Restart Method', zh: '重启方式' },
    'restart.method.normal': { en: 'Restart', zh: '重启' },
    'restart.method.force': { en: 'Force Restart', zh: '强制重启' },
    'sg.template': { en: 'Template', zh: '模板' },
    'sg.template.webLinux': { en: 'Web Server Linux', zh: 'Web Server Linux' },
    'sg.template.webWindows': { en: 'Web Server Windows', zh: 'Web Server Windows' },
    'sg.template.custom': { en: 'Custom', zh: '自定义' },
    'sg.template.help': { en: 'A web server template opens TCP 80 and 443, SSH or RDP, and ICMP to every address.', zh: 'Web服务器模板对所有地址放行TCP 80、443，SSH或RDP，以及ICMP。' },
    'sg.networkType': { en: 'Network Type', zh: '网络类型' },
    'sg.networkType.vpc': { en: 'VPC', zh: '专有网络' },
    'sg.networkType.classic': { en: 'Classic', zh: '经典网络' },
    'sg.vpc': { en: 'VPC', zh: '所属专有网络' },
    // Upgrade/Downgrade of 2018-11 … 2019-07: Change Bandwidth (变更带宽), the bandwidth downgrade without the billing note.
    'upgrade.op.bandwidth': { en: 'Change Bandwidth', zh: '变更带宽' },
    'upgrade.downgrade.bandwidth': { en: 'Downgrade Bandwidth', zh: '降低带宽配置' },
    ...wizardLabels2019,
  },
  pages: [
    ...deploymentSetPatches,
    ...cloudAssistantPatches2019,
    ...tagPatches2019,
    ...manageAndMore,
    ...remotePatches2019,
    ...upgradeDowngrade,
    ...billingPatches,
    ...headerButtons,
    // Create Instance: the purchase wizard of the time, instead of today's one-page Custom Launch.
    { replacePage: createInstanceWizard },
    // The instance page: its own left-side pane instead of tabs.
    { page: 'instanceDetails', merge: { tabsAs: 'nav' } },
    { page: 'attachToInstance', merge: { screens: attachTwoSteps } },
    // Stop: no economical mode (not enabled for the account), OK.
    { page: 'stopInstance', key: 'stopMode', remove: true },
    // Restart: a restart method instead of the Force Restart check box; no timed execution.
    {
      page: 'restartInstance',
      key: 'options',
      merge: {
        fields: [
          { key: 'method', label: 'restart.method', kind: 'radio', default: 'normal', options: [{ value: 'normal', label: 'restart.method.normal' }, { value: 'force', label: 'restart.method.force' }] },
        ],
        submit: { label: 'restart.ok', calls: [{ action: 'RebootInstance', params: { InstanceId: { row: 'InstanceId' }, ForceStop: { field: 'method', map: { force: true, '*': null } } } }], toast: 'toast.restart' },
      },
    },
    { page: 'resetPassword', key: 'form', merge: { submit: { label: 'common.submit', calls: [{ action: 'ModifyInstanceAttribute', params: { InstanceId: { row: 'InstanceId' }, Password: { field: 'password' } } }], toast: 'toast.passwordReset' } } },
    // Security groups: Create Security Group opens a dialog; the rules page has one list and a rule dialog.
    { page: 'securityGroups', key: 'create', replace: { key: 'create', label: 'sg.create', dialog: 'createSecurityGroupDialog' } },
    { removePage: 'createSecurityGroup' },
    { add: createSecurityGroupDialog },
    {
      page: 'securityGroupRules',
      merge: {
        options: {
          tabs: false,
          add: 'dialog',
          addLabel: 'sg.rule.addManual',
          quickAddLabel: 'sg.rule.quickAdd',
          priority: true,
          protocols: ['all', 'icmp', 'gre', 'custom_tcp', 'custom_udp', 'ssh', 'telnet', 'http', 'https', 'mssql', 'oracle', 'mysql', 'rdp', 'postgresql', 'redis'],
          authorizationType: true,
          edit: false,
        },
      },
    },
  ],
};
