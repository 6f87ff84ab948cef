/**
 * The catalogue the build wrote from the emulator's product registry (`node bin/build.mjs`, step "catalogue":
 * companion/compile/dist/catalogue.json), for a companion with no emulator running: `aca serve --no-emulator`
 * compiles pages against it. Today's consoles only (no earlier generations).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { indexCatalogue, type Catalogue } from './catalogue';
import { CompileError } from './errors';

export const BUILT_CATALOGUE = fileURLToPath(new URL('./dist/catalogue.json', import.meta.url));

/** Reads and indexes the built catalogue; a missing or broken file is a CompileError saying how to build it. */
export async function builtCatalogue(file = BUILT_CATALOGUE): Promise<Catalogue> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CompileError('compile-catalogue-unavailable', `no built catalogue at ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); build it with node bin/build.mjs`);
  }
  return indexCatalogue(json);
}
