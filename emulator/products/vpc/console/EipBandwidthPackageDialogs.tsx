import { useState } from 'react';
import { Form, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { BandwidthPackage } from './bandwidthTypes';
import type { Props } from './eipTypes';

/** An EIP row's More > Add to Shared Bandwidth Package: pick an instance of the region, OK (AddCommonBandwidthPackageIp). */
export function JoinBandwidthDialog({ eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const q = useApiQuery<{ CommonBandwidthPackages: { CommonBandwidthPackage: BandwidthPackage[] } }>('Vpc', 'DescribeCommonBandwidthPackages', { RegionId: regionId, PageSize: 50 });
  const options = (q.data?.CommonBandwidthPackages?.CommonBandwidthPackage ?? []).map((b) => ({ value: b.BandwidthPackageId, label: `${b.BandwidthPackageId} / ${b.Name || '-'} (${b.Bandwidth} Mbps)` }));
  const submit = async () => {
    if (!id) {
      setError(t('cbwp.join.err'));
      return false;
    }
    const done = await runAction('Vpc', 'AddCommonBandwidthPackageIp', { RegionId: regionId, BandwidthPackageId: id, IpInstanceId: eip.AllocationId, IpType: 'EIP' }, t, t('toast.cbwpIpAdded'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('eip.joinCbwp')} width={560} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${eip.AllocationId} / ${eip.IpAddress}`}</li>
      </ul>
      <Form labelAlign="top">
        <Form.Item label={t('nav.cbwp')} required validateState={error ? 'error' : undefined} help={error}>
          <Select aria-label={t('nav.cbwp')} placeholder={t('common.pleaseSelect')} value={id || undefined} dataSource={options} onChange={onValue<string>((v) => (setId(v), setError(undefined)))} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** An EIP row's More > Remove from Internet Shared Bandwidth: a confirmation, OK (RemoveCommonBandwidthPackageIp). */
export function LeaveBandwidthDialog({ eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const submit = async () => {
    const done = await runAction('Vpc', 'RemoveCommonBandwidthPackageIp', { RegionId: regionId, BandwidthPackageId: eip.BandwidthPackageId, IpInstanceId: eip.AllocationId }, t, t('toast.cbwpIpRemoved'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('eip.leaveCbwp')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${eip.AllocationId} / ${eip.IpAddress}`}</li>
      </ul>
      <p>{t('eip.leaveCbwp.confirm', { id: eip.BandwidthPackageId ?? '' })}</p>
    </ConfirmDialog>
  );
}
