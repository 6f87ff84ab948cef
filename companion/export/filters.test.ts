/**
 * Filters for distillation data: on a real episode (the local policy waiting six times, after a click, for a field
 * the console no longer has: an obsolete step), on the sample trajectories, and on hand-built edge cases; plus the CLI's errors.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { runAca } from '../../test/helpers';
import { sampleTrajectories } from '../report/testing/fixtures';
import { exportDataset, type ExportOptions } from '.';
import { filterRecords, pageText, stepIssues } from './filters';
import type { Sample } from './samples';

const NONE = { onlySuccess: false, drop: [], flag: [] };

let tmp: string;
let runDir: string;
let real: TrajectoryRecord;

const options = (out: string, extra: Partial<ExportOptions>): ExportOptions => ({
  input: runDir, format: 'swift', form: 'step', model: 'qwen3-vl', out, onlySuccess: false, secrets: [], ...extra,
});
const readJsonl = async (file: string): Promise<Sample[]> => (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Sample);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'aca-filters-'));
  const run = await runAca(['verify', 'tasks/kms/create-key-protection-removed.md', '--out', join(tmp, 'runs')], { timeoutMs: 180_000 });
  expect(run.code, run.stderr).toBe(0);
  runDir = join(tmp, 'runs', (await readdir(join(tmp, 'runs')))[0]);
  real = JSON.parse((await readFile(join(runDir, 'trajectories.jsonl'), 'utf8')).trim()) as TrajectoryRecord;
}, 240_000);

describe('filters on a real episode', () => {
  it('finds the waits that changed nothing and repeat each other, and not the click they waited for', () => {
    const [verdict] = filterRecords([real], NONE).episodes;
    const waits = real.steps.filter((s) => s.action?.type === 'wait').map((s) => s.index);
    expect(waits.length).toBeGreaterThan(1);
    const noChange = verdict.steps.filter((s) => s.issues.some((x) => x.issue === 'no-change')).map((s) => s.index);
    const repeats = verdict.steps.filter((s) => s.issues.some((x) => x.issue === 'repeat')).map((s) => s.index);
    expect(noChange).toEqual(waits);
    expect(repeats).toEqual(waits.slice(1));
    const clicked = real.steps.find((s) => s.index === waits[0] - 1)!;
    expect(clicked.action?.type).toBe('click');
    expect(verdict.steps.find((s) => s.index === clicked.index)!.issues).toEqual([]);
  });

  it('--drop removes those steps and says why in filter-report.json and .md', async () => {
    const out = join(tmp, 'drop');
    const run = await runAca(['export', runDir, '--format', 'swift', '--only-success', '--drop', 'no-change,repeat', '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const waits = real.steps.filter((s) => s.action?.type === 'wait').length;
    expect(await readJsonl(join(out, 'swift-step.jsonl'))).toHaveLength(real.steps.length - waits);
    const report = JSON.parse(await readFile(join(out, 'filter-report.json'), 'utf8'));
    expect(report.totals.episodes).toEqual({ kept: 1, dropped: 0 });
    expect(report.totals.steps).toEqual({ kept: real.steps.length - waits, dropped: waits, flagged: 0 });
    expect(report.totals.issues).toEqual({ 'no-change': waits, repeat: waits - 1, failed: 0 });
    expect(report.episodes[0]).toMatchObject({ episodeId: real.episodeId, kept: true, why: 'success by ActionTrail rules' });
    const md = await readFile(join(out, 'filter-report.md'), 'utf8');
    expect(md).toContain(`${real.taskId} (${real.episodeId}): kept, success by ActionTrail rules`);
    expect(md).toMatch(/- step \d+: dropped: no-change \(wait reported no change and the page after it is the same\); repeat \(same wait/);
    expect(md).toContain(`${waits} dropped`);
  });

  it('--flag keeps them with loss false in ms-swift', async () => {
    const out = join(tmp, 'flag');
    const result = await exportDataset(options(out, { form: 'trajectory', flag: ['no-change', 'repeat', 'failed'] }));
    const [sample] = await readJsonl(join(out, result.file));
    const losses = sample.messages.filter((m) => m.role === 'assistant').map((m) => m.loss);
    const expected = real.steps.map((s) => s.action?.type !== 'wait' && s.action !== null && s.result?.ok !== false);
    expect(losses).toEqual(expected);
    expect(losses.filter((l) => l === false).length).toBeGreaterThan(1);
  });
});

describe('filters on the sample trajectories', () => {
  it('flags the failed action and the output that did not parse', () => {
    const [sg] = filterRecords(sampleTrajectories(), { onlySuccess: false, drop: ['failed'], flag: [] }).episodes;
    expect(sg.steps.map((s) => [s.index, s.outcome, s.issues.map((x) => x.issue)])).toEqual([
      [0, 'kept', []],
      [1, 'dropped', ['failed']],
      [2, 'dropped', ['failed']],
    ]);
    expect(sg.steps[1].issues[0].why).toContain('not-editable');
    expect(sg.steps[2].issues[0].why).toContain('did not parse');
  });
});

const PAGE = 'Security Groups  http://x/ecs\n[e20] button Create';
function step(index: number, over: Partial<TrajectoryStep> = {}): TrajectoryStep {
  return {
    index, docStep: 1, output: '', thought: '', action: { type: 'click', ref: 'e20' },
    observation: { text: `step 1/3  Click Create.\ndid something -> ok ${index}\n${PAGE}`, url: 'http://x/ecs', chars: 0 },
    target: { ref: 'e20', x: 1, y: 1, nx: 1, ny: 1, role: 'button', name: 'Create' },
    result: { ok: true, changes: {} }, ms: 1, ...over,
  };
}
const issuesOf = (s: TrajectoryStep, prev?: TrajectoryStep, after?: TrajectoryStep) => stepIssues(s, prev, after).map((x) => x.issue);

describe('filters on edge cases', () => {
  it('compares pages without the doc step and history lines', () => {
    expect(pageText(step(0).observation.text)).toBe(PAGE);
    expect(pageText(PAGE)).toBe(PAGE);
  });

  it('no-change needs no reported change and the same page after it', () => {
    expect(issuesOf(step(0), undefined, step(1, { action: { type: 'task_complete', summary: '' } }))).toEqual(['no-change']);
    expect(issuesOf(step(0, { result: { ok: true, changes: { toasts: ['Created.'] } } }), undefined, step(1))).toEqual([]);
    expect(issuesOf(step(0, { result: { ok: true, changes: { toasts: [] } } }), undefined, step(1, { action: { type: 'back' } }))).toEqual(['no-change']);
    const other = step(1, { observation: { text: 'Create  http://x/ecs/create\n[e30] button OK', url: 'http://x/ecs/create', chars: 0 } });
    expect(issuesOf(step(0), undefined, other)).toEqual([]);
    expect(issuesOf(step(0), undefined, undefined)).toEqual([]); // the last step: nothing to compare with
    expect(issuesOf(step(0, { action: { type: 'task_complete', summary: '' }, target: undefined, result: null }), undefined, step(1))).toEqual([]);
  });

  it('judges a click by the page after the waits that follow it', () => {
    const record = { ...sampleTrajectories()[1], steps: [
      step(0),
      step(1, { action: { type: 'wait', ms: 1000 }, target: undefined, result: { ok: true, changes: { navigated: 'http://x/ecs/list' } } }),
      step(2, { action: { type: 'task_complete', summary: '' }, observation: { text: 'List  http://x/ecs/list', url: 'http://x/ecs/list', chars: 0 } }),
    ] };
    expect(filterRecords([record], NONE).episodes[0].steps.map((s) => s.issues)).toEqual([[], [], []]);
  });

  it('repeat needs the same action and target on the same page', () => {
    expect(issuesOf(step(1), step(0), undefined)).toEqual(['repeat']);
    expect(issuesOf(step(1, { action: { type: 'click', ref: 'e21' } }), step(0), undefined)).toEqual([]);
    const elsewhere = step(0, { observation: { text: 'Other  http://x/other\n[e20] button Create', url: 'http://x/other', chars: 0 } });
    expect(issuesOf(step(1), elsewhere, undefined)).toEqual([]);
  });

  it('failed covers a failed action and an output that did not parse', () => {
    expect(issuesOf(step(0, { result: { ok: false, error: { code: 'disabled', message: 'the button is disabled' }, changes: {} } }))).toEqual(['failed']);
    expect(issuesOf(step(0, { action: null, target: undefined, result: null, parseError: 'no Action: line' }))).toEqual(['failed']);
  });

  it('--only-success keeps only successes judged by ActionTrail rules', () => {
    const [sg, stop] = sampleTrajectories();
    const records = [sg, { ...stop, episodeId: 'judged', rewardSource: 'judge' as const }, { ...stop, episodeId: 'lost', success: false }];
    const { records: kept, episodes } = filterRecords(records, { ...NONE, onlySuccess: true });
    expect(kept.map((r) => r.episodeId)).toEqual([sg.episodeId]);
    expect(episodes.map((e) => [e.episodeId, e.kept, e.why])).toEqual([
      [sg.episodeId, true, 'success by ActionTrail rules'],
      ['judged', false, 'success judged by judge, not by ActionTrail rules'],
      ['lost', false, 'not a success'],
    ]);
  });
});

describe('aca export filter flags: bad input', () => {
  it.each([
    [['--drop', 'no-change,bogus'], '--drop "no-change,bogus": unknown issue "bogus"; use a comma list of no-change, repeat, failed'],
    [['--flag', ''], '--flag "": unknown issue ""'],
    [['--drop', 'failed', '--flag', 'failed'], 'failed is given to both --drop and --flag'],
    [['--format', 'recorder', '--drop', 'failed'], '--drop and --flag are for training data'],
    [['--origin', 'http://127.0.0.1:1'], '--origin is for --format recorder'],
    [['--format', 'recorder', '--origin', 'localhost'], '--origin "localhost" is not an http(s) URL'],
  ])('%j exits 2 and says what is wrong', async (args, message) => {
    const file = join(tmp, 'one.jsonl');
    await writeFile(file, `${JSON.stringify(sampleTrajectories()[1])}\n`);
    const format = args.includes('--format') ? [] : ['--format', 'swift'];
    const run = await runAca(['export', file, ...format, ...args, '--out', join(tmp, 'bad')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
