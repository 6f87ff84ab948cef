import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

export interface CopiedImage {
  /** Relative to the export folder, e.g. images/<name>.png. */
  path: string;
  original: ImageSize;
  resized: ImageSize;
}

/** Nearest multiple of the patch size for each side (at least one patch), so the aspect stays close. */
export function patchAligned(size: ImageSize, patch: number): ImageSize {
  const round = (n: number) => Math.max(patch, Math.round(n / patch) * patch);
  return { width: round(size.width), height: round(size.height) };
}

type Sharp = typeof import('sharp').default;

let loaded: Promise<Sharp | undefined> | undefined;
/** sharp, or undefined when it is not installed (then exports are text-only). */
export function loadSharp(): Promise<Sharp | undefined> {
  loaded ??= import('sharp').then((m) => m.default).catch(() => undefined);
  return loaded;
}

/** Copies one screenshot into `<out>/images/`, resized to patch-size multiples. */
export async function copyResized(sharp: Sharp, src: string, outDir: string, name: string, patch: number): Promise<CopiedImage> {
  const meta = await sharp(src).metadata();
  const original = { width: meta.width ?? 0, height: meta.height ?? 0 };
  if (!original.width || !original.height) throw new Error(`cannot read the size of ${src}`);
  const resized = patchAligned(original, patch);
  await mkdir(join(outDir, 'images'), { recursive: true });
  const path = `images/${name}.png`;
  await sharp(src).resize(resized.width, resized.height, { fit: 'fill' }).png().toFile(join(outDir, path));
  return { path, original, resized };
}
