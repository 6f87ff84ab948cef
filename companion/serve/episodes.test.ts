import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Element, PageSnapshot } from '../../protocol';
import { createEpisodeService } from './episodes';
import { ExtensionDriver } from './extension-driver';
import { FakeExtension } from './fake-extension';
import { DisconnectedError } from './peer';
import { startExtensionServer, type ExtensionServer } from './server';

const ID = 'testextensionidaaaaaaaaaaaaaaaaa';
const ORIGIN = `chrome-extension://${ID}`;
const TOKEN = 'test-token-test-token-test-token-xx';
const DOC = '# Make a thing\n\n## Procedure\n\n1. Click **Create**.\n2. Click **OK**.\n';

let out: string;
let server: ExtensionServer;
let episodes: ReturnType<typeof createEpisodeService>;
const logs: string[] = [];

beforeEach(async () => {
  out = await mkdtemp(join(tmpdir(), 'aca-episodes-'));
  episodes = createEpisodeService({ tasks: [], out, maxTurns: 20, region: 'cn-hangzhou', emulator: null, log: (l) => logs.push(l), resumeWaitMs: 3000 });
  server = await startExtensionServer({
    port: 0, token: TOKEN, extensionId: ID, companionVersion: 'test', log: (l) => logs.push(l), graceMs: 5000,
    onAttach: (session, peer) => episodes.attach(session, peer),
  });
});
afterEach(async () => {
  await episodes.stopAll('test over');
  await server.close();
  await rm(out, { recursive: true, force: true });
});

const el = (ref: string, name: string, x = 10): Element => ({
  ref, role: 'button', name, states: {}, box: { x, y: 10, width: 80, height: 30 }, inViewport: true, isNew: false, within: [],
});

/** A console page with Create and OK (or Release) buttons; a toast once OK was clicked, so the policy finishes. */
function fakeConsole(ext: FakeExtension, opts: { url?: string; okName?: string } = {}) {
  const acted: { callId: string; action: any }[] = [];
  const snapshot = (): PageSnapshot => ({
    url: opts.url ?? 'https://ecs.console.aliyun.com/', title: 'Console', viewport: { width: 1280, height: 800 },
    elements: [el('e1', 'Create'), el('e2', opts.okName ?? 'OK', 200)], text: '[e1] button Create\n[e2] button OK', cut: [], dialog: null,
    toasts: acted.some((a) => a.action.ref === 'e2') ? ['Done'] : [],
  });
  ext.handlers = {
    'page.observe': () => snapshot(),
    'tabs.list': () => [{ id: '1', url: snapshot().url, title: 'Console', active: true }],
    'page.act': (p) => {
      acted.push(p);
      return { ok: true, changes: {} };
    },
    'page.highlight': () => ({ shown: true }),
    'page.screenshot': () => ({ dataUrl: `data:image/jpeg;base64,${Buffer.from('jpeg').toString('base64')}`, width: 1, height: 1 }),
  };
  return acted;
}

const connect = (resumeSessionId?: string, handlers?: FakeExtension['handlers']) => FakeExtension.connect(server.url, { origin: ORIGIN, token: TOKEN, resumeSessionId, handlers });

describe('episodes over the socket', { timeout: 15_000 }, () => {
  it('runs a pasted doc in auto mode and streams steps, verdicts, the report', async () => {
    const { ext } = await connect();
    const acted = fakeConsole(ext);
    const started = await ext.request('episode.start', { markdown: DOC, mode: 'auto' });
    expect(started.steps).toEqual([{ index: 1, text: 'Click Create.' }, { index: 2, text: 'Click OK.' }]);
    const finished = await ext.waitForEvent('episode.finished');
    expect(acted.map((a) => a.action.ref)).toEqual(['e1', 'e2']);
    expect(new Set(acted.map((a) => a.callId)).size).toBe(2);
    expect(finished.report.steps.map((s: { kind: string }) => s.kind)).toEqual(['pass', 'pass']);
    expect(ext.events.filter((e) => e.event === 'episode.verdict')).toHaveLength(2);
    expect(ext.events.filter((e) => e.event === 'episode.step').length).toBeGreaterThanOrEqual(3);
    const { html } = await ext.request('report.get', { episodeId: started.episodeId });
    expect(html).toContain('<html');
    await ext.close();
  });

  it('step mode: approve, skip, edit, each for the turn that waits', async () => {
    const { ext } = await connect();
    const acted = fakeConsole(ext);
    const { episodeId } = await ext.request('episode.start', { markdown: DOC, mode: 'step' });
    const first = await ext.waitForEvent('episode.proposed');
    expect(first).toMatchObject({ waiting: true, action: { type: 'click', ref: 'e1' }, docStep: 1 });
    expect(await ext.request('episode.decide', { episodeId, turn: first.turn + 7, decision: 'approve' })).toMatchObject({ accepted: false });
    expect(ext.calls.some((c) => c.method === 'page.highlight' && c.params.ref === 'e1')).toBe(true);
    expect(await ext.request('episode.decide', { episodeId, turn: first.turn, decision: 'approve' })).toEqual({ accepted: true });
    const second = await ext.waitForEvent('episode.proposed', (p) => p.turn > first.turn);
    expect(await ext.request('episode.decide', { episodeId, turn: second.turn, decision: 'skip' })).toEqual({ accepted: true });
    const third = await ext.waitForEvent('episode.proposed', (p) => p.turn > second.turn);
    await ext.request('episode.decide', { episodeId, turn: third.turn, decision: 'edit', action: { type: 'click', ref: 'e2' } });
    await ext.waitForEvent('episode.finished');
    expect(acted.map((a) => a.action.ref)).toEqual(['e1', 'e2']);
    await ext.close();
  });

  it('holds a destructive action in a real console even in auto mode; stop ends the episode', async () => {
    const { ext } = await connect();
    const acted = fakeConsole(ext, { okName: 'Release' });
    const doc = DOC.replace('**OK**', '**Release**');
    const { episodeId } = await ext.request('episode.start', { markdown: doc, mode: 'auto' });
    const held = await ext.waitForEvent('episode.proposed', (p) => p.waiting);
    expect(held).toMatchObject({ action: { ref: 'e2' }, reason: 'destructive action in a real console' });
    expect(await ext.request('episode.stop', { episodeId })).toEqual({ stopped: true });
    const finished = await ext.waitForEvent('episode.finished');
    expect(finished.report).toMatchObject({ verdict: 'inconclusive', reason: expect.stringContaining('stopped by the user') });
    expect(acted.map((a) => a.action.ref)).toEqual(['e1']);
    await ext.close();
  });

  it('takeover mode: each doc step goes to the person and their actions join the trajectory', async () => {
    const { ext } = await connect();
    const acted = fakeConsole(ext);
    const { episodeId } = await ext.request('episode.start', { markdown: DOC, mode: 'takeover' });
    const one = await ext.waitForEvent('episode.takeover');
    expect(one).toMatchObject({ docStep: 1, text: 'Click Create.' });
    await ext.request('episode.handback', { episodeId, actions: [{ type: 'click', ref: 'e1' }] });
    await ext.waitForEvent('episode.takeover', (t) => t.docStep === 2);
    acted.push({ callId: 'by-hand', action: { ref: 'e2' } });
    await ext.request('episode.handback', { episodeId, actions: [{ type: 'click', ref: 'e2' }] });
    const finished = await ext.waitForEvent('episode.finished');
    expect(acted.filter((a) => a.callId !== 'by-hand')).toEqual([]);
    expect(finished.report.steps.map((s: { kind: string }) => s.kind)).toEqual(['pass', 'pass']);
    await ext.close();
  });
});

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
    const driver = new ExtensionDriver(server.session()!, { resumeWaitMs: 3000 });
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
    const driver = new ExtensionDriver(server.session()!, { resumeWaitMs: 200 });
    const acting = driver.act({ type: 'click', ref: 'e1' }).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    await ext.close();
    expect(await acting).toMatchObject({ code: 'episode-interrupted', message: expect.stringContaining('did not reconnect') });
  });

  it('keeps a running episode across a reconnect and says at which turn it resumed', async () => {
    const { ext, hello } = await connect();
    fakeConsole(ext);
    const { episodeId } = await ext.request('episode.start', { markdown: DOC, mode: 'step' });
    const first = await ext.waitForEvent('episode.proposed');
    await ext.close();
    const again = await connect(hello.sessionId);
    fakeConsole(again.ext);
    // (the episode waits for a decision, so it makes no call before the handlers are in place)
    const notice = await again.ext.waitForEvent('session.notice');
    expect(notice.message).toBe(`reconnected; episode resumed at turn ${first.turn}`);
    await again.ext.request('episode.decide', { episodeId, turn: first.turn, decision: 'approve' });
    const next = await again.ext.waitForEvent('episode.proposed', (p) => p.turn > first.turn);
    expect(next.action).toMatchObject({ ref: 'e2' });
    await again.ext.request('episode.stop', { episodeId });
    await again.ext.waitForEvent('episode.finished');
    await again.ext.close();
  });
});
