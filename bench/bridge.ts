/**
 * `npm run bench:bridge`: the framework's time per step (observe + act + settle, no policy) through the
 * extension (companion socket -> service worker -> content script) next to the headless driver, on the same
 * task in one run. Both sides log into the emulator's ECS instance list (20 instances) and repeat the same
 * steps, interleaved: observe, then click a left-nav item found in that observation, alternating "Images" and
 * "Instances". Prints a Markdown table (median and p90 per step and per part, ratio extension/headless, the
 * targets) and writes it into bench/README.md between `<!-- bridge:start -->` and `<!-- bridge:end -->`.
 */
import { existsSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import { launchBrowser } from '../companion/driver/browser';
import type { Driver } from '../companion/driver/driver';
import { PlaywrightDriver } from '../companion/driver/playwright';
import { runtimeSource } from '../companion/driver/runtime';
import { ExtensionDriver } from '../companion/serve/extension-driver';
import { RemoteError } from '../companion/serve/peer';
import { startExtensionServer, type ExtensionServer } from '../companion/serve/server';
import type { Session } from '../companion/serve/session';
import { EXTENSION_DIR, launchWithExtension, type ExtensionBrowser } from '../extension/testing/browser';
import { EXTENSION_ID } from '../protocol/extension';
import { newest } from '../bin/build.mjs';
import type { PageSnapshot } from '../protocol';
import { writeBenchSection } from './readme';

const STEPS = Number(process.env.BENCH_STEPS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const INSTANCES = 20;
const TARGET_MS = { headless: 100, extension: 250 } as const;
/** The step sequence: each click leaves the page for the other one, so the pair comes back where it started. */
const CLICKS = [
  { name: 'Images', path: '/ecs/images' },
  { name: 'Instances', path: '/ecs/instances' },
] as const;
const START = '/ecs/instances';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The pairing token of this run's companion socket. */
const TOKEN = randomBytes(24).toString('base64url');

type SideName = 'headless' | 'extension';
interface Sample {
  /** The nav item clicked. */
  click: string;
  observe: number;
  act: number;
  step: number;
}
interface Side {
  name: SideName;
  driver: Driver;
  /** The path the last click went to: the next observation must be on it. */
  expect: string;
  samples: Sample[];
  /** Per page path, the element count of the last observation there (both sides must see the same page). */
  seen: Map<string, number>;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => {
  const s = sorted(xs);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Nearest-rank 90th percentile. */
const p90 = (xs: number[]) => sorted(xs)[Math.max(0, Math.ceil(0.9 * xs.length) - 1)];

class BenchError extends Error {}

/** Clear errors before anything starts: the built extension, the page runtime and the console UI must exist. */
function checkBuilt(): void {
  const manifest = join(EXTENSION_DIR, 'manifest.json');
  if (!existsSync(manifest)) throw new BenchError(`the extension is not built (${manifest} is missing): run \`npm run build\` first`);
  if (!existsSync(join(ROOT, 'emulator/console/dist/index.html'))) throw new BenchError('the emulator console UI is not built (emulator/console/dist): run `npm run build` first');
  runtimeSource(); // throws RuntimeMissingError ("run `npm run build` first")
  const sources = ['entrypoints', 'components', 'utils'].map((p) => join(ROOT, 'extension', p)).concat(join(ROOT, 'injected'), join(ROOT, 'protocol'));
  if (newest(sources) > statSync(manifest).mtimeMs) {
    console.error('bench:bridge: warning: the extension build is older than its sources (extension/, injected/, protocol/); run `npm run build` to measure the current code');
  }
}

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await f();
  return [v, performance.now() - t];
}

async function withTimeout<T>(what: string, ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new BenchError(`${what} (no result within ${ms / 1000} s)`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** One step: observe, then click the nav item `click.name` found in that very observation. */
async function step(side: Side, click: (typeof CLICKS)[number], record: boolean): Promise<void> {
  const [snap, observeMs] = await timed(() => side.driver.observe());
  checkOn(side, snap);
  side.seen.set(side.expect, snap.elements.length);
  const target = snap.elements.find((e) => e.role === 'navitem' && e.name === click.name);
  if (!target) throw new BenchError(`${side.name}: no nav item "${click.name}" on ${snap.url}; nav items: ${snap.elements.filter((e) => e.role === 'navitem').map((e) => e.name).join(', ')}`);
  const [result, actMs] = await timed(() => side.driver.act({ type: 'click', ref: target.ref }));
  if (!result.ok) throw new BenchError(`${side.name}: clicking "${click.name}" failed: ${JSON.stringify(result.error)}`);
  side.expect = click.path;
  if (record) side.samples.push({ click: click.name, observe: observeMs, act: actMs, step: observeMs + actMs });
}

/** The click before must have taken the page where it said: else the step timed something else. */
function checkOn(side: Side, snap: PageSnapshot): void {
  const path = new URL(snap.url).pathname;
  if (path !== side.expect) throw new BenchError(`${side.name}: expected to be on ${side.expect} after the last click, but the observation is of ${snap.url}`);
}

async function createLogin(em: RunningEmulator, accountId: string | null): Promise<{ accountId: string; loginUrl: string }> {
  const headers = { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' };
  const res = accountId
    ? await fetch(`${em.url}/__emulator/accounts/${encodeURIComponent(accountId)}/login-ticket`, { method: 'POST', headers, body: JSON.stringify({ next: START }) })
    : await fetch(`${em.url}/__emulator/accounts`, { method: 'POST', headers, body: JSON.stringify({ fixtures: { instances: INSTANCES } }) });
  if (!res.ok) throw new BenchError(`the emulator's control API refused ${accountId ? 'a login ticket' : 'the bench account'}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accountId?: string; loginUrl: string };
  const url = new URL(body.loginUrl);
  url.searchParams.set('next', START);
  return { accountId: body.accountId ?? accountId!, loginUrl: url.href };
}

/**
 * The extension side: the companion's socket in-process with our token, Chromium with the built extension,
 * the panel paired through its link, local consoles allowed, the console tab logged in, brought to the front
 * and made the working tab (`switch_tab`, as the episode's start does). The driver is the companion's own.
 */
async function openExtensionSide(ext: ExtensionBrowser, server: ExtensionServer, attached: Promise<Session>, loginUrl: string, emulatorUrl: string, log: string[]): Promise<{ driver: ExtensionDriver; session: Session; tab: Page; panel: Page }> {
  if (ext.extensionId !== EXTENSION_ID) {
    throw new BenchError(`the loaded extension has id ${ext.extensionId}, not ${EXTENSION_ID} (protocol/extension.ts): is the manifest key missing? Run \`npm run build\``);
  }
  const panel = await ext.openPanel(`#url=${encodeURIComponent(server.url)}&token=${encodeURIComponent(TOKEN)}`);
  const session = await withTimeout(`the extension did not connect to the companion socket ${server.url}; companion log: ${log.join(' | ') || 'empty'}`, 20_000, attached);
  await panel.getByRole('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 10_000 });
  await panel.getByLabel('allow local test consoles').check();

  const tab = await ext.context.newPage();
  await tab.bringToFront();
  await tab.goto(loginUrl, { waitUntil: 'domcontentloaded' });
  await tab.waitForURL((u) => u.pathname === START, { timeout: 15_000 });
  const tabs = await session.call('tabs.list', {});
  const mine = tabs.find((t) => t.url.startsWith(`${emulatorUrl}${START}`));
  if (!mine) throw new BenchError(`the extension does not list the console tab; tabs: ${JSON.stringify(tabs)}`);
  const driver = new ExtensionDriver(session, { resumeWaitMs: 5000 });
  const switched = await driver.act({ type: 'switch_tab', tab: mine.id });
  if (!switched.ok) throw new BenchError(`switch_tab to the console tab failed: ${JSON.stringify(switched.error)}`);
  await tab.bringToFront();
  // The "allow local test consoles" setting is saved asynchronously: wait until the tab may be observed.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await driver.observe();
      break;
    } catch (e) {
      if (!(e instanceof RemoteError && e.code === 'host-not-allowed') || Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { driver, session, tab, panel };
}

function table(sides: Side[]): string {
  const f = (n: number) => n.toFixed(0);
  const stat = (s: Side, k: Exclude<keyof Sample, 'click'>) => s.samples.map((x) => x[k]);
  const lines = [
    '| driver | step ms median | step ms p90 | observe ms median / p90 | act + settle ms median / p90 | target (median step) | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const s of sides) {
    const step = median(stat(s, 'step'));
    lines.push(
      `| ${s.name} | ${f(step)} | ${f(p90(stat(s, 'step')))} | ${f(median(stat(s, 'observe')))} / ${f(p90(stat(s, 'observe')))} | ${f(median(stat(s, 'act')))} / ${f(p90(stat(s, 'act')))} | <= ${TARGET_MS[s.name]} | ${step <= TARGET_MS[s.name] ? 'yes' : 'NO'} |`,
    );
  }
  const [h, e] = [sides.find((s) => s.name === 'headless')!, sides.find((s) => s.name === 'extension')!];
  const r = (k: Exclude<keyof Sample, 'click'>, q: (xs: number[]) => number) => (q(stat(e, k)) / q(stat(h, k))).toFixed(2);
  lines.push(`| ratio extension / headless | ${r('step', median)}x | ${r('step', p90)}x | ${r('observe', median)}x / ${r('observe', p90)}x | ${r('act', median)}x / ${r('act', p90)}x | ${(TARGET_MS.extension / TARGET_MS.headless).toFixed(2)}x | |`);
  return lines.join('\n');
}


export async function benchBridge(): Promise<void> {
  if (!(Number.isInteger(STEPS) && STEPS > 0 && Number.isInteger(WARMUP) && WARMUP >= 0)) throw new BenchError('BENCH_STEPS must be a positive integer and BENCH_WARMUP a non-negative one');
  checkBuilt();
  const log: string[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const em = await startEmulator({ port: 0, seed: 'bench-bridge' });
    closers.push(() => em.close());
    let onAttached!: (s: Session) => void;
    const attached = new Promise<Session>((resolve) => (onAttached = resolve));
    const server = await startExtensionServer({
      port: 0,
      token: TOKEN,
      extensionId: EXTENSION_ID,
      companionVersion: 'bench',
      log: (line) => {
        log.push(line);
        if (process.env.BENCH_VERBOSE) console.error(`companion: ${line}`);
      },
      // The session attaches its peer right after this returns; whoever awaits `attached` runs after that.
      onAttach: (session) => onAttached(session),
    });
    closers.push(() => server.close());
    const browser: Browser = await launchBrowser();
    closers.push(() => browser.close());
    const ext = await launchWithExtension();
    closers.push(() => ext.close());

    const account = await createLogin(em, null);
    const headless = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 } });
    closers.push(() => headless.close());
    await headless.goto(account.loginUrl);
    const extSide = await openExtensionSide(ext, server, attached, (await createLogin(em, account.accountId)).loginUrl, em.url, log);

    const sides: Side[] = [
      { name: 'headless', driver: headless, expect: START, samples: [], seen: new Map() },
      { name: 'extension', driver: extSide.driver, expect: START, samples: [], seen: new Map() },
    ];
    // Interleaved step by step, the order swapped every round, so that a busy machine slows both alike.
    for (let i = 0; i < WARMUP + STEPS; i++) {
      const click = CLICKS[i % CLICKS.length];
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        if (side.name === 'extension') await extSide.tab.bringToFront();
        await step(side, click, i >= WARMUP);
      }
    }
    for (const side of sides) checkOn(side, await side.driver.observe());

    // The transport alone: a tabs.list round trip (socket + service worker, no page work).
    const trips: number[] = [];
    for (let i = 0; i < 15; i++) trips.push((await timed(() => extSide.session.call('tabs.list', {})))[1]);

    const same = CLICKS.map((c) => `${c.path}: ${sides.map((s) => s.seen.get(c.path) ?? '?').join(' / ')}`);
    const alike = CLICKS.every((c) => sides[0].seen.get(c.path) === sides[1].seen.get(c.path));
    if (!alike) console.error(`bench:bridge: warning: the two sides observed different pages (elements headless / extension: ${same.join(', ')})`);
    const byClick = CLICKS.map((c) => `"${c.name}" ${sides.map((s) => median(s.samples.filter((x) => x.click === c.name).map((x) => x.act)).toFixed(0)).join(' / ')} ms`);
    const cpu = os.cpus();
    const md = [
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores, load ${os.loadavg()[0].toFixed(1)}), Chromium ${browser.version()} (headless, both sides), Node ${process.version}; ${STEPS} steps per driver after ${WARMUP} warm-up steps, interleaved. A step is \`observe()\` + \`act(click)\` on a left-nav item of that observation, alternating "Images" and "Instances" (the ECS instance list with ${INSTANCES} instances, viewport 1280x800); act + settle is the action's result with the page runtime's settle and, in the extension, the service worker's handling of it. Times are from Node (the companion's side).`,
      '',
      table(sides),
      '',
      `Targets (median step): extension ${median(sides[1].samples.map((s) => s.step)).toFixed(0)} ms (target <= ${TARGET_MS.extension} ms), headless ${median(sides[0].samples.map((s) => s.step)).toFixed(0)} ms (target <= ${TARGET_MS.headless} ms).`,
      `Act + settle median per click (headless / extension): ${byClick.join('; ')}.`,
      `Elements observed per page (headless / extension): ${same.join('; ')}${alike ? ' (same on both sides)' : ' (DIFFERENT: the sides did not see the same page)'}.`,
      `Transport alone (\`tabs.list\` through the socket and the service worker, no page work): median ${median(trips).toFixed(1)} ms, p90 ${p90(trips).toFixed(1)} ms.`,
    ].join('\n');
    console.log(md);
    await writeBenchSection('bridge', md, { heading: 'bridge: a step through the extension vs the headless driver', intro: '`npm run bench:bridge`' });
  } finally {
    for (const close of closers.reverse()) await close().catch((e: unknown) => console.error(`bench:bridge: cleanup: ${String((e as Error)?.message ?? e)}`));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchBridge().catch((err) => {
    // Our own and the repo's known errors (RuntimeMissingError, ChromiumNotFoundError carry a code) need no stack.
    const known = err instanceof BenchError || typeof (err as { code?: unknown })?.code === 'string';
    console.error(known ? `bench:bridge: ${(err as Error).message}` : err);
    process.exitCode = 1;
  });
}
