import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderJunit, writeJunit } from './junit';
import { sampleReport, sampleRunDir } from './testing/fixtures';
import { findAll, parseXml } from './testing/xml';

describe('renderJunit', () => {
  it('writes well-formed XML with a suite per product and the right counts', async () => {
    const dir = await sampleRunDir();
    const root = parseXml(await readFile(await writeJunit(dir, sampleReport(), { secrets: [] }), 'utf8'));
    expect(root.name).toBe('testsuites');
    expect(root.attrs).toMatchObject({ tests: '3', failures: '1', errors: '1', skipped: '0', time: '102.500' });
    const suites = findAll(root, 'testsuite');
    expect(suites.map((s) => [s.attrs.name, s.attrs.tests, s.attrs.failures, s.attrs.errors])).toEqual([
      ['ecs', '2', '1', '0'],
      ['vpc', '1', '0', '1'],
    ]);
    const cases = findAll(root, 'testcase');
    expect(cases.map((c) => [c.attrs.name, c.attrs.classname, c.attrs.time])).toEqual([
      ['ecs/stop-instance', 'ecs', '12.340'],
      ['ecs/create-security-group', 'ecs', '20.500'],
      ['vpc/create-vswitch', 'vpc', '8.000'],
    ]);
  });

  it('lists each defect in the failure: step, kind, expected, actual and the fix', () => {
    const root = parseXml(renderJunit(sampleReport()));
    const [failure] = findAll(root, 'failure');
    expect(failure.attrs.message).toBe('1 doc defect: step 2 label-changed');
    expect(failure.attrs.type).toBe('label-changed');
    expect(failure.text).toContain('Step 2 · label-changed');
    expect(failure.text).toContain('expected: a button labelled "Create Security Group"');
    expect(failure.text).toContain('actual:   button "Create" & nothing else');
    expect(failure.text).toContain('+2. Click **Create**.');
  });

  it('reports an inconclusive task as an error with its reason, so docs CI notices', () => {
    const root = parseXml(renderJunit(sampleReport()));
    const [error] = findAll(root, 'error');
    expect(error.attrs.message).toBe('OperationDenied.NoStock in cn-hangzhou-k: the environment, not the doc');
    expect(error.text).toContain('Step 2 · env-blocked: OperationDenied.NoStock');
    expect(findAll(root, 'skipped')).toEqual([]);
  });

  it('round-trips special characters and drops the ones XML forbids', () => {
    const report = sampleReport();
    const nasty = `a <b> & "c" 'd' ]]> \u0001\u000b tab\there\nline 二 😀`;
    report.tasks[1].defects[0].expected = nasty;
    report.tasks[1].defects[0].kind = 'value-rejected';
    report.tasks[2].reason = nasty;
    const root = parseXml(renderJunit(report));
    const clean = nasty.replaceAll('\u0001', '\uFFFD').replaceAll('\u000b', '\uFFFD');
    expect(findAll(root, 'failure')[0].text).toContain(`expected: ${clean.replace('\n', '\n    ')}`);
    expect(findAll(root, 'error')[0].attrs.message).toBe(clean);
    expect(findAll(root, 'system-out')[1].text).toContain('<script>alert(1)</script>');
  });
});
