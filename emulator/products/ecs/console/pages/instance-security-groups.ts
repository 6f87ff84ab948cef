// An instance's security groups: the instance page's Security Groups tab (`ecs@2019`'s left-side pane entry) with
// Add to Security Group and each group's Remove (JoinSecurityGroup / LeaveSecurityGroup), and a security group's
// Instances in Security Group (its row's Manage Instances): Add Instance, the selected ones' Remove from Security Group. Sources: the dated
// help-center pages in the product README ("An instance's security groups").
import type { DialogSpec, ListPageSpec, PageSpec, TabSpec } from '../../../../console/kinds/spec';
import { TONES, id, settled } from './instance-status';

/** The Security Groups tab: the groups the instance is in (DescribeSecurityGroups by the instance's group ids). */
export const instanceSecurityGroupsTab: TabSpec = {
  key: 'instanceSgs',
  title: 'detail.tab.securityGroups',
  list: {
    source: {
      action: 'DescribeSecurityGroups',
      params: { SecurityGroupIds: { row: 'SecurityGroupIds.SecurityGroupId' } },
      items: 'SecurityGroups.SecurityGroup',
      id: 'SecurityGroupId',
      name: 'SecurityGroupName',
    },
    toolbar: {
      buttons: [{ key: 'joinSg', label: 'sg.join', dialog: 'joinSecurityGroup', enabled: settled }],
      icons: [{ key: 'refreshSgs', label: 'common.refresh', icon: 'refresh' }],
    },
    // Keys of their own: the instance page's network section already has a securityGroups item.
    columns: [
      { key: 'sgIdName', title: 'sg.col.idName', field: 'SecurityGroupId', sub: 'SecurityGroupName', cell: 'idName', link: '/ecs/security-groups/{SecurityGroupId}' },
      { key: 'sgType', title: 'sg.col.type', field: 'SecurityGroupType', cell: 'label', labels: 'sg.type.' },
      { key: 'sgDescription', title: 'sg.col.description', field: 'Description' },
    ],
    actions: { key: 'sgActions', links: [{ key: 'leaveSg', label: 'sg.leave', dialog: 'leaveSecurityGroup' }] },
  },
};

export const instanceSecurityGroupDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'joinSecurityGroup',
    title: 'sg.join',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'group',
            label: 'sg.join.group',
            kind: 'select',
            required: true,
            requiredMessage: 'sg.err.join',
            param: 'SecurityGroupId',
            help: 'sg.join.help',
            options: {
              action: 'DescribeSecurityGroups',
              params: { VpcId: { row: 'VpcAttributes.VpcId' } },
              items: 'SecurityGroups.SecurityGroup',
              value: 'SecurityGroupId',
              label: '{SecurityGroupName} / {SecurityGroupId}',
            },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'JoinSecurityGroup', params: { InstanceId: id, SecurityGroupId: { field: 'group' } } }], toast: 'sg.toast.joined' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'leaveSecurityGroup',
    title: 'sg.leave.title',
    resourceLabel: 'SecurityGroupId',
    screens: [
      {
        key: 'confirm',
        resource: true,
        body: ['sg.leave.confirm'],
        // The row is the group; the instance is the page's (its route's id).
        submit: { label: 'common.ok', calls: [{ action: 'LeaveSecurityGroup', params: { InstanceId: { route: 'id' }, SecurityGroupId: { row: 'SecurityGroupId' } } }], toast: 'sg.toast.left' },
      },
    ],
  },
];

/** A security group's row link to the instances in it. */
export const manageInstancesAction = { key: 'manageInstances', label: 'sg.manageInstances', to: '/ecs/security-groups/{SecurityGroupId}/instances' } as const;

/** Instances in Security Group: the group's instances, Add Instance (upper right) and the selected ones' Remove from Security Group. */
export const securityGroupInstances: ListPageSpec = {
  kind: 'list',
  key: 'securityGroupInstances',
  route: '/ecs/security-groups/:id/instances',
  nav: 'securityGroups',
  title: 'sg.instances.title',
  source: {
    action: 'DescribeInstances',
    params: { SecurityGroupId: { route: 'id' } },
    items: 'Instances.Instance',
    id: 'InstanceId',
    name: 'InstanceName',
    total: 'TotalCount',
    paging: { number: 'PageNumber', size: 'PageSize' },
  },
  toolbar: {
    primary: { key: 'addInstance', label: 'sg.addInstance', dialog: 'addSecurityGroupInstance' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'col.idName', field: 'InstanceId', sub: 'InstanceName', cell: 'idName', link: '/ecs/instances/{InstanceId}' },
    { key: 'zone', title: 'col.zone', field: 'ZoneId', cell: 'zone' },
    { key: 'status', title: 'col.status', field: 'Status', cell: 'status', labels: 'status.', tones: TONES },
    { key: 'vpc', title: 'detail.vpc', field: 'VpcAttributes.VpcId' },
  ],
  batch: { key: 'batch', buttons: [{ key: 'removeInstances', label: 'sg.removeInstances', dialog: 'removeSecurityGroupInstances' }] },
  pageSizes: [10, 20, 50],
};

const group = { route: 'id' } as const;

export const securityGroupInstanceDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'addSecurityGroupInstance',
    title: 'sg.addInstance',
    screens: [
      {
        key: 'form',
        fields: [
          {
            key: 'instance',
            label: 'sg.addInstance.instance',
            kind: 'select',
            required: true,
            requiredMessage: 'sg.err.instance',
            param: 'InstanceId',
            help: 'sg.addInstance.help',
            options: { action: 'DescribeInstances', params: { PageSize: 100 }, items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceName} / {InstanceId}' },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'JoinSecurityGroup', params: { InstanceId: { field: 'instance' }, SecurityGroupId: group } }], toast: 'sg.toast.joined' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'removeSecurityGroupInstances',
    title: 'sg.removeInstances',
    screens: [
      {
        key: 'confirm',
        resource: true,
        body: ['sg.leave.confirm'],
        submit: { label: 'common.ok', calls: [{ action: 'LeaveSecurityGroup', params: { InstanceId: { item: 'InstanceId' }, SecurityGroupId: group }, each: '@rows' }], toast: 'sg.toast.left' },
      },
    ],
  },
];

export const securityGroupInstancePages: PageSpec[] = [securityGroupInstances, ...securityGroupInstanceDialogs];
