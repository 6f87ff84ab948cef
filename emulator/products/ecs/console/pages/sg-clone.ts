// Clone a security group (克隆): the security group list's row action opens a dialog with the target region, the new
// group's name and its network (VPC, and a VPC of that region); OK creates the group there (CreateSecurityGroup,
// with the source's type and description) and copies the source's address rules into it, one
// AuthorizeSecurityGroup / AuthorizeSecurityGroupEgress per rule. Sources: emulator/console-facts/ecs.md, "Clone a
// security group".
import type { ActionSpec, DialogSpec } from '../../../../console/kinds/spec';

const NAME = '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
const target = { field: 'region' } as const;

export const cloneAction: ActionSpec = { key: 'clone', label: 'sg.clone', dialog: 'cloneSecurityGroup' };

const rule = (direction: 'inbound' | 'outbound') => ({
  action: direction === 'inbound' ? 'AuthorizeSecurityGroup' : 'AuthorizeSecurityGroupEgress',
  each: `rules.${direction}`,
  params: {
    RegionId: target,
    SecurityGroupId: { result: 'SecurityGroupId' },
    IpProtocol: { item: 'IpProtocol' },
    PortRange: { item: 'PortRange' },
    [direction === 'inbound' ? 'SourceCidrIp' : 'DestCidrIp']: { item: direction === 'inbound' ? 'SourceCidrIp' : 'DestCidrIp' },
    Policy: { item: 'Policy' },
    Priority: { item: 'Priority' },
    Description: { item: 'Description' },
  },
});

export const cloneSecurityGroup: DialogSpec = {
  kind: 'dialog',
  key: 'cloneSecurityGroup',
  title: 'sg.clone.title',
  screens: [
    {
      key: 'clone',
      resource: true,
      fields: [
        {
          key: 'region',
          label: 'sg.clone.region',
          kind: 'select',
          required: true,
          requiredMessage: 'sg.clone.err.region',
          param: 'RegionId',
          options: { action: 'DescribeRegions', items: 'Regions.Region', value: 'RegionId', label: '{label:region.RegionId}', pageSize: false },
        },
        { key: 'name', label: 'sg.name', kind: 'text', required: true, requiredMessage: 'sg.err.name', param: 'SecurityGroupName', help: 'sg.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'sg.err.nameFormat' }] },
        // The emulator's security groups are all in VPCs: the classic network of the 2018–2019 dialog is not offered.
        { key: 'networkType', label: 'sg.clone.networkType', kind: 'radio', default: 'vpc', options: [{ value: 'vpc', label: 'sg.clone.networkType.vpc' }] },
        {
          key: 'vpc',
          label: 'sg.clone.vpc',
          kind: 'select',
          required: true,
          requiredMessage: 'sg.err.vpc',
          param: 'VpcId',
          options: { product: 'Vpc', action: 'DescribeVpcs', params: { RegionId: target }, items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' },
        },
        { key: 'rules', label: 'sg.clone.rules', kind: 'custom', component: 'cloneRules' },
      ],
      submit: {
        label: 'common.ok',
        calls: [
          {
            action: 'CreateSecurityGroup',
            params: {
              RegionId: target, VpcId: { field: 'vpc' }, SecurityGroupName: { field: 'name' },
              SecurityGroupType: { row: 'SecurityGroupType' }, Description: { row: 'Description' },
            },
          },
          rule('inbound'),
          rule('outbound'),
        ],
        toast: 'sg.clone.toast',
      },
    },
  ],
};
