/**
 * Issue 15 item 3, on the emulator where the truth is known: every console control of every product is clicked in
 * a real Chromium (guard-walk.ts) with seeded resources (guard-seeds.ts); the API call each click makes is read from
 * the console's requests, and its effect from the emulator's catalogue (`effect` marks); the headless gate judges
 * the same click with the emulator treated as a real console. Every control whose call is destructive must have been
 * held. Printed per product: held / destructive, held / on the way to a destructive call (the menu item that opens
 * its dialog), held / harmless, and the marked actions no control reached.
 *
 * One browser, one account per product, all seeded before one snapshot of the emulator that every walk restores
 * after a click that wrote (a restore brings every account back, so walks can run side by side:
 * `ACA_GUARD_PARALLEL`, default 3). `ACA_GUARD_LANG=zh` walks the Chinese console. `ACA_GUARD_PRODUCTS=ecs,vpc` walks only those products; `ACA_GUARD_REPORT=FILE`
 * writes every control walked (page, path, writes, effect, held, reason) and what was skipped, as JSON.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cloudConfigFor, EmulatorControl } from '../../companion/cloud/account';
import { OpenApiProvisioner } from '../../companion/cloud/provision';
import { createCloudClient } from '../../companion/cloud/sdk';
import { launchBrowser } from '../../companion/driver/browser';
import { emulatorAllowList, PlaywrightDriver } from '../../companion/driver/playwright';
import type { Element } from '../../protocol';
import { consoleCatalog } from '../../emulator/console-catalog';
import { products as productModules } from '../../emulator/product-modules';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { SEEDS } from './guard-seeds';
import { ConsoleWalker, type ApiCall, type Walked } from './guard-walk';

/** A console action; `service` is set on a side API's (RAM's SSO page calls IMS). */
type CatalogAction = { name: string; rw: string; service?: string; effect?: string; effectWhen?: Record<string, string[]> };
type Vocabulary = { nav?: { route?: string }[] };

const catalog = consoleCatalog(productModules);
/** The console's language: `ACA_GUARD_LANG=zh` walks the Chinese console (default English). */
const LANG = process.env.ACA_GUARD_LANG === 'zh' ? 'zh' : 'en';
const wanted = process.env.ACA_GUARD_PRODUCTS?.split(',').map((s) => s.trim()).filter(Boolean);
const products = catalog.products.filter((p) => !wanted || wanted.includes(p.key));
const actions = new Map<string, CatalogAction>(catalog.products.flatMap((p) => (p.actions as CatalogAction[]).map((a) => [`${a.service ?? p.service}.${a.name}`, a] as const)));

/** What a console call destroys by the catalogue's marks (a conditional mark holds when its parameters match). */
function classify(call: ApiCall): { write: boolean; effect: string | null } {
  const a = actions.get(`${call.product}.${call.action}`);
  if (!a) return { write: true, effect: `unknown action ${call.product}.${call.action}` };
  if (a.rw !== 'Write' || !a.effect) return { write: a.rw === 'Write', effect: null };
  const when = a.effectWhen;
  const holds = !when || Object.entries(when).every(([param, values]) => {
    const v = call.params[param];
    if (values.includes('*')) return v !== undefined && v !== '';
    return values.some((w) => (w.startsWith('~') ? String(v ?? '').includes(w.slice(1)) : w === String(v)));
  });
  return { write: true, effect: holds ? a.effect : null };
}

let counter = 0;
/** A value each console accepts in the field a dialog asks for. */
function valueFor(field: Element): string {
  const name = `${field.name} ${field.placeholder ?? ''}`;
  counter++;
  if (/password|密码/i.test(name)) return 'Walk#Pass2024x';
  if (/origin|header|来源|头/i.test(name)) return '*';
  if (/port|端口/i.test(name)) return String(8000 + counter);
  if (/\bip\b|cidr|whitelist|白名单|网段/i.test(name)) return '10.1.1.1';
  if (/url|domain|域名/i.test(name)) return `http://walk${counter}.example.com/`;
  if (/days|天|ttl|weight|权重|size|interval|count|number|数量/i.test(name)) return '30';
  return `walk${counter}x`;
}

let em: RunningEmulator;
let browser: Browser;
const walks = new Map<string, { walked: Walked[]; skipped: string[]; seconds: number; cost?: ConsoleWalker['cost']; error?: string }>();

async function admin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${em.url}${path}`, { method, headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One account per product with its seed. */
async function seed(control: EmulatorControl, key: string) {
  const s = SEEDS[key] ?? { requires: [] };
  const account = await control.createAccount({ fixtures: s.fixtures });
  const rand = `${key.slice(0, 3)}${(counter += 7)}`;
  const client = createCloudClient(cloudConfigFor(account, 'cn-hangzhou'));
  const made = await new OpenApiProvisioner(client).provisionAll(s.requires, { episodeId: `guard-${key}`, rand, inputs: {}, region: 'cn-hangzhou', expand: (v) => v.replaceAll('${rand}', rand) });
  await s.more?.(client, made);
  return account;
}

async function walk(key: string, control: EmulatorControl, accountId: string, snapshotId: string): Promise<void> {
  const started = Date.now();
  const product = products.find((p) => p.key === key)!;
  const starts = [...new Set(((product.vocabulary as Vocabulary).nav ?? []).map((n) => n.route).filter((r): r is string => !!r))];
  // The walk reads elements, not the text outline: a small text budget keeps each observation cheap.
  const driver = await PlaywrightDriver.open(browser, { viewport: { width: 1280, height: 800 }, maxChars: 1000, allow: emulatorAllowList(em.url) });
  try {
    await driver.goto(await control.loginUrl(accountId, { next: starts[0] ?? `/${key}`, lang: LANG }));
    const walker = new ConsoleWalker(driver, { classify, valueFor, prefix: `/${key}`, restore: async () => void (await admin('POST', '/__emulator/restore', { snapshotId })) });
    const walked = await walker.walkProduct(key, starts.map((s) => new URL(s, em.url).href));
    walks.set(key, { walked, skipped: walker.skipped, seconds: Math.round((Date.now() - started) / 1000), cost: walker.cost });
  } catch (error) {
    walks.set(key, { walked: [], skipped: [], seconds: 0, error: (error as Error).stack ?? String(error) });
  } finally {
    await driver.close();
  }
}

beforeAll(async () => {
  em = await startEmulator({ port: 0, seed: 'guard-walk', eventDelayMs: 0 });
  browser = await launchBrowser();
  const control = new EmulatorControl(em.url, em.adminToken);
  const accounts = new Map<string, string>();
  for (const p of products) accounts.set(p.key, (await seed(control, p.key)).accountId);
  const { snapshotId } = (await admin('POST', '/__emulator/snapshot')) as { snapshotId: string };
  const queue = products.map((p) => p.key);
  const parallel = Math.max(1, Number(process.env.ACA_GUARD_PARALLEL ?? 3));
  await Promise.all(Array.from({ length: parallel }, async () => {
    for (let key = queue.shift(); key; key = queue.shift()) await walk(key, control, accounts.get(key)!, snapshotId);
  }));
}, 900_000);

afterAll(async () => {
  if (process.env.ACA_GUARD_REPORT) writeFileSync(process.env.ACA_GUARD_REPORT, JSON.stringify(Object.fromEntries(walks), null, 1));
  await browser?.close();
  await em?.close();
});

describe('the destructive-action guard against every console control of the emulator', () => {
  it.each(products.map((p) => p.key))('%s: every control whose API call is destructive is held', (key) => {
    const result = walks.get(key)!;
    expect(result.error).toBeUndefined();
    const { walked } = result;
    const destructive = walked.filter((w) => w.destructive);
    // A control that only opens the way to a destructive call (the Release menu item before its dialog's OK).
    const opens = new Set(destructive.flatMap((w) => w.path.slice(1).map((_, i) => `${w.page}|${w.path.slice(0, i + 1).join(' > ')}`)));
    const onTheWay = walked.filter((w) => !w.destructive && opens.has(`${w.page}|${w.path.join(' > ')}`));
    const harmless = walked.filter((w) => !w.destructive && !onTheWay.includes(w));
    const service = products.find((p) => p.key === key)!.service;
    const reached = new Set(destructive.flatMap((w) => w.writes));
    const unreached = (products.find((p) => p.key === key)!.actions as CatalogAction[]).filter((a) => a.effect && !reached.has(`${a.service ?? service}.${a.name}`)).map((a) => a.name);
    const heldOf = (list: Walked[]) => `${list.filter((w) => w.held).length}/${list.length}`;
    const line = `${key}: held ${heldOf(destructive)} destructive, ${heldOf(onTheWay)} on the way to one, ${heldOf(harmless)} harmless (${walked.length} controls; ${result.cost?.clicks} clicks, ${result.cost?.loads} loads, ${result.cost?.restores} restores; ${result.seconds} s)${unreached.length ? `; marked actions no control reached: ${unreached.join(', ')}` : ''}`;
    console.log(line);
    const missed = destructive.filter((w) => !w.held).map((w) => `${w.page}: ${w.path.join(' > ')} -> ${w.writes.join(', ')} (${w.destructive})`);
    expect(missed, line).toEqual([]);
    expect(destructive.length, `${key}: the walk reached no destructive control`).toBeGreaterThan(0);
  });
});
