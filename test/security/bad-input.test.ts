/**
 * Bad input through the real CLI: every case exits 2 with no stack trace, names the file, the field and the reason,
 * and creates nothing (no run folder under --out). `aca serve` offers the valid tasks of a folder and says which
 * files it skipped and why.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DOC_BYTES } from '../../companion/task/load';
import { FakeExtension } from '../../companion/serve/fake-extension';
import { startServeProcess } from '../../companion/serve/serve-process';
import { runAca } from '../helpers';

const dir = mkdtempSync(join(tmpdir(), 'aca-bad-input-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const front = (id: string, extra = '') => `---\nid: ${id}\ntitle: Sample\nproduct: ecs\nstart: /ecs\n${extra}---\n`;
const PROCEDURE = '# Sample\n\n## Procedure\n1. In the left-side navigation pane, choose **Instances & Images** > **Instances**.\n2. Click **Create Instance**.\n';

// Each level of aliases multiplies the one before by nine: seven levels are 4.8 million strings once expanded.
const laughs = ['  l0: &l0 "lol"', ...Array.from({ length: 7 }, (_, i) => `  l${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`)].join('\n');
const CASES: Array<{ name: string; args: (out: string) => string[]; says: RegExp[] }> = [
  {
    name: 'a billion-laughs front matter',
    args: (out) => ['verify', file('laughs.md', `${front('ecs/laughs', `inputs:\n${laughs}\n`)}${PROCEDURE}`), '--out', out],
    says: [/laughs\.md:\d+: yaml: YAML aliases expand to more than \d+ nodes/],
  },
  {
    name: 'an unknown resource type in requires',
    args: (out) => ['verify', file('unknown-type.md', `${front('ecs/unknown-type', 'requires:\n  - id: warp\n    type: warp_drive\n')}${PROCEDURE}`), '--out', out],
    says: [/unknown-type\.md: requires\.0\.type: unknown resource type "warp_drive" \(known: vpc, vswitch/],
  },
  {
    name: 'a file that is not UTF-8',
    args: (out) => ['verify', file('latin1.md', Buffer.concat([Buffer.from(front('ecs/latin')), Buffer.from('# Caf'), Buffer.from([0xe9]), Buffer.from(`\n${PROCEDURE}`)])), '--out', out],
    says: [/latin1\.md: \(file\): is not UTF-8 text \(line 7: byte 0xe9 at offset \d+\); save it as UTF-8/],
  },
  {
    name: 'a procedure of bullets only',
    args: (out) => ['verify', file('bullets.md', `${front('ecs/bullets')}# Sample\n\n## Procedure\n- Click **Create Instance**.\n- Click **OK**.\n`), '--out', out],
    says: [/bullets\.md: body: the procedure is a bulleted list \(line 10\): write its steps as a numbered list/],
  },
  {
    name: 'a 20 MB doc',
    args: (out) => ['verify', file('huge.md', `${front('ecs/huge')}${PROCEDURE}${'A long paragraph of filler text. '.repeat(640_000)}`), '--out', out],
    says: [new RegExp(`huge\\.md: \\(file\\): is 2\\d\\.\\d MiB \\(\\d+ bytes\\); a task file or doc may be at most 2\\.0 MiB \\(${MAX_DOC_BYTES} bytes\\)`)],
  },
  {
    name: 'a start path that is another host to the browser',
    args: (out) => ['verify', file('other-host.md', `${front('ecs/other-host').replace('start: /ecs', 'start: //evil.example/ecs')}${PROCEDURE}`), '--out', out],
    says: [/other-host\.md: start: must be a path on the emulator/],
  },
  {
    name: 'a console variant the emulator does not have',
    args: (out) => ['verify', file('no-variant.md', `${front('ecs/no-variant', 'variant: ecs-no-such-variant\n')}${PROCEDURE}`), '--out', out],
    says: [/no-variant\.md: variant: the emulator has no console variant "ecs-no-such-variant"/, /\(known: .*ecs-create-button-renamed/],
  },
  {
    name: 'aca batch --runs 1 --group 2',
    args: (out) => ['batch', 'tasks/kms/enable-key.md', '--runs', '1', '--group', '2', '--out', out],
    says: [/--runs \(1\) must be a multiple of --group \(2\)/],
  },
  {
    name: 'a count that is not one, or past the limit',
    args: (out) => ['batch', 'tasks/kms/enable-key.md', '--parallel', '100000', '--out', out],
    says: [/--parallel must be at most 64, got 100000/],
  },
  {
    name: 'an exponent for a count',
    args: (out) => ['verify', 'tasks/kms/enable-key.md', '--max-turns', '1e9', '--out', out],
    says: [/--max-turns must be a positive integer, got "1e9"/],
  },
  {
    name: 'an --emulator that is not a URL',
    args: (out) => ['batch', 'tasks/kms/enable-key.md', '--emulator', 'localhost', '--admin-token', 'x', '--out', out],
    says: [/--emulator must be the emulator's URL as aca emulator prints it/],
  },
  {
    name: 'an --emulator that does not answer',
    args: (out) => ['verify', 'tasks/kms/enable-key.md', '--emulator', 'http://127.0.0.1:9', '--admin-token', 'x', '--out', out],
    says: [/the emulator at http:\/\/127\.0\.0\.1:9 does not answer/],
  },
  {
    name: 'an account pool that does not exist',
    args: (out) => ['batch', 'tasks/kms/enable-key.md', '--pool', join(dir, 'no-pool.db'), '--out', out],
    says: [/--pool .*no-pool\.db: no account pool there/],
  },
  {
    name: 'a task path that does not exist',
    args: (out) => ['batch', join(dir, 'missing.md'), '--out', out],
    says: [/missing\.md: \(file\): no such file or folder/],
  },
  {
    name: 'a run folder whose ledger is not one',
    args: (out) => {
      mkdirSync(join(dir, 'not-a-run'), { recursive: true });
      file('not-a-run/ledger.db', 'plain text, not SQLite '.repeat(50));
      return ['merge', join(dir, 'not-a-run'), '--out', out];
    },
    says: [/not-a-run\/ledger\.db is not a run ledger aca can use/],
  },
];

// Each case is its own short CLI process that starts nothing: they run side by side.
describe.concurrent('bad input exits 2, says what and where, and creates nothing', () => {
  it.for(CASES)('$name', { timeout: 150_000 }, async ({ args, says }, { expect }) => {
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}`);
    const run = await runAca(args(out), { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(2);
    for (const pattern of says) expect(run.stderr).toMatch(pattern);
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(existsSync(out), `${out} was created`).toBe(false);
  });
});

describe('aca serve with a task folder holding bad files', () => {
  it('offers the valid tasks, and says which files it skipped and why', async () => {
    const tasks = join(dir, 'serve-tasks');
    mkdirSync(tasks);
    writeFileSync(join(tasks, 'good.md'), `${front('ecs/good')}${PROCEDURE}`);
    writeFileSync(join(tasks, 'bad-yaml.md'), `${front('ecs/bad').replace('title: Sample', 'title: [unclosed')}${PROCEDURE}`);
    writeFileSync(join(tasks, 'bad-type.md'), `${front('ecs/bad-type', 'requires:\n  - id: warp\n    type: warp_drive\n')}${PROCEDURE}`);
    const id = 'testextensionidaaaaaaaaaaaaaaaaa';
    const serve = await startServeProcess(['--no-emulator', '--tasks', tasks], { ACA_HOME: join(dir, 'home'), ACA_EXTENSION_ID: id });
    try {
      const { ext } = await FakeExtension.connect(serve.url, { origin: `chrome-extension://${id}`, token: serve.pairingToken });
      expect((await ext.request('task.list', {})).map((t: { id: string }) => t.id)).toEqual(['ecs/good']);
      const notice = await ext.waitForEvent('session.notice', (n) => n.level === 'warning');
      expect(notice.message).toMatch(/bad-type\.md: requires\.0\.type: unknown resource type "warp_drive"/);
      await ext.close();
      expect(serve.stderr()).toMatch(/skipped .*bad-yaml\.md:\d+: yaml: /);
      expect(serve.stderr()).toMatch(/skipped .*bad-type\.md: requires\.0\.type: unknown resource type/);
      expect(serve.stderr()).toMatch(/offering 1 task\(s\) from .*serve-tasks; 2 file\(s\) skipped/);
    } finally {
      await serve.stop();
    }
  }, 120_000);
});
