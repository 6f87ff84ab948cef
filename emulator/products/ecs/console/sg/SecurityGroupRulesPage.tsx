import { useEffect, useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../../console/src/lib/product';
import { useEcs } from '../useEcs';
import { DeleteRuleDialog, QuickAddDialog, RuleDialog, type Direction, type Permission } from './RuleDialogs';

type Attribute = { SecurityGroupName?: string; VpcId?: string; Permissions?: { Permission?: Permission[] } };
type Open = { kind: 'add' | 'quick' } | { kind: 'edit' | 'delete'; rule: Permission };

/**
 * `/ecs/security-groups/:id` (Manage Rules): the group's rules (DescribeSecurityGroupAttribute), inbound and
 * outbound, with Add Rule, Quick Add and each rule's Edit and Delete.
 */
export function SecurityGroupRulesPage({ params }: PageProps) {
  const { t, flag } = useEcs();
  const { regionId } = useConsole();
  const [direction, setDirection] = useState<Direction>('ingress');
  const [open, setOpen] = useState<Open | null>(null);
  const attr = useApiQuery<Attribute>('Ecs', 'DescribeSecurityGroupAttribute', { RegionId: regionId, SecurityGroupId: params.id });
  useEffect(() => {
    if (attr.error) notifyApiError(attr.error, t);
  }, [attr.error, t]);
  const perms = attr.data?.Permissions?.Permission ?? [];
  const quickAdd = !flag('sgNoQuickAdd');
  const common = {
    groupId: params.id, direction, t,
    onClose: () => setOpen(null),
    onDone: () => { setOpen(null); attr.reload(); },
  };
  const table = (dir: Direction) => (
    <>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setOpen({ kind: 'add' })}>{t('sg.rule.addManual')}</Button>
        {quickAdd && <Button onClick={() => setOpen({ kind: 'quick' })}>{t('sg.rule.quickAdd')}</Button>}
        <div className="toolbar-spacer" />
        <Button onClick={attr.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={perms.filter((p) => (p.Direction ?? 'ingress') === dir)} loading={attr.loading} emptyContent={t('common.noData')}
        primaryKey="SecurityGroupRuleId" aria-label={t(dir === 'ingress' ? 'sg.rule.in' : 'sg.rule.out')}>
        <Table.Column title={t('sg.rule.action')} dataIndex="Policy" cell={(v?: string) => t(v?.toLowerCase() === 'drop' ? 'sg.rule.deny' : 'sg.rule.allow')} />
        <Table.Column title={t('sg.rule.priority')} dataIndex="Priority" />
        <Table.Column title={t('sg.rule.protocol')} dataIndex="IpProtocol" cell={(v?: string) => (v ?? '').toUpperCase()} />
        <Table.Column title={t('sg.rule.port')} dataIndex="PortRange" />
        <Table.Column title={t(dir === 'ingress' ? 'sg.rule.source' : 'sg.rule.dest')} cell={(_: unknown, __: number, p: Permission) => p.SourceCidrIp || p.DestCidrIp || t('common.none')} />
        <Table.Column title={t('sg.rule.description')} dataIndex="Description" cell={(v?: string) => v || t('common.none')} />
        <Table.Column title={t('sg.col.created')} dataIndex="CreateTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, p: Permission) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setOpen({ kind: 'edit', rule: p })}>{t('sg.rule.edit')}</Button>
              <Button text type="primary" onClick={() => setOpen({ kind: 'delete', rule: p })}>{t('sg.rule.delete')}</Button>
            </div>
          )}
        />
      </Table>
    </>
  );
  return (
    <div className="page">
      <PageHeader
        title={attr.data?.SecurityGroupName || params.id}
        back="/ecs/security-groups"
        crumbs={[{ label: t('nav.securityGroups'), to: '/ecs/security-groups' }, { label: params.id }]}
      />
      <Tab shape="wrapped" activeKey={direction === 'ingress' ? 'in' : 'out'} onChange={(k: string | number) => setDirection(k === 'out' ? 'egress' : 'ingress')}>
        <Tab.Item key="in" title={t('sg.rule.in')}>
          {table('ingress')}
        </Tab.Item>
        <Tab.Item key="out" title={t('sg.rule.out')}>
          {table('egress')}
        </Tab.Item>
      </Tab>
      {open?.kind === 'add' && <RuleDialog {...common} showPriority={!flag('sgRuleNoPriority')} />}
      {open?.kind === 'edit' && <RuleDialog {...common} rule={open.rule} showPriority={!flag('sgRuleNoPriority')} />}
      {open?.kind === 'quick' && <QuickAddDialog {...common} />}
      {open?.kind === 'delete' && <DeleteRuleDialog {...common} rule={open.rule} />}
    </div>
  );
}
