import { useState } from 'react';
import { Form, Input, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance } from '../../ecs/console/types';
import { isCidr } from './cidr';
import type { DescribeNatGateways, RouteTable, VSwitch } from './types';

const LAYOUT = { labelAlign: 'top' as const };
const HOP_TYPES = ['Instance', 'NatGateway', 'HaVip', 'NetworkInterface'] as const;
type HopType = (typeof HOP_TYPES)[number];

type AddProps = { table: RouteTable; t: Translate; onClose: () => void; onDone: () => void };

/** Add Route Entry: Name, Destination CIDR Block, Next Hop Type and the next hop of that type (CreateRouteEntry). */
export function AddRouteEntryDialog({ table, t, onClose, onDone }: AddProps) {
  const { regionId } = useConsole();
  const [name, setName] = useState('');
  const [dest, setDest] = useState('');
  const [type, setType] = useState<HopType>('Instance');
  const [hop, setHop] = useState('');
  const [errors, setErrors] = useState<{ dest?: string; hop?: string }>({});
  const vms = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', type === 'Instance' ? { RegionId: regionId, VpcId: table.VpcId, PageSize: 100 } : null);
  const nats = useApiQuery<DescribeNatGateways>('Vpc', 'DescribeNatGateways', type === 'NatGateway' ? { RegionId: regionId, VpcId: table.VpcId, PageSize: 50 } : null);
  const options =
    type === 'Instance'
      ? (vms.data?.Instances?.Instance ?? []).filter((i) => i.VpcAttributes?.VpcId === table.VpcId).map((i) => ({ value: i.InstanceId, label: `${i.InstanceName} / ${i.InstanceId}` }))
      : type === 'NatGateway'
        ? (nats.data?.NatGateways?.NatGateway ?? []).filter((n) => n.Status === 'Available').map((n) => ({ value: n.NatGatewayId, label: `${n.Name || n.NatGatewayId} / ${n.NatGatewayId}` }))
        : [];
  const submit = async () => {
    const e: typeof errors = {};
    if (!isCidr(dest.trim())) e.dest = t('re.err.dest');
    if (!hop) e.hop = t('re.err.nextHop');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const done = await runAction(
      'Vpc',
      'CreateRouteEntry',
      { RegionId: regionId, RouteTableId: table.RouteTableId, RouteEntryName: name.trim() || undefined, DestinationCidrBlock: dest.trim(), NextHopType: type, NextHopId: hop },
      t,
      t('toast.reAdded'),
    );
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('re.add')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('re.name')}>
          <Input aria-label={t('re.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('re.dest')} required validateState={errors.dest ? 'error' : undefined} help={errors.dest}>
          <Input aria-label={t('re.dest')} value={dest} placeholder="0.0.0.0/0" onChange={onValue<string>((v) => { setDest(v); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('re.nextHopType')} required>
          <Select
            aria-label={t('re.nextHopType')}
            value={type}
            dataSource={HOP_TYPES.map((h) => ({ value: h, label: t(`re.hop.${h}`) }))}
            onChange={onValue<HopType>((v) => { setType(v); setHop(''); })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t(`re.hop.${type}`)} required validateState={errors.hop ? 'error' : undefined} help={errors.hop}>
          <Select
            aria-label={t(`re.hop.${type}`)}
            placeholder={t('common.pleaseSelect')}
            value={hop || undefined}
            dataSource={options}
            onChange={onValue<string>((v) => { setHop(v); setErrors({}); })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

type AssociateProps = { table: RouteTable; vSwitches: VSwitch[]; t: Translate; onClose: () => void; onDone: () => void };

/** Associate vSwitch: a vSwitch of the route table's VPC that this table does not serve yet (AssociateRouteTable). */
export function AssociateVSwitchDialog({ table, vSwitches, t, onClose, onDone }: AssociateProps) {
  const { regionId } = useConsole();
  const [vsw, setVsw] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options = vSwitches
    .filter((s) => !table.VSwitchIds?.VSwitchId?.includes(s.VSwitchId))
    .map((s) => ({ value: s.VSwitchId, label: `${s.VSwitchName || s.VSwitchId} / ${s.VSwitchId} (${s.CidrBlock})` }));
  const submit = async () => {
    if (!vsw) {
      setError(t('rt.associate.err'));
      return false;
    }
    const done = await runAction('Vpc', 'AssociateRouteTable', { RegionId: regionId, RouteTableId: table.RouteTableId, VSwitchId: vsw }, t, t('toast.rtAssociated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('rt.associate')} width={560} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('rt.associate.vswitch')} required validateState={error ? 'error' : undefined} help={error}>
          <Select
            aria-label={t('rt.associate.vswitch')}
            placeholder={t('common.pleaseSelect')}
            value={vsw || undefined}
            dataSource={options}
            onChange={onValue<string>((v) => { setVsw(v); setError(undefined); })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
