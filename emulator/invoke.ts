// Runs one action for one account: faults, due state transitions, the handler, the response or error body, and
// the ActionTrail event. The OpenAPI gateway and the console API both call this, so they behave the same.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Product, Source } from './action.js';
import type { Cloud } from './cloud.js';
import { ApiError, errorBody, internalError, notFound } from './errors.js';
import { effectiveFaults, injectedError, type Faults } from './faults.js';
import { Params, type RawParams } from './params.js';
import { recordEvent } from './trail.js';

export interface Caller {
  accountId: string;
  accessKeyId: string;
  source: Source;
  sourceIp: string;
  userAgent: string;
  /** The RAM user whose AccessKey signed the call; absent for the account itself. */
  user?: { UserId: string; UserName: string };
  /** The console generation the call comes from (consoleGeneration); absent for OpenAPI calls and today's console. */
  generation?: string | null;
}

export interface Outcome {
  status: number;
  body: Record<string, unknown>;
  /** Also in the body of RPC answers; ROA answers carry it only in a header. */
  requestId?: string;
}

/** The action's read/write kind; for an action the product lacks, guessed from its verb. */
export function rwOf(product: Product, action: string): 'Read' | 'Write' {
  if (Object.hasOwn(product.actions, action)) return product.actions[action].rw;
  return /^(Describe|List|Get|Query|Lookup|Check)/.test(action) ? 'Read' : 'Write';
}

/**
 * The cloud as one account's call sees it: with that account's faults over the global ones, so that handlers'
 * `ctx.cloud.faults` and `ctx.cloud.transitionMs()` (and the trail's delivery delay) follow the account's settings.
 */
function scoped(cloud: Cloud, faults: Faults): Cloud {
  return faults === cloud.faults ? cloud : (Object.create(cloud, { faults: { value: faults } }) as Cloud);
}

export async function invoke(cloud: Cloud, caller: Caller, product: Product, action: string, raw: RawParams): Promise<Outcome> {
  const latencyMs = effectiveFaults(cloud.faults, cloud.tenant(caller.accountId)?.faults).latencyMs;
  if (latencyMs) await sleep(latencyMs);
  const requestId = cloud.rng('requests').uuid();
  // Looked up after the delay: a reset or restore meanwhile replaces the account objects.
  const tenant = cloud.tenant(caller.accountId);
  if (!tenant) {
    const gone = notFound('InvalidAccessKeyId.NotFound', 'Specified access key is not found: the account no longer exists.');
    return { status: gone.status, body: errorBody(gone, requestId, product.endpoint, product.service, Boolean(product.roa)), requestId };
  }
  const now = Date.now();
  const faults = effectiveFaults(cloud.faults, tenant.faults);
  const view = scoped(cloud, faults);
  const def = Object.hasOwn(product.actions, action) ? product.actions[action] : undefined;
  let outcome: Outcome;
  let error: ApiError | undefined;
  try {
    if (!def) throw notFound('InvalidAction.NotFound', `Specified api "${action}" is not found in ${product.service} ${product.version}, please check your url and method.`);
    const instanceType = typeof raw.InstanceType === 'string' ? raw.InstanceType : undefined;
    const fault = injectedError(faults, action, cloud.rng('faults'), { accountId: tenant.accountId, now, instanceType });
    if (fault) throw fault;
    for (const p of cloud.products) p.settle?.(tenant, now);
    const body = def.handle({
      params: new Params(raw),
      tenant,
      cloud: view,
      now,
      source: caller.source,
      rng: cloud.tenantRng(tenant),
      variant: (id) => caller.source === 'console' && tenant.variant === id,
      generation: (id) => caller.source === 'console' && caller.generation === id,
      caller: { accessKeyId: caller.accessKeyId, ...(caller.user ? { user: caller.user } : {}) },
    });
    outcome = { status: 200, body: product.roa ? body : { RequestId: requestId, ...body }, requestId };
  } catch (err) {
    if (err instanceof ApiError) error = err;
    else {
      console.error(`emulator: ${product.service}.${action} failed:`, err);
      error = internalError();
    }
    outcome = { status: error.status, body: errorBody(error, requestId, product.endpoint, product.service, Boolean(product.roa)), requestId };
  }
  recordEvent(view, {
    tenant,
    product,
    action,
    rw: rwOf(product, action),
    params: raw,
    source: caller.source,
    accessKeyId: caller.accessKeyId,
    user: caller.user,
    sourceIp: caller.sourceIp,
    userAgent: caller.userAgent,
    requestId,
    now,
    response: error ? undefined : product.roa ? { RequestId: requestId, ...outcome.body } : outcome.body,
    error: error && { code: error.code, message: error.message },
  });
  return outcome;
}
