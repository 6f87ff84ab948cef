/**
 * The `aca` command line as a user meets it: the emulator's ready line, and clear errors (exit 2, naming
 * the file, the field and the reason) for bad input, with nothing run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ACA, ROOT, runAca } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'aca-cli-'));
function taskFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const GOOD_FRONT = `---
id: ecs/sample
title: Sample
product: ecs
start: /ecs
---
`;

describe('aca emulator', () => {
  it('prints one JSON line with the URL and admin token when ready, and serves the console', async () => {
    const child = spawn(process.execPath, [ACA, 'emulator', '--port', '0', '--seed', 'cli-test'], { cwd: ROOT });
    try {
      const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
      const ready = JSON.parse(line) as { url: string; adminToken: string };
      expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(ready.adminToken.length).toBeGreaterThanOrEqual(16);
      const denied = await fetch(`${ready.url}/__emulator/accounts`, { method: 'POST', body: '{}' });
      expect(denied.status).toBe(401);
      const created = await fetch(`${ready.url}/__emulator/accounts`, {
        method: 'POST', headers: { authorization: `Bearer ${ready.adminToken}`, 'content-type': 'application/json' }, body: '{}',
      });
      const account = (await created.json()) as { accountId: string; loginUrl: string; accessKeyId: string };
      expect(account.accessKeyId).toBeTruthy();
      expect(account.loginUrl.startsWith(ready.url)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('started by a run (--exit-with-stdin), exits on SIGTERM while the run still holds its stdin open', async () => {
    // The run stops its emulator with SIGTERM and kills it only after a grace: an emulator that waited for the pipe
    // to close cost every run that grace.
    const child = spawn(process.execPath, [ACA, 'emulator', '--port', '0', '--exit-with-stdin'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore'] });
    await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
    const exited = new Promise<[number | null, string | null]>((resolve) => child.once('exit', (code, signal) => resolve([code, signal])));
    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(child.stdin.writableEnded).toBe(false);
  });

  it('rejects a bad port with a usage error', async () => {
    const run = await runAca(['emulator', '--port', 'abc']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--port must be an integer');
  });
});

describe('aca verify: bad input', () => {
  it('names the field path of an invalid task file', async () => {
    const file = taskFile('bad-field.md', `---\nid: ecs/x\ntitle: X\nproduct: ecs\nstart: /ecs\nsuccess:\n  - service: Ecs\n---\n# X\n\n## Procedure\n1. Click **Create Instance**.\n`);
    const run = await runAca(['verify', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bad-field.md');
    expect(run.stderr).toMatch(/success\.0\.event/);
  });

  it('points at the line of malformed YAML', async () => {
    const file = taskFile('bad-yaml.md', `---\nid: ecs/x\ntitle: [unclosed\nproduct: ecs\n---\n# X\n`);
    const run = await runAca(['verify', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bad-yaml.md');
    expect(run.stderr).toMatch(/bad-yaml\.md:\d+: yaml:/);
  });

  it('lists the known products for an unknown one', async () => {
    const file = taskFile('bad-product.md', GOOD_FRONT.replace('product: ecs', 'product: warpdrive') + '# X\n\n## Procedure\n1. Click **Go**.\n');
    const run = await runAca(['verify', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('warpdrive');
    expect(run.stderr).toMatch(/ecs/);
    expect(run.stderr).toMatch(/vpc/);
  });

  it('says so when a doc has no procedure', async () => {
    const file = taskFile('no-steps.md', GOOD_FRONT + '# Sample\n\nJust prose, no numbered steps.\n');
    const run = await runAca(['verify', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no-steps.md');
    expect(run.stderr).toMatch(/procedure/i);
  });

  it('refuses an unknown flag and a missing path', async () => {
    expect((await runAca(['verify', '--frobnicate', 'tasks'])).code).toBe(2);
    const none = await runAca(['verify']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('give at least one task file');
  });

  // Each case is its own test: every one starts an aca process, and on a loaded machine seven in one test could
  // outlast one test's time.
  const noKeys = { OPENAI_BASE_URL: '', DASHSCOPE_API_KEY: '', ACA_MODELS: '' };
  it.each([
    [['--policy', 'gpt'], '--policy must be local or openai, got "gpt"'],
    [['--policy', 'openai'], 'the openai policy needs a model: --models FILE'],
    [['--judges', 'a,b'], '--judges names models of a model config: add --models FILE'],
  ])('says what is wrong with the policy options %j, without starting anything', async (args, message) => {
    const run = await runAca(['verify', 'tasks/ecs/stop-instance.md', ...args], { env: noKeys });
    expect([run.code, run.stderr]).toEqual([2, expect.stringContaining(message)]);
    expect(run.stderr).not.toMatch(/verifying \d+ task/);
  });

  it('says what is wrong with a model config, and asks which model when it holds several', async () => {
    const config = join(dir, 'models.yaml');
    writeFileSync(config, 'models:\n  a: { model: x, baseURL: "http://127.0.0.1:9/v1", family: llama }\n');
    const bad = await runAca(['verify', 'tasks/ecs/stop-instance.md', '--policy', 'openai', '--models', config], { env: noKeys });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/models\.yaml: models\.a\.family: /);
    writeFileSync(config, 'models:\n  a: { model: x, baseURL: "http://127.0.0.1:9/v1" }\n  b: { model: y, baseURL: "http://127.0.0.1:9/v1" }\n');
    const two = await runAca(['verify', 'tasks/ecs/stop-instance.md', '--policy', 'openai', '--models', config], { env: noKeys });
    expect(two.stderr).toContain('the model config has several models (a, b): choose one with --model NAME');
  });

  it('takes exactly two judges', async () => {
    const config = join(dir, 'judges.yaml');
    writeFileSync(config, 'models:\n  a: { model: x, baseURL: "http://127.0.0.1:9/v1" }\n  b: { model: y, baseURL: "http://127.0.0.1:9/v1" }\n');
    const three = await runAca(['verify', 'tasks/ecs/stop-instance.md', '--models', config, '--judges', 'a,b,a'], { env: noKeys });
    expect(three.code).toBe(2);
    expect(three.stderr).toContain('the judge ensemble takes exactly two models, got 3');
  });

  it('explains an unknown command', async () => {
    const run = await runAca(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown command');
  });
});

describe('aca verify: a plain doc page', () => {
  it('verifies a help-center page with no front matter step by step: compiled on the fly, its success judged by ActionTrail', async () => {
    const file = taskFile('create-vpc-page.md', [
      '# Create a VPC',
      '',
      '## Procedure',
      '1. Log on to the VPC console.',
      '2. In the left-side navigation pane, click **VPCs**.',
      '3. Click **Create VPC**.',
      '4. In the **VPC** section, set **Name** to `plain-doc-vpc` and **IPv4 CIDR Block** to `10.0.0.0/8`.',
      '5. Click **OK**.',
      '',
    ].join('\n'));
    const out = mkdtempSync(join(tmpdir(), 'aca-doc-'));
    const run = await runAca(['verify', file, '--out', out], { timeoutMs: 180_000 });
    expect(run.code, run.stderr).toBe(0);
    const [dir] = readdirSync(out);
    const report = JSON.parse(readFileSync(join(out, dir, 'report.json'), 'utf8'));
    const task = report.tasks[0];
    expect(task.id).toBe('compiled/vpc/create-vpc');
    expect(task.successSource).toBe('actiontrail');
    expect(task.success).toBe(true);
    expect(task.steps.map((s: { kind: string }) => s.kind)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(task.verdict).toBe('verified');
  }, 200_000);
});

describe('aca verify --fail-on-defect', () => {
  it('exits 1 when a doc is defective, and the JUnit file fails that task', async () => {
    const out = mkdtempSync(join(tmpdir(), 'aca-fail-'));
    const run = await runAca(['verify', 'tasks/ecs/stop-instance-confirm-renamed.md', '--out', out, '--fail-on-defect'], { timeoutMs: 180_000 });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/ecs\/stop-instance-confirm-renamed\s+defective\s+1/);
    const [dir] = readdirSync(out);
    const junit = readFileSync(join(out, dir, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/failures="1"/);
    expect(junit).toContain('label-changed');
  }, 200_000);
});
