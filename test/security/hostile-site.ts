/**
 * A small web site that tries to take the browser where the run does not allow: links, popups, `window.open`,
 * a meta refresh, script navigation, a form, server redirects (one hop and two), to another origin, to local
 * files, to data: and blob: URLs, and to a host that does not answer. The same server answers as 127.0.0.1
 * (the allowed origin in the tests) and under another host name (another origin, refused): `localhost` for the
 * headless driver, or a name the test browser maps to 127.0.0.1 (`--host-resolver-rules`) where every loopback
 * name is allowed (the extension's "allow local test consoles"). `otherHits` counts what reached the other name.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileSite {
  /** The allowed origin, `http://127.0.0.1:N`. */
  url: string;
  /** The same server as another origin, `http://localhost:N`. */
  otherUrl: string;
  /** Paths requested on the other origin so far (to tell a request that left the browser from one that did not). */
  otherHits: string[];
  close(): Promise<void>;
}

/** The text of the page on the refused origin: a test asserts that no observation ever holds it. */
export const OTHER_PAGE_TEXT = 'This page is on a refused origin';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/** A host name Chromium resolves to 127.0.0.1 with this flag, for a refused origin that still answers. */
export const MAPPED_HOST = 'refused.test';
export const MAPPED_HOST_FLAG = `--host-resolver-rules=MAP ${MAPPED_HOST} 127.0.0.1`;

export async function startHostileSite(opts: { otherHost?: string } = {}): Promise<HostileSite> {
  const otherHost = opts.otherHost ?? 'localhost';
  const otherHits: string[] = [];
  let port = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const onOther = (req.headers.host ?? '').startsWith(`${otherHost}:`);
    const other = `http://${otherHost}:${port}`;
    if (onOther) otherHits.push(url.pathname);
    const html = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text);
    switch (url.pathname) {
      case '/redirect':
        return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/chain':
        return res.writeHead(302, { location: `/redirect?to=${encodeURIComponent(`${other}/other`)}` }).end();
      case '/other':
        return html(200, page('Other origin', `<p>${OTHER_PAGE_TEXT}: ${onOther ? otherHost : '127.0.0.1'}</p>`));
      case '/second':
        return html(200, page('Second page', '<p>An allowed page.</p>'));
      case '/':
        return html(200, page('Hostile start', `
          <p><a href="/second">Second page</a></p>
          <p><a href="${other}/other">Other origin link</a></p>
          <p><a href="${other}/other" target="_blank">Other origin in a new tab</a></p>
          <p><a href="/second" target="_blank">Second page in a new tab</a></p>
          <p><a href="file:///etc/passwd">Local file link</a></p>
          <p><a href="/redirect?to=${encodeURIComponent(`${other}/other`)}">Redirect to the other origin</a></p>
          <p><a href="/chain">Two redirects to the other origin</a></p>
          <p><a href="/redirect?to=file%3A%2F%2F%2Fetc%2Fpasswd">Redirect to a local file</a></p>
          <p><a href="http://127.0.0.1:9/">Dead host</a></p>
          <p><button onclick="window.open('${other}/other')">Open a popup</button></p>
          <p><button onclick="window.open('file:///etc/passwd')">Open a file popup</button></p>
          <p><button onclick="location.href='${other}/other'">Script navigation</button></p>
          <p><button onclick="setTimeout(() => { location.href = '${other}/other' }, 300)">Delayed navigation</button></p>
          <p><button onclick="const m=document.createElement('meta');m.httpEquiv='refresh';m.content='0;url=${other}/other';document.head.append(m)">Meta refresh</button></p>
          <p><button onclick="location.href=URL.createObjectURL(new Blob(['<h1>blob page</h1>'],{type:'text/html'}))">Blob page</button></p>
          <form action="${other}/other" method="get"><button type="submit">Submit to the other origin</button></form>
        `));
      default:
        return html(404, page('Not found', ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    otherUrl: `http://${otherHost}:${port}`,
    otherHits,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
