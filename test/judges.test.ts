/**
 * Tasks that no ActionTrail event proves are judged by two models (SPEC section 10), end to end: `aca verify
 * --policy openai --judges a,b` on a task with a `judge` rubric, the policy and both judges answered by the local
 * replay server. Agreement gives the reward (source: judge); disagreement makes the episode invalid; without judges
 * the agent's word alone never makes the doc verified.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report, TrajectoryRecord } from '../protocol';
import { runAca } from './helpers';
import { startReplayServer, type ReplayEntry, type ReplayServer } from './openai-replay';

const TASK = 'test/fixtures/tasks/view-instance-details.md';
const base = mkdtempSync(join(tmpdir(), 'aca-judges-'));
const newest = (dir: string) => join(dir, readdirSync(dir).sort().at(-1)!);
const reportOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
const trajectoryOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n')[0]) as TrajectoryRecord;

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const act = (thought: string, step: number, action: object): ReplayEntry => ({ model: 'agent-vl', content: `Thought: ${thought}\nStep: ${step}\nAction: ${JSON.stringify(action)}` });
const AGENT: ReplayEntry[] = [
  act('Open the instance list.', 2, { type: 'click', ref: 'e10' }),
  { ...act('The row of the instance starts with its ID link; open it.', 4, { type: 'click', ref: 'e53' }), expect: 'doc-vm-' },
  { ...act('The details page shows Basic Information with the status.', 5, { type: 'task_complete', summary: 'The details page is open.' }), expect: 'Basic Information' },
];
const says = (model: string, verdict: string, reason: string): ReplayEntry => ({ model, content: `{"verdict": "${verdict}", "reason": "${reason}"}`, usage: { prompt_tokens: 1500, completion_tokens: 30 } });

async function verify(name: string, script: ReplayEntry[], judges: boolean) {
  server = await startReplayServer(script);
  const config = join(base, `${name}.models.yaml`);
  writeFileSync(config, [
    'models:',
    `  agent: { model: agent-vl, baseURL: "${server.url}", family: qwen3-vl, price: qwen3-vl-flash }`,
    `  judge-a: { model: judge-a-model, baseURL: "${server.url}", stream: false, price: qwen3-vl-plus }`,
    `  judge-b: { model: judge-b-model, baseURL: "${server.url}", price: { input: 2, output: 8 } }`,
    'policy: agent',
  ].join('\n'));
  const out = join(base, name);
  const run = await runAca(['verify', TASK, '--policy', 'openai', '--models', config, ...(judges ? ['--judges', 'judge-a,judge-b'] : []), '--out', out], { timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  return newest(out);
}

describe('the judge ensemble in an episode', () => {
  it('two judges that agree give the reward; the rubric they read names this episode\'s instance', async () => {
    const dir = await verify('agree', [...AGENT, says('judge-a-model', 'success', 'the details page of the instance is shown'), says('judge-b-model', 'success', 'Basic Information of the right instance')], true);
    const task = reportOf(dir).tasks[0];
    expect([task.verdict, task.success, task.successSource], task.reason).toEqual(['verified', true, 'judge']);
    const record = trajectoryOf(dir);
    expect([record.reward, record.success, record.rewardSource, record.invalid]).toEqual([1, true, 'judge', undefined]);
    expect(record.judge!.verdicts.map((v) => [v.judge, v.verdict])).toEqual([['judge-a', 'success'], ['judge-b', 'success']]);
    const judgeCost = (1500 * 1 + 30 * 10) / 1e6 + (1500 * 2 + 30 * 8) / 1e6;
    expect(record.judge!.cny).toBeCloseTo(judgeCost, 9);
    expect(record.cost.cny).toBeCloseTo(judgeCost + record.steps.reduce((s, t) => s + (t.usage?.cny ?? 0), 0), 9);
    const asked = server!.requests.filter((r) => r.body.model.startsWith('judge-'));
    expect(asked).toHaveLength(2);
    const rubric: string = asked[0].body.messages.map((m: { content: string }) => m.content).join('\n');
    const vm = record.context!.resources.vm;
    expect(rubric).toContain(`the instance named ${vm.name} (ID ${vm.id})`);
    expect(rubric).toContain('action: {"type":"click","ref":"e53"} | result: ok (navigated to');
    expect(JSON.stringify(asked[1].body.messages)).toBe(JSON.stringify(asked[0].body.messages));
  });

  it('judges that disagree make the episode invalid: no reward, excluded, with both reasons', async () => {
    const dir = await verify('disagree', [...AGENT, says('judge-a-model', 'success', 'details shown'), says('judge-b-model', 'failure', 'the status is not visible')], true);
    const task = reportOf(dir).tasks[0];
    expect(task.verdict).toBe('inconclusive');
    expect(task.invalid).toBe('the judges disagree: judge-a says success (details shown), judge-b says failure (the status is not visible)');
    const record = trajectoryOf(dir);
    expect([record.reward, record.success, record.rewardSource]).toEqual([0, false, 'judge']);
    expect(record.invalid).toBe(task.invalid);
  });

  it('without judges, a task only models can judge is never verified on the agent\'s word', async () => {
    const dir = await verify('unjudged', AGENT, false);
    const task = reportOf(dir).tasks[0];
    expect(task.verdict).toBe('inconclusive');
    expect(task.reason).toMatch(/nothing proves success: the task is judged by models/);
    expect(trajectoryOf(dir).rewardSource).toBe('unknown');
  });
});
