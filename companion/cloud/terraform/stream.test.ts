// The stream reader on output captured from terraform 1.11.4 (fixtures/README.md says how each file was made).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createdResources, errorText, parseStream, StreamFormatError, StreamReader } from './stream';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('terraform -json stream (real captures)', () => {
  it('reads what a successful apply created, its change summary and outputs', () => {
    const s = parseStream(fixture('real-apply.jsonl'));
    expect(s.terraformVersion).toBe('1.11.4');
    expect(s.uiVersion).toBe('1.2');
    expect(s.planned.map((e) => [e.address, e.moduleId, e.action])).toEqual([
      ['module.vpc.terraform_data.this', 'vpc', 'create'],
      ['module.vsw.terraform_data.this', 'vsw', 'create'],
    ]);
    expect(createdResources(s).map((e) => [e.moduleId, e.resourceType, e.idKey, e.idValue])).toEqual([
      ['vpc', 'terraform_data', 'id', '07393842-65e4-47cc-9597-91de80a8a4e3'],
      ['vsw', 'terraform_data', 'id', '596b824e-9600-bbe3-8f30-fe1f35dbb9e5'],
    ]);
    expect(s.changeSummary).toEqual({ add: 2, change: 0, import: 0, remove: 0, operation: 'apply' });
    expect(s.outputs?.vsw).toMatchObject({ sensitive: false, value: { id: 'vsw-real0002', name: 'aca-k3x9-vsw', VpcId: 'vpc-real0001' } });
    expect(s.diagnostics).toEqual([]);
    expect(s.errored).toEqual([]);
    expect(s.otherLines).toEqual([]);
  });

  it('keeps the values of the final outputs message, not the planned actions sent after the plan', () => {
    const lines = fixture('real-apply.jsonl').trim().split('\n');
    const planned = lines.filter((l) => l.includes('"type":"outputs"'))[0];
    expect(planned).toContain('"action":"create"');
    expect(parseStream(lines.slice(0, lines.indexOf(planned) + 1).join('\n')).outputs).toBeUndefined();
    expect(parseStream(fixture('real-apply-failed.jsonl')).outputs).toBeUndefined();
  });

  it('reads root-module addresses', () => {
    const s = parseStream(fixture('real-flat-apply.jsonl'));
    expect(createdResources(s).map((e) => [e.address, e.moduleId])).toEqual([
      ['terraform_data.vpc', ''],
      ['terraform_data.vsw', ''],
    ]);
    expect((s.outputs?.vsw.value as Record<string, string>).VpcId).toBe('vpc-real0001');
  });

  it('reads the resource that failed mid-way and its diagnostic', () => {
    const s = parseStream(fixture('real-apply-failed.jsonl'));
    expect(createdResources(s).map((e) => e.moduleId)).toEqual(['vpc']);
    expect(s.errored.map((e) => [e.address, e.moduleId, e.action])).toEqual([['module.vsw.terraform_data.this', 'vsw', 'create']]);
    expect(s.diagnostics).toHaveLength(1);
    expect(s.diagnostics[0]).toMatchObject({
      severity: 'error',
      summary: 'local-exec provisioner error',
      address: 'module.vsw.terraform_data.this',
      range: { filename: 'modules/data/main.tf', start: { line: 21, column: 28, byte: 604 }, end: { line: 21, column: 29, byte: 605 } },
    });
    expect(s.diagnostics[0].detail).toContain('InvalidCidrBlock.Overlapped');
    expect(errorText(s)).toMatch(/^local-exec provisioner error: .*InvalidCidrBlock\.Overlapped.*\(module\.vsw\.terraform_data\.this\)$/s);
    // The apply never reached its own summary: the last one is the plan's.
    expect(s.changeSummary).toMatchObject({ add: 2, operation: 'plan' });
  });

  it('reads a diagnostic that names no resource', () => {
    const s = parseStream(fixture('real-precondition-apply.jsonl'));
    expect(s.errored).toEqual([]);
    expect(s.diagnostics).toEqual([
      {
        severity: 'error',
        summary: 'Resource precondition failed',
        detail: 'InvalidVpcId.NotFound: the VPC does not exist.',
        range: { filename: 'main.tf', start: { line: 9, column: 23, byte: 159 }, end: { line: 9, column: 58, byte: 194 } },
      },
    ]);
    expect(errorText(s)).toBe('Resource precondition failed: InvalidVpcId.NotFound: the VPC does not exist.');
  });

  it('reads a destroy, and one that failed', () => {
    const done = parseStream(fixture('real-destroy.jsonl'));
    expect(done.completed.map((e) => [e.moduleId, e.action])).toEqual([['vsw', 'delete'], ['vpc', 'delete']]);
    expect(done.changeSummary).toEqual({ add: 0, change: 0, import: 0, remove: 2, operation: 'destroy' });
    expect(done.outputs).toBeUndefined();
    const failed = parseStream(fixture('real-destroy-failed.jsonl'));
    expect(failed.completed.map((e) => e.moduleId)).toEqual(['vsw']);
    expect(failed.errored.map((e) => [e.moduleId, e.action])).toEqual([['vpc', 'delete']]);
    expect(errorText(failed)).toContain('DependencyViolation');
  });

  it('reads chunks that split lines, and keeps lines that are not JSON', () => {
    const text = `Error: Failed to load plugin schemas\n${fixture('real-destroy.jsonl')}`;
    const seen: string[] = [];
    const reader = new StreamReader((m) => seen.push(m.type));
    for (let i = 0; i < text.length; i += 37) reader.push(text.slice(i, i + 37));
    const s = reader.end();
    expect(s.completed).toHaveLength(2);
    expect(seen[0]).toBe('version');
    expect(seen).toHaveLength(fixture('real-destroy.jsonl').trim().split('\n').length);
    expect(s.otherLines).toEqual(['Error: Failed to load plugin schemas']);
  });

  it('refuses an unsupported UI major version', () => {
    const line = fixture('real-apply.jsonl').split('\n')[0].replace('"ui":"1.2"', '"ui":"2.0"');
    expect(() => parseStream(line)).toThrow(StreamFormatError);
  });
});
