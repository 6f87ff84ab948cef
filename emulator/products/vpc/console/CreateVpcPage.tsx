import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { regionName } from '../../../console/src/lib/names';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Zone } from '../../ecs/console/types';
import { isCidr } from './cidr';
import { useVpc } from './useVpc';
import { VSwitchFields, type VSwitchErrors, type VSwitchValues } from './VSwitchFields';
import { waitVpcAvailable } from './waitAvailable';
import { onValue } from '../../../console/src/lib/onValue';

type VpcValues = { name: string; cidr: string; description: string };
type VpcErrors = Partial<Record<keyof VpcValues, string>>;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const RECOMMENDED = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];

/** `/vpc/vpcs/create`: the VPC and, optionally, its first vSwitch; OK calls CreateVpc then CreateVSwitch. */
export function CreateVpcPage() {
  const { t } = useVpc();
  const { regionId, regions, setRegionId } = useConsole();
  const [vpc, setVpc] = useState<VpcValues>({ name: '', cidr: '', description: '' });
  const [vsw, setVsw] = useState<VSwitchValues>({ name: '', zoneId: '', cidr: '' });
  const [vpcErr, setVpcErr] = useState<VpcErrors>({});
  const [vswErr, setVswErr] = useState<VSwitchErrors>({});
  const [createdVpc, setCreatedVpc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', { RegionId: regionId });
  const editVpc = (patch: Partial<VpcValues>) => {
    setVpc((v) => ({ ...v, ...patch }));
    setVpcErr((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof VpcValues) => (vpcErr[k] ? ('error' as const) : undefined);

  const submit = async () => {
    const ve: VpcErrors = {};
    if (!vpc.name.trim()) ve.name = t('vpc.err.name');
    if (!isCidr(vpc.cidr)) ve.cidr = t('vpc.err.cidr');
    const se: VSwitchErrors = {};
    const wantVsw = Boolean(vsw.name || vsw.zoneId || vsw.cidr);
    if (wantVsw) {
      if (!vsw.name.trim()) se.name = t('vsw.err.name');
      if (!vsw.zoneId) se.zoneId = t('vsw.err.zone');
      if (!isCidr(vsw.cidr)) se.cidr = t('vsw.err.cidr');
    }
    setVpcErr(ve);
    setVswErr(se);
    if (Object.keys(ve).length || Object.keys(se).length) return;
    setBusy(true);
    let vpcId = createdVpc;
    try {
      if (!vpcId) {
        const res = await callApi<{ VpcId: string }>('Vpc', 'CreateVpc', {
          RegionId: regionId,
          VpcName: vpc.name.trim(),
          CidrBlock: vpc.cidr.trim(),
          Description: vpc.description || undefined,
        });
        vpcId = res.VpcId;
        setCreatedVpc(vpcId);
      }
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { VpcName: 'name', CidrBlock: 'cidr', Description: 'description' });
      if (f) setVpcErr({ [f]: errorText(err) });
      setBusy(false);
      return;
    }
    try {
      if (wantVsw) {
        await waitVpcAvailable(regionId, vpcId);
        await callApi('Vpc', 'CreateVSwitch', {
          RegionId: regionId,
          VpcId: vpcId,
          ZoneId: vsw.zoneId,
          CidrBlock: vsw.cidr.trim(),
          VSwitchName: vsw.name.trim(),
        });
      }
      Message.success(t('toast.vpcCreated'));
      navigate('/vpc/vpcs');
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { VSwitchName: 'name', CidrBlock: 'cidr', ZoneId: 'zoneId' });
      if (f) setVswErr({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('vpc.create.title')} back="/vpc/vpcs" crumbs={[{ label: t('nav.vpcs'), to: '/vpc/vpcs' }, { label: t('vpc.create.title') }]} />
      <FormSection title={t('vpc.section.vpc')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('vpc.region')} required>
            <Select
              aria-label={t('vpc.region')}
              value={regionId}
              onChange={onValue<string>((v) => setRegionId(v))}
              dataSource={regions.map((r) => ({ value: r.RegionId, label: regionName(r.RegionId, t, r.LocalName) }))}
              style={{ width: 360 }}
              disabled={Boolean(createdVpc)}
            />
          </Form.Item>
          <Form.Item label={t('vpc.name')} required validateState={state('name')} help={vpcErr.name} extra={<span className="field-help">{t('vpc.name.help')}</span>}>
            <Input aria-label={t('vpc.name')} value={vpc.name} maxLength={128} disabled={Boolean(createdVpc)} onChange={onValue<string>((v) => editVpc({ name: v }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('vpc.create.cidr')} required validateState={state('cidr')} help={vpcErr.cidr}>
            <div className="cidr-field">
              <Radio.Group aria-label={t('vpc.create.cidr')} value="manual">
                <Radio value="manual">{t('vpc.cidr.manual')}</Radio>
              </Radio.Group>
              <Input aria-label={t('vpc.create.cidr')} value={vpc.cidr} placeholder={t('vpc.cidr.placeholder')} disabled={Boolean(createdVpc)} onChange={onValue<string>((v) => editVpc({ cidr: v }))} style={{ width: 360 }} />
              <div className="quick-picks">
                <span className="field-help">{t('vpc.cidr.recommended')}</span>
                {RECOMMENDED.map((c) => (
                  <Button key={c} size="small" disabled={Boolean(createdVpc)} onClick={() => editVpc({ cidr: c })}>
                    {c}
                  </Button>
                ))}
              </div>
            </div>
          </Form.Item>
          <Form.Item label={t('vpc.description')} validateState={state('description')} help={vpcErr.description}>
            <Input.TextArea aria-label={t('vpc.description')} value={vpc.description} maxLength={256} disabled={Boolean(createdVpc)} onChange={onValue<string>((v) => editVpc({ description: v }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('vpc.section.vswitch')}>
        <VSwitchFields
          values={vsw}
          onChange={(p) => {
            setVsw((v) => ({ ...v, ...p }));
            setVswErr({});
          }}
          errors={vswErr}
          zones={zones.data?.Zones?.Zone ?? []}
          vpcCidr={isCidr(vpc.cidr) ? vpc.cidr : undefined}
          t={t}
        />
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('common.ok')}
        </Button>
        <Button onClick={() => navigate('/vpc/vpcs')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
