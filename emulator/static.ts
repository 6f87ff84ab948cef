// Serves the built console UI (emulator/console/dist): files as they are, index.html for every other page path,
// so the UI's router handles /ecs, /ecs/instances, /vpc/vswitches, ….
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { sendHtml } from './http.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html;charset=utf-8', '.js': 'text/javascript;charset=utf-8', '.mjs': 'text/javascript;charset=utf-8',
  '.css': 'text/css;charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
  '.map': 'application/json',
};

/** The file a path names inside `root`, or undefined (also for paths that try to leave it). */
function fileIn(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export const uiBuilt = (root: string) => existsSync(join(root, 'index.html'));

/**
 * What a console page declares about the session, as the real console's pages do in `window.ALIYUN_CONSOLE_CONFIG`
 * (the signed-in account's id: `MAIN_ACCOUNT_PK`, `CURRENT_PK`); put in the page before its scripts.
 */
export type PageConfig = Record<string, string>;

function withConfig(html: string, config: PageConfig): Buffer {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const script = `<script>window.ALIYUN_CONSOLE_CONFIG = ${json};</script>`;
  // In the head; a page without one gets it right after its doctype (before it, the page would be in quirks mode).
  return Buffer.from(html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => doctype + script));
}

/** The app's index.html, read again only when a build has replaced it. */
let shell: { file: string; mtimeMs: number; html: string } | undefined;
function shellOf(file: string): string {
  const { mtimeMs } = statSync(file);
  if (shell?.file !== file || shell.mtimeMs !== mtimeMs) shell = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  return shell.html;
}

/** Answers a GET for an asset or a page (with the session's `config` in it, when given); `head` answers without a body. */
export function serveUi(root: string, pathname: string, res: ServerResponse, head = false, config?: PageConfig): void {
  if (!uiBuilt(root)) {
    return sendHtml(res, 503, 'Console UI not built', 'emulator UI not built: run npm run build');
  }
  const asset = fileIn(root, pathname);
  if (!asset && pathname.startsWith('/assets/')) return sendHtml(res, 404, 'Not found', `No asset ${pathname}.`);
  const file = asset ?? join(root, 'index.html');
  if (!asset && config) {
    const page = withConfig(shellOf(file), config);
    res.writeHead(200, { 'content-type': TYPES['.html'], 'content-length': page.length, 'cache-control': 'no-cache' });
    return void res.end(head ? undefined : page);
  }

  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    // Built assets carry content hashes; everything else must always be fresh.
    'cache-control': pathname.startsWith('/assets/') && asset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (head) res.end();
  else createReadStream(file).pipe(res);
}
