/**
 * Socket faults under the extension driver: a raw protocol client that drops its socket in the middle of a call
 * (the real extension's resume is tested end to end in test/extension.e2e.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEpisodeService } from './episodes';
import { ExtensionDriver } from './extension-driver';
import { FakeExtension } from './fake-extension';
import { DisconnectedError } from './peer';
import { startExtensionServer, type ExtensionServer } from './server';
import { Pairing } from './pairing';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
const TOKEN = 'test-token-test-token-test-token-xx';

let out: string;
let server: ExtensionServer;
let episodes: ReturnType<typeof createEpisodeService>;
const logs: string[] = [];

beforeEach(async () => {
  out = await mkdtemp(join(tmpdir(), 'aca-episodes-'));
  episodes = createEpisodeService({ tasks: [], out, maxTurns: 20, region: 'cn-hangzhou', emulator: null, log: (l) => logs.push(l), resumeWaitMs: 3000 });
  server = await startExtensionServer({
    port: 0, pairing: Pairing.inMemory(TOKEN), extensionId: ID, companionVersion: 'test', log: (l) => logs.push(l), graceMs: 5000,
    onAttach: (session, peer) => episodes.attach(session, peer),
  });
});
afterEach(async () => {
  await episodes.stopAll('test over');
  await server.close();
  await rm(out, { recursive: true, force: true });
});

const connect = (resumeSessionId?: string, handlers?: FakeExtension['handlers']) => FakeExtension.connect(server.url, { origin: ORIGIN, token: TOKEN, resumeSessionId, handlers });

describe('resume', { timeout: 15_000 }, () => {
  it('fails pending calls with DisconnectedError when the socket drops', async () => {
    const { ext } = await connect();
    ext.handlers = { 'tabs.list': () => undefined };
    const call = server.session()!.call('tabs.list', {}).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    await ext.close();
    expect(await call).toBeInstanceOf(DisconnectedError);
  });

  it('retries a dropped page.act with the same callId after the resume, and notices the person', async () => {
    const { ext, hello } = await connect();
    ext.handlers = { 'page.act': () => undefined };
    const driver = new ExtensionDriver(server.session()!, { resumeWaitMs: 3000, allow: { anyHost: true } });
    const acting = driver.act({ type: 'click', ref: 'e1' });
    await new Promise((r) => setTimeout(r, 50));
    const firstCallId = ext.calls[0].params.callId;
    await ext.close();
    const again = await connect(hello.sessionId, { 'page.act': () => ({ ok: true, changes: { toasts: ['first result'] } }) });
    expect(again.hello.resumed).toBe(true);
    await expect(acting).resolves.toMatchObject({ ok: true, changes: { toasts: ['first result'] } });
    expect(again.ext.calls.map((c) => c.params.callId)).toEqual([firstCallId]);
    await again.ext.close();
  });

  it('ends the call with a clear reason when nobody resumes', async () => {
    const { ext } = await connect();
    ext.handlers = { 'page.act': () => undefined };
    const driver = new ExtensionDriver(server.session()!, { resumeWaitMs: 200, allow: { anyHost: true } });
    const acting = driver.act({ type: 'click', ref: 'e1' }).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    await ext.close();
    expect(await acting).toMatchObject({ code: 'episode-interrupted', message: expect.stringContaining('did not reconnect') });
  });

});
