/**
 * `secrets.fingerprint.json`: what `aca export` needs to find the run's secrets in its files without the run
 * ever storing them, and without telling anyone who reads a shared run folder anything about them.
 *
 * Everything in the file is keyed with the machine's fingerprint key (`$ACA_HOME/fingerprint.key`, default
 * `~/.aca`, 32 random bytes, mode 0600, created on first use; it never lands in a run folder). Per secret form
 * (as is, JSON-escaped, URL-encoded, HTML-escaped) the file holds:
 *  - `mac`: HMAC-SHA256 under the key of the file's random salt and the form (to confirm a candidate, and to
 *    merge entries; the salt keeps two run folders with the same secret from having the same entries);
 *  - `window`: the form's byte length and its 32-bit Rabin–Karp rolling hash (what the scan slides over a file),
 *    sealed with AES-256-GCM under a key derived from the same key. Every entry has the same size.
 * Without the key the file shows how many forms there are and nothing else: no length, no unkeyed hash, nothing
 * against which a guessed password could be checked. With it (`aca export` on the machine that ran the episodes)
 * the scan works as before. Version 1 files (salted SHA-256 and plain lengths) are still read, never written.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { acaHome } from '../serve/pairing';
import { escapeHtml } from './escape';
import { writeFileAtomic } from './files';

export const FINGERPRINT_FILE = 'secrets.fingerprint.json';
export const KEY_FILE = 'fingerprint.key';

/** The rolling hash's multiplier (odd, so every byte position matters modulo 2^32). */
export const ROLLING_BASE = 0x01000193;

const EntrySchema = z.object({ mac: z.string().regex(/^[0-9a-f]{64}$/), window: z.string().regex(/^[\w-]{48}$/) });
const V2Schema = z.object({
  version: z.literal(2),
  /** Which key wrote the file (a keyed digest of the key, not the key). */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  /** Hex; random per run folder. */
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  secrets: z.array(EntrySchema),
});
/** The format before keyed hashes: read so that older run folders still export. */
const V1Schema = z.object({
  version: z.literal(1),
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  secrets: z.array(z.object({ length: z.number().int().positive(), rolling: z.number().int().min(0).max(0xffffffff), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export const FingerprintFileSchema = z.discriminatedUnion('version', [V2Schema, V1Schema]);
export type FingerprintFile = z.infer<typeof FingerprintFileSchema>;

/** The file opened with its key: what the scan needs. */
export interface Fingerprints {
  windows: { length: number; rolling: number; digest: string }[];
  /** The digest of a candidate window, comparable to `windows[].digest`. */
  digest(bytes: Uint8Array): string;
}

/** The file was written with a key this machine does not have. */
export class FingerprintKeyError extends Error {
  readonly code = 'fingerprint-key';
  constructor(path: string, keyFile: string) {
    super(`${path} was written with another fingerprint key than ${keyFile}: export on the machine that ran the episodes, or copy its ${KEY_FILE} to ${keyFile}`);
    this.name = 'FingerprintKeyError';
  }
}

/** Rabin–Karp hash of `bytes[start, start+length)`: Σ b·B^(n-1-i) mod 2^32. */
export function rollingHash(bytes: Uint8Array, start = 0, length = bytes.length): number {
  let h = 0;
  for (let i = start; i < start + length; i++) h = (Math.imul(h, ROLLING_BASE) + bytes[i]) >>> 0;
  return h;
}

export const defaultKeyFile = (): string => join(acaHome(), KEY_FILE);

interface Keys {
  mac: Buffer;
  seal: Buffer;
  id: string;
}

/** The machine's fingerprint key (created with mode 0600 on first use), and the keys derived from it. */
export async function loadKey(keyFile = defaultKeyFile(), create = true): Promise<Keys | null> {
  let hex = await readFile(keyFile, 'utf8').then((t) => t.trim(), () => null);
  if (hex === null || !/^[0-9a-f]{64}$/.test(hex)) {
    if (!create) return null;
    await mkdir(dirname(keyFile), { recursive: true, mode: 0o700 });
    hex = randomBytes(32).toString('hex');
    await writeFile(keyFile, `${hex}\n`, { mode: 0o600 });
  }
  await chmod(keyFile, 0o600);
  const master = Buffer.from(hex, 'hex');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `aca secrets fingerprint ${info}`, 32));
  return { mac: derive('mac'), seal: derive('seal'), id: derive('key id').subarray(0, 8).toString('hex') };
}

/** The forms a secret takes in our text files (the scrubber masks more; these are the ones worth scanning for). */
function forms(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret), escapeHtml(secret)])];
}

const hmac = (key: Buffer, salt: string, bytes: Uint8Array) => createHmac('sha256', key).update(Buffer.from(salt, 'hex')).update(bytes).digest('hex');

function seal(key: Buffer, length: number, rolling: number): string {
  const plain = Buffer.alloc(8);
  plain.writeUInt32BE(length, 0);
  plain.writeUInt32BE(rolling, 4);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function unseal(key: Buffer, window: string): { length: number; rolling: number } {
  const raw = Buffer.from(window, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(20));
  const plain = Buffer.concat([decipher.update(raw.subarray(12, 20)), decipher.final()]);
  return { length: plain.readUInt32BE(0), rolling: plain.readUInt32BE(4) };
}

async function readStored(path: string): Promise<FingerprintFile | undefined> {
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

/** The run folder's fingerprints, opened with the machine's key; undefined when the folder has none. */
export async function readFingerprints(dir: string, keyFile = defaultKeyFile()): Promise<Fingerprints | undefined> {
  const path = join(dir, FINGERPRINT_FILE);
  const file = await readStored(path);
  if (!file) return undefined;
  if (file.version === 1) {
    const salt = Buffer.from(file.salt, 'hex');
    return {
      windows: file.secrets.map((s) => ({ length: s.length, rolling: s.rolling, digest: s.sha256 })),
      digest: (bytes) => createHash('sha256').update(salt).update(bytes).digest('hex'),
    };
  }
  const keys = await loadKey(keyFile, false);
  if (!keys || keys.id !== file.keyId) throw new FingerprintKeyError(path, keyFile);
  return { windows: file.secrets.map((s) => ({ ...unseal(keys.seal, s.window), digest: s.mac })), digest: (bytes) => hmac(keys.mac, file.salt, bytes) };
}

/** Writes (or adds to) the run folder's fingerprint file; the values themselves are never written. */
export async function writeFingerprints(dir: string, secrets: readonly string[], keyFile = defaultKeyFile()): Promise<string> {
  const keys = (await loadKey(keyFile))!;
  const existing = await readStored(join(dir, FINGERPRINT_FILE));
  // A file of another key (or of version 1) cannot be added to: it is replaced by one of the secrets at hand.
  const same = existing?.version === 2 && existing.keyId === keys.id ? existing : null;
  const salt = same?.salt ?? randomBytes(16).toString('hex');
  const merged = new Map((same?.secrets ?? []).map((s) => [s.mac, s]));
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of forms(secret)) {
      const bytes = Buffer.from(form, 'utf8');
      const mac = hmac(keys.mac, salt, bytes);
      if (!merged.has(mac)) merged.set(mac, { mac, window: seal(keys.seal, bytes.length, rollingHash(bytes)) });
    }
  }
  const file: FingerprintFile = { version: 2, keyId: keys.id, salt, secrets: [...merged.values()] };
  return writeFileAtomic(dir, FINGERPRINT_FILE, `${JSON.stringify(file, null, 2)}\n`);
}
