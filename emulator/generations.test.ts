// Every product's console generations, whichever way its console is drawn: the id names the product, the labels
// it words otherwise exist today (or name a nav entry of its own) in both languages, its nav entries name labels and
// today's entries, its flags are ones the product's hand-drawn pages test, its sources are dated, and the control API
// takes its id as an account's variant.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_ID } from './console/kinds/generation';
import type { Vocabulary } from './console/src/lib/vocabulary';
import { allGenerations } from './generations';
import { products } from './product-modules';
import { startEmulator, type RunningEmulator } from './server.js';
import { admin, newAccount } from './testing.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const vocabularyOf = (key: string) => JSON.parse(readFileSync(join(root, 'products', key, 'vocabulary.json'), 'utf8')) as Vocabulary;
const common = JSON.parse(readFileSync(join(root, 'console/vocabulary.json'), 'utf8')) as Vocabulary;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(n) && !n.includes('.test.') ? [p] : [];
  });
}

/** The flags a product's console pages test: `flag('name')`. */
const flagsTested = (key: string) =>
  new Set(sources(join(root, 'products', key, 'console')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/flag\(\s*'([^']+)'/g)].map((m) => m[1])));

const generations = allGenerations(products);

describe('console generations of every product', () => {
  it('exist beyond ECS, and are listed by the product they name', () => {
    expect(new Set(generations.map((g) => g.product)).size).toBeGreaterThan(1);
    expect(new Set(generations.map((g) => g.id)).size).toBe(generations.length);
    for (const p of products) for (const g of p.described?.generations ?? []) {
      expect(GENERATION_ID.exec(g.id)?.[1], g.id).toBe(p.key);
      expect(g.product, g.id).toBe(p.key);
    }
  });

  it.each(generations.map((g) => [g.id, g] as const))('%s: labels, nav, flags and sources', (_, g) => {
    const vocab = vocabularyOf(g.product);
    const own = g.labels ?? {};
    const navLabels = new Set((g.nav ?? []).flatMap((n) => n.path));
    // A product with page descriptions may bring labels of its own pages (its pages.test.ts checks them); on
    // hand-drawn pages a label no page asks for would never show.
    const handDrawn = !products.find((p) => p.key === g.product)?.described?.pages;
    for (const [key, label] of Object.entries(own)) {
      expect(label.en, `${g.id}: ${key} en`).toMatch(/\S/);
      expect(label.zh, `${g.id}: ${key} zh`).toMatch(/\S/);
      if (handDrawn) expect(key in vocab.labels || key in common.labels || navLabels.has(key), `${g.id}: ${key} is neither a label of today's console nor one of its nav entries`).toBe(true);
    }
    const todayNav = new Set(vocab.nav.map((n) => n.key));
    for (const n of g.nav ?? []) {
      for (const k of n.path) expect(k in vocab.labels || k in own, `${g.id}: nav ${n.key} names ${k}`).toBe(true);
      if (n.route) expect(vocab.nav.some((t) => t.route === n.route) || !todayNav.has(n.key), `${g.id}: nav ${n.key} goes to ${n.route}`).toBe(true);
    }
    for (const k of g.navRemove ?? []) expect(todayNav.has(k), `${g.id}: navRemove ${k}`).toBe(true);
    const tested = flagsTested(g.product);
    for (const f of g.flags ?? []) expect(tested.has(f), `${g.id}: flag ${f} is tested by no page of products/${g.product}/console`).toBe(true);
    expect(g.period).toMatch(/\d{4}/);
    expect(g.note).toMatch(/\S/);
    expect(g.sources.length).toBeGreaterThan(0);
    for (const s of g.sources) {
      expect(s.date, `${g.id}: ${s.url}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.url, g.id).toMatch(/^https:\/\//);
      if (s.url.includes('github.com/AlibabaCloudDocs/')) expect(s.url, `${g.id}: a commit`).toMatch(/\/blob\/[0-9a-f]{7,40}\//);
    }
  });

  describe('through the control API', () => {
    let em: RunningEmulator;
    beforeAll(async () => {
      em = await startEmulator({ port: 0, seed: 'generations', eventDelayMs: 0 });
    });
    afterAll(async () => {
      await em?.close();
    });

    it('lists every generation and takes each id as an account variant', async () => {
      const listed = (await admin(em, 'GET', '/__emulator/generations')).body as { id: string }[];
      expect(listed.map((g) => g.id).sort()).toEqual(generations.map((g) => g.id).sort());
      const account = await newAccount(em);
      for (const g of generations) {
        const set = await admin(em, 'PUT', `/__emulator/accounts/${account.accountId}/variant`, { variant: g.id });
        expect(set.body, g.id).toEqual({ accountId: account.accountId, variant: g.id });
      }
      const catalog = (await admin(em, 'GET', '/__emulator/catalog')).body as { products: { key: string; vocabulary: { generations?: { id: string }[]; pages?: unknown; forms?: unknown } }[] };
      const kms = catalog.products.find((p) => p.key === 'kms')!;
      expect(kms.vocabulary.generations?.map((g) => g.id)).toContain('kms@2021');
      expect(kms.vocabulary.pages).toBeUndefined();
    });
  });
});
