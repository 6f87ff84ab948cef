import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRunDir, runDirName } from './run-dir';

const now = new Date('2026-11-30T01:02:03.456Z');

describe('createRunDir', () => {
  it('names the folder by the UTC second, without colons', () => {
    expect(runDirName(now)).toBe('2026-11-30T01-02-03Z');
  });

  it('creates the folder with a screenshots/ subfolder', async () => {
    const base = await mkdtemp(join(tmpdir(), 'aca-rundir-'));
    const dir = await createRunDir(join(base, 'runs'), now);
    expect(basename(dir)).toBe('2026-11-30T01-02-03Z');
    expect((await stat(join(dir, 'screenshots'))).isDirectory()).toBe(true);
  });

  it('gives runs that start in the same second distinct folders, even started together', async () => {
    const base = await mkdtemp(join(tmpdir(), 'aca-rundir-'));
    const dirs = await Promise.all(Array.from({ length: 5 }, () => createRunDir(base, now)));
    expect(new Set(dirs).size).toBe(5);
    expect(dirs.map((d) => basename(d)).sort()).toEqual([
      '2026-11-30T01-02-03Z',
      '2026-11-30T01-02-03Z-2',
      '2026-11-30T01-02-03Z-3',
      '2026-11-30T01-02-03Z-4',
      '2026-11-30T01-02-03Z-5',
    ]);
  });
});
