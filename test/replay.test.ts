/**
 * `aca replay`: a trajectory recorded in one episode is re-run headless in a new one, on the real emulator. On the
 * same console it reaches the same ActionTrail events (the rules hold again, with this episode's names); on a
 * console that changed since (a drift variant), the control the recording used is found under its new label and
 * reported as the doc's defect, with a fix.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, TrajectoryRecord } from '../protocol';
import { runAca } from './helpers';

const base = mkdtempSync(join(tmpdir(), 'aca-replay-'));
const newest = (dir: string) => join(dir, readdirSync(dir).sort().at(-1)!);
const reportOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
const trajectoriesOf = (dir: string) => readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as TrajectoryRecord);
let recorded: string;

beforeAll(async () => {
  const run = await runAca(['verify', 'tasks/ecs/stop-instance.md', 'tasks/vpc/create-vswitch.md', '--out', join(base, 'recorded')], { timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  recorded = newest(join(base, 'recorded'));
  expect(reportOf(recorded).tasks.map((t) => t.verdict)).toEqual(['verified', 'verified']);
}, 150_000);

describe('aca replay', () => {
  it('re-runs each recorded episode with the replay policy and its rules hold again', async () => {
    const run = await runAca(['replay', recorded, '--out', join(base, 'same')], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    const dir = newest(join(base, 'same'));
    const report = reportOf(dir);
    expect(report.tasks.map((t) => [t.id, t.verdict, t.success])).toEqual([
      ['ecs/stop-instance', 'verified', true],
      ['vpc/create-vswitch', 'verified', true],
    ]);
    const replayed = trajectoriesOf(dir);
    expect(replayed.every((r) => r.policy.name === 'replay')).toBe(true);
    // A new episode: its own resources, so the recording's names were mapped to them.
    const original = trajectoriesOf(recorded).find((r) => r.taskId === 'vpc/create-vswitch')!;
    const again = replayed.find((r) => r.taskId === 'vpc/create-vswitch')!;
    expect(again.context!.inputs).not.toEqual(original.context!.inputs);
    const typed = (r: TrajectoryRecord) => r.steps.flatMap((s) => (s.action?.type === 'type' ? [s.action.text] : []));
    expect(typed(again)).toContain(again.context!.inputs.vswName);
    expect(typed(again)).not.toContain(original.context!.inputs.vswName);
  });

  it('re-checks the doc on a changed console: the renamed button is the defect, with its fix', async () => {
    const run = await runAca(['replay', recorded, '--episode', trajectoriesOf(recorded)[0].episodeId, '--variant', 'ecs-stop-confirm-renamed', '--out', join(base, 'drift')], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    const [task] = reportOf(newest(join(base, 'drift'))).tasks;
    expect(task).toMatchObject({ id: 'ecs/stop-instance', verdict: 'defective', success: true });
    expect(task.defects).toEqual([expect.objectContaining({ step: 5, kind: 'label-changed', expected: 'Confirm', actual: 'Confirm Stop' })]);
    expect(task.defects[0].fix).toContain('+5. In the **Stop Instance** dialog box, select **Standard Mode** for **Stop Mode** and click **Confirm Stop**.');
  });

  it('refuses input it cannot replay, saying what and where', async () => {
    const missing = await runAca(['replay', join(base, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder');
    const unknown = await runAca(['replay', recorded, '--tasks', 'tasks/vpc']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/task "ecs\/stop-instance", which is not in tasks\/vpc/);
    const episode = await runAca(['replay', recorded, '--episode', 'no-such-episode']);
    expect(episode.code).toBe(2);
    expect(episode.stderr).toContain('no episode no-such-episode');
  });
});
