#!/usr/bin/env node
// `npm run build`: builds what the checkout cannot run from source. Each step skips itself when its output
// is newer than its inputs; `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
let force = false;

/** Newest modification time under the given files and folders (0 if none exist). */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
    else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

/** True when `output` exists and is newer than every input. */
function upToDate(output, inputs) {
  return !force && existsSync(output) && statSync(output).mtimeMs >= newest(inputs);
}

/** Each product's console pages, vocabulary and console generations (emulator/products/<key>/). */
function productConsoles() {
  const products = join(root, 'emulator/products');
  return readdirSync(products).flatMap((key) => ['console', 'vocabulary.json', 'generations'].map((part) => join(products, key, part)));
}

async function buildEmulatorUi() {
  const ui = join(root, 'emulator/console');
  const out = join(ui, 'dist/index.html');
  const inputs = [join(ui, 'src'), join(ui, 'kinds'), join(ui, 'index.html'), join(ui, 'vite.config.ts'), join(ui, 'vocabulary.json'), ...productConsoles()];
  if (upToDate(out, inputs)) {
    console.error('emulator UI up to date');
    return;
  }
  const started = Date.now();
  const { build } = await import('vite');
  // Under NODE_ENV=test (a CLI started by vitest) vite compiles JSX for React's dev runtime, which the
  // production React the config defines lacks (`jsxDEV is not a function`, a blank console): build as production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(ui, 'vite.config.ts'), root: ui, logLevel: 'warn' });
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
  console.error(`emulator UI built into emulator/console/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The page runtime (injected/) as one IIFE for the headless driver and the extension: injected/dist/injected.js. */
async function buildInjected() {
  const out = join(root, 'injected/dist/injected.js');
  if (upToDate(out, [join(root, 'injected'), join(root, 'protocol')])) {
    console.error('injected bundle up to date');
    return;
  }
  const { bundleInjected } = await import('../injected/bundle.mjs');
  await bundleInjected();
  // The bundle keeps its time when its bytes did not change; here it is marked as built from the newer inputs.
  const now = new Date();
  utimesSync(out, now, now);
  console.error('injected/ bundled into injected/dist/injected.js');
}

/** The WXT extension (extension/) into extension/.output/chrome-mv3/, loadable unpacked. */
async function buildExtension() {
  const dir = join(root, 'extension');
  const out = join(dir, '.output/chrome-mv3/manifest.json');
  const inputs = ['entrypoints', 'components', 'utils', 'wxt.config.ts', 'tsconfig.json'].map((p) => join(dir, p));
  if (upToDate(out, [...inputs, join(root, 'protocol'), join(root, 'injected'), join(root, 'package.json')])) {
    console.error('extension up to date');
    return;
  }
  const started = Date.now();
  // A child process: WXT's spinner writes to stdout, which belongs to the command that triggered the build
  // (`aca serve` prints its ready line there).
  const cli = join(root, 'node_modules/wxt/bin/wxt.mjs');
  const run = spawnSync(process.execPath, [cli, 'build', dir], { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, CI: '1' } });
  if (run.status !== 0) throw new Error(`wxt build exited with ${run.status ?? run.signal}`);
  console.error(`extension built into extension/.output/chrome-mv3 in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Today's console catalogue (which console action calls which operation), written from the emulator's product
 * registry into companion/compile/dist/catalogue.json: what `aca serve --no-emulator` compiles pages against.
 */
async function buildCatalogue() {
  const out = join(root, 'companion/compile/dist/catalogue.json');
  const emulator = join(root, 'emulator');
  const top = readdirSync(emulator).filter((f) => f.endsWith('.ts')).map((f) => join(emulator, f));
  const inputs = [...top, join(emulator, 'products'), join(emulator, 'console/kinds'), join(emulator, 'console/vocabulary.json')];
  if (upToDate(out, inputs)) {
    console.error('catalogue up to date');
    return;
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(emulator, 'write-catalog.ts'), out], { cwd: root, stdio: ['ignore', 2, 2] });
  if (run.status !== 0) throw new Error(`write-catalog.ts exited with ${run.status ?? run.signal}`);
  console.error('catalogue written to companion/compile/dist/catalogue.json');
}

// The build steps, in order. Add a step here as `{ name, run }` (e.g. bundling injected/ for the extension
// and the headless driver).
const steps = [
  { name: 'emulator UI', run: buildEmulatorUi },
  { name: 'injected bundle', run: buildInjected },
  { name: 'extension', run: buildExtension },
  { name: 'catalogue', run: buildCatalogue },
];

/**
 * One build at a time in a checkout. Test files build in their set-up, two side by side: without the lock a second
 * build sees outputs the first is still writing as out of date and rebuilds them, and WXT empties
 * extension/.output while the other file's Chromium loads the extension from it. A lock left by a process that is
 * gone is taken over.
 */
const LOCK = join(root, '.build.lock');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err?.code === 'EPERM';
  }
};

async function locked(run) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err?.code !== 'EEXIST') throw err;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
      } catch {
        // Just made, its pid not written yet.
      }
      if (holder && !alive(holder)) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another build (pid ${holder || 'unknown'}) has held ${LOCK} for 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Runs the build steps (each skips itself when up to date), or only those named in `opts.only`. Progress goes
 * to stderr.
 */
export async function build(opts = {}) {
  await locked(async () => {
    force = Boolean(opts.force);
    for (const step of steps.filter((s) => !opts.only || opts.only.includes(s.name))) {
      try {
        await step.run();
      } catch (err) {
        throw new Error(`build step "${step.name}" failed: ${err?.stack ?? err}`);
      }
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    // `--only catalogue,extension`: those steps only (names as in `steps`).
    const at = process.argv.indexOf('--only');
    const only = at > 0 ? process.argv[at + 1]?.split(',') : undefined;
    await build({ force: process.argv.includes('--force'), ...(only ? { only } : {}) });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
