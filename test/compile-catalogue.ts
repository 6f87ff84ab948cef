// For the compiler's tests: the catalogue of a real emulator started for the test file, and the one task a page
// compiles to.
import { afterAll, beforeAll, expect } from 'vitest';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { fetchCatalogue, type Catalogue } from '../companion/compile/catalogue';
import { compilePage } from '../companion/compile/compile';

/** Starts an emulator (seeded `seed`) before the file's tests and stops it after; returns the catalogue's getter. */
export function useCatalogue(seed: string): () => Catalogue {
  let emulator: RunningEmulator;
  let catalogue: Catalogue;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed });
    catalogue = await fetchCatalogue(emulator);
  });
  afterAll(() => emulator.close());
  return () => catalogue;
}

/** The page's lines compiled: exactly one task and no failure. */
export function compiledOne(lines: string[], catalogue: Catalogue) {
  const result = compilePage('page.md', [...lines, ''].join('\n'), catalogue);
  expect(result.failures).toEqual([]);
  expect(result.tasks).toHaveLength(1);
  return result.tasks[0];
}
