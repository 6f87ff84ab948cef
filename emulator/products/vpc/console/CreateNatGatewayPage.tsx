import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { regionName } from '../../../console/src/lib/names';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { NatBuyPage } from './NatBuyPage';
import type { DescribeVpcs, DescribeVSwitches } from './types';
import { useVpc } from './useVpc';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const SPECS = ['Small', 'Middle', 'Large', 'XLarge.1'] as const;
type Errors = { vpc?: string; vswitch?: string; spec?: string; name?: string };

/** `/vpc/nat-gateways/create`: today's page, or the buy page of an earlier console (NatBuyPage). */
export function CreateNatGatewayPage() {
  const { flag } = useVpc();
  return flag('natBuy2021') || flag('natStandard') ? <NatBuyPage /> : <TodayNatGatewayPage />;
}

/**
 * Today's page: an enhanced, pay-as-you-go Internet NAT gateway (CreateNatGateway): VPC, Associate vSwitch,
 * Specification (gone under `natSpecRemoved`: billed by CU), Instance Name; Buy Now.
 */
function TodayNatGatewayPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const specRemoved = flag('natSpecRemoved');
  const [vpcId, setVpcId] = useState('');
  const [vswId, setVswId] = useState('');
  const [spec, setSpec] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', vpcId ? { RegionId: regionId, VpcId: vpcId, PageSize: 50 } : null);
  const submit = async () => {
    const e: Errors = {};
    if (!vpcId) e.vpc = t('nat.err.vpc');
    if (!vswId) e.vswitch = t('nat.err.vswitch');
    if (!specRemoved && !spec) e.spec = t('nat.err.spec');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Vpc', 'CreateNatGateway', {
        RegionId: regionId, VpcId: vpcId, VSwitchId: vswId, NatType: 'Enhanced', NetworkType: 'internet', InstanceChargeType: 'PostPaid',
        InternetChargeType: 'PayByLcu', Spec: specRemoved ? undefined : spec, Name: name.trim() || undefined,
      });
      Message.success(t('toast.natCreated'));
      navigate('/vpc/nat-gateways');
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { VpcId: 'vpc', VSwitchId: 'vswitch', Name: 'name', Spec: 'spec' });
      if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <div className="page">
      <PageHeader title={t('nat.create.title')} back="/vpc/nat-gateways" crumbs={[{ label: t('nav.natGateways'), to: '/vpc/nat-gateways' }, { label: t('nat.create.title') }]} />
      <FormSection title={t('nat.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('nat.region')}>
            <span>{regionName(regionId, t)}</span>
          </Form.Item>
          <Form.Item label={t('nat.vpc')} required validateState={state('vpc')} help={errors.vpc}>
            <Select
              aria-label={t('nat.vpc')}
              value={vpcId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => {
                setVpcId(v);
                setVswId('');
                setErrors({});
              })}
              dataSource={(vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId}` }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('nat.vswitch')} required validateState={state('vswitch')} help={errors.vswitch} extra={<span className="field-help">{t('nat.vswitch.help')}</span>}>
            <Select
              aria-label={t('nat.vswitch')}
              value={vswId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => {
                setVswId(v);
                setErrors({});
              })}
              dataSource={(vsws.data?.VSwitches?.VSwitch ?? []).map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} / ${s.VSwitchId} (${s.CidrBlock})` }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('nat.billing')}>
            <Radio.Group aria-label={t('nat.billing')} shape="button" value="PostPaid">
              <Radio value="PostPaid">{t('nat.billing.postpaid')}</Radio>
            </Radio.Group>
          </Form.Item>
          {!specRemoved && (
            <Form.Item label={t('nat.spec')} required validateState={state('spec')} help={errors.spec}>
              <Select
                aria-label={t('nat.spec')}
                value={spec || undefined}
                placeholder={t('common.pleaseSelect')}
                onChange={onValue<string>((v) => {
                  setSpec(v);
                  setErrors({});
                })}
                dataSource={SPECS.map((s) => ({ value: s, label: t(`nat.spec.${s}`) }))}
                style={{ width: 360 }}
              />
            </Form.Item>
          )}
          <Form.Item label={t('nat.name')} validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('nat.name.help')}</span>}>
            <Input aria-label={t('nat.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} submitLabel={t('nat.buy')} busy={busy} onSubmit={submit} cancelTo="/vpc/nat-gateways" />
    </div>
  );
}
