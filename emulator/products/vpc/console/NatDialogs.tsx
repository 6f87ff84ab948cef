import { useState } from 'react';
import { Form, Input, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from '../../ecs/console/types';
import { isCidr } from './cidr';
import type { Eip } from './EipDialogs';
import type { DescribeVSwitches, NatGateway } from './types';

const LAYOUT = { labelAlign: 'top' as const };
type Props = { nat: NatGateway; t: Translate; onClose: () => void; onDone: () => void };

export const natIps = (nat: NatGateway) => (nat.IpLists?.IpList ?? []).map((i) => ({ value: i.IpAddress, label: i.IpAddress }));

/**
 * Bind Elastic IP Address: an Available EIP of the region (AssociateEipAddress, InstanceType Nat). `full` (the 2021
 * dialog): a resource group, and the choice between an existing EIP and a new pay-by-traffic one bought and bound
 * at once (AllocateEipAddress, then AssociateEipAddress).
 */
export function BindEipDialog({ nat, t, full, onClose, onDone }: Props & { full?: boolean }) {
  const { regionId } = useConsole();
  const [id, setId] = useState('');
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [error, setError] = useState<string | undefined>();
  const eips = useApiQuery<{ EipAddresses: { EipAddress: Eip[] } }>('Vpc', 'DescribeEipAddresses', { RegionId: regionId, Status: 'Available', PageSize: 100 });
  const submit = async () => {
    if (mode === 'existing' && !id) {
      setError(t('nat.bind.err'));
      return false;
    }
    let allocationId = id;
    if (mode === 'new') {
      try {
        const made = await callApi<{ AllocationId: string }>('Vpc', 'AllocateEipAddress', { RegionId: regionId, InstanceChargeType: 'PostPaid', InternetChargeType: 'PayByTraffic', Bandwidth: '5' });
        allocationId = made.AllocationId;
      } catch (err) {
        notifyApiError(err, t);
        return false;
      }
    }
    const done = await runAction('Vpc', 'AssociateEipAddress', { RegionId: regionId, AllocationId: allocationId, InstanceId: nat.NatGatewayId, InstanceType: 'Nat' }, t, t('toast.natBound'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('nat.bind.title')} width={560} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${nat.NatGatewayId} / ${nat.Name || '-'}`}</li>
      </ul>
      <Form {...LAYOUT}>
        {full && (
          <Form.Item label={t('nat.bind.rg')}>
            <Select aria-label={t('nat.bind.rg')} value="default" dataSource={[{ value: 'default', label: t('eip.buy.resourceGroup.default') }]} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={t('nat.bind.mode')}>
          <Radio.Group aria-label={t('nat.bind.mode')} value={mode} onChange={onValue<'existing' | 'new'>((v) => { setMode(v); setError(undefined); })}>
            <Radio value="existing">{t('nat.bind.existing')}</Radio>
            {full && <Radio value="new">{t('nat.bind.new')}</Radio>}
          </Radio.Group>
        </Form.Item>
        {mode === 'existing' && (
          <Form.Item label={t('nat.bind.eip')} required validateState={error ? 'error' : undefined} help={error}>
            <Select
              aria-label={t('nat.bind.eip')}
              placeholder={t('common.pleaseSelect')}
              value={id || undefined}
              dataSource={(eips.data?.EipAddresses?.EipAddress ?? []).map((e) => ({ value: e.AllocationId, label: `${e.IpAddress} / ${e.Name || e.AllocationId}` }))}
              onChange={onValue<string>((v) => {
                setId(v);
                setError(undefined);
              })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}

/**
 * Create SNAT Entry: a vSwitch (or a custom CIDR block) of the VPC goes out through an EIP of the gateway. Under
 * `snatEcs2019` (vpc@2019) the choice is by vSwitch or by ECS instance (a Running one of the VPC without a public IP,
 * sent as its /32), each with the chosen source's CIDR block shown below it.
 */
export function CreateSnatDialog({ nat, t, flag, onClose, onDone }: Props & { flag: (name: string) => boolean }) {
  const { regionId } = useConsole();
  const granularity = !flag('snatGranularityRemoved');
  const byEcs = flag('snatEcs2019');
  const [by, setBy] = useState<'vswitch' | 'cidr' | 'ecs'>('vswitch');
  const [vsw, setVsw] = useState('');
  const [vm, setVm] = useState('');
  const [cidr, setCidr] = useState('');
  const [ip, setIp] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ vsw?: string; cidr?: string; ip?: string }>({});
  const vsws = useApiQuery<DescribeVSwitches>('Vpc', 'DescribeVSwitches', { RegionId: regionId, VpcId: nat.VpcId, PageSize: 50 });
  const vms = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', byEcs ? { RegionId: regionId, VpcId: nat.VpcId, PageSize: 100 } : null);
  const vswList = vsws.data?.VSwitches?.VSwitch ?? [];
  const vmList = (vms.data?.Instances?.Instance ?? []).filter((i) => i.Status === 'Running' && !i.EipAddress?.IpAddress && !i.PublicIpAddress?.IpAddress?.length);
  const vmCidr = (id: string) => {
    const found = vmList.find((i) => i.InstanceId === id)?.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0];
    return found ? `${found}/32` : '';
  };
  const submit = async () => {
    const e: typeof errors = {};
    if (by === 'vswitch' && !vsw) e.vsw = t('snat.err.vswitch');
    if (by === 'ecs' && !vmCidr(vm)) e.vsw = t('snat.err.ecs');
    if (by === 'cidr' && !isCidr(cidr.trim())) e.cidr = t('snat.err.cidr');
    if (!ip) e.ip = t('snat.err.ip');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const source = by === 'vswitch' ? { SourceVSwitchId: vsw } : { SourceCIDR: by === 'ecs' ? vmCidr(vm) : cidr.trim() };
    const done = await runAction('Vpc', 'CreateSnatEntry', { RegionId: regionId, SnatTableId: nat.SnatTableIds.SnatTableId[0], SnatIp: ip, SnatEntryName: name.trim() || undefined, ...source }, t, t('toast.snatCreated'));
    if (done) onDone();
    return done;
  };
  const state = (k: keyof typeof errors) => (errors[k] ? ('error' as const) : undefined);
  const select = (label: string, value: string, list: Array<{ value: string; label: string }>, onChange: (v: string) => void) => (
    <Select aria-label={label} placeholder={t('common.pleaseSelect')} value={value || undefined} dataSource={list} onChange={onValue<string>((v) => { onChange(v); setErrors({}); })} style={{ width: '100%' }} />
  );
  return (
    <ConfirmDialog title={t('snat.create')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        {granularity && (
          <Form.Item label={t('snat.granularity')} required>
            <Radio.Group aria-label={t('snat.granularity')} value={by} onChange={onValue<'vswitch' | 'cidr' | 'ecs'>((v) => { setBy(v); setErrors({}); })}>
              <Radio value="vswitch">{t('snat.by.vswitch')}</Radio>
              {byEcs ? <Radio value="ecs">{t('snat.by.ecs')}</Radio> : <Radio value="cidr">{t('snat.by.cidr')}</Radio>}
            </Radio.Group>
          </Form.Item>
        )}
        {by === 'vswitch' && (
          <Form.Item label={t('snat.vswitch')} required validateState={state('vsw')} help={errors.vsw}>
            {select(t('snat.vswitch'), vsw, vswList.map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} / ${s.VSwitchId} (${s.CidrBlock})` })), setVsw)}
          </Form.Item>
        )}
        {by === 'vswitch' && byEcs && (
          <Form.Item label={t('snat.vswitch.cidr')}>
            <span>{vswList.find((s) => s.VSwitchId === vsw)?.CidrBlock ?? '-'}</span>
          </Form.Item>
        )}
        {by === 'ecs' && (
          <>
            <Form.Item label={t('snat.ecs')} required validateState={state('vsw')} help={errors.vsw}>
              {select(t('snat.ecs'), vm, vmList.map((i) => ({ value: i.InstanceId, label: `${i.InstanceName} / ${i.InstanceId}` })), setVm)}
            </Form.Item>
            <Form.Item label={t('snat.ecs.cidr')}>
              <span>{vmCidr(vm) || '-'}</span>
            </Form.Item>
          </>
        )}
        {by === 'cidr' && (
          <Form.Item label={t('snat.cidr')} required validateState={state('cidr')} help={errors.cidr}>
            <Input aria-label={t('snat.cidr')} value={cidr} onChange={onValue<string>((v) => { setCidr(v); setErrors({}); })} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={t('snat.ip')} required validateState={state('ip')} help={errors.ip ?? (natIps(nat).length ? undefined : t('snat.noEip'))}>
          {select(t('snat.ip'), ip, natIps(nat), setIp)}
        </Form.Item>
        <Form.Item label={t('snat.name')}>
          <Input aria-label={t('snat.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

const validPort = (p: string) => /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= 65535;

/** Create DNAT Entry: a public IP (and port) of the gateway forwarded to an ECS instance's private IP (and port). */
export function CreateDnatDialog({ nat, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [ip, setIp] = useState('');
  const [priv, setPriv] = useState('');
  const [ports, setPorts] = useState<'any' | 'custom'>('custom');
  const [pub, setPub] = useState('');
  const [inner, setInner] = useState('');
  const [protocol, setProtocol] = useState<'TCP' | 'UDP'>('TCP');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ ip?: string; priv?: string; pub?: string; inner?: string }>({});
  const vms = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, VpcId: nat.VpcId, PageSize: 100 });
  const options = (vms.data?.Instances?.Instance ?? [])
    .filter((i) => i.VpcAttributes?.VpcId === nat.VpcId)
    .map((i) => ({ value: i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? '', label: `${i.InstanceName} / ${i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? ''}` }));
  const submit = async () => {
    const e: typeof errors = {};
    if (!ip) e.ip = t('dnat.err.ip');
    if (!priv) e.priv = t('dnat.err.private');
    if (ports === 'custom' && !validPort(pub.trim())) e.pub = t('dnat.err.port');
    if (ports === 'custom' && !validPort(inner.trim())) e.inner = t('dnat.err.port');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const custom = ports === 'custom';
    const done = await runAction(
      'Vpc',
      'CreateForwardEntry',
      {
        RegionId: regionId, ForwardTableId: nat.ForwardTableIds.ForwardTableId[0], ExternalIp: ip, InternalIp: priv,
        ExternalPort: custom ? pub.trim() : 'Any', InternalPort: custom ? inner.trim() : 'Any', IpProtocol: custom ? protocol : 'Any',
        ForwardEntryName: name.trim() || undefined,
      },
      t,
      t('toast.dnatCreated'),
    );
    if (done) onDone();
    return done;
  };
  const state = (k: keyof typeof errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <ConfirmDialog title={t('dnat.create')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('dnat.ip')} required validateState={state('ip')} help={errors.ip}>
          <Select aria-label={t('dnat.ip')} placeholder={t('common.pleaseSelect')} value={ip || undefined} dataSource={natIps(nat)} onChange={onValue<string>((v) => { setIp(v); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('dnat.private')} required validateState={state('priv')} help={errors.priv}>
          <Select aria-label={t('dnat.private')} placeholder={t('common.pleaseSelect')} value={priv || undefined} dataSource={options} onChange={onValue<string>((v) => { setPriv(v); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('dnat.ports')} required>
          <Radio.Group aria-label={t('dnat.ports')} value={ports} onChange={onValue<'any' | 'custom'>((v) => { setPorts(v); setErrors({}); })}>
            <Radio value="any">{t('dnat.ports.any')}</Radio>
            <Radio value="custom">{t('dnat.ports.custom')}</Radio>
          </Radio.Group>
        </Form.Item>
        {ports === 'custom' && (
          <>
            <Form.Item label={t('dnat.publicPort')} required validateState={state('pub')} help={errors.pub}>
              <Input aria-label={t('dnat.publicPort')} value={pub} onChange={onValue<string>((v) => { setPub(v); setErrors({}); })} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('dnat.privatePort')} required validateState={state('inner')} help={errors.inner}>
              <Input aria-label={t('dnat.privatePort')} value={inner} onChange={onValue<string>((v) => { setInner(v); setErrors({}); })} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('dnat.protocol')} required>
              <Select aria-label={t('dnat.protocol')} value={protocol} dataSource={[{ value: 'TCP', label: 'TCP' }, { value: 'UDP', label: 'UDP' }]} onChange={onValue<'TCP' | 'UDP'>(setProtocol)} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('dnat.name')}>
          <Input aria-label={t('dnat.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
