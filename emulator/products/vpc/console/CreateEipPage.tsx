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
import { EipBuyPage } from './EipBuyPage';
import { useVpc } from './useVpc';

type Values = { metering: 'PayByTraffic' | 'PayByBandwidth'; bandwidth: number; name: string };
type Errors = Partial<Record<keyof Values, string>>;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** `/vpc/eips/create`: today's page, or the buy page of an earlier console (EipBuyPage). */
export function CreateEipPage() {
  const { flag } = useVpc();
  return flag('eipBuy2021') || flag('eipBuy2019') ? <EipBuyPage /> : <TodayEipPage />;
}

/** Today's page: a pay-as-you-go EIP (AllocateEipAddress). */
function TodayEipPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [v, setV] = useState<Values>({ metering: 'PayByTraffic', bandwidth: 5, name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const max = v.metering === 'PayByTraffic' ? 200 : 500;
  const submit = async () => {
    const e: Errors = {};
    if (!v.bandwidth || v.bandwidth < 1 || v.bandwidth > max) e.bandwidth = t('eip.err.bandwidth', { max });
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Vpc', 'AllocateEipAddress', {
        RegionId: regionId, InstanceChargeType: 'PostPaid', InternetChargeType: v.metering, Bandwidth: String(v.bandwidth), Name: v.name.trim() || undefined,
      });
      Message.success(t('toast.eipCreated'));
      navigate('/vpc/eips');
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, { Bandwidth: 'bandwidth', Name: 'name' });
      if (field) setErrors({ [field]: errorText(err) });
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('eip.create.title')} back="/vpc/eips" crumbs={[{ label: t('nav.eips'), to: '/vpc/eips' }, { label: t('eip.create.title') }]} />
      <FormSection title={t('eip.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('eip.billing')}>
            <Radio.Group aria-label={t('eip.billing')} shape="button" value="PostPaid">
              <Radio value="PostPaid">{t('eip.billing.postpaid')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('eip.metering')} required>
            <Radio.Group aria-label={t('eip.metering')} shape="button" value={v.metering} onChange={onValue<Values['metering']>((metering) => set({ metering }))}>
              <Radio value="PayByTraffic">{t('eip.metering.traffic')}</Radio>
              <Radio value="PayByBandwidth">{t('eip.metering.bandwidth')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('eip.bandwidth')} required validateState={errors.bandwidth ? 'error' : undefined} help={errors.bandwidth} extra={<span className="field-help">{t('eip.bandwidth.help', { max })}</span>}>
            <NumberPicker aria-label={t('eip.bandwidth')} value={v.bandwidth} min={1} max={max} onChange={onValue<number>((bandwidth) => set({ bandwidth }))} />
            <span className="unit"> Mbps</span>
          </Form.Item>
          <Form.Item label={t('eip.name')} validateState={errors.name ? 'error' : undefined} help={errors.name}>
            <Input aria-label={t('eip.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} submitLabel={t('eip.create.submit')} busy={busy} onSubmit={submit} cancelTo="/vpc/eips" />
    </div>
  );
}
