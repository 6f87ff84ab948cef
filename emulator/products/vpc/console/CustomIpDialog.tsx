import { useState } from 'react';
import { Checkbox, Form, Input, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

type Props = { t: Translate; onClose: () => void; onDone: () => void };
type Kind = 'specific' | 'segment';
type Method = 'ip' | 'id';

const MASKS = ['28', '27', '26', '25', '24'];

/**
 * The EIP page's Request Custom IP (申请自定义IP): a specific EIP given back by its IP address or its ID
 * (AllocateEipAddressPro, pay-by-traffic at 5 Mbit/s as the pages say), or a contiguous EIP group of a mask from /28
 * to /24 (AllocateEipSegmentAddress). `specificOnly` (vpc@2019's Request Specific EIP, 指定IP地址申请) asks the method
 * and the address only.
 */
export function CustomIpDialog({ t, onClose, onDone, specificOnly }: Props & { specificOnly: boolean }) {
  const { regionId } = useConsole();
  const [kind, setKind] = useState<Kind>('specific');
  const [method, setMethod] = useState<Method>('ip');
  const [value, setValue] = useState('');
  const [isp, setIsp] = useState('BGP');
  const [mask, setMask] = useState('28');
  const [known, setKnown] = useState(false);
  const [netmode, setNetmode] = useState('public');
  const [charge, setCharge] = useState('PayByBandwidth');
  const [bandwidth, setBandwidth] = useState('5');
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const fail = (field: string, text: string) => (setError({ field, text }), false);
  const submit = async () => {
    if (kind === 'specific') {
      if (!value.trim()) return fail('value', t(method === 'ip' ? 'eip.custom.err.ip' : 'eip.custom.err.id'));
      const target = method === 'ip' ? { IpAddress: value.trim() } : { InstanceId: value.trim() };
      const params = { RegionId: regionId, ...target, ISP: isp, InstanceChargeType: 'PostPaid', InternetChargeType: 'PayByTraffic', Bandwidth: '5' };
      const done = await runAction('Vpc', 'AllocateEipAddressPro', params, t, t('eip.custom.done'));
      if (done) onDone();
      return done;
    }
    if (!known) return fail('mask', t('eip.custom.err.known'));
    if (!/^\d+$/.test(bandwidth) || Number(bandwidth) < 1 || Number(bandwidth) > 200) return fail('bandwidth', t('eip.custom.err.bandwidth'));
    const params = { RegionId: regionId, EipMask: mask, Netmode: netmode, InternetChargeType: netmode === 'hybrid' ? 'PayByBandwidth' : charge, Bandwidth: bandwidth };
    const done = await runAction('Vpc', 'AllocateEipSegmentAddress', params, t, t('eip.custom.done'));
    if (done) onDone();
    return done;
  };
  const err = (field: string) => (error?.field === field ? { validateState: 'error' as const, help: error.text } : {});
  const valueLabel = t(method === 'ip' ? 'eip.custom.ip' : 'eip.custom.id');
  const radios = (label: string, current: string, set: (v: string) => void, choices: [string, string][]) => (
    <Form.Item label={t(label)} required>
      <Radio.Group aria-label={t(label)} value={current} onChange={onValue<string>((v) => (set(v), setError(null)))}>
        {choices.map(([v, key]) => (
          <Radio key={v} value={v}>
            {t(key)}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
  return (
    <ConfirmDialog title={t('eip.custom')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        {!specificOnly && radios('eip.custom.kind', kind, (v) => setKind(v as Kind), [['specific', 'eip.custom.kind.specific'], ['segment', 'eip.custom.kind.segment']])}
        {kind === 'specific' && (
          <>
            {radios('eip.custom.method', method, (v) => (setMethod(v as Method), setValue('')), [['ip', 'eip.custom.method.ip'], ['id', 'eip.custom.method.id']])}
            <Form.Item label={valueLabel} required {...err('value')}>
              <Input aria-label={valueLabel} value={value} onChange={onValue<string>((v) => (setValue(v), setError(null)))} style={{ width: 320 }} />
            </Form.Item>
            {!specificOnly && radios('eip.custom.isp', isp, setIsp, [['BGP', 'eip.buy.isp.bgp'], ['BGP_PRO', 'eip.custom.isp.pro']])}
          </>
        )}
        {kind === 'segment' && (
          <>
            <Form.Item label={t('eip.custom.mask')} required {...err('mask')}>
              <Select aria-label={t('eip.custom.mask')} value={mask} dataSource={MASKS.map((m) => ({ value: m, label: `/${m}` }))} onChange={onValue<string>(setMask)} style={{ width: 160 }} />
              <div>
                <Checkbox checked={known} onChange={(checked: boolean) => (setKnown(checked), setError(null))}>
                  {t('eip.custom.known')}
                </Checkbox>
              </div>
            </Form.Item>
            {radios('eip.custom.network', netmode, setNetmode, [['public', 'eip.custom.network.public'], ['hybrid', 'eip.custom.network.hybrid']])}
            {radios('eip.custom.charge', netmode === 'hybrid' ? 'PayByBandwidth' : charge, setCharge, [['PayByBandwidth', 'eip.custom.charge.bandwidth'], ['PayByTraffic', 'eip.custom.charge.traffic']])}
            <Form.Item label={t('eip.custom.bandwidth')} required {...err('bandwidth')}>
              <Input aria-label={t('eip.custom.bandwidth')} value={bandwidth} onChange={onValue<string>((v) => (setBandwidth(v), setError(null)))} addonTextAfter="Mbps" style={{ width: 240 }} />
            </Form.Item>
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
