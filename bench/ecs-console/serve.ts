/**
 * Builds the ECS console page (vite, on first use or when a source is newer than the build) and serves it on a
 * loopback port. Node side of bench:observe; the page itself is main.tsx and its components.
 */
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, 'dist');
const MIME: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function latest(dir: string): Promise<number> {
  let t = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? await latest(p) : (await stat(p)).mtimeMs);
  }
  return t;
}

export async function buildEcsConsole(): Promise<void> {
  const built = await stat(join(out, 'index.html')).then((s) => s.mtimeMs, () => 0);
  if (built > (await latest(here))) return;
  const { build } = await import('vite');
  await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'error' });
}

export interface EcsConsole {
  /** The instance list; `${url}#/instances/<id>` is a details page. */
  url: string;
  close(): Promise<void>;
}

export async function serveEcsConsole(): Promise<EcsConsole> {
  await buildEcsConsole();
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://local').pathname);
    const file = join(out, path === '/' ? 'index.html' : path);
    if (!file.startsWith(out)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
