import { Form, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { regionName, zoneName } from '../../../../console/src/lib/names';
import type { Zone } from '../types';
import { FORM_LAYOUT } from './layout';
import type { SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps & { zones: Zone[] };

/** Billing Method, Region and Zone. Changing the region here changes the console's region. */
export function BillingRegionSection({ form, set, errors, t, zones }: Props) {
  const { regionId, regions, setRegionId } = useConsole();
  return (
    <FormSection title={t('create.section.basic')} id="section-basic">
      <Form {...FORM_LAYOUT}>
        <Form.Item label={t('create.billing')} required>
          <Radio.Group
            shape="button"
            aria-label={t('create.billing')}
            value={form.chargeType}
            onChange={(v) => set({ chargeType: v as 'PrePaid' | 'PostPaid' })}
          >
            <Radio value="PrePaid">{t('billing.prepaid')}</Radio>
            <Radio value="PostPaid">{t('billing.postpaid')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('create.region')} required>
          <Select
            aria-label={t('create.region')}
            value={regionId}
            onChange={onValue<string>((v) => {
              setRegionId(v);
              set({ zoneId: '', vpcId: '', vswitchId: '', securityGroupId: '' });
            })}
            dataSource={regions.map((r) => ({ value: r.RegionId, label: regionName(r.RegionId, t, r.LocalName) }))}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item
          label={t('create.zone')}
          validateState={errors.zoneId ? 'error' : undefined}
          help={errors.zoneId}
          extra={<span className="field-help">{t('create.zone.help')}</span>}
        >
          <Select
            aria-label={t('create.zone')}
            value={form.zoneId}
            onChange={onValue<string>((v) => set({ zoneId: v, vswitchId: '' }))}
            dataSource={[
              { value: '', label: t('common.random') },
              ...zones.map((z) => ({ value: z.ZoneId, label: zoneName(z.ZoneId, t, z.LocalName) })),
            ]}
            style={{ width: 280 }}
          />
        </Form.Item>
      </Form>
    </FormSection>
  );
}
