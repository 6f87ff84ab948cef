import { useCallback, useEffect, useMemo, useState } from 'react';
import { Message } from '@alifd/next';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { callApi } from '../../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useEcs } from '../useEcs';
import { BillingRegionSection } from './BillingRegionSection';
import { CreateInstanceResult } from './CreateInstanceResult';
import { initialForm, PARAM_FIELDS, validate, type Errors, type InstanceForm } from './form';
import { ImageSection } from './ImageSection';
import { InstanceTypeSection } from './InstanceTypeSection';
import { ManagementSection } from './ManagementSection';
import { NetworkSection } from './NetworkSection';
import { OrderBar } from './OrderBar';
import { SectionSteps } from './SectionSteps';
import { StorageSection } from './StorageSection';
import { useCreateInstanceData } from './useCreateInstanceData';

type RunInstancesResult = { InstanceIdSets?: { InstanceIdSet?: string[] }; OrderId?: string };

/** `/ecs/instances/create`: the Custom Launch purchase page; Confirm Order calls RunInstances. */
export function CreateInstancePage() {
  const { t } = useEcs();
  const [form, setForm] = useState<InstanceForm>(initialForm);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RunInstancesResult | null>(null);
  const data = useCreateInstanceData(form);

  const set = useCallback((patch: Partial<InstanceForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof InstanceForm];
      return next;
    });
  }, []);

  const firstError = data.errors[0];
  useEffect(() => {
    if (firstError) notifyApiError(firstError, t);
  }, [firstError, t]);

  const sections = useMemo(
    () =>
      ['basic', 'type', 'image', 'storage', 'network', 'management'].map((id) => ({
        id: `section-${id}`,
        title: t(`create.section.${id === 'type' ? 'instanceType' : id}`),
      })),
    [t],
  );

  const submit = async () => {
    const problems = validate(form, t);
    setErrors(problems);
    if (Object.keys(problems).length) {
      Message.error(t('create.err.summary'));
      setTimeout(() => document.querySelector('.has-error, .field-error')?.scrollIntoView({ block: 'center' }), 50);
      return;
    }
    const vsw = data.vswitches.find((v) => v.VSwitchId === form.vswitchId);
    const params: Record<string, unknown> = {
      RegionId: data.regionId,
      ZoneId: form.zoneId || vsw?.ZoneId,
      InstanceChargeType: form.chargeType,
      InstanceType: form.instanceType,
      ImageId: form.imageId,
      'SystemDisk.Category': form.diskCategory,
      'SystemDisk.Size': form.diskSize,
      VSwitchId: form.vswitchId,
      SecurityGroupId: form.securityGroupId,
      InternetMaxBandwidthOut: form.publicIp ? form.bandwidth : 0,
      InstanceName: form.instanceName || undefined,
      Password: form.credential === 'password' ? form.password : undefined,
      KeyPairName: form.credential === 'keypair' ? form.keyPair : undefined,
      Amount: form.amount,
    };
    if (form.chargeType === 'PrePaid') Object.assign(params, { Period: 1, PeriodUnit: 'Month' });
    setSubmitting(true);
    try {
      setResult(await callApi<RunInstancesResult>('Ecs', 'RunInstances', params));
      window.scrollTo(0, 0);
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, PARAM_FIELDS);
      if (field) setErrors({ [field]: errorText(err) });
    } finally {
      setSubmitting(false);
    }
  };

  const header = (
    <PageHeader
      title={t('create.title')}
      back="/ecs/instances"
      crumbs={[{ label: t('ecs.title'), to: '/ecs' }, { label: t('instances.title'), to: '/ecs/instances' }, { label: t('create.title') }]}
    />
  );
  if (result) {
    return (
      <div className="page purchase-page">
        {header}
        <CreateInstanceResult instanceIds={result.InstanceIdSets?.InstanceIdSet ?? []} orderId={result.OrderId} t={t} />
      </div>
    );
  }
  const common = { form, set, errors, t };
  return (
    <div className="page purchase-page">
      {header}
      <div className="purchase-layout">
        <div className="purchase-form">
          <BillingRegionSection {...common} zones={data.zones} />
          <InstanceTypeSection {...common} types={data.types} loading={data.typesLoading} />
          <ImageSection {...common} images={data.images} />
          <StorageSection {...common} />
          <NetworkSection {...common} vpcs={data.vpcs} vswitches={data.vswitches} groups={data.groups} onRefresh={data.reloadNetwork} />
          <ManagementSection {...common} />
        </div>
        <SectionSteps sections={sections} label={t('create.title')} />
      </div>
      <OrderBar {...common} submitting={submitting} onSubmit={submit} />
    </div>
  );
}
