// ecs@2019's Create Instance: the purchase wizard of its time (Basic Configurations, Networking, System
// Configurations, Grouping, then Preview and Create Instance), following the dated wizard pages (2019.ts sources).
import type { Generation } from '../../../console/kinds/generation';
import type { WizardPageSpec } from '../../../console/kinds/spec';

const NAME = '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';

export const createInstanceWizard: WizardPageSpec = {
  kind: 'wizard',
  key: 'createInstance',
  route: '/ecs/instances/create',
  nav: 'instances',
  layout: 'full',
  title: 'wizard.title',
  back: '/ecs/instances',
  next: 'common.next',
  previous: 'common.previous',
  steps: [
    {
      key: 'basic',
      title: 'wizard.basic',
      next: 'wizard.next.networking',
      sections: [
        {
          key: 'billingZone',
          fields: [
            { key: 'billing', label: 'create.billing', kind: 'radioButton', default: 'PostPaid', param: 'InstanceChargeType', options: [{ value: 'PostPaid', label: 'wizard.billing.postpaid' }, { value: 'PrePaid', label: 'billing.PrePaid' }] },
            { key: 'zone', label: 'create.zone', kind: 'select', required: true, requiredMessage: 'disk.err.zone', param: 'ZoneId', options: { action: 'DescribeZones', pageSize: false, items: 'Zones.Zone', value: 'ZoneId', label: '{zone:ZoneId}' } },
            {
              key: 'type',
              label: 'changeType.target',
              kind: 'select',
              required: true,
              requiredMessage: 'changeType.err.type',
              param: 'InstanceType',
              options: { action: 'DescribeInstanceTypes', pageSize: false, items: 'InstanceTypes.InstanceType', value: 'InstanceTypeId', label: '{InstanceTypeId} ({CpuCoreCount} vCPU {MemorySize} GiB)' },
            },
            {
              key: 'image',
              label: 'detail.image',
              kind: 'select',
              required: true,
              requiredMessage: 'wizard.err.image',
              param: 'ImageId',
              options: { action: 'DescribeImages', params: { ImageOwnerAlias: 'system' }, items: 'Images.Image', value: 'ImageId', label: '{OSNameEn}' },
            },
          ],
        },
        {
          key: 'storage',
          title: 'wizard.storage',
          fields: [
            { key: 'diskCategory', label: 'wizard.systemDisk', kind: 'select', default: 'cloud_efficiency', param: 'SystemDisk.Category', options: [{ value: 'cloud_efficiency', label: 'disk.cloud_efficiency' }, { value: 'cloud_ssd', label: 'disk.cloud_ssd' }, { value: 'cloud_essd', label: 'disk.cloud_essd' }] },
            { key: 'diskSize', label: 'disk.size', kind: 'number', default: 40, min: 20, max: 500, unit: 'unit.gibShort', param: 'SystemDisk.Size' },
          ],
        },
      ],
    },
    {
      key: 'networking',
      title: 'wizard.networking',
      next: 'wizard.next.system',
      sections: [
        {
          key: 'network',
          fields: [
            { key: 'vpc', label: 'detail.vpc', kind: 'select', required: true, requiredMessage: 'sg.err.vpc', options: { product: 'Vpc', action: 'DescribeVpcs', items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' } },
            {
              key: 'vswitch',
              label: 'detail.vswitch',
              kind: 'select',
              required: true,
              requiredMessage: 'wizard.err.vswitch',
              param: 'VSwitchId',
              options: { product: 'Vpc', action: 'DescribeVSwitches', params: { VpcId: { field: 'vpc' }, ZoneId: { field: 'zone' } }, items: 'VSwitches.VSwitch', value: 'VSwitchId', label: '{VSwitchName} / {VSwitchId}' },
            },
            { key: 'publicIp', label: 'wizard.publicIp', kind: 'check' },
            { key: 'bandwidth', label: 'wizard.bandwidth', kind: 'number', required: true, min: 1, max: 100, unit: 'unit.mbps', visible: { field: 'publicIp', eq: true } },
            {
              key: 'group',
              label: 'detail.securityGroups',
              kind: 'select',
              required: true,
              requiredMessage: 'wizard.err.group',
              param: 'SecurityGroupId',
              options: { action: 'DescribeSecurityGroups', params: { VpcId: { field: 'vpc' } }, items: 'SecurityGroups.SecurityGroup', value: 'SecurityGroupId', label: '{SecurityGroupName} / {SecurityGroupId}' },
            },
          ],
        },
      ],
    },
    {
      key: 'system',
      title: 'wizard.system',
      next: 'wizard.next.grouping',
      sections: [
        {
          key: 'logon',
          fields: [
            { key: 'credential', label: 'wizard.credential', kind: 'radio', default: 'password', options: [{ value: 'password', label: 'wizard.credential.password' }, { value: 'later', label: 'wizard.credential.later' }] },
            { key: 'password', label: 'resetPassword.new', kind: 'password', required: true, param: 'Password', help: 'resetPassword.rule', visible: { field: 'credential', eq: 'password' }, rules: [{ rule: 'password', message: 'resetPassword.err.rule' }] },
            { key: 'confirm', label: 'resetPassword.confirm', kind: 'password', required: true, visible: { field: 'credential', eq: 'password' }, rules: [{ rule: 'sameAs', field: 'password', message: 'resetPassword.err.confirm' }] },
            { key: 'name', label: 'modify.name', kind: 'text', param: 'InstanceName', help: 'create.instanceName.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'images.err.name' }] },
            { key: 'releaseProtection', label: 'wizard.releaseProtection', kind: 'check', param: 'DeletionProtection', visible: { field: 'billing', eq: 'PostPaid' } },
          ],
        },
      ],
    },
    {
      key: 'grouping',
      title: 'wizard.grouping',
      next: 'wizard.next.preview',
      sections: [
        {
          key: 'tags',
          fields: [
            { key: 'tagKey', label: 'wizard.tag', kind: 'text', placeholder: 'common.tagKey', param: 'Tag.1.Key' },
            { key: 'tagValue', label: 'common.tagValue', kind: 'text', placeholder: 'common.tagValue', param: 'Tag.1.Value' },
          ],
        },
      ],
    },
  ],
  summary: {
    key: 'preview',
    title: 'wizard.preview',
    fields: [{ key: 'terms', label: 'wizard.terms', kind: 'check', required: true, requiredMessage: 'wizard.err.terms' }],
  },
  submit: {
    label: 'wizard.create',
    calls: [
      {
        action: 'RunInstances',
        params: {
          RegionId: { region: true },
          InstanceChargeType: { field: 'billing' },
          ZoneId: { field: 'zone' },
          InstanceType: { field: 'type' },
          ImageId: { field: 'image' },
          'SystemDisk.Category': { field: 'diskCategory' },
          'SystemDisk.Size': { field: 'diskSize' },
          VSwitchId: { field: 'vswitch' },
          SecurityGroupId: { field: 'group' },
          InternetMaxBandwidthOut: { field: 'bandwidth' },
          Password: { field: 'password' },
          InstanceName: { field: 'name' },
          DeletionProtection: { field: 'releaseProtection', map: { true: 'true', '*': null } },
          'Tag.1.Key': { field: 'tagKey' },
          'Tag.1.Value': { field: 'tagValue' },
        },
      },
    ],
    toast: 'wizard.created',
    to: '/ecs/instances',
  },
};

/** The wizard's words in 2019 (ecs@2021 words a few otherwise: 2021-create-instance.ts). */
export const wizardLabels2019: Generation['labels'] = {
  'wizard.title': { en: 'Create Instance', zh: '创建实例' },
  'wizard.basic': { en: 'Basic Configurations', zh: '基础配置' },
  'wizard.networking': { en: 'Networking', zh: '网络和安全组' },
  'wizard.system': { en: 'System Configurations', zh: '系统配置' },
  'wizard.grouping': { en: 'Grouping', zh: '分组设置' },
  'wizard.preview': { en: 'Preview', zh: '确认订单' },
  'wizard.next.networking': { en: 'Next: Networking', zh: '下一步：网络和安全组' },
  'wizard.next.system': { en: 'Next: System Configurations', zh: '下一步：系统配置' },
  'wizard.next.grouping': { en: 'Next: Grouping', zh: '下一步：分组设置' },
  'wizard.next.preview': { en: 'Next: Preview', zh: '下一步：确认订单' },
  'wizard.billing.postpaid': { en: 'Pay-As-You-Go', zh: '按量付费' },
  'wizard.storage': { en: 'Storage', zh: '存储' },
  'wizard.systemDisk': { en: 'System Disk', zh: '系统盘' },
  'wizard.publicIp': { en: 'Assign public IP', zh: '分配公网IP地址' },
  'wizard.bandwidth': { en: 'Bandwidth', zh: '带宽值' },
  'wizard.credential': { en: 'Logon Credentials', zh: '登录凭证' },
  'wizard.credential.password': { en: 'Password', zh: '自定义密码' },
  'wizard.credential.later': { en: 'Set Later', zh: '创建后设置' },
  'wizard.releaseProtection': { en: 'Prevent users from releasing the instance inadvertently by using the console or API', zh: '防止通过控制台或API误删除释放' },
  'wizard.tag': { en: 'Tag', zh: '标签' },
  'wizard.terms': { en: 'I have read and agree to the ECS Service Level Agreement', zh: '我已阅读并同意《云服务器ECS服务条款》' },
  'wizard.err.terms': { en: 'Read and agree to the ECS Service Level Agreement.', zh: '请阅读并同意《云服务器ECS服务条款》。' },
  'wizard.err.image': { en: 'Select an image.', zh: '请选择镜像。' },
  'wizard.err.vswitch': { en: 'Select a vSwitch.', zh: '请选择交换机。' },
  'wizard.err.group': { en: 'Select a security group.', zh: '请选择安全组。' },
  'wizard.create': { en: 'Create Instance', zh: '创建实例' },
  'wizard.created': { en: 'The instance is being created.', zh: '实例创建中。' },
};
