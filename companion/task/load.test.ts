import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './products';
import { TaskFileError } from './errors';
import { loadTasks, parseDoc, parseTask } from './load';

const body = `# Stop an instance

## Procedure
1. Log on to the ECS console.
2. Find the instance named \`\${vm.name}\` and click **Stop** in the **Actions** column.
`;
const front = `id: ecs/stop
title: Stop an instance
product: ecs
start: /ecs
requires:
  - id: vm
    type: instance
    attributes: { InstanceName: "doc-\${rand}" }
inputs:
  mode: Normal Stop
success:
  - service: Ecs
    event: StopInstance
    params: { InstanceId: "\${vm.id}" }
`;
const file = (fm: string, md = body) => `---\n${fm}---\n${md}`;

function problemsOf(source: string): TaskFileError {
  try {
    parseTask(source, 'tasks/ecs/x.md');
  } catch (error) {
    if (error instanceof TaskFileError) return error;
    throw error;
  }
  throw new Error('expected a TaskFileError');
}

describe('parseTask', () => {
  it('parses front matter with defaults, the body and its steps with file lines', () => {
    const task = parseTask(file(front), 'tasks/ecs/stop.md');
    expect(task.front).toMatchObject({ id: 'ecs/stop', locale: 'en-US', difficulty: 'standard', variant: null, judge: null });
    expect(task.bodyLine).toBe(17);
    expect(task.body.startsWith('# Stop an instance')).toBe(true);
    expect(task.steps.map((s) => s.line)).toEqual([20, 21]);
    expect(task.source.split('\n')[task.steps[1].line - 1]).toContain('Find the instance');
  });

  it('gives the line of a YAML syntax error', () => {
    const error = problemsOf(file('id: ecs/x\ntitle: [unclosed\nproduct: ecs\n'));
    expect(error.code).toBe('task-invalid-yaml');
    expect(error.message).toMatch(/^tasks\/ecs\/x\.md:\d+: yaml: /);
    expect(error.problems[0].line).toBeGreaterThanOrEqual(3);
  });

  it('names the field path of every invalid field at once', () => {
    const error = problemsOf(file(`${front}expect: { verdict: maybe }\n`.replace('    event: StopInstance\n', '').replace('start: /ecs\n', '')));
    expect(error.code).toBe('task-invalid');
    expect(error.message).toContain('tasks/ecs/x.md: start: Invalid input: expected string, received undefined');
    expect(error.message).toContain('tasks/ecs/x.md: success.0.event: Invalid input: expected string, received undefined');
    expect(error.message).toMatch(/tasks\/ecs\/x\.md: expect\.verdict: /);
  });

  it('rejects an unknown product and names the known ones', () => {
    const error = problemsOf(file(front.replace('product: ecs', 'product: cloudshell')));
    expect(error.code).toBe('task-unknown-product');
    expect(error.message).toBe(`tasks/ecs/x.md: product: unknown product "cloudshell" (known: ${Object.keys(PRODUCTS).join(', ')})`);
    expect(Object.keys(PRODUCTS)).toEqual(expect.arrayContaining(['ecs', 'vpc', 'oss', 'ram', 'rds', 'slb', 'kms', 'dns', 'cms', 'cdn', 'fc']));
  });

  it('rejects a doc with no procedure', () => {
    const error = problemsOf(file(front, '# Stop an instance\n\nJust click around.\n'));
    expect(error.code).toBe('task-no-procedure');
    expect(error.message).toMatch(/^tasks\/ecs\/x\.md: body: no procedure found/);
  });

  it('checks ${...} references: unknown resources, inputs and forms, in the front matter and the body', () => {
    const fm = front.replace('InstanceId: "${vm.id}"', 'InstanceId: "${vmm.id}", Mode: "${inputs.stopMode}"');
    // `$${HOME}` is the escape of a literal `${HOME}`: no reference, no problem.
    const error = problemsOf(file(fm, `${body}3. Enter \`\${inputs.nope}\` and \`\${random}\`, not \`$\${HOME}\`.\n`));
    expect(error.code).toBe('task-unknown-reference');
    expect(error.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'success.0.params.InstanceId: ${vmm.id}: no required resource "vmm" before this point (requires: vm)',
      'success.0.params.Mode: ${inputs.stopMode}: no input "stopMode" (inputs: mode)',
      'body (line 22): ${inputs.nope}: no input "nope" (inputs: mode)',
      'body (line 22): ${random}: not a reference; use ${rand}, ${inputs.<name>}, ${<resource id>.<attribute>} or ${secret:<name>}',
    ]);
  });

  it('lets a required resource refer only to those before it', () => {
    const fm = front.replace('requires:\n', 'requires:\n  - id: vsw\n    type: vswitch\n    attributes: { VpcId: "${vpc.id}" }\n  - id: vpc\n    type: vpc\n');
    expect(problemsOf(file(fm)).message).toContain('requires.0.attributes.VpcId: ${vpc.id}: no required resource "vpc" before this point');
  });

  it('checks that expected defects point at existing steps', () => {
    const error = problemsOf(file(`${front}expect: { verdict: defective, defects: [{ step: 9, kind: label-changed }] }\n`));
    expect(error.message).toBe('tasks/ecs/x.md: expect.defects.0.step: step 9 does not exist (the procedure has 2 steps)');
  });

  it('requires front matter, and says when it is opened and never closed', () => {
    expect(problemsOf(body).message).toContain('missing YAML front matter');
    expect(problemsOf(`---\nid: ecs/x\nproduct: ecs\n${body}`).message).toContain('the front matter opened by "---" on line 1 is never closed');
  });
});

describe('parseDoc', () => {
  it('reads a pasted doc: title from the first heading, product from the console it names', () => {
    const task = parseDoc('# 创建交换机\n\n## 操作步骤\n1. 登录专有网络管理控制台。\n2. 单击**创建交换机**。\n');
    expect(task.front).toMatchObject({ id: 'doc/pasted', title: '创建交换机', product: 'vpc', locale: 'zh-CN', start: '/vpc', requires: [], inputs: {}, success: [] });
    expect(task.steps).toHaveLength(2);
    expect(parseDoc(body, { id: 'ecs/mine' }).front).toMatchObject({ id: 'ecs/mine', title: 'Stop an instance', product: 'ecs', locale: 'en-US' });
  });

  it("keeps a pasted page's own ${...} (its code's shell variables) as text: escaped in the body, the page as it was in the source", () => {
    const page = '# Copy a file\n\n1. Log on to the ECS console.\n2. Run `cp a ${HOME}/b` on your computer.\n';
    const task = parseDoc(page);
    expect(task.body).toContain('cp a $${HOME}/b');
    expect(task.source).toBe(page);
  });

  it('throws task-no-procedure for a pasted page without steps', () => {
    expect(() => parseDoc('# About ECS\n\nNothing to do.')).toThrow(expect.objectContaining({ code: 'task-no-procedure' }));
  });
});

describe('loadTasks', () => {
  it('walks directories for *.md but README.md, sorted, and reports problems of all files with duplicate ids', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aca-tasks-'));
    await mkdir(path.join(dir, 'ecs'));
    await writeFile(path.join(dir, 'README.md'), '# Tasks\n');
    await writeFile(path.join(dir, 'ecs', 'b.md'), file(front));
    await writeFile(path.join(dir, 'ecs', 'a.md'), file(front.replace('ecs/stop', 'ecs/stop-a')));
    expect((await loadTasks([dir])).map((t) => t.front.id)).toEqual(['ecs/stop-a', 'ecs/stop']);

    await writeFile(path.join(dir, 'ecs', 'c.md'), file(front));
    await writeFile(path.join(dir, 'ecs', 'd.md'), file(front.replace('product: ecs', 'product: cloudshell')));
    const error = await loadTasks([dir]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskFileError);
    const { problems } = error as TaskFileError;
    expect(problems.map((p) => [path.basename(p.file), p.code])).toEqual([
      ['d.md', 'task-unknown-product'],
      ['c.md', 'task-duplicate-id'],
    ]);
    expect(problems[1].message).toMatch(/id "ecs\/stop" is already used by .*b\.md/);
  });
});

describe('real drift: one doc on several consoles', () => {
  const drifting = `${front}variant: ecs@2019
source: { url: "https://github.com/AlibabaCloudDocs/ecs/blob/0123456789abcdef0123456789abcdef01234567/intl.en-US/x.md", updated: 2019-08-02 }
expect: { verdict: verified }
drift:
  - variant: null
    expect:
      verdict: defective
      defects: [{ step: 2, kind: path-changed, why: "the row menu moved to the details page" }]
`;

  it('loads one task per console, ids <id>~<console>, sharing the doc', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aca-drift-'));
    await writeFile(path.join(dir, 'stop.md'), file(drifting));
    const tasks = await loadTasks([dir]);
    expect(tasks.map((t) => [t.front.id, t.front.variant, t.front.expect?.verdict])).toEqual([
      ['ecs/stop', 'ecs@2019', 'verified'],
      ['ecs/stop~today', null, 'defective'],
    ]);
    expect(tasks[1].body).toBe(tasks[0].body);
    expect(tasks[1].front.expect?.defects[0]).toEqual({ step: 2, kind: 'path-changed', why: 'the row menu moved to the details page' });
    expect(tasks[0].front.source?.updated).toBe('2019-08-02');
    expect('drift' in tasks[0].front).toBe(false);
  });

  it('refuses a defect past the last step, a generation of another product, a console listed twice and a bad date', () => {
    const bad = drifting
      .replace('variant: ecs@2019', 'variant: vpc@2019')
      .replace('step: 2, kind: path-changed', 'step: 9, kind: path-changed')
      .replace('updated: 2019-08-02', 'updated: Aug 2, 2019')
      .concat('  - variant: vpc@2019\n    expect: { verdict: verified }\n');
    const problems = problemsOf(file(bad)).problems.map((p) => `${p.path}: ${p.message}`);
    expect(problems.some((p) => p.startsWith('source.updated: '))).toBe(true);
    // Schema errors stop the later checks, so check those on a file whose schema holds.
    const later = problemsOf(file(bad.replace('updated: Aug 2, 2019', 'updated: 2019-08-02'))).problems.map((p) => `${p.path}: ${p.message}`);
    expect(later).toEqual(expect.arrayContaining([
      'drift.0.expect.defects.0.step: step 9 does not exist (the procedure has 2 steps)',
      'variant: generation "vpc@2019" is not a generation of product "ecs"',
      'drift.1.variant: console vpc@2019 is listed twice',
    ]));
  });
});
