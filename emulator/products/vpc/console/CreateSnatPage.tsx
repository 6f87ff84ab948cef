import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import type { PageProps } from '../../../console/src/lib/product';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Instance } from '../../ecs/console/types';
import type { DescribeNatGateways, DescribeVSwitches } from './types';
import { useVpc } from './useVpc';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
type Errors = { source?: string; ip?: string };

/**
 * `/vpc/nat-gateways/:id/snat-create`: the Create SNAT Entry page of the 2021 console (flag `snatPage`): SNAT Entry
 * (Specify VSwitch with Select VSwitch and its CIDR block shown, or Specify ECS Instance with Select ECS Instance, a
 * Running instance without a public IP, and its /32), Select Public IP Address (Use One IP Address with an EIP of
 * the gateway; Use Multiple IP Addresses, which needs an EIP bandwidth plan: none here), Entry Name; Confirm.
 */
export function CreateSnatPage({ params }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [by, setBy] = useState<'vswitch' | 'ecs'>('vswitch');
  const [vsw, setVsw] = useState('');
  const [vm, setVm] = useState('');
  const [pool, setPool] = useState<'one' | 'many'>('one');
  const [ip, setIp] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const back = `/vpc/nat-gateways/${params.id}?tab=snat`;
  const q = useApiQuery<DescribeNatGateways>('Vpc', 'DescribeNatGateways', { RegionId: regionId, NatGatewayId: params.id });
  const nat = q.data?.NatGateways?.NatGateway?.[0];
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', nat ? { RegionId: regionId, VpcId: nat.VpcId, PageSize: 50 } : null);
  const vms = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', nat ? { RegionId: regionId, VpcId: nat.VpcId, PageSize: 100 } : null);
  const vswList = vsws.data?.VSwitches?.VSwitch ?? [];
  const privateIp = (i: Instance) => i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? '';
  const vmList = (vms.data?.Instances?.Instance ?? []).filter((i) => i.Status === 'Running' && !i.EipAddress?.IpAddress && !i.PublicIpAddress?.IpAddress?.length);
  const ips = (nat?.IpLists?.IpList ?? []).map((i) => ({ value: i.IpAddress, label: i.IpAddress }));
  const chosenVm = vmList.find((i) => i.InstanceId === vm);
  const submit = async () => {
    const e: Errors = {};
    if (by === 'vswitch' ? !vsw : !chosenVm) e.source = t(by === 'vswitch' ? 'snat.err.vswitch' : 'snat.err.ecs');
    if (pool === 'many' || !ip) e.ip = t(pool === 'many' ? 'snat.err.plan' : 'snat.err.ip');
    setErrors(e);
    if (Object.keys(e).length || !nat) return;
    setBusy(true);
    try {
      await callApi('Vpc', 'CreateSnatEntry', {
        RegionId: regionId, SnatTableId: nat.SnatTableIds.SnatTableId[0], SnatIp: ip, SnatEntryName: name.trim() || undefined,
        ...(by === 'vswitch' ? { SourceVSwitchId: vsw } : { SourceCIDR: `${privateIp(chosenVm!)}/32` }),
      });
      Message.success(t('toast.snatCreated'));
      navigate(back);
    } catch (err) {
      notifyApiError(err, t);
      setBusy(false);
    }
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const select = (label: string, value: string, list: Array<{ value: string; label: string }>, onChange: (v: string) => void) => (
    <Select aria-label={label} placeholder={t('common.pleaseSelect')} value={value || undefined} dataSource={list} onChange={onValue<string>((v) => { onChange(v); setErrors({}); })} style={{ width: 360 }} />
  );
  return (
    <div className="page">
      <PageHeader title={t('snat.create')} back={back} crumbs={[{ label: t('nav.natGateways'), to: '/vpc/nat-gateways' }, { label: params.id, to: back }, { label: t('snat.create') }]} />
      <FormSection title={t('snat.create')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('snat.granularity')} required>
            <Radio.Group aria-label={t('snat.granularity')} value={by} onChange={onValue<'vswitch' | 'ecs'>((v) => { setBy(v); setErrors({}); })}>
              <Radio value="vswitch">{t('snat.by.vswitch')}</Radio>
              <Radio value="ecs">{t('snat.by.ecs')}</Radio>
            </Radio.Group>
          </Form.Item>
          {by === 'vswitch' ? (
            <>
              <Form.Item label={t('snat.vswitch')} required validateState={state('source')} help={errors.source}>
                {select(t('snat.vswitch'), vsw, vswList.map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} / ${s.VSwitchId}` })), setVsw)}
              </Form.Item>
              <Form.Item label={t('snat.vswitch.cidr')}>
                <span>{vswList.find((s) => s.VSwitchId === vsw)?.CidrBlock ?? '-'}</span>
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item label={t('snat.ecs')} required validateState={state('source')} help={errors.source}>
                {select(t('snat.ecs'), vm, vmList.map((i) => ({ value: i.InstanceId, label: `${i.InstanceName} / ${i.InstanceId}` })), setVm)}
              </Form.Item>
              <Form.Item label={t('snat.ecs.cidr')}>
                <span>{chosenVm ? `${privateIp(chosenVm)}/32` : '-'}</span>
              </Form.Item>
            </>
          )}
          <Form.Item label={t('snat.ip')} required help={ips.length ? undefined : t('snat.noEip')}>
            <Radio.Group aria-label={t('snat.ip')} value={pool} onChange={onValue<'one' | 'many'>((v) => { setPool(v); setErrors({}); })}>
              <Radio value="one">{t('snat.ip.one')}</Radio>
              <Radio value="many">{t('snat.ip.many')}</Radio>
            </Radio.Group>
          </Form.Item>
          {pool === 'one' ? (
            <Form.Item label={t('snat.ip.address')} required validateState={state('ip')} help={errors.ip}>
              {select(t('snat.ip.address'), ip, ips, setIp)}
            </Form.Item>
          ) : (
            <>
              <Form.Item label={t('snat.ip.plan')} required validateState={state('ip')} help={errors.ip}>
                {select(t('snat.ip.plan'), '', [], () => undefined)}
              </Form.Item>
              <Form.Item label={t('snat.ip.address')} required>
                {select(t('snat.ip.address'), '', [], () => undefined)}
              </Form.Item>
            </>
          )}
          <Form.Item label={t('snat.name')}>
            <Input aria-label={t('snat.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} submitLabel={t('snat.confirm')} busy={busy} onSubmit={submit} cancelTo={back} />
    </div>
  );
}
