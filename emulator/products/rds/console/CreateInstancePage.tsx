import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select } from '@alifd/next';
import { regionItem } from '../../../console/src/components/RegionItem';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { zoneName } from '../../../console/src/lib/names';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Zone } from '../../ecs/console/types';
import type { DescribeVpcs, DescribeVSwitches } from '../../vpc/console/types';
import { ENGINES, type Engine } from './types';
import { useRds } from './useRds';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

type FormState = { payType: 'Postpaid' | 'Prepaid'; engine: Engine; version: string; zoneId: string; cls: string; storage: string; vpcId: string; vSwitchId: string; name: string };

/** `/rds/instances/create`: the purchase page of an RDS instance in a VPC (CreateDBInstance). */
export function CreateInstancePage() {
  const { t } = useRds();
  const { regionId, regions, setRegionId } = useConsole();
  const [form, setForm] = useState<FormState>({ payType: 'Postpaid', engine: 'MySQL', version: '8.0', zoneId: '', cls: 'mysql.n2.medium.1', storage: '20', vpcId: '', vSwitchId: '', name: '' });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Vpc', 'DescribeZones', { RegionId: regionId });
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', form.vpcId ? { RegionId: regionId, VpcId: form.vpcId, PageSize: 50 } : null);
  const switches = (vsws.data?.VSwitches?.VSwitch ?? []).filter((s) => !form.zoneId || s.ZoneId === form.zoneId);
  const engine = ENGINES[form.engine];
  const err = (k: string) => (missing.has(k) ? { validateState: 'error' as const, help: t('create.err.required') } : {});

  const submit = async () => {
    const need = (['zoneId', 'vpcId', 'vSwitchId'] as const).filter((k) => !form[k]);
    setMissing(new Set(need));
    if (need.length) return;
    setBusy(true);
    try {
      await callApi('Rds', 'CreateDBInstance', {
        RegionId: regionId, Engine: form.engine, EngineVersion: form.version, DBInstanceClass: form.cls, DBInstanceStorage: form.storage,
        DBInstanceStorageType: 'cloud_essd', PayType: form.payType, DBInstanceNetType: 'Intranet', InstanceNetworkType: 'VPC',
        VPCId: form.vpcId, VSwitchId: form.vSwitchId, ZoneId: form.zoneId, SecurityIPList: '127.0.0.1', DBInstanceDescription: form.name.trim(),
      });
      Message.success(t('create.done'));
      navigate('/rds/instances');
    } catch (e) {
      notifyApiError(e, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('inst.create')} back="/rds/instances" crumbs={[{ label: t('rds.title'), to: '/rds/instances' }, { label: t('inst.create') }]} />
      <FormSection title={t('create.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('create.billing')} required>
            <Radio.Group shape="button" aria-label={t('create.billing')} value={form.payType} onChange={onValue<'Postpaid' | 'Prepaid'>((v) => set({ payType: v }))}>
              <Radio value="Prepaid">{t('billing.Prepaid')}</Radio>
              <Radio value="Postpaid">{t('billing.Postpaid')}</Radio>
            </Radio.Group>
          </Form.Item>
          {regionItem({ t, label: t('create.region'), regions, regionId, onChange: (v) => (setRegionId(v), set({ zoneId: '', vpcId: '', vSwitchId: '' })) })}
          <Form.Item label={t('create.engine')} required>
            <Radio.Group
              shape="button"
              aria-label={t('create.engine')}
              value={form.engine}
              onChange={onValue<Engine>((v) => set({ engine: v, version: ENGINES[v].versions[0], cls: ENGINES[v].classes[Math.min(1, ENGINES[v].classes.length - 1)] }))}
            >
              <Radio value="MySQL">MySQL</Radio>
              <Radio value="PostgreSQL">PostgreSQL</Radio>
              <Radio value="MariaDB">MariaDB</Radio>
              <Radio value="SQLServer">SQL Server</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('create.engineVersion')} required>
            <Select aria-label={t('create.engineVersion')} value={form.version} onChange={onValue<string>((v) => set({ version: v }))} dataSource={[...engine.versions]} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item label={t('create.zone')} required {...err('zoneId')}>
            <Select
              aria-label={t('create.zone')}
              value={form.zoneId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => set({ zoneId: v, vSwitchId: '' }))}
              dataSource={(zones.data?.Zones?.Zone ?? []).map((z) => ({ value: z.ZoneId, label: zoneName(z.ZoneId, t, z.LocalName) }))}
              style={{ width: 280 }}
            />
          </Form.Item>
          <Form.Item label={t('create.class')} required>
            <Select aria-label={t('create.class')} value={form.cls} onChange={onValue<string>((v) => set({ cls: v }))} dataSource={[...engine.classes]} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item label={t('create.storage')} required extra={<span className="field-help">{t('create.storage.help')}</span>}>
            <Input aria-label={t('create.storage')} value={form.storage} onChange={onValue<string>((v) => set({ storage: v }))} style={{ width: 280 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('create.section.network')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('create.vpc')} required {...err('vpcId')}>
            <Select
              aria-label={t('create.vpc')}
              value={form.vpcId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => set({ vpcId: v, vSwitchId: '' }))}
              dataSource={(vpcs.data?.Vpcs?.Vpc ?? []).map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} (${v.VpcId})` }))}
              style={{ width: 420 }}
            />
          </Form.Item>
          <Form.Item label={t('create.vswitch')} required {...err('vSwitchId')} extra={form.vpcId && form.zoneId && !switches.length ? <span className="field-help">{t('create.vswitch.none')}</span> : undefined}>
            <Select
              aria-label={t('create.vswitch')}
              value={form.vSwitchId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((v) => set({ vSwitchId: v }))}
              dataSource={switches.map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} (${s.CidrBlock})` }))}
              style={{ width: 420 }}
            />
          </Form.Item>
          <Form.Item label={t('create.description')}>
            <Input aria-label={t('create.description')} value={form.name} maxLength={256} onChange={onValue<string>((v) => set({ name: v }))} style={{ width: 420 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="list-toolbar">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('create.submit')}
        </Button>
      </div>
    </div>
  );
}
