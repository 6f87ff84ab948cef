/**
 * A task through the socket, end to end but for the extension itself: a stand-in extension answers the
 * companion's page calls with a Playwright page (the same page runtime the extension injects), and the
 * episode runs against the emulator: account, provisioning, login URL, the loop, rules, report.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult } from '../../protocol';
import { EmulatorControl } from '../cloud/account';
import { launchBrowser } from '../driver/browser';
import { PlaywrightDriver } from '../driver/playwright';
import { startEmulatorProcess, type EmulatorHandle } from '../run/emulator-process';
import { loadTasks } from '../task/load';
import { createEpisodeService } from './episodes';
import { FakeExtension } from './fake-extension';
import { startExtensionServer, type ExtensionServer } from './server';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const TOKEN = 'bridge-test-token-bridge-test-token';
let emulator: EmulatorHandle;
let browser: Browser;
let server: ExtensionServer;
let episodes: ReturnType<typeof createEpisodeService>;
let out: string;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'aca-bridge-'));
  [emulator, browser] = await Promise.all([startEmulatorProcess(), launchBrowser()]);
  const tasks = await loadTasks(['tasks/ecs/stop-instance.md']);
  episodes = createEpisodeService({
    tasks, out, maxTurns: 40, region: 'cn-hangzhou', log: () => undefined,
    emulator: { url: emulator.url, control: new EmulatorControl(emulator.url, emulator.adminToken) },
  });
  server = await startExtensionServer({ port: 0, token: TOKEN, extensionId: ID, companionVersion: 'test', log: () => undefined, onAttach: (s, p) => episodes.attach(s, p) });
}, 120_000);
afterAll(async () => {
  await episodes?.stopAll('test over');
  await server?.close();
  await browser?.close();
  await emulator?.stop();
  await rm(out, { recursive: true, force: true });
});

/** The extension's side of the page methods, over a Playwright page; results are kept by callId like the extension does. */
function pageHandlers(driver: PlaywrightDriver, acted: string[]): FakeExtension['handlers'] {
  const results = new Map<string, ActionResult>();
  return {
    'page.observe': () => driver.observe(),
    'tabs.list': () => driver.tabs(),
    'page.highlight': () => ({ shown: true }),
    'page.screenshot': async () => {
      const shot = await driver.screenshot();
      return { dataUrl: `data:${shot.mime};base64,${shot.data.toString('base64')}`, width: shot.width, height: shot.height };
    },
    'page.act': async (p: { callId: string; action: never }) => {
      const known = results.get(p.callId);
      if (known) return known;
      acted.push(JSON.stringify(p.action));
      const result = await driver.act(p.action);
      results.set(p.callId, result);
      return result;
    },
  };
}

describe('a task through the socket', () => {
  it('provisions, logs in through the tab, runs the loop and reports like a headless run', async () => {
    const driver = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 } });
    const acted: string[] = [];
    const { ext } = await FakeExtension.connect(server.url, { origin: `chrome-extension://${ID}`, token: TOKEN, handlers: pageHandlers(driver, acted) });
    try {
      expect((await ext.request('task.list', {})).map((t: { id: string }) => t.id)).toEqual(['ecs/stop-instance']);
      const { episodeId } = await ext.request('episode.start', { taskId: 'ecs/stop-instance', mode: 'auto' });
      const finished = await ext.waitForEvent('episode.finished');
      expect(JSON.parse(acted[0])).toMatchObject({ type: 'navigate', url: expect.stringContaining(emulator.url) });
      expect(finished.report).toMatchObject({ id: 'ecs/stop-instance', verdict: 'verified', success: true, successSource: 'actiontrail', expectMet: true });
      expect(ext.events.some((e) => e.event === 'episode.proposed' && e.data.waiting)).toBe(false);
      expect((await ext.request('report.get', { episodeId })).html).toContain('Stop an ECS instance');
    } finally {
      await ext.close();
      await driver.close();
    }
  }, 120_000);
});
