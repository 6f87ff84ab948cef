import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../protocol';
import { FakeExtension } from './fake-extension';
import { startExtensionServer, type ExtensionServer } from './server';
import { Pairing } from './pairing';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
const TOKEN = 'server-test-token-server-test-token';
let server: ExtensionServer | null = null;
const logs: string[] = [];

async function start(opts: { helloTimeoutMs?: number; idleMs?: number } = {}) {
  server = await startExtensionServer({ port: 0, pairing: Pairing.inMemory(TOKEN), extensionId: ID, companionVersion: 'test', log: (l) => logs.push(l), onAttach: () => undefined, ...opts });
  return server;
}
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('extension server timing', () => {
  it('closes a socket that sends no hello in time (4400)', async () => {
    const { url } = await start({ helloTimeoutMs: 100 });
    const ext = await FakeExtension.open(url, { origin: ORIGIN });
    expect(await ext.closed).toMatchObject({ code: CLOSE_CODES.badHello, reason: expect.stringContaining('session.hello') });
  });

  it('closes a silent session with timeout (4408) and keeps it for a resume', async () => {
    const { url } = await start({ idleMs: 150 });
    const { ext, hello } = await FakeExtension.connect(url, { origin: ORIGIN, token: TOKEN });
    expect((await ext.closed).code).toBe(CLOSE_CODES.timeout);
    expect(logs.some((l) => /refused: timeout/.test(l))).toBe(true);
    const again = await FakeExtension.connect(url, { origin: ORIGIN, token: TOKEN, resumeSessionId: hello.sessionId });
    expect(again.hello.resumed).toBe(true);
    await again.ext.close();
  });

  it('stays open while heartbeats come', async () => {
    // Five heartbeats 300 ms apart outlast an idle limit of 1 s; each gap leaves 700 ms for a slow event loop.
    const { url } = await start({ idleMs: 1000 });
    const { ext } = await FakeExtension.connect(url, { origin: ORIGIN, token: TOKEN });
    for (let i = 0; i < 5; i++) {
      ext.emit('heartbeat', { at: Date.now() });
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(ext.ws.readyState).toBe(ext.ws.OPEN);
    expect(ext.events.filter((e) => e.event === 'heartbeat').length).toBe(5);
    await ext.close();
  });

  it('refuses to send an invalid outbound message (a bug must not reach the wire)', async () => {
    const { url } = await start();
    const { ext } = await FakeExtension.connect(url, { origin: ORIGIN, token: TOKEN });
    const session = server!.session()!;
    expect(() => session.emit('session.notice', { level: 'loud', message: 'x' } as never)).toThrow(/invalid session.notice/);
    expect(() => session.call('page.act', { callId: 'c1', action: { type: 'fly' } } as never)).toThrow(/invalid params for page.act/);
    await ext.close();
  });
});
