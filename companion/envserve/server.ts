/**
 * The env server's HTTP edge (node:http). Every request passes, in this order: its Host must be a loopback name
 * with the server's port (403 `bad-host`: DNS rebinding); it must carry no `Origin` (403 `origin-refused`: web
 * pages never reach the server); it must carry the server's bearer token (401 `unauthorized`, compared in
 * constant time); a body must be `application/json` (415 `unsupported-media-type`). Then routes, bodies read with
 * a 1 MB cap, JSON parsed and validated against schemas.ts, task files only from the task roots (403
 * `task-outside-roots`). Everything past this file trusts its types. Refusals are `{ "error": "...", "code":
 * "..." }`, also 400 (malformed input), 404 (unknown session, task or route), 405, 409, 429 (too many sessions).
 */
import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import { formatIssues } from '../../protocol';
import { hostRefusal, isLoopbackHost } from '../net/loopback';
import { createRefusalLog } from '../net/refusal-log';
import { bearerToken, tokenMatches } from '../net/token';
import { EnvServeError, PortInUseError } from './errors';
import { CloseRequestSchema, ResetRequestSchema, schemaDocument, StepRequestSchema, type ResetRequest } from './schemas';
import type { Sessions } from './sessions';

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface EnvServer {
  url: string;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, url: URL) => Promise<unknown>;

export interface EnvServerOptions {
  port: number;
  sessions: Sessions;
  /** The bearer token every request must carry. */
  token: string;
  /** Folders a `task` path of POST /reset must lie in (the `--tasks` folders). */
  taskRoots: string[];
  log(line: string): void;
}

export async function startEnvServer(opts: EnvServerOptions): Promise<EnvServer> {
  const { sessions } = opts;
  const schemas = schemaDocument();
  const roots = await Promise.all(opts.taskRoots.map((root) => realpath(resolve(root)).catch(() => resolve(root))));
  const refusals = createRefusalLog(opts.log);
  let port = opts.port;
  const routes: Record<string, Partial<Record<'GET' | 'POST', Route>>> = {
    '/health': { GET: async () => sessions.health() },
    '/schema': { GET: async () => schemas },
    '/tasks': { GET: async () => ({ tasks: sessions.tasks() }) },
    '/state': { GET: async (_req, url) => sessions.state(sessionParam(url)) },
    '/reset': { POST: async (req) => sessions.reset(await withinRoots(await body(req, ResetRequestSchema, 'POST /reset'), roots)) },
    '/step': { POST: async (req) => sessions.step(await body(req, StepRequestSchema, 'POST /step')) },
    '/close': { POST: async (req) => sessions.close((await body(req, CloseRequestSchema, 'POST /close')).session) },
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const refusal = refuse(req, port, opts.token);
    if (refusal) {
      refusals.refused(`refused ${req.method} ${url.pathname} from ${req.socket.remoteAddress ?? '?'}: ${refusal.code} (Host ${JSON.stringify(req.headers.host ?? null)}, Origin ${JSON.stringify(req.headers.origin ?? null)})`);
      // The body is not read: the connection closes after the answer.
      return send(res, refusal.status, { error: refusal.message, code: refusal.code }, { connection: 'close', ...(refusal.status === 401 ? { 'www-authenticate': 'Bearer' } : {}) });
    }
    const methods = routes[url.pathname];
    const route = methods?.[req.method as 'GET' | 'POST'];
    const answer = route
      ? route(req, url)
      : Promise.reject(
          methods
            ? new EnvServeError(405, 'method-not-allowed', `${req.method} ${url.pathname}: use ${Object.keys(methods).join(' or ')}`)
            : new EnvServeError(404, 'no-route', `no route ${req.method} ${url.pathname}; routes: ${Object.entries(routes).map(([path, m]) => `${Object.keys(m).join('|')} ${path}`).join(', ')}`),
        );
    answer.then(
      (value) => send(res, 200, value),
      (error: Error) => {
        if (error instanceof EnvServeError) return send(res, error.status, { error: error.message, code: error.code });
        opts.log(`${req.method} ${url.pathname} failed: ${error.stack ?? error.message}`);
        send(res, 500, { error: `${req.method} ${url.pathname} failed: ${error.message}`, code: 'internal' });
      },
    );
  });
  // Episodes take a while per step (provisioning, page loads): no request timeout of the server's own.
  server.requestTimeout = 0;

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(opts.port) : error),
    );
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        refusals.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The first rule a request breaks (Host, Origin, token, media type), or null. */
function refuse(req: IncomingMessage, port: number, token: string): EnvServeError | null {
  if (!isLoopbackHost(req.headers.host, port)) return new EnvServeError(403, 'bad-host', hostRefusal(req.headers.host, port));
  if (req.headers.origin !== undefined) {
    return new EnvServeError(403, 'origin-refused', `requests from web pages are refused (Origin ${JSON.stringify(req.headers.origin)}); a trainer sends no Origin header`);
  }
  if (!tokenMatches(token, bearerToken(req.headers.authorization))) {
    return new EnvServeError(401, 'unauthorized', 'send the token from the ready line of aca env-serve as "Authorization: Bearer <token>"');
  }
  if (req.method === 'POST' && !isJson(req.headers['content-type'])) {
    return new EnvServeError(415, 'unsupported-media-type', `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}: the body must be JSON with "Content-Type: application/json", got ${JSON.stringify(req.headers['content-type'] ?? null)}`);
  }
  return null;
}

const isJson = (type: string | undefined) => /^application\/json\s*(;|$)/i.test(type ?? '');

/**
 * A task path must lie inside one of the task roots, after symlinks are followed (a link inside a root to a file
 * outside is outside); it is passed on as that real path. Task ids pass as they are.
 */
async function withinRoots(request: ResetRequest, roots: string[]): Promise<ResetRequest> {
  if (!request.task.endsWith('.md')) return request;
  const real = await realpath(resolve(request.task)).catch(() => null);
  if (real === null) throw new EnvServeError(404, 'unknown-task', `POST /reset: body.task: no task file ${request.task}`);
  const inside = roots.some((root) => {
    const rel = relative(root, real);
    return rel !== '' && rel.split(sep)[0] !== '..' && !isAbsolute(rel);
  });
  if (!inside) {
    throw new EnvServeError(403, 'task-outside-roots', `POST /reset: body.task: ${request.task} is outside the task folders this server was started with (${roots.join(', ')}); start it with --tasks DIR to serve tasks from DIR`);
  }
  return { ...request, task: real };
}

function send(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sessionParam(url: URL): string {
  const id = url.searchParams.get('session');
  if (!id) throw new EnvServeError(400, 'bad-request', 'GET /state: the query needs ?session=<id>');
  return id;
}

/** The request body as JSON, validated by `schema`; every problem named with its path under `body`. */
async function body<S extends z.ZodType>(req: IncomingMessage, schema: S, where: string): Promise<z.infer<S>> {
  const text = await readBody(req, where);
  if (!text.trim()) throw new EnvServeError(400, 'bad-request', `${where}: the body is empty; send a JSON object`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new EnvServeError(400, 'bad-request', `${where}: the body is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new EnvServeError(400, 'bad-request', `${where}: ${formatIssues(parsed.error, 'body').replace(/\n/g, '; ')}`);
  return parsed.data;
}

/** Reads the whole body; past MAX_BODY_BYTES the rest is drained (so the client reads the answer) and refused. */
function readBody(req: IncomingMessage, where: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new EnvServeError(400, 'body-too-large', `${where}: the body has ${size} bytes; the limit is ${MAX_BODY_BYTES} (1 MB)`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}
