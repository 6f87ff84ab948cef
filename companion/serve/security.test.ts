import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../../protocol';
import { FakeExtension } from './fake-extension';
import { startServeProcess, type ServeProcess } from './serve-process';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
let home: string;
let serve: ServeProcess;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'aca-serve-'));
  serve = await startServeProcess(['--no-emulator', '--tasks', join(home, 'no-tasks')], { ACA_HOME: home, ACA_EXTENSION_ID: ID });
}, 60_000);
afterAll(async () => {
  await serve?.stop();
  await rm(home, { recursive: true, force: true });
});

/** The refusal is logged, and the log never carries the token. */
async function expectLogged(pattern: RegExp) {
  const line = await serve.waitForLog(pattern);
  expect(serve.stderr()).not.toContain(serve.pairingToken);
  return line;
}

async function refusedUpgrade(origin?: string) {
  const error = await FakeExtension.open(serve.url, { origin }).then(() => null, (e: { status?: number }) => e);
  return error?.status;
}

describe('aca serve refuses', () => {
  it('a foreign web origin before the upgrade (HTTP 403)', async () => {
    expect(await refusedUpgrade('http://evil.example')).toBe(403);
    await expectLogged(/refused .*"http:\/\/evil\.example".*foreign Origin/);
  });

  it("another extension's origin (HTTP 403)", async () => {
    expect(await refusedUpgrade('chrome-extension://someotherextensionidbbbbbbbbbbbbb')).toBe(403);
    await expectLogged(/refused .*someotherextension.*foreign Origin/);
  });

  it('a connection without an Origin (HTTP 403)', async () => {
    expect(await refusedUpgrade(undefined)).toBe(403);
    await expectLogged(/refused .*Origin null.*no Origin header/);
  });

  it('a hello without a token (4401)', async () => {
    const ext = await FakeExtension.open(serve.url, { origin: ORIGIN });
    void ext.send({ id: 1, method: 'session.hello', params: { protocolVersion: PROTOCOL_VERSION, extensionVersion: 't' } }).catch(() => undefined);
    expect((await ext.closed).code).toBe(CLOSE_CODES.badToken);
    await expectLogged(/refused: no pairing token/);
  });

  it('a wrong token (4401), without logging either token', async () => {
    const attempt = FakeExtension.connect(serve.url, { origin: ORIGIN, token: 'wrong-token-value' });
    await expect(attempt).rejects.toMatchObject({ code: CLOSE_CODES.badToken });
    await expectLogged(/refused: wrong pairing token/);
    expect(serve.stderr()).not.toContain('wrong-token-value');
  });

  it('another protocol version (4426, with the reason)', async () => {
    const attempt = FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken, protocolVersion: 99 });
    await expect(attempt).rejects.toMatchObject({ code: CLOSE_CODES.badVersion, reason: expect.stringContaining('protocol version 99') });
    await expectLogged(/refused: protocol version mismatch/);
  });

  it('malformed JSON (4400 "malformed JSON")', async () => {
    const ext = await FakeExtension.open(serve.url, { origin: ORIGIN });
    ext.ws.send('{"id": 1, "method": ');
    expect(await ext.closed).toEqual({ code: 4400, reason: 'malformed JSON' });
    await expectLogged(/refused: malformed JSON/);
  });

  it('a message over MAX_MESSAGE_BYTES (1009)', async () => {
    const ext = await FakeExtension.open(serve.url, { origin: ORIGIN });
    ext.ws.send('x'.repeat(MAX_MESSAGE_BYTES + 1));
    expect((await ext.closed).code).toBe(CLOSE_CODES.tooBig);
    await expectLogged(/refused: a message over/);
  });

  it('a first message that is not session.hello (4400)', async () => {
    const ext = await FakeExtension.open(serve.url, { origin: ORIGIN });
    void ext.send({ id: 1, method: 'task.list', params: {} }).catch(() => undefined);
    expect((await ext.closed).code).toBe(CLOSE_CODES.badHello);
  });

  it('a second concurrent session (4409), and accepts one again once the first leaves', async () => {
    const first = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken });
    expect(first.hello).toMatchObject({ protocolVersion: PROTOCOL_VERSION, resumed: false, sessionId: expect.any(String) });
    const second = FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken });
    await expect(second).rejects.toMatchObject({ code: CLOSE_CODES.busy });
    await expectLogged(/refused: another extension session is active/);
    await first.ext.close();
    const third = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken });
    expect(third.hello.resumed).toBe(false);
    await third.ext.close();
  });
});

describe('an accepted session', () => {
  it('answers requests, validates params and knows no other methods', async () => {
    const { ext } = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken });
    expect(await ext.request('task.list', {})).toEqual([]);
    await expect(ext.request('episode.start', { mode: 'bogus' })).rejects.toMatchObject({ code: 'invalid-params', message: expect.stringContaining('mode') });
    await expect(ext.request('page.observe', {})).rejects.toMatchObject({ code: 'unknown-method' });
    await expect(ext.request('no.such', {})).rejects.toMatchObject({ code: 'unknown-method' });
    ext.emit('heartbeat', { at: 1 });
    expect(await ext.waitForEvent('heartbeat')).toEqual({ at: expect.any(Number) });
    await ext.close();
  });

  it('resumes after the socket drops, with resumeSessionId', async () => {
    const first = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken });
    await first.ext.close();
    const again = await FakeExtension.connect(serve.url, { origin: ORIGIN, token: serve.pairingToken, resumeSessionId: first.hello.sessionId });
    expect(again.hello).toMatchObject({ resumed: true, sessionId: first.hello.sessionId });
    await again.ext.close();
  });
});

describe('pairing', () => {
  it('keeps the token in a 0600 file in a 0700 folder, and reuses it after a restart', async () => {
    expect((await stat(join(home, 'pairing.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    const second = await startServeProcess(['--no-emulator', '--tasks', join(home, 'no-tasks')], { ACA_HOME: home, ACA_EXTENSION_ID: ID });
    try {
      expect(second.pairingToken).toBe(serve.pairingToken);
      expect(second.url).not.toBe(serve.url);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
