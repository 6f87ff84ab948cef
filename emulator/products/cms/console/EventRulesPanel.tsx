import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { indexed } from './cmsApi';
import { EventRuleDialog } from './EventRuleDialog';
import { EventTestDialog } from './EventTestDialog';
import { RuleChangeDialog, ToggleDelete, type ChangeKind, type RuleChange } from './RuleChange';
import type { DescribeEventRuleList, EventRule } from './types';

export type Props = { t: Translate; kind?: 'SYSTEM' | 'CUSTOM' };

type Pending = { kind: ChangeKind; rule: EventRule } | null;

/**
 * The event alert rules (the Event Alert tab of Alert Rules, and Event Monitoring > Alert Rules): Create Event Alert,
 * and per rule test (system events), Modify, Disable or Enable, Delete. `kind` shows only system or custom rules.
 */
export function EventRulesPanel({ t, kind }: Props) {
  const list = useApiQuery<DescribeEventRuleList>('Cms', 'DescribeEventRuleList', { PageSize: 100 });
  const [editing, setEditing] = useState<{ rule?: EventRule } | null>(null);
  const [testing, setTesting] = useState<EventRule | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  useQueryErrors(t, list.error);
  const rules = (list.data?.EventRules?.EventRule ?? []).filter((r) => !kind || r.EventType === kind);
  const describe = (r: EventRule) =>
    r.EventPattern.EventPattern.map((e) => {
      const names = (e.NameList?.NameList ?? []).filter((n) => n !== '*');
      const levels = (e.LevelList?.LevelList ?? []).filter((n) => n !== '*');
      return [t.has(`event.product.${e.Product}`) ? t(`event.product.${e.Product}`) : e.Product, names.join(', ') || t('event.eventName.all'), levels.join(', ')].filter(Boolean).join(' · ');
    }).join('; ');
  const confirm: RuleChange | null = pending && {
    title: t(`event.${pending.kind}.title`),
    text: t(`event.${pending.kind}.confirm`, { name: pending.rule.Name }),
    action: { disable: 'DisableEventRules', enable: 'EnableEventRules', delete: 'DeleteEventRules' }[pending.kind],
    params: indexed('RuleNames', [pending.rule.Name]),
    done: t({ disable: 'toast.eventRuleDisabled', enable: 'toast.eventRuleEnabled', delete: 'toast.eventRuleDeleted' }[pending.kind]),
  };

  return (
    <>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setEditing({})}>
          {t('event.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rules} loading={list.loading} primaryKey="Name" emptyContent={t('common.noData')} aria-label={t('event.list')}>
        <Table.Column title={t('event.col.name')} dataIndex="Name" />
        <Table.Column title={t('event.col.enabled')} cell={(_: unknown, __: number, r: EventRule) => <StatusTag label={t(`enabled.${r.State === 'ENABLED'}`)} tone={r.State === 'ENABLED' ? 'success' : 'stopped'} />} />
        <Table.Column title={t('event.col.kind')} cell={(_: unknown, __: number, r: EventRule) => t(r.EventType === 'SYSTEM' ? 'event.kind.system' : 'event.kind.custom')} />
        <Table.Column title={t('event.col.description')} cell={(_: unknown, __: number, r: EventRule) => describe(r)} />
        <Table.Column
          title={t('common.actions')}
          width={240}
          cell={(_: unknown, __: number, r: EventRule) => (
            <div className="row-actions">
              {r.EventType === 'SYSTEM' && (
                <Button text type="primary" onClick={() => setTesting(r)}>
                  {t('event.test')}
                </Button>
              )}
              <Button text type="primary" onClick={() => setEditing({ rule: r })}>
                {t('action.modify')}
              </Button>
              <ToggleDelete enabled={r.State === 'ENABLED'} t={t} onPick={(kind) => setPending({ kind, rule: r })} />
            </div>
          )}
        />
      </Table>
      {editing && <EventRuleDialog rule={editing.rule} kind={kind} t={t} onClose={() => setEditing(null)} onDone={list.reload} />}
      {testing && <EventTestDialog rule={testing} t={t} onClose={() => setTesting(null)} />}
      {confirm && <RuleChangeDialog change={confirm} t={t} onClose={() => setPending(null)} onDone={list.reload} />}
    </>
  );
}
