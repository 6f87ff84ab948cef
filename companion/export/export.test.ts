import { parseText } from '../../models/parse';
import { systemPrompt } from '../../models/prompt';
import { FAMILIES } from '../../models/families';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrajectoryRecord } from '../../protocol';
import { exportDataset, type ExportOptions } from '.';
import type { Sample } from './samples';
import { guardSecrets, SecretLeakError } from './secrets';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const ACA = join(ROOT, 'bin/aca.mjs');

let tmp: string;
let runDir: string;
let records: TrajectoryRecord[];

/** Runs the real CLI; resolves with its exit code and output whatever the code. */
async function aca(args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, [ACA, ...args], { cwd: ROOT });
    return { code: 0, stderr };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

const readJsonl = async (file: string): Promise<Sample[]> =>
  (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Sample);

function options(out: string, extra: Partial<ExportOptions> = {}): ExportOptions {
  return { input: runDir, format: 'swift', form: 'step', model: 'qwen3-vl', out, onlySuccess: false, secrets: [], ...extra };
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'aca-export-'));
  await run(process.execPath, [ACA, 'verify', 'tasks/ecs/stop-instance.md', '--out', join(tmp, 'runs')], { cwd: ROOT });
  const [stamp] = await readdir(join(tmp, 'runs'));
  runDir = join(tmp, 'runs', stamp);
  records = (await readFile(join(runDir, 'trajectories.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TrajectoryRecord);
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function checkSwift(out: string, file: string, patch: number): Promise<Sample[]> {
  const samples = await readJsonl(join(out, file));
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) {
    const tags = sample.messages.map((m) => m.content.split('<image>').length - 1).reduce((a, b) => a + b, 0);
    expect(tags).toBe(sample.images.length);
    expect(sample.messages[0].role).toBe('system');
    for (const m of sample.messages) if (m.role === 'assistant') expect(typeof m.loss).toBe('boolean');
    for (const image of sample.images) {
      expect(existsSync(join(out, image))).toBe(true);
      const meta = await sharp(join(out, image)).metadata();
      expect(meta.width % patch).toBe(0);
      expect(meta.height % patch).toBe(0);
    }
  }
  return samples;
}

describe('aca export on a real run', () => {
  it('has screenshots to export (the run ends with one)', () => {
    expect(records).toHaveLength(1);
    expect(records[0].steps.some((s) => s.observation.screenshot)).toBe(true);
    expect(records[0].steps.some((s) => !s.observation.screenshot)).toBe(true);
  });

  it('ms-swift, one sample per step: image tags match images, images are patch-aligned, loss on every turn', async () => {
    const out = join(tmp, 'swift-step');
    const result = await exportDataset(options(out));
    expect(result.file).toBe('swift-step.jsonl');
    const samples = await checkSwift(out, result.file, 32);
    expect(samples).toHaveLength(records[0].steps.length);
    for (const s of samples) expect(s.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    // Steps without a screenshot are text-only; the one with a screenshot carries exactly one image.
    expect(samples.filter((s) => s.images.length === 1)).toHaveLength(records[0].steps.filter((s) => s.observation.screenshot).length);
    expect(samples.filter((s) => s.images.length === 0).length).toBeGreaterThan(0);
    expect(samples.every((s) => s.messages[2].loss === true)).toBe(true);
    expect(samples[0].messages[2].content).toMatch(/^Thought: .+\nStep: \d+\nAction: \{.*\}$/s);
    // The answers teach the form the openai policy parses, and the system prompt is the policy's own.
    for (const s of samples) expect(parseText(s.messages[2].content as string, { point: (x, y) => ({ x, y, space: 'norm1000' }) }).ok).toBe(true);
    expect(samples[0].messages[0].content).toBe(systemPrompt(FAMILIES['qwen3-vl']));
  });

  it('ms-swift, one sample per episode: every turn in order, all images', async () => {
    const out = join(tmp, 'swift-trajectory');
    const result = await exportDataset(options(out, { form: 'trajectory' }));
    const [sample, ...rest] = await checkSwift(out, result.file, 32);
    expect(rest).toHaveLength(0);
    expect(sample.messages).toHaveLength(1 + 2 * records[0].steps.length);
    expect(sample.images).toHaveLength(result.images);
  });

  it('LLaMA-Factory ShareGPT: strict user/assistant alternation, no loss, dataset_info.json entry', async () => {
    for (const form of ['step', 'trajectory'] as const) {
      const out = join(tmp, `sharegpt-${form}`);
      const result = await exportDataset(options(out, { format: 'sharegpt', form }));
      const samples = await readJsonl(join(out, result.file));
      expect(samples.length).toBe(form === 'step' ? records[0].steps.length : 1);
      for (const s of samples) {
        const roles = s.messages.map((m) => m.role);
        expect(roles[0]).toBe('system');
        roles.slice(1).forEach((role, i) => expect(role).toBe(i % 2 === 0 ? 'user' : 'assistant'));
        expect(roles.at(-1)).toBe('assistant');
        expect(s.messages.some((m) => 'loss' in m)).toBe(false);
        expect(s.messages.map((m) => m.content.split('<image>').length - 1).reduce((a, b) => a + b, 0)).toBe(s.images.length);
      }
      const info = JSON.parse(await readFile(join(out, 'dataset_info.json'), 'utf8')) as Record<string, unknown>;
      expect(info).toEqual({
        [`sharegpt-${form}`]: {
          file_name: `sharegpt-${form}.jsonl`,
          formatting: 'sharegpt',
          columns: { messages: 'messages', images: 'images' },
          tags: { role_tag: 'role', content_tag: 'content', user_tag: 'user', assistant_tag: 'assistant', system_tag: 'system' },
        },
      });
    }
    // A second export into the same folder keeps the first one's entry.
    await exportDataset(options(join(tmp, 'sharegpt-step'), { format: 'sharegpt', form: 'trajectory' }));
    const both = JSON.parse(await readFile(join(tmp, 'sharegpt-step', 'dataset_info.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(both).sort()).toEqual(['sharegpt-step', 'sharegpt-trajectory']);
  });

  it('points: Qwen3-VL 0-1000, Qwen2.5-VL pixels of the 28-aligned resized image', async () => {
    const step = records[0].steps.find((s) => s.target)!;
    const t = step.target!;
    const q3 = await readJsonl(join(tmp, 'q3', (await exportDataset(options(join(tmp, 'q3')))).file));
    const out25 = join(tmp, 'q25');
    const r25 = await exportDataset(options(out25, { model: 'qwen2.5-vl' }));
    const q25 = await checkSwift(out25, r25.file, 28);
    const point = (samples: Sample[]) => {
      const text = samples[step.index].messages[2].content;
      return (JSON.parse(text.slice(text.indexOf('Action: ') + 8)) as { point: [number, number] }).point;
    };
    expect(point(q3)).toEqual([Math.round(t.nx), Math.round(t.ny)]);
    const manifest = JSON.parse(await readFile(join(out25, 'swift-step.manifest.json'), 'utf8')) as {
      images: { original: { width: number; height: number }; resized: { width: number; height: number } }[];
    };
    const { original, resized } = manifest.images[0];
    expect(resized.width % 28).toBe(0);
    expect(resized).not.toEqual(original); // 1280x800 is not a multiple of 28
    expect(point(q25)).toEqual([Math.round((t.x * resized.width) / original.width), Math.round((t.y * resized.height) / original.height)]);
    expect(point(q25)).not.toEqual(point(q3));
  });

  it('--only-success drops failed episodes', async () => {
    const file = join(runDir, 'mixed.jsonl');
    await writeFile(file, `${JSON.stringify(records[0])}\n${JSON.stringify({ ...records[0], episodeId: 'failed', success: false })}\n`);
    const all = await exportDataset(options(join(tmp, 'mixed-all'), { input: file, form: 'trajectory' }));
    const ok = await exportDataset(options(join(tmp, 'mixed-ok'), { input: file, form: 'trajectory', onlySuccess: true }));
    expect([all.samples, ok.samples]).toEqual([2, 1]);
    expect([all.images, ok.images]).toEqual([2, 1]);
  });

  it('a failed action is shown but not learned (loss false)', async () => {
    const file = join(runDir, 'failed-action.jsonl');
    const steps = records[0].steps.map((s, i) =>
      i === 0 ? { ...s, result: { ok: false, error: { code: 'element-gone' as const, message: 'gone' } } } : s,
    );
    await writeFile(file, `${JSON.stringify({ ...records[0], steps })}\n`);
    const out = join(tmp, 'failed-action');
    const result = await exportDataset(options(out, { input: file, form: 'trajectory' }));
    const [sample] = await readJsonl(join(out, result.file));
    const losses = sample.messages.filter((m) => m.role === 'assistant').map((m) => m.loss);
    expect(losses[0]).toBe(false);
    expect(losses.slice(1).every(Boolean)).toBe(true);
  });
});

describe('secrets', () => {
  it('scrubs a secret value found in the input', async () => {
    const secret = 'sk-PLANTED-9f8e7d6c';
    const file = join(runDir, 'with-secret.jsonl');
    const steps = records[0].steps.map((s, i) => (i === 0 ? { ...s, observation: { ...s.observation, text: `token ${secret}` } } : s));
    await writeFile(file, `${JSON.stringify({ ...records[0], steps })}\n`);
    await writeFile(join(tmp, 'secrets.json'), JSON.stringify([secret]));
    const out = join(tmp, 'scrubbed');
    const { code } = await aca(['export', file, '--format', 'sharegpt', '--out', out, '--secret-file', join(tmp, 'secrets.json')]);
    expect(code).toBe(0);
    const text = await readFile(join(out, 'sharegpt-step.jsonl'), 'utf8');
    expect(text).not.toContain(secret);
    expect(text).toContain('token ******');
  });

  it('a screenshot missing from the run folder makes its step text-only, with a warning', async () => {
    const file = join(tmp, 'elsewhere.jsonl');
    await writeFile(file, `${JSON.stringify(records[0])}\n`);
    const lines: string[] = [];
    const result = await exportDataset(options(join(tmp, 'elsewhere'), { input: file, log: (l) => lines.push(l) }));
    expect(result.images).toBe(0);
    expect(lines.join('\n')).toContain('is missing; that step is text-only');
  });

  it('fails loudly on a secret planted in an output, naming the file and deleting every output', async () => {
    const secret = 'AKIA-planted-secret-value';
    const out = join(tmp, 'leak');
    const result = await exportDataset(options(out, { form: 'trajectory' }));
    await writeFile(join(out, result.file), `${await readFile(join(out, result.file), 'utf8')}${secret}\n`);
    const error = await guardSecrets(out, result.files, [secret]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretLeakError);
    const message = (error as Error).message;
    expect(message).toContain(join(out, result.file));
    expect(message).toContain('SECRET LEAK');
    expect(message).not.toContain(secret);
    for (const f of result.files) expect(existsSync(join(out, f))).toBe(false);
  });
});

describe('bad input exits 2 with a clear message', () => {
  it('a missing file', async () => {
    const { code, stderr } = await aca(['export', join(tmp, 'nope.jsonl'), '--format', 'swift']);
    expect(code).toBe(2);
    expect(stderr).toContain('no such file or folder');
  });

  it('an unknown format', async () => {
    const { code, stderr } = await aca(['export', runDir, '--format', 'alpaca']);
    expect(code).toBe(2);
    expect(stderr).toContain('unknown --format "alpaca"');
  });

  it('a malformed line names the line and the field', async () => {
    const file = join(tmp, 'malformed.jsonl');
    const { taskId: _drop, ...broken } = records[0];
    await writeFile(file, `${JSON.stringify(records[0])}\n${JSON.stringify(broken)}\n{not json\n`);
    const { code, stderr } = await aca(['export', file, '--format', 'swift', '--out', join(tmp, 'malformed-out')]);
    expect(code).toBe(2);
    expect(stderr).toContain('line 2.taskId');
    await writeFile(file, `${JSON.stringify(records[0])}\n\n{not json\n`);
    const second = await aca(['export', file, '--format', 'swift', '--out', join(tmp, 'malformed-out')]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('line 3: not JSON');
  });
});
