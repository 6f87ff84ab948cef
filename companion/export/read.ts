import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { formatIssues, TrajectoryRecordSchema, type TrajectoryRecord } from '../../protocol';
import { CliError } from '../cli/errors';
import { TRAJECTORIES_FILE } from '../report/trajectory';

export interface ExportSource {
  /** The run folder screenshot paths are relative to. */
  runDir: string;
  file: string;
  records: TrajectoryRecord[];
}

/** Reads a run folder's trajectories.jsonl (or the file itself), validating every line. */
export async function readSource(input: string): Promise<ExportSource> {
  const info = await stat(input).catch(() => undefined);
  if (!info) throw new CliError('missing-input', `no such file or folder: ${input}`);
  const file = info.isDirectory() ? join(input, TRAJECTORIES_FILE) : input;
  const text = await readFile(file, 'utf8').catch(() => {
    throw new CliError('missing-input', `no ${basename(file)} in ${input} (give a run folder or a trajectories.jsonl)`);
  });
  const records: TrajectoryRecord[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new CliError('bad-trajectory', `${file} line ${i + 1}: not JSON (${(error as Error).message})`);
    }
    const parsed = TrajectoryRecordSchema.safeParse(json);
    if (!parsed.success) throw new CliError('bad-trajectory', `${file}:\n${formatIssues(parsed.error, `line ${i + 1}`)}`);
    records.push(parsed.data);
  });
  return { runDir: dirname(file), file, records };
}
