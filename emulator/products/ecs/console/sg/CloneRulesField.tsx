// Clone's rules (pages/sg-clone.ts): the source group's rules that name addresses, read from
// DescribeSecurityGroupAttribute, as the API rules the dialog's calls copy (`{inbound, outbound}`, the shape of the
// Access Rule section's value). Rules that name another security group stay behind: that group may not exist where
// the clone goes.
import { useEffect } from 'react';
import type { CustomFieldProps } from '../../../../console/kinds/context';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import { useEcs } from '../useEcs';

type Permission = { Direction: string; IpProtocol: string; PortRange: string; SourceCidrIp?: string; DestCidrIp?: string; Policy?: string; Priority?: string | number; Description?: string };
type Obj = Record<string, unknown>;

const copy = (p: Permission, address: 'SourceCidrIp' | 'DestCidrIp'): Obj => ({
  IpProtocol: p.IpProtocol, PortRange: p.PortRange, [address]: p[address], Policy: p.Policy, Priority: p.Priority, Description: p.Description || undefined,
});

export function CloneRulesField({ field, onChange, scope }: CustomFieldProps) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const id = String(scope.row?.SecurityGroupId ?? '');
  const attr = useApiQuery<{ Permissions?: { Permission?: Permission[] } }>('Ecs', 'DescribeSecurityGroupAttribute', id ? { RegionId: regionId, SecurityGroupId: id } : null);
  const perms = attr.data?.Permissions?.Permission;
  useEffect(() => {
    if (!perms) return;
    onChange({
      inbound: perms.filter((p) => p.Direction === 'ingress' && p.SourceCidrIp).map((p) => copy(p, 'SourceCidrIp')),
      outbound: perms.filter((p) => p.Direction === 'egress' && p.DestCidrIp).map((p) => copy(p, 'DestCidrIp')),
    });
    // onChange is a new function each render; the rules change only with the answer.
  }, [perms]);
  if (!perms) return null;
  const inbound = perms.filter((p) => p.Direction === 'ingress' && p.SourceCidrIp).length;
  const outbound = perms.filter((p) => p.Direction === 'egress' && p.DestCidrIp).length;
  return (
    <span className="static-value" aria-label={t(field.label)}>
      {t('sg.clone.rules.count').replace('{in}', String(inbound)).replace('{out}', String(outbound))}
    </span>
  );
}
