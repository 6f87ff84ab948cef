/**
 * Issue 15 item 1, the headless driver: the browser goes only where the run allows. Real Chromium through the
 * real PlaywrightDriver, on a site that tries every way out (hostile-site.ts): the run allows its 127.0.0.1
 * origin and an origin where nothing listens; `localhost` (the same server) is another origin, refused.
 * Each probe checks the action's result, that the page stayed where it was, and that no observation ever read
 * the refused page or a local file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActionResult } from '../../protocol';
import { launchBrowser } from '../../companion/driver/browser';
import { PlaywrightDriver } from '../../companion/driver/playwright';
import { OTHER_PAGE_TEXT, startHostileSite, type HostileSite } from './hostile-site';

let browser: Browser;
let site: HostileSite;
let driver: PlaywrightDriver;
let dead: string;
/** A file standing in for the pairing file that item 1 read through the browser. */
const secretFile = join(mkdtempSync(join(tmpdir(), 'aca-nav-')), 'pairing.json');
writeFileSync(secretFile, '{"token":"never-in-an-observation"}');

async function closedPortOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** Every observation of the test: none may hold the refused page or a local file. */
const seen: string[] = [];
async function observe() {
  const s = await driver.observe();
  seen.push(s.text);
  return s;
}

async function click(name: string): Promise<ActionResult> {
  const element = (await observe()).elements.find((e) => e.name === name);
  if (!element) throw new Error(`no element "${name}" on ${driver.url()}`);
  return driver.act({ type: 'click', ref: element.ref });
}

beforeAll(async () => {
  [browser, site, dead] = await Promise.all([launchBrowser(), startHostileSite(), closedPortOrigin()]);
  driver = await PlaywrightDriver.open(browser, { allow: { origins: [site.url, dead] } });
});
afterAll(async () => {
  await driver?.close();
  await browser?.close();
  await site?.close();
});
beforeEach(async () => {
  await driver.goto(`${site.url}/`);
});

describe('navigate: only the origins the run allows, every other scheme refused with its reason', () => {
  const refused: [string, RegExp][] = [
    ['file:///etc/passwd', /local files are never opened/],
    [`file://${secretFile}`, /local files are never opened/],
    ['chrome://settings/', /browser pages/],
    ['chrome-extension://hdkhejlllciphdfhdknbbnafeplhhlke/sidepanel.html', /other extensions' pages/],
    ['data:text/html,<h1>forged</h1>', /data: URLs/],
    ['javascript:document.body.innerHTML="x"', /never run/],
    ['view-source:http://127.0.0.1/', /view-source/],
    ['about:config', /only about:blank/],
    ['blob:http://127.0.0.1/0000', /blob:/],
    ['ws://127.0.0.1:1/', /WebSocket/],
    ['http://localhost:1/other', /not a page this run allows \(it allows http:\/\/127\.0\.0\.1:\d+, http:\/\/127\.0\.0\.1:\d+, the help center/],
  ];
  for (const [url, why] of refused) {
    it(`refuses ${url.slice(0, 50)}`, async () => {
      const r = await driver.act({ type: 'navigate', url });
      expect(r).toMatchObject({ ok: false, error: { code: 'navigation-refused', message: expect.stringMatching(why) } });
      expect(driver.url()).toBe(`${site.url}/`);
      expect((await observe()).text).toContain('Hostile start');
    });
  }

  it('goes to an allowed page, relative URLs included', async () => {
    expect(await driver.act({ type: 'navigate', url: '/second' })).toEqual({ ok: true, changes: { navigated: `${site.url}/second` } });
  });

  it('an unreachable host it allows is one failed action: the page stays and the next action works', async () => {
    const r = await driver.act({ type: 'navigate', url: `${dead}/` });
    expect(r.error).toEqual({ code: 'navigation-failed', message: expect.stringMatching(/^navigation failed: net::ERR_CONNECTION_REFUSED at http:\/\/127\.0\.0\.1:\d+\/; the page is at http:\/\/127\.0\.0\.1:\d+\/$/) });
    expect((await observe()).url).toBe(`${site.url}/`);
    expect((await click('Second page')).changes.navigated).toBe(`${site.url}/second`);
  });
});

describe('pages the browser opens by itself obey the same list', () => {
  const probes: [string, 'navigation-refused' | 'navigation-failed', RegExp][] = [
    ['Other origin link', 'navigation-refused', /the page tried to open http:\/\/localhost:\d+\/other: not a page this run allows/],
    ['Other origin in a new tab', 'navigation-refused', /the page tried to open a new tab at http:\/\/localhost:\d+\/other/],
    ['Open a popup', 'navigation-refused', /the page tried to open a new tab at http:\/\/localhost:\d+\/other/],
    ['Submit to the other origin', 'navigation-refused', /the page tried to open http:\/\/localhost:\d+\/other\?/],
    ['Script navigation', 'navigation-refused', /the page tried to open http:\/\/localhost:\d+\/other/],
    ['Meta refresh', 'navigation-refused', /the page tried to open http:\/\/localhost:\d+\/other/],
    ['Local file link', 'navigation-refused', /the page tried to open file:\/\/\/etc\/passwd: local files are never opened/],
    ['Open a file popup', 'navigation-refused', /file:\/\/\/etc\/passwd: local files are never opened/],
    ['Redirect to the other origin', 'navigation-refused', /a redirect tried to open http:\/\/localhost:\d+\/other/],
    ['Two redirects to the other origin', 'navigation-refused', /a redirect tried to open http:\/\/localhost:\d+\/other/],
    ['Redirect to a local file', 'navigation-failed', /navigation failed: net::ERR_UNSAFE_REDIRECT/],
  ];
  for (const [name, code, why] of probes) {
    it(`${name}: refused, one tab, the page stays`, async () => {
      const r = await click(name);
      expect(r).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(why) } });
      expect(r.changes.newTab).toBeUndefined();
      expect((await driver.tabs()).map((t) => t.url)).toEqual([`${site.url}/`]);
      expect((await observe()).text).toContain('Hostile start');
    });
  }

  it('a page that leaves after the action returned: refused all the same, and said with the next action', async () => {
    const clicked = await click('Delayed navigation');
    await new Promise((r) => setTimeout(r, 1000));
    const next = await driver.act({ type: 'wait', ms: 10 });
    expect([clicked, next].filter((r) => r.error?.code === 'navigation-refused')).toHaveLength(1);
    expect((await observe()).text).toContain('Hostile start');
  });

  it('a tab of an allowed page is followed as before', async () => {
    const r = await click('Second page in a new tab');
    expect(r).toEqual({ ok: true, changes: { newTab: `${site.url}/second` } });
    expect((await driver.tabs()).length).toBe(2);
    await driver.act({ type: 'switch_tab', tab: (await driver.tabs())[0].id });
  });
});

describe('what the agent saw', () => {
  it('never a refused page, nor a local file', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) {
      expect(text).not.toContain(OTHER_PAGE_TEXT);
      expect(text).not.toContain('root:x:0:0');
      expect(text).not.toContain('never-in-an-observation');
    }
  });
});
