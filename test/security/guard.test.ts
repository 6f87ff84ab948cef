/**
 * Issue 15 item 3, on the emulator where the truth is known: every console control of every product is clicked in
 * a real Chromium (guard-walk.ts) with seeded resources (guard-seeds.ts); the API call each click makes is read from
 * the console's requests, and its effect from the emulator's catalogue (`effect` marks); the headless gate judges
 * the same click with the emulator treated as a real console. Every control whose call is destructive must have been
 * held. Printed per product: held / destructive and held / harmless.
 *
 * `ACA_GUARD_PRODUCTS=ecs,vpc` walks only those products (for working on one); `ACA_GUARD_REPORT=FILE` writes every
 * control walked (page, path, writes, effect, held, reason) and what was skipped, as JSON.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EmulatorControl } from '../../companion/cloud/account';
import { OpenApiProvisioner } from '../../companion/cloud/provision';
import { createCloudClient } from '../../companion/cloud/sdk';
import { cloudConfigFor } from '../../companion/cloud/account';
import { launchBrowser } from '../../companion/driver/browser';
import { PlaywrightDriver } from '../../companion/driver/playwright';
import type { Element } from '../../protocol';
import { consoleCatalog } from '../../emulator/console-catalog';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { SEEDS } from './guard-seeds';
import { ConsoleWalker, type ApiCall, type Walked } from './guard-walk';

type CatalogAction = { name: string; rw: string; effect?: string; effectWhen?: Record<string, string[]> };
type Vocabulary = { nav: { route?: string }[] };

const catalog = consoleCatalog();
const wanted = process.env.ACA_GUARD_PRODUCTS?.split(',').map((s) => s.trim()).filter(Boolean);
const products = catalog.products.filter((p) => !wanted || wanted.includes(p.key));
const actions = new Map<string, CatalogAction>(catalog.products.flatMap((p) => (p.actions as CatalogAction[]).map((a) => [`${p.service}.${a.name}`, a] as const)));

/** What a console call destroys by the catalogue's marks (a conditional mark holds when its parameters match). */
function classify(call: ApiCall): { write: boolean; effect: string | null } {
  const a = actions.get(`${call.product}.${call.action}`);
  if (!a) return { write: true, effect: `unknown action ${call.product}.${call.action}` };
  if (a.rw !== 'Write' || !a.effect) return { write: a.rw === 'Write', effect: null };
  const when = a.effectWhen;
  const holds = !when || Object.entries(when).every(([param, values]) => {
    const v = call.params[param];
    return values.includes('*') ? v !== undefined && v !== '' : values.includes(String(v));
  });
  return { write: true, effect: holds ? a.effect : null };
}

let counter = 0;
/** A value each console accepts in the field a dialog asks for. */
function valueFor(field: Element): string {
  const name = `${field.name} ${field.placeholder ?? ''}`;
  counter++;
  if (/password|密码/i.test(name)) return 'Walk#Pass2024x';
  if (/port|端口/i.test(name)) return String(8000 + counter);
  if (/\bip\b|cidr|whitelist|白名单|网段/i.test(name)) return '10.1.1.1';
  if (/url|domain|域名/i.test(name)) return `http://walk${counter}.example.com/`;
  if (/days|天|ttl|weight|权重|size|interval|count|number|数量/i.test(name)) return '30';
  return `walk${counter}x`;
}

let em: RunningEmulator;
let browser: Browser;
const results: Walked[] = [];
const skipped: string[] = [];

beforeAll(async () => {
  em = await startEmulator({ port: 0, seed: 'guard-walk', eventDelayMs: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  if (process.env.ACA_GUARD_REPORT) writeFileSync(process.env.ACA_GUARD_REPORT, JSON.stringify({ walked: results, skipped }, null, 1));
  await browser?.close();
  await em?.close();
});

async function admin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${em.url}${path}`, { method, headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function walk(key: string): Promise<Walked[]> {
  const product = products.find((p) => p.key === key)!;
  const seed = SEEDS[key] ?? { requires: [] };
  const control = new EmulatorControl(em.url, em.adminToken);
  const account = await control.createAccount({ fixtures: seed.fixtures });
  const rand = key.slice(0, 3) + counter;
  const client = createCloudClient(cloudConfigFor(account, 'cn-hangzhou'));
  const made = await new OpenApiProvisioner(client).provisionAll(seed.requires, { episodeId: `guard-${key}`, rand, inputs: {}, region: 'cn-hangzhou', expand: (s) => s.replaceAll('${rand}', rand) });
  const fill = (v: string) => v.replace(/\$\{(\w+)\.(\w+)\}/g, (_m, id: string, attr: string) => {
    const r = made[id];
    return String(attr === 'id' ? r.id : attr === 'name' ? r.name : r.attributes[attr]);
  });
  for (const c of seed.calls ?? []) await client.call(c.service, c.action, Object.fromEntries(Object.entries(c.params).map(([k, v]) => [k, fill(v)])));
  const { snapshotId } = (await admin('POST', '/__emulator/snapshot')) as { snapshotId: string };
  const starts = [...new Set(((product.vocabulary as Vocabulary).nav ?? []).map((n) => n.route).filter((r): r is string => !!r))];
  const driver = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 } });
  try {
    await driver.goto(await control.loginUrl(account.accountId, { next: starts[0] ?? `/${key}`, lang: 'en' }));
    const walker = new ConsoleWalker(driver, { classify, valueFor, prefix: `/${key}`, restore: async () => void (await admin('POST', '/__emulator/restore', { snapshotId })) });
    const walked = await walker.walkProduct(key, starts.map((s) => new URL(s, em.url).href));
    skipped.push(...walker.skipped);
    console.log(`${key}: ${JSON.stringify(walker.cost)}`);
    return walked;
  } finally {
    await driver.close();
  }
}

describe('the destructive-action guard against every console control of the emulator', () => {
  it.each(products.map((p) => p.key))('%s: every control whose API call is destructive is held', async (key) => {
    const started = Date.now();
    const walked = await walk(key);
    results.push(...walked);
    const destructive = walked.filter((w) => w.destructive);
    const harmless = walked.filter((w) => !w.destructive);
    const line = `${key}: held ${destructive.filter((w) => w.held).length}/${destructive.length} destructive, ${harmless.filter((w) => w.held).length}/${harmless.length} harmless (${walked.length} controls, ${Math.round((Date.now() - started) / 1000)} s)`;
    console.log(line);
    const missed = destructive.filter((w) => !w.held).map((w) => `${w.page}: ${w.path.join(' > ')} -> ${w.writes.join(', ')} (${w.destructive})`);
    expect(missed, line).toEqual([]);
    expect(walked.length).toBeGreaterThan(0);
  });
});
