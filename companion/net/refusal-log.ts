/**
 * Refused connections and requests are logged, but a flood of them must not flood the log (nor the disk):
 * the first `burst` refusals of each interval are written as they come, the rest are counted, and one line per
 * interval says how many were left out and the last reason.
 */
export interface RefusalLogOptions {
  /** Lines written as they come in each interval (default 20). */
  burst?: number;
  /** Length of an interval in ms (default 60 000). */
  intervalMs?: number;
}

export interface RefusalLog {
  refused(line: string): void;
  /** Writes the pending count at once and stops the timer. */
  close(): void;
}

export function createRefusalLog(log: (line: string) => void, opts: RefusalLogOptions = {}): RefusalLog {
  const burst = opts.burst ?? 20;
  const intervalMs = opts.intervalMs ?? 60_000;
  let written = 0;
  let dropped = 0;
  let last = '';
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (dropped) log(`refused ${dropped} more connection(s) or request(s) in the last ${Math.round(intervalMs / 1000)} s (not logged one by one; the last: ${last})`);
    written = dropped = 0;
    timer = null;
  };
  return {
    refused(line: string) {
      if (!timer) {
        timer = setTimeout(flush, intervalMs);
        timer.unref();
      }
      if (written < burst) {
        written++;
        log(line);
      } else {
        dropped++;
        last = line;
      }
    },
    close() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
