import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from '../cli/errors';

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

/**
 * Scans every written file (text and images alike, as bytes) for each secret value; on a hit deletes all of
 * them and throws SecretLeakError naming the file.
 */
export async function guardSecrets(outDir: string, files: readonly string[], secrets: readonly string[]): Promise<void> {
  if (!secrets.length) return;
  const needles = secrets.map((s) => Buffer.from(s, 'utf8'));
  for (const file of files) {
    const data = await readFile(join(outDir, file));
    if (needles.some((n) => data.includes(n))) {
      await Promise.all(files.map((f) => rm(join(outDir, f), { force: true })));
      throw new SecretLeakError(join(outDir, file));
    }
  }
}
