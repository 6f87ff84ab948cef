// Function Compute's model: the services, functions, triggers, versions and aliases of one account per region
// (`tenant.fc`, made on first use), and the name and field rules its actions share.
import type { ActionContext } from '../../../action.js';
import { ApiError } from '../../../errors.js';

declare module '../../../state.js' {
  interface Tenant {
    fc?: FcState;
  }
}

export interface FcVersion {
  versionId: string;
  description: string;
  createdTime: string;
  lastModifiedTime: string;
}

export interface FcAlias {
  aliasName: string;
  versionId: string;
  description: string;
  additionalVersionWeight: Record<string, number>;
  createdTime: string;
  lastModifiedTime: string;
}

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
  /**
   * Function Compute 3.0 (api/v3.ts): region -> functionName -> an entry holding that one function, its versions
   * and aliases (3.0 versions and aliases belong to the function, as 2.0's belong to the service).
   */
  functions3?: Record<string, Record<string, ServiceEntry>>;
}

/** Parameters of a call that api/v3.ts serves through the 2.0 handlers: regionState then reads the 3.0 functions. */
export const FC3_SCOPE = new WeakSet<object>();


export const FC_RUNTIMES = [
  'python3.10', 'python3.9', 'python3', 'nodejs20', 'nodejs18', 'nodejs16', 'nodejs14', 'java11', 'java8',
  'php7.2', 'go1', 'dotnetcore3.1', 'custom', 'custom.debian10', 'custom-container',
] as const;

export const SERVICES_PER_REGION = 50;
export const FUNCTIONS_PER_SERVICE = 50;
const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;

/** FC writes times as `2023-06-12T08:30:45Z`. */
export const fcTime = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

export const invalid = (message: string) => new ApiError('InvalidArgument', message, 400);

export function regionState(ctx: ActionContext): Record<string, ServiceEntry> {
  const state = (ctx.tenant.fc ??= { regions: {} });
  const region = ctx.params.optional('RegionId') ?? 'cn-hangzhou';
  if (FC3_SCOPE.has(ctx.params)) return ((state.functions3 ??= {})[region] ??= {});
  return (state.regions[region] ??= {});
}

export function checkName(kind: 'service' | 'function' | 'trigger', field: string, value: string | undefined): string {
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

export function functionOf(ctx: ActionContext) {
  const entry = serviceOf(ctx);
  const name = ctx.params.required('functionName');
  const fn = entry.functions[name];
  if (!fn) throw new ApiError('FunctionNotFound', `function '${name}' does not exist in service '${entry.service.serviceName}'`, 404);
  return { entry, fn };
}

export function intField(ctx: ActionContext, name: string, min: number, max: number, fallback: number, step = 1): number {
  const raw = ctx.params.optional(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max || n % step !== 0) {
    throw invalid(`${name} '${raw}' is invalid: it must be an integer from ${min} to ${max}${step > 1 ? `, a multiple of ${step}` : ''}`);
  }
  return n;
}

export function boolField(ctx: ActionContext, name: string, fallback: boolean): boolean {
  const raw = ctx.params.optional(name);
  if (raw === undefined) return fallback;
  if (!/^(true|false)$/i.test(raw)) throw invalid(`${name} '${raw}' is invalid: it must be true or false`);
  return raw.toLowerCase() === 'true';
}

export function description(ctx: ActionContext, fallback = ''): string {
  const value = ctx.params.raw.description ?? fallback;
  if (value.length > 256) throw invalid('description is invalid: it must be at most 256 characters');
  return value;
}

export function role(ctx: ActionContext, fallback = ''): string {
  const value = ctx.params.raw.role ?? fallback;
  if (value && !/^acs:ram::\d+:role\/[\w.@-]+$/i.test(value)) throw invalid(`role '${value}' is invalid: it must be a RAM role ARN (acs:ram::<account>:role/<name>)`);
  return value;
}

export function logConfig(ctx: ActionContext, fallback?: FcService['logConfig']): FcService['logConfig'] {
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

export function environment(ctx: ActionContext, fallback: Record<string, string>): Record<string, string> {
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
export function code(ctx: ActionContext, required: boolean): { codeSize: number; codeChecksum: string } | undefined {
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

export const runtimeOf = (ctx: ActionContext, fallback?: string) => {
  const value = ctx.params.raw.runtime ?? fallback;
  if (!value) throw invalid('runtime is required');
  if (!(FC_RUNTIMES as readonly string[]).includes(value)) throw invalid(`runtime '${value}' is not supported; valid values: ${FC_RUNTIMES.join(', ')}`);
  return value;
};

export const functionView = (fn: FcFunction) => ({
  ...fn,
  initializer: '',
  initializationTimeout: 3,
  caPort: fn.runtime.startsWith('custom') ? 9000 : undefined,
  layers: [],
  cpu: Math.max(0.05, fn.memorySize / 2048),
  diskSize: 512,
});

/** `limit` (1–100, default 20) and `nextToken` (the name to start after) over names sorted ascending. */
export function pageByName<T>(ctx: ActionContext, items: Array<[string, T]>) {
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

export function httpTriggerConfig(raw: string): string {
  let cfg: Record<string, unknown>;
  try {
    cfg = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw invalid('triggerConfig is invalid: it must be a JSON object');
  }
  const authType = String(cfg.authType ?? 'anonymous');
  if (!['anonymous', 'function', 'jwt'].includes(authType)) throw invalid(`triggerConfig.authType '${authType}' is invalid; valid values: anonymous, function, jwt`);
  const methods = Array.isArray(cfg.methods) ? cfg.methods.map(String) : ['GET'];
  const allowed = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];
  if (!methods.length || methods.some((m) => !allowed.includes(m.toUpperCase()))) throw invalid(`triggerConfig.methods is invalid; valid values: ${allowed.join(', ')}`);
  return JSON.stringify({ authType, methods: methods.map((m) => m.toUpperCase()), disableURLInternet: Boolean(cfg.disableURLInternet) });
}

export function timerTriggerConfig(raw: string): string {
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
