import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TrajectoryRecordSchema, type TrajectoryRecord } from '../../protocol';
import { InvalidTrajectoryError, WriterClosedError } from './errors';
import { SECRETS, sampleRunDir, sampleTrajectories } from './testing/fixtures';
import { MASK } from './scrub';
import { createTrajectoryWriter, readTrajectories, saveScreenshot } from './trajectory';

const readLines = async (path: string) => (await readFile(path, 'utf8')).split('\n').filter(Boolean);

describe('createTrajectoryWriter', () => {
  it('appends one valid JSON line per episode, even from many episodes at once', async () => {
    const dir = await sampleRunDir();
    const writer = createTrajectoryWriter(dir);
    const [record] = sampleTrajectories();
    // big records make interleaving likely if appends were not serialized
    const bulky = { ...record, steps: record.steps.map((s) => ({ ...s, observation: { ...s.observation, text: 'x'.repeat(200_000) } })) };
    await Promise.all(Array.from({ length: 40 }, (_, i) => writer.append({ ...bulky, episodeId: `ep-${i}` })));
    await writer.close();
    const lines = await readLines(writer.path);
    expect(lines).toHaveLength(40);
    const ids = lines.map((line) => TrajectoryRecordSchema.parse(JSON.parse(line)).episodeId);
    expect(new Set(ids).size).toBe(40);
  });

  it('rejects an invalid record without writing it, and keeps going', async () => {
    const dir = await sampleRunDir();
    const writer = createTrajectoryWriter(dir);
    const [good] = sampleTrajectories();
    const bad = { ...good, reward: 'high' } as unknown as TrajectoryRecord;
    const results = await Promise.allSettled([writer.append(good), writer.append(bad), writer.append({ ...good, episodeId: 'ep-2' })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const reason = (results[1] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(InvalidTrajectoryError);
    expect(reason.message).toContain('reward');
    await writer.close();
    expect(await readLines(writer.path)).toHaveLength(2);
  });

  it('masks secrets revealed after the writer was created, and reads the episodes back', async () => {
    const dir = await sampleRunDir();
    const known: string[] = [];
    const writer = createTrajectoryWriter(dir, { secrets: () => known });
    const [record] = sampleTrajectories();
    known.push(SECRETS[0]); // generated mid-run, after the writer exists
    await writer.append(record);
    await writer.close();
    expect(await readFile(writer.path, 'utf8')).not.toContain(JSON.stringify(SECRETS[0]).slice(1, -1));
    const [back] = await readTrajectories(dir);
    expect(back.steps[1].action).toMatchObject({ type: 'type', text: MASK });
    expect(await readTrajectories(await sampleRunDir())).toEqual([]);
  });

  it('refuses appends after close', async () => {
    const writer = createTrajectoryWriter(await sampleRunDir());
    await writer.close();
    await expect(writer.append(sampleTrajectories()[0])).rejects.toBeInstanceOf(WriterClosedError);
  });
});

describe('saveScreenshot', () => {
  it('saves under screenshots/ and returns the path relative to the run folder', async () => {
    const dir = await sampleRunDir();
    const rel = await saveScreenshot(dir, '../../evil/ep 7', 12, Buffer.from('img'), 'image/jpeg');
    expect(rel).toBe('screenshots/__.._evil_ep_7-012.jpg');
    expect((await stat(join(dir, rel))).isFile()).toBe(true);
  });
});
