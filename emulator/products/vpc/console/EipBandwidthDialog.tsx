import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Props } from './eipTypes';

/**
 * A pay-as-you-go EIP's More > Modify Configuration (变配; 升配 in 2019): its Peak Bandwidth, 1 to 200 Mbit/s by traffic
 * or 500 by bandwidth, bought with Buy Now (ModifyEipAddressAttribute).
 */
export function EipBandwidthDialog({ eip, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [bandwidth, setBandwidth] = useState(eip.Bandwidth);
  const [error, setError] = useState('');
  const max = eip.InternetChargeType === 'PayByTraffic' ? 200 : 500;
  const submit = async () => {
    if (!/^\d+$/.test(bandwidth) || Number(bandwidth) < 1 || Number(bandwidth) > max) {
      setError(t('eip.bandwidth.err', { max: String(max) }));
      return false;
    }
    const done = await runAction('Vpc', 'ModifyEipAddressAttribute', { RegionId: regionId, AllocationId: eip.AllocationId, Bandwidth: bandwidth }, t, t('eip.bandwidth.done'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('eip.modifySpec')} okLabel={t('eip.bandwidth.submit')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{`${eip.AllocationId} / ${eip.IpAddress}`}</li>
      </ul>
      <Form labelAlign="top">
        <Form.Item label={t('eip.bandwidth')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('eip.bandwidth')} value={bandwidth} onChange={onValue<string>((v) => (setBandwidth(v), setError('')))} addonTextAfter="Mbps" style={{ width: 240 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
