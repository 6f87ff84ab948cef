/**
 * `secrets.fingerprint.json`: what `aca export` needs to find the run's secrets in its files without the run
 * ever storing them. Per secret form (as is, JSON-escaped, URL-encoded, HTML-escaped): its byte length, a 32-bit
 * Rabin–Karp rolling hash (cheap to slide over a file) and a salted SHA-256 (to confirm a candidate).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeHtml } from './escape';
import { writeFileAtomic } from './files';

export const FINGERPRINT_FILE = 'secrets.fingerprint.json';

/** The rolling hash's multiplier (odd, so every byte position matters modulo 2^32). */
export const ROLLING_BASE = 0x01000193;

export const FingerprintFileSchema = z.object({
  version: z.literal(1),
  /** Hex; random per run folder. */
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  secrets: z.array(z.object({ length: z.number().int().positive(), rolling: z.number().int().min(0).max(0xffffffff), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type FingerprintFile = z.infer<typeof FingerprintFileSchema>;
export type SecretFingerprint = FingerprintFile['secrets'][number];

/** Rabin–Karp hash of `bytes[start, start+length)`: Σ b·B^(n-1-i) mod 2^32. */
export function rollingHash(bytes: Uint8Array, start = 0, length = bytes.length): number {
  let h = 0;
  for (let i = start; i < start + length; i++) h = (Math.imul(h, ROLLING_BASE) + bytes[i]) >>> 0;
  return h;
}

export const saltedSha256 = (salt: string, bytes: Uint8Array): string =>
  createHash('sha256').update(Buffer.from(salt, 'hex')).update(bytes).digest('hex');

/** The forms a secret takes in our text files (the scrubber masks more; these are the ones worth scanning for). */
function forms(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret), escapeHtml(secret)])];
}

export function fingerprint(secrets: readonly string[], salt: string): SecretFingerprint[] {
  const out = new Map<string, SecretFingerprint>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of forms(secret)) {
      const bytes = Buffer.from(form, 'utf8');
      const sha256 = saltedSha256(salt, bytes);
      out.set(sha256, { length: bytes.length, rolling: rollingHash(bytes), sha256 });
    }
  }
  return [...out.values()];
}

export async function readFingerprints(dir: string): Promise<FingerprintFile | undefined> {
  const path = join(dir, FINGERPRINT_FILE);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = FingerprintFileSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${path} is not a valid fingerprint file (${parsed.error.issues[0]?.message ?? 'not JSON'}); delete it or rerun`);
  return parsed.data;
}

/** Writes (or adds to) the run folder's fingerprint file; the values themselves are never written. */
export async function writeFingerprints(dir: string, secrets: readonly string[]): Promise<string> {
  const existing = await readFingerprints(dir);
  const salt = existing?.salt ?? randomBytes(16).toString('hex');
  const merged = new Map((existing?.secrets ?? []).map((s) => [s.sha256, s]));
  for (const s of fingerprint(secrets, salt)) merged.set(s.sha256, s);
  const file: FingerprintFile = { version: 1, salt, secrets: [...merged.values()] };
  return writeFileAtomic(dir, FINGERPRINT_FILE, `${JSON.stringify(file, null, 2)}\n`);
}
