/**
 * Screenshot masking: what the DOM knows is secret is blacked out by its box; what only pixels show (images,
 * canvases, cross-origin frames) is read with OCR, region by region, and the lines holding a secret are blacked
 * out too. Everything happens before a screenshot reaches a file.
 */
import sharp from 'sharp';
import type { Box, PageSnapshot } from '../../protocol';
import type { Screenshot } from '../driver/driver';
import { domHasSecret, ocrHasSecret } from './match';
import { readLines } from './ocr';

export interface MaskResult {
  shot: Screenshot;
  /** Boxes blacked out. */
  boxes: number;
  /** True when some region was read with OCR. */
  ocr: boolean;
}

/** Margin around each box, in screenshot pixels: anti-aliased glyph edges stay readable otherwise. */
const MARGIN = 2;
const PASSWORD_VALUE = '••••';

type Rect = { x: number; y: number; width: number; height: number };

/** Element boxes (viewport CSS pixels) of passwords, console-marked secrets and text holding a secret. */
export function secretBoxes(page: PageSnapshot, secrets: readonly string[]): Box[] {
  return page.elements
    .filter((e) => e.secret || e.value === PASSWORD_VALUE || domHasSecret([e.name, e.value, e.placeholder].filter(Boolean).join('\n'), secrets))
    .map((e) => e.box);
}

/** What a screenshot is masked by: the viewport it was taken at, the boxes to black out, the regions to read with OCR (CSS pixels). */
export interface Frame {
  viewport: { width: number; height: number };
  secret: Box[];
  opaque: Box[];
}

export const frameOf = (page: PageSnapshot, secrets: readonly string[]): Frame => ({ viewport: page.viewport, secret: secretBoxes(page, secrets.filter(Boolean)), opaque: page.opaque ?? [] });

export function maskScreenshot(shot: Screenshot, page: PageSnapshot, secrets: readonly string[]): Promise<MaskResult> {
  return maskFrame(shot, frameOf(page, secrets), secrets);
}

export async function maskFrame(shot: Screenshot, frame: Frame, secrets: readonly string[]): Promise<MaskResult> {
  const known = secrets.filter(Boolean);
  // The pixels, not the size a driver reports: some report CSS pixels of a high-DPI capture.
  const meta = await sharp(shot.data).metadata();
  const size = { width: meta.width ?? shot.width, height: meta.height ?? shot.height };
  const sx = size.width / (frame.viewport.width || size.width);
  const sy = size.height / (frame.viewport.height || size.height);
  const scale = (b: Box): Rect => clip({ x: b.x * sx - MARGIN, y: b.y * sy - MARGIN, width: b.width * sx + 2 * MARGIN, height: b.height * sy + 2 * MARGIN }, size);
  const black = frame.secret.map(scale).filter(nonEmpty);

  const regions = distinct(frame.opaque.map((b) => clip({ x: b.x * sx, y: b.y * sy, width: b.width * sx, height: b.height * sy }, size)).filter(nonEmpty));
  for (const region of regions) {
    const crop = await sharp(shot.data).extract(toInts(region)).png({ compressionLevel: 0 }).toBuffer();
    for (const line of await readLines(crop)) {
      if (!ocrHasSecret(line.text, known)) continue;
      black.push(clip({ x: region.x + line.box.x - MARGIN, y: region.y + line.box.y - MARGIN, width: line.box.width + 2 * MARGIN, height: line.box.height + 2 * MARGIN }, size));
    }
  }
  const boxes = black.filter(nonEmpty).map(toInts);
  if (!boxes.length) return { shot, boxes: 0, ocr: regions.length > 0 };
  const composed = sharp(shot.data).composite(
    boxes.map((b) => ({ input: { create: { width: b.width, height: b.height, channels: 3 as const, background: '#000000' } }, left: b.left, top: b.top })),
  );
  const data = await (shot.mime === 'image/png' ? composed.png() : composed.jpeg({ quality: 90 })).toBuffer();
  return { shot: { ...shot, data }, boxes: boxes.length, ocr: regions.length > 0 };
}

function clip(r: Rect, size: { width: number; height: number }): Rect {
  const x = Math.max(0, Math.floor(r.x));
  const y = Math.max(0, Math.floor(r.y));
  return { x, y, width: Math.min(size.width, Math.ceil(r.x + r.width)) - x, height: Math.min(size.height, Math.ceil(r.y + r.height)) - y };
}

const nonEmpty = (r: Rect) => r.width > 0 && r.height > 0;
const toInts = (r: Rect) => ({ left: r.x, top: r.y, width: r.width, height: r.height });

/** Drops regions inside another one (an image in a box with a background image): they are read once. */
function distinct(regions: Rect[]): Rect[] {
  const inside = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
  return regions.filter((r, i) => !regions.some((o, j) => j !== i && inside(r, o) && (!inside(o, r) || j < i)));
}
