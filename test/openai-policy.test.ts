/**
 * The `openai` policy end to end: `aca verify --policy openai` runs emulator tasks in headless Chromium against a
 * local OpenAI-compatible server replaying recorded model answers (test/openai-replay.ts). Checked: the episode's
 * verdict and ActionTrail success; how faults are survived (429, a timeout, a dropped stream, malformed output
 * returned to the model as an error); what the server received (screenshots present and sized to the family's
 * patch multiples, the coordinate system in the prompt, points that land where the family's system says); tokens,
 * cost, token ids and logprobs in the trajectory.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report, TrajectoryRecord } from '../protocol';
import { runAca } from './helpers';
import { startReplayServer, type RecordedRequest, type ReplayEntry, type ReplayServer } from './openai-replay';

const base = mkdtempSync(join(tmpdir(), 'aca-openai-'));
const newest = (dir: string) => join(dir, readdirSync(dir).sort().at(-1)!);
const reportOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
const trajectoryOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n')[0]) as TrajectoryRecord;

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs `aca verify --policy openai` on one task with the given model entry; returns the run folder. */
async function verifyWith(name: string, task: string, model: Record<string, unknown>, script: ReplayEntry[]) {
  server = await startReplayServer(script);
  const config = join(base, `${name}.models.json`);
  writeFileSync(config, JSON.stringify({ models: { m: { baseURL: server.url, apiKey: 'sk-replay-key', timeoutMs: 3000, ...model } } }));
  const out = join(base, name);
  const run = await runAca(['verify', task, '--policy', 'openai', '--models', config, '--out', out, '--parallel', '1'], { timeoutMs: 150_000 });
  expect(run.code, run.stderr).toBe(0);
  return { dir: newest(out), run, requests: server.requests };
}

const answer = (thought: string, step: number, action: object) => `Thought: ${thought}\nStep: ${step}\nAction: ${JSON.stringify(action)}`;

function imageOf(req: RecordedRequest): Buffer | null {
  const last = req.body.messages.at(-1);
  const part = Array.isArray(last.content) ? last.content.find((p: any) => p.type === 'image_url') : undefined;
  if (!part) return null;
  const url: string = part.image_url.url;
  expect(url.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
}

const sizeOf = async (png: Buffer) => {
  const meta = await sharp(png).metadata();
  return { width: meta.width, height: meta.height };
};

describe('the openai policy on the emulator', () => {
  it('Qwen3-VL (streamed): verifies stop-instance through a 429, malformed output, a dropped stream and a timeout; 0-1000 points land', async () => {
    const { dir, run, requests } = await verifyWith('qwen3', 'tasks/ecs/stop-instance.md', { model: 'qwen3-vl-plus', family: 'qwen3-vl', body: { return_token_ids: true }, logprobs: true }, [
      { fault: { status: 429, retryAfter: '0', message: 'Requests rate limit exceeded' } },
      {
        content: answer('The console overview is open; the doc goes to Instances & Images > Instances.', 2, { type: 'click', ref: 'e10' }),
        expect: 'Instances & Images', usage: { prompt_tokens: 2400, completion_tokens: 40 },
        tokenIds: { prompt: [151644, 8948, 198], completion: [84169, 25, 576] }, logprobs: [-0.01, -0.2, -0.05],
      },
      { content: 'I should open the menu of the instance now.', expect: 'doc-vm-' },
      { content: answer('The row holds the ⋮ menu.', 4, { type: 'click', ref: 'e63' }), fault: { dropAfterChunks: 3 }, expect: 'Your last answer could not be used' },
      { content: answer('The row holds the ⋮ menu.', 4, { type: 'click', ref: 'e63' }), expect: 'Your last answer could not be used' },
      { content: answer('The menu is open; Instance Status holds Stop.', 4, { type: 'click', ref: 'e75' }), expect: 'Instance Status' },
      { content: answer('The submenu opens on hover.', 4, { type: 'wait', text: 'Release' }) },
      { content: 'too late', fault: { delayMs: 5000 } },
      { content: answer('The submenu shows Stop.', 4, { type: 'click', ref: 'e83' }), expect: 'Release' },
      // Confirm's centre is (838, 492) in the 1280x800 page: (655, 615) in the 0-1000 system.
      { content: answer('The Stop Instance dialog is open; Standard Mode is the default, click Confirm.', 5, { type: 'click', point: [655, 615] }), expect: 'Stop Instance' },
      { content: answer('The instance is stopping; every step is done.', 5, { type: 'task_complete', summary: 'The instance is stopping.' }) },
    ]);
    const report = reportOf(dir);
    expect(report.policy).toBe('openai');
    expect([report.tasks[0].verdict, report.tasks[0].success], report.tasks[0].reason).toEqual(['verified', true]);
    expect(server!.remaining()).toBe(0);
    // Retries are logged on stderr, never with the key.
    expect(run.stderr).toMatch(/HTTP 429 rate limited: Requests rate limit exceeded; retry 1\/4/);
    expect(run.stderr).toMatch(/stream|dropped/);
    expect(run.stderr).toMatch(/no complete answer within 3000 ms/);
    expect(run.stderr + readFileSync(join(dir, 'trajectories.jsonl'), 'utf8') + readFileSync(join(dir, 'report.html'), 'utf8')).not.toContain('sk-replay-key');
    expect(requests[0].headers.authorization).toBe('Bearer sk-replay-key');

    const record = trajectoryOf(dir);
    expect(record.policy).toEqual({ name: 'openai', version: 'qwen3-vl-plus' });
    expect(record.steps.map((s) => s.action?.type ?? `invalid: ${s.parseError}`)).toEqual([
      'click', 'invalid: no "Action:" line; answer with "Thought: ..." and then "Action: {json}"', 'click', 'click', 'wait', 'click', 'click', 'task_complete',
    ]);
    // The point stayed in the family's system (0-1000); the page runtime mapped it.
    expect(record.steps[6].action).toEqual({ type: 'click', point: { x: 655, y: 615, space: 'norm1000' } });
    expect(record.steps[0].usage).toMatchObject({ model: 'm', promptTokens: 2400, completionTokens: 40, source: 'server', attempts: 2 });
    expect(record.steps[0].usage!.cny).toBeCloseTo((2400 * 1 + 40 * 10) / 1e6, 9);
    expect(record.steps[0].tokens).toEqual({ prompt: [151644, 8948, 198], completion: [84169, 25, 576], logprobs: [-0.01, -0.2, -0.05] });
    expect(record.steps[2].usage!.attempts).toBe(2);
    expect(record.steps[5].usage!.attempts).toBe(2);
    expect(record.cost.cny).toBeGreaterThan(0);
    expect(record.cost.cny).toBeCloseTo(record.steps.reduce((s, t) => s + (t.usage?.cny ?? 0), 0), 6);
    expect(report.tasks[0].cny).toBeCloseTo(record.cost.cny, 6);
    // What the trajectory keeps as the observation is the text the model was sent (the doc included).
    expect(record.steps[0].observation.text).toContain('Doc:\n<doc>\n1. Log on to the ECS console.');

    // Every request carried the current screenshot, 1280x800 (multiples of 32), and the 0-1000 convention.
    expect(requests).toHaveLength(11);
    for (const req of requests) {
      expect(req.body.model).toBe('qwen3-vl-plus');
      expect(req.body.messages[0].content).toContain('from 0 to 1000');
      const png = imageOf(req);
      expect(png).not.toBeNull();
      expect(await sizeOf(png!)).toEqual({ width: 1280, height: 800 });
    }
    // Older screenshots are dropped: only the last message has an image.
    const last = requests.at(-1)!.body.messages;
    expect(last.slice(0, -1).some((m: any) => Array.isArray(m.content) && m.content.some((p: any) => p.type === 'image_url'))).toBe(false);
    expect(last.filter((m: any) => m.role === 'assistant').length).toBeGreaterThanOrEqual(4);
  });

  it('control actions from the model: request_resource (an unknown type is an error it reads; a VPC is created and reported), note_deviation on a drifted console', async () => {
    const { dir, requests } = await verifyWith('control', 'tasks/ecs/stop-instance-confirm-renamed.md', { model: 'qwen3-vl-flash', family: 'qwen3-vl' }, [
      { content: answer('打开实例列表。', 2, { type: 'click', ref: 'e10' }) },
      { content: answer('I want a quantum computer for later.', 3, { type: 'request_resource', description: 'a quantum computer', resourceType: 'quantum_computer' }) },
      { content: answer('Then a VPC.', 3, { type: 'request_resource', description: 'a VPC for the next task', resourceType: 'vpc' }), expect: 'type "quantum_computer" is not in the catalog' },
      { content: answer('Open the menu of the instance in its row.', 4, { type: 'click', ref: 'e63' }), expect: 'provisioned: Created vpc' },
      { content: answer('Instance status.', 4, { type: 'click', ref: 'e75' }), expect: '实例状态' },
      { content: answer('Wait for the submenu.', 4, { type: 'wait', text: '释放' }) },
      { content: answer('Stop.', 4, { type: 'click', ref: 'e83' }), expect: '释放' },
      { content: answer('The dialog says 确认 where the doc says 确定.', 5, { type: 'note_deviation', step: 5, kind: 'label-changed', expected: '确定', actual: '确认' }), expect: '停止实例' },
      { content: answer('Use 确认.', 5, { type: 'click', ref: 'e95' }) },
      { content: answer('Done.', 5, { type: 'task_complete', summary: 'stopped' }) },
    ]);
    const task = reportOf(dir).tasks[0];
    expect([task.verdict, task.success, task.expectMet], task.reason).toEqual(['defective', true, true]);
    expect(task.defects.map((d) => [d.step, d.kind, d.expected, d.actual])).toEqual([[5, 'label-changed', '确定', '确认']]);
    const record = trajectoryOf(dir);
    expect(record.steps[1].result).toMatchObject({ ok: false, error: { message: expect.stringContaining('type "quantum_computer" is not in the catalog') } });
    expect(record.steps[2].result).toEqual({ ok: true, changes: {} });
    expect(requests).toHaveLength(10);
  });

  it('Qwen2.5-VL: screenshots resized to multiples of 28 and points in pixels of the resized image', async () => {
    // The row's ⋮ icon is at (1145, 275) (after Connect) and Confirm at (838, 492) in the 1280x800 page; the model sees 1260x784.
    const px = (x: number, y: number) => [Math.round((x * 1260) / 1280), Math.round((y * 784) / 800)];
    const { dir, requests } = await verifyWith('qwen25', 'tasks/ecs/stop-instance.md', { model: 'qwen2.5-vl-72b-instruct', family: 'qwen2.5-vl', stream: false, price: { input: 16, output: 48 } }, [
      { content: answer('Open the instance list.', 2, { type: 'click', ref: 'e10' }), usage: { prompt_tokens: 3000, completion_tokens: 30 } },
      { content: answer('Open the menu in the instance row.', 4, { type: 'click', point: px(1145, 275) }), expect: 'doc-vm-' },
      { content: answer('Instance Status.', 4, { type: 'click', ref: 'e75' }), expect: 'Instance Status' },
      { content: answer('Wait for the submenu.', 4, { type: 'wait', text: 'Release' }) },
      { content: answer('Stop.', 4, { type: 'click', ref: 'e83' }), expect: 'Release' },
      { content: answer('Confirm.', 5, { type: 'click', point: px(838, 492) }), expect: 'Stop Instance' },
      { content: answer('Done.', 5, { type: 'task_complete', summary: 'stopped' }) },
    ]);
    const report = reportOf(dir);
    expect([report.tasks[0].verdict, report.tasks[0].success], report.tasks[0].reason).toEqual(['verified', true]);
    for (const req of requests) {
      expect(req.body.stream).toBe(false);
      expect(req.body.messages[0].content).toContain('in pixels of the screenshot');
      expect(await sizeOf(imageOf(req)!)).toEqual({ width: 1260, height: 784 });
    }
    const record = trajectoryOf(dir);
    const more = record.steps[1].action as { point: { x: number; y: number; space: string } };
    expect(more.point.space).toBe('viewport');
    expect(Math.abs(more.point.x - 1145)).toBeLessThanOrEqual(2);
    expect(record.steps[0].usage!.cny).toBeCloseTo((3000 * 16 + 30 * 48) / 1e6, 9);
  });

  it('a generic model answers with tool calls; a model that never answers ends the episode as the agent\'s failure', async () => {
    const tools = await verifyWith('generic', 'tasks/ecs/stop-instance.md', { model: 'some-vlm', family: 'generic' }, [
      { content: 'Thought: open the list', toolCalls: [{ name: 'click', arguments: '{"ref":"e10","step":2}' }] },
      { content: 'Thought: its menu', toolCalls: [{ name: 'click', arguments: '{"ref":"e63","step":4}' }] },
      { content: 'Thought: instance status', toolCalls: [{ name: 'click', arguments: '{"ref":"e75","step":4}' }] },
      { content: 'Thought: the submenu', toolCalls: [{ name: 'wait', arguments: '{"text":"Release","step":4}' }] },
      { content: 'Thought: stop it', toolCalls: [{ name: 'click', arguments: '{"ref":"e83","step":4}' }] },
      { content: 'Thought: confirm', toolCalls: [{ name: 'click', arguments: '{"ref":"e95","step":5}' }] },
      { content: 'Thought: all done', toolCalls: [{ name: 'task_complete', arguments: '{"summary":"stopped"}' }] },
    ]);
    expect(reportOf(tools.dir).tasks[0].verdict).toBe('verified');
    const offered = tools.requests[0].body.tools.map((t: any) => t.function.name);
    expect(offered).toEqual(expect.arrayContaining(['click', 'type', 'select', 'note_deviation', 'request_resource', 'task_unachievable', 'task_complete']));
    expect(trajectoryOf(tools.dir).steps[1].docStep).toBe(4);
    await server!.close();

    const down = await verifyWith('down', 'tasks/ecs/stop-instance.md', { model: 'some-vlm', family: 'generic', retries: 1 }, [
      { fault: { status: 503, message: 'no capacity' } },
      { fault: { status: 503, message: 'no capacity' } },
    ]);
    const report = reportOf(down.dir).tasks[0];
    expect(report.verdict).toBe('inconclusive');
    expect(report.defects).toEqual([]);
    expect(report.reason).toMatch(/model m: HTTP 503 server error: no capacity \(gave up after 2 attempts\)/);
  });
});
