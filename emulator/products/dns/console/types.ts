/** Alidns resources as DescribeDomains / DescribeDomainRecords return them (real field names). */
export type Domain = {
  DomainId: string;
  DomainName: string;
  RecordCount?: number;
  VersionName?: string;
  CreateTime?: string;
  DnsServers?: { DnsServer?: string[] };
  GroupId?: string;
  GroupName?: string;
  Remark?: string;
};

export type DomainGroup = { GroupId: string; GroupName: string; DomainCount?: number };
export type DescribeDomainGroups = { DomainGroups: { DomainGroup: DomainGroup[] }; TotalCount?: number };

export type DescribeDomains = { Domains: { Domain: Domain[] }; TotalCount?: number };

export type DnsRecord = {
  RecordId: string;
  DomainName: string;
  RR: string;
  Type: string;
  Value: string;
  TTL: number;
  Priority?: number;
  Line: string;
  Status: 'ENABLE' | 'DISABLE';
  Remark?: string;
};

export type DescribeDomainRecords = { DomainRecords: { Record: DnsRecord[] }; TotalCount?: number };

/** Record types in the order the console's Record Type list shows them. */
export const RECORD_TYPES = ['A', 'CNAME', 'AAAA', 'NS', 'MX', 'TXT'] as const;

/** TTLs the free edition offers, in seconds. */
/** The record form's lines (api/state.ts LINES): the free edition's, then the 阿里云 lines of the mainland regions. */
export const LINES = ['default', 'telecom', 'unicom', 'mobile', 'oversea', 'edu', ...['cn-qingdao', 'cn-beijing', 'cn-zhangjiakou', 'cn-huhehaote', 'cn-wulanchabu', 'cn-hangzhou', 'cn-shanghai', 'cn-shenzhen', 'cn-heyuan', 'cn-guangzhou', 'cn-chengdu'].map((region) => `aliyun_r_${region}`)];
export const TTLS = [600, 1800, 3600, 43200, 86400] as const;

/** The row whose action opened a dialog, and which dialog. */
export type RecordAction = { kind: 'edit' | 'pause' | 'enable' | 'delete' | 'remark'; record: DnsRecord };
