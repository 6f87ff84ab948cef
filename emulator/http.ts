// Small node:http helpers: bodies, JSON answers, cookies, form/query parsing.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request bodies above this size are refused. */
const MAX_BODY = 4 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge(`Request body is larger than ${MAX_BODY} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, title: string, message: string): void {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
    `<body style="font-family:sans-serif;margin:4em"><h1>${escape(title)}</h1><p>${escape(message)}</p></body></html>`;
  res.writeHead(status, { 'content-type': 'text/html;charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, cookies: string[] = []): void {
  res.writeHead(302, { location, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
  res.end();
}

/** Percent-decoding that keeps malformed escapes as written. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `a=1&b=x+y` → [['a','1'],['b','x y']], in order. */
export function parsePairs(text: string): Array<[string, string]> {
  const decode = (s: string) => safeDecode(s.replace(/\+/g, ' '));
  return text
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
}

export function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = safeDecode(part.slice(eq + 1).trim());
  }
  return out;
}

export const setCookie = (name: string, value: string, opts: { httpOnly?: boolean; maxAge?: number } = {}) =>
  `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${opts.httpOnly ? '; HttpOnly' : ''}` +
  (opts.maxAge !== undefined ? `; Max-Age=${opts.maxAge}` : '');

export const clientIp = (req: IncomingMessage) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** Parses a JSON request body; a malformed one is reported in words a caller can act on. */
export function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!body.length) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch (err) {
    return { ok: false, message: `Request body is not valid JSON: ${(err as Error).message}` };
  }
}
