import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from '@puppeteer/replay';
import type { TrajectoryRecord } from '../../protocol';
import { createScrubber } from '../report/scrub';
import { toRecorderFlow, type RecorderOptions } from './recorder';

export const RECORDINGS_DIR = 'recordings';

export interface RecordingsResult {
  /** Every file written, relative to the export folder. */
  files: string[];
  /** Steps left out per episode, with why. */
  skipped: { episodeId: string; index: number; reason: string }[];
}

/** `<task id>--<episode id>.json`, safe as a file name. */
export const recordingName = (record: TrajectoryRecord) => `${record.taskId}--${record.episodeId}`.replace(/[^\w.-]/g, '_') + '.json';

/**
 * Writes one Recorder flow per episode into `<out>/recordings/`. Each flow is checked with `@puppeteer/replay`'s
 * own `parse` before it is written; a flow it rejects is a bug here, so that throws (naming the episode).
 */
export async function writeRecordings(
  records: readonly TrajectoryRecord[],
  out: string,
  opts: RecorderOptions & { secrets: readonly string[] },
): Promise<RecordingsResult> {
  const scrub = createScrubber(opts.secrets);
  await mkdir(join(out, RECORDINGS_DIR), { recursive: true });
  const files: string[] = [];
  const skipped: RecordingsResult['skipped'] = [];
  for (const record of records) {
    const { flow, skipped: left } = toRecorderFlow(record, opts);
    const text = scrub(JSON.stringify(flow, null, 2));
    try {
      parse(JSON.parse(text));
    } catch (error) {
      throw new Error(`the Recorder flow of episode ${record.episodeId} (${record.taskId}) does not parse: ${(error as Error).message}`);
    }
    const file = join(RECORDINGS_DIR, recordingName(record));
    await writeFile(join(out, file), `${text}\n`, 'utf8');
    files.push(file);
    skipped.push(...left.map((s) => ({ episodeId: record.episodeId, ...s })));
  }
  return { files, skipped };
}
