import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs helper without types
import { bundleInjected } from '../../injected/bundle.mjs';
import { PageSnapshotSchema, type Box, type PageSnapshot } from '../../protocol';
import { launchBrowser } from '../driver/browser';
import type { Screenshot } from '../driver/driver';
import { showSecretsInPixels } from './pixel-secrets';
import { maskScreenshot } from './mask';
import { fuzzyContains } from './match';
import { readLines } from './ocr';
import { token } from './test-tokens';

let browser: Browser;
let runtime: string;

/** Random letters and digits, like an AccessKey secret. */

async function snapshotOf(page: Page): Promise<PageSnapshot> {
  if (!(await page.evaluate(() => '__aca' in window))) await page.addScriptTag({ content: runtime });
  return PageSnapshotSchema.parse(await page.evaluate(() => (window as unknown as { __aca: { snapshot(): unknown } }).__aca.snapshot()));
}

async function screenshotOf(page: Page): Promise<Screenshot> {
  const data = await page.screenshot();
  const meta = await sharp(data).metadata();
  return { data, mime: 'image/png', width: meta.width!, height: meta.height! };
}

/** The largest channel value inside a box (screenshot pixels): 0 is pure black. */
async function brightest(image: Buffer, b: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(image).extract(b).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(data.length).toBe(b.width * b.height * info.channels);
  return data.reduce((max, v) => Math.max(max, v), 0);
}

const scaled = (b: Box, s: number) => ({ left: Math.round(b.x * s), top: Math.round(b.y * s), width: Math.round(b.width * s), height: Math.round(b.height * s) });

/** What OCR reads in an image (or a part of it), as one string per line. */
async function ocrText(image: Buffer, part?: { left: number; top: number; width: number; height: number }): Promise<string[]> {
  const input = part ? await sharp(image).extract(part).png().toBuffer() : image;
  return (await readLines(input)).map((l) => l.text);
}

const finds = (lines: string[], secret: string) => lines.some((l) => fuzzyContains(l.replace(/\s+/g, ''), secret, Math.floor(secret.length / 6)));

beforeAll(async () => {
  runtime = await readFile(await bundleInjected(), 'utf8');
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('maskScreenshot', () => {
  it('blacks out password fields, also after "show password" and at device scale 2', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 400 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const password = `Pw${token(10)}#7`;
    await page.setContent(`
      <form style="font: 20px sans-serif; padding: 20px">
        <p><label>Password <input id="a" type="password" size="30"></label></p>
        <p><label>Confirm Password <span class="next-input next-password"><input id="b" type="text" size="30"></span><i class="next-icon-eye"></i></span></label></p>
      </form>`);
    await page.fill('#a', password);
    await page.fill('#b', password);
    const snap = await snapshotOf(page);
    const fields = snap.elements.filter((e) => e.role === 'textbox');
    expect(fields.map((e) => [e.value, e.secret])).toEqual([['••••', true], ['••••', true]]);
    expect(snap.text).not.toContain(password);

    // Sized in CSS pixels, as the Playwright driver reports it: masking must go by the image's own pixels.
    const shot = { ...(await screenshotOf(page)), width: 800, height: 400 };
    expect((await sharp(shot.data).metadata()).width).toBe(1600);
    const shown = scaled(fields[1].box, 2);
    expect(finds(await ocrText(shot.data, shown), password)).toBe(true);

    const masked = await maskScreenshot(shot, snap, [password]);
    expect(masked.boxes).toBe(2);
    expect((await sharp(masked.shot.data).metadata()).width).toBe(1600);
    for (const field of fields) expect(await brightest(masked.shot.data, scaled(field.box, 2))).toBeLessThanOrEqual(10);
    expect(finds(await ocrText(masked.shot.data), password)).toBe(false);
    await context.close();
  });

  it('reads images and canvases with OCR and blacks out the lines holding a secret', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const drawn = token(30);
    const keyId = `LTAI5t${token(18)}`;
    await showSecretsInPixels(page, { drawn, keyId });
    const snap = await snapshotOf(page);
    expect(snap.opaque).toHaveLength(2);
    expect(snap.text).not.toContain(drawn);

    const shot = await screenshotOf(page);
    const before = await ocrText(shot.data);
    expect(finds(before, drawn)).toBe(true);
    expect(finds(before, keyId)).toBe(true);

    const masked = await maskScreenshot(shot, snap, [drawn]);
    expect(masked.ocr).toBe(true);
    expect(masked.boxes).toBe(2);
    // The middle band of each drawn line of text, where the glyphs are.
    const [canvas, image] = snap.opaque!;
    expect(await brightest(masked.shot.data, { left: canvas.x + 80, top: canvas.y + 26, width: 200, height: 8 })).toBeLessThanOrEqual(10);
    expect(await brightest(masked.shot.data, { left: image.x + 90, top: image.y + 26, width: 200, height: 8 })).toBeLessThanOrEqual(10);
    const after = await ocrText(masked.shot.data);
    expect(finds(after, drawn)).toBe(false);
    expect(finds(after, keyId)).toBe(false);
    expect(after.join('\n')).toContain('Credentials');
    await page.close();
  });
});
