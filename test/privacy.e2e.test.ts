/**
 * Secrets never leave: a run on the emulator that shows an AccessKey secret (RAM console) and types a password
 * (ECS purchase page), exported as training data. Neither value is in any file of the run or the export, nor
 * readable by OCR in the screenshots that showed them; and a leak planted in the run fails the export.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzyContains } from '../companion/privacy/match';
import { readLines } from '../companion/privacy/ocr';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import type { TrajectoryRecord } from '../protocol';
import { runAca } from './helpers';

let em: RunningEmulator;
let tmp: string;
let runDir: string;
const password = `Doc#${randomBytes(6).toString('hex')}Pw`;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function control<T>(path: string): Promise<T> {
  const res = await fetch(`${em.url}${path}`, { headers: { authorization: `Bearer ${em.adminToken}` } });
  return (await res.json()) as T;
}

/** Every AccessKey secret of every account the run used, the one the RAM page showed included (teardown deleted it). */
async function accessKeySecrets(): Promise<string[]> {
  const accounts = await control<{ accountId: string }[]>('/__emulator/accounts');
  const keys = await Promise.all(accounts.map((a) => control<{ accessKeySecret: string }[]>(`/__emulator/accounts/${a.accountId}/access-keys?deleted=include`)));
  return keys.flat().map((k) => k.accessKeySecret);
}

const readRecords = async (dir: string): Promise<TrajectoryRecord[]> =>
  (await readFile(join(dir, 'trajectories.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as TrajectoryRecord);

beforeAll(async () => {
  em = await startEmulator({ port: 0, eventDelayMs: 0 });
  tmp = await mkdtemp(join(tmpdir(), 'aca-privacy-'));
  const run = await runAca(
    ['verify', 'tasks/ram/create-accesskey.md', 'tasks/ecs/create-instance.md', '--emulator', em.url, '--admin-token', em.adminToken, '--screenshots', '--out', join(tmp, 'runs')],
    { env: { ACA_SECRET_ECS_PASSWORD: password }, timeoutMs: 300_000 },
  );
  expect(run.code, run.stderr).toBe(0);
  // Both episodes must reach the pages that show the secrets, or the checks below would prove nothing.
  expect(run.stdout, run.stderr).toContain('2 tasks: 2 verified');
  const [stamp] = await readdir(join(tmp, 'runs'));
  runDir = join(tmp, 'runs', stamp);
}, 320_000);

afterAll(async () => {
  await em?.close();
  if (!process.env.KEEP) await rm(tmp, { recursive: true, force: true });
  else console.log("kept", tmp);
});

describe('a run that shows an AccessKey secret and types a password', () => {
  it('exports cleanly, and no file of the run or the export holds either value', async () => {
    const secrets = await accessKeySecrets();
    // The account's own key and the one created on the RAM page, at least.
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const out = join(tmp, 'export');
    const exported = await runAca(['export', runDir, '--format', 'swift', '--out', out], { timeoutMs: 120_000 });
    expect(exported.code, exported.stderr).toBe(0);

    const all = [...(await files(runDir)), ...(await files(out))];
    expect(all.some((f) => f.endsWith('secrets.fingerprint.json'))).toBe(true);
    for (const file of all) {
      const bytes = await readFile(file);
      for (const value of [password, JSON.stringify(password).slice(1, -1), encodeURIComponent(password), ...secrets]) {
        expect(bytes.includes(Buffer.from(value)), `${relative(tmp, file)} holds a secret`).toBe(false);
      }
    }
  });

  it('leaves no secret readable in the screenshots that showed one', async () => {
    const secrets = [password, ...(await accessKeySecrets())];
    const shown = (await readRecords(runDir)).flatMap((r) => r.steps.filter((s) => s.observation.text.includes('••••')).map((s) => s.observation.screenshot!));
    // The RAM dialog with the secret, and the purchase page with the password typed.
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const shot of shown) {
      const lines = (await readLines(await readFile(join(runDir, shot)))).map((l) => l.text.replace(/\s+/g, ''));
      expect(lines.length, shot).toBeGreaterThan(3);
      for (const secret of secrets) expect(lines.some((l) => fuzzyContains(l, secret, Math.floor(secret.length / 6))), shot).toBe(false);
    }
  });

  it('fails the export of a run where the password leaked, naming the file and not the value', async () => {
    const leaky = join(tmp, 'leaky');
    await cp(runDir, leaky, { recursive: true });
    const records = await readRecords(leaky);
    records[0].steps[0].observation.text += `\nnote: the password is ${password}`;
    await writeFile(join(leaky, 'trajectories.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const out = join(tmp, 'leaky-export');
    const exported = await runAca(['export', leaky, '--format', 'swift', '--out', out], { timeoutMs: 120_000 });
    expect(exported.code).toBe(1);
    expect(exported.stderr).toMatch(/SECRET LEAK: a secret value appears in .*swift-step\.jsonl/);
    expect(exported.stderr + exported.stdout).not.toContain(password);
    expect(await files(out)).toEqual([]);
  });
});
