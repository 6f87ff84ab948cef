/**
 * The batch progress line: `[37/120] running 4 · failed 2 · 31.5/min · ETA 2m38s`. On a terminal it is redrawn in
 * place; elsewhere (CI logs) a line is printed per finished episode.
 */
import type { ProgressStream } from '../report/progress';
import type { EpisodeOutcome } from './types';

export interface BatchProgress {
  started(key: string): void;
  finished(key: string, outcome: EpisodeOutcome): void;
  close(): void;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** `counts`: the ledger's state when this process starts (a resumed run starts part done). */
export function batchProgress(counts: { pending: number; running: number; done: number }, stream: ProgressStream, now = () => Date.now()): BatchProgress {
  const total = counts.pending + counts.running + counts.done;
  const startedAt = now();
  const doneBefore = counts.done;
  let done = counts.done;
  let failed = 0;
  const running = new Set<string>();
  const line = (last?: string) => {
    const minutes = (now() - startedAt) / 60_000;
    const rate = minutes > 0 ? (done - doneBefore) / minutes : 0;
    const eta = rate > 0 ? ((total - done) / rate) * 60 : Infinity;
    return `[${done}/${total}] running ${running.size} · failed ${failed} · ${rate.toFixed(1)}/min · ETA ${done === total ? '0s' : formatDuration(eta)}${last ? ` · ${last}` : ''}`;
  };
  const show = (text: string, final: boolean) => {
    if (stream.isTTY) stream.write(`\r\u001B[K${text}${final ? '\n' : ''}`);
    else if (final) stream.write(`${text}\n`);
  };
  return {
    started(key) {
      running.add(key);
      show(line(), false);
    },
    finished(key, outcome) {
      running.delete(key);
      done++;
      if (outcome !== 'success') failed++;
      show(line(`${key} ${outcome}`), !stream.isTTY);
    },
    close() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
