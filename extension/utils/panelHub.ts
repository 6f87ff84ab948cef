/**
 * The side panel's side of the background: ports named `sidepanel`, the episode log they replay when they
 * (re)connect, and their requests relayed to the companion.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { ActionSchema } from '../../protocol/action';
import { CallError, type CompanionSocket } from './companionSocket';
import { PANEL_METHODS, PANEL_PORT, type PanelEntry, type PanelMessage, type PanelRequest } from './internal';
import type { RunMode } from '../../protocol/messages';
import { startDemo } from './demo';
import { getRecording, startRecording, stopRecording } from './recording';
import { sessionGet, sessionSet, setPairing } from './settings';
import { activeWebTab, setWorkingTab, toContent } from './tabs';
import { guard, unguard } from './navGuard';

const LOG_LIMIT = 400;

export class PanelHub {
  private readonly ports = new Set<Runtime.Port>();
  private log: Promise<unknown> = Promise.resolve();

  /** Runs before a record-mode input other than an action goes to the companion (set by the background). */
  beforeRecordInput: () => Promise<void> = async () => undefined;

  constructor(private readonly socket: CompanionSocket) {}

  listen(onWake: () => void): void {
    browser.runtime.onConnect.addListener((port) => {
      if (port.name !== PANEL_PORT) return;
      onWake();
      this.ports.add(port);
      port.onDisconnect.addListener(() => this.ports.delete(port));
      port.onMessage.addListener((m) => void this.handle(port, m as PanelRequest));
      void this.greet(port);
    });
  }

  private async greet(port: Runtime.Port): Promise<void> {
    port.postMessage({ type: 'status', status: this.socket.current } satisfies PanelMessage);
    port.postMessage({ type: 'entries', entries: await sessionGet<PanelEntry[]>('panelLog', []), reset: true } satisfies PanelMessage);
    const r = await getRecording();
    port.postMessage({ type: 'recording', on: r.on, count: r.actions.length } satisfies PanelMessage);
  }

  broadcast(message: PanelMessage): void {
    for (const port of this.ports) port.postMessage(message);
  }

  /**
   * Appends to the episode log and tells the open panels. A new episode starts the log afresh, keeping its
   * own events that overtook the `episode.start` reply (the companion may emit before it answers).
   */
  record(entry: PanelEntry): Promise<unknown> {
    this.log = this.log.then(async () => {
      const log = await sessionGet<PanelEntry[]>('panelLog', []);
      if (entry.event !== 'episode.started') {
        await sessionSet('panelLog', [...log, entry].slice(-LOG_LIMIT));
        return this.broadcast({ type: 'entries', entries: [entry], reset: false });
      }
      const early = log.filter((e) => e.event !== 'episode.started' && 'episodeId' in e.data && e.data.episodeId === entry.data.episodeId);
      const fresh = [entry, ...early];
      await sessionSet('panelLog', fresh);
      this.broadcast({ type: 'entries', entries: fresh, reset: true });
    }).catch((e) => console.warn('aca: could not keep the episode log', e));
    return this.log;
  }

  private async handle(port: Runtime.Port, m: PanelRequest): Promise<void> {
    if (m.type === 'pair') {
      await setPairing(m.code ? { url: m.url, code: m.code } : { url: m.url, token: m.token });
      return this.socket.restart();
    }
    const reply = (body: Omit<Extract<PanelMessage, { type: 'reply' }>, 'type' | 'id'>) => port.postMessage({ type: 'reply', id: m.id, ...body } satisfies PanelMessage);
    try {
      reply({ result: await this.serve(m) });
    } catch (e) {
      reply({ error: { code: e instanceof CallError ? e.code : 'error', message: (e as Error).message } });
    }
  }

  private async serve(m: Exclude<PanelRequest, { type: 'pair' }>): Promise<unknown> {
    if (m.type === 'extract-doc') return toContent((await activeWebTab()).id!, { type: 'extract-doc' });
    if (m.type === 'handback') {
      const actions = (await stopRecording()).filter((a) => ActionSchema.safeParse(a).success);
      this.broadcast({ type: 'recording', on: false, count: 0 });
      return this.socket.call('episode.handback', { episodeId: m.episodeId, actions });
    }
    if (!(PANEL_METHODS as readonly string[]).includes(m.method)) throw new CallError('unknown-method', `the panel may not call ${m.method}`);
    if (m.method === 'episode.record') await this.beforeRecordInput();
    if (m.method !== 'episode.start') return this.socket.call(m.method, m.params);
    const params = m.params as { tabId?: string; mode: RunMode };
    const tab = params.tabId ? Number(params.tabId) : (await activeWebTab()).id!;
    await setWorkingTab(tab);
    // The agent's tabs go only where the run allows (a recording is the person's own driving).
    if (params.mode !== 'record') await guard([tab]);
    let started;
    try {
      started = await this.socket.call('episode.start', { ...params, tabId: String(tab) });
    } catch (e) {
      await unguard();
      throw e;
    }
    await this.record({ event: 'episode.started', data: { ...started, mode: params.mode } });
    if (params.mode === 'record') {
      await startDemo(started.episodeId, tab);
      this.broadcast({ type: 'recording', on: true, count: 0 });
    }
    return started;
  }

  /** The companion asked the person to do a step by hand: start recording their actions. */
  async takeover(): Promise<void> {
    await startRecording();
    this.broadcast({ type: 'recording', on: true, count: 0 });
  }
}
