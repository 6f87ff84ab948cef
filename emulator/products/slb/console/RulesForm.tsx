import { useState } from 'react';
import { Button, Form, Input, Select } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { VServerGroupSummary } from './types';

type Row = { domain: string; url: string; group: string; note: string };
const EMPTY: Row = { domain: '', url: '', group: '', note: '' };
const RULE_NAME = /^[A-Za-z0-9._/-]{1,80}$/;

/** The rule's name: the description when the API takes it as one, else one made of the domain and the URL. */
const ruleName = (r: Row) => (RULE_NAME.test(r.note) ? r.note : `${r.domain}${r.url}`.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 80));

export type Props = {
  loadBalancerId: string;
  regionId: string;
  listenerPort: number;
  listenerProtocol: string;
  groups: VServerGroupSummary[];
  t: Translate;
  /** The submit button's label: Add Forwarding Rules on the page (2021), OK in the 2019 dialog; none when a dialog submits. */
  submitLabel?: string;
  /** Set by a dialog: it calls the returned submit itself. */
  bindSubmit?: (submit: () => Promise<boolean>) => void;
  onDone: () => void;
};

/**
 * The rows of new forwarding rules (Domain Name, URL, VServer Group, Description) with Add Domain (another domain)
 * and Add Rule (another URL under the last domain); submitted as one CreateRules call.
 */
export function RulesForm({ loadBalancerId, regionId, listenerPort, listenerProtocol, groups, t, submitLabel, bindSubmit, onDone }: Props) {
  const [rows, setRows] = useState<Row[]>([EMPTY]);
  const [error, setError] = useState('');
  const set = (i: number, patch: Partial<Row>) => (setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))), setError(''));
  const submit = async () => {
    const filled = rows.filter((r) => r.domain.trim() || r.url.trim());
    if (!filled.length) return (setError(t('rules.err.domainOrUrl')), false);
    if (filled.some((r) => !r.group)) return (setError(t('rules.err.group')), false);
    const list = filled.map((r) => ({ RuleName: ruleName(r), ...(r.domain.trim() ? { Domain: r.domain.trim() } : {}), ...(r.url.trim() ? { Url: r.url.trim() } : {}), VServerGroupId: r.group }));
    const ok = await runAction('Slb', 'CreateRules', { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: listenerPort, ListenerProtocol: listenerProtocol, RuleList: JSON.stringify(list) }, t, t('rules.done'));
    if (ok) {
      setRows([EMPTY]);
      onDone();
    }
    return ok;
  };
  bindSubmit?.(submit);
  return (
    <Form labelAlign="top" aria-label={t('rules.add')}>
      {rows.map((r, i) => (
        <div key={i} className="field-row" role="group" aria-label={`${t('rules.rule')} ${i + 1}`}>
          <Form.Item label={t('rules.domain')} extra={<span className="field-help">{t('rules.domain.help')}</span>}>
            <Input aria-label={t('rules.domain')} value={r.domain} onChange={onValue<string>((v) => set(i, { domain: v }))} />
          </Form.Item>
          <Form.Item label={t('rules.url')} extra={<span className="field-help">{t('rules.url.help')}</span>}>
            <Input aria-label={t('rules.url')} value={r.url} onChange={onValue<string>((v) => set(i, { url: v }))} />
          </Form.Item>
          <Form.Item label={t('rules.group')} required>
            <Select aria-label={t('rules.group')} placeholder={t('common.pleaseSelect')} value={r.group || undefined} dataSource={groups.map((g) => ({ value: g.VServerGroupId, label: g.VServerGroupName }))} onChange={onValue<string>((v) => set(i, { group: v }))} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('rules.note')}>
            <Input aria-label={t('rules.note')} value={r.note} maxLength={80} onChange={onValue<string>((v) => set(i, { note: v }))} />
          </Form.Item>
        </div>
      ))}
      {error && <div className="field-error" role="alert">{error}</div>}
      <div className="row-actions">
        <Button text type="primary" onClick={() => setRows([...rows, EMPTY])}>
          {t('rules.addDomain')}
        </Button>
        <Button text type="primary" onClick={() => setRows([...rows, { ...EMPTY, domain: rows[rows.length - 1].domain }])}>
          {t('rules.addRule')}
        </Button>
      </div>
      {submitLabel && (
        <Button type="primary" onClick={() => void submit()}>
          {submitLabel}
        </Button>
      )}
    </Form>
  );
}
