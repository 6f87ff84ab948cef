import type { Service } from '../../../registry';
import type { Lang } from './vocabulary';

export type Session = {
  accountId: string;
  userName: string;
  lang: Lang;
  /** The account's variant: a synthetic variant id, or a console generation id (`ecs@2019`). */
  variant: string | null;
  /** The console generation the account sees: its variant when that is one (`ecs@2019`), or the generation its synthetic variant drifts from; null for today's console. */
  generation: string | null;
  regionId: string;
};

/** The console API's `product`: a service name of the registry, or a side API a product's pages call (RAM's SSO page: IMS). */
export type Product = Service | 'Ims';

/** An OpenAPI error as the gateway returns it: HTTP 4xx/5xx with `{Code, Message, RequestId}`. */
export class ApiError extends Error {
  readonly code: string;
  readonly requestId: string | undefined;
  readonly status: number;
  readonly action: string;

  constructor(action: string, status: number, code: string, message: string, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.action = action;
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

export class NotLoggedInError extends Error {
  readonly code = 'NotLoggedIn';
  constructor() {
    super('The console session is missing or expired: log in again.');
  }
}

function goToLogin(): never {
  const next = encodeURIComponent(location.pathname + location.search);
  location.href = `/login?next=${next}`;
  throw new NotLoggedInError();
}

export async function fetchSession(): Promise<Session> {
  const res = await fetch('/__console/session', { credentials: 'same-origin' });
  if (res.status === 401) goToLogin();
  if (!res.ok) throw new Error(`GET /__console/session answered HTTP ${res.status}`);
  return (await res.json()) as Session;
}

/** Calls one OpenAPI action through the console's own endpoint, as the real console's XHRs do. */
export async function callApi<T = Record<string, unknown>>(
  product: Product,
  action: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch('/__console/api', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product, action, params: dropEmpty(params) }),
    });
  } catch (err) {
    throw new ApiError(action, 0, 'NetworkError', (err as Error).message);
  }
  if (res.status === 401) goToLogin();
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { Code: 'InternalError', Message: text.slice(0, 300) };
  }
  if (!res.ok) {
    throw new ApiError(
      action,
      res.status,
      String(body.Code ?? body.ErrorCode ?? `HTTP${res.status}`),
      String(body.Message ?? body.ErrorMessage ?? res.statusText),
      body.RequestId ? String(body.RequestId) : undefined,
    );
  }
  return body as T;
}

/** RPC parameters travel as strings (as the SDKs send them); empty values are left out. */
function dropEmpty(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** Tells the server the console's region or language (it keeps them in the session and the lang cookie). */
export async function updateSession(patch: { regionId?: string; lang?: Lang }): Promise<void> {
  await fetch('/__console/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  }).catch(() => undefined);
}

export async function logout(): Promise<void> {
  await fetch('/__console/logout', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
    () => undefined,
  );
  location.href = '/login';
}
