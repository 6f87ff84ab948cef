// Alibaba Cloud DNS (Alidns 2015-01-09): domains and their DNS records, free edition. A global service:
// RegionId is ignored. Deleting a domain deletes its records, as the cloud does.
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { ApiError, invalidParameter } from '../../errors.js';
import {
  AVAILABLE_TTLS, LINES, MIN_TTL, checkAgainstOthers, checkDomainName, checkLine, checkPriority, checkRR, checkTTL,
  checkPublicAddress, checkType, checkValue, dnsOf, domainKey, domainOf, nameServers, newRecordId, recordOf, type DnsDomain, type DnsRecord,
} from './api/state.js';
import { alidnsGroupActions, groupNameOf, groupOf, type AlidnsGroupAction } from './api/groups.js';
import { alidnsVerifyActions, type AlidnsVerifyAction } from './api/verify.js';
import { alidnsWeightActions, type AlidnsWeightAction } from './api/weights.js';
import { page, secondTime } from '../../common.js';
import { tagActions } from '../../tag-actions.js';
import { setTags, tagView, type TagKindDef } from '../../tags.js';
import { dnsGenerations } from './generations/index.js';

type AlidnsCoreAction =
  | 'AddDomain' | 'DescribeDomains' | 'DescribeDomainInfo' | 'DeleteDomain'
  | 'AddDomainRecord' | 'DescribeDomainRecords' | 'DescribeDomainRecordInfo' | 'UpdateDomainRecord'
  | 'DeleteDomainRecord' | 'SetDomainRecordStatus';

export type AlidnsAction = AlidnsCoreAction | AlidnsGroupAction | AlidnsWeightAction | AlidnsVerifyAction;

const VERSION_CODE = 'mianfei';
const VERSION_NAME = 'Alibaba Cloud DNS';

const REGION_NAMES: Record<string, string> = {
  'cn-qingdao': '华北1（青岛）', 'cn-beijing': '华北2（北京）', 'cn-zhangjiakou': '华北3（张家口）', 'cn-huhehaote': '华北5（呼和浩特）', 'cn-wulanchabu': '华北6（乌兰察布）',
  'cn-hangzhou': '华东1（杭州）', 'cn-shanghai': '华东2（上海）', 'cn-shenzhen': '华南1（深圳）', 'cn-heyuan': '华南2（河源）', 'cn-guangzhou': '华南3（广州）', 'cn-chengdu': '西南1（成都）',
};
const LINE_NAMES: Record<string, string> = {
  default: '默认', telecom: '电信', unicom: '联通', mobile: '移动', oversea: '境外', edu: '教育网',
  ...Object.fromEntries(Object.entries(REGION_NAMES).map(([region, name]) => [`aliyun_r_${region}`, `阿里云_${name}`])),
};

const recordsOf = (ctx: ActionContext, domain: DnsDomain) =>
  Object.values(dnsOf(ctx.tenant).records).filter((r) => r.DomainName === domain.DomainName);

/** A text filter: `LIKE` (the default) matches a part, `EXACT` the whole value, both ignoring case. */
function matcher(ctx: ActionContext) {
  const exact = (ctx.params.optional('SearchMode') ?? 'LIKE').toUpperCase() === 'EXACT';
  return (value: string, keyword: string | undefined) =>
    keyword === undefined || (exact ? value.toLowerCase() === keyword.toLowerCase() : value.toLowerCase().includes(keyword.toLowerCase()));
}

/** The fields DescribeDomains and DescribeDomainInfo share. */
function domainBase(ctx: ActionContext, d: DnsDomain) {
  return {
    DomainId: d.DomainId, DomainName: d.DomainName, PunyCode: d.PunyCode, AliDomain: false, GroupId: d.GroupId, GroupName: groupNameOf(dnsOf(ctx.tenant), d.GroupId),
    InstanceId: d.InstanceId, VersionCode: VERSION_CODE, VersionName: VERSION_NAME, Remark: d.Remark,
    ResourceGroupId: d.ResourceGroupId, CreateTime: d.CreateTime, DomainLoggingSwitchStatus: 'CLOSE',
    DnsServers: { DnsServer: d.DnsServers },
  };
}

function recordView(r: DnsRecord) {
  return {
    RecordId: r.RecordId, DomainName: r.DomainName, RR: r.RR, Type: r.Type, Value: r.Value, TTL: r.TTL,
    ...(r.Priority === undefined ? {} : { Priority: r.Priority }), Line: r.Line, Status: r.Status, Locked: false,
    Weight: r.Weight ?? 1, Remark: r.Remark, CreateTimestamp: r.CreateTimestamp, UpdateTimestamp: r.UpdateTimestamp,
  };
}

/** The fields of a record as AddDomainRecord / UpdateDomainRecord ask for them, checked in the cloud's order. */
function recordFields(ctx: ActionContext) {
  const p = ctx.params;
  const RR = checkRR(p.required('RR'));
  const Type = checkType(p.required('Type'));
  const Value = checkValue(Type, p.required('Value'));
  if (ctx.variant('dns-reserved-ip-rejected')) checkPublicAddress(Type, Value);
  const TTL = checkTTL(p.optional('TTL'));
  const Line = checkLine(p.optional('Line'));
  const Priority = checkPriority(Type, p.optional('Priority'));
  return { RR, Type, Value, TTL, Line, Priority };
}

const alidnsActions = {
  AddDomain: {
    rw: 'Write',
    handle(ctx) {
      const name = checkDomainName(ctx.params.required('DomainName'));
      const state = dnsOf(ctx.tenant);
      if (state.domains[name]) throw new ApiError('InvalidDomainName.Duplicate', `The domain name ${name} already exists in your domain list.`, 400);
      const groupId = ctx.params.optional('GroupId') ?? '';
      if (groupId) groupOf(state, groupId);
      const domain: DnsDomain = {
        DomainId: ctx.rng.uuid().toLowerCase(), DomainName: name, PunyCode: name, CreateTime: secondTime(ctx.now),
        CreateTimestamp: ctx.now, InstanceId: `dns-${ctx.rng.chars(12)}`, GroupId: groupId,
        Remark: '', ResourceGroupId: ctx.params.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, DnsServers: nameServers(ctx),
      };
      state.domains[name] = domain;
      // AddDomain takes no tags (TagResources does); tags an earlier domain of this name had are gone.
      setTags(ctx.tenant, 'Alidns:DOMAIN', name, {});
      return { DomainId: domain.DomainId, DomainName: name, PunyCode: name, GroupId: domain.GroupId, GroupName: groupNameOf(state, groupId), DnsServers: { DnsServer: domain.DnsServers } };
    },
  },
  DescribeDomains: {
    rw: 'Read',
    handle(ctx) {
      const like = matcher(ctx);
      const keyword = ctx.params.optional('KeyWord');
      const groupId = ctx.params.optional('GroupId');
      const matches = Object.values(dnsOf(ctx.tenant).domains)
        .filter((d) => like(d.DomainName, keyword) && (groupId === undefined || d.GroupId === groupId))
        .sort((a, b) => b.CreateTimestamp - a.CreateTimestamp);
      const { items, ...paging } = page(matches, ctx.params, { size: 20, max: 100 });
      return { ...paging, Domains: {
          Domain: items.map((d) => ({
            ...domainBase(ctx, d), CreateTimestamp: d.CreateTimestamp, RecordCount: recordsOf(ctx, d).length, InstanceExpired: false,
            Starmark: false, RegistrantEmail: '', Tags: tagView(ctx.tenant, 'Alidns:DOMAIN', d.DomainName, 'Key'),
          })),
        }, };
    },
  },
  DescribeDomainInfo: {
    rw: 'Read',
    handle(ctx) {
      const d = domainOf(ctx);
      return {
        ...domainBase(ctx, d), MinTtl: MIN_TTL, LineType: 'FREE', RegionLines: false, SlaveDns: false, SubDomain: false, InBlackHole: false, InClean: false,
        AvailableTtls: { AvailableTtl: AVAILABLE_TTLS.map(String) },
        RecordLines: { RecordLine: LINES.map((code) => ({ LineCode: code, LineName: LINE_NAMES[code], LineDisplayName: LINE_NAMES[code], FatherCode: code.startsWith('aliyun_r_') ? 'aliyun' : '' })) },
        RecordLineTreeJson: '',
      };
    },
  },
  DeleteDomain: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const d = domainOf(ctx);
      const state = dnsOf(ctx.tenant);
      for (const r of recordsOf(ctx, d)) delete state.records[r.RecordId];
      delete state.domains[d.DomainName];
      return { DomainName: d.DomainName };
    },
  },
  AddDomainRecord: {
    rw: 'Write',
    handle(ctx) {
      const domain = domainOf(ctx);
      const fields = recordFields(ctx);
      const state = dnsOf(ctx.tenant);
      checkAgainstOthers(state, domain, fields);
      const record: DnsRecord = {
        RecordId: newRecordId(ctx), DomainName: domain.DomainName, ...fields, Status: 'ENABLE', Remark: '',
        CreateTimestamp: ctx.now, UpdateTimestamp: ctx.now,
      };
      if (record.Priority === undefined) delete record.Priority;
      state.records[record.RecordId] = record;
      return { RecordId: record.RecordId };
    },
  },
  DescribeDomainRecords: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const domain = domainOf(ctx);
      const like = matcher(ctx);
      const [keyword, rrKey, typeKey, valueKey] = ['KeyWord', 'RRKeyWord', 'TypeKeyWord', 'ValueKeyWord'].map((k) => p.optional(k));
      const type = p.optional('Type')?.toUpperCase();
      const line = p.optional('Line');
      const status = p.optional('Status')?.toUpperCase();
      if (status && status !== 'ENABLE' && status !== 'DISABLE') throw invalidParameter('Status', 'Valid values: Enable, Disable.');
      const matches = recordsOf(ctx, domain).filter(
        (r) =>
          (keyword === undefined || like(r.RR, keyword) || like(r.Value, keyword)) && like(r.RR, rrKey) && like(r.Type, typeKey) &&
          like(r.Value, valueKey) && (!type || r.Type === type) && (!line || r.Line === line) && (!status || r.Status === status),
      );
      const direction = (p.optional('Direction') ?? 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
      matches.sort((a, b) => direction * (a.CreateTimestamp - b.CreateTimestamp || a.RecordId.localeCompare(b.RecordId)));
      const { items, ...paging } = page(matches, p, { size: 20, max: 500 });
      return { ...paging, DomainRecords: { Record: items.map(recordView) } };
    },
  },
  DescribeDomainRecordInfo: {
    rw: 'Read',
    handle(ctx) {
      const r = recordOf(ctx);
      const d = dnsOf(ctx.tenant).domains[r.DomainName];
      const { Weight: _, CreateTimestamp: __, UpdateTimestamp: ___, ...view } = recordView(r);
      return { ...view, DomainId: d.DomainId, PunyCode: d.PunyCode, GroupId: d.GroupId, GroupName: groupNameOf(dnsOf(ctx.tenant), d.GroupId) };
    },
  },
  UpdateDomainRecord: {
    rw: 'Write',
    handle(ctx) {
      const record = recordOf(ctx);
      const fields = recordFields(ctx);
      const state = dnsOf(ctx.tenant);
      checkAgainstOthers(state, state.domains[record.DomainName], fields, record);
      Object.assign(record, fields, { UpdateTimestamp: ctx.now });
      if (record.Priority === undefined) delete record.Priority;
      return { RecordId: record.RecordId };
    },
  },
  DeleteDomainRecord: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const record = recordOf(ctx);
      delete dnsOf(ctx.tenant).records[record.RecordId];
      return { RecordId: record.RecordId };
    },
  },
  SetDomainRecordStatus: {
    rw: 'Write',
    effect: { effect: 'disable', when: { Status: ['Disable'] } },
    handle(ctx) {
      const record = recordOf(ctx);
      const status = ctx.params.oneOf('Status', ['Enable', 'Disable'] as const);
      record.Status = status === 'Enable' ? 'ENABLE' : 'DISABLE';
      record.UpdateTimestamp = ctx.now;
      return { RecordId: record.RecordId, Status: status };
    },
  },
} satisfies Record<AlidnsCoreAction, ActionDef>;

/** Domains carry tags (ResourceType DOMAIN), looked up by their name in lower case without a final dot. */
const DNS_DOMAIN: TagKindDef = { kind: 'Alidns:DOMAIN', find: (m, k) => (dnsOf(m.tenant).domains[k] ? {} : undefined), normalize: domainKey };

export const product = {
  version: '2015-01-09',
  endpoint: 'alidns.aliyuncs.com',
  consoleSource: 'dns.console.aliyun.com',
  described: { key: 'dns', generations: dnsGenerations },
  actions: {
    ...alidnsActions, ...alidnsGroupActions, ...alidnsWeightActions, ...alidnsVerifyActions,
    ...tagActions({ regional: false, flatList: true, types: { DOMAIN: DNS_DOMAIN } }),
  } satisfies Record<AlidnsAction, ActionDef>,
} satisfies ProductDef;
