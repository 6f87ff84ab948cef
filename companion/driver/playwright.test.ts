import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs helper without types
import { bundleInjected } from '../../injected/bundle.mjs';
import { serveFixture, type FixtureServer } from '../../injected/fixtures/fixture';
import { launchBrowser } from './browser';
import { PlaywrightDriver } from './playwright';

let browser: Browser;
let server: FixtureServer;
let driver: PlaywrightDriver;
/** An origin the run allows where nothing listens. */
let deadOrigin: string;
async function closedPortOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}
const refNum = (ref: string) => Number(/e(\d+)$/.exec(ref)![1]);

beforeAll(async () => {
  await bundleInjected();
  [browser, server] = await Promise.all([launchBrowser(), serveFixture()]);
  deadOrigin = await closedPortOrigin();
  driver = await PlaywrightDriver.open(browser, { allow: { origins: [new URL(server.url).origin, deadOrigin] } });
  await driver.goto(server.url);
});
afterAll(async () => {
  await driver?.close();
  await browser?.close();
  await server?.close();
});

describe('PlaywrightDriver', () => {
  it('observes the page through the injected runtime', async () => {
    const s = await driver.observe();
    expect(s.url).toBe(server.url);
    expect(s.text.split('\n')[0]).toBe(`Fixture Console  ${server.url}`);
    expect(s.elements.filter((e) => e.role === 'row')).toHaveLength(50);
  });

  it('waits for a render chained through short timers, though the DOM is quiet longer than its window between them', async () => {
    await driver.goto(`${server.url}chained.html`);
    try {
      const load = (await driver.observe()).elements.find((e) => e.name === 'Load instances')!;
      expect((await driver.act({ type: 'click', ref: load.ref })).ok).toBe(true);
      const after = await driver.observe();
      expect(after.text).toContain('instance-5');
      expect(after.text).not.toContain('Loading rows');
    } finally {
      await driver.goto(server.url);
    }
  });

  it('follows a tab a click opens, and switches back', async () => {
    const s = await driver.observe();
    const link = s.elements.find((e) => e.name === 'Open help in a new tab')!;
    const r = await driver.act({ type: 'click', ref: link.ref });
    expect(r.ok).toBe(true);
    expect(r.changes.newTab).toBe(`${server.url}frame.html`);
    expect(driver.url()).toBe(`${server.url}frame.html`);
    const tabs = await driver.tabs();
    expect(tabs.map((t) => t.active)).toEqual([false, true]);
    expect((await driver.observe()).text).toContain('Embedded help');
    expect((await driver.act({ type: 'switch_tab', tab: tabs[0].id })).ok).toBe(true);
    expect(driver.url()).toBe(server.url);
  });

  it('reports navigation, goes back, and never reuses a ref in the next document', async () => {
    const before = await driver.observe();
    const max = Math.max(...before.elements.map((e) => refNum(e.ref)));
    const link = before.elements.find((e) => e.name === 'Help page')!;
    const r = await driver.act({ type: 'click', ref: link.ref });
    expect(r).toMatchObject({ ok: true, changes: { navigated: `${server.url}frame.html` } });
    const next = await driver.observe();
    expect(Math.min(...next.elements.map((e) => refNum(e.ref)))).toBeGreaterThan(max);
    expect((await driver.act({ type: 'click', ref: link.ref })).error?.code).toBe('element-gone');
    expect(await driver.act({ type: 'back' })).toMatchObject({ ok: true, changes: { navigated: server.url } });
    expect((await driver.act({ type: 'navigate', url: 'frame.html' })).changes.navigated).toBe(`${server.url}frame.html`);
  });

  it('refuses a URL the run does not allow, and stays on its page after one that cannot be reached', async () => {
    const here = driver.url();
    expect(await driver.act({ type: 'navigate', url: 'file:///etc/passwd' })).toEqual({
      ok: false, changes: {}, error: { code: 'navigation-refused', message: 'navigation refused: file:///etc/passwd: local files are never opened' },
    });
    const dead = await driver.act({ type: 'navigate', url: deadOrigin });
    expect(dead.error).toEqual({ code: 'navigation-failed', message: expect.stringMatching(/^navigation failed: net::ERR_CONNECTION_REFUSED at http:\/\/127\.0\.0\.1:\d+\/; the page is at /) });
    expect(driver.url()).toBe(here);
    expect((await driver.observe()).url).toBe(here);
  });

  it('takes a PNG screenshot of the viewport', async () => {
    const shot = await driver.screenshot();
    expect(shot).toMatchObject({ mime: 'image/png', width: 1280, height: 800 });
    expect(shot.data.subarray(1, 4).toString()).toBe('PNG');
  });
});
