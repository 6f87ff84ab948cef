// The control API under /__emulator/ (admin token): accounts, login tickets, variants, AccessKey rotation,
// reset, snapshots, faults (global and per account). Test harnesses and the provisioner use it; the agent never sees it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { addAccessKey, createAccount, deleteAccessKey, type Logins } from './accounts.js';
import type { Cloud } from './cloud.js';
import { consoleCatalog } from './console-catalog.js';
import { ControlError } from './errors.js';
import { FaultsSchema } from './faults.js';
import { seedFixtures } from './fixtures.js';
import { parseJson, readBody, sendJson } from './http.js';
import { backfillEvents, MAX_EVENTS } from './trail.js';
import type { Variant } from './variants.js';

export interface ControlContext {
  cloud: Cloud;
  logins: Logins;
  variants: Variant[];
  adminToken: string;
  startedAt: number;
  /**
   * Host headers the control API answers (DNS rebinding): the loopback names and the interface it listens on,
   * each with its port. Filled in once the server listens.
   */
  hosts: Set<string>;
}

const lang = z.enum(['en', 'zh']);
const CreateAccountSchema = z.strictObject({
  variant: z.string().nullable().optional(),
  fixtures: z.strictObject({ instances: z.number().int().min(0).max(500).optional(), vpcs: z.number().int().min(0).max(10).optional() }).optional(),
});
const TicketSchema = z.strictObject({ next: z.string().optional(), lang: lang.optional() });
const VariantSchema = z.strictObject({ variant: z.string().nullable() });
const RestoreSchema = z.strictObject({ snapshotId: z.string() });
const DeleteKeySchema = z.strictObject({ accessKeyId: z.string() });
const DAY_MS = 24 * 3600 * 1000;
const BackfillSchema = z.strictObject({
  /** Past events to add. */
  count: z.number().int().min(1).max(MAX_EVENTS),
  /** They are spread evenly over this many ms before now. Default 6 days (inside LookupEvents' default window). */
  spanMs: z.number().int().min(1).max(90 * DAY_MS).optional(),
});

const digest = (s: string) => createHash('sha256').update(s).digest();

function authorized(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1].trim()), digest(token));
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ControlError(400, 'InvalidBody', z.prettifyError(result.error));
  return result.data;
}

export async function handleControl(ctx: ControlContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (!ctx.hosts.has((req.headers.host ?? '').toLowerCase())) {
    const port = [...ctx.hosts][0]?.replace(/^.*:/, '') ?? '';
    return sendJson(res, 403, { code: 'HostNotAllowed', message: `The control API answers only on a loopback name with its port (Host 127.0.0.1:${port}, localhost:${port}), not Host ${JSON.stringify(req.headers.host ?? null)}.` });
  }
  if (!authorized(req, ctx.adminToken)) {
    return sendJson(res, 401, { code: 'Unauthorized', message: 'Send the admin token as "Authorization: Bearer <adminToken>".' }, { 'www-authenticate': 'Bearer' });
  }
  try {
    const raw = await readBody(req);
    const json = parseJson(raw);
    if (!json.ok) throw new ControlError(400, 'InvalidJson', json.message);
    const status = await route(ctx, req, url, json.value);
    sendJson(res, 200, status);
  } catch (err) {
    if (!(err instanceof ControlError)) throw err;
    sendJson(res, err.status, { code: err.code, message: err.message });
  }
}

async function route(ctx: ControlContext, req: IncomingMessage, url: URL, body: unknown): Promise<unknown> {
  const { cloud, logins } = ctx;
  const origin = `http://${req.headers.host}`;
  const loginUrl = (accountId: string, opts: z.infer<typeof TicketSchema> = {}) => {
    const query = new URLSearchParams({ ticket: logins.issueTicket(accountId, opts) });
    for (const [k, v] of Object.entries(opts)) if (v !== undefined) query.set(k, v);
    return `${origin}/__login?${query}`;
  };
  const checkVariant = (variant: string | null | undefined) => {
    if (variant && !ctx.variants.some((v) => v.id === variant)) {
      throw new ControlError(400, 'UnknownVariant', `Unknown variant "${variant}". Valid variants: ${ctx.variants.map((v) => v.id).join(', ')}.`);
    }
    return variant ?? null;
  };
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const account = /^\/__emulator\/accounts\/([^/]+)(\/[^/]+)?$/.exec(path);

  if (account) {
    const tenant = cloud.tenant(decodeURIComponent(account[1]));
    if (!tenant) throw new ControlError(404, 'AccountNotFound', `No account ${account[1]}.`);
    const sub = `${method} ${account[2] ?? ''}`;
    if (sub === 'GET ') {
      return { accountId: tenant.accountId, variant: tenant.variant, accessKeyIds: tenant.accessKeys.map((k) => k.accessKeyId) };
    }
    if (sub === 'GET /faults') return tenant.faults ?? {};
    if (sub === 'PUT /faults') {
      const faults = parse(FaultsSchema, body);
      if (Object.keys(faults).length) tenant.faults = faults;
      else delete tenant.faults;
      return faults;
    }
    if (sub === 'POST /events') {
      const { count, spanMs } = parse(BackfillSchema, body);
      return { accountId: tenant.accountId, added: count, stored: backfillEvents(cloud, tenant, count, spanMs ?? 6 * DAY_MS) };
    }
    if (sub === 'POST /login-ticket') return { loginUrl: loginUrl(tenant.accountId, parse(TicketSchema, body)) };
    if (sub === 'PUT /variant') {
      tenant.variant = checkVariant(parse(VariantSchema, body).variant);
      return { accountId: tenant.accountId, variant: tenant.variant };
    }
    // The harness's view of every key, secrets included (a test checks that none of them leaks into a run's files).
    if (sub === 'GET /access-keys') return tenant.accessKeys.map(({ accessKeyId, accessKeySecret, createdAt }) => ({ accessKeyId, accessKeySecret, createdAt }));
    if (sub === 'POST /access-keys') {
      const { accessKeyId, accessKeySecret } = addAccessKey(cloud, tenant);
      return { accessKeyId, accessKeySecret };
    }
    if (sub === 'DELETE /access-keys') {
      const given = url.searchParams.get('accessKeyId');
      const accessKeyId = given ?? parse(DeleteKeySchema, body).accessKeyId;
      deleteAccessKey(tenant, accessKeyId);
      return { deleted: accessKeyId };
    }
    throw new ControlError(404, 'NotFound', `No control endpoint ${method} ${path}.`);
  }

  switch (`${method} ${path}`) {
    case 'GET /__emulator/health':
      return { status: 'ok', accounts: Object.keys(cloud.state.accounts).length, uptimeMs: Date.now() - ctx.startedAt };
    case 'GET /__emulator/variants':
      return ctx.variants;
    case 'GET /__emulator/catalog':
      return consoleCatalog();
    case 'GET /__emulator/accounts':
      return Object.values(cloud.state.accounts).map((t) => ({ accountId: t.accountId, variant: t.variant }));
    case 'POST /__emulator/accounts': {
      const input = parse(CreateAccountSchema, body);
      const tenant = createAccount(cloud, checkVariant(input.variant));
      seedFixtures(cloud, tenant, input.fixtures ?? {});
      const [key] = tenant.accessKeys;
      return { accountId: tenant.accountId, accessKeyId: key.accessKeyId, accessKeySecret: key.accessKeySecret, loginUrl: loginUrl(tenant.accountId) };
    }
    case 'POST /__emulator/reset':
      cloud.reset();
      logins.clear();
      return { reset: true };
    case 'POST /__emulator/snapshot':
      return { snapshotId: cloud.snapshot() };
    case 'POST /__emulator/restore': {
      const { snapshotId } = parse(RestoreSchema, body);
      if (!cloud.restore(snapshotId)) throw new ControlError(404, 'SnapshotNotFound', `No snapshot ${snapshotId}.`);
      return { restored: snapshotId };
    }
    case 'GET /__emulator/faults':
      return cloud.faults;
    case 'PUT /__emulator/faults':
      cloud.faults = parse(FaultsSchema, body);
      return cloud.faults;
    default:
      throw new ControlError(404, 'NotFound', `No control endpoint ${method} ${path}.`);
  }
}
