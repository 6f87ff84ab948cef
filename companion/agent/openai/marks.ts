/**
 * The screenshot a vision model gets: set-of-marks boxes around the interactive elements in view, each labelled with
 * its ref (the name the page text gives it), then resized to the family's size (patch multiples, pixel budget).
 * The image is the masked one the loop saved, so no secret reaches the model.
 */
import sharp from 'sharp';
import type { Element, PageSnapshot } from '../../../protocol';
import { INTERACTIVE } from '../../../injected/roles';
import { imageSizeFor, type Family, type Size } from '../../../models/families';
import type { Screenshot } from '../../driver/driver';

export interface ModelImage {
  dataUrl: string;
  /** The size sent (what the model's pixel coordinates refer to). */
  size: Size;
  original: Size;
  marks: number;
}

const COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000'];

export function markable(page: PageSnapshot): Element[] {
  return page.elements.filter((e) => e.inViewport && !e.blocked && INTERACTIVE.has(e.role) && e.box.width > 1 && e.box.height > 1);
}

export async function modelImage(shot: Screenshot, page: PageSnapshot, family: Family, opts: { marks: boolean }): Promise<ModelImage> {
  const meta = await sharp(shot.data).metadata();
  const original = { width: meta.width ?? shot.width, height: meta.height ?? shot.height };
  const size = imageSizeFor(family, original);
  const sx = original.width / (page.viewport.width || original.width);
  const sy = original.height / (page.viewport.height || original.height);
  let image = sharp(shot.data);
  const elements = opts.marks ? markable(page) : [];
  if (elements.length) {
    const parts = elements.map((e, i) => {
      const c = COLORS[i % COLORS.length];
      const x = Math.round(e.box.x * sx);
      const y = Math.round(e.box.y * sy);
      const w = Math.round(e.box.width * sx);
      const h = Math.round(e.box.height * sy);
      const label = e.ref.replace(/[<&>"]/g, '');
      const lw = 7 * label.length + 6;
      const ly = y >= 14 ? y - 14 : y;
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${c}" stroke-width="2"/>` +
        `<rect x="${x}" y="${ly}" width="${lw}" height="14" fill="${c}"/>` +
        `<text x="${x + 3}" y="${ly + 11}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#fff">${label}</text>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${original.width}" height="${original.height}">${parts.join('')}</svg>`;
    image = sharp(await image.composite([{ input: Buffer.from(svg), left: 0, top: 0 }]).png().toBuffer());
  }
  const data = await image.resize(size.width, size.height, { fit: 'fill' }).png().toBuffer();
  return { dataUrl: `data:image/png;base64,${data.toString('base64')}`, size, original, marks: elements.length };
}
