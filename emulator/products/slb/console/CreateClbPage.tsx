import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select } from '@alifd/next';
import { regionItem } from '../../../console/src/components/RegionItem';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeVpcs, DescribeVSwitches } from '../../vpc/console/types';
import { useSlb } from './useSlb';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const SPECS = ['slb.s1.small', 'slb.s2.small', 'slb.s2.medium', 'slb.s3.small', 'slb.s3.medium', 'slb.s3.large'];
const NAME = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._/-]{0,79}$/;

type FormState = { payType: 'PayOnDemand' | 'PrePay'; addressType: 'intranet' | 'internet'; vpcId: string; vSwitchId: string; spec: string; name: string };

/** `/slb/instances/create`: the purchase page of a CLB instance (CreateLoadBalancer). */
export function CreateClbPage() {
  const { t } = useSlb();
  const { regionId, regions, setRegionId } = useConsole();
  const [form, setForm] = useState<FormState>({ payType: 'PayOnDemand', addressType: 'internet', vpcId: '', vSwitchId: '', spec: 'slb.s1.small', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormState>) => (setForm((f) => ({ ...f, ...patch })), setErrors({}));
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', form.vpcId ? { RegionId: regionId, VpcId: form.vpcId, PageSize: 50 } : null);
  const intranet = form.addressType === 'intranet';
  const err = (k: string) => (errors[k] ? { validateState: 'error' as const, help: errors[k] } : {});

  const submit = async () => {
    const found: Record<string, string> = {};
    if (form.name && !NAME.test(form.name.trim())) found.name = t('create.err.name');
    // An intranet CLB lives in a vSwitch; an Internet one may be placed in a VPC (to serve its instances) or not.
    if (intranet && !form.vpcId) found.vpcId = t('create.err.required');
    if ((intranet || form.vpcId) && !form.vSwitchId) found.vSwitchId = t('create.err.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await callApi('Slb', 'CreateLoadBalancer', {
        RegionId: regionId, LoadBalancerName: form.name.trim() || undefined, AddressType: form.addressType, VpcId: form.vpcId || undefined,
        VSwitchId: form.vSwitchId || undefined, LoadBalancerSpec: form.spec, PayType: form.payType,
      });
      Message.success(t('create.done'));
      navigate('/slb/instances');
    } catch (e) {
      notifyApiError(e, t);
      const f = fieldOfError(e, { LoadBalancerName: 'name', VSwitchId: 'vSwitchId', VpcId: 'vpcId' });
      if (f) setErrors({ [f]: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('create.title')} back="/slb/instances" crumbs={[{ label: t('slb.title'), to: '/slb/instances' }, { label: t('create.title') }]} />
      <FormSection title={t('create.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('create.payType')} required>
            <Radio.Group shape="button" aria-label={t('create.payType')} value={form.payType} onChange={onValue<FormState['payType']>((v) => set({ payType: v }))}>
              <Radio value="PrePay">{t('create.payType.PrePay')}</Radio>
              <Radio value="PayOnDemand">{t('create.payType.PayOnDemand')}</Radio>
            </Radio.Group>
          </Form.Item>
          {regionItem({ t, label: t('create.region'), regions, regionId, onChange: (v) => (setRegionId(v), set({ vpcId: '', vSwitchId: '' })) })}
          <Form.Item label={t('create.addressType')} required>
            <Radio.Group shape="button" aria-label={t('create.addressType')} value={form.addressType} onChange={onValue<FormState['addressType']>((v) => set({ addressType: v }))}>
              <Radio value="internet">{t('address.internet')}</Radio>
              <Radio value="intranet">{t('address.intranet')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('create.spec')} required>
            <Select aria-label={t('create.spec')} value={form.spec} onChange={onValue<string>((v) => set({ spec: v }))} dataSource={SPECS} style={{ width: 280 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('create.section.network')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('create.vpc')} required={intranet} {...err('vpcId')}>
            <Select
              aria-label={t('create.vpc')}
              value={form.vpcId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => set({ vpcId: v, vSwitchId: '' }))}
              dataSource={(vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} (${v.VpcId})` }))}
              style={{ width: 420 }}
            />
          </Form.Item>
          <Form.Item label={t('create.vswitch')} required={intranet || Boolean(form.vpcId)} {...err('vSwitchId')}>
            <Select
              aria-label={t('create.vswitch')}
              value={form.vSwitchId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => set({ vSwitchId: v }))}
              dataSource={(vsws.data?.VSwitches?.VSwitch ?? []).map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} (${s.CidrBlock})` }))}
              style={{ width: 420 }}
            />
          </Form.Item>
          <Form.Item label={t('create.name')} {...err('name')} extra={<span className="field-help">{t('create.name.help')}</span>}>
            <Input aria-label={t('create.name')} value={form.name} maxLength={80} onChange={onValue<string>((v) => set({ name: v }))} style={{ width: 420 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="list-toolbar">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('create.submit')}
        </Button>
      </div>
    </div>
  );
}
