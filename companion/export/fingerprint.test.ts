import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, readFingerprints, writeFingerprints } from '../report/fingerprint';
import { guardSecrets, scanFile, SecretLeakError } from './secrets';

const SECRET = 'Kx9aT2mQ7vL4pR8sW1zY5bN3cD6fG0';
const PASSWORD = 'Doc#Pass"word<1>';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
  await writeFingerprints(dir, [SECRET, PASSWORD]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, text: string): Promise<string> {
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

describe('secrets.fingerprint.json', () => {
  it('holds lengths and hashes, never a value', async () => {
    const text = await readFile(join(dir, FINGERPRINT_FILE), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('Pass');
    const fp = (await readFingerprints(dir))!;
    expect(fp.secrets.map((s) => s.length)).toContain(SECRET.length);
    // The password's JSON-escaped, URL-encoded and HTML-escaped forms are different strings, fingerprinted too.
    expect(fp.secrets.length).toBe(1 + 4);
  });

  it('adds to an existing file under the same salt', async () => {
    const other = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    await writeFingerprints(other, [SECRET]);
    const first = (await readFingerprints(other))!;
    await writeFingerprints(other, [PASSWORD]);
    const both = (await readFingerprints(other))!;
    expect(both.salt).toBe(first.salt);
    expect(both.secrets.length).toBe(5);
    await rm(other, { recursive: true, force: true });
  });

  it('says what is wrong with a damaged file', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    await writeFile(join(bad, FINGERPRINT_FILE), '{"version":1,"salt":"xyz","secrets":[]}');
    await expect(readFingerprints(bad)).rejects.toThrow(/secrets\.fingerprint\.json is not a valid fingerprint file/);
    await rm(bad, { recursive: true, force: true });
  });
});

describe('scanFile', () => {
  it('finds a secret, as is and JSON-escaped, and nothing in a clean file', async () => {
    const fp = (await readFingerprints(dir))!;
    expect(await scanFile(await file('hit.jsonl', `{"text":"key ${SECRET} here"}\n`), fp)).toBe(true);
    expect(await scanFile(await file('escaped.jsonl', `${JSON.stringify({ text: `pw ${PASSWORD}` })}\n`), fp)).toBe(true);
    expect(await scanFile(await file('miss.jsonl', `{"text":"key ${SECRET.slice(0, -1)}X here, ******"}\n`), fp)).toBe(false);
  });

  it('finds a secret that straddles two chunks, wherever the cut falls', async () => {
    const fp = (await readFingerprints(dir))!;
    const chunk = 64;
    for (let cut = 1; cut < SECRET.length; cut++) {
      const path = await file(`cut-${cut}.txt`, `${'a'.repeat(chunk - cut)}${SECRET}${'b'.repeat(100)}`);
      expect(await scanFile(path, fp, chunk), `cut after ${cut} bytes`).toBe(true);
    }
    expect(await scanFile(await file('long-miss.txt', 'x'.repeat(10 * chunk)), fp, chunk)).toBe(false);
  });

  it('fails the export: every file deleted, the file named, the value never printed', async () => {
    const fp = (await readFingerprints(dir))!;
    const out = await mkdtemp(join(tmpdir(), 'aca-fingerprint-out-'));
    await writeFile(join(out, 'clean.json'), '{}');
    await writeFile(join(out, 'leak.jsonl'), `{"a":"${SECRET}"}`);
    const error = await guardSecrets(out, ['clean.json', 'leak.jsonl'], [], fp).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretLeakError);
    expect((error as Error).message).toContain(join(out, 'leak.jsonl'));
    expect((error as Error).message).not.toContain(SECRET);
    await expect(readFile(join(out, 'clean.json'))).rejects.toThrow();
    await rm(out, { recursive: true, force: true });
  });
});
