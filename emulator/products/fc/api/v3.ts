// Function Compute 3.0 (FC 2023-03-30), today's API: functions stand alone (no services), and versions and aliases
// belong to the function. Paths are `/2023-03-30/functions/{functionName}/…`. The calls are served by the 2.0
// handlers over a store of their own (model.ts `functions3`): each 3.0 function is an entry holding that one function,
// so "the service" of a 2.0 handler is the function itself. The action names 3.0 shares with 2.0 (CreateFunction,
// CreateTrigger, CreateAlias, …) are told apart by the service: a 2.0 call always names one (`apiOf`).
import type { ActionContext, ActionDef, RoaRoute } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { resourceRoutes } from './routes.js';
import { Params, type RawParams } from '../../../params.js';
import { checkName, FC3_SCOPE, fcTime, functionView, pageByName, regionState } from './model.js';

export const V3 = '2023-03-30';

/** Actions only 3.0 has (the shared ones are in SHARED). */
export type Fc3Action = 'PublishFunctionVersion' | 'ListFunctionVersions' | 'DeleteFunctionVersion';

/** Action names both APIs have: a call names a service on 2.0 and none on 3.0. */
export const SHARED = [
  'CreateFunction', 'ListFunctions', 'GetFunction', 'UpdateFunction', 'DeleteFunction',
  'CreateTrigger', 'ListTriggers', 'GetTrigger', 'UpdateTrigger', 'DeleteTrigger',
  'CreateAlias', 'ListAliases', 'GetAlias', 'UpdateAlias', 'DeleteAlias',
] as const;
export type SharedAction = (typeof SHARED)[number];

/** Which API a call is made to: 3.0's own actions, or a shared action that names no service. */
export function apiOf(action: string, params: RawParams): '2021-04-06' | typeof V3 {
  if (['PublishFunctionVersion', 'ListFunctionVersions', 'DeleteFunctionVersion'].includes(action)) return V3;
  return (SHARED as readonly string[]).includes(action) && params.serviceName === undefined ? V3 : '2021-04-06';
}

/** The call as a 2.0 handler reads it: the function named as its own "service", over the 3.0 store. */
function scoped(ctx: ActionContext, functionName: string): ActionContext {
  const params = new Params({ ...ctx.params.raw, serviceName: functionName, functionName });
  FC3_SCOPE.add(params);
  return { ...ctx, params, variant: ctx.variant, generation: ctx.generation };
}

/** The existing function a call names, or FunctionNotFound (404). */
function existing(ctx: ActionContext): string {
  const name = ctx.params.required('functionName');
  const probe = new Params(ctx.params.raw);
  FC3_SCOPE.add(probe);
  if (!regionState({ ...ctx, params: probe })[name]) throw new ApiError('FunctionNotFound', `function '${name}' does not exist`, 404);
  return name;
}

const arn = (ctx: ActionContext, name: string) =>
  `acs:fc:${ctx.params.optional('RegionId') ?? 'cn-hangzhou'}:${ctx.tenant.accountId}:functions/${name}`;

/** A 3.0 function as GetFunction returns it: 2.0's fields plus the ARN and the function-level settings. */
function view3(ctx: ActionContext, body: Record<string, unknown>) {
  const { instanceConcurrency: _c, instanceType: _t, ...rest } = body as Record<string, unknown> & { functionName: string };
  return { ...rest, functionArn: arn(ctx, String(body.functionName)), role: '', logConfig: {}, internetAccess: true, state: 'Active' };
}

/** The 3.0 handlers, built over the 2.0 table `v2` (index.ts). */
export function fc3Actions(v2: Record<string, ActionDef>): Record<SharedAction | Fc3Action, ActionDef> {
  const onFunction = (name: string): ActionDef => ({
    rw: v2[name].rw,
    ...(v2[name].effect ? { effect: v2[name].effect } : {}),
    handle: (ctx) => v2[name].handle(scoped(ctx, existing(ctx))),
  });
  return {
    CreateFunction: {
      rw: 'Write',
      handle(ctx) {
        const name = checkName('function', 'functionName', ctx.params.raw.functionName);
        const inner = scoped(ctx, name);
        const store = regionState(inner);
        if (store[name]) throw new ApiError('FunctionAlreadyExists', `function '${name}' already exists`, 409);
        const now = fcTime(ctx.now);
        const service = { serviceId: '', serviceName: name, description: '', role: '', internetAccess: true, createdTime: now, lastModifiedTime: now };
        store[name] = { service: { ...service, logConfig: { project: '', logstore: '', enableRequestMetrics: false, enableInstanceMetrics: false, logBeginRule: 'None' } }, functions: {} };
        try {
          return view3(ctx, v2.CreateFunction.handle(inner));
        } catch (err) {
          delete store[name];
          throw err;
        }
      },
    },
    ListFunctions: {
      rw: 'Read',
      handle(ctx) {
        const probe = new Params(ctx.params.raw);
        FC3_SCOPE.add(probe);
        const store = regionState({ ...ctx, params: probe });
        const items = Object.entries(store).flatMap(([n, e]) => (e.functions[n] ? [[n, view3(ctx, functionView(e.functions[n].fn))] as [string, Record<string, unknown>]] : []));
        const { page, nextToken } = pageByName(ctx, items);
        return { functions: page, ...(nextToken ? { nextToken } : {}) };
      },
    },
    GetFunction: { rw: 'Read', handle: (ctx) => view3(ctx, v2.GetFunction.handle(scoped(ctx, existing(ctx)))) },
    UpdateFunction: { rw: 'Write', handle: (ctx) => view3(ctx, v2.UpdateFunction.handle(scoped(ctx, existing(ctx)))) },
    DeleteFunction: {
      rw: 'Write',
      effect: 'delete',
      handle(ctx) {
        const name = existing(ctx);
        const inner = scoped(ctx, name);
        v2.DeleteFunction.handle(inner);
        delete regionState(inner)[name];
        return {};
      },
    },
    CreateTrigger: onFunction('CreateTrigger'),
    ListTriggers: onFunction('ListTriggers'),
    GetTrigger: onFunction('GetTrigger'),
    UpdateTrigger: onFunction('UpdateTrigger'),
    DeleteTrigger: onFunction('DeleteTrigger'),
    PublishFunctionVersion: onFunction('PublishServiceVersion'),
    ListFunctionVersions: onFunction('ListServiceVersions'),
    DeleteFunctionVersion: onFunction('DeleteServiceVersion'),
    CreateAlias: onFunction('CreateAlias'),
    ListAliases: onFunction('ListAliases'),
    GetAlias: onFunction('GetAlias'),
    UpdateAlias: onFunction('UpdateAlias'),
    DeleteAlias: onFunction('DeleteAlias'),
  };
}

const F = `/${V3}/functions/{functionName}`;

/** The 2023-03-30 routes (FC 3.0 OpenAPI). */
export const v3Routes: RoaRoute[] = [
  ...resourceRoutes(`/${V3}/functions`, 'Function'),
  ...resourceRoutes(`${F}/triggers`, 'Trigger'),
  { method: 'POST', path: `${F}/versions`, action: 'PublishFunctionVersion' },
  { method: 'GET', path: `${F}/versions`, action: 'ListFunctionVersions' },
  { method: 'DELETE', path: `${F}/versions/{versionId}`, action: 'DeleteFunctionVersion' },
  ...resourceRoutes(`${F}/aliases`, 'Alias', 'Aliases'),
];
