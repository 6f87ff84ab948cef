// Function Compute, a ROA product: today's 3.0 API (FC 2023-03-30, functions without services, api/v3.ts) and the
// 2.0 API (FC-Open 2021-04-06): services, their functions and the functions' triggers under REST paths with JSON
// bodies. Errors are `{ErrorCode, ErrorMessage}` with the HTTP status the
// cloud uses (404 ServiceNotFound, 409 ServiceAlreadyExists, 412 ServiceNotEmpty, 400 InvalidArgument).
// State is per region (the console passes RegionId; SDK calls go to the endpoint's region, cn-hangzhou here).
import type { ActionContext, ActionDef, ProductDef, RoaRoute } from '../../action.js';
import { ApiError } from '../../errors.js';
import { versionActions, versionRoutes, type VersionAction } from './api/versions.js';
import {
  boolField, checkName, code, description, environment, fcTime, functionOf, functionView, FUNCTIONS_PER_SERVICE, httpTriggerConfig, intField,
  invalid, logConfig, pageByName, regionState, role, runtimeOf, serviceOf, SERVICES_PER_REGION, timerTriggerConfig, type FcFunction,
  type FcService, type FcTrigger,
} from './api/model.js';
import { resourceRoutes } from './api/routes.js';
import { fcTagActions, fcTagRoutes } from './api/tags.js';
import { fcGenerations } from './generations/index.js';
import { apiOf, fc3Actions, SHARED, V3, v3Routes, type Fc3Action } from './api/v3.js';
import { setTags } from '../../tags.js';

export type FcAction =
  | 'CreateService' | 'ListServices' | 'GetService' | 'UpdateService' | 'DeleteService'
  | 'CreateFunction' | 'ListFunctions' | 'GetFunction' | 'UpdateFunction' | 'DeleteFunction'
  | 'CreateTrigger' | 'ListTriggers' | 'GetTrigger' | 'UpdateTrigger' | 'DeleteTrigger' | VersionAction;

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
      // CreateService takes no tags (TagResource does); tags an earlier service of this name had are gone.
      setTags(ctx.tenant, 'FC:service', `${ctx.params.optional('RegionId') ?? 'cn-hangzhou'}/${serviceName}`, {});
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
  ...resourceRoutes(`${V}/services`, 'Service'),
  ...resourceRoutes(`${S}/functions`, 'Function'),
  ...resourceRoutes(`${F}/triggers`, 'Trigger'),
  ...versionRoutes(S),
  ...fcTagRoutes(V),
];

const fc3 = fc3Actions(fcActions);

/** An action name both APIs have, served by 3.0 when the call names no service (api/v3.ts `apiOf`). */
const shared = Object.fromEntries(
  SHARED.map((name): [string, ActionDef] => {
    const v2: ActionDef = fcActions[name];
    return [name, { ...v2, handle: (ctx) => (apiOf(name, ctx.params.raw) === V3 ? fc3[name] : v2).handle(ctx) }];
  }),
);

const only3: Record<Fc3Action, ActionDef> = {
  PublishFunctionVersion: fc3.PublishFunctionVersion,
  ListFunctionVersions: fc3.ListFunctionVersions,
  DeleteFunctionVersion: fc3.DeleteFunctionVersion,
};

export const product: ProductDef = {
  version: '2021-04-06',
  apiVersionOf: apiOf,
  endpoint: 'cn-hangzhou.fc.aliyuncs.com',
  consoleSource: 'fcnext.console.aliyun.com',
  actions: { ...fcActions, ...shared, ...only3, ...fcTagActions },
  roa: [...v3Routes, ...routes],
  described: { key: 'fc', generations: fcGenerations },
};
