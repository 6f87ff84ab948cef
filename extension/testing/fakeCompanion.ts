/**
 * Test helper (Node): a scripted stand-in for the companion, to drive the background's page methods and the
 * side panel's episode views without an agent. It speaks protocol/messages.ts envelopes, answers
 * `session.hello`, serves the panel's calls from `handlers`, and calls the extension's methods.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventName, MethodName } from '../../protocol/messages';

type Handler = (params: any) => unknown;

export interface FakeCompanion {
  url: string;
  /** Calls the extension's method; resolves with `{result}` or `{error}`. */
  call(method: MethodName, params: unknown): Promise<{ result?: any; error?: { code: string; message: string } }>;
  emit(event: EventName, data: unknown): void;
  /** Calls the extension made to the companion, in order. */
  received: { method: string; params: any }[];
  handlers: Partial<Record<MethodName, Handler>>;
  connected(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeCompanion(extensionId: string): Promise<FakeCompanion> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http, path: '/aca', verifyClient: (info: { origin: string }) => info.origin === `chrome-extension://${extensionId}` });
  let socket: WebSocket | null = null;
  let onConnected: (() => void) | null = null;
  let nextId = 1;
  const pending = new Map<number, (reply: any) => void>();
  const fake: FakeCompanion = {
    url: '',
    received: [],
    handlers: {},
    call: (method, params) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        socket!.send(JSON.stringify({ id, method, params }));
      }),
    emit: (event, data) => socket!.send(JSON.stringify({ event, data })),
    connected: () => (socket ? Promise.resolve() : new Promise<void>((r) => (onConnected = r))),
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => http.close(() => r())));
    },
  };
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if ('event' in m) return;
      if (!('method' in m)) return pending.get(m.id)?.(m);
      fake.received.push({ method: m.method, params: m.params });
      if (m.method === 'session.hello') {
        socket = ws;
        ws.send(JSON.stringify({ id: m.id, result: { protocolVersion: 1, sessionId: 'fake-session', resumed: false, companionVersion: 'fake' } }));
        onConnected?.();
        return;
      }
      const handler = fake.handlers[m.method as MethodName];
      Promise.resolve(handler ? handler(m.params) : Promise.reject(new Error(`no handler for ${m.method}`))).then(
        (result) => ws.send(JSON.stringify({ id: m.id, result })),
        (e: Error) => ws.send(JSON.stringify({ id: m.id, error: { code: 'fake', message: e.message } })),
      );
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  fake.url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/aca`;
  return fake;
}

/** A tiny console-like site on 127.0.0.1: a counter button, a field, a same-tab and a new-tab link. */
export async function startTestSite(): Promise<{ url: string; close(): Promise<void> }> {
  const pages: Record<string, string> = {
    '/': `<!doctype html><title>Test console</title><h1>Instances</h1>
      <button id="go" onclick="document.getElementById('count').textContent = String(++window.clicks)">Create Instance</button>
      <span id="count">0</span><script>window.clicks = 0</script>
      <p><label>Instance name <input id="name"></label></p>
      <p><label><input type="checkbox" id="agree"> I agree</label></p>
      <p><a href="/second">Go to details</a> <a href="/second" target="_blank">Open details in a new tab</a></p>`,
    '/second': `<!doctype html><title>Details</title><h1>Details</h1><button>Stop</button>`,
    '/help': `<!doctype html><title>Help</title><nav>Home > Docs</nav><article><h1>Create an instance</h1>
      <p>Before you begin, sign in.</p><h2>Procedure</h2><ol><li><p>Click <strong>Create Instance</strong>.</p></li>
      <li><p>Enter <code>web-01</code> in the <strong>Instance name</strong> field.</p><ol><li>Check the name.</li></ol></li></ol></article>`,
  };
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url!, 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}
