import type { ReactNode } from 'react';
import { Button, Input, NumberPicker, Select, Table } from '@alifd/next';
import type { Translate } from '../../../../console/src/lib/vocabulary';
import { PROTOCOLS, newRule, type ProtocolKey, type Rule, type RuleErrors } from './rules';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = {
  rules: Rule[];
  onChange: (rules: Rule[]) => void;
  errors: RuleErrors;
  direction: 'in' | 'out';
  t: Translate;
  /** The Protocol Type options, in order. */
  protocols: ProtocolKey[];
  /** Whether the rows have a Priority column. */
  priority: boolean;
  /** The row's Actions cell; default a Delete link. */
  rowActions?: (rule: Rule) => ReactNode;
  /** The button under the table that adds a row; absent: no button (rows are added elsewhere). */
  addLabel?: string;
};

/** The editable rule list of one direction of the Access Rule section. */
export function AccessRuleTable({ rules, onChange, errors, direction, t, protocols, priority, rowActions, addLabel }: Props) {
  const update = (id: number, patch: Partial<Rule>) => onChange(rules.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const err = (text?: string) =>
    text ? (
      <div className="next-form-item-help field-error" role="alert">
        {text}
      </div>
    ) : null;
  return (
    <div className="rule-editor">
      <Table dataSource={rules} primaryKey="id" emptyContent={t('sg.rule.empty')} aria-label={t(`sg.rule.${direction}`)}>
        <Table.Column
          title={t('sg.rule.action')}
          width={120}
          cell={(_: unknown, __: number, r: Rule) => (
            <Select
              aria-label={t('sg.rule.action')}
              value={r.policy}
              onChange={onValue<Rule['policy']>((v) => update(r.id, { policy: v }))}
              dataSource={[
                { value: 'accept', label: t('sg.rule.allow') },
                { value: 'drop', label: t('sg.rule.deny') },
              ]}
              style={{ width: 100 }}
            />
          )}
        />
        {priority && (
          <Table.Column
            title={t('sg.rule.priority')}
            width={110}
            cell={(_: unknown, __: number, r: Rule) => (
              <NumberPicker aria-label={t('sg.rule.priority')} value={r.priority} min={1} max={100} onChange={onValue<number>((v) => update(r.id, { priority: v }))} style={{ width: 90 }} />
            )}
          />
        )}
        <Table.Column
          title={t('sg.rule.protocol')}
          width={170}
          cell={(_: unknown, __: number, r: Rule) => (
            <Select
              aria-label={t('sg.rule.protocol')}
              value={r.protocol}
              onChange={onValue<ProtocolKey>((v) => update(r.id, { protocol: v, portRange: PROTOCOLS[v].port ?? '' }))}
              dataSource={protocols.map((k) => ({ value: k, label: t(`sg.proto.${k}`) }))}
              style={{ width: 150 }}
            />
          )}
        />
        <Table.Column
          title={t('sg.rule.port')}
          width={170}
          cell={(_: unknown, __: number, r: Rule) => (
            <div>
              <Input
                aria-label={t('sg.rule.port')}
                value={r.portRange}
                disabled={Boolean(PROTOCOLS[r.protocol].port)}
                placeholder={t('sg.rule.port.placeholder')}
                onChange={onValue<string>((v) => update(r.id, { portRange: v }))}
                state={errors[r.id]?.portRange ? 'error' : undefined}
                style={{ width: 150 }}
              />
              {err(errors[r.id]?.portRange)}
            </div>
          )}
        />
        <Table.Column
          title={t(direction === 'in' ? 'sg.rule.source' : 'sg.rule.dest')}
          width={190}
          cell={(_: unknown, __: number, r: Rule) => (
            <div>
              <Input
                aria-label={t(direction === 'in' ? 'sg.rule.source' : 'sg.rule.dest')}
                value={r.cidr}
                placeholder={t('sg.rule.cidr.placeholder')}
                onChange={onValue<string>((v) => update(r.id, { cidr: v }))}
                state={errors[r.id]?.cidr ? 'error' : undefined}
                style={{ width: 170 }}
              />
              {err(errors[r.id]?.cidr)}
            </div>
          )}
        />
        <Table.Column
          title={t('sg.rule.description')}
          width={160}
          cell={(_: unknown, __: number, r: Rule) => (
            <Input aria-label={t('sg.rule.description')} value={r.description} onChange={onValue<string>((v) => update(r.id, { description: v }))} style={{ width: 140 }} />
          )}
        />
        <Table.Column
          title={t('common.actions')}
          width={90}
          cell={(_: unknown, __: number, r: Rule) =>
            rowActions ? (
              <div className="row-actions">{rowActions(r)}</div>
            ) : (
              <Button text type="primary" onClick={() => onChange(rules.filter((x) => x.id !== r.id))}>
                {t('sg.rule.delete')}
              </Button>
            )
          }
        />
      </Table>
      {addLabel && (
        <Button className="add-rule" onClick={() => onChange([...rules, newRule()])}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
