/** CDN resources as DescribeUserDomains / DescribeCdnDomainDetail / DescribeCdnDomainConfigs return them. */
export type DomainStatus = 'online' | 'configuring' | 'offline' | string;

export type CdnSource = { Content: string; Type: 'ipaddr' | 'domain' | 'oss'; Port: number; Priority: string; Weight: string };

export type CdnDomain = {
  DomainName: string;
  Cname: string;
  CdnType: 'web' | 'download' | 'video';
  DomainStatus: DomainStatus;
  Coverage?: string;
  GmtCreated: string;
  Sources?: { Source: CdnSource[] };
};

export type DescribeUserDomains = { Domains: { PageData: CdnDomain[] }; TotalCount: number };

export type DomainDetail = {
  GetDomainDetailModel: Omit<CdnDomain, 'Sources' | 'Coverage'> & { Scope: string; SourceModels: { SourceModel: CdnSource[] } };
};

export type FunctionArg = { ArgName: string; ArgValue: string };

export type DomainConfig = { FunctionName: string; ConfigId: string; Status: string; FunctionArgs: { FunctionArg: FunctionArg[] } };

export type DescribeConfigs = { DomainConfigs: { DomainConfig: DomainConfig[] } };

export const argOf = (c: DomainConfig, name: string) => c.FunctionArgs.FunctionArg.find((a) => a.ArgName === name)?.ArgValue ?? '';

/** BatchSetCdnDomainConfig's `Functions` parameter for one function. */
export const functionsJson = (functionName: string, args: Record<string, string>, configId?: string) =>
  JSON.stringify([{ functionName, functionArgs: Object.entries(args).map(([argName, argValue]) => ({ argName, argValue })), ...(configId ? { configId } : {}) }]);

export const managePath = (domain: string, page = 'basic') => `/cdn/domains/${encodeURIComponent(domain)}/${page}`;
