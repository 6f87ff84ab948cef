// The console's product list is the registry's: the glob in products.ts finds exactly one console module per
// registry line, and the shell's menu and home page read nothing but that list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry, type RegistryEntry } from '../../registry';
import { joinConsoles } from './lib/product';

const source = readFileSync(new URL('./products.ts', import.meta.url), 'utf8');

describe('the console products', () => {
  it('collects one console module per registry line with the glob products.ts uses', () => {
    // The same literal pattern as products.ts (checked below); lazy here, so no page is loaded.
    const found = import.meta.glob('../../products/*/console/index.ts');
    expect(source).toContain(`import.meta.glob<ConsoleModule>('../../products/*/console/index.ts'`);
    const joined = joinConsoles(registry, found);
    expect(joined.map((j) => j.entry.key)).toEqual(registry.map((e) => e.key));
    expect(Object.keys(found)).toHaveLength(registry.length);
  });

  it('names the folder a registry line lacks, and the console no line names', () => {
    const extra: RegistryEntry = { key: 'tiny', service: 'Tiny', console: '/tiny' };
    const modules = Object.fromEntries(registry.map((e) => [`../../products/${e.key}/console/index.ts`, e.key]));
    expect(() => joinConsoles([...registry, extra], modules)).toThrow('products/tiny/console/index.ts missing');
    expect(() => joinConsoles(registry, { ...modules, '../../products/tiny/console/index.ts': 'tiny' })).toThrow(
      'products/tiny/console/index.ts has no line in emulator/registry.ts',
    );
  });
});
