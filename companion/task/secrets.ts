import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A secret the task needs but the environment does not provide. */
export class SecretError extends Error {
  override name = 'SecretError';
  readonly code = 'secret-missing';
  constructor(readonly secret: string, message: string) {
    super(message);
  }
}

const resolved = new Map<string, string>();

/**
 * The value of `${secret:name}`, resolved at execution time only: from `ACA_SECRET_<NAME>` (upper case, `.` and
 * `-` as `_`), else from the secrets file (`ACA_SECRETS_FILE`, default `~/.aca/secrets.json`, a JSON object of
 * name → value), else, when `ACA_SECRETS=generate` (emulator runs and tests), a random password that meets the
 * ECS rules. The same name gives the same value for the life of the process. Values never appear in messages.
 */
export function resolveSecret(name: string): string {
  const cached = resolved.get(name);
  if (cached !== undefined) return cached;
  const envName = `ACA_SECRET_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const fromEnv = process.env[envName];
  const file = process.env.ACA_SECRETS_FILE ?? path.join(os.homedir(), '.aca', 'secrets.json');
  const value = fromEnv || readSecretsFile(file)[name] || (process.env.ACA_SECRETS === 'generate' ? generatePassword() : undefined);
  if (!value) {
    throw new SecretError(
      name,
      `secret "${name}" is not set: export ${envName}, or add "${name}" to ${file} (a JSON object of name → value), ` +
        'or set ACA_SECRETS=generate to use a random password (emulator only)',
    );
  }
  resolved.set(name, value);
  return value;
}

/** Every secret value resolved so far, for scrubbing logs, reports and exports. */
export function secretValues(): string[] {
  return [...resolved.values()];
}

/** Replaces every resolved secret value in `text` by its `<secret:name>` placeholder. */
export function scrubSecrets(text: string): string {
  let out = text;
  // Longest first, so a value that contains another is replaced whole.
  for (const [name, value] of [...resolved].sort((a, b) => b[1].length - a[1].length)) {
    if (value) out = out.split(value).join(`<secret:${name}>`);
  }
  return out;
}

/** Forgets resolved secrets (tests). */
export function clearSecrets(): void {
  resolved.clear();
  fileCache.clear();
}

const fileCache = new Map<string, Record<string, string>>();

function readSecretsFile(file: string): Record<string, string> {
  const cached = fileCache.get(file);
  if (cached) return cached;
  let values: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        values = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
      }
    } catch {
      // Say where, never what: the file holds secrets.
      throw new SecretError('', `secrets file ${file} is not a JSON object of name → value`);
    }
  }
  fileCache.set(file, values);
  return values;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#%*-_+=';

/** 16 characters with upper, lower, digits and specials: valid for ECS logon passwords (8–30, three classes). */
export function generatePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL), ...Array.from({ length: 12 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
