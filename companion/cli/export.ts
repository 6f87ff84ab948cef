/**
 * `aca export <run-dir|trajectories.jsonl> --format swift|sharegpt|recorder [--form step|trajectory]
 *   [--model qwen3-vl|qwen2.5-vl] [--out DIR] [--only-success] [--drop ISSUES | --flag ISSUES] [--origin URL]
 *   [--secret-file F]` (ISSUES: a comma list of no-change, repeat, failed)
 * Exits 0 when written; 1 when a secret value reached an output (all outputs are deleted); 2 on bad input.
 */
import { resolve } from 'node:path';
import { exportDataset, type ExportOptions, type Format } from '../export';
import { STEP_ISSUES, type StepIssue } from '../export/filters';
import type { Form, ModelFamily } from '../export/samples';
import { loadSecrets, SecretLeakError } from '../export/secrets';
import { parseCommandArgs } from './args';
import { CliError } from './errors';

const FORMATS: readonly Format[] = ['swift', 'sharegpt', 'recorder'];
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

/** `--drop no-change,repeat`: a comma list of step issues. */
function issues(value: string | undefined, flag: string): StepIssue[] {
  if (value === undefined) return [];
  const list = value.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !(STEP_ISSUES as readonly string[]).includes(s));
  if (bad.length || !list.length) {
    throw new CliError('bad-arguments', `${flag} "${value}": unknown issue ${bad.map((b) => `"${b}"`).join(', ')}; use a comma list of ${STEP_ISSUES.join(', ')}`);
  }
  return [...new Set(list)] as StepIssue[];
}

function originOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new CliError('bad-arguments', `--origin "${value}" is not an http(s) URL, e.g. http://127.0.0.1:8080`);
  return url.origin;
}

export async function parseExportArgs(argv: string[]): Promise<ExportOptions> {
  const parsed = parseCommandArgs(argv, {
    format: { type: 'string' },
    form: { type: 'string' },
    model: { type: 'string' },
    out: { type: 'string' },
    'only-success': { type: 'boolean' },
    drop: { type: 'string' },
    flag: { type: 'string' },
    origin: { type: 'string' },
    'secret-file': { type: 'string' },
  });
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new CliError('bad-arguments', 'give one run folder or trajectories.jsonl, e.g. aca export runs/<run> --format swift');
  const format = oneOf(values.format, FORMATS, '--format');
  const drop = issues(values.drop, '--drop');
  const flag = issues(values.flag, '--flag');
  const both = drop.filter((i) => flag.includes(i));
  if (both.length) throw new CliError('bad-arguments', `${both.join(', ')} is given to both --drop and --flag; choose one`);
  if (format === 'recorder' && (drop.length || flag.length)) {
    throw new CliError('bad-arguments', '--drop and --flag are for training data (swift, sharegpt); a recording keeps every step that worked');
  }
  if (format !== 'recorder' && values.origin !== undefined) throw new CliError('bad-arguments', '--origin is for --format recorder');
  return {
    input: positionals[0],
    format,
    form: oneOf(values.form, FORMS, '--form', 'step'),
    model: oneOf(values.model, MODELS, '--model', 'qwen3-vl'),
    out: resolve(values.out ?? 'export'),
    onlySuccess: values['only-success'] ?? false,
    drop,
    flag,
    origin: originOf(values.origin),
    secrets: await loadSecrets(values['secret-file']),
  };
}

export async function runExport(argv: string[]): Promise<number> {
  const opts = await parseExportArgs(argv);
  try {
    const result = await exportDataset({ ...opts, log: (line) => process.stderr.write(`${line}\n`) });
    const what = opts.format === 'recorder' ? `${result.episodes} recording(s)` : `${result.samples} sample(s) from ${result.episodes} episode(s), ${result.images} image(s)`;
    process.stderr.write(`exported ${what}: ${opts.out}/${result.file}\n`);
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
  summary: 'export trajectories as SFT data or Recorder flows',
  usage:
    'aca export <run-dir|trajectories.jsonl> --format swift|sharegpt|recorder [--form step|trajectory] [--model qwen3-vl|qwen2.5-vl] [--out DIR] [--only-success] [--drop|--flag no-change,repeat,failed] [--origin URL] [--secret-file F]',
  run: runExport,
};
