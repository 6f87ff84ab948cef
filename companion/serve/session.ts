/**
 * An extension session outlives its socket: MV3 service workers are stopped when idle and sockets drop, so a
 * detached session (and its running episode) waits `graceMs` for a hello that carries its id. Calls made
 * while detached fail with DisconnectedError; `waitForPeer` lets a caller wait for the resume and retry.
 * Events emitted while detached are kept (up to a bound) and sent on resume, so the side panel misses nothing.
 */
import { randomUUID } from 'node:crypto';
import type { EventName, MethodName, MethodParams, MethodResult } from '../../protocol';
import type { EVENTS } from '../../protocol';
import type { z } from 'zod';
import { DisconnectedError, type Peer } from './peer';

const MAX_BUFFERED_EVENTS = 500;

export class Session {
  readonly id = randomUUID();
  private current: Peer | null = null;
  private waiters: ((peer: Peer | null) => void)[] = [];
  private buffered: { event: EventName; data: unknown }[] = [];
  private expiry: NodeJS.Timeout | null = null;
  private ended = false;
  private readonly endHandlers: ((reason: string) => void)[] = [];

  constructor(private readonly graceMs: number) {}

  get peer(): Peer | null {
    return this.current;
  }

  get attached(): boolean {
    return this.current !== null && !this.current.closed;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  attach(peer: Peer): void {
    if (this.expiry) clearTimeout(this.expiry);
    this.expiry = null;
    this.current = peer;
    peer.onClose(() => this.detach(peer));
    const events = this.buffered;
    this.buffered = [];
    for (const { event, data } of events) peer.emit(event, data as never);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake(peer);
  }

  call<M extends MethodName>(method: M, params: MethodParams<M>, opts?: { timeoutMs?: number }): Promise<MethodResult<M>> {
    if (!this.current || this.current.closed) return Promise.reject(new DisconnectedError());
    return this.current.call(method, params, opts);
  }

  emit<E extends EventName>(event: E, data: z.infer<(typeof EVENTS)[E]>): void {
    if (this.current && !this.current.closed) return this.current.emit(event, data);
    if (this.buffered.length < MAX_BUFFERED_EVENTS) this.buffered.push({ event, data });
  }

  /** Resolves with the peer once the session is attached again, or null after `timeoutMs` (or when it ends). */
  waitForPeer(timeoutMs: number): Promise<Peer | null> {
    if (this.attached) return Promise.resolve(this.current);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      const wake = (peer: Peer | null) => {
        clearTimeout(timer);
        resolve(peer);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(null);
      }, timeoutMs);
      this.waiters.push(wake);
    });
  }

  onEnd(handler: (reason: string) => void): void {
    this.endHandlers.push(handler);
  }

  end(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    if (this.expiry) clearTimeout(this.expiry);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake(null);
    for (const handler of this.endHandlers) handler(reason);
  }

  private detach(peer: Peer): void {
    if (this.current !== peer) return;
    this.current = null;
    if (this.ended) return;
    this.expiry = setTimeout(() => this.end(`the extension did not come back within ${Math.round(this.graceMs / 1000)} s`), this.graceMs);
  }
}
