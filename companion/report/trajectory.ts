import { appendFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatIssues, TrajectoryRecordSchema, type TrajectoryRecord } from '../../protocol';
import { InvalidTrajectoryError, WriterClosedError } from './errors';
import { scrubbedJson } from './json';
import type { ScrubOptions } from './scrub';

export const TRAJECTORIES_FILE = 'trajectories.jsonl';

export interface TrajectoryWriter {
  readonly path: string;
  /** Validates the record, masks secrets and appends it as one line; resolves when it is on disk. */
  append(record: TrajectoryRecord): Promise<void>;
  /** Waits for pending appends; later appends fail. */
  close(): Promise<void>;
}

/**
 * Appends episodes to `<dir>/trajectories.jsonl` as they finish. Appends are queued, so parallel episodes
 * never interleave their lines; a failed append rejects its own promise and does not stop the queue.
 */
export function createTrajectoryWriter(dir: string, opts: ScrubOptions = { secrets: [] }): TrajectoryWriter {
  const path = join(dir, TRAJECTORIES_FILE);
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  return {
    path,
    append(record) {
      if (closed) return Promise.reject(new WriterClosedError(path));
      const parsed = TrajectoryRecordSchema.safeParse(record);
      if (!parsed.success) return Promise.reject(new InvalidTrajectoryError(formatIssues(parsed.error)));
      let line: string;
      try {
        line = `${scrubbedJson(parsed.data, opts, TRAJECTORIES_FILE)}\n`;
      } catch (error) {
        return Promise.reject(error);
      }
      const written = queue.then(() => appendFile(path, line, 'utf8'));
      queue = written.catch(() => undefined);
      return written;
    },
    async close() {
      closed = true;
      await queue;
    },
  };
}

/**
 * The episodes written so far, e.g. to draw their timelines in report.html at the end of the run. Secrets
 * were masked when they were written. A missing file means no episodes.
 */
export async function readTrajectories(dir: string): Promise<TrajectoryRecord[]> {
  const text = await readFile(join(dir, TRAJECTORIES_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const parsed = TrajectoryRecordSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new InvalidTrajectoryError(formatIssues(parsed.error, `line ${i + 1}`));
      return parsed.data;
    });
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * Saves one turn's screenshot as `screenshots/<episode>-<index>.<ext>` and returns that path relative to the
 * run folder (what trajectory records and evidence refer to). The episode id is reduced to file-safe
 * characters so it cannot point outside the folder.
 */
const fileId = (episodeId: string) => episodeId.replace(/[^\w.-]/g, '_').replace(/^\.+/, '_') || 'episode';

/**
 * Deletes an episode's screenshots (a killed attempt's, before its episode runs again: they belong to no
 * trajectory and would only be exported by mistake). Returns how many were deleted.
 */
export async function removeScreenshots(dir: string, episodeId: string): Promise<number> {
  const prefix = `${fileId(episodeId)}-`;
  const files = (await readdir(join(dir, 'screenshots')).catch(() => [] as string[])).filter((f) => f.startsWith(prefix) && /^\d{3,}\.\w+$/.test(f.slice(prefix.length)));
  await Promise.all(files.map((f) => rm(join(dir, 'screenshots', f), { force: true })));
  return files.length;
}

export async function saveScreenshot(
  dir: string,
  episodeId: string,
  index: number,
  data: Buffer,
  mime: keyof typeof EXTENSIONS,
): Promise<string> {
  const safeId = fileId(episodeId);
  const rel = `screenshots/${safeId}-${String(index).padStart(3, '0')}.${EXTENSIONS[mime]}`;
  await mkdir(join(dir, 'screenshots'), { recursive: true });
  await writeFile(join(dir, rel), data);
  return rel;
}
