/**
 * The extension's navigation guard (protocol/navigation.ts, the rules every driver shares). What may be opened:
 * the hosts the person allowed in the side panel (with "allow local test consoles": 127.0.0.1, localhost,
 * [::1]), the help center, and our own pages.
 *
 * While an episode of the agent runs (not a recording: there the person drives), the tabs it works in are
 * guarded twice:
 *  1. `declarativeNetRequest` session rules: top-level requests of those tabs are blocked unless they go to an
 *     allowed host, before they leave the browser (links, forms, script, meta refresh, server redirects). A
 *     popup's first request leaves before its new tab can join those rules, so a second rule blocks top-level
 *     requests that a page of an allowed host starts in any tab but those the person had open when the episode
 *     began (their own tabs are left alone; a tab they open during the episode on an allowed host is held to
 *     the run's hosts too, until the episode ends).
 *  2. `webNavigation`: a tab of the episode that still ends on a refused page or an error page (a request the
 *     rules blocked) is taken back: one step back in history, or closed if it is a popup with nothing behind it.
 * Each refusal is kept until `page.act` puts it into its result.
 */
import browser, { type WebNavigation } from 'webextension-polyfill';
import { checkNavigation, HELP_CENTER, LOOPBACK_HOSTS, type NavigationAllowList, type NavigationVerdict } from '../../protocol/navigation';
import { getHostSettings, sessionGet, sessionSet } from './settings';

export interface Refusal {
  code: 'navigation-refused' | 'navigation-failed';
  message: string;
}

/** The ids of our session rules (the extension has no other rules). */
const RULE_BLOCK = 1;
const RULE_ALLOW_HOSTS = 2;
const RULE_BLOCK_OPENED = 3;
const RULE_ALLOW_HELP = 10;

let refusals: Refusal[] = [];
let work: Promise<unknown> = Promise.resolve();
/** Per guarded tab, its last committed page that the run allows: where a recovery takes it back to. */
const lastGood = new Map<number, string>();
/** Tabs the episode's tabs opened (popups): closed when they have nothing allowed to go back to. */
const popups = new Set<number>();

export async function allowList(): Promise<NavigationAllowList> {
  const { hosts, allowLocal } = await getHostSettings();
  return { hosts: [...hosts, ...(allowLocal ? LOOPBACK_HOSTS : [])], selfOrigin: `chrome-extension://${browser.runtime.id}` };
}

/** The verdict for `url` (relative to `base`), with what to do about a refused host. */
export async function checkUrl(url: string, base?: string): Promise<NavigationVerdict> {
  const verdict = checkNavigation(url, await allowList(), base);
  if (verdict.allowed || !/^https?:/.test(verdict.url)) return verdict;
  return { ...verdict, reason: `${verdict.reason}; allow ${new URL(verdict.url).hostname} in the side panel to let the agent go there` };
}

export const guardedTabs = () => sessionGet<number[]>('guardedTabs', []);

/** Guards `tabs` (the working tab at the start of an episode) until `unguard`. */
export async function guard(tabs: number[]): Promise<void> {
  await sessionSet('guardedTabs', tabs);
  const open = (await browser.tabs.query({})).map((t) => t.id).filter((id): id is number => id !== undefined && !tabs.includes(id));
  await sessionSet('personTabs', open);
  refusals = [];
  lastGood.clear();
  popups.clear();
  for (const id of tabs) {
    const url = (await browser.tabs.get(id).catch(() => null))?.url;
    if (url && (await checkUrl(url)).allowed) lastGood.set(id, url);
  }
  await applyRules(tabs);
}

export async function unguard(): Promise<void> {
  await sessionSet('guardedTabs', []);
  await applyRules([]);
}

/** The person changed the allowed hosts: the rules follow. */
export async function refreshRules(): Promise<void> {
  await applyRules(await guardedTabs());
}

async function applyRules(tabs: number[]): Promise<void> {
  const dnr = browser.declarativeNetRequest;
  const existing = (await dnr.getSessionRules()).map((r) => r.id);
  if (!tabs.length) return dnr.updateSessionRules({ removeRuleIds: existing });
  const { hosts } = await allowList();
  // DNR matches a domain and its subdomains, as the allow-list does; it takes no IPv6 literal, which stays refused.
  const domains = (hosts ?? []).map((h) => h.trim().toLowerCase()).filter((h) => h && !h.startsWith('['));
  const mainFrame = { tabIds: tabs, resourceTypes: ['main_frame' as const] };
  const personTabs = await sessionGet<number[]>('personTabs', []);
  // The allow rules hold in every tab: they only ever lift our own block rules.
  const anyFrame = { resourceTypes: ['main_frame' as const] };
  const rules = [
    { id: RULE_BLOCK, priority: 1, action: { type: 'block' as const }, condition: mainFrame },
    ...(domains.length ? [
      { id: RULE_BLOCK_OPENED, priority: 1, action: { type: 'block' as const }, condition: { ...anyFrame, initiatorDomains: domains, ...(personTabs.length ? { excludedTabIds: personTabs } : {}) } },
      { id: RULE_ALLOW_HOSTS, priority: 2, action: { type: 'allow' as const }, condition: { ...anyFrame, requestDomains: domains } },
    ] : []),
    ...HELP_CENTER.map((h, i) => ({
      id: RULE_ALLOW_HELP + i, priority: 2, action: { type: 'allow' as const },
      condition: { ...anyFrame, regexFilter: `^https?://${h.host.replace(/\./g, '\\.')}${h.path === '/' ? '/' : `${h.path}([/?#]|$)`}` },
    })),
  ];
  await dnr.updateSessionRules({ removeRuleIds: existing, addRules: rules });
}

/** Wires the guard to the browser's events (once, from the background's composition root). */
export function listenGuard(): void {
  // In the guard's queue, so that the popup's blocked first request is heard of after the popup joined the episode.
  browser.tabs.onCreated.addListener((tab) => schedule(async () => {
    const tabs = await guardedTabs();
    if (tab.id === undefined || tab.openerTabId === undefined || !tabs.includes(tab.openerTabId)) return;
    popups.add(tab.id);
    await sessionSet('guardedTabs', [...tabs, tab.id]);
    await applyRules([...tabs, tab.id]);
  }));
  browser.webNavigation.onCommitted.addListener((d: WebNavigation.OnCommittedDetailsType) => {
    if (d.frameId === 0) void seen(d.tabId, d.url);
  });
  // Chrome's details carry `error` (the polyfill's types do not).
  browser.webNavigation.onErrorOccurred.addListener((details: WebNavigation.OnErrorOccurredDetailsType) => {
    const d = details as WebNavigation.OnErrorOccurredDetailsType & { error: string };
    if (d.frameId !== 0) return;
    schedule(async () => {
      if (!(await guardedTabs()).includes(d.tabId)) return;
      const blocked = /ERR_BLOCKED_BY_CLIENT/.test(d.error);
      const verdict = await checkUrl(d.url);
      note(blocked && !verdict.allowed
        ? { code: 'navigation-refused', message: `the page tried to open ${verdict.reason}` }
        : { code: 'navigation-failed', message: `navigation failed: ${d.error} at ${d.url}` });
      await back(d.tabId, d.url);
    });
  });
}

async function seen(tabId: number, url: string): Promise<void> {
  schedule(async () => {
    if (!(await guardedTabs()).includes(tabId) || url === 'about:blank') return;
    const verdict = await checkUrl(url);
    if (verdict.allowed) return void lastGood.set(tabId, verdict.url);
    note({ code: 'navigation-refused', message: `refused to stay on ${verdict.reason}` });
    await back(tabId, url);
  });
}

/**
 * Back to the tab's last allowed page: one step back in history (the refused or failed document is one entry),
 * and if that is not where it lands, straight to that page. A popup with no allowed page is closed; any other
 * tab left blank. Nothing to do when the tab already left `url` for its last allowed page.
 */
async function back(tabId: number, url: string): Promise<void> {
  const tab = await browser.tabs.get(tabId).catch(() => null);
  if (!tab) return;
  const good = lastGood.get(tabId);
  if (tab.url === good && tab.url !== url) return;
  if (!good) return void (await (popups.has(tabId) ? browser.tabs.remove(tabId) : browser.tabs.update(tabId, { url: 'about:blank' })).catch(() => undefined));
  await browser.tabs.goBack(tabId).catch(() => undefined);
  for (let i = 0; i < 50; i++) {
    const now = await browser.tabs.get(tabId).catch(() => null);
    if (!now || (now.url !== url && now.status === 'complete')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if ((await browser.tabs.get(tabId).catch(() => null))?.url !== good) await browser.tabs.update(tabId, { url: good }).catch(() => undefined);
}

function note(refusal: Refusal): void {
  if (!refusals.some((r) => r.message === refusal.message)) refusals.push(refusal);
}

function schedule(job: () => Promise<unknown>): void {
  work = work.then(job).catch((e) => console.warn('aca: navigation guard', e));
}

async function idle(): Promise<void> {
  for (let seenWork: Promise<unknown> | null = null; seenWork !== work; ) {
    seenWork = work;
    await seenWork;
  }
}

/** Waits for the guard's pending work, then hands over the refusals since the last call. */
export async function takeRefusals(): Promise<Refusal[]> {
  await idle();
  const taken = refusals;
  refusals = [];
  return taken;
}

/**
 * Before a guarded tab is read or acted on: a navigation the guard heard of after the last action returned is
 * dealt with first, and a tab still on a refused page is taken back now (the next action reports it).
 */
export async function clearTab(tabId: number): Promise<void> {
  await idle();
  if (!(await guardedTabs()).includes(tabId)) return;
  const url = (await browser.tabs.get(tabId).catch(() => null))?.url;
  if (!url || url === 'about:blank') return;
  const verdict = await checkUrl(url);
  if (verdict.allowed) return;
  schedule(async () => {
    note({ code: 'navigation-refused', message: `refused to stay on ${verdict.reason}` });
    await back(tabId, url);
  });
  await idle();
}
