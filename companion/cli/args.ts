/**
 * What every command's argument parsing shares: `parseArgs` whose complaints become usage errors (exit 2), counts
 * that must be positive integers, and the `--emulator URL --admin-token T` pair.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './errors';

type Options = NonNullable<ParseArgsConfig['options']>;

/** `parseArgs` (strict, positionals allowed) with its errors as usage errors. */
export function parseCommandArgs<O extends Options>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new CliError('bad-arguments', (error as Error).message);
  }
}

/** The most a count flag takes unless it says otherwise: more than anyone means, few enough to be harmless. */
export const MAX_COUNT = 10_000;

/**
 * A flag's positive integer value (digits only: `1e9` and `0x10` are not counts), at most `max`, or `fallback`
 * when it was not given.
 */
export function positiveInt(text: string | undefined, flag: string, fallback: number, max = MAX_COUNT): number {
  if (text === undefined) return fallback;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new CliError('bad-arguments', `${flag} must be a positive integer, got "${text}"`);
  if (n > max) throw new CliError('bad-arguments', `${flag} must be at most ${max}, got ${n}`);
  return n;
}

/**
 * How many episodes may run at once on one machine: each is a browser context of about 110 MB; past this the machine
 * thrashes long before the run is faster.
 */
export const MAX_PARALLEL = 64;

/** `--port N`: 0 (any free port) to 65535, digits only. */
export function portArg(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n > 65535) throw new CliError('bad-arguments', `--port must be 0-65535, got "${text}"`);
  return n;
}

export interface EmulatorArg {
  url: string;
  adminToken: string;
}

/** `--emulator URL` with its admin token (`--admin-token T` or ACA_EMULATOR_TOKEN); undefined without --emulator. */
export function emulatorArg(values: { emulator?: string; 'admin-token'?: string }): EmulatorArg | undefined {
  if (!values.emulator) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(values.emulator);
  } catch {
    // below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash) {
    throw new CliError('bad-arguments', `--emulator must be the emulator's URL as aca emulator prints it (http://127.0.0.1:PORT), got "${values.emulator}"`);
  }
  const adminToken = values['admin-token'] ?? process.env.ACA_EMULATOR_TOKEN;
  if (!adminToken) throw new CliError('bad-arguments', `--emulator ${values.emulator} needs the emulator's admin token: --admin-token T or ACA_EMULATOR_TOKEN (aca emulator prints it)`);
  return { url: values.emulator.replace(/\/$/, ''), adminToken };
}
