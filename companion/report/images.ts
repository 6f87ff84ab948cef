/** Screenshots embedded once each, as SVG symbols, and drawn wherever they are referenced. */
import { escapeHtml, raw, type SafeHtml } from './escape';

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Reads the format and pixel size from a PNG or JPEG header; null for anything else. */
export function sniffImage(data: Buffer): ImageInfo | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return { mime: 'image/png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    const size = jpegSize(data);
    return size && { mime: 'image/jpeg', ...size };
  }
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

export interface Sprite {
  id: string;
  width: number;
  height: number;
}

export type ReadScreenshot = (ref: string) => Promise<Buffer | null>;

/**
 * Loads each referenced screenshot once and keeps it as a `<symbol>`: the evidence of a step and the turn of
 * the timeline that took it usually share one image, and a data URI per use would double the file.
 */
export class ScreenshotSheet {
  private readonly sprites = new Map<string, Sprite | null>();
  private readonly symbols: string[] = [];

  constructor(private readonly read: ReadScreenshot) {}

  async load(refs: Iterable<string>): Promise<void> {
    for (const ref of refs) {
      if (this.sprites.has(ref)) continue;
      const data = await this.readRef(ref);
      const info = data && sniffImage(data);
      if (!data || !info) {
        this.sprites.set(ref, null);
        continue;
      }
      const sprite = { id: `shot-${this.symbols.length + 1}`, width: info.width, height: info.height };
      this.sprites.set(ref, sprite);
      this.symbols.push(
        `<symbol id="${sprite.id}" viewBox="0 0 ${info.width} ${info.height}" preserveAspectRatio="none">` +
          `<image href="data:${info.mime};base64,${data.toString('base64')}" width="${info.width}" height="${info.height}"/></symbol>`,
      );
    }
  }

  get(ref: string | undefined): Sprite | null {
    return (ref && this.sprites.get(ref)) || null;
  }

  /** The hidden SVG holding every symbol; goes once at the top of the body. */
  defs(): SafeHtml {
    return raw(`<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${this.symbols.join('')}</defs></svg>`);
  }

  private async readRef(ref: string): Promise<Buffer | null> {
    const inline = /^data:image\/[\w+.-]+;base64,(.*)$/s.exec(ref);
    if (inline) return Buffer.from(inline[1], 'base64');
    try {
      return await this.read(ref);
    } catch {
      return null;
    }
  }
}

export interface ShotOptions {
  /** Viewport size the boxes and points are in; the image is stretched onto it (default: its own size). */
  viewport?: { width: number; height: number };
  /** Element to outline. */
  box?: { x: number; y: number; width: number; height: number };
  /** Point to mark (where an action landed). */
  point?: { x: number; y: number };
  className?: string;
  label: string;
}

/** One drawing of a screenshot, with the element outlined or the action point marked. */
export function drawShot(sprite: Sprite, opts: ShotOptions): SafeHtml {
  const w = opts.viewport?.width ?? sprite.width;
  const h = opts.viewport?.height ?? sprite.height;
  const n = (v: number) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : 0);
  let marks = '';
  if (opts.box) {
    const { x, y, width, height } = opts.box;
    marks += `<rect class="hl" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"/>`;
  }
  if (opts.point) marks += `<circle class="pt" cx="${n(opts.point.x)}" cy="${n(opts.point.y)}" r="${n(Math.max(w, h) / 40)}"/>`;
  return raw(
    `<svg class="${opts.className ?? 'shot'}" viewBox="0 0 ${n(w)} ${n(h)}" role="img" aria-label="${escapeHtml(opts.label)}">` +
    `<use href="#${sprite.id}" width="${n(w)}" height="${n(h)}"/>${marks}</svg>`
  );
}
