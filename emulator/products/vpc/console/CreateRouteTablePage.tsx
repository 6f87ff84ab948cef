import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { DescribeVpcs } from './types';
import { useVpc } from './useVpc';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** `/vpc/route-tables/create`: VPC, Name, Description, Associated Resource Type; OK calls CreateRouteTable. */
export function CreateRouteTablePage({ query }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [vpcId, setVpcId] = useState(query.get('vpcId') ?? '');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<'VSwitch' | 'Gateway'>('VSwitch');
  const [errors, setErrors] = useState<{ vpc?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const submit = async () => {
    if (!vpcId) {
      setErrors({ vpc: t('rt.err.vpc') });
      return;
    }
    setBusy(true);
    try {
      await callApi('Vpc', 'CreateRouteTable', { RegionId: regionId, VpcId: vpcId, RouteTableName: name.trim() || undefined, Description: description || undefined, AssociateType: type });
      Message.success(t('toast.rtCreated'));
      navigate('/vpc/route-tables');
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { VpcId: 'vpc', RouteTableName: 'name' });
      if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('rt.create.title')} back="/vpc/route-tables" crumbs={[{ label: t('nav.routeTables'), to: '/vpc/route-tables' }, { label: t('rt.create.title') }]} />
      <FormSection title={t('rt.create.title')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('rt.vpc')} required validateState={errors.vpc ? 'error' : undefined} help={errors.vpc}>
            <Select
              aria-label={t('rt.vpc')}
              value={vpcId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => {
                setVpcId(v);
                setErrors({});
              })}
              dataSource={(vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId}` }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('rt.name')} validateState={errors.name ? 'error' : undefined} help={errors.name} extra={<span className="field-help">{t('vpc.name.help')}</span>}>
            <Input aria-label={t('rt.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('rt.description')}>
            <Input.TextArea aria-label={t('rt.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('rt.associateType')} required>
            <Radio.Group aria-label={t('rt.associateType')} shape="button" value={type} onChange={onValue<'VSwitch' | 'Gateway'>(setType)}>
              <Radio value="VSwitch">{t('rt.associateType.VSwitch')}</Radio>
              <Radio value="Gateway">{t('rt.associateType.Gateway')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/vpc/route-tables" />
    </div>
  );
}
