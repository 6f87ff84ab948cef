import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generationById } from './generations';
import { products } from './product-modules';
import { loadVariants } from './variants';

function dirWith(files: Record<string, unknown>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'aca-variants-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return pathToFileURL(`${dir}/`);
}

const entry = { id: 'ecs-x-renamed', product: 'ecs', kind: 'label-changed', before: 'A', after: 'B', beforeZh: '甲', afterZh: '乙', description: 'd' };

describe('the variants manifest', () => {
  it('loads, with unique ids that start with their product', () => {
    const variants = loadVariants();
    expect(variants.length).toBeGreaterThan(0);
    expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
    for (const v of variants) expect(v.id.startsWith(`${v.product}-`), v.id).toBe(true);
  });

  it('holds every id the API handlers test with ctx.variant()', () => {
    const ids = new Set(loadVariants().map((v) => v.id));
    const dir = new URL('./products/', import.meta.url);
    const used = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/variant\('([^']+)'\)/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(ids.has(id), id).toBe(true);
  });

  it('names, for a variant over an earlier console, a generation of its own product that exists', () => {
    const based = loadVariants().filter((v) => v.generation);
    expect(based.length).toBeGreaterThan(0);
    for (const v of based) expect(generationById(products, v.generation)?.product, v.id).toBe(v.product);
    expect(() => loadVariants(dirWith({ 'ecs/variants.json': [{ ...entry, generation: 'vpc@2019' }] }))).toThrow(/generation "vpc@2019" is not a generation of ecs/);
    expect(() => loadVariants(dirWith({ 'ecs/variants.json': [{ ...entry, generation: 'ecs 2019' }] }))).toThrow(/invalid[\s\S]*generation/);
  });

  it('names the file and the problem when an entry is wrong', () => {
    expect(() => loadVariants(dirWith({ 'ecs/variants.json': '[{' }))).toThrow(/emulator\/products\/ecs\/variants.json is not JSON/);
    expect(() => loadVariants(dirWith({ 'ecs/variants.json': [{ ...entry, kind: 'renamed' }] }))).toThrow(/ecs\/variants.json is invalid[\s\S]*kind/);
    expect(() => loadVariants(dirWith({ 'vpc/variants.json': [entry] }))).toThrow(/vpc\/variants.json\[0\] \(ecs-x-renamed\): product is "ecs", expected "vpc"/);
    expect(() => loadVariants(dirWith({ 'ecs/variants.json': [entry, entry] }))).toThrow(/repeated ids ecs-x-renamed/);
    expect(loadVariants(dirWith({ 'ecs/variants.json': [entry] })).map((v) => v.kind)).toEqual(['label-changed']);
  });
});
