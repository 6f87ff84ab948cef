import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import actiontrailVocab from '../../../products/actiontrail/vocabulary.json';
import cdnVocab from '../../../products/cdn/vocabulary.json';
import cmsVocab from '../../../products/cms/vocabulary.json';
import consoleVocab from '../../vocabulary.json';
import dnsVocab from '../../../products/dns/vocabulary.json';
import ecsVocab from '../../../products/ecs/vocabulary.json';
import fcVocab from '../../../products/fc/vocabulary.json';
import kmsVocab from '../../../products/kms/vocabulary.json';
import ossVocab from '../../../products/oss/vocabulary.json';
import ramVocab from '../../../products/ram/vocabulary.json';
import rdsVocab from '../../../products/rds/vocabulary.json';
import slbVocab from '../../../products/slb/vocabulary.json';
import vpcVocab from '../../../products/vpc/vocabulary.json';
import { loadVariants } from '../../../variants';
import { makeTranslate, resolveVocabulary, type Vocabulary } from './vocabulary';

const src = fileURLToPath(new URL('../../..', import.meta.url));
const vocabs = { console: consoleVocab, fc: fcVocab, ecs: ecsVocab, vpc: vpcVocab, ram: ramVocab, cms: cmsVocab, kms: kmsVocab, dns: dnsVocab, rds: rdsVocab, slb: slbVocab, oss: ossVocab, cdn: cdnVocab, actiontrail: actiontrailVocab } as Record<string, Vocabulary>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !n.endsWith('.test.ts') ? [p] : [];
  });
}

/** Label keys written literally in t('…') calls, per product folder (console labels serve every product). */
function usedKeys(): { file: string; key: string; product: string }[] {
  const consoles = readdirSync(join(src, 'products')).map((p) => join(src, 'products', p, 'console')).filter((d) => existsSync(d));
  return [join(src, 'console/src'), join(src, 'console/kinds'), ...consoles].flatMap(files).flatMap((file) => {
    const product = /products\/(fc|ecs|vpc|ram|cms|kms|dns|rds|slb|oss|cdn|actiontrail)\//.exec(file)?.[1] ?? 'console';
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
    for (const vocab of [fcVocab, ecsVocab, vpcVocab, ramVocab, cmsVocab, kmsVocab, rdsVocab, slbVocab, ossVocab, cdnVocab, actiontrailVocab] as Vocabulary[]) {
      for (const [id, def] of Object.entries(vocab.variants)) {
        for (const key of Object.keys(def.labels ?? {})) expect(vocab.labels, `${id}: ${key}`).toHaveProperty([key]);
        const nav = resolveVocabulary(vocab, id).nav;
        for (const n of nav) for (const k of n.path) expect(vocab.labels, `${id}: nav ${n.key}`).toHaveProperty([k]);
      }
    }
  });

  it('applies a variant: renamed label, moved nav entry; a generation: its labels and nav under the variant', () => {
    const ecs = ecsVocab as Vocabulary;
    const t = makeTranslate([resolveVocabulary(ecs, 'ecs-create-button-renamed').labels], 'zh');
    expect(t('instances.create')).toBe('创建ECS实例');
    const moved = resolveVocabulary(ecs, 'ecs-sg-nav-moved').nav.find((n) => n.key === 'securityGroups');
    expect(moved?.path).toEqual(['nav.instancesImages', 'nav.securityGroups']);
    const older = resolveVocabulary(ecs, null, { labels: { 'nav.networkSecurity': { en: 'Network and Security', zh: '网络和安全' } }, navRemove: ['enis'] });
    expect(makeTranslate([older.labels], 'zh')('nav.networkSecurity')).toBe('网络和安全');
    expect(older.nav.map((n) => n.key)).not.toContain('enis');
    expect(resolveVocabulary(vpcVocab as Vocabulary, null).flags.size).toBe(0);
    expect(ecs.variants['ecs-create-sg-type-required'].pages).toEqual([{ page: 'createSecurityGroup', key: 'type', merge: { default: null } }]);
  });

  it('has exactly the variant ids of the emulator manifest', () => {
    const manifest = loadVariants();
    for (const v of manifest) expect(vocabs[v.product]?.variants, v.id).toHaveProperty([v.id]);
    const defined = Object.values(vocabs).flatMap((v) => Object.keys(v.variants ?? {}));
    expect(defined.sort()).toEqual(manifest.map((v) => v.id).sort());
  });
});
