import type { TaskVerdict } from '../../protocol';
import { createScrubber, secretsOf, type SecretSource } from './scrub';
import { truncateWidth } from './width';

/** Where progress goes: stderr by default; a TTY gets one live line, anything else plain lines. */
export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Progress {
  start(taskId: string): void;
  /** `text` is what the task is doing, e.g. `step 2/5: Click **Stop** in the **Actions** column`. */
  step(taskId: string, text: string): void;
  done(taskId: string, verdict: TaskVerdict, seconds: number): void;
  fail(taskId: string, message: string): void;
}

export interface ProgressOptions {
  /** Secret values masked in every line (default none). */
  secrets?: SecretSource;
}

const MARKS = { verified: '✓', defective: '✗', inconclusive: '?' } satisfies Record<TaskVerdict, string>;

/**
 * Progress of a run: `[3/14] ecs/stop-instance · step 2/5: Click **Stop** …`. On a terminal the line is
 * redrawn in place (carriage return) and finished tasks stay above it; in CI logs every event is its own line.
 * Tasks are numbered in the order they start, so parallel tasks keep distinct numbers.
 */
export function createProgress(total: number, stream: ProgressStream = process.stderr, opts: ProgressOptions = {}): Progress {
  const numbers = new Map<string, number>();
  /** Last live line per running task; the newest is shown after a finished task prints its line. */
  const live = new Map<string, string>();
  let drawn = false;

  const label = (taskId: string) => {
    if (!numbers.has(taskId)) numbers.set(taskId, numbers.size + 1);
    return `[${numbers.get(taskId)}/${total}] ${taskId}`;
  };
  const oneLine = (text: string) => createScrubber(secretsOf(opts.secrets))(text.replace(/\s*\r?\n\s*/g, ' '));
  const fit = (line: string) => truncateWidth(line, Math.max(20, (stream.columns ?? 80) - 1));

  const show = (taskId: string, line: string) => {
    if (!stream.isTTY) {
      stream.write(`${line}\n`);
      return;
    }
    live.delete(taskId);
    live.set(taskId, line);
    stream.write(`\r\u001B[K${fit(line)}`);
    drawn = true;
  };
  const settle = (taskId: string, line: string) => {
    live.delete(taskId);
    if (!stream.isTTY) {
      stream.write(`${line}\n`);
      return;
    }
    stream.write(`${drawn ? '\r\u001B[K' : ''}${line}\n`);
    const newest = [...live.values()].pop();
    drawn = newest !== undefined;
    if (newest !== undefined) stream.write(fit(newest));
  };

  return {
    start: (taskId) => show(taskId, `${label(taskId)} · starting`),
    step: (taskId, text) => show(taskId, `${label(taskId)} · ${oneLine(text)}`),
    done: (taskId, verdict, seconds) => settle(taskId, `${MARKS[verdict]} ${label(taskId)} · ${verdict} in ${seconds.toFixed(1)}s`),
    fail: (taskId, message) => settle(taskId, `✗ ${label(taskId)} · failed: ${oneLine(message)}`),
  };
}
