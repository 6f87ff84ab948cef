/**
 * `aca compare <earlier batch dir> <later batch dir> [--seed S]`: the paired comparison of two batch runs on the
 * tasks they share: pass@1 of each, the difference (later − earlier) with its clustered bootstrap 95% interval.
 * Prints one JSON line and writes `comparison.html` (the later run's dashboard with the comparison) into the later
 * run's folder. Exits 2 when a folder holds no batch results.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderDashboard } from '../batch/dashboard';
import { BATCH_FILES } from '../batch/outputs';
import { compareRuns, summarize } from '../batch/stats';
import { validateRows, type EpisodeRow } from '../batch/types';
import { parseCommandArgs } from './args';
import { CliError } from './errors';

async function rowsOf(dir: string): Promise<EpisodeRow[]> {
  const file = join(dir, BATCH_FILES.episodes);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new CliError('bad-arguments', `${dir} holds no batch results (no ${BATCH_FILES.episodes}): give the folders aca batch wrote`);
  });
  const rows = text.split('\n').filter(Boolean).map((line, i) => {
    try {
      return JSON.parse(line) as EpisodeRow;
    } catch {
      throw new CliError('bad-arguments', `${file}:${i + 1}: not a JSON line`);
    }
  });
  try {
    return [...validateRows(rows)];
  } catch (error) {
    throw new CliError('bad-arguments', `${file}: ${(error as Error).message}`);
  }
}

export async function compare(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { seed: { type: 'string' } });
  if (positionals.length !== 2) throw new CliError('bad-arguments', 'give two batch folders: aca compare <earlier> <later>');
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new CliError('bad-arguments', `--seed must be a whole number, got "${values.seed}"`);
  const [earlier, later] = await Promise.all(positionals.map(rowsOf));
  const comparison = compareRuns(earlier, later, { seed });
  const html = renderDashboard(summarize(later, { k: [1], seed }), later, { title: `aca compare · ${positionals[1]} against ${positionals[0]}`, comparison });
  await writeFile(join(positionals[1], 'comparison.html'), html);
  process.stdout.write(`${JSON.stringify(comparison)}\n`);
  const d = comparison.difference;
  process.stderr.write(
    `${comparison.tasks} shared task(s): pass@1 ${comparison.a?.toFixed(3) ?? 'n/a'} → ${comparison.b?.toFixed(3) ?? 'n/a'}, difference ` +
      `${d.value === null ? 'n/a' : d.value.toFixed(3)}${d.ci95 ? ` [${d.ci95[0].toFixed(3)}, ${d.ci95[1].toFixed(3)}]` : ''}; ${join(positionals[1], 'comparison.html')}\n`,
  );
  return 0;
}

export const command = { summary: 'compare two batch runs', usage: 'aca compare <earlier batch dir> <later batch dir> [--seed S]', run: compare };
