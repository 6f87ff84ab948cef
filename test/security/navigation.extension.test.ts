/**
 * Issue 15 item 1, the extension: in the person's own browser the agent's tab goes only where the run allows
 * (the hosts allowed in the side panel, here "allow local test consoles", and the help center). The real
 * `aca serve`, the real extension in Chromium, an episode in step mode whose proposals the test replaces with the
 * probes (what a model could propose; an Edit sent over the side panel's port, as its Edit button does), on the
 * hostile site at 127.0.0.1. `refused.test` is the same server under
 * a name Chromium maps to 127.0.0.1 and the person did not allow: whatever reaches it is counted.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult } from '../../protocol';
import { startServeProcess, type ServeProcess } from '../../companion/serve/serve-process';
import { launchWithExtension, type ExtensionBrowser } from '../../extension/testing/browser';
import { lastRun } from '../extension-harness';
import { MAPPED_HOST, MAPPED_HOST_FLAG, OTHER_PAGE_TEXT, startHostileSite, type HostileSite } from './hostile-site';

let site: HostileSite;
let serve: ServeProcess;
let browser: ExtensionBrowser;
let panel: Page;
let tab: Page;
const out = mkdtempSync(join(tmpdir(), 'aca-serve-runs-'));

beforeAll(async () => {
  site = await startHostileSite({ otherHost: MAPPED_HOST });
  const home = mkdtempSync(join(tmpdir(), 'aca-home-'));
  serve = await startServeProcess(['--no-emulator', '--tasks', join(home, 'none'), '--out', out], { ACA_HOME: home });
  browser = await launchWithExtension({ args: [MAPPED_HOST_FLAG] });
  panel = await browser.openPanel(`#url=${encodeURIComponent(serve.url)}&token=${encodeURIComponent(serve.pairingToken)}`);
  await panel.getByRole('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 20_000 });
  await panel.getByLabel('allow local test consoles').check();
  tab = await browser.context.newPage();
  await tab.goto(`${site.url}/`);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await site?.close();
});

/** The viewport point of a control of the hostile page: a click by point needs no ref. */
async function pointOf(name: string): Promise<{ x: number; y: number }> {
  const box = await tab.getByText(name, { exact: true }).boundingBox({ timeout: 15_000 }).catch(async () => {
    throw new Error(`"${name}" is not on the tab, which is at ${tab.url()}: ${(await tab.locator('body').innerText().catch(() => '')).slice(0, 300)}`);
  });
  if (!box) throw new Error(`"${name}" has no box on ${tab.url()}`);
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

let lastTurn = -1;

/**
 * Runs `action` in place of the agent's next proposal (an Edit in step mode, sent over the side panel's own port
 * to the background, as the panel's Edit button does); returns the turn's number.
 */
async function instead(action: object): Promise<number> {
  let proposal: { episodeId: string; turn: number } | undefined;
  await expect
    .poll(async () => {
      const { panelLog } = await browser.worker.evaluate(() => (globalThis as any).chrome.storage.session.get('panelLog'));
      proposal = (panelLog as { event: string; data: any }[]).filter((e) => e.event === 'episode.proposed' && e.data.waiting && e.data.turn > lastTurn).map((e) => e.data).at(-1);
      return proposal !== undefined;
    }, { timeout: 60_000, interval: 100 })
    .toBe(true);
  const { episodeId, turn } = proposal!;
  const reply = await panel.evaluate(({ episodeId, turn, action }) => new Promise<any>((resolve) => {
    const port = (globalThis as any).chrome.runtime.connect({ name: 'sidepanel' });
    const id = 1e6 + turn;
    port.onMessage.addListener((m: any) => {
      if (m.type !== 'reply' || m.id !== id) return;
      port.disconnect();
      resolve(m);
    });
    port.postMessage({ type: 'call', id, method: 'episode.decide', params: { episodeId, turn, decision: 'edit', action } });
  }), { episodeId, turn, action });
  expect(reply.result, JSON.stringify(reply)).toMatchObject({ accepted: true });
  lastTurn = turn;
  return turn;
}

describe('the agent in the extension goes only where the run allows', () => {
  it('refuses navigations, and blocks pages the site opens by itself, before they reach a refused host', async () => {
    await tab.bringToFront();
    await panel.getByLabel('Task').selectOption('');
    const steps = Array.from({ length: 30 }, (_, i) => `${i + 1}. Click **Second page**.`).join('\n');
    await panel.getByLabel('Doc Markdown').fill(`# Probe the guard\n\n## Procedure\n${steps}\n`);
    await panel.getByRole('radio', { name: 'Step', exact: true }).check();
    await panel.getByRole('button', { name: 'Start' }).click();

    const other = `http://${MAPPED_HOST}:${new URL(site.url).port}/other`;
    const probes: { action: object | (() => Promise<object>); code: string; why: RegExp; hits?: number }[] = [
      { action: { type: 'navigate', url: 'file:///etc/passwd' }, code: 'navigation-refused', why: /local files are never opened/ },
      { action: { type: 'navigate', url: 'chrome://settings/' }, code: 'navigation-refused', why: /browser pages/ },
      { action: { type: 'navigate', url: 'chrome-extension://aaaabbbbccccddddeeeeffffgggghhhh/x.html' }, code: 'navigation-refused', why: /other extensions' pages/ },
      { action: { type: 'navigate', url: 'data:text/html,<h1>forged</h1>' }, code: 'navigation-refused', why: /data: URLs/ },
      { action: { type: 'navigate', url: other }, code: 'navigation-refused', why: new RegExp(`allow ${MAPPED_HOST.replace('.', '\\.')} in the side panel`) },
      { action: async () => ({ type: 'click', point: await pointOf('Other origin link') }), code: 'navigation-refused', why: /the page tried to open http:\/\/refused\.test:\d+\/other/, hits: 0 },
      { action: async () => ({ type: 'click', point: await pointOf('Redirect to the other origin') }), code: 'navigation-refused', why: /the page tried to open http:\/\/refused\.test:\d+\/other/, hits: 0 },
      { action: async () => ({ type: 'click', point: await pointOf('Submit to the other origin') }), code: 'navigation-refused', why: /refused\.test/, hits: 0 },
      { action: async () => ({ type: 'click', point: await pointOf('Open a popup') }), code: 'navigation-refused', why: /refused\.test:\d+\/other/, hits: 0 },
    ];
    const turns: number[] = [];
    const hits: number[] = [];
    for (const probe of probes) {
      turns.push(await instead(typeof probe.action === 'function' ? await probe.action() : probe.action));
      hits.push(site.otherHits.filter((p) => p === '/other').length);
      // A harmless action that works between two probes: the agent gives up after three failures in a row.
      await instead({ type: 'wait', ms: 10 });
    }
    // A page that leaves after the action has returned: the next action finds the tab taken back, and says why.
    const delayed = await instead(await pointOf('Delayed navigation').then((point) => ({ type: 'click', point })));
    await new Promise((r) => setTimeout(r, 1000));
    const late = await instead({ type: 'wait', ms: 10 });
    const after = await instead({ type: 'wait', ms: 10 });
    await panel.getByRole('button', { name: 'Stop' }).click();
    await panel.getByTestId('task-verdict').waitFor({ timeout: 60_000 });

    const { trajectories } = lastRun(out);
    const results = new Map(trajectories[0].steps.map((s) => [s.index, s.result] as [number, ActionResult | null]));
    probes.forEach((probe, i) => {
      const result = results.get(turns[i]);
      expect(result, `probe ${i + 1}: ${JSON.stringify(result)}`).toMatchObject({ ok: false, error: { code: probe.code, message: expect.stringMatching(probe.why) } });
      if (probe.hits !== undefined) expect(hits[i], `requests that reached ${MAPPED_HOST} after probe ${i + 1}`).toBe(probe.hits);
    });
    const lateResults = [results.get(delayed), results.get(late)];
    expect(lateResults.filter((r) => r?.error?.code === 'navigation-refused'), JSON.stringify(lateResults)).toHaveLength(1);
    expect(results.get(after)).toMatchObject({ ok: true });
    expect(site.otherHits.filter((p) => p === '/other')).toEqual([]);
    // The tab is where it was, no other tab is left open, and the agent never read the refused page.
    expect(tab.url()).toBe(`${site.url}/`);
    expect(browser.context.pages().filter((p) => p.url().includes(MAPPED_HOST))).toEqual([]);
    for (const step of trajectories[0].steps) expect(step.observation.text).not.toContain(OTHER_PAGE_TEXT);
  });
});
