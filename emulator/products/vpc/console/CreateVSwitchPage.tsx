import { useState } from 'react';
import { Button, Form, Message, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Zone } from '../../ecs/console/types';
import type { PageProps } from '../../../console/src/lib/product';
import { isCidr } from './cidr';
import type { DescribeVpcs } from './types';
import { useVpc } from './useVpc';
import { VSwitchFields, type VSwitchErrors, type VSwitchValues } from './VSwitchFields';
import { onValue } from '../../../console/src/lib/onValue';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** `/vpc/vswitches/create`: VPC, Name, Zone, IPv4 CIDR Block; OK calls CreateVSwitch. */
export function CreateVSwitchPage({ query }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [vpcId, setVpcId] = useState(query.get('vpcId') ?? '');
  const [vpcErr, setVpcErr] = useState<string | undefined>();
  const [vsw, setVsw] = useState<VSwitchValues>({ name: '', zoneId: '', cidr: '' });
  const [errors, setErrors] = useState<VSwitchErrors>({});
  const [busy, setBusy] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', { RegionId: regionId });
  const vpcList = vpcs.data?.Vpcs?.Vpc ?? [];

  const submit = async () => {
    const e: VSwitchErrors = {};
    if (!vsw.name.trim()) e.name = t('vsw.err.name');
    if (!vsw.zoneId) e.zoneId = t('vsw.err.zone');
    if (!isCidr(vsw.cidr)) e.cidr = t('vsw.err.cidr');
    setVpcErr(vpcId ? undefined : t('vsw.err.vpc'));
    setErrors(e);
    if (!vpcId || Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Vpc', 'CreateVSwitch', { RegionId: regionId, VpcId: vpcId, ZoneId: vsw.zoneId, CidrBlock: vsw.cidr.trim(), VSwitchName: vsw.name.trim() });
      Message.success(t('toast.vswCreated'));
      navigate('/vpc/vswitches');
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { VSwitchName: 'name', CidrBlock: 'cidr', ZoneId: 'zoneId', VpcId: 'vpc' });
      if (f === 'vpc') setVpcErr(errorText(err));
      else if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('vsw.create.title')} back="/vpc/vswitches" crumbs={[{ label: t('nav.vswitches'), to: '/vpc/vswitches' }, { label: t('vsw.create.title') }]} />
      <FormSection title={t('vsw.section.vpc')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('vsw.vpc')} required validateState={vpcErr ? 'error' : undefined} help={vpcErr}>
            <Select
              aria-label={t('vsw.vpc')}
              value={vpcId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => {
                setVpcId(v);
                setVpcErr(undefined);
              })}
              dataSource={vpcList.map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId} (${v.CidrBlock})` }))}
              style={{ width: 360 }}
            />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('vsw.section.vswitch')}>
        <VSwitchFields
          values={vsw}
          onChange={(p) => {
            setVsw((v) => ({ ...v, ...p }));
            setErrors({});
          }}
          errors={errors}
          zones={zones.data?.Zones?.Zone ?? []}
          vpcCidr={vpcList.find((v) => v.VpcId === vpcId)?.CidrBlock}
          t={t}
        />
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('common.ok')}
        </Button>
        <Button onClick={() => navigate('/vpc/vswitches')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
