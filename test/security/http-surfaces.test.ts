/**
 * Issue 15 item 2: every HTTP surface the project serves takes only its own token, on a loopback Host, JSON
 * only, and no web page reaches it. The real `aca env-serve` process (with a real emulator), the emulator's
 * control API, the real `aca serve` socket, and real Chromium pages trying the attacks of the issue: a
 * cross-origin `fetch` with a text/plain body, and DNS rebinding (a host name the browser resolves to 127.0.0.1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '../../protocol';
import { CHROMIUM_FLAGS, chromiumPath } from '../../companion/driver/browser';
import { FakeExtension } from '../../companion/serve/fake-extension';
import { startServeProcess, type ServeProcess } from '../../companion/serve/serve-process';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { ACA, ROOT } from '../helpers';
import { MAPPED_HOST, MAPPED_HOST_FLAG, startHostileSite, type HostileSite } from './hostile-site';

interface Answer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/** `aca env-serve` against the test's emulator; resolves with its ready line, its child and its log. */
async function startEnvServe(args: string[]): Promise<{ child: ChildProcess; url: string; token: string; log(): string }> {
  let log = '';
  const child = spawn(process.execPath, [ACA, 'env-serve', '--port', '0', '--emulator', emulator.url, '--admin-token', emulator.adminToken, '--out', mkdtempSync(join(tmpdir(), 'aca-env-')), ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const ready = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`aca env-serve exited with ${code}\n${log}`)));
  });
  return { child, ...ready, log: () => log };
}

/** A raw HTTP request (fetch cannot set Host): what any local process or a rebinding page can send. */
function raw(url: string, opts: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, method: opts.method ?? 'GET', path: opts.path ?? '/', headers: opts.headers ?? {} }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

let emulator: RunningEmulator;
let env: ChildProcess;
let envUrl: string;
let token: string;
let envLog: () => string;
let serve: ServeProcess;
const home = mkdtempSync(join(tmpdir(), 'aca-home-'));
let browser: Browser;
let site: HostileSite;
const root = mkdtempSync(join(tmpdir(), 'aca-task-root-'));
const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const post = (path: string, body: unknown, headers = auth()) => raw(envUrl, { method: 'POST', path, headers, body: JSON.stringify(body) });

beforeAll(async () => {
  // A task root of the test's own: one task, and a link inside it to a folder outside it.
  mkdirSync(join(root, 'ecs'));
  copyFileSync(join(ROOT, 'tasks/ecs/stop-instance.md'), join(root, 'ecs/stop-instance.md'));
  symlinkSync(ROOT, join(root, 'outside'));
  emulator = await startEmulator({ port: 0, seed: 'http-surfaces' });
  const started = await startEnvServe(['--tasks', root, '--max-sessions', '2', '--unstepped-timeout', '3']);
  ({ child: env, url: envUrl, token } = started);
  envLog = started.log;
  serve = await startServeProcess(['--no-emulator', '--tasks', join(home, 'none')], { ACA_HOME: home, ACA_EXTENSION_ID: 'testextensionidaaaaaaaaaaaaaaaaa' });
  site = await startHostileSite({ otherHost: MAPPED_HOST });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, MAPPED_HOST_FLAG] });
}, 120_000);

afterAll(async () => {
  env?.kill('SIGTERM');
  await serve?.stop();
  await browser?.close();
  await site?.close();
  await emulator?.close();
});

describe('aca env-serve', () => {
  it('prints a random token in its ready line and nowhere else', () => {
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(envLog()).not.toContain(token);
  });

  it('refuses a request without the token, or with a wrong one (401, in JSON)', async () => {
    const none = await raw(envUrl, { path: '/health' });
    expect(none).toMatchObject({ status: 401, body: { code: 'unauthorized', error: expect.stringContaining('Authorization: Bearer <token>') } });
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await raw(envUrl, { path: '/tasks', headers: { authorization: `Bearer ${token.slice(0, -1)}x` } })).status).toBe(401);
    expect((await raw(envUrl, { path: '/tasks', headers: { authorization: token } })).status).toBe(401);
    expect(await raw(envUrl, { path: '/health', headers: auth() })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('refuses a Host that is not a loopback name with its port (403), token or not', async () => {
    const port = new URL(envUrl).port;
    for (const host of ['attacker.example', `attacker.example:${port}`, `127.0.0.1:${Number(port) + 1}`, `${MAPPED_HOST}:${port}`]) {
      const answer = await raw(envUrl, { path: '/tasks', headers: { ...auth(), host } });
      expect(answer, host).toMatchObject({ status: 403, body: { code: 'bad-host' } });
    }
    expect((await raw(envUrl, { path: '/health', headers: { ...auth(), host: `localhost:${port}` } })).status).toBe(200);
  });

  it('takes only application/json bodies (415)', async () => {
    const body = JSON.stringify({ task: 'ecs/stop-instance' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await raw(envUrl, { method: 'POST', path: '/reset', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body });
      expect(answer, type).toMatchObject({ status: 415, body: { code: 'unsupported-media-type', error: expect.stringContaining('application/json') } });
    }
    expect((await raw(envUrl, { method: 'POST', path: '/reset', headers: { authorization: `Bearer ${token}` }, body })).status).toBe(415);
  });

  it('refuses any request that carries an Origin, even with the token (403)', async () => {
    const answer = await raw(envUrl, { path: '/tasks', headers: { ...auth(), origin: site.url } });
    expect(answer).toMatchObject({ status: 403, body: { code: 'origin-refused' } });
  });

  it('a web page cannot open sessions, read it, or rebind a host name to it', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/second`);
      // The attack of the issue: a simple cross-origin POST (text/plain, no preflight), repeated to fill --max-sessions.
      const sent = await page.evaluate(async (target) => {
        const out: string[] = [];
        for (let i = 0; i < 4; i++) {
          await fetch(`${target}/reset`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"task":"ecs/stop-instance"}' }).then(() => out.push('sent'), (e) => out.push(String(e)));
        }
        const read = await fetch(`${target}/tasks`).then((r) => r.text(), (e) => `failed: ${e}`);
        return { out, read };
      }, envUrl);
      expect(sent.read).toMatch(/^failed: TypeError/);
      // DNS rebinding: the page's own host name resolves to 127.0.0.1; the browser sends that name as Host.
      const port = new URL(envUrl).port;
      await page.goto(`http://${MAPPED_HOST}:${port}/tasks`);
      expect(await page.locator('body').innerText()).toContain('"code":"bad-host"');
      expect((await raw(envUrl, { path: '/health', headers: auth() })).body.sessions).toBe(0);
      expect(envLog()).toMatch(/refused POST \/reset from 127\.0\.0\.1: origin-refused/);
      expect(envLog()).toMatch(new RegExp(`refused GET /tasks from 127\\.0\\.0\\.1: bad-host \\(Host "${MAPPED_HOST}:${port}"`));
    } finally {
      await page.close();
    }
  });

  it('loads task files only from its task roots (403), symlinks followed', async () => {
    const traversal = `${root}/ecs/../${relative(root, join(ROOT, 'README.md'))}`;
    for (const task of ['README.md', join(ROOT, 'tasks/ecs/stop-instance.md'), join(root, 'outside/README.md'), join(root, 'outside/tasks/ecs/stop-instance.md'), traversal]) {
      const answer = await post('/reset', { task });
      expect(answer, task).toMatchObject({ status: 403, body: { code: 'task-outside-roots', error: expect.stringContaining(`outside the task folders this server was started with (${root})`) } });
    }
    expect((await post('/reset', { task: join(root, 'ecs/nothing.md') })).status).toBe(404);
    expect(envLog()).not.toMatch(/session [\w-]+: README/);
  });

  it('reclaims sessions nobody steps after their reset (--unstepped-timeout), so resets cannot lock the trainer out', async () => {
    // Two resets fill --max-sessions at once (they count from the moment they arrive): a third is refused.
    const resets = [post('/reset', { task: 'ecs/stop-instance' }), post('/reset', { task: join(root, 'ecs/stop-instance.md') })];
    await expect.poll(async () => (await raw(envUrl, { path: '/health', headers: auth() })).body.sessions, { timeout: 10_000, interval: 50 }).toBe(2);
    expect((await post('/reset', { task: 'ecs/stop-instance' })).status).toBe(429);
    const [a, b] = await Promise.all(resets);
    expect([a.status, b.status]).toEqual([200, 200]);
    await expect.poll(async () => (await raw(envUrl, { path: '/health', headers: auth() })).body.sessions, { timeout: 30_000, interval: 500 }).toBe(0);
    expect(envLog()).toMatch(new RegExp(`session ${a.body.session} \\(ecs/stop-instance\\) not stepped within 3 s of its reset: closing it`));
    expect((await raw(envUrl, { path: `/state?session=${b.body.session}`, headers: auth() })).status).toBe(404);
  });

  it('a navigate to a local file is one failed turn: nothing read, and the episode goes on', async () => {
    const start = await post('/reset', { task: 'ecs/stop-instance' });
    expect(start.status).toBe(200);
    const session = start.body.session;
    for (const url of ['file:///etc/passwd', `file://${join(home, 'pairing.json')}`, 'view-source:file:///etc/passwd']) {
      const turn = await post('/step', { session, action: { type: 'navigate', url } });
      expect(turn.status).toBe(200);
      expect(turn.body).toMatchObject({ done: false, info: { result: { ok: false, error: { code: 'navigation-refused' } } } });
      expect(turn.body.observation.text).not.toContain('root:x:0:0');
      expect(turn.body.observation.text).not.toContain(serve.pairingToken);
      expect(turn.body.observation.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ecs/);
    }
    const instances = (start.body.observation.elements as Element[]).find((e) => e.role === 'navitem' && e.name === 'Instances')!;
    const next = await post('/step', { session, action: { type: 'click', ref: instances.ref } });
    expect(next.body).toMatchObject({ done: false, info: { result: { ok: true, changes: { navigated: expect.stringContaining('/ecs/instances') } } } });
    expect((await post('/close', { session })).status).toBe(200);
  });

  it('logs a flood of refusals without flooding its log: the first 20 of a minute', async () => {
    const fresh = await startEnvServe(['--tasks', root]);
    try {
      await Promise.all(Array.from({ length: 60 }, () => raw(fresh.url, { path: '/flood' })));
      await expect.poll(() => fresh.log().split('\n').filter((l) => l.includes('refused GET /flood')).length).toBe(20);
    } finally {
      fresh.child.kill('SIGTERM');
    }
  });
});

describe('the emulator control API and the extension socket', () => {
  it('the control API answers only a loopback Host with its port', async () => {
    const headers = { authorization: `Bearer ${emulator.adminToken}` };
    expect(await raw(emulator.url, { path: '/__emulator/health', headers: { ...headers, host: `${MAPPED_HOST}:${emulator.port}` } })).toMatchObject({ status: 403, body: { code: 'HostNotAllowed' } });
    expect((await raw(emulator.url, { path: '/__emulator/health', headers: { ...headers, host: `localhost:${emulator.port}` } })).status).toBe(200);
  });

  it('the extension socket refuses an upgrade whose Host is not a loopback name with its port', async () => {
    const port = new URL(serve.url).port;
    const answer = await raw(serve.url.replace('ws:', 'http:'), {
      path: '/aca',
      headers: { host: `${MAPPED_HOST}:${port}`, origin: 'chrome-extension://testextensionidaaaaaaaaaaaaaaaaa', connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    }).catch((e: Error) => ({ status: 0, body: e.message, headers: {} }));
    expect(answer.status).toBe(403);
    await serve.waitForLog(/refused a connection .*Host "refused\.test:\d+".*Host is not a loopback name/);
    // The same upgrade on 127.0.0.1 gets through (and then needs the token, as before).
    const ok = await FakeExtension.open(serve.url, { origin: 'chrome-extension://testextensionidaaaaaaaaaaaaaaaaa' });
    await ok.close();
  });
});
