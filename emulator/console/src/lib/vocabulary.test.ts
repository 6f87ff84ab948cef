import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../registry';
import { loadVariants } from '../../../variants';
import { makeTranslate, resolveVocabulary, type Vocabulary } from './vocabulary';

const src = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(src, file), 'utf8')) as Vocabulary;
/** Each registry product's vocabulary, by key. */
const products = Object.fromEntries(registry.map((e) => [e.key, read(`products/${e.key}/vocabulary.json`)])) as Record<string, Vocabulary>;
const vocabs: Record<string, Vocabulary> = { console: read('console/vocabulary.json'), ...products };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !n.endsWith('.test.ts') ? [p] : [];
  });
}

/** Label keys written literally in t('…') calls, per product folder (console labels serve every product). */
function usedKeys(): { file: string; key: string; product: string }[] {
  const consoles = registry.map((e) => join(src, 'products', e.key, 'console'));
  return [join(src, 'console/src'), join(src, 'console/kinds'), ...consoles].flatMap(files).flatMap((file) => {
    const product = /\/products\/([^/]+)\/console\//.exec(file)?.[1] ?? 'console';
    return [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$]+)'/g)].map((m) => ({ file, key: m[1], product }));
  });
}

describe('vocabulary', () => {
  it('has every label a component asks for, in English and Chinese', () => {
    const missing = usedKeys().filter(({ key, product }) => {
      const label = vocabs[product].labels[key] ?? vocabs.console.labels[key];
      return !label?.en || !label?.zh;
    });
    expect(missing.map((m) => `${m.key} (${m.file.slice(src.length)})`)).toEqual([]);
  });

  it('names only known labels in nav paths and variants', () => {
    for (const vocab of Object.values(products)) {
      for (const [id, def] of Object.entries(vocab.variants)) {
        for (const key of Object.keys(def.labels ?? {})) expect(vocab.labels, `${id}: ${key}`).toHaveProperty([key]);
        const nav = resolveVocabulary(vocab, id).nav;
        for (const n of nav) for (const k of n.path) expect(vocab.labels, `${id}: nav ${n.key}`).toHaveProperty([k]);
      }
    }
  });

  it('names each product in both languages (the products menu), and each summary has both (a console home card)', () => {
    for (const [key, vocab] of Object.entries(products)) {
      expect(vocab.labels['product.name'], `products/${key}/vocabulary.json: product.name`).toEqual({ en: expect.any(String), zh: expect.any(String) });
      const summary = vocab.labels['product.summary'];
      if (summary) expect(summary, `products/${key}/vocabulary.json: product.summary`).toEqual({ en: expect.any(String), zh: expect.any(String) });
    }
    expect(Object.values(products).filter((v) => v.labels['product.summary']).length).toBeGreaterThan(0);
  });

  it('applies a variant: renamed label, moved nav entry; a generation: its labels and nav under the variant', () => {
    const ecs = products.ecs;
    const t = makeTranslate([resolveVocabulary(ecs, 'ecs-create-button-renamed').labels], 'zh');
    expect(t('instances.create')).toBe('创建ECS实例');
    const moved = resolveVocabulary(ecs, 'ecs-sg-nav-moved').nav.find((n) => n.key === 'securityGroups');
    expect(moved?.path).toEqual(['nav.instancesImages', 'nav.securityGroups']);
    const older = resolveVocabulary(ecs, null, { labels: { 'nav.networkSecurity': { en: 'Network and Security', zh: '网络和安全' } }, navRemove: ['enis'] });
    expect(makeTranslate([older.labels], 'zh')('nav.networkSecurity')).toBe('网络和安全');
    expect(older.nav.map((n) => n.key)).not.toContain('enis');
    expect(resolveVocabulary(products.vpc, null).flags.size).toBe(0);
    const flagged = resolveVocabulary(products.dns, null, { flags: ['ttlRemoved'] });
    expect([...flagged.flags]).toEqual(['ttlRemoved']);
    expect(ecs.variants['ecs-create-sg-type-required'].pages).toEqual([{ page: 'createSecurityGroup', key: 'type', merge: { default: null } }]);
  });

  it('has exactly the variant ids of the emulator manifest', () => {
    const manifest = loadVariants();
    for (const v of manifest) expect(vocabs[v.product]?.variants, v.id).toHaveProperty([v.id]);
    const defined = Object.values(vocabs).flatMap((v) => Object.keys(v.variants ?? {}));
    expect(defined.sort()).toEqual(manifest.map((v) => v.id).sort());
  });
});
