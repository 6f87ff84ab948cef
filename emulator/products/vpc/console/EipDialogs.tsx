import { useState } from 'react';
import { Form, Radio, Select } from '@alifd/next';
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

/**
 * "Associate with Resource": an ECS instance of the region, in a VPC, Running or Stopped, without a public IP.
 * Under `eipBindingMode` (the 2021 dialog) a Binding mode choice offers NAT mode only.
 */
function AssociateDialog({ eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const bindingMode = useVpc().flag('eipBindingMode');
  const [instanceId, setInstanceId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const q = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const options = (q.data?.Instances?.Instance ?? [])
    .filter((i) => ['Running', 'Stopped'].includes(i.Status) && !i.EipAddress?.IpAddress)
    .map((i) => ({ value: i.InstanceId, label: `${i.InstanceId} / ${i.InstanceName}` }));
  const submit = async () => {
    if (!instanceId) {
      setError(t('eip.associate.err.instance'));
      return false;
    }
    const done = await runAction('Vpc', 'AssociateEipAddress', { RegionId: regionId, AllocationId: eip.AllocationId, InstanceId: instanceId, InstanceType: 'EcsInstance' }, t, t('toast.eipAssociated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('eip.associate.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource eip={eip} />
      <Form {...LAYOUT}>
        <Form.Item label={t('eip.associate.type')} required>
          <Radio.Group aria-label={t('eip.associate.type')} value="EcsInstance">
            <Radio value="EcsInstance">{t('eip.type.ecs')}</Radio>
          </Radio.Group>
        </Form.Item>
        {bindingMode && (
          <Form.Item label={t('eip.associate.mode')}>
            <Radio.Group aria-label={t('eip.associate.mode')} value="NAT">
              <Radio value="NAT">{t('eip.associate.mode.nat')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label={t('eip.associate.instance')} required validateState={error ? 'error' : undefined} help={error}>
          <Select
            aria-label={t('eip.associate.instance')}
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
  const submit = async () => {
    const done = release
      ? await runAction('Vpc', 'ReleaseEipAddress', { RegionId: regionId, AllocationId: eip.AllocationId }, t, t('toast.eipReleased'))
      : await runAction('Vpc', 'UnassociateEipAddress', { RegionId: regionId, AllocationId: eip.AllocationId, InstanceId: eip.InstanceId, InstanceType: eip.InstanceType || 'EcsInstance' }, t, t('toast.eipUnassociated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(release ? 'eip.release.title' : 'eip.unassociate.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource eip={eip} />
      <p>{release ? t('eip.release.confirm') : t('eip.unassociate.confirm', { instance: eip.InstanceId })}</p>
    </ConfirmDialog>
  );
}
