/**
 * One end of the extension socket: calls with numeric ids and timeouts, handlers for the methods this side serves,
 * events both ways. Every message is validated against `protocol/messages.ts` at the edge, inbound and outbound:
 * a bad inbound request gets an error response, a bad outbound message is a bug and throws here instead of being sent.
 */
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import {
  CLOSE_CODES, EVENTS, EventEnvelopeSchema, METHODS, RequestEnvelopeSchema, ResponseEnvelopeSchema, formatIssues,
  type EventName, type MethodName, type MethodParams, type MethodResult,
} from '../../protocol';

export class DisconnectedError extends Error {
  readonly code = 'disconnected';
  constructor(message = 'the extension disconnected') {
    super(message);
    this.name = 'DisconnectedError';
  }
}

/** An error response from the other side, or a call that timed out (`code: 'timeout'`). */
export class RemoteError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'RemoteError';
  }
}

type Side = 'companion' | 'extension';
type ServedParams<M extends MethodName> = z.infer<(typeof METHODS)[M]['params']>;
export type Handler<M extends MethodName> = (params: ServedParams<M>) => Promise<MethodResult<M>> | MethodResult<M>;
type EventData<E extends EventName> = z.infer<(typeof EVENTS)[E]>;

interface Pending {
  method: MethodName;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface PeerOptions {
  /** Which side this peer is: it serves the methods whose `to` is this side. */
  side: Side;
  log(line: string): void;
}

export class Peer {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly handlers = new Map<string, (params: unknown) => Promise<unknown>>();
  private readonly eventHandlers = new Map<string, ((data: unknown) => void)[]>();
  private readonly closeHandlers: ((code: number, reason: string) => void)[] = [];
  private isClosed = false;
  /** Sees every parsed inbound envelope before dispatch; returning false drops it (used for the hello gate). */
  filter: ((envelope: Record<string, unknown>) => boolean) | null = null;

  constructor(readonly socket: WebSocket, private readonly opts: PeerOptions) {
    socket.on('message', (data, isBinary) => this.receive(isBinary ? null : data.toString()));
    socket.on('close', (code, reason) => this.dropped(code, reason.toString()));
    socket.on('error', (error: Error & { code?: string }) => {
      // ws closes with 1009 itself when a frame is over maxPayload; only the log line is ours.
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') opts.log(`refused: a message over the size limit (close ${CLOSE_CODES.tooBig})`);
      else opts.log(`socket error: ${error.message}`);
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  call<M extends MethodName>(method: M, params: MethodParams<M>, { timeoutMs = 30_000 } = {}): Promise<MethodResult<M>> {
    if (this.isClosed) return Promise.reject(new DisconnectedError());
    const checked = METHODS[method].params.safeParse(params);
    if (!checked.success) throw new Error(`bug: invalid params for ${method}: ${formatIssues(checked.error)}`);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RemoteError('timeout', `${method} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { method, resolve: resolve as (v: unknown) => void, reject, timer });
      this.send({ id, method, params: checked.data });
    });
  }

  on<M extends MethodName>(method: M, handler: Handler<M>): void {
    if (METHODS[method].to !== this.opts.side) throw new Error(`bug: ${method} is served by the ${METHODS[method].to}`);
    this.handlers.set(method, handler as (params: unknown) => Promise<unknown>);
  }

  onEvent<E extends EventName>(event: E, handler: (data: EventData<E>) => void): void {
    this.eventHandlers.set(event, [...(this.eventHandlers.get(event) ?? []), handler as (data: unknown) => void]);
  }

  onClose(handler: (code: number, reason: string) => void): void {
    this.closeHandlers.push(handler);
  }

  emit<E extends EventName>(event: E, data: EventData<E>): void {
    const checked = EVENTS[event].safeParse(data);
    if (!checked.success) throw new Error(`bug: invalid ${event} event: ${formatIssues(checked.error)}`);
    this.send({ event, data: checked.data });
  }

  /** Closes with a code from CLOSE_CODES; the reason is cut to the 123 bytes a close frame allows. */
  close(code: number, reason: string): void {
    if (this.isClosed) return;
    this.socket.close(code, Buffer.from(reason).subarray(0, 123).toString().replace(/\uFFFD$/, ''));
    this.dropped(code, reason);
  }

  private send(message: object): void {
    if (this.isClosed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  private receive(text: string | null): void {
    let parsed: unknown;
    try {
      if (text === null) throw new Error('binary');
      parsed = JSON.parse(text);
    } catch {
      this.opts.log('refused: malformed JSON');
      this.close(CLOSE_CODES.badHello, 'malformed JSON');
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.opts.log('refused: a message that is not an envelope');
      this.close(CLOSE_CODES.badHello, 'malformed message');
      return;
    }
    const envelope = parsed as Record<string, unknown>;
    if (this.filter && !this.filter(envelope)) return;
    if ('method' in envelope) void this.serve(envelope);
    else if ('event' in envelope) this.dispatchEvent(envelope);
    else if ('id' in envelope) this.settle(envelope);
    else this.opts.log('dropped a message that is neither request, response nor event');
  }

  private async serve(envelope: Record<string, unknown>): Promise<void> {
    const request = RequestEnvelopeSchema.safeParse(envelope);
    if (!request.success) return this.opts.log(`dropped a malformed request: ${formatIssues(request.error)}`);
    const { id, method, params } = request.data;
    const answer = (error: { code: string; message: string }) => this.send({ id, error });
    const spec = (METHODS as Record<string, (typeof METHODS)[MethodName]>)[method];
    const handler = this.handlers.get(method);
    if (!spec || spec.to !== this.opts.side || !handler) return answer({ code: 'unknown-method', message: `unknown method "${method}"` });
    const input = spec.params.safeParse(params ?? {});
    if (!input.success) return answer({ code: 'invalid-params', message: formatIssues(input.error) });
    let result: unknown;
    try {
      result = await handler(input.data);
    } catch (error) {
      const code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : 'failed';
      return answer({ code, message: (error as Error).message });
    }
    const output = spec.result.safeParse(result);
    if (!output.success) {
      this.opts.log(`bug: ${method} produced an invalid result: ${formatIssues(output.error)}`);
      return answer({ code: 'internal', message: `${method} produced an invalid result` });
    }
    this.send({ id, result: output.data });
  }

  private dispatchEvent(envelope: Record<string, unknown>): void {
    const parsed = EventEnvelopeSchema.safeParse(envelope);
    const schema = parsed.success ? (EVENTS as Record<string, z.ZodType>)[parsed.data.event] : undefined;
    if (!parsed.success || !schema) return this.opts.log(`dropped an unknown event ${JSON.stringify(envelope.event)}`);
    const data = schema.safeParse(parsed.data.data);
    if (!data.success) return this.opts.log(`dropped an invalid ${parsed.data.event} event: ${formatIssues(data.error)}`);
    for (const handler of this.eventHandlers.get(parsed.data.event) ?? []) handler(data.data);
  }

  private settle(envelope: Record<string, unknown>): void {
    const parsed = ResponseEnvelopeSchema.safeParse(envelope);
    const pending = parsed.success ? this.pending.get(parsed.data.id) : undefined;
    if (!parsed.success || !pending) return this.opts.log('dropped a response to no pending call');
    this.pending.delete(parsed.data.id);
    clearTimeout(pending.timer);
    if (parsed.data.error) return pending.reject(new RemoteError(parsed.data.error.code, parsed.data.error.message));
    const result = METHODS[pending.method].result.safeParse(parsed.data.result);
    if (!result.success) return pending.reject(new RemoteError('invalid-result', `${pending.method}: ${formatIssues(result.error)}`));
    pending.resolve(result.data);
  }

  private dropped(code: number, reason: string): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new DisconnectedError(`the extension disconnected during ${pending.method}`));
      this.pending.delete(id);
    }
    for (const handler of this.closeHandlers) handler(code, reason);
  }
}
