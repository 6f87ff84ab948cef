/**
 * Issue 15 item 9, hygiene: no pairing token on a command line, a token that can be rotated, a fingerprint file
 * that confirms no guess, and resumed runs without the killed attempts' screenshots. Real `aca serve`, the real
 * extension in Chromium, real `aca verify`, `aca export` and `aca batch` processes.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../protocol';
import { EXTENSION_ID } from '../../protocol/extension';
import { Ledger } from '../../companion/batch/ledger';
import { FakeExtension } from '../../companion/serve/fake-extension';
import { startServeProcess, type ServeProcess } from '../../companion/serve/serve-process';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { launchWithExtension, type ExtensionBrowser } from '../../extension/testing/browser';
import { ACA, ROOT, runAca } from '../helpers';

const ORIGIN = `chrome-extension://${EXTENSION_ID}`;
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'hygiene' });
});
afterAll(async () => {
  await emulator?.close();
});

/** Every process's command line on this machine, as `ps` shows them. */
function commandLines(): string[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        return '';
      }
    });
}

describe('aca serve --open and the pairing token', () => {
  let browser: ExtensionBrowser;
  let serve: ServeProcess;
  const home = mkdtempSync(join(tmpdir(), 'aca-home-'));
  const bin = mkdtempSync(join(tmpdir(), 'aca-browser-'));
  const asked = join(bin, 'asked.txt');

  beforeAll(async () => {
    // The "browser" --open starts writes down its link and stays up a while, so its command line can be read.
    writeFileSync(join(bin, 'browser.sh'), `#!/bin/sh\nprintf '%s' "$1" > '${asked}.part' && mv '${asked}.part' '${asked}'\nsleep 20\n`, { mode: 0o755 });
    browser = await launchWithExtension();
    serve = await startServeProcess(['--no-emulator', '--tasks', join(home, 'none'), '--open'], { ACA_HOME: home, ACA_BROWSER: join(bin, 'browser.sh') });
  }, 120_000);
  afterAll(async () => {
    await serve?.stop();
    await browser?.close();
  });

  it('puts a one-time code on the browser command line, never the token, and the code pairs the real side panel', async () => {
    await expect.poll(() => existsSync(asked), { timeout: 15_000 }).toBe(true);
    const link = readFileSync(asked, 'utf8');
    expect(link).toBe(serve.pairingUrl);
    const lines = commandLines();
    expect(lines.some((l) => l.includes(link))).toBe(true);
    expect(lines.filter((l) => l.includes(serve.pairingToken))).toEqual([]);
    expect(serve.stderr()).not.toContain(serve.pairingToken);
    expect(serve.stderr()).not.toContain(new URL(link).hash);

    const panel = await browser.context.newPage();
    await panel.goto(link);
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 20_000 }).toBe('connected');
    await serve.waitForLog(/extension connected; session \S+ \(paired by a pairing code\)/);
    // The panel now holds the token itself (it reconnects with it), and forgot the code.
    const stored = await browser.worker.evaluate(() => (globalThis as any).chrome.storage.local.get('pairing'));
    expect(stored.pairing).toEqual({ url: serve.url, token: serve.pairingToken });

    // Whoever else read the code off the command line comes too late: the code is spent, and using it twice
    // rotates the token, so the session it paired is closed and the old token is dead.
    const code = new URLSearchParams(new URL(link).hash.slice(1)).get('code')!;
    await expect(FakeExtension.connect(serve.url, { origin: ORIGIN, pairingCode: code })).rejects.toMatchObject({ code: CLOSE_CODES.badToken, reason: expect.stringContaining('already used') });
    await serve.waitForLog(/closing session \S+, opened with the old one/);
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^refused: .*rotated/);
    const rotated = JSON.parse(readFileSync(join(home, 'pairing.json'), 'utf8')).token;
    expect(rotated).not.toBe(serve.pairingToken);
    await expect(FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken })).rejects.toMatchObject({ code: CLOSE_CODES.badToken });
    const fresh = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: rotated });
    await fresh.ext.close();
  });

  it('aca pairing rotate: the running companion refuses the old token and closes the session opened with it', async () => {
    const before = JSON.parse(readFileSync(join(home, 'pairing.json'), 'utf8')).token;
    const attached = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: before });
    const rotate = await runAca(['pairing', 'rotate'], { env: { ACA_HOME: home } });
    expect(rotate.code).toBe(0);
    const { pairingToken } = JSON.parse(rotate.stdout);
    expect(pairingToken).not.toBe(before);
    expect(rotate.stderr).not.toContain(pairingToken);
    // The companion reads the file again at the next heartbeat: the old session goes.
    attached.ext.emit('heartbeat', { at: Date.now() });
    expect(await attached.ext.closed).toMatchObject({ code: CLOSE_CODES.badToken, reason: expect.stringContaining('rotated') });
    await expect(FakeExtension.connect(serve.url, { origin: ORIGIN, token: before })).rejects.toMatchObject({ code: CLOSE_CODES.badToken });
    const again = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: pairingToken });
    await again.ext.close();
  });

  it('aca serve --rotate-token starts with a new token', async () => {
    const before = JSON.parse(readFileSync(join(home, 'pairing.json'), 'utf8')).token;
    await serve.stop();
    serve = await startServeProcess(['--no-emulator', '--tasks', join(home, 'none'), '--rotate-token'], { ACA_HOME: home });
    expect(serve.pairingToken).not.toBe(before);
    expect(JSON.parse(readFileSync(join(home, 'pairing.json'), 'utf8')).token).toBe(serve.pairingToken);
    await expect(FakeExtension.connect(serve.url, { origin: ORIGIN, token: before })).rejects.toMatchObject({ code: CLOSE_CODES.badToken });
  });
});

describe('secrets.fingerprint.json of a real run', () => {
  const home = mkdtempSync(join(tmpdir(), 'aca-home-'));
  const out = mkdtempSync(join(tmpdir(), 'aca-run-'));
  // A weak password, the kind a guess would confirm against lengths and fast hashes.
  const password = 'Summer2024!';
  let runDir: string;

  beforeAll(async () => {
    const run = await runAca(['verify', 'tasks/ecs/reset-instance-password.md', '--out', out, '--emulator', emulator.url, '--admin-token', emulator.adminToken], {
      timeoutMs: 240_000, env: { ACA_HOME: home, ACA_SECRET_ECS_PASSWORD: password },
    });
    expect(run.code, run.stderr).toBe(0);
    runDir = join(out, readdirSync(out)[0]);
  }, 300_000);

  it('holds no value, no length and no unkeyed hash; its key stays in ACA_HOME', () => {
    const text = readFileSync(join(runDir, 'secrets.fingerprint.json'), 'utf8');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ version: 2, keyId: expect.stringMatching(/^[0-9a-f]{16}$/), salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(file.secrets.length).toBeGreaterThan(0);
    const forms = [password, encodeURIComponent(password)];
    for (const entry of file.secrets) {
      expect(Object.keys(entry).sort()).toEqual(['mac', 'window']);
      expect(entry.window).toHaveLength(48);
    }
    expect(text).not.toContain(password);
    for (const form of forms) {
      for (const digest of [createHash('sha256').update(form).digest('hex'), createHash('sha256').update(Buffer.from(file.salt, 'hex')).update(form).digest('hex'), createHash('md5').update(form).digest('hex')]) {
        expect(text).not.toContain(digest);
      }
    }
    expect(readdirSync(runDir)).not.toContain('fingerprint.key');
    expect(statSync(join(home, 'fingerprint.key')).mode & 0o777).toBe(0o600);
  });

  it('aca export scans with the key of the machine that ran it, and says which key a foreign machine needs', async () => {
    const here = await runAca(['export', runDir, '--format', 'swift', '--out', mkdtempSync(join(tmpdir(), 'aca-export-'))], { env: { ACA_HOME: home }, timeoutMs: 120_000 });
    expect(here.code, here.stderr).toBe(0);
    const elsewhere = await runAca(['export', runDir, '--format', 'swift', '--out', mkdtempSync(join(tmpdir(), 'aca-export-'))], { env: { ACA_HOME: mkdtempSync(join(tmpdir(), 'aca-home-')) }, timeoutMs: 120_000 });
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(/secrets\.fingerprint\.json was written with another fingerprint key .*copy its fingerprint\.key/);
  });
});

describe('a resumed batch run', () => {
  it('keeps no screenshot of the attempt that was killed', async () => {
    const out = mkdtempSync(join(tmpdir(), 'aca-batch-'));
    const args = ['tasks/ecs/stop-instance.md', '--runs', '2', '--group', '2', '--parallel', '1', '--seed', '3', '--screenshots', '--emulator', emulator.url, '--admin-token', emulator.adminToken];
    const child = spawn(process.execPath, [ACA, 'batch', ...args, '--out', out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // Killed once the second episode has saved a screenshot of its own.
    const { dir, killed } = await new Promise<{ dir: string; killed: string }>((resolve, reject) => {
      const poll = setInterval(() => {
        const [run] = existsSync(out) ? readdirSync(out) : [];
        if (!run || !existsSync(join(out, run, 'ledger.db'))) return;
        let running: string | null = null;
        let done = 0;
        try {
          const ledger = Ledger.open(join(out, run));
          done = ledger.plan() ? ledger.counts().done : 0;
          running = ledger.plan() ? (ledger.running()[0]?.episodeId ?? null) : null;
          ledger.close();
        } catch {
          return;
        }
        const shots = existsSync(join(out, run, 'screenshots')) ? readdirSync(join(out, run, 'screenshots')) : [];
        if (done >= 1 && running && shots.some((f) => f.startsWith(`${running}-`))) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve({ dir: join(out, run), killed: running });
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(poll);
        reject(new Error(`the batch ended (code ${code}) before it could be killed: ${stderr}`));
      });
    });
    await new Promise((r) => child.once('exit', r));
    expect(readdirSync(join(dir, 'screenshots')).some((f) => f.startsWith(`${killed}-`))).toBe(true);

    const resumed = await runAca(['batch', ...args, '--resume', dir], { timeoutMs: 300_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    const shots = readdirSync(join(dir, 'screenshots'));
    expect(shots.filter((f) => f.startsWith(`${killed}-`))).toEqual([]);
    // Every screenshot left belongs to an episode of the run's trajectories.
    const episodes = readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).episodeId as string);
    expect(episodes).toHaveLength(2);
    for (const f of shots) expect(episodes.some((id) => f.startsWith(`${id}-`)), f).toBe(true);
  });
});
