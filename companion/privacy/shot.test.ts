import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server';
// @ts-expect-error plain .mjs helper without types
import { bundleInjected } from '../../injected/bundle.mjs';
import type { Box } from '../../protocol';
import { launchBrowser } from '../driver/browser';
import type { Driver } from '../driver/driver';
import { emulatorAllowList, PlaywrightDriver } from '../driver/playwright';
import { maskScreenshot } from './mask';
import { fuzzyContains, ocrHasSecret } from './match';
import { readLines } from './ocr';
import { maskedShot } from './shot';
import { token } from './test-tokens';

let browser: Browser;
beforeAll(async () => {
  await bundleInjected();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ocr = async (image: Buffer) => (await readLines(image)).map((l) => l.text);
const finds = (lines: string[], secret: string) => lines.some((l) => fuzzyContains(l.replace(/\s+/g, ''), secret, Math.floor(secret.length / 6)));
async function brightest(image: Buffer, b: Box): Promise<number> {
  const { data } = await sharp(image).extract({ left: Math.round(b.x), top: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((max, v) => Math.max(max, v), 0);
}

/** A page showing a revealed password, and a button that moves it further down. */
function formPage(password: string): string {
  return `<!doctype html><body style="font: 22px sans-serif; margin: 0">
    <button onclick="document.getElementById('f').style.top = '420px'">Move</button>
    <label id="f" style="position: absolute; left: 40px; top: 80px">Password
      <span class="next-input next-password"><input type="text" size="30" value="${password}"></span></label></body>`;
}

describe('maskedShot', () => {
  it('masks by the frame the screenshot shows when the page changed after the observation', async () => {
    const password = `Pw${token(12)}#7`;
    const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(formPage(password)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const driver = await PlaywrightDriver.open(browser, { allow: { origins: [new URL(url).origin] } });
    try {
      await driver.goto(url);
      const observed = await driver.observe();
      const field = observed.elements.find((e) => e.role === 'textbox')!;
      expect(field.secret).toBe(true);
      const move = observed.elements.find((e) => e.name === 'Move')!;
      // Between the observation and the screenshot the field moves (as a reply or a late render would move it).
      const moving: Pick<Driver, 'screenshot' | 'peek'> = {
        screenshot: async () => ((await driver.act({ type: 'click', ref: move.ref })).ok ? driver.screenshot() : Promise.reject(new Error('Move failed'))),
        peek: () => driver.peek(),
      };

      // The observation's boxes alone leave the moved password readable: the case this guards against.
      const stale = await maskScreenshot(await moving.screenshot(), observed, [password]);
      expect(finds(await ocr(stale.shot.data), password)).toBe(true);

      const shot = await maskedShot(moving, observed, [password]);
      const moved = (await driver.peek()).elements.find((e) => e.role === 'textbox')!;
      expect(moved.box.y).toBeGreaterThan(field.box.y + 300);
      expect(await brightest(shot.data, moved.box)).toBeLessThanOrEqual(10);
      expect(finds(await ocr(shot.data), password)).toBe(false);
      expect((await ocr(shot.data)).join('\n')).toContain('Move');
    } finally {
      await driver.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('blacks out the AccessKey secret the emulator RAM console shows once, known to nobody', async () => {
    const em = await startEmulator({ port: 0, seed: 'privacy', eventDelayMs: 0 });
    const driver = await PlaywrightDriver.open(browser, { allow: emulatorAllowList(em.url) });
    try {
      const headers = { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' };
      const account = (await (await fetch(`${em.url}/__emulator/accounts`, { method: 'POST', headers, body: '{}' })).json()) as { accountId: string };
      const ticket = await fetch(`${em.url}/__emulator/accounts/${account.accountId}/login-ticket`, { method: 'POST', headers, body: JSON.stringify({ next: '/ram' }) });
      await driver.goto(((await ticket.json()) as { loginUrl: string }).loginUrl);
      const create = (await driver.observe()).elements.find((e) => e.role === 'button' && e.name === 'Create AccessKey')!;
      expect((await driver.act({ type: 'click', ref: create.ref })).ok).toBe(true);
      const page = await driver.observe();
      const keys = (await (await fetch(`${em.url}/__emulator/accounts/${account.accountId}/access-keys`, { headers })).json()) as { accessKeySecret: string }[];
      const secret = keys[1].accessKeySecret;
      expect(page.text).toContain('| •••• |');
      expect(page.text).not.toContain(secret);
      const cell = page.elements.find((e) => e.secret && e.role === 'cell');
      expect(cell?.name).toBe('AccessKey Secret');

      expect(finds(await ocr((await driver.screenshot()).data), secret)).toBe(true);
      const shot = await maskedShot(driver, page, []);
      expect(await brightest(shot.data, cell!.box)).toBeLessThanOrEqual(10);
      const after = await ocr(shot.data);
      expect(finds(after, secret)).toBe(false);
      expect(after.some((l) => ocrHasSecret(l, [secret]))).toBe(false);
    } finally {
      await driver.close();
      await em.close();
    }
  });
});
