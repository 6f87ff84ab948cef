// The variants manifest (products/<product>/variants.json): named UI versions that drift from the docs on purpose.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { registry } from './registry.js';

/** A variant's id (`ecs-create-button-renamed`): a key of the manifest. */
export type VariantId = string;

const VariantSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/, 'a kebab-case id that starts with the product key'),
  product: z.string().min(1),
  /** A doc-verdict kind (SPEC section 6). */
  kind: z.enum([
    'label-changed',
    'path-changed',
    'element-missing',
    'missing-step',
    'obsolete-step',
    'value-rejected',
    'outcome-mismatch',
  ]),
  before: z.string(),
  after: z.string(),
  beforeZh: z.string(),
  afterZh: z.string(),
  description: z.string(),
  /**
   * The kind of real console change it imitates, with an example from the console generations when there is one
   * ("a dialog's submit button renamed, as the stop dialog's OK became Confirm (ecs@2023 → today)").
   */
  imitates: z.string().min(1).optional(),
  /**
   * The console generation the variant drifts from (`cms@2020`), for a drift of a console that is no longer today's;
   * absent: today's console. The account then sees that generation with the variant's changes over it.
   */
  generation: z.string().regex(/^[a-z][a-z0-9]*@\d{4}(?:-\d{2})?$/, 'a console generation id such as cms@2020').optional(),
});

export type Variant = z.infer<typeof VariantSchema>;

const folder = new URL('./products/', import.meta.url);

/**
 * Reads and checks the manifest: one file per registry product that has variants,
 * `emulator/products/<key>/variants.json`, an array of entries of that product. Throws naming the file and every
 * problem.
 */
export function loadVariants(dir: URL = folder): Variant[] {
  const all: Variant[] = [];
  const keys = registry.map((e) => e.key).sort();
  for (const product of keys.filter((key) => existsSync(new URL(`${key}/variants.json`, dir)))) {
    const name = `${product}/variants.json`;
    const where = `emulator/products/${name}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
    } catch (err) {
      throw new Error(`${where} is not JSON: ${(err as Error).message}`);
    }
    const parsed = z.array(VariantSchema).safeParse(raw);
    if (!parsed.success) throw new Error(`${where} is invalid:\n${z.prettifyError(parsed.error)}`);
    for (const [i, v] of parsed.data.entries()) {
      if (v.product !== product) throw new Error(`${where}[${i}] (${v.id}): product is "${v.product}", expected "${product}"`);
      if (!v.id.startsWith(`${product}-`)) throw new Error(`${where}[${i}]: id "${v.id}" must start with "${product}-"`);
      if (v.generation && !v.generation.startsWith(`${product}@`)) throw new Error(`${where}[${i}] (${v.id}): generation "${v.generation}" is not a generation of ${product}`);
    }
    all.push(...parsed.data);
  }
  const ids = all.map((v) => v.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length) throw new Error(`emulator/products/*/variants.json: repeated ids ${repeated.join(', ')}`);
  return all;
}
