/**
 * The side panel's link to the background: a `sidepanel` port (reopened when the worker restarts), the
 * connection status, the episode log and calls to the companion relayed by the background.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import browser, { type Runtime } from 'webextension-polyfill';
import type { MethodResult } from '../../protocol/messages';
import { PANEL_PORT, type ConnectionStatus, type PanelEntry, type PanelMessage, type PanelMethod, type PanelRequest } from './internal';

type Pending = { resolve(v: unknown): void; reject(e: Error): void };
type Request = PanelRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface Panel {
  status: ConnectionStatus;
  entries: PanelEntry[];
  recording: { on: boolean; count: number };
  /** Pairs with the token, or with a pairing link's one-time code. */
  pair(url: string, credential: { token: string } | { code: string }): void;
  call<M extends PanelMethod>(method: M, params: unknown): Promise<MethodResult<M>>;
  request(req: Request): Promise<unknown>;
}

export function usePanel(): Panel {
  const [status, setStatus] = useState<ConnectionStatus>({ state: 'connecting' });
  const [entries, setEntries] = useState<PanelEntry[]>([]);
  const [recording, setRecording] = useState({ on: false, count: 0 });
  const port = useRef<Runtime.Port | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);

  const closed = useRef(false);

  /** Opens the port (again after the worker restarted). Children's effects run before ours, so posting may open it. */
  const connect = useRef(() => {
    const p = browser.runtime.connect({ name: PANEL_PORT });
    port.current = p;
    p.onMessage.addListener((raw: unknown) => {
      const m = raw as PanelMessage;
      if (m.type === 'status') setStatus(m.status);
      else if (m.type === 'entries') setEntries((old) => (m.reset ? m.entries : [...old, ...m.entries]));
      else if (m.type === 'recording') setRecording({ on: m.on, count: m.count });
      else if (m.type === 'reply') {
        const call = pending.current.get(m.id);
        pending.current.delete(m.id);
        if (m.error) call?.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
        else call?.resolve(m.result);
      }
    });
    p.onDisconnect.addListener(() => {
      port.current = null;
      for (const call of pending.current.values()) call.reject(new Error('the extension restarted; try again'));
      pending.current.clear();
      if (!closed.current) setTimeout(() => port.current ?? connect.current(), 300);
    });
    return p;
  });
  const post = useCallback((message: PanelRequest) => (port.current ?? connect.current()).postMessage(message), []);

  useEffect(() => {
    closed.current = false;
    if (!port.current) connect.current();
    return () => {
      closed.current = true;
      port.current?.disconnect();
      port.current = null;
    };
  }, []);

  const request = useCallback((req: Request) => {
    const id = nextId.current++;
    return new Promise<unknown>((resolve, reject) => {
      pending.current.set(id, { resolve, reject });
      post({ ...req, id } as PanelRequest);
    });
  }, []);

  return {
    status,
    entries,
    recording,
    pair: (url, credential) => post({ type: 'pair', url, ...credential }),
    call: (method, params) => request({ type: 'call', method, params }) as never,
    request,
  };
}
