import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, FingerprintKeyError, readFingerprints, rollingHash, writeFingerprints } from '../report/fingerprint';
import { guardSecrets, scanFile, SecretLeakError } from './secrets';

const SECRET = 'Kx9aT2mQ7vL4pR8sW1zY5bN3cD6fG0';
const PASSWORD = 'Doc#Pass"word<1>';
let dir: string;
/** The machine's fingerprint key, in a folder of the test's own (never the user's ~/.aca). */
let keyFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
  keyFile = join(await mkdtemp(join(tmpdir(), 'aca-home-')), 'fingerprint.key');
  await writeFingerprints(dir, [SECRET, PASSWORD], keyFile);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, text: string): Promise<string> {
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

describe('secrets.fingerprint.json', () => {
  it('holds keyed digests and sealed windows of one size: no value, no length, no unkeyed hash', async () => {
    const text = await readFile(join(dir, FINGERPRINT_FILE), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('Pass');
    const raw = JSON.parse(text);
    expect(Object.keys(raw).sort()).toEqual(['keyId', 'salt', 'secrets', 'version']);
    // The password's JSON-escaped, URL-encoded and HTML-escaped forms are different strings, fingerprinted too.
    expect(raw.secrets).toHaveLength(1 + 4);
    for (const entry of raw.secrets) {
      expect(Object.keys(entry).sort()).toEqual(['mac', 'window']);
      // Strings only (no length field of any name), the sealed windows all of one size.
      expect([typeof entry.mac, typeof entry.window]).toEqual(['string', 'string']);
      expect(entry.window).toHaveLength(48);
    }
    // The digests a guesser could compute without the key are not there.
    for (const form of [SECRET, PASSWORD]) {
      expect(text).not.toContain(createHash('sha256').update(form).digest('hex'));
      expect(text).not.toContain(createHash('sha256').update(Buffer.from(raw.salt, 'hex')).update(form).digest('hex'));
    }
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  it('opens with the machine key (lengths for the scan), and names the key a foreign file needs', async () => {
    const fp = (await readFingerprints(dir, keyFile))!;
    expect(fp.windows.map((w) => w.length)).toContain(SECRET.length);
    const elsewhere = join(await mkdtemp(join(tmpdir(), 'aca-home-')), 'fingerprint.key');
    await writeFingerprints(await mkdtemp(join(tmpdir(), 'aca-fingerprint-')), ['x'], elsewhere);
    const error = await readFingerprints(dir, elsewhere).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FingerprintKeyError);
    expect((error as Error).message).toContain(`copy its fingerprint.key to ${elsewhere}`);
  });

  it('adds to an existing file under the same salt', async () => {
    const other = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    await writeFingerprints(other, [SECRET], keyFile);
    const first = JSON.parse(await readFile(join(other, FINGERPRINT_FILE), 'utf8'));
    await writeFingerprints(other, [PASSWORD], keyFile);
    const both = JSON.parse(await readFile(join(other, FINGERPRINT_FILE), 'utf8'));
    expect(both.salt).toBe(first.salt);
    expect(both.secrets.length).toBe(5);
    // Another run folder with the same secret: other entries (its own salt), so folders cannot be linked.
    const third = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    await writeFingerprints(third, [SECRET], keyFile);
    expect(JSON.parse(await readFile(join(third, FINGERPRINT_FILE), 'utf8')).secrets[0].mac).not.toBe(first.secrets[0].mac);
    await rm(other, { recursive: true, force: true });
    await rm(third, { recursive: true, force: true });
  });

  it('says what is wrong with a damaged file', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    await writeFile(join(bad, FINGERPRINT_FILE), '{"version":2,"keyId":"xyz","salt":"00","secrets":[]}');
    await expect(readFingerprints(bad, keyFile)).rejects.toThrow(/secrets\.fingerprint\.json is not a valid fingerprint file/);
    await rm(bad, { recursive: true, force: true });
  });

  it('still reads a version 1 file of an older run folder', async () => {
    const old = await mkdtemp(join(tmpdir(), 'aca-fingerprint-'));
    const salt = '00112233445566778899aabbccddeeff';
    const bytes = Buffer.from(SECRET);
    const sha256 = createHash('sha256').update(Buffer.from(salt, 'hex')).update(bytes).digest('hex');
    await writeFile(join(old, FINGERPRINT_FILE), JSON.stringify({ version: 1, salt, secrets: [{ length: bytes.length, rolling: rollingHash(bytes), sha256 }] }));
    const fp = (await readFingerprints(old, keyFile))!;
    expect(await scanFile(await file('old-hit.txt', `a ${SECRET} b`), fp)).toBe(true);
    await rm(old, { recursive: true, force: true });
  });
});

describe('scanFile', () => {
  it('finds a secret, as is and JSON-escaped, and nothing in a clean file', async () => {
    const fp = (await readFingerprints(dir, keyFile))!;
    expect(await scanFile(await file('hit.jsonl', `{"text":"key ${SECRET} here"}\n`), fp)).toBe(true);
    expect(await scanFile(await file('escaped.jsonl', `${JSON.stringify({ text: `pw ${PASSWORD}` })}\n`), fp)).toBe(true);
    expect(await scanFile(await file('miss.jsonl', `{"text":"key ${SECRET.slice(0, -1)}X here, ******"}\n`), fp)).toBe(false);
  });

  it('finds a secret that straddles two chunks, wherever the cut falls', async () => {
    const fp = (await readFingerprints(dir, keyFile))!;
    const chunk = 64;
    for (let cut = 1; cut < SECRET.length; cut++) {
      const path = await file(`cut-${cut}.txt`, `${'a'.repeat(chunk - cut)}${SECRET}${'b'.repeat(100)}`);
      expect(await scanFile(path, fp, chunk), `cut after ${cut} bytes`).toBe(true);
    }
    expect(await scanFile(await file('long-miss.txt', 'x'.repeat(10 * chunk)), fp, chunk)).toBe(false);
  });

  it('fails the export: every file deleted, the file named, the value never printed', async () => {
    const fp = (await readFingerprints(dir, keyFile))!;
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
