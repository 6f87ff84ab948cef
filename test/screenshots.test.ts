/**
 * `aca verify --screenshots`: a screenshot on every trajectory step (what `aca export` needs), where a plain run
 * keeps them only for the steps a verdict needs.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TrajectoryRecordSchema } from '../protocol';
import { runAca } from './helpers';

async function shotsPerStep(flags: string[]): Promise<boolean[]> {
  const out = mkdtempSync(join(tmpdir(), 'aca-shots-'));
  const run = await runAca(['verify', 'tasks/vpc/create-vswitch.md', '--out', out, ...flags], { timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  const dir = join(out, readdirSync(out)[0]);
  const record = TrajectoryRecordSchema.parse(JSON.parse(readFileSync(join(dir, 'trajectories.jsonl'), 'utf8').trim()));
  expect(record.steps.length).toBeGreaterThan(3);
  return record.steps.map((s) => !!s.observation.screenshot && existsSync(join(dir, s.observation.screenshot)));
}

describe('aca verify --screenshots', () => {
  it('keeps a screenshot for every step, and a plain run does not', async () => {
    expect((await shotsPerStep(['--screenshots'])).every(Boolean)).toBe(true);
    expect((await shotsPerStep([])).every(Boolean)).toBe(false);
  });
});
