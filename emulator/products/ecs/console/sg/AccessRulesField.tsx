// The Create Security Group form's Access Rule section: Inbound and Outbound tabs of editable rule rows. Its value
// is the rows as API rules by direction (`{inbound, outbound}`), which the form's calls send one by one.
import { useState } from 'react';
import { Tab } from '@alifd/next';
import type { CustomFieldProps } from '../../../../console/kinds/context';
import { useKinds } from '../../../../console/kinds/context';
import { AccessRuleTable } from './AccessRuleTable';
import { ruleParams, rulesValid, validateRules, type ProtocolKey, type Rule } from './rules';

export type AccessRules = { inbound: Record<string, unknown>[]; outbound: Record<string, unknown>[]; valid: boolean };

/** The field's check (`{rule: 'check', check: 'accessRules'}`): every row complete. */
export const accessRulesValid = (value: unknown) => (value as AccessRules | undefined)?.valid !== false;

export function AccessRulesField({ field, onChange, error }: CustomFieldProps) {
  const { t } = useKinds();
  const [inbound, setInbound] = useState<Rule[]>([]);
  const [outbound, setOutbound] = useState<Rule[]>([]);
  const protocols = ((field.options as { value: string }[] | undefined) ?? []).map((o) => o.value as ProtocolKey);
  const update = (nextIn: Rule[], nextOut: Rule[]) => {
    setInbound(nextIn);
    setOutbound(nextOut);
    onChange({
      inbound: nextIn.flatMap((r) => ruleParams(r, 'in')),
      outbound: nextOut.flatMap((r) => ruleParams(r, 'out')),
      valid: rulesValid([...nextIn, ...nextOut]),
    } satisfies AccessRules);
  };
  // Problems show once a submit found them (the form passes `error` then).
  const errors = error ? validateRules([...inbound, ...outbound], { port: t('sg.err.port'), cidr: t('sg.err.cidr') }) : {};
  const table = (direction: 'in' | 'out') => (
    <AccessRuleTable
      rules={direction === 'in' ? inbound : outbound}
      onChange={(rules) => (direction === 'in' ? update(rules, outbound) : update(inbound, rules))}
      errors={errors}
      direction={direction}
      t={t}
      protocols={protocols.length ? protocols : ['custom_tcp', 'custom_udp', 'ssh', 'http', 'https', 'rdp', 'icmp', 'all']}
      priority
      addLabel={t('sg.rule.add')}
    />
  );
  return (
    <Tab shape="wrapped" defaultActiveKey="in" className="access-rules">
      <Tab.Item key="in" title={t('sg.rule.in')}>
        {table('in')}
      </Tab.Item>
      <Tab.Item key="out" title={t('sg.rule.out')}>
        {table('out')}
      </Tab.Item>
    </Tab>
  );
}
