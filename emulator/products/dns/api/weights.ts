// Alibaba Cloud DNS (Alidns 2015-01-09) weighted round robin ("weights", 权重配置): when a host record has several
// A or AAAA records on one line, turning weights on makes the answers follow each record's Weight (1 to 100,
// 1 at first) instead of rotating evenly. The switch is kept per host record, type and line on the domain.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, missingParameter } from '../../../errors.js';
import { page } from '../../../common.js';
import { checkLine, dnsOf, domainKey, domainOf, recordOf, type DnsDomain, type DnsRecord } from './state.js';

export type AlidnsWeightAction = 'SetDNSSLBStatus' | 'DescribeDNSSLBSubDomains' | 'UpdateDNSSLBWeight';

const WEIGHTED_TYPES = ['A', 'AAAA'] as const;
const fail = (code: string, message: string) => new ApiError(code, message, 400);

export const switchKey = (rr: string, type: string, line: string) => `${rr}|${type}|${line}`;

/** The domain and host record a SubDomain (`www.example.com`, `@.example.com` for the apex) names. */
function subDomainOf(ctx: ActionContext): { domain: DnsDomain; rr: string; name: string } {
  const name = domainKey(ctx.params.required('SubDomain'));
  const given = ctx.params.optional('DomainName');
  const domains = Object.values(dnsOf(ctx.tenant).domains);
  const domain = given !== undefined
    ? domainOf(ctx, given)
    : domains.filter((d) => name.endsWith(`.${d.DomainName}`)).sort((a, b) => b.DomainName.length - a.DomainName.length)[0];
  if (!domain) throw fail('InvalidDomainName.NoExist', `No domain name of your account holds the subdomain "${name}". Refresh the page and try again.`);
  if (!name.endsWith(`.${domain.DomainName}`)) {
    throw invalidParameter('SubDomain', `It must be a host of ${domain.DomainName}, such as www.${domain.DomainName}; use @.${domain.DomainName} for the domain name itself.`);
  }
  return { domain, rr: name.slice(0, -domain.DomainName.length - 1), name };
}

const recordsOf = (ctx: ActionContext, domain: DnsDomain, rr: string, type: string) =>
  Object.values(dnsOf(ctx.tenant).records).filter((r) => r.DomainName === domain.DomainName && r.RR === rr && r.Type === type);

const linesOf = (records: DnsRecord[]) => [...new Set(records.map((r) => r.Line))].sort();

export const alidnsWeightActions = {
  SetDNSSLBStatus: {
    rw: 'Write',
    handle(ctx) {
      const { domain, rr, name } = subDomainOf(ctx);
      const type = ctx.params.oneOf('Type', WEIGHTED_TYPES, 'A');
      const line = ctx.params.has('Line') ? checkLine(ctx.params.optional('Line')) : undefined;
      const open = ctx.params.bool('Open', true);
      const records = recordsOf(ctx, domain, rr, type).filter((r) => line === undefined || r.Line === line);
      if (open && records.length < 2) {
        throw fail('DnsSLB.RecordCountNotEnough', `Weights need at least two ${type} records of ${name}${line ? ` on the line ${line}` : ''}; it has ${records.length}. Add records first.`);
      }
      domain.slb ??= {};
      // Without a Line the switch turns for every line the host record has records on.
      for (const l of line === undefined ? linesOf(records) : [line]) domain.slb[switchKey(rr, type, l)] = open;
      return { RecordCount: records.length, Open: open };
    },
  },
  DescribeDNSSLBSubDomains: {
    rw: 'Read',
    handle(ctx) {
      const domain = domainOf(ctx);
      const rrFilter = ctx.params.optional('Rr')?.toLowerCase();
      const groups = new Map<string, DnsRecord[]>();
      for (const r of Object.values(dnsOf(ctx.tenant).records)) {
        if (r.DomainName !== domain.DomainName || !(WEIGHTED_TYPES as readonly string[]).includes(r.Type)) continue;
        if (rrFilter !== undefined && r.RR !== rrFilter) continue;
        const key = `${r.RR}|${r.Type}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      const subDomains = [...groups.values()]
        .filter((records) => records.length >= 2)
        .map((records) => {
          const { RR, Type } = records[0];
          const lines = linesOf(records).map((Line) => ({ Line, Open: domain.slb?.[switchKey(RR, Type, Line)] ?? false }));
          return { SubDomain: `${RR}.${domain.DomainName}`, RecordCount: records.length, Open: lines.some((l) => l.Open), Type, LineAlgorithms: { LineAlgorithm: lines } };
        })
        .sort((a, b) => a.SubDomain.localeCompare(b.SubDomain) || a.Type.localeCompare(b.Type));
      const { items, ...paging } = page(subDomains, ctx.params, { size: 20, max: 100 });
      return { ...paging, SlbSubDomains: { SlbSubDomain: items } };
    },
  },
  UpdateDNSSLBWeight: {
    rw: 'Write',
    handle(ctx) {
      const record = recordOf(ctx);
      if (!ctx.params.has('Weight')) throw missingParameter('Weight');
      record.Weight = ctx.params.int('Weight', { min: 1, max: 100, fallback: 1 });
      record.UpdateTimestamp = ctx.now;
      return { RecordId: record.RecordId };
    },
  },
} satisfies Record<AlidnsWeightAction, ActionDef>;
