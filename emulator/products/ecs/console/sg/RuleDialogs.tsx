import { useState } from 'react';
import { Checkbox, Form, Input, NumberPicker, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../../console/src/lib/onValue';
import { runAction } from '../../../../console/src/lib/runAction';
import type { Translate } from '../../../../console/src/lib/vocabulary';
import { PROTOCOLS, normalizePort, type ProtocolKey } from './rules';

/** A rule as DescribeSecurityGroupAttribute returns it. */
export type Permission = {
  SecurityGroupRuleId?: string;
  Direction?: string;
  Policy?: string;
  Priority?: string | number;
  IpProtocol?: string;
  PortRange?: string;
  SourceCidrIp?: string;
  DestCidrIp?: string;
  SourceGroupId?: string;
  DestGroupId?: string;
  Description?: string;
  CreateTime?: string;
};

export type Direction = 'ingress' | 'egress';
type Common = { groupId: string; direction: Direction; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };
const CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;

/** The Protocol Type option a stored rule shows as: a well-known port, or Custom TCP / UDP, ICMP, All. */
function protocolOf(p: Permission): ProtocolKey {
  const proto = (p.IpProtocol ?? 'tcp').toLowerCase();
  const known = (Object.keys(PROTOCOLS) as ProtocolKey[]).find((k) => PROTOCOLS[k].ipProtocol === proto && PROTOCOLS[k].port === p.PortRange && !k.startsWith('custom'));
  if (known) return known;
  if (proto === 'udp') return 'custom_udp';
  if (proto === 'icmp') return 'icmp';
  if (proto === 'all') return 'all';
  return 'custom_tcp';
}

/** What a console generation's rules page offers (the page description's `options`, securityGroupRules). */
export type RulesOptions = {
  /** Inbound/Outbound tabs; without them the add dialog asks for the rule direction. */
  tabs: boolean;
  /** `dialog`: Add Rule opens the rule dialog; `row`: it adds an editable row, saved from its Actions column. */
  add: 'dialog' | 'row';
  addLabel: string;
  /** The Quick Add button's label key; null: no Quick Add. */
  quickAddLabel: string | null;
  priority: boolean;
  protocols: ProtocolKey[];
  /** The add dialog's Authorization Type (IPv4 CIDR block or security group), as the 2019 console had it. */
  authorizationType: boolean;
  /** Each rule's Edit link. */
  edit: boolean;
};

/**
 * "Add Security Group Rule" / "Modify Security Group Rule": AuthorizeSecurityGroup(Egress) or
 * ModifySecurityGroup(Egress)Rule. Without a Priority field (a console that dropped it) the rule keeps priority 1.
 */
export function RuleDialog({ groupId, direction: tabDirection, t, onClose, onDone, rule, options }: Common & { rule?: Permission; options: RulesOptions }) {
  const [direction, setDirection] = useState<Direction>(tabDirection);
  const [policy, setPolicy] = useState<string>(rule?.Policy?.toLowerCase() === 'drop' ? 'drop' : 'accept');
  const [priority, setPriority] = useState<number>(Number(rule?.Priority ?? 1));
  const first: ProtocolKey = options.protocols.includes('custom_tcp') ? 'custom_tcp' : options.protocols[0] ?? 'custom_tcp';
  const [protocol, setProtocol] = useState<ProtocolKey>(rule ? protocolOf(rule) : first);
  const [port, setPort] = useState(rule?.PortRange ?? PROTOCOLS[first].port ?? '');
  const [authType, setAuthType] = useState<'cidr' | 'group'>('cidr');
  const [cidr, setCidr] = useState((direction === 'ingress' ? rule?.SourceCidrIp : rule?.DestCidrIp) ?? '');
  const [description, setDescription] = useState(rule?.Description ?? '');
  const [errors, setErrors] = useState<{ port?: string; cidr?: string }>({});
  const fixed = PROTOCOLS[protocol].port;
  const ingress = direction === 'ingress';

  const submit = async () => {
    const range = fixed ?? normalizePort(port);
    const object = cidr.trim();
    const okObject = authType === 'group' ? /^sg-[a-z0-9]+$/.test(object) : CIDR.test(object);
    const e = { port: range ? undefined : t('sg.err.port'), cidr: okObject ? undefined : t(authType === 'group' ? 'sg.err.group' : 'sg.err.cidr') };
    setErrors(e);
    if (e.port || e.cidr) return false;
    const objectKey = authType === 'group' ? (ingress ? 'SourceGroupId' : 'DestGroupId') : ingress ? 'SourceCidrIp' : 'DestCidrIp';
    const params: Record<string, unknown> = {
      SecurityGroupId: groupId, Policy: policy, IpProtocol: PROTOCOLS[protocol].ipProtocol, PortRange: range,
      [objectKey]: object, Description: description || undefined,
    };
    if (options.priority) params.Priority = priority;
    const action = rule
      ? ingress ? 'ModifySecurityGroupRule' : 'ModifySecurityGroupEgressRule'
      : ingress ? 'AuthorizeSecurityGroup' : 'AuthorizeSecurityGroupEgress';
    if (rule) params.SecurityGroupRuleId = rule.SecurityGroupRuleId;
    const done = await runAction('Ecs', action, params, t, t(rule ? 'sg.rule.toast.modified' : 'sg.rule.toast.added'));
    if (done) onDone();
    return done;
  };

  const title = t(rule ? 'sg.rule.edit.title' : 'sg.rule.add.title');
  return (
    <ConfirmDialog title={title} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      {options.tabs && <p className="dialog-intro">{t(ingress ? 'sg.rule.dir.in' : 'sg.rule.dir.out')}</p>}
      <Form {...LAYOUT}>
        {!options.tabs && !rule && (
          <Form.Item label={t('sg.rule.direction')} required>
            <Select aria-label={t('sg.rule.direction')} value={direction} onChange={onValue<Direction>(setDirection)} style={{ width: '100%' }}
              dataSource={[{ value: 'egress', label: t('sg.rule.out') }, { value: 'ingress', label: t('sg.rule.in') }]} />
          </Form.Item>
        )}
        <Form.Item label={t('sg.rule.action')} required>
          <Select aria-label={t('sg.rule.action')} value={policy} onChange={onValue<string>(setPolicy)} style={{ width: '100%' }}
            dataSource={[{ value: 'accept', label: t('sg.rule.allow') }, { value: 'drop', label: t('sg.rule.deny') }]} />
        </Form.Item>
        {options.priority && (
          <Form.Item label={t('sg.rule.priority')} required extra={<span className="field-help">{t('sg.rule.priority.help')}</span>}>
            <NumberPicker aria-label={t('sg.rule.priority')} value={priority} min={1} max={100} onChange={onValue<number>(setPriority)} />
          </Form.Item>
        )}
        <Form.Item label={t('sg.rule.protocol')} required>
          <Select aria-label={t('sg.rule.protocol')} value={protocol} style={{ width: '100%' }}
            onChange={onValue<ProtocolKey>((v) => { setProtocol(v); setPort(PROTOCOLS[v].port ?? ''); })}
            dataSource={options.protocols.map((k) => ({ value: k, label: t(`sg.proto.${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('sg.rule.port')} required validateState={errors.port ? 'error' : undefined} help={errors.port}>
          <Input aria-label={t('sg.rule.port')} value={fixed ?? port} disabled={Boolean(fixed)} placeholder={t('sg.rule.port.placeholder')}
            onChange={onValue<string>((v) => { setPort(v); setErrors((x) => ({ ...x, port: undefined })); })} style={{ width: '100%' }} />
        </Form.Item>
        {options.authorizationType && (
          <Form.Item label={t('sg.rule.authType')} required>
            <Select aria-label={t('sg.rule.authType')} value={authType} onChange={onValue<'cidr' | 'group'>(setAuthType)} style={{ width: '100%' }}
              dataSource={[{ value: 'cidr', label: t('sg.rule.authType.cidr') }, { value: 'group', label: t('sg.rule.authType.group') }]} />
          </Form.Item>
        )}
        <Form.Item label={t('sg.rule.source')} required validateState={errors.cidr ? 'error' : undefined} help={errors.cidr}>
          <Input aria-label={t('sg.rule.source')} value={cidr} placeholder={t(authType === 'group' ? 'sg.rule.group.placeholder' : 'sg.rule.cidr.placeholder')}
            onChange={onValue<string>((v) => { setCidr(v); setErrors((x) => ({ ...x, cidr: undefined })); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('sg.rule.description')}>
          <Input aria-label={t('sg.rule.description')} value={description} maxLength={512} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** Ports the Quick Add dialog offers, as the console lists them. */
export const QUICK_PORTS: Array<{ key: string; port: string }> = [
  { key: 'ssh', port: '22/22' }, { key: 'telnet', port: '23/23' }, { key: 'http', port: '80/80' }, { key: 'https', port: '443/443' },
  { key: 'mssql', port: '1433/1433' }, { key: 'oracle', port: '1521/1521' }, { key: 'mysql', port: '3306/3306' },
  { key: 'rdp', port: '3389/3389' }, { key: 'postgresql', port: '5432/5432' }, { key: 'redis', port: '6379/6379' },
];

/** "Quick Add Rules" (2019: Quick Rule Creation): several common TCP ports at once to one authorization object (one AuthorizeSecurityGroup call). */
export function QuickAddDialog({ groupId, direction, t, onClose, onDone, title }: Common & { title: string }) {
  const [ports, setPorts] = useState<string[]>([]);
  const [policy, setPolicy] = useState('accept');
  const [cidr, setCidr] = useState('');
  const [errors, setErrors] = useState<{ ports?: string; cidr?: string }>({});
  const cidrKey = direction === 'ingress' ? 'SourceCidrIp' : 'DestCidrIp';
  const submit = async () => {
    const e = { ports: ports.length ? undefined : t('sg.quick.err.ports'), cidr: CIDR.test(cidr.trim()) ? undefined : t('sg.err.cidr') };
    setErrors(e);
    if (e.ports || e.cidr) return false;
    const permissions = QUICK_PORTS.filter((q) => ports.includes(q.key)).map((q) => ({
      IpProtocol: 'tcp', PortRange: q.port, [cidrKey]: cidr.trim(), Policy: policy, Priority: 1,
    }));
    const action = direction === 'ingress' ? 'AuthorizeSecurityGroup' : 'AuthorizeSecurityGroupEgress';
    const done = await runAction('Ecs', action, { SecurityGroupId: groupId, Permissions: permissions }, t, t('sg.rule.toast.added'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={title} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('sg.rule.action')} required>
          <Select aria-label={t('sg.rule.action')} value={policy} onChange={onValue<string>(setPolicy)} style={{ width: '100%' }}
            dataSource={[{ value: 'accept', label: t('sg.rule.allow') }, { value: 'drop', label: t('sg.rule.deny') }]} />
        </Form.Item>
        <Form.Item label={t('sg.quick.ports')} required validateState={errors.ports ? 'error' : undefined} help={errors.ports}>
          <div role="group" aria-label={t('sg.quick.ports')} className="checkbox-grid">
            {QUICK_PORTS.map((q) => (
              <Checkbox key={q.key} checked={ports.includes(q.key)}
                onChange={onValue<boolean>((on) => { setPorts((xs) => (on ? [...xs, q.key] : xs.filter((x) => x !== q.key))); setErrors((x) => ({ ...x, ports: undefined })); })}>
                {t(`sg.quick.port.${q.key}`)}
              </Checkbox>
            ))}
          </div>
        </Form.Item>
        <Form.Item label={t('sg.rule.source')} required validateState={errors.cidr ? 'error' : undefined} help={errors.cidr}>
          <Input aria-label={t('sg.rule.source')} value={cidr} placeholder={t('sg.rule.cidr.placeholder')}
            onChange={onValue<string>((v) => { setCidr(v); setErrors((x) => ({ ...x, cidr: undefined })); })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** "Delete Security Group Rule": RevokeSecurityGroup(Egress) by the rule's ID. */
export function DeleteRuleDialog({ groupId, direction, t, onClose, onDone, rule }: Common & { rule: Permission }) {
  const submit = async () => {
    const action = direction === 'ingress' ? 'RevokeSecurityGroup' : 'RevokeSecurityGroupEgress';
    const done = await runAction('Ecs', action, { SecurityGroupId: groupId, SecurityGroupRuleId: [rule.SecurityGroupRuleId] }, t, t('sg.rule.toast.deleted'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('sg.rule.delete.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <p>{t('sg.rule.delete.confirm')}</p>
      <ul className="dialog-resources">
        <li>{`${(rule.IpProtocol ?? '').toUpperCase()} ${rule.PortRange ?? ''} ${rule.SourceCidrIp || rule.DestCidrIp || ''}`}</li>
      </ul>
    </ConfirmDialog>
  );
}
