import { useState } from 'react';
import { Form, Message, Select } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { DescribeVpcs } from './types';
import { useVpc } from './useVpc';
import { useVSwitchForm } from './VSwitchFields';
import { onValue } from '../../../console/src/lib/onValue';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** `/vpc/vswitches/create`: VPC, Name, Zone, IPv4 CIDR Block; OK calls CreateVSwitch. */
export function CreateVSwitchPage({ query }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [vpcId, setVpcId] = useState(query.get('vpcId') ?? '');
  const [vpcErr, setVpcErr] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vswForm = useVSwitchForm(t, regionId);
  const vsw = vswForm.values;
  const vpcList = vpcs.data?.Vpcs?.Vpc ?? [];

  const submit = async () => {
    const e = vswForm.check();
    setVpcErr(vpcId ? undefined : t('vsw.err.vpc'));
    vswForm.setErrors(e);
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
      else if (f) vswForm.setErrors({ [f]: errorText(err) });
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
      {vswForm.section(t('vsw.section.vswitch'), vpcList.find((v) => v.VpcId === vpcId)?.CidrBlock)}
      <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/vpc/vswitches" />
    </div>
  );
}
