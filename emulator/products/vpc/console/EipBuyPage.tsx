import { useState } from 'react';
import { Form, Input, Message, NumberPicker, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { regionName } from '../../../console/src/lib/names';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useVpc } from './useVpc';

type Charge = 'PrePaid' | 'PostPaid';
type Metering = 'PayByBandwidth' | 'PayByTraffic';
type Values = { charge: Charge; metering: Metering; bandwidth: number; name: string; count: number; months: number };

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const MONTHS = [1, 2, 3, 6, 12];

/**
 * The EIP buy pages of the earlier consoles (emulator/console-facts/vpc.md), pay-as-you-go preselected:
 * - `eipBuy2021` (vpc@2021): 商品类型 (包年包月 / 按量付费) first; subscription: 地域和可用区, 线路类型, 网络类型, 带宽,
 *   名称, 资源组, 购买数量, 购买时长; pay-as-you-go: 地域, 线路类型, 网络类型, 带宽峰值, 流量, 名称, 资源组, 计费周期
 *   (by day for bandwidth, by hour for traffic; shown only), 购买数量.
 * - otherwise (`eipBuy2019`, vpc@2019's 开通页面): 计费方式 (预付费 / 后付费), 地域, 流量 (后付费 only), 带宽峰值,
 *   名称, 购买数量.
 * 立即购买 allocates the EIPs (AllocateEipAddress, once per EIP bought).
 */
export function EipBuyPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const full = flag('eipBuy2021');
  const [v, setV] = useState<Values>({ charge: 'PostPaid', metering: 'PayByTraffic', bandwidth: 5, name: '', count: 1, months: 1 });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setError(undefined);
  };
  const prepaid = v.charge === 'PrePaid';
  const metering: Metering = prepaid ? 'PayByBandwidth' : v.metering;
  const max = metering === 'PayByTraffic' ? 200 : 500;
  const submit = async () => {
    if (!v.bandwidth || v.bandwidth < 1 || v.bandwidth > max) {
      setError(t('eip.err.bandwidth', { max }));
      return;
    }
    setBusy(true);
    try {
      for (let i = 0; i < v.count; i++) {
        await callApi('Vpc', 'AllocateEipAddress', {
          RegionId: regionId, InstanceChargeType: v.charge, InternetChargeType: metering, Bandwidth: String(v.bandwidth), Name: v.name.trim() || undefined,
          ...(prepaid ? { PricingCycle: v.months === 12 ? 'Year' : 'Month', Period: String(v.months === 12 ? 1 : v.months), AutoPay: 'true' } : {}),
        });
      }
      Message.success(t('toast.eipCreated'));
      navigate('/vpc/eips');
    } catch (err) {
      notifyApiError(err, t);
      if (fieldOfError(err, { Bandwidth: 'bandwidth' })) setError(errorText(err));
      setBusy(false);
    }
  };
  const radios = (label: string, value: string, options: Array<[string, string]>, onChange?: (v: string) => void) => (
    <Form.Item label={label} required>
      <Radio.Group aria-label={label} shape="button" value={value} onChange={onChange && onValue<string>(onChange)}>
        {options.map(([key, text]) => (
          <Radio key={key} value={key}>
            {text}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
  const count = (label: string, value: number, min: number, top: number, onChange: (n: number) => void) => (
    <NumberPicker aria-label={label} value={value} min={min} max={top} onChange={onValue<number>(onChange)} />
  );
  const shown = (label: string, text: string) => (
    <Form.Item label={label}>
      <span>{text}</span>
    </Form.Item>
  );
  const bandwidthLabel = t(prepaid && full ? 'eip.buy.bandwidth' : 'eip.bandwidth');
  const meteringItem = !prepaid && radios(t('eip.metering'), v.metering, [['PayByBandwidth', t('eip.metering.bandwidth')], ['PayByTraffic', t('eip.metering.traffic')]], (m) => set({ metering: m as Metering }));
  return (
    <div className="page">
      <PageHeader title={t('eip.create.title')} back="/vpc/eips" crumbs={[{ label: t('nav.eips'), to: '/vpc/eips' }, { label: t('eip.create.title') }]} />
      <FormSection title={t('eip.section.basic')}>
        <Form {...LAYOUT}>
          {radios(t('eip.buy.type'), v.charge, [['PrePaid', t('eip.buy.prepaid')], ['PostPaid', t('eip.buy.postpaid')]], (charge) => set({ charge: charge as Charge }))}
          {shown(t(prepaid && full ? 'eip.buy.regionZone' : 'eip.buy.region'), regionName(regionId, t))}
          {full && (
            <Form.Item label={t('eip.buy.isp')}>
              <Select aria-label={t('eip.buy.isp')} value="BGP" dataSource={[{ value: 'BGP', label: t('eip.buy.isp.bgp') }]} style={{ width: 240 }} />
            </Form.Item>
          )}
          {full && radios(t('eip.buy.network'), 'public', [['public', t('eip.buy.network.public')]])}
          {!full && meteringItem}
          <Form.Item label={bandwidthLabel} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('eip.bandwidth.help', { max })}</span>}>
            {count(bandwidthLabel, v.bandwidth, 1, max, (bandwidth) => set({ bandwidth }))}
            <span className="unit"> Mbps</span>
          </Form.Item>
          {full && meteringItem}
          <Form.Item label={t('eip.name')}>
            <Input aria-label={t('eip.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
          {full && (
            <Form.Item label={t('eip.buy.resourceGroup')}>
              <Select aria-label={t('eip.buy.resourceGroup')} value="default" dataSource={[{ value: 'default', label: t('eip.buy.resourceGroup.default') }]} style={{ width: 240 }} />
            </Form.Item>
          )}
          {full && !prepaid && shown(t('eip.buy.cycle'), t(v.metering === 'PayByTraffic' ? 'eip.buy.cycle.hour' : 'eip.buy.cycle.day'))}
          <Form.Item label={t('eip.buy.quantity')}>{count(t('eip.buy.quantity'), v.count, 1, 20, (n) => set({ count: n }))}</Form.Item>
          {full && prepaid && (
            <Form.Item label={t('eip.buy.duration')}>
              <Select
                aria-label={t('eip.buy.duration')}
                value={v.months}
                dataSource={MONTHS.map((m) => ({ value: m, label: m === 12 ? t('eip.buy.year') : t('eip.buy.months', { n: m }) }))}
                onChange={onValue<number>((months) => set({ months }))}
                style={{ width: 240 }}
              />
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <FormFooter t={t} submitLabel={t('eip.create.submit')} busy={busy} onSubmit={submit} cancelTo="/vpc/eips" />
    </div>
  );
}
