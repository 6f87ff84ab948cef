/**
 * The socket to the companion (SPEC section 7). Every message in and out is validated against
 * protocol/messages.ts. The handshake: open, `session.hello` (with the last session id, so the companion
 * resumes the running episode), then heartbeats every 20 s. A dropped socket reconnects with backoff
 * (0.5 s doubling to 10 s); a refusal (bad token, bad version) waits for the person to pair again.
 * The service worker may be stopped at any time: `ensure()` is called on every wake and picks up from storage.
 */
import { z } from 'zod';
import {
  CLOSE_CODES, EVENTS, EnvelopeSchema, MAX_MESSAGE_BYTES, METHODS, PROTOCOL_VERSION,
  type EventName, type MethodName, type MethodResult,
} from '../../protocol/messages';
import type { ConnectionStatus } from './internal';
import { getPairing, getSessionId, keepToken, setSessionId, type Pairing } from './settings';

export class CallError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface SocketHandlers {
  /** Serves a call from the companion (params already validated); throws CallError for an error reply. */
  serve(method: MethodName, params: unknown): Promise<unknown>;
  event(event: EventName, data: unknown): void;
  status(status: ConnectionStatus, previous: ConnectionStatus): void;
}

const HEARTBEAT_MS = 20_000;
const CALL_TIMEOUT_MS = 60_000;
/** Close codes after which retrying cannot help until the person pairs again. */
const FINAL: readonly number[] = [CLOSE_CODES.badToken, CLOSE_CODES.badVersion, CLOSE_CODES.badHello];

export class CompanionSocket {
  private ws: WebSocket | null = null;
  private status: ConnectionStatus = { state: 'unpaired' };
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly handlers: SocketHandlers, private readonly extensionVersion: string) {}

  get current(): ConnectionStatus {
    return this.status;
  }

  /** Connects unless connected, connecting, waiting to retry, refused or unpaired. Safe to call on every wake. */
  async ensure(): Promise<void> {
    if (this.ws || this.retry || this.status.state === 'refused') return;
    await this.open();
  }

  /** Drops any current socket and connects with new pairing details (already stored). */
  async restart(): Promise<void> {
    this.teardown('re-pairing');
    this.attempt = 0;
    this.setStatus({ state: 'connecting' });
    await this.open();
  }

  private async open(): Promise<void> {
    const pairing = await getPairing();
    if (!pairing) return this.setStatus({ state: 'unpaired' });
    if (this.ws) return;
    if (this.status.state !== 'reconnecting') this.setStatus({ state: 'connecting', url: pairing.url });
    let ws: WebSocket;
    try {
      ws = new WebSocket(pairing.url);
    } catch (e) {
      return this.setStatus({ state: 'refused', url: pairing.url, reason: `bad companion URL: ${(e as Error).message}` });
    }
    this.ws = ws;
    ws.onmessage = (ev) => this.receive(String(ev.data));
    ws.onclose = (ev) => this.closed(ws, ev.code, ev.reason);
    ws.onopen = () => void this.hello(ws, pairing);
  }

  /** The hello with the token, or with a pairing link's one-time code, which the answer trades for the token. */
  private async hello(ws: WebSocket, pairing: Pairing): Promise<void> {
    const { url } = pairing;
    try {
      const resumeSessionId = await getSessionId();
      const credential = pairing.code ? { pairingCode: pairing.code } : { token: pairing.token ?? '' };
      const r = await this.call('session.hello', { protocolVersion: PROTOCOL_VERSION, extensionVersion: this.extensionVersion, ...credential, resumeSessionId }, ws);
      if (r.pairingToken) await keepToken(url, r.pairingToken);
      await setSessionId(r.sessionId);
      this.attempt = 0;
      this.heartbeat = setInterval(() => this.emit('heartbeat', { at: Date.now() }), HEARTBEAT_MS);
      this.setStatus({ state: 'connected', url, sessionId: r.sessionId, reason: r.resumed ? 'session resumed' : undefined });
    } catch (e) {
      if (this.ws !== ws) return;
      this.setStatus({ state: 'refused', url, reason: (e as Error).message });
      ws.close(1000, 'hello refused');
    }
  }

  /** Calls a companion method; params and result are validated against the protocol. */
  async call<M extends MethodName>(method: M, params: unknown, via: WebSocket | null = null): Promise<MethodResult<M>> {
    const spec = METHODS[method];
    const parsed = spec.params.safeParse(params);
    if (!parsed.success) throw new CallError('invalid-params', `${method}: ${z.prettifyError(parsed.error)}`);
    const ws = via ?? (this.status.state === 'connected' ? this.ws : null);
    if (!ws || ws.readyState !== WebSocket.OPEN) throw new CallError('not-connected', 'the companion is not connected; pair in the side panel');
    const id = this.nextId++;
    const raw = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new CallError('timeout', `${method} got no answer in ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.send({ id, method, params: parsed.data }, ws);
    });
    const result = spec.result.safeParse(raw);
    if (!result.success) throw new CallError('invalid-result', `${method} result: ${z.prettifyError(result.error)}`);
    return result.data as MethodResult<M>;
  }

  emit<E extends EventName>(event: E, data: z.input<(typeof EVENTS)[E]>): void {
    const ws = this.ws;
    if (ws?.readyState === WebSocket.OPEN && this.status.state === 'connected') this.send({ event, data: EVENTS[event].parse(data) }, ws);
  }

  private send(message: object, ws: WebSocket): void {
    const text = JSON.stringify(message);
    if (text.length > MAX_MESSAGE_BYTES) throw new CallError('too-big', `message of ${text.length} bytes is over the ${MAX_MESSAGE_BYTES} limit`);
    ws.send(text);
  }

  private receive(text: string): void {
    if (text.length > MAX_MESSAGE_BYTES) return this.ws?.close(CLOSE_CODES.tooBig, 'message too big');
    let envelope: z.infer<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(text));
    } catch {
      return console.warn('aca: dropped a malformed message from the companion');
    }
    if ('event' in envelope) {
      const schema = EVENTS[envelope.event as EventName];
      const data = schema?.safeParse(envelope.data);
      if (data?.success) this.handlers.event(envelope.event as EventName, data.data);
      else console.warn(`aca: dropped event ${envelope.event}`, data?.error);
    } else if ('method' in envelope) {
      void this.serve(envelope.id, envelope.method, envelope.params);
    } else {
      const call = this.pending.get(envelope.id);
      if (!call) return;
      this.pending.delete(envelope.id);
      clearTimeout(call.timer);
      if (envelope.error) call.reject(new CallError(envelope.error.code, envelope.error.message));
      else call.resolve(envelope.result);
    }
  }

  private async serve(id: number, method: string, params: unknown): Promise<void> {
    const ws = this.ws;
    if (!ws) return;
    const reply = (body: object) => {
      try {
        this.send({ id, ...body }, ws);
      } catch (e) {
        this.send({ id, error: { code: 'too-big', message: (e as Error).message } }, ws);
      }
    };
    const spec = METHODS[method as MethodName];
    if (!spec || spec.to !== 'extension') return reply({ error: { code: 'unknown-method', message: `the extension does not serve ${method}` } });
    const parsed = spec.params.safeParse(params);
    if (!parsed.success) return reply({ error: { code: 'invalid-params', message: z.prettifyError(parsed.error) } });
    try {
      const result = spec.result.parse(await this.handlers.serve(method as MethodName, parsed.data));
      reply({ result });
    } catch (e) {
      const code = e instanceof CallError ? e.code : 'extension-error';
      reply({ error: { code, message: (e as Error).message ?? String(e) } });
    }
  }

  private closed(ws: WebSocket, code: number, reason: string): void {
    if (this.ws !== ws) return;
    this.teardown(reason || `socket closed (${code})`);
    if (FINAL.includes(code)) return this.setStatus({ ...this.status, state: 'refused', reason: reason || `refused (${code})` });
    if (this.status.state === 'refused' && code === 1000) return;
    const delay = Math.min(500 * 2 ** this.attempt++, 10_000);
    const busy = code === CLOSE_CODES.busy;
    this.setStatus({ state: busy ? 'refused' : 'reconnecting', url: this.status.url, reason: reason || (code === 1006 ? 'companion unreachable' : `closed (${code})`) });
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.open();
    }, busy ? 10_000 : delay);
  }

  private teardown(why: string): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.retry) clearTimeout(this.retry);
    this.heartbeat = this.retry = null;
    const ws = this.ws;
    this.ws = null;
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close(1000, why.slice(0, 100));
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(new CallError('disconnected', `the companion connection dropped (${why})`));
      this.pending.delete(id);
    }
  }

  private setStatus(status: ConnectionStatus): void {
    const previous = this.status;
    this.status = status;
    this.handlers.status(status, previous);
  }
}
