import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../../protocol';
import { InvalidReportError, SecretInStructureError } from './errors';
import { renderReportJson, writeReportJson } from './json';
import { sampleReport } from './testing/fixtures';

const none = { secrets: [] };

describe('writeReportJson', () => {
  it('writes a report that parses against ReportSchema', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aca-json-'));
    const path = await writeReportJson(dir, sampleReport(), none);
    const parsed = ReportSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    expect(parsed.tasks.map((t) => t.verdict)).toEqual(['verified', 'defective', 'inconclusive']);
    expect(parsed.tasks[1].steps[1].evidence?.element?.box).toEqual({ x: 40, y: 30, width: 60, height: 20 });
  });

  it('refuses an invalid report, naming every problem, and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aca-json-'));
    const bad = sampleReport();
    (bad.tasks[0] as { verdict: string }).verdict = 'maybe';
    (bad.tasks[1] as { actions: number }).actions = 1.5;
    const error = await writeReportJson(dir, bad as Report, none).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidReportError);
    expect((error as InvalidReportError).code).toBe('report.invalid');
    expect((error as Error).message).toContain('tasks.0.verdict');
    expect((error as Error).message).toContain('tasks.1.actions');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to mask a secret that would corrupt the JSON (it sits in a number)', () => {
    expect(() => renderReportJson(sampleReport(), { secrets: ['12.34'] })).toThrow(SecretInStructureError);
  });
});
