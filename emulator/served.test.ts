import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { products } from './product-modules.js';
import { README, servedTable, withServed } from './served.js';

describe('emulator/README.md', () => {
  it('lists every action the registry serves (npx tsx emulator/served.ts rewrites the table)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(servedTable()).toContain(`| Ecs | \`${products.find((p) => p.service === 'Ecs')!.version}\``);
    expect(withServed(readme), 'run `npx tsx emulator/served.ts`').toBe(readme);
  });
});
