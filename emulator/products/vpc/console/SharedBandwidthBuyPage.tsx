import { useState } from 'react';
import { Form, Input, Message, NumberPicker, Radio } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useVpc } from './useVpc';

type Values = { isp: 'BGP' | 'BGP_PRO'; bandwidth: number; name: string };
type Errors = Partial<Record<keyof Values, string>>;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 10 }, wrapperCol: { span: 16 } };
const NAME = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5_-]{1,127}$/;

/**
 * `/vpc/cbwp/create`: the Purchase Internet Shared Bandwidth page. The metering method follows the connection type
 * (BGP (Multi-ISP): Pay By Traffic, sent as PayByDominantTraffic; the Premium line: Pay by Bandwidth), as the help
 * center's page says; Buy Now creates it (CreateCommonBandwidthPackage).
 */
export function SharedBandwidthBuyPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [v, setV] = useState<Values>({ isp: 'BGP', bandwidth: 10, name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const metering = v.isp === 'BGP' ? 'PayByDominantTraffic' : 'PayByBandwidth';
  const submit = async () => {
    const e: Errors = {};
    if (!v.bandwidth || v.bandwidth < 1 || v.bandwidth > 1000) e.bandwidth = t('cbwp.err.bandwidth');
    if (v.name.trim() && !NAME.test(v.name.trim())) e.name = t('cbwp.err.name');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Vpc', 'CreateCommonBandwidthPackage', { RegionId: regionId, ISP: v.isp, InternetChargeType: metering, Bandwidth: String(v.bandwidth), Name: v.name.trim() || undefined });
      Message.success(t('toast.cbwpCreated'));
      navigate('/vpc/cbwp');
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, { Bandwidth: 'bandwidth', Name: 'name' });
      if (field) setErrors({ [field]: errorText(err) });
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('cbwp.create')} back="/vpc/cbwp" crumbs={[{ label: t('nav.cbwp'), to: '/vpc/cbwp' }, { label: t('cbwp.create') }]} />
      <FormSection title={t('eip.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('eip.buy.region')}>
            <span>{regionId}</span>
          </Form.Item>
          <Form.Item label={t('cbwp.isp')} required>
            <Radio.Group aria-label={t('cbwp.isp')} shape="button" value={v.isp} onChange={onValue<Values['isp']>((isp) => set({ isp }))}>
              <Radio value="BGP">{t('cbwp.isp.bgp')}</Radio>
              <Radio value="BGP_PRO">{t('cbwp.isp.pro')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('cbwp.metering')} required>
            <Radio.Group aria-label={t('cbwp.metering')} shape="button" value={metering}>
              <Radio value={metering}>{t(v.isp === 'BGP' ? 'cbwp.metering.traffic' : 'cbwp.metering.bandwidth')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('cbwp.bandwidth')} required validateState={errors.bandwidth ? 'error' : undefined} help={errors.bandwidth}>
            <NumberPicker aria-label={t('cbwp.bandwidth')} value={v.bandwidth} min={1} max={1000} onChange={onValue<number>((bandwidth) => set({ bandwidth }))} />
            <span className="unit"> Mbps</span>
          </Form.Item>
          <Form.Item label={t('eip.name')} validateState={errors.name ? 'error' : undefined} help={errors.name}>
            <Input aria-label={t('eip.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} submitLabel={t('eip.create.submit')} busy={busy} onSubmit={submit} cancelTo="/vpc/cbwp" />
    </div>
  );
}
