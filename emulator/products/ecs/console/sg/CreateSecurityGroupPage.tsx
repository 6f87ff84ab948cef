import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select, Tab } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { callApi } from '../../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../../console/src/lib/router';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { DescribeVpcs } from '../../../vpc/console/types';
import { useEcs } from '../useEcs';
import { AccessRuleTable } from './AccessRuleTable';
import { ruleParams, validateRules, type Rule, type RuleErrors } from './rules';
import { onValue } from '../../../../console/src/lib/onValue';

type Basic = { name: string; vpcId: string; type: '' | 'normal' | 'enterprise'; description: string };
type Field = keyof Basic;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const PARAM_FIELDS: Record<string, Field> = {
  SecurityGroupName: 'name',
  VpcId: 'vpcId',
  SecurityGroupType: 'type',
  Description: 'description',
};

/** `/ecs/security-groups/create`: Basic Information and Access Rule; CreateSecurityGroup then one AuthorizeSecurityGroup per rule. */
export function CreateSecurityGroupPage() {
  const { t, flag } = useEcs();
  const { regionId } = useConsole();
  const typeRequired = flag('sgTypeRequired');
  const [basic, setBasic] = useState<Basic>({ name: '', vpcId: '', type: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [inbound, setInbound] = useState<Rule[]>([]);
  const [outbound, setOutbound] = useState<Rule[]>([]);
  const [ruleErrors, setRuleErrors] = useState<RuleErrors>({});
  const [busy, setBusy] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });

  const set = (patch: Partial<Basic>) => {
    setBasic((b) => ({ ...b, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);

  const submit = async () => {
    const e: Partial<Record<Field, string>> = {};
    if (!basic.name.trim()) e.name = t('sg.err.name');
    else if (!/^[\p{L}][\p{L}\p{N}.:_-]{1,127}$/u.test(basic.name.trim())) e.name = t('sg.err.nameFormat');
    if (!basic.vpcId) e.vpcId = t('sg.err.vpc');
    if (typeRequired && !basic.type) e.type = t('sg.err.type');
    const re = validateRules([...inbound, ...outbound], { port: t('sg.err.port'), cidr: t('sg.err.cidr') });
    setErrors(e);
    setRuleErrors(re);
    if (Object.keys(e).length || Object.keys(re).length) return;
    setBusy(true);
    try {
      const res = await callApi<{ SecurityGroupId: string }>('Ecs', 'CreateSecurityGroup', {
        RegionId: regionId,
        VpcId: basic.vpcId,
        SecurityGroupName: basic.name.trim(),
        Description: basic.description || undefined,
        SecurityGroupType: basic.type || undefined,
      });
      const base = { RegionId: regionId, SecurityGroupId: res.SecurityGroupId };
      for (const r of inbound) await callApi('Ecs', 'AuthorizeSecurityGroup', { ...base, ...ruleParams(r, 'in') });
      for (const r of outbound) await callApi('Ecs', 'AuthorizeSecurityGroupEgress', { ...base, ...ruleParams(r, 'out') });
      Message.success(t('toast.sgCreated'));
      navigate('/ecs/security-groups');
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, PARAM_FIELDS);
      if (field) setErrors({ [field]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader
        title={t('sg.create.title')}
        back="/ecs/security-groups"
        crumbs={[{ label: t('nav.securityGroups'), to: '/ecs/security-groups' }, { label: t('sg.create.title') }]}
      />
      <FormSection title={t('sg.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('sg.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('sg.name.help')}</span>}>
            <Input aria-label={t('sg.name')} value={basic.name} maxLength={128} onChange={onValue<string>((v) => set({ name: v }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('sg.network')} required validateState={state('vpcId')} help={errors.vpcId}>
            <Select
              aria-label={t('sg.network')}
              value={basic.vpcId || undefined}
              placeholder={t('sg.network.placeholder')}
              onChange={onValue<string>((v) => set({ vpcId: v }))}
              dataSource={(vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId}` }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          {typeRequired && (
            <Form.Item label={t('sg.type')} required validateState={state('type')} help={errors.type}>
              <Radio.Group aria-label={t('sg.type')} value={basic.type} onChange={(v) => set({ type: v as Basic['type'] })}>
                <Radio value="normal">{t('sg.type.normal')}</Radio>
                <Radio value="enterprise">{t('sg.type.enterprise')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item label={t('sg.description')} validateState={state('description')} help={errors.description}>
            <Input.TextArea aria-label={t('sg.description')} value={basic.description} maxLength={256} onChange={onValue<string>((v) => set({ description: v }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('sg.section.rules')}>
        <Tab shape="wrapped" defaultActiveKey="in">
          <Tab.Item key="in" title={t('sg.rule.in')}>
            <AccessRuleTable rules={inbound} onChange={setInbound} errors={ruleErrors} direction="in" t={t} />
          </Tab.Item>
          <Tab.Item key="out" title={t('sg.rule.out')}>
            <AccessRuleTable rules={outbound} onChange={setOutbound} errors={ruleErrors} direction="out" t={t} />
          </Tab.Item>
        </Tab>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('sg.create.submit')}
        </Button>
        <Button onClick={() => navigate('/ecs/security-groups')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
