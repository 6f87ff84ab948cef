import { useState } from 'react';
import { Checkbox, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runCalls } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { BandwidthPackage } from './bandwidthTypes';
import type { Eip } from './eipTypes';

export type Props = { pkg: BandwidthPackage; t: Translate; onClose: () => void; onDone: () => void };

/**
 * An instance's Add IP panel: its Select from EIP List tab checks the region's pay-as-you-go EIPs of the instance's
 * line type that are in no instance yet; OK adds each (AddCommonBandwidthPackageIp).
 */
export function AddIpDialog({ pkg, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [picked, setPicked] = useState<string[]>([]);
  const q = useApiQuery<{ EipAddresses: { EipAddress: Array<Eip & { ISP?: string; BandwidthPackageId?: string }> } }>('Vpc', 'DescribeEipAddresses', { RegionId: regionId, PageSize: 100 });
  const free = (q.data?.EipAddresses?.EipAddress ?? []).filter((e) => !e.BandwidthPackageId && e.InstanceChargeType !== 'PrePaid' && (e.ISP ?? 'BGP') === pkg.ISP);
  const submit = async () => {
    const ok = await runCalls(t, async () => {
      for (const id of picked) await callApi('Vpc', 'AddCommonBandwidthPackageIp', { RegionId: regionId, BandwidthPackageId: pkg.BandwidthPackageId, IpInstanceId: id, IpType: 'EIP' });
    }, t('toast.cbwpIpAdded'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('cbwp.addIp')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} okDisabled={!picked.length} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${pkg.BandwidthPackageId} / ${pkg.Name || t('common.none')}`}</li>
      </ul>
      <Tab shape="wrapped" activeKey="list">
        <Tab.Item key="list" title={t('cbwp.addIp.fromList')}>
          <Checkbox.Group aria-label={t('cbwp.addIp.fromList')} value={picked} onChange={onValue<string[]>(setPicked)} direction="ver">
            {free.map((e) => (
              <Checkbox key={e.AllocationId} value={e.AllocationId}>
                {`${e.IpAddress} / ${e.AllocationId}${e.Name ? ` / ${e.Name}` : ''}`}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {!free.length && !q.loading && <div className="field-help">{t('cbwp.addIp.none')}</div>}
        </Tab.Item>
      </Tab>
    </ConfirmDialog>
  );
}
