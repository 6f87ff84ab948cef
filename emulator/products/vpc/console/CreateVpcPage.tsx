import { useState } from 'react';
import { Button, Form, Input, Message, Radio } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { regionItem } from '../../../console/src/components/RegionItem';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { isCidr } from './cidr';
import { useVpc } from './useVpc';
import { useVSwitchForm } from './VSwitchFields';
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
  const [vpcErr, setVpcErr] = useState<VpcErrors>({});
  const [createdVpc, setCreatedVpc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const vswForm = useVSwitchForm(t, regionId);
  const vsw = vswForm.values;
  const editVpc = (patch: Partial<VpcValues>) => {
    setVpc((v) => ({ ...v, ...patch }));
    setVpcErr((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof VpcValues) => (vpcErr[k] ? ('error' as const) : undefined);

  const submit = async () => {
    const ve: VpcErrors = {};
    if (!vpc.name.trim()) ve.name = t('vpc.err.name');
    if (!isCidr(vpc.cidr)) ve.cidr = t('vpc.err.cidr');
    const wantVsw = Boolean(vsw.name || vsw.zoneId || vsw.cidr);
    const se = wantVsw ? vswForm.check() : {};
    setVpcErr(ve);
    vswForm.setErrors(se);
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
      if (f) vswForm.setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('vpc.create.title')} back="/vpc/vpcs" crumbs={[{ label: t('nav.vpcs'), to: '/vpc/vpcs' }, { label: t('vpc.create.title') }]} />
      <FormSection title={t('vpc.section.vpc')}>
        <Form {...LAYOUT}>
          {regionItem({ t, label: t('vpc.region'), regions, regionId, onChange: (v) => setRegionId(v), width: 360, disabled: Boolean(createdVpc) })}
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
      {vswForm.section(t('vpc.section.vswitch'), isCidr(vpc.cidr) ? vpc.cidr : undefined)}
      <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/vpc/vpcs" />
    </div>
  );
}
