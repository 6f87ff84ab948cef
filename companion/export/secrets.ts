import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { CliError } from '../cli/errors';
import { ROLLING_BASE, rollingHash, type Fingerprints } from '../report/fingerprint';

export { readFingerprints as loadFingerprints } from '../report/fingerprint';

/** A secret reached an exported file; the export was deleted. Exits 1, names the file, never the value. */
export class SecretLeakError extends Error {
  constructor(readonly file: string) {
    super(`SECRET LEAK: a secret value appears in ${file}; every exported file was deleted. Check the input and the scrubbing.`);
    this.name = 'SecretLeakError';
  }
}

/** Values of ACA_SECRET_* variables, plus a JSON list of strings from --secret-file. */
export async function loadSecrets(secretFile: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const secrets = Object.entries(env)
    .filter(([k, v]) => k.startsWith('ACA_SECRET_') && v)
    .map(([, v]) => v as string);
  if (secretFile) {
    const text = await readFile(secretFile, 'utf8').catch(() => {
      throw new CliError('missing-input', `no such secret file: ${secretFile}`);
    });
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      list = undefined;
    }
    if (!Array.isArray(list) || !list.every((s) => typeof s === 'string')) {
      throw new CliError('bad-secret-file', `${secretFile} must be a JSON list of strings`);
    }
    secrets.push(...(list as string[]));
  }
  return secrets.filter((s) => s.length > 0);
}

/** Binary files: their bytes are compressed pixels, where a text secret cannot be found (screenshots are masked). */
const BINARY = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif']);

/**
 * Scans every written file for each secret value (text and images alike, as bytes) and every text file for the
 * input run's fingerprinted secrets; on a hit deletes all of them and throws SecretLeakError naming the file.
 */
export async function guardSecrets(outDir: string, files: readonly string[], secrets: readonly string[], fingerprints?: Fingerprints): Promise<void> {
  const needles = secrets.map((s) => Buffer.from(s, 'utf8'));
  const hashed = fingerprints?.windows.length ? fingerprints : undefined;
  if (!needles.length && !hashed) return;
  for (const file of files) {
    const path = join(outDir, file);
    const plain = needles.length > 0 && includesAny(await readFile(path), needles);
    if (plain || (hashed && !BINARY.has(extname(file).toLowerCase()) && (await scanFile(path, hashed)))) {
      await Promise.all(files.map((f) => rm(join(outDir, f), { force: true })));
      throw new SecretLeakError(path);
    }
  }
}

/**
 * Slides a Rabin–Karp window of each fingerprinted length over the file, read in chunks; a window whose hash
 * matches is confirmed by its keyed digest. The last `longest - 1` bytes of a chunk are carried into the
 * next, so a secret that straddles two chunks is found.
 */
export async function scanFile(path: string, fingerprints: Fingerprints, chunkSize = 1 << 20): Promise<boolean> {
  const byLength = new Map<number, Map<number, Set<string>>>();
  for (const s of fingerprints.windows) {
    const hashes = byLength.get(s.length) ?? byLength.set(s.length, new Map()).get(s.length)!;
    (hashes.get(s.rolling) ?? hashes.set(s.rolling, new Set()).get(s.rolling)!).add(s.digest);
  }
  const longest = Math.max(...byLength.keys());
  const filters = new Map([...byLength].map(([len, hashes]) => {
    const filter = new Uint8Array(1 << 16);
    for (const h of hashes.keys()) filter[h & 0xffff] = 1;
    return [len, filter];
  }));
  // B^(L-1) mod 2^32 per length: the weight of the byte leaving the window.
  const top = new Map([...byLength.keys()].map((len) => [len, pow(ROLLING_BASE, len - 1)]));
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: chunkSize })) {
    const data = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    for (const [len, hashes] of byLength) {
      // Windows that end in the new chunk; those ending in the carry were seen with the previous chunk.
      const firstEnd = Math.max(len, carry.length + 1);
      if (firstEnd > data.length) continue;
      let start = firstEnd - len;
      let h = rollingHash(data, start, len);
      const weight = top.get(len)!;
      const seen = filters.get(len)!;
      for (;;) {
        // The low 16 bits first, in a typed array: a Map lookup per byte would be most of the scan's time.
        if (seen[h & 0xffff] && hashes.get(h)?.has(fingerprints.digest(data.subarray(start, start + len)))) return true;
        if (start + len >= data.length) break;
        h = (Math.imul((h - Math.imul(data[start], weight)) >>> 0, ROLLING_BASE) + data[start + len]) >>> 0;
        start++;
      }
    }
    carry = data.subarray(Math.max(0, data.length - (longest - 1)));
  }
  return false;
}

const includesAny = (data: Buffer, needles: Buffer[]) => needles.some((n) => data.includes(n));

function pow(base: number, exp: number): number {
  let r = 1;
  for (let i = 0; i < exp; i++) r = Math.imul(r, base) >>> 0;
  return r;
}
