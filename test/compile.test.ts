/**
 * `aca compile` and `aca verify <page>` through the real CLI: pages written for these tests in the help center's
 * style (test/fixtures/pages), the real emulator's catalogue, a model answering through the local replay server.
 * Checked: the task files and summary written; bad input (no procedure, unreadable, binary HTML, an output folder of
 * someone else's) exits 2 with the file and the reason and writes nothing; a model's proposal is taken when it holds
 * and refused with the reason when it does not; a page without front matter is compiled, provisioned, run and judged
 * by ActionTrail.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import type { Report } from '../protocol';
import { runAca } from './helpers';
import { startReplayServer } from './openai-replay';

const base = mkdtempSync(join(tmpdir(), 'aca-compile-'));
const PAGES = 'test/fixtures/pages';
let emulator: RunningEmulator;
let target: string[];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'compile-cli' });
  target = ['--emulator', emulator.url, '--admin-token', emulator.adminToken];
});
afterAll(() => emulator.close());

describe('aca compile', () => {
  it('writes one task file per procedure and a summary with the evidence of each item', async () => {
    const out = join(base, 'ok');
    const run = await runAca(['compile', `${PAGES}/stop-instance.md`, `${PAGES}/keys.md`, `${PAGES}/stop-instance.html`, '--out', out, ...target]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/compiled 4 task\(s\) from 3 page\(s\)/);
    expect(readdirSync(join(out, 'ecs')).sort()).toEqual(['create-key-pair.md', 'delete-security-group.md', 'stop-instance-2.md', 'stop-instance.md']);
    const file = readFileSync(join(out, 'ecs', 'stop-instance.md'), 'utf8');
    expect(file).toMatch(/# Ecs StopInstance with InstanceId — step 4: "Find the instance and, in the Actions column, choose More > Instance Status > Stop/);
    expect(file).toMatch(/event: StopInstance\n\s+params: \{ InstanceId: "\$\{vm\.id\}" \}/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.tasks.map((t: { procedure: string }) => t.procedure)).toContain('Delete a security group');
    expect(summary.tasks[0].inferred.every((i: { confidence: number; evidence: { text: string } }) => i.confidence > 0 && i.evidence.text)).toBe(true);
    const html = summary.tasks.find((t: { page: string }) => t.page.endsWith('.html'));
    expect(readFileSync(join(out, html.file), 'utf8')).toMatch(/source:\n\s+url: https:\/\/www\.alibabacloud\.com\/help\/en\/ecs\/user-guide\/stop-an-instance-test-page\n\s+updated: 2026-11-20/);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toMatch(/\| ecs\/stop-instance\.md \| Stop an ECS instance \|/);
    // The files load as tasks.
    const loaded = await runAca(['verify', join(out, 'ecs', 'create-key-pair.md'), '--out', join(base, 'ok-run'), '--parallel', '1', ...target], { timeoutMs: 120_000 });
    expect(loaded.code, loaded.stderr).toBe(0);
  }, 180_000);

  it('refuses bad input with exit 2, the file and the reason, and writes nothing', async () => {
    const unreadable = join(base, 'secret.md');
    writeFileSync(unreadable, '# x\n');
    chmodSync(unreadable, 0o000);
    const foreign = join(base, 'foreign');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    // Front matter and nothing after it: the page is empty, which once threw in the reader.
    const empty = join(base, 'empty.md');
    writeFileSync(empty, '---\ntitle: nothing yet\n---\n');
    const cases: Array<[string[], RegExp]> = [
      [[`${PAGES}/no-procedure.md`], /no-procedure\.md: no task could be compiled from this page: the page has no numbered steps/],
      [[empty], /empty\.md: no task could be compiled from this page: the page has no numbered steps/],
      [[`${PAGES}/broken.html`], /broken\.html: the file holds binary data, not HTML/],
      [[join(base, 'missing.md')], /missing\.md: cannot read it \(ENOENT\)/],
      [[`${PAGES}/stop-instance.md`, '--out', foreign], /foreign: holds files that aca compile did not write/],
      [[], /give at least one page/],
    ];
    if (process.getuid?.() !== 0) cases.push([[unreadable], /secret\.md: cannot read it \(EACCES\)/]);
    for (const [args, message] of cases) {
      const out = join(base, `bad-${cases.findIndex((c) => c[0] === args)}`);
      const run = await runAca(['compile', ...args, ...(args.includes('--out') ? [] : ['--out', out]), ...target]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    }
    expect(readdirSync(foreign)).toEqual(['notes.txt']);
  }, 120_000);

  it('takes a model\'s proposal that holds and refuses one that does not, saying why', async () => {
    const good = JSON.stringify({
      requires: [{ id: 'net', type: 'vpc', attributes: {} }, { id: 'sw', type: 'vswitch', attributes: { VpcId: '${net.id}' } }, { id: 'grp', type: 'security_group', attributes: { VpcId: '${net.id}' } }, { id: 'server', type: 'instance', attributes: { VSwitchId: '${sw.id}', SecurityGroupId: '${grp.id}' } }],
      inputs: {},
      success: [{ service: 'Ecs', event: 'StopInstance', params: { InstanceId: '${server.id}' } }],
      judge: null,
      evidence: { 'success.0': { step: '4', text: 'click Stop', confidence: 0.9 } },
    });
    const bad = JSON.stringify({ requires: [{ id: 'x', type: 'spaceship', attributes: {} }], inputs: {}, success: [{ service: 'Ecs', event: 'LaunchRocket' }], judge: null });
    const server = await startReplayServer([{ content: `\`\`\`json\n${good}\n\`\`\`` }, { content: bad }]);
    try {
      const config = join(base, 'models.json');
      writeFileSync(config, JSON.stringify({ models: { coder: { baseURL: server.url, model: 'replay', apiKey: 'sk-replay', timeoutMs: 5000 } } }));
      const out = join(base, 'model');
      writeFileSync(join(base, 'copy.md'), readFileSync(`${PAGES}/stop-instance.md`, 'utf8'));
      const ok = await runAca(['compile', `${PAGES}/stop-instance.md`, join(base, 'copy.md'), '--out', out, '--model', 'coder', '--models', config, ...target]);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/1 model proposal\(s\) refused/);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
      expect(summary.tasks[0]).toMatchObject({ by: 'model', requires: ['net: vpc', 'sw: vswitch', 'grp: security_group', 'server: instance'] });
      expect(summary.tasks[1].by).toBe('rules');
      expect(summary.tasks[1].refused).toMatch(/no resource type "spaceship".*Ecs serves no action "LaunchRocket"/);
      expect(server.requests[0].body.messages[0].content).toMatch(/StopInstance/);
      expect(server.requests[0].body.messages[1].content).toMatch(/choose \*\*More\*\* > \*\*Instance Status\*\* > \*\*Stop\*\*/);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('aca verify <page>', () => {
  it('compiles a page without front matter, prints what it inferred, provisions, runs and is judged by ActionTrail', async () => {
    const out = join(base, 'verify');
    const run = await runAca(['verify', `${PAGES}/stop-instance.html`, '--out', out, '--parallel', '1', '--write-task', ...target], { timeoutMs: 150_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/compiled test\/fixtures\/pages\/stop-instance\.html "Stop an ECS instance" as compiled\/ecs\/stop-instance:\n\s+requires vpc: vpc[\s\S]*success\s+Ecs StopInstance \{"InstanceId":"\$\{vm\.id\}"\}/);
    const runDir = readdirSync(out).find((d) => d !== 'compiled')!;
    const report = JSON.parse(readFileSync(join(out, runDir, 'report.json'), 'utf8')) as Report;
    expect(report.tasks[0]).toMatchObject({ id: 'compiled/ecs/stop-instance', verdict: 'verified', success: true });
    expect(readFileSync(join(out, 'compiled', 'ecs', 'stop-instance.md'), 'utf8')).toMatch(/^---\n# Compiled by aca compile/);
  }, 180_000);
});
