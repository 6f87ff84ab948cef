// The emulator's composition root: one node:http server for the OpenAPI gateway (`/`), the console UI and its
// API (`/__console/`, `/__login`, `/login`) and the control API (`/__emulator/`).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Logins } from './accounts.js';
import { Cloud } from './cloud.js';
import { currentSession, handleConsole, handleLogin, loginPage } from './console.js';
import { handleControl, type ControlContext } from './control.js';
import { handleGateway, NonceCache } from './gateway/gateway.js';
import { matchRoa } from './gateway/roa.js';
import { BodyTooLarge, redirect, sendJson } from './http.js';
import { products } from './product-modules.js';
import { serveUi } from './static.js';
import { loadVariants } from './variants.js';

export interface EmulatorOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Seed of every generated ID: the same seed and the same calls give the same IDs. Default random. */
  seed?: string | number;
  /** Bearer token of the control API. Default random. */
  adminToken?: string;
  /** ActionTrail delivery delay: events reach LookupEvents this many ms after the call. Default 0. */
  eventDelayMs?: number;
  /** Folder of the built console UI. Default emulator/console/dist. */
  uiDir?: string;
}

export interface RunningEmulator {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  adminToken: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? '127.0.0.1';
  const cloud = new Cloud(String(opts.seed ?? randomBytes(8).toString('hex')), opts.eventDelayMs ?? 0, products);
  const logins = new Logins();
  const nonces = new NonceCache();
  const uiDir = opts.uiDir ?? fileURLToPath(new URL('./console/dist', import.meta.url));
  const control: ControlContext = {
    cloud,
    products,
    logins,
    variants: loadVariants(),
    adminToken: opts.adminToken ?? randomBytes(24).toString('hex'),
    startedAt: Date.now(),
    hosts: new Set(),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/__emulator' || path.startsWith('/__emulator/')) return handleControl(control, req, res, url);
    if (path.startsWith('/__console/')) return handleConsole(cloud, products, control.variants, logins, req, res, url);
    if (path === '/__login') return handleLogin(logins, cloud, res, url);
    if (path === '/login') return loginPage(res);
    // Products with a front end of their own (OSS's REST/XML API) claim their requests first.
    const front = products.find((p) => p.front?.claims(req, url));
    if (front) return front.front!.handle(cloud, front, req, res);
    if (path === '/' && (method === 'POST' || url.searchParams.has('Action') || req.headers['x-acs-action'])) {
      return handleGateway(cloud, products, nonces, req, res);
    }
    // ROA products (Function Compute): REST paths under their version, routed by the gateway (gateway/roa.ts).
    if (matchRoa(products, method, path)) return handleGateway(cloud, products, nonces, req, res);
    if (method !== 'GET' && method !== 'HEAD') {
      return sendJson(res, 405, { code: 'MethodNotAllowed', message: `${method} ${path} is not served here.` });
    }
    // Files (anything with an extension) need no session; pages do.
    const isFile = /\.[A-Za-z0-9]+$/.test(path);
    const session = isFile ? undefined : currentSession(logins, cloud, req);
    if (!isFile && !session) return redirect(res, '/login');
    // A page says which account it is signed in to, as the real console's do (the extension reads it before a run
    // in a person's own account creates anything).
    serveUi(uiDir, path, res, method === 'HEAD', session && { MAIN_ACCOUNT_PK: session.accountId, CURRENT_PK: session.accountId });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      if (err instanceof BodyTooLarge) return sendJson(res, 413, { Code: 'RequestTooLarge', Message: err.message });
      console.error('emulator: request failed:', err);
      sendJson(res, 500, { Code: 'InternalError', Message: 'The emulator failed to process the request; see its log.' });
    });
  });
  // SDK clients keep connections open between calls, as against the real endpoints (which keep them far longer
  // than Node's 5 s default): a call after a pause must not land on a socket the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  for (const name of ['127.0.0.1', 'localhost', '[::1]', shownHost]) control.hosts.add(`${name.toLowerCase()}:${port}`);
  return {
    url: `http://${shownHost}:${port}`,
    adminToken: control.adminToken,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
