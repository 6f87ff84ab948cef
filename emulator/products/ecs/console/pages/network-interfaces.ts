// Elastic network interfaces (Network & Security > Elastic Network Interfaces): the list (Create ENI; a row's Bind to
// Instance or Unbind, Modify, Manage Secondary Private IP, Delete; Edit Tags), the instance's ⋮ > Network and Security
// Group > Manage Secondary Private IP (its primary ENI), and the instance page's ENIs tab (Bind Secondary ENI).
// Sources: the dated help-center pages in the product README ("Elastic network interfaces").
import type { DialogSpec, FieldSpec, ListPageSpec, ListSpec, MenuGroupSpec, PageSpec, TabSpec, ValueSource } from '../../../../console/kinds/spec';
import { TAGGED, editTagsAction, tagSearch, tagsColumn } from './tags';

export const ENIS = '/ecs/enis';
const NAME = '^(?!https?://)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
const DESCRIPTION = '^(?!https?://)[\\s\\S]{2,256}$';
const IPV4 = '^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$';
const eni = { row: 'NetworkInterfaceId' } as const;
const available = { row: 'Status', eq: 'Available' } as const;
const secondary = { row: 'Type', eq: 'Secondary' } as const;
const TONES = { Available: 'success', InUse: 'success', Attaching: 'pending', Detaching: 'pending', Creating: 'pending', Deleting: 'pending' } as const;

const nameField: FieldSpec = { key: 'name', label: 'eni.name', kind: 'text', param: 'NetworkInterfaceName', from: 'NetworkInterfaceName', help: 'eni.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'eni.err.name' }] };
const descriptionField: FieldSpec = { key: 'description', label: 'eni.description', kind: 'textarea', param: 'Description', from: 'Description', rules: [{ rule: 'pattern', pattern: DESCRIPTION, message: 'eni.err.description' }] };
const groupsOf = (vpc: ValueSource) => ({ action: 'DescribeSecurityGroups', params: { VpcId: vpc }, items: 'SecurityGroups.SecurityGroup', value: 'SecurityGroupId', label: '{SecurityGroupName} / {SecurityGroupId}' });

const columns: ListSpec['columns'] = [
  { key: 'idName', title: 'eni.col.idName', field: 'NetworkInterfaceId', sub: 'NetworkInterfaceName', cell: 'idName', width: 220 },
  { key: 'vpc', title: 'eni.col.vpc', field: 'VpcId', sub: 'VSwitchId', cell: 'idName' },
  { key: 'zone', title: 'col.zone', field: 'ZoneId', cell: 'zone' },
  { key: 'securityGroups', title: 'eni.col.securityGroups', field: 'SecurityGroupIds.SecurityGroupId' },
  { key: 'instance', title: 'eni.col.instance', field: 'InstanceId' },
  { key: 'type', title: 'eni.col.type', field: 'Type', cell: 'label', labels: 'eni.type.' },
  { key: 'ip', title: 'eni.col.ip', cell: 'custom', renderer: 'eniIps' },
  { key: 'mac', title: 'eni.col.mac', field: 'MacAddress' },
  { key: 'status', title: 'col.status', field: 'Status', cell: 'status', labels: 'eni.status.', tones: TONES },
  tagsColumn(TAGGED.eni),
];

export const enisList: ListPageSpec = {
  kind: 'list',
  key: 'enis',
  route: ENIS,
  nav: 'enis',
  title: 'eni.title',
  source: {
    action: 'DescribeNetworkInterfaces',
    items: 'NetworkInterfaceSets.NetworkInterfaceSet',
    id: 'NetworkInterfaceId',
    name: 'NetworkInterfaceName',
    total: 'TotalCount',
    paging: { number: 'PageNumber', size: 'PageSize' },
  },
  toolbar: {
    primary: { key: 'createEni', label: 'eni.create', dialog: 'createEni' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  search: {
    fields: [
      { key: 'NetworkInterfaceName', label: 'eni.name', param: 'NetworkInterfaceName', placeholder: 'eni.search.placeholder' },
      { key: 'NetworkInterfaceId', label: 'eni.search.id', param: 'NetworkInterfaceId', placeholder: 'eni.search.idPlaceholder', list: true },
      { key: 'InstanceId', label: 'eni.col.instance', param: 'InstanceId', placeholder: 'eni.search.instancePlaceholder' },
      tagSearch,
    ],
  },
  columns,
  actions: {
    key: 'actions',
    width: 300,
    links: [
      { key: 'bind', label: 'eni.bind', dialog: 'bindEni', visible: { all: [available, secondary] } },
      { key: 'unbind', label: 'eni.unbind', dialog: 'unbindEni', visible: { all: [{ row: 'Status', eq: 'InUse' }, secondary] } },
      { key: 'modify', label: 'eni.modify', dialog: 'modifyEni' },
      { key: 'manageIps', label: 'eni.manageIps', dialog: 'manageEniIps' },
      { key: 'delete', label: 'eni.delete', dialog: 'deleteEni', enabled: { all: [available, secondary] } },
      editTagsAction(TAGGED.eni),
    ],
  },
  pageSizes: [10, 20, 50],
};

/**
 * The instance's ⋮ > Network and Security Group: the primary ENI's secondary private IPs, a secondary ENI to bind,
 * and Convert to EIP (greyed out for an instance without a fixed public IP).
 */
export const instanceNetworkGroup: MenuGroupSpec = {
  key: 'networkSecurity',
  label: 'more.network',
  items: [
    { key: 'manageInstanceIps', label: 'eni.manageIps', dialog: 'manageInstanceIps', enabled: { row: 'Status', in: ['Running', 'Stopped'] } },
    { key: 'bindSecondaryEni', label: 'eni.bindSecondary', dialog: 'bindSecondaryEni', enabled: { row: 'Status', in: ['Running', 'Stopped'] } },
    {
      key: 'convertToEip',
      label: 'eip.convert',
      dialog: 'convertToEip',
      enabled: { all: [{ row: 'Status', in: ['Running', 'Stopped'] }, { row: 'PublicIpAddress.IpAddress.0', set: true }] },
    },
  ],
};

/** The instance page's ENIs tab: the instance's ENIs, Bind Secondary ENI, and a secondary one's Unbind. */
export const instanceEnisTab: TabSpec = {
  key: 'enis',
  title: 'detail.tab.enis',
  list: {
    source: { action: 'DescribeNetworkInterfaces', params: { InstanceId: { row: 'InstanceId' } }, items: 'NetworkInterfaceSets.NetworkInterfaceSet', id: 'NetworkInterfaceId', name: 'NetworkInterfaceName' },
    toolbar: {
      buttons: [{ key: 'bindSecondaryEniTab', label: 'eni.bindSecondary', dialog: 'bindSecondaryEni' }],
      icons: [{ key: 'refreshEnis', label: 'common.refresh', icon: 'refresh' }],
    },
    // Keys of their own: the instance page's sections already have a vpc, zone, type and status.
    columns: columns.filter((c) => !['instance', 'tags'].includes(c.key)).map((c) => ({ ...c, key: `eni${c.key[0].toUpperCase()}${c.key.slice(1)}` })),
    actions: { key: 'eniActions', links: [{ key: 'unbindInTab', label: 'eni.unbind', dialog: 'unbindEni', visible: secondary }] },
  },
};

const ipsField = (rowPath: string): FieldSpec => ({ key: 'ips', label: 'eni.ips', kind: 'custom', component: 'eniIps', text: rowPath, help: 'eni.ips.help', rules: [{ rule: 'check', check: 'eniIps', message: 'eni.err.ip' }] });

/** Manage Secondary Private IP: assign new addresses (typed or left to the cloud) and unassign listed ones. */
function manageIps(key: string, id: ValueSource, rowPath: string): DialogSpec {
  return {
    kind: 'dialog',
    key,
    title: 'eni.manageIps',
    width: 640,
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [ipsField(rowPath)],
        submit: {
          label: 'eni.ips.ok',
          calls: [
            { action: 'AssignPrivateIpAddresses', params: { NetworkInterfaceId: id, 'PrivateIpAddress.1': { item: '.' } }, each: 'ips.assign' },
            { action: 'AssignPrivateIpAddresses', params: { NetworkInterfaceId: id, SecondaryPrivateIpAddressCount: { item: '.' } }, each: 'ips.auto' },
            { action: 'UnassignPrivateIpAddresses', params: { NetworkInterfaceId: id, 'PrivateIpAddress.1': { item: '.' } }, each: 'ips.unassign' },
          ],
          toast: 'eni.toast.ips',
        },
      },
    ],
  };
}

export const eniDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'createEni',
    title: 'eni.create',
    width: 680,
    screens: [
      {
        key: 'form',
        fields: [
          { ...nameField, from: undefined },
          { key: 'vpc', label: 'eni.vpc', kind: 'select', required: true, requiredMessage: 'eni.err.vpc', help: 'eni.vpc.help', options: { product: 'Vpc', action: 'DescribeVpcs', items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' } },
          {
            key: 'vswitch',
            label: 'eni.vswitch',
            kind: 'select',
            required: true,
            requiredMessage: 'eni.err.vswitch',
            param: 'VSwitchId',
            help: 'eni.vswitch.help',
            options: { product: 'Vpc', action: 'DescribeVSwitches', params: { VpcId: { field: 'vpc' } }, items: 'VSwitches.VSwitch', value: 'VSwitchId', label: '{VSwitchName} / {VSwitchId} ({CidrBlock})' },
          },
          { key: 'primaryIp', label: 'eni.primaryIp', kind: 'text', param: 'PrimaryIpAddress', help: 'eni.primaryIp.help', rules: [{ rule: 'pattern', pattern: IPV4, message: 'eni.err.ip' }] },
          {
            key: 'secondaryMode',
            label: 'eni.secondaryIp',
            kind: 'radio',
            default: 'none',
            options: [
              { value: 'none', label: 'eni.secondaryIp.none' },
              { value: 'auto', label: 'eni.secondaryIp.auto' },
              { value: 'specify', label: 'eni.secondaryIp.specify' },
            ],
          },
          { key: 'secondaryCount', label: 'eni.secondaryCount', kind: 'number', default: 1, min: 1, max: 9, param: 'SecondaryPrivateIpAddressCount', visible: { field: 'secondaryMode', eq: 'auto' } },
          { key: 'secondaryIp', label: 'eni.secondaryAddress', kind: 'text', required: true, param: 'PrivateIpAddress.1', visible: { field: 'secondaryMode', eq: 'specify' }, rules: [{ rule: 'pattern', pattern: IPV4, message: 'eni.err.ip' }] },
          { key: 'securityGroup', label: 'eni.securityGroup', kind: 'select', required: true, requiredMessage: 'eni.err.securityGroup', param: 'SecurityGroupId', help: 'eni.securityGroup.help', options: groupsOf({ field: 'vpc' }) },
          { ...descriptionField, from: undefined },
          // The account has one resource group (the emulator's); the select shows it, chosen, and sends nothing.
          { key: 'resourceGroup', label: 'eni.resourceGroup', kind: 'select', default: 'default', options: [{ value: 'default', label: 'sg.resourceGroup.default' }] },
          { key: 'tagKey', label: 'eni.tags', kind: 'text', placeholder: 'tags.key.placeholder' },
          { key: 'tagValue', label: 'tags.value', kind: 'text', placeholder: 'tags.value.placeholder' },
        ],
        submit: {
          label: 'common.ok',
          calls: (['none', 'auto', 'specify'] as const).map((mode) => ({
            action: 'CreateNetworkInterface',
            params: {
              VSwitchId: { field: 'vswitch' },
              SecurityGroupId: { field: 'securityGroup' },
              NetworkInterfaceName: { field: 'name' },
              PrimaryIpAddress: { field: 'primaryIp' },
              ...(mode === 'auto' ? { SecondaryPrivateIpAddressCount: { field: 'secondaryCount' } } : {}),
              ...(mode === 'specify' ? { 'PrivateIpAddress.1': { field: 'secondaryIp' } } : {}),
              Description: { field: 'description' },
              'Tag.1.Key': { field: 'tagKey' },
              'Tag.1.Value': { field: 'tagValue' },
            },
            when: { field: 'secondaryMode', eq: mode },
          })),
          toast: 'eni.toast.created',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'bindEni',
    title: 'eni.bind',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'instance',
            label: 'eni.bind.instance',
            kind: 'select',
            required: true,
            requiredMessage: 'eni.err.instance',
            param: 'InstanceId',
            help: 'eni.bind.help',
            options: { action: 'DescribeInstances', params: { VpcId: { row: 'VpcId' }, ZoneId: { row: 'ZoneId' } }, items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceName} / {InstanceId}', filter: [{ field: 'Status', in: ['Running', 'Stopped'] }] },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'AttachNetworkInterface', params: { NetworkInterfaceId: eni, InstanceId: { field: 'instance' } } }], toast: 'eni.toast.bound' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'bindSecondaryEni',
    title: 'eni.bindSecondary',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'eni',
            label: 'eni.bindSecondary.eni',
            kind: 'select',
            required: true,
            requiredMessage: 'eni.err.eni',
            param: 'NetworkInterfaceId',
            options: {
              action: 'DescribeNetworkInterfaces',
              params: { VpcId: { row: 'VpcAttributes.VpcId' }, Status: 'Available', Type: 'Secondary' },
              items: 'NetworkInterfaceSets.NetworkInterfaceSet',
              value: 'NetworkInterfaceId',
              label: '{NetworkInterfaceName} / {NetworkInterfaceId}',
            },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'AttachNetworkInterface', params: { NetworkInterfaceId: { field: 'eni' }, InstanceId: { row: 'InstanceId' } } }], toast: 'eni.toast.bound' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'unbindEni',
    title: 'eni.unbind',
    resourceLabel: 'NetworkInterfaceId',
    screens: [
      {
        key: 'confirm',
        resource: true,
        body: ['eni.unbind.confirm'],
        submit: { label: 'common.ok', calls: [{ action: 'DetachNetworkInterface', params: { NetworkInterfaceId: eni, InstanceId: { row: 'InstanceId' } } }], toast: 'eni.toast.unbound' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'modifyEni',
    title: 'eni.modify.title',
    resourceLabel: 'NetworkInterfaceId',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          nameField,
          {
            key: 'securityGroups',
            label: 'eni.securityGroup',
            kind: 'checkGroup',
            param: 'SecurityGroupId',
            from: 'SecurityGroupIds.SecurityGroupId',
            help: 'eni.securityGroups.help',
            visible: secondary,
            options: groupsOf({ row: 'VpcId' }),
          },
          descriptionField,
        ],
        submit: {
          label: 'common.ok',
          calls: [
            { action: 'ModifyNetworkInterfaceAttribute', params: { NetworkInterfaceId: eni, NetworkInterfaceName: { field: 'name' }, SecurityGroupId: { field: 'securityGroups' }, Description: { field: 'description' } } },
          ],
          toast: 'eni.toast.modified',
        },
      },
    ],
  },
  manageIps('manageEniIps', eni, 'PrivateIpSets.PrivateIpSet'),
  manageIps('manageInstanceIps', { row: 'NetworkInterfaces.NetworkInterface.0.NetworkInterfaceId' }, 'NetworkInterfaces.NetworkInterface.0.PrivateIpSets.PrivateIpSet'),
  {
    kind: 'dialog',
    key: 'deleteEni',
    title: 'eni.delete.title',
    resourceLabel: 'NetworkInterfaceId',
    screens: [
      {
        key: 'confirm',
        resource: true,
        warning: 'eni.delete.warning',
        submit: { label: 'common.ok', calls: [{ action: 'DeleteNetworkInterface', params: { NetworkInterfaceId: eni } }], toast: 'eni.toast.deleted' },
      },
    ],
  },
];

/** Convert to EIP: a confirmation; the fixed public IP becomes an EIP bound to the instance (ConvertNatPublicIpToEip). */
const convertToEip: DialogSpec = {
  kind: 'dialog',
  key: 'convertToEip',
  title: 'eip.convert',
  resourceLabel: 'InstanceId',
  screens: [
    {
      key: 'confirm',
      resource: true,
      body: ['eip.convert.body'],
      warning: 'eip.convert.warning',
      submit: { label: 'common.ok', calls: [{ action: 'ConvertNatPublicIpToEip', params: { InstanceId: { row: 'InstanceId' } } }], toast: 'eip.convert.toast' },
    },
  ],
};

export const eniPages: PageSpec[] = [enisList, ...eniDialogs, convertToEip];
