// Builds the page runtime: injected/entry.ts -> injected/dist/injected.js (esbuild, IIFE, no Node).
// Used by bin/build.mjs (`npm run build`) and by the tests. Node-side helper; the runtime itself never imports it.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const INJECTED_BUNDLE = fileURLToPath(new URL('./dist/injected.js', import.meta.url));

export async function bundleInjected({ minify = false } = {}) {
  await build({
    entryPoints: [fileURLToPath(new URL('./entry.ts', import.meta.url))],
    outfile: INJECTED_BUNDLE,
    bundle: true,
    format: 'iife',
    target: 'chrome110',
    platform: 'browser',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return INJECTED_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleInjected();
