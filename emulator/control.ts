// The control API under /__emulator/ (admin token): accounts, login tickets, variants, AccessKey rotation,
// STS-style temporary credentials (a harness can act in an account without taking one of its two AccessKey
// slots), reset, snapshots, faults (global and per account). Test harnesses and the provisioner use it; the agent never sees it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { addAccessKey, createAccount, deleteAccessKey, type Logins } from './accounts.js';
import type { Product } from './action.js';
import type { Cloud } from './cloud.js';
import { consoleCatalog } from './console-catalog.js';
import { ControlError } from './errors.js';
import { FaultsSchema } from './faults.js';
import { allGenerations, generationById, generationSummary } from './generations.js';
import { parseJson, readBody, sendJson } from './http.js';
import { backfillEvents, MAX_EVENTS } from './trail.js';
import type { Variant } from './variants.js';

export interface ControlContext {
  cloud: Cloud;
  /** The products it serves (product-modules.ts). */
  products: readonly Product[];
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
/** The body of `POST /__emulator/accounts`: `fixtures` takes the counts the products declare (`{instances, vpcs}`). */
function createAccountSchema(products: readonly Product[]) {
  const counts = products.flatMap((p) => Object.entries(p.fixtures?.counts ?? {}));
  const fixtures = Object.fromEntries(counts.map(([name, max]) => [name, z.number().int().min(0).max(max).optional()]));
  return z.strictObject({ variant: z.string().nullable().optional(), fixtures: z.strictObject(fixtures).optional() });
}
const accountSchemas = new WeakMap<readonly Product[], ReturnType<typeof createAccountSchema>>();
const TicketSchema = z.strictObject({ next: z.string().optional(), lang: lang.optional() });
const VariantSchema = z.strictObject({ variant: z.string().nullable() });
const RestoreSchema = z.strictObject({ snapshotId: z.string() });
const DeleteKeySchema = z.strictObject({ accessKeyId: z.string() });
const StsSchema = z.strictObject({
  /** How long the credential works, in seconds. Default 3600; 900 to 43200, as STS allows. */
  durationSeconds: z.number().int().min(900).max(43_200).optional(),
});
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
  // An account's variant is a synthetic variant (drift over today's console) or a console generation (`ecs@2019`).
  const checkVariant = (variant: string | null | undefined) => {
    if (variant && !ctx.variants.some((v) => v.id === variant) && !generationById(ctx.products, variant)) {
      throw new ControlError(
        400,
        'UnknownVariant',
        `Unknown variant "${variant}". Valid variants: ${ctx.variants.map((v) => v.id).join(', ')}; console generations: ${allGenerations(ctx.products).map((g) => g.id).join(', ')}.`,
      );
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
      return { accountId: tenant.accountId, added: count, stored: backfillEvents(cloud, ctx.products, tenant, count, spanMs ?? 6 * DAY_MS) };
    }
    if (sub === 'POST /login-ticket') return { loginUrl: loginUrl(tenant.accountId, parse(TicketSchema, body)) };
    if (sub === 'PUT /variant') {
      tenant.variant = checkVariant(parse(VariantSchema, body).variant);
      return { accountId: tenant.accountId, variant: tenant.variant };
    }
    // The harness's view of every key, secrets included (a test checks that none of them leaks into a run's files).
    if (sub === 'GET /access-keys') {
      const keys = tenant.accessKeys.map(({ accessKeyId, accessKeySecret, createdAt, status }) => ({ accessKeyId, accessKeySecret, createdAt, status: status ?? 'Active' }));
      // `?deleted=include`: also the keys deleted since (a page may have shown a secret whose key is gone now).
      if (url.searchParams.get('deleted') !== 'include') return keys;
      return [...keys, ...(tenant.deletedAccessKeys ?? []).map(({ accessKeyId, accessKeySecret, createdAt, deletedAt }) => ({ accessKeyId, accessKeySecret, createdAt, status: 'Deleted', deletedAt }))];
    }
    if (sub === 'POST /sts-credentials') {
      const { durationSeconds } = parse(StsSchema, body);
      const c = cloud.issueSts(tenant.accountId, durationSeconds ?? 3600);
      return { accessKeyId: c.accessKeyId, accessKeySecret: c.accessKeySecret, securityToken: c.securityToken, expiration: new Date(c.expiresAt).toISOString() };
    }
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
    case 'GET /__emulator/generations':
      return allGenerations(ctx.products).map(generationSummary);
    case 'GET /__emulator/catalog': {
      // `?generation=cms@2020` (repeatable): those products as that earlier console.
      const generations = url.searchParams.getAll('generation').map((id) => {
        const g = generationById(ctx.products, id);
        if (!g) throw new ControlError(404, 'GenerationNotFound', `No console generation ${id}; GET /__emulator/generations lists them.`);
        return g;
      });
      return consoleCatalog(ctx.products, generations);
    }
    case 'GET /__emulator/accounts':
      return Object.values(cloud.state.accounts).map((t) => ({ accountId: t.accountId, variant: t.variant }));
    case 'POST /__emulator/accounts': {
      let schema = accountSchemas.get(ctx.products);
      if (!schema) accountSchemas.set(ctx.products, (schema = createAccountSchema(ctx.products)));
      const input = parse(schema, body);
      const tenant = createAccount(cloud, checkVariant(input.variant));
      for (const p of ctx.products) p.fixtures?.seed(cloud, tenant, input.fixtures ?? {});
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
