import { useState } from 'react';
import { Button, Form, Input, Message, NumberPicker, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { callApi } from '../../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { zoneName } from '../../../../console/src/lib/names';
import { onValue } from '../../../../console/src/lib/onValue';
import { navigate } from '../../../../console/src/lib/router';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { Zone } from '../types';
import { useEcs } from '../useEcs';

type Values = { zoneId: string; category: string; size: number; name: string; description: string };
type Errors = Partial<Record<keyof Values, string>>;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const CATEGORIES = ['cloud_essd', 'cloud_efficiency'];

/** `/ecs/disks/create`: a pay-as-you-go data disk (CreateDisk). */
export function CreateDiskPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [v, setV] = useState<Values>({ zoneId: '', category: 'cloud_essd', size: 40, name: '', description: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', { RegionId: regionId });
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);

  const submit = async () => {
    const e: Errors = {};
    if (!v.zoneId) e.zoneId = t('disk.err.zone');
    if (!v.size || v.size < 20 || v.size > 32768) e.size = t('disk.err.size');
    if (v.name && !/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/.test(v.name)) e.name = t('disk.err.name');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Ecs', 'CreateDisk', {
        RegionId: regionId, ZoneId: v.zoneId, DiskCategory: v.category, Size: v.size, DiskName: v.name.trim() || undefined, Description: v.description || undefined,
      });
      Message.success(t('toast.diskCreated'));
      navigate('/ecs/disks');
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, { ZoneId: 'zoneId', Size: 'size', DiskName: 'name', DiskCategory: 'category', Description: 'description' });
      if (field) setErrors({ [field]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('disk.create.title')} back="/ecs/disks" crumbs={[{ label: t('nav.disks'), to: '/ecs/disks' }, { label: t('disk.create.title') }]} />
      <FormSection title={t('disk.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('create.billing')}>
            <Radio.Group aria-label={t('create.billing')} value="PostPaid">
              <Radio value="PostPaid">{t('billing.postpaid')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('create.zone')} required validateState={state('zoneId')} help={errors.zoneId}>
            <Select
              aria-label={t('create.zone')}
              value={v.zoneId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((zoneId) => set({ zoneId }))}
              dataSource={(zones.data?.Zones?.Zone ?? []).map((z) => ({ value: z.ZoneId, label: zoneName(z.ZoneId, t, z.LocalName) }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('disk.category')} required>
            <Radio.Group aria-label={t('disk.category')} shape="button" value={v.category} onChange={onValue<string>((category) => set({ category }))}>
              {CATEGORIES.map((c) => (
                <Radio key={c} value={c}>
                  {t(c === 'cloud_essd' ? 'disk.cloud_essd' : 'disk.cloud_efficiency')}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('disk.size')} required validateState={state('size')} help={errors.size} extra={<span className="field-help">{t('disk.size.help')}</span>}>
            <NumberPicker aria-label={t('disk.size')} value={v.size} min={20} max={32768} onChange={onValue<number>((size) => set({ size }))} />
            <span className="unit"> GiB</span>
          </Form.Item>
          <Form.Item label={t('disk.name')} validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('create.instanceName.help')}</span>}>
            <Input aria-label={t('disk.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('disk.description')} validateState={state('description')} help={errors.description}>
            <Input.TextArea aria-label={t('disk.description')} value={v.description} maxLength={256} onChange={onValue<string>((description) => set({ description }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('disk.create.submit')}
        </Button>
        <Button onClick={() => navigate('/ecs/disks')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
