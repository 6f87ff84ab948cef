/**
 * Model families: what differs between the vision-language models a policy may run on. Each entry holds the
 * coordinate system of points in the model's answers, the image patch (screenshots are resized to multiples of
 * it, and it gives the image's token count) and the image budget of a request.
 */

export type FamilyName = 'qwen3-vl' | 'qwen2.5-vl' | 'generic';

export interface Family {
  name: FamilyName;
  /**
   * How points in answers are written: `norm1000` (0-1000 on both axes, Qwen3-VL), `image` (absolute pixels of the
   * image as sent, Qwen2.5-VL), `viewport` (page CSS pixels; for models not trained on grounding).
   */
  coordinates: 'norm1000' | 'image' | 'viewport';
  /** Pixels per side of one visual token (after the vision encoder's merge): the resize multiple. */
  patch: number;
  /** Largest image sent, in pixels (width x height); bigger screenshots are scaled down, keeping the aspect. */
  maxPixels: number;
  /** Screenshots kept in one request: the current one, plus older ones up to this count (0: only the current). */
  olderImages: number;
  /** Whether the prompt offers OpenAI tools (function calls) besides the text form. */
  tools: boolean;
  /** A sentence for the system prompt saying how to write a point. */
  pointHint: string;
}

export const FAMILIES: Record<FamilyName, Family> = {
  'qwen3-vl': {
    name: 'qwen3-vl',
    coordinates: 'norm1000',
    patch: 32,
    maxPixels: 1280 * 832,
    olderImages: 0,
    tools: false,
    pointHint: '"point": [x, y] with x and y from 0 to 1000 across the screenshot (0,0 top left, 1000,1000 bottom right)',
  },
  'qwen2.5-vl': {
    name: 'qwen2.5-vl',
    coordinates: 'image',
    patch: 28,
    maxPixels: 1288 * 812,
    olderImages: 0,
    tools: false,
    pointHint: '"point": [x, y] in pixels of the screenshot as you see it',
  },
  generic: {
    name: 'generic',
    coordinates: 'viewport',
    patch: 32,
    maxPixels: 1280 * 800,
    olderImages: 0,
    tools: true,
    pointHint: '"point": [x, y] in pixels of the screenshot as you see it',
  },
};

export function familyOf(name: string): Family {
  const family = FAMILIES[name as FamilyName];
  if (!family) throw new Error(`unknown model family "${name}"; one of: ${Object.keys(FAMILIES).join(', ')}`);
  return family;
}

export interface Size {
  width: number;
  height: number;
}

/** The size a screenshot is sent at: within the family's pixel budget, each side a multiple of the patch. */
export function imageSizeFor(family: Family, original: Size): Size {
  const scale = Math.min(1, Math.sqrt(family.maxPixels / (original.width * original.height)));
  const fit = (n: number) => Math.max(family.patch, Math.floor((n * scale) / family.patch) * family.patch);
  return { width: fit(original.width), height: fit(original.height) };
}

/** Visual tokens of an image of `size` (already patch-aligned), plus the two vision delimiters. */
export function imageTokens(family: Family, size: Size): number {
  return (size.width / family.patch) * (size.height / family.patch) + 2;
}

/**
 * A point as the model wrote it, in viewport CSS pixels (`image` is the size the screenshot was sent at,
 * `viewport` the page's size). Norm1000 points stay normalized: the page runtime maps them itself.
 */
export function pointFromModel(family: Family, x: number, y: number, image: Size, viewport: Size): { x: number; y: number; space: 'viewport' | 'norm1000' } {
  if (family.coordinates === 'norm1000') return { x, y, space: 'norm1000' };
  // `image` and `viewport` both read the screenshot as sent; it may be smaller than the page.
  return { x: (x * viewport.width) / image.width, y: (y * viewport.height) / image.height, space: 'viewport' };
}

/** The inverse of `pointFromModel` for an element centre in viewport pixels (what training data teaches). */
export function pointForModel(family: Family, x: number, y: number, image: Size, viewport: Size): [number, number] {
  if (family.coordinates === 'norm1000') return [Math.round((x / viewport.width) * 1000), Math.round((y / viewport.height) * 1000)];
  return [Math.round((x * image.width) / viewport.width), Math.round((y * image.height) / viewport.height)];
}
