/** One row of the Access Rule editor. */
export type Rule = {
  id: number;
  policy: 'accept' | 'drop';
  priority: number;
  protocol: ProtocolKey;
  portRange: string;
  cidr: string;
  description: string;
};

export type ProtocolKey =
  | 'custom_tcp' | 'custom_udp' | 'ssh' | 'telnet' | 'http' | 'https' | 'mssql' | 'oracle' | 'mysql' | 'rdp' | 'postgresql' | 'redis'
  | 'icmp' | 'icmp6' | 'gre' | 'all';

/** Protocol Type options: API IpProtocol and, for the well-known ones, the fixed PortRange. */
export const PROTOCOLS: Record<ProtocolKey, { ipProtocol: string; port?: string }> = {
  custom_tcp: { ipProtocol: 'tcp' },
  custom_udp: { ipProtocol: 'udp' },
  ssh: { ipProtocol: 'tcp', port: '22/22' },
  telnet: { ipProtocol: 'tcp', port: '23/23' },
  http: { ipProtocol: 'tcp', port: '80/80' },
  https: { ipProtocol: 'tcp', port: '443/443' },
  mssql: { ipProtocol: 'tcp', port: '1433/1433' },
  oracle: { ipProtocol: 'tcp', port: '1521/1521' },
  mysql: { ipProtocol: 'tcp', port: '3306/3306' },
  rdp: { ipProtocol: 'tcp', port: '3389/3389' },
  postgresql: { ipProtocol: 'tcp', port: '5432/5432' },
  redis: { ipProtocol: 'tcp', port: '6379/6379' },
  icmp: { ipProtocol: 'icmp', port: '-1/-1' },
  icmp6: { ipProtocol: 'icmpv6', port: '-1/-1' },
  gre: { ipProtocol: 'gre', port: '-1/-1' },
  all: { ipProtocol: 'all', port: '-1/-1' },
};

let nextId = 1;
export function newRule(): Rule {
  return { id: nextId++, policy: 'accept', priority: 1, protocol: 'custom_tcp', portRange: '', cidr: '', description: '' };
}

export type RuleErrors = Record<number, { portRange?: string; cidr?: string }>;

const CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;

/** Accepts `22/22`, `22`, `1/65535`; the API wants `from/to`. */
export function normalizePort(range: string): string | null {
  const m = /^\s*(\d{1,5})\s*(?:\/\s*(\d{1,5}))?\s*$/.exec(range);
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  if (from < 1 || to > 65535 || from > to) return null;
  return `${from}/${to}`;
}

/** A comma-separated list ("22/23,443/443", "10.0.0.0/8, 192.168.0.0/16"), as today's rule rows take it. */
const listOf = (value: string) => value.split(/[,，]/).map((v) => v.trim()).filter(Boolean);

/** Every port range of a row, normalized; null when one of them (or all: none given) is not a port range. */
export function normalizePorts(ranges: string): string[] | null {
  const all = listOf(ranges).map(normalizePort);
  return all.length && all.every((p): p is string => p !== null) ? all : null;
}

/** At most 10 authorization objects a row, each an IPv4 address or CIDR block. */
const cidrsOf = (value: string): string[] | null => {
  const all = listOf(value);
  return all.length && all.length <= 10 && all.every((c) => CIDR.test(c)) ? all : null;
};

export function validateRules(rules: Rule[], msg: { port: string; cidr: string }): RuleErrors {
  const out: RuleErrors = {};
  for (const r of rules) {
    const e: { portRange?: string; cidr?: string } = {};
    if (!PROTOCOLS[r.protocol].port && !normalizePorts(r.portRange)) e.portRange = msg.port;
    if (!cidrsOf(r.cidr)) e.cidr = msg.cidr;
    if (e.portRange || e.cidr) out[r.id] = e;
  }
  return out;
}

/** Whether every row is complete: a port range where the protocol has none of its own, and an authorization object. */
export function rulesValid(rules: Rule[]): boolean {
  return Object.keys(validateRules(rules, { port: 'port', cidr: 'cidr' })).length === 0;
}

/**
 * AuthorizeSecurityGroup (inbound) / AuthorizeSecurityGroupEgress (outbound) parameters of a row: one rule per port
 * range and authorization object the row lists (a row of a valid form; see validateRules).
 */
export function ruleParams(r: Rule, direction: 'in' | 'out'): Record<string, unknown>[] {
  const p = PROTOCOLS[r.protocol];
  const ports = p.port ? [p.port] : normalizePorts(r.portRange) ?? [];
  const cidrs = cidrsOf(r.cidr) ?? [];
  return ports.flatMap((PortRange) =>
    cidrs.map((cidr) => ({
      IpProtocol: p.ipProtocol,
      PortRange,
      [direction === 'in' ? 'SourceCidrIp' : 'DestCidrIp']: cidr,
      Policy: r.policy,
      Priority: r.priority,
      Description: r.description || undefined,
    })),
  );
}
