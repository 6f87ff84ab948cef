import { useEffect, useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import type { CustomPageProps } from '../../../../console/kinds/context';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import { useEcs } from '../useEcs';
import { AccessRuleTable } from './AccessRuleTable';
import { DeleteRuleDialog, QuickAddDialog, RuleDialog, type Direction, type Permission, type RulesOptions } from './RuleDialogs';
import { ruleParams, validateRules, type Rule, type RuleErrors } from './rules';

type Attribute = { SecurityGroupName?: string; VpcId?: string; Permissions?: { Permission?: Permission[] } };
type Open = { kind: 'add' | 'quick' } | { kind: 'edit' | 'delete'; rule: Permission };

/**
 * `/ecs/security-groups/:id`: a security group's rules (DescribeSecurityGroupAttribute) with Add Rule, Quick Add and
 * each rule's Edit and Delete. What it offers comes from its page description's options, which the console
 * generations patch: direction tabs or one list, a rule dialog or editable rows saved in place.
 */
export function SecurityGroupRulesPage({ spec, params }: CustomPageProps) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const options = spec.options as RulesOptions;
  const [direction, setDirection] = useState<Direction>('ingress');
  const [open, setOpen] = useState<Open | null>(null);
  const [drafts, setDrafts] = useState<Rule[]>([]);
  const [draftErrors, setDraftErrors] = useState<RuleErrors>({});
  const attr = useApiQuery<Attribute>('Ecs', 'DescribeSecurityGroupAttribute', { RegionId: regionId, SecurityGroupId: params.id });
  useEffect(() => {
    if (attr.error) notifyApiError(attr.error, t);
  }, [attr.error, t]);
  const perms = attr.data?.Permissions?.Permission ?? [];
  const quickAdd = options.quickAddLabel;
  const rulesOptions = options;
  const common = {
    groupId: params.id, direction, t,
    onClose: () => setOpen(null),
    onDone: () => { setOpen(null); attr.reload(); },
  };
  // A new rule starts as Custom TCP where the console offers it, as the consoles do.
  const defaultProtocol = options.protocols.includes('custom_tcp') ? 'custom_tcp' : options.protocols[0];
  const add = () => (options.add === 'row' ? setDrafts((d) => [...d, { id: Date.now(), policy: 'accept', priority: 1, protocol: defaultProtocol, portRange: '', cidr: '', description: '' }]) : setOpen({ kind: 'add' }));
  const save = async (rule: Rule) => {
    const found = validateRules([rule], { port: t('sg.err.port'), cidr: t('sg.err.cidr') });
    setDraftErrors(found);
    if (Object.keys(found).length) return;
    const ingress = direction === 'ingress';
    // A row with several port ranges or authorization objects adds a rule for each, one call after another.
    let done = true;
    for (const one of ruleParams(rule, ingress ? 'in' : 'out')) {
      done = await runAction('Ecs', ingress ? 'AuthorizeSecurityGroup' : 'AuthorizeSecurityGroupEgress', { RegionId: regionId, SecurityGroupId: params.id, ...one }, t, t('sg.rule.toast.added'));
      if (!done) break;
    }
    if (done) {
      setDrafts((d) => d.filter((x) => x.id !== rule.id));
      attr.reload();
    }
  };
  const table = (dir: Direction | null) => (
    <>
      <div className="list-toolbar">
        <Button type="primary" onClick={add}>{t(options.addLabel)}</Button>
        {quickAdd && <Button onClick={() => setOpen({ kind: 'quick' })}>{t(options.quickAddLabel!)}</Button>}
        <div className="toolbar-spacer" />
        <Button aria-label={t('common.refresh')} title={t('common.refresh')} className="icon-button" onClick={attr.reload}>
          <span className="icon-refresh" aria-hidden />
        </Button>
      </div>
      {options.add === 'row' && drafts.length > 0 && (
        <AccessRuleTable rules={drafts} onChange={setDrafts} errors={draftErrors} direction={dir === 'egress' ? 'out' : 'in'} t={t} protocols={options.protocols} priority={rulesOptions.priority}
          rowActions={(r) => (
            <>
              <Button text type="primary" onClick={() => void save(r)}>{t('sg.rule.save')}</Button>
              <Button text type="primary" onClick={() => setDrafts((d) => d.filter((x) => x.id !== r.id))}>{t('common.cancel')}</Button>
            </>
          )} />
      )}
      <Table dataSource={perms.filter((p) => dir === null || (p.Direction ?? 'ingress') === dir)} loading={attr.loading} emptyContent={t('common.noData')}
        primaryKey="SecurityGroupRuleId" aria-label={t(dir === null ? 'sg.rules.title' : dir === 'ingress' ? 'sg.rule.in' : 'sg.rule.out')}>
        {dir === null && <Table.Column title={t('sg.rule.direction')} dataIndex="Direction" cell={(v?: string) => t(v === 'egress' ? 'sg.rule.out' : 'sg.rule.in')} />}
        <Table.Column title={t('sg.rule.action')} dataIndex="Policy" cell={(v?: string) => t(v?.toLowerCase() === 'drop' ? 'sg.rule.deny' : 'sg.rule.allow')} />
        <Table.Column title={t('sg.rule.priority')} dataIndex="Priority" />
        <Table.Column title={t('sg.rule.protocol')} dataIndex="IpProtocol" cell={(v?: string) => (v ?? '').toUpperCase()} />
        <Table.Column title={t('sg.rule.port')} dataIndex="PortRange" />
        <Table.Column title={t(dir === 'egress' ? 'sg.rule.dest' : 'sg.rule.source')} cell={(_: unknown, __: number, p: Permission) => p.SourceCidrIp || p.DestCidrIp || p.SourceGroupId || p.DestGroupId || t('common.none')} />
        <Table.Column title={t('sg.rule.description')} dataIndex="Description" cell={(v?: string) => v || t('common.none')} />
        <Table.Column title={t('sg.col.created')} dataIndex="CreateTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, p: Permission) => (
            <div className="row-actions">
              {options.edit && <Button text type="primary" onClick={() => { setDirection((p.Direction as Direction) ?? 'ingress'); setOpen({ kind: 'edit', rule: p }); }}>{t('sg.rule.edit')}</Button>}
              <Button text type="primary" onClick={() => { setDirection((p.Direction as Direction) ?? 'ingress'); setOpen({ kind: 'delete', rule: p }); }}>{t('sg.rule.delete')}</Button>
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
        backLabel={t('common.back')}
        crumbs={[{ label: t('nav.securityGroups'), to: '/ecs/security-groups' }, { label: params.id }]}
      />
      {options.tabs ? (
        <Tab shape="wrapped" activeKey={direction === 'ingress' ? 'in' : 'out'} onChange={(k: string | number) => { setDirection(k === 'out' ? 'egress' : 'ingress'); setDrafts([]); }}>
          <Tab.Item key="in" title={t('sg.rule.in')}>
            {table('ingress')}
          </Tab.Item>
          <Tab.Item key="out" title={t('sg.rule.out')}>
            {table('egress')}
          </Tab.Item>
        </Tab>
      ) : (
        table(null)
      )}
      {open?.kind === 'add' && <RuleDialog {...common} options={rulesOptions} />}
      {open?.kind === 'edit' && <RuleDialog {...common} rule={open.rule} options={{ ...rulesOptions, tabs: true }} />}
      {open?.kind === 'quick' && <QuickAddDialog {...common} title={t('sg.quick.title')} />}
      {open?.kind === 'delete' && <DeleteRuleDialog {...common} rule={open.rule} />}
    </div>
  );
}
