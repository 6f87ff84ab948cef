/**
 * The Driver over the extension session: the user's own tab. Each page action carries a fresh `callId`; the
 * extension keeps results by callId, so when the socket drops mid-call the same call is sent again after the
 * session resumes and returns the first result instead of acting twice. No resume within `resumeWaitMs`
 * (or the episode stopped): the call throws EpisodeInterruptedError and the episode ends inconclusive.
 */
import { randomUUID } from 'node:crypto';
import { checkNavigation, type ActionResult, type MethodName, type MethodParams, type MethodResult, type NavigationAllowList, type PageAction, type PageSnapshot } from '../../protocol';
import type { Driver, Screenshot, Tab } from '../driver/driver';
import { DisconnectedError } from './peer';
import type { Session } from './session';

export class EpisodeInterruptedError extends Error {
  readonly code = 'episode-interrupted';
  constructor(message: string) {
    super(message);
    this.name = 'EpisodeInterruptedError';
  }
}

export interface ExtensionDriverOptions {
  tabId?: string;
  /**
   * Where `navigate` may go, checked here before the extension is asked (which checks again against the hosts
   * the person allowed): a task's emulator origin, or any http(s) host for a pasted doc in the person's console.
   */
  allow: NavigationAllowList;
  /** How long a call waits for the extension to reconnect (default 60 s). */
  resumeWaitMs?: number;
  /** Aborted when the person stops the episode: a call waiting for a resume gives up at once. */
  signal?: AbortSignal;
  /** Told when a call is retried after a resume. */
  onResumed?(method: MethodName): void;
  /** Shown every page the tab is observed on, before the agent sees it; what it throws ends the episode. */
  onPage?(page: PageSnapshot): Promise<void>;
}

export class ExtensionDriver implements Driver {
  private lastUrl = 'about:blank';

  constructor(private readonly session: Session, private readonly opts: ExtensionDriverOptions) {}

  async observe(): Promise<PageSnapshot> {
    const page = await this.call('page.observe', { tabId: this.opts.tabId });
    this.lastUrl = page.url;
    await this.opts.onPage?.(page);
    return page;
  }

  /** The extension has one way to read a tab, settled first: after a screenshot it is the frame the shot shows or a later one. */
  peek(): Promise<PageSnapshot> {
    return this.observe();
  }

  async act(action: PageAction): Promise<ActionResult> {
    if (action.type === 'navigate') {
      const verdict = checkNavigation(action.url, this.opts.allow, this.lastUrl);
      if (!verdict.allowed) return { ok: false, error: { code: 'navigation-refused', message: `navigation refused: ${verdict.reason}` }, changes: {} };
    }
    const result = await this.call('page.act', { tabId: this.opts.tabId, callId: randomUUID(), action }, { timeoutMs: 60_000 });
    if (result.changes.navigated) this.lastUrl = result.changes.navigated;
    if (result.changes.newTab) await this.follow(result.changes.newTab);
    if (action.type === 'switch_tab') this.opts.tabId = action.tab;
    return result;
  }

  /** The person moved to another tab (record mode): the next calls address it. */
  useTab(tabId: string): void {
    this.opts.tabId = tabId;
  }

  /** The action opened a tab and the extension works there now: so do the driver's next calls. */
  private async follow(url: string): Promise<void> {
    if (this.opts.tabId === undefined) return;
    const tabs = await this.call('tabs.list', {});
    const tab = tabs.find((t) => t.url === url && t.active) ?? tabs.find((t) => t.url === url) ?? tabs.find((t) => t.active);
    if (tab) this.opts.tabId = tab.id;
    this.lastUrl = url;
  }

  async screenshot(): Promise<Screenshot> {
    const shot = await this.call('page.screenshot', { tabId: this.opts.tabId, format: 'jpeg' });
    return { ...decodeDataUrl(shot.dataUrl), width: shot.width, height: shot.height };
  }

  async tabs(): Promise<Tab[]> {
    return this.call('tabs.list', {});
  }

  url(): string {
    return this.lastUrl;
  }

  async goto(url: string): Promise<void> {
    const result = await this.act({ type: 'navigate', url });
    if (!result.ok) throw new Error(`could not open ${url} in the tab: ${result.error?.message ?? 'navigation failed'}`);
    this.lastUrl = result.changes.navigated ?? url;
  }

  async highlight(ref: string | null): Promise<void> {
    await this.call('page.highlight', { tabId: this.opts.tabId, ref }).catch(() => undefined);
  }

  /** The user's tab stays open; only the highlight goes. */
  async close(): Promise<void> {
    if (this.session.attached) await this.highlight(null);
  }

  /** Sends the call; after a drop, waits for the resume and sends the very same params (same callId) again. */
  private async call<M extends MethodName>(method: M, params: MethodParams<M>, opts?: { timeoutMs?: number }): Promise<MethodResult<M>> {
    for (;;) {
      if (this.opts.signal?.aborted) throw new EpisodeInterruptedError(String(this.opts.signal.reason ?? 'stopped'));
      try {
        return await this.session.call(method, params, opts);
      } catch (error) {
        if (!(error instanceof DisconnectedError)) throw error;
      }
      const waitMs = this.opts.resumeWaitMs ?? 60_000;
      const peer = await Promise.race([
        this.session.waitForPeer(waitMs),
        new Promise<null>((resolve) => this.opts.signal?.addEventListener('abort', () => resolve(null), { once: true })),
      ]);
      if (this.opts.signal?.aborted) throw new EpisodeInterruptedError(String(this.opts.signal.reason ?? 'stopped'));
      if (!peer) throw new EpisodeInterruptedError(`the extension disconnected during ${method} and did not reconnect within ${Math.round(waitMs / 1000)} s`);
      this.opts.onResumed?.(method);
    }
  }
}

export function decodeDataUrl(dataUrl: string): { data: Buffer; mime: Screenshot['mime'] } {
  const match = /^data:(image\/(?:png|jpeg));base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error(`the extension sent a screenshot that is not a PNG or JPEG data URL (${dataUrl.slice(0, 30)}…)`);
  return { mime: match[1] as Screenshot['mime'], data: Buffer.from(match[2], 'base64') };
}
