// Alibaba Cloud CDN (Cdn 2018-05-10): accelerated domains with their origin servers, and domain configurations
// (cache expiration rules, Referer hotlink protection). A global service: RegionId is ignored. AddCdnDomain and
// StartCdnDomain leave the domain `configuring` until it goes `online`; StopCdnDomain takes it `offline`.
import type { ActionContext, ActionDef, ProductDef } from '../../action.js';
import { invalidParameter, quotaExceeded } from '../../errors.js';
import {
  CONFIGURING_MS, DOMAIN_QUOTA, EXCLUSIVE, FUNCTION_LIMITS, FUNCTIONS, cdnOf, checkCertificate, checkDomainName, domainKey, domainOf, fail, notConfiguring, parseFunctions,
  parseSources, type CdnConfig, type CdnDomain, type CdnType, type Scope,
} from './api/state.js';
import { cdnLogActions, type CdnLogAction } from './api/logs.js';
import { cdnExportActions, type CdnExportAction } from './api/exports.js';
import { cdnMonitoringActions, type CdnMonitoringAction } from './api/monitoring.js';
import { cdnRefreshActions, type CdnRefreshAction } from './api/refresh.js';
import { page, secondTime } from '../../common.js';
import { describeTagResources, tagActions, type TaggingApi } from '../../tag-actions.js';
import { readTags, setTags, tagMatcher, type TagKindDef } from '../../tags.js';
import { cdnGenerations } from './generations/index.js';

export type CdnAction =
  | 'AddCdnDomain' | 'DescribeUserDomains' | 'DescribeCdnDomainDetail' | 'StopCdnDomain' | 'StartCdnDomain' | 'DeleteCdnDomain'
  | 'BatchSetCdnDomainConfig' | 'DescribeCdnDomainConfigs' | 'DeleteSpecificConfig' | 'ModifyCdnDomain'
  | 'SetCdnDomainSSLCertificate' | 'DescribeDomainCertificateInfo' | CdnRefreshAction | CdnLogAction | CdnMonitoringAction | CdnExportAction;

const CDN_TYPES: readonly CdnType[] = ['web', 'download', 'video'];
const SCOPES: readonly Scope[] = ['domestic', 'overseas', 'global'];

const sourcesView = (d: CdnDomain) =>
  d.Sources.map((s) => ({ Content: s.Content, Type: s.Type, Port: s.Port, Priority: s.Priority, Weight: s.Weight, Enabled: 'online' }));

function configView(c: CdnConfig) {
  return { FunctionName: c.FunctionName, ConfigId: c.ConfigId, Status: c.Status, ParentId: c.ParentId, FunctionArgs: { FunctionArg: c.FunctionArgs } };
}

function configuring(ctx: ActionContext, d: CdnDomain): void {
  d.DomainStatus = 'configuring';
  d.GmtModified = secondTime(ctx.now);
  d.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(CONFIGURING_MS), status: 'online' }];
}

/** DescribeUserDomains' name filter: DomainSearchType fuzzy_match (default), pre_match, suf_match or full_match. */
function nameFilter(ctx: ActionContext) {
  const name = ctx.params.optional('DomainName')?.toLowerCase();
  const mode = ctx.params.optional('DomainSearchType') ?? 'fuzzy_match';
  const modes: Record<string, (d: string, n: string) => boolean> = {
    fuzzy_match: (d, n) => d.includes(n), pre_match: (d, n) => d.startsWith(n), suf_match: (d, n) => d.endsWith(n), full_match: (d, n) => d === n,
  };
  if (!modes[mode]) throw invalidParameter('DomainSearchType', 'Valid values: fuzzy_match, pre_match, suf_match, full_match.');
  return (d: CdnDomain) => !name || modes[mode](d.DomainName, name);
}

const cdnActions = {
  AddCdnDomain: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = checkDomainName(p.required('DomainName'));
      const cdnType = p.required('CdnType') as CdnType;
      if (!CDN_TYPES.includes(cdnType)) throw fail('InvalidCdnType.Malformed', `The specified CdnType "${cdnType}" is invalid. Valid values: web, download, video.`);
      const sources = parseSources(p.required('Sources'));
      const scope = (p.optional('Scope') ?? 'domestic') as Scope;
      if (!SCOPES.includes(scope)) throw fail('InvalidScope.Malformed', `The specified Scope "${scope}" is invalid. Valid values: domestic, overseas, global.`);
      const state = cdnOf(ctx.tenant, ctx.now);
      if (state.domains[name]) throw fail('Domain.AlreadyExist', `The domain ${name} already exists.`);
      if (Object.keys(state.domains).length >= DOMAIN_QUOTA) throw quotaExceeded(`You can add at most ${DOMAIN_QUOTA} accelerated domain names.`);
      const tags = readTags(p);
      const domain: CdnDomain = {
        DomainName: name, Cname: `${name.replace(/^\*\./, 'all.')}.w.kunlunsl.com`, CdnType: cdnType, Scope: scope, DomainStatus: 'configuring',
        Description: '', ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Sources: sources,
        GmtCreated: secondTime(ctx.now), GmtModified: secondTime(ctx.now), createdAt: ctx.now, transitions: [],
      };
      configuring(ctx, domain);
      state.domains[name] = domain;
      setTags(ctx.tenant, 'Cdn:DOMAIN', name, tags);
      return {};
    },
  },
  DescribeUserDomains: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const byName = nameFilter(ctx);
      const status = p.optional('DomainStatus');
      const cdnType = p.optional('CdnType');
      const tagged = tagMatcher(p, ctx.tenant, 'Cdn:DOMAIN');
      const matches = Object.values(cdnOf(ctx.tenant, ctx.now).domains)
        .filter((d) => byName(d) && tagged(d.DomainName) && (!status || d.DomainStatus === status) && (!cdnType || d.CdnType === cdnType))
        .sort((a, b) => b.createdAt - a.createdAt);
      const { items, ...paging } = page(matches, p, { size: 20, max: 500 });
      return { ...paging, Domains: { PageData: items.map((d) => ({
        DomainName: d.DomainName, Cname: d.Cname, CdnType: d.CdnType, DomainStatus: d.DomainStatus, SslProtocol: d.certificate?.on ? 'on' : 'off', Description: d.Description,
        Coverage: d.Scope, Sandbox: 'normal', ResourceGroupId: d.ResourceGroupId, GmtCreated: d.GmtCreated, GmtModified: d.GmtModified,
        Sources: { Source: sourcesView(d) },
      })) } };
    },
  },
  DescribeCdnDomainDetail: {
    rw: 'Read',
    handle(ctx) {
      const d = domainOf(ctx);
      return { GetDomainDetailModel: {
        DomainName: d.DomainName, Cname: d.Cname, CdnType: d.CdnType, DomainStatus: d.DomainStatus, SslProtocol: d.certificate?.on ? 'on' : 'off', Description: d.Description,
        Scope: d.Scope, HttpsCname: '', ResourceGroupId: d.ResourceGroupId, GmtCreated: d.GmtCreated, GmtModified: d.GmtModified,
        SourceModels: { SourceModel: sourcesView(d) },
      } };
    },
  },
  StopCdnDomain: {
    rw: 'Write',
    effect: 'disable',
    handle(ctx) {
      const d = domainOf(ctx);
      notConfiguring(d);
      d.DomainStatus = 'offline';
      d.GmtModified = secondTime(ctx.now);
      return {};
    },
  },
  StartCdnDomain: {
    rw: 'Write',
    handle(ctx) {
      const d = domainOf(ctx);
      notConfiguring(d);
      if (d.DomainStatus === 'offline') configuring(ctx, d);
      return {};
    },
  },
  DeleteCdnDomain: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const d = domainOf(ctx);
      notConfiguring(d);
      const state = cdnOf(ctx.tenant, ctx.now);
      for (const c of Object.values(state.configs)) if (c.DomainName === d.DomainName) delete state.configs[c.ConfigId];
      delete state.domains[d.DomainName];
      return {};
    },
  },
  BatchSetCdnDomainConfig: {
    rw: 'Write',
    // Turning URL signing off (aliauth's auth_type no_auth) opens the domain's content to anyone.
    effect: { effect: 'disable', when: { Functions: ['~"no_auth"'] } },
    handle(ctx) {
      const names = ctx.params.required('DomainNames').split(',').map((n) => n.trim()).filter(Boolean);
      if (names.length === 0 || names.length > 50) throw invalidParameter('DomainNames', 'Give 1 to 50 domain names separated by commas.');
      const domains = names.map((n) => domainOf(ctx, n));
      const functions = parseFunctions(ctx.params.required('Functions'));
      const state = cdnOf(ctx.tenant, ctx.now);
      const out: Array<{ DomainName: string; ConfigId: string; FunctionName: string }> = [];
      for (const d of domains) {
        const own = () => Object.values(state.configs).filter((c) => c.DomainName === d.DomainName);
        for (const f of functions) {
          let config = f.configId ? own().find((c) => c.ConfigId === f.configId) : undefined;
          if (f.configId && !config) throw fail('InvalidConfigId.NotFound', `The configuration ${f.configId} does not exist on ${d.DomainName}.`, 404);
          if (!config && FUNCTIONS[f.functionName].single) config = own().find((c) => c.FunctionName === f.functionName);
          const other = EXCLUSIVE[f.functionName];
          for (const c of own()) if (c.FunctionName === other) delete state.configs[c.ConfigId];
          if (!config && own().filter((c) => c.FunctionName === f.functionName).length >= (FUNCTION_LIMITS[f.functionName] ?? Infinity)) {
            throw fail('InvalidFunctions.Malformed', `A domain takes at most ${FUNCTION_LIMITS[f.functionName]} ${f.functionName} configurations.`);
          }
          if (!config) {
            config = { ConfigId: String(state.nextConfigId++), DomainName: d.DomainName, FunctionName: f.functionName, FunctionArgs: [], ParentId: '', Status: 'configuring', readyAt: 0 };
            state.configs[config.ConfigId] = config;
          }
          Object.assign(config, { FunctionArgs: f.args, Status: 'configuring', readyAt: ctx.now + ctx.cloud.transitionMs(CONFIGURING_MS) });
          d.GmtModified = secondTime(ctx.now);
          out.push({ DomainName: d.DomainName, ConfigId: config.ConfigId, FunctionName: f.functionName });
        }
      }
      return { DomainConfigList: { DomainConfigModel: out } };
    },
  },
  DescribeCdnDomainConfigs: {
    rw: 'Read',
    handle(ctx) {
      const d = domainOf(ctx);
      const wanted = ctx.params.optional('FunctionNames')?.split(',').map((n) => n.trim()).filter(Boolean);
      const configId = ctx.params.optional('ConfigId');
      const configs = Object.values(cdnOf(ctx.tenant, ctx.now).configs).filter(
        (c) => c.DomainName === d.DomainName && (!wanted?.length || wanted.includes(c.FunctionName)) && (!configId || c.ConfigId === configId),
      );
      return { DomainConfigs: { DomainConfig: configs.sort((a, b) => Number(a.ConfigId) - Number(b.ConfigId)).map(configView) } };
    },
  },
  DeleteSpecificConfig: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const d = domainOf(ctx);
      const state = cdnOf(ctx.tenant, ctx.now);
      const ids = ctx.params.required('ConfigId').split(',').map((n) => n.trim()).filter(Boolean);
      for (const id of ids) {
        if (state.configs[id]?.DomainName !== d.DomainName) throw fail('InvalidConfigId.NotFound', `The configuration ${id} does not exist on ${d.DomainName}.`, 404);
      }
      for (const id of ids) delete state.configs[id];
      return {};
    },
  },
  ModifyCdnDomain: {
    rw: 'Write',
    handle(ctx) {
      const d = domainOf(ctx);
      notConfiguring(d);
      const raw = ctx.params.optional('Sources');
      const group = ctx.params.optional('ResourceGroupId');
      if (raw === undefined && group === undefined) throw invalidParameter('Sources', 'Specify Sources or ResourceGroupId.');
      if (group) d.ResourceGroupId = group;
      if (raw !== undefined) {
        d.Sources = parseSources(raw);
        configuring(ctx, d);
      }
      return {};
    },
  },
  SetCdnDomainSSLCertificate: {
    rw: 'Write',
    effect: { effect: 'disable', when: { SSLProtocol: ['off'] } },
    handle(ctx) {
      const d = domainOf(ctx);
      notConfiguring(d);
      d.certificate = checkCertificate(ctx, d.DomainName);
      d.GmtModified = secondTime(ctx.now);
      return {};
    },
  },
  DescribeDomainCertificateInfo: {
    rw: 'Read',
    handle(ctx) {
      const d = domainOf(ctx);
      const c = d.certificate;
      return { CertInfos: { CertInfo: c ? [{
        DomainName: d.DomainName, CertName: c.CertName, CertType: c.CertType, ServerCertificateStatus: c.on ? 'on' : 'off',
        CertDomainName: d.DomainName, CertExpireTime: c.expireTime, CertLife: '1 years', CertOrg: 'Example Org', CertStartTime: c.startTime,
        CertUpdateTime: c.updateTime, Status: 'success', ServerCertificate: c.on ? c.SSLPub : '',
      }] : [] } };
    },
  },
  ...cdnRefreshActions,
  ...cdnLogActions,
  ...cdnMonitoringActions,
  ...cdnExportActions,
} satisfies Record<CdnAction, ActionDef>;

/** CDN domains carry tags (ResourceType DOMAIN), looked up by their name in lower case. */
const CDN_DOMAIN: TagKindDef = { kind: 'Cdn:DOMAIN', find: (m, k) => (cdnOf(m.tenant, m.now).domains[k] ? {} : undefined), normalize: domainKey };
const CDN_TAGGING: TaggingApi = { regional: false, types: { DOMAIN: CDN_DOMAIN } };

export const product = {
  version: '2018-05-10',
  endpoint: 'cdn.aliyuncs.com',
  consoleSource: 'cdn.console.aliyun.com',
  described: { key: 'cdn', generations: cdnGenerations },
  actions: { ...cdnActions, ...tagActions(CDN_TAGGING), DescribeTagResources: describeTagResources(CDN_TAGGING) },
} satisfies ProductDef;
