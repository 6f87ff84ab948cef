// Builds the page runtime: injected/entry.ts -> injected/dist/injected.js (esbuild, IIFE, no Node).
// Used by bin/build.mjs (`npm run build`) and by the tests. Node-side helper; the runtime itself never imports it.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INJECTED_BUNDLE = fileURLToPath(new URL('./dist/injected.js', import.meta.url));

/**
 * The file is written only when its content changes (and whole, through a rename): test files bundle it in their
 * set-up, and a rewrite of the same bytes made the extension, built from injected/, look out of date, so another
 * test file rebuilt the extension under a Chromium that had it loaded.
 */
export async function bundleInjected({ minify = false } = {}) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./entry.ts', import.meta.url))],
    outfile: INJECTED_BUNDLE,
    bundle: true,
    format: 'iife',
    target: 'chrome110',
    platform: 'browser',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  const code = Buffer.from(result.outputFiles[0].contents);
  let before = null;
  try {
    before = readFileSync(INJECTED_BUNDLE);
  } catch {
    // not built yet
  }
  if (!before || !before.equals(code)) {
    mkdirSync(dirname(INJECTED_BUNDLE), { recursive: true });
    const temp = `${INJECTED_BUNDLE}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, INJECTED_BUNDLE);
  }
  return INJECTED_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleInjected();
