/**
 * The env server's HTTP edge (node:http): routes, bodies read with a 1 MB cap, JSON parsed and validated against
 * schemas.ts. Everything past this file trusts its types. Refusals are `{ "error": "...", "code": "..." }` with
 * 400 (malformed input), 404 (unknown session, task or route), 405, 409 (step after done), 429 (too many sessions).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { formatIssues } from '../../protocol';
import { EnvServeError, PortInUseError } from './errors';
import { CloseRequestSchema, ResetRequestSchema, schemaDocument, StepRequestSchema } from './schemas';
import type { Sessions } from './sessions';

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface EnvServer {
  url: string;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, url: URL) => Promise<unknown>;

export async function startEnvServer(opts: { port: number; sessions: Sessions; log(line: string): void }): Promise<EnvServer> {
  const { sessions } = opts;
  const schemas = schemaDocument();
  const routes: Record<string, Partial<Record<'GET' | 'POST', Route>>> = {
    '/health': { GET: async () => sessions.health() },
    '/schema': { GET: async () => schemas },
    '/tasks': { GET: async () => ({ tasks: sessions.tasks() }) },
    '/state': { GET: async (_req, url) => sessions.state(sessionParam(url)) },
    '/reset': { POST: async (req) => sessions.reset(await body(req, ResetRequestSchema, 'POST /reset')) },
    '/step': { POST: async (req) => sessions.step(await body(req, StepRequestSchema, 'POST /step')) },
    '/close': { POST: async (req) => sessions.close((await body(req, CloseRequestSchema, 'POST /close')).session) },
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
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
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
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
