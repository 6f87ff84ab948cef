// Manage Secondary Private IP (pages/network-interfaces.ts): the ENI's secondary private IPs, each with Unassign, and
// Assign New IP, which adds a row whose address is typed or, left empty, chosen by the cloud. Its value is what the
// dialog's calls send: the typed addresses, one automatic assignment per empty row, and the unassigned addresses.
import { useState } from 'react';
import { Button, Input } from '@alifd/next';
import { get } from '../../../console/kinds/resolve';
import type { CustomFieldProps } from '../../../console/kinds/context';
import { useKinds } from '../../../console/kinds/context';

export type EniIps = { assign: string[]; auto: number[]; unassign: string[]; valid: boolean };
type IpSet = { PrivateIpAddress: string; Primary: boolean };

const ROW = { display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 } as const;
const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** The field's check (`{rule: 'check', check: 'eniIps'}`): every typed address is an IPv4 address. */
export const eniIpsValid = (value: unknown) => (value as EniIps | undefined)?.valid !== false;

export function EniIpsField({ field, onChange, scope, error }: CustomFieldProps) {
  const { t } = useKinds();
  const current = ((get(scope.row, field.text ?? 'PrivateIpSets.PrivateIpSet') as IpSet[] | undefined) ?? []).filter((s) => !s.Primary).map((s) => s.PrivateIpAddress);
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<string[]>([]);
  const update = (nextRemoved: string[], nextAdded: string[]) => {
    setRemoved(nextRemoved);
    setAdded(nextAdded);
    const typed = nextAdded.map((a) => a.trim()).filter(Boolean);
    onChange({
      assign: typed,
      auto: nextAdded.filter((a) => !a.trim()).map(() => 1),
      unassign: nextRemoved,
      valid: typed.every((a) => IPV4.test(a)),
    } satisfies EniIps);
  };
  const kept = current.filter((ip) => !removed.includes(ip));
  return (
    <div className="eni-ips" role="group" aria-label={t(field.label)}>
      {!kept.length && !added.length && <div className="static-value">{t('eni.ips.none')}</div>}
      {kept.map((ip) => (
        <div key={ip} className="eni-ip-row" style={ROW}>
          <span>{ip}</span>
          <Button text type="primary" onClick={() => update([...removed, ip], added)}>
            {t('eni.ip.unassign')}
          </Button>
        </div>
      ))}
      {added.map((value, i) => (
        <div key={i} className="eni-ip-row" style={ROW}>
          <Input
            aria-label={t('eni.ip.new')}
            placeholder={t('eni.ip.auto')}
            value={value}
            onChange={(v: string | number) => update(removed, added.map((a, j) => (j === i ? String(v) : a)))}
          />
          <Button text type="primary" onClick={() => update(removed, added.filter((_, j) => j !== i))}>
            {t('eni.ip.remove')}
          </Button>
        </div>
      ))}
      {error && <div className="field-error">{t('eni.err.ip')}</div>}
      <Button onClick={() => update(removed, [...added, ''])}>{t('eni.ip.assign')}</Button>
    </div>
  );
}
