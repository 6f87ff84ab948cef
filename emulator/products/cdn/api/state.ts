// Alibaba Cloud CDN (Cdn 2018-05-10) state of one account: accelerated domains and their configurations, kept in
// `tenant.cdn` (created on first use). CDN is a global service: nothing depends on the region. A new or restarted
// domain is `configuring` until its timed transition makes it `online`; CDN applies its own transitions when one
// of its actions runs (state.ts's settle covers ECS and VPC only).
import type { ActionContext } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import type { Transition } from '../../../state.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    cdn?: CdnState;
  }
}

export type CdnType = 'web' | 'download' | 'video';
export type Scope = 'domestic' | 'overseas' | 'global';
export type DomainStatus = 'configuring' | 'online' | 'offline' | 'configure_failed' | 'checking' | 'check_failed';

export interface CdnSource {
  Content: string;
  Type: 'ipaddr' | 'domain' | 'oss';
  Port: number;
  /** `20` primary, `30` secondary, as the console writes them. */
  Priority: string;
  Weight: string;
}

export interface CdnConfigArg {
  ArgName: string;
  ArgValue: string;
}

export interface CdnConfig {
  ConfigId: string;
  DomainName: string;
  FunctionName: string;
  FunctionArgs: CdnConfigArg[];
  ParentId: string;
  Status: 'configuring' | 'success' | 'failed';
  readyAt: number;
}

export interface CdnDomain {
  DomainName: string;
  Cname: string;
  CdnType: CdnType;
  Scope: Scope;
  DomainStatus: DomainStatus;
  Description: string;
  ResourceGroupId: string;
  Sources: CdnSource[];
  GmtCreated: string;
  GmtModified: string;
  createdAt: number;
  transitions: Transition[];
  /** The HTTPS certificate of SetCdnDomainSSLCertificate; `on` false once HTTPS is turned off. */
  certificate?: CdnCertificate;
}

export interface CdnCertificate {
  on: boolean;
  CertName: string;
  CertType: 'upload' | 'cas' | 'free';
  SSLPub: string;
  startTime: string;
  expireTime: string;
  updateTime: string;
}

/** A purge (file, directory, regex) or prefetch (preload) task of RefreshObjectCaches / PushObjectCache. */
export interface CdnRefreshTask {
  TaskId: string;
  ObjectPath: string;
  ObjectType: 'file' | 'directory' | 'regex' | 'preload';
  CreationTime: string;
  createdAt: number;
  doneAt: number;
}

export interface CdnState {
  domains: Record<string, CdnDomain>;
  /** Purge and prefetch tasks, newest last. */
  tasks?: CdnRefreshTask[];
  configs: Record<string, CdnConfig>;
  /** The next ConfigId: the cloud's are increasing integers. */
  nextConfigId: number;
  /** Usage export tasks (Usage > Bill Export and Details Export), newest last. */
  exports?: CdnExportTask[];
  /** How many export tasks the account has made: TaskIds count up from it. */
  exportsMade?: number;
}

export interface CdnExportTask {
  TaskId: string;
  TaskName: string;
  /** `bill`: the usage summary of CreateUserUsageDataExportTask; `detail`: CreateUsageDetailDataExportTask's. */
  kind: 'bill' | 'detail';
  StartTime: string;
  EndTime: string;
  /** Detail tasks: the data type (flow: traffic and bandwidth, vas: requests) and the domain names, empty for the whole account. */
  Type?: string;
  DomainNames?: string;
  CreateTime: string;
}

/** Accelerated domains one account may add (the console's default quota). */
export const DOMAIN_QUOTA = 50;
/** How long a domain stays `configuring` after it is added or started, and a configuration `configuring`. */
export const CONFIGURING_MS = 1500;

export const fail = (code: string, message: string, status = 400) => new ApiError(code, message, status);

/** The account's CDN data, created on first use; due transitions applied. */
export function cdnOf(tenant: Tenant, now: number): CdnState {
  tenant.cdn ??= { domains: {}, configs: {}, nextConfigId: 1_000_000_000_001 };
  for (const d of Object.values(tenant.cdn.domains)) {
    while (d.transitions.length && d.transitions[0].at <= now) {
      const step = d.transitions.shift()!;
      d.DomainStatus = step.status as DomainStatus;
      d.GmtModified = new Date(step.at).toISOString().slice(0, 19) + 'Z';
    }
  }
  for (const c of Object.values(tenant.cdn.configs)) if (c.Status === 'configuring' && c.readyAt <= now) c.Status = 'success';
  return tenant.cdn;
}

export const domainKey = (name: string) => name.trim().toLowerCase();

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** An accelerated domain name: two or more labels, an alphabetic top-level domain; `*.` allowed for wildcards. */
export function checkDomainName(raw: string): string {
  const name = domainKey(raw);
  const bare = name.startsWith('*.') ? name.slice(2) : name;
  const labels = bare.split('.');
  const ok = name.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(labels.at(-1)!);
  if (!ok) throw fail('InvalidDomainName.Malformed', `The specified domain name "${raw}" is invalid.`);
  return name;
}

export function domainOf(ctx: ActionContext, raw = ctx.params.required('DomainName')): CdnDomain {
  const found = cdnOf(ctx.tenant, ctx.now).domains[domainKey(raw)];
  if (!found) throw fail('InvalidDomain.NotFound', 'The domain provided does not belong to you.', 404);
  return found;
}

/** Writes are refused while the domain is still being configured, as the cloud does. */
export function notConfiguring(domain: CdnDomain): void {
  if (domain.DomainStatus === 'configuring') {
    throw fail('InvalidDomain.Configuring', `The domain ${domain.DomainName} is being configured. Try again later.`);
  }
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** The `Sources` JSON of AddCdnDomain: `[{content, type, port, priority, weight}]`, 1 to 20 origins. */
export function parseSources(raw: string): CdnSource[] {
  const bad = (why: string) => fail('InvalidSources.Malformed', `The specified Sources is invalid: ${why}`);
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw bad('it is not a JSON array.');
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > 20) throw bad('give 1 to 20 origin servers.');
  return list.map((item: Record<string, unknown>) => {
    const content = String(item?.content ?? '').trim().toLowerCase();
    const type = String(item?.type ?? '');
    if (type !== 'ipaddr' && type !== 'domain' && type !== 'oss') throw bad(`type "${type}" is not one of ipaddr, domain, oss.`);
    if (type === 'ipaddr' ? !IPV4.test(content) : !HOST.test(content)) throw bad(`"${content}" is not a valid ${type === 'ipaddr' ? 'IP address' : 'domain name'}.`);
    const port = item.port === undefined ? 80 : Number(item.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw bad(`port "${String(item.port)}" is not from 1 to 65535.`);
    const priority = String(item.priority ?? '20');
    if (priority !== '20' && priority !== '30') throw bad('priority must be 20 (primary) or 30 (secondary).');
    const weight = String(item.weight ?? '10');
    if (!/^\d+$/.test(weight) || Number(weight) < 1 || Number(weight) > 100) throw bad('weight must be from 1 to 100.');
    return { Content: content, Type: type, Port: port, Priority: priority, Weight: weight };
  });
}

/** Configuration functions served, with their required and optional arguments (the cloud's names). */
export const FUNCTIONS: Record<string, { required: string[]; optional: string[]; single: boolean }> = {
  filetype_based_ttl_set: { required: ['ttl', 'file_type'], optional: ['weight', 'swift_origin_cache_high', 'swift_no_cache_low', 'swift_follow_cachetime'], single: false },
  path_based_ttl_set: { required: ['ttl', 'path'], optional: ['weight', 'swift_origin_cache_high', 'swift_no_cache_low', 'swift_follow_cachetime'], single: false },
  referer_white_list_set: { required: ['refer_domain_allow_list'], optional: ['allow_empty', 'redirect_url', 'disable_ast'], single: true },
  referer_black_list_set: { required: ['refer_domain_deny_list'], optional: ['allow_empty', 'redirect_url', 'disable_ast'], single: true },
  ip_black_list_set: { required: ['ip_list'], optional: [], single: true },
  gzip: { required: ['enable'], optional: [], single: true },
  brotli: { required: ['enable'], optional: ['brotli_level'], single: true },
  ip_allow_list_set: { required: ['ip_list'], optional: [], single: true },
  // A custom HTTP response header: its name (`key`), value, operation (add, delete, modify, rewrite) and whether a
  // header of the same name from the origin is kept (`duplicate`).
  set_resp_header: { required: ['key'], optional: ['value', 'header_operation_type', 'duplicate'], single: false },
  // Back-to-origin > the request headers CDN adds, deletes, changes or replaces on its way to the origin: the same
  // operations, the header's name and value.
  origin_request_header: { required: ['header_operation_type', 'header_name'], optional: ['header_value', 'duplicate'], single: false },
  // The HTTPS page's Force Redirect (HTTP to HTTPS or back, 301 or 302) and HSTS (max age in seconds, subdomains).
  https_force: { required: ['enable'], optional: ['https_rewrite'], single: true },
  http_force: { required: ['enable'], optional: ['http_rewrite'], single: true },
  HSTS: { required: ['enabled'], optional: ['https_hsts_max_age', 'https_hsts_include_subdomains'], single: true },
  // The Back-to-origin page's Origin Protocol Policy: follow the client's protocol, or always HTTP or HTTPS.
  forward_scheme: { required: ['enable'], optional: ['scheme_origin', 'scheme_origin_port'], single: true },
  // Access Control > URL Signing: the signing type (no_auth turns it off), the primary and secondary keys and the
  // validity period in seconds (default 1800).
  aliauth: { required: ['auth_type'], optional: ['auth_key1', 'auth_key2', 'ali_auth_delta'], single: true },
  // Cache > Access URL Rewrite (cdn@2021: Rewrite): the path to rewrite (a PCRE), its target and the flag; at most
  // 50 rules a domain.
  host_redirect: { required: ['regex', 'replacement', 'flag'], optional: [], single: false },
  // Performance Optimization > HTML Optimization (页面优化): the HTML switch, and CSS and JavaScript optimization,
  // which only take effect with it.
  tesla: { required: ['enable'], optional: ['trim_css', 'trim_js'], single: true },
  // Performance Optimization > Parameter Filtering: ignore the query string in the cache key (`disable` on), keeping
  // the parameters listed (commas); or drop only the parameters listed (spaces). `keep_oss_args` on sends the whole
  // query string to the origin. A domain has one of the two at a time.
  set_hashkey_args: { required: ['disable'], optional: ['hashkey_args', 'keep_oss_args'], single: true },
  ali_remove_args: { required: ['ali_remove_args'], optional: ['keep_oss_args'], single: true },
  // Video > Object Chunking (Range回源): on, off, or force (every request fetched from the origin in ranges).
  range: { required: ['enable'], optional: [], single: true },
  // Video > Video Seeking (拖拽播放): on or off, FLV seeking by time, and the start and end parameters' names.
  video_seek: { required: ['enable'], optional: ['flv_seek_by_time', 'mp4_seek_start', 'mp4_seek_end', 'flv_seek_start', 'flv_seek_end'], single: true },
};

/** Per domain, at most this many configurations of a function (the console's limits). */
export const FUNCTION_LIMITS: Record<string, number> = { host_redirect: 50 };

const AUTH_TYPES = ['no_auth', 'type_a', 'type_b', 'type_c', 'type_f'];

/** The other half of a pair that may not both be set: the cloud keeps either a Referer whitelist or a blacklist. */
export const EXCLUSIVE: Record<string, string> = {
  referer_white_list_set: 'referer_black_list_set', referer_black_list_set: 'referer_white_list_set',
  ip_black_list_set: 'ip_allow_list_set', ip_allow_list_set: 'ip_black_list_set',
  set_hashkey_args: 'ali_remove_args', ali_remove_args: 'set_hashkey_args',
};

const IP_OR_CIDR = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([0-9]|[12]\d|3[0-2]))?$/;

export interface FunctionRequest {
  functionName: string;
  args: CdnConfigArg[];
  configId?: string;
}

const MAX_TTL = 94_608_000;

/** 1 to 10 URL parameter names separated by `sep`. */
const paramList = (value: string, sep: string) => {
  const names = value.split(sep).map((n) => n.trim()).filter(Boolean);
  return names.length >= 1 && names.length <= 10 && names.every((n) => /^[^\s,&=?#]{1,100}$/.test(n));
};

function checkArg(fn: string, name: string, value: string, bad: (why: string) => ApiError): void {
  if (name === 'ttl' && (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_TTL)) throw bad(`${fn}: ttl must be from 1 to ${MAX_TTL} seconds.`);
  if (name === 'weight' && (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 99)) throw bad(`${fn}: weight must be from 1 to 99.`);
  if (name === 'path' && !value.split(',').every((p) => p.startsWith('/'))) throw bad(`${fn}: each path must start with a forward slash (/).`);
  if (name === 'file_type' && !value.split(',').every((t) => /^[A-Za-z0-9]{1,16}$/.test(t.trim()))) throw bad(`${fn}: file_type takes extensions such as jpg,png separated by commas.`);
  if (name === 'enable' && fn === 'range' && !['on', 'off', 'force'].includes(value)) throw bad(`${fn}: enable must be on, off or force.`);
  if (name === 'enable' && fn !== 'range' && value !== 'on' && value !== 'off') throw bad(`${fn}: enable must be on or off.`);
  if (['trim_css', 'trim_js', 'disable', 'keep_oss_args', 'flv_seek_by_time'].includes(name) && value !== 'on' && value !== 'off') throw bad(`${fn}: ${name} must be on or off.`);
  if (name === 'hashkey_args' && value && !paramList(value, ',')) throw bad(`${fn}: hashkey_args takes at most 10 parameter names separated by commas.`);
  if (name === 'ali_remove_args' && !paramList(value, ' ')) throw bad(`${fn}: ali_remove_args takes 1 to 10 parameter names separated by spaces.`);
  if (/^(mp4|flv)_seek_(start|end)$/.test(name) && !/^\w{1,64}$/.test(value)) throw bad(`${fn}: ${name} takes letters, digits and underscores.`);
  if (['enabled', 'https_hsts_include_subdomains'].includes(name) && value !== 'on' && value !== 'off') throw bad(`${fn}: ${name} must be on or off.`);
  if (name === 'scheme_origin' && !['follow', 'http', 'https'].includes(value)) throw bad(`${fn}: scheme_origin must be follow, http or https.`);
  if (name === 'allow_empty' && value !== 'on' && value !== 'off') throw bad(`${fn}: allow_empty must be on or off.`);
  if (name === 'duplicate' && value !== 'on' && value !== 'off') throw bad(`${fn}: duplicate must be on or off.`);
  if (name === 'header_operation_type' && !['add', 'delete', 'modify', 'rewrite'].includes(value)) throw bad(`${fn}: header_operation_type must be add, delete, modify or rewrite.`);
  if ((fn === 'set_resp_header' && name === 'key') || name === 'header_name') {
    if (!/^[A-Za-z0-9-]{1,100}$/.test(value)) throw bad(`${fn}: ${name} takes a header name of 1 to 100 letters, digits and hyphens.`);
  }
  if (name === 'ip_list' && !value.split(',').every((ip) => IP_OR_CIDR.test(ip.trim()))) throw bad(`${fn}: ip_list takes IPv4 addresses or CIDR blocks such as 192.168.0.0/24 separated by commas.`);
  if (name === 'auth_type' && !AUTH_TYPES.includes(value)) throw bad(`${fn}: auth_type must be one of ${AUTH_TYPES.join(', ')}.`);
  if ((name === 'auth_key1' || name === 'auth_key2') && value && !/^[A-Za-z0-9]{6,128}$/.test(value)) throw bad(`${fn}: ${name} takes 6 to 128 letters and digits.`);
  if (name === 'ali_auth_delta' && (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 31_536_000)) throw bad(`${fn}: ali_auth_delta must be from 1 to 31536000 seconds.`);
  // The path to rewrite may anchor its regular expression (^/hello$); a redirect's target may name another site.
  if (fn === 'host_redirect' && name === 'regex' && !/^\^?\//.test(value)) throw bad(`${fn}: regex must start with a forward slash (/), optionally after ^.`);
  if (fn === 'host_redirect' && name === 'replacement' && !/^(\/|https?:\/\/)/.test(value)) throw bad(`${fn}: replacement must start with a forward slash (/) or http(s)://.`);
  if (fn === 'host_redirect' && name === 'flag' && !['redirect', 'break', 'enhance_break'].includes(value)) throw bad(`${fn}: flag must be redirect, break or enhance_break.`);
  if (name.startsWith('refer_domain_') && !value.split(',').every((d) => d.trim().length > 0)) throw bad(`${fn}: give one or more domain names separated by commas.`);
}

/** The `Functions` JSON of BatchSetCdnDomainConfig: `[{functionName, functionArgs: [{argName, argValue}], configId?}]`. */
export function parseFunctions(raw: string): FunctionRequest[] {
  const bad = (why: string) => fail('InvalidFunctions.Malformed', `The specified Functions is invalid: ${why}`);
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw bad('it is not a JSON array.');
  }
  if (!Array.isArray(list) || list.length === 0) throw bad('give at least one function.');
  return list.map((item: Record<string, unknown>) => {
    const functionName = String(item?.functionName ?? '');
    const spec = FUNCTIONS[functionName];
    if (!spec) throw bad(`the function "${functionName}" is not supported.`);
    const rawArgs = Array.isArray(item.functionArgs) ? (item.functionArgs as Array<Record<string, unknown>>) : [];
    const args = rawArgs.map((a) => ({ ArgName: String(a?.argName ?? ''), ArgValue: String(a?.argValue ?? '').trim() }));
    for (const a of args) {
      if (!spec.required.includes(a.ArgName) && !spec.optional.includes(a.ArgName)) throw bad(`${functionName} has no argument "${a.ArgName}".`);
      checkArg(functionName, a.ArgName, a.ArgValue, bad);
    }
    for (const name of spec.required) if (!args.some((a) => a.ArgName === name && a.ArgValue)) throw bad(`${functionName} needs the argument "${name}".`);
    const authType = functionName === 'aliauth' ? args.find((a) => a.ArgName === 'auth_type')?.ArgValue : undefined;
    if (authType && authType !== 'no_auth' && !args.some((a) => a.ArgName === 'auth_key1' && a.ArgValue)) throw bad('aliauth needs auth_key1 unless auth_type is no_auth.');
    const configId = item.configId === undefined || item.configId === null || item.configId === '' ? undefined : String(item.configId);
    return { functionName, args, configId };
  });
}

const PEM_CERT = /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/;
const PEM_KEY = /^-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----$/;

/**
 * SetCdnDomainSSLCertificate's parameters: SSLProtocol on (with a certificate) or off. An uploaded certificate
 * (CertType upload) needs SSLPub and SSLPri in PEM; a Certificate Management Service one (cas) its CertName or CertId.
 */
export function checkCertificate(ctx: ActionContext, domain: string): CdnCertificate {
  const p = ctx.params;
  const protocol = p.required('SSLProtocol');
  if (protocol !== 'on' && protocol !== 'off') throw fail('InvalidSSLProtocol.ValueNotSupported', 'SSLProtocol must be on or off.');
  const time = new Date(ctx.now).toISOString().slice(0, 19) + 'Z';
  const before = cdnOf(ctx.tenant, ctx.now).domains[domainKey(domain)]?.certificate;
  if (protocol === 'off') {
    if (!before) return { on: false, CertName: '', CertType: 'upload', SSLPub: '', startTime: time, expireTime: time, updateTime: time };
    return { ...before, on: false, updateTime: time };
  }
  const certType = (p.optional('CertType') ?? 'upload') as CdnCertificate['CertType'];
  if (!['upload', 'cas', 'free'].includes(certType)) throw fail('InvalidCertType.ValueNotSupported', 'CertType must be upload, cas or free.');
  const certName = p.optional('CertName') ?? p.optional('CertId') ?? '';
  const pub = (p.optional('SSLPub') ?? '').trim();
  if (certType === 'upload') {
    if (!certName) throw fail('MissingParameter', 'CertName is mandatory for an uploaded certificate.');
    if (!PEM_CERT.test(pub)) throw fail('InvalidSSLPub.Malformed', 'The certificate (SSLPub) must be in PEM format, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.');
    if (!PEM_KEY.test((p.optional('SSLPri') ?? '').trim())) throw fail('InvalidSSLPri.Malformed', 'The private key (SSLPri) must be in PEM format, from -----BEGIN RSA PRIVATE KEY----- to -----END RSA PRIVATE KEY-----.');
  } else if (certType === 'cas' && !certName) throw fail('MissingParameter', 'CertName or CertId is mandatory for a certificate of Certificate Management Service.');
  const expire = new Date(ctx.now + 365 * 86_400_000).toISOString().slice(0, 19) + 'Z';
  return { on: true, CertName: certName || `free-${domain}`, CertType: certType, SSLPub: pub, startTime: time, expireTime: expire, updateTime: time };
}
