// The background's page methods and the side panel's episode views, driven by a scripted companion
// (testing/fakeCompanion.ts) in real headless Chromium with the built extension.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSnapshot } from '../protocol/observation';
import { launchWithExtension, type ExtensionBrowser } from './testing/browser';
import { startFakeCompanion, startTestSite, type FakeCompanion } from './testing/fakeCompanion';

let browser: ExtensionBrowser;
let fake: FakeCompanion;
let site: Awaited<ReturnType<typeof startTestSite>>;
let panel: Page;
let consolePage: Page;

const refOf = (snap: PageSnapshot, name: string) => snap.elements.find((e) => e.name === name)!.ref;
const observe = async () => (await fake.call('page.observe', {})).result as PageSnapshot;
const lastCall = (method: string) => [...fake.received].reverse().find((c) => c.method === method);

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['bin/build.mjs'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  browser = await launchWithExtension();
  fake = await startFakeCompanion(browser.extensionId);
  site = await startTestSite();
  consolePage = await browser.context.newPage();
  await consolePage.goto(`${site.url}/`);
  panel = await browser.openPanel();
  await panel.getByLabel('Companion URL').fill(fake.url);
  await panel.getByLabel('Pairing token').fill('any');
  await panel.getByRole('button', { name: 'Pair' }).click();
  await fake.connected();
  await panel.getByText('connected', { exact: true }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await fake?.close();
  await site?.close();
});

describe('page methods', () => {
  it('refuses hosts the person has not allowed, then observes once allowed', async () => {
    const refused = await fake.call('page.observe', {});
    expect(refused.error).toEqual({ code: 'host-not-allowed', message: 'allow 127.0.0.1 in the side panel first' });
    await panel.getByLabel('allow local test consoles').check();
    const snap = await observe();
    expect(snap.url).toBe(`${site.url}/`);
    expect(snap.elements.map((e) => `${e.role} ${e.name}`)).toContain('button Create Instance');
  });

  it('acts once per call id', async () => {
    const ref = refOf(await observe(), 'Create Instance');
    const first = await fake.call('page.act', { callId: 'c1', action: { type: 'click', ref } });
    expect(first.result.ok).toBe(true);
    const again = await fake.call('page.act', { callId: 'c1', action: { type: 'click', ref } });
    expect(again.result).toEqual(first.result);
    expect(await consolePage.locator('#count').textContent()).toBe('1');
    await fake.call('page.act', { callId: 'c2', action: { type: 'click', ref } });
    expect(await consolePage.locator('#count').textContent()).toBe('2');
  });

  it('types, highlights, lists tabs and takes screenshots', async () => {
    const snap = await observe();
    const typed = await fake.call('page.act', { callId: 'c3', action: { type: 'type', ref: refOf(snap, 'Instance name'), text: 'web-01' } });
    expect(typed.result.ok).toBe(true);
    expect(await consolePage.locator('#name').inputValue()).toBe('web-01');
    expect((await fake.call('page.highlight', { ref: refOf(snap, 'Create Instance') })).result).toEqual({ shown: true });
    expect(await consolePage.locator('#aca-highlight').count()).toBe(1);
    await fake.call('page.highlight', { ref: null });
    expect(await consolePage.locator('#aca-highlight').count()).toBe(0);
    const tabs = (await fake.call('tabs.list', {})).result as { url: string; active: boolean }[];
    expect(tabs.find((t) => t.active)?.url).toBe(`${site.url}/`);
    const shots = await Promise.all([fake.call('page.screenshot', {}), fake.call('page.screenshot', { format: 'png' })]);
    expect(shots[0].result.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(shots[1].result.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(shots[0].result.width).toBeGreaterThan(500);
  });

  it('follows links, goes back, and follows a tab the page opens', async () => {
    const go = await fake.call('page.act', { callId: 'c4', action: { type: 'click', ref: refOf(await observe(), 'Go to details') } });
    expect(go.result.changes.navigated).toBe(`${site.url}/second`);
    expect((await observe()).title).toBe('Details');
    const back = await fake.call('page.act', { callId: 'c5', action: { type: 'back' } });
    expect(back.result).toMatchObject({ ok: true, changes: { navigated: `${site.url}/` } });
    const opened = await fake.call('page.act', { callId: 'c6', action: { type: 'click', ref: refOf(await observe(), 'Open details in a new tab') } });
    expect(opened.result.changes.newTab).toBe(`${site.url}/second`);
    expect((await observe()).title).toBe('Details');
    const nav = await fake.call('page.act', { callId: 'c7', action: { type: 'navigate', url: '/' } });
    expect(nav.result.changes.navigated).toBe(`${site.url}/`);
    const away = await fake.call('page.act', { callId: 'c8', action: { type: 'navigate', url: 'https://example.com/' } });
    expect(away.error).toEqual({ code: 'host-not-allowed', message: 'allow example.com in the side panel first' });
  });
});

describe('the side panel drives an episode', () => {
  it('reads the doc from a help page, proposes, takes over and shows the results', async () => {
    fake.handlers['task.list'] = () => [];
    fake.handlers['episode.start'] = () => ({ episodeId: 'ep1', steps: [{ index: 1, text: 'Click Create Instance.' }, { index: 2, text: 'Enter web-01.' }] });
    fake.handlers['episode.decide'] = () => ({ accepted: true });
    fake.handlers['episode.handback'] = () => ({ accepted: true });
    fake.handlers['report.get'] = () => ({ html: '<!doctype html><title>Report ep1</title><h1>Report ep1</h1>' });
    const help = await browser.context.newPage();
    await help.goto(`${site.url}/help`);
    await panel.bringToFront();
    await panel.getByRole('button', { name: 'Use this page' }).click();
    await expect.poll(() => panel.getByLabel('Doc Markdown').inputValue()).toContain('1. Click **Create Instance**.');
    const markdown = await panel.getByLabel('Doc Markdown').inputValue();
    expect(markdown).toContain('# Create an instance');
    expect(markdown).toContain('2. Enter `web-01` in the **Instance name** field.\n   1. Check the name.');
    expect(markdown).not.toContain('Home > Docs');
    await help.close();

    await panel.getByRole('radio', { name: 'Step' }).check();
    await panel.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => lastCall('episode.start')?.params.mode).toBe('step');
    expect(lastCall('episode.start')!.params.markdown).toBe(markdown);

    fake.emit('episode.proposed', { episodeId: 'ep1', turn: 1, docStep: 1, thought: 'Click the button.', action: { type: 'click', ref: 'e1' }, waiting: true });
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => lastCall('episode.decide')?.params).toEqual({ episodeId: 'ep1', turn: 1, decision: 'approve' });

    fake.emit('episode.proposed', { episodeId: 'ep1', turn: 2, docStep: 1, thought: 'Again.', action: { type: 'click', ref: 'e1' }, waiting: true });
    await panel.getByLabel('Action JSON').fill('{"type": "click"}');
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain('needs a target');
    await panel.getByLabel('Action JSON').fill('{"type": "click", "ref": "e2"}');
    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => lastCall('episode.decide')?.params.decision).toBe('edit');
    expect(lastCall('episode.decide')!.params.action).toEqual({ type: 'click', ref: 'e2' });

    fake.emit('episode.verdict', { episodeId: 'ep1', verdict: { index: 1, text: 'Click Create Instance.', kind: 'pass' } });
    await expect.poll(() => panel.locator('[data-step="1"] .badge').textContent()).toBe('pass');

    fake.emit('episode.takeover', { episodeId: 'ep1', docStep: 2, text: 'Enter web-01.' });
    await panel.getByRole('button', { name: 'Done' }).waitFor();
    await consolePage.bringToFront();
    await consolePage.getByRole('button', { name: 'Create Instance' }).click();
    await consolePage.getByLabel('Instance name').fill('web-02');
    await consolePage.getByLabel('Instance name').press('Tab');
    await panel.bringToFront();
    await expect.poll(() => panel.getByTestId('recorded-count').textContent()).toBe('2');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => lastCall('episode.handback')?.params.actions.map((a: { type: string }) => a.type)).toEqual(['click', 'type']);
    expect(lastCall('episode.handback')!.params.actions[1]).toMatchObject({ type: 'type', text: 'web-02', ref: expect.stringMatching(/^e\d+$/) });

    const fix = '--- a/doc.md\n+++ b/doc.md\n@@ -1 +1 @@\n-2. Enter `web-01`.\n+2. Enter `web-01` and click **Next**.';
    fake.emit('episode.finished', {
      episodeId: 'ep1',
      report: {
        id: 'pasted', title: 'Create an instance', verdict: 'defective', success: false, successSource: 'unknown', rules: [],
        steps: [], defects: [{ step: 2, kind: 'missing-step', expected: 'done', actual: 'Next needed', fix }], actions: 3, seconds: 4, variant: null,
      },
    });
    await expect.poll(() => panel.getByTestId('task-verdict').textContent()).toBe('defective');
    expect(await panel.locator('pre.diff .add').textContent()).toContain('click **Next**');
    expect(await panel.locator('pre.diff .del').textContent()).toContain('Enter `web-01`');
    const [report] = await Promise.all([browser.context.waitForEvent('page'), panel.getByRole('button', { name: 'Open report' }).click()]);
    await expect.poll(() => report.title()).toBe('Report ep1');
  });
});

describe('a stopped service worker', () => {
  it('reconnects and asks to resume its session when it wakes', async () => {
    const hellos = () => fake.received.filter((c) => c.method === 'session.hello');
    const before = hellos().length;
    const cdp = await browser.context.newCDPSession(panel);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    // The panel's port closes with the worker; the panel reopens it, which wakes the worker.
    await expect.poll(() => hellos().length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(hellos().at(-1)!.params).toMatchObject({ protocolVersion: 1, resumeSessionId: 'fake-session' });
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('connected');
  });
});
