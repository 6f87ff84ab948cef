/**
 * A masked screenshot whose black boxes come from the frame it shows. The observation a turn acts on is read
 * before the screenshot, and the page may change in between (a dialog still sliding in, a reply that opens a
 * panel holding a secret): boxes of the earlier snapshot would black out the wrong place. So the page is read
 * again right after the shot; when the secret boxes moved, the shot is taken again, and a page that never holds
 * still gets every box it was seen with, and the span between each box's two places, blacked out.
 */
import type { Box, PageSnapshot } from '../../protocol';
import type { Driver, Screenshot } from '../driver/driver';
import { frameOf, maskFrame, type Frame } from './mask';

const ATTEMPTS = 3;
/** Boxes closer than this (CSS pixels) are the same box: sub-pixel layout jitter is no motion. */
const SAME_PX = 1;

export async function maskedShot(driver: Pick<Driver, 'screenshot' | 'peek'>, page: PageSnapshot, secrets: readonly string[]): Promise<Screenshot> {
  let before = frameOf(page, secrets);
  if (!driver.peek) return (await maskFrame(await driver.screenshot(), before, secrets)).shot;
  for (let attempt = 1; ; attempt++) {
    const shot = await driver.screenshot();
    const after = frameOf(await driver.peek(), secrets);
    if (sameFrame(before, after)) return (await maskFrame(shot, after, secrets)).shot;
    if (attempt === ATTEMPTS) return (await maskFrame(shot, spanning(before, after), secrets)).shot;
    before = after;
  }
}

function sameFrame(a: Frame, b: Frame): boolean {
  return a.viewport.width === b.viewport.width && a.viewport.height === b.viewport.height && sameBoxes(a.secret, b.secret) && sameBoxes(a.opaque, b.opaque);
}

function sameBoxes(a: Box[], b: Box[]): boolean {
  const near = (x: Box, y: Box) => Math.abs(x.x - y.x) <= SAME_PX && Math.abs(x.y - y.y) <= SAME_PX && Math.abs(x.width - y.width) <= SAME_PX && Math.abs(x.height - y.height) <= SAME_PX;
  return a.length === b.length && a.every((x, i) => near(x, b[i]));
}

/** When both frames have as many boxes, the rectangle spanning each box's two places; else the boxes of both. */
function spanning(a: Frame, b: Frame): Frame {
  const secret = a.secret.length === b.secret.length ? a.secret.map((x, i) => hull(x, b.secret[i])) : [...a.secret, ...b.secret];
  return { viewport: b.viewport, secret, opaque: [...a.opaque, ...b.opaque] };
}

function hull(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
