/**
 * A stand-in for the extension's socket client, for tests: connects with an Origin, says hello, answers the
 * companion's calls with handlers the test gives, and records events. The real extension does the same from its
 * service worker (extension/); end-to-end tests use that one.
 */
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type EventName, type MethodName, type MethodResult } from '../../protocol';

export interface FakeExtensionOptions {
  origin?: string;
  token?: string;
  /** A pairing link's one-time code, sent instead of the token. */
  pairingCode?: string;
  protocolVersion?: number;
  resumeSessionId?: string;
  /** Set before the hello, so calls the companion makes right after a resume are answered. */
  handlers?: FakeExtension['handlers'];
}

export type Closed = { code: number; reason: string };

export class FakeExtension {
  readonly events: { event: string; data: any }[] = [];
  readonly calls: { method: string; params: any }[] = [];
  readonly closed: Promise<Closed>;
  /** Answers for the companion's calls (page.observe, page.act, ...); a missing one answers an error. */
  handlers: Partial<Record<MethodName, (params: any) => unknown>> = {};
  private nextId = 1;
  private readonly pending = new Map<number, (message: any) => void>();
  private readonly eventWaiters: { event: string; test(data: any): boolean; resolve(data: any): void }[] = [];

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (raw) => this.receive(JSON.parse(raw.toString())));
  }

  /** Opens the socket; rejects with the HTTP status (`status`) when the upgrade is refused. */
  static open(url: string, opts: FakeExtensionOptions = {}): Promise<FakeExtension> {
    const ws = new WebSocket(url, opts.origin ? { origin: opts.origin } : {});
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        const ext = new FakeExtension(ws);
        if (opts.handlers) ext.handlers = opts.handlers;
        resolve(ext);
      });
      ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
      ws.once('error', reject);
    });
  }

  /** Opens and says hello; resolves with the hello result (or rejects when the socket closes first). */
  static async connect(url: string, opts: FakeExtensionOptions & ({ token: string } | { pairingCode: string })): Promise<{ ext: FakeExtension; hello: MethodResult<'session.hello'> }> {
    const ext = await FakeExtension.open(url, opts);
    const hello = await ext.request('session.hello', {
      protocolVersion: opts.protocolVersion ?? PROTOCOL_VERSION, extensionVersion: 'test',
      ...(opts.pairingCode !== undefined ? { pairingCode: opts.pairingCode } : { token: opts.token }),
      ...(opts.resumeSessionId ? { resumeSessionId: opts.resumeSessionId } : {}),
    });
    return { ext, hello };
  }

  /** Sends a request; resolves with the result, rejects with `{code, message}` or when the socket closes. */
  async request(method: string, params: unknown): Promise<any> {
    const answer = await this.send({ id: this.nextId++, method, params });
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  }

  send(message: unknown): Promise<any> {
    const id = (message as { id?: number }).id;
    const reply = new Promise<any>((resolve, reject) => {
      if (typeof id === 'number') this.pending.set(id, resolve);
      void this.closed.then((c) => reject(Object.assign(new Error(`closed ${c.code}: ${c.reason}`), c)));
    });
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    return typeof id === 'number' ? reply : Promise.resolve(undefined);
  }

  emit(event: EventName, data: unknown): void {
    this.ws.send(JSON.stringify({ event, data }));
  }

  /** The first event of that name (already received or still to come) that passes `test`. */
  waitForEvent(event: EventName, test: (data: any) => boolean = () => true): Promise<any> {
    const seen = this.events.find((e) => e.event === event && test(e.data));
    if (seen) return Promise.resolve(seen.data);
    return new Promise((resolve) => this.eventWaiters.push({ event, test, resolve }));
  }

  close(): Promise<Closed> {
    this.ws.close();
    return this.closed;
  }

  private receive(message: any): void {
    if ('event' in message) {
      this.events.push(message);
      for (const w of this.eventWaiters.filter((w) => w.event === message.event && w.test(message.data))) {
        this.eventWaiters.splice(this.eventWaiters.indexOf(w), 1);
        w.resolve(message.data);
      }
    } else if ('method' in message) {
      this.calls.push({ method: message.method, params: message.params });
      const handler = this.handlers[message.method as MethodName];
      if (!handler) return void this.ws.send(JSON.stringify({ id: message.id, error: { code: 'unknown-method', message: message.method } }));
      void Promise.resolve(handler(message.params)).then(
        (result) => result !== undefined && this.ws.send(JSON.stringify({ id: message.id, result })),
        (error: Error) => this.ws.send(JSON.stringify({ id: message.id, error: { code: 'failed', message: error.message } })),
      );
    } else {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    }
  }
}
