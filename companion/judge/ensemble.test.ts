import { afterEach, describe, expect, it } from 'vitest';
import { ChatClient } from '../../models/client';
import { modelsConfigFrom } from '../../models/config';
import type { Action, ActionResult } from '../../protocol/action';
import type { TrajectoryStep } from '../../protocol/trajectory';
import { startReplayServer, type ReplayEntry, type ReplayServer } from '../../test/openai-replay';
import type { DocStep } from '../doc/types';
import { judgeEpisode, type JudgeInput } from './ensemble';
import { judgeMessages, MAX_TURNS, PAGE_CHARS } from './prompt';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Two judges on one replay server: `a` asks for qwen3-vl-plus (list price), `b` for judge-b (price from the config). */
async function judgesFor(script: ReplayEntry[], b: Record<string, unknown> = {}): Promise<ChatClient[]> {
  server = await startReplayServer(script);
  const { models } = modelsConfigFrom(
    {
      models: {
        a: { model: 'qwen3-vl-plus', baseURL: server.url, apiKey: 'sk-a' },
        b: { model: 'judge-b', baseURL: server.url, apiKey: 'sk-b', price: { input: 2, output: 8 }, ...b },
      },
      judges: ['a', 'b'],
    },
    'test',
  );
  return [new ChatClient(models.a, { backoffMs: () => 10 }), new ChatClient(models.b, { backoffMs: () => 10 })];
}

const answer = (model: string, verdict: string, reason: string): ReplayEntry => ({
  model,
  content: JSON.stringify({ verdict, reason }),
  usage: { prompt_tokens: 1000, completion_tokens: 50 },
});

function docStep(index: number, text: string): DocStep {
  return { index, label: String(index), text, markdown: `${index}. ${text}`, line: index, endLine: index, intents: [], substeps: [] };
}

function turn(index: number, docStep: number | null, thought: string, action: Action | null, result: ActionResult | null, page = 'page'): TrajectoryStep {
  return { index, docStep, observation: { text: page, url: 'http://127.0.0.1/vpc', chars: page.length }, output: '', thought, action, result, ms: 10 };
}

const ok = (changes: ActionResult['changes'] = {}): ActionResult => ({ ok: true, changes });

const episode: JudgeInput = {
  title: 'Enable flow logs for a VPC',
  rubric: 'A flow log named fl-demo exists for vpc-demo and its status is Active.',
  steps: [docStep(1, 'In the left-side navigation pane, choose Flow Logs.'), docStep(2, 'Click Create Flow Log and set the name to fl-demo.')],
  record: {
    steps: [
      turn(0, 1, 'The VPC console is open; Flow Logs is in the nav.', { type: 'click', ref: 'e12' }, ok({ navigated: '/vpc/flowlogs' }), 'nav VPC: [e12] Flow Logs'),
      turn(1, 2, 'Open the create dialog.', { type: 'click', ref: 'e20' }, ok({ dialogOpened: 'Create Flow Log' })),
      turn(2, 2, 'The name field is empty.', { type: 'type', ref: 'e31', text: 'fl-demo', clear: true, submit: false }, { ok: false, error: { code: 'not-editable', message: 'the field is read-only' }, changes: {} }),
      turn(3, 2, 'Retry the name field.', { type: 'type', ref: 'e32', text: 'fl-demo', clear: true, submit: true }, ok({ dialogClosed: 'Create Flow Log', toasts: ['Flow log created'] })),
      turn(4, null, 'The list shows the flow log.', { type: 'task_complete', summary: 'Created fl-demo' }, null, 'table Flow Logs 1 rows | Name | Status\n  fl-demo | Active'),
    ],
  },
};

describe('judgeEpisode', () => {
  it('scores 1 when both judges say success, with tokens from the server and cost from each price', async () => {
    const judges = await judgesFor([answer('qwen3-vl-plus', 'success', 'fl-demo is listed as Active'), answer('judge-b', 'success', 'the list shows fl-demo Active')]);
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome).toMatchObject({ success: true, reward: 1, invalid: null });
    expect(outcome.verdicts).toEqual([
      { judge: 'a', verdict: 'success', reason: 'fl-demo is listed as Active', promptTokens: 1000, completionTokens: 50, cny: (1000 * 1 + 50 * 10) / 1e6 },
      { judge: 'b', verdict: 'success', reason: 'the list shows fl-demo Active', promptTokens: 1000, completionTokens: 50, cny: (1000 * 2 + 50 * 8) / 1e6 },
    ]);
    expect(outcome.cny).toBeCloseTo(0.0015 + 0.0024, 10);
  });

  it('scores 0 when both judges say failure, and the episode stays valid', async () => {
    const judges = await judgesFor([answer('judge-b', 'failure', 'no flow log in the list'), answer('qwen3-vl-plus', 'failure', 'the list is empty')]);
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome).toMatchObject({ success: false, reward: 0, invalid: null });
    expect(outcome.verdicts.map((v) => [v.judge, v.verdict])).toEqual([['a', 'failure'], ['b', 'failure']]);
  });

  it('marks the episode invalid when the judges disagree, naming both verdicts and reasons', async () => {
    const judges = await judgesFor([answer('qwen3-vl-plus', 'success', 'fl-demo is Active'), answer('judge-b', 'failure', 'the status is not shown')]);
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome).toMatchObject({ success: false, reward: 0 });
    expect(outcome.invalid).toBe('the judges disagree: a says success (fl-demo is Active), b says failure (the status is not shown)');
  });

  it('marks the episode invalid when a judge answers garbage, saying what is wrong with the answer', async () => {
    const judges = await judgesFor([
      answer('qwen3-vl-plus', 'success', 'fl-demo is Active'),
      { model: 'judge-b', content: 'Looks good to me!', usage: { prompt_tokens: 1000, completion_tokens: 5 } },
    ]);
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome).toMatchObject({ success: false, reward: 0, invalid: 'judge b failed: the answer holds no JSON object: "Looks good to me!"' });
    expect(outcome.verdicts[1]).toMatchObject({ judge: 'b', verdict: null, error: 'the answer holds no JSON object: "Looks good to me!"', completionTokens: 5 });
    expect(outcome.verdicts[1].cny).toBeGreaterThan(0);
  });

  it('marks the episode invalid when a verdict is neither success nor failure', async () => {
    const judges = await judgesFor([answer('qwen3-vl-plus', 'success', 'ok'), answer('judge-b', 'partial', 'half done')]);
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome.invalid).toMatch(/^judge b failed: the answer's JSON object has "verdict": "partial" where "success" or "failure" is expected/);
  });

  it('marks the episode invalid when a judge\'s server fails every attempt, naming the HTTP error', async () => {
    const judges = await judgesFor(
      [answer('qwen3-vl-plus', 'success', 'ok'), { model: 'judge-b', fault: { status: 503, message: 'overloaded' } }, { model: 'judge-b', fault: { status: 503, message: 'overloaded' } }],
      { retries: 1, timeoutMs: 2000 },
    );
    const outcome = await judgeEpisode(episode, judges);
    expect(outcome.invalid).toBe('judge b failed: model b: HTTP 503 server error: overloaded (gave up after 2 attempts)');
    expect(outcome.verdicts[1]).toMatchObject({ verdict: null, promptTokens: 0, completionTokens: 0, cny: 0 });
    expect(outcome.verdicts[0].verdict).toBe('success');
    expect(server!.remaining()).toBe(0);
  });

  it('asks both judges, concurrently, with the rubric, the transcript and the final page', async () => {
    const judges = await judgesFor([
      { ...answer('qwen3-vl-plus', 'success', 'ok'), fault: { delayMs: 2000 } },
      { ...answer('judge-b', 'success', 'ok'), fault: { delayMs: 2000 } },
    ]);
    await judgeEpisode(episode, judges);
    const requests = server!.requests;
    // Concurrently: the second judge asked while the first was still being answered (one after the other, neither would be).
    expect(requests.map((r) => r.othersOpen).sort()).toEqual([0, 1]);
    expect(requests.map((r) => r.body.model).sort()).toEqual(['judge-b', 'qwen3-vl-plus']);
    expect(requests[0].body.messages).toEqual(requests[1].body.messages);
    const [system, user] = requests[0].body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('{"verdict": "success" | "failure", "reason":');
    expect(user.role).toBe('user');
    expect(user.content).toContain('# Task\nEnable flow logs for a VPC');
    expect(user.content).toContain(episode.rubric);
    expect(user.content).toContain('1. In the left-side navigation pane, choose Flow Logs.');
    expect(user.content).toContain('#0 [step 1] thought: The VPC console is open; Flow Logs is in the nav. | action: {"type":"click","ref":"e12"} | result: ok (navigated to /vpc/flowlogs)');
    expect(user.content).toContain('action: {"type":"type","ref":"e31","text":"fl-demo","clear":true,"submit":false} | result: error not-editable: the field is read-only');
    expect(user.content).toContain('result: ok (dialog closed "Create Flow Log"; toast "Flow log created")');
    expect(user.content).toContain('#4 [no step] thought: The list shows the flow log. | action: {"type":"task_complete","summary":"Created fl-demo"} | result: —');
    expect(user.content).toMatch(/# Final page[^\n]*\nURL: http:\/\/127\.0\.0\.1\/vpc\ntable Flow Logs 1 rows \| Name \| Status\n {2}fl-demo \| Active/);
  });

  it('needs exactly two judges', async () => {
    const judges = await judgesFor([]);
    await expect(judgeEpisode(episode, judges.slice(0, 1))).rejects.toThrow('the judge ensemble needs exactly two judges, got 1 (a)');
    await expect(judgeEpisode(episode, [...judges, judges[0]])).rejects.toThrow(/exactly two judges, got 3/);
  });

  it('rejects with the abort reason when the caller cancels, instead of blaming a judge', async () => {
    const judges = await judgesFor([{ ...answer('qwen3-vl-plus', 'success', 'ok'), fault: { delayMs: 1000 } }, { ...answer('judge-b', 'success', 'ok'), fault: { delayMs: 1000 } }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('episode cancelled')), 50);
    await expect(judgeEpisode(episode, judges, { signal: controller.signal })).rejects.toThrow('episode cancelled');
  });
});

describe('judge prompt', () => {
  const userText = (input: JudgeInput) => judgeMessages(input)[1].content as string;

  it('keeps the first and last turns of a long episode and says how many were elided', () => {
    const steps = Array.from({ length: 100 }, (_, i) => turn(i, 1, `turn ${i}`, { type: 'scroll', direction: 'down' }, ok()));
    const text = userText({ ...episode, record: { steps } });
    const lines = text.split('\n').filter((l) => /^#\d+ /.test(l));
    expect(lines).toHaveLength(MAX_TURNS);
    expect(lines[0]).toMatch(/^#0 /);
    expect(lines[lines.length - 1]).toMatch(/^#99 /);
    expect(text).toContain('… 40 turns omitted (#20–#59) …');
    expect(text).toContain('# Transcript (100 turns)');
  });

  it('caps the final page text and says what was cut', () => {
    const page = 'x'.repeat(PAGE_CHARS) + 'TAIL'.repeat(250);
    const text = userText({ ...episode, record: { steps: [turn(0, 1, 't', { type: 'back' }, ok(), page)] } });
    expect(text).not.toContain('TAIL');
    expect(text).toContain(`[… the remaining 1000 of ${PAGE_CHARS + 1000} characters are cut]`);
  });

  it('shows unparsable policy output and sub-steps', () => {
    const steps = [{ ...turn(0, 2, 'hmm', null, null), parseError: 'Action: not JSON' }];
    const doc = [{ ...docStep(2, 'Configure the log.'), substeps: [{ ...docStep(2, 'Set the name.'), label: '2.1' }] }];
    const text = userText({ ...episode, steps: doc, record: { steps } });
    expect(text).toContain('#0 [step 2] thought: hmm | action: none (unparsable output: Action: not JSON) | result: —');
    expect(text).toContain('2. Configure the log.\n  2.1. Set the name.');
  });
});
