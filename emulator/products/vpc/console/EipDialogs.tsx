import { useState } from 'react';
import { Checkbox, Form, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Instance } from '../../ecs/console/types';
import { EipBandwidthDialog } from './EipBandwidthDialog';
import { JoinBandwidthDialog, LeaveBandwidthDialog } from './EipBandwidthPackageDialogs';
import type { Eip, Props } from './eipTypes';
import { useVpc } from './useVpc';

export type { Eip, EipAction, Props } from './eipTypes';

const LAYOUT = { labelAlign: 'top' as const };

export function EipDialogs(props: Props) {
  if (props.kind === 'modifySpec') return <EipBandwidthDialog {...props} />;
  if (props.kind === 'joinCbwp') return <JoinBandwidthDialog {...props} />;
  if (props.kind === 'leaveCbwp') return <LeaveBandwidthDialog {...props} />;
  return props.kind === 'associate' ? <AssociateDialog {...props} /> : <SimpleDialog {...props} />;
}

function Resource({ eip }: { eip: Eip }) {
  return (
    <ul className="dialog-resources">
      <li>{`${eip.AllocationId} / ${eip.IpAddress}`}</li>
    </ul>
  );
}

type Target = 'EcsInstance' | 'NetworkInterface';
const MODES = ['NAT', 'BINDED', 'MULTI_BINDED'] as const;
type Eni = { NetworkInterfaceId: string; NetworkInterfaceName: string; Status: string };

/**
 * "Associate with Resource": an ECS instance of the region, in a VPC, Running or Stopped, without a public IP; or a
 * secondary ENI, with its binding mode (NAT mode, cut-through 网卡可见, multi-EIP 多EIP网卡可见). Under `eipBindingMode`
 * (the 2021 dialog) the Binding mode shows for an ECS instance too, NAT mode only.
 */
function AssociateDialog({ eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const bindingMode = useVpc().flag('eipBindingMode');
  const [target, setTarget] = useState<Target>('EcsInstance');
  const [mode, setMode] = useState<(typeof MODES)[number]>('NAT');
  const [instanceId, setInstanceId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const eni = target === 'NetworkInterface';
  const q = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const enis = useApiQuery<{ NetworkInterfaceSets: { NetworkInterfaceSet: Eni[] } }>('Ecs', 'DescribeNetworkInterfaces', eni ? { RegionId: regionId, Type: 'Secondary', PageSize: 100 } : null);
  const options = eni
    ? (enis.data?.NetworkInterfaceSets?.NetworkInterfaceSet ?? []).map((n) => ({ value: n.NetworkInterfaceId, label: `${n.NetworkInterfaceId} / ${n.NetworkInterfaceName}` }))
    : (q.data?.Instances?.Instance ?? [])
        .filter((i) => ['Running', 'Stopped'].includes(i.Status) && !i.EipAddress?.IpAddress)
        .map((i) => ({ value: i.InstanceId, label: `${i.InstanceId} / ${i.InstanceName}` }));
  const submit = async () => {
    if (!instanceId) {
      setError(t('eip.associate.err.instance'));
      return false;
    }
    const params = { RegionId: regionId, AllocationId: eip.AllocationId, InstanceId: instanceId, InstanceType: target, ...(eni ? { Mode: mode } : {}) };
    const done = await runAction('Vpc', 'AssociateEipAddress', params, t, t('toast.eipAssociated'));
    if (done) onDone();
    return done;
  };
  const pick = t(eni ? 'eip.associate.eni' : 'eip.associate.instance');
  return (
    <ConfirmDialog title={t('eip.associate.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource eip={eip} />
      <Form {...LAYOUT}>
        <Form.Item label={t('eip.associate.type')} required>
          <Radio.Group
            aria-label={t('eip.associate.type')}
            value={target}
            onChange={onValue<Target>((v) => {
              setTarget(v);
              setInstanceId('');
              setError(undefined);
            })}
          >
            <Radio value="EcsInstance">{t('eip.type.ecs')}</Radio>
            <Radio value="NetworkInterface">{t('eip.type.eni')}</Radio>
          </Radio.Group>
        </Form.Item>
        {(bindingMode || eni) && (
          <Form.Item label={t('eip.associate.mode')}>
            <Radio.Group aria-label={t('eip.associate.mode')} value={eni ? mode : 'NAT'} onChange={onValue<(typeof MODES)[number]>(setMode)}>
              {(eni ? MODES : (['NAT'] as const)).map((m) => (
                <Radio key={m} value={m}>{t(`eip.associate.mode.${m === 'NAT' ? 'nat' : m === 'BINDED' ? 'binded' : 'multi'}`)}</Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label={pick} required validateState={error ? 'error' : undefined} help={error}>
          <Select
            aria-label={pick}
            placeholder={t('common.pleaseSelect')}
            value={instanceId || undefined}
            dataSource={options}
            onChange={onValue<string>((v) => {
              setInstanceId(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

function SimpleDialog({ kind, eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const release = kind === 'release';
  // An EIP of a contiguous group is released with its whole group, once the box saying so is ticked.
  const segment = release && eip.SegmentInstanceId ? eip.SegmentInstanceId : '';
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState(false);
  const submit = async () => {
    if (segment && !confirmed) return (setError(true), false);
    const done = segment
      ? await runAction('Vpc', 'ReleaseEipSegmentAddress', { RegionId: regionId, SegmentInstanceId: segment }, t, t('toast.eipReleased'))
      : release
      ? await runAction('Vpc', 'ReleaseEipAddress', { RegionId: regionId, AllocationId: eip.AllocationId }, t, t('toast.eipReleased'))
      : await runAction('Vpc', 'UnassociateEipAddress', { RegionId: regionId, AllocationId: eip.AllocationId, InstanceId: eip.InstanceId, InstanceType: eip.InstanceType || 'EcsInstance' }, t, t('toast.eipUnassociated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(release ? 'eip.release.title' : 'eip.unassociate.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource eip={eip} />
      <p>{release ? t('eip.release.confirm') : t('eip.unassociate.confirm', { instance: eip.InstanceId })}</p>
      {segment && (
        <Form.Item validateState={error ? 'error' : undefined} help={error ? t('eip.release.segment.err') : undefined}>
          <Checkbox checked={confirmed} onChange={(checked: boolean) => (setConfirmed(checked), setError(false))}>
            {t('eip.release.segment')}
          </Checkbox>
        </Form.Item>
      )}
    </ConfirmDialog>
  );
}
