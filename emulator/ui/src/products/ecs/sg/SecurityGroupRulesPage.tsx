import { useEffect } from 'react';
import { Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../components/PageHeader';
import { notifyApiError } from '../../../lib/apiErrors';
import { useConsole } from '../../../lib/ConsoleContext';
import { useApiQuery } from '../../../lib/useApiQuery';
import type { PageProps } from '../../types';
import { useEcs } from '../useEcs';

type Permission = {
  Direction?: string;
  Policy?: string;
  Priority?: string | number;
  IpProtocol?: string;
  PortRange?: string;
  SourceCidrIp?: string;
  DestCidrIp?: string;
  Description?: string;
};
type Attribute = { SecurityGroupName?: string; VpcId?: string; Permissions?: { Permission?: Permission[] } };

/** `/ecs/security-groups/:id`: the group's rules (DescribeSecurityGroupAttribute), inbound and outbound. */
export function SecurityGroupRulesPage({ params }: PageProps) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const attr = useApiQuery<Attribute>('Ecs', 'DescribeSecurityGroupAttribute', { RegionId: regionId, SecurityGroupId: params.id });
  useEffect(() => {
    if (attr.error) notifyApiError(attr.error, t);
  }, [attr.error, t]);
  const perms = attr.data?.Permissions?.Permission ?? [];
  const table = (dir: 'ingress' | 'egress') => (
    <Table dataSource={perms.filter((p) => (p.Direction ?? 'ingress') === dir)} loading={attr.loading} emptyContent={t('common.noData')}>
      <Table.Column title={t('sg.rule.action')} dataIndex="Policy" cell={(v?: string) => t(v?.toLowerCase() === 'drop' ? 'sg.rule.deny' : 'sg.rule.allow')} />
      <Table.Column title={t('sg.rule.priority')} dataIndex="Priority" />
      <Table.Column title={t('sg.rule.protocol')} dataIndex="IpProtocol" cell={(v?: string) => (v ?? '').toUpperCase()} />
      <Table.Column title={t('sg.rule.port')} dataIndex="PortRange" />
      <Table.Column title={t(dir === 'ingress' ? 'sg.rule.source' : 'sg.rule.dest')} cell={(_: unknown, __: number, p: Permission) => p.SourceCidrIp || p.DestCidrIp || t('common.none')} />
      <Table.Column title={t('sg.rule.description')} dataIndex="Description" />
    </Table>
  );
  return (
    <div className="page">
      <PageHeader
        title={attr.data?.SecurityGroupName || params.id}
        back="/ecs/security-groups"
        crumbs={[{ label: t('nav.securityGroups'), to: '/ecs/security-groups' }, { label: params.id }]}
      />
      <Tab shape="wrapped" defaultActiveKey="in">
        <Tab.Item key="in" title={t('sg.rule.in')}>
          {table('ingress')}
        </Tab.Item>
        <Tab.Item key="out" title={t('sg.rule.out')}>
          {table('egress')}
        </Tab.Item>
      </Tab>
    </div>
  );
}
