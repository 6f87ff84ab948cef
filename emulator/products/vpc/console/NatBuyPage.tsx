import { useState } from 'react';
import { Button, Form, Message, Radio, Select } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { regionName, zoneName } from '../../../console/src/lib/names';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Zone } from '../../ecs/console/types';
import { NatOrder } from './NatOrder';
import type { DescribeVpcs, DescribeVSwitches } from './types';
import { useVpc } from './useVpc';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const SPECS = ['Small', 'Middle', 'Large', 'XLarge.1'] as const;
type Errors = { vpc?: string; vswitch?: string; zone?: string };

/**
 * The NAT gateway buy pages of the earlier consoles (emulator/console-facts/vpc.md), both ending on an order page
 * whose button pays (NatOrder):
 * - `natBuy2021` (vpc@2021): an enhanced gateway in a vSwitch: the payment mode first (付费模式: Subscription with a
 *   Specification, or Pay-As-You-Go with the Billing Method of actual usage), Region and Zone, Zone, VPC ID, VSwitch ID,
 *   Gateway Type (Enhanced), Billing Cycle (by the hour only), and the notice about the service-linked role with its
 *   Create button. Choosing a vSwitch sets the zone to the vSwitch's.
 * - otherwise (`natStandard`, vpc@2019): a standard gateway of a VPC, no vSwitch: Region, VPC ID, Specification
 *   (Small unless changed), Billing cycle.
 */
export function NatBuyPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const enhanced = flag('natBuy2021');
  const [vpcId, setVpcId] = useState('');
  const [vswId, setVswId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [spec, setSpec] = useState<string>('Small');
  const [payMode, setPayMode] = useState<'PrePaid' | 'PostPaid'>('PostPaid');
  const prepaid = enhanced && payMode === 'PrePaid';
  const [cycle, setCycle] = useState('hour');
  const [role, setRole] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [ordering, setOrdering] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', enhanced && vpcId ? { RegionId: regionId, VpcId: vpcId, PageSize: 50 } : null);
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', enhanced ? { RegionId: regionId } : null);
  const zoneList = zones.data?.Zones?.Zone ?? [];
  const zone = zoneId || zoneList[0]?.ZoneId || '';
  const vswList = vsws.data?.VSwitches?.VSwitch ?? [];
  const vpcName = (vpcs.data?.Vpcs?.Vpc ?? []).find((v) => v.VpcId === vpcId)?.VpcName;
  const buy = () => {
    const e: Errors = {};
    if (!vpcId) e.vpc = t('nat.err.vpc');
    if (enhanced && !vswId) e.vswitch = t('nat.err.vswitch');
    setErrors(e);
    if (!Object.keys(e).length) setOrdering(true);
  };
  const pay = async () => {
    await callApi('Vpc', 'CreateNatGateway', {
      RegionId: regionId, VpcId: vpcId, InstanceChargeType: prepaid ? 'PrePaid' : 'PostPaid',
      ...(enhanced
        ? { VSwitchId: vswId, NatType: 'Enhanced', NetworkType: 'internet', ...(prepaid ? { Spec: spec, InternetChargeType: 'PayBySpec' } : { InternetChargeType: 'PayByLcu' }) }
        : { NatType: 'Normal', Spec: spec, InternetChargeType: 'PayBySpec' }),
    });
    Message.success(t('toast.natCreated'));
  };
  const failed = (err: unknown) => {
    notifyApiError(err, t);
    const f = fieldOfError(err, { VpcId: 'vpc', VSwitchId: 'vswitch' });
    if (f) setErrors({ [f]: errorText(err) });
    setOrdering(false);
  };
  const items = [
    { label: t(enhanced ? 'nat.regionZone' : 'nat.region'), value: regionName(regionId, t) },
    ...(enhanced ? [{ label: t('nat.zone'), value: zoneName(zone, t) }] : []),
    { label: t('nat.vpc'), value: `${vpcName || vpcId} / ${vpcId}` },
    ...(enhanced ? [{ label: t('nat.vswitch'), value: vswId }] : [{ label: t('nat.spec'), value: t(`nat.spec.${spec}`) }]),
    { label: t('nat.billingCycle'), value: t(`nat.billingCycle.${cycle}`) },
  ];
  if (ordering) return <NatOrder items={items} onPay={pay} onFail={failed} onBack={() => setOrdering(false)} />;
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const select = (label: string, value: string, list: Array<{ value: string; label: string }>, onChange: (v: string) => void) => (
    <Select aria-label={label} value={value || undefined} placeholder={t('common.pleaseSelect')} onChange={onValue<string>(onChange)} dataSource={list} style={{ width: 360 }} />
  );
  return (
    <div className="page">
      <PageHeader title={t('nat.create.title')} back="/vpc/nat-gateways" crumbs={[{ label: t('nav.natGateways'), to: '/vpc/nat-gateways' }, { label: t('nat.create.title') }]} />
      <FormSection title={t('nat.section.basic')}>
        <Form {...LAYOUT}>
          {enhanced && (
            <Form.Item label={t('nat.payMode')}>
              <Radio.Group aria-label={t('nat.payMode')} shape="button" value={payMode} onChange={onValue<'PrePaid' | 'PostPaid'>(setPayMode)}>
                <Radio value="PrePaid">{t('nat.payMode.PrePaid')}</Radio>
                <Radio value="PostPaid">{t('nat.payMode.PostPaid')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item label={t(enhanced ? 'nat.regionZone' : 'nat.region')}>
            <span>{regionName(regionId, t)}</span>
          </Form.Item>
          {enhanced && (
            <Form.Item label={t('nat.zone')} required validateState={state('zone')} help={errors.zone}>
              {select(t('nat.zone'), zone, zoneList.map((z) => ({ value: z.ZoneId, label: zoneName(z.ZoneId, t, z.LocalName) })), setZoneId)}
            </Form.Item>
          )}
          <Form.Item label={t('nat.vpc')} required validateState={state('vpc')} help={errors.vpc}>
            {select(t('nat.vpc'), vpcId, (vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId}` })), (v) => {
              setVpcId(v);
              setVswId('');
              setErrors({});
            })}
          </Form.Item>
          {enhanced && (
            <Form.Item label={t('nat.vswitch')} required validateState={state('vswitch')} help={errors.vswitch}>
              {select(t('nat.vswitch'), vswId, vswList.map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} / ${s.VSwitchId} (${s.CidrBlock})` })), (v) => {
                setVswId(v);
                const chosen = vswList.find((s) => s.VSwitchId === v);
                if (chosen) setZoneId(chosen.ZoneId);
                setErrors({});
              })}
            </Form.Item>
          )}
          {enhanced && (
            <Form.Item label={t('nat.gatewayType')}>
              <Radio.Group aria-label={t('nat.gatewayType')} shape="button" value="Enhanced">
                <Radio value="Enhanced">{t('nat.type.Enhanced')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {enhanced && !prepaid && (
            <Form.Item label={t('nat.billing')}>
              <Radio.Group aria-label={t('nat.billing')} shape="button" value="PostPaid">
                <Radio value="PostPaid">{t('nat.billing.postpaid')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {(!enhanced || prepaid) && (
            <Form.Item label={t('nat.spec')} required>
              {select(t('nat.spec'), spec, SPECS.map((s) => ({ value: s, label: t(`nat.spec.${s}`) })), setSpec)}
            </Form.Item>
          )}
          <Form.Item label={t('nat.billingCycle')}>
            {enhanced ? (
              <Radio.Group aria-label={t('nat.billingCycle')} shape="button" value="hour">
                <Radio value="hour">{t('nat.billingCycle.hour')}</Radio>
              </Radio.Group>
            ) : select(t('nat.billingCycle'), cycle, ['hour', 'day'].map((c) => ({ value: c, label: t(`nat.billingCycle.${c}`) })), setCycle)}
          </Form.Item>
        </Form>
      </FormSection>
      {enhanced && (
        <FormSection title={t('nat.role.title')}>
          <p>{role ? t('nat.role.done') : t('nat.role.text')}</p>
          {!role && (
            <Button
              onClick={() => {
                setRole(true);
                Message.success(t('nat.role.done'));
              }}
            >
              {t('nat.role.create')}
            </Button>
          )}
        </FormSection>
      )}
      <FormFooter t={t} submitLabel={t('nat.buy')} onSubmit={buy} cancelTo="/vpc/nat-gateways" />
    </div>
  );
}
