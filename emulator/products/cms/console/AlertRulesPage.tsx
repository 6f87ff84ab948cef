import { useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import type { PageProps } from '../../../console/src/lib/product';
import { navigate, setQuery } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { indexed } from './cmsApi';
import { EventRulesPanel } from './EventRulesPanel';
import { RuleChangeDialog, ToggleDelete, type ChangeKind, type RuleChange } from './RuleChange';
import { instancesOf, levelOf, OPERATORS, type DescribeMetricRuleList, type Rule } from './types';
import { useCms } from './useCms';

type Pending = { kind: ChangeKind; rule: Rule } | null;

function describeRule(rule: Rule, t: Translate): string {
  const e = rule.Escalations[levelOf(rule)];
  const metric = t.has(`metric.${rule.MetricName}`) ? t(`metric.${rule.MetricName}`) : rule.MetricName;
  return t('rule.describe', {
    metric,
    statistics: t(`stat.${e.Statistics ?? 'Average'}`),
    operator: OPERATORS[e.ComparisonOperator ?? ''] ?? e.ComparisonOperator ?? '',
    threshold: e.Threshold ?? '',
    times: e.Times ?? 1,
  });
}

const TONE = { OK: 'success', ALARM: 'error', INSUFFICIENT_DATA: 'pending' } as const;

/**
 * `/cms/alert-rules[?tab=event]`: the tabs Threshold Value Alert (the metric alert rules, with Modify, Disable (or
 * Enable) and Delete in each row) and Event Alert (the event alert rules).
 */
export function AlertRulesPage({ query }: PageProps) {
  const { t } = useCms();
  const tab = query.get('tab') === 'event' ? 'event' : 'threshold';
  const [pending, setPending] = useState<Pending>(null);
  const list = useApiQuery<DescribeMetricRuleList>('Cms', 'DescribeMetricRuleList', { PageSize: 100 }, {
    pollWhile: (d) => (d.Alarms?.Alarm ?? []).some((r) => r.AlertState === 'INSUFFICIENT_DATA'),
  });
  useQueryErrors(t, list.error);

  const confirm: RuleChange | null = pending && {
    disable: { title: t('rule.disable.title'), text: t('rule.disable.confirm', { name: pending.rule.RuleName }), action: 'DisableMetricRules', params: indexed('RuleId', [pending.rule.RuleId]), done: t('toast.ruleDisabled') },
    enable: { title: t('rule.enable.title'), text: t('rule.enable.confirm', { name: pending.rule.RuleName }), action: 'EnableMetricRules', params: indexed('RuleId', [pending.rule.RuleId]), done: t('toast.ruleEnabled') },
    delete: { title: t('rule.delete.title'), text: t('rule.delete.confirm', { name: pending.rule.RuleName }), action: 'DeleteMetricRules', params: indexed('Id', [pending.rule.RuleId]), done: t('toast.ruleDeleted') },
  }[pending.kind];

  return (
    <div className="page">
      <PageHeader title={t('nav.alertRules')} />
      <Tab shape="wrapped" activeKey={tab} onChange={(key) => setQuery({ tab: key === 'event' ? 'event' : null })}>
        <Tab.Item key="threshold" title={t('rule.tab.threshold')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => navigate('/cms/alert-rules/create')}>
              {t('rule.create')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={list.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={list.data?.Alarms?.Alarm ?? []} loading={list.loading} primaryKey="RuleId" emptyContent={t('common.noData')} aria-label={t('nav.alertRules')}>
            <Table.Column
              title={t('rule.col.name')}
              cell={(_: unknown, __: number, r: Rule) => (
                <div className="cell-lines">
                  <span>{r.RuleName}</span>
                  <div className="cell-sub">{r.RuleId}</div>
                </div>
              )}
            />
            <Table.Column title={t('rule.col.state')} cell={(_: unknown, __: number, r: Rule) => <StatusTag label={t(`state.${r.AlertState}`)} tone={TONE[r.AlertState as keyof typeof TONE] ?? 'pending'} />} />
            <Table.Column title={t('rule.col.enabled')} cell={(_: unknown, __: number, r: Rule) => <StatusTag label={t(`enabled.${r.EnableState}`)} tone={r.EnableState ? 'success' : 'stopped'} />} />
            <Table.Column title={t('rule.col.product')} cell={() => t('rule.productEcs')} />
            <Table.Column
              title={t('rule.col.resources')}
              cell={(_: unknown, __: number, r: Rule) => {
                const ids = instancesOf(r.Resources);
                return ids.length ? ids.join(', ') : t('resources.all');
              }}
            />
            <Table.Column title={t('rule.col.description')} cell={(_: unknown, __: number, r: Rule) => describeRule(r, t)} />
            <Table.Column title={t('rule.col.groups')} cell={(_: unknown, __: number, r: Rule) => r.ContactGroups.split(',').join(', ')} />
            <Table.Column
              title={t('common.actions')}
              width={200}
              cell={(_: unknown, __: number, r: Rule) => (
                <div className="row-actions">
                  <Link to={`/cms/alert-rules/${encodeURIComponent(r.RuleId)}/modify`}>{t('action.modify')}</Link>
                  <ToggleDelete enabled={Boolean(r.EnableState)} t={t} onPick={(kind) => setPending({ kind, rule: r })} />
                </div>
              )}
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="event" title={t('rule.tab.event')}>
          <EventRulesPanel t={t} />
        </Tab.Item>
      </Tab>
      {confirm && <RuleChangeDialog change={confirm} t={t} onClose={() => setPending(null)} onDone={list.reload} />}
    </div>
  );
}
