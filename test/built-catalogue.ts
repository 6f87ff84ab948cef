// Test support: builds the catalogue a companion without an emulator compiles against (`node bin/build.mjs --only
// catalogue`; up to date in well under a second), for test files that read companion/compile/dist/catalogue.json.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function buildCatalogue(): void {
  const run = spawnSync(process.execPath, ['bin/build.mjs', '--only', 'catalogue'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`node bin/build.mjs --only catalogue exited with ${run.status ?? run.signal}`);
}
