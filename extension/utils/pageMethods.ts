/**
 * The companion's calls into the browser (`page.*`, `tabs.list`). In-page work goes to the working tab's
 * content script (which runs injected/, as the headless driver does); navigation, history and tabs are done
 * here with `browser.tabs`. Pages the run does not allow (navGuard.ts: the hosts the person allowed, the help
 * center) are not read or acted on; a `navigate` to one, or a page that tries to go to one, is a failed action.
 */
import browser from 'webextension-polyfill';
import { browser as wxtBrowser } from 'wxt/browser';
import type { ActionResult, PageAction } from '../../protocol/action';
import type { MethodParams, MethodResult } from '../../protocol/messages';
import { CallError } from './companionSocket';
import { checkUrl, clearTab, takeRefusals } from './navGuard';
import { sessionGet, sessionSet } from './settings';
import { takeFollowed, toContent, waitForLoad, workingTab, ensureContent, setWorkingTab } from './tabs';
import { throttle } from './throttle';

async function allowedTab(tabId: string | undefined) {
  await clearTab((await workingTab(tabId)).id!);
  const tab = await workingTab(tabId);
  const verdict = await checkUrl(tab.url ?? '');
  if (!verdict.allowed) throw new CallError('host-not-allowed', `the tab is at ${verdict.reason}`);
  return tab;
}

async function refFloor(tabId: number): Promise<number> {
  return sessionGet<number>(`refFloor:${tabId}`, 0);
}

export async function observe(p: MethodParams<'page.observe'>): Promise<MethodResult<'page.observe'>> {
  const tab = await allowedTab(p.tabId);
  const { snapshot, nextRef } = await toContent(tab.id!, { type: 'observe', refFloor: await refFloor(tab.id!) });
  await sessionSet(`refFloor:${tab.id}`, Math.max(await refFloor(tab.id!), nextRef));
  return snapshot;
}

/** `page.act`, at most once per call id: a retried call (after a reconnect) gets the first result back. */
export async function act(p: MethodParams<'page.act'>): Promise<ActionResult> {
  const key = `act:${p.callId}`;
  const done = await sessionGet<ActionResult | null>(key, null);
  if (done) return done;
  const action = p.action as PageAction;
  let result: ActionResult;
  if (action.type === 'navigate') {
    // The destination decides, not the page the tab is on now (the episode's first navigation leaves a new tab page).
    const tab = await workingTab(p.tabId);
    const verdict = await checkUrl(action.url, tab.url);
    result = verdict.allowed ? await guarded(tab.id!, () => navigation(tab.id!, () => browser.tabs.update(tab.id!, { url: verdict.url }))) : fail('navigation-refused', `navigation refused: ${verdict.reason}`);
  } else {
    const tab = await allowedTab(p.tabId);
    result = await guarded(tab.id!, () => run(tab.id!, action));
  }
  await sessionSet(key, result);
  return result;
}

const fail = (code: NonNullable<ActionResult['error']>['code'], message: string): ActionResult => ({ ok: false, error: { code, message }, changes: {} });

/**
 * The action's own result, unless the navigation guard refused or saw fail something while it ran: then that
 * is the result (the tab went back where it was, a refused popup was closed and the working tab is this one again).
 */
async function guarded(tabId: number, go: () => Promise<ActionResult>): Promise<ActionResult> {
  const result = await go();
  const refusals = await takeRefusals();
  if (!refusals.length) return result;
  const working = await sessionGet<number>('workingTab', tabId);
  if (!(await browser.tabs.get(working).catch(() => null))) await setWorkingTab(tabId);
  const here = (await browser.tabs.get(tabId).catch(() => null))?.url ?? '(closed)';
  const code = refusals.some((r) => r.code === 'navigation-refused') ? 'navigation-refused' : 'navigation-failed';
  return { ok: false, error: { code, message: `${refusals.map((r) => r.message).join('; ')}; the page is at ${here}` }, changes: {} };
}

async function run(tabId: number, action: PageAction): Promise<ActionResult> {
  switch (action.type) {
    case 'back':
      return navigation(tabId, () => browser.tabs.goBack(tabId));
    case 'switch_tab': {
      const target = await browser.tabs.get(Number(action.tab)).catch(() => null);
      if (!target?.id) return fail('invalid-action', `no tab "${action.tab}"; see tabs.list`);
      await setWorkingTab(target.id);
      await browser.tabs.update(target.id, { active: true });
      return { ok: true, changes: { navigated: target.url } };
    }
  }
  const started = Date.now();
  const before = (await browser.tabs.get(tabId)).url;
  let result: ActionResult;
  try {
    ({ result } = await toContent(tabId, { type: 'act', action }));
  } catch (e) {
    // The page left its document while acting (a link, a form post): the content script went with it.
    if (!/port closed|channel closed|receiving end|back\/forward cache/i.test(String((e as Error).message))) return fail('other', (e as Error).message);
    result = { ok: true, changes: {} };
  }
  // A click or a key can open a tab; Chrome reports it within a few milliseconds, and the runtime's settle has
  // already waited for the page to go quiet. Other actions cannot open one.
  if (action.type === 'click' || action.type === 'double_click' || action.type === 'press') await new Promise((r) => setTimeout(r, 30));
  const opened = takeFollowed(started);
  if (opened !== null) {
    const tab = await waitForLoad(opened).catch(() => null);
    // A popup the guard closed: the working tab is this one again.
    if (!tab) await setWorkingTab(tabId);
    else return { ...result, changes: { ...result.changes, newTab: tab.url } };
  }
  const after = await waitForLoad(tabId);
  if (after.url !== before) result.changes = { ...result.changes, navigated: after.url };
  return result;
}

async function navigation(tabId: number, go: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await go();
    await new Promise((r) => setTimeout(r, 100));
    await ensureContent(tabId);
    return { ok: true, changes: { navigated: (await browser.tabs.get(tabId)).url } };
  } catch (e) {
    return fail('navigation-failed', String((e as Error).message ?? e));
  }
}

const capture = throttle(500, async (windowId: number, format: 'png' | 'jpeg') =>
  browser.tabs.captureVisibleTab(windowId, format === 'jpeg' ? { format, quality: 80 } : { format }),
);

/** captureVisibleTab (at most 2 a second, as Chrome allows) of the working tab, brought to the front first. */
export async function screenshot(p: MethodParams<'page.screenshot'>): Promise<MethodResult<'page.screenshot'>> {
  const tab = await allowedTab(p.tabId);
  if (!tab.active) await browser.tabs.update(tab.id!, { active: true });
  const dataUrl = await capture(tab.windowId!, p.format ?? 'jpeg');
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { dataUrl, ...size };
}

export async function highlight(p: MethodParams<'page.highlight'>): Promise<MethodResult<'page.highlight'>> {
  const tab = await allowedTab(p.tabId);
  return toContent(tab.id!, { type: 'highlight', ref: p.ref });
}

export async function listTabs(): Promise<MethodResult<'tabs.list'>> {
  const working = await sessionGet<number | null>('workingTab', null);
  const tabs = await browser.tabs.query({});
  return tabs
    .filter((t) => t.id !== undefined && !(t.url ?? '').startsWith('chrome-extension:'))
    .map((t) => ({ id: String(t.id), url: t.url ?? '', title: t.title ?? '', active: t.id === working }));
}

/**
 * `page.account`: read in the page's own world (the content script's isolated world cannot see the page's globals),
 * from the configuration the Alibaba Cloud console declares on every page. Only these three identifiers leave the page.
 */
export async function consoleAccount(p: MethodParams<'page.account'>): Promise<MethodResult<'page.account'>> {
  const tab = await allowedTab(p.tabId);
  const [injection] = await wxtBrowser.scripting.executeScript({ target: { tabId: tab.id! }, world: 'MAIN', func: readConsoleAccount });
  const found = injection?.result as MethodResult<'page.account'> | undefined;
  return found && typeof found.accountId === 'string' && found.accountId ? found : null;
}

/** Runs in the page: self-contained (serialized by executeScript). */
function readConsoleAccount() {
  const config = (window as unknown as { ALIYUN_CONSOLE_CONFIG?: Record<string, unknown> }).ALIYUN_CONSOLE_CONFIG;
  const main = config?.MAIN_ACCOUNT_PK ?? config?.CURRENT_PK;
  if (!config || (typeof main !== 'string' && typeof main !== 'number') || String(main) === '') return null;
  return {
    accountId: String(main),
    ...(config.CURRENT_PK ? { identityId: String(config.CURRENT_PK) } : {}),
    ...(config.ACCOUNT_TYPE ? { type: String(config.ACCOUNT_TYPE) } : {}),
  };
}
