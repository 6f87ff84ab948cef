/**
 * `npm run bench:console-chunks`: what a console page load costs with the console bundle split by product (each
 * product's pages a chunk loaded on demand, emulator/console/src/products.ts) against the one bundle of before, in
 * the same run. The console of before is built from `BENCH_BEFORE` (a commit, default 622a4e0, the last with one
 * bundle: its `emulator/` folder, built with this checkout's node_modules); the console of now is this checkout's
 * emulator/console/dist (built first). Each runs in its own emulator, in this process, with the same seed.
 *
 * For one main page per product (as bench/emulator.ts picks them) and the home page, `BENCH_RUNS` loads each
 * (default 5), before and after taking turns, each in a fresh browser context as a UI test opens its page (cold
 * cache, logged in by the session cookie): the load time (navigation start to the last fetch or DOM change before
 * 300 ms of quiet, bench/emulator.ts), the page's script and task time (CDP `Performance.getMetrics`:
 * ScriptDuration, TaskDuration) and the JavaScript it fetched (decoded bytes). Prints a Markdown table and writes it
 * into bench/README.md between `<!-- console-chunks:start -->` and `<!-- console-chunks:end -->` (`BENCH_README=0`
 * prints only).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../companion/driver/browser';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { admin, newAccount } from '../emulator/testing';
import { ACTIVITY, loadTime } from './emulator';
import { machineLine, writeBenchSection } from './readme';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BEFORE = process.env.BENCH_BEFORE ?? '622a4e0';

type Load = { ms: number; scriptMs: number; taskMs: number; jsBytes: number; jsFiles: number };
type Side = { name: string; em: RunningEmulator; cookies: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['cookies']>> };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (n: number, d = 0) => n.toFixed(d);
const kb = (bytes: number) => `${f(bytes / 1024)} KB`;

/** The console of `commit` built into a temporary folder: its `emulator/` and tsconfig, this checkout's node_modules. */
function buildBefore(commit: string): { dist: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'aca-console-before-'));
  const archive = execFileSync('git', ['archive', commit, 'emulator', 'tsconfig.json', 'package.json'], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const ui = join(dir, 'emulator/console');
  const build = `import('vite').then((v) => v.build({ configFile: ${JSON.stringify(join(ui, 'vite.config.ts'))}, root: ${JSON.stringify(ui)}, logLevel: 'warn' }))`;
  execFileSync(process.execPath, ['-e', build], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  return { dist: join(ui, 'dist'), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The built JavaScript files of a dist folder and their sizes. */
function chunks(dist: string): Array<{ file: string; bytes: number }> {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

async function side(name: string, dist: string, browser: Browser): Promise<Side> {
  const em = await startEmulator({ port: 0, seed: 'bench-console-chunks', uiDir: dist });
  const account = await newAccount(em, { fixtures: { instances: 20, vpcs: 2 } });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(account.loginUrl);
  const cookies = await context.cookies();
  await context.close();
  return { name, em, cookies };
}

/** One load of `path` in a fresh context (an empty cache, as a UI test's page). */
async function load(browser: Browser, s: Side, path: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(s.cookies);
    await context.addInitScript(ACTIVITY);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const ms = await loadTime(page, s.em.url + path);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const js = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => (e as PerformanceResourceTiming).decodedBodySize),
    );
    return { ms, scriptMs: metric('ScriptDuration'), taskMs: metric('TaskDuration'), jsBytes: js.reduce((a, b) => a + b, 0), jsFiles: js.length };
  } finally {
    await context.close();
  }
}

export async function benchConsoleChunks(): Promise<void> {
  const started = performance.now();
  const { build } = (await import('../bin/build.mjs' as string)) as { build(opts: { only: string[] }): Promise<void> };
  await build({ only: ['emulator UI'] });
  const before = buildBefore(BEFORE);
  const browser = await launchBrowser();
  const sides: Side[] = [];
  try {
    sides.push(await side(`before (${BEFORE}, one bundle)`, before.dist, browser));
    sides.push(await side('after (a chunk per product)', join(ROOT, 'emulator/console/dist'), browser));
    const catalog = (await admin(sides[1].em, 'GET', '/__emulator/catalog')).body as { products: Array<{ key: string; vocabulary: { nav?: Array<{ key: string; route: string | null }> } }> };
    const pages = [
      { product: 'home', path: '/' },
      ...catalog.products.flatMap((p) => {
        const main = (p.vocabulary.nav ?? []).find((n) => n.route && !['overview', 'home', 'events'].includes(n.key) && !n.route.endsWith('/overview'));
        return main?.route ? [{ product: p.key, path: main.route }] : [];
      }),
    ];
    const rows: Array<{ product: string; path: string; loads: Load[][] }> = [];
    for (const p of pages) {
      // One unmeasured load each (the emulator's first answers for the account), then the runs, taking turns.
      for (const s of sides) await load(browser, s, p.path);
      const loads: Load[][] = sides.map(() => []);
      for (let i = 0; i < RUNS; i++) for (const [n, s] of sides.entries()) loads[n].push(await load(browser, s, p.path));
      rows.push({ ...p, loads });
      const m = loads.map((l) => `${f(median(l.map((x) => x.ms)))} ms, script ${f(median(l.map((x) => x.scriptMs)))} ms`);
      console.error(`${p.path}: before ${m[0]}; after ${m[1]}`);
    }
    const cell = (loads: Load[], key: keyof Load) => median(loads.map((l) => l[key]));
    const mean = (key: keyof Load, n: number) => rows.reduce((a, r) => a + cell(r.loads[n], key), 0) / rows.length;
    const bundles = [chunks(before.dist), chunks(join(ROOT, 'emulator/console/dist'))];
    const md = [
      `${machineLine()}, Chromium ${browser.version()}; both consoles served by emulators in the bench process, ${RUNS} loads per page and side (medians), taking turns, each in a fresh context (empty cache, as a UI test opens its page). Total ${f((performance.now() - started) / 1000)} s.`,
      '',
      '| page | product | load ms before | load ms after | script ms before | script ms after | task ms before | task ms after | JS before | JS after |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => {
        const [b, a] = r.loads;
        return `| ${r.path} | ${r.product} | ${f(cell(b, 'ms'))} | ${f(cell(a, 'ms'))} | ${f(cell(b, 'scriptMs'))} | ${f(cell(a, 'scriptMs'))} | ${f(cell(b, 'taskMs'))} | ${f(cell(a, 'taskMs'))} | ${kb(cell(b, 'jsBytes'))} in ${cell(b, 'jsFiles')} | ${kb(cell(a, 'jsBytes'))} in ${cell(a, 'jsFiles')} |`;
      }),
      `| mean of the pages | | ${f(mean('ms', 0))} | ${f(mean('ms', 1))} | ${f(mean('scriptMs', 0))} | ${f(mean('scriptMs', 1))} | ${f(mean('taskMs', 0))} | ${f(mean('taskMs', 1))} | ${kb(mean('jsBytes', 0))} | ${kb(mean('jsBytes', 1))} |`,
      '',
      `Built JavaScript: before ${bundles[0].map((c) => `${c.file} ${kb(c.bytes)}`).join(', ')}; after ${bundles[1].length} files, ${kb(bundles[1].reduce((a, c) => a + c.bytes, 0))} in all, the largest ${bundles[1]
        .slice(0, 16)
        .map((c) => `${c.file.replace(/-[\w-]{8}\.js$/, '')} ${kb(c.bytes)}`)
        .join(', ')}.`,
      'Load: navigation start to the last fetch or DOM change before 300 ms of quiet. Script and task: CDP `Performance.getMetrics` (ScriptDuration, TaskDuration) of the page at that point. JS: the decoded bytes of the `.js` files the page fetched, and how many.',
    ].join('\n');
    console.log(md);
    if (process.env.BENCH_README === '0') return;
    await writeBenchSection('console-chunks', md, {
      heading: 'console-chunks: a page load with the console split by product',
      intro:
        '`npm run bench:console-chunks` (`BENCH_RUNS=N` loads per page and side, default 5; `BENCH_BEFORE=<commit>` the console of before, default 622a4e0). ' +
        "Every console page load (UI tests, episodes, the guard walk) used to evaluate all twelve products' pages, one bundle; now a page loads the shell and its own product's chunk. " +
        'The bench builds the console of before from that commit and serves both from emulators in one process, loading each product\'s main page and the home page in fresh contexts, taking turns.',
    });
  } finally {
    await browser.close();
    for (const s of sides) await s.em.close();
    before.dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchConsoleChunks().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
