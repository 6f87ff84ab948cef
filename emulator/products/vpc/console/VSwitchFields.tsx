import { useState } from 'react';
import { Form, Input, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { zoneName } from '../../../console/src/lib/names';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Zone } from '../../ecs/console/types';
import { onValue } from '../../../console/src/lib/onValue';
import { isCidr } from './cidr';

export type VSwitchValues = { name: string; zoneId: string; cidr: string };
export type VSwitchErrors = Partial<Record<keyof VSwitchValues, string>>;
export type Props = {
  values: VSwitchValues;
  onChange: (patch: Partial<VSwitchValues>) => void;
  errors: VSwitchErrors;
  zones: Zone[];
  vpcCidr?: string;
  t: Translate;
};

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** Name, Zone and IPv4 CIDR Block of a vSwitch (Create VPC's vSwitch section and the Create vSwitch page). */
export function VSwitchFields({ values, onChange, errors, zones, vpcCidr, t }: Props) {
  const state = (k: keyof VSwitchValues) => (errors[k] ? ('error' as const) : undefined);
  return (
    <Form {...LAYOUT}>
      <Form.Item label={t('vsw.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('vpc.name.help')}</span>}>
        <Input aria-label={t('vsw.name')} value={values.name} maxLength={128} onChange={onValue<string>((v) => onChange({ name: v }))} style={{ width: 360 }} />
      </Form.Item>
      <Form.Item label={t('vsw.zone')} required validateState={state('zoneId')} help={errors.zoneId}>
        <Select
          aria-label={t('vsw.zone')}
          value={values.zoneId || undefined}
          placeholder={t('common.pleaseSelect')}
          onChange={onValue<string>((v) => onChange({ zoneId: v }))}
          dataSource={zones.map((z) => ({ value: z.ZoneId, label: zoneName(z.ZoneId, t, z.LocalName) }))}
          style={{ width: 360 }}
        />
      </Form.Item>
      <Form.Item
        label={t('vsw.cidr')}
        required
        validateState={state('cidr')}
        help={errors.cidr}
        extra={<span className="field-help">{vpcCidr ? t('vsw.cidr.helpIn', { cidr: vpcCidr }) : t('vsw.cidr.help')}</span>}
      >
        <Input aria-label={t('vsw.cidr')} value={values.cidr} placeholder={t('vsw.cidr.placeholder')} onChange={onValue<string>((v) => onChange({ cidr: v }))} style={{ width: 360 }} />
      </Form.Item>
    </Form>
  );
}

/**
 * A create page's vSwitch (Create VPC's and Create vSwitch's): its values and errors, the zones of the region, `check`
 * (the errors of the values as they stand: a name, a zone, a CIDR block) and `section`, the titled fields.
 */
export function useVSwitchForm(t: Translate, regionId: string) {
  const [values, setValues] = useState<VSwitchValues>({ name: '', zoneId: '', cidr: '' });
  const [errors, setErrors] = useState<VSwitchErrors>({});
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', { RegionId: regionId });
  const check = (): VSwitchErrors => {
    const e: VSwitchErrors = {};
    if (!values.name.trim()) e.name = t('vsw.err.name');
    if (!values.zoneId) e.zoneId = t('vsw.err.zone');
    if (!isCidr(values.cidr)) e.cidr = t('vsw.err.cidr');
    return e;
  };
  const section = (title: string, vpcCidr: string | undefined) => (
    <FormSection title={title}>
      <VSwitchFields
        values={values}
        onChange={(p) => {
          setValues((v) => ({ ...v, ...p }));
          setErrors({});
        }}
        errors={errors}
        zones={zones.data?.Zones?.Zone ?? []}
        vpcCidr={vpcCidr}
        t={t}
      />
    </FormSection>
  );
  return { values, setErrors, check, section };
}
