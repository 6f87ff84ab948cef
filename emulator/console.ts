// The console side: login by one-time ticket, the cookie session, and the JSON endpoint the console UI calls
// actions through. Console calls run the same handlers as the OpenAPI gateway and are logged as console calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Lang, Logins, Session } from './accounts.js';
import type { Product } from './action.js';
import type { Cloud } from './cloud.js';
import { ApiError, errorBody, invalidParameter, notFound } from './errors.js';
import { clientIp, cookies, parseJson, readBody, redirect, sendHtml, sendJson, setCookie } from './http.js';
import { invoke } from './invoke.js';
import { servingVersion } from './serving.js';
import { flattenParams } from './params.js';
import { consoleGeneration } from './generations.js';
import { findRegion } from './catalog.js';
import type { Variant } from './variants.js';

export const SESSION_COOKIE = 'aca_session';
export const LANG_COOKIE = 'aliyun_lang';

const CallSchema = z.strictObject({
  product: z.string().min(1),
  action: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
});

const SessionUpdateSchema = z.strictObject({
  regionId: z.string().optional(),
  lang: z.enum(['en', 'zh']).optional(),
});

export const langOf = (value: string | undefined): Lang => (value === 'zh' ? 'zh' : 'en');

/** Only a path on this origin: `/ecs`, not `//evil.example` or `https://…`. */
export const safeNext = (next: string | undefined) => (next && /^\/(?![/\\])/.test(next) ? next : '/');

export function currentSession(logins: Logins, cloud: Cloud, req: IncomingMessage): Session | undefined {
  const session = logins.session(cookies(req)[SESSION_COOKIE]);
  return session && cloud.tenant(session.accountId) ? session : undefined;
}

/** `GET /__login?ticket=T[&next=/ecs][&lang=zh]`: consumes the ticket, sets the session cookie, redirects. */
export function handleLogin(logins: Logins, cloud: Cloud, res: ServerResponse, url: URL): void {
  const ticket = logins.redeem(url.searchParams.get('ticket') ?? '');
  if (!ticket || !cloud.tenant(ticket.accountId)) {
    return sendHtml(res, 403, 'Login link not valid', 'This login link is invalid, expired or already used. Ask the emulator control API for a new login URL.');
  }
  const lang = url.searchParams.get('lang') ?? ticket.lang;
  const set = [setCookie(SESSION_COOKIE, logins.startSession(ticket.accountId), { httpOnly: true })];
  if (lang === 'en' || lang === 'zh') set.push(setCookie(LANG_COOKIE, lang));
  redirect(res, safeNext(url.searchParams.get('next') ?? ticket.next), set);
}

export function loginPage(res: ServerResponse): void {
  sendHtml(res, 200, 'Alibaba Cloud console emulator', 'Sign-in is by login URL only: create an account or a login ticket with the emulator control API (/__emulator/) and open the loginUrl it returns.');
}

/**
 * Everything under `/__console/`. The session names the console generation the account sees: its variant when that
 * is a generation id, or the generation a synthetic variant drifts from (the manifest's `generation`).
 */
export async function handleConsole(cloud: Cloud, products: readonly Product[], variants: readonly Variant[], logins: Logins, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const requestId = () => cloud.rng('requests').uuid();
  const fail = (err: ApiError) => sendJson(res, err.status, errorBody(err, requestId(), 'console.aliyun.com'));
  const session = currentSession(logins, cloud, req);
  const route = `${req.method} ${url.pathname}`;
  if (!session) {
    if (route === 'POST /__console/logout') return sendJson(res, 200, { loggedOut: true });
    return fail(new ApiError('NotLoggedIn', 'The console session is missing or expired: open a login URL.', 401));
  }
  const tenant = cloud.tenant(session.accountId)!;
  const lang = langOf(cookies(req)[LANG_COOKIE]);
  const generation = consoleGeneration(products, variants, tenant.variant);
  const view = () => ({ accountId: tenant.accountId, userName: 'root', lang, variant: tenant.variant, generation, regionId: session.regionId });

  if (route === 'GET /__console/session') return sendJson(res, 200, view());
  if (route === 'POST /__console/logout') {
    logins.endSession(cookies(req)[SESSION_COOKIE]);
    return sendJson(res, 200, { loggedOut: true }, { 'set-cookie': setCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 }) });
  }
  if (route !== 'POST /__console/api' && route !== 'POST /__console/session') {
    return fail(notFound('NotFound', `No console endpoint ${route}.`));
  }
  // A JSON content type cannot be sent cross-site without a preflight, which this server never grants.
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return fail(new ApiError('UnsupportedMediaType', 'Send the request body as application/json.', 415));
  }
  const parsed = parseJson(await readBody(req));
  if (!parsed.ok) return fail(new ApiError('InvalidParameter', parsed.message, 400));

  if (route === 'POST /__console/session') {
    const update = SessionUpdateSchema.safeParse(parsed.value);
    if (!update.success) return fail(new ApiError('InvalidParameter', z.prettifyError(update.error), 400));
    if (update.data.regionId) {
      if (!findRegion(update.data.regionId)) return fail(notFound('InvalidRegionId.NotFound', `The specified RegionId "${update.data.regionId}" does not exist.`));
      session.regionId = update.data.regionId;
    }
    const next = update.data.lang ?? lang;
    return sendJson(res, 200, { ...view(), lang: next }, update.data.lang ? { 'set-cookie': setCookie(LANG_COOKIE, next) } : {});
  }

  const call = CallSchema.safeParse(parsed.value);
  if (!call.success) return fail(new ApiError('InvalidParameter', z.prettifyError(call.error), 400));
  // A console page may call a side API of its product (RAM's SSO page calls IMS): served as its own service.
  const wanted = call.data.product.toLowerCase();
  const side = products.flatMap((p) => p.alsoServes ?? []).find((a) => a.service.toLowerCase() === wanted);
  const product = products.find((p) => p.service.toLowerCase() === wanted) ?? (side ? servingVersion(products, side.version) : undefined);
  if (!product) return fail(invalidParameter('product', `Valid values: ${products.map((p) => p.service).join(', ')}.`));
  const params = flattenParams(call.data.params ?? {});
  if (product.takesRegion !== false && params.RegionId === undefined) params.RegionId = session.regionId;
  const outcome = await invoke(
    cloud,
    { accountId: tenant.accountId, accessKeyId: session.accessKeyId, source: 'console', sourceIp: clientIp(req), userAgent: 'AlibabaCloud Console', generation },
    product,
    call.data.action,
    params,
  );
  sendJson(res, outcome.status, outcome.body);
}
