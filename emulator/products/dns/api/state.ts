// Alibaba Cloud DNS (Alidns 2015-01-09) state of one account: its domains and their records, kept in
// `tenant.alidns` and created on first use. DNS is a global service: nothing here depends on the region.
// Also the cloud's rules for names and record values, each failing with the code the real API answers.
import { isIPv4, isIPv6 } from 'node:net';
import type { ActionContext, Maker } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    alidns?: AlidnsState;
  }
}

export interface DnsDomain {
  DomainId: string;
  DomainName: string;
  PunyCode: string;
  CreateTime: string;
  CreateTimestamp: number;
  InstanceId: string;
  GroupId: string;
  Remark: string;
  ResourceGroupId: string;
  DnsServers: string[];
  /** Weighted round robin switched on or off, by `<RR>|<Type>|<Line>` (api/weights.ts); absent: all off. */
  slb?: Record<string, boolean>;
}

export type RecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS';

export interface DnsRecord {
  RecordId: string;
  DomainName: string;
  RR: string;
  Type: RecordType;
  Value: string;
  TTL: number;
  /** MX records only. */
  Priority?: number;
  Line: string;
  Status: 'ENABLE' | 'DISABLE';
  /** Its share of the answers when weights are on for its host record and line (1 to 100); absent: 1. */
  Weight?: number;
  Remark: string;
  CreateTimestamp: number;
  UpdateTimestamp: number;
}

export interface DnsGroup {
  GroupId: string;
  GroupName: string;
  CreateTimestamp: number;
}

export interface AlidnsState {
  domains: Record<string, DnsDomain>;
  records: Record<string, DnsRecord>;
  /** Domain groups by GroupId (older snapshots have none). */
  groups?: Record<string, DnsGroup>;
}

export const RECORD_TYPES: readonly RecordType[] = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'];
/** Request-source lines the free edition offers. */
export const FREE_LINES = ['default', 'telecom', 'unicom', 'mobile', 'oversea', 'edu'];
/**
 * The 阿里云 lines of the mainland regions (`aliyun_r_cn-shanghai`, 阿里云_华东2（上海）; the API's line enumeration): a
 * visitor from that region of Alibaba Cloud. The cloud offers them from 企业标准版 up; the emulator has one edition and
 * does not check it.
 */
export const ALIYUN_LINES = ['cn-qingdao', 'cn-beijing', 'cn-zhangjiakou', 'cn-huhehaote', 'cn-wulanchabu', 'cn-hangzhou', 'cn-shanghai', 'cn-shenzhen', 'cn-heyuan', 'cn-guangzhou', 'cn-chengdu'].map((region) => `aliyun_r_${region}`);
export const LINES = [...FREE_LINES, ...ALIYUN_LINES];
/** TTLs the free edition offers (seconds); it accepts any TTL from 600 to 86400. */
export const AVAILABLE_TTLS = [600, 1800, 3600, 43200, 86400];
export const MIN_TTL = 600;
export const MAX_TTL = 86400;
/** Free edition: at most this many A records with one host record and line. */
export const A_RECORDS_PER_RR = 10;

const fail = (code: string, message: string) => new ApiError(code, message, 400);

export function dnsOf(tenant: Tenant): AlidnsState {
  tenant.alidns ??= { domains: {}, records: {} };
  tenant.alidns.groups ??= {};
  return tenant.alidns;
}

/** Lower case, without a trailing dot: how the cloud keys domain names. */
export const domainKey = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

const LABEL = /^(?!-)[a-z0-9\u4e00-\u9fa5-]{1,63}(?<!-)$/;

/** A domain name the service accepts: two or more labels, an alphabetic top-level domain, 253 characters at most. */
export function checkDomainName(raw: string): string {
  const name = domainKey(raw);
  const labels = name.split('.');
  const ok = name.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z\u4e00-\u9fa5]{2,63}$/.test(labels.at(-1)!);
  if (!ok) throw fail('InvalidDomainName.Format', `The domain name "${raw}" is invalid. Enter a domain name such as example.com.`);
  return name;
}

export function domainOf(ctx: ActionContext, raw = ctx.params.required('DomainName')): DnsDomain {
  const found = dnsOf(ctx.tenant).domains[domainKey(raw)];
  if (!found) throw fail('InvalidDomainName.NoExist', `The specified domain name "${raw}" does not exist in your account. Refresh the page and try again.`);
  return found;
}

export function recordOf(ctx: ActionContext): DnsRecord {
  const id = ctx.params.required('RecordId');
  const found = dnsOf(ctx.tenant).records[id];
  if (!found) throw fail('DomainRecordNotBelongToUser', `The DNS record ${id} does not exist or does not belong to you.`);
  return found;
}

/** Host record: `@`, `*`, or dot-separated labels of letters, digits, `-` and `_`, optionally after `*.`. */
export function checkRR(raw: string): string {
  const rr = raw.trim().toLowerCase();
  const ok = rr === '@' || rr === '*' || (rr.length <= 253 && /^(\*\.)?[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63})*$/.test(rr));
  if (!ok) throw fail('InvalidRR.Format', `The host record "${raw}" is invalid: use @, * or letters, digits, hyphens (-), underscores (_) and periods (.).`);
  return rr;
}

const HOST = /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** The record value the type needs: an IPv4 or IPv6 address, a host name, or text. */
export function checkValue(type: RecordType, raw: string): string {
  const value = raw.trim();
  const host = value.toLowerCase().replace(/\.$/, '');
  const invalid = (what: string) => fail('SubDomainInvalid.Value', `The DNS record value "${raw}" is invalid or in the wrong format: a ${type} record needs ${what}.`);
  switch (type) {
    case 'A':
      if (!isIPv4(value)) throw invalid('an IPv4 address, such as 192.0.2.1');
      return value;
    case 'AAAA':
      if (!isIPv6(value)) throw invalid('an IPv6 address, such as 2001:db8::1');
      return value.toLowerCase();
    case 'CNAME':
    case 'MX':
    case 'NS':
      if (!HOST.test(host) || isIPv4(host)) throw invalid('a domain name, such as www.example.com');
      return host;
    case 'TXT':
      if (value.length > 512) throw invalid('text of at most 512 characters');
      return value;
  }
}

/** Documentation, private and other reserved IPv4 ranges (`[base, prefix length]`). */
const RESERVED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.51.100.0', 24], ['203.0.113.0', 24],
];
const v4 = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);

/** The `dns-reserved-ip-rejected` variant's rule: an A record may not point to a reserved or private address. */
export function checkPublicAddress(type: RecordType, value: string): void {
  if (type !== 'A') return;
  const reserved = RESERVED_V4.some(([base, bits]) => Math.floor(v4(value) / 2 ** (32 - bits)) === Math.floor(v4(base) / 2 ** (32 - bits)));
  if (reserved) {
    throw fail('SubDomainInvalid.Value', `The DNS record value "${value}" is a reserved or private IPv4 address, which cannot be resolved on the Internet.`);
  }
}

export function checkType(raw: string): RecordType {
  const type = raw.trim().toUpperCase() as RecordType;
  if (!RECORD_TYPES.includes(type)) throw fail('SubDomainInvalid.Type', `The record type "${raw}" is not supported. Valid values: ${RECORD_TYPES.join(', ')}.`);
  return type;
}

export function checkTTL(raw: string | undefined): number {
  if (raw === undefined) return MIN_TTL;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TTL) throw fail('SubDomainInvalid.TTL', `The TTL "${raw}" is invalid: enter an integer from ${MIN_TTL} to ${MAX_TTL}.`);
  if (ttl < MIN_TTL) throw fail('QuotaExceeded.TTL', `The TTL ${ttl} is below the minimum of your DNS edition (${MIN_TTL} seconds). Upgrade the edition for a shorter TTL.`);
  return ttl;
}

export function checkLine(raw: string | undefined): string {
  const line = raw ?? 'default';
  if (!LINES.includes(line)) throw fail('SubDomainInvalid.Line', `The request source line "${line}" is not available in your DNS edition.`);
  return line;
}

export function checkPriority(type: RecordType, raw: string | undefined): number | undefined {
  if (type !== 'MX') return undefined;
  const priority = raw === undefined ? 5 : Number(raw);
  if (!Number.isInteger(priority) || priority < 1 || priority > 50) {
    throw fail('SubDomainInvalid.Priority', `The MX priority "${raw}" is invalid: enter an integer from 1 to 50.`);
  }
  return priority;
}

export type RecordFields = Pick<DnsRecord, 'RR' | 'Type' | 'Value' | 'TTL' | 'Priority' | 'Line'>;

/**
 * What the cloud refuses among a domain's records: the same record twice (DomainRecordDuplicate), a CNAME
 * beside any other record of its host and line (DomainRecordConflict), more A records for one host than the
 * edition allows. `self` is the record being updated.
 */
export function checkAgainstOthers(state: AlidnsState, domain: DnsDomain, next: RecordFields, self?: DnsRecord): void {
  const siblings = Object.values(state.records).filter(
    (r) => r.DomainName === domain.DomainName && r.RecordId !== self?.RecordId && r.RR === next.RR && r.Line === next.Line,
  );
  if (siblings.some((r) => r.Type === next.Type && r.Value.toLowerCase() === next.Value.toLowerCase())) {
    throw fail('DomainRecordDuplicate', 'The DNS record already exists.');
  }
  if (self && self.RR === next.RR && self.Type === next.Type && self.Value === next.Value && self.TTL === next.TTL && self.Line === next.Line && self.Priority === next.Priority) {
    throw fail('DomainRecordDuplicate', 'The DNS record already exists: nothing would change.');
  }
  const clash = siblings.find((r) => (r.Type === 'CNAME') !== (next.Type === 'CNAME') || (r.Type === 'CNAME' && next.Type === 'CNAME'));
  if (clash) {
    throw fail('DomainRecordConflict', `The DNS record conflicts with the ${clash.Type} record of host ${clash.RR}: a CNAME record cannot share its host record and line with any other record.`);
  }
  if (next.Type === 'A' && siblings.filter((r) => r.Type === 'A').length >= A_RECORDS_PER_RR) {
    throw fail('QuotaExceeded.ARecord', `A host record may have at most ${A_RECORDS_PER_RR} A records on one line in your DNS edition.`);
  }
}

/** A 19-digit record ID, as the cloud's are. */
export const newRecordId = (ctx: Pick<Maker, 'rng'>) => `${ctx.rng.int(1, 9)}${ctx.rng.chars(18, '0123456789')}`;

/** The pair of name servers the free edition assigns, drawn per domain. */
export function nameServers(ctx: Pick<Maker, 'rng'>): string[] {
  const n = ctx.rng.int(1, 15) * 2 - 1;
  return [`dns${n}.hichina.com`, `dns${n + 1}.hichina.com`];
}
