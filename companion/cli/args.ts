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

/** A flag's positive integer value, or `fallback` when it was not given. */
export function positiveInt(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new CliError('bad-arguments', `${flag} must be a positive integer, got "${text}"`);
  return n;
}

export interface EmulatorArg {
  url: string;
  adminToken: string;
}

/** `--emulator URL` with its admin token (`--admin-token T` or ACA_EMULATOR_TOKEN); undefined without --emulator. */
export function emulatorArg(values: { emulator?: string; 'admin-token'?: string }): EmulatorArg | undefined {
  if (!values.emulator) return undefined;
  const adminToken = values['admin-token'] ?? process.env.ACA_EMULATOR_TOKEN;
  if (!adminToken) throw new CliError('bad-arguments', `--emulator ${values.emulator} needs the emulator's admin token: --admin-token T or ACA_EMULATOR_TOKEN (aca emulator prints it)`);
  return { url: values.emulator.replace(/\/$/, ''), adminToken };
}
