import { describe, expect, it, vi } from 'vitest';
import { createRefusalLog } from './refusal-log';
import { isLoopbackHost } from './loopback';

describe('createRefusalLog', () => {
  it('writes the first refusals of an interval, then one line with the count and the last reason', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = createRefusalLog((l) => lines.push(l), { burst: 3, intervalMs: 1000 });
      for (let i = 1; i <= 10; i++) log.refused(`refused #${i}`);
      expect(lines).toEqual(['refused #1', 'refused #2', 'refused #3']);
      vi.advanceTimersByTime(1000);
      expect(lines[3]).toBe('refused 7 more connection(s) or request(s) in the last 1 s (not logged one by one; the last: refused #10)');
      log.refused('refused #11');
      expect(lines[4]).toBe('refused #11');
      vi.advanceTimersByTime(1000);
      expect(lines).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isLoopbackHost', () => {
  it('takes the loopback names with the server port, and nothing else', () => {
    expect(isLoopbackHost('127.0.0.1:7390', 7390)).toBe(true);
    expect(isLoopbackHost('LOCALHOST:7390', 7390)).toBe(true);
    expect(isLoopbackHost('[::1]:7390', 7390)).toBe(true);
    expect(isLoopbackHost('127.0.0.1:7391', 7390)).toBe(false);
    expect(isLoopbackHost('127.0.0.1', 7390)).toBe(false);
    expect(isLoopbackHost('attacker.example:7390', 7390)).toBe(false);
    expect(isLoopbackHost('127.0.0.1.attacker.example:7390', 7390)).toBe(false);
    expect(isLoopbackHost(undefined, 7390)).toBe(false);
  });
});
