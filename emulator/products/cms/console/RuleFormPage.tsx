import { useEffect, useState } from 'react';
import { Button, CascaderSelect, Checkbox, Form, Input, Loading, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeInstances } from '../../ecs/console/types';
import type { PageProps } from '../../../console/src/lib/product';
import { callCms } from './cmsApi';
import { instancesOf, levelOf, LEVELS, METRICS, OPERATORS, type DescribeContactGroupList, type DescribeMetricRuleList, type Level } from './types';
import { useCms } from './useCms';

type Values = {
  /** A product leaf of the Product cascader (PRODUCTS), none at first; only ECS has metrics in the emulator. */
  product: string;
  range: 'all' | 'instances';
  instances: string[];
  name: string;
  metric: string;
  period: string;
  statistics: string;
  operator: string;
  threshold: string;
  times: string;
  level: Level | '';
  /** A second, lower level: a Warning alert at its own threshold, on the same metric and statistics. */
  warn: boolean;
  warnThreshold: string;
  groups: string[];
};
type Field = 'product' | 'instances' | 'name' | 'threshold' | 'groups' | 'level' | 'warnThreshold';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const WIDTH = { width: 420 };
const INITIAL: Values = {
  product: '', range: 'all', instances: [], name: '', metric: 'CPUUtilization', period: '60', statistics: 'Average',
  operator: 'GreaterThanOrEqualToThreshold', threshold: '', times: '3', level: '', warn: false, warnThreshold: '', groups: [],
};

/**
 * The Product field: a CascaderSelect of categories > products, as the real console builds it. Each product
 * sends its CloudMonitor namespace; the emulator knows ECS metrics only, so another product is refused by the API.
 */
const PRODUCTS: Array<{ category: string; products: Array<{ value: string; label: string; namespace: string }> }> = [
  { category: 'compute', products: [
    { value: 'ecs', label: 'rule.productEcs', namespace: 'acs_ecs_dashboard' },
    { value: 'eci', label: 'rule.productEci', namespace: 'acs_eci_dashboard' },
  ] },
  { category: 'database', products: [
    { value: 'rds', label: 'rule.productRds', namespace: 'acs_rds_dashboard' },
    { value: 'redis', label: 'rule.productRedis', namespace: 'acs_kvstore' },
  ] },
  { category: 'network', products: [
    { value: 'vpc', label: 'rule.productVpc', namespace: 'acs_vpc_eip' },
    { value: 'eip', label: 'rule.productEip', namespace: 'acs_vpc_eip' },
    { value: 'slb', label: 'rule.productSlb', namespace: 'acs_slb_dashboard' },
  ] },
  { category: 'storage', products: [{ value: 'oss', label: 'rule.productOss', namespace: 'acs_oss_dashboard' }] },
];
const namespaceOf = (product: string) => PRODUCTS.flatMap((c) => c.products).find((p) => p.value === product)?.namespace ?? 'acs_ecs_dashboard';

/** `/cms/alert-rules/create` and `/cms/alert-rules/:id/modify`: one ECS metric rule, PutResourceMetricRule. */
export function RuleFormPage({ params }: PageProps) {
  const { t, flag } = useCms();
  const { regionId } = useConsole();
  const ruleId = params.id;
  const levelRequired = flag('ruleLevelRequired');
  const statisticsRemoved = flag('ruleStatisticsRemoved');
  const nameTightened = flag('ruleNameTightened');
  const [v, setV] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const instances = useApiQuery<DescribeInstances>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const groups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', { PageSize: 100 });
  const existing = useApiQuery<DescribeMetricRuleList>('Cms', 'DescribeMetricRuleList', ruleId ? { RuleIds: ruleId } : null);
  const rule = existing.data?.Alarms?.Alarm?.[0];
  const [loaded, setLoaded] = useState(!ruleId);
  useEffect(() => {
    if (!rule || loaded) return;
    setLoaded(true);
    const level = levelOf(rule);
    const e = rule.Escalations[level];
    const ids = instancesOf(rule.Resources);
    setV({
      product: PRODUCTS.flatMap((c) => c.products).find((p) => p.namespace === rule.Namespace)?.value ?? 'ecs',
      range: ids.length ? 'instances' : 'all', instances: ids, name: rule.RuleName, metric: rule.MetricName, period: rule.Period,
      statistics: e.Statistics ?? 'Average', operator: e.ComparisonOperator ?? 'GreaterThanOrEqualToThreshold', threshold: e.Threshold ?? '',
      times: String(e.Times ?? 3), level, groups: rule.ContactGroups.split(',').filter(Boolean),
      warn: level === 'Critical' && Boolean(rule.Escalations.Warn?.Threshold), warnThreshold: level === 'Critical' ? (rule.Escalations.Warn?.Threshold ?? '') : '',
    });
  }, [rule, loaded]);

  const set = <K extends keyof Values>(k: K) => onValue<Values[K]>((value) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  });
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);
  const unit = METRICS[v.metric] ?? '';

  const submit = async () => {
    const e: Partial<Record<Field, string>> = {};
    if (!v.product) e.product = t('rule.err.product');
    if (v.range === 'instances' && !v.instances.length) e.instances = t('rule.err.resources');
    if (!v.name.trim()) e.name = t('rule.err.name');
    else if (nameTightened && !/^[A-Za-z0-9_-]+$/.test(v.name.trim())) e.name = t('rule.err.nameFormat');
    if (!v.threshold.trim() || !Number.isFinite(Number(v.threshold))) e.threshold = t('rule.err.threshold');
    if (levelRequired && !v.level) e.level = t('rule.err.level');
    if (v.warn && (!v.warnThreshold.trim() || !Number.isFinite(Number(v.warnThreshold)))) e.warnThreshold = t('rule.err.threshold');
    if (!v.groups.length) e.groups = t('rule.err.groups');
    setErrors(e);
    if (Object.keys(e).length) return;
    const level = v.level || 'Critical';
    const escalation = (f: string) => `Escalations.${level}.${f}`;
    setBusy(true);
    try {
      await callCms('PutResourceMetricRule', {
        RuleId: ruleId ?? `putNewAlarm_user_${crypto.randomUUID()}`,
        RuleName: v.name.trim(),
        Namespace: namespaceOf(v.product),
        MetricName: v.metric,
        Resources: JSON.stringify(v.range === 'all' ? [{ resource: '_ALL' }] : v.instances.map((instanceId) => ({ instanceId }))),
        ContactGroups: v.groups.join(','),
        Period: v.period,
        [escalation('Statistics')]: statisticsRemoved ? 'Average' : v.statistics,
        [escalation('ComparisonOperator')]: v.operator,
        [escalation('Threshold')]: v.threshold.trim(),
        [escalation('Times')]: v.times,
        ...(v.warn && level !== 'Warn'
          ? {
              'Escalations.Warn.Statistics': statisticsRemoved ? 'Average' : v.statistics,
              'Escalations.Warn.ComparisonOperator': v.operator,
              'Escalations.Warn.Threshold': v.warnThreshold.trim(),
              'Escalations.Warn.Times': v.times,
            }
          : {}),
      });
      Message.success(ruleId ? t('toast.ruleModified') : t('toast.ruleCreated'));
      navigate('/cms/alert-rules');
    } catch (err) {
      notifyApiError(err, t);
      const text = errorText(err);
      setErrors(/namespace "[^"]*" is not supported/i.test(text) ? { product: text } : /instance|resource/i.test(text) ? { instances: text } : /group/i.test(text) ? { groups: text } : /RuleName/.test(text) ? { name: text } : { threshold: text });
      setBusy(false);
    }
  };

  const title = ruleId ? t('rule.modify.title') : t('rule.create.title');
  const header = <PageHeader title={title} back="/cms/alert-rules" crumbs={[{ label: t('nav.alertRules'), to: '/cms/alert-rules' }, { label: title }]} />;
  // A rule being modified shows its form only once its settings are in, so nothing typed is overwritten.
  if (!loaded) {
    return (
      <div className="page">
        {header}
        <Loading visible={!existing.error} style={{ display: 'block', minHeight: 120 }}>
          {existing.data && !rule && <div className="field-help">{t('common.notFound')}</div>}
        </Loading>
      </div>
    );
  }
  const options = (keys: string[], prefix: string) => keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));
  return (
    <div className="page">
      {header}
      <FormSection title={t('rule.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('rule.product')} required validateState={state('product')} help={errors.product}>
            <CascaderSelect
              aria-label={t('rule.product')}
              placeholder={t('rule.product.placeholder')}
              value={v.product}
              onChange={(value: string | string[] | null) => value && set('product')(String(value))}
              dataSource={PRODUCTS.map((c) => ({
                value: `category:${c.category}`,
                label: t(`rule.category.${c.category}`),
                children: c.products.map((p) => ({ value: p.value, label: t(p.label) })),
              }))}
              style={WIDTH}
            />
          </Form.Item>
          <Form.Item label={t('rule.range')} required>
            <Radio.Group aria-label={t('rule.range')} value={v.range} onChange={set('range')}>
              <Radio value="all">{t('range.all')}</Radio>
              <Radio value="instances">{t('range.instances')}</Radio>
            </Radio.Group>
          </Form.Item>
          {v.range === 'instances' && (
            <Form.Item label={t('rule.resources')} required validateState={state('instances')} help={errors.instances}>
              <Select
                mode="multiple"
                showSearch
                aria-label={t('rule.resources')}
                placeholder={t('rule.resources.placeholder')}
                value={v.instances}
                onChange={set('instances')}
                dataSource={(instances.data?.Instances?.Instance ?? []).map((i) => ({ value: i.InstanceId, label: `${i.InstanceName || i.InstanceId} / ${i.InstanceId}` }))}
                style={WIDTH}
              />
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <FormSection title={t('rule.section.description')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('rule.name')} required validateState={state('name')} help={errors.name}>
            <Input aria-label={t('rule.name')} value={v.name} maxLength={128} onChange={set('name')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('rule.metric')} required>
            <Select aria-label={t('rule.metric')} value={v.metric} onChange={set('metric')} dataSource={options(Object.keys(METRICS), 'metric')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('rule.period')} required>
            <Select aria-label={t('rule.period')} value={v.period} onChange={set('period')} dataSource={options(['60', '300', '900', '3600'], 'period')} style={WIDTH} />
          </Form.Item>
          {levelRequired && (
            <Form.Item label={t('rule.level')} required validateState={state('level')} help={errors.level}>
              <Radio.Group aria-label={t('rule.level')} value={v.level} onChange={set('level')}>
                {LEVELS.map((l) => (
                  <Radio key={l} value={l}>
                    {t(`level.${l}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
          {!statisticsRemoved && (
            <Form.Item label={t('rule.statistics')} required>
              <Select aria-label={t('rule.statistics')} value={v.statistics} onChange={set('statistics')} dataSource={options(['Average', 'Maximum', 'Minimum'], 'stat')} style={WIDTH} />
            </Form.Item>
          )}
          <Form.Item label={t('rule.operator')} required>
            <Select aria-label={t('rule.operator')} value={v.operator} onChange={set('operator')} dataSource={Object.entries(OPERATORS).map(([value, label]) => ({ value, label }))} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('rule.threshold')} required validateState={state('threshold')} help={errors.threshold}>
            <Input aria-label={t('rule.threshold')} value={v.threshold} addonTextAfter={unit} onChange={set('threshold')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('rule.times')} required>
            <Select aria-label={t('rule.times')} value={v.times} onChange={set('times')} dataSource={['1', '2', '3', '5', '10', '15'].map((n) => ({ value: n, label: n }))} style={WIDTH} />
          </Form.Item>
          <Form.Item label=" ">
            <Checkbox aria-label={t('rule.warn')} checked={v.warn} onChange={(checked: boolean) => setV((old) => ({ ...old, warn: checked }))}>
              {t('rule.warn')}
            </Checkbox>
          </Form.Item>
          {v.warn && (
            <Form.Item label={t('rule.warnThreshold')} required validateState={state('warnThreshold')} help={errors.warnThreshold}>
              <Input aria-label={t('rule.warnThreshold')} value={v.warnThreshold} addonTextAfter={unit} onChange={set('warnThreshold')} style={WIDTH} />
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <FormSection title={t('rule.section.notification')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('rule.groups')} required validateState={state('groups')} help={errors.groups}>
            <Select
              mode="multiple"
              showSearch
              aria-label={t('rule.groups')}
              placeholder={t('rule.groups.placeholder')}
              value={v.groups}
              onChange={set('groups')}
              dataSource={(groups.data?.ContactGroupList?.ContactGroup ?? []).map((g) => ({ value: g.Name, label: g.Name }))}
              style={WIDTH}
            />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('common.ok')}
        </Button>
        <Button onClick={() => navigate('/cms/alert-rules')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
