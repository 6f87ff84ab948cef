/**
 * A page whose secrets only pixels show, for the masking test and bench:export: a heading, a canvas with a token
 * drawn into it, and an image (an SVG) showing an AccessKey ID. The DOM text holds neither.
 */
import type { Page } from 'playwright-core';

export async function showSecretsInPixels(page: Page, secrets: { drawn: string; keyId: string }): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="60"><rect width="600" height="60" fill="white"/><text x="10" y="38" font-family="sans-serif" font-size="20">Key ID ${secrets.keyId}</text></svg>`;
  await page.setContent(`
    <body style="margin: 0; font: 16px sans-serif">
      <h1 style="margin: 20px">Credentials</h1>
      <canvas id="c" width="640" height="60" style="display: block; margin: 20px"></canvas>
      <img alt="" style="display: block; margin: 20px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">
    </body>`);
  await page.evaluate((text) => {
    const ctx = (document.getElementById('c') as HTMLCanvasElement).getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 60);
    ctx.fillStyle = '#000';
    ctx.font = '20px sans-serif';
    ctx.fillText(`Token ${text}`, 10, 38);
  }, secrets.drawn);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
}
