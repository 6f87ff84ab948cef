// Function Compute 2.0 (FC-Open 2021-04-06), a ROA product: services, their functions and the functions'
// triggers under REST paths with JSON bodies. Errors are `{ErrorCode, ErrorMessage}` with the HTTP status the
// cloud uses (404 ServiceNotFound, 409 ServiceAlreadyExists, 412 ServiceNotEmpty, 400 InvalidArgument).
// State is per region (the console passes RegionId; SDK calls go to the endpoint's region, cn-hangzhou here).
import type { ActionContext, ActionDef, ProductDef, RoaRoute } from '../action.js';
import { ApiError } from '../errors.js';
import { versionActions, versionRoutes, type FcAlias, type FcVersion, type VersionAction } from './fc-versions.js';

export interface FcService {
  serviceId: string;
  serviceName: string;
  description: string;
  role: string;
  internetAccess: boolean;
  logConfig: { project: string; logstore: string; enableRequestMetrics: boolean; enableInstanceMetrics: boolean; logBeginRule: string };
  createdTime: string;
  lastModifiedTime: string;
}

export interface FcFunction {
  functionId: string;
  functionName: string;
  description: string;
  runtime: string;
  handler: string;
  memorySize: number;
  timeout: number;
  instanceConcurrency: number;
  instanceType: string;
  codeSize: number;
  codeChecksum: string;
  environmentVariables: Record<string, string>;
  createdTime: string;
  lastModifiedTime: string;
}

export interface FcTrigger {
  triggerId: string;
  triggerName: string;
  triggerType: string;
  triggerConfig: string;
  description: string;
  qualifier: string;
  invocationRole: string;
  sourceArn: string;
  urlInternet: string;
  urlIntranet: string;
  createdTime: string;
  lastModifiedTime: string;
}

export interface ServiceEntry {
  service: FcService;
  functions: Record<string, { fn: FcFunction; triggers: Record<string, FcTrigger> }>;
  /** Published versions (fc-versions.ts), oldest first, and the aliases that point at them. */
  versions?: FcVersion[];
  aliases?: Record<string, FcAlias>;
}

export interface FcState {
  /** region -> serviceName -> service with its functions. */
  regions: Record<string, Record<string, ServiceEntry>>;
}

export type FcAction =
  | 'CreateService' | 'ListServices' | 'GetService' | 'UpdateService' | 'DeleteService'
  | 'CreateFunction' | 'ListFunctions' | 'GetFunction' | 'UpdateFunction' | 'DeleteFunction'
  | 'CreateTrigger' | 'ListTriggers' | 'GetTrigger' | 'UpdateTrigger' | 'DeleteTrigger' | VersionAction;

export const FC_RUNTIMES = [
  'python3.10', 'python3.9', 'python3', 'nodejs20', 'nodejs18', 'nodejs16', 'nodejs14', 'java11', 'java8',
  'php7.2', 'go1', 'dotnetcore3.1', 'custom', 'custom.debian10', 'custom-container',
] as const;

export const SERVICES_PER_REGION = 50;
const FUNCTIONS_PER_SERVICE = 50;
const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;

/** FC writes times as `2023-06-12T08:30:45Z`. */
export const fcTime = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

export const invalid = (message: string) => new ApiError('InvalidArgument', message, 400);

function regionState(ctx: ActionContext): Record<string, ServiceEntry> {
  const state = (ctx.tenant.fc ??= { regions: {} });
  const region = ctx.params.optional('RegionId') ?? 'cn-hangzhou';
  return (state.regions[region] ??= {});
}

function checkName(kind: 'service' | 'function' | 'trigger', field: string, value: string | undefined): string {
  if (value === undefined || value === '') throw invalid(`${field} is required`);
  if (!NAME.test(value)) {
    throw invalid(`${kind} name '${value}' is invalid: it must start with a letter or an underscore (_), contain only letters, digits, underscores (_) and hyphens (-), and be 1 to 128 characters long`);
  }
  return value;
}

export function serviceOf(ctx: ActionContext): ServiceEntry {
  const name = ctx.params.required('serviceName');
  const entry = regionState(ctx)[name];
  if (!entry) throw new ApiError('ServiceNotFound', `service '${name}' does not exist`, 404);
  return entry;
}

function functionOf(ctx: ActionContext) {
  const entry = serviceOf(ctx);
  const name = ctx.params.required('functionName');
  const fn = entry.functions[name];
  if (!fn) throw new ApiError('FunctionNotFound', `function '${name}' does not exist in service '${entry.service.serviceName}'`, 404);
  return { entry, fn };
}

function intField(ctx: ActionContext, name: string, min: number, max: number, fallback: number, step = 1): number {
  const raw = ctx.params.optional(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max || n % step !== 0) {
    throw invalid(`${name} '${raw}' is invalid: it must be an integer from ${min} to ${max}${step > 1 ? `, a multiple of ${step}` : ''}`);
  }
  return n;
}

function boolField(ctx: ActionContext, name: string, fallback: boolean): boolean {
  const raw = ctx.params.optional(name);
  if (raw === undefined) return fallback;
  if (!/^(true|false)$/i.test(raw)) throw invalid(`${name} '${raw}' is invalid: it must be true or false`);
  return raw.toLowerCase() === 'true';
}

function description(ctx: ActionContext, fallback = ''): string {
  const value = ctx.params.raw.description ?? fallback;
  if (value.length > 256) throw invalid('description is invalid: it must be at most 256 characters');
  return value;
}

function role(ctx: ActionContext, fallback = ''): string {
  const value = ctx.params.raw.role ?? fallback;
  if (value && !/^acs:ram::\d+:role\/[\w.@-]+$/i.test(value)) throw invalid(`role '${value}' is invalid: it must be a RAM role ARN (acs:ram::<account>:role/<name>)`);
  return value;
}

function logConfig(ctx: ActionContext, fallback?: FcService['logConfig']): FcService['logConfig'] {
  const p = ctx.params;
  const base = fallback ?? { project: '', logstore: '', enableRequestMetrics: false, enableInstanceMetrics: false, logBeginRule: 'None' };
  const project = p.raw['logConfig.project'] ?? base.project;
  const logstore = p.raw['logConfig.logstore'] ?? base.logstore;
  if (Boolean(project) !== Boolean(logstore)) throw invalid('logConfig is invalid: project and logstore must be set together');
  return {
    project,
    logstore,
    enableRequestMetrics: boolField(ctx, 'logConfig.enableRequestMetrics', base.enableRequestMetrics),
    enableInstanceMetrics: boolField(ctx, 'logConfig.enableInstanceMetrics', base.enableInstanceMetrics),
    logBeginRule: p.raw['logConfig.logBeginRule'] ?? base.logBeginRule,
  };
}

function environment(ctx: ActionContext, fallback: Record<string, string>): Record<string, string> {
  const prefix = 'environmentVariables.';
  const keys = Object.keys(ctx.params.raw).filter((k) => k.startsWith(prefix));
  const whole = ctx.params.raw.environmentVariables;
  // A caller that sends the map as one JSON string (`{"KEY":"value"}`) rather than as body fields.
  if (!keys.length && whole !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(whole);
    } catch {
      throw invalid('environmentVariables must be a map of variable names to string values');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('environmentVariables must be a map of variable names to string values');
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  if (!keys.length) return fallback;
  return Object.fromEntries(keys.map((k) => [k.slice(prefix.length), ctx.params.raw[k]]));
}

/** The code of a function: a base64 ZIP (`code.zipFile`) or an OSS object; returns its size and a checksum. */
function code(ctx: ActionContext, required: boolean): { codeSize: number; codeChecksum: string } | undefined {
  const zip = ctx.params.raw['code.zipFile'];
  const bucket = ctx.params.raw['code.ossBucketName'];
  const object = ctx.params.raw['code.ossObjectName'];
  if (zip !== undefined && zip !== '') {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(zip) || zip.length % 4 !== 0) throw invalid('code.zipFile is invalid: it must be a base64-encoded ZIP file');
    const bytes = Buffer.from(zip, 'base64');
    if (bytes.length > 100 * 1024 * 1024) throw new ApiError('CodeTooLarge', 'the code package exceeds 100 MB', 400);
    return { codeSize: bytes.length, codeChecksum: ctx.rng.chars(19, '0123456789') };
  }
  if (bucket || object) {
    if (!bucket || !object) throw invalid('code is invalid: ossBucketName and ossObjectName must be set together');
    return { codeSize: 1024 + Number(ctx.rng.chars(4, '0123456789')), codeChecksum: ctx.rng.chars(19, '0123456789') };
  }
  if (required) throw invalid('code is required: set code.zipFile or code.ossBucketName and code.ossObjectName');
  return undefined;
}

const runtimeOf = (ctx: ActionContext, fallback?: string) => {
  const value = ctx.params.raw.runtime ?? fallback;
  if (!value) throw invalid('runtime is required');
  if (!(FC_RUNTIMES as readonly string[]).includes(value)) throw invalid(`runtime '${value}' is not supported; valid values: ${FC_RUNTIMES.join(', ')}`);
  return value;
};

const functionView = (fn: FcFunction) => ({
  ...fn,
  initializer: '',
  initializationTimeout: 3,
  caPort: fn.runtime.startsWith('custom') ? 9000 : undefined,
  layers: [],
  cpu: Math.max(0.05, fn.memorySize / 2048),
  diskSize: 512,
});

/** `limit` (1–100, default 20) and `nextToken` (the name to start after) over names sorted ascending. */
function pageByName<T>(ctx: ActionContext, items: Array<[string, T]>) {
  const limit = intField(ctx, 'limit', 1, 100, 20);
  const prefix = ctx.params.optional('prefix') ?? '';
  const startKey = ctx.params.optional('startKey') ?? '';
  const next = ctx.params.optional('nextToken') ?? '';
  const sorted = items
    .filter(([name]) => name.startsWith(prefix) && name >= startKey && (!next || name >= next))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const page = sorted.slice(0, limit);
  return { page: page.map(([, v]) => v), nextToken: sorted.length > limit ? sorted[limit][0] : undefined };
}

function httpTriggerConfig(raw: string): string {
  let cfg: Record<string, unknown>;
  try {
    cfg = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw invalid('triggerConfig is invalid: it must be a JSON object');
  }
  const authType = String(cfg.authType ?? 'anonymous');
  if (!['anonymous', 'function'].includes(authType)) throw invalid(`triggerConfig.authType '${authType}' is invalid; valid values: anonymous, function`);
  const methods = Array.isArray(cfg.methods) ? cfg.methods.map(String) : ['GET'];
  const allowed = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];
  if (!methods.length || methods.some((m) => !allowed.includes(m.toUpperCase()))) throw invalid(`triggerConfig.methods is invalid; valid values: ${allowed.join(', ')}`);
  return JSON.stringify({ authType, methods: methods.map((m) => m.toUpperCase()), disableURLInternet: Boolean(cfg.disableURLInternet) });
}

function timerTriggerConfig(raw: string): string {
  let cfg: Record<string, unknown>;
  try {
    cfg = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw invalid('triggerConfig is invalid: it must be a JSON object');
  }
  const cron = String(cfg.cronExpression ?? '');
  if (!/^(@every \d+[smh]|(CRON_TZ=\S+ )?(\S+ ){5}\S+)$/.test(cron)) throw invalid(`triggerConfig.cronExpression '${cron}' is invalid: use "@every 5m" or a six-field cron expression`);
  return JSON.stringify({ payload: String(cfg.payload ?? ''), cronExpression: cron, enable: cfg.enable !== false });
}

const fcActions = {
  CreateService: {
    rw: 'Write',
    handle(ctx) {
      const services = regionState(ctx);
      const serviceName = checkName('service', 'serviceName', ctx.params.raw.serviceName);
      if (services[serviceName]) throw new ApiError('ServiceAlreadyExists', `service '${serviceName}' already exists`, 409);
      if (Object.keys(services).length >= SERVICES_PER_REGION) {
        throw new ApiError('ResourceExhausted', `the number of services exceeds the limit of ${SERVICES_PER_REGION} in this region`, 429);
      }
      const now = fcTime(ctx.now);
      const service: FcService = {
        serviceId: ctx.rng.uuid().toLowerCase(),
        serviceName,
        description: description(ctx),
        role: role(ctx),
        internetAccess: boolField(ctx, 'internetAccess', true),
        logConfig: logConfig(ctx),
        createdTime: now,
        lastModifiedTime: now,
      };
      services[serviceName] = { service, functions: {} };
      return { ...service };
    },
  },
  ListServices: {
    rw: 'Read',
    handle(ctx) {
      const { page, nextToken } = pageByName(ctx, Object.entries(regionState(ctx)).map(([n, e]) => [n, e.service] as [string, FcService]));
      return { services: page, ...(nextToken ? { nextToken } : {}) };
    },
  },
  GetService: {
    rw: 'Read',
    handle(ctx) {
      return { ...serviceOf(ctx).service };
    },
  },
  UpdateService: {
    rw: 'Write',
    handle(ctx) {
      const { service } = serviceOf(ctx);
      const next = {
        description: description(ctx, service.description),
        role: role(ctx, service.role),
        internetAccess: boolField(ctx, 'internetAccess', service.internetAccess),
        logConfig: logConfig(ctx, service.logConfig),
      };
      Object.assign(service, next, { lastModifiedTime: fcTime(ctx.now) });
      return { ...service };
    },
  },
  DeleteService: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const count = Object.keys(entry.functions).length;
      if (count) throw new ApiError('ServiceNotEmpty', `service '${entry.service.serviceName}' is not empty: it has ${count} function(s); delete them first`, 412);
      delete regionState(ctx)[entry.service.serviceName];
      return {};
    },
  },
  CreateFunction: {
    rw: 'Write',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const functionName = checkName('function', 'functionName', ctx.params.raw.functionName);
      if (entry.functions[functionName]) throw new ApiError('FunctionAlreadyExists', `function '${functionName}' already exists in service '${entry.service.serviceName}'`, 409);
      if (Object.keys(entry.functions).length >= FUNCTIONS_PER_SERVICE) {
        throw new ApiError('ResourceExhausted', `the number of functions exceeds the limit of ${FUNCTIONS_PER_SERVICE} in service '${entry.service.serviceName}'`, 429);
      }
      const runtime = runtimeOf(ctx);
      const handler = ctx.params.raw.handler ?? '';
      if (!runtime.startsWith('custom') && !handler) throw invalid('handler is required');
      if (handler.length > 128) throw invalid('handler is invalid: it must be at most 128 characters');
      const pkg = code(ctx, runtime !== 'custom-container')!;
      const now = fcTime(ctx.now);
      const fn: FcFunction = {
        functionId: ctx.rng.uuid().toLowerCase(),
        functionName,
        description: description(ctx),
        runtime,
        handler,
        memorySize: intField(ctx, 'memorySize', 128, 32768, 128, 64),
        timeout: intField(ctx, 'timeout', 1, 86400, 3),
        instanceConcurrency: intField(ctx, 'instanceConcurrency', 1, 200, 1),
        instanceType: ctx.params.raw.instanceType ?? 'e1',
        codeSize: pkg?.codeSize ?? 0,
        codeChecksum: pkg?.codeChecksum ?? '',
        environmentVariables: environment(ctx, {}),
        createdTime: now,
        lastModifiedTime: now,
      };
      entry.functions[functionName] = { fn, triggers: {} };
      return functionView(fn);
    },
  },
  ListFunctions: {
    rw: 'Read',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const { page, nextToken } = pageByName(ctx, Object.entries(entry.functions).map(([n, f]) => [n, functionView(f.fn)] as [string, ReturnType<typeof functionView>]));
      return { functions: page, ...(nextToken ? { nextToken } : {}) };
    },
  },
  GetFunction: {
    rw: 'Read',
    handle(ctx) {
      return functionView(functionOf(ctx).fn.fn);
    },
  },
  UpdateFunction: {
    rw: 'Write',
    handle(ctx) {
      const { fn } = functionOf(ctx).fn;
      const runtime = runtimeOf(ctx, fn.runtime);
      const pkg = code(ctx, false);
      const next: Partial<FcFunction> = {
        runtime,
        handler: ctx.params.raw.handler ?? fn.handler,
        description: description(ctx, fn.description),
        memorySize: intField(ctx, 'memorySize', 128, 32768, fn.memorySize, 64),
        timeout: intField(ctx, 'timeout', 1, 86400, fn.timeout),
        instanceConcurrency: intField(ctx, 'instanceConcurrency', 1, 200, fn.instanceConcurrency),
        environmentVariables: environment(ctx, fn.environmentVariables),
        ...(pkg ?? {}),
      };
      if (!runtime.startsWith('custom') && !next.handler) throw invalid('handler is required');
      Object.assign(fn, next, { lastModifiedTime: fcTime(ctx.now) });
      return functionView(fn);
    },
  },
  DeleteFunction: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { entry, fn } = functionOf(ctx);
      const count = Object.keys(fn.triggers).length;
      if (count) throw new ApiError('FunctionNotEmpty', `function '${fn.fn.functionName}' is not empty: it has ${count} trigger(s); delete them first`, 412);
      delete entry.functions[fn.fn.functionName];
      return {};
    },
  },
  CreateTrigger: {
    rw: 'Write',
    handle(ctx) {
      const { entry, fn } = functionOf(ctx);
      const triggerName = checkName('trigger', 'triggerName', ctx.params.raw.triggerName);
      if (fn.triggers[triggerName]) throw new ApiError('TriggerAlreadyExists', `trigger '${triggerName}' already exists in function '${fn.fn.functionName}'`, 409);
      const type = ctx.params.raw.triggerType;
      if (!type) throw invalid('triggerType is required');
      const config = ctx.params.raw.triggerConfig ?? '{}';
      let triggerConfig: string;
      if (type === 'http') {
        if (Object.values(fn.triggers).some((t) => t.triggerType === 'http')) throw invalid(`function '${fn.fn.functionName}' already has an HTTP trigger`);
        triggerConfig = httpTriggerConfig(config);
      } else if (type === 'timer') triggerConfig = timerTriggerConfig(config);
      else throw invalid(`triggerType '${type}' is not supported here; valid values: http, timer`);
      const now = fcTime(ctx.now);
      const region = ctx.params.optional('RegionId') ?? 'cn-hangzhou';
      const host = `${fn.fn.functionName}-${entry.service.serviceName}-${ctx.rng.chars(10)}`.toLowerCase().replace(/_/g, '-');
      const trigger: FcTrigger = {
        triggerId: ctx.rng.uuid().toLowerCase(),
        triggerName,
        triggerType: type,
        triggerConfig,
        description: description(ctx),
        qualifier: ctx.params.raw.qualifier ?? 'LATEST',
        invocationRole: ctx.params.raw.invocationRole ?? '',
        sourceArn: ctx.params.raw.sourceArn ?? '',
        urlInternet: type === 'http' ? `https://${host}.${region}.fcapp.run` : '',
        urlIntranet: type === 'http' ? `https://${host}.${region}-vpc.fcapp.run` : '',
        createdTime: now,
        lastModifiedTime: now,
      };
      fn.triggers[triggerName] = trigger;
      return { ...trigger };
    },
  },
  ListTriggers: {
    rw: 'Read',
    handle(ctx) {
      const { fn } = functionOf(ctx);
      const { page, nextToken } = pageByName(ctx, Object.entries(fn.triggers));
      return { triggers: page, ...(nextToken ? { nextToken } : {}) };
    },
  },
  GetTrigger: {
    rw: 'Read',
    handle(ctx) {
      return { ...triggerOf(ctx).trigger };
    },
  },
  UpdateTrigger: {
    rw: 'Write',
    handle(ctx) {
      const { trigger } = triggerOf(ctx);
      const raw = ctx.params.raw.triggerConfig;
      if (raw !== undefined) trigger.triggerConfig = trigger.triggerType === 'http' ? httpTriggerConfig(raw) : timerTriggerConfig(raw);
      trigger.description = description(ctx, trigger.description);
      trigger.lastModifiedTime = fcTime(ctx.now);
      return { ...trigger };
    },
  },
  DeleteTrigger: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { fn, trigger } = triggerOf(ctx);
      delete fn.triggers[trigger.triggerName];
      return {};
    },
  },
  ...versionActions,
} satisfies Record<FcAction, ActionDef>;

function triggerOf(ctx: ActionContext) {
  const { fn } = functionOf(ctx);
  const name = ctx.params.required('triggerName');
  const trigger = fn.triggers[name];
  if (!trigger) throw new ApiError('TriggerNotFound', `trigger '${name}' does not exist in function '${fn.fn.functionName}'`, 404);
  return { fn, trigger };
}

const V = '/2021-04-06';
const S = `${V}/services/{serviceName}`;
const F = `${S}/functions/{functionName}`;

const routes: RoaRoute[] = [
  { method: 'POST', path: `${V}/services`, action: 'CreateService' },
  { method: 'GET', path: `${V}/services`, action: 'ListServices' },
  { method: 'GET', path: S, action: 'GetService' },
  { method: 'PUT', path: S, action: 'UpdateService' },
  { method: 'DELETE', path: S, action: 'DeleteService' },
  { method: 'POST', path: `${S}/functions`, action: 'CreateFunction' },
  { method: 'GET', path: `${S}/functions`, action: 'ListFunctions' },
  { method: 'GET', path: F, action: 'GetFunction' },
  { method: 'PUT', path: F, action: 'UpdateFunction' },
  { method: 'DELETE', path: F, action: 'DeleteFunction' },
  { method: 'POST', path: `${F}/triggers`, action: 'CreateTrigger' },
  { method: 'GET', path: `${F}/triggers`, action: 'ListTriggers' },
  { method: 'GET', path: `${F}/triggers/{triggerName}`, action: 'GetTrigger' },
  { method: 'PUT', path: `${F}/triggers/{triggerName}`, action: 'UpdateTrigger' },
  { method: 'DELETE', path: `${F}/triggers/{triggerName}`, action: 'DeleteTrigger' },
  ...versionRoutes(S),
];

export const fc: ProductDef = {
  service: 'FC',
  version: '2021-04-06',
  endpoint: 'cn-hangzhou.fc.aliyuncs.com',
  consoleSource: 'fcnext.console.aliyun.com',
  actions: fcActions,
  roa: routes,
};
