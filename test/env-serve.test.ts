/**
 * `aca env-serve` as an RL trainer meets it: the real CLI process, a real emulator, real Chromium. A scripted
 * trainer picks its actions from the returned elements by role and name, the way a policy would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '../protocol';
import { cloudConfigFor } from '../companion/cloud/account';
import { createCloudClient } from '../companion/cloud/sdk';
import { ACA, ROOT } from './helpers';

interface Observation {
  text: string;
  url: string;
  step: { index: number; total: number; text: string } | null;
  elements: Element[];
  screenshot?: string;
}
interface Reset {
  session: string;
  observation: Observation;
  info: { task: { id: string }; steps: { index: number; text: string }[]; maxTurns: number };
}
interface Step {
  observation: Observation;
  reward: number;
  done: boolean;
  info: { turn: number; error?: string; result: { ok: boolean; changes: Record<string, unknown> } | null; success?: boolean; verdict?: string; ending?: string };
}

const out = mkdtempSync(join(tmpdir(), 'aca-env-serve-'));
let emulator: { child: ChildProcess; url: string; adminToken: string };
let server: ChildProcess;
let url: string;
let stderr = '';

function readyLine(child: ChildProcess): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line in 60 s\n${stderr}`)), 60_000);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
  });
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, { method, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}
const post = (path: string, body: unknown) => call('POST', path, body);

async function reset(task = 'ecs/stop-instance', extra: Record<string, unknown> = {}): Promise<Reset> {
  const res = await post('/reset', { task, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function step(session: string, turn: Record<string, unknown>): Promise<Step> {
  const res = await post('/step', { session, ...turn });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The element a person would pick: this role and name, inside a container whose label contains `within`. */
function pick(obs: Observation, role: string, name: string, within = ''): Element {
  const found = obs.elements.find((e) => e.role === role && e.name === name && !e.blocked && (!within || e.within.some((w) => w.includes(within))));
  if (!found) throw new Error(`no ${role} "${name}"${within ? ` within ${within}` : ''} in\n${obs.text}`);
  return found;
}

/** A scripted trainer: the doc's steps as JSON actions chosen from the observation's elements. */
async function stopInstance(start: Reset): Promise<Step> {
  const { session } = start;
  const instance = /named (\S+)/.exec(start.info.steps[3].text)![1];
  let s = await step(session, { action: { type: 'click', ref: pick(start.observation, 'navitem', 'Instances').ref }, step: 2, thought: 'open the instance list' });
  expect(s.info.result?.changes.navigated).toContain('/ecs/instances');
  // Today's console: the row's ⋮ (More) menu, its Instance Status submenu (it opens on hover, after a short delay), Stop.
  s = await step(session, { action: { type: 'click', ref: pick(s.observation, 'button', 'More', instance).ref }, step: 4 });
  s = await step(session, { action: { type: 'click', ref: s.observation.elements.find((e) => e.name === 'Instance Status' && !e.blocked)!.ref }, step: 4 });
  const stop = (o: Observation) => o.elements.find((e) => e.name === 'Stop' && !e.blocked && !e.states.disabled && e.within.some((w) => w.startsWith('menu')));
  for (let i = 0; i < 10 && !stop(s.observation); i++) s = await step(session, { action: { type: 'wait', ms: 200 }, step: 4 });
  s = await step(session, { action: { type: 'click', ref: stop(s.observation)!.ref }, step: 4 });
  expect(s.info.result?.changes.dialogOpened).toBe('Stop Instance');
  s = await step(session, { action: { type: 'click', ref: pick(s.observation, 'radio', 'Standard Mode', 'dialog:Stop Instance').ref }, step: 5 });
  s = await step(session, { action: { type: 'click', ref: pick(s.observation, 'button', 'Confirm', 'dialog:Stop Instance').ref }, step: 5 });
  expect(s.done).toBe(false);
  expect(s.reward).toBe(0);
  return step(session, { action: { type: 'task_complete', summary: `stopped ${instance}` } });
}

beforeAll(async () => {
  const em = spawn(process.execPath, [ACA, 'emulator', '--port', '0', '--seed', 'env-serve-test'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await readyLine(em);
  emulator = { child: em, url: ready.url, adminToken: ready.adminToken };
  server = spawn(
    process.execPath,
    [ACA, 'env-serve', '--port', '0', '--emulator', emulator.url, '--admin-token', emulator.adminToken, '--max-sessions', '2', '--max-turns', '12', '--out', out],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const line = await readyLine(server);
  expect(Object.keys(line)).toEqual(['url']);
  url = line.url;
});

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  emulator?.child.kill('SIGTERM');
});

describe('aca env-serve', () => {
  it('prints its URL, reports health and publishes its JSON Schemas', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await call('GET', '/health')).body).toEqual({ ok: true, sessions: 0, maxSessions: 2 });
    const { body: schemas } = await call('GET', '/schema');
    for (const key of ['reset', 'step', 'close']) {
      expect(schemas[key].request.$schema).toContain('json-schema.org');
      expect(schemas[key].response.type).toBe('object');
    }
    expect(schemas.reset.request.required).toEqual(['task']);
    expect(schemas.reset.request.additionalProperties).toBe(false);
    expect(Object.keys(schemas.step.response.properties)).toEqual(['observation', 'reward', 'done', 'info']);
    const actionTypes = schemas.action.anyOf.map((a: any) => a.properties.type.const);
    expect(actionTypes).toEqual(expect.arrayContaining(['click', 'type', 'select', 'task_complete', 'task_unachievable']));
    expect(schemas.observation.required).toEqual(['text', 'url', 'step', 'elements']);
    expect(schemas.observation.properties.elements.items.required).toEqual(expect.arrayContaining(['ref', 'role', 'name', 'box']));
  });

  it('lets a scripted trainer stop an ECS instance: done, reward 1, success by ActionTrail', async () => {
    const start = await reset();
    expect(start.info.task.id).toBe('ecs/stop-instance');
    expect(start.observation.step).toMatchObject({ index: 1, total: 5 });
    expect(start.observation.text.split('\n')[0]).toBe('step 1/5  Log on to the ECS console.');
    expect(start.observation.screenshot).toBeUndefined();
    const end = await stopInstance(start);
    expect(end).toMatchObject({ done: true, reward: 1, info: { success: true, verdict: 'verified', ending: 'task_complete' } });

    const state = (await call('GET', `/state?session=${start.session}`)).body;
    expect(state).toMatchObject({ session: start.session, task: 'ecs/stop-instance', turn: state.history.length, done: true, reward: 1, success: true });
    // The instance list, ⋮, Instance Status, Stop, Standard Mode, Confirm; a wait or two while the submenu opens.
    expect(state.history.map((h: any) => h.action.type).filter((t: string) => t !== 'wait')).toEqual(['click', 'click', 'click', 'click', 'click', 'click', 'task_complete']);

    const again = await post('/step', { session: start.session, action: { type: 'back' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/is over \(done\).*POST \/reset/);
    expect((await post('/close', { session: start.session })).body).toMatchObject({ done: true, reward: 1, report: { verdict: 'verified' } });
  });

  it('answers invalid actions and unparsable text with error observations, and acts on model text', async () => {
    const start = await reset('ecs/stop-instance', { screenshot: true });
    expect(start.observation.screenshot).toMatch(/^data:image\/png;base64,iVBOR/);

    const invalid = await step(start.session, { action: { type: 'click' } });
    expect(invalid.done).toBe(false);
    expect(invalid.info.error).toMatch(/invalid "click" action: needs a target: "ref" or "point"/);
    expect(invalid.info.result).toMatchObject({ ok: false, error: { code: 'invalid-action' } });
    expect(invalid.observation.text).toContain('error invalid-action: invalid "click" action');

    const unknown = await step(start.session, { action: { type: 'teleport', to: 'the end' } });
    expect(unknown.info.error).toMatch(/unknown action type "teleport"; one of: click, double_click/);

    const unparsable = await step(start.session, { text: 'I would click on Instances now.' });
    expect(unparsable.done).toBe(false);
    expect(unparsable.info.error).toMatch(/no "Action:" line/);
    expect(unparsable.observation.text).toMatch(/error invalid-action: no "Action:" line/);

    const instances = pick(unparsable.observation, 'navitem', 'Instances').ref;
    const model = await step(start.session, { text: `Thought: The instance list is under Instances & Images.\nStep: 2\nAction: {"type": "click", "ref": "${instances}"}` });
    expect(model.info.error).toBeUndefined();
    expect(model.info.result).toMatchObject({ ok: true, changes: { navigated: expect.stringContaining('/ecs/instances') } });
    expect(model.observation.step?.index).toBe(2);
    expect(model.observation.screenshot).toMatch(/^data:image\/png;base64,/);
    const instance = /named (\S+)/.exec(start.info.steps[3].text)![1];
    expect(model.observation.text).toContain(instance);

    const state = (await call('GET', `/state?session=${start.session}`)).body;
    expect(state).toMatchObject({ turn: 4, done: false, success: null });
    expect(state.history.map((h: any) => h.error ?? h.action.type)).toEqual([
      expect.stringContaining('needs a target'), expect.stringContaining('unknown action type'), expect.stringContaining('no "Action:" line'), 'click',
    ]);

    const end = await step(start.session, { text: 'Thought: I give up.\nAction: {"type": "task_unachievable", "reason": "agent-error: testing"}' });
    expect(end).toMatchObject({ done: true, reward: 0, info: { success: false, ending: 'task_unachievable' } });
    await post('/close', { session: start.session });
  });

  it('closes a running episode: its resources are deleted and the session is gone', async () => {
    const accounts = async (): Promise<{ accountId: string }[]> =>
      (await fetch(`${emulator.url}/__emulator/accounts`, { headers: { authorization: `Bearer ${emulator.adminToken}` } })).json();
    const before = await accounts();
    const start = await reset();
    await step(start.session, { action: { type: 'click', ref: pick(start.observation, 'navitem', 'Instances').ref }, step: 2 });

    const closed = await post('/close', { session: start.session });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ session: start.session, turn: 1, done: true, reward: 0, success: false, report: { verdict: 'inconclusive', reason: 'closed by the client' } });
    expect((await call('GET', `/state?session=${start.session}`)).status).toBe(404);
    const gone = await post('/step', { session: start.session, action: { type: 'back' } });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/no session/);
    expect((await post('/close', { session: start.session })).status).toBe(404);

    // The episode's account is empty again: the instance, its security group, vSwitch and VPC are deleted.
    const [account] = (await accounts()).filter((a) => !before.some((b) => b.accountId === a.accountId));
    const key = await (
      await fetch(`${emulator.url}/__emulator/accounts/${account.accountId}/access-keys`, {
        method: 'POST', headers: { authorization: `Bearer ${emulator.adminToken}`, 'content-type': 'application/json' }, body: '{}',
      })
    ).json();
    const cloud = createCloudClient(cloudConfigFor({ accountId: account.accountId, ...key, endpoint: new URL(emulator.url).host, protocol: 'HTTP' }, 'cn-hangzhou'));
    expect((await cloud.call<{ TotalCount: number }>('ecs', 'DescribeInstances')).TotalCount).toBe(0);
    expect((await cloud.call<{ TotalCount: number }>('vpc', 'DescribeVpcs')).TotalCount).toBe(0);
  });

  it('runs two sessions in parallel and refuses a third past --max-sessions', async () => {
    const [a, b] = await Promise.all([reset(), reset()]);
    expect(a.session).not.toBe(b.session);
    expect(a.info.steps[3].text).not.toBe(b.info.steps[3].text);
    expect((await call('GET', '/health')).body.sessions).toBe(2);
    const third = await post('/reset', { task: 'ecs/stop-instance' });
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/2 of 2 sessions are running \(--max-sessions\); POST \/close one/);

    const [endA, endB] = await Promise.all([stopInstance(a), stopInstance(b)]);
    for (const end of [endA, endB]) expect(end).toMatchObject({ done: true, reward: 1, info: { success: true } });
    expect((await call('GET', '/health')).body.sessions).toBe(0);
    await Promise.all([a, b].map((s) => post('/close', { session: s.session })));
  });

  it('refuses malformed requests with 400, unknown sessions with 404, and says what is wrong where', async () => {
    const notJson = await post('/step', '{"session": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/^POST \/step: the body is not JSON/);
    const noSession = await post('/step', { action: { type: 'back' } });
    expect(noSession.status).toBe(400);
    expect(noSession.body.error).toMatch(/^POST \/step: body\.session: /);
    const both = await post('/step', { session: 'x', action: { type: 'back' }, text: 'Action: {"type": "back"}' });
    expect(both.status).toBe(400);
    expect(both.body.error).toContain('exactly one of "action"');
    const extra = await post('/reset', { task: 'ecs/stop-instance', seed: 3 });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/POST \/reset: body: .*"seed"/);
    const unknown = await post('/step', { session: 'no-such-session', action: { type: 'back' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'unknown-session', error: expect.stringContaining('no-such-session') });
    const task = await post('/reset', { task: 'ecs/no-such-task' });
    expect(task.status).toBe(404);
    expect(task.body.error).toContain('GET /tasks lists them');
    const big = await post('/reset', JSON.stringify({ task: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/limit is 1048576/);
    expect((await call('GET', '/state')).body.error).toMatch(/\?session=/);
    expect((await call('GET', '/nowhere')).status).toBe(404);
  });

  it('shuts down on SIGTERM and leaves the episodes in the run folder', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const [dir] = readdirSync(out);
    const records = readFileSync(join(out, dir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records.map((r) => r.reward).sort()).toEqual([0, 0, 1, 1, 1]);
    expect(records.flatMap((r) => r.steps).filter((s: any) => s.parseError).length).toBe(3);
    const report = JSON.parse(readFileSync(join(out, dir, 'report.json'), 'utf8'));
    expect(report.tasks).toHaveLength(5);
    expect(stderr).toContain('shutting down');
  });
});

describe('aca env-serve --idle-timeout', () => {
  it('closes and tears down a session nobody touched for that long', async () => {
    const idle = spawn(process.execPath, [ACA, 'env-serve', '--port', '0', '--emulator', emulator.url, '--admin-token', emulator.adminToken, '--idle-timeout', '1', '--out', mkdtempSync(join(tmpdir(), 'aca-env-idle-'))], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    idle.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    try {
      const base = (await readyLine(idle)).url;
      const started = await (await fetch(`${base}/reset`, { method: 'POST', body: JSON.stringify({ task: 'ecs/stop-instance' }) })).json();
      // Only /health is polled: a request about the session would touch it.
      await expect.poll(async () => (await (await fetch(`${base}/health`)).json()).sessions, { timeout: 15_000, interval: 250 }).toBe(0);
      await expect.poll(() => log, { timeout: 15_000 }).toMatch(/idle for 1 s: closing it/);
      await expect.poll(async () => (await fetch(`${base}/state?session=${started.session}`)).status, { timeout: 15_000 }).toBe(404);
    } finally {
      idle.kill('SIGTERM');
    }
  });
});
