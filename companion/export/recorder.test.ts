/**
 * `aca export --format recorder` end to end: a real episode on the emulator (local policy, headless), its
 * Recorder flow checked by `@puppeteer/replay`'s parser, then replayed by `@puppeteer/replay` on puppeteer-core
 * in a fresh account, which must leave the same ActionTrail write events as the original run.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunner, parse, type UserFlow } from '@puppeteer/replay';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrajectoryRecord } from '../../protocol';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { admin, lookupEvents, newAccount, openApiClient, waitFor, type Account } from '../../emulator/testing';
import { runAca } from '../../test/helpers';
import { EmulatorControl } from '../cloud/account';
import { CHROMIUM_FLAGS, chromiumPath } from '../driver/browser';
import { toRecorderFlow } from './recorder';
import { SecretFillingExtension } from './replay-secrets';

const TASK = 'tasks/vpc/create-vpc-with-vswitch.md';

let em: RunningEmulator;
let browser: Browser;
let record: TrajectoryRecord;
let exportDir: string;
let flowText: string;

type TrailEvent = { eventName: string; eventRW: string; userAgent?: string; requestParameters: Record<string, string> };

/** Every ActionTrail write event of an account, oldest first. */
async function writeEvents(account: Account): Promise<TrailEvent[]> {
  const client = openApiClient(em, account);
  const events: TrailEvent[] = [];
  let token: string | undefined;
  do {
    const page = await lookupEvents(client, { MaxResults: '50', ...(token ? { NextToken: token } : {}) });
    events.push(...(page.Events as TrailEvent[]));
    token = page.NextToken || undefined;
  } while (token);
  return events.filter((e) => e.eventRW === 'Write').reverse();
}

/** What must match between runs: the event and the request parameters that do not carry the random suffix. */
const shape = (e: TrailEvent) => ({
  eventName: e.eventName,
  CidrBlock: e.requestParameters.CidrBlock,
  ZoneId: e.requestParameters.ZoneId,
  RegionId: e.requestParameters.RegionId,
});

beforeAll(async () => {
  em = await startEmulator();
  const out = mkdtempSync(join(tmpdir(), 'aca-recorder-'));
  const verify = await runAca(['verify', TASK, '--out', join(out, 'runs'), '--emulator', em.url, '--admin-token', em.adminToken], { timeoutMs: 180_000 });
  expect(verify.code, verify.stderr).toBe(0);
  const runDir = join(out, 'runs', readdirSync(join(out, 'runs'))[0]);
  [record] = readFileSync(join(runDir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as TrajectoryRecord);
  expect(record.success, 'the original run must succeed').toBe(true);

  exportDir = join(out, 'export');
  const exported = await runAca(['export', runDir, '--format', 'recorder', '--only-success', '--origin', em.url, '--out', exportDir]);
  expect(exported.code, exported.stderr).toBe(0);
  const files = readdirSync(join(exportDir, 'recordings'));
  expect(files).toHaveLength(1);
  flowText = readFileSync(join(exportDir, 'recordings', files[0]), 'utf8');
  browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await em?.close();
});

describe('aca export --format recorder', () => {
  it('writes a flow that @puppeteer/replay parses, starting at the episode’s first page, without the login', () => {
    const flow: UserFlow = parse(JSON.parse(flowText));
    expect(flow.title).toContain(record.episodeId);
    expect(flow.steps[0].type).toBe('setViewport');
    const first = new URL(record.steps[0].observation.url);
    expect(flow.steps[1]).toMatchObject({ type: 'navigate', url: `${em.url}${first.pathname}${first.search}` });
    expect(flowText).not.toMatch(/ticket|__login/);
    const selectors = flow.steps.flatMap((s) => ('selectors' in s ? s.selectors.flat() : []));
    expect(selectors).toContain('aria/Create VPC[role="button"]');
    // The vSwitch's Name is the second textbox named Name on the form: ARIA alone would find the VPC's.
    expect(selectors.some((s) => s.startsWith('xpath/') && s.endsWith('[2]'))).toBe(true);
    const typed = flow.steps.filter((s) => s.type === 'change').map((s) => (s as { value: string }).value);
    expect(typed).toContain('192.168.1.0/24');
  });

  it('replays in a fresh account and leaves the same ActionTrail write events', async () => {
    const original = await admin(em, 'POST', `/__emulator/accounts/${record.account}/access-keys`, {});
    expect(original.status).toBe(200);
    // The episode's own console calls: the teardown after it (the provisioner and the sweep of what the agent
    // made, both through the SDK) is not part of the procedure.
    const before = (await writeEvents({ accountId: record.account, loginUrl: '', ...original.body })).filter((e) => !/Node\.js/.test(String(e.userAgent)));
    expect(before.map((e) => e.eventName)).toEqual(expect.arrayContaining(['CreateVpc', 'CreateVSwitch']));

    const fresh = await newAccount(em);
    expect(await writeEvents(fresh)).toEqual([]);
    const page = await browser.newPage();
    await page.goto(await new EmulatorControl(em.url, em.adminToken).loginUrl(fresh.accountId));
    const extension = new SecretFillingExtension(browser, page, (name) => {
      throw new Error(`no value for <secret:${name}>`);
    }, { timeout: 15_000 });
    const runner = await createRunner(parse(JSON.parse(flowText)), extension);
    expect(await runner.run()).toBe(true);

    // The last click's calls may still be in flight when the flow ends.
    await waitFor(async () => (await writeEvents(fresh)).length >= before.length, 15_000);
    expect((await writeEvents(fresh)).map(shape)).toEqual(before.map(shape));
    await page.close();
  });

  it('fills <secret:name> placeholders in at replay time (SecretFillingExtension)', async () => {
    const account = await newAccount(em);
    const url = `http://127.0.0.1:1/vpc/vpcs/create?regionId=cn-hangzhou`;
    const typed: TrajectoryRecord = {
      ...record,
      steps: [{
        ...record.steps[1],
        observation: { ...record.steps[1].observation, url, text: '[e37] textbox Description' },
        action: { type: 'type', ref: 'e37', text: 'note <secret:desc>', clear: true, submit: false },
        target: { ref: 'e37', x: 0, y: 0, nx: 0, ny: 0, role: 'textbox', name: 'Description' },
      }],
    };
    const { flow } = toRecorderFlow(typed, { origin: em.url });
    expect(JSON.stringify(flow)).toContain('note <secret:desc>');
    const page = await browser.newPage();
    await page.goto(await new EmulatorControl(em.url, em.adminToken).loginUrl(account.accountId));
    const runner = await createRunner(parse(flow), new SecretFillingExtension(browser, page, (name) => `value-of-${name}`, { timeout: 15_000 }));
    expect(await runner.run()).toBe(true);
    expect(await page.$eval('::-p-aria(Description[role="textbox"])', (el) => (el as HTMLTextAreaElement).value)).toBe('note value-of-desc');
    await page.close();
  });
});
