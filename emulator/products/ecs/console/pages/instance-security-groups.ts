// An instance's security groups: the instance page's Security Groups tab (`ecs@2019`'s left-side pane entry) with
// Add to Security Group and each group's Remove (JoinSecurityGroup / LeaveSecurityGroup). Sources: the dated
// help-center pages in the product README ("An instance's security groups").
import type { DialogSpec, TabSpec } from '../../../../console/kinds/spec';
import { id, settled } from './instance-status';

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
