/**
 * The working tab (where the episode acts) and talking to its content script. The working tab follows the
 * person's clicks into new tabs (`onCreated` with the working tab as opener), as the headless driver does.
 */
import browser, { type Tabs } from 'webextension-polyfill';
import { CallError } from './companionSocket';
import type { ContentCall, ContentCalls, ContentReply, ContentRequest } from './internal';
import { sessionGet, sessionSet } from './settings';

const LOAD_TIMEOUT_MS = 15_000;
/** Set when a tab opened from the working tab became the working tab (read by `page.act`). */
let followed: { tabId: number; at: number } | null = null;

export function followOpenedTabs(): void {
  browser.tabs.onCreated.addListener(async (tab) => {
    const working = await sessionGet<number | null>('workingTab', null);
    if (tab.id === undefined || working === null || tab.openerTabId !== working) return;
    await sessionSet('workingTab', tab.id);
    followed = { tabId: tab.id, at: Date.now() };
  });
}

export function takeFollowed(since: number): number | null {
  const f = followed && followed.at >= since ? followed.tabId : null;
  followed = null;
  return f;
}

/** Any tab but the extension's own pages (a new tab page is fine: the episode navigates it to the console). */
const isWorkable = (t: Tabs.Tab) => t.id !== undefined && !(t.url ?? '').startsWith('chrome-extension:');
const isWeb = (t: Tabs.Tab) => /^(https?|file):/.test(t.url ?? '');

/**
 * The tab the person is looking at; when that is an extension page (the panel opened as a tab), the most
 * recently used web page (else any other tab).
 */
export async function activeWebTab(): Promise<Tabs.Tab> {
  const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (active && isWorkable(active)) return active;
  const tabs = (await browser.tabs.query({})).filter(isWorkable).sort((a, b) => Number(isWeb(b)) - Number(isWeb(a)) || (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  if (!tabs[0]) throw new CallError('no-tab', 'open the console page in a tab first');
  return tabs[0];
}

export async function setWorkingTab(tabId: number): Promise<void> {
  await sessionSet('workingTab', tabId);
}

/** The tab a page.* call addresses: its `tabId`, else the working tab, else the active web tab. */
export async function workingTab(tabId?: string): Promise<Tabs.Tab> {
  const id = tabId !== undefined ? Number(tabId) : await sessionGet<number | null>('workingTab', null);
  if (id !== null && Number.isInteger(id)) {
    const tab = await browser.tabs.get(id).catch(() => null);
    if (tab) return tab;
    if (tabId !== undefined) throw new CallError('no-tab', `no tab ${tabId}`);
  }
  const tab = await activeWebTab();
  await setWorkingTab(tab.id!);
  return tab;
}

/** Resolves once the tab has finished loading (or after the timeout: the page is then used as it is). */
export async function waitForLoad(tabId: number): Promise<Tabs.Tab> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const tab = await browser.tabs.get(tabId);
    if (tab.status === 'complete' || Date.now() > deadline) return tab;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function sendRaw<K extends ContentCall>(tabId: number, req: ContentRequest & { type: K }): Promise<ContentReply<K>> {
  return (await browser.tabs.sendMessage(tabId, req)) as ContentReply<K>;
}

/** Makes sure the tab's content script answers: waits for the load, injects the script into pages opened before the extension. */
export async function ensureContent(tabId: number): Promise<void> {
  await waitForLoad(tabId);
  for (let i = 0; i < 20; i++) {
    const ok = await sendRaw(tabId, { type: 'ping' }).then(() => true, () => false);
    if (ok) return;
    if (i === 2) await browser.scripting.executeScript({ target: { tabId }, files: ['content-scripts/content.js'] }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new CallError('no-content-script', 'the page does not answer (a browser page, or still loading)');
}

/** Sends a request to the tab's content script and unwraps its reply. */
export async function toContent<K extends ContentCall>(tabId: number, req: { type: K } & ContentCalls[K]['req']): Promise<ContentCalls[K]['res']> {
  await ensureContent(tabId);
  const reply = await sendRaw<K>(tabId, req as ContentRequest & { type: K });
  if (!reply) throw new CallError('no-content-script', 'the page gave no answer');
  if ('error' in reply) throw new CallError('page-error', reply.error);
  return reply.ok;
}
