/**
 * `aca export <run-dir|trajectories.jsonl> --format swift|sharegpt [--form step|trajectory]
 *   [--model qwen3-vl|qwen2.5-vl] [--out DIR] [--only-success] [--secret-file F]`
 * Exits 0 when written; 1 when a secret value reached an output (all outputs are deleted); 2 on bad input.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportDataset, type ExportOptions, type Format } from '../export';
import type { Form, ModelFamily } from '../export/samples';
import { loadSecrets, SecretLeakError } from '../export/secrets';
import { CliError } from './errors';

const FORMATS: readonly Format[] = ['swift', 'sharegpt'];
const FORMS: readonly Form[] = ['step', 'trajectory'];
const MODELS: readonly ModelFamily[] = ['qwen3-vl', 'qwen2.5-vl'];

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback?: T): T {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new CliError('bad-arguments', `${flag} is required: ${allowed.join(' or ')}`);
  }
  if (!(allowed as readonly string[]).includes(value)) {
    throw new CliError('bad-arguments', `unknown ${flag} "${value}": use ${allowed.join(' or ')}`);
  }
  return value as T;
}

export async function parseExportArgs(argv: string[]): Promise<ExportOptions> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        form: { type: 'string' },
        model: { type: 'string' },
        out: { type: 'string' },
        'only-success': { type: 'boolean' },
        'secret-file': { type: 'string' },
      },
    });
  } catch (error) {
    throw new CliError('bad-arguments', (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new CliError('bad-arguments', 'give one run folder or trajectories.jsonl, e.g. aca export runs/<run> --format swift');
  return {
    input: positionals[0],
    format: oneOf(values.format, FORMATS, '--format'),
    form: oneOf(values.form, FORMS, '--form', 'step'),
    model: oneOf(values.model, MODELS, '--model', 'qwen3-vl'),
    out: resolve(values.out ?? 'export'),
    onlySuccess: values['only-success'] ?? false,
    secrets: await loadSecrets(values['secret-file']),
  };
}

export async function runExport(argv: string[]): Promise<number> {
  const opts = await parseExportArgs(argv);
  try {
    const result = await exportDataset({ ...opts, log: (line) => process.stderr.write(`${line}\n`) });
    process.stderr.write(
      `exported ${result.samples} sample(s) from ${result.episodes} episode(s), ${result.images} image(s): ${opts.out}/${result.file}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SecretLeakError) {
      process.stderr.write(`\n!!! aca export: ${error.message}\n\n`);
      return 1;
    }
    throw error;
  }
}

export const command = {
  summary: 'export trajectories as SFT data',
  usage: 'aca export <run-dir|trajectories.jsonl> --format swift|sharegpt [--form step|trajectory] [--model qwen3-vl|qwen2.5-vl] [--out DIR] [--only-success] [--secret-file F]',
  run: runExport,
};
