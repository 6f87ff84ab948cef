/**
 * `npm run bench:emulator`: how fast the console emulator is, each figure next to a baseline measured in the same
 * run. The emulator runs in its own process (as `aca emulator` does), so the load generator does not share its
 * event loop.
 *
 * - page load of one main page per product console (from `GET /__emulator/catalog`: each product's first
 *   navigation entry past its overview), in headless Chromium, against a bare node:http page;
 * - API latency p50/p95/p99, throughput and errors at 1, 10 and 100 concurrent signed requests
 *   (`@alicloud/openapi-client`, ACS3-HMAC-SHA256, as the SDKs send them) of a cheap Describe* and a Create*,
 *   against a bare node:http server answering the same JSON through the same client;
 * - LookupEvents with 100,000 events stored (backfilled through the control API), over HTTP, and in process
 *   against a linear scan of the same events (the filter-then-slice LookupEvents had before).
 *
 * Prints a Markdown table and writes it into bench/README.md between `<!-- emulator:start -->` and
 * `<!-- emulator:end -->` (`BENCH_README=0` prints only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../companion/driver/browser';
import { createAccount } from '../emulator/accounts';
import { Cloud } from '../emulator/cloud';
import { Params } from '../emulator/params';
import { products } from '../emulator/product-modules';
import type { RunningEmulator } from '../emulator/server';
import type { StoredEvent } from '../emulator/state';
import { admin, newAccount, openApiClient, type Account } from '../emulator/testing';
import { backfillEvents } from '../emulator/trail';
import { machineLine, writeBenchSection } from './readme';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EVENTS = 100_000;
const LEVELS = [1, 10, 100];
/** Requests per concurrency level: Describe, then Create (security groups: 100 per account and region). */
const REQUESTS: Record<number, [number, number]> = { 1: [300, 100], 10: [1000, 400], 100: [2000, 1000] };
const CREATE_ACCOUNTS = 16;

type Client = ReturnType<typeof openApiClient>;
type Stats = { p50: number; p95: number; p99: number; n: number };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const stats = (xs: number[]): Stats => ({ p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), n: xs.length });
const f = (n: number, d = 1) => n.toFixed(d);
const x = (a: number, b: number) => `${a / b < 0.1 ? (a / b).toFixed(4) : (a / b).toFixed(2)}x`;

/** The emulator as `aca emulator` runs it: a child process that prints `{url, adminToken}` when ready. */
async function spawnEmulator(): Promise<{ em: RunningEmulator; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', "import('./emulator/main.ts').then((m) => m.runEmulatorCli(['--seed', 'bench-emulator']))"], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { url, adminToken } = JSON.parse(line) as { url: string; adminToken: string };
  const port = Number(new URL(url).port);
  const close = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  };
  return { em: { url, adminToken, port, close }, child };
}

/** The baseline server: node:http answering a fixed JSON body per action, no signature check, no state. */
async function bareApiServer(bodies: Record<string, string>): Promise<{ port: number; close(): Promise<void> }> {
  const code = `const http = require('node:http'); const bodies = JSON.parse(process.env.BODIES);
    const s = http.createServer((req, res) => { req.resume(); req.on('end', () => { const b = bodies[req.headers['x-acs-action']] ?? '{}';
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(b) }); res.end(b); }); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BODIES: JSON.stringify(bodies) } });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { port: Number(line), close: async () => void (child.kill('SIGTERM'), child.exitCode === null && (await once(child, 'exit'))) };
}

async function rpc(client: Client, action: string, version: string, query: Record<string, string>) {
  const params = new $OpenApi.Params({
    action, version, protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const call = () => client.callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      // Kept-alive sockets the server closed after 5 s idle (node:http's keepAliveTimeout): the client's race, not ours.
      if ((err as { code?: string }).code !== 'ECONNRESET' || attempt === 3) throw err;
    }
  }
}

/** `total` calls from `concurrency` workers; each worker takes the next index until none are left. */
async function load(concurrency: number, total: number, call: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      try {
        await call(i);
      } catch {
        errors++;
      }
      times.push(performance.now() - t);
    }
  }));
  return { ...stats(times), times, errors, perSecond: total / ((performance.now() - started) / 1000) };
}

type Load = Awaited<ReturnType<typeof load>>;

/** Ours and the baseline in alternating rounds, so that a busy machine slows both alike. */
async function paired(concurrency: number, total: number, ours: (i: number) => Promise<unknown>, base: (i: number) => Promise<unknown>, rounds = 5) {
  const a: Load[] = [];
  const b: Load[] = [];
  for (let r = 0; r < rounds; r++) {
    const n = Math.ceil(total / rounds);
    a.push(await load(concurrency, n, (i) => ours(r * n + i)));
    b.push(await load(concurrency, n, (i) => base(r * n + i)));
  }
  const merge = (xs: Load[]): Load => ({
    ...stats(xs.flatMap((l) => l.times)),
    times: [],
    errors: xs.reduce((e, l) => e + l.errors, 0),
    perSecond: xs.reduce((n, l) => n + l.n, 0) / xs.reduce((sec, l) => sec + l.n / l.perSecond, 0),
  });
  return { ours: merge(a), base: merge(b) };
}

interface ApiRow { api: string; concurrency: number; ours: Load; base: Load }

async function benchApi(em: RunningEmulator): Promise<ApiRow[]> {
  const reader = await newAccount(em, { fixtures: { vpcs: 2 } });
  const writers: Array<{ account: Account; vpcId: string }> = [];
  for (let i = 0; i < CREATE_ACCOUNTS; i++) {
    const account = await newAccount(em, { fixtures: { vpcs: 1 } });
    const vpcs = await rpc(openApiClient(em, account), 'DescribeVpcs', '2016-04-28', { RegionId: 'cn-hangzhou' });
    writers.push({ account, vpcId: (vpcs.body as any).Vpcs.Vpc[0].VpcId });
  }
  const readClient = openApiClient(em, reader);
  const writeClients = writers.map((w) => openApiClient(em, w.account));
  const describe = (c: Client) => rpc(c, 'DescribeVpcs', '2016-04-28', { RegionId: 'cn-hangzhou' });
  let created = 0;
  const create = (clients: Client[]) => (i: number) => {
    const w = (created + i) % writers.length;
    return rpc(clients[w], 'CreateSecurityGroup', '2014-05-26', { RegionId: 'cn-hangzhou', VpcId: writers[w].vpcId, SecurityGroupName: `bench-${i}` });
  };
  const bodies = {
    DescribeVpcs: JSON.stringify((await describe(readClient)).body),
    CreateSecurityGroup: JSON.stringify((await create(writeClients)(0)).body),
  };
  created = 1;
  const bare = await bareApiServer(bodies);
  const bareEm = { ...em, port: bare.port };
  const bareRead = openApiClient(bareEm, reader);
  const bareWrite = writers.map((w) => openApiClient(bareEm, w.account));
  const rows: ApiRow[] = [];
  try {
    await load(10, 200, () => describe(readClient));
    await load(10, 200, () => describe(bareRead));
    for (const concurrency of LEVELS) {
      const [reads, writes] = REQUESTS[concurrency];
      rows.push({ api: 'DescribeVpcs', concurrency, ...(await paired(concurrency, reads, () => describe(readClient), () => describe(bareRead))) });
      rows.push({ api: 'CreateSecurityGroup', concurrency, ...(await paired(concurrency, writes, create(writeClients), create(bareWrite))) });
      created += writes;
      console.error(`API at ${concurrency}: ${rows.slice(-2).map((r) => `${r.api} p50 ${f(r.ours.p50, 2)} ms (bare ${f(r.base.p50, 2)})`).join('; ')}`);
    }
  } finally {
    await bare.close();
  }
  return rows;
}

interface TrailRow { query: string; first: number; http: Stats; handler: number; scan: number; returned: number }

/** The LookupEvents of before: every delivered event filtered, reversed, then a page sliced off. */
function linearScan(events: StoredEvent[], now: number, filters: Array<(e: StoredEvent['event']) => boolean>, max: number, offset = 0) {
  const start = now - 7 * 24 * 3600 * 1000;
  const matches = events.filter((s) => s.deliverAt <= now).map((s) => s.event).filter((e) => {
    const t = Date.parse(e.eventTime);
    return t >= Math.floor(start / 1000) * 1000 && t <= now && filters.every((fn) => fn(e));
  });
  matches.reverse();
  return structuredClone(matches.slice(offset, offset + max));
}

async function benchTrail(em: RunningEmulator): Promise<{ rows: TrailRow[]; backfillMs: number }> {
  const account = await newAccount(em);
  let t = performance.now();
  const res = await admin(em, 'POST', `/__emulator/accounts/${account.accountId}/events`, { count: EVENTS });
  if (res.status !== 200) throw new Error(`backfill failed: ${JSON.stringify(res.body)}`);
  const backfillMs = performance.now() - t;
  // The same events in this process, for the handler alone and the linear scan.
  const cloud = new Cloud('bench-emulator', 0, products);
  const actiontrail = products.find((p) => p.key === 'actiontrail')!;
  const tenant = createAccount(cloud, null);
  backfillEvents(cloud, products, tenant, EVENTS, 6 * 24 * 3600 * 1000);
  const events = tenant.events;
  const client = openApiClient(em, account);
  const attr = (key: string, value: string) => ({ 'LookupAttribute.1.Key': key, 'LookupAttribute.1.Value': value });
  const name = (e: StoredEvent['event']) => e.eventName;
  const queries: Array<{ query: string; params: Record<string, string>; filters: Array<(e: StoredEvent['event']) => boolean>; max: number; offset?: number }> = [
    { query: 'no filter, first page (20)', params: {}, filters: [], max: 20 },
    { query: 'EventName=StartInstance, MaxResults 50', params: { ...attr('EventName', 'StartInstance'), MaxResults: '50' }, filters: [(e) => name(e) === 'StartInstance'], max: 50 },
    { query: 'ResourceName=i-hist0001 (rare)', params: attr('ResourceName', 'i-hist0001'), filters: [(e) => Object.values(e.referencedResources as Record<string, string[]>).some((ids) => ids.includes('i-hist0001'))], max: 20 },
    { query: 'EventName=NoSuchEvent (no match: whole window)', params: attr('EventName', 'NoSuchEvent'), filters: [(e) => name(e) === 'NoSuchEvent'], max: 20 },
    { query: 'ServiceName=Ecs + EventRW=Write, 3rd page (NextToken)', params: { ...attr('ServiceName', 'Ecs'), 'LookupAttribute.2.Key': 'EventRW', 'LookupAttribute.2.Value': 'Write' }, filters: [(e) => e.serviceName === 'Ecs', (e) => e.eventRW === 'Write'], max: 20, offset: 40 },
  ];
  const rows: TrailRow[] = [];
  const RUNS = 25;
  for (const q of queries) {
    // A later page is reached through the pages before it; only the last call is timed.
    const timedPage = async (call: (params: Record<string, string>) => Promise<Record<string, unknown>>): Promise<[number, number]> => {
      let token: string | undefined;
      for (let skip = q.offset ?? 0; skip > 0; skip -= q.max) token = (await call({ ...q.params, ...(token ? { NextToken: token } : {}) })).NextToken as string;
      const t0 = performance.now();
      const body = await call({ ...q.params, ...(token ? { NextToken: token } : {}) });
      return [performance.now() - t0, (body.Events as unknown[]).length];
    };
    const overHttp = async (params: Record<string, string>) => (await rpc(client, 'LookupEvents', '2020-07-06', params)).body as Record<string, unknown>;
    // The handler alone (nothing recorded, so both sides scan the same events).
    const inProcess = async (params: Record<string, string>) =>
      actiontrail.actions.LookupEvents.handle({ params: new Params(params), tenant, cloud, now: Date.now(), source: 'api', rng: cloud.tenantRng(tenant), variant: () => false, generation: () => false, caller: { accessKeyId: account.accessKeyId } });
    const http: number[] = [];
    const handler: number[] = [];
    const scan: number[] = [];
    let returned = 0;
    const [first] = await timedPage(overHttp);
    await timedPage(inProcess);
    // One kind at a time: the scans' garbage would otherwise be collected during the HTTP calls that follow.
    for (let i = 0; i < RUNS; i++) {
      const [ms, n] = await timedPage(overHttp);
      http.push(ms);
      returned = n;
    }
    for (let i = 0; i < RUNS; i++) handler.push((await timedPage(inProcess))[0]);
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      linearScan(events, Date.now(), q.filters, q.max, q.offset);
      scan.push(performance.now() - t);
    }
    rows.push({ query: q.query, first, http: stats(http), handler: pct(handler, 50), scan: pct(scan, 50), returned });
    console.error(`LookupEvents ${q.query}: HTTP p50 ${f(rows.at(-1)!.http.p50, 2)} ms, handler ${f(rows.at(-1)!.handler, 2)} ms, linear scan ${f(rows.at(-1)!.scan, 2)} ms`);
  }
  return { rows, backfillMs };
}

/** Records in the page when it last fetched or changed: the load time is the last activity before 300 ms of quiet. */
export const ACTIVITY = `(() => {
  const b = (window.__bench = { inflight: 0, last: 0 });
  const mark = () => { b.last = performance.now(); };
  const fetch0 = window.fetch;
  window.fetch = function (...args) { b.inflight++; mark(); return fetch0.apply(this, args).finally(() => { b.inflight--; mark(); }); };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) { b.inflight++; mark(); this.addEventListener('loadend', () => { b.inflight--; mark(); }); return send.apply(this, args); };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;

export async function loadTime(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const b = (window as unknown as { __bench: { inflight: number; last: number } }).__bench;
      return b.inflight === 0 && performance.now() - b.last >= 300 && (document.body?.innerText.trim().length ?? 0) > 0;
    },
    null,
    { polling: 50, timeout: 10_000 },
  );
  return page.evaluate(() => (window as unknown as { __bench: { last: number } }).__bench.last);
}

interface PageRow { product: string; path: string; median: number; max: number }

async function benchPages(em: RunningEmulator): Promise<{ rows: PageRow[]; base: number; browser: string }> {
  const catalog = (await admin(em, 'GET', '/__emulator/catalog')).body as { products: Array<{ key: string; vocabulary: { nav?: Array<{ key: string; route: string | null }> } }> };
  const pages = catalog.products.flatMap((p) => {
    const main = (p.vocabulary.nav ?? []).find((n) => n.route && !['overview', 'home', 'events'].includes(n.key) && !n.route.endsWith('/overview'));
    return main?.route ? [{ product: p.key, path: main.route }] : [];
  });
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>bare</title></head><body><h1>Instances</h1><table>${'<tr><td>i-x</td><td>Running</td></tr>'.repeat(20)}</table></body></html>`;
  const bare: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(html) }).end(html));
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const browser = await launchBrowser();
  try {
    const account = await newAccount(em, { fixtures: { instances: 20, vpcs: 2 } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(ACTIVITY);
    const page = await context.newPage();
    await page.goto(account.loginUrl);
    const measure = async (url: string) => {
      await loadTime(page, url);
      const times: number[] = [];
      for (let i = 0; i < PAGE_RUNS; i++) times.push(await loadTime(page, url));
      return { median: pct(times, 50), max: Math.max(...times) };
    };
    const base = (await measure(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)).median;
    const rows: PageRow[] = [];
    for (const p of pages) {
      rows.push({ ...p, ...(await measure(em.url + p.path)) });
      console.error(`page ${p.path}: ${f(rows.at(-1)!.median, 0)} ms`);
    }
    return { rows, base, browser: browser.version() };
  } finally {
    await browser.close();
    bare.close();
  }
}

export async function benchEmulator(): Promise<void> {
  const started = performance.now();
  try {
    const { build } = (await import('../bin/build.mjs' as string)) as { build(opts: { only: string[] }): Promise<void> };
    await build({ only: ['emulator UI'] });
  } catch (err) {
    console.error(`building the console UI failed, measuring the existing emulator/console/dist: ${(err as Error).message.split('\n')[0]}`);
  }
  const { em } = await spawnEmulator();
  try {
    // The trail first: the API phase leaves 100 kept-alive sockets that go stale while the events are backfilled.
    const trail = await benchTrail(em);
    const api = await benchApi(em);
    const pages = await benchPages(em);
    const one = api.find((r) => r.api === 'DescribeVpcs' && r.concurrency === 1)!;
    const errors = api.reduce((n, r) => n + r.ours.errors, 0);
    const worstTrail = Math.max(...trail.rows.map((r) => r.http.p50));
    const scale = api.filter((r) => r.api === 'DescribeVpcs').map((r) => f(r.ours.perSecond, 0)).join(' / ');
    const md = [
      `${machineLine()}, Chromium ${pages.browser}; the emulator in its own process (\`aca emulator\`), the client \`@alicloud/openapi-client\` 0.4.15 (ACS3-HMAC-SHA256) in the bench process; baselines measured in the same run. Total ${f((performance.now() - started) / 1000, 0)} s.`,
      '',
      '| API call | concurrent | requests | p50 ms | p95 ms | p99 ms | req/s | errors | bare node:http p50 / p95 / p99 ms | bare req/s | p50 ratio | throughput ratio |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...api.map((r) => `| ${r.api} | ${r.concurrency} | ${r.ours.n} | ${f(r.ours.p50, 2)} | ${f(r.ours.p95, 2)} | ${f(r.ours.p99, 2)} | ${f(r.ours.perSecond, 0)} | ${r.ours.errors} | ${f(r.base.p50, 2)} / ${f(r.base.p95, 2)} / ${f(r.base.p99, 2)} | ${f(r.base.perSecond, 0)} | ${x(r.ours.p50, r.base.p50)} | ${x(r.ours.perSecond, r.base.perSecond)} |`),
      '',
      `| LookupEvents, ${EVENTS.toLocaleString('en')} events stored | events returned | HTTP first call ms | HTTP p50 ms | HTTP p95 ms | handler in process p50 ms | linear scan p50 ms (baseline) | handler / scan |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...trail.rows.map((r) => `| ${r.query} | ${r.returned} | ${f(r.first, 1)} | ${f(r.http.p50, 2)} | ${f(r.http.p95, 2)} | ${f(r.handler, 2)} | ${f(r.scan, 2)} | ${x(r.handler, r.scan)} |`),
      '',
      `| console page (warm cache, median of ${PAGE_RUNS}) | product | load ms | max ms | ratio to a bare node:http page (${f(pages.base, 0)} ms) |`,
      '| --- | --- | ---: | ---: | ---: |',
      ...pages.rows.map((r) => `| ${r.path} | ${r.product} | ${f(r.median, 0)} | ${f(r.max, 0)} | ${x(r.median, pages.base)} |`),
      '',
      `Targets: API p50 at one request ${f(one.ours.p50, 2)} ms (target < 5 ms: ${one.ours.p50 < 5 ? 'met' : 'NOT met'}); ` +
        `throughput DescribeVpcs at 1 / 10 / 100 concurrent ${scale} req/s, ${errors} errors in all (target: scales to 100 without errors: ${errors === 0 ? 'met' : 'NOT met'}); ` +
        `LookupEvents at ${EVENTS.toLocaleString('en')} events, slowest query p50 ${f(worstTrail, 2)} ms over HTTP (target < 20 ms: ${worstTrail < 20 ? 'met' : 'NOT met'}). ` +
        `Backfilling the ${EVENTS.toLocaleString('en')} events through the control API took ${f(trail.backfillMs / 1000, 1)} s.`,
      'LookupEvents: "first call" is the first lookup by that attribute key after the backfill, which builds the key\'s index (trail.ts); later calls only bring it up to date. The handler column calls the LookupEvents handler directly on the same 100,000 events in this process; the linear scan is the LookupEvents of before (filter every delivered event, reverse, slice a page).',
      'Page load is the time from navigation start to the page\'s last fetch or DOM change before 300 ms of quiet (fetch, XHR and a MutationObserver in the page), after one unmeasured load; the account has 20 instances and 2 VPCs.',
    ].join('\n');
    console.log(md);
    if (process.env.BENCH_README === '0') return;
    await writeBenchSection('emulator', md, { heading: 'emulator: page loads, API latency and LookupEvents at 100,000 events', intro: '`npm run bench:emulator`' });
  } finally {
    await em.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchEmulator().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
