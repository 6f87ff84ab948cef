/**
 * Record mode, background side: while a demonstration runs, every action the content scripts record goes to the
 * companion at once (`episode.record`), in order, with the page from just before it. A recorded action from
 * another tab than the working one is preceded by a `switch_tab`; an address-bar navigation or Back/Forward in the
 * working tab becomes `navigate` / `back`. Sends are retried across a reconnect; one that still fails is said in
 * the panel, never dropped silently.
 */
import browser, { type WebNavigation } from 'webextension-polyfill';
import type { Action } from '../../protocol/action';
import type { PageSnapshot } from '../../protocol/observation';
import type { CompanionSocket } from './companionSocket';
import type { PanelHub } from './panelHub';
import { startRecording, stopRecording } from './recording';
import { sessionGet, sessionSet } from './settings';
import { setWorkingTab, toContent } from './tabs';

const ATTEMPTS = 5;
let queue: Promise<unknown> = Promise.resolve();

export const demoEpisode = () => sessionGet<string | null>('demoEpisode', null);

export async function startDemo(episodeId: string, tabId: number): Promise<void> {
  await sessionSet('demoEpisode', episodeId);
  await sessionSet('demoTab', tabId);
  await startRecording();
}

export async function endDemo(episodeId: string): Promise<void> {
  if ((await demoEpisode()) !== episodeId) return;
  await sessionSet('demoEpisode', null);
  await stopRecording();
}

export class DemoForwarder {
  constructor(private readonly socket: CompanionSocket, private readonly hub: PanelHub) {}

  /** Queues one recorded action (from `tabId`); resolves once the companion has it. */
  forward(action: Action, page: PageSnapshot | null, tabId: number | undefined): Promise<unknown> {
    queue = queue.then(() => this.send(action, page, tabId)).catch(() => undefined);
    return queue;
  }

  /**
   * Before the person's word to the companion (another step, a thought, finish): the typing still pending in the
   * last tab goes first, and everything queued has reached the companion.
   */
  async flush(): Promise<void> {
    const tab = await sessionGet<number | null>('demoTab', null);
    if (!(await demoEpisode()) || tab === null) return;
    const pending = await toContent(tab, { type: 'take-pending' }).catch(() => null);
    if (pending) await this.forward(pending.action, pending.page, tab);
    await queue;
  }

  /** Address-bar navigations and Back/Forward in the working tab. */
  listenNavigation(): void {
    browser.webNavigation?.onCommitted.addListener((d: WebNavigation.OnCommittedDetailsType) => {
      if (d.frameId !== 0) return;
      const qualifiers = d.transitionQualifiers ?? [];
      const action: Action | null = qualifiers.includes('forward_back')
        ? { type: 'back' }
        : d.transitionType === 'typed' || qualifiers.includes('from_address_bar')
          ? { type: 'navigate', url: d.url }
          : null;
      if (action) void this.forward(action, null, d.tabId);
    });
  }

  private async send(action: Action, page: PageSnapshot | null, tabId: number | undefined): Promise<void> {
    const episodeId = await demoEpisode();
    if (!episodeId) return;
    // The tab of the last recorded action, not the working tab: a tab opened by a click becomes the working tab
    // by itself, and the companion must still hear that the demonstration moved there.
    const last = await sessionGet<number | null>('demoTab', null);
    if (tabId !== undefined && last !== null && tabId !== last) {
      await sessionSet('demoTab', tabId);
      await setWorkingTab(tabId);
      await this.deliver(episodeId, { type: 'switch_tab', tab: String(tabId) }, null);
    }
    await this.deliver(episodeId, action, page);
  }

  private async deliver(episodeId: string, action: Action, page: PageSnapshot | null): Promise<void> {
    let failure = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const r = await this.socket.call('episode.record', { episodeId, input: { kind: 'action', action, ...(page ? { page } : {}) } });
        if (r.accepted) return this.hub.broadcast({ type: 'recording', on: true, count: r.recorded });
        // Refused (not started yet, not a page action): retrying would not change the answer.
        failure = r.reason ?? 'refused';
        break;
      } catch (e) {
        failure = (e as Error).message;
        await this.socket.ensure();
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
    await this.hub.record({ event: 'session.notice', data: { level: 'error', message: `a recorded ${action.type} did not reach the companion: ${failure}` } });
  }
}
